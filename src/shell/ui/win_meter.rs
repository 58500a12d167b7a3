//! A seat's chance to win from here, as a thin bar and a percentage on its card, while the
//! win-chance meters are on ([`WinChances`]).

use leptos::prelude::*;

use super::shown::shown;
use super::{pct, shell};
use crate::shell::win_chances::WinChances;
use crate::shell::words::W;

/// A chance with three decimals, written with integers (no float printing in the wasm).
pub fn decimals3(p: f64) -> String {
    let v = (p.clamp(0.0, 1.0) * 1000.0).round() as u64;
    format!("{}.{:03}", v / 1000, v % 1000)
}

/// Seat `seat`'s chance to win; nothing while the meters are off or not yet estimated.
#[component]
pub fn WinMeter(
    /// The seat number.
    seat: usize,
) -> impl IntoView {
    let Some(w) = use_context::<WinChances>() else {
        return ().into_any();
    };
    let chance = move || w.chance(seat);
    let sh = shell();
    view! {
        {shown(move || chance().is_some(), move || view! {
            <div
                class="win-meter"
                data-testid=format!("win-chance-{seat}")
                data-p=move || chance().map(decimals3).unwrap_or_default()
            >
                <span class="win-track" aria-hidden="true">
                    <span
                        class="win-fill"
                        style:width=move || format!("{}%", (chance().unwrap_or(0.0) * 100.0).round() as u32)
                    ></span>
                </span>
                <span class="win-text">{move || W::WinsPercent.fill(sh.lang(), &[("p", &pct(chance().unwrap_or(0.0)))])}</span>
            </div>
        })}
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    #[test]
    fn three_decimals() {
        assert_eq!(super::decimals3(0.25), "0.250");
        assert_eq!(super::decimals3(1.0), "1.000");
        assert_eq!(super::decimals3(0.0004), "0.000");
    }
}
