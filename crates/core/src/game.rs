//! The traits a game implements to sit at this table: its rules ([`DiceGame`]) and its
//! computer players ([`Bots`]).

use std::fmt::{Debug, Display};

use crate::players::Seat;
use crate::record::{ActionError, RecordError};
use crate::rng::Rng;

/// Who must decide what now, in the terms every game shares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Due {
    /// `seat` must throw `dice` dice and has no other choice: only the dice decide. (A
    /// person still presses the button; a bot is not asked.)
    Throw {
        /// Who throws.
        seat: Seat,
        /// How many dice.
        dice: u8,
    },
    /// `seat` chooses a move (which may be a throw, such as Heckmeck's "throw on").
    Choose(Seat),
    /// The game is over.
    Over,
}

impl Due {
    /// The seat that decides, if any.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Due::Throw { seat, .. } | Due::Choose(seat) => Some(seat),
            Due::Over => None,
        }
    }
}

/// A dice game's rules as a state machine, as the driver, the simulator, the CLI and the
/// app see them. The game is its record: every state follows from the players and the
/// actions, dice included. A move that is not legal is refused and leaves the game exactly
/// as it was.
///
/// A *move* is what a seat decides (throw, choose a target, keep a face, answer a
/// question…); an *action* is what the record keeps. They differ where a decision is not
/// recorded (Pechvogel's "pass" in a frustration window) or where the dice complete it (a
/// throw move becomes a `roll` action with the faces drawn from the dice's stream).
pub trait DiceGame: Clone + Debug {
    /// The game's id in saves, links and simulations: `pechvogel`, `heckmeck`.
    const ID: &'static str;
    /// Fewest players the box allows.
    const MIN_PLAYERS: usize;
    /// Most players the box allows.
    const MAX_PLAYERS: usize;

    /// What a seat decides (plain data: a UI may keep it in shared state).
    type Move: Copy + Debug + PartialEq + Send + Sync + 'static;
    /// What happened, for the UI to show step by step.
    type Event: Clone + Debug + PartialEq + Send + Sync + 'static;
    /// Why a move or an action was refused: the rule it breaks (the engine's rule error).
    type Error: Clone + Debug + Display + PartialEq + Send + Sync + 'static;
    /// Why an action of a record cannot be read as one of the game's actions (the engine's
    /// read error); an action that reads but breaks a rule is refused with
    /// [`DiceGame::Error`] (both in [`GameActionError`]).
    type ReadError: Clone + Debug + Display + PartialEq + Send + Sync + 'static;

    /// A new game for these players with the game's default options; seat 0 starts.
    /// Refused for players the game cannot seat ([`RecordError::Players`]).
    fn new_game(names: Vec<String>) -> Result<Self, GameRecordError<Self>>;

    /// The game a record (JSON text) leads to, or the first thing wrong with it, typed: an
    /// action's is [`RecordError::Action`] with its index and the game's own
    /// [`GameActionError`].
    fn replay_json(text: &str) -> Result<Self, GameRecordError<Self>>;

    /// The players' names in seat order.
    fn names(&self) -> &[String];

    /// Number of players.
    fn player_count(&self) -> usize {
        self.names().len()
    }

    /// Who must decide what now.
    fn due(&self) -> Due;

    /// The move that throws the dice that are due.
    fn throw_move() -> Self::Move;

    /// `seat` makes `mv`; a throw draws its faces from `dice`. Refused (and nothing changes)
    /// unless it is `seat`'s decision and the move is legal now.
    fn play(
        &mut self,
        seat: Seat,
        mv: Self::Move,
        dice: &mut Rng,
    ) -> Result<Vec<Self::Event>, Self::Error>;

    /// [`DiceGame::play`] without events (simulations).
    fn play_quiet(&mut self, seat: Seat, mv: Self::Move, dice: &mut Rng)
        -> Result<(), Self::Error>;

    /// True when the throw that is due now is the first of a turn (the simulator counts turns).
    fn turn_starts(&self) -> bool;

    /// The score of `seat` now (points, worms…).
    fn score(&self, seat: Seat) -> i32;

    /// The winners once the game is over (ascending), else empty.
    fn winners(&self) -> Vec<Seat>;

    /// True once the game is over.
    fn is_over(&self) -> bool {
        self.due() == Due::Over
    }

    /// Number of actions in the record.
    fn record_len(&self) -> usize;

    /// The record as JSON text (the game's contract).
    fn record_json(&self) -> String;

    /// The state as JSON text (what `replay` prints).
    fn state_json(&self) -> String;
}

/// Why an action of `G`'s record is refused: it cannot be read as one of `G`'s actions, or
/// the rules refuse it (what [`RecordError::Action`] holds for `G`).
pub type GameActionError<G> = ActionError<<G as DiceGame>::ReadError, <G as DiceGame>::Error>;

/// Why a record of `G` could not be replayed ([`DiceGame::replay_json`]).
pub type GameRecordError<G> = RecordError<GameActionError<G>>;

/// How strong a bot plays; every game here offers the same three.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// A beginner: legal, sometimes careless.
    Easy,
    /// Sensible heuristics on the odds.
    Normal,
    /// Looks ahead with the exact odds.
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Expert];

    /// The name used in seats, URLs and the CLI: `easy`, `normal`, `expert`.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Expert => "expert",
        }
    }

    /// Parses `easy`, `normal` or `expert`.
    pub fn parse(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.as_str() == s)
    }
}

/// A game's computer players: a pure function of what every player at the table sees and
/// the bot's own seeded stream. A bot never sees the dice's stream, so it cannot know the
/// coming dice.
pub trait Bots<G: DiceGame> {
    /// The move of a bot at `level` for the seat that [`DiceGame::due`] names, drawing only
    /// from `rng`; `None` if nothing is due.
    fn choose(level: Level, game: &G, rng: &mut Rng) -> Option<G::Move>;
}
