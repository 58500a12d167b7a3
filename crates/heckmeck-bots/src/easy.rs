//! `easy`: a beginner. Legal, and careless: grabs the first worm half the time, else mostly
//! keeps the face with the most dice, and stops at the first tile on offer about half the
//! time.

use dice_core::Rng;
use heckmeck_engine::{Awaiting, Face, Game, Move};

use crate::view;

/// Chance to keep a worm when one shows and none is kept yet.
const WORM_FIRST: f64 = 0.5;
/// Chance to keep the face with the most dice (else any face).
const GRAB_MOST: f64 = 0.6;
/// Chance to stop at a tile on offer while more than two dice are left.
const STOP: f64 = 0.5;

/// The beginner's move now, drawing from `rng`.
pub(crate) fn choose(game: &Game, rng: &mut Rng) -> Option<Move> {
    match game.awaiting() {
        Awaiting::Keep => keep(game, rng).map(Move::Keep),
        Awaiting::RollOrTake => {
            // Few dice left feels risky: take what is there.
            if game.board().dice_left() <= 2 || rng.chance(STOP) {
                highest(game).map(Move::Take)
            } else {
                Some(Move::Throw)
            }
        }
        Awaiting::Take => highest(game).map(Move::Take),
        Awaiting::Roll | Awaiting::GameOver => None,
    }
}

fn keep(game: &Game, rng: &mut Rng) -> Option<Face> {
    let options: Vec<(Face, u8)> = view::keeps(game.board()).map(|(f, n, _)| (f, n)).collect();
    if options.is_empty() {
        return None;
    }
    // A beginner knows a worm is needed, but does not always think of it.
    let worm_shown = options.iter().any(|o| o.0 == Face::Worm);
    if worm_shown && !game.board().worm() && rng.chance(WORM_FIRST) {
        return Some(Face::Worm);
    }
    if rng.chance(GRAB_MOST) {
        // The most dice; of equal counts the higher face (the worm last in face order).
        return options.iter().max_by_key(|&&(f, n)| (n, f)).map(|o| o.0);
    }
    Some(options[rng.below(options.len() as u32) as usize].0)
}

/// The highest tile on offer (a steal, when there is one, is the sum itself).
fn highest(game: &Game) -> Option<u8> {
    view::best_take(game, f64::from)
}
