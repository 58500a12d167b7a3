//! The throw button of any game (Space or Enter throws too).

use leptos::prelude::*;

use crate::shell::var::Act;

/// "Thea: your turn." and a button that throws.
#[component]
pub fn ThrowButton(
    /// The question: whose turn, and what kind of throw.
    question: String,
    /// The button's words: "Throw the seven dice", "Throw 5 dice".
    label: String,
    /// Throws (given the click, so a double click's extra click can be told apart).
    #[prop(into)]
    on_throw: Act<web_sys::MouseEvent>,
) -> impl IntoView {
    view! {
        <p class="prompt-q">{question}</p>
        <div class="prompt-actions">
            <button
                class="btn btn-primary btn-throw"
                data-testid="roll"
                on:click=move |ev| on_throw.run(ev)
            >
                {label}
            </button>
            <span class="hint">{super::tr(crate::shell::words::W::OrPressSpace)}</span>
        </div>
    }
}
