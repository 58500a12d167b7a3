//! The versioned save in localStorage: which game, the seats, the dice seed, the game
//! record and the moves not in the record (Pechvogel's window answers), written after
//! every action so a reload resumes exactly where it was. Encoding and decoding are pure
//! (tested natively); the game itself is replayed by the session, which says why a save
//! cannot be used.

use std::fmt;

use dice_core::json::{self, Map, Value};
use dice_core::Echo;

use crate::shell::action_error::AnyActionError;
use crate::shell::game::GameKind;
use crate::shell::seats::{SeatConfig, SeatKind, Seats};
use dice_core::RecordError;

/// The localStorage key of the one save written before games were kept side by side (read
/// once, then moved to the shelf).
pub const SAVE_KEY: &str = "pechvogel.save";
/// Where an unreadable save is set aside (not deleted: someone may want it).
pub const SET_ASIDE_KEY: &str = "pechvogel.save.unreadable";
/// The save format written by this version. Version 1 (Pechvogel only, written before
/// there were two games) is still read.
pub const VERSION: u64 = 2;

/// Why a save cannot be used: which field, and what is wrong with it. `Display` is plain
/// English (logs, tests); the page words it in its language (`shell::say::save`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The text is not JSON.
    NotJson(json::Error),
    /// No `version`.
    NoVersion,
    /// A `version` this page does not read.
    Version(u64),
    /// A `game` that is none of this table's (cut short).
    Game(Echo),
    /// No list of `seats`.
    NoSeats,
    /// A seat without a `name` (its place, from 0).
    SeatName(usize),
    /// A seat's `kind` that is none of a seat's (cut short).
    SeatKind(Echo),
    /// No `seed`.
    NoSeed,
    /// No `record`.
    NoRecord,
    /// The record cannot be replayed (the engine's error).
    Record(RecordError<AnyActionError>),
    /// The seats are not the record's players.
    SeatsDiffer,
    /// The moves kept beside the record are none the game keeps there.
    Pending,
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::NotJson(e) => write!(f, "not JSON: {e}"),
            SaveError::NoVersion => f.write_str("no save version"),
            SaveError::Version(n) => write!(f, "unknown save version {n}"),
            SaveError::Game(id) => write!(f, "unknown game {id}"),
            SaveError::NoSeats => f.write_str("no list of seats"),
            SaveError::SeatName(_) => f.write_str("a seat without a name"),
            SaveError::SeatKind(kind) => write!(f, "unknown seat kind {kind}"),
            SaveError::NoSeed => f.write_str("no seed"),
            SaveError::NoRecord => f.write_str("no record"),
            SaveError::Record(e) => e.fmt(f),
            SaveError::SeatsDiffer => f.write_str("the seats do not match the record's players"),
            SaveError::Pending => f.write_str("the moves beside the record are not the game's"),
        }
    }
}

impl std::error::Error for SaveError {}

/// A game as saved.
#[derive(Clone, Debug, PartialEq)]
pub struct Saved {
    /// The save's own id (its place on the shelf); empty for a save written before there
    /// were several.
    pub id: String,
    /// When it was last written (milliseconds since 1970), to list the newest first.
    pub updated: u64,
    /// The player left it for the setup screen ("New table"): offered, not resumed by itself.
    pub left: bool,
    /// The game is over.
    pub over: bool,
    /// Actions in its record (for the list of saved games).
    pub actions: usize,
    /// Whose turn it is, by seat (for the list of saved games; `None` once over, or in a
    /// save written before it was kept).
    pub turn: Option<usize>,
    /// Which game.
    pub game: GameKind,
    /// The seats (names agree with the record's players).
    pub seats: Seats,
    /// The dice seed the game started with.
    pub seed: u64,
    /// The record's length when the dice began to follow `seed` (0, unless the game went
    /// on from a link, a loaded record or a replay's position, whose dice came from
    /// elsewhere): `pechvogel verify --from` checks from there.
    pub dice_from: usize,
    /// The query string the game was started from ("" from the setup screen), so a reload
    /// of a shared link resumes instead of starting over.
    pub origin: String,
    /// The game record (the game's contract JSON).
    pub record: String,
    /// The moves made since the last recorded action, as the game writes them.
    pub pending: Value,
    /// A game played by turns over links (`shell::by_turns`): the seats whose people play
    /// at this device (claimed here); `None` for any other game.
    pub by_turns: Option<Vec<usize>>,
}

// The JSON is built and read through dice-core's small JSON module (which the engines use
// anyway), not a serialisation framework, to keep the wasm small. Its objects write their
// keys sorted, as serde_json's did: a save is the same text it always was.

/// The seats as JSON (saves and preferences).
pub fn seats_json(seats: &Seats) -> Value {
    Value::Array(
        seats
            .0
            .iter()
            .map(|s| {
                let seat: Map = [
                    ("name", Value::from(s.name.as_str())),
                    ("kind", Value::from(s.kind.as_str())),
                ]
                .into_iter()
                .collect();
                Value::Object(seat)
            })
            .collect(),
    )
}

/// The seats back from JSON; the error says what is wrong.
pub fn seats_from_json(seats: Option<&Value>) -> Result<Seats, SaveError> {
    let list = seats.and_then(Value::as_array).ok_or(SaveError::NoSeats)?;
    list.iter()
        .enumerate()
        .map(|(i, s)| {
            let name = s
                .get("name")
                .and_then(Value::as_str)
                .ok_or(SaveError::SeatName(i))?;
            let kind = s.get("kind").and_then(Value::as_str).unwrap_or_default();
            let kind =
                SeatKind::parse(kind).ok_or_else(|| SaveError::SeatKind(Echo::string(kind)))?;
            Ok(SeatConfig {
                name: name.to_string(),
                kind,
            })
        })
        .collect::<Result<Vec<_>, SaveError>>()
        .map(Seats)
}

