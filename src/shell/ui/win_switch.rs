//! The switch of the win-chance meters on the seat cards.

use leptos::prelude::*;

use super::tr;
use crate::shell::win_chances::WinChances;
use crate::shell::words::W;

/// "Win chances" on or off (remembered for games with people; a game of bots only starts
/// with them on).
#[component]
pub fn WinSwitch() -> impl IntoView {
    let Some(w) = use_context::<WinChances>() else {
        return ().into_any();
    };
    view! {
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
    }
    .into_any()
}
