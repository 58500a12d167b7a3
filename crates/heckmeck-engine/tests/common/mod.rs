//! Helpers shared by the engine's integration tests: records written as JSON, replayed
//! through the public API, and states compared as JSON values.

// Each test file uses a different subset of these helpers.
#![allow(dead_code)]

use dice_core::link::{decode, encode};
use heckmeck_engine::{parse_action, Game, RecordError};
use serde_json::{json, Value};

/// The record text for these players and actions (`short_game` only when given).
pub fn record_text(players: &[&str], short_game: Option<bool>, actions: &[Value]) -> String {
    let mut record = json!({ "players": players, "actions": actions });
    if let Some(s) = short_game {
        record["short_game"] = Value::Bool(s);
    }
    record.to_string()
}

/// Replays a record that must be legal.
#[track_caller]
pub fn play(players: &[&str], actions: &[Value]) -> Game {
    replay(players, None, actions)
}

/// Replays a short-game record that must be legal.
#[track_caller]
pub fn play_short(players: &[&str], actions: &[Value]) -> Game {
    replay(players, Some(true), actions)
}

#[track_caller]
fn replay(players: &[&str], short_game: Option<bool>, actions: &[Value]) -> Game {
    let game = Game::replay_json(&record_text(players, short_game, actions))
        .unwrap_or_else(|e| panic!("record refused: {e}\nactions: {actions:?}"));
    assert_link_round_trip(&game);
    game
}

/// The game's link gives back the same record (every record the tests replay is tried).
#[track_caller]
pub fn assert_link_round_trip(game: &Game) {
    let link = encode(game, &vec![None; game.player_count()]).expect("a game has a link");
    let back = decode::<Game>(&link).unwrap_or_else(|e| panic!("link refused: {e}"));
    assert_eq!(back.game.record_json(), game.record_json());
    assert_eq!(&back.game, game);
}

/// Replays a record that must be refused, returning why.
#[track_caller]
pub fn refused(players: &[&str], actions: &[Value]) -> RecordError {
    match Game::replay_json(&record_text(players, None, actions)) {
        Ok(g) => panic!("record accepted: {}", g.state_json()),
        Err(e) => e,
    }
}

/// Replays record text that must be refused, returning the message.
#[track_caller]
pub fn refused_text(text: &str) -> String {
    match Game::replay_json(text) {
        Ok(g) => panic!("record accepted: {}", g.state_json()),
        Err(e) => e.to_string(),
    }
}

/// The state JSON of a game as a value.
pub fn state(game: &Game) -> Value {
    serde_json::from_str(&game.state_json()).expect("the state is JSON")
}

/// Asserts the state equals `expected`, printing both on failure; the keys must come in
/// the contract's order too.
#[track_caller]
pub fn assert_state(game: &Game, expected: Value) {
    let text = game.state_json();
    let got: Value = serde_json::from_str(&text).expect("the state is JSON");
    assert_eq!(
        got,
        expected,
        "\n got: {got}\nwant: {expected}\nrecord: {}",
        game.record_json()
    );
    assert_eq!(keys_in_order(&text), KEYS, "{text}");
}

/// The state's top-level keys in the contract's order.
pub const KEYS: [&str; 9] = [
    "players",
    "grill",
    "face_down",
    "short_game",
    "active",
    "awaiting",
    "board",
    "game_over",
    "winners",
];

/// The top-level keys of a JSON object's text, in the order the text has them (a JSON
/// value forgets the order).
pub fn keys_in_order(text: &str) -> Vec<String> {
    let mut keys = Vec::new();
    let mut depth = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '{' | '[' => depth += 1,
            '}' | ']' => depth -= 1,
            '"' => {
                // A string: find its end (skipping escapes); a key if a ':' follows at depth 1.
                let mut end = i + 1;
                let mut escaped = false;
                for (j, d) in chars.by_ref() {
                    if escaped {
                        escaped = false;
                    } else if d == '\\' {
                        escaped = true;
                    } else if d == '"' {
                        end = j;
                        break;
                    }
                }
                if depth == 1 && text[end + 1..].starts_with(':') {
                    keys.push(text[i + 1..end].to_string());
                }
            }
            _ => {}
        }
    }
    keys
}

/// Applies one action given as JSON; it must be accepted.
#[track_caller]
pub fn act(game: &mut Game, action: Value) -> Vec<heckmeck_engine::Event> {
    let a = parse_action(&core_json(&action), game)
        .unwrap_or_else(|e| panic!("{action} unparsed: {e}"));
    let events = game
        .apply(a)
        .unwrap_or_else(|e| panic!("{action} refused: {e}\n{}", game.state_json()));
    assert_link_round_trip(game);
    events
}

