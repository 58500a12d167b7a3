//! Why Heckmeck refuses an action, in the page's language: the engine's typed
//! [`ActionError`] (the rule it breaks, or why it cannot be read), worded in each
//! rulebook's terms (see [`super`]) from its kind and data, never from its English text,
//! which is the command line's contract.

use dice_core::Seat;
use heckmeck_engine::{
    ActionError, Awaiting, Face, ReadError, RuleError, DICE, MAX_TILE, MIN_TILE,
};

use crate::shell::lang::{words, Lang};
use crate::shell::say;

words! {
    /// Why an action of a Heckmeck record is refused (one text per kind of [`RuleError`] and [`ReadError`],
    /// split where the data change the sentence; a seat said as "player {n}" counted from 1).
    pub enum R {
        /// Anything after the game's end.
        GameOver {
            de: "Das Spiel ist schon vorbei: Danach kann nichts mehr folgen.",
            en: "The game is already over: nothing can follow.",
            fr: "La partie est déjà finie\u{a0}: rien ne peut plus suivre.",
            it: "La partita è già finita: non può seguire nulla.",
        },
        /// A move by a player whose decision it is not.
        NotYourTurn {
            de: "Nicht Spieler {n} ist am Zug, sondern Spieler {due}.",
            en: "It is not player {n}'s move but player {due}'s.",
            fr: "Ce n'est pas au joueur {n} de jouer, mais au joueur {due}.",
            it: "Non tocca al giocatore {n} ma al giocatore {due}.",
        },
        /// A throw while something else is due (`due` is one of the `Due…` texts).
        RollNotDue {
            de: "Hier ist kein Wurf dran: Das Spiel wartet auf {due}.",
            en: "No throw is due here: the game waits for {due}.",
            fr: "Aucun lancer n'est attendu ici\u{a0}: la partie attend {due}.",
            it: "Qui non tocca lanciare: la partita aspetta {due}.",
        },
        /// A throw after all eight dice were kept.
        NoDiceLeft {
            de: "Es bleibt kein Wurf: Alle {n} Würfel sind behalten, jetzt muss ein Plättchen genommen werden.",
            en: "No throw is left: all {n} dice are kept, so a tile must be taken.",
            fr: "Plus aucun lancer\u{a0}: les {n} dés sont gardés, il faut prendre un pickomino.",
            it: "Non resta nessun lancio: tutti gli {n} dadi sono tenuti, bisogna prendere una tessera.",
        },
        /// A throw after all six faces were kept.
        NoFacesLeft {
            de: "Es bleibt kein Wurf: Alle sechs Augenzahlen sind behalten, jetzt muss ein Plättchen genommen werden.",
            en: "No throw is left: all six faces are kept, so a tile must be taken.",
            fr: "Plus aucun lancer\u{a0}: les six valeurs sont gardées, il faut prendre un pickomino.",
            it: "Non resta nessun lancio: tutti i sei simboli sono tenuti, bisogna prendere una tessera.",
        },
        /// A throw with the wrong number of dice (more than one due).
        WrongDiceCount {
            de: "Dieser Wurf braucht {expected} Würfel, nicht {got}.",
            en: "This throw needs {expected} dice, not {got}.",
            fr: "Ce lancer demande {expected} dés, pas {got}.",
            it: "Questo lancio vuole {expected} dadi, non {got}.",
        },
        /// A throw with the wrong number of dice (one due).
        WrongDiceCountOne {
            de: "Dieser Wurf braucht {expected} Würfel, nicht {got}.",
            en: "This throw needs {expected} die, not {got}.",
            fr: "Ce lancer demande {expected} dé, pas {got}.",
            it: "Questo lancio vuole {expected} dado, non {got}.",
        },
        /// A keep while no throw waits for one.
        KeepNotDue {
            de: "Hier ist nichts zu behalten: Das Spiel wartet auf {due}.",
            en: "Nothing is to be kept here: the game waits for {due}.",
            fr: "Rien n'est à garder ici\u{a0}: la partie attend {due}.",
            it: "Qui non c'è nulla da tenere: la partita aspetta {due}.",
        },
        /// A keep of a number the throw does not show.
        NotShown {
            de: "Der Wurf zeigt keine {v}.",
            en: "The throw shows no {v}.",
            fr: "Le lancer ne montre aucun {v}.",
            it: "Il lancio non mostra nessun {v}.",
        },
        /// A keep of the worm while the throw shows none.
        NotShownWorm {
            de: "Der Wurf zeigt keinen Wurm.",
            en: "The throw shows no worm.",
            fr: "Le lancer ne montre aucun ver.",
            it: "Il lancio non mostra nessun verme.",
        },
        /// A keep of a number kept earlier this turn.
        AlreadyKept {
            de: "Die {v}er wurden in diesem Zug schon behalten: Jede Augenzahl wird nur einmal behalten.",
            en: "The {v}s were already kept this turn: each face is kept only once.",
            fr: "Les {v} ont déjà été gardés ce tour\u{a0}: chaque valeur ne se garde qu'une fois.",
            it: "I {v} sono già stati tenuti in questo turno: ogni simbolo si tiene una volta sola.",
        },
        /// A keep of the worms after worms were kept this turn.
        AlreadyKeptWorm {
            de: "Die Würmer wurden in diesem Zug schon behalten: Jede Augenzahl wird nur einmal behalten.",
            en: "The worms were already kept this turn: each face is kept only once.",
            fr: "Les vers ont déjà été gardés ce tour\u{a0}: chaque valeur ne se garde qu'une fois.",
            it: "I vermi sono già stati tenuti in questo turno: ogni simbolo si tiene una volta sola.",
        },
        /// A take while a keep is due.
        TakeNotDue {
            de: "Hier kann kein Plättchen genommen werden: Das Spiel wartet auf {due}.",
            en: "No tile can be taken here: the game waits for {due}.",
            fr: "Aucun pickomino ne peut être pris ici\u{a0}: la partie attend {due}.",
            it: "Qui non si può prendere nessuna tessera: la partita aspetta {due}.",
        },
        /// A take without a worm among the kept dice.
        NoWorm {
            de: "Ohne einen behaltenen Wurm kann kein Plättchen genommen werden.",
            en: "No tile can be taken without a worm among the kept dice.",
            fr: "Sans ver parmi les dés gardés, aucun pickomino ne peut être pris.",
            it: "Senza un verme tra i dadi tenuti non si può prendere nessuna tessera.",
        },
        /// A take with a sum below the lowest tile.
        NothingToTakeLow {
            de: "Mit {sum} kann kein Plättchen genommen werden: Das niedrigste Plättchen ist {min}.",
            en: "No tile can be taken with {sum}: the lowest tile is {min}.",
            fr: "Aucun pickomino ne peut être pris avec {sum}\u{a0}: le plus petit est le {min}.",
            it: "Con {sum} non si può prendere nessuna tessera: la più bassa è la {min}.",
        },
        /// A take with a sum that reaches no tile on the grill nor an opponent's top tile.
        NothingToTake {
            de: "Mit {sum} kann kein Plättchen genommen werden: Kein offenes Plättchen auf dem Grill ist so niedrig, und kein Gegner hat {sum} oben auf seinem Stapel.",
            en: "No tile can be taken with {sum}: no face-up tile on the grill is that low, and no opponent has {sum} on top of their stack.",
            fr: "Aucun pickomino ne peut être pris avec {sum}\u{a0}: aucun pickomino visible du gril n'est aussi bas, et aucun adversaire n'a le {sum} en haut de sa pile.",
            it: "Con {sum} non si può prendere nessuna tessera: nessuna tessera scoperta della griglia è così bassa, e nessun avversario ha la {sum} in cima alla sua pila.",
        },
        /// A take of a tile not on offer; the grill's tile is.
        WrongTileGrill {
            de: "{tile} kann nicht genommen werden: Vom Grill zu nehmen ist das Plättchen {grill}.",
            en: "{tile} cannot be taken: the tile to take from the grill is {grill}.",
            fr: "Le {tile} ne peut pas être pris\u{a0}: le pickomino à prendre sur le gril est le {grill}.",
            it: "La {tile} non si può prendere: la tessera da prendere dalla griglia è la {grill}.",
        },
        /// A take of a tile not on offer; an opponent's top tile is.
        WrongTileSteal {
            de: "{tile} kann nicht genommen werden: Zu haben ist nur {steal}, das oberste Plättchen von Spieler {n}.",
            en: "{tile} cannot be taken: the tile on offer is {steal}, the top tile of player {n}.",
            fr: "Le {tile} ne peut pas être pris\u{a0}: le seul pickomino à prendre est le {steal}, en haut de la pile du joueur {n}.",
            it: "La {tile} non si può prendere: l'unica tessera disponibile è la {steal}, in cima alla pila del giocatore {n}.",
        },
        /// A take of a tile not on offer; a grill tile and an opponent's top tile are.
        WrongTileBoth {
            de: "{tile} kann nicht genommen werden: Zu haben sind {grill} vom Grill und {steal} von Spieler {n}.",
            en: "{tile} cannot be taken: the tiles on offer are {grill} from the grill and {steal} from player {n}.",
            fr: "Le {tile} ne peut pas être pris\u{a0}: on peut prendre le {grill} sur le gril ou le {steal} au joueur {n}.",
            it: "La {tile} non si può prendere: si possono prendere la {grill} dalla griglia e la {steal} dal giocatore {n}.",
        },
        /// A take of a tile while nothing is on offer.
        WrongTileNone {
            de: "{tile} kann nicht genommen werden: Kein Plättchen ist zu haben.",
            en: "{tile} cannot be taken: no tile is on offer.",
            fr: "Le {tile} ne peut pas être pris\u{a0}: aucun pickomino n'est à prendre.",
            it: "La {tile} non si può prendere: nessuna tessera è disponibile.",
        },
        // Why an action cannot be read as one of Heckmeck's (the engine's `ReadError`).
        /// A face that is not on the dice (`v`: as the record writes it).
        BadFace {
            de: "{v} steht auf keinem Würfel: Die Würfel zeigen 1 bis 5 und den Wurm.",
            en: "{v} is not on the dice: they show 1 to 5 and the worm.",
            fr: "{v} n'est sur aucun dé\u{a0}: les dés montrent 1 à 5 et le ver.",
            it: "{v} non è su nessun dado: i dadi mostrano da 1 a 5 e il verme.",
        },
        /// A throw of no dice or of more than there are.
        DiceCount {
            de: "Ein Wurf hat 1 bis {max} Würfel.",
            en: "A throw has 1 to {max} dice.",
            fr: "Un lancer compte 1 à {max} dés.",
            it: "Un lancio ha da 1 a {max} dadi.",
        },
        /// A tile that does not exist (`v`: as the record writes it).
        NoSuchTile {
            de: "Das Plättchen {v} gibt es nicht: Die Plättchen gehen von {min} bis {max}.",
            en: "Tile {v} does not exist: the tiles go from {min} to {max}.",
            fr: "Le pickomino {v} n'existe pas\u{a0}: les pickominos vont de {min} à {max}.",
            it: "La tessera {v} non esiste: le tessere vanno da {min} a {max}.",
        },

        // What the game waits for (the `{due}` of the texts above).
        /// Awaiting a throw.
        DueRoll {
            de: "einen Wurf",
            en: "a throw",
            fr: "un lancer",
            it: "un lancio",
        },
        /// Awaiting a keep.
        DueKeep {
            de: "die Wahl der Würfel, die behalten werden",
            en: "the choice of the dice to keep",
            fr: "le choix des dés à garder",
            it: "la scelta dei dadi da tenere",
        },
        /// Awaiting a throw or a take.
        DueRollOrTake {
            de: "einen Wurf oder das Nehmen eines Plättchens",
            en: "a throw or the taking of a tile",
            fr: "un lancer ou la prise d'un pickomino",
            it: "un lancio o la presa di una tessera",
        },
        /// Awaiting a take.
        DueTake {
            de: "das Nehmen eines Plättchens",
            en: "the taking of a tile",
            fr: "la prise d'un pickomino",
            it: "la presa di una tessera",
        },
        /// Awaiting nothing: the game is over.
        DueNothing {
            de: "nichts mehr (das Spiel ist vorbei)",
            en: "nothing more (the game is over)",
            fr: "plus rien (la partie est finie)",
            it: "più nulla (la partita è finita)",
        },
    }
}

