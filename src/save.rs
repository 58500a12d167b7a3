//! The versioned save in localStorage: the seats, the game record and the answers given in
//! an open window, written after every action so a reload resumes exactly where it was.
//! Also the remembered setup for the next game. Encoding and decoding are pure (tested
//! natively); the storage calls are thin and do nothing outside a browser.

use pechvogel_engine::{Game, Record};
use serde_json::{json, Value};

use crate::seats::{SeatConfig, SeatKind, Setup, Speed};

/// The localStorage key of the running game.
pub const SAVE_KEY: &str = "pechvogel.save";
/// Where an unreadable save is set aside (not deleted: someone may want it).
pub const SET_ASIDE_KEY: &str = "pechvogel.save.unreadable";
/// The remembered setup and preferences.
pub const PREFS_KEY: &str = "pechvogel.prefs";
/// The save format written by this version.
pub const VERSION: u32 = 1;

/// A game as saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    /// The seats (names agree with the record's players) and the speed.
    pub setup: Setup,
    /// The dice seed the game started with.
    pub seed: u64,
    /// The query string the game was started from ("" from the setup screen), so a reload
    /// of a shared link resumes instead of starting over.
    pub origin: String,
    /// The game, replayed from its record.
    pub game: Game,
    /// Answers already given in the open window, in order.
    pub answers: Vec<bool>,
}

// The JSON is built and read through `serde_json::Value` (which the engine needs anyway)
// rather than derived (de)serializers, to keep the wasm small.

fn seats_json(setup: &Setup) -> Value {
    Value::Array(
        setup
            .seats
            .iter()
            .map(|s| json!({"name": s.name, "kind": s.kind.as_str()}))
            .collect(),
    )
}

fn seats_from_json(seats: Option<&Value>) -> Result<Vec<SeatConfig>, String> {
    let list = seats.and_then(Value::as_array).ok_or("no list of seats")?;
    list.iter()
        .map(|s| {
            let name = s
                .get("name")
                .and_then(Value::as_str)
                .ok_or("a seat without a name")?;
            let kind = s.get("kind").and_then(Value::as_str).unwrap_or_default();
            let kind =
                SeatKind::parse(kind).ok_or_else(|| format!("unknown seat kind {kind:?}"))?;
            Ok(SeatConfig {
                name: name.to_string(),
                kind,
            })
        })
        .collect()
}

fn speed_from_json(v: Option<&Value>) -> Result<Speed, String> {
    let s = v.and_then(Value::as_str).unwrap_or_default();
    Speed::parse(s).ok_or_else(|| format!("unknown speed {s:?}"))
}

/// The save's JSON text.
pub fn encode(saved: &Saved) -> String {
    json!({
        "version": VERSION,
        "seats": seats_json(&saved.setup),
        "speed": saved.setup.speed.as_str(),
        "seed": saved.seed,
        "origin": saved.origin,
        "record": saved.game.record().to_json(),
        "answers": saved.answers,
    })
    .to_string()
}

/// Reads a save; the error says why it cannot be used.
pub fn decode(text: &str) -> Result<Saved, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    match v.get("version").and_then(Value::as_u64) {
        Some(n) if n == u64::from(VERSION) => {}
        Some(n) => return Err(format!("unknown save version {n}")),
        None => return Err("no save version".into()),
    }
    let seats = seats_from_json(v.get("seats"))?;
    let speed = speed_from_json(v.get("speed"))?;
    let seed = v.get("seed").and_then(Value::as_u64).ok_or("no seed")?;
    let origin = v
        .get("origin")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string();
    let answers = match v.get("answers") {
        None => Vec::new(),
        Some(a) => a
            .as_array()
            .and_then(|a| a.iter().map(Value::as_bool).collect::<Option<Vec<bool>>>())
            .ok_or("answers must be a list of true/false")?,
    };
    let record = v.get("record").ok_or("no record")?;
    let game = Record::replay_json(&record.to_string()).map_err(|e| e.to_string())?;
    if game.names().len() != seats.len()
        || game.names().iter().zip(&seats).any(|(n, s)| *n != s.name)
    {
        return Err("the seats do not match the record's players".into());
    }
    Ok(Saved {
        setup: Setup { seats, speed },
        seed,
        origin,
        game,
        answers,
    })
}

