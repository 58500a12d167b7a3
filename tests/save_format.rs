//! Saves and preferences keep their format: written as compact JSON with the keys sorted,
//! exactly the text serde_json wrote for the same content before the app stopped using it
//! (serde_json is the reference here, a test-only dependency), and read back to the same
//! save or preferences, whatever the names hold.

use pechvogel_web::shell::prefs::{self, Prefs};
use pechvogel_web::shell::save::{self, SaveError};
use pechvogel_web::shell::seats::Speed;

/// Names that need every kind of escaping, or none.
const NAMES: [&str; 6] = [
    "Ann \"the\" Bold",
    "back\\slash",
    "Zoë 🎲",
    "tab\tand\nline",
    "ctl\u{1}\u{7f}",
    "a/b",
];

/// `text` as serde_json writes the value it reads from it: the format saves were written in.
fn serde_json_form(text: &str) -> String {
    serde_json::from_str::<serde_json::Value>(text)
        .expect("JSON")
        .to_string()
}

#[test]
fn a_version_1_save_reads_and_writes_back_in_the_same_format() {
    pechvogel_web::games::offer();
    let text = include_str!("fixtures/save-v1.json");
    let saved = save::decode(text).expect("a version 1 save reads");
    let again = save::encode(&saved);
    assert_eq!(again, serde_json_form(&again));
    assert_eq!(save::decode(&again), Ok(saved.clone()));
    // The shapes: the record is JSON in the save, the seats are objects, the version is 2.
    let v: serde_json::Value = serde_json::from_str(&again).unwrap();
    assert_eq!(v["version"], 2);
    assert_eq!(v["game"], "pechvogel");
    assert!(v["record"]["actions"].is_array());
    assert_eq!(v["pending"], serde_json::json!([false]));
    assert_eq!(v["seats"][0]["kind"], "human");
    // The record handed to the engine is the record the save holds.
    assert_eq!(saved.record, v["record"].to_string());
}

#[test]
fn saves_round_trip_any_name() {
    pechvogel_web::games::offer();
    let text = include_str!("fixtures/save-v1.json");
    let mut saved = save::decode(text).unwrap();
    for (i, name) in NAMES.iter().enumerate() {
        let seat = i % saved.seats.0.len();
        saved.seats.0[seat].name = name.to_string();
        saved.origin = format!("?names={name}");
        let written = save::encode(&saved);
        assert_eq!(written, serde_json_form(&written), "{name:?}");
        assert_eq!(save::decode(&written), Ok(saved.clone()), "{name:?}");
    }
}

#[test]
fn broken_saves_say_why() {
    pechvogel_web::games::offer();
    // Worded as serde_json worded it.
    let cut = "{\"version\": 2,";
    let serde_error = serde_json::from_str::<serde_json::Value>(cut).unwrap_err();
    let e = save::decode(cut).unwrap_err();
    assert_eq!(e.to_string(), format!("not JSON: {serde_error}"));
    assert!(e.to_string().ends_with("at line 1 column 14"));
    let SaveError::NotJson(at) = e else {
        panic!("{e:?}")
    };
    assert_eq!((at.line, at.column), (1, 14));
    assert_eq!(
        save::decode("{\"version\": 7}").unwrap_err(),
        SaveError::Version(7)
    );
    assert_eq!(
        save::decode("{\"version\": 7}").unwrap_err().to_string(),
        "unknown save version 7"
    );
    // A float is no version.
    assert_eq!(
        save::decode("{\"version\": 2.0}").unwrap_err(),
        SaveError::NoVersion
    );
    // Which field, and what is wrong with it.
    let v2 = |rest: &str| format!(r#"{{"version": 2, "game": "pechvogel", {rest}}}"#);
    assert_eq!(
        save::decode(&v2(r#""seats": [{"name": "A", "kind": "x"}]"#)).unwrap_err(),
        SaveError::SeatKind(dice_core::Echo::string("x"))
    );
    assert_eq!(
        save::decode(&v2(r#""seats": [{"kind": "human"}]"#)).unwrap_err(),
        SaveError::SeatName(0)
    );
    assert_eq!(
        save::decode(&v2(r#""seats": [], "record": {}"#)).unwrap_err(),
        SaveError::NoSeed
    );
}

#[test]
fn preferences_round_trip_in_the_same_format() {
    pechvogel_web::games::offer();
    for (i, name) in NAMES.iter().enumerate() {
        let mut p = Prefs {
            speed: Speed::ALL[i % Speed::ALL.len()],
            show_odds: i % 2 == 0,
            sound: i % 3 == 0,
            coach: i % 4 == 0,
            numerals: i % 5 == 0,
            ..Prefs::default()
        };
        p.seats.0[0].name = name.to_string();
        let text = prefs::encode(&p);
        assert_eq!(text, serde_json_form(&text), "{name:?}");
        // A name the setup refuses (a control character: `check_display_name`) is not one to
        // remember: such preferences read as the defaults.
        let want = match dice_core::check_display_name(name.trim()) {
            Ok(()) => p,
            Err(_) => Prefs::default(),
        };
        assert_eq!(prefs::decode(&text), want, "{name:?}");
    }
    let text = prefs::encode(&Prefs::default());
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let keys: Vec<&String> = v.as_object().unwrap().keys().collect();
    assert_eq!(
        keys,
        [
            "ask_always",
            "coach",
            "game",
            "numerals",
            "seats",
            "show_odds",
            "sound",
            "speed",
            "win_chances"
        ]
    );
}
