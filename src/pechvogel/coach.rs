//! The coach: before a decision of a person, the expert's choice by the points it can
//! expect from the turn, and what each other choice costs against it (from the bots' review,
//! `pechvogel_bots::review`: the expert's look-ahead over the exact odds of the rest of the
//! turn, with its ends valued in points; it never sees a die to come). Before a throw, the
//! turn's odds. Off unless switched on. It answers the question due now ([`Table::due`]),
//! never a question the game left behind. Pure, so its words are tested natively.

use pechvogel_bots::odds::turn_odds;
use pechvogel_bots::review::{self, Priced};
use pechvogel_engine::table::Due;
use pechvogel_engine::{Move, Question, Seat, Table};

use crate::shell::coach::{Advice, Choice};
use crate::shell::lang::{words, Lang};

words! {
    /// A line of Pechvogel's coach.
    pub enum C {
        /// The expert's choice and the points it expects.
        Best { de: "der Profi würde {what}: {v} Punkte im Mittel aus diesem Zug", en: "the expert would {what}: {v} points expected from this turn", fr: "l'expert choisirait de {what}\u{a0}: {v} points en moyenne pour ce tour", it: "l'esperto sceglierebbe di {what}: {v} punti in media da questo turno" },
        /// Choosing a target.
        ChooseTarget { de: "die Zielzahl {v} wählen", en: "choose target {v}", fr: "prendre l'objectif {v}", it: "prendere il valore buono {v}" },
        /// Reducing, for the thrower.
        Reduce { de: "Frust abbauen", en: "reduce frustration", fr: "chasser la poisse", it: "esorcizzare la iella" },
        /// Keeping the throw instead of reducing.
        KeepThrow { de: "diesen Wurf behalten", en: "keep this throw", fr: "garder ce lancer", it: "tenere questo lancio" },
        /// Frustrating (or joining a frustration).
        Frustrate { de: "frustrieren", en: "frustrate", fr: "porter la poisse", it: "fare lo iettatore" },
        /// Passing on a frustration.
        Pass { de: "passen", en: "pass", fr: "passer", it: "passare" },
        /// The odds of the turn, before a throw.
        ThrowOn { de: "Wenn niemand frustriert: {p} für einen Punktemarker, {q} für drei Raben", en: "if nobody frustrates: {p} to claim a marker, {q} to end with three ravens", fr: "si personne ne porte la poisse\u{a0}: {p} de gagner une tuile, {q} de finir avec trois corbeaux", it: "se nessuno fa lo iettatore: {p} di prendere una posta, {q} di finire con tre corvi" },
    }
}

/// The coach's advice for the person at `seat` for the decision due at `t` now, if it is
/// theirs and has something worth telling.
pub fn advice(t: &Table, seat: Seat, lang: Lang) -> Option<Advice> {
    let board = t.game().board();
    match t.due() {
        Due::Throw { seat: s, .. } if s == seat && board.target.is_some() => {
            let now = turn_odds(board.targets, board.ravens);
            let line = C::ThrowOn.fill(
                lang,
                &[
                    ("p", &lang.percent(now.claim)),
                    ("q", &lang.percent(now.frustration)),
                ],
            );
            let mut a = Advice::odds(&line);
            a.best = Some("roll".into());
            Some(a)
        }
        Due::Target(s) if s == seat => ranked(t, lang),
        Due::Ask(q) if q.seat() == seat => ranked(t, lang),
        _ => None,
    }
}

/// The priced choices of the decision due, best first, as a line.
fn ranked(t: &Table, lang: Lang) -> Option<Advice> {
    let question = match t.due() {
        Due::Ask(q) => Some(q),
        _ => None,
    };
    let choices: Vec<Choice> = review::choices(t)
        .iter()
        .map(|p| choice(p, question, lang))
        .collect();
    Advice::ranked(&choices, lang, |what, v| {
        C::Best.fill(lang, &[("what", what), ("v", v)])
    })
}

