//! Positions the bots' tests build by hand, shared by the test files.
// Each test file uses a part of it.
#![allow(dead_code)]

use dice_core::simulate::seat_names;
use heckmeck_engine::{Action, Face, Game, Throw};

/// A game of `n` players after `actions` (dice written like `"WW123351"`).
pub fn position(n: usize, actions: &[&str]) -> Game {
    let actions: Vec<Action> = actions
        .iter()
        .map(|a| match a.split_once(' ') {
            Some(("roll", faces)) => Action::Roll(faces.parse::<Throw>().unwrap()),
            Some(("keep", "W")) => Action::Keep(Face::Worm),
            Some(("keep", f)) => Action::Keep(Face::from_number(f.parse().unwrap()).unwrap()),
            Some(("take", t)) => Action::Take(t.parse().unwrap()),
            _ => panic!("bad action {a}"),
        })
        .collect();
    Game::replay(seat_names(n), false, &actions).unwrap()
}

/// Seat 0 takes the 36 with five worms and three 5s (40 takes the highest tile).
pub const SEAT0_TAKES_36: [&str; 5] = ["roll WWWWW123", "keep W", "roll 555", "keep 5", "take 36"];

/// A turn that fails at once without a tile to give back: seven 1s, then a 1.
pub const FAILS: [&str; 3] = ["roll W1111111", "keep 1", "roll 1"];

/// Seat 0 holds the 36; two turns fail; then seat 0 keeps W W, 5, 4 4, 3 3: 29 with one die
/// left and four faces used (throwing on fails two times in three and gives the 36 back).
pub fn holding_36_at_29() -> Game {
    let mut actions = SEAT0_TAKES_36.to_vec();
    actions.extend(FAILS);
    actions.extend(FAILS);
    actions.extend([
        "roll WW544331",
        "keep W",
        "roll 544331",
        "keep 5",
        "roll 44331",
        "keep 4",
        "roll 331",
        "keep 3",
    ]);
    position(3, &actions)
}
