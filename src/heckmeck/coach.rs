//! The coach: before a decision of a person, the expert's choice by the worms it can expect
//! from the turn, and what each other choice costs against it (from the bots' review,
//! `heckmeck_bots::review`: the exact best play of the rest of the turn over the dice still
//! to throw, never a die to come). Off unless switched on. Pure, so its words are tested
//! natively.

use heckmeck_bots::odds::{self, tile_index};
use heckmeck_bots::review::{self, Priced};
use heckmeck_bots::view;
use heckmeck_engine::{Awaiting, Face, Game, Move, Seat};

use crate::shell::coach::{Advice, Choice};
use crate::shell::lang::{words, Lang};

words! {
    /// A line of Heckmeck's coach.
    pub enum C {
        /// The expert's choice and the worms it expects.
        Best { de: "der Profi würde {what}: {v} Würmer im Mittel aus diesem Zug", en: "the expert would {what}: {v} worms expected from this turn", fr: "l'expert choisirait de {what}\u{a0}: {v} vers en moyenne pour ce tour", it: "l'esperto sceglierebbe di {what}: {v} vermi in media da questo turno" },
        /// The only choice: throwing (at a turn's start, or without a tile to take).
        ThrowOnly { de: "weiterwürfeln: {v} Würmer im Mittel aus diesem Zug, {p}, am Ende ein Plättchen vom Grill zu nehmen", en: "throw on: {v} worms expected from this turn, {p} to still take a grill tile", fr: "relancer\u{a0}: {v} vers en moyenne pour ce tour, {p} de prendre quand même un pickomino du gril", it: "continuare: {v} vermi in media da questo turno, {p} di prendere comunque una tessera dalla griglia" },
        /// The turn's start.
        TurnStarts { de: "dieser Zug: {v} Würmer im Mittel, {p}, ein Plättchen vom Grill zu nehmen", en: "this turn: {v} worms expected, {p} to take a grill tile", fr: "ce tour\u{a0}: {v} vers en moyenne, {p} de prendre un pickomino du gril", it: "questo turno: {v} vermi in media, {p} di prendere una tessera dalla griglia" },
        /// Keeping dice of a face.
        Keep { de: "{what} behalten", en: "keep {what}", fr: "garder {what}", it: "tenere {what}" },
        /// The worms.
        Worms { de: "die Würmer", en: "the worms", fr: "les vers", it: "i vermi" },
        /// The worm.
        Worm { de: "den Wurm", en: "the worm", fr: "le ver", it: "il verme" },
        /// Dice of a number.
        Numbers { de: "die {v}er", en: "the {v}s", fr: "les {v}", it: "i {v}" },
        /// One die of a number.
        Number { de: "die {v}", en: "the {v}", fr: "le {v}", it: "il {v}" },
        /// Throwing on instead of taking.
        ThrowOn { de: "weiterwürfeln", en: "throw on", fr: "relancer", it: "continuare" },
        /// Taking a tile.
        Take { de: "{t} nehmen", en: "take {t}", fr: "prendre le {t}", it: "prendere la {t}" },
    }
}

/// The coach's advice for the person at `seat` now, if the decision is theirs. The worms
/// are the person's own: a tile taken adds its worms, a failed turn takes away those of the
/// top tile it gives back.
pub fn advice(g: &Game, seat: Seat, lang: Lang) -> Option<Advice> {
    if g.active() != Some(seat) {
        return None;
    }
    let worms = |v: f64| lang.decimal(v, 1);
    let priced = review::choices(g);
    let board = g.board();
    match (g.awaiting(), priced.as_slice()) {
        (Awaiting::Roll, [only]) => {
            // One button: the odds of the turn, no ranking.
            let lowest = tile_index(g.grill().iter().next()?)?;
            let p = view::position(board);
            let (key, chance) = if g.turn_starts() {
                (C::TurnStarts, odds::reach(p)[lowest])
            } else {
                (C::ThrowOnly, odds::throwing_on(p).0[lowest])
            };
            let line = key.fill(
                lang,
                &[("v", &worms(only.worms)), ("p", &lang.percent(chance))],
            );
            let mut a = Advice::odds(&line);
            a.best = Some("roll".into());
            Some(a)
        }
        _ => {
            let choices: Vec<Choice> = priced.iter().map(|p| choice(g, p, lang)).collect();
            Advice::ranked(&choices, lang, |what, v| {
                C::Best.fill(lang, &[("what", what), ("v", v)])
            })
        }
    }
}

