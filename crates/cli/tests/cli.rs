//! The `pechvogel` binary as a user runs it: `replay` prints the state JSON and exits 0, or
//! exits 2 with an empty stdout and exactly one `bad input: …` line on stderr (RULES.md,
//! settled point 14). Nothing may panic, whatever the input.

use std::process::Command;

use serde_json::{json, Value};

mod common;
use common::{bad, good, run, temp_file, text};

/// Replays `record` from stdin; must be refused. Returns the stderr line.
#[track_caller]
fn bad_stdin(record: &str) -> String {
    bad(&run(&["replay", "-"], Some(record.as_bytes())))
}

/// The record printed in RULES.md.
fn rules_record() -> Value {
    json!({
        "players": ["Umberto", "Thea", "Kelly"],
        "actions": [
            {"roll": [7, 7, "R", "R", 3, 4, 5]},
            {"target": 7},
            {"roll": [6, 7, 7]},
            {"claim": "middle"},
            {"roll": ["R", "R", "R", 3, 3, 4, 5]}
        ]
    })
}

/// Its state, written from RULES.md: Thea must name a target even with three ravens.
fn rules_state() -> Value {
    json!({
        "players": [
            {"name": "Umberto", "markers": [7], "frustrations": 0, "murphy": false, "score": 7},
            {"name": "Thea", "markers": [], "frustrations": 0, "murphy": false, "score": 0},
            {"name": "Kelly", "markers": [], "frustrations": 0, "murphy": false, "score": 0}
        ],
        "middle": [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7],
        "box": [],
        "murphy": null,
        "active": 1,
        "awaiting": "target",
        "board": {"target": null, "targets": 0, "ravens": 3, "frustrators": [], "reduced": false, "dice_left": 4},
        "game_over": false,
        "winners": []
    })
}

// ----- good records ---------------------------------------------------------------------

#[test]
fn replay_a_file() {
    let path = temp_file("rules.json", rules_record().to_string().as_bytes());
    let state = good(&run(&["replay", path.to_str().unwrap()], None));
    assert_eq!(state, rules_state());
}

#[test]
fn replay_stdin() {
    let pretty = serde_json::to_string_pretty(&rules_record()).unwrap();
    let state = good(&run(&["replay", "-"], Some(pretty.as_bytes())));
    assert_eq!(state, rules_state());
}

#[test]
fn replay_the_initial_state_and_ignores_other_keys() {
    let record = r#"{"comment": "new game", "players": ["Ann", "Bob"], "actions": [], "v": 1}"#;
    let state = good(&run(&["replay", "-"], Some(record.as_bytes())));
    assert_eq!(
        state,
        json!({
            "players": [
                {"name": "Ann", "markers": [], "frustrations": 0, "murphy": false, "score": 0},
                {"name": "Bob", "markers": [], "frustrations": 0, "murphy": false, "score": 0}
            ],
            "middle": [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7],
            "box": [],
            "murphy": null,
            "active": 0,
            "awaiting": "first_roll",
            "board": {"target": null, "targets": 0, "ravens": 0, "frustrators": [], "reduced": false, "dice_left": 7},
            "game_over": false,
            "winners": []
        })
    );
}

/// Fifteen claims in a row by two players: the game ends, `active` is null.
#[test]
fn replay_a_finished_game() {
    let mut actions = Vec::new();
    for v in [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7] {
        let others: Vec<u8> = [3, 4, 5, 6, 7]
            .into_iter()
            .filter(|&x| x != v)
            .take(3)
            .collect();
        actions.push(json!({"roll": [v, v, v, v, others[0], others[1], others[2]]}));
        actions.push(json!({"target": v}));
        actions.push(json!({"claim": "middle"}));
    }
    let record = json!({"players": ["A", "B"], "actions": actions}).to_string();
    let state = good(&run(&["replay", "-"], Some(record.as_bytes())));
    // A: 3,3,4,5,5,6,7,7 = 40; B: 3,4,4,5,6,6,7 = 35.
    assert_eq!(
        state,
        json!({
            "players": [
                {"name": "A", "markers": [3, 3, 4, 5, 5, 6, 7, 7], "frustrations": 0, "murphy": false, "score": 40},
                {"name": "B", "markers": [3, 4, 4, 5, 6, 6, 7], "frustrations": 0, "murphy": false, "score": 35}
            ],
            "middle": [],
            "box": [],
            "murphy": null,
            "active": null,
            "awaiting": "game_over",
            "board": {"target": null, "targets": 0, "ravens": 0, "frustrators": [], "reduced": false, "dice_left": 7},
            "game_over": true,
            "winners": [0]
        })
    );
    // One more action is refused and named by its index.
    let mut more = actions.clone();
    more.push(json!({"roll": [3, 3, 3, 3, 3, 3, 3]}));
    let record = json!({"players": ["A", "B"], "actions": more}).to_string();
    let line = bad_stdin(&record);
    assert!(line.starts_with("bad input: action 45: "), "{line}");
}

