//! Heckmeck games as links (dice-core's link codec, the actions written by the engine):
//! every record comes back exactly, the short-game switch included, and a damaged link is
//! refused. (Every record the other tests replay is tried too: tests/common.)

mod common;

use common::{assert_link_round_trip, Rng};
use dice_core::link::{decode, encode};
use dice_core::testing::{damaged_links, roll_faces};
use dice_core::Level;
use heckmeck_engine::{Action, Face, Game};

const NAMES: [&str; 7] = [
    "Jonathan", "Heather", "Nicole", "Steven", "Tom", "Zoë", "李",
];

fn names(n: usize) -> Vec<String> {
    NAMES[..n].iter().map(|s| s.to_string()).collect()
}

/// A game of random legal moves (throws of random faces), stopped after `stop` actions or
/// at its end.
fn random_game(players: usize, short_game: bool, seed: u64, stop: usize) -> Game {
    let mut rng = Rng(seed);
    let mut game = Game::with_short_game(names(players), short_game).unwrap();
    while !game.is_over() && game.actions().len() < stop {
        let legal = game.legal_actions();
        let options = legal.actions();
        let action = match legal.roll {
            Some(dice) if options.is_empty() || rng.percent(40) => {
                let faces: Vec<Face> = (0..dice)
                    .map(|_| Face::from_roll(rng.below(6) as u8))
                    .collect();
                Action::roll(&faces).unwrap()
            }
            _ => options[rng.below(options.len())],
        };
        game.apply(action).unwrap();
    }
    game
}

#[test]
fn the_heckmeck_md_record_comes_back() {
    let game = Game::replay_json(&common::contract_record().to_string()).unwrap();
    let link = encode(&game, &[Some(Level::Easy), None, None]).unwrap();
    let back = decode::<Game>(&link).unwrap();
    assert_eq!(back.game.record_json(), game.record_json());
    assert_eq!(back.bots, [Some(Level::Easy), None, None]);
    assert!(link.len() < 60, "{link}");
}

#[test]
fn random_games_of_every_size_come_back_whole_and_half_way() {
    for players in 2..=7 {
        for seed in 0..40 {
            let stop = if seed % 3 == 0 {
                30 + seed as usize * 5
            } else {
                100_000
            };
            let short = players >= 5 && seed % 2 == 0;
            let game = random_game(players, short, seed * 10 + players as u64, stop);
            assert_link_round_trip(&game);
            assert_eq!(
                decode::<Game>(&encode(&game, &vec![None; players]).unwrap())
                    .unwrap()
                    .game
                    .short_game(),
                short
            );
        }
    }
}

#[test]
fn a_damaged_link_is_refused_never_misread() {
    for seed in 0..6 {
        let players = 2 + seed as usize;
        let game = random_game(players, false, seed, 100_000);
        let link = encode(&game, &vec![None; players]).unwrap();
        for damaged in damaged_links(&link) {
            assert!(decode::<Game>(&damaged).is_err(), "{damaged}");
        }
    }
}

/// The fairness view's counts: every face of every roll in the record, in the dice's order
/// (1–5, worm), counted here from the record's JSON text.
#[test]
fn faces_thrown_counts_every_face_in_the_record() {
    for players in 2..=7 {
        for seed in 0..10 {
            let game = random_game(players, false, seed * 7 + players as u64, 100_000);
            let expected = roll_faces(&game.record_json(), |face| {
                face.as_u64().map_or(5, |v| v as usize - 1)
            });
            assert_eq!(game.faces_thrown().0, expected);
            assert!(game.faces_thrown().total() > 0);
        }
    }
}
