//! Parts of the page that nobody can see in its first frame (behind a closed tab, say),
//! built just after that frame has been painted instead of before it.
//!
//! The browser compiles each wasm function the first time it is called, on the page's own
//! thread, so whatever the first frame builds delays the first button. A part drawn through
//! [`after_paint`] is built in the task after the first paint (a timeout set from the frame's
//! animation callback runs once the frame is on screen): the same part, a frame later, where
//! it was not visible anyway. Once the page has been painted, a part is built at once (a
//! table drawn afresh in a new language, a second game), as
//! [`crate::shell::timeline::once_painted`] does for work that is not a part of the page.

use leptos::prelude::*;

use crate::shell::timeline::{once_painted, painted};
use crate::shell::var::Var;

use super::shown::shown;

/// `body`, built once the page's first frame is on screen (at once if it already is).
pub fn after_paint<V: IntoView + 'static>(body: impl Fn() -> V + Send + Sync + 'static) -> AnyView {
    let shown_now = Var::new(painted());
    if !shown_now.get_untracked() {
        // The part may be gone by then (the table was left): nothing to build.
        once_painted(move || {
            shown_now.try_set(true);
        });
    }
    shown(move || shown_now.get(), body)
}