/// Remembered between games: the last setup and whether the odds are shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prefs {
    /// The last table set up.
    pub setup: Setup,
    /// The odds panel is open.
    pub show_odds: bool,
}

impl Default for Prefs {
    fn default() -> Prefs {
        Prefs {
            setup: Setup::default(),
            show_odds: true,
        }
    }
}

/// The preferences' JSON text.
pub fn encode_prefs(p: &Prefs) -> String {
    json!({
        "seats": seats_json(&p.setup),
        "speed": p.setup.speed.as_str(),
        "show_odds": p.show_odds,
    })
    .to_string()
}

/// Reads the preferences; anything unreadable gives the defaults (nothing to report).
pub fn decode_prefs(text: &str) -> Prefs {
    let parsed = (|| {
        let v: Value = serde_json::from_str(text).ok()?;
        let setup = Setup {
            seats: seats_from_json(v.get("seats")).ok()?,
            speed: speed_from_json(v.get("speed")).ok()?,
        };
        let show_odds = v.get("show_odds").and_then(Value::as_bool)?;
        setup
            .problem()
            .is_none()
            .then_some(Prefs { setup, show_odds })
    })();
    parsed.unwrap_or_default()
}

// ----- localStorage ------------------------------------------------------------------

#[cfg(target_arch = "wasm32")]
fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Reads a key (None outside a browser or when storage is blocked).
pub fn read(key: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        storage()?.get_item(key).ok()?
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = key;
        None
    }
}

/// Writes a key; storage failures (quota, private mode) are ignored: the game goes on.
pub fn write(key: &str, value: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(s) = storage() {
        let _ = s.set_item(key, value);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (key, value);
}

/// Removes a key.
pub fn remove(key: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = key;
}

/// Moves an unreadable save out of the way, keeping its text under [`SET_ASIDE_KEY`].
pub fn set_aside(text: &str) {
    write(SET_ASIDE_KEY, text);
    remove(SAVE_KEY);
}

#[cfg(test)]
mod tests {
    use super::*;
    use pechvogel_engine::{Action, Face, Throw};

    fn saved() -> Saved {
        let setup = Setup::default();
        let mut game = Game::new(setup.names()).unwrap();
        let f = [Face::Number(3); 7];
        game.apply(Action::Roll(Throw::new(&f).unwrap())).unwrap();
        Saved {
            setup,
            seed: 99,
            origin: "?seats=human,bot-easy".into(),
            game,
            answers: vec![false, true],
        }
    }

    #[test]
    fn round_trip() {
        let s = saved();
        let text = encode(&s);
        assert!(text.contains("\"version\":1"));
        assert_eq!(decode(&text).unwrap(), s);
    }

    #[test]
    fn unreadable_saves_say_why() {
        assert!(decode("{").unwrap_err().starts_with("not JSON"));
        assert_eq!(decode("{}").unwrap_err(), "no save version");
        assert_eq!(
            decode(r#"{"version": 7}"#).unwrap_err(),
            "unknown save version 7"
        );
        assert_eq!(decode(r#"{"version": 1}"#).unwrap_err(), "no list of seats");
        let mut text = encode(&saved());
        text = text.replace("\"bot-normal\"", "\"bot-wizard\"");
        assert!(decode(&text).unwrap_err().contains("bot-wizard"));
        let text = encode(&saved()).replace("[3,3,3,3,3,3,3]", "[3,3]");
        assert!(
            decode(&text).unwrap_err().starts_with("action 0"),
            "{}",
            decode(&text).unwrap_err()
        );
        let text = encode(&saved()).replacen("\"You\"", "\"Me\"", 1);
        assert!(decode(&text).unwrap_err().contains("do not match"));
    }

    #[test]
    fn prefs_round_trip_and_fall_back() {
        let mut p = Prefs {
            show_odds: false,
            ..Prefs::default()
        };
        p.setup.speed = Speed::Fast;
        assert_eq!(decode_prefs(&encode_prefs(&p)), p);
        assert_eq!(decode_prefs("nonsense"), Prefs::default());
        let bad = encode_prefs(&p).replace("\"Thea\"", "\"You\"");
        assert_eq!(decode_prefs(&bad), Prefs::default());
    }
}
