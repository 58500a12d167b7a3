//! Heckmeck at the shared table: the `DiceGame` impl played through `dice_core`'s driver
//! with trivial deciders, and the trait's promises (who is due, refusals that change
//! nothing, not even the dice's stream, restart, recording).

use dice_core::simulate::Tally;
use dice_core::{play_with, DiceGame, Due, Level, Rng, SimGame};
use heckmeck_engine::{Action, Awaiting, Face, Game, Move, RuleError};

fn names(n: usize) -> Vec<String> {
    dice_core::simulate::seat_names(n)
}

/// Keeps the face with the most dice (of equal counts the higher face) and takes the
/// highest tile on offer whenever it can.
fn greedy(_: Level, g: &Game, _: &mut Rng) -> Option<Move> {
    match g.awaiting() {
        Awaiting::Keep => {
            let t = g.board().throw()?;
            g.board()
                .keepable()
                .iter()
                .max_by_key(|&f| (t.count(f), f))
                .map(Move::Keep)
        }
        Awaiting::RollOrTake | Awaiting::Take => g.takeable().tiles().max().map(Move::Take),
        Awaiting::Roll | Awaiting::GameOver => None,
    }
}

/// Like [`greedy`], but throws on below 28 while three dice are left: the throw is a move.
fn bolder(level: Level, g: &Game, rng: &mut Rng) -> Option<Move> {
    let b = g.board();
    if g.awaiting() == Awaiting::RollOrTake && b.sum() < 28 && b.dice_left() >= 3 {
        return Some(Move::Throw);
    }
    greedy(level, g, rng)
}

type Decider = fn(Level, &Game, &mut Rng) -> Option<Move>;

#[test]
fn games_of_trivial_bots_end_and_replay() {
    for (decider, name) in [(greedy as Decider, "greedy"), (bolder, "bolder")] {
        for n in 2..=7 {
            for seed in 0..15 {
                let mut game = Game::new(names(n)).unwrap();
                let (turns, decisions) =
                    play_with(&mut game, &vec![Level::Normal; n], seed, decider)
                        .unwrap_or_else(|e| panic!("{name} {n} players seed {seed}: {e}"));
                assert!(game.is_over());
                assert_eq!(game.due(), Due::Over);
                assert!(turns > 0 && decisions > 0);
                // The driver's turns are the turns the record holds.
                let mut replay = Game::new(names(n)).unwrap();
                let mut starts = 0;
                for &a in game.actions() {
                    starts += u32::from(replay.turn_starts() && matches!(a, Action::Roll(_)));
                    replay.apply_quiet(a).unwrap();
                }
                assert_eq!(starts, turns);
                assert_eq!(replay, game);
                // The record text replays to the same game.
                let again = <Game as DiceGame>::replay_json(&game.record_json()).unwrap();
                assert_eq!(again, game);
                assert_eq!(again.state_json(), game.state_json());
                assert_eq!(game.record_len(), game.actions().len());
                let w = DiceGame::winners(&game);
                assert_eq!(w.len(), 1);
                let scores: Vec<i32> = (0..n).map(|s| DiceGame::score(&game, s)).collect();
                assert!(scores.iter().all(|&s| s <= scores[w[0]]));
                assert!(scores.iter().sum::<i32>() <= 40);
            }
        }
    }
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let play = |seed| {
        let mut game = Game::new(names(4)).unwrap();
        play_with(&mut game, &[Level::Easy; 4], seed, bolder).unwrap();
        game.record_json()
    };
    assert_eq!(play(11), play(11));
    assert_ne!(play(11), play(12));
}

#[test]
fn due_names_the_seat_and_the_dice() {
    let mut g = Game::new(names(3)).unwrap();
    assert_eq!(g.due(), Due::Throw { seat: 0, dice: 8 });
    assert!(DiceGame::turn_starts(&g));
    let w = "WW111222".parse().unwrap();
    g.apply(Action::Roll(w)).unwrap();
    assert_eq!(g.due(), Due::Choose(0));
    g.apply(Action::Keep(Face::Worm)).unwrap();
    // 10: nothing to take, only a throw of the six dice left.
    assert_eq!(g.due(), Due::Throw { seat: 0, dice: 6 });
    assert!(!DiceGame::turn_starts(&g));
    g.apply(Action::Roll("555533".parse().unwrap())).unwrap();
    g.apply(Action::Keep(Face::Five)).unwrap();
    // 30 with a worm, two dice left: throw on or take.
    assert_eq!(g.awaiting(), Awaiting::RollOrTake);
    assert_eq!(g.due(), Due::Choose(0));
    g.apply(Action::Roll("33".parse().unwrap())).unwrap();
    g.apply(Action::Keep(Face::Three)).unwrap();
    assert_eq!(g.awaiting(), Awaiting::Take);
    assert_eq!(g.due(), Due::Choose(0));
    g.apply(Action::Take(36)).unwrap();
    assert_eq!(g.due(), Due::Throw { seat: 1, dice: 8 });
    assert_eq!(<Game as DiceGame>::ID, "heckmeck");
    assert_eq!(
        (
            <Game as DiceGame>::MIN_PLAYERS,
            <Game as DiceGame>::MAX_PLAYERS
        ),
        (2, 7)
    );
    assert_eq!(<Game as DiceGame>::throw_move(), Move::Throw);
}

