//! The worm drawing (the dice's worm face and the worms printed on the tiles).

use leptos::prelude::*;

/// A curled little worm, drawn in the current text colour.
#[component]
pub fn Worm(
    /// Extra class for sizing.
    #[prop(optional)]
    class: &'static str,
) -> impl IntoView {
    view! {
        <svg class=format!("worm {class}") viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <path
                fill="none"
                stroke="currentColor"
                stroke-width="5"
                stroke-linecap="round"
                d="M5 22 C5 12 14 12 14 19 C14 25 22 25 22 17 C22 11 27 9 28 12"
            />
            <circle cx="27.2" cy="11.3" r="1.1" fill="#fff7e6" />
        </svg>
    }
}
