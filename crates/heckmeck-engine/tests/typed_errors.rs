//! A refused record's error is data, not words: the envelope's kind, the players' rule, the
//! `short_game` switch, or the action's index with why it cannot be read ([`ReadError`])
//! or the rule it breaks ([`RuleError`]). Every kind of unreadable action a record can hold
//! is reached here, and each error's `Display` is the command line's text (HECKMECK.md),
//! word for word.

use dice_core::record::{Integer, KeyError, OptionError};
use dice_core::{ActionError, Echo, PlayersError, RecordError};
use heckmeck_engine::{Awaiting, Face, Game, ParseThrowError, ReadError, RuleError, Throw};

type Error = heckmeck_engine::RecordError;

/// The record of Ann and Bob with these actions (JSON text, comma-separated).
fn record(actions: &str) -> String {
    format!(r#"{{"players": ["Ann", "Bob"], "actions": [{actions}]}}"#)
}

/// Why `text` is refused (it must be).
#[track_caller]
fn refused(text: &str) -> Error {
    match Game::replay_json(text) {
        Ok(game) => panic!("accepted: {}", game.state_json()),
        Err(e) => e,
    }
}

fn value(json_text: &str) -> Echo {
    Echo::value(&json_text)
}

/// Every kind of [`ReadError`] by name (a new kind must be added here, and then reached).
fn kind(e: &ReadError) -> &'static str {
    match e {
        ReadError::Shape(KeyError::NotAnObject(_)) => "not an object",
        ReadError::Shape(KeyError::NotOneKey(_)) => "not one key",
        ReadError::UnknownAction(_) => "unknown action",
        ReadError::RollNotAList(_) => "roll not a list",
        ReadError::FaceNotOnDice(_) => "face not on the dice",
        ReadError::FaceNotAFace(_) => "face not a face",
        // No record reaches it: any count a throw cannot hold is a wrong count for the
        // game (see the next test). Kept so that reading never has to panic.
        ReadError::DiceCount(_) => "dice count",
        ReadError::NoSuchTile(_) => "no such tile",
        ReadError::TakeNotAnInteger(_) => "take not an integer",
    }
}

