//! The raven drawing (the dice's raven face, Murphy, the board's raven slots).

use leptos::prelude::*;

/// A raven in profile, facing right, drawn in the current text colour.
#[component]
pub fn Raven(
    /// Extra class for sizing.
    #[prop(optional)]
    class: &'static str,
) -> impl IntoView {
    // The drawing is static: one innerHTML costs far less wasm than building its paths.
    view! {
        <svg
            class=format!("raven {class}")
            viewBox="0 0 64 64"
            aria-hidden="true"
            focusable="false"
            inner_html=RAVEN
        ></svg>
    }
}

/// The raven's paths (the loading shell in index.html draws the same).
const RAVEN: &str = concat!(
    r#"<path fill="currentColor" d="M50 14.5 L62 19 L50.5 22.5 C49 28 46.5 32 44 35.5 C41 43 33.5 47.5 25.5 47.5 L9 57 L13.5 49.5 L3 51 C9 42.5 15.5 35 23 29 C29 23.5 35 16.5 41.5 12.5 C45 10.5 48.5 11.5 50 14.5 Z"/>"#,
    r#"<path fill="none" stroke="rgba(255,255,255,0.28)" stroke-width="1.6" stroke-linecap="round" d="M20 34 C28 31 36 33 40 39"/>"#,
    r#"<path fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" d="M29 46 L27 58 M35 45 L35.5 58 M24.5 58 L30 58 M33 58 L38.5 58"/>"#,
    r##"<circle cx="46.5" cy="16.5" r="1.9" fill="#f4ead2"/>"##,
);
