//! A move as a few bytes: what a phone sends the phone that hosts the game (`dice-net`).
//! Reading checks the shape only (a known kind, values in their ranges); whether the move
//! is legal now is for the engine to say when it is played, as for a move made here.

use crate::game::DiceGame;

/// Most bytes any game's move takes.
pub const MAX_MOVE_BYTES: usize = 8;

/// A game whose moves travel as bytes.
pub trait MoveCodec: DiceGame {
    /// `mv` as bytes: a kind, then its values (at most [`MAX_MOVE_BYTES`]).
    fn move_bytes(mv: Self::Move) -> Vec<u8>;

    /// The move `bytes` hold, or `None` if they are not one of this game's moves.
    fn read_move(bytes: &[u8]) -> Option<Self::Move>;
}
