//! The record envelope shared by every game: a JSON object with `players` (names in seat
//! order) and `actions` (the game's own actions, dice included), read strictly, and the
//! errors that say what is wrong and where. Each game parses and writes its own actions;
//! the order of the checks here is the one both contracts settle.

use std::convert::Infallible;
use std::fmt::{self, Write as _};

pub use crate::echo::{cut, plain_quote, short_str, Echo, ECHO_MAX};
use crate::json::{self, Map, Value};
use crate::players::{check_names, PlayersError};

/// The largest record the app takes, however it arrives (pasted, saved, or opened from a
/// link, whose record is checked after its replay): hundreds of times a real game, whose
/// record is some kilobytes. (The command line's `replay` reads up to 16 MiB: it is the
/// contracts' reader and refuses nothing they accept.)
pub const MAX_RECORD_BYTES: usize = 256 * 1024;

/// Why a game record (JSON) could not be replayed, with the game's own error for an action
/// (`E`: for an engine, [`ActionError`] of its read error and its rule error). `Display`
/// is the command line's `bad input: …` text (RULES.md §14, HECKMECK.md); the app words
/// the data itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError<E> {
    /// The text is not JSON.
    MalformedJson(json::Error),
    /// The record's shape is wrong (not an object, no `actions` list, …).
    Record(ShapeError),
    /// The players list is wrong.
    Players(PlayersError),
    /// A game's own top-level option (such as Heckmeck's `short_game`) is wrong.
    Option {
        /// The key, as the record spells it.
        key: &'static str,
        /// What is wrong with it.
        error: OptionError,
    },
    /// Action `index` (from 0) cannot be read, or the rules refuse it.
    Action {
        /// Position in the `actions` list, from 0.
        index: usize,
        /// What is wrong with it.
        error: E,
    },
}

impl<E> RecordError<E> {
    /// The same error with the action's error turned into another type (`f`), such as one
    /// type for every game's.
    pub fn map_action<F>(self, f: impl FnOnce(E) -> F) -> RecordError<F> {
        match self {
            RecordError::MalformedJson(e) => RecordError::MalformedJson(e),
            RecordError::Record(e) => RecordError::Record(e),
            RecordError::Players(e) => RecordError::Players(e),
            RecordError::Option { key, error } => RecordError::Option { key, error },
            RecordError::Action { index, error } => RecordError::Action {
                index,
                error: f(error),
            },
        }
    }
}

impl<E: fmt::Display> fmt::Display for RecordError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The words are written once for every game's errors (each game's copy of this
        // method only picks the part): the app's wasm holds one copy, not one per game.
        let part = match self {
            RecordError::MalformedJson(e) => Part::Json(e),
            RecordError::Record(e) => Part::Shape(e),
            RecordError::Players(e) => Part::Players(e),
            RecordError::Option { key, error } => Part::Option(key, error),
            RecordError::Action { index, error } => Part::Action(*index, error),
        };
        part.fmt(f)
    }
}

/// What a [`RecordError`] says, its action's error behind a reference to `Display`.
enum Part<'a> {
    Json(&'a json::Error),
    Shape(&'a ShapeError),
    Players(&'a PlayersError),
    Option(&'static str, &'a OptionError),
    Action(usize, &'a dyn fmt::Display),
}

impl Part<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Part::Json(e) => write!(f, "malformed JSON: {e}"),
            Part::Shape(e) => write!(f, "record: {e}"),
            Part::Players(e) => write!(f, "players: {e}"),
            Part::Option(key, error) => {
                write!(f, "{key}: ")?;
                error.fmt_for(key, f)
            }
            Part::Action(index, error) => write!(f, "action {index}: {error}"),
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for RecordError<E> {}

impl<E> From<PlayersError> for RecordError<E> {
    fn from(e: PlayersError) -> RecordError<E> {
        RecordError::Players(e)
    }
}

/// What is wrong with a record's top level (the players and the options aside).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShapeError {
    /// The top level is not an object.
    NotAnObject,
    /// No `players` key.
    MissingPlayers,
    /// No `actions` key.
    MissingActions,
    /// `actions` is not a list.
    ActionsNotAList,
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ShapeError::NotAnObject => {
                "the top level must be an object with \"players\" and \"actions\""
            }
            ShapeError::MissingPlayers => "missing \"players\"",
            ShapeError::MissingActions => "missing \"actions\"",
            ShapeError::ActionsNotAList => "\"actions\" must be a list",
        })
    }
}