/// The save's JSON text.
pub fn encode(saved: &Saved) -> String {
    // The record goes in as JSON, not as a string: the save stays readable by hand.
    let record = json::parse(&saved.record).unwrap_or(Value::Null);
    let save: Map = [
        ("version", Value::from(VERSION)),
        ("id", Value::from(saved.id.as_str())),
        ("updated", Value::from(saved.updated)),
        ("left", Value::from(saved.left)),
        ("over", Value::from(saved.over)),
        ("actions", Value::from(saved.actions)),
        ("turn", saved.turn.map_or(Value::Null, Value::from)),
        ("game", Value::from(saved.game.id())),
        ("seats", seats_json(&saved.seats)),
        ("seed", Value::from(saved.seed)),
        ("dice_from", Value::from(saved.dice_from)),
        ("origin", Value::from(saved.origin.as_str())),
        ("record", record),
        ("pending", saved.pending.clone()),
        (
            "by_turns",
            saved.by_turns.as_ref().map_or(Value::Null, |mine| {
                Value::Array(mine.iter().map(|&s| Value::from(s)).collect())
            }),
        ),
    ]
    .into_iter()
    // Only a game by turns writes `by_turns`: every other save is the text it always was.
    .filter(|(key, value)| *key != "by_turns" || !matches!(value, Value::Null))
    // A game whose dice all follow its seed writes no `dice_from` (as saves always were).
    .filter(|(key, value)| *key != "dice_from" || value.as_u64() != Some(0))
    .collect();
    Value::Object(save).to_string()
}

/// Reads a save (version 1 or 2); the error says why it cannot be used.
pub fn decode(text: &str) -> Result<Saved, SaveError> {
    let v = json::parse(text).map_err(SaveError::NotJson)?;
    let version = match v.get("version").and_then(Value::as_u64) {
        Some(n @ (1 | VERSION)) => n,
        Some(n) => return Err(SaveError::Version(n)),
        None => return Err(SaveError::NoVersion),
    };
    // Version 1 was written while Pechvogel was the only game: its id is the save's.
    let id = if version == 1 {
        "pechvogel"
    } else {
        v.get("game").and_then(Value::as_str).unwrap_or_default()
    };
    let game = GameKind::parse(id).ok_or_else(|| SaveError::Game(Echo::string(id)))?;
    let seats = seats_from_json(v.get("seats"))?;
    let seed = v
        .get("seed")
        .and_then(Value::as_u64)
        .ok_or(SaveError::NoSeed)?;
    let origin = v
        .get("origin")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string();
    // Version 1 kept Pechvogel's window answers as `answers`, which is what Pechvogel
    // still writes as its pending moves.
    let pending_key = if version == 1 { "answers" } else { "pending" };
    let pending = v
        .get(pending_key)
        .cloned()
        .unwrap_or(Value::Array(Vec::new()));
    let record = v.get("record").ok_or(SaveError::NoRecord)?;
    let actions = record
        .get("actions")
        .and_then(Value::as_array)
        .map_or(0, Vec::len);
    let flag = |key: &str| v.get(key).and_then(Value::as_bool).unwrap_or(false);
    Ok(Saved {
        id: v
            .get("id")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string(),
        updated: v.get("updated").and_then(Value::as_u64).unwrap_or(0),
        left: flag("left"),
        over: flag("over"),
        actions,
        // Only the list of saved games shows it: a seat that is none of the game's is none.
        turn: v
            .get("turn")
            .and_then(Value::as_u64)
            .and_then(|n| usize::try_from(n).ok())
            .filter(|&n| n < seats.len()),
        record: record.to_string(),
        game,
        seed,
        // A position beyond the record is none of the game's: checked from the start.
        dice_from: v
            .get("dice_from")
            .and_then(Value::as_u64)
            .and_then(|n| usize::try_from(n).ok())
            .filter(|&n| n <= actions)
            .unwrap_or(0),
        origin,
        pending,
        // The seats claimed here: seats of the game only, each once, in order.
        by_turns: v.get("by_turns").and_then(Value::as_array).map(|list| {
            (0..seats.len())
                .filter(|&s| list.iter().any(|n| n.as_u64() == Some(s as u64)))
                .collect()
        }),
        seats,
    })
}

/// Where a saved game stands, enough to tell whether another tab moved it on: its record's
/// length and a hash of its record and of the moves not in the record. Two saves with the
/// same stamp hold the same moves, whoever wrote them and whenever (a tab that only opened
/// or left the game writes the same stamp).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stamp {
    /// Actions in the record.
    pub actions: usize,
    /// FNV-1a of the record and the pending moves, as the save writes them.
    pub hash: u64,
}

/// The stamp of a save's text; `None` if it cannot be read.
pub fn stamp(text: &str) -> Option<Stamp> {
    let saved = decode(text).ok()?;
    let mut hash = Fnv::default();
    hash.write(saved.record.as_bytes());
    // A byte no JSON text holds, between the two.
    hash.write(&[0xff]);
    hash.write(saved.pending.to_string().as_bytes());
    Some(Stamp {
        actions: saved.actions,
        hash: hash.0,
    })
}

/// FNV-1a, 64 bits: small, and plenty to tell two versions of one game apart.
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}
