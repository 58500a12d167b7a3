//! One driver for every game: plays a table of bots to the end, asking each seat's bot
//! when a choice is due and throwing the dice from the dice's stream when only the dice
//! decide. The simulator, the tests and the CLI all play through it.
//!
//! What the driver and the simulator need of a game beyond [`DiceGame`] (a quiet throw, a
//! game's own fast loop, a record that can be switched off, a restart, winners as bits) is
//! [`SimGame`], here beside them: the game's contract in `game.rs` knows nothing of the
//! driver.

use std::fmt;

use crate::game::{Bots, DiceGame, Due, Level};
use crate::players::Seat;
use crate::rng::{Rng, Streams};

/// More decisions than any game needs (a typical one takes a few hundred): a game still
/// going after this many is reported as stuck instead of looping for ever.
pub const MAX_STEPS: u32 = 1_000_000;

/// A game as the driver and the simulator play it: [`DiceGame`] and the hooks a simulation
/// needs of it. An extension of the game's contract, kept beside the driver so that the
/// contract imports nothing from here.
pub trait SimGame: DiceGame {
    /// Throws the `dice` dice that [`DiceGame::due`] says are due, without events: the
    /// simulators' most frequent step.
    fn throw_quiet(&mut self, dice: u8, rng: &mut Rng) -> Result<(), Self::Error>;

    /// Plays on without events until the game is over: the dice that are due are thrown from
    /// `dice`, and `decide(seat, game)` gives the move of every seat that chooses. Returns the
    /// turns started (see [`DiceGame::turn_starts`]) and the decisions made. The simulator's
    /// loop; the default goes step by step ([`play_steps_quiet`]). A game may own a faster
    /// loop, which must play exactly the same moves, draws and states.
    fn play_quiet_out<D: Decide<Self>>(
        &mut self,
        dice: &mut Rng,
        decide: &mut D,
    ) -> Result<(u32, u32), GameSimError<Self>> {
        play_steps_quiet(self, dice, decide)
    }

    /// [`DiceGame::winners`] as bits, bit `s` for seat `s` (seats below 64), for a simulator
    /// that tallies a game without allocating. The default asks [`DiceGame::winners`].
    fn winner_bits(&self) -> u64 {
        self.winners()
            .iter()
            .filter(|&&s| s < 64)
            .fold(0, |bits, &s| bits | 1 << s)
    }

    /// Starts the game afresh with the same players and options (a simulator reuses one
    /// game's memory; a link's writer replays the game from its start).
    fn restart(&mut self);

    /// Whether applied actions are added to the record; a simulation that needs only how
    /// games end turns it off.
    fn set_recording(&mut self, on: bool);
}

/// Who makes the seats' moves in a game played out quietly ([`SimGame::play_quiet_out`]):
/// the move of `seat` in `game`, or `None` when it has none. Any `FnMut(Seat, &G)` is one; the
/// driver seats its bots with a type of its own whose method is always inlined, so that a
/// game's loop that asks from several places gets the bots' code in each (what is due there
/// is then known to the bots without being looked up).
pub trait Decide<G: DiceGame> {
    /// The move of `seat`, whose decision is due in `game`.
    fn decide(&mut self, seat: Seat, game: &G) -> Option<G::Move>;
}

impl<G: DiceGame, F: FnMut(Seat, &G) -> Option<G::Move>> Decide<G> for F {
    #[inline]
    fn decide(&mut self, seat: Seat, game: &G) -> Option<G::Move> {
        self(seat, game)
    }
}

/// Why a game of bots could not be finished (each is a bug in a bot or an engine), with
/// the game's move (`M`) and rule error (`E`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SimError<M, E> {
    /// The engine refused a bot's move.
    Refused {
        /// The move.
        choice: M,
        /// The engine's reason.
        error: E,
    },
    /// The engine refused a throw that was due.
    Throw(E),
    /// A bot had no move for a decision that needs one.
    NoChoice,
    /// The game did not end within [`MAX_STEPS`] steps.
    Stuck,
    /// A lineup the game cannot seat.
    Players {
        /// Bots listed.
        given: usize,
        /// Fewest players of the game.
        min: usize,
        /// Most players of the game.
        max: usize,
    },
}

