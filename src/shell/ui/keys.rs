//! The table's keyboard: Space or Enter throws when a person's throw is due (unless a
//! control has the focus, which handles the key itself).

use leptos::ev;
use leptos::prelude::*;

use crate::shell::play::Play;
use crate::shell::table_game::TableGame;

/// While the calling component lives, Space or Enter answers a prompt that `is_throw`
/// accepts with the game's throw.
pub fn space_throws<G: TableGame>(p: Play<G>, is_throw: fn(&G::Ask) -> bool) {
    let handle = window_event_listener(ev::keydown, move |e| {
        if e.repeat() || e.ctrl_key() || e.meta_key() || e.alt_key() {
            return;
        }
        if e.key() != " " && e.key() != "Enter" {
            return;
        }
        let in_control = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|el| {
                matches!(
                    el.tag_name().to_ascii_lowercase().as_str(),
                    // `ol`: the focusable game log, where Space scrolls.
                    "button" | "input" | "textarea" | "select" | "a" | "summary" | "ol"
                )
            });
        if in_control || p.handing_over() {
            return;
        }
        let due = p
            .prompt()
            .with_untracked(|q| q.as_ref().filter(|q| is_throw(&q.ask)).map(|q| q.id));
        if let Some(id) = due {
            e.prevent_default();
            // A burst of keys acts once (see `Play::key`).
            p.key(id, G::throw_move());
        }
    });
    on_cleanup(move || handle.remove());
}
