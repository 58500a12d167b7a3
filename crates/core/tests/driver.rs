//! The driver and the simulator are generic: they play a tiny dice game that has nothing to
//! do with Pechvogel or Heckmeck ("Pig": throw one die as often as you like, a 1 loses the
//! turn's points, first to 20 banked points wins).

mod common;

use common::*;
use dice_core::simulate::{game_seed, Tally};
use dice_core::{play_out, play_to_end, play_with, Bots, DiceGame, Level, Rng, SimError};

#[test]
fn a_game_is_played_to_its_end_and_its_record_replays() {
    for seed in 0..50 {
        let mut game = Pig::new_game(names(3)).unwrap();
        let (turns, decisions) = play_to_end::<Pig, PigBots>(
            &mut game,
            &[Level::Easy, Level::Normal, Level::Expert],
            seed,
        )
        .unwrap();
        assert!(game.is_over());
        assert!(turns > 0 && decisions > 0);
        assert_eq!(game.winners().len(), 1);
        assert!(game.score(game.winners()[0]) >= GOAL);
        let replayed = Pig::replay_json(&game.record_json()).unwrap();
        assert_eq!(replayed.state_json(), game.state_json());
        assert_eq!(replayed.record_len(), game.record_len());
    }
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let play = |seed| {
        let mut game = Pig::new_game(names(4)).unwrap();
        play_to_end::<Pig, PigBots>(&mut game, &[Level::Easy; 4], seed).unwrap();
        game.record_json()
    };
    assert_eq!(play(7), play(7));
    assert_ne!(play(7), play(8));
}

#[test]
fn bots_draw_from_their_own_streams_never_the_dice() {
    // The dice of a game do not depend on what the bots draw: a decider that draws ten
    // times from its stream instead of once sees the same first throw.
    let first_roll = |draws: u32| {
        let mut game = Pig::new_game(names(2)).unwrap();
        play_with(&mut game, &[Level::Easy; 2], 3, |l, g, r| {
            for _ in 0..draws {
                r.next_u32();
            }
            PigBots::choose(l, g, r)
        })
        .unwrap();
        game.actions[0]
    };
    assert_eq!(first_roll(0), first_roll(10));
}

#[test]
fn missing_answers_and_wrong_lineups_are_errors_not_loops() {
    let mut game = Pig::new_game(names(2)).unwrap();
    let e = play_with(&mut game, &[Level::Normal; 2], 1, |_, _, _| None).unwrap_err();
    assert_eq!(e, SimError::NoChoice);
    // A move the game refuses is reported with the engine's reason.
    let mut game = Pig::new_game(names(2)).unwrap();
    game.over = true;
    game.turn = Some(3);
    let e = game.play(0, PigMove::Hold, &mut Rng::new(0)).unwrap_err();
    assert_eq!(e, PigError::NotYourMove(0));
    assert_eq!(e.to_string(), "it is not seat 0's move");
    // A lineup of the wrong size for the game.
    let mut game = Pig::new_game(names(2)).unwrap();
    let e = play_with(&mut game, &[Level::Normal; 3], 1, PigBots::choose).unwrap_err();
    assert!(matches!(e, SimError::Players { given: 3, .. }), "{e}");
    assert_eq!(e.to_string(), "3 bots; a game needs 2 to 7");
}

