//! Parts of the page that nobody can see in its first frame (behind a closed tab, say),
//! built just after that frame has been painted instead of before it.
//!
//! The browser compiles each wasm function the first time it is called, on the page's own
//! thread, so whatever the first frame builds delays the first button. A part drawn through
//! [`after_paint`] is built in the task after the first paint (a timeout set from the frame's
//! animation callback runs once the frame is on screen): the same part, a frame later, where
//! it was not visible anyway. Once the page has been painted, a part is built at once (a
//! table drawn afresh in a new language, a second game). [`once_painted`] does the same for
//! work that is not a part of the page.

use std::cell::Cell;

use leptos::prelude::*;

use crate::shell::var::Var;

use super::shown::shown;

thread_local! {
    /// True once the page's first frame has been painted.
    static PAINTED: Cell<bool> = const { Cell::new(false) };
}

/// `body`, built once the page's first frame is on screen (at once if it already is).
pub fn after_paint<V: IntoView + 'static>(body: impl Fn() -> V + Send + Sync + 'static) -> AnyView {
    let painted = Var::new(PAINTED.get());
    if !painted.get_untracked() {
        // The part may be gone by then (the table was left): nothing to build.
        once_painted(move || {
            painted.try_set(true);
        });
    }
    shown(move || painted.get(), body)
}

/// Runs `task` once the page's first frame is on screen, or at once if it already is: work
/// that nothing in the first frame shows, such as the first save of the game the page opens
/// with (its storage writes and JSON, about 80 functions to compile, otherwise wait before
/// the first button).
pub fn once_painted(task: impl FnOnce() + 'static) {
    if PAINTED.get() {
        task();
        return;
    }
    request_animation_frame(move || {
        set_timeout(
            move || {
                PAINTED.set(true);
                task();
            },
            std::time::Duration::ZERO,
        );
    });
}