/// A priced move as the coach names it, with its button's test id.
pub(crate) fn choice(p: &Priced, question: Option<Question>, lang: Lang) -> Choice {
    let reduce = matches!(question, Some(Question::Reduce(_)));
    let (id, what) = match p.choice {
        Move::Target(v) => (
            format!("target-{v}"),
            C::ChooseTarget.fill(lang, &[("v", &v.to_string())]),
        ),
        Move::Answer(true) if reduce => ("reduce".into(), C::Reduce.get(lang).into()),
        Move::Answer(true) => ("frustrate".into(), C::Frustrate.get(lang).into()),
        Move::Answer(false) if reduce => ("pass".into(), C::KeepThrow.get(lang).into()),
        Move::Answer(false) => ("pass".into(), C::Pass.get(lang).into()),
        // The review prices only targets and answers.
        Move::Throw | Move::Claim(_) => (String::new(), String::new()),
    };
    Choice {
        id,
        what,
        value: p.points,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pechvogel_engine::{Action, Game, Throw};

    fn table(actions: &[Action]) -> Table {
        let names = ["You", "Kelly", "Diego"].map(String::from).to_vec();
        Table::new(Game::replay(names, actions).unwrap())
    }

    fn roll(faces: &str) -> Action {
        Action::Roll(faces.parse::<Throw>().unwrap())
    }

    #[test]
    fn a_7_is_worth_more_than_a_4_at_a_lower_chance() {
        // Two 4s claim more often than one 7; the 7's points win.
        let t = table(&[roll("446735R")]);
        let a = advice(&t, 0, Lang::En).unwrap();
        assert_eq!(a.best.as_deref(), Some("target-7"));
        let line = a.text();
        assert!(
            line.starts_with("The expert would choose target 7: "),
            "{line}"
        );
        assert!(
            line.contains(" points expected from this turn; choose target 4: "),
            "{line}"
        );
        let ids: Vec<&str> = a
            .parts
            .iter()
            .map(|p| p.priced.as_ref().unwrap().0.as_str())
            .collect();
        assert_eq!(ids[..2], ["target-7", "target-4"]);
        // Nobody else is coached on someone's target.
        assert_eq!(advice(&t, 1, Lang::En), None);
        let de = advice(&t, 0, Lang::De).unwrap().text();
        assert!(
            de.starts_with("Der Profi würde die Zielzahl 7 wählen: "),
            "{de}"
        );
    }

    #[test]
    fn throwing_on_tells_the_turn_s_odds() {
        let t = table(&[roll("77RR345"), Action::Target(7)]);
        let o = turn_odds(2, 2);
        let a = advice(&t, 0, Lang::En).unwrap();
        assert_eq!(
            a.text(),
            format!(
                "If nobody frustrates: {} to claim a marker, {} to end with three ravens",
                Lang::En.percent(o.claim),
                Lang::En.percent(o.frustration)
            )
        );
        assert_eq!(a.best.as_deref(), Some("roll"));
        // The first throw has no odds to tell.
        assert_eq!(advice(&table(&[]), 0, Lang::En), None);
    }

    #[test]
    fn the_claim_question_has_no_line_of_the_window_before_it() {
        // You end your turn with three ravens and a frustration; Kelly's last throw makes
        // four 7s, and you pass on frustrating it. The game still stands in the window the
        // throw opened (a pass is not in the record) while the claim is due: the old coach
        // read the game and told Kelly the reduce odds under the claim question.
        let mut t = table(&[
            roll("RRR3456"),
            Action::Target(3),
            roll("77RR345"),
            Action::Target(7),
            roll("773"),
        ]);
        assert_eq!(t.due(), Due::Ask(Question::Start(0)));
        let a = advice(&t, 0, Lang::En).unwrap();
        assert_eq!(a.parts.len(), 2);
        assert!(a.text().starts_with("The expert would "), "{}", a.text());
        assert_eq!(advice(&t, 1, Lang::En), None);
        let mut dice = dice_core::Rng::new(1);
        t.apply_move(Move::Answer(false), &mut dice).unwrap();
        assert_eq!(t.due(), Due::Claim(1));
        assert_eq!(t.game().awaiting(), pechvogel_engine::Awaiting::Window);
        assert_eq!(advice(&t, 1, Lang::En), None);
    }

    #[test]
    fn every_line_has_four_languages_with_the_same_slots() {
        crate::shell::lang::check_table(C::ALL, C::get);
    }
}
