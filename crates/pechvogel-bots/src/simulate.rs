//! Whole games of bots, for the simulator and the tests: one seeded game played through the
//! [`Table`] protocol, and a tally of many.
//!
//! The dice come from one [`Rng`] stream and every seat's bot draws from a stream of its own,
//! so the bots never touch the dice and a game is fully determined by its seed and lineup.

use std::fmt;

use pechvogel_engine::table::Due;
use pechvogel_engine::{Awaiting, Game, RuleError, Seat, Table, MAX_PLAYERS};

use crate::{apply_choice_quiet, decide_due, Choice, Level, Rng};

/// The dice's stream id; seat `s`'s bot uses stream `BOT_STREAM + s`.
pub const DICE_STREAM: u64 = 0;
/// The stream id of seat 0's bot.
pub const BOT_STREAM: u64 = 1;

/// More decisions than any game needs (a typical one takes a few hundred): a game still going
/// after this many is reported as stuck instead of looping for ever.
const MAX_STEPS: u32 = 1_000_000;

/// Why a simulated game could not be finished (each is a bug in a bot or the engine).
#[derive(Clone, Debug, PartialEq)]
pub enum SimError {
    /// The engine refused a bot's choice.
    Refused {
        /// The choice.
        choice: Choice,
        /// The engine's reason.
        error: RuleError,
    },
    /// The engine refused a throw the table asked for.
    Throw(RuleError),
    /// A bot had no answer to a decision that needs one.
    NoChoice,
    /// The game did not end within a million steps.
    Stuck,
    /// A lineup of fewer than two or more than five bots.
    Players(usize),
}

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SimError::Refused { choice, error } => write!(f, "choice {choice:?} refused: {error}"),
            SimError::Throw(e) => write!(f, "throw refused: {e}"),
            SimError::NoChoice => f.write_str("a bot gave no answer"),
            SimError::Stuck => write!(f, "the game did not end in {MAX_STEPS} steps"),
            SimError::Players(n) => write!(f, "{n} bots; a game needs 2 to {MAX_PLAYERS}"),
        }
    }
}

impl std::error::Error for SimError {}

/// A finished game and how many turns it took.
#[derive(Clone, Debug)]
pub struct Played {
    /// The table at the end: its game holds the full record.
    pub table: Table,
    /// Turns played (first throws).
    pub turns: u32,
    /// Decisions the bots made.
    pub decisions: u32,
}

impl Played {
    /// The final scores, by seat.
    pub fn scores(&self) -> Vec<i32> {
        let g = self.table.game();
        (0..g.player_count()).map(|s| g.score(s)).collect()
    }
}

/// The seed of game number `index` of a run seeded with `seed` (SplitMix64), so that
/// neighbouring games share nothing.
pub fn game_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed
        .wrapping_add(index.wrapping_mul(0x9e37_79b9_7f4a_7c15))
        .wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

const NAMES: [&str; MAX_PLAYERS] = ["Seat 1", "Seat 2", "Seat 3", "Seat 4", "Seat 5"];

/// Plays one complete game, seat `s` played by `levels[s]`, dice and bots seeded by `seed`.
pub fn play(levels: &[Level], seed: u64) -> Result<Played, SimError> {
    play_with(levels, seed, decide_due)
}

/// Plays one game like [`play`], asking `decider` for every bot decision instead of
/// [`crate::decide`] directly: it gets the level, the table, what is due and the bot's own
/// stream (to time the bots, or to watch them).
pub fn play_with<F>(levels: &[Level], seed: u64, decider: F) -> Result<Played, SimError>
where
    F: FnMut(Level, &Table, Due, &mut Rng) -> Option<Choice>,
{
    let mut table = new_table(levels.len(), true)?;
    let (turns, decisions) = drive(&mut table, levels, seed, decider)?;
    Ok(Played {
        table,
        turns,
        decisions,
    })
}

/// A table with a fresh game for `n` bots, its actions recorded or not.
fn new_table(n: usize, record: bool) -> Result<Table, SimError> {
    let names = NAMES.iter().take(n).map(|s| s.to_string()).collect();
    let mut game = Game::new(names).map_err(|_| SimError::Players(n))?;
    game.set_recording(record);
    Ok(Table::new(game))
}

/// The same table with its game started afresh (the same players; no allocation).
fn restart(table: Table) -> Table {
    let mut game = table.into_game();
    game.restart();
    Table::new(game)
}

/// Plays the fresh game on `table` to its end, seat `s` played by `levels[s]`; returns the
/// turns played and the decisions the bots made.
fn drive<F>(
    table: &mut Table,
    levels: &[Level],
    seed: u64,
    mut decider: F,
) -> Result<(u32, u32), SimError>
where
    F: FnMut(Level, &Table, Due, &mut Rng) -> Option<Choice>,
{
    let mut dice = Rng::with_stream(seed, DICE_STREAM);
    let mut bots: [Rng; MAX_PLAYERS] =
        std::array::from_fn(|s| Rng::with_stream(seed, BOT_STREAM + s as u64));
    let (mut turns, mut decisions) = (0u32, 0u32);
    for _ in 0..MAX_STEPS {
        let due = table.due();
        let seat = match due {
            Due::Over => return Ok((turns, decisions)),
            Due::Throw { dice: k, .. } => {
                let g = table.game();
                if g.awaiting() == Awaiting::FirstRoll || g.board().turn_ends() {
                    turns += 1;
                }
                table.throw_quiet(dice.throw(k)).map_err(SimError::Throw)?;
                continue;
            }
            Due::Target(seat) | Due::Claim(seat) => seat,
            Due::Ask(q) => q.seat(),
        };
        decisions += 1;
        let choice =
            decider(levels[seat], table, due, &mut bots[seat]).ok_or(SimError::NoChoice)?;
        apply_choice_quiet(table, choice).map_err(|error| SimError::Refused { choice, error })?;
    }
    Err(SimError::Stuck)
}

