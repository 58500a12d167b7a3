//! Helpers shared by the engine's integration tests: records written as JSON, replayed
//! through the public API, and states compared as JSON values.

// Each test file uses a different subset of these helpers.
#![allow(dead_code)]

use dice_core::link::{decode, encode};
use dice_core::DiceGame;
use pechvogel_engine::{parse_action, Game, Record, RecordError, Table};
use serde_json::{json, Value};

/// The record text for these players and actions.
pub fn record_text(players: &[&str], actions: &[Value]) -> String {
    json!({ "players": players, "actions": actions }).to_string()
}

/// Replays a record that must be legal (its link must give it back, too).
pub fn play(players: &[&str], actions: &[Value]) -> Game {
    let game = Record::replay_json(&record_text(players, actions))
        .unwrap_or_else(|e| panic!("record refused: {e}\nactions: {actions:?}"));
    assert_link_round_trip(&game);
    game
}

/// The game's link gives back the same record (every record the tests replay is tried).
#[track_caller]
pub fn assert_link_round_trip(game: &Game) {
    let table = Table::new(game.clone());
    let link = encode(&table, &vec![None; game.player_count()]).expect("a game has a link");
    let back = decode::<Table>(&link).unwrap_or_else(|e| panic!("link refused: {e}"));
    assert_eq!(back.game.record_json(), table.record_json());
    assert_eq!(back.game.game(), game);
}

/// Replays a record that must be refused, returning why.
pub fn refused(players: &[&str], actions: &[Value]) -> RecordError {
    match Record::replay_json(&record_text(players, actions)) {
        Ok(g) => panic!("record accepted: {}", g.state_json()),
        Err(e) => e,
    }
}

/// The state JSON of a game as a value (read from the text `replay` prints).
pub fn state(game: &Game) -> Value {
    serde_json::from_str(&game.state_json()).expect("the state is JSON")
}

/// Asserts the state equals `expected`, printing both on failure.
#[track_caller]
pub fn assert_state(game: &Game, expected: Value) {
    let got = state(game);
    assert_eq!(
        got,
        expected,
        "\n got: {got}\nwant: {expected}\nrecord: {}",
        game.record().to_json_string()
    );
}

/// Applies one action given as JSON; it must be accepted.
#[track_caller]
pub fn act(game: &mut Game, action: Value) {
    let a = parse_action(&core_json(&action), game)
        .unwrap_or_else(|e| panic!("{action} unparsed: {e}"));
    if let Err(e) = game.apply(a) {
        panic!("{action} refused: {e}");
    }
    assert_link_round_trip(game);
}

/// Offers one action given as JSON; it must be refused (by parsing or by the rules) and the
/// game must be exactly as before. Returns the reason.
#[track_caller]
pub fn refuse(game: &mut Game, action: Value) -> String {
    let before = game.clone();
    let reason = match parse_action(&core_json(&action), game) {
        Err(e) => e.to_string(),
        Ok(a) => match game.apply(a) {
            Ok(_) => panic!("{action} accepted; now {}", game.state_json()),
            Err(e) => e.to_string(),
        },
    };
    assert_eq!(*game, before, "{action} changed the game");
    reason
}

/// A roll action.
pub fn roll(faces: Value) -> Value {
    json!({ "roll": faces })
}

/// A first throw of three ravens and four different numbers, then target 3: the turn ends at
/// once with one frustration from the supply (T = 1, R = 3).
pub fn raven_turn() -> Vec<Value> {
    vec![
        roll(json!(["R", "R", "R", 3, 4, 5, 6])),
        json!({"target": 3}),
    ]
}

/// A first throw of four `v`s and three other numbers, target `v`, claim from the middle.
pub fn claim_turn(v: u8) -> Vec<Value> {
    let mut faces = vec![json!(v); 4];
    faces.extend(
        [3u8, 4, 5, 6, 7]
            .into_iter()
            .filter(|&x| x != v)
            .take(3)
            .map(Value::from),
    );
    vec![
        roll(Value::Array(faces)),
        json!({"target": v}),
        json!({"claim": "middle"}),
    ]
}

/// The empty board of `"first_roll"` and of the game's end.
pub fn empty_board() -> Value {
    json!({"target": null, "targets": 0, "ravens": 0, "frustrators": [], "reduced": false, "dice_left": 7})
}

/// A player entry of the state.
pub fn player(name: &str, markers: &[u8], frustrations: u32, murphy: bool, score: i32) -> Value {
    json!({"name": name, "markers": markers, "frustrations": frustrations, "murphy": murphy, "score": score})
}

/// Concatenates turns into one action list.
pub fn concat(parts: &[Vec<Value>]) -> Vec<Value> {
    parts.iter().flatten().cloned().collect()
}

/// A two-player game that ends tied: "Ada" takes a frustration, then the two alternate
/// claims until the middle is empty. Ada: 7,7,7,6,6,3,3 = 39 − 3 = 36; Ben:
/// 3,4,4,4,5,5,5,6 = 36.
pub fn tied_game_actions() -> Vec<Value> {
    let ben = [3, 4, 4, 4, 5, 5, 5, 6];
    let ada = [7, 7, 7, 6, 6, 3, 3];
    let mut actions = raven_turn();
    for (i, &v) in ben.iter().enumerate() {
        actions.extend(claim_turn(v));
        if let Some(&w) = ada.get(i) {
            actions.extend(claim_turn(w));
        }
    }
    actions
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
