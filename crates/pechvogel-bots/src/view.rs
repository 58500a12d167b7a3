//! What a player at the table sees, in the shapes the bots need, without allocating. (The
//! rules themselves, such as which claims are open, come from the engine.)

use pechvogel_engine::{Game, Throw, VALUES};

/// The board before and after the throw a window is open on: `(T0, R0, T1, R1)`. A reroll
/// returns the board to `(T0, R0)`. The throw is the last one thrown while a window is open,
/// so every player at the table knows it.
#[inline]
pub(crate) fn window_boards(game: &Game) -> (u8, u8, u8, u8) {
    let board = game.board();
    let (t1, r1) = (board.targets, board.ravens);
    let placed = game.last_placed();
    (t1 - placed.0.min(t1), r1 - placed.1.min(r1), t1, r1)
}

/// How many dice of a throw show each number (in `VALUES` order), and how many show a raven.
#[inline]
pub(crate) fn face_counts(throw: &Throw) -> ([u8; VALUES.len()], u8) {
    // `Throw::counts` lists the numbers in `VALUES` order, then the raven.
    let c = throw.counts();
    (std::array::from_fn(|i| c[i]), c[VALUES.len()])
}
