//! `pechvogel heckmeck replay` as a user runs it: the state JSON and exit 0, or exit 2 with
//! an empty stdout and exactly one `bad input: …` line on stderr, with the prefixes of
//! HECKMECK.md's settled point 18. Nothing may panic, whatever the input. Expected states
//! are written by hand from HECKMECK.md.

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::{json, Value};

mod common;
use common::{bad, good, run, temp_file, text, BIN};

/// Replays `record` from stdin; must succeed. Returns the state.
#[track_caller]
fn good_stdin(record: &str) -> Value {
    good(&run(&["heckmeck", "replay", "-"], Some(record.as_bytes())))
}

/// Replays `record` from stdin; must be refused. Returns the stderr line.
#[track_caller]
fn bad_stdin(record: &str) -> String {
    bad(&run(&["heckmeck", "replay", "-"], Some(record.as_bytes())))
}

/// The record printed in HECKMECK.md's "Game record" section.
fn contract_record() -> Value {
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

/// Its state, as HECKMECK.md prints it.
fn contract_state() -> Value {
    json!({
      "players": [
        {"name": "Jonathan", "stack": [24], "worms": 1},
        {"name": "Heather", "stack": [], "worms": 0},
        {"name": "Nicole", "stack": [], "worms": 0}
      ],
      "grill": [21, 22, 23, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36],
      "face_down": [],
      "short_game": false,
      "active": 1,
      "awaiting": "keep",
      "board": {"throw": [1, 1, 1, 1, 3, 3, 5, "W"], "kept": [], "sum": 0, "worm": false, "dice_left": 8},
      "game_over": false,
      "winners": []
    })
}

/// A turn taking `tile`: `w` worms from the first throw, `k` dice of face `f` from the
/// second, with 5w + fk = `tile`.
fn take_turn(tile: u8) -> Vec<Value> {
    for w in 1..=7u8 {
        for f in 1..=5u8 {
            let rest = i32::from(tile) - 5 * i32::from(w);
            if rest > 0 && rest % i32::from(f) == 0 && w + (rest / i32::from(f)) as u8 <= 8 {
                let k = (rest / i32::from(f)) as u8;
                let filler = if f == 1 { 2 } else { 1 };
                let mut first = vec![json!("W"); usize::from(w)];
                first.extend(std::iter::repeat_n(json!(filler), usize::from(8 - w)));
                let mut second = vec![json!(f); usize::from(k)];
                second.extend(std::iter::repeat_n(json!("W"), usize::from(8 - w - k)));
                return vec![
                    json!({ "roll": first }),
                    json!({"keep": "W"}),
                    json!({ "roll": second }),
                    json!({ "keep": f }),
                    json!({ "take": tile }),
                ];
            }
        }
    }
    panic!("no turn reaches {tile}");
}

// ----- good records ---------------------------------------------------------------------

#[test]
fn replay_the_contract_record_from_a_file() {
    let path = temp_file("contract.json", contract_record().to_string().as_bytes());
    let out = run(&["heckmeck", "replay", path.to_str().unwrap()], None);
    assert_eq!(good(&out), contract_state());
    // The keys come in the contract's order.
    let stdout = text(&out.stdout);
    let order = [
        "\"players\"",
        "\"grill\"",
        "\"face_down\"",
        "\"short_game\"",
        "\"active\"",
        "\"awaiting\"",
        "\"board\"",
        "\"game_over\"",
        "\"winners\"",
    ]
    .map(|k| stdout.find(k).unwrap_or_else(|| panic!("{k} in {stdout}")));
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{stdout}");
    let board = [
        "\"throw\"",
        "\"kept\"",
        "\"sum\"",
        "\"worm\"",
        "\"dice_left\"",
    ]
    .map(|k| stdout.find(k).unwrap());
    assert!(board.windows(2).all(|w| w[0] < w[1]), "{stdout}");
}

#[test]
fn replay_stdin_pretty_printed() {
    let pretty = serde_json::to_string_pretty(&contract_record()).unwrap();
    assert_eq!(good_stdin(&pretty), contract_state());
}

#[test]
fn replay_the_initial_state_and_ignore_other_keys() {
    let record = r#"{"comment": "new game", "players": ["Ann", "Bob"], "actions": [], "v": 1}"#;
    assert_eq!(
        good_stdin(record),
        json!({
            "players": [
                {"name": "Ann", "stack": [], "worms": 0},
                {"name": "Bob", "stack": [], "worms": 0}
            ],
            "grill": [21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36],
            "face_down": [],
            "short_game": false,
            "active": 0,
            "awaiting": "roll",
            "board": {"throw": null, "kept": [], "sum": 0, "worm": false, "dice_left": 8},
            "game_over": false,
            "winners": []
        })
    );
}

/// Ann and Bob take all sixteen tiles in turn, two of each worm count each: 20 worms
/// each, and Bob holds the 36.
#[test]
fn replay_a_finished_game_with_a_tie() {
    let ann = [21, 22, 25, 26, 29, 30, 33, 34];
    let bob = [23, 24, 27, 28, 31, 32, 35, 36];
    let mut actions = Vec::new();
    for (a, b) in ann.iter().zip(&bob) {
        actions.extend(take_turn(*a));
        actions.extend(take_turn(*b));
    }
    let record = json!({"players": ["Ann", "Bob"], "actions": actions}).to_string();
    assert_eq!(
        good_stdin(&record),
        json!({
            "players": [
                {"name": "Ann", "stack": ann, "worms": 20},
                {"name": "Bob", "stack": bob, "worms": 20}
            ],
            "grill": [],
            "face_down": [],
            "short_game": false,
            "active": null,
            "awaiting": "game_over",
            "board": {"throw": null, "kept": [], "sum": 0, "worm": false, "dice_left": 8},
            "game_over": true,
            "winners": [1]
        })
    );
    // One more action is refused and named by its index.
    let n = actions.len();
    actions.push(json!({"roll": [1, 1, 1, 1, 1, 1, 1, 1]}));
    let record = json!({"players": ["Ann", "Bob"], "actions": actions}).to_string();
    assert_eq!(
        bad_stdin(&record),
        format!("bad input: action {n}: the game is over")
    );
}

/// Heather (7b) gives back her 30, the highest tile on the grill: it stays face up, or in
/// the short game it is turned face down.
#[test]
fn replay_the_short_game() {
    let names = ["Tom", "Nicole", "Jonathan", "Steven", "Heather"];
    let mut actions = Vec::new();
    for t in [31, 32, 33, 34, 30, 35, 36, 21, 22] {
        actions.extend(take_turn(t));
    }
    actions.extend([
        json!({"roll": [1, 2, 2, 2, 2, 2, 2, 2]}),
        json!({"keep": 1}),
        json!({"roll": [1, 1, 1, 1, 1, 1, 1]}),
    ]);
    let players = json!([
        {"name": "Tom", "stack": [31, 35], "worms": 7},
        {"name": "Nicole", "stack": [32, 36], "worms": 7},
        {"name": "Jonathan", "stack": [33, 21], "worms": 5},
        {"name": "Steven", "stack": [34, 22], "worms": 5},
        {"name": "Heather", "stack": [], "worms": 0}
    ]);
    let empty = json!({"throw": null, "kept": [], "sum": 0, "worm": false, "dice_left": 8});
    for (short, grill, face_down) in [
        (None, json!([23, 24, 25, 26, 27, 28, 29, 30]), json!([])),
        (
            Some(false),
            json!([23, 24, 25, 26, 27, 28, 29, 30]),
            json!([]),
        ),
        (Some(true), json!([23, 24, 25, 26, 27, 28, 29]), json!([30])),
    ] {
        let mut record = json!({"players": names, "actions": actions});
        if let Some(s) = short {
            record["short_game"] = json!(s);
        }
        assert_eq!(
            good_stdin(&record.to_string()),
            json!({
                "players": players, "grill": grill, "face_down": face_down,
                "short_game": short == Some(true), "active": 0, "awaiting": "roll",
                "board": empty, "game_over": false, "winners": []
            })
        );
    }
}

#[test]
fn unicode_and_odd_names_come_back_exactly() {
    let names = json!([
        "Ørjan 🐦‍⬛",
        "名前",
        "line\nbreak",
        "quote\"back\\slash",
        "\u{0}nul",
        "tab\tand\u{7f}"
    ]);
    let record = json!({"players": names, "actions": []}).to_string();
    let state = good_stdin(&record);
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
        "{\"players\": [\"A\", \"B\"], \"actions\": [{\"roll\": [NaN]}]}",
        "{\"players\": [\"A\", \"B\"], \"actions\": [{\"take\": Infinity}]}",
        "{\"players\": [\"A\", \"B\",], \"actions\": []}",
        "\u{feff}{\"players\": [\"A\", \"B\"], \"actions\": []}",
    ] {
        let line = bad_stdin(input);
        assert!(
            line.starts_with("bad input: malformed JSON: "),
            "{input:?}: {line}"
        );
    }
    // Deep nesting is malformed, not a crash.
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert!(bad_stdin(&deep).starts_with("bad input: malformed JSON: "));
}

