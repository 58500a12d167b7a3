//! Every error a player can be told of, in the page's language: the one place that turns
//! the typed errors (dice-core's record and link errors, the app's own) into words. The
//! words are the tables' ([`W`] here, each game's `words::refused` for its rules and its
//! actions); the data fill their slots; nothing of the errors' English `Display` (the
//! command line's words) reaches a notice.

use dice_core::json;
use dice_core::link::LinkError;
use dice_core::players::{NameError, PlayersError};
use dice_core::record::{KeyError, OptionError, RecordError, ShapeError};

use crate::shell::action_error::{AnyActionError, ShareError};
use crate::shell::game::GameKind;
use crate::shell::lang::{Lang, PackError, MAX_PACK_BYTES};
use crate::shell::params::ParamError;
use crate::shell::save::SaveError;
use crate::shell::seats::SeatsError;
use crate::shell::session::StartError;
use crate::shell::words::W;
use crate::shell::LoadError;

// Written here, beside the words it is made of: the setup's words in English.
impl std::fmt::Display for SeatsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&seats(self, Lang::En))
    }
}

impl ShareError {
    /// The error in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        match self {
            ShareError::NoGame => W::NoGameToShare.get(lang).to_string(),
            ShareError::Link(e) => link(e, lang),
        }
    }
}

/// A number as the page writes it.
fn num(n: usize, lang: Lang) -> String {
    lang.number(i64::try_from(n).unwrap_or(i64::MAX))
}

/// Why a record could not be replayed (where, and what is wrong there).
pub fn record(e: &RecordError<AnyActionError>, lang: Lang) -> String {
    match e {
        RecordError::MalformedJson(e) => json_error(e, lang),
        RecordError::Record(e) => shape(*e, lang),
        RecordError::Players(e) => players(e, lang),
        RecordError::Option { key, error } => match error {
            OptionError::NotABool(v) => {
                W::NotTrueOrFalse.fill(lang, &[("key", key), ("v", &v.to_string())])
            }
            OptionError::Players { given, min, max } => W::OptionPlayers.fill(
                lang,
                &[
                    ("key", key),
                    ("given", &num(*given, lang)),
                    ("min", &num(*min, lang)),
                    ("max", &num(*max, lang)),
                ],
            ),
        },
        RecordError::Action { index, error } => at_action(*index, &error.say(lang), lang),
    }
}

/// "action 17: why" in `lang` (the index as the record and the command line count, from 0).
pub fn at_action(index: usize, why: &str, lang: Lang) -> String {
    W::AtAction.fill(lang, &[("n", &num(index, lang)), ("why", why)])
}

/// Where a text is not JSON (the reader's reason is serde_json's English, so not told).
fn json_error(e: &json::Error, lang: Lang) -> String {
    W::AtLineColumn.fill(
        lang,
        &[("line", &num(e.line, lang)), ("col", &num(e.column, lang))],
    )
}

/// What is wrong with a record's top level.
fn shape(e: ShapeError, lang: Lang) -> String {
    match e {
        ShapeError::NotAnObject => W::TopNotAnObject.get(lang).to_string(),
        ShapeError::MissingPlayers => W::KeyMissing.fill(lang, &[("key", "players")]),
        ShapeError::MissingActions => W::KeyMissing.fill(lang, &[("key", "actions")]),
        ShapeError::ActionsNotAList => not_a_list("actions", lang),
    }
}

/// What is wrong with a record's or a link's players (a seat said as the page counts
/// players, from 1).
pub fn players(e: &PlayersError, lang: Lang) -> String {
    let player = |index: usize| num(index.saturating_add(1), lang);
    match e {
        PlayersError::NotAList => not_a_list("players", lang),
        PlayersError::NotAString { index } | PlayersError::NotUtf8 { index } => {
            W::NameNotText.fill(lang, &[("n", &player(*index))])
        }
        PlayersError::Count { given, min, max } => W::PlayersCount.fill(
            lang,
            &[
                ("given", &num(*given, lang)),
                ("min", &num(*min, lang)),
                ("max", &num(*max, lang)),
            ],
        ),
        PlayersError::Name { index, error } => name(*index, *error, lang),
        PlayersError::Repeated { index, first, name } => W::NameRepeated.fill(
            lang,
            &[
                ("n", &player(*index)),
                ("first", &player(*first)),
                ("name", &name.to_string()),
            ],
        ),
        PlayersError::Seats { seats, players } => W::SeatsForPlayers.fill(
            lang,
            &[
                ("seats", &num(*seats, lang)),
                ("players", &num(*players, lang)),
            ],
        ),
    }
}

