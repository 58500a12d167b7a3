//! Heckmeck's choices as buttons that say what they do: "Keep the 4s (+8)", "Take 24",
//! "Steal 26 from Jonathan", "Throw 5 dice". They offer exactly the engine's legal moves.

use heckmeck_engine::{Face, Move, Offer, Throw, DICE};
use leptos::prelude::*;

use super::worm_tile::WormTile;
use super::{name_of, play, t, tf};
use crate::heckmeck::words::W;
use crate::shell::ui::throw_button::ThrowButton;
use crate::shell::words::{throw_dice, W as ShellW};

/// "Keep the 4s (+8)", "Keep the worm (+5)" (in the page's language).
pub fn keep_label(face: Face, dice: u8) -> String {
    let key = match (face.is_worm(), dice) {
        (true, 1) => W::KeepWorm,
        (true, _) => W::KeepWorms,
        (false, 1) => W::KeepOne,
        (false, _) => W::KeepMany,
    };
    let sum = (face.value() * dice).to_string();
    tf(key, &[("v", &face.value().to_string()), ("sum", &sum)])
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
                    .into_any()
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
                {tf(W::Take, &[("t", &t.to_string())])}
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
                {tf(W::Steal, &[("t", &t.to_string()), ("name", &from)])}
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
    let lang = crate::shell::ui::shell().lang_untracked();
    let throw_n = || throw_dice(lang, dice);
    let (question, label) = if dice == DICE {
        (
            ShellW::YourTurn.fill(lang, &[("name", &who)]),
            t(W::ThrowEight).to_string(),
        )
    } else if could_take {
        (tf(W::TakeOrThrow, &[("name", &who)]), throw_n())
    } else {
        (tf(W::NoTileThrowOn, &[("name", &who)]), throw_n())
    };
    view! { <ThrowButton question=question label=label on_throw=move |ev: web_sys::MouseEvent| p.click(&ev, id, Move::Throw) /> }
}
