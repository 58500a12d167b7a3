//! One driver for every game: plays a table of bots to the end, asking each seat's bot
//! when a choice is due and throwing the dice from the dice's stream when only the dice
//! decide. The simulator, the tests and the CLI all play through it.

use std::fmt;

use crate::game::{Bots, Decide, DiceGame, Due, Level};
use crate::rng::{Rng, Streams};
use crate::Seat;

/// More decisions than any game needs (a typical one takes a few hundred): a game still
/// going after this many is reported as stuck instead of looping for ever.
pub const MAX_STEPS: u32 = 1_000_000;

/// Why a game of bots could not be finished (each is a bug in a bot or an engine).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SimError {
    /// The engine refused a bot's move.
    Refused {
        /// The move, as `{:?}` shows it.
        choice: String,
        /// The engine's reason.
        error: String,
    },
    /// The engine refused a throw that was due.
    Throw(String),
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

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SimError::Refused { choice, error } => write!(f, "choice {choice} refused: {error}"),
            SimError::Throw(e) => write!(f, "throw refused: {e}"),
            SimError::NoChoice => f.write_str("a bot gave no answer"),
            SimError::Stuck => write!(f, "the game did not end in {MAX_STEPS} steps"),
            SimError::Players { given, min, max } => {
                write!(f, "{given} bots; a game needs {min} to {max}")
            }
        }
    }
}

impl std::error::Error for SimError {}

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
pub fn play_to_end<G: DiceGame, B: Bots<G>>(
    game: &mut G,
    levels: &[Level],
    seed: u64,
) -> Result<(u32, u32), SimError> {
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
fn seat<G: DiceGame>(game: &G, levels: &[Level], seed: u64) -> Result<(Rng, Vec<Rng>), SimError> {
    check_seats(game, levels)?;
    let Streams { dice, bots } = Streams::new(seed, levels.len());
    Ok((dice, bots))
}

/// Refuses a lineup of another size than the game's table.
fn check_seats<G: DiceGame>(game: &G, levels: &[Level]) -> Result<(), SimError> {
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
) -> Result<(u32, u32), SimError>
where
    G: DiceGame,
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
/// turns started and the decisions made. This is [`DiceGame::play_quiet_out`]'s default, and
/// the yardstick a game's own faster loop is tested against (it must play exactly the same).
pub fn play_steps_quiet<G, D>(
    game: &mut G,
    dice: &mut Rng,
    decide: &mut D,
) -> Result<(u32, u32), SimError>
where
    G: DiceGame,
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
                game.throw_quiet(n, dice)
                    .map_err(|e| SimError::Throw(e.to_string()))?;
            }
            Due::Choose(seat) => {
                decisions += 1;
                // Not `ok_or`: that builds (and drops) the error at every decision.
                let Some(mv) = decide.decide(seat, game) else {
                    return Err(SimError::NoChoice);
                };
                game.play_quiet(seat, mv, dice)
                    .map_err(|e| SimError::Refused {
                        choice: format!("{mv:?}"),
                        error: e.to_string(),
                    })?;
            }
        }
    }
    Err(SimError::Stuck)
}
