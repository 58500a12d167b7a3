//! The table remembers: every game finished at this device, kept with its record in the
//! browser's database (IndexedDB), listed, counted and rated. The plain Rust lives here and is
//! tested natively: an [`Entry`] and its JSON, the [`book::Book`] of entries (keeping, setting
//! corrupt ones aside, merging an import, the export), [`stats`] per person and game, and the
//! [`rating`]. What a record means comes from the game's engine through a [`Referee`] (the
//! app's registry names the games, the shell does not); the database is behind the small
//! [`store::Store`] trait, IndexedDB in the browser (`idb`), an in-memory store in tests.
//! [`live`] is the one entry point the rest of the page uses (the main module's door); the
//! [`keeper`] behind it, with the library and the database, is in the chunk `charts`.

pub mod book;
#[cfg(target_arch = "wasm32")]
pub mod idb;
pub mod keeper;
pub mod live;
pub mod rating;
pub mod stats;
pub mod store;
pub mod words;

use std::fmt;
use std::future::Future;
use std::pin::Pin;

use dice_core::json::{self, Map, Value};

use crate::shell::chunk::ChunkMissing;
use crate::shell::save::{seats_from_json, seats_json, Saved};
use crate::shell::seats::Seats;

/// What the history's panel shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Shown {
    /// Being read.
    #[default]
    Reading,
    /// Read.
    Ready(book::Book),
    /// The database failed.
    Failed(store::DbError),
}

/// What the door ([`live`]) hands to the keeper ([`keeper`]) with each request: the parts of
/// the page the history shows and tells through.
#[derive(Clone, Copy)]
pub struct Desk {
    /// The page's shell (its language, its notices).
    pub shell: crate::shell::Shell,
    /// What the panel shows.
    pub shown: crate::shell::var::Var<Shown>,
    /// The names of people who played, the most recent first (read from the rows alone
    /// before the history is read whole, which needs the games' engines).
    pub names: crate::shell::var::Var<Vec<String>>,
    /// Opens a finished game in replay (the lobby's).
    pub open: crate::shell::var::Act<Saved>,
}

/// The version of an entry's JSON (and of the export's).
pub const VERSION: u64 = 1;

/// One finished game as the history keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// The game's own id (its save's id on this device; the key in the database, the one an
    /// import merges by).
    pub id: String,
    /// Which game (the engine's id: `pechvogel`, `heckmeck`).
    pub game: String,
    /// When it ended (milliseconds since 1970).
    pub ended: u64,
    /// Who played, and who was a bot of which level (names as the record's players).
    pub seats: Seats,
    /// The record, as the engine writes it.
    pub record: String,
    /// Once reviewed: each seat's accuracy, 0 to 100 (`None` for a bot's seat); empty
    /// before (see `crate::review`).
    pub accuracy: Vec<Option<f64>>,
}

/// What the engine says of a finished record: the scores, the winners, and what each seat
/// did that the statistics count. Nothing here restates a rule: it is read from the engine's
/// state and events.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Digest {
    /// The final score of each seat.
    pub scores: Vec<i32>,
    /// The winners (seats, ascending).
    pub winners: Vec<usize>,
    /// What each seat did.
    pub tallies: Vec<Tally>,
}

/// What one seat did in one game that the statistics count (the counts a game does not
/// have are `None`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Turns played.
    pub turns: u32,
    /// Heckmeck: turns that failed.
    pub failed: Option<u32>,
    /// Pechvogel: frustrations this seat put on others' throws.
    pub dealt: Option<u32>,
    /// Pechvogel: frustrations others put on this seat's throws.
    pub suffered: Option<u32>,
}

/// Why a record cannot go into the history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordProblem {
    /// A game this table does not know.
    UnknownGame,
    /// The engine refuses the record (the page's statistics and list need no more than
    /// that; `pechvogel replay` says why, for the curious).
    Refused,
    /// The game in the record is not over.
    NotOver,
    /// The game's engine is not here yet ([`Referee::ready`] first).
    NotReady,
}

