//! The bots over many seeded games: every choice is one the table offers, every game ends,
//! the same seed gives the same game, and a bot's choice depends on the table alone.

use dice_core::simulate::{game_seed, listed_bot, Tally};
use dice_core::{play_to_end, Bots, DiceGame, Due as CoreDue, Level, Rng, Streams};
use pechvogel_bots::{decide, PechvogelBots};
use pechvogel_engine::{
    table::Due, Claim, Decision, Game, Move, Question, Record, Table, MAX_PLAYERS, MIN_PLAYERS,
};

const LEVELS: [Level; 3] = [Level::Easy, Level::Normal, Level::Expert];

/// A lineup for game `seed`: 2 to 5 seats of mixed levels.
fn lineup(seed: u64) -> Vec<Level> {
    let mut rng = Rng::with_stream(seed, 99);
    let n = MIN_PLAYERS + rng.below((MAX_PLAYERS - MIN_PLAYERS + 1) as u32) as usize;
    (0..n).map(|_| LEVELS[rng.below(3) as usize]).collect()
}

/// What the bots chose, counted per level and kind, to see that every kind comes up.
#[derive(Default)]
struct Seen {
    targets: [u32; 3],
    starts: [[u32; 2]; 3],
    joins: [[u32; 2]; 3],
    reduces: [[u32; 2]; 3],
    middle: [u32; 3],
    steals: [u32; 3],
}

fn index(level: Level) -> usize {
    LEVELS.iter().position(|&l| l == level).unwrap()
}

/// A fresh table for these bots, recording its actions.
fn new_table(levels: &[Level]) -> Table {
    let names = (0..levels.len()).map(|i| format!("P{i}")).collect();
    Table::new(Game::new(names).unwrap())
}

/// One game played to its end by dice-core's (quiet) driver: the table, turns and decisions.
fn play(levels: &[Level], seed: u64) -> (Table, u32, u32) {
    let mut table = new_table(levels);
    let (turns, decisions) = play_to_end::<Table, PechvogelBots>(&mut table, levels, seed).unwrap();
    (table, turns, decisions)
}

/// Plays one game through the full, event-reporting protocol (the moves a person makes, with
/// the streams the core's driver uses), checking every bot move against the options
/// [`Table::decision`] lists before it is made.
fn play_checked(levels: &[Level], seed: u64, seen: &mut Seen) -> Table {
    let mut table = new_table(levels);
    let Streams { mut dice, mut bots } = Streams::new(seed, levels.len());
    for _ in 0..100_000 {
        let decision = table.decision();
        let seat = match DiceGame::due(&table) {
            CoreDue::Over => return table,
            CoreDue::Throw { seat, .. } => {
                assert!(!table.play(seat, Move::Throw, &mut dice).unwrap().is_empty());
                continue;
            }
            CoreDue::Choose(seat) => seat,
        };
        assert_eq!(decision.seat(), Some(seat));
        let level = levels[seat];
        let i = index(level);
        let choice = decide(level, &table, &mut bots[seat].clone())
            .unwrap_or_else(|| panic!("game {seed}: no choice for {decision:?}"));
        // The bots as the core asks them choose the same.
        assert_eq!(
            PechvogelBots::choose(level, &table, &mut bots[seat]),
            Some(choice)
        );
        match (&decision, choice) {
            (Decision::Target { options, .. }, Move::Target(v)) => {
                assert!(
                    options.contains(&v),
                    "game {seed}: target {v} not in {options:?}"
                );
                seen.targets[i] += 1;
            }
            (Decision::Ask(q), Move::Answer(yes)) => {
                let g = table.game();
                let y = usize::from(yes);
                match *q {
                    Question::Start(s) => {
                        assert!(g.may_frustrate(s));
                        seen.starts[i][y] += 1;
                    }
                    Question::Join(s) => {
                        assert!(g.may_frustrate(s));
                        seen.joins[i][y] += 1;
                    }
                    Question::Reduce(s) => {
                        assert_eq!(Some(s), g.active());
                        assert!(g.may_reduce());
                        seen.reduces[i][y] += 1;
                    }
                }
            }
            (Decision::Claim { options, .. }, Move::Claim(c)) => {
                assert!(
                    options.contains(&c),
                    "game {seed}: claim {c:?} not in {options:?}"
                );
                match c {
                    Claim::Middle => seen.middle[i] += 1,
                    Claim::Steal { .. } => seen.steals[i] += 1,
                }
            }
            (d, c) => panic!("game {seed}: {c:?} does not answer {d:?}"),
        }
        table
            .play(seat, choice, &mut dice)
            .unwrap_or_else(|e| panic!("game {seed}: {choice:?} refused: {e}"));
    }
    panic!("game {seed} does not end");
}

#[test]
fn bots_choose_only_legal_actions_and_finish_every_game() {
    let mut seen = Seen::default();
    for seed in 0..300u64 {
        let levels = lineup(seed);
        let table = play_checked(&levels, seed, &mut seen);
        let game = table.game();
        assert!(game.is_over());
        assert!(game.middle().iter().all(|&c| c == 0));
        assert!(!game.winners().is_empty());
        // The record alone replays to the same game, through the JSON the contract defines.
        let record = Record {
            players: game.names().to_vec(),
            actions: game.actions().to_vec(),
        };
        let json = record.to_json_string();
        let replayed = Record::replay_json(&json).unwrap();
        assert_eq!(replayed.state_json(), game.state_json(), "game {seed}");
    }
    // Every level faced, and made, every kind of choice.
    for (i, level) in LEVELS.iter().enumerate() {
        let l = level.as_str();
        assert!(seen.targets[i] > 100, "{l} chose few targets");
        for (what, counts) in [
            ("start", seen.starts[i]),
            ("join", seen.joins[i]),
            ("reduce", seen.reduces[i]),
        ] {
            assert!(
                counts[0] > 0 && counts[1] > 0,
                "{l} never said both to {what}: {counts:?}"
            );
        }
        assert!(
            seen.middle[i] > 0 && seen.steals[i] > 0,
            "{l} never both claimed and stole"
        );
    }
}

