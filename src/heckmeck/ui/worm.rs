//! The worm drawing (the dice's worm face and the worms printed on the tiles).

use leptos::prelude::*;

/// A curled little worm, drawn in the current text colour.
#[component]
pub fn Worm(
    /// Extra class for sizing.
    #[prop(optional)]
    class: &'static str,
) -> impl IntoView {
    // The drawing is static: one innerHTML costs far less wasm than building its paths.
    view! {
        <svg
            class=format!("worm {class}")
            viewBox="0 0 32 32"
            aria-hidden="true"
            focusable="false"
            inner_html=WORM
        ></svg>
    }
}

/// The worm's paths.
const WORM: &str = concat!(
    r#"<path fill="none" stroke="currentColor" stroke-width="5" stroke-linecap="round" d="M5 22 C5 12 14 12 14 19 C14 25 22 25 22 17 C22 11 27 9 28 12"/>"#,
    r##"<circle cx="27.2" cy="11.3" r="1.1" fill="#fff7e6"/>"##,
);