#[test]
fn unicode_and_odd_names_come_back_exactly() {
    let names = json!([
        "Ørjan 🐦‍⬛",
        "名前",
        "line\nbreak",
        "quote\"back\\slash",
        "\u{0}nul"
    ]);
    let record = json!({"players": names, "actions": []}).to_string();
    let state = good(&run(&["replay", "-"], Some(record.as_bytes())));
    let got: Vec<Value> = state["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].clone())
        .collect();
    assert_eq!(Value::Array(got), names);
}

// ----- bad input ------------------------------------------------------------------------

#[test]
fn malformed_json() {
    for input in [
        "",
        " ",
        "{",
        "{\"players\": [\"A\", \"B\"], \"actions\": []",
        "not json",
        "{'players': ['A', 'B'], 'actions': []}",
        "{\"players\": [\"A\", \"B\"], \"actions\": []} trailing",
        "{\"players\": [\"A\", \"B\"], \"actions\": [{\"roll\": [1e400]}]}",
        "{\"players\": [\"A\", \"B\",], \"actions\": []}",
        "\u{feff}{\"players\": [\"A\", \"B\"], \"actions\": []}",
    ] {
        let line = bad_stdin(input);
        assert!(
            line.starts_with("bad input: malformed JSON: "),
            "{input:?}: {line}"
        );
    }
}

#[test]
fn deep_nesting_is_malformed_not_a_crash() {
    for depth in [200, 100_000] {
        let input = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
        let line = bad_stdin(&input);
        assert!(line.starts_with("bad input: malformed JSON: "), "{line}");
        let input = format!(
            "{{\"players\": [\"A\", \"B\"], \"actions\": [{}]}}",
            "{\"x\":".repeat(depth) + &"}".repeat(depth)
        );
        assert!(bad_stdin(&input).starts_with("bad input: malformed JSON: "));
    }
}

#[test]
fn invalid_utf8_is_refused() {
    let out = run(
        &["replay", "-"],
        Some(b"{\"players\": [\"\xff\", \"B\"], \"actions\": []}"),
    );
    bad(&out);
    let path = temp_file(
        "latin1.json",
        b"{\"players\": [\"J\xf6rg\", \"B\"], \"actions\": []}",
    );
    bad(&run(&["replay", path.to_str().unwrap()], None));
}

#[test]
fn players_problems() {
    for players in [
        json!([]),
        json!(["A"]),
        json!(["A", "B", "C", "D", "E", "F"]),
        json!(["A", "A"]),
        json!(["A", ""]),
        json!(["A", "   "]),
        json!(["A", "\t\n"]),
        json!(["A", 7]),
        json!(["A", null]),
        json!("A, B"),
        json!(null),
    ] {
        let record = json!({"players": players, "actions": []}).to_string();
        let line = bad_stdin(&record);
        assert!(
            line.starts_with("bad input: players: "),
            "{players}: {line}"
        );
    }
}

#[test]
fn record_shape_problems() {
    for record in [
        "[]",
        "null",
        "3",
        "\"players\"",
        "{}",
        "{\"actions\": []}",
        "{\"players\": [\"A\", \"B\"]}",
        "{\"players\": [\"A\", \"B\"], \"actions\": {}}",
        "{\"players\": [\"A\", \"B\"], \"actions\": null}",
    ] {
        let line = bad_stdin(record);
        assert!(line.starts_with("bad input: record: "), "{record}: {line}");
    }
}

#[test]
fn action_problems_name_the_index() {
    let cases: Vec<(Value, usize)> = vec![
        (json!([{"target": 3}]), 0),
        (json!([null]), 0),
        (json!(["roll"]), 0),
        (json!([7]), 0),
        (json!([{}]), 0),
        (json!([{"roll": [3, 3, 3]}]), 0),
        (json!([{"roll": [3, 4, 5, 6, 7, "R", 8]}]), 0),
        (json!([{"roll": [3, 4, 5, 6, 7, "R", 7.0]}]), 0),
        (json!([{"roll": [3, 4, 5, 6, 7, "R", true]}]), 0),
        (json!([{"roll": [3, 4, 5, 6, 7, "R", "r"]}]), 0),
        (json!([{"roll": [3, 4, 5, 6, 7, "R", 3, 3]}]), 0),
        (json!([{"roll": []}]), 0),
        (
            json!([{"roll": [3, 4, 5, 6, 7, "R", 3]}, {"target": 7.0}]),
            1,
        ),
        (
            json!([{"roll": [3, 4, 5, 6, 7, "R", 3]}, {"target": "7"}]),
            1,
        ),
        (
            json!([{"roll": [3, 4, 5, 6, 7, "R", 3]}, {"target": 7, "x": 1}]),
            1,
        ),
        (
            json!([{"roll": [3, 4, 5, 6, 7, "R", 3]}, {"reduce": true}]),
            1,
        ),
        (
            json!([{"roll": [3, 4, 5, 6, 7, "R", 3]}, {"claim": "middle"}]),
            1,
        ),
        (
            json!([{"roll": [3, 4, 5, 6, 7, "R", 3]}, {"frustrate": [1]}]),
            1,
        ),
    ];
    for (actions, index) in cases {
        let record = json!({"players": ["A", "B"], "actions": actions}).to_string();
        let line = bad_stdin(&record);
        let want = format!("bad input: action {index}: ");
        assert!(line.starts_with(&want), "{actions}: {line}");
        assert!(line.len() > want.len(), "a reason follows: {line}");
    }
    // After the RULES.md record: index 5.
    let mut record = rules_record();
    record["actions"]
        .as_array_mut()
        .unwrap()
        .push(json!({"target": 6}));
    let line = bad_stdin(&record.to_string());
    assert!(line.starts_with("bad input: action 5: "), "{line}");
}

#[test]
fn nasty_values_in_actions() {
    let nasty = [
        "123456789012345678901234567890",
        "-1",
        "18446744073709551615",
        "18446744073709551616",
        "-9223372036854775809",
        "1e308",
        "null",
        "\"\\u0000\"",
        "\"R\\n\"",
        "[[[[[[[[]]]]]]]]",
        "{\"R\": 1}",
    ];
    for v in nasty {
        for action in [
            format!("{{\"roll\": [{v}, 3, 3, 3, 3, 3, 3]}}"),
            format!("{{\"target\": {v}}}"),
            format!("{{\"frustrate\": [{v}]}}"),
            format!("{{\"reduce\": {v}}}"),
            format!("{{\"claim\": {{\"steal\": {v}, \"discard\": 3}}}}"),
            format!("{{\"claim\": {{\"steal\": 1, \"discard\": {v}}}}}"),
        ] {
            let record = format!(
                "{{\"players\": [\"A\", \"B\"], \"actions\": [{{\"roll\": [4, 4, 3, 3, 3, 3, \"R\"]}}, {{\"target\": 3}}, {action}]}}"
            );
            let line = bad_stdin(&record);
            assert!(
                line.starts_with("bad input: action 2: "),
                "{action}: {line}"
            );
        }
    }
    // A huge list of faces.
    let record = format!(
        "{{\"players\": [\"A\", \"B\"], \"actions\": [{{\"roll\": [{}3]}}]}}",
        "3, ".repeat(100_000)
    );
    assert_eq!(
        bad_stdin(&record),
        "bad input: action 0: the throw needs 7 dice, got 100001 faces"
    );
}

#[test]
fn unreadable_files() {
    let missing = std::env::temp_dir().join("pechvogel-no-such-file.json");
    let line = bad(&run(&["replay", missing.to_str().unwrap()], None));
    assert!(line.contains("pechvogel-no-such-file.json"), "{line}");
    bad(&run(
        &["replay", std::env::temp_dir().to_str().unwrap()],
        None,
    ));
    // A path with a line break still gives one line.
    bad(&run(&["replay", "no\nsuch\nfile"], None));
    bad(&run(&["replay", ""], None));
}

#[test]
fn wrong_usage_of_replay() {
    let line = bad(&run(&["replay"], None));
    assert!(line.contains("usage"), "{line}");
    let path = temp_file("two.json", rules_record().to_string().as_bytes());
    let p = path.to_str().unwrap();
    bad(&run(&["replay", p, p], None));
    bad(&run(&["replay", "-", "-"], Some(b"{}")));
}

#[test]
fn wrong_usage_at_the_top_level_exits_2() {
    for args in [&[][..], &["replay-all"], &["REPLAY", "-"], &["--nope"]] {
        let line = bad(&run(args, None));
        assert!(line.starts_with("bad input: usage: "), "{args:?}: {line}");
    }
}

#[cfg(unix)]
#[test]
fn a_non_utf8_argument_is_bad_usage() {
    use std::os::unix::ffi::OsStrExt;
    let out = Command::new(env!("CARGO_BIN_EXE_pechvogel"))
        .arg(std::ffi::OsStr::from_bytes(b"replay\xff"))
        .output()
        .expect("the binary runs");
    let line = bad(&out);
    assert!(line.contains("not UTF-8"), "{line}");
}

#[test]
fn help_explains_the_commands() {
    for flag in ["--help", "-h"] {
        let out = run(&[flag], None);
        assert_eq!(out.status.code(), Some(0));
        assert!(out.stderr.is_empty());
        let help = text(&out.stdout);
        assert!(help.contains("replay FILE"), "{help}");
        assert!(help.contains("stdin"), "{help}");
        assert!(help.contains("bad input"), "{help}");
    }
}

#[test]
fn empty_stdin_and_binary_junk_never_panic() {
    bad(&run(&["replay", "-"], Some(b"")));
    bad(&run(
        &["replay", "-"],
        Some(&[0u8, 159, 146, 150, 255, 10, 13]),
    ));
    let junk: Vec<u8> = (0..4096u64)
        .map(|i| (i * 2_654_435_761 % 251) as u8)
        .collect();
    bad(&run(&["replay", "-"], Some(&junk)));
}
