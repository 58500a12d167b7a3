//! The throw button of any game (Space or Enter throws too): it takes the keyboard focus
//! when it appears, so the game goes on without hunting for it.

use leptos::prelude::*;

/// "Thea: your turn." and a button that throws.
#[component]
pub fn ThrowButton(
    /// The question: whose turn, and what kind of throw.
    question: String,
    /// The button's words: "Throw the seven dice", "Throw 5 dice".
    label: String,
    /// Throws.
    #[prop(into)]
    on_throw: Callback<()>,
) -> impl IntoView {
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
                on:click=move |_| on_throw.run(())
            >
                {label}
            </button>
            <span class="hint">"or press Space"</span>
        </div>
    }
}
