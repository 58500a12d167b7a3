//! The speed picker: how fast bots' moves and the dice are shown. The speed lives in the
//! preferences only; the running game reads it from there.

use leptos::prelude::*;

use super::{shell, tr};
use crate::shell::seats::Speed;
use crate::shell::words::W;

/// A `<select>` of the speeds, showing and changing the remembered one.
#[component]
pub fn SpeedSelect(
    /// The `data-testid` of the select.
    testid: &'static str,
) -> impl IntoView {
    let prefs = shell().prefs;
    view! {
        // Named here, not only by a surrounding label: the top bar hides its label on phones.
        <select
            data-testid=testid
            aria-label=tr(W::SpeedOfTheBotsAria)
            on:change:target=move |ev| {
                if let Some(s) = Speed::parse(&ev.target().value()) {
                    prefs.set_speed(s);
                }
            }
        >
            {Speed::ALL
                .into_iter()
                .map(|s| {
                    view! {
                        <option value=s.as_str() prop:selected=move || prefs.speed() == s>
                            {tr(s.label())}
                        </option>
                    }
                    .into_any()
                })
                .collect_view()}
        </select>
    }
}