/// A priced move as the coach names it, with its button's test id.
pub(crate) fn choice(g: &Game, p: &Priced, lang: Lang) -> Choice {
    let (id, what) = match p.choice {
        Move::Keep(f) => {
            let dice = g.board().throw().map_or(0, |t| t.count(f));
            (
                format!("keep-{f}"),
                C::Keep.fill(lang, &[("what", &face(f, dice, lang))]),
            )
        }
        Move::Take(t) => (
            format!("take-{t}"),
            C::Take.fill(lang, &[("t", &t.to_string())]),
        ),
        Move::Throw => ("roll".to_string(), C::ThrowOn.get(lang).to_string()),
    };
    Choice {
        id,
        what,
        value: p.worms,
    }
}

/// "the 4s", "the worm".
fn face(f: Face, dice: u8, lang: Lang) -> String {
    match (f.is_worm(), dice == 1) {
        (true, true) => C::Worm.get(lang).to_string(),
        (true, false) => C::Worms.get(lang).to_string(),
        (false, one) => {
            let key = if one { C::Number } else { C::Numbers };
            key.fill(lang, &[("v", &f.value().to_string())])
        }
    }
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

    fn roll(faces: &str) -> Action {
        Action::Roll(faces.parse().unwrap())
    }

    #[test]
    fn keeps_that_all_take_a_tile_are_ranked_by_worms_with_their_costs() {
        // 25 with a worm, three dice: 5, 3, 1. Each keep takes a tile for sure (the old line
        // said 100 % to each); the 5 expects the most worms.
        let g = game(&[roll("WWWWW111"), Action::Keep(Face::Worm), roll("531")]);
        let a = advice(&g, 0, Lang::En).unwrap();
        assert_eq!(a.best.as_deref(), Some("keep-5"));
        let ids: Vec<&str> = a
            .parts
            .iter()
            .map(|p| p.priced.as_ref().unwrap().0.as_str())
            .collect();
        assert_eq!(ids, ["keep-5", "keep-3", "keep-1"]);
        let line = a.text();
        assert!(line.starts_with("The expert would keep the 5: "), "{line}");
        assert!(line.contains("; keep the 3: "), "{line}");
        let costs: Vec<f64> = a
            .parts
            .iter()
            .map(|p| p.priced.as_ref().unwrap().1)
            .collect();
        assert!(
            costs[0] == 0.0 && costs[1] > 0.0 && costs[2] > costs[1],
            "{costs:?}"
        );
        // Not the other player's decision.
        assert_eq!(advice(&g, 1, Lang::En), None);
        let it = advice(&g, 0, Lang::It).unwrap().text();
        assert!(
            it.starts_with("L'esperto sceglierebbe di tenere il 5: "),
            "{it}"
        );
    }

    #[test]
    fn throwing_on_or_taking_says_which_is_worth_more() {
        // 25 with three dice left and no tile to lose: throwing on beats taking the 25.
        let g = game(&[roll("WWWWW111"), Action::Keep(Face::Worm)]);
        let a = advice(&g, 0, Lang::En).unwrap();
        assert_eq!(a.best.as_deref(), Some("roll"));
        let line = a.text();
        assert!(
            line.starts_with("The expert would throw on: 3.2 worms expected"),
            "{line}"
        );
        assert!(line.ends_with("; take 25: 2.0 (1.2 less)"), "{line}");
        let de = advice(&g, 0, Lang::De).unwrap().text();
        assert!(
            de.starts_with("Der Profi würde weiterwürfeln: 3,2 Würmer"),
            "{de}"
        );
    }

    #[test]
    fn the_turn_s_start_and_a_throw_without_a_tile() {
        let g = game(&[]);
        let a = advice(&g, 0, Lang::En).unwrap();
        assert_eq!(a.best.as_deref(), Some("roll"));
        let p = odds::reach(view::position(g.board()))[0];
        let line = a.text();
        assert!(line.starts_with("This turn: "), "{line}");
        assert!(
            line.ends_with(&format!(
                " worms expected, {} to take a grill tile",
                Lang::En.percent(p)
            )),
            "{line}"
        );
        // Two 1s kept, no worm yet: only throwing on.
        let g = game(&[
            roll("11234555"),
            Action::Keep(Face::from_number(1).unwrap()),
        ]);
        let fr = advice(&g, 0, Lang::Fr).unwrap().text();
        assert!(fr.starts_with("Relancer\u{a0}: "), "{fr}");
    }

    #[test]
    fn every_line_has_four_languages_with_the_same_slots() {
        crate::shell::lang::check_table(C::ALL, C::get);
    }
}
