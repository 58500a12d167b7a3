//! The dice tray: the dice not on the board (the last throw's others, which the next throw
//! uses).

use leptos::prelude::*;
use pechvogel_engine::DICE;

use super::die::Die;
use super::play;

/// The tray.
#[component]
pub fn DiceTray() -> impl IntoView {
    let scene = play().scene();
    let tray = move || scene.with(|s| s.tray.clone());
    let empty = move || scene.with(|s| s.tray.is_empty());
    let between_turns = move || scene.with(|s| s.thrower.is_none());
    view! {
        <section class="tray" aria-label="the dice tray">
            <For each=tray key=|d| d.key() let:d>
                <Die face=d.face place="tray" spin=d.id />
            </For>
            <Show when=move || empty() && between_turns()>
                {(0..DICE).map(|_| view! { <span class="die ghost" aria-hidden="true"></span> }).collect_view()}
            </Show>
        </section>
    }
}
