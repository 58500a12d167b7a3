//! A score marker: a round token with its value.

use leptos::prelude::*;

use crate::pechvogel::words::W;

/// A score marker of `value` (3–7), coloured by value.
#[component]
pub fn ScoreMarker(
    /// 3–7.
    value: u8,
    /// Smaller, for the box.
    #[prop(optional)]
    small: bool,
) -> impl IntoView {
    view! {
        <span
            class=format!("marker marker-{value}{}", if small { " small" } else { "" })
            role="img"
            aria-label=super::tf(W::MarkerN, &[("v", &value.to_string())])
        >
            {value}
        </span>
    }
}
