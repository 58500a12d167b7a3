//! The coach's switch: one line of exact odds before each decision of a person.

use leptos::prelude::*;

use super::{shell, tr};
use crate::shell::words::W;

/// "Coach" on or off (remembered; off unless switched on).
#[component]
pub fn CoachSwitch() -> impl IntoView {
    let prefs = shell().prefs;
    view! {
        <label class="win-switch coach-switch">
            <input
                type="checkbox"
                role="switch"
                data-testid="coach-switch"
                prop:checked=move || prefs.coach()
                on:change:target=move |ev| prefs.set_coach(ev.target().checked())
            />
            {tr(W::Coach)}
        </label>
    }
}