impl<M: fmt::Debug, E: fmt::Display> fmt::Display for SimError<M, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SimError::Refused { choice, error } => {
                write!(f, "choice {choice:?} refused: {error}")
            }
            SimError::Throw(e) => write!(f, "throw refused: {e}"),
            SimError::NoChoice => f.write_str("a bot gave no answer"),
            SimError::Stuck => write!(f, "the game did not end in {MAX_STEPS} steps"),
            SimError::Players { given, min, max } => {
                write!(f, "{given} bots; a game needs {min} to {max}")
            }
        }
    }
}

impl<M: fmt::Debug, E: fmt::Debug + fmt::Display> std::error::Error for SimError<M, E> {}

/// [`SimError`] of the game `G`.
pub type GameSimError<G> = SimError<<G as DiceGame>::Move, <G as DiceGame>::Error>;

/// A finished game and how long it took.
#[derive(Clone, Debug)]
pub struct Played<G> {
    /// The game at the end (its record is complete if it was recording).
    pub game: G,
    /// Turns played.
    pub turns: u32,
    /// Decisions the bots made.
    pub decisions: u32,
}

impl<G: DiceGame> Played<G> {
    /// The final scores, by seat.
    pub fn scores(&self) -> Vec<i32> {
        (0..self.game.player_count())
            .map(|s| self.game.score(s))
            .collect()
    }
}

/// Plays `game` (fresh, or anywhere in its course) to the end, seat `s` played by the bot
/// `B` at `levels[s]`, dice and bots seeded by `seed`; returns the turns played and the
/// decisions made.
pub fn play_to_end<G: SimGame, B: Bots<G>>(
    game: &mut G,
    levels: &[Level],
    seed: u64,
) -> Result<(u32, u32), GameSimError<G>> {
    check_seats(game, levels)?;
    // The streams of `Streams::new`, on the stack for the tables of up to eight that every
    // game here has (the simulator plays game after game: no allocation per game).
    const ON_STACK: usize = 8;
    let mut on_stack: [Rng; ON_STACK];
    let mut on_heap: Vec<Rng>;
    let bots: &mut [Rng] = if levels.len() <= ON_STACK {
        on_stack = std::array::from_fn(|s| Streams::bot(seed, s));
        &mut on_stack[..levels.len()]
    } else {
        on_heap = (0..levels.len()).map(|s| Streams::bot(seed, s)).collect();
        &mut on_heap
    };
    let mut seated = SeatedBots::<B> {
        levels,
        bots,
        game: std::marker::PhantomData,
    };
    game.play_quiet_out(&mut Streams::dice(seed), &mut seated)
}

/// The bots `B` at their seats, each with its level and stream. `B::choose` is called by name
/// (not through a closure or a function pointer, which LLVM keeps out of line), so that the
/// bots' code is inlined where the game's loop asks.
struct SeatedBots<'a, B> {
    levels: &'a [Level],
    bots: &'a mut [Rng],
    game: std::marker::PhantomData<fn() -> B>,
}

impl<G: DiceGame, B: Bots<G>> Decide<G> for SeatedBots<'_, B> {
    // Always inlined: see [`Decide`].
    #[inline(always)]
    fn decide(&mut self, seat: Seat, game: &G) -> Option<G::Move> {
        B::choose(self.levels[seat], game, &mut self.bots[seat])
    }
}

/// The dice's stream and the bots' streams of a game of `levels` seeded with `seed`, or why
/// the game cannot seat them.
fn seat<G: DiceGame>(
    game: &G,
    levels: &[Level],
    seed: u64,
) -> Result<(Rng, Vec<Rng>), GameSimError<G>> {
    check_seats(game, levels)?;
    let Streams { dice, bots } = Streams::new(seed, levels.len());
    Ok((dice, bots))
}

