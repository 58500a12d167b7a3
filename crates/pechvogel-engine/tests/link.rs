//! Pechvogel games as links (dice-core's link codec, the actions written by the engine):
//! every record comes back exactly, frustrate lists in their order included, and a damaged
//! link is refused. (Every record the other tests replay is tried too: tests/common.)

mod common;

use common::{assert_link_round_trip, Rng};
use dice_core::link::{decode, encode};
use dice_core::testing::{damaged_links, roll_faces};
use dice_core::{DiceGame, Level};
use pechvogel_engine::{Action, Face, Game, Record, Table, Throw};

const NAMES: [&str; 5] = ["Umberto", "Thea", "Kelly", "Diego", "Zoë"];

fn names(n: usize) -> Vec<String> {
    NAMES[..n].iter().map(|s| s.to_string()).collect()
}

/// A game of random legal moves (throws of random faces, frustrate groups listed in a
/// random order), stopped after `stop` actions or at its end.
fn random_game(players: usize, seed: u64, stop: usize) -> Game {
    let mut rng = Rng(seed);
    let mut game = Game::new(names(players)).unwrap();
    while !game.is_over() && game.actions().len() < stop {
        let legal = game.legal_actions();
        let options = legal.actions();
        let action = match legal.roll {
            Some(dice) if options.is_empty() || rng.percent(50) => {
                let faces: Vec<Face> = (0..dice)
                    .map(|_| Face::from_index(rng.below(6) as u8))
                    .collect();
                Action::Roll(Throw::new(&faces).unwrap())
            }
            _ => match options[rng.below(options.len())] {
                Action::Frustrate(group) => {
                    let mut seats: Vec<usize> = group.iter().collect();
                    for i in (1..seats.len()).rev() {
                        seats.swap(i, rng.below(i + 1));
                    }
                    Action::frustrate(&seats).unwrap()
                }
                other => other,
            },
        };
        game.apply(action).unwrap();
    }
    game
}

#[test]
fn the_rules_md_record_comes_back() {
    let text = r#"{
      "players": ["Umberto", "Thea", "Kelly"],
      "actions": [
        {"roll": [7, 7, "R", "R", 3, 4, 5]},
        {"target": 7},
        {"roll": [6, 7, 7]},
        {"claim": "middle"},
        {"roll": ["R", "R", "R", 3, 3, 4, 5]}
      ]
    }"#;
    let game = Table::new(Record::replay_json(text).unwrap());
    let link = encode(&game, &[None, Some(Level::Normal), Some(Level::Expert)]).unwrap();
    let back = decode::<Table>(&link).unwrap();
    assert_eq!(back.game.record_json(), game.record_json());
    assert_eq!(back.bots, [None, Some(Level::Normal), Some(Level::Expert)]);
    // Names, seats and five actions: a few characters.
    assert!(link.len() < 50, "{link}");
}

#[test]
fn random_games_of_every_size_come_back_whole_and_half_way() {
    // Frustrate lists of several seats out of seat order: the record keeps the order.
    let mut unordered = 0;
    for players in 2..=5 {
        for seed in 0..60 {
            let stop = if seed % 3 == 0 {
                40 + seed as usize * 7
            } else {
                100_000
            };
            let game = random_game(players, seed * 10 + players as u64, stop);
            unordered += game
                .actions()
                .iter()
                .filter(|a| match a {
                    Action::Frustrate(s) => !s.iter().collect::<Vec<_>>().is_sorted(),
                    _ => false,
                })
                .count();
            assert_link_round_trip(&game);
        }
    }
    assert!(unordered > 10, "{unordered}");
}

#[test]
fn a_damaged_link_is_refused_never_misread() {
    for seed in 0..6 {
        let game = Table::new(random_game(3 + seed as usize % 3, seed, 100_000));
        let link = encode(&game, &vec![None; game.player_count()]).unwrap();
        for damaged in damaged_links(&link) {
            assert!(decode::<Table>(&damaged).is_err(), "{damaged}");
        }
    }
}

/// The fairness view's counts: every face of every roll in the record, in the dice's order
/// (3, 4, 5, 6, 7, raven), counted here from the record's JSON text.
#[test]
fn faces_thrown_counts_every_face_in_the_record() {
    for players in 2..=5 {
        for seed in 0..10 {
            let game = random_game(players, seed * 7 + players as u64, 100_000);
            let expected = roll_faces(&Table::new(game.clone()).record_json(), |face| {
                face.as_u64().map_or(5, |v| v as usize - 3)
            });
            assert_eq!(game.faces_thrown().0, expected);
            assert!(game.faces_thrown().total() > 0);
        }
    }
}
