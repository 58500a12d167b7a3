//! The what-if queries (`Game::after_take`, `Game::after_failure`): how the game would stand
//! after a turn ended so. Hand-built tables from HECKMECK.md (a steal uncovers the victim's
//! tile, the short game's failure, a game-ending take decided by the highest tile), and
//! seeded random games in which every prediction is compared with what applying the take,
//! or the failing throw, really does.

mod common;

use common::{concat, fail_turn, play, play_short, take_turn, whole_game};
use dice_core::Rng;
use heckmeck_engine::{Action, AfterTurn, Event, Face, Game, Throw, TileSet};

const AB: [&str; 2] = ["Ann", "Bob"];
const FIVE: [&str; 5] = ["Ann", "Bob", "Cid", "Dee", "Eve"];

/// Asserts that `after` describes `game` exactly: every tile's place, every standing, the
/// end and the winner.
#[track_caller]
fn assert_stands_as(after: &AfterTurn, game: &Game, context: &str) {
    let n = game.player_count();
    assert_eq!(after.player_count(), n, "{context}");
    assert_eq!(after.grill(), game.grill(), "{context}: grill");
    assert_eq!(after.face_down(), game.face_down(), "{context}: face down");
    for s in 0..n {
        assert_eq!(after.top(s), game.top(s), "{context}: top {s}");
        assert_eq!(after.held(s), game.held(s), "{context}: held {s}");
        assert_eq!(after.score(s), game.score(s), "{context}: score {s}");
        assert_eq!(
            after.standing(s),
            game.standing(s),
            "{context}: standing {s}"
        );
    }
    assert_eq!(after.is_over(), game.is_over(), "{context}: over");
    assert_eq!(after.leader(), game.leader(), "{context}: leader");
    assert_eq!(after.winner(), game.winner(), "{context}: winner");
}

/// The tiles of a set, ascending.
fn tiles(set: TileSet) -> Vec<u8> {
    set.iter().collect()
}

#[test]
fn a_steal_uncovers_the_victims_tile_and_covers_nothing_else() {
    // Ann: 21 under 23. Bob: 22. Bob to throw.
    let g = play(&AB, &concat(&[take_turn(21), take_turn(22), take_turn(23)]));
    let after = g.after_take(1, 23).expect("Ann's top tile can be stolen");
    assert_eq!(
        (tiles(after.held(0)), tiles(after.held(1))),
        (vec![21], vec![22, 23])
    );
    assert_eq!((after.top(0), after.top(1)), (Some(21), Some(23)));
    assert_eq!((after.standing(0), after.standing(1)), ((1, 21), (2, 23)));
    assert_eq!(after.grill(), g.grill());
    assert!(!after.is_over());
    assert_eq!((after.leader(), after.winner()), (1, None));
    // From the grill: the tile leaves the grill, nobody else's stack changes.
    let after = g.after_take(1, 36).expect("the 36 is on the grill");
    assert!(!after.grill().contains(36));
    assert_eq!(
        (tiles(after.held(0)), tiles(after.held(1))),
        (vec![21, 23], vec![22, 36])
    );
    assert_eq!(after.leader(), 1);
    // Neither on the grill nor an opponent's top: a covered tile, the player's own top,
    // numbers that are no tile.
    for tile in [21, 22, 20, 37, 0] {
        assert_eq!(g.after_take(1, tile), None, "{tile}");
    }
    // The game itself is untouched by the questions.
    assert_eq!(
        g,
        play(&AB, &concat(&[take_turn(21), take_turn(22), take_turn(23)]))
    );
}

#[test]
fn a_failure_moves_what_the_loss_says() {
    // Ann holds the 36: it goes back and stays face up (settled point 10).
    let g = play(&AB, &concat(&[take_turn(36), take_turn(21)]));
    let after = g.after_failure(0);
    assert_eq!((after.held(0), after.top(0)), (TileSet::EMPTY, None));
    assert!(after.grill().contains(36));
    assert!(after.face_down().is_empty());
    assert_eq!(after.grill().len(), g.grill().len() + 1);
    assert_eq!(after.leader(), 1);
    // In the short game the returned 36 is turned face down.
    let g = play_short(
        &FIVE,
        &concat(&[
            take_turn(36),
            take_turn(21),
            take_turn(22),
            take_turn(23),
            take_turn(24),
        ]),
    );
    let after = g.after_failure(0);
    assert_eq!(tiles(after.face_down()), [36]);
    assert_eq!(after.grill(), g.grill());
    assert_eq!((after.held(0), after.top(0)), (TileSet::EMPTY, None));
    // An empty stack: nothing moves (settled point 9).
    let empty = play(&AB, &[]);
    let after = empty.after_failure(0);
    assert_eq!(after.grill(), empty.grill());
    assert!(after.face_down().is_empty());
    // Played out, the failure leaves exactly the predicted table.
    let g = play(&AB, &concat(&[take_turn(30), take_turn(21)]));
    let predicted = g.after_failure(0);
    let played = play(&AB, &concat(&[take_turn(30), take_turn(21), fail_turn()]));
    assert_stands_as(&predicted, &played, "Ann fails with the 30 on top");
}