/// What is wrong with the name at seat `index` (from 0): the setup screen's words.
pub fn name(index: usize, e: NameError, lang: Lang) -> String {
    let n = num(index.saturating_add(1), lang);
    match e {
        NameError::Empty => W::SeatNeedsName.fill(lang, &[("n", &n)]),
        NameError::TooLong { max } => {
            W::NameTooLong.fill(lang, &[("n", &n), ("max", &num(max, lang))])
        }
        NameError::Control { position } => W::NameControl.fill(
            lang,
            &[("n", &n), ("at", &num(position.saturating_add(1), lang))],
        ),
        NameError::Invisible => W::NameInvisible.fill(lang, &[("n", &n)]),
    }
}

/// Why seats cannot play a game (the setup screen's words).
pub fn seats(e: &SeatsError, lang: Lang) -> String {
    match e {
        SeatsError::Count { n, min, max } => W::SeatCount.fill(
            lang,
            &[
                ("min", &num(*min, lang)),
                ("max", &num(*max, lang)),
                ("n", &num(*n, lang)),
            ],
        ),
        SeatsError::Name { index, error } => name(*index, *error, lang),
        SeatsError::Same(name) => W::SameName.fill(lang, &[("name", name)]),
    }
}

/// Why an action is not one at all (dice-core reads every game's action's shape).
pub fn key_error(e: &KeyError, lang: Lang) -> String {
    let (KeyError::NotAnObject(v) | KeyError::NotOneKey(v)) = e;
    W::NotAnAction.fill(lang, &[("v", &v.to_string())])
}

/// A key that is no action of the game.
pub fn unknown_action(key: &dice_core::Echo, lang: Lang) -> String {
    W::UnknownAction.fill(lang, &[("v", &key.to_string())])
}

/// Why a shared link could not be opened (what, and where).
pub fn link(e: &LinkError<AnyActionError>, lang: Lang) -> String {
    let at = |n: usize| num(n, lang);
    match e {
        LinkError::Character { position, found } => {
            // Counted from 1, as a person counts a link's characters; a character that
            // cannot be seen by its code.
            let c = if found.is_ascii_graphic() {
                format!("'{found}'")
            } else {
                format!("U+{:04X}", u32::from(*found))
            };
            W::LinkCharacter.fill(lang, &[("n", &at(position.saturating_add(1))), ("c", &c)])
        }
        LinkError::Length(n) => W::LinkLength.fill(lang, &[("n", &at(*n))]),
        LinkError::TooLong { chars, max } => {
            W::LinkTooLong.fill(lang, &[("chars", &at(*chars)), ("max", &at(*max))])
        }
        LinkError::Version(v) => W::LinkVersion.fill(lang, &[("v", &v.to_string())]),
        LinkError::Checksum => W::LinkChecksum.get(lang).to_string(),
        LinkError::OtherGame => W::LinkOtherGame.get(lang).to_string(),
        LinkError::Ended => W::LinkEnded.get(lang).to_string(),
        LinkError::Count { actions, most } => {
            W::LinkCount.fill(lang, &[("actions", &at(*actions)), ("most", &at(*most))])
        }
        LinkError::Size => W::LinkSize.get(lang).to_string(),
        LinkError::RecordSize { bytes, max } => {
            W::LinkRecordSize.fill(lang, &[("bytes", &at(*bytes)), ("max", &at(*max))])
        }
        LinkError::Choice { index } => W::LinkGame.fill(
            lang,
            &[("why", &at_action(*index, W::NoSuchChoice.get(lang), lang))],
        ),
        LinkError::Record(e) => W::LinkGame.fill(lang, &[("why", &record(e, lang))]),
    }
}

