//! The versioned save in localStorage: which game, the seats, the dice seed, the game
//! record and the moves not in the record (Pechvogel's window answers), written after
//! every action so a reload resumes exactly where it was. Encoding and decoding are pure
//! (tested natively); the game itself is replayed by the session, which says why a save
//! cannot be used.

use serde_json::{json, Value};

use crate::games::GameKind;
use crate::shell::seats::{SeatConfig, SeatKind, Seats};

/// The localStorage key of the running game.
pub const SAVE_KEY: &str = "pechvogel.save";
/// Where an unreadable save is set aside (not deleted: someone may want it).
pub const SET_ASIDE_KEY: &str = "pechvogel.save.unreadable";
/// The save format written by this version. Version 1 (Pechvogel only, written before
/// there were two games) is still read.
pub const VERSION: u64 = 2;

/// A game as saved.
#[derive(Clone, Debug, PartialEq)]
pub struct Saved {
    /// Which game.
    pub game: GameKind,
    /// The seats (names agree with the record's players).
    pub seats: Seats,
    /// The dice seed the game started with.
    pub seed: u64,
    /// The query string the game was started from ("" from the setup screen), so a reload
    /// of a shared link resumes instead of starting over.
    pub origin: String,
    /// The game record (the game's contract JSON).
    pub record: String,
    /// The moves made since the last recorded action, as the game writes them.
    pub pending: Value,
}

// The JSON is built and read through `serde_json::Value` (which the engines need anyway)
// rather than derived (de)serializers, to keep the wasm small.

/// The seats as JSON (saves and preferences).
pub fn seats_json(seats: &Seats) -> Value {
    Value::Array(
        seats
            .0
            .iter()
            .map(|s| json!({"name": s.name, "kind": s.kind.as_str()}))
            .collect(),
    )
}

/// The seats back from JSON; the error says what is wrong.
pub fn seats_from_json(seats: Option<&Value>) -> Result<Seats, String> {
    let list = seats.and_then(Value::as_array).ok_or("no list of seats")?;
    list.iter()
        .map(|s| {
            let name = s
                .get("name")
                .and_then(Value::as_str)
                .ok_or("a seat without a name")?;
            let kind = s.get("kind").and_then(Value::as_str).unwrap_or_default();
            let kind = SeatKind::parse(kind).ok_or_else(|| {
                format!("unknown seat kind {}", dice_core::record::short_str(kind))
            })?;
            Ok(SeatConfig {
                name: name.to_string(),
                kind,
            })
        })
        .collect::<Result<Vec<_>, String>>()
        .map(Seats)
}

/// The save's JSON text.
pub fn encode(saved: &Saved) -> String {
    // The record goes in as JSON, not as a string: the save stays readable by hand.
    let record: Value = serde_json::from_str(&saved.record).unwrap_or(Value::Null);
    json!({
        "version": VERSION,
        "game": saved.game.id(),
        "seats": seats_json(&saved.seats),
        "seed": saved.seed,
        "origin": saved.origin,
        "record": record,
        "pending": saved.pending,
    })
    .to_string()
}

/// Reads a save (version 1 or 2); the error says why it cannot be used.
pub fn decode(text: &str) -> Result<Saved, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    let version = match v.get("version").and_then(Value::as_u64) {
        Some(n @ (1 | VERSION)) => n,
        Some(n) => return Err(format!("unknown save version {n}")),
        None => return Err("no save version".into()),
    };
    let game = if version == 1 {
        GameKind::Pechvogel
    } else {
        let id = v.get("game").and_then(Value::as_str).unwrap_or_default();
        GameKind::parse(id)
            .ok_or_else(|| format!("unknown game {}", dice_core::record::short_str(id)))?
    };
    let seats = seats_from_json(v.get("seats"))?;
    let seed = v.get("seed").and_then(Value::as_u64).ok_or("no seed")?;
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
    let record = v.get("record").ok_or("no record")?.to_string();
    Ok(Saved {
        game,
        seats,
        seed,
        origin,
        record,
        pending,
    })
}