#[test]
fn invalid_utf8_is_refused() {
    bad(&run(
        &["heckmeck", "replay", "-"],
        Some(b"{\"players\": [\"\xff\", \"B\"], \"actions\": []}"),
    ));
    let path = temp_file(
        "latin1.json",
        b"{\"players\": [\"J\xf6rg\", \"B\"], \"actions\": []}",
    );
    bad(&run(&["heckmeck", "replay", path.to_str().unwrap()], None));
}

#[test]
fn players_problems() {
    for (players, want) in [
        (
            json!([]),
            "bad input: players: 0 players; the game needs 2 to 7",
        ),
        (
            json!(["A"]),
            "bad input: players: 1 players; the game needs 2 to 7",
        ),
        (
            json!(["A", "B", "C", "D", "E", "F", "G", "H"]),
            "bad input: players: 8 players; the game needs 2 to 7",
        ),
        (
            json!(["A", "A"]),
            "bad input: players: name 1 \"A\" repeats name 0",
        ),
        (json!(["A", ""]), "bad input: players: name 1 is empty"),
        (json!(["A", "   "]), "bad input: players: name 1 is empty"),
        (json!(["\t\n", "B"]), "bad input: players: name 0 is empty"),
        (
            json!(["A", 7]),
            "bad input: players: name 1 is not a string",
        ),
        (
            json!(["A", null]),
            "bad input: players: name 1 is not a string",
        ),
        (json!("A, B"), "bad input: players: must be a list of names"),
        (json!(null), "bad input: players: must be a list of names"),
    ] {
        let record = json!({"players": players, "actions": []}).to_string();
        assert_eq!(bad_stdin(&record), want, "{players}");
    }
    // Seven players are fine; names differing only in case or spaces too.
    let record = json!({"players": ["A", "a", "A ", "B", "C", "D", "E"], "actions": []});
    good_stdin(&record.to_string());
}

