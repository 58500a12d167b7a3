//! The switch between pips and numerals on Heckmeck's dice.

use leptos::prelude::*;

use super::t;
use crate::heckmeck::words::W;
use crate::shell::ui::shell;

/// "Numbers instead of pips" on or off (remembered; pips unless switched on).
#[component]
pub fn DiceSwitch() -> impl IntoView {
    let prefs = shell().prefs;
    view! {
        <div class="side-switches">
            <label class="win-switch">
                <input
                    type="checkbox"
                    role="switch"
                    data-testid="numerals-switch"
                    prop:checked=move || prefs.numerals()
                    on:change:target=move |ev| prefs.set_numerals(ev.target().checked())
                />
                {t(W::NumeralsOnDice)}
            </label>
        </div>
    }
}
