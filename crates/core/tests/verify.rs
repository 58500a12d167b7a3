//! A record's dice checked against its seed, on the toy game Pig.

mod common;

use common::*;
use dice_core::verify::{check_dice, DiceVerdict};
use dice_core::{play_to_end, DiceGame, Level, Rng, Streams};

fn played(seed: u64) -> Pig {
    let mut game = Pig::new_game(names(3)).unwrap();
    play_to_end::<Pig, PigBots>(&mut game, &[Level::Normal; 3], seed).unwrap();
    game
}

fn throws(game: &Pig) -> usize {
    game.actions
        .iter()
        .filter(|a| matches!(a, PigAction::Roll(_)))
        .count()
}

#[test]
fn a_game_s_dice_follow_its_seed_and_no_other() {
    for seed in 0..20 {
        let game = played(seed);
        assert_eq!(
            check_dice(&game, seed, 0),
            DiceVerdict::Follows {
                throws: throws(&game),
                resumed: vec![]
            }
        );
        // Another seed: caught at some throw (a single die agrees one time in six, so not
        // always at the first).
        assert!(matches!(
            check_dice(&game, seed + 1, 0),
            DiceVerdict::Differs { .. }
        ));
    }
}

/// Plays `game` on with the bots and `dice` until it is over or has `until` actions.
fn play_on(game: &mut Pig, dice: &mut Rng, until: usize, seed: u64) {
    let mut bots = Streams::new(seed, 3);
    while !game.is_over() && game.actions.len() < until {
        let seat = game.due().seat().unwrap();
        let mv = match game.due() {
            dice_core::Due::Throw { .. } => PigMove::Throw,
            _ => {
                let (bot, _) = bots.for_seat(seat).unwrap();
                <PigBots as dice_core::Bots<Pig>>::choose(Level::Normal, game, bot).unwrap()
            }
        };
        game.play(seat, mv, dice).unwrap();
    }
}

#[test]
fn a_game_resumed_later_follows_the_stream_restarted_where_it_was_resumed() {
    let seed = 7;
    let mut game = Pig::new_game(names(3)).unwrap();
    play_on(&mut game, &mut Streams::dice(seed), 9, seed);
    // A reload: the dice go on from the stream for the record's length then.
    let at = game.actions.len();
    play_on(
        &mut game,
        &mut Streams::after(seed, at, 3).dice,
        usize::MAX,
        seed,
    );
    let DiceVerdict::Follows { throws, resumed } = check_dice(&game, seed, 0) else {
        panic!("follows");
    };
    assert_eq!(throws, self::throws(&game));
    // The stream restarted where the game was reloaded.
    assert_eq!(resumed, vec![at]);
}

#[test]
fn a_game_continued_from_another_s_position_is_checked_from_there() {
    let mut game = Pig::new_game(names(3)).unwrap();
    play_on(&mut game, &mut Streams::dice(1), 12, 1);
    let from = game.actions.len();
    // "Continue from here" with a new seed: the dice from here follow it.
    play_on(
        &mut game,
        &mut Streams::after(99, from, 3).dice,
        usize::MAX,
        99,
    );
    assert!(matches!(
        check_dice(&game, 99, from),
        DiceVerdict::Follows { .. }
    ));
    assert!(matches!(
        check_dice(&game, 99, 0),
        DiceVerdict::Differs { .. }
    ));
}
