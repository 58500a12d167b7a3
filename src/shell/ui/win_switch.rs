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
    let lang = move || super::shell().lang();
    let how = move || {
        let n = w.games();
        let (key, n) = if n > 0 {
            (W::WinChancesHow, n)
        } else {
            (W::WinChancesHowSoon, MAX_GAMES)
        };
        let n = i64::try_from(n).unwrap_or(i64::MAX);
        key.fill(lang(), &[("n", &lang().number(n))])
    };
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
                aria-expanded=move || open.get().to_string()
                aria-label=move || W::WinChancesHowAria.get(lang())
                title=move || W::WinChancesHowAria.get(lang())
                on:click=move |_| open.update(|o| *o = !*o)
            >
                "?"
            </button>
        </div>
        {move || open.get().then(|| view! { <p class="win-help" data-testid="win-help-text">{how}</p> })}
    }
    .into_any()
}
