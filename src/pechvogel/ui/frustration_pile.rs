//! A player's frustrations: grey tokens that "become pitch black after a few tough games".

use leptos::prelude::*;

use crate::shell::var::Computed;

use crate::pechvogel::words::W;

/// One frustration token.
#[component]
pub fn FrustrationToken() -> impl IntoView {
    view! {
        // A static drawing: one innerHTML costs far less wasm than building its paths.
        <svg
            class="frustration"
            viewBox="0 0 32 32"
            aria-hidden="true"
            focusable="false"
            inner_html=concat!(
                r#"<path fill="currentColor" d="M9 25 C4 25 2 21.5 3.5 18.5 C4.5 16.5 6.5 15.5 8.5 15.8 C8.5 11 12 8 16 8 C19.5 8 22.5 10.2 23.3 13.6 C26.8 13.6 29.5 16.3 29.5 19.5 C29.5 22.7 27 25 23.5 25 Z"/>"#,
                r##"<path fill="#ffd34d" d="M17.5 17 L13.5 23 L16.3 23 L14.5 29 L19.5 21.8 L16.8 21.8 L18.5 17 Z"/>"##,
            )
        ></svg>
    }
}

/// A pile of `count` frustrations (drawn up to four, then a number).
#[component]
pub fn FrustrationPile(
    /// How many.
    count: Computed<u32>,
) -> impl IntoView {
    view! {
        <span
            class="frustrations"
            class:none=move || count.get() == 0
            title=super::t(W::Frustrations)
            role="img"
            aria-label=move || super::tf(W::FrustrationsN, &[("n", &count.get().to_string())])
        >
            {move || {
                let n = count.get();
                // None: one faded token, so the place reads as "frustrations: 0".
                (0..n.clamp(1, 4)).map(|_| view! { <FrustrationToken /> }.into_any()).collect_view()
            }}
            <span class="frustration-count">{move || format!("\u{00d7}{}", count.get())}</span>
        </span>
    }
}