/// The seating of game number `index`: the lineup rotated by `index` seats, so that over
/// `n` games every listed bot sits in every seat once. Seat `s` is played by listed bot
/// `(s + index) % n`.
pub fn listed_bot(seat: Seat, index: u64, n: usize) -> usize {
    ((seat as u64 + index) % n as u64) as usize
}

/// Ties share a win: every share is a multiple of 1/60 (60 is divisible by 1..=5), kept as an
/// integer so that tallies add up exactly in any order, on any number of threads.
const SHARE_UNIT: u64 = 60;

/// Wins, scores and turns of many games, per listed bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    /// The lineup, in listed order.
    pub bots: Vec<Level>,
    /// Games tallied.
    pub games: u64,
    /// Win shares per listed bot, in sixtieths of a game.
    wins: [u64; MAX_PLAYERS],
    /// Sum of final scores per listed bot.
    scores: [i64; MAX_PLAYERS],
    /// Sum of turns.
    turns: u64,
    /// Sum of bot decisions.
    pub decisions: u64,
}

/// The means of a tally.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// Games played.
    pub games: u64,
    /// The lineup, in listed order.
    pub bots: Vec<Level>,
    /// Share of the games each listed bot won (a tie among k winners gives each 1/k).
    pub win_share: Vec<f64>,
    /// Mean final score of each listed bot.
    pub mean_score: Vec<f64>,
    /// Mean turns per game.
    pub mean_turns: f64,
}

impl Tally {
    /// An empty tally for this lineup.
    pub fn new(bots: &[Level]) -> Tally {
        Tally {
            bots: bots.to_vec(),
            games: 0,
            wins: [0; MAX_PLAYERS],
            scores: [0; MAX_PLAYERS],
            turns: 0,
            decisions: 0,
        }
    }

    /// The seating of game number `index`: the level of each seat (see [`listed_bot`]).
    pub fn seating(&self, index: u64) -> Vec<Level> {
        let n = self.bots.len();
        (0..n)
            .map(|seat| self.bots[listed_bot(seat, index, n)])
            .collect()
    }

    /// Plays game number `index` of the run seeded with `seed` (rotated lineup) and adds it.
    pub fn play(&mut self, seed: u64, index: u64) -> Result<(), SimError> {
        let mut table = self.table()?;
        self.play_on(&mut table, seed, index)
    }

    /// Adds game number `index`, played with [`Tally::seating`]`(index)`.
    pub fn add(&mut self, index: u64, played: &Played) {
        self.add_game(index, played.table.game(), played.turns, played.decisions);
    }

    /// Adds the finished `game` number `index`, which took `turns` turns and `decisions`
    /// decisions.
    fn add_game(&mut self, index: u64, game: &Game, turns: u32, decisions: u32) {
        let n = self.bots.len().min(game.player_count());
        let best = (0..n).map(|s| game.score(s)).max().unwrap_or(0);
        let winners = (0..n).filter(|&s| game.score(s) == best).count() as u64;
        for seat in 0..n {
            let bot = listed_bot(seat, index, n);
            let score = game.score(seat);
            self.scores[bot] += i64::from(score);
            if score == best {
                self.wins[bot] += SHARE_UNIT / winners;
            }
        }
        self.games += 1;
        self.turns += u64::from(turns);
        self.decisions += u64::from(decisions);
    }

    /// Plays games `range` of the run seeded with `seed`.
    pub fn play_range(&mut self, seed: u64, range: std::ops::Range<u64>) -> Result<(), SimError> {
        if range.is_empty() {
            return Ok(());
        }
        // One table for the whole range, restarted for every game: the games allocate nothing.
        let mut table = self.table()?;
        for index in range {
            self.play_on(&mut table, seed, index)?;
            table = restart(table);
        }
        Ok(())
    }

    /// A table for this lineup's games. It keeps no record: a tally needs only the scores.
    fn table(&self) -> Result<Table, SimError> {
        let n = self.bots.len();
        if !(2..=MAX_PLAYERS).contains(&n) {
            return Err(SimError::Players(n));
        }
        new_table(n, false)
    }

    /// Plays game number `index` on `table`, which holds a fresh game, and adds it.
    fn play_on(&mut self, table: &mut Table, seed: u64, index: u64) -> Result<(), SimError> {
        let n = self.bots.len();
        let mut levels = [Level::Normal; MAX_PLAYERS];
        for (seat, level) in levels.iter_mut().enumerate().take(n) {
            *level = self.bots[listed_bot(seat, index, n)];
        }
        let (turns, decisions) = drive(table, &levels[..n], game_seed(seed, index), decide_due)?;
        self.add_game(index, table.game(), turns, decisions);
        Ok(())
    }

    /// Adds another tally of the same lineup.
    pub fn merge(mut self, other: &Tally) -> Tally {
        self.games += other.games;
        for i in 0..MAX_PLAYERS {
            self.wins[i] += other.wins[i];
            self.scores[i] += other.scores[i];
        }
        self.turns += other.turns;
        self.decisions += other.decisions;
        self
    }

    /// The means.
    pub fn summary(&self) -> Summary {
        let games = self.games.max(1) as f64;
        let n = self.bots.len();
        Summary {
            games: self.games,
            bots: self.bots.clone(),
            win_share: (0..n)
                .map(|i| self.wins[i] as f64 / (SHARE_UNIT as f64 * games))
                .collect(),
            mean_score: (0..n).map(|i| self.scores[i] as f64 / games).collect(),
            mean_turns: self.turns as f64 / games,
        }
    }
}