/// Offers one action given as JSON; it must be refused (by parsing or by the rules) and the
/// game must be exactly as before. Returns the reason.
#[track_caller]
pub fn refuse(game: &mut Game, action: Value) -> String {
    let before = game.clone();
    let reason = match parse_action(&core_json(&action), game) {
        Err(e) => e.to_string(),
        Ok(a) => {
            assert!(game.check(a).is_err(), "{action} passes check");
            match game.apply(a) {
                Ok(_) => panic!("{action} accepted; now {}", game.state_json()),
                Err(e) => e.to_string(),
            }
        }
    };
    assert_eq!(*game, before, "{action} changed the game");
    reason
}

/// A roll action.
pub fn roll(faces: Value) -> Value {
    json!({ "roll": faces })
}

/// A keep action.
pub fn keep(face: Value) -> Value {
    json!({ "keep": face })
}

/// A take action.
pub fn take(tile: u8) -> Value {
    json!({ "take": tile })
}

/// Concatenates parts into one action list.
pub fn concat(parts: &[Vec<Value>]) -> Vec<Value> {
    parts.iter().flatten().cloned().collect()
}

/// The empty board of a turn's start and of the game's end.
pub fn empty_board() -> Value {
    json!({"throw": null, "kept": [], "sum": 0, "worm": false, "dice_left": 8})
}

/// A player entry of the state.
pub fn player(name: &str, stack: &[u8], worms: u32) -> Value {
    json!({"name": name, "stack": stack, "worms": worms})
}

/// Tiles `from..=to` except those listed.
pub fn tiles_except(from: u8, to: u8, except: &[u8]) -> Vec<u8> {
    (from..=to).filter(|t| !except.contains(t)).collect()
}

/// A turn that takes `tile` from the grill (or steals it): `w` worms kept from the first
/// throw, then `k` dice of face `f` from the second, with 5w + fk = `tile`. Works for every
/// tile 21–36.
pub fn take_turn(tile: u8) -> Vec<Value> {
    for w in 1..=7u8 {
        for f in 1..=5u8 {
            let rest = i32::from(tile) - 5 * i32::from(w);
            if rest <= 0 || rest % i32::from(f) != 0 {
                continue;
            }
            let k = (rest / i32::from(f)) as u8;
            if w + k > 8 {
                continue;
            }
            // The first throw: the worms and 1s or 2s; the second: the f's and worms,
            // which cannot be kept again.
            let filler = if f == 1 { 2 } else { 1 };
            let mut first: Vec<Value> = vec![json!("W"); usize::from(w)];
            first.extend(std::iter::repeat_n(json!(filler), usize::from(8 - w)));
            let mut second: Vec<Value> = vec![json!(f); usize::from(k)];
            second.extend(std::iter::repeat_n(json!("W"), usize::from(8 - w - k)));
            return vec![
                roll(Value::Array(first)),
                keep(json!("W")),
                roll(Value::Array(second)),
                keep(json!(f)),
                take(tile),
            ];
        }
    }
    panic!("no two-throw turn reaches {tile}");
}

/// A turn that fails at once: the first throw shows faces, the player keeps 1s, and the
/// next throw shows only 1s.
pub fn fail_turn() -> Vec<Value> {
    vec![
        roll(json!([1, 2, 2, 2, 2, 2, 2, 2])),
        keep(json!(1)),
        roll(json!([1, 1, 1, 1, 1, 1, 1])),
    ]
}

/// SplitMix64: small, seedable, good enough to pick moves.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// True with probability `p` percent.
    pub fn percent(&mut self, p: usize) -> bool {
        self.below(100) < p
    }
}

/// The engine's own JSON value for a test's `json!` value (the engine reads records with
/// dice-core's JSON module; the tests write them with serde_json).
pub fn core_json(v: &Value) -> dice_core::json::Value {
    dice_core::json::parse(&v.to_string()).expect("serde_json writes JSON")
}

/// A whole game of two players: Ann and Bob take these tiles in turn ([`take_turn`]), Ann
/// those listed first.
pub fn whole_game(ann: &[u8], bob: &[u8]) -> Vec<Value> {
    let mut actions = Vec::new();
    for (a, b) in ann.iter().zip(bob) {
        actions.extend(take_turn(*a));
        actions.extend(take_turn(*b));
    }
    actions
}

/// The record printed in HECKMECK.md's "Game record" section.
pub fn contract_record() -> Value {
    json!({
        "players": ["Jonathan", "Heather", "Nicole"],
        "actions": [
            {"roll": ["W", "W", 1, 2, 3, 3, 5, 1]},
            {"keep": "W"},
            {"roll": ["W", "W", "W", 4, 4, 1]},
            {"keep": 4},
            {"roll": [2, 2, 2, 4]},
            {"keep": 2},
            {"take": 24},
            {"roll": [3, "W", 1, 1, 5, 1, 1, 3]}
        ]
    })
}