#[test]
fn refused_moves_change_nothing_not_even_the_dice() {
    let mut g = Game::new(names(3)).unwrap();
    let mut dice = Rng::new(5);
    // Seat 1 is not due.
    let (g0, d0) = (g.clone(), dice.clone());
    assert_eq!(
        g.play(1, Move::Throw, &mut dice),
        Err(RuleError::NotYourTurn { seat: 1, due: 0 })
    );
    assert_eq!(
        g.play_quiet(2, Move::Keep(Face::One), &mut dice),
        Err(RuleError::NotYourTurn { seat: 2, due: 0 })
    );
    assert_eq!((&g, &dice), (&g0, &d0));
    // A throw of the wrong count, a keep or a take before the throw.
    assert_eq!(
        g.throw_quiet(7, &mut dice),
        Err(RuleError::WrongDiceCount {
            expected: 8,
            got: 7
        })
    );
    assert_eq!(
        g.play(0, Move::Keep(Face::One), &mut dice),
        Err(RuleError::KeepNotDue(Awaiting::Roll))
    );
    assert_eq!(g.play(0, Move::Take(21), &mut dice), Err(RuleError::NoWorm));
    assert_eq!((&g, &dice), (&g0, &d0));
    // The throw draws from the stream; now a keep is due, and a throw is refused undrawn.
    let events = g.play(0, Move::Throw, &mut dice).unwrap();
    assert_ne!(dice, d0);
    assert!(matches!(
        events[0],
        heckmeck_engine::Event::Thrown { seat: 0, .. }
    ));
    let (g1, d1) = (g.clone(), dice.clone());
    if g.awaiting() == Awaiting::Keep {
        assert_eq!(
            g.play(0, Move::Throw, &mut dice),
            Err(RuleError::RollNotDue(Awaiting::Keep))
        );
        assert_eq!(
            g.throw_quiet(8, &mut dice),
            Err(RuleError::RollNotDue(Awaiting::Keep))
        );
    }
    assert_eq!((&g, &dice), (&g1, &d1));
}

#[test]
fn a_throw_draws_the_first_rolls_of_the_stream() {
    // Rolls 0..4 are the faces 1..5 and roll 5 is the worm, in the order drawn.
    let mut g = Game::new(names(2)).unwrap();
    let mut dice = Rng::new(42);
    let rolls = dice.clone().rolls(8);
    g.throw_quiet(8, &mut dice).unwrap();
    let Action::Roll(t) = g.actions()[0] else {
        panic!("a roll")
    };
    let want: Vec<Face> = rolls.iter().map(|&r| Face::ALL[usize::from(r)]).collect();
    assert_eq!(t.faces(), want);
    // `play` with the same stream gives the same throw.
    let mut h = Game::new(names(2)).unwrap();
    h.play(0, Move::Throw, &mut Rng::new(42)).unwrap();
    assert_eq!(h, g);
}

#[test]
fn play_and_play_quiet_agree() {
    for seed in 0..20 {
        let mut loud = Game::new(names(3)).unwrap();
        let mut quiet = loud.clone();
        let (mut d1, mut d2) = (Rng::new(seed), Rng::new(seed));
        let mut bot = Rng::new(0);
        while !loud.is_over() {
            let seat = loud.due().seat().unwrap();
            let mv = match loud.due() {
                Due::Throw { .. } => Move::Throw,
                _ => bolder(Level::Easy, &loud, &mut bot).unwrap(),
            };
            let events = loud.play(seat, mv, &mut d1).unwrap();
            assert!(!events.is_empty());
            quiet.play_quiet(seat, mv, &mut d2).unwrap();
            assert_eq!(loud, quiet);
        }
    }
}

#[test]
fn restart_and_recording() {
    let mut g = Game::with_short_game(names(5), true).unwrap();
    play_with(&mut g, &[Level::Normal; 5], 3, greedy).unwrap();
    let played = g.clone();
    g.restart();
    assert_eq!(g, Game::with_short_game(names(5), true).unwrap());
    // Without recording the game plays the same, but keeps no record.
    g.set_recording(false);
    play_with(&mut g, &[Level::Normal; 5], 3, greedy).unwrap();
    assert_eq!(g.record_len(), 0);
    assert_eq!(g.state_json(), played.state_json());
    g.restart();
    g.set_recording(true);
    assert_eq!(
        g.state_json(),
        Game::with_short_game(names(5), true).unwrap().state_json()
    );
}

#[test]
fn a_tally_of_trivial_bots_adds_up() {
    let mut tally = Tally::<Game>::new(&[Level::Easy, Level::Normal, Level::Expert]);
    tally.play_range_with(9, 0..60, bolder).unwrap();
    let s = tally.summary();
    assert_eq!(s.games, 60);
    assert!((s.win_share.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    assert!(s.mean_turns > 3.0);
}
