//! What an action did, step by step, in the order it happened: for the UI to show and the
//! log to tell.

use dice_core::Seat;

use crate::face::{Face, Throw};

/// Why a turn failed (HECKMECK.md, "A failed turn").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Failure {
    /// The throw showed only faces kept already.
    NoNewFace,
    /// All eight dice are kept and no tile can be taken.
    OutOfDice,
    /// All six faces are kept (dice left) and no tile can be taken.
    OutOfFaces,
}

/// One thing that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// `seat` threw these dice.
    Thrown {
        /// The thrower.
        seat: Seat,
        /// The faces, in recorded order.
        throw: Throw,
    },
    /// The active player set aside every die showing `face`.
    Kept {
        /// The face kept.
        face: Face,
        /// How many dice showed it.
        dice: u8,
        /// The value of all kept dice now.
        sum: u8,
    },
    /// `seat` took `tile` from the grill onto their stack.
    TakenFromGrill {
        /// The taker.
        seat: Seat,
        /// The tile.
        tile: u8,
    },
    /// `seat` stole `tile`, the top tile of `from`'s stack.
    Stolen {
        /// The taker.
        seat: Seat,
        /// The tile.
        tile: u8,
        /// The opponent robbed.
        from: Seat,
    },
    /// The turn of `seat` failed.
    TurnFailed {
        /// The unlucky player.
        seat: Seat,
        /// Why.
        why: Failure,
    },
    /// After a failed turn, `seat`'s top tile went back face up onto the grill.
    TileReturned {
        /// The player who gave it back.
        seat: Seat,
        /// The tile.
        tile: u8,
    },
    /// The highest face-up tile of the grill was turned face down: out of the game.
    TurnedFaceDown {
        /// The tile.
        tile: u8,
    },
    /// The turn passed to the next seat.
    TurnPassed {
        /// Who played.
        from: Seat,
        /// Who plays now.
        to: Seat,
    },
    /// No face-up tile is left on the grill: the game is over.
    GameEnded {
        /// The one winner (most worms; a tie goes to the highest tile).
        winner: Seat,
    },
}