impl std::error::Error for ShapeError {}

/// What is wrong with a game's own top-level option, whose key [`RecordError::Option`]
/// names (Heckmeck's `short_game`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// A switch that is not exactly `true` or `false`; the value, cut short.
    NotABool(Echo),
    /// The option is for another number of players.
    Players {
        /// Players at the table.
        given: usize,
        /// Fewest players the option is for.
        min: usize,
        /// Most players the option is for.
        max: usize,
    },
}

impl OptionError {
    /// What follows "`key`: " in a message. The option is named by its key, its
    /// underscores read as spaces (`short_game`: "the short game is for 5 to 7 players").
    fn fmt_for(&self, key: &str, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::NotABool(value) => write!(f, "must be true or false, not {value}"),
            OptionError::Players { given, min, max } => {
                f.write_str("the ")?;
                for c in key.chars() {
                    f.write_char(if c == '_' { ' ' } else { c })?;
                }
                write!(f, " is for {min} to {max} players, not {given}")
            }
        }
    }
}

/// Why an action of a record is refused: it cannot be read as one of the game's actions
/// (`U`, the engine's read error), or it reads but the rules refuse it (`R`, the engine's
/// rule error). Each engine names its own: `ActionError<ReadError, RuleError>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ActionError<U, R> {
    /// Not an action of the game, or written wrongly.
    Unreadable(U),
    /// An action of the game that the rules refuse here.
    Rule(R),
}

impl<U, R> From<R> for ActionError<U, R> {
    fn from(e: R) -> ActionError<U, R> {
        ActionError::Rule(e)
    }
}

impl<U: fmt::Display, R: fmt::Display> fmt::Display for ActionError<U, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Through `dyn`: the engine's words stay one function each, not a copy inlined here.
        let words: &dyn fmt::Display = match self {
            ActionError::Unreadable(e) => e,
            ActionError::Rule(e) => e,
        };
        words.fmt(f)
    }
}

impl<U, R> std::error::Error for ActionError<U, R>
where
    U: fmt::Debug + fmt::Display,
    R: fmt::Debug + fmt::Display,
{
}

/// A record's top level, checked: the names (a valid table for the game) and the raw
/// actions, still to be read by the game, with the whole object for the game's own options.
#[derive(Clone, Debug, PartialEq)]
pub struct Envelope {
    /// Names in seat order, checked with [`check_names`].
    pub players: Vec<String>,
    /// The actions as JSON, in order.
    pub actions: Vec<Value>,
    /// Every top-level key (the game may look up its options here; others are ignored).
    pub top: Map,
}

impl Envelope {
    /// Reads a record's text for a game of `min..=max` players. Checked in this order: the
    /// JSON itself, an object at the top, `players` (present, a list, strings, a valid
    /// table), `actions` (present, a list).
    pub fn parse<E>(text: &str, min: usize, max: usize) -> Result<Envelope, RecordError<E>> {
        // Read once for every game's error type: only the error is turned into the game's.
        Envelope::read(text, min, max).map_err(|e| e.map_action(|never| match never {}))
    }

    fn read(text: &str, min: usize, max: usize) -> Result<Envelope, RecordError<Infallible>> {
        let value = json::parse(text).map_err(RecordError::MalformedJson)?;
        let Value::Object(mut top) = value else {
            return Err(RecordError::Record(ShapeError::NotAnObject));
        };
        let players = parse_players(&top, min, max)?;
        let actions = match top.remove("actions") {
            None => return Err(RecordError::Record(ShapeError::MissingActions)),
            Some(Value::Array(a)) => a,
            Some(_) => return Err(RecordError::Record(ShapeError::ActionsNotAList)),
        };
        Ok(Envelope {
            players,
            actions,
            top,
        })
    }
}

