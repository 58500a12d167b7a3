//! The dice kept this turn, grouped by face in keep order, with the running sum and
//! whether a worm is among them (no tile without one). A failed turn is said here.

use leptos::prelude::*;

use super::die::Die;
use super::play;
use super::worm::Worm;
use heckmeck_engine::Failure;

/// The kept dice of the turn being played.
#[component]
pub fn KeptDice() -> impl IntoView {
    let p = play();
    let scene = p.scene();
    let groups = move || scene.with(|s| s.kept.clone());
    let sum = move || scene.with(|s| s.sum);
    let worm = move || scene.with(|s| s.worm);
    let failed = move || scene.with(|s| s.failed);
    view! {
        <section
            class="kept"
            data-testid="board"
            data-sum=move || sum().to_string()
            data-worm=move || worm().to_string()
            aria-label="the dice kept this turn"
        >
            <div class="kept-sum" class:has-worm=worm>
                <span class="kept-label">"kept"</span>
                <span class="kept-value">{sum}</span>
                <span class="kept-worm" title=move || if worm() { "a worm is kept" } else { "no worm kept yet" }>
                    <Worm />
                    {move || if worm() { "\u{2713}" } else { "?" }}
                </span>
            </div>
            <div class="kept-groups">
                // Keyed by the count too: a replay's step builds a new scene, in which a
                // face may have been kept a different number of times (a `usize` like the
                // seats' keys, so no new keyed list is compiled).
                <For each=groups key=|(f, dice)| *f as usize * 16 + dice.len() let:group>
                    <div class="kept-group">
                        {group.1.iter().map(|d| view! { <Die face=d.face place="board" spin=d.id /> }).collect_view()}
                    </div>
                </For>
            </div>
            <Show when=move || failed().is_some()>
                <p class="kept-failed" role="status">
                    {move || match failed() {
                        Some(Failure::NoNewFace) => "No new face: the turn fails!",
                        Some(Failure::OutOfDice) => "No dice left and no tile: the turn fails!",
                        Some(Failure::OutOfFaces) => "Every face kept and no tile: the turn fails!",
                        None => "",
                    }}
                </p>
            </Show>
        </section>
    }
}
