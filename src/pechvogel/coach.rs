//! The coach: before a decision of a person, one line of what the exact odds say (from the
//! bots' odds module, which works them out from the board alone: it never sees a die to
//! come). Off unless switched on. Pure, so its words are tested natively.

use pechvogel_bots::odds::{target_odds, turn_odds};
use pechvogel_engine::{Awaiting, Game, Seat};

use crate::shell::lang::{words, Lang};
use crate::shell::log::sentence;

words! {
    /// A line of Pechvogel's coach.
    pub enum C {
        /// The best target's odds.
        TargetFirst { de: "Zielzahl {v}: {p}, einen Punktemarker zu bekommen, wenn niemand frustriert", en: "target {v}: {p} to claim if nobody frustrates", fr: "objectif {v}\u{a0}: {p} de gagner une tuile si personne ne porte la poisse", it: "valore buono {v}: {p} di prendere una posta se nessuno fa lo iettatore" },
        /// Another target's odds.
        TargetMore { de: "Zielzahl {v}: {p}", en: "target {v}: {p}", fr: "objectif {v}\u{a0}: {p}", it: "valore buono {v}: {p}" },
        /// The odds of the turn, before a throw.
        ThrowOn { de: "Wenn niemand frustriert: {p} für einen Punktemarker, {q} für drei Raben", en: "if nobody frustrates: {p} to claim a marker, {q} to end with three ravens", fr: "si personne ne porte la poisse\u{a0}: {p} de gagner une tuile, {q} de finir avec trois corbeaux", it: "se nessuno fa lo iettatore: {p} di prendere una posta, {q} di finire con tre corvi" },
        /// Reducing, for the thrower.
        Reduce { de: "Frust abbauen: {p} für einen Punktemarker nach dem Neuwurf; diesen Wurf behalten: {q}", en: "reduce frustration: {p} to claim after the reroll; keep this throw: {q}", fr: "chasser la poisse\u{a0}: {p} de gagner une tuile après la relance\u{a0}; garder ce lancer\u{a0}: {q}", it: "esorcizzare la iella: {p} di prendere una posta dopo il rilancio; tenere questo lancio: {q}" },
        /// Frustrating, for an opponent.
        Frustrate { de: "Frustrieren: {p}, dass {name} nach dem Neuwurf mit drei Raben endet; ohne: {q}", en: "frustrate: {p} that {name} ends with three ravens after the reroll; without: {q}", fr: "porter la poisse\u{a0}: {p} que {name} finisse avec trois corbeaux après la relance\u{a0}; sinon\u{a0}: {q}", it: "fare lo iettatore: {p} che {name} finisca con tre corvi dopo il rilancio; altrimenti: {q}" },
    }
}

/// The coach's line for the person at `seat` now, if the decision has odds worth telling;
/// `name` gives a seat's name as shown.
pub fn advice(g: &Game, seat: Seat, lang: Lang, name: impl Fn(Seat) -> String) -> Option<String> {
    let active = g.active()?;
    let pct = |p: f64| lang.percent(p);
    let board = g.board();
    // The board if the last throw were taken back (a frustration or a reduce).
    let (placed_targets, placed_ravens) = g.last_placed();
    let undone = turn_odds(
        board.targets.saturating_sub(placed_targets),
        board.ravens.saturating_sub(placed_ravens),
    );
    let now = turn_odds(board.targets, board.ravens);
    let line = match g.awaiting() {
        Awaiting::Target if seat == active => {
            let mut options = target_odds(&g.first_throw()?);
            // A handful of options: the small sort (the standard one is kilobytes of wasm).
            crate::shell::order::sort_small_by(&mut options, |a, b| {
                b.1.claim.total_cmp(&a.1.claim)
            });
            let parts: Vec<String> = options
                .iter()
                .take(3)
                .enumerate()
                .map(|(i, (v, o))| {
                    let key = if i == 0 {
                        C::TargetFirst
                    } else {
                        C::TargetMore
                    };
                    key.fill(lang, &[("v", &v.to_string()), ("p", &pct(o.claim))])
                })
                .collect();
            parts.join("; ")
        }
        Awaiting::Roll if seat == active => C::ThrowOn.fill(
            lang,
            &[("p", &pct(now.claim)), ("q", &pct(now.frustration))],
        ),
        Awaiting::Window if seat == active => {
            C::Reduce.fill(lang, &[("p", &pct(undone.claim)), ("q", &pct(now.claim))])
        }
        Awaiting::Window => C::Frustrate.fill(
            lang,
            &[
                ("p", &pct(undone.frustration)),
                ("q", &pct(now.frustration)),
                ("name", &name(active)),
            ],
        ),
        _ => return None,
    };
    Some(sentence(&line))
}

#[cfg(test)]
mod tests {
    use super::*;
    use pechvogel_engine::{Action, Throw};

    fn game(actions: &[Action]) -> Game {
        let names = ["You", "Kelly", "Diego"].map(String::from).to_vec();
        let mut g = Game::new(names).unwrap();
        for &a in actions {
            g.apply(a).unwrap();
        }
        g
    }

    fn name(s: Seat) -> String {
        ["You", "Kelly", "Diego"][s].to_string()
    }

    #[test]
    fn the_target_choice_names_the_best_targets_first() {
        let g = game(&[Action::Roll("77RR345".parse::<Throw>().unwrap())]);
        let line = advice(&g, 0, Lang::En, name).unwrap();
        let best = target_odds(&g.first_throw().unwrap())
            .into_iter()
            .find(|(v, _)| *v == 7)
            .unwrap()
            .1;
        // Two 7s beat one of anything else.
        assert!(line.starts_with("Target 7: "), "{line}");
        assert!(line.contains(&Lang::En.percent(best.claim)), "{line}");
        assert_eq!(line.matches("; target ").count(), 2, "{line}");
        // Nobody else is coached on someone's target.
        assert_eq!(advice(&g, 1, Lang::En, name), None);
        let de = advice(&g, 0, Lang::De, name).unwrap();
        assert!(de.starts_with("Zielzahl 7: "), "{de}");
    }

    #[test]
    fn throwing_on_tells_the_turn_s_odds() {
        let g = game(&[
            Action::Roll("77RR345".parse::<Throw>().unwrap()),
            Action::Target(7),
        ]);
        let o = turn_odds(2, 2);
        assert_eq!(
            advice(&g, 0, Lang::En, name).unwrap(),
            format!(
                "If nobody frustrates: {} to claim a marker, {} to end with three ravens",
                Lang::En.percent(o.claim),
                Lang::En.percent(o.frustration)
            )
        );
    }

    #[test]
    fn every_line_has_four_languages_with_the_same_slots() {
        crate::shell::lang::check_table(C::ALL, C::get);
    }
}