#[test]
fn every_unreadable_action_is_its_read_error_with_its_data() {
    let long_list = format!("[{}]", vec!["1"; 100].join(","));
    let cases: Vec<(String, ReadError, String)> = vec![
        (
            "3".into(),
            ReadError::Shape(KeyError::NotAnObject(value("3"))),
            "unknown action 3: expected an object with one key".into(),
        ),
        (
            r#"{"keep": 1, "take": 21}"#.into(),
            ReadError::Shape(KeyError::NotOneKey(value(r#"{"keep":1,"take":21}"#))),
            r#"unknown action {"keep":1,"take":21}: expected exactly one key"#.into(),
        ),
        (
            r#"{"pass": true}"#.into(),
            ReadError::UnknownAction(Echo::string("pass")),
            r#"unknown action "pass""#.into(),
        ),
        (
            r#"{"roll": 3}"#.into(),
            ReadError::RollNotAList(value("3")),
            "roll must be a list of faces, not 3".into(),
        ),
        (
            format!(r#"{{"roll": {{"x": {long_list}}}}}"#),
            ReadError::RollNotAList(Echo {
                text: format!(r#"{{"x":{long_list}}}"#).chars().take(60).collect(),
                cut: true,
                quoted: false,
            }),
            format!(
                "roll must be a list of faces, not {}…",
                format!(r#"{{"x":{long_list}}}"#)
                    .chars()
                    .take(60)
                    .collect::<String>()
            ),
        ),
        (
            r#"{"roll": [1, 6, "x"]}"#.into(),
            ReadError::FaceNotOnDice(Integer(6)),
            r#"face 6 is not on the dice (1-5 or "W")"#.into(),
        ),
        (
            r#"{"roll": [-1]}"#.into(),
            ReadError::FaceNotOnDice(Integer(-1)),
            r#"face -1 is not on the dice (1-5 or "W")"#.into(),
        ),
        (
            r#"{"roll": ["w"]}"#.into(),
            ReadError::FaceNotAFace(value(r#""w""#)),
            r#"face "w" must be an integer 1-5 or "W""#.into(),
        ),
        (
            r#"{"keep": 0}"#.into(),
            ReadError::FaceNotOnDice(Integer(0)),
            r#"face 0 is not on the dice (1-5 or "W")"#.into(),
        ),
        (
            r#"{"keep": [5]}"#.into(),
            ReadError::FaceNotAFace(value("[5]")),
            r#"face [5] must be an integer 1-5 or "W""#.into(),
        ),
        (
            r#"{"take": 37}"#.into(),
            ReadError::NoSuchTile(Integer(37)),
            "tile 37 does not exist (tiles are 21-36)".into(),
        ),
        (
            r#"{"take": -21}"#.into(),
            ReadError::NoSuchTile(Integer(-21)),
            "tile -21 does not exist (tiles are 21-36)".into(),
        ),
        (
            r#"{"take": "21"}"#.into(),
            ReadError::TakeNotAnInteger(value(r#""21""#)),
            r#"take "21" must be an integer 21-36"#.into(),
        ),
    ];
    let mut kinds = std::collections::BTreeSet::new();
    for (action, error, words) in cases {
        let e = refused(&record(&action));
        assert_eq!(
            e,
            RecordError::Action {
                index: 0,
                error: ActionError::Unreadable(error.clone()),
            },
            "{action}"
        );
        assert_eq!(e.to_string(), format!("action 0: {words}"), "{action}");
        kinds.insert(kind(&error));
    }
    // Every kind but the one no record reaches.
    assert_eq!(kinds.len(), 8, "{kinds:?}");
    assert!(!kinds.contains("dice count"));
}

/// A throw of no faces or of more than eight is the rule it breaks: a wrong count, or why
/// no throw is due at all; a legal-looking action the rules refuse is the rule's error.
#[test]
fn a_refused_action_is_its_index_and_the_rule() {
    let eight = r#"{"roll": ["W", 1, 2, 3, 4, 5, 5, 5]}"#;
    for (actions, index, rule, words) in [
        (
            r#"{"roll": []}"#.to_string(),
            0,
            RuleError::WrongDiceCount {
                expected: 8,
                got: 0,
            },
            "the throw needs 8 dice, got 0 faces",
        ),
        (
            r#"{"roll": [1, 1, 1, 1, 1, 1, 1, 1, 1]}"#.into(),
            0,
            RuleError::WrongDiceCount {
                expected: 8,
                got: 9,
            },
            "the throw needs 8 dice, got 9 faces",
        ),
        (
            format!(r#"{eight}, {{"roll": []}}"#),
            1,
            RuleError::RollNotDue(Awaiting::Keep),
            "no throw is due while awaiting keep",
        ),
        (
            r#"{"keep": "W"}"#.into(),
            0,
            RuleError::KeepNotDue(Awaiting::Roll),
            "no keep is due while awaiting roll",
        ),
        (
            format!(
                r#"{eight}, {{"keep": 1}}, {{"roll": [1, 2, 3, 4, 5, "W", "W"]}}, {{"keep": 1}}"#
            ),
            3,
            RuleError::AlreadyKept(Face::One),
            "1 was kept already this turn",
        ),
    ] {
        let e = refused(&record(&actions));
        assert_eq!(
            e,
            RecordError::Action {
                index,
                error: ActionError::Rule(rule),
            },
            "{actions}"
        );
        assert_eq!(e.to_string(), format!("action {index}: {words}"));
    }
}

/// The tests' and tools' short form of a throw (`"WW123351"`) says what is wrong, typed.
#[test]
fn a_throw_written_short_is_read_or_refused_typed() {
    assert_eq!("W1".parse::<Throw>().map(|t| t.len()), Ok(2));
    for (text, error, words) in [
        (
            "1w",
            ParseThrowError::NotAFace('w'),
            "'w' is not a face (1-5 or W)",
        ),
        (
            "",
            ParseThrowError::Dice(0),
            "a throw has 1 to 8 dice, not 0",
        ),
        (
            "111111111",
            ParseThrowError::Dice(9),
            "a throw has 1 to 8 dice, not 9",
        ),
    ] {
        assert_eq!(text.parse::<Throw>(), Err(error));
        assert_eq!(error.to_string(), words);
    }
}

#[test]
fn the_short_game_switch_and_the_players_are_typed() {
    let names = |n: usize| {
        let names: Vec<String> = (0..n).map(|i| format!("\"P{i}\"")).collect();
        names.join(", ")
    };
    let cases: Vec<(String, Error, &str)> = vec![
        (
            format!(
                r#"{{"players": [{}], "short_game": 1, "actions": []}}"#,
                names(5)
            ),
            RecordError::Option {
                key: "short_game",
                error: OptionError::NotABool(value("1")),
            },
            "short_game: must be true or false, not 1",
        ),
        (
            format!(
                r#"{{"players": [{}], "short_game": true, "actions": []}}"#,
                names(3)
            ),
            RecordError::Option {
                key: "short_game",
                error: OptionError::Players {
                    given: 3,
                    min: 5,
                    max: 7,
                },
            },
            "short_game: the short game is for 5 to 7 players, not 3",
        ),
        (
            format!(r#"{{"players": [{}], "actions": []}}"#, names(8)),
            RecordError::Players(PlayersError::Count {
                given: 8,
                min: 2,
                max: 7,
            }),
            "players: 8 players; the game needs 2 to 7",
        ),
    ];
    for (text, error, words) in cases {
        let e = refused(&text);
        assert_eq!(e, error, "{text}");
        assert_eq!(e.to_string(), words, "{text}");
    }
}
