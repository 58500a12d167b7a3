//! The switch of the win-chance meters on the seat cards.

use leptos::prelude::*;

use super::tr;
use crate::shell::win_chances::{WinChances, MAX_GAMES};
use crate::shell::words::W;

/// "Win chances" on or off (remembered for games with people; a game of bots only starts
/// with them on), and a "?" that tells how they are made: games played on from here by
/// normal bots, and how many.
#[component]
pub fn WinSwitch() -> impl IntoView {
    let Some(w) = use_context::<WinChances>() else {
        return ().into_any();
    };
    // Drawn afresh when the language changes (the whole page is).
    let lang = super::shell().lang_untracked();
    let how = move || {
        let n = w.games();
        let (key, n) = if n > 0 {
            (W::WinChancesHow, n)
        } else {
            (W::WinChancesHowSoon, MAX_GAMES)
        };
        key.fill(
            lang,
            &[("n", &lang.number(i64::try_from(n).unwrap_or(i64::MAX)))],
        )
    };
    let ask = W::WinChancesHowAria.get(lang);
    // A `details` opens and closes itself, with its state told to assistive technology: no
    // signal of ours.
    view! {
        <div class="win-switch-row">
            <label class="win-switch">
                <input
                    type="checkbox"
                    role="switch"
                    data-testid="win-switch"
                    prop:checked=move || w.on()
                    on:change:target=move |ev| w.switch(ev.target().checked())
                />
                {tr(W::ShowWinChances)}
            </label>
            <details class="win-how">
                <summary class="help-q" data-testid="win-help" title=ask aria-label=ask>"?"</summary>
                <p class="win-help" data-testid="win-help-text">{how}</p>
            </details>
        </div>
    }
    .into_any()
}
