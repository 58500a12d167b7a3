//! Why Pechvogel refuses an action, in the page's language: the engine's typed
//! [`ActionError`] (the rule it breaks, or why it cannot be read), worded in each
//! rulebook's terms (see [`super`]) from its kind and data, never from its English text,
//! which is the command line's contract.

use pechvogel_engine::{ActionError, Awaiting, ReadError, RuleError, Seat};

use crate::shell::lang::{words, Lang};
use crate::shell::say;

words! {
    /// Why an action of a Pechvogel record is refused: one text per kind of the
    /// engine's [`RuleError`] and [`ReadError`] (a seat said as "player {n}" counted from 1).
    pub enum R {
        /// Anything after the game's end.
        GameOver {
            de: "Das Spiel ist schon vorbei: Danach kann nichts mehr folgen.",
            en: "The game is already over: nothing can follow.",
            fr: "La partie est déjà finie\u{a0}: rien ne peut plus suivre.",
            it: "La partita è già finita: non può seguire nulla.",
        },
        /// A throw while something else is due (`due` is one of the `Due…` texts).
        RollNotDue {
            de: "Hier ist kein Wurf dran: Das Spiel wartet auf {due}.",
            en: "No throw is due here: the game waits for {due}.",
            fr: "Aucun lancer n'est attendu ici\u{a0}: la partie attend {due}.",
            it: "Qui non tocca lanciare: la partita aspetta {due}.",
        },
        /// A throw at a window on a turn-ending throw while a claim is due.
        ClaimDueFirst {
            de: "Vor dem nächsten Wurf muss ein Punktemarker genommen werden.",
            en: "A score marker must be claimed before the next throw.",
            fr: "Une tuile Gain doit être prise avant le lancer suivant.",
            it: "Prima del prossimo lancio bisogna prendere una posta.",
        },
        /// A throw while a player is still to be asked about the last one.
        AskFirst {
            de: "Spieler {n} muss erst noch zum letzten Wurf gefragt werden.",
            en: "Player {n} is still to be asked about the last throw.",
            fr: "Le joueur {n} doit encore être interrogé sur le dernier lancer.",
            it: "Il giocatore {n} deve ancora essere interpellato sull'ultimo lancio.",
        },
        /// A move by a player whose decision it is not.
        NotYourMove {
            de: "Spieler {n} ist nicht am Zug.",
            en: "It is not player {n}'s move.",
            fr: "Ce n'est pas au joueur {n} de jouer.",
            it: "Non tocca al giocatore {n}.",
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
        /// A face that is not on the dice.
        BadFace {
            de: "{face} steht auf keinem Würfel: Die Würfel zeigen 3 bis 7 und den Raben.",
            en: "{face} is not on the dice: they show 3 to 7 and the raven.",
            fr: "{face} n'est sur aucun dé\u{a0}: les dés montrent 3 à 7 et le corbeau.",
            it: "{face} non è su nessun dado: i dadi mostrano da 3 a 7 e il corvo.",
        },
        /// A target while something else is due.
        TargetNotDue {
            de: "Hier ist keine Zielzahl zu wählen: Das Spiel wartet auf {due}.",
            en: "No target is to be chosen here: the game waits for {due}.",
            fr: "Aucun objectif n'est à choisir ici\u{a0}: la partie attend {due}.",
            it: "Qui non si sceglie il valore buono: la partita aspetta {due}.",
        },
        /// A target the first throw does not show.
        TargetNotShown {
            de: "Der erste Wurf zeigt keine {v}, also kann {v} nicht die Zielzahl sein.",
            en: "The first throw shows no {v}, so {v} cannot be the target.",
            fr: "Le premier lancer ne montre aucun {v}, donc {v} ne peut pas être l'objectif.",
            it: "Il primo lancio non mostra nessun {v}, quindi {v} non può essere il valore buono.",
        },
        /// A frustration or a reduction while no window is open.
        NoWindow {
            de: "Hier kann niemand frustrieren oder Frust abbauen: Das Spiel wartet auf {due}.",
            en: "Nobody can frustrate or reduce frustration here: the game waits for {due}.",
            fr: "Personne ne peut porter la poisse ni chasser la poisse ici\u{a0}: la partie attend {due}.",
            it: "Qui nessuno può fare lo iettatore né esorcizzare la iella: la partita aspetta {due}.",
        },
        /// A second frustration in one turn.
        AlreadyFrustrated {
            de: "Die Gegner haben in diesem Zug schon frustriert.",
            en: "The opponents have already frustrated this turn.",
            fr: "Les adversaires ont déjà porté la poisse ce tour.",
            it: "Gli avversari hanno già fatto gli iettatori in questo turno.",
        },
        /// A frustration naming nobody.
        NobodyFrustrates {
            de: "Zum Frustrieren muss mindestens ein Spieler genannt sein.",
            en: "A frustration needs at least one player who frustrates.",
            fr: "Pour porter la poisse, il faut nommer au moins un joueur.",
            it: "Per fare lo iettatore bisogna nominare almeno un giocatore.",
        },
        /// The same player twice among those who frustrate.
        DuplicateFrustrator {
            de: "Spieler {n} ist unter den Frustrierenden zweimal genannt.",
            en: "Player {n} is named twice among those who frustrate.",
            fr: "Le joueur {n} est nommé deux fois parmi ceux qui portent la poisse.",
            it: "Il giocatore {n} è nominato due volte tra gli iettatori.",
        },
        /// A player who is not an opponent of the active player.
        NotAnOpponent {
            de: "Spieler {n} ist kein Gegner des Spielers am Zug.",
            en: "Player {n} is not an opponent of the player whose turn it is.",
            fr: "Le joueur {n} n'est pas un adversaire du joueur dont c'est le tour.",
            it: "Il giocatore {n} non è un avversario del giocatore di turno.",
        },
        /// A player without a frustration to spend.
        NoFrustration {
            de: "Spieler {n} hat kein Frustrat, das er einsetzen könnte.",
            en: "Player {n} has no frustration to spend.",
            fr: "Le joueur {n} n'a aucun marqueur Poisse à jouer.",
            it: "Il giocatore {n} non ha iella da giocare.",
        },
        /// A second reduction in one turn.
        AlreadyReduced {
            de: "In diesem Zug wurde schon Frust abgebaut.",
            en: "Frustration was already reduced this turn.",
            fr: "La poisse a déjà été chassée ce tour.",
            it: "La iella è già stata esorcizzata in questo turno.",
        },
        /// A claim while something else is due.
        ClaimNotDue {
            de: "Hier kann kein Punktemarker genommen werden: Das Spiel wartet auf {due}.",
            en: "No score marker can be claimed here: the game waits for {due}.",
            fr: "Aucune tuile Gain ne peut être prise ici\u{a0}: la partie attend {due}.",
            it: "Qui non si può prendere una posta: la partita aspetta {due}.",
        },
        /// The middle has no marker of the target.
        NoMarkerInMiddle {
            de: "In der Tischmitte liegt kein Punktemarker {v} mehr.",
            en: "The middle has no {v} marker left.",
            fr: "Il ne reste aucune tuile Gain de {v} au milieu de la table.",
            it: "Al centro del tavolo non resta nessuna posta da {v}.",
        },
        /// The opponent named holds no marker of the target.
        NothingToSteal {
            de: "Spieler {n} hat keinen Punktemarker {v}, den man ihm nehmen könnte.",
            en: "Player {n} has no {v} marker to steal.",
            fr: "Le joueur {n} n'a aucune tuile Gain de {v} à voler.",
            it: "Il giocatore {n} non ha nessuna posta da {v} da rubare.",
        },
        /// The marker to put in the box is not in the middle.
        DiscardNotInMiddle {
            de: "In der Tischmitte liegt kein Punktemarker {v}, der in die Schachtel gehen könnte.",
            en: "There is no {v} marker in the middle to put in the box.",
            fr: "Il n'y a aucune tuile Gain de {v} au milieu de la table à mettre dans la boîte.",
            it: "Al centro del tavolo non c'è nessuna posta da {v} da mettere nella scatola.",
        },
        // Why an action cannot be read as one of Pechvogel's (the engine's `ReadError`).
        /// A target that is no number on the dice (`v`: as the record writes it).
        TargetNotANumber {
            de: "{v} kann keine Zielzahl sein: Zielzahlen sind 3 bis 7.",
            en: "{v} cannot be a target: targets are 3 to 7.",
            fr: "{v} ne peut pas être un objectif\u{a0}: les objectifs vont de 3 à 7.",
            it: "{v} non può essere un valore buono: i valori buoni vanno da 3 a 7.",
        },
        /// A seat that is no seat number (as the record writes it, counted from 0).
        NoSuchSeat {
            de: "{v} ist keine Platznummer (die Plätze zählen ab 0).",
            en: "{v} is not a seat number (seats count from 0).",
            fr: "{v} n'est pas un numéro de place (les places se comptent à partir de 0).",
            it: "{v} non è un numero di posto (i posti si contano da 0).",
        },
        /// More players named to frustrate than the table has opponents.
        TooManyFrustrators {
            de: "{listed} Spieler sollen frustrieren, aber höchstens {opponents} Gegner können es.",
            en: "{listed} players are named to frustrate, but at most {opponents} opponents can.",
            fr: "{listed} joueurs sont nommés pour porter la poisse, mais au plus {opponents} adversaires le peuvent.",
            it: "{listed} giocatori sono nominati come iettatori, ma al massimo {opponents} avversari possono esserlo.",
        },
        /// A reduction that is not exactly `true`.
        ReduceNotTrue {
            de: "\"reduce\" muss genau true sein, nicht {v}.",
            en: "\"reduce\" must be exactly true, not {v}.",
            fr: "\"reduce\" doit valoir exactement true, pas {v}.",
            it: "\"reduce\" deve valere esattamente true, non {v}.",
        },
        /// A claim that is neither from the middle nor a steal.
        ClaimNotAClaim {
            de: "\"claim\" muss \"middle\" oder {\"steal\": Platz, \"discard\": Wert} sein.",
            en: "\"claim\" must be \"middle\" or {\"steal\": seat, \"discard\": value}.",
            fr: "\"claim\" doit valoir \"middle\" ou {\"steal\": place, \"discard\": valeur}.",
            it: "\"claim\" deve valere \"middle\" o {\"steal\": posto, \"discard\": valore}.",
        },
        /// A discard that is no marker's value.
        DiscardNotAValue {
            de: "{v} ist kein Wert eines Punktemarkers (3 bis 7).",
            en: "{v} is not the value of a score marker (3 to 7).",
            fr: "{v} n'est pas la valeur d'une tuile Gain (3 à 7).",
            it: "{v} non è il valore di una posta (da 3 a 7).",
        },

        // What the game waits for (the `{due}` of the texts above).
        /// Awaiting the first throw.
        DueFirstRoll {
            de: "den ersten Wurf mit allen sieben Würfeln",
            en: "the first throw of all seven dice",
            fr: "le premier lancer des sept dés",
            it: "il primo lancio dei sette dadi",
        },
        /// Awaiting the target.
        DueTarget {
            de: "die Wahl der Zielzahl",
            en: "the choice of a target",
            fr: "le choix de l'objectif",
            it: "la scelta del valore buono",
        },
        /// Awaiting the next throw.
        DueRoll {
            de: "den nächsten Wurf",
            en: "the next throw",
            fr: "le lancer suivant",
            it: "il prossimo lancio",
        },
        /// Awaiting the answers of an open throw.
        DueWindow {
            de: "die Antworten auf den letzten Wurf (frustrieren, Frust abbauen oder weiterspielen)",
            en: "the answers to the last throw (frustrate, reduce frustration or play on)",
            fr: "les réponses au dernier lancer (porter la poisse, chasser la poisse ou continuer)",
            it: "le risposte all'ultimo lancio (fare lo iettatore, esorcizzare la iella o continuare)",
        },
        /// Awaiting the reroll.
        DueReroll {
            de: "das Neuwürfeln",
            en: "the reroll",
            fr: "la relance",
            it: "il rilancio",
        },
        /// Awaiting a claim.
        DueClaim {
            de: "das Nehmen eines Punktemarkers",
            en: "the claim of a score marker",
            fr: "la prise d'une tuile Gain",
            it: "la presa di una posta",
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
        Awaiting::FirstRoll => R::DueFirstRoll,
        Awaiting::Target => R::DueTarget,
        Awaiting::Roll => R::DueRoll,
        Awaiting::Window => R::DueWindow,
        Awaiting::Reroll => R::DueReroll,
        Awaiting::Claim => R::DueClaim,
        Awaiting::GameOver => R::DueNothing,
    }
    .get(lang)
}

/// A seat as the page counts players (from 1).
fn player(seat: Seat) -> String {
    seat.saturating_add(1).to_string()
}

/// Why an action was refused, in `lang`: the rule it breaks, or why it cannot be read.
pub fn action(e: &ActionError, lang: Lang) -> String {
    match e {
        ActionError::Unreadable(e) => read(e, lang),
        ActionError::Rule(e) => rule(e, lang),
    }
}

/// Why an action cannot be read as one of Pechvogel's (a value as the record writes it).
pub fn read(e: &ReadError, lang: Lang) -> String {
    use ReadError as E;
    let key_v = |key: R, v: &dyn std::fmt::Display| key.fill(lang, &[("v", &v.to_string())]);
    match e {
        E::Shape(e) => say::key_error(e, lang),
        E::UnknownAction(key) => say::unknown_action(key, lang),
        E::RollNotAList => say::not_a_list("roll", lang),
        E::FrustrateNotAList => say::not_a_list("frustrate", lang),
        E::FaceNotOnDice(v) => R::BadFace.fill(lang, &[("face", &v.to_string())]),
        E::FaceNotAFace(v) => R::BadFace.fill(lang, &[("face", &v.to_string())]),
        E::TargetNotOnDice(v) => key_v(R::TargetNotANumber, v),
        E::TargetNotAnInteger(v) => key_v(R::TargetNotANumber, v),
        E::SeatNotAtTable(v) => key_v(R::NoSuchSeat, v),
        E::SeatNotAnInteger(v) | E::StealNotAnInteger(v) => key_v(R::NoSuchSeat, v),
        E::TooManyFrustrators { listed, opponents } => R::TooManyFrustrators.fill(
            lang,
            &[
                ("listed", &listed.to_string()),
                ("opponents", &opponents.to_string()),
            ],
        ),
        E::ReduceNotTrue(v) => key_v(R::ReduceNotTrue, v),
        E::ClaimNotAClaim => R::ClaimNotAClaim.get(lang).to_string(),
        E::DiscardNotAValue(v) => key_v(R::DiscardNotAValue, v),
        E::DiscardNotAnInteger(v) => key_v(R::DiscardNotAValue, v),
    }
}

/// The rule an action breaks, in `lang`: the kind says the text, the data fill its slots.
pub fn rule(e: &RuleError, lang: Lang) -> String {
    use RuleError as E;
    let key_due = |key: R, a: Awaiting| key.fill(lang, &[("due", due(a, lang))]);
    let key_seat = |key: R, s: Seat| key.fill(lang, &[("n", &player(s))]);
    let key_v = |key: R, v: u8| key.fill(lang, &[("v", &v.to_string())]);
    match *e {
        E::GameOver => R::GameOver.get(lang).to_string(),
        E::RollNotDue(a) => key_due(R::RollNotDue, a),
        E::ClaimDueFirst => R::ClaimDueFirst.get(lang).to_string(),
        E::AskFirst(s) => key_seat(R::AskFirst, s),
        E::NotYourMove(s) => key_seat(R::NotYourMove, s),
        E::WrongDiceCount { expected, got } => lang
            .pick(i64::from(expected), R::WrongDiceCountOne, R::WrongDiceCount)
            .fill(
                lang,
                &[
                    ("expected", &expected.to_string()),
                    ("got", &got.to_string()),
                ],
            ),
        E::BadFace(v) => R::BadFace.fill(lang, &[("face", &v.to_string())]),
        E::TargetNotDue(a) => key_due(R::TargetNotDue, a),
        E::TargetNotShown(v) => key_v(R::TargetNotShown, v),
        E::NoWindow(a) => key_due(R::NoWindow, a),
        E::AlreadyFrustrated => R::AlreadyFrustrated.get(lang).to_string(),
        E::NobodyFrustrates => R::NobodyFrustrates.get(lang).to_string(),
        E::DuplicateFrustrator(s) => key_seat(R::DuplicateFrustrator, s),
        E::NotAnOpponent(s) => key_seat(R::NotAnOpponent, s),
        E::NoFrustration(s) => key_seat(R::NoFrustration, s),
        E::AlreadyReduced => R::AlreadyReduced.get(lang).to_string(),
        E::ClaimNotDue(a) => key_due(R::ClaimNotDue, a),
        E::NoMarkerInMiddle(v) => key_v(R::NoMarkerInMiddle, v),
        E::NothingToSteal { seat, value } => {
            R::NothingToSteal.fill(lang, &[("n", &player(seat)), ("v", &value.to_string())])
        }
        E::DiscardNotInMiddle(v) => key_v(R::DiscardNotInMiddle, v),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::say::check_no_english;
    use dice_core::record::{Integer, KeyError};
    use dice_core::{Echo, RecordError};
    use pechvogel_engine::Record;

    /// A first throw of three ravens, target 3: the turn ends with a frustration.
    const RAVEN: &str = r#"{"roll": ["R", "R", "R", 3, 4, 5, 6]}, {"target": 3}"#;
    /// Four sixes, target 6, claimed from the middle.
    const CLAIM6: &str = r#"{"roll": [6, 6, 6, 6, 3, 4, 5]}, {"target": 6}, {"claim": "middle"}"#;
    /// Ann's turn at target 6 with three dice to throw (after Ann and Cid took a
    /// frustration and Bob a 6 marker).
    const AT_ROLL: &str = r#"{"roll": [6, 6, "R", "R", 3, 4, 5]}, {"target": 6}"#;

    fn record(actions: &[&str]) -> String {
        format!(
            r#"{{"players": ["Ann", "Bob", "Cid"], "actions": [{}]}}"#,
            actions.join(", ")
        )
    }

    fn at_roll(more: &str) -> String {
        record(&[RAVEN, CLAIM6, RAVEN, AT_ROLL, more])
    }

    /// Refused records, the engine's English reason (the command line's) and the page's.
    fn cases() -> Vec<(String, &'static str, &'static str)> {
        vec![
            (
                record(&[r#"{"claim": "middle"}"#]),
                "no claim is due while awaiting first_roll",
                "No score marker can be claimed here: the game waits for the first throw of all seven dice.",
            ),
            (
                record(&[r#"{"roll": [3, 4, 5]}"#]),
                "the throw needs 7 dice, got 3 faces",
                "This throw needs 7 dice, not 3.",
            ),
            (
                record(&[r#"{"roll": [3, 3, 3, 3, 3, 3, 3, 3]}"#]),
                "the throw needs 7 dice, got 8 faces",
                "This throw needs 7 dice, not 8.",
            ),
            (
                record(&[r#"{"roll": [8, 3, 3, 3, 3, 3, 3]}"#]),
                "face 8 is not on the dice (3-7 or \"R\")",
                "8 is not on the dice: they show 3 to 7 and the raven.",
            ),
            (
                record(&[RAVEN, r#"{"target": 3}"#]),
                "no target is due while awaiting first_roll",
                "No target is to be chosen here: the game waits for the first throw of all seven dice.",
            ),
            (
                record(&[r#"{"roll": [3, 3, 4, 4, 5, 5, 6]}, {"target": 7}"#]),
                "target 7 is not shown by the first throw",
                "The first throw shows no 7, so 7 cannot be the target.",
            ),
            (
                at_roll(r#"{"roll": [6, 6, 3]}, {"roll": [3, 3, 3, 3, 3, 3, 3]}"#),
                "a claim is due before the next throw",
                "A score marker must be claimed before the next throw.",
            ),
            (
                at_roll(r#"{"roll": [6, "R", 4]}, {"frustrate": [1]}"#),
                "seat 1 has no frustration",
                "Player 2 has no frustration to spend.",
            ),
            (
                at_roll(r#"{"roll": [6, "R", 4]}, {"frustrate": [0]}"#),
                "seat 0 is not an opponent of the active player",
                "Player 1 is not an opponent of the player whose turn it is.",
            ),
            (
                at_roll(r#"{"frustrate": [2]}"#),
                "no frustration window is open while awaiting roll",
                "Nobody can frustrate or reduce frustration here: the game waits for the next throw.",
            ),
            (
                at_roll(r#"{"roll": [6, 3, 4]}, {"reduce": true}, {"roll": [6, 3, 4]}, {"reduce": true}"#),
                "the active player already reduced this turn",
                "Frustration was already reduced this turn.",
            ),
            (
                record(&[r#"{"dance": 1}"#]),
                "unknown action \"dance\"",
                "unknown action \"dance\"",
            ),
            (
                record(&[r#"{"roll": [3, 3, "x", 4, 5, 6, 7]}"#]),
                "face \"x\" must be an integer 3-7 or \"R\"",
                "\"x\" is not on the dice: they show 3 to 7 and the raven.",
            ),
            (
                record(&[r#"{"roll": [3, 3, 3, 4, 5, 6, 6]}, {"target": 9}"#]),
                "target 9 is not a number on the dice",
                "9 cannot be a target: targets are 3 to 7.",
            ),
            (
                at_roll(r#"{"roll": [6, "R", 4]}, {"reduce": 1}"#),
                "reduce must be exactly true, not 1",
                "\"reduce\" must be exactly true, not 1.",
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
            let Err(RecordError::Action { error, .. }) = Record::replay_json(&text) else {
                panic!("not refused at an action: {text}");
            };
            // The command line's words stay the engine's; the page's are its own.
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
        let mut rules = vec![
            RuleError::GameOver,
            RuleError::ClaimDueFirst,
            RuleError::AskFirst(2),
            RuleError::NotYourMove(0),
            RuleError::WrongDiceCount {
                expected: 1,
                got: 3,
            },
            RuleError::WrongDiceCount {
                expected: 7,
                got: 1,
            },
            RuleError::BadFace(9),
            RuleError::TargetNotShown(5),
            RuleError::AlreadyFrustrated,
            RuleError::NobodyFrustrates,
            RuleError::DuplicateFrustrator(1),
            RuleError::NotAnOpponent(3),
            RuleError::NoFrustration(4),
            RuleError::AlreadyReduced,
            RuleError::NoMarkerInMiddle(6),
            RuleError::NothingToSteal { seat: 1, value: 7 },
            RuleError::DiscardNotInMiddle(3),
        ];
        for a in [FirstRoll, Target, Roll, Window, Reroll, Claim, GameOver] {
            rules.extend([
                RuleError::RollNotDue(a),
                RuleError::TargetNotDue(a),
                RuleError::NoWindow(a),
                RuleError::ClaimNotDue(a),
            ]);
        }
        let echo = Echo::value(&"[1]");
        let reads = vec![
            ReadError::Shape(KeyError::NotAnObject(echo.clone())),
            ReadError::Shape(KeyError::NotOneKey(echo.clone())),
            ReadError::UnknownAction(Echo::string("dance")),
            ReadError::RollNotAList,
            ReadError::FaceNotOnDice(Integer(-3)),
            ReadError::FaceNotAFace(echo.clone()),
            ReadError::TargetNotOnDice(Integer(2)),
            ReadError::TargetNotAnInteger(echo.clone()),
            ReadError::FrustrateNotAList,
            ReadError::SeatNotAtTable(Integer(300)),
            ReadError::SeatNotAnInteger(echo.clone()),
            ReadError::TooManyFrustrators {
                listed: 7,
                opponents: 4,
            },
            ReadError::ReduceNotTrue(echo.clone()),
            ReadError::ClaimNotAClaim,
            ReadError::StealNotAnInteger(echo.clone()),
            ReadError::DiscardNotAValue(Integer(8)),
            ReadError::DiscardNotAnInteger(echo),
        ];
        let errors = rules
            .into_iter()
            .map(ActionError::Rule)
            .chain(reads.into_iter().map(ActionError::Unreadable));
        for e in errors {
            for lang in Lang::ALL {
                let said = action(&e, lang);
                assert!(!said.is_empty(), "{e:?} {lang:?}");
                assert!(
                    !said.contains('{') || said.contains("\"steal\""),
                    "{e:?} {lang:?}: {said}"
                );
                check_no_english(&said, lang);
            }
        }
        assert_eq!(
            rule(
                &RuleError::WrongDiceCount {
                    expected: 1,
                    got: 3
                },
                Lang::En
            ),
            "This throw needs 1 die, not 3."
        );
        assert_eq!(
            rule(&RuleError::NothingToSteal { seat: 1, value: 7 }, Lang::De),
            "Spieler 2 hat keinen Punktemarker 7, den man ihm nehmen könnte."
        );
    }
}
