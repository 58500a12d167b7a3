//! Why an action or a record is refused.

use std::fmt;

use dice_core::record::{Integer, KeyError};
use dice_core::Echo;

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
        /// Faces given (any number a record may hold).
        got: usize,
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

/// Why an action of a record cannot be read as one of Pechvogel's actions (RULES.md,
/// settled points 11 and 12), before any rule is asked. Values the record holds are kept as
/// data: an integer exactly, anything else as its JSON text cut short ([`Echo`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ReadError {
    /// Not an object with exactly one key.
    Shape(KeyError),
    /// A key that is no action of the game (cut short).
    UnknownAction(Echo),
    /// `roll` is not a list.
    RollNotAList,
    /// A face that is an integer but not on the dice (not 3–7).
    FaceNotOnDice(Integer),
    /// A face that is neither an integer nor `"R"`.
    FaceNotAFace(Echo),
    /// A target that is an integer but not a number on the dice (not 3–7).
    TargetNotOnDice(Integer),
    /// A target that is not an integer.
    TargetNotAnInteger(Echo),
    /// `frustrate` is not a list.
    FrustrateNotAList,
    /// A seat (in `frustrate`, or the one a claim steals from) that is an integer but no
    /// seat at any table (negative, or 256 and above).
    SeatNotAtTable(Integer),
    /// A seat in `frustrate` that is not an integer.
    SeatNotAnInteger(Echo),
    /// `frustrate` lists more seats than a table has opponents.
    TooManyFrustrators {
        /// Seats listed.
        listed: usize,
        /// Opponents at this table (the most who can frustrate).
        opponents: usize,
    },
    /// `reduce` is not exactly `true`.
    ReduceNotTrue(Echo),
    /// `claim` is neither `"middle"` nor `{"steal": seat, "discard": value}`.
    ClaimNotAClaim,
    /// The seat a claim steals from is not an integer.
    StealNotAnInteger(Echo),
    /// A discard that is an integer but not a marker value (not 3–7).
    DiscardNotAValue(Integer),
    /// A discard that is not an integer.
    DiscardNotAnInteger(Echo),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ReadError::*;
        match self {
            Shape(e) => e.fmt(f),
            UnknownAction(key) => write!(f, "unknown action {key}"),
            RollNotAList => f.write_str("roll must be a list of faces"),
            FaceNotOnDice(v) => write!(f, "face {v} is not on the dice (3-7 or \"R\")"),
            FaceNotAFace(v) => write!(f, "face {v} must be an integer 3-7 or \"R\""),
            TargetNotOnDice(v) => write!(f, "target {v} is not a number on the dice"),
            TargetNotAnInteger(v) => write!(f, "target {v} must be an integer 3-7"),
            FrustrateNotAList => f.write_str("frustrate must be a list of seats"),
            SeatNotAtTable(s) => write!(f, "seat {s} is not at the table"),
            SeatNotAnInteger(s) => write!(f, "seat {s} must be an integer"),
            TooManyFrustrators { listed, opponents } => write!(
                f,
                "frustrate lists {listed} seats; at most {opponents} opponents can frustrate"
            ),
            ReduceNotTrue(v) => write!(f, "reduce must be exactly true, not {v}"),
            ClaimNotAClaim => {
                f.write_str("claim must be \"middle\" or {\"steal\": seat, \"discard\": value}")
            }
            StealNotAnInteger(v) => write!(f, "steal {v} must be an integer seat"),
            DiscardNotAValue(v) => write!(f, "discard {v} is not a marker value (3-7)"),
            DiscardNotAnInteger(v) => write!(f, "discard {v} must be an integer 3-7"),
        }
    }
}

impl std::error::Error for ReadError {}

impl From<ReadError> for ActionError {
    fn from(e: ReadError) -> ActionError {
        ActionError::Unreadable(e)
    }
}

/// Why an action of a record is refused: it cannot be read ([`ReadError`]), or the rules
/// refuse it ([`RuleError`]; a throw of impossible length, for one, is
/// [`RuleError::WrongDiceCount`]).
pub type ActionError = dice_core::ActionError<ReadError, RuleError>;

/// Why a game record (JSON) could not be replayed: the envelope every game's records share,
/// with Pechvogel's [`ActionError`] at an action. Pechvogel has no top-level options, so
/// [`dice_core::RecordError::Option`] never comes up here.
pub type RecordError = dice_core::RecordError<ActionError>;