#[test]
fn short_game_problems() {
    for n in [2, 3, 4] {
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let record = json!({"players": names, "short_game": true, "actions": []}).to_string();
        assert_eq!(
            bad_stdin(&record),
            format!("bad input: short_game: the short game is for 5 to 7 players, not {n}")
        );
    }
    for v in [
        json!(1),
        json!("true"),
        json!(null),
        json!([true]),
        json!({}),
    ] {
        let record = json!({"players": ["A", "B", "C", "D", "E"], "short_game": v, "actions": []})
            .to_string();
        let line = bad_stdin(&record);
        assert_eq!(
            line,
            format!("bad input: short_game: must be true or false, not {v}")
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
        "{\"players\": [\"A\", \"B\"], \"actions\": \"roll\"}",
    ] {
        let line = bad_stdin(record);
        assert!(line.starts_with("bad input: record: "), "{record}: {line}");
    }
}

#[test]
fn action_problems_name_the_index() {
    let first = json!({"roll": [1, 2, 3, 4, 5, "W", 1, 1]});
    let cases: Vec<(Vec<Value>, &str)> = vec![
        (
            vec![json!({"keep": 1})],
            "action 0: no keep is due while awaiting roll",
        ),
        (
            vec![json!({"take": 21})],
            "action 0: no tile can be taken without a worm",
        ),
        (
            vec![json!(null)],
            "action 0: unknown action null: expected an object with one key",
        ),
        (
            vec![json!("roll")],
            "action 0: unknown action \"roll\": expected an object with one key",
        ),
        (
            vec![json!(7)],
            "action 0: unknown action 7: expected an object with one key",
        ),
        (
            vec![json!({})],
            "action 0: unknown action {}: expected exactly one key",
        ),
        (
            vec![json!({"stop": true})],
            "action 0: unknown action \"stop\"",
        ),
        (
            vec![json!({"roll": [1, 1, 1]})],
            "action 0: the throw needs 8 dice, got 3 faces",
        ),
        (
            vec![json!({"roll": []})],
            "action 0: the throw needs 8 dice, got 0 faces",
        ),
        (
            vec![json!({"roll": [1, 1, 1, 1, 1, 1, 1, 1, 1]})],
            "action 0: the throw needs 8 dice, got 9 faces",
        ),
        (
            vec![json!({"roll": [1, 2, 3, 4, 5, "W", 1, 6]})],
            "action 0: face 6 is not on the dice (1-5 or \"W\")",
        ),
        (
            vec![json!({"roll": [1, 2, 3, 4, 5, "W", 1, 5.0]})],
            "action 0: face 5.0 must be an integer 1-5 or \"W\"",
        ),
        (
            vec![json!({"roll": [1, 2, 3, 4, 5, "W", 1, true]})],
            "action 0: face true must be an integer 1-5 or \"W\"",
        ),
        (
            vec![json!({"roll": [1, 2, 3, 4, 5, "W", 1, "5"]})],
            "action 0: face \"5\" must be an integer 1-5 or \"W\"",
        ),
        (
            vec![json!({"roll": [1, 2, 3, 4, 5, "w", 1, 1]})],
            "action 0: face \"w\" must be an integer 1-5 or \"W\"",
        ),
        (
            vec![json!({"roll": [1, 2, 3, 4, 5, "6", 1, 1]})],
            "action 0: face \"6\" must be an integer 1-5 or \"W\"",
        ),
        (
            vec![first.clone(), json!({"keep": "w"})],
            "action 1: face \"w\" must be an integer 1-5 or \"W\"",
        ),
        (
            vec![first.clone(), json!({"keep": 6})],
            "action 1: face 6 is not on the dice (1-5 or \"W\")",
        ),
        (
            vec![first.clone(), json!({"keep": 1, "x": 1})],
            "action 1: unknown action {\"keep\":1,\"x\":1}: expected exactly one key",
        ),
        (
            vec![first.clone(), json!({"roll": [1, 1, 1, 1, 1, 1, 1, 1]})],
            "action 1: no throw is due while awaiting keep",
        ),
        (
            vec![first.clone(), json!({"take": 21})],
            "action 1: no take is due while awaiting keep",
        ),
        (
            vec![first.clone(), json!({"keep": "W"}), json!({"take": 21})],
            "action 2: no tile can be taken with 5: the lowest tile is 21",
        ),
        (
            vec![first.clone(), json!({"keep": "W"}), json!({"take": 21.0})],
            "action 2: take 21.0 must be an integer 21-36",
        ),
        (
            vec![first.clone(), json!({"keep": "W"}), json!({"take": 37})],
            "action 2: tile 37 does not exist (tiles are 21-36)",
        ),
        (
            vec![
                json!({"roll": ["W", "W", "W", "W", 1, 2, 3, 4]}),
                json!({"keep": "W"}),
                json!({"roll": [4, 4, 2, 3]}),
                json!({"keep": 4}),
                json!({"take": 27}),
            ],
            "action 4: take 27: the tile to take from the grill is 28",
        ),
    ];
    for (actions, want) in cases {
        let record = json!({"players": ["A", "B"], "actions": actions}).to_string();
        assert_eq!(
            bad_stdin(&record),
            format!("bad input: {want}"),
            "{actions:?}"
        );
    }
    // After the contract's record: index 8.
    let mut record = contract_record();
    record["actions"]
        .as_array_mut()
        .unwrap()
        .push(json!({"keep": 2}));
    assert_eq!(
        bad_stdin(&record.to_string()),
        "bad input: action 8: the throw does not show 2"
    );
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
        "\"W\\n\"",
        "[[[[[[[[]]]]]]]]",
        "{\"W\": 1}",
    ];
    for v in nasty {
        for action in [
            format!("{{\"roll\": [{v}, 3, 3, 3, 3, 3, 3]}}"),
            format!("{{\"roll\": {v}}}"),
            format!("{{\"keep\": {v}}}"),
            format!("{{\"take\": {v}}}"),
        ] {
            let record = format!(
                "{{\"players\": [\"A\", \"B\"], \"actions\": [{{\"roll\": [\"W\", 4, 3, 3, 3, 3, 3, 3]}}, {{\"keep\": \"W\"}}, {action}]}}"
            );
            let line = bad_stdin(&record);
            assert!(
                line.starts_with("bad input: action 2: "),
                "{action}: {line}"
            );
        }
    }
    // A huge list of faces: the count, not the faces.
    let record = format!(
        "{{\"players\": [\"A\", \"B\"], \"actions\": [{{\"roll\": [{}3]}}]}}",
        "3, ".repeat(100_000)
    );
    assert_eq!(
        bad_stdin(&record),
        "bad input: action 0: the throw needs 8 dice, got 100001 faces"
    );
    // A huge key or value is cut short in the message.
    let huge = "x".repeat(100_000);
    for action in [json!({ huge.clone(): 1 }), json!({"take": huge.clone()})] {
        let record = json!({"players": ["A", "B"], "actions": [action]}).to_string();
        let line = bad_stdin(&record);
        assert!(line.len() < 200 && line.contains('…'), "{line}");
    }
}