/// Why a saved game cannot be used: which field, what is wrong with it.
pub fn save(e: &SaveError, lang: Lang) -> String {
    let echo = |key: W, v: &dice_core::Echo| key.fill(lang, &[("v", &v.to_string())]);
    match e {
        SaveError::NotJson(e) => W::SaveNotJson.fill(lang, &[("at", &json_error(e, lang))]),
        SaveError::NoVersion => W::SaveNoVersion.get(lang).to_string(),
        SaveError::Version(v) => W::SaveVersion.fill(lang, &[("v", &v.to_string())]),
        SaveError::Game(id) => echo(W::SaveGame, id),
        SaveError::NoSeats => not_a_list("seats", lang),
        SaveError::SeatName(index) => {
            W::NameNotText.fill(lang, &[("n", &num(index.saturating_add(1), lang))])
        }
        SaveError::SeatKind(kind) => echo(W::SaveSeatKind, kind),
        SaveError::NoSeed => W::KeyMissing.fill(lang, &[("key", "seed")]),
        SaveError::NoRecord => W::KeyMissing.fill(lang, &[("key", "record")]),
        SaveError::Record(e) => record(e, lang),
        SaveError::SeatsDiffer => W::SaveSeatsDiffer.get(lang).to_string(),
        SaveError::Pending => W::SavePending.get(lang).to_string(),
    }
}

/// Why a game could not start.
pub fn start(e: &StartError, lang: Lang) -> String {
    match e {
        StartError::Seats(e) => seats(e, lang),
        StartError::Game(e) => record(e, lang),
    }
}

/// A turn link that forks the game at action `at`, in `lang`.
pub fn fork(at: usize, lang: Lang) -> String {
    W::TurnForks.fill(lang, &[("n", &num(at, lang))])
}

/// Why a turn link was refused, in `lang` (the `{why}` of a link that could not be opened).
pub fn turn_error(e: &crate::shell::by_turns::TurnError, lang: Lang) -> String {
    use crate::shell::by_turns::{TurnError, TurnLinkError};
    match e {
        TurnError::Shape(TurnLinkError::Id) => W::TurnNoId.get(lang).to_string(),
        TurnError::Shape(TurnLinkError::Pending) => W::TurnPending.get(lang).to_string(),
        TurnError::Link(e) => link(e, lang),
        TurnError::Save(e) => save(e, lang),
        TurnError::Fork { at, .. } => fork(*at, lang),
    }
}

/// Why a language pack could not be taken in, in `lang` (the page's language, which the
/// page has: the pack missing is another one, or English is what the page speaks).
pub fn pack(e: &PackError, lang: Lang) -> String {
    match e {
        PackError::Download => W::PackDownload.get(lang).to_string(),
        PackError::Status(status) => W::PackStatus.fill(lang, &[("status", &status.to_string())]),
        PackError::TooLarge(kb) => W::PackTooLarge.fill(
            lang,
            &[
                ("kb", &num(*kb, lang)),
                ("max", &num(MAX_PACK_BYTES / 1024, lang)),
            ],
        ),
        PackError::NotJson(e) => W::PackNotJson.fill(lang, &[("at", &json_error(e, lang))]),
        PackError::OtherLang(other) => W::PackOtherLang.fill(lang, &[("code", other.code())]),
        PackError::OtherBuild(name) => W::PackOtherBuild.fill(lang, &[("name", name)]),
    }
}

