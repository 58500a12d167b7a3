//! Why an action or a record is refused.

use std::fmt;

use crate::action::Seat;
use crate::awaiting::Awaiting;

/// Why the engine refused an action. The game is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// Nothing can happen after the game ended.
    GameOver,
    /// A throw was given while something else is due.
    RollNotDue(Awaiting),
    /// A throw was given at a window on a turn-ending throw while a claim is due.
    ClaimDueFirst,
    /// A throw while a seat is still to be asked about the last one (the order of asking).
    AskFirst(Seat),
    /// A move by a seat whose decision it is not (the game's driver names the seat).
    NotYourMove(Seat),
    /// A throw with the wrong number of dice.
    WrongDiceCount {
        /// Dice that must be thrown now.
        expected: u8,
        /// Faces given.
        got: u8,
    },
    /// A face that is not on the dice.
    BadFace(u8),
    /// A target outside the first throw's choice.
    TargetNotDue(Awaiting),
    /// The first throw does not show this number.
    TargetNotShown(u8),
    /// No frustration window is open.
    NoWindow(Awaiting),
    /// The opponents already frustrated this turn.
    AlreadyFrustrated,
    /// `frustrate` with an empty list.
    NobodyFrustrates,
    /// The same seat twice in a `frustrate` list.
    DuplicateFrustrator(Seat),
    /// A seat that is not an opponent of the active player.
    NotAnOpponent(Seat),
    /// A seat without a frustration to spend.
    NoFrustration(Seat),
    /// The active player already reduced this turn.
    AlreadyReduced,
    /// No claim is due now.
    ClaimNotDue(Awaiting),
    /// The middle has no marker of the target value.
    NoMarkerInMiddle(u8),
    /// The opponent holds no marker of the target value.
    NothingToSteal {
        /// The opponent named.
        seat: Seat,
        /// The target value.
        value: u8,
    },
    /// The discard is not a value in the middle.
    DiscardNotInMiddle(u8),
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use RuleError::*;
        match self {
            GameOver => f.write_str("the game is over"),
            RollNotDue(a) => write!(f, "no throw is due while awaiting {}", a.as_str()),
            ClaimDueFirst => f.write_str("a claim is due before the next throw"),
            AskFirst(s) => write!(f, "seat {s} is still to be asked about the last throw"),
            NotYourMove(s) => write!(f, "it is not seat {s}'s move"),
            WrongDiceCount { expected, got } => {
                write!(f, "the throw needs {expected} dice, got {got} faces")
            }
            BadFace(v) => write!(f, "face {v} is not on the dice (3-7 or \"R\")"),
            TargetNotDue(a) => write!(f, "no target is due while awaiting {}", a.as_str()),
            TargetNotShown(v) => write!(f, "target {v} is not shown by the first throw"),
            NoWindow(a) => write!(
                f,
                "no frustration window is open while awaiting {}",
                a.as_str()
            ),
            AlreadyFrustrated => f.write_str("the opponents already frustrated this turn"),
            NobodyFrustrates => f.write_str("frustrate needs at least one seat"),
            DuplicateFrustrator(s) => write!(f, "seat {s} is listed twice"),
            NotAnOpponent(s) => write!(f, "seat {s} is not an opponent of the active player"),
            NoFrustration(s) => write!(f, "seat {s} has no frustration"),
            AlreadyReduced => f.write_str("the active player already reduced this turn"),
            ClaimNotDue(a) => write!(f, "no claim is due while awaiting {}", a.as_str()),
            NoMarkerInMiddle(v) => write!(f, "the middle has no {v} marker"),
            NothingToSteal { seat, value } => write!(f, "seat {seat} has no {value} marker"),
            DiscardNotInMiddle(v) => write!(f, "discard {v} is not in the middle"),
        }
    }
}

impl std::error::Error for RuleError {}

/// Why a game record (JSON) could not be replayed: the error every game's records share.
/// Pechvogel has no top-level options, so [`RecordError::Option`] never comes up here.
pub use dice_core::RecordError;