#[test]
fn unreadable_files() {
    let missing = std::env::temp_dir().join("heckmeck-no-such-file.json");
    let line = bad(&run(
        &["heckmeck", "replay", missing.to_str().unwrap()],
        None,
    ));
    assert!(line.starts_with("bad input: cannot read "), "{line}");
    assert!(line.contains("heckmeck-no-such-file.json"), "{line}");
    bad(&run(
        &["heckmeck", "replay", std::env::temp_dir().to_str().unwrap()],
        None,
    ));
    // A path with a line break still gives one line.
    bad(&run(&["heckmeck", "replay", "no\nsuch\nfile"], None));
    bad(&run(&["heckmeck", "replay", ""], None));
}

#[test]
fn wrong_usage_exits_2() {
    for args in [
        &["heckmeck"][..],
        &["heckmeck", "replay"],
        &["heckmeck", "replay", "-", "-"],
        &["heckmeck", "REPLAY", "-"],
        &["heckmeck", "nope"],
        &["heckmeck", "replay\n", "-"],
    ] {
        let line = bad(&run(args, Some(b"{}")));
        assert!(line.starts_with("bad input: usage: "), "{args:?}: {line}");
        assert!(line.contains("heckmeck replay FILE"), "{args:?}: {line}");
    }
    let path = temp_file("two.json", contract_record().to_string().as_bytes());
    let p = path.to_str().unwrap();
    bad(&run(&["heckmeck", "replay", p, p], None));
}

