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

/// The worm's paths, as one literal (the emblem draws them again inside its tile).
macro_rules! worm_paths {
    () => {
        concat!(
            r#"<path fill="none" stroke="currentColor" stroke-width="5" stroke-linecap="round" d="M5 22 C5 12 14 12 14 19 C14 25 22 25 22 17 C22 11 27 9 28 12"/>"#,
            r##"<circle cx="27.2" cy="11.3" r="1.1" fill="#fff7e6"/>"##,
        )
    };
}

/// Heckmeck's emblem in the top bar at its table: a worm tile, as the raven is Pechvogel's.
#[component]
pub fn Emblem() -> impl IntoView {
    view! {
        <svg
            class="brand-emblem hm-emblem"
            viewBox="0 0 32 32"
            aria-hidden="true"
            focusable="false"
            inner_html=EMBLEM
        ></svg>
    }
}

/// The emblem: a tile with the worm on it (the worm's own paths, a little smaller).
const EMBLEM: &str = concat!(
    r##"<rect x="1.5" y="1.5" width="29" height="29" rx="6" fill="#f6e3b4" stroke="#6b3410" stroke-width="2"/>"##,
    r#"<g transform="translate(2.5 1.5) scale(0.85)">"#,
    worm_paths!(),
    "</g>",
);

/// The worm's paths.
const WORM: &str = worm_paths!();