/// Getting the engines ready ([`Referee::ready`]).
pub type Readying = Pin<Box<dyn Future<Output = Result<(), ChunkMissing>>>>;

/// Where the history's [`Referee`] comes from: a function that fetches it with the history's
/// chunk (the app's referee names the games and their judges: the main module holds none of
/// that code).
pub type RefereeLoad = fn() -> RefereeComing;

/// The [`Referee`] on its way from its chunk.
pub type RefereeComing = Pin<Box<dyn Future<Output = Result<&'static dyn Referee, ChunkMissing>>>>;

/// The games' engines, asked by the history what a record means.
pub trait Referee {
    /// Gets the engine of `game` (of every game: `None`) ready: in the split build each
    /// game's engine is in its game's chunk, fetched the first time. The history judges no
    /// record before this has come back `Ok` (a record judged without its engine would be
    /// set aside as corrupt).
    fn ready(&self, game: Option<&str>) -> Readying {
        let _ = game;
        Box::pin(std::future::ready(Ok(())))
    }
    /// Replays `record` of `game` through its engine: the record as the engine writes it,
    /// and its digest; or why not.
    fn judge(&self, game: &str, record: &str) -> Result<(String, Digest), RecordProblem>;
    /// The ratings of `game`'s easy, normal and expert bot: [`rating::anchors`] of the
    /// simulator's measured results between them (worked out once, natively, and checked
    /// by a test); `None` for a game this table does not know.
    fn anchors(&self, game: &str) -> Option<[f64; 3]>;
}

/// Why an entry's text cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryError {
    /// Not JSON (where and why).
    NotJson(json::Error),
    /// A version this page does not read.
    Version,
    /// A field missing or of the wrong kind (its name).
    Field(&'static str),
    /// The seats are not the record's players.
    SeatsDiffer,
    /// The record cannot be used.
    Record(RecordProblem),
}

impl fmt::Display for EntryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EntryError::NotJson(e) => write!(f, "not JSON: {e}"),
            EntryError::Version => f.write_str("unknown version"),
            EntryError::Field(name) => write!(f, "no valid `{name}`"),
            EntryError::SeatsDiffer => f.write_str("the seats are not the record's players"),
            EntryError::Record(RecordProblem::UnknownGame) => f.write_str("unknown game"),
            EntryError::Record(RecordProblem::Refused) => {
                f.write_str("the engine refuses the record")
            }
            EntryError::Record(RecordProblem::NotOver) => f.write_str("the game is not over"),
            EntryError::Record(RecordProblem::NotReady) => {
                f.write_str("the game's engine is not loaded yet")
            }
        }
    }
}

impl std::error::Error for EntryError {}

/// When a kept game ended and the names of its people (not bots), read from an entry's
/// text without its engine: what the setup screen offers before the history is read
/// whole. `None` if the text is not an entry.
pub fn names_in(text: &str) -> Option<(u64, Vec<String>)> {
    let v = json::parse(text).ok()?;
    let ended = v.get("ended").and_then(Value::as_u64)?;
    let seats = seats_from_json(v.get("seats")).ok()?;
    let names = seats
        .0
        .into_iter()
        .filter(|s| !s.kind.is_bot())
        .map(|s| s.name);
    Some((ended, names.collect()))
}

impl Entry {
    /// The entry as a JSON value (the record inside as JSON, so an export is readable and
    /// `pechvogel replay` reads each game's `record`).
    pub fn to_value(&self) -> Value {
        let record = json::parse(&self.record).unwrap_or(Value::Null);
        let map: Map = [
            ("version", Value::from(VERSION)),
            ("id", Value::from(self.id.as_str())),
            ("game", Value::from(self.game.as_str())),
            ("ended", Value::from(self.ended)),
            ("seats", seats_json(&self.seats)),
            ("record", record),
        ]
        .into_iter()
        .chain((!self.accuracy.is_empty()).then(|| {
            let shares = self.accuracy.iter().map(|a| match a {
                Some(a) => Value::from(*a),
                None => Value::Null,
            });
            ("accuracy", Value::Array(shares.collect()))
        }))
        .collect();
        Value::Object(map)
    }

