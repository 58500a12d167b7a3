//! Effects (code run again whenever a signal it read changes) all through one and the same
//! copy of Leptos' `Effect`: the code is boxed, so Leptos' scheduling of an effect (a task
//! of its own, an async state machine) is compiled once for the whole app instead of once
//! per effect.

use leptos::prelude::*;

/// Runs `f` once the current update is done, then again whenever a signal it read changes,
/// as long as the current owner lives (what `Effect::new` does).
pub fn effect(f: impl FnMut() + 'static) {
    run(Box::new(f));
}

/// The one `Effect` of the app.
fn run(mut f: Box<dyn FnMut()>) {
    Effect::new(move |_| f());
}
