//! Heckmeck's choices as buttons that say what they do: "Keep the 4s (+8)", "Take 24",
//! "Steal 26 from Jonathan", "Throw 5 dice". They offer exactly the engine's legal moves.

use heckmeck_engine::{Face, Move, Offer, Throw, DICE};
use leptos::prelude::*;

use super::worm_tile::WormTile;
use super::{name_of, play};
use crate::shell::ui::throw_button::ThrowButton;

/// "Keep the 4s (+8)", "Keep the worm (+5)".
pub fn keep_label(face: Face, dice: u8) -> String {
    let what = match (face.is_worm(), dice) {
        (true, 1) => "the worm".to_string(),
        (true, _) => "the worms".to_string(),
        (false, 1) => format!("the {}", face.value()),
        (false, _) => format!("the {}s", face.value()),
    };
    format!("Keep {what} (+{})", face.value() * dice)
}

/// One button per face the player may keep from the throw.
#[component]
pub fn KeepChoice(
    /// The prompt this answers.
    id: u64,
    /// The throw waiting for a keep.
    throw: Throw,
    /// The faces that may be kept (the engine's).
    faces: Vec<Face>,
) -> impl IntoView {
    let p = play();
    view! {
        <div class="prompt-actions keeps">
            {faces
                .into_iter()
                .map(|f| {
                    let n = throw.count(f);
                    view! {
                        <button
                            class="btn btn-keep"
                            data-testid=format!("keep-{f}")
                            on:click=move |ev| p.click(&ev, id, Move::Keep(f))
                        >
                            {keep_label(f, n)}
                        </button>
                    }
                })
                .collect_view()}
        </div>
    }
}

/// One button per tile on offer: the grill's, and the steal.
#[component]
pub fn TakeChoice(
    /// The prompt this answers.
    id: u64,
    /// The tiles on offer (the engine's).
    offer: Offer,
) -> impl IntoView {
    let p = play();
    let grill = offer.grill.map(|t| {
        view! {
            <button class="btn btn-primary btn-take" data-testid=format!("take-{t}") data-focus="" on:click=move |ev| p.click(&ev, id, Move::Take(t))>
                <WormTile tile=t small=true />
                {format!("Take {t}")}
            </button>
        }
    });
    // Without a grill tile, stealing is still the safe choice next to throwing on.
    let steal_first = offer.grill.is_none();
    let steal = offer.steal.map(|s| {
        let t = s.tile;
        let from = name_of(p, s.from);
        view! {
            <button class="btn btn-danger btn-take" data-testid=format!("take-{t}") data-focus=steal_first.then_some("") on:click=move |ev| p.click(&ev, id, Move::Take(t))>
                <WormTile tile=t small=true />
                {format!("Steal {t} from {from}")}
            </button>
        }
    });
    view! { <div class="prompt-actions takes">{grill}{steal}</div> }
}

/// The throw: "Throw the eight dice" at a turn's start, "Throw 5 dice" after.
#[component]
pub fn ThrowOn(
    /// The prompt this answers.
    id: u64,
    /// Who throws.
    who: String,
    /// How many dice.
    dice: u8,
    /// A tile could be taken instead.
    could_take: bool,
) -> impl IntoView {
    let p = play();
    let (question, label) = if dice == DICE {
        (
            format!("{who}: your turn."),
            "Throw the eight dice".to_string(),
        )
    } else if could_take {
        (
            format!("{who}: take a tile, or throw on?"),
            format!("Throw {dice} dice"),
        )
    } else {
        (
            format!("{who}: no tile yet \u{2013} throw on."),
            format!("Throw {dice} dice"),
        )
    };
    view! { <ThrowButton question=question label=label on_throw=move |ev: web_sys::MouseEvent| p.click(&ev, id, Move::Throw) /> }
}
