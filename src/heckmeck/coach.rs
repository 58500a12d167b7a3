//! The coach: before a decision of a person, one line of what the exact odds say (from the
//! bots' odds module, which works them out from the dice kept and thrown: it never sees a
//! die to come). Off unless switched on. Pure, so its words are tested natively.

use heckmeck_bots::odds::{self, tile_index};
use heckmeck_bots::view;
use heckmeck_engine::{Awaiting, Game, Seat};

use crate::shell::lang::{words, Lang};
use crate::shell::log::sentence;

words! {
    /// A line of Heckmeck's coach.
    pub enum C {
        /// The best keep's odds.
        KeepFirst { de: "{what} behalten: {p}, danach ein Plättchen vom Grill zu nehmen", en: "keep {what}: {p} to take a grill tile afterwards", fr: "garder {what}\u{a0}: {p} de prendre ensuite un pickomino du gril", it: "tenere {what}: {p} di prendere poi una tessera dalla griglia" },
        /// Another keep's odds.
        KeepMore { de: "{what} behalten: {p}", en: "keep {what}: {p}", fr: "garder {what}\u{a0}: {p}", it: "tenere {what}: {p}" },
        /// The worms.
        Worms { de: "die Würmer", en: "the worms", fr: "les vers", it: "i vermi" },
        /// The worm.
        Worm { de: "den Wurm", en: "the worm", fr: "le ver", it: "il verme" },
        /// Dice of a number.
        Numbers { de: "die {v}er", en: "the {v}s", fr: "les {v}", it: "i {v}" },
        /// One die of a number.
        Number { de: "die {v}", en: "the {v}", fr: "le {v}", it: "il {v}" },
        /// The turn's odds at its start.
        TurnStarts { de: "diesen Zug: {p}, ein Plättchen vom Grill zu nehmen", en: "this turn: {p} to take a grill tile", fr: "ce tour\u{a0}: {p} de prendre un pickomino du gril", it: "questo turno: {p} di prendere una tessera dalla griglia" },
        /// Throwing on or taking.
        ThrowOn { de: "weiterwürfeln: {p}, am Ende ein Plättchen vom Grill zu nehmen", en: "throw on: {p} to still take a grill tile", fr: "relancer\u{a0}: {p} de prendre quand même un pickomino du gril", it: "continuare: {p} di prendere comunque una tessera dalla griglia" },
    }
}

/// The coach's line for the person at `seat` now, if the decision has odds worth telling.
/// Success is the turn ending with a grill tile: a sum at least the lowest tile face up
/// on the grill, with a worm (a steal needs an exact sum and is shown in the odds panel).
pub fn advice(g: &Game, seat: Seat, lang: Lang) -> Option<String> {
    if g.active() != Some(seat) {
        return None;
    }
    let lowest = tile_index(g.grill().iter().next()?)?;
    let pct = |p: f64| lang.percent(p);
    let board = g.board();
    let line = match g.awaiting() {
        Awaiting::Keep => {
            let mut options: Vec<(String, f64)> = view::keeps(board)
                .map(|(face, dice, after)| {
                    let what = match (face.is_worm(), dice == 1) {
                        (true, true) => C::Worm.get(lang).to_string(),
                        (true, false) => C::Worms.get(lang).to_string(),
                        (false, one) => {
                            let key = if one { C::Number } else { C::Numbers };
                            key.fill(lang, &[("v", &face.value().to_string())])
                        }
                    };
                    (what, odds::reach(after)[lowest])
                })
                .collect();
            // A handful of keeps: the small sort (the standard one is kilobytes of wasm).
            crate::shell::order::sort_small_by(&mut options, |a, b| b.1.total_cmp(&a.1));
            let parts: Vec<String> = options
                .iter()
                .take(3)
                .enumerate()
                .map(|(i, (what, p))| {
                    let key = if i == 0 { C::KeepFirst } else { C::KeepMore };
                    key.fill(lang, &[("what", what), ("p", &pct(*p))])
                })
                .collect();
            if parts.is_empty() {
                return None;
            }
            parts.join("; ")
        }
        Awaiting::Roll if g.turn_starts() => {
            let p = odds::reach(view::position(board))[lowest];
            C::TurnStarts.fill(lang, &[("p", &pct(p))])
        }
        Awaiting::Roll | Awaiting::RollOrTake => {
            let p = odds::throwing_on(view::position(board)).0[lowest];
            C::ThrowOn.fill(lang, &[("p", &pct(p))])
        }
        _ => return None,
    };
    Some(sentence(&line))
}

#[cfg(test)]
mod tests {
    use super::*;
    use heckmeck_engine::Action;

    fn game(actions: &[Action]) -> Game {
        let names = ["You", "Tom"].map(String::from).to_vec();
        let mut g = Game::new(names).unwrap();
        for &a in actions {
            g.apply(a).unwrap();
        }
        g
    }

    #[test]
    fn a_keep_names_the_best_keeps_first_with_the_exact_odds() {
        let g = game(&[Action::Roll("WW123351".parse().unwrap())]);
        let line = advice(&g, 0, Lang::En).unwrap();
        let start = view::position(g.board());
        let worms = odds::reach(start.keep(5, 2).unwrap())[0];
        assert!(
            line.contains(&format!("keep the worms: {}", Lang::En.percent(worms)))
                || line.starts_with(&format!("Keep the worms: {}", Lang::En.percent(worms))),
            "{line}"
        );
        assert_eq!(line.matches("; keep ").count(), 2, "{line}");
        // Not the other player's decision.
        assert_eq!(advice(&g, 1, Lang::En), None);
        let it = advice(&g, 0, Lang::It).unwrap();
        assert!(it.starts_with("Tenere "), "{it}");
    }

    #[test]
    fn the_turn_s_start_and_throwing_on() {
        let g = game(&[]);
        let p = odds::reach(view::position(g.board()))[0];
        assert_eq!(
            advice(&g, 0, Lang::En).unwrap(),
            format!("This turn: {} to take a grill tile", Lang::En.percent(p))
        );
        let g = game(&[
            Action::Roll("WW123351".parse().unwrap()),
            Action::Keep(heckmeck_engine::Face::Worm),
        ]);
        assert!(advice(&g, 0, Lang::Fr)
            .unwrap()
            .starts_with("Relancer\u{a0}: "));
    }

    #[test]
    fn every_line_has_four_languages_with_the_same_slots() {
        crate::shell::lang::check_table(C::ALL, C::get);
    }
}