#[test]
fn the_take_that_empties_the_grill_names_the_winner_by_the_highest_tile() {
    // Twenty worms each once Bob takes the 36; Ann holds the 34, Bob would hold the 36.
    let ann = [21, 22, 25, 26, 29, 30, 33, 34];
    let bob = [23, 24, 27, 28, 31, 32, 35];
    let g = play(&AB, &concat(&[whole_game(&ann[..7], &bob), take_turn(34)]));
    assert_eq!(tiles(g.grill()), [36]);
    let after = g.after_take(1, 36).expect("the 36 is on the grill");
    assert!(after.is_over());
    assert_eq!(after.standing(0), (20, 34));
    assert_eq!(after.standing(1), (20, 36));
    assert_eq!((after.winner(), after.leader()), (Some(1), 1));
    // Had Ann taken it, she would win on worms.
    assert_eq!(g.after_take(0, 36).and_then(|a| a.winner()), Some(0));
    // A failure instead: Bob's 35 goes back, the 36 is turned, the game goes on.
    let after = g.after_failure(1);
    assert!(!after.is_over());
    assert_eq!(tiles(after.grill()), [35]);
    assert_eq!(tiles(after.face_down()), [36]);
    assert_eq!((after.winner(), after.leader()), (None, 0));
}

/// How often the random games below met each kind of turn end: proof that each was tested.
#[derive(Debug, Default)]
struct Seen {
    grill_takes: usize,
    steals: usize,
    failures_returning: usize,
    failures_turning: usize,
    endings: usize,
}

#[test]
fn every_prediction_is_what_playing_it_does() {
    let mut seen = Seen::default();
    for seed in 0..120u64 {
        let n = 2 + (seed % 6) as usize;
        let short = n >= 5 && seed % 3 == 0;
        let names = dice_core::simulate::seat_names(n);
        let mut game = Game::with_short_game(names, short).unwrap();
        let mut rng = Rng::new(seed);
        let mut steps = 0;
        while let Some(me) = game.active() {
            steps += 1;
            assert!(steps < 100_000, "seed {seed}: the game does not end");
            let context = format!("seed {seed} step {steps}");
            let legal = game.legal_actions();
            // Every take on offer: the prediction is the game after the take.
            for tile in legal.take.tiles() {
                let mut played = game.clone();
                played.apply(Action::Take(tile)).unwrap();
                let after = game.after_take(me, tile).expect("on offer");
                assert_stands_as(&after, &played, &format!("{context}: take {tile}"));
                if game.grill().contains(tile) {
                    seen.grill_takes += 1;
                } else {
                    seen.steals += 1;
                }
                seen.endings += usize::from(played.is_over());
            }
            let failure = game.after_failure(me);
            let keeps: Vec<Face> = legal.keep.iter().collect();
            let action = if !keeps.is_empty() {
                Action::Keep(keeps[rng.below(keeps.len() as u32) as usize])
            } else if let (Some(tile), false) = (legal.take.tiles().last(), rng.chance(0.6)) {
                Action::Take(tile)
            } else if let Some(dice) = legal.roll {
                Action::Roll(Throw::from_rolls(&rng.rolls(dice), dice))
            } else {
                Action::Take(legal.take.tiles().last().expect("a take is due"))
            };
            let events = game.apply(action).unwrap();
            // A turn that failed by itself: the prediction made before is the game now.
            if events.iter().any(|e| matches!(e, Event::TurnFailed { .. })) {
                assert_stands_as(&failure, &game, &format!("{context}: failure"));
                let returned = events
                    .iter()
                    .any(|e| matches!(e, Event::TileReturned { .. }));
                let turned = events
                    .iter()
                    .any(|e| matches!(e, Event::TurnedFaceDown { .. }));
                seen.failures_returning += usize::from(returned);
                seen.failures_turning += usize::from(turned);
            }
        }
    }
    for (what, count) in [
        ("grill takes", seen.grill_takes),
        ("steals", seen.steals),
        ("failures returning a tile", seen.failures_returning),
        ("failures turning a tile", seen.failures_turning),
        ("game-ending takes", seen.endings),
    ] {
        assert!(count >= 20, "{what} only {count} times: {seen:?}");
    }
}
