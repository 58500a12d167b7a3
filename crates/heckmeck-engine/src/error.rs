//! Why the engine refused an action: a kind and its data, so that the UI translates by
//! kind and never parses the English text, which is for the CLI and the logs.

use std::fmt;

use dice_core::record::{Integer, KeyError};
use dice_core::{Echo, Seat};

use crate::awaiting::Awaiting;
use crate::face::Face;
use crate::face::DICE;
use crate::offer::Offer;
use crate::tile::{MAX_TILE, MIN_TILE};

/// Why the engine refused an action. The game is left exactly as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleError {
    /// Nothing can happen after the game ended.
    GameOver,
    /// A move by a seat whose decision it is not ([`dice_core::DiceGame::play`]).
    NotYourTurn {
        /// The seat that tried to move.
        seat: Seat,
        /// The seat whose decision it is.
        due: Seat,
    },
    /// A throw while something else is due (a keep).
    RollNotDue(Awaiting),
    /// A throw after all eight dice were kept.
    NoDiceLeft,
    /// A throw after all six faces were kept.
    NoFacesLeft,
    /// A throw with the wrong number of dice.
    WrongDiceCount {
        /// Dice that must be thrown now (the dice not kept).
        expected: u8,
        /// Faces given (any number a record may hold).
        got: usize,
    },
    /// A keep while no throw waits for one.
    KeepNotDue(Awaiting),
    /// A keep of a face the throw does not show.
    NotShown(Face),
    /// A keep of a face kept earlier this turn (settled point 2).
    AlreadyKept(Face),
    /// A take while a keep is due (a throw always needs its keep first).
    TakeNotDue(Awaiting),
    /// A take without a worm among the kept dice (settled points 6 and 8).
    NoWorm,
    /// A take with a worm kept, but the sum reaches no tile: no face-up grill tile at or
    /// below it and no opponent's top tile equal to it.
    NothingToTake {
        /// The kept dice's value.
        sum: u8,
    },
    /// A take of a tile that is not on offer; what is on offer (settled points 5–7).
    WrongTile {
        /// The tile named.
        tile: u8,
        /// What may be taken instead (never empty).
        offer: Offer,
    },
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use RuleError::*;
        match *self {
            GameOver => f.write_str("the game is over"),
            NotYourTurn { seat, due } => {
                write!(f, "it is not seat {seat}'s move but seat {due}'s")
            }
            RollNotDue(a) => write!(f, "no throw is due while awaiting {a}"),
            NoDiceLeft => f.write_str("no throw is left: all 8 dice are kept"),
            NoFacesLeft => f.write_str("no throw is left: all six faces are kept"),
            WrongDiceCount { expected, got } => {
                write!(f, "the throw needs {expected} dice, got {got} faces")
            }
            KeepNotDue(a) => write!(f, "no keep is due while awaiting {a}"),
            NotShown(face) => write!(f, "the throw does not show {face}"),
            AlreadyKept(face) => write!(f, "{face} was kept already this turn"),
            TakeNotDue(a) => write!(f, "no take is due while awaiting {a}"),
            NoWorm => f.write_str("no tile can be taken without a worm"),
            NothingToTake { sum } if sum < MIN_TILE => {
                write!(
                    f,
                    "no tile can be taken with {sum}: the lowest tile is {MIN_TILE}"
                )
            }
            NothingToTake { sum } => write!(
                f,
                "no tile can be taken with {sum}: no face-up grill tile is that low \
                 and no opponent's top tile is {sum}"
            ),
            WrongTile { tile, offer } => match (offer.grill, offer.steal) {
                (Some(g), None) => write!(f, "take {tile}: the tile to take from the grill is {g}"),
                (None, Some(s)) => write!(
                    f,
                    "take {tile}: the tile on offer is {}, the top tile of seat {}",
                    s.tile, s.from
                ),
                (Some(g), Some(s)) => write!(
                    f,
                    "take {tile}: the tiles on offer are {g} from the grill and {} from seat {}",
                    s.tile, s.from
                ),
                (None, None) => write!(f, "take {tile}: no tile is on offer"),
            },
        }
    }
}

impl std::error::Error for RuleError {}

/// Why an action of a record cannot be read as one of Heckmeck's actions (HECKMECK.md,
/// settled points 15 and 16), before any rule is asked. Values the record holds are kept as
/// data: an integer exactly, anything else as its JSON text cut short ([`Echo`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ReadError {
    /// Not an object with exactly one key.
    Shape(KeyError),
    /// A key that is no action of the game (cut short).
    UnknownAction(Echo),
    /// `roll` is not a list; the value.
    RollNotAList(Echo),
    /// A face (in a throw, or kept) that is an integer but not on the dice (not 1–5).
    FaceNotOnDice(Integer),
    /// A face that is neither an integer nor `"W"`.
    FaceNotAFace(Echo),
    /// A throw of no dice or of more than there are that no rule refuses. No record reaches
    /// it today: the game is asked first, and any such count is a wrong count for it
    /// ([`RuleError::WrongDiceCount`]) or no throw is due at all; kept so that reading
    /// never has to assume so (and never panics).
    DiceCount(usize),
    /// A tile that is an integer but does not exist (not 21–36).
    NoSuchTile(Integer),
    /// A take that is not an integer.
    TakeNotAnInteger(Echo),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ReadError::*;
        match self {
            Shape(e) => e.fmt(f),
            UnknownAction(key) => write!(f, "unknown action {key}"),
            RollNotAList(v) => write!(f, "roll must be a list of faces, not {v}"),
            FaceNotOnDice(v) => write!(f, "face {v} is not on the dice (1-5 or \"W\")"),
            FaceNotAFace(v) => write!(f, "face {v} must be an integer 1-5 or \"W\""),
            DiceCount(_) => write!(f, "a throw has 1 to {DICE} dice"),
            NoSuchTile(t) => write!(
                f,
                "tile {t} does not exist (tiles are {MIN_TILE}-{MAX_TILE})"
            ),
            TakeNotAnInteger(v) => write!(f, "take {v} must be an integer {MIN_TILE}-{MAX_TILE}"),
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
/// [`RuleError::WrongDiceCount`], or why no throw is due at all).
pub type ActionError = dice_core::ActionError<ReadError, RuleError>;

/// Why a game record (JSON) could not be replayed: the envelope every game's records share
/// (with Heckmeck's `short_game` as [`dice_core::RecordError::Option`]), with Heckmeck's
/// [`ActionError`] at an action.
pub type RecordError = dice_core::RecordError<ActionError>;