#[test]
fn a_tally_adds_up_the_same_however_the_games_are_split() {
    let lineup = [
        Level::Easy,
        Level::Normal,
        Level::Expert,
        Level::Normal,
        Level::Easy,
        Level::Normal,
        Level::Expert,
    ];
    let mut whole = Tally::<Pig>::new(&lineup);
    whole.play_range::<PigBots>(11, 0..300).unwrap();
    let mut a = Tally::<Pig>::new(&lineup);
    a.play_range::<PigBots>(11, 0..123).unwrap();
    let mut b = Tally::<Pig>::new(&lineup);
    b.play_range::<PigBots>(11, 123..300).unwrap();
    assert_eq!(b.clone().merge(&a), whole);
    assert_eq!(a.merge(&b), whole);
    let s = whole.summary();
    assert_eq!(s.games, 300);
    assert!((s.win_share.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    assert!(s.mean_turns > 1.0);
    assert!(s.mean_score.iter().all(|&m| m > 0.0));
}

#[test]
fn every_game_of_a_tally_is_the_game_its_own_seed_plays() {
    let lineup = [Level::Easy, Level::Expert];
    let mut tally = Tally::<Pig>::new(&lineup);
    tally.play_range::<PigBots>(5, 0..10).unwrap();
    let mut by_hand = Tally::<Pig>::new(&lineup);
    for index in 0..10 {
        let mut game = Pig::new_game(names(2)).unwrap();
        let (turns, decisions) =
            play_to_end::<Pig, PigBots>(&mut game, &by_hand.seating(index), game_seed(5, index))
                .unwrap();
        by_hand.add(index, &game, turns, decisions);
    }
    assert_eq!(by_hand, tally);
    // The lineup rotates: game 1 seats the expert first.
    assert_eq!(tally.seating(1), vec![Level::Expert, Level::Easy]);
}

#[test]
fn a_lineup_the_game_cannot_seat_is_refused() {
    let e = Tally::<Pig>::new(&[Level::Easy])
        .play_range::<PigBots>(0, 0..1)
        .unwrap_err();
    assert_eq!(e.to_string(), "1 bots; a game needs 2 to 7");
    let mut empty = Tally::<Pig>::new(&[Level::Easy]);
    assert!(empty.play_range::<PigBots>(0, 0..0).is_ok());
}

#[test]
fn records_are_read_strictly_and_in_order() {
    let e = Pig::replay_json("{nope").unwrap_err();
    assert!(e.to_string().starts_with("malformed JSON: "), "{e}");
    let e = Pig::replay_json("[]").unwrap_err();
    assert!(e.to_string().starts_with("record: "), "{e}");
    let e = Pig::replay_json(r#"{"actions": []}"#).unwrap_err();
    assert_eq!(e.to_string(), "record: missing \"players\"");
    let e = Pig::replay_json(r#"{"players": ["A", "A"], "actions": []}"#).unwrap_err();
    assert_eq!(e.to_string(), "players: name 1 \"A\" repeats name 0");
    let e = Pig::replay_json(r#"{"players": ["A", " "], "actions": []}"#).unwrap_err();
    assert_eq!(e.to_string(), "players: name 1 is empty");
    let e = Pig::replay_json(r#"{"players": ["A"], "actions": []}"#).unwrap_err();
    assert_eq!(e.to_string(), "players: 1 players; the game needs 2 to 7");
    let e = Pig::replay_json(r#"{"players": ["A", "B"]}"#).unwrap_err();
    assert_eq!(e.to_string(), "record: missing \"actions\"");
    let e = Pig::replay_json(
        r#"{"players": ["A", "B"], "actions": [{"roll": 3}, {"hold": 1, "x": 2}]}"#,
    )
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "action 1: unknown action {\"hold\":1,\"x\":2}: expected exactly one key"
    );
    // A long name is cut in the message, not echoed whole.
    let long = "x".repeat(10_000);
    let text = format!(r#"{{"players": ["{long}", "{long}"], "actions": []}}"#);
    let e = Pig::replay_json(&text).unwrap_err().to_string();
    assert!(e.len() < 120, "{e}");
    assert!(
        e.starts_with("players: name 1 \"xxx") && e.ends_with("repeats name 0"),
        "{e}"
    );
}

#[test]
fn the_dice_are_fair_for_every_number_of_dice() {
    const THROWS: usize = 30_000;
    let mut rng = Rng::new(2024);
    for dice in 1..=8u8 {
        let n = usize::from(dice);
        let mut single = vec![[0usize; 6]; n];
        let mut pairs = [[0usize; 6]; 6];
        for _ in 0..THROWS {
            let rolls = rng.rolls(dice);
            for (place, &r) in rolls[..n].iter().enumerate() {
                assert!(r < 6);
                single[place][usize::from(r)] += 1;
            }
            pairs[usize::from(rolls[0])][usize::from(rolls[n - 1])] += 1;
        }
        let chi = |cells: &[usize], expected: f64| -> f64 {
            cells
                .iter()
                .map(|&c| (c as f64 - expected).powi(2) / expected)
                .sum()
        };
        for (place, counts) in single.iter().enumerate() {
            let x = chi(counts, THROWS as f64 / 6.0);
            assert!(x < 36.0, "{dice} dice, place {place}: chi-square {x:.1}");
        }
        if n > 1 {
            let x = chi(pairs.as_flattened(), THROWS as f64 / 36.0);
            assert!(x < 90.0, "{dice} dice, first and last: chi-square {x:.1}");
        }
    }
}

#[test]
fn streams_are_independent_and_reproducible() {
    let a = dice_core::Streams::new(9, 3);
    let b = dice_core::Streams::new(9, 3);
    assert_eq!(a, b);
    assert_ne!(a.dice, a.bots[0]);
    assert_ne!(a.bots[0], a.bots[1]);
    assert_eq!(a.dice, Rng::with_stream(9, dice_core::DICE_STREAM));
    assert_eq!(a.bots[2], Rng::with_stream(9, dice_core::BOT_STREAM + 2));
}

#[test]
fn play_out_plays_to_the_end_reproducibly_and_fails_quietly() {
    let levels = [Level::Easy, Level::Normal, Level::Expert];
    let play = |seed| {
        let mut game = Pig::new_game(names(3)).unwrap();
        assert!(play_out::<Pig, PigBots>(&mut game, &levels, seed));
        assert!(game.is_over());
        assert_eq!(game.winners().len(), 1);
        game.record_json()
    };
    assert_eq!(play(3), play(3));
    assert_ne!(play(3), play(4));
    // From anywhere in a game: a finished game stays as it is.
    let mut game = Pig::new_game(names(3)).unwrap();
    play_to_end::<Pig, PigBots>(&mut game, &levels, 9).unwrap();
    let end = game.record_json();
    assert!(play_out::<Pig, PigBots>(&mut game, &levels, 1));
    assert_eq!(game.record_json(), end);
    // A lineup that does not fit the table is refused.
    let mut game = Pig::new_game(names(3)).unwrap();
    assert!(!play_out::<Pig, PigBots>(&mut game, &levels[..2], 1));
}
