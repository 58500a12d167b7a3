//! The throw button (Space or Enter throws too).

use leptos::prelude::*;
use pechvogel_engine::{Awaiting, Seat};

use super::controller;
use crate::session::Move;

/// "Throw the seven dice" / "Throw 3 dice" / "Reroll 3 dice", for the human at `seat`.
#[component]
pub fn ThrowButton(
    /// Who throws.
    seat: Seat,
    /// How many dice.
    dice: u8,
) -> impl IntoView {
    let c = controller();
    let who = super::name_of(c, seat);
    let reroll = c
        .shown
        .with_untracked(|g| g.as_ref().is_some_and(|g| g.awaiting() == Awaiting::Reroll));
    let (question, label) = if dice == 7 {
        (
            format!("{who}: your turn."),
            "Throw the seven dice".to_string(),
        )
    } else if reroll {
        (format!("{who}: reroll."), format!("Reroll {dice} dice"))
    } else {
        (format!("{who}: throw again."), format!("Throw {dice} dice"))
    };
    let node = NodeRef::<leptos::html::Button>::new();
    // Keep the keyboard where the game is: the throw button takes the focus when it appears
    // (without scrolling: someone may be reading the log).
    Effect::new(move |_| {
        if let Some(b) = node.get() {
            let opts = web_sys::FocusOptions::new();
            opts.set_prevent_scroll(true);
            let _ = b.focus_with_options(&opts);
        }
    });
    view! {
        <p class="prompt-q">{question}</p>
        <div class="prompt-actions">
            <button
                node_ref=node
                class="btn btn-primary btn-throw"
                data-testid="roll"
                on:click=move |_| c.act(Move::Throw)
            >
                {label}
            </button>
            <span class="hint">"or press Space"</span>
        </div>
    }
}