fn parse_players(
    top: &Map,
    min: usize,
    max: usize,
) -> Result<Vec<String>, RecordError<Infallible>> {
    let list = match top.get("players") {
        None => return Err(RecordError::Record(ShapeError::MissingPlayers)),
        Some(Value::Array(a)) => a,
        Some(_) => return Err(PlayersError::NotAList.into()),
    };
    let mut names = Vec::with_capacity(list.len());
    for (index, v) in list.iter().enumerate() {
        match v {
            Value::String(s) => names.push(s.clone()),
            _ => return Err(PlayersError::NotAString { index }.into()),
        }
    }
    check_names(&names, min, max)?;
    Ok(names)
}

/// Writes a record as compact JSON text, one action per line (easy to read and to diff):
/// `players`, then each `(key, json)` option, then `actions`.
pub fn write_record(players: &[String], options: &[(&str, String)], actions: &[String]) -> String {
    let mut out = String::from("{\"players\": [");
    for (i, name) in players.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&json::quote(name));
    }
    out.push(']');
    for (key, value) in options {
        out.push_str(&format!(", \"{key}\": {value}"));
    }
    if actions.is_empty() {
        out.push_str(", \"actions\": []}");
    } else {
        out.push_str(&format!(
            ", \"actions\": [\n  {}\n]}}",
            actions.join(",\n  ")
        ));
    }
    out
}

/// A JSON integer as `u64`, refusing floats, booleans and strings (both contracts: `true`,
/// `7.0` and `"7"` are not integers).
pub fn integer(v: &Value) -> Option<u64> {
    v.as_u64()
}

/// A JSON integer of either sign, for an error that names a number out of range exactly
/// as the record writes it; `None` for anything else.
pub fn any_integer(v: &Value) -> Option<Integer> {
    match v {
        Value::Number(json::Number::U64(n)) => Some(Integer(i128::from(*n))),
        Value::Number(json::Number::I64(n)) => Some(Integer(i128::from(*n))),
        _ => None,
    }
}

/// An integer a record holds, from `i64::MIN` to `u64::MAX` (what the JSON reader reads as
/// an integer), kept exactly: an error names a number out of range as the record wrote it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Integer(pub i128);

impl fmt::Display for Integer {
    // Never inlined: every message that names a number calls this one copy (the app's wasm).
    #[inline(never)]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // As a sign and a `u64` (the magnitude always fits): `i128`'s own formatting would
        // bring 128-bit division into the app's wasm (1.5 KB).
        if self.0 < 0 {
            f.write_str("-")?;
        }
        (self.0.unsigned_abs() as u64).fmt(f)
    }
}

/// An action's single key and its argument: an action is an object with exactly one key
/// (both contracts).
pub fn single_key(v: &Value) -> Result<(&str, &Value), KeyError> {
    let Value::Object(m) = v else {
        return Err(KeyError::NotAnObject(Echo::value(v)));
    };
    match m.iter().next() {
        Some((key, arg)) if m.len() == 1 => Ok((key, arg)),
        _ => Err(KeyError::NotOneKey(Echo::value(v))),
    }
}

/// Why an action is not an object with exactly one key; the action, cut short.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum KeyError {
    /// Not an object.
    NotAnObject(Echo),
    /// An object with no key or more than one.
    NotOneKey(Echo),
}

impl fmt::Display for KeyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeyError::NotAnObject(action) => write!(
                f,
                "unknown action {action}: expected an object with one key"
            ),
            KeyError::NotOneKey(action) => {
                write!(f, "unknown action {action}: expected exactly one key")
            }
        }
    }
}

impl std::error::Error for KeyError {}