/// What the game waits for, as the `{due}` of a text.
fn due(a: Awaiting, lang: Lang) -> &'static str {
    match a {
        Awaiting::Roll => R::DueRoll,
        Awaiting::Keep => R::DueKeep,
        Awaiting::RollOrTake => R::DueRollOrTake,
        Awaiting::Take => R::DueTake,
        Awaiting::GameOver => R::DueNothing,
    }
    .get(lang)
}

/// A seat as the page counts players (from 1).
fn player(seat: Seat) -> String {
    seat.saturating_add(1).to_string()
}

/// The rule an action breaks, in `lang`: the kind says the text, the data fill its slots.
pub fn rule(e: &RuleError, lang: Lang) -> String {
    use RuleError as E;
    let key_due = |key: R, a: Awaiting| key.fill(lang, &[("due", due(a, lang))]);
    // A face: the worm has its own text, a number fills `{v}`.
    let key_face = |number: R, worm: R, face: Face| match face {
        Face::Worm => worm.get(lang).to_string(),
        _ => number.fill(lang, &[("v", &face.value().to_string())]),
    };
    match *e {
        E::GameOver => R::GameOver.get(lang).to_string(),
        E::NotYourTurn { seat, due } => {
            R::NotYourTurn.fill(lang, &[("n", &player(seat)), ("due", &player(due))])
        }
        E::RollNotDue(a) => key_due(R::RollNotDue, a),
        E::NoDiceLeft => R::NoDiceLeft.fill(lang, &[("n", &DICE.to_string())]),
        E::NoFacesLeft => R::NoFacesLeft.get(lang).to_string(),
        E::WrongDiceCount { expected, got } => lang
            .pick(i64::from(expected), R::WrongDiceCountOne, R::WrongDiceCount)
            .fill(
                lang,
                &[
                    ("expected", &expected.to_string()),
                    ("got", &got.to_string()),
                ],
            ),
        E::KeepNotDue(a) => key_due(R::KeepNotDue, a),
        E::NotShown(face) => key_face(R::NotShown, R::NotShownWorm, face),
        E::AlreadyKept(face) => key_face(R::AlreadyKept, R::AlreadyKeptWorm, face),
        E::TakeNotDue(a) => key_due(R::TakeNotDue, a),
        E::NoWorm => R::NoWorm.get(lang).to_string(),
        E::NothingToTake { sum } if sum < MIN_TILE => R::NothingToTakeLow.fill(
            lang,
            &[("sum", &sum.to_string()), ("min", &MIN_TILE.to_string())],
        ),
        E::NothingToTake { sum } => R::NothingToTake.fill(lang, &[("sum", &sum.to_string())]),
        E::WrongTile { tile, offer } => {
            let tile = tile.to_string();
            match (offer.grill, offer.steal) {
                (Some(g), None) => {
                    R::WrongTileGrill.fill(lang, &[("tile", &tile), ("grill", &g.to_string())])
                }
                (None, Some(s)) => R::WrongTileSteal.fill(
                    lang,
                    &[
                        ("tile", &tile),
                        ("steal", &s.tile.to_string()),
                        ("n", &player(s.from)),
                    ],
                ),
                (Some(g), Some(s)) => R::WrongTileBoth.fill(
                    lang,
                    &[
                        ("tile", &tile),
                        ("grill", &g.to_string()),
                        ("steal", &s.tile.to_string()),
                        ("n", &player(s.from)),
                    ],
                ),
                (None, None) => R::WrongTileNone.fill(lang, &[("tile", &tile)]),
            }
        }
    }
}