#[test]
fn the_driver_plays_the_same_games() {
    // The simulator's quiet driver and the checked one above agree action for action.
    let mut seen = Seen::default();
    for seed in 0..40u64 {
        let levels = lineup(seed);
        let (quiet, ..) = play(&levels, seed);
        let checked = play_checked(&levels, seed, &mut seen);
        assert_eq!(
            quiet.game().actions(),
            checked.game().actions(),
            "game {seed}"
        );
    }
}

#[test]
fn the_same_seed_gives_the_same_game() {
    for seed in [0, 1, 42, u64::MAX] {
        let levels = [Level::Expert, Level::Normal, Level::Easy, Level::Normal];
        let a = play(&levels, seed);
        let b = play(&levels, seed);
        assert_eq!(a.0.game().actions(), b.0.game().actions());
        assert_eq!((a.1, a.2), (b.1, b.2));
    }
    let a = play(&[Level::Normal; 3], 1);
    let b = play(&[Level::Normal; 3], 2);
    assert_ne!(a.0.game().actions(), b.0.game().actions());
}

#[test]
fn a_choice_depends_on_the_table_alone() {
    // At every decision of some games: a bot asked about the table rebuilt from the record
    // (no dice stream anywhere near it) chooses the same; normal and expert draw nothing.
    for seed in 0..12u64 {
        let levels = lineup(seed);
        let (played, ..) = play(&levels, seed);
        let game = played.game();
        let actions = game.actions();
        let names: Vec<String> = game.names().to_vec();
        let mut live = Table::new(Game::new(names.clone()).unwrap());
        for (k, &action) in actions.iter().enumerate() {
            // Replaying applies frustrations and reduces directly, so a window's first question
            // is asked here, with no answers given yet on either table.
            if !matches!(live.due(), Due::Throw { .. } | Due::Over) {
                let rebuilt = Table::new(Game::replay(names.clone(), &actions[..k]).unwrap());
                for level in [Level::Normal, Level::Expert] {
                    let mut r1 = Rng::new(1);
                    let mut r2 = Rng::new(2);
                    let a = decide(level, &live, &mut r1);
                    assert_eq!(a, decide(level, &rebuilt, &mut r2), "game {seed} step {k}");
                    assert_eq!(r1, Rng::new(1), "{level:?} drew from its stream");
                }
                let (mut r1, mut r2) = (Rng::new(7), Rng::new(7));
                assert_eq!(
                    decide(Level::Easy, &live, &mut r1),
                    decide(Level::Easy, &rebuilt, &mut r2)
                );
            }
            live.apply(action).unwrap();
        }
    }
}

#[test]
fn tallies_share_every_game_and_split_exactly() {
    let bots = [Level::Expert, Level::Normal, Level::Easy];
    let mut whole = Tally::<Table>::new(&bots);
    whole.play_range::<PechvogelBots>(5, 0..60).unwrap();
    let s = whole.summary();
    assert_eq!(s.games, 60);
    let total: f64 = s.win_share.iter().sum();
    assert!((total - 1.0).abs() < 1e-12, "shares sum to {total}");
    // Split anywhere, merged back: the same tally, exactly.
    let mut a = Tally::<Table>::new(&bots);
    a.play_range::<PechvogelBots>(5, 0..17).unwrap();
    let mut b = Tally::<Table>::new(&bots);
    b.play_range::<PechvogelBots>(5, 17..60).unwrap();
    assert_eq!(b.merge(&a), whole);
    // The tally agrees with the games it played, seat by seat after the rotation.
    let mut wins = [0.0; 3];
    let mut scores = [0.0; 3];
    for index in 0..60u64 {
        let seating = whole.seating(index);
        let (played, ..) = play(&seating, game_seed(5, index));
        let g = played.game();
        let winners = g.winners();
        for (seat, &level) in seating.iter().enumerate() {
            let bot = listed_bot(seat, index, 3);
            assert_eq!(level, bots[bot]);
            scores[bot] += f64::from(g.score(seat));
            if winners.contains(&seat) {
                wins[bot] += 1.0 / winners.len() as f64;
            }
        }
    }
    for i in 0..3 {
        assert!((s.win_share[i] - wins[i] / 60.0).abs() < 1e-12);
        assert!((s.mean_score[i] - scores[i] / 60.0).abs() < 1e-12);
    }
}

#[test]
fn the_lineup_rotates_over_the_seats() {
    let t = Tally::<Table>::new(&[Level::Expert, Level::Normal, Level::Normal, Level::Easy]);
    let expert_seats: Vec<usize> = (0..4)
        .map(|g| {
            t.seating(g)
                .iter()
                .position(|&l| l == Level::Expert)
                .unwrap()
        })
        .collect();
    let mut sorted = expert_seats.clone();
    sorted.sort();
    assert_eq!(sorted, vec![0, 1, 2, 3], "expert sat at {expert_seats:?}");
}