    /// The entry's JSON text (what the database keeps).
    pub fn encode(&self) -> String {
        self.to_value().to_string()
    }

    /// Reads an entry's text and checks its record with the engine.
    pub fn decode(text: &str, referee: &dyn Referee) -> Result<(Entry, Digest), EntryError> {
        let v = json::parse(text).map_err(EntryError::NotJson)?;
        Entry::from_value(&v, referee)
    }

    /// Reads an entry from JSON and checks its record with the engine: the record kept is
    /// the engine's own text of it, and the seats must be its players.
    pub fn from_value(v: &Value, referee: &dyn Referee) -> Result<(Entry, Digest), EntryError> {
        if v.get("version").and_then(Value::as_u64) != Some(VERSION) {
            return Err(EntryError::Version);
        }
        let text = |name: &'static str| {
            v.get(name)
                .and_then(Value::as_str)
                .filter(|s| !s.is_empty() && s.len() <= 64)
                .map(str::to_string)
                .ok_or(EntryError::Field(name))
        };
        let id = text("id")?;
        let game = text("game")?;
        let ended = v
            .get("ended")
            .and_then(Value::as_u64)
            .ok_or(EntryError::Field("ended"))?;
        let seats = seats_from_json(v.get("seats")).map_err(|_| EntryError::Field("seats"))?;
        let record = v
            .get("record")
            .filter(|r| r.as_object().is_some())
            .ok_or(EntryError::Field("record"))?
            .to_string();
        let accuracy = match v.get("accuracy") {
            None => Vec::new(),
            Some(a) => read_accuracy(a, seats.len()).ok_or(EntryError::Field("accuracy"))?,
        };
        let (record, digest) = referee.judge(&game, &record).map_err(EntryError::Record)?;
        if digest.scores.len() != seats.len() || !same_players(&record, &seats) {
            return Err(EntryError::SeatsDiffer);
        }
        let entry = Entry {
            id,
            game,
            ended,
            seats,
            record,
            accuracy,
        };
        Ok((entry, digest))
    }
}

/// Each seat's accuracy: a list as long as the seats, of shares from 0 to 100 or `null`.
fn read_accuracy(v: &Value, seats: usize) -> Option<Vec<Option<f64>>> {
    let list = v.as_array().filter(|l| l.len() == seats)?;
    list.iter()
        .map(|a| match a {
            Value::Null => Some(None),
            Value::Number(n) => {
                let x = match *n {
                    json::Number::U64(n) => n as f64,
                    json::Number::I64(n) => n as f64,
                    json::Number::F64(x) => x,
                };
                (0.0..=100.0).contains(&x).then_some(Some(x))
            }
            _ => None,
        })
        .collect()
}

/// True if the record's players are the seats' names, in order.
fn same_players(record: &str, seats: &Seats) -> bool {
    let Ok(v) = json::parse(record) else {
        return false;
    };
    let Some(players) = v.get("players").and_then(Value::as_array) else {
        return false;
    };
    players.len() == seats.len()
        && players
            .iter()
            .zip(&seats.0)
            .all(|(p, s)| p.as_str() == Some(s.name.as_str()))
}

/// A finished game as the table hands it over (see `live::keep`): its save's id, the game's
/// id, the seats and the record.
#[derive(Clone, Debug, PartialEq)]
pub struct Ended {
    /// The save's id.
    pub id: String,
    /// The game's id.
    pub game: &'static str,
    /// The seats.
    pub seats: Seats,
    /// The record.
    pub record: String,
}
