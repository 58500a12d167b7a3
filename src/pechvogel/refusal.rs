//! Why a pasted Pechvogel record was refused, in the page's language: the engine's typed
//! [`RuleError`] (its kind and data), never its English text, which is the CLI's contract.
//! [`explain`] replays the record up to the refused action with the engine's own reading
//! ([`Envelope::parse`], [`parse_action`], [`Game::apply_quiet`]) and asks [`Game::check`]
//! why; [`describe`] words one error in each rulebook's terms (see [`super::words`]).

use dice_core::json::Value;
use dice_core::record::{integer, single_key, Envelope};
use pechvogel_engine::{
    parse_action, Awaiting, Game, RuleError, Seat, DICE, MAX_PLAYERS, MIN_PLAYERS,
};

use crate::shell::lang::{words, Lang};

words! {
    /// Why an action of a Pechvogel record is refused (one text per kind of
    /// [`RuleError`], a seat said as "player {n}" counted from 1).
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
        /// An action that cannot be read (not one this game knows, or written wrongly).
        Unreadable {
            de: "Dieser Zug ist nicht lesbar: Er ist keine Aktion dieses Spiels oder falsch geschrieben.",
            en: "This move cannot be read: it is not an action this game knows, or it is written wrongly.",
            fr: "Ce coup est illisible\u{a0}: ce n'est pas une action de ce jeu, ou il est mal écrit.",
            it: "Questa mossa è illeggibile: non è un'azione di questo gioco, o è scritta male.",
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

/// One refusal in `lang`: the kind says the text, the data fill its slots.
pub fn describe(e: &RuleError, lang: Lang) -> String {
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

/// Why an action is refused: a rule, or it cannot be read at all.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Refusal {
    /// The engine's rule and its data.
    Rule(RuleError),
    /// [`parse_action`] refused it for another reason than a rule (its message is text).
    Unreadable,
}

/// Why action `index` of `record` is refused, or `None` when the record cannot be read up
/// to it (its envelope, or an earlier action) or the action is in fact fine.
fn refusal(record: &str, index: usize) -> Option<Refusal> {
    let envelope =
        Envelope::parse::<pechvogel_engine::ActionError>(record, MIN_PLAYERS, MAX_PLAYERS).ok()?;
    let raw = envelope.actions.get(index)?;
    // The record up to the refused action, read by the engine itself (players, options and
    // every earlier action exactly as a replay reads them).
    let mut top = envelope.top.clone();
    top.insert("actions", Value::Array(envelope.actions[..index].to_vec()));
    let game = pechvogel_engine::Record::replay_json(&Value::Object(top).to_string()).ok()?;
    match parse_action(raw, &game) {
        Ok(action) => game.check(action).err().map(Refusal::Rule),
        Err(_) => Some(unread_roll(raw, &game).map_or(Refusal::Unreadable, Refusal::Rule)),
    }
}

/// The rule behind a throw that [`parse_action`] refuses while reading it: a face not on
/// the dice, or a count no [`Throw`](pechvogel_engine::Throw) holds (none, or more than seven), which the engine
/// words as the rule it breaks. Read in [`parse_action`]'s order (each face in turn, then
/// the count); `None` for anything else.
fn unread_roll(raw: &Value, game: &Game) -> Option<RuleError> {
    let ("roll", Value::Array(items)) = single_key(raw).ok()? else {
        return None;
    };
    for item in items {
        if item.as_str() == Some("R") {
            continue;
        }
        match integer(item) {
            Some(3..=7) => {}
            Some(v) => return u8::try_from(v).ok().map(RuleError::BadFace),
            None => return None,
        }
    }
    if (1..=usize::from(DICE)).contains(&items.len()) {
        // A count a throw can hold: not why it was refused.
        return None;
    }
    match game.dice_for_roll() {
        Err(e) => Some(e),
        Ok(expected) => Some(RuleError::WrongDiceCount {
            expected,
            got: items.len(),
        }),
    }
}

/// Why action `index` (from 0) of a Pechvogel record is refused, in `lang`: the sentence
/// for the engine's [`RuleError`], or [`R::Unreadable`] when the action cannot be read.
/// `None` when the record cannot be read up to that action, or the action is fine.
/// The earlier actions are replayed as [`pechvogel_engine::Record::replay_json`] does, so
/// `index` is the one its [`dice_core::RecordError::Action`] names.
pub fn explain(record: &str, index: usize, lang: Lang) -> Option<String> {
    Some(match refusal(record, index)? {
        Refusal::Rule(e) => describe(&e, lang),
        Refusal::Unreadable => R::Unreadable.get(lang).to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use dice_core::RecordError;
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

    /// Refused records, the engine's English reason and the English explanation.
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
                "This move cannot be read: it is not an action this game knows, or it is written wrongly.",
            ),
        ]
    }

    #[test]
    fn every_key_has_four_languages_with_the_same_slots() {
        crate::shell::lang::check_table(R::ALL, R::get);
    }

    #[test]
    fn refused_records_are_explained_at_the_index_the_engine_names() {
        for (text, reason, english) in cases() {
            let Err(RecordError::Action { index, error }) = Record::replay_json(&text) else {
                panic!("not refused at an action: {text}");
            };
            assert_eq!(error.to_string(), reason, "{text}");
            // The replay's own typed error is the one found by reading the record again.
            if let dice_core::ActionError::Rule(rule) = &error {
                assert_eq!(
                    refusal(&text, index),
                    Some(Refusal::Rule(rule.clone())),
                    "{text}"
                );
            }
            // The typed error found is the one the engine refused with.
            match refusal(&text, index) {
                Some(Refusal::Rule(e)) => assert_eq!(e.to_string(), reason, "{text}"),
                Some(Refusal::Unreadable) => assert!(reason.starts_with("unknown"), "{text}"),
                None => panic!("no refusal found at {index}: {text}"),
            }
            assert_eq!(explain(&text, index, Lang::En).as_deref(), Some(english));
            crate::shell::lang::check_translated(english, |lang| explain(&text, index, lang));
            // Every action before it was fine; nothing after it is read.
            for earlier in 0..index {
                assert_eq!(
                    explain(&text, earlier, Lang::En),
                    None,
                    "{text} at {earlier}"
                );
            }
            assert_eq!(explain(&text, index + 1, Lang::En), None);
        }
    }

    #[test]
    fn garbage_and_fine_records_give_nothing() {
        for text in [
            "",
            "not json",
            "[]",
            r#"{"players": ["Ann"], "actions": [{"claim": "middle"}]}"#,
            r#"{"players": ["Ann", "Bob"]}"#,
            r#"{"players": ["Ann", "Bob"], "actions": {"roll": [3]}}"#,
        ] {
            for index in 0..3 {
                assert_eq!(explain(text, index, Lang::De), None, "{text}");
            }
        }
        let fine = record(&[RAVEN, CLAIM6, RAVEN, AT_ROLL]);
        assert!(Record::replay_json(&fine).is_ok());
        for index in 0..12 {
            assert_eq!(explain(&fine, index, Lang::Fr), None, "{index}");
        }
        // An action after an unreadable one is not explained (its game is unknown).
        let broken = record(&[r#"{"dance": 1}"#, RAVEN]);
        assert_eq!(explain(&broken, 1, Lang::En), None);
        assert_eq!(explain(&broken, usize::MAX, Lang::En), None);
    }

    #[test]
    fn cut_or_odd_records_never_panic() {
        let mut texts: Vec<String> = cases().into_iter().map(|(t, _, _)| t).collect();
        texts.push(record(&[
            r#"{"roll": [-3]}"#,
            r#"{"roll": [300, 3]}"#,
            r#"{"roll": []}"#,
            r#"{"frustrate": [999, 1, 1, 1, 1, 1, 1]}"#,
        ]));
        texts.push(record(&[r#"{"roll": []}"#]));
        texts.push(record(&[
            r#"{"roll": [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]}"#,
        ]));
        for text in texts {
            for (cut, _) in text.char_indices() {
                for index in 0..8 {
                    for lang in Lang::ALL {
                        let _ = explain(&text[..cut], index, lang);
                    }
                }
            }
        }
    }

    #[test]
    fn every_error_is_worded_with_its_slots_filled() {
        use Awaiting::*;
        let mut errors = vec![
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
            errors.extend([
                RuleError::RollNotDue(a),
                RuleError::TargetNotDue(a),
                RuleError::NoWindow(a),
                RuleError::ClaimNotDue(a),
            ]);
        }
        for e in &errors {
            for lang in Lang::ALL {
                let said = describe(e, lang);
                assert!(
                    !said.is_empty() && !said.contains('{'),
                    "{e:?} {lang:?}: {said}"
                );
            }
        }
        assert_eq!(
            describe(
                &RuleError::WrongDiceCount {
                    expected: 1,
                    got: 3
                },
                Lang::En
            ),
            "This throw needs 1 die, not 3."
        );
        assert_eq!(
            describe(&RuleError::NothingToSteal { seat: 1, value: 7 }, Lang::De),
            "Spieler 2 hat keinen Punktemarker 7, den man ihm nehmen könnte."
        );
    }
}
