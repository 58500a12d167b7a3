//! What a bot is doing while the table shows it: "Thea is thinking…", "Thea: the dice are
//! rolling…".

use leptos::prelude::*;

use crate::shell::play::Busy;
use crate::shell::var::ReadVar;
use crate::shell::words::W;

/// The status line under the table, for any game.
#[component]
pub fn StatusLine(
    /// The bot acting, if any.
    busy: ReadVar<Option<Busy>>,
) -> impl IntoView {
    let shell = super::shell();
    let text = move || match busy.get() {
        Some(b) => {
            let key = if b.throwing {
                W::DiceRolling
            } else {
                W::Thinking
            };
            key.fill(shell.lang(), &[("name", &shell.name(b.seat))])
        }
        None => String::new(),
    };
    // The same box as a question's, so the table does not jump when a question comes or
    // goes.
    view! {
        <div class="prompt idle">
            <p class="status">{text}</p>
        </div>
    }
}
