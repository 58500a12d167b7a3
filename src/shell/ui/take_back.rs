//! "Take back": undoes the person's last decision when one person plays against bots
//! (never a throw; the session decides what can be taken back).

use leptos::prelude::*;

use super::shown::shown;
use super::tr;
use crate::shell::play::{Tool, Tools};
use crate::shell::words::W;

/// The take-back button: absent between people (hot seat), disabled while there is
/// nothing to take back.
#[component]
pub fn TakeBack() -> impl IntoView {
    let tools = expect_context::<Tools>();
    let undo = tools.undo;
    view! {
        {shown(move || undo.get().is_some(), move || view! {
            <button
                type="button"
                class="btn btn-quiet btn-small take-back"
                data-testid="take-back"
                title=tr(W::TakeBackHint)
                // `disabled` set as a property, not an attribute: the page shows the same `disabled`, and
                // reactive properties are code the build has anyway (one kind of reactive output fewer).
                prop:disabled=move || undo.get() != Some(true)
                // The extra clicks of a double click would take back one more decision.
                on:click=move |e| {
                    if e.detail() <= 1 {
                        tools.run.run(Tool::TakeBack);
                    }
                }
            >
                <span aria-hidden="true">"\u{21B6}"</span>
                {tr(W::TakeBack)}
            </button>
        })}
    }
}
