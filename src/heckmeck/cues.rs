//! Which moments of a Heckmeck game the table marks ([`Cue`]): throws, dice kept, tiles
//! taken from the grill or stolen, failed turns. Named from the engine's events; pure,
//! tested natively against real games.

use heckmeck_engine::Event;

use crate::shell::cue::Cue;

/// The cue of `event`.
pub fn cue(event: &Event) -> Option<Cue> {
    match *event {
        Event::Thrown { .. } => Some(Cue::Throw),
        Event::Kept { .. } => Some(Cue::Land),
        Event::TakenFromGrill { seat, .. } => Some(Cue::Claim(seat)),
        Event::Stolen { seat, .. } => Some(Cue::Steal(seat)),
        Event::TurnFailed { seat, .. } => Some(Cue::Fail(seat)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use heckmeck_engine::{Action, Face, Game};

    fn roll(s: &str) -> Action {
        Action::Roll(s.parse().unwrap())
    }

    #[test]
    fn takes_steals_and_a_failed_turn() {
        let names = ["Jonathan", "Heather"].map(String::from).to_vec();
        let mut game = Game::new(names).unwrap();
        let actions = [
            // Jonathan takes the 24 from the grill.
            roll("WW123351"),
            Action::Keep(Face::Worm),
            roll("WWW441"),
            Action::Keep(Face::Four),
            roll("2224"),
            Action::Keep(Face::Two),
            Action::Take(24),
            // Heather makes 24 exactly and steals it from him.
            roll("WW123351"),
            Action::Keep(Face::Worm),
            roll("WWW441"),
            Action::Keep(Face::Four),
            roll("2224"),
            Action::Keep(Face::Two),
            Action::Take(24),
            // Jonathan keeps the worms, and then has no new face: his turn fails.
            roll("WW123351"),
            Action::Keep(Face::Worm),
            roll("WWWWWW"),
        ];
        let mut got = Vec::new();
        for a in actions {
            for e in game.apply(a).unwrap() {
                got.extend(cue(&e));
            }
        }
        use Cue::{Land, Throw};
        let turn = [Throw, Land, Throw, Land, Throw, Land];
        let mut want = Vec::new();
        want.extend(turn);
        want.push(Cue::Claim(0));
        want.extend(turn);
        want.push(Cue::Steal(1));
        want.extend([Throw, Land, Throw, Cue::Fail(0)]);
        assert_eq!(got, want);
    }
}
