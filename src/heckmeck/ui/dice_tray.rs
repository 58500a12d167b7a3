//! The dice tray: the last throw's dice not kept (the next throw uses as many).

use heckmeck_engine::DICE;
use leptos::prelude::*;

use super::die::Die;
use super::play;

/// The tray.
#[component]
pub fn DiceTray() -> impl IntoView {
    let scene = play().scene();
    let tray = move || scene.with(|s| s.tray.clone());
    let empty = move || scene.with(|s| s.tray.is_empty() && s.kept.is_empty());
    view! {
        <section class="tray" aria-label="the dice tray">
            <For each=tray key=|d| d.key() let:d>
                <Die face=d.face place="tray" spin=d.id />
            </For>
            <Show when=empty>
                {(0..DICE).map(|_| view! { <span class="die ghost" aria-hidden="true"></span> }).collect_view()}
            </Show>
        </section>
    }
}
