//! `easy`: a beginner. Takes the biggest group as the target, spends frustrations on a whim,
//! and takes markers from the middle; legal, and sometimes careless.

use dice_core::Rng;
use pechvogel_engine::{Claim, Claims, Face, Game, Question, Throw, VALUES};

/// The number with the most dice (the higher on a tie); now and then any number shown.
pub(crate) fn target(first: &Throw, rng: &mut Rng) -> u8 {
    let mut shown = [0u8; VALUES.len()];
    let mut n = 0;
    let mut best = (0u8, 0u8);
    for v in VALUES {
        let c = first.count(Face::Number(v));
        if c > 0 {
            shown[n] = v;
            n += 1;
            if c >= best.0 {
                best = (c, v);
            }
        }
    }
    if rng.chance(0.25) {
        shown[rng.below(n as u32) as usize]
    } else {
        best.1
    }
}

/// Frustrates or joins by mood; reduces mostly after a raven.
pub(crate) fn answer(game: &Game, question: Question, rng: &mut Rng) -> bool {
    match question {
        Question::Start(_) => rng.chance(0.2),
        // A probability of joining, not a count.
        Question::Join(_) => rng.chance(0.3),
        Question::Reduce(_) => {
            let (_, r0, _, r1) = crate::view::window_boards(game);
            rng.chance(if r1 > r0 { 0.6 } else { 0.15 })
        }
    }
}

/// The middle when it can, otherwise a steal with a random discard.
pub(crate) fn claim(claims: &Claims, rng: &mut Rng) -> Option<Claim> {
    match claims.first() {
        Some(Claim::Middle) if rng.chance(0.9) => Some(Claim::Middle),
        Some(_) => claims.get(rng.below(claims.len() as u32) as usize),
        None => None,
    }
}
