//! What the bots read off the engine's game: the turn's [`Position`] for the odds and the
//! solver, the faces as the odds number them, and the tiles on offer and their worms as the
//! bots weigh them. Every rule question (what a sum takes,
//! what a failed turn moves, the worms on a tile, how the game would stand after a take or a
//! failed turn) goes to the engine.

use heckmeck_engine::{worms, Board, Face, Game};

use crate::position::Position;

/// The odds' slot of a face: the engine's [`Face::index`] (1..=5 at 0..=4, the worm at 5,
/// which `tests/engine.rs` checks against the odds' face values).
#[inline]
pub fn slot(face: Face) -> usize {
    face.index()
}

/// The face in an odds slot.
#[inline]
pub fn face(slot: usize) -> Face {
    Face::ALL[slot]
}

/// The turn's position: the dice kept so far on `board`.
pub fn position(board: &Board) -> Position {
    let mut counts = [0u8; 6];
    for &(f, n) in board.keeps() {
        counts[slot(f)] += n;
    }
    // A board never holds more than eight dice, so the counts always make a position.
    Position::from_counts(counts).unwrap_or(Position::START)
}

/// The keeps the waiting throw offers (the engine's [`Board::keepable`]): each face, the
/// dice it takes and the position after it, in face order. Empty when no throw waits.
pub fn keeps(board: &Board) -> impl Iterator<Item = (Face, u8, Position)> {
    let p = position(board);
    let throw = board.throw();
    board.keepable().iter().filter_map(move |f| {
        let n = throw?.count(f);
        p.keep(slot(f), n).map(|next| (f, n, next))
    })
}

/// The tile on offer now with the greatest `key` (the first of equal keys, ascending);
/// `None` if nothing is on offer.
pub(crate) fn best_take(game: &Game, mut key: impl FnMut(u8) -> f64) -> Option<u8> {
    let mut best: Option<(f64, u8)> = None;
    for t in game.takeable().tiles() {
        let k = key(t);
        if best.is_none_or(|(b, _)| k > b) {
            best = Some((k, t));
        }
    }
    best.map(|(_, t)| t)
}

/// The worms on a tile, as a float.
pub(crate) fn worms_of(tile: u8) -> f64 {
    f64::from(worms(tile))
}