#[test]
fn help_lists_the_heckmeck_replay() {
    let out = run(&["--help"], None);
    assert_eq!(out.status.code(), Some(0));
    let help = text(&out.stdout);
    assert!(help.contains("pechvogel heckmeck replay FILE"), "{help}");
}

#[test]
fn empty_stdin_and_binary_junk_never_panic() {
    bad(&run(&["heckmeck", "replay", "-"], Some(b"")));
    bad(&run(
        &["heckmeck", "replay", "-"],
        Some(&[0u8, 159, 146, 150, 255, 10, 13]),
    ));
    let junk: Vec<u8> = (0..4096u64)
        .map(|i| (i * 2_654_435_761 % 251) as u8)
        .collect();
    bad(&run(&["heckmeck", "replay", "-"], Some(&junk)));
}

#[test]
fn a_closed_stdout_is_no_panic() {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let mut child = Command::new(BIN)
        .args(["heckmeck", "replay", "-"])
        .stdin(Stdio::piped())
        .stdout(writer)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    {
        let mut pipe = child.stdin.take().unwrap();
        pipe.write_all(contract_record().to_string().as_bytes())
            .unwrap();
    }
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert!(out.stderr.is_empty(), "{}", text(&out.stderr));
}

#[test]
fn pechvogel_replay_is_untouched() {
    // A Heckmeck record is no Pechvogel record, and the other way round.
    let line = bad(&run(
        &["replay", "-"],
        Some(contract_record().to_string().as_bytes()),
    ));
    assert!(line.starts_with("bad input: action 0: "), "{line}");
    let pechvogel =
        json!({"players": ["A", "B"], "actions": [{"roll": [7, 7, "R", "R", 3, 4, 5]}]});
    let line = bad_stdin(&pechvogel.to_string());
    assert_eq!(
        line,
        "bad input: action 0: face 7 is not on the dice (1-5 or \"W\")"
    );
    good(&run(
        &["replay", "-"],
        Some(pechvogel.to_string().as_bytes()),
    ));
}
