//! A refused record's error is data, not words: the envelope's kind, the players' rule, or
//! the action's index with why it cannot be read ([`ReadError`]) or the rule it breaks
//! ([`RuleError`]). Every kind of unreadable action is reached by a record here, and each
//! error's `Display` is the command line's text (RULES.md §14), word for word.

use dice_core::json;
use dice_core::record::{Integer, KeyError, ShapeError};
use dice_core::{ActionError, Echo, NameError, PlayersError, RecordError};
use pechvogel_engine::{Awaiting, ParseThrowError, ReadError, Record, RuleError, Throw};

type Error = pechvogel_engine::RecordError;

/// The record of Ann, Bob and Cid with these actions (JSON text, comma-separated).
fn record(actions: &str) -> String {
    format!(r#"{{"players": ["Ann", "Bob", "Cid"], "actions": [{actions}]}}"#)
}

/// Why `text` is refused (it must be).
#[track_caller]
fn refused(text: &str) -> Error {
    match Record::replay_json(text) {
        Ok(game) => panic!("accepted: {}", game.state_json()),
        Err(e) => e,
    }
}

fn string(s: &str) -> Echo {
    Echo::string(s)
}

fn value(json_text: &str) -> Echo {
    Echo::value(&json_text)
}

/// Unreadable action 0 of Ann, Bob and Cid's record: the action, its error and its words.
fn unreadable() -> Vec<(String, ReadError, String)> {
    let long_key = "k".repeat(100);
    let long_list = format!("[{}]", vec!["1"; 100].join(","));
    let cases: Vec<(String, ReadError, &str)> = vec![
        (
            "null".into(),
            ReadError::Shape(KeyError::NotAnObject(value("null"))),
            "unknown action null: expected an object with one key",
        ),
        (
            "{}".into(),
            ReadError::Shape(KeyError::NotOneKey(value("{}"))),
            "unknown action {}: expected exactly one key",
        ),
        (
            r#"{"dance": 1}"#.into(),
            ReadError::UnknownAction(string("dance")),
            r#"unknown action "dance""#,
        ),
        (
            format!(r#"{{"{long_key}": 1}}"#),
            ReadError::UnknownAction(Echo {
                text: "k".repeat(60),
                cut: true,
                quoted: true,
            }),
            "",
        ),
        (
            r#"{"roll": 3}"#.into(),
            ReadError::RollNotAList,
            "roll must be a list of faces",
        ),
        (
            r#"{"roll": [3, 4, 8, "x"]}"#.into(),
            ReadError::FaceNotOnDice(Integer(8)),
            r#"face 8 is not on the dice (3-7 or "R")"#,
        ),
        (
            r#"{"roll": [-3]}"#.into(),
            ReadError::FaceNotOnDice(Integer(-3)),
            r#"face -3 is not on the dice (3-7 or "R")"#,
        ),
        (
            r#"{"roll": [18446744073709551615]}"#.into(),
            ReadError::FaceNotOnDice(Integer(i128::from(u64::MAX))),
            r#"face 18446744073709551615 is not on the dice (3-7 or "R")"#,
        ),
        (
            r#"{"roll": [-9223372036854775808]}"#.into(),
            ReadError::FaceNotOnDice(Integer(i128::from(i64::MIN))),
            r#"face -9223372036854775808 is not on the dice (3-7 or "R")"#,
        ),
        (
            r#"{"roll": ["r"]}"#.into(),
            ReadError::FaceNotAFace(value(r#""r""#)),
            r#"face "r" must be an integer 3-7 or "R""#,
        ),
        (
            r#"{"target": 2}"#.into(),
            ReadError::TargetNotOnDice(Integer(2)),
            "target 2 is not a number on the dice",
        ),
        (
            r#"{"target": "3"}"#.into(),
            ReadError::TargetNotAnInteger(value(r#""3""#)),
            r#"target "3" must be an integer 3-7"#,
        ),
        (
            r#"{"frustrate": 1}"#.into(),
            ReadError::FrustrateNotAList,
            "frustrate must be a list of seats",
        ),
        (
            r#"{"frustrate": [1, 256]}"#.into(),
            ReadError::SeatNotAtTable(Integer(256)),
            "seat 256 is not at the table",
        ),
        (
            r#"{"frustrate": [-1]}"#.into(),
            ReadError::SeatNotAtTable(Integer(-1)),
            "seat -1 is not at the table",
        ),
        (
            r#"{"frustrate": [true]}"#.into(),
            ReadError::SeatNotAnInteger(value("true")),
            "seat true must be an integer",
        ),
        (
            r#"{"frustrate": [0, 1, 2, 3, 4, 5]}"#.into(),
            ReadError::TooManyFrustrators {
                listed: 6,
                opponents: 2,
            },
            "frustrate lists 6 seats; at most 2 opponents can frustrate",
        ),
        (
            r#"{"reduce": 1}"#.into(),
            ReadError::ReduceNotTrue(value("1")),
            "reduce must be exactly true, not 1",
        ),
        (
            format!(r#"{{"reduce": {long_list}}}"#),
            ReadError::ReduceNotTrue(Echo {
                text: long_list.chars().take(60).collect(),
                cut: true,
                quoted: false,
            }),
            "",
        ),
        (
            r#"{"claim": "all"}"#.into(),
            ReadError::ClaimNotAClaim,
            r#"claim must be "middle" or {"steal": seat, "discard": value}"#,
        ),
        (
            r#"{"claim": {"steal": "1", "discard": 3}}"#.into(),
            ReadError::StealNotAnInteger(value(r#""1""#)),
            r#"steal "1" must be an integer seat"#,
        ),
        (
            r#"{"claim": {"steal": 999, "discard": 3}}"#.into(),
            ReadError::SeatNotAtTable(Integer(999)),
            "seat 999 is not at the table",
        ),
        (
            r#"{"claim": {"steal": 1, "discard": 8}}"#.into(),
            ReadError::DiscardNotAValue(Integer(8)),
            "discard 8 is not a marker value (3-7)",
        ),
        (
            r#"{"claim": {"steal": 1, "discard": null}}"#.into(),
            ReadError::DiscardNotAnInteger(value("null")),
            "discard null must be an integer 3-7",
        ),
    ];
    cases
        .into_iter()
        .map(|(action, error, words)| {
            // A cut echo is worded by its own display.
            let words = if words.is_empty() {
                error.to_string()
            } else {
                words.to_string()
            };
            (action, error, words)
        })
        .collect()
}

/// Every kind of [`ReadError`] by name (a new kind must be added here, and then reached).
fn kind(e: &ReadError) -> &'static str {
    match e {
        ReadError::Shape(KeyError::NotAnObject(_)) => "not an object",
        ReadError::Shape(KeyError::NotOneKey(_)) => "not one key",
        ReadError::UnknownAction(_) => "unknown action",
        ReadError::RollNotAList => "roll not a list",
        ReadError::FaceNotOnDice(_) => "face not on the dice",
        ReadError::FaceNotAFace(_) => "face not a face",
        ReadError::TargetNotOnDice(_) => "target not on the dice",
        ReadError::TargetNotAnInteger(_) => "target not an integer",
        ReadError::FrustrateNotAList => "frustrate not a list",
        ReadError::SeatNotAtTable(_) => "seat not at the table",
        ReadError::SeatNotAnInteger(_) => "seat not an integer",
        ReadError::TooManyFrustrators { .. } => "too many frustrators",
        ReadError::ReduceNotTrue(_) => "reduce not true",
        ReadError::ClaimNotAClaim => "claim not a claim",
        ReadError::StealNotAnInteger(_) => "steal not an integer",
        ReadError::DiscardNotAValue(_) => "discard not a value",
        ReadError::DiscardNotAnInteger(_) => "discard not an integer",
    }
}

const KINDS: usize = 17;

#[test]
fn every_unreadable_action_is_its_read_error_with_its_data() {
    let mut kinds = std::collections::BTreeSet::new();
    for (action, error, words) in unreadable() {
        let e = refused(&record(&action));
        assert_eq!(
            e,
            RecordError::Action {
                index: 0,
                error: ActionError::Unreadable(error.clone()),
            },
            "{action}"
        );
        assert_eq!(error.to_string(), words, "{action}");
        assert_eq!(e.to_string(), format!("action 0: {words}"), "{action}");
        kinds.insert(kind(&error));
    }
    assert_eq!(kinds.len(), KINDS, "{kinds:?}");
}

/// A throw of no faces or of more than seven breaks the rule of how many dice are due:
/// the rule's error, with the count however large.
#[test]
fn a_throw_of_impossible_length_is_the_rule_it_breaks() {
    let faces = |n: usize| vec!["3"; n].join(", ");
    for (actions, index, rule) in [
        (
            r#"{"roll": []}"#.to_string(),
            0,
            RuleError::WrongDiceCount {
                expected: 7,
                got: 0,
            },
        ),
        (
            format!(r#"{{"roll": [{}]}}"#, faces(300)),
            0,
            RuleError::WrongDiceCount {
                expected: 7,
                got: 300,
            },
        ),
        (
            format!(r#"{{"roll": [{}]}}, {{"roll": []}}"#, faces(7)),
            1,
            RuleError::RollNotDue(Awaiting::Target),
        ),
    ] {
        let e = refused(&record(&actions));
        let words = format!("action {index}: {rule}");
        assert_eq!(
            e,
            RecordError::Action {
                index,
                error: ActionError::Rule(rule),
            }
        );
        assert_eq!(e.to_string(), words);
    }
    assert_eq!(
        refused(&record(&format!(r#"{{"roll": [{}]}}"#, faces(300)))).to_string(),
        "action 0: the throw needs 7 dice, got 300 faces"
    );
    assert_eq!(
        refused(&record(&format!(
            r#"{{"roll": [{}]}}, {{"roll": []}}"#,
            faces(7)
        )))
        .to_string(),
        "action 1: no throw is due while awaiting target"
    );
}

/// The rule a legal-looking action breaks comes straight from the replay, with the index
/// of the action: nothing needs to read the record again to say why.
#[test]
fn a_refused_action_is_its_index_and_the_rule() {
    // Eight turns that each end at once (three ravens on the first throw, target 3), then a
    // first throw without a 6 and the target 6: action 17.
    let raven = r#"{"roll": ["R", "R", "R", 3, 4, 5, 6]}, {"target": 3}"#;
    let mut actions = vec![raven; 8];
    actions.push(r#"{"roll": [3, 3, 4, 4, 5, 5, 7]}, {"target": 6}"#);
    let e = refused(&record(&actions.join(", ")));
    assert_eq!(
        e,
        RecordError::Action {
            index: 17,
            error: ActionError::Rule(RuleError::TargetNotShown(6)),
        }
    );
    assert_eq!(
        e.to_string(),
        "action 17: target 6 is not shown by the first throw"
    );
}

/// The tests' and tools' short form of a throw (`"77RR345"`) says what is wrong, typed.
#[test]
fn a_throw_written_short_is_read_or_refused_typed() {
    assert_eq!("37RR".parse::<Throw>().map(|t| t.len()), Ok(4));
    for (text, error, words) in [
        (
            "38",
            ParseThrowError::NotAFace('8'),
            "'8' is not a face (3-7 or R)",
        ),
        (
            "",
            ParseThrowError::Dice(0),
            "a throw has 1 to 7 dice, not 0",
        ),
        (
            "33333333",
            ParseThrowError::Dice(8),
            "a throw has 1 to 7 dice, not 8",
        ),
    ] {
        assert_eq!(text.parse::<Throw>(), Err(error));
        assert_eq!(error.to_string(), words);
    }
}

#[test]
fn the_envelope_and_the_players_are_typed() {
    let cases: Vec<(&str, Error, &str)> = vec![
        (
            r#""players""#,
            RecordError::Record(ShapeError::NotAnObject),
            r#"record: the top level must be an object with "players" and "actions""#,
        ),
        (
            r#"{"actions": []}"#,
            RecordError::Record(ShapeError::MissingPlayers),
            r#"record: missing "players""#,
        ),
        (
            r#"{"players": ["A", "B"]}"#,
            RecordError::Record(ShapeError::MissingActions),
            r#"record: missing "actions""#,
        ),
        (
            r#"{"players": ["A", "B"], "actions": {}}"#,
            RecordError::Record(ShapeError::ActionsNotAList),
            r#"record: "actions" must be a list"#,
        ),
        (
            r#"{"players": "A", "actions": []}"#,
            RecordError::Players(PlayersError::NotAList),
            "players: must be a list of names",
        ),
        (
            r#"{"players": ["A", 3], "actions": []}"#,
            RecordError::Players(PlayersError::NotAString { index: 1 }),
            "players: name 1 is not a string",
        ),
        (
            r#"{"players": ["A"], "actions": []}"#,
            RecordError::Players(PlayersError::Count {
                given: 1,
                min: 2,
                max: 5,
            }),
            "players: 1 players; the game needs 2 to 5",
        ),
        (
            r#"{"players": ["A", " \t"], "actions": []}"#,
            RecordError::Players(PlayersError::Name {
                index: 1,
                error: NameError::Empty,
            }),
            "players: name 1 is empty",
        ),
        (
            r#"{"players": ["A", "B", "A"], "actions": []}"#,
            RecordError::Players(PlayersError::Repeated {
                index: 2,
                first: 0,
                name: string("A"),
            }),
            r#"players: name 2 "A" repeats name 0"#,
        ),
    ];
    for (text, error, words) in cases {
        let e = refused(text);
        assert_eq!(e, error, "{text}");
        assert_eq!(e.to_string(), words, "{text}");
    }
    // Not JSON: the reader's own error, where it stopped.
    let text = r#"{"players": ["A", "B"], "actions": [}"#;
    let e = refused(text);
    assert_eq!(
        e,
        RecordError::MalformedJson(json::parse(text).unwrap_err())
    );
    assert_eq!(
        e.to_string(),
        "malformed JSON: expected value at line 1 column 37"
    );
}
