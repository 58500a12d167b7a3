//! Every keyed list of the app (the seats, the dice, the log's lines, the saved games) drawn
//! by one and the same copy of Leptos' `For`: its rows are boxed, so its keyed diffing is
//! compiled once for the whole app instead of once per list and row type (each `For` was
//! a copy of that code in the browser's build).

use leptos::prelude::*;

/// One row of a keyed list: its key, and how to draw it. A row whose key is already on show
/// keeps its elements (a die keeps its element while it moves from the tray to the board),
/// and its drawing is dropped unused.
pub struct Row {
    key: u64,
    draw: Box<dyn FnOnce() -> AnyView + Send>,
}

impl Row {
    /// The row with this `key`, drawn by `draw` when it first shows.
    pub fn new<V: IntoView + 'static>(key: u64, draw: impl FnOnce() -> V + Send + 'static) -> Row {
        Row {
            key,
            draw: Box::new(move || draw().into_any()),
        }
    }
}

/// The rows `each` returns, in its order, each kept on the page while its key is.
pub fn keyed_list(each: impl Fn() -> Vec<Row> + Send + 'static) -> AnyView {
    rows(Box::new(each))
}

/// The one `For` of the app.
fn rows(each: Box<dyn Fn() -> Vec<Row> + Send>) -> AnyView {
    view! { <For each=each key=|r: &Row| r.key children=|r: Row| (r.draw)() /> }.into_any()
}