/// Why an action was refused, in `lang`: the rule it breaks, or why it cannot be read.
pub fn action(e: &ActionError, lang: Lang) -> String {
    match e {
        ActionError::Unreadable(e) => read(e, lang),
        ActionError::Rule(e) => rule(e, lang),
    }
}

/// Why an action cannot be read as one of Heckmeck's (a value as the record writes it).
pub fn read(e: &ReadError, lang: Lang) -> String {
    use ReadError as E;
    let tile = |v: &dyn std::fmt::Display| {
        R::NoSuchTile.fill(
            lang,
            &[
                ("v", &v.to_string()),
                ("min", &MIN_TILE.to_string()),
                ("max", &MAX_TILE.to_string()),
            ],
        )
    };
    match e {
        E::Shape(e) => say::key_error(e, lang),
        E::UnknownAction(key) => say::unknown_action(key, lang),
        E::RollNotAList(_) => say::not_a_list("roll", lang),
        E::FaceNotOnDice(v) => R::BadFace.fill(lang, &[("v", &v.to_string())]),
        E::FaceNotAFace(v) => R::BadFace.fill(lang, &[("v", &v.to_string())]),
        E::DiceCount(_) => R::DiceCount.fill(lang, &[("max", &DICE.to_string())]),
        E::NoSuchTile(v) => tile(v),
        E::TakeNotAnInteger(v) => tile(v),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::say::check_no_english;
    use dice_core::record::{Integer, KeyError};
    use dice_core::{Echo, RecordError};
    use heckmeck_engine::{Game, Offer, Steal};

    /// Ann's turn with two worms kept (10) and six dice to throw.
    const MID_TURN: &str = r#"{"roll": ["W", "W", 1, 1, 2, 2, 3, 3]}, {"keep": "W"}"#;
    /// A throw after `MID_TURN`: a keep is due.
    const AT_KEEP: &str = r#"{"roll": [4, "W", 1, 1, 5, 2]}"#;
    /// Ann with all eight dice kept, 40: a take is due, the 36 on offer.
    const AT_TAKE: &str = r#"{"roll": ["W", "W", "W", "W", 5, 5, 5, 5]}, {"keep": "W"}, {"roll": [5, 5, 5, 5]}, {"keep": 5}"#;

    fn record(actions: &[&str]) -> String {
        format!(
            r#"{{"players": ["Ann", "Bob"], "actions": [{}]}}"#,
            actions.join(", ")
        )
    }

    /// Refused records, the engine's English reason (the command line's) and the page's.
    fn cases() -> Vec<(String, &'static str, &'static str)> {
        vec![
            (
                record(&[MID_TURN, AT_KEEP, r#"{"roll": [1, 1, 1, 1, 1, 1]}"#]),
                "no throw is due while awaiting keep",
                "No throw is due here: the game waits for the choice of the dice to keep.",
            ),
            (
                record(&[MID_TURN, AT_KEEP, r#"{"keep": "W"}"#]),
                "W was kept already this turn",
                "The worms were already kept this turn: each face is kept only once.",
            ),
            (
                record(&[MID_TURN, AT_KEEP, r#"{"keep": 3}"#]),
                "the throw does not show 3",
                "The throw shows no 3.",
            ),
            (
                record(&[r#"{"roll": [3, 1, 3, "W", 3, 2, 3, 5]}, {"keep": 3}, {"roll": [1, 1, 1, 1, 1]}"#]),
                "the throw needs 4 dice, got 5 faces",
                "This throw needs 4 dice, not 5.",
            ),
            (
                record(&[r#"{"roll": []}"#]),
                "the throw needs 8 dice, got 0 faces",
                "This throw needs 8 dice, not 0.",
            ),
            (
                record(&[MID_TURN, r#"{"take": 21}"#]),
                "no tile can be taken with 10: the lowest tile is 21",
                "No tile can be taken with 10: the lowest tile is 21.",
            ),
            (
                record(&[AT_TAKE, r#"{"roll": [1, 1, 1, 1, 1, 1, 1, 1, 1]}"#]),
                "no throw is left: all 8 dice are kept",
                "No throw is left: all 8 dice are kept, so a tile must be taken.",
            ),
            (
                record(&[
                    AT_TAKE,
                    r#"{"take": 36}, {"roll": ["W", "W", "W", "W", 4, 4, 4, 4]}, {"keep": "W"}, {"roll": [4, 4, 4, 4]}, {"keep": 4}, {"take": 21}"#,
                ]),
                "take 21: the tiles on offer are 35 from the grill and 36 from seat 0",
                "21 cannot be taken: the tiles on offer are 35 from the grill and 36 from player 1.",
            ),
            (
                record(&[MID_TURN, r#"{"stop": true}"#]),
                "unknown action \"stop\"",
                "unknown action \"stop\"",
            ),
            (
                record(&[r#"{"roll": [6, 1, 1, 1, 1, 1, 1, 1]}"#]),
                "face 6 is not on the dice (1-5 or \"W\")",
                "6 is not on the dice: they show 1 to 5 and the worm.",
            ),
            (
                record(&[AT_TAKE, r#"{"take": 40}"#]),
                "tile 40 does not exist (tiles are 21-36)",
                "Tile 40 does not exist: the tiles go from 21 to 36.",
            ),
            (
                r#"{"players": ["Ann", "Bob", "Cid", "Dee", "Eve"], "short_game": true, "actions": [{"keep": 1}]}"#
                    .to_string(),
                "no keep is due while awaiting roll",
                "Nothing is to be kept here: the game waits for a throw.",
            ),
        ]
    }

    #[test]
    fn every_key_has_four_languages_with_the_same_slots() {
        crate::shell::lang::check_table(R::ALL, R::get);
    }

    #[test]
    fn refused_records_are_told_from_the_engine_s_own_error() {
        for (text, reason, english) in cases() {
            let Err(RecordError::Action { error, .. }) = Game::replay_json(&text) else {
                panic!("not refused at an action: {text}");
            };
            assert_eq!(error.to_string(), reason, "{text}");
            assert_eq!(action(&error, Lang::En), english, "{text}");
            crate::shell::lang::check_translated(english, |lang| Some(action(&error, lang)));
            for lang in Lang::ALL {
                check_no_english(&action(&error, lang), lang);
            }
        }
    }

    #[test]
    fn every_error_is_worded_with_its_slots_filled() {
        use Awaiting::*;
        let steal = Steal { tile: 27, from: 2 };
        let mut rules = vec![
            RuleError::GameOver,
            RuleError::NotYourTurn { seat: 1, due: 0 },
            RuleError::NoDiceLeft,
            RuleError::NoFacesLeft,
            RuleError::WrongDiceCount {
                expected: 1,
                got: 2,
            },
            RuleError::WrongDiceCount {
                expected: 5,
                got: 2,
            },
            RuleError::NoWorm,
            RuleError::NothingToTake { sum: 12 },
            RuleError::NothingToTake { sum: 25 },
        ];
        for face in [Face::Worm, Face::One, Face::Five] {
            rules.extend([RuleError::NotShown(face), RuleError::AlreadyKept(face)]);
        }
        for a in [Roll, Keep, RollOrTake, Take, GameOver] {
            rules.extend([
                RuleError::RollNotDue(a),
                RuleError::KeepNotDue(a),
                RuleError::TakeNotDue(a),
            ]);
        }
        for (grill, steal) in [
            (Some(30), None),
            (None, Some(steal)),
            (Some(30), Some(steal)),
            (None, None),
        ] {
            rules.push(RuleError::WrongTile {
                tile: 31,
                offer: Offer { grill, steal },
            });
        }
        let echo = Echo::value(&"[1]");
        let reads = vec![
            ReadError::Shape(KeyError::NotAnObject(echo.clone())),
            ReadError::Shape(KeyError::NotOneKey(echo.clone())),
            ReadError::UnknownAction(Echo::string("stop")),
            ReadError::RollNotAList(echo.clone()),
            ReadError::FaceNotOnDice(Integer(0)),
            ReadError::FaceNotAFace(echo.clone()),
            ReadError::DiceCount(9),
            ReadError::NoSuchTile(Integer(40)),
            ReadError::TakeNotAnInteger(echo),
        ];
        let errors = rules
            .into_iter()
            .map(ActionError::Rule)
            .chain(reads.into_iter().map(ActionError::Unreadable));
        for e in errors {
            for lang in Lang::ALL {
                let said = action(&e, lang);
                assert!(
                    !said.is_empty() && !said.contains('{'),
                    "{e:?} {lang:?}: {said}"
                );
                check_no_english(&said, lang);
            }
        }
    }
}
