//! Which moments of a Pechvogel game the table marks ([`Cue`]): throws, dice landing on the
//! board, markers claimed or stolen, Murphy's flights and failed turns. Named from the
//! engine's events; pure, tested natively against real games.

use pechvogel_engine::{Event, Pile, Place};

use super::scene::Scene;
use crate::shell::cue::Cue;

/// The cue of `event`, given the scene before it is shown.
pub fn cue(scene: &Scene, event: &Event) -> Option<Cue> {
    match *event {
        Event::Thrown { .. } => Some(Cue::Throw),
        Event::ToBoard { .. } => Some(Cue::Land),
        Event::MarkerMoved {
            from: Place::Middle,
            to: Place::Seat(s),
            ..
        } => Some(Cue::Claim(s)),
        Event::MarkerMoved {
            from: Place::Seat(_),
            to: Place::Seat(s),
            ..
        } => Some(Cue::Steal(s)),
        Event::MurphyMoved { to, .. } => Some(Cue::Murphy(to)),
        // Only a failed turn gives the thrower frustrations: every one on the board (the
        // failure is marked once, with the last of them) or one from the supply. The
        // frustrations others take back at a turn's end go to them, never to the thrower.
        Event::FrustrationMoved {
            from,
            to: Pile::Seat(s),
        } if scene.thrower == Some(s)
            && (from == Pile::Supply || (from == Pile::Board && scene.frustrators.len() == 1)) =>
        {
            Some(Cue::Fail(s))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pechvogel_engine::{Action, Claim, Game};

    fn roll(s: &str) -> Action {
        Action::Roll(s.parse().unwrap())
    }

    /// Every event of a game played from the start with these actions, with its cue.
    fn play(players: usize, actions: &[Action]) -> Vec<(Event, Option<Cue>)> {
        let names = ["Umberto", "Thea", "Kelly"][..players]
            .iter()
            .map(|n| n.to_string())
            .collect();
        let mut game = Game::new(names).unwrap();
        let mut scene = Scene::default();
        let mut out = Vec::new();
        for &a in actions {
            for e in game.apply(a).unwrap() {
                out.push((e, cue(&scene, &e)));
                scene.apply(&e);
            }
        }
        out
    }

    /// The cues of such a game.
    fn cues(players: usize, actions: &[Action]) -> Vec<Cue> {
        play(players, actions)
            .into_iter()
            .filter_map(|(_, c)| c)
            .collect()
    }

    #[test]
    fn a_claim_and_three_ravens() {
        use Cue::{Land, Throw};
        let got = cues(
            3,
            &[
                roll("77RR345"),
                Action::Target(7),
                roll("677"),
                Action::Claim(Claim::Middle),
                roll("RRR3345"),
                Action::Target(3),
            ],
        );
        assert_eq!(
            got,
            [
                Throw,
                Land,
                Land,
                Throw,
                Land,
                Cue::Claim(0),
                Throw,
                Land,
                Land,
                Cue::Fail(1)
            ]
        );
    }

    #[test]
    fn steals_and_failures_with_frustrations_on_the_board() {
        let played = play(
            3,
            &[
                // Umberto takes a 7 from the middle; Thea steals it.
                roll("77RR345"),
                Action::Target(7),
                roll("677"),
                Action::Claim(Claim::Middle),
                roll("7777345"),
                Action::Target(7),
                Action::Claim(Claim::Steal {
                    seat: 0,
                    discard: 3,
                }),
                // Kelly and Umberto fail once each: one frustration each.
                roll("RRR3345"),
                Action::Target(3),
                roll("RRR4567"),
                Action::Target(4),
                // Thea's third raven is undone by both of them, and the reroll brings it
                // back: both frustrations on the board go to her, one failure.
                roll("34567RR"),
                Action::Target(3),
                roll("456R"),
                Action::frustrate(&[0, 2]).unwrap(),
                roll("R456"),
            ],
        );
        let to_thea = played
            .iter()
            .filter(|(e, _)| {
                *e == Event::FrustrationMoved {
                    from: Pile::Board,
                    to: Pile::Seat(1),
                }
            })
            .count();
        assert_eq!(to_thea, 2);
        let marked: Vec<Cue> = played
            .into_iter()
            .filter_map(|(_, c)| c)
            .filter(|c| !matches!(c, Cue::Throw | Cue::Land))
            .collect();
        assert_eq!(
            marked,
            [
                Cue::Claim(0),
                Cue::Steal(1),
                Cue::Fail(2),
                Cue::Fail(0),
                Cue::Fail(1)
            ]
        );
    }

    #[test]
    fn frustrators_paid_back_by_a_lucky_thrower_mark_no_failure() {
        let played = play(
            2,
            &[
                // Umberto takes a 3 at once; Thea fails and holds a frustration.
                roll("3333456"),
                Action::Target(3),
                Action::Claim(Claim::Middle),
                roll("RRR3456"),
                Action::Target(3),
                // Umberto's fourth 4 is undone by Thea, and comes again: he claims; Thea
                // gets hers back, and one more from the supply (Umberto has none).
                roll("44RR356"),
                Action::Target(4),
                roll("443"),
                Action::frustrate(&[1]).unwrap(),
                roll("445"),
                Action::Claim(Claim::Middle),
            ],
        );
        let paid: Vec<Pile> = played
            .iter()
            .filter_map(|(e, _)| match *e {
                Event::FrustrationMoved {
                    from,
                    to: Pile::Seat(1),
                } => Some(from),
                _ => None,
            })
            .collect();
        assert_eq!(paid, [Pile::Supply, Pile::Board, Pile::Supply]);
        let marked: Vec<Cue> = played
            .into_iter()
            .filter_map(|(_, c)| c)
            .filter(|c| !matches!(c, Cue::Throw | Cue::Land))
            .collect();
        assert_eq!(marked, [Cue::Claim(0), Cue::Fail(1), Cue::Claim(0)]);
    }

    #[test]
    fn greed_brings_murphy_and_a_failure() {
        // Four ravens at once: greedy, and the turn ends in frustration.
        let got = cues(2, &[roll("RRRR345"), Action::Target(3)]);
        assert_eq!(got[got.len() - 2..], [Cue::Murphy(0), Cue::Fail(0)]);
        assert_eq!(got.iter().filter(|c| matches!(c, Cue::Fail(_))).count(), 1);
    }
}
