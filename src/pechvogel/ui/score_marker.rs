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

/// A score marker of `value` as markup, the same element as [`ScoreMarker`] draws: for a
/// stack of them that is built as one string (the middle), not as a component per marker.
pub fn marker_html(value: u8) -> String {
    format!(
        r#"<span class="marker marker-{value}" role="img" aria-label="{}">{value}</span>"#,
        crate::shell::escape::markup(&super::tf(W::MarkerN, &[("v", &value.to_string())]))
    )
}