/// Refuses a lineup of another size than the game's table.
fn check_seats<G: DiceGame>(game: &G, levels: &[Level]) -> Result<(), GameSimError<G>> {
    if levels.len() != game.player_count() {
        return Err(SimError::Players {
            given: levels.len(),
            min: G::MIN_PLAYERS,
            max: G::MAX_PLAYERS,
        });
    }
    Ok(())
}

/// [`play_to_end`] for code that goes into a browser's build (the app's live win
/// chances): the same seating and streams, but moves are played with
/// [`DiceGame::play`], the code the app already runs, instead of the quiet variants (a
/// second copy of a game's rules in the build), and a failure is only `false` (no move's
/// `Debug` text either). Slower than [`play_to_end`] by the events it builds.
pub fn play_out<G: DiceGame, B: Bots<G>>(game: &mut G, levels: &[Level], seed: u64) -> bool {
    if levels.len() != game.player_count() {
        return false;
    }
    let Streams {
        dice: mut dice_rng,
        mut bots,
    } = Streams::new(seed, levels.len());
    for _ in 0..MAX_STEPS {
        let (seat, mv) = match game.due() {
            Due::Over => return true,
            Due::Throw { seat, .. } => (seat, Some(G::throw_move())),
            Due::Choose(seat) => (seat, B::choose(levels[seat], game, &mut bots[seat])),
        };
        let Some(mv) = mv else { return false };
        if game.play(seat, mv, &mut dice_rng).is_err() {
            return false;
        }
    }
    false
}

/// [`play_to_end`], asking `decider` for every bot decision: it gets the level, the game
/// and the bot's own stream (to time the bots, or to watch them).
pub fn play_with<G, F>(
    game: &mut G,
    levels: &[Level],
    seed: u64,
    decider: F,
) -> Result<(u32, u32), GameSimError<G>>
where
    G: SimGame,
    F: FnMut(Level, &G, &mut Rng) -> Option<G::Move>,
{
    let (mut dice_rng, mut bots) = seat(game, levels, seed)?;
    let mut seated = Seated {
        levels,
        bots: &mut bots,
        decider,
    };
    game.play_quiet_out(&mut dice_rng, &mut seated)
}

/// The bots at their seats: `decider` asked with each seat's level and stream.
struct Seated<'a, F> {
    levels: &'a [Level],
    bots: &'a mut [Rng],
    decider: F,
}

impl<G, F> Decide<G> for Seated<'_, F>
where
    G: DiceGame,
    F: FnMut(Level, &G, &mut Rng) -> Option<G::Move>,
{
    // Always inlined: see [`Decide`].
    #[inline(always)]
    fn decide(&mut self, seat: Seat, game: &G) -> Option<G::Move> {
        (self.decider)(self.levels[seat], game, &mut self.bots[seat])
    }
}

/// Plays `game` on without events until it is over, one step at a time: a throw from `dice`
/// when only the dice decide, else `decide(seat, game)` for the seat that chooses. Returns the
/// turns started and the decisions made. This is [`SimGame::play_quiet_out`]'s default, and
/// the yardstick a game's own faster loop is tested against (it must play exactly the same).
pub fn play_steps_quiet<G, D>(
    game: &mut G,
    dice: &mut Rng,
    decide: &mut D,
) -> Result<(u32, u32), GameSimError<G>>
where
    G: SimGame,
    D: Decide<G>,
{
    let (mut turns, mut decisions) = (0u32, 0u32);
    for _ in 0..MAX_STEPS {
        match game.due() {
            Due::Over => return Ok((turns, decisions)),
            Due::Throw { dice: n, .. } => {
                if game.turn_starts() {
                    turns += 1;
                }
                game.throw_quiet(n, dice).map_err(SimError::Throw)?;
            }
            Due::Choose(seat) => {
                decisions += 1;
                // Not `ok_or`: that builds (and drops) the error at every decision.
                let Some(mv) = decide.decide(seat, game) else {
                    return Err(SimError::NoChoice);
                };
                game.play_quiet(seat, mv, dice)
                    .map_err(|error| SimError::Refused { choice: mv, error })?;
            }
        }
    }
    Err(SimError::Stuck)
}
