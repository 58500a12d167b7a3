//! dice-core's simulator tallying Heckmeck games: a tie on worms is no shared win, the
//! highest tile decides it (HECKMECK.md, "End and scoring"; settled point 13).

mod common;

use common::{concat, play, take_turn};
use dice_core::simulate::Tally;
use dice_core::{DiceGame, Level};
use heckmeck_engine::Game;

/// A whole two-player game: seat 0 and seat 1 take these tiles in turn.
fn whole_game(first: &[u8], second: &[u8]) -> Game {
    let turns: Vec<_> = first
        .iter()
        .zip(second)
        .flat_map(|(&a, &b)| [take_turn(a), take_turn(b)])
        .collect();
    play(&["Seat 1", "Seat 2"], &concat(&turns))
}

#[test]
fn a_tie_on_worms_is_won_by_the_highest_tile_not_shared() {
    // Twenty worms each; seat 1 holds the 36.
    let game = whole_game(
        &[21, 22, 25, 26, 29, 30, 33, 34],
        &[23, 24, 27, 28, 31, 32, 35, 36],
    );
    assert!(game.is_over());
    assert_eq!((game.score(0), game.score(1)), (20, 20));
    assert_eq!(DiceGame::winners(&game), [1]);
    let mut tally = Tally::<Game>::new(&[Level::Easy, Level::Expert]);
    // Game 0 seats the lineup as listed: the expert in seat 1 wins it outright.
    tally.add(0, &game, 16, 0);
    let s = tally.summary();
    assert_eq!(s.win_share, [0.0, 1.0]);
    assert_eq!(s.mean_score, [20.0, 20.0]);
    // Game 1 turns the lineup by a seat: now the easy bot sits in seat 1 and wins.
    tally.add(1, &game, 16, 0);
    assert_eq!(tally.summary().win_share, [0.5, 0.5]);
    // More worms still beat the highest tile.
    let game = whole_game(
        &[21, 22, 23, 24, 25, 26, 27, 36],
        &[28, 29, 30, 31, 32, 33, 34, 35],
    );
    let mut tally = Tally::<Game>::new(&[Level::Normal, Level::Normal]);
    tally.add(0, &game, 16, 0);
    assert_eq!(tally.summary().win_share, [0.0, 1.0]);
}
