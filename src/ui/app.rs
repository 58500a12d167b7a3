//! The app: provides the controller, starts from the address and the save, and switches
//! between the setup screen and the table.

use leptos::ev;
use leptos::prelude::*;

use super::game_table::GameTable;
use super::notice_bar::NoticeBar;
use super::setup_screen::SetupScreen;
use super::top_bar::TopBar;
use crate::controller::{Controller, Screen};
use crate::seats::Speed;
use crate::session::Move;
use pechvogel_engine::Decision;

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let c = Controller::new();
    provide_context(c);
    c.boot();
    // Space or Enter throws when a person's throw is due (unless a control has the focus,
    // which handles the key itself).
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
        if in_control {
            return;
        }
        let throw_due = c.prompt.with_untracked(|p| {
            matches!(
                p.as_ref().map(|p| &p.decision),
                Some(Decision::Throw { .. })
            )
        });
        if throw_due {
            e.prevent_default();
            c.act(Move::Throw);
        }
    });
    on_cleanup(move || handle.remove());
    let motion = move || !c.reduced_motion.get() && c.speed.get() != Speed::Instant;
    let style = move || {
        let p = c.speed.get().pace();
        format!(
            "--tumble-ms:{}ms;--step-ms:{}ms",
            p.tumble.max(1),
            p.step.max(1)
        )
    };
    view! {
        <div class="app" class:no-motion=move || !motion() style=style>
            <TopBar />
            <NoticeBar />
            {move || match c.screen.get() {
                Screen::Setup => view! { <SetupScreen /> }.into_any(),
                Screen::Table => view! { <GameTable /> }.into_any(),
            }}
        </div>
    }
}
