//! What an action did, step by step, for the UI to animate and the log to tell.

use crate::action::{Seat, Throw};
use crate::dice::Face;

/// Where a score marker lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The middle of the table.
    Middle,
    /// In front of a player.
    Seat(Seat),
    /// Out of play, in the game box.
    Box,
}

/// Where a frustration comes from or goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pile {
    /// The unlimited supply.
    Supply,
    /// The board (put there by frustrators this turn).
    Board,
    /// A player's own frustrations.
    Seat(Seat),
}

/// One thing that happened, in the order it happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// `seat` threw these dice; `first` on the turn's first throw, `reroll` when it replaces an undone throw.
    Thrown {
        /// The thrower.
        seat: Seat,
        /// The faces.
        throw: Throw,
        /// The turn's first throw.
        first: bool,
        /// It replaces a throw undone by a frustration.
        reroll: bool,
    },
    /// Dice moved from the tray to the board: `targets` of the target value and `ravens` ravens.
    ToBoard {
        /// Target dice placed.
        targets: u8,
        /// Raven dice placed.
        ravens: u8,
    },
    /// A throw with neither target nor raven: nothing bad happened.
    NothingHappened,
    /// The target for this turn was chosen.
    TargetChosen {
        /// The number.
        value: u8,
    },
    /// A window opened: opponents (then the active player) may spend a frustration on this throw.
    WindowOpened,
    /// A frustration moved from one pile to another.
    FrustrationMoved {
        /// From.
        from: Pile,
        /// To.
        to: Pile,
    },
    /// The last throw's dice came back off the board for a reroll.
    DiceTakenBack {
        /// Target dice taken back.
        targets: u8,
        /// Raven dice taken back.
        ravens: u8,
    },
    /// A score marker moved.
    MarkerMoved {
        /// Its value.
        value: u8,
        /// From.
        from: Place,
        /// To.
        to: Place,
    },
    /// Four targets, but no marker of that value is left anywhere to take.
    NoMarkerLeft {
        /// The target value.
        value: u8,
    },
    /// Murphy went to a greedy player.
    MurphyMoved {
        /// Previous holder (`None`: the middle).
        from: Option<Seat>,
        /// New holder.
        to: Seat,
    },
    /// The turn passed to the next seat.
    TurnPassed {
        /// Who played.
        from: Seat,
        /// Who plays now.
        to: Seat,
    },
    /// The middle is empty: the game is over.
    GameEnded,
}

impl Event {
    /// The face a die shows, for convenience in logs.
    pub fn faces(&self) -> Option<&[Face]> {
        match self {
            Event::Thrown { throw, .. } => Some(throw.faces()),
            _ => None,
        }
    }
}
