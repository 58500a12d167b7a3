//! The switch of the win-chance meters on the seat cards.

use leptos::prelude::*;

use super::tr;
use crate::shell::var::Var;
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
    let open = Var::new(false);
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
            <button
                class="help-q"
                data-testid="win-help"
                aria-expanded=move || if open.get() { "true" } else { "false" }
                aria-label=ask
                title=ask
                on:click=move |_| open.update(|o| *o = !*o)
            >
                "?"
            </button>
        </div>
        <p class="win-help" data-testid="win-help-text" hidden=move || !open.get()>{how}</p>
    }
    .into_any()
}
