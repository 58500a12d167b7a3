//! Parts of the page drawn only while a condition holds, all by one and the same copy of
//! Leptos' `Show`: the condition and the part are boxed, so its memo and its switching are
//! compiled once for the whole app instead of once per place (each `Show` was a copy of
//! that code in the browser's build).

use std::sync::Arc;

use leptos::prelude::*;

/// `body` while `when` holds, else nothing. `body` is drawn afresh each time `when` turns
/// true; `when` is memoised, so it is drawn only when the condition changes.
pub fn shown<V: IntoView + 'static>(
    when: impl Fn() -> bool + Send + Sync + 'static,
    body: impl Fn() -> V + Send + Sync + 'static,
) -> AnyView {
    shown_or(when, body, ViewFn::default())
}

/// `body` while `when` holds, else `fallback`.
pub fn shown_or<V: IntoView + 'static>(
    when: impl Fn() -> bool + Send + Sync + 'static,
    body: impl Fn() -> V + Send + Sync + 'static,
    fallback: ViewFn,
) -> AnyView {
    show(
        Box::new(when),
        Arc::new(move || body().into_any()),
        fallback,
    )
}

/// The one `Show` of the app.
fn show(
    when: Box<dyn Fn() -> bool + Send + Sync>,
    body: Arc<dyn Fn() -> AnyView + Send + Sync>,
    fallback: ViewFn,
) -> AnyView {
    view! { <Show when=when fallback=fallback>{body()}</Show> }.into_any()
}
