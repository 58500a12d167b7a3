//! The record envelope shared by every game: a JSON object with `players` (names in seat
//! order) and `actions` (the game's own actions, dice included), read strictly, and the
//! errors that say what is wrong and where. Each game parses and writes its own actions;
//! the order of the checks here is the one both contracts settle.

use std::fmt;

use crate::json::{self, Map, Value};

/// The largest record the app takes, however it arrives (pasted, saved, or opened from a
/// link, whose record is checked after its replay): hundreds of times a real game, whose
/// record is some kilobytes. (The command line's `replay` reads up to 16 MiB: it is the
/// contracts' reader and refuses nothing they accept.)
pub const MAX_RECORD_BYTES: usize = 256 * 1024;

/// Why a game record (JSON) could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The text is not JSON.
    MalformedJson(String),
    /// The record's shape is wrong (not an object, no `actions` list, …).
    Record(String),
    /// The players list is wrong.
    Players(String),
    /// A game's own top-level option (such as Heckmeck's `short_game`) is wrong.
    Option {
        /// The key, as the record spells it.
        key: &'static str,
        /// What is wrong with it.
        reason: String,
    },
    /// Action `index` (from 0) is malformed or illegal.
    Action {
        /// Position in the `actions` list, from 0.
        index: usize,
        /// What is wrong with it.
        reason: String,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::MalformedJson(m) => write!(f, "malformed JSON: {m}"),
            RecordError::Record(m) => write!(f, "record: {m}"),
            RecordError::Players(m) => write!(f, "players: {m}"),
            RecordError::Option { key, reason } => write!(f, "{key}: {reason}"),
            RecordError::Action { index, reason } => write!(f, "action {index}: {reason}"),
        }
    }
}

impl std::error::Error for RecordError {}

/// A record's top level, checked: the names (a valid table for the game) and the raw
/// actions, still to be read by the game, with the whole object for the game's own options.
#[derive(Clone, Debug, PartialEq)]
pub struct Envelope {
    /// Names in seat order, checked with [`crate::check_names`].
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
    pub fn parse(text: &str, min: usize, max: usize) -> Result<Envelope, RecordError> {
        let value = json::parse(text).map_err(|e| RecordError::MalformedJson(e.to_string()))?;
        let Value::Object(mut top) = value else {
            return Err(RecordError::Record(
                "the top level must be an object with \"players\" and \"actions\"".into(),
            ));
        };
        let players = parse_players(&top, min, max)?;
        let actions = match top.remove("actions") {
            None => return Err(RecordError::Record("missing \"actions\"".into())),
            Some(Value::Array(a)) => a,
            Some(_) => return Err(RecordError::Record("\"actions\" must be a list".into())),
        };
        Ok(Envelope {
            players,
            actions,
            top,
        })
    }
}

fn parse_players(top: &Map, min: usize, max: usize) -> Result<Vec<String>, RecordError> {
    let list = match top.get("players") {
        None => return Err(RecordError::Record("missing \"players\"".into())),
        Some(Value::Array(a)) => a,
        Some(_) => return Err(RecordError::Players("must be a list of names".into())),
    };
    let mut names = Vec::with_capacity(list.len());
    for (i, v) in list.iter().enumerate() {
        match v {
            Value::String(s) => names.push(s.clone()),
            _ => return Err(RecordError::Players(format!("name {i} is not a string"))),
        }
    }
    crate::check_names(&names, min, max).map_err(RecordError::Players)?;
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

/// Most characters of an echoed value in a message: one bad action, name or argument must
/// not flood a notice or stderr.
pub const ECHO_MAX: usize = 60;

/// Cuts `text` to [`ECHO_MAX`] characters, marking the cut with `…`.
pub fn cut(text: &str) -> String {
    match text.char_indices().nth(ECHO_MAX) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

/// A string quoted as Rust's `{:?}` quotes it, cut short for a message.
pub fn short_str(s: &str) -> String {
    match s.char_indices().nth(ECHO_MAX) {
        Some((at, _)) => format!("{}…", quote(&s[..at])),
        None => quote(s),
    }
}

/// Quotes `s` for a message: natively exactly as Rust's `{:?}` does (the CLI's output stays
/// as it always was).
#[cfg(not(target_family = "wasm"))]
fn quote(s: &str) -> String {
    format!("{s:?}")
}

/// Quotes `s` for a message in the browser: as Rust's `{:?}` does for every string but
/// those with unusual invisible characters, without the Unicode tables `{:?}` brings into
/// the wasm (about 2 KB gzip).
#[cfg(target_family = "wasm")]
fn quote(s: &str) -> String {
    plain_quote(s)
}

/// `s` in double quotes with `"`, `\` and control characters escaped the way Rust's `{:?}`
/// escapes them (other characters as they are).
pub fn plain_quote(s: &str) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\0' => out.push_str("\\0"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A JSON value for a message, cut short so one bad action cannot flood stderr.
pub struct Short<'a>(pub &'a Value);

impl fmt::Display for Short<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&cut(&self.0.to_string()))
    }
}

/// A JSON integer as `u64`, refusing floats, booleans and strings (both contracts: `true`,
/// `7.0` and `"7"` are not integers).
pub fn integer(v: &Value) -> Option<u64> {
    v.as_u64()
}

/// True for a JSON integer of either sign.
pub fn is_integer(v: &Value) -> bool {
    v.is_integer()
}

/// An action's single key and its argument: an action is an object with exactly one key
/// (both contracts). The error is the message for an unknown action.
pub fn single_key(v: &Value) -> Result<(&str, &Value), String> {
    let Value::Object(m) = v else {
        return Err(format!(
            "unknown action {}: expected an object with one key",
            Short(v)
        ));
    };
    match m.iter().next() {
        Some((key, arg)) if m.len() == 1 => Ok((key, arg)),
        _ => Err(format!(
            "unknown action {}: expected exactly one key",
            Short(v)
        )),
    }
}