/// A value of the address that cannot be used: the parameter and the accepted values stay
/// as they are typed, the sentence is the page's.
pub fn param(e: &ParamError, lang: Lang) -> String {
    let short = dice_core::record::short_str;
    match e {
        ParamError::Game(v) => {
            W::ParamGame.fill(lang, &[("v", &short(v)), ("ids", &GameKind::names())])
        }
        ParamError::SeatKind(v) => W::ParamSeatKind.fill(lang, &[("v", &short(v))]),
        ParamError::SeatCount { given, game } => {
            let (min, max) = game.players();
            W::ParamSeatCount.fill(
                lang,
                &[
                    ("given", &num(*given, lang)),
                    ("game", game.name_in(lang)),
                    ("min", &num(min, lang)),
                    ("max", &num(max, lang)),
                ],
            )
        }
        ParamError::Speed(v) => W::ParamSpeed.fill(lang, &[("v", &short(v))]),
        ParamError::Seed(v) => {
            W::ParamSeed.fill(lang, &[("v", &short(v)), ("max", &u64::MAX.to_string())])
        }
    }
}

/// A move by a seat whose move it is not (the seat counted from 1, as the page counts
/// players).
pub fn out_of_turn(seat: dice_core::Seat, lang: Lang) -> String {
    W::NotSeatsMove.fill(lang, &[("n", &num(seat.saturating_add(1), lang))])
}

/// Why a pasted record was not loaded: the detail beside what to do about it.
pub fn load(e: &LoadError, lang: Lang) -> String {
    match e {
        LoadError::TooLong { kb, max_kb } => W::RecordKb.fill(
            lang,
            &[("kb", &num(*kb, lang)), ("max", &num(*max_kb, lang))],
        ),
        LoadError::Record(e) => record(e, lang),
        LoadError::NoTable => W::RecordNoTable.get(lang).to_string(),
    }
}

/// A key of an action whose value must be a list (`roll`, `frustrate`).
pub fn not_a_list(key: &str, lang: Lang) -> String {
    W::NotAList.fill(lang, &[("key", key)])
}

