//! The bots at the table: legal moves in whole seeded games of every size and mix of levels,
//! reproducible games, hands off the dice, the expert's choice in positions built by hand,
//! and a small check of strength.

mod common;

use common::*;
use dice_core::simulate::{seat_names, Tally};
use dice_core::{play_to_end, play_with, Bots, Level, Rng};
use heckmeck_bots::{choose, HeckmeckBots};
use heckmeck_engine::{Action, Awaiting, Face, Game, Move};

/// A bot decider that fails the test on any move the engine does not list as legal now.
fn checked(level: Level, game: &Game, rng: &mut Rng) -> Option<Move> {
    let mv = HeckmeckBots::choose(level, game, rng);
    let legal = game.legal_actions();
    match mv {
        Some(Move::Throw) => assert!(legal.roll.is_some(), "{level:?} throws at {game:?}"),
        Some(Move::Keep(f)) => assert!(legal.keep.contains(f), "{level:?} keeps {f:?}"),
        Some(Move::Take(t)) => assert!(legal.take.contains(t), "{level:?} takes {t}"),
        None => panic!("{level:?} gave no move while {:?}", game.awaiting()),
    }
    mv
}

/// The lineup number `code` of `n` seats, in base 3 (0 easy, 1 normal, 2 expert).
fn lineup(n: usize, code: usize) -> Vec<Level> {
    (0..n)
        .map(|s| Level::ALL[code / 3usize.pow(s as u32) % 3])
        .collect()
}

#[test]
fn bots_play_legal_moves_for_every_table_and_mix_of_levels() {
    let mut games = 0;
    for n in 2..=7 {
        let mixes = 3usize.pow(n as u32);
        // Every mix for up to four players; for more, a spread of them, with every level
        // alone and a mix of all three.
        let step = if n <= 4 { 1 } else { mixes / 8 + 1 };
        let mut codes: Vec<usize> = (0..mixes).step_by(step).collect();
        codes.extend([0, mixes / 2, mixes - 1]);
        for (i, code) in codes.into_iter().enumerate() {
            let levels = lineup(n, code);
            let mut game = Game::new(seat_names(n)).unwrap();
            let seed = (n * 1000 + i) as u64;
            play_with(&mut game, &levels, seed, checked)
                .unwrap_or_else(|e| panic!("{levels:?} seed {seed}: {e}"));
            assert!(game.is_over());
            assert_eq!(game.winners().len(), 1);
            // The record replays to the same end.
            let replayed = Game::replay_json(&game.record_json()).unwrap();
            assert_eq!(replayed.state_json(), game.state_json());
            games += 1;
        }
    }
    assert!(games > 150, "{games} games");
}

#[test]
fn the_short_game_is_played_legally_too() {
    for n in 5..=7 {
        let mut game = Game::with_short_game(seat_names(n), true).unwrap();
        let levels: Vec<Level> = (0..n).map(|s| Level::ALL[s % 3]).collect();
        play_with(&mut game, &levels, n as u64, checked).unwrap();
        assert!(game.is_over());
    }
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let play = |seed| {
        let mut game = Game::new(seat_names(4)).unwrap();
        let levels = [Level::Easy, Level::Normal, Level::Expert, Level::Easy];
        play_to_end::<Game, HeckmeckBots>(&mut game, &levels, seed).unwrap();
        game.record_json()
    };
    assert_eq!(play(21), play(21));
    assert_ne!(play(21), play(22));
}

#[test]
fn bots_never_touch_the_dice() {
    // Normal and expert draw nothing: a decider that draws from the bot's stream before
    // every decision plays the very same game, dice and all.
    let play = |draws: u32, levels: &[Level]| {
        let mut game = Game::new(seat_names(levels.len())).unwrap();
        play_with(&mut game, levels, 5, |l, g, r| {
            for _ in 0..draws {
                r.next_u32();
            }
            HeckmeckBots::choose(l, g, r)
        })
        .unwrap();
        game
    };
    let steady = [Level::Normal, Level::Expert, Level::Normal];
    assert_eq!(
        play(0, &steady).record_json(),
        play(7, &steady).record_json()
    );
    // Easy draws, so its choices change with its stream; the dice do not: the first throw
    // is the same, and so is every throw until the first choice that differs.
    let easy = [Level::Easy, Level::Easy];
    let (a, b) = (play(0, &easy), play(7, &easy));
    let first_roll = |g: &Game| g.actions()[0];
    assert_eq!(first_roll(&a), first_roll(&b));
    let common = a
        .actions()
        .iter()
        .zip(b.actions())
        .take_while(|(x, y)| x == y)
        .count();
    // Any divergence starts with a bot's choice, never with a throw.
    if let Some((x, _)) = a.actions().iter().zip(b.actions()).nth(common) {
        assert!(!matches!(x, Action::Roll(_)), "the dice diverged: {x:?}");
    }
}

