//! Many games of bots, summed up: win shares, mean scores and turns per listed bot. The
//! lineup rotates over the seats from game to game, every game has a seed of its own, and
//! tallies add up exactly in any order, so a run gives the same result on any number of
//! threads.

use std::marker::PhantomData;

use crate::drive::{play_to_end, play_with, GameSimError, SimError, SimGame};
use crate::game::{Bots, Level};
use crate::players::Seat;
use crate::rng::Rng;

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

/// The seating of game number `index`: the lineup rotated by `index` seats, so that over
/// `n` games every listed bot sits in every seat once. Seat `s` is played by listed bot
/// `(s + index) % n`.
pub fn listed_bot(seat: Seat, index: u64, n: usize) -> usize {
    ((seat as u64 + index) % n as u64) as usize
}

/// Names for simulated seats: `Seat 1`, `Seat 2`, …
pub fn seat_names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("Seat {i}")).collect()
}

/// Ties share a win: every share is a multiple of 1/420 (420 is divisible by 1..=7), kept
/// as an integer so that tallies add up exactly in any order, on any number of threads.
const SHARE_UNIT: u64 = 420;

/// Wins, scores and turns of many games of `G`, per listed bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally<G> {
    /// The lineup, in listed order.
    pub bots: Vec<Level>,
    /// Games tallied.
    pub games: u64,
    /// Win shares per listed bot, in [`SHARE_UNIT`]ths of a game.
    wins: Vec<u64>,
    /// Sum of final scores per listed bot.
    scores: Vec<i64>,
    /// Sum of turns.
    turns: u64,
    /// Sum of bot decisions.
    pub decisions: u64,
    game: PhantomData<fn() -> G>,
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

impl<G: SimGame> Tally<G> {
    /// An empty tally for this lineup.
    pub fn new(bots: &[Level]) -> Tally<G> {
        Tally {
            bots: bots.to_vec(),
            games: 0,
            wins: vec![0; bots.len()],
            scores: vec![0; bots.len()],
            turns: 0,
            decisions: 0,
            game: PhantomData,
        }
    }

    /// The seating of game number `index`: the level of each seat (see [`listed_bot`]).
    pub fn seating(&self, index: u64) -> Vec<Level> {
        let n = self.bots.len();
        (0..n)
            .map(|seat| self.bots[listed_bot(seat, index, n)])
            .collect()
    }

    /// A fresh game for this lineup, recording its actions or not.
    pub fn new_game(&self, record: bool) -> Result<G, GameSimError<G>> {
        let n = self.bots.len();
        let wrong = SimError::Players {
            given: n,
            min: G::MIN_PLAYERS,
            max: G::MAX_PLAYERS,
        };
        if !(G::MIN_PLAYERS..=G::MAX_PLAYERS).contains(&n) {
            return Err(wrong);
        }
        let mut game = G::new_game(seat_names(n)).map_err(|_| wrong)?;
        game.set_recording(record);
        Ok(game)
    }

    /// Adds the finished `game` number `index` (played with [`Tally::seating`]`(index)`),
    /// which took `turns` turns and `decisions` decisions. The win is shared among the
    /// game's own [`crate::DiceGame::winners`], so a game's tie-break counts (Heckmeck: the highest
    /// tile decides a tie on worms); a game not over has no winners and shares nothing.
    pub fn add(&mut self, index: u64, game: &G, turns: u32, decisions: u32) {
        let n = self.bots.len().min(game.player_count());
        for seat in 0..n {
            let bot = listed_bot(seat, index, n);
            self.scores[bot] += i64::from(game.score(seat));
        }
        let winners = game.winner_bits();
        // At most seven winners: SHARE_UNIT divides among them exactly.
        let share = SHARE_UNIT / u64::from(winners.count_ones().max(1));
        for seat in (0..n.min(64)).filter(|&s| winners & (1 << s) != 0) {
            self.wins[listed_bot(seat, index, n)] += share;
        }
        self.games += 1;
        self.turns += u64::from(turns);
        self.decisions += u64::from(decisions);
    }

    /// Plays games `range` of the run seeded with `seed` with the bots `B`, and adds them.
    pub fn play_range<B: Bots<G>>(
        &mut self,
        seed: u64,
        range: std::ops::Range<u64>,
    ) -> Result<(), GameSimError<G>> {
        // Each game through `play_to_end`, which hands the bots' `choose` to the game's loop
        // itself (not behind a reference, as `play_range_with` must), so that it is inlined
        // there.
        self.play_games(seed, range, |game, levels, seed| {
            play_to_end::<G, B>(game, levels, seed)
        })
    }

    /// [`Tally::play_range`], asking `decider` for every bot decision (to time the bots).
    pub fn play_range_with<F>(
        &mut self,
        seed: u64,
        range: std::ops::Range<u64>,
        mut decider: F,
    ) -> Result<(), GameSimError<G>>
    where
        F: FnMut(Level, &G, &mut Rng) -> Option<G::Move>,
    {
        self.play_games(seed, range, |game, levels, seed| {
            play_with(game, levels, seed, &mut decider)
        })
    }

    /// Plays games `range` of the run seeded with `seed`, each with `play(game, levels, seed)`
    /// on a fresh game, and adds them.
    fn play_games<P>(
        &mut self,
        seed: u64,
        range: std::ops::Range<u64>,
        mut play: P,
    ) -> Result<(), GameSimError<G>>
    where
        P: FnMut(&mut G, &[Level], u64) -> Result<(u32, u32), GameSimError<G>>,
    {
        if range.is_empty() {
            return Ok(());
        }
        // One game for the whole range, restarted for every game, keeping no record (a tally
        // needs only the scores): the games allocate nothing.
        let mut game = self.new_game(false)?;
        let mut levels = Vec::with_capacity(self.bots.len());
        for index in range {
            levels.clear();
            let n = self.bots.len();
            levels.extend((0..n).map(|seat| self.bots[listed_bot(seat, index, n)]));
            let (turns, decisions) = play(&mut game, &levels, game_seed(seed, index))?;
            self.add(index, &game, turns, decisions);
            game.restart();
        }
        Ok(())
    }

    /// Adds another tally of the same lineup.
    pub fn merge(mut self, other: &Tally<G>) -> Tally<G> {
        self.games += other.games;
        for i in 0..self.wins.len().min(other.wins.len()) {
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
