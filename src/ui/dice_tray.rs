//! The dice tray: the dice not on the board (the last throw's others, which the next throw
//! uses).

use leptos::prelude::*;

use super::controller;
use super::die::Die;

/// The tray.
#[component]
pub fn DiceTray() -> impl IntoView {
    let c = controller();
    let tray = move || c.scene.with(|s| s.tray.clone());
    let empty = move || c.scene.with(|s| s.tray.is_empty());
    let between_turns = move || c.scene.with(|s| s.thrower.is_none());
    view! {
        <section class="tray" aria-label="the dice tray">
            <For each=tray key=|d| d.id let:d>
                <Die face=d.face place="tray" spin=d.id />
            </For>
            <Show when=move || empty() && between_turns()>
                {(0..7).map(|_| view! { <span class="die ghost" aria-hidden="true"></span> }).collect_view()}
            </Show>
        </section>
    }
}