/// Test support: `text`, said in `lang`, holds no English words of the engines' or the link
/// reader's messages (English itself aside; French's own "action" too).
#[cfg(test)]
pub fn check_no_english(text: &str, lang: Lang) {
    const ENGLISH: [&str; 14] = [
        " the ",
        "The ",
        " is not ",
        " must ",
        " does not ",
        "expected",
        "refused",
        "character",
        "damaged",
        "throw",
        "target",
        " line ",
        "column",
        " seat",
    ];
    if lang == Lang::En {
        return;
    }
    for word in ENGLISH {
        assert!(!text.contains(word), "{lang:?}: {word:?} in {text:?}");
    }
    if lang != Lang::Fr {
        assert!(
            !text.contains("action "),
            "{lang:?}: \"action\" in {text:?}"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dice_core::record::Integer;
    use dice_core::{ActionError, Echo};

    /// A game of Pechvogel for three whose action 17 names a target the first throw does not
    /// show (and actions 0–16 are fine).
    fn refused_at_17() -> String {
        let raven = r#"{"roll": ["R", "R", "R", 3, 4, 5, 6]}, {"target": 3}"#;
        let claim6 = r#"{"roll": [6, 6, 6, 6, 3, 4, 5]}, {"target": 6}, {"claim": "middle"}"#;
        let actions = [
            raven,
            claim6,
            raven,
            raven,
            claim6,
            raven,
            raven,
            r#"{"roll": [3, 3, 4, 4, 5, 5, 6]}, {"target": 7}"#,
        ];
        format!(
            r#"{{"players": ["Ann", "Bob", "Cid"], "actions": [{}]}}"#,
            actions.join(", ")
        )
    }

    fn pechvogel(text: &str) -> RecordError<AnyActionError> {
        pechvogel_engine::Record::replay_json(text)
            .unwrap_err()
            .map_action(AnyActionError::of::<pechvogel_engine::Table>)
    }

    #[test]
    fn a_language_pack_that_failed_is_told_in_the_page_s_language() {
        let not_json = json::parse("{\"lang\": ").unwrap_err();
        let errors = [
            PackError::Download,
            PackError::Status(404),
            PackError::TooLarge(301),
            PackError::NotJson(not_json),
            PackError::OtherLang(Lang::It),
            PackError::OtherBuild("W"),
        ];
        for e in &errors {
            if !matches!(e, PackError::NotJson(_)) {
                // The English is what the pack's error has always said.
                assert_eq!(pack(e, Lang::En), e.why(), "{e:?}");
            }
            for lang in [Lang::De, Lang::Fr, Lang::It] {
                let text = pack(e, lang);
                assert!(!text.contains('{'), "{lang:?}: {text}");
                assert_ne!(text, pack(e, Lang::En), "{lang:?}: {text}");
                check_no_english(&text, lang);
            }
        }
        assert_eq!(pack(&errors[3], Lang::En), "not JSON (line 1, column 9)");
        assert_eq!(pack(&errors[1], Lang::De), "der Server antwortete 404");
    }

    #[test]
    fn the_address_s_bad_values_are_told_in_each_language_and_in_english_as_tools_read_them() {
        crate::shell::table_game::offered::offer();
        let game = GameKind::parse("heckmeck").unwrap();
        let errors = [
            ParamError::Game("chess".into()),
            ParamError::SeatKind("robot".into()),
            ParamError::SeatCount { given: 9, game },
            ParamError::Speed("INSTANT".into()),
            ParamError::Seed("-1".into()),
        ];
        for e in &errors {
            // English is the app's contract with tools that write addresses: `Display`.
            assert_eq!(param(e, Lang::En), e.to_string(), "{e:?}");
            for lang in [Lang::De, Lang::Fr, Lang::It] {
                let text = param(e, lang);
                assert!(!text.contains('{'), "{lang:?}: {text}");
                assert_ne!(text, param(e, Lang::En), "{lang:?}: {text}");
                for english in [" is not ", " use ", " needs ", " given", "whole number"] {
                    assert!(!text.contains(english), "{lang:?}: {english:?} in {text}");
                }
            }
        }
        assert_eq!(
            param(&errors[2], Lang::De),
            "seats: 9 Plätze angegeben, Heckmeck spielt man zu 2 bis 7"
        );
    }

    #[test]
    fn a_refused_record_names_its_action_and_the_rule_in_each_language() {
        let e = pechvogel(&refused_at_17());
        let RecordError::Action { index: 17, .. } = e else {
            panic!("{e:?}");
        };
        let rule = pechvogel_engine::RuleError::TargetNotShown(7);
        let said = |lang| {
            AnyActionError::of::<pechvogel_engine::Table>(pechvogel_engine::ActionError::Rule(
                rule.clone(),
            ))
            .say(lang)
        };
        assert_eq!(
            record(&e, Lang::De),
            format!("Aktion 17: {}", said(Lang::De))
        );
        assert_eq!(
            record(&e, Lang::De),
            "Aktion 17: Der erste Wurf zeigt keine 7, also kann 7 nicht die Zielzahl sein."
        );
        assert_eq!(
            record(&e, Lang::Fr),
            format!("action 17\u{a0}: {}", said(Lang::Fr))
        );
        assert_eq!(
            record(&e, Lang::It),
            format!("azione 17: {}", said(Lang::It))
        );
        assert_eq!(
            record(&e, Lang::En),
            "action 17: The first throw shows no 7, so 7 cannot be the target."
        );
        for lang in Lang::ALL {
            check_no_english(&record(&e, lang), lang);
        }
    }

    #[test]
    fn every_record_error_is_told_in_each_language() {
        let players = |names: &str| format!(r#"{{"players": {names}, "actions": []}}"#);
        let mut errors: Vec<RecordError<AnyActionError>> = [
            "{\"players\": [\"Ann\",\n \"Bob\"], \"actions\": [{\"roll\": [3",
            "[]",
            r#"{"actions": []}"#,
            r#"{"players": ["Ann", "Bob"]}"#,
            r#"{"players": ["Ann", "Bob"], "actions": {}}"#,
            &players(r#""Ann""#),
            &players(r#"["Ann", 3]"#),
            &players(r#"["Ann"]"#),
            &players(r#"["Ann", " "]"#),
            &players(r#"["Ann", "Ann"]"#),
            r#"{"players": ["Ann", "Bob"], "actions": [7]}"#,
            r#"{"players": ["Ann", "Bob"], "actions": [{"roll": 3}]}"#,
            r#"{"players": ["Ann", "Bob"], "actions": [{"dance": 1}]}"#,
        ]
        .iter()
        .map(|text| pechvogel(text))
        .collect();
        for text in [
            r#"{"players": ["Ann", "Bob"], "short_game": 1, "actions": []}"#,
            r#"{"players": ["Ann", "Bob"], "short_game": true, "actions": []}"#,
        ] {
            let e = heckmeck_engine::Game::replay_json(text).unwrap_err();
            errors.push(e.map_action(AnyActionError::of::<heckmeck_engine::Game>));
        }
        errors.extend([
            RecordError::Players(PlayersError::NotUtf8 { index: 1 }),
            RecordError::Players(PlayersError::Seats {
                seats: 2,
                players: 3,
            }),
            RecordError::Players(PlayersError::Name {
                index: 0,
                error: NameError::TooLong { max: 40 },
            }),
            RecordError::Players(PlayersError::Name {
                index: 0,
                error: NameError::Control { position: 2 },
            }),
            RecordError::Players(PlayersError::Name {
                index: 0,
                error: NameError::Invisible,
            }),
        ]);
        let english: Vec<String> = errors.iter().map(|e| record(e, Lang::En)).collect();
        for (e, english) in errors.iter().zip(&english) {
            crate::shell::lang::check_translated(english, |lang| Some(record(e, lang)));
            for lang in Lang::ALL {
                let said = record(e, lang);
                assert!(!said.contains('{'), "{lang:?}: {said}");
                check_no_english(&said, lang);
            }
        }
        // Where a text stops being JSON, as a place in each language.
        assert_eq!(record(&errors[0], Lang::De), "Zeile 2, Spalte 32");
        assert_eq!(record(&errors[0], Lang::It), "riga 2, colonna 32");
    }

    /// Every kind of a link's error, whatever its game.
    fn link_errors() -> Vec<LinkError<AnyActionError>> {
        let action =
            ActionError::Unreadable(pechvogel_engine::ReadError::FaceNotOnDice(Integer(9)));
        vec![
            LinkError::Character {
                position: 211,
                found: '*',
            },
            LinkError::Character {
                position: 4,
                found: ' ',
            },
            LinkError::Length(5),
            LinkError::TooLong {
                chars: 99_999,
                max: 8_000,
            },
            LinkError::Version(9),
            LinkError::Checksum,
            LinkError::OtherGame,
            LinkError::Ended,
            LinkError::Count {
                actions: 5_000,
                most: 90,
            },
            LinkError::Size,
            LinkError::RecordSize {
                bytes: 300_000,
                max: 262_144,
            },
            LinkError::Choice { index: 12 },
            LinkError::Record(RecordError::Action {
                index: 3,
                error: AnyActionError::of::<pechvogel_engine::Table>(action),
            }),
            LinkError::Record(RecordError::Players(PlayersError::Repeated {
                index: 1,
                first: 0,
                name: Echo::string("Ann"),
            })),
        ]
    }

    #[test]
    fn every_link_error_is_told_in_each_language_with_its_place() {
        for e in link_errors() {
            let english = link(&e, Lang::En);
            crate::shell::lang::check_translated(&english, |lang| Some(link(&e, lang)));
            for lang in Lang::ALL {
                let said = link(&e, lang);
                assert!(!said.contains('{'), "{lang:?}: {said}");
                check_no_english(&said, lang);
            }
        }
        let bad = &link_errors()[0];
        assert!(link(bad, Lang::De).starts_with("Zeichen 212 ('*')"));
        assert!(link(bad, Lang::Fr).starts_with("le caractère 212 ('*')"));
        assert!(link(bad, Lang::It).starts_with("il carattere 212 ('*')"));
        // English words the link's data as the command line does.
        assert_eq!(link(bad, Lang::En), bad.to_string());
        assert_eq!(
            link(&LinkError::Checksum, Lang::En),
            LinkError::<AnyActionError>::Checksum.to_string()
        );
        let spaced = &link_errors()[1];
        assert!(link(spaced, Lang::De).starts_with("Zeichen 5 (U+0020)"));
        let choice = &link_errors()[11];
        assert_eq!(
            link(choice, Lang::De),
            "das Spiel des Links: Aktion 12: diese Wahl gibt es nicht"
        );
    }

    #[test]
    fn every_save_and_start_error_is_told_in_each_language() {
        let record = pechvogel(r#"{"players": ["Ann", "Bob"], "actions": [{"roll": [3]}]}"#);
        let not_json = dice_core::json::parse("{\"version\": 2,").unwrap_err();
        let saves = [
            SaveError::NotJson(not_json),
            SaveError::NoVersion,
            SaveError::Version(7),
            SaveError::Game(Echo::string("chess")),
            SaveError::NoSeats,
            SaveError::SeatName(1),
            SaveError::SeatKind(Echo::string("robot")),
            SaveError::NoSeed,
            SaveError::NoRecord,
            SaveError::Record(record.clone()),
            SaveError::SeatsDiffer,
            SaveError::Pending,
        ];
        let starts = [
            StartError::Seats(SeatsError::Count {
                n: 9,
                min: 2,
                max: 5,
            }),
            StartError::Seats(SeatsError::Name {
                index: 2,
                error: NameError::Empty,
            }),
            StartError::Seats(SeatsError::Same("Ann".into())),
            StartError::Game(record),
        ];
        let said: Vec<(String, [String; 4])> = saves
            .iter()
            .map(|e| (format!("{e:?}"), Lang::ALL.map(|l| save(e, l))))
            .chain(
                starts
                    .iter()
                    .map(|e| (format!("{e:?}"), Lang::ALL.map(|l| start(e, l)))),
            )
            .collect();
        for (debug, texts) in &said {
            let english = &texts[1];
            crate::shell::lang::check_translated(english, |lang| {
                Lang::ALL
                    .iter()
                    .position(|&l| l == lang)
                    .map(|i| texts[i].clone())
            });
            for (lang, text) in Lang::ALL.into_iter().zip(texts) {
                assert!(!text.contains('{'), "{debug} {lang:?}: {text}");
                check_no_english(text, lang);
            }
        }
        assert_eq!(
            save(&saves[0], Lang::De),
            "es ist kein JSON (Zeile 1, Spalte 14)"
        );
        assert_eq!(
            save(&saves[9], Lang::It),
            format!(
                "azione 0: {}",
                AnyActionError::of::<pechvogel_engine::Table>(pechvogel_engine::ActionError::Rule(
                    pechvogel_engine::RuleError::WrongDiceCount {
                        expected: 7,
                        got: 1
                    }
                ))
                .say(Lang::It)
            )
        );
    }

    #[test]
    fn a_refused_move_at_the_table_is_told_in_each_language() {
        // A person's move the rules refuse is told as a record's action would be.
        let rule = AnyActionError::of::<heckmeck_engine::Game>(ActionError::Rule(
            heckmeck_engine::RuleError::AlreadyKept(heckmeck_engine::Face::Worm),
        ));
        assert_eq!(
            rule.say(Lang::De),
            "Die Würmer wurden in diesem Zug schon behalten: Jede Augenzahl wird nur einmal behalten."
        );
        assert_eq!(out_of_turn(1, Lang::De), "Spieler 2 ist nicht am Zug.");
        for lang in Lang::ALL {
            check_no_english(&rule.say(lang), lang);
            check_no_english(&out_of_turn(0, lang), lang);
        }
    }

    #[test]
    fn a_pasted_record_too_long_is_told_in_kilobytes() {
        let e = LoadError::TooLong {
            kb: 1_024,
            max_kb: 256,
        };
        assert_eq!(load(&e, Lang::De), "1.024 KB; höchstens 256 KB");
        assert_eq!(load(&e, Lang::Fr), "1\u{202f}024 Ko\u{a0}; au plus 256 Ko");
    }
}
