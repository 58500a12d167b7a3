//! The names a link or the app's setup takes (`check_display_name`): at most 40 characters
//! of printable text; and the contracts' rule for a record's names (`check_names`), which
//! takes more and is unchanged.

use dice_core::{check_display_name, check_names, Echo, NameError, PlayersError, MAX_NAME_CHARS};

#[test]
fn printable_names_of_up_to_40_characters_are_taken() {
    for name in [
        "Ann",
        "Zoë",
        "李小龍",
        "🎲",
        "👩‍👧 family",           // a zero-width joiner inside a visible name
        "O'Neil \"Q\" \\ <b>", // markup is text (escaped where it is shown)
        " padded ",
        &"x".repeat(MAX_NAME_CHARS),
        &"🎲".repeat(MAX_NAME_CHARS), // 40 characters, 160 bytes
    ] {
        assert_eq!(check_display_name(name), Ok(()), "{name:?}");
    }
}

#[test]
fn other_names_say_why_in_the_contracts_words() {
    let cases = [
        ("", NameError::Empty, "is empty"),
        ("  ", NameError::Empty, "is empty"),
        ("\u{3000}", NameError::Empty, "is empty"),
        (
            &"x".repeat(41),
            NameError::TooLong { max: 40 },
            "is longer than 40 characters",
        ),
        (
            &"🎲".repeat(3_000_000),
            NameError::TooLong { max: 40 },
            "is longer than 40 characters",
        ),
        (
            "Ann\0",
            NameError::Control { position: 3 },
            "has a control character (character 4)",
        ),
        (
            "\nAnn",
            NameError::Control { position: 0 },
            "has a control character (character 1)",
        ),
        (
            "Ann\u{85}",
            NameError::Control { position: 3 },
            "has a control character (character 4)",
        ),
        (
            "\u{200B}",
            NameError::Invisible,
            "shows nothing (only invisible characters)",
        ),
        (
            "\u{200C}\u{200D} \u{2060}\u{FEFF}\u{2800}\u{3164}\u{E0041}",
            NameError::Invisible,
            "shows nothing (only invisible characters)",
        ),
    ];
    for (name, error, words) in cases {
        assert_eq!(check_display_name(name), Err(error), "{name:?}");
        assert_eq!(error.to_string(), words);
    }
    // Whitespace alone is "empty", as the contracts count it.
    assert_eq!(check_display_name("   "), Err(NameError::Empty));
}

#[test]
fn the_contracts_rule_is_unchanged() {
    let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    // Names a link refuses are still a record's names.
    let long = "N".repeat(700_000);
    assert_eq!(
        check_names(&names(&[&long, "B", "\u{200B}", "a\nb"]), 2, 5),
        Ok(())
    );
    // The players' errors are data: which name, what is wrong, the numbers.
    assert_eq!(
        check_names(&names(&["A"]), 2, 5),
        Err(PlayersError::Count {
            given: 1,
            min: 2,
            max: 5
        })
    );
    assert_eq!(
        check_names(&names(&["A", "B", "\u{3000}"]), 2, 5),
        Err(PlayersError::Name {
            index: 2,
            error: NameError::Empty
        })
    );
    assert_eq!(
        check_names(&names(&["A", "B", "A"]), 2, 5),
        Err(PlayersError::Repeated {
            index: 2,
            first: 0,
            name: Echo::string("A")
        })
    );
    // A long name is echoed cut short, and says so.
    let Err(PlayersError::Repeated { name, .. }) = check_names(&names(&[&long, &long]), 2, 5)
    else {
        panic!("a repeated name");
    };
    assert_eq!(
        name,
        Echo {
            text: "N".repeat(60),
            cut: true,
            quoted: true
        }
    );
    assert_eq!(name.to_string(), format!("\"{}\"…", "N".repeat(60)));
    let words = |v: &[&str]| check_names(&names(v), 2, 5).map_err(|e| e.to_string());
    assert_eq!(words(&["A", " "]), Err("name 1 is empty".to_string()));
    assert_eq!(
        words(&["A", "A"]),
        Err("name 1 \"A\" repeats name 0".to_string())
    );
}
