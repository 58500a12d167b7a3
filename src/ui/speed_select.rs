//! The speed picker: how fast bots' moves and the dice are shown.

use leptos::prelude::*;

use super::controller;
use crate::seats::Speed;

/// A `<select>` of the speeds, showing the controller's current one; `on_pick` gets the choice.
#[component]
pub fn SpeedSelect(
    /// The `data-testid` of the select.
    testid: &'static str,
    /// Called with the speed picked.
    #[prop(into)]
    on_pick: Callback<Speed>,
) -> impl IntoView {
    let c = controller();
    view! {
        // Named here, not only by a surrounding label: the top bar hides its label on phones.
        <select
            data-testid=testid
            aria-label="speed of the bots"
            on:change:target=move |ev| {
                if let Some(s) = Speed::parse(&ev.target().value()) {
                    on_pick.run(s);
                }
            }
        >
            {Speed::ALL
                .into_iter()
                .map(|s| {
                    view! {
                        <option value=s.as_str() prop:selected=move || c.speed.get() == s>
                            {s.as_str()}
                        </option>
                    }
                })
                .collect_view()}
        </select>
    }
}
