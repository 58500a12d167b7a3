//! The dice kept this turn, grouped by face in keep order, with the running sum and
//! whether a worm is among them (no tile without one). A failed turn is said here.

use leptos::prelude::*;

use crate::heckmeck::words::W;

use super::die::Die;
use super::play;
use super::worm::Worm;
use crate::shell::ui::keyed_list::{keyed_list, Row};
use crate::shell::ui::shown::shown;
use heckmeck_engine::Failure;

/// The kept dice of the turn being played.
#[component]
pub fn KeptDice() -> impl IntoView {
    let p = play();
    let scene = p.scene();
    // Keyed by the count too: a replay's step builds a new scene, in which a face may have
    // been kept a different number of times.
    let groups = move || {
        scene.with(|s| {
            s.kept
                .iter()
                .map(|(f, dice)| {
                    let dice = dice.clone();
                    Row::new(*f as u64 * 16 + dice.len() as u64, move || {
                        view! {
                            <div class="kept-group">
                                {dice.iter().map(|d| view! { <Die face=d.face place="board" spin=d.id /> }).collect_view()}
                            </div>
                        }
                    })
                })
                .collect()
        })
    };
    let sum = move || scene.with(|s| s.sum);
    let worm = move || scene.with(|s| s.worm);
    let failed = move || scene.with(|s| s.failed);
    view! {
        <section
            class="kept"
            data-testid="board"
            data-sum=move || sum().to_string()
            data-worm=move || worm().to_string()
            aria-label=super::t(W::KeptAria)
        >
            <div class="kept-sum" class:has-worm=worm>
                <span class="kept-label">{super::t(W::Kept)}</span>
                <span class="kept-value">{move || sum().to_string()}</span>
                <span class="kept-worm" title=move || super::t(if worm() { W::WormKept } else { W::NoWormYet }).to_string()>
                    <Worm />
                    {move || if worm() { "\u{2713}" } else { "?" }.to_string()}
                </span>
            </div>
            <div class="kept-groups">
                {keyed_list(groups)}
            </div>
            {shown(move || failed().is_some(), move || view! {
                <p class="kept-failed" role="status">
                    {move || match failed() {
                        Some(Failure::NoNewFace) => super::t(W::FailNoNewFace),
                        Some(Failure::OutOfDice) => super::t(W::FailOutOfDice),
                        Some(Failure::OutOfFaces) => super::t(W::FailOutOfFaces),
                        None => "",
                    }}
                </p>
            })}
        </section>
    }
}
