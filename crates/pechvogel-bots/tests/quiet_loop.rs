//! The engine's own quiet loop (`SimGame::play_quiet_out` for the `Table`, what the simulator
//! plays through) against dice-core's step-by-step loop (`play_steps_quiet`): over many seeds,
//! every player count and mixes of every level, both must make the same moves from the same
//! draws, so they end in equal tables (game, window and what is due), equal records and state
//! JSON, and count the same turns and decisions. Also from the middle of a game, a window's
//! questions half answered included.

use dice_core::drive::play_steps_quiet;
use dice_core::simulate::{game_seed, seat_names};
use dice_core::{Bots, DiceGame, Level, Rng, SimError, SimGame, Streams};
use pechvogel_bots::PechvogelBots;
use pechvogel_engine::{Awaiting, Move, RuleError, Table, MAX_PLAYERS, MIN_PLAYERS};

const LEVELS: [Level; 3] = [Level::Easy, Level::Normal, Level::Expert];

/// A lineup for game `seed`: `n` seats of mixed levels, expert seats rarer (they are slow).
fn lineup(seed: u64, n: usize) -> Vec<Level> {
    let mut rng = Rng::with_stream(seed, 7);
    (0..n)
        .map(|_| match rng.below(8) {
            0 => Level::Expert,
            1..=3 => Level::Easy,
            _ => Level::Normal,
        })
        .collect()
}

fn new_table(n: usize, recording: bool) -> Table {
    let mut table = Table::new_game(seat_names(n)).unwrap();
    table.set_recording(recording);
    table
}

/// Plays `table` on to the end with the step-by-step loop (`steps`) or the engine's loop,
/// from these streams; returns the result of the loop.
fn finish(
    table: &mut Table,
    levels: &[Level],
    dice: &mut Rng,
    bots: &mut [Rng],
    steps: bool,
) -> Result<(u32, u32), SimError<Move, RuleError>> {
    let mut decide =
        |seat: usize, t: &Table| PechvogelBots::choose(levels[seat], t, &mut bots[seat]);
    if steps {
        play_steps_quiet(table, dice, &mut decide)
    } else {
        table.play_quiet_out(dice, &mut decide)
    }
}

/// Both loops from the start of game `seed`, recording or not: everything equal.
fn compare_whole_game(seed: u64, levels: &[Level], recording: bool) {
    let n = levels.len();
    let mut ends = Vec::new();
    for steps in [true, false] {
        let mut table = new_table(n, recording);
        let Streams { mut dice, mut bots } = Streams::new(seed, n);
        let counts = finish(&mut table, levels, &mut dice, &mut bots, steps).unwrap();
        ends.push((table, counts, dice, bots));
    }
    let (a, b) = (&ends[0], &ends[1]);
    assert_eq!(a.0, b.0, "seed {seed}, {levels:?}: tables differ");
    assert_eq!(
        a.1, b.1,
        "seed {seed}, {levels:?}: turns and decisions differ"
    );
    assert_eq!(
        a.2, b.2,
        "seed {seed}: the dice's stream was drawn differently"
    );
    assert_eq!(
        a.3, b.3,
        "seed {seed}: a bot's stream was drawn differently"
    );
    assert!(a.0.is_over());
    if recording {
        assert_eq!(a.0.record_json(), b.0.record_json());
        assert_eq!(a.0.state_json(), b.0.state_json());
        // The record replays to the same game.
        let replayed = Table::replay_json(&a.0.record_json()).unwrap();
        assert_eq!(replayed.game(), b.0.game());
    }
}

#[test]
fn the_engines_loop_plays_exactly_as_the_step_by_step_loop() {
    for n in MIN_PLAYERS..=MAX_PLAYERS {
        for i in 0..150u64 {
            let seed = game_seed(2024, i * 10 + n as u64);
            let levels = lineup(seed, n);
            compare_whole_game(seed, &levels, i % 3 == 0);
        }
        // Every seat of one level, for each level.
        for (k, &level) in LEVELS.iter().enumerate() {
            for i in 0..20u64 {
                let seed = game_seed(77, i * 100 + k as u64 * 10 + n as u64);
                compare_whole_game(seed, &vec![level; n], i % 2 == 0);
            }
        }
    }
}

#[test]
fn the_engines_loop_takes_over_anywhere_in_a_game() {
    let (mut taken_over, mut in_window) = (0, 0);
    for i in 0..400u64 {
        let n = MIN_PLAYERS + (i as usize % (MAX_PLAYERS - MIN_PLAYERS + 1));
        let seed = game_seed(5, i);
        let levels = lineup(seed, n);
        let recording = i % 2 == 0;
        // Stop the step-by-step loop at decision number `stop` (a target, any window question,
        // a claim): the bots give no move there, so the table is left where that decision is due.
        let stop = 1 + (seed % 150) as u32;
        let mut table = new_table(n, recording);
        let Streams { mut dice, mut bots } = Streams::new(seed, n);
        let mut asked = 0;
        let stopped = {
            let mut decide = |seat: usize, t: &Table| -> Option<Move> {
                asked += 1;
                (asked < stop).then(|| PechvogelBots::choose(levels[seat], t, &mut bots[seat]))?
            };
            play_steps_quiet(&mut table, &mut dice, &mut decide)
        };
        if stopped.is_ok() {
            continue; // the game ended first
        }
        taken_over += 1;
        if matches!(table.due(), pechvogel_engine::table::Due::Ask(_)) {
            in_window += 1;
        }
        let mut ends = Vec::new();
        for steps in [true, false] {
            let (mut t, mut d, mut b) = (table.clone(), dice.clone(), bots.clone());
            let counts = finish(&mut t, &levels, &mut d, &mut b, steps).unwrap();
            ends.push((t, counts, d, b));
        }
        assert_eq!(ends[0], ends[1], "seed {seed}, stopped at decision {stop}");
        if recording {
            assert_eq!(ends[0].0.record_json(), ends[1].0.record_json());
        }
    }
    // Most games were taken over, many of them with a window's question open.
    assert!(
        taken_over > 200 && in_window > 50,
        "{taken_over} {in_window}"
    );
}

#[test]
fn a_refused_move_is_refused_alike() {
    // A decider that answers every question with a throw: both loops refuse it the same way.
    for steps in [true, false] {
        let mut table = new_table(3, true);
        let mut dice = Rng::new(3);
        let mut decide = |_: usize, _: &Table| Some(Move::Throw);
        let err = if steps {
            play_steps_quiet(&mut table, &mut dice, &mut decide)
        } else {
            table.play_quiet_out(&mut dice, &mut decide)
        };
        match err {
            Err(SimError::Refused { choice, error }) => {
                assert_eq!(choice, Move::Throw);
                assert_eq!(error, RuleError::RollNotDue(Awaiting::Target));
                assert_eq!(
                    SimError::Refused { choice, error }.to_string(),
                    "choice Throw refused: no throw is due while awaiting target"
                );
            }
            other => panic!("expected a refusal, got {other:?}"),
        }
    }
    // No move at all.
    let mut table = new_table(2, false);
    let mut none = |_: usize, _: &Table| None;
    assert_eq!(
        table.play_quiet_out(&mut Rng::new(1), &mut none),
        Err(SimError::NoChoice)
    );
}
