//! What the bots read off the engine's game: the turn's [`Position`] for the odds and the
//! solver, and the faces as the odds number them. Every rule question (what a sum takes,
//! what a failed turn moves, the worms on a tile, how the game would stand after a take or a
//! failed turn) goes to the engine.

use heckmeck_engine::{Board, Face};

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