#[test]
fn bots_answer_only_when_a_choice_is_due() {
    let game = Game::new(seat_names(3)).unwrap();
    assert_eq!(game.awaiting(), Awaiting::Roll);
    for level in Level::ALL {
        assert_eq!(choose(level, &game, &mut Rng::new(1)), None);
    }
    let mut over = Game::new(seat_names(2)).unwrap();
    play_to_end::<Game, HeckmeckBots>(&mut over, &[Level::Expert, Level::Easy], 3).unwrap();
    for level in Level::ALL {
        assert_eq!(choose(level, &over, &mut Rng::new(1)), None);
    }
}

#[test]
fn the_expert_steals_the_leaders_36() {
    // Seat 1 keeps four worms and four 4s: 36, no dice left. On offer: the 35 from the
    // grill, or seat 0's 36 (seat 0 leads with it).
    let mut actions = SEAT0_TAKES_36.to_vec();
    actions.extend(["roll WWWW1234", "keep W", "roll 4444", "keep 4"]);
    let game = position(3, &actions);
    assert_eq!(game.awaiting(), Awaiting::Take);
    let offer = game.takeable();
    assert_eq!(offer.grill, Some(35));
    assert_eq!(offer.steal.map(|s| (s.tile, s.from)), Some((36, 0)));
    let mut rng = Rng::new(0);
    assert_eq!(choose(Level::Expert, &game, &mut rng), Some(Move::Take(36)));
    assert_eq!(choose(Level::Normal, &game, &mut rng), Some(Move::Take(36)));
}

#[test]
fn the_expert_takes_a_tile_rather_than_risk_its_36() {
    // Seat 0 holds the 36; two turns fail; then seat 0 keeps W W, 5, 4 4, 3 3: 29 with one
    // die left and four faces used. Throwing on fails two times in three and could only
    // make 30 or 31 (three worms, as the 29); failing gives the 36 back.
    let game = holding_36_at_29();
    assert_eq!(game.awaiting(), Awaiting::RollOrTake);
    assert_eq!((game.board().sum(), game.board().dice_left()), (29, 1));
    for level in [Level::Normal, Level::Expert] {
        assert_eq!(
            choose(level, &game, &mut Rng::new(0)),
            Some(Move::Take(29)),
            "{level:?}"
        );
    }
}

#[test]
fn the_expert_throws_on_from_a_poor_21_with_nothing_to_lose() {
    // Seat 0 has no tile (a failed turn costs nothing) and 21 (W W W 3 3) with three dice
    // left: the 21 is the least tile and the easiest to lose to a steal.
    let game = position(2, &["roll WWW33124", "keep W", "roll 33124", "keep 3"]);
    assert_eq!(game.awaiting(), Awaiting::RollOrTake);
    assert_eq!((game.board().sum(), game.board().dice_left()), (21, 3));
    assert_eq!(
        choose(Level::Expert, &game, &mut Rng::new(0)),
        Some(Move::Throw)
    );
}

#[test]
fn the_expert_keeps_the_worm_when_it_is_the_last_chance() {
    // Seat 0 kept 5 5 5 and 4 4 4 (27), two dice left and no worm: a worm now (32) can be
    // taken; the 3 (30) would leave one die that must show a worm.
    let game = position(
        2,
        &["roll 55512333", "keep 5", "roll 44412", "keep 4", "roll W3"],
    );
    assert_eq!(game.awaiting(), Awaiting::Keep);
    assert_eq!(
        choose(Level::Expert, &game, &mut Rng::new(0)),
        Some(Move::Keep(Face::Worm))
    );
}

#[test]
fn the_experts_answer_does_not_depend_on_what_it_solved_before() {
    // The solve of a turn is remembered; asking about another table in between changes
    // nothing.
    let mut a = SEAT0_TAKES_36.to_vec();
    a.extend(["roll WWWW1234", "keep W", "roll 4444", "keep 4"]);
    let a = position(3, &a);
    let b = position(2, &["roll WWW33124", "keep W", "roll 33124", "keep 3"]);
    let mut rng = Rng::new(0);
    let first = choose(Level::Expert, &a, &mut rng);
    let other = choose(Level::Expert, &b, &mut rng);
    assert_eq!(choose(Level::Expert, &a, &mut rng), first);
    assert_eq!(choose(Level::Expert, &b, &mut rng), other);
}

fn share_of_first(lineup: &[Level], games: u64, seed: u64) -> f64 {
    let mut tally = Tally::<Game>::new(lineup);
    tally.play_range::<HeckmeckBots>(seed, 0..games).unwrap();
    tally.summary().win_share[0]
}

#[test]
fn stronger_bots_win_more_often() {
    // A smoke test: few games (the benchmark plays 20,000); 25% is a fair share.
    use Level::{Easy, Expert, Normal};
    let normal = share_of_first(&[Normal, Easy, Easy, Easy], 150, 1);
    assert!(normal > 0.45, "normal vs 3 easy: {normal}");
    let expert = share_of_first(&[Expert, Easy, Easy, Easy], 60, 1);
    assert!(expert > 0.45, "expert vs 3 easy: {expert}");
    // Expert against normal is a closer match (about 35% in the benchmark): a few hundred
    // games tell it from a fair 25% only now and then, so it is left to the benchmark.
}
