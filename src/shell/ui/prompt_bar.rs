//! Where the game asks a person what to do, naming whom it asks; or says what a bot is
//! doing; or, between moves, nothing. The frame is the same for every game; the game draws
//! the question's body.

use leptos::prelude::*;

use super::status_line::StatusLine;
use crate::shell::play::{Busy, Prompt};

/// The prompt (a question to a human) or the status line.
#[component]
pub fn PromptBar<A, F>(
    /// The question on show.
    prompt: ReadSignal<Option<Prompt<A>>>,
    /// The bot acting, if any.
    busy: ReadSignal<Option<Busy>>,
    /// Draws a question's body (its words and buttons).
    body: F,
) -> impl IntoView
where
    A: Clone + PartialEq + Send + Sync + 'static,
    F: Fn(Prompt<A>) -> AnyView + Send + Sync + 'static,
{
    view! {
        <section class="prompt-bar" aria-live="polite">
            {move || match prompt.get() {
                Some(q) => {
                    let seat = q.seat;
                    view! {
                        <div class="prompt" data-testid="prompt" data-seat=seat.to_string()>
                            {body(q)}
                        </div>
                    }
                        .into_any()
                }
                None => view! { <StatusLine busy=busy /> }.into_any(),
            }}
        </section>
    }
}
