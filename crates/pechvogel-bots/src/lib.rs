//! # Pechvogel bots
//!
//! Computer players for every seat no human takes. A bot is a pure function of what a player
//! at the table sees (the [`Table`]) and its own seeded [`Rng`]; it never sees coming dice.
//!
//! - [`odds`]: the exact odds of the rest of a turn, for the bots and the UI alike.
//! - [`decide`]: the choice of a bot at [`Level`] `easy` (a beginner), `normal` (expected
//!   points from the odds) or `expert` (chance of winning, looking ahead over the whole turn).
//! - [`simulate`]: whole seeded games of bots and a tally of many, for the simulator and tests.

mod easy;
mod expert;
mod normal;
pub mod odds;
pub mod rng;
pub mod simulate;
mod view;

pub use odds::{target_odds, turn_odds, Odds};
use pechvogel_engine::table::Due;
use pechvogel_engine::{Action, Claim, Event, Game, Question, RuleError, Seat, Table};
pub use rng::Rng;
use view::Claims;

/// How strong a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// A beginner: legal, sometimes careless.
    Easy,
    /// Sensible heuristics on the odds and the markers left.
    Normal,
    /// Looks ahead with the exact odds.
    Expert,
}

impl Level {
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
        match s {
            "easy" => Some(Level::Easy),
            "normal" => Some(Level::Normal),
            "expert" => Some(Level::Expert),
            _ => None,
        }
    }
}

/// A bot's answer to a decision that is not a throw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Choose this target.
    Target(u8),
    /// Yes/no to the window question.
    Answer(bool),
    /// Make this claim.
    Claim(Claim),
}

/// What the bot at `level` chooses for the table's current decision, or `None` when the
/// decision is a throw (the dice decide) or the game is over.
///
/// A bot reads only what every player at the table sees (the game and the window's answers so
/// far) and draws only from its own `rng`; `normal` and `expert` do not draw at all, so their
/// choices are a function of the table alone.
pub fn decide(level: Level, table: &Table, rng: &mut Rng) -> Option<Choice> {
    decide_due(level, table, table.due(), rng)
}

/// [`decide`] for `due`, which must be `table.due()` (a driver that asked already saves
/// asking again).
// Inlined, so that a driver that matched `due` already does not dispatch on it twice.
#[inline]
pub fn decide_due(level: Level, table: &Table, due: Due, rng: &mut Rng) -> Option<Choice> {
    match due {
        Due::Target(seat) => target(level, table.game(), seat, rng).map(Choice::Target),
        Due::Ask(question) => Some(Choice::Answer(answer(level, table, question, rng))),
        Due::Claim(seat) => claim(level, table.game(), seat, rng).map(Choice::Claim),
        Due::Throw { .. } | Due::Over => None,
    }
}

/// The target `seat` chooses from the first throw.
#[inline]
fn target(level: Level, game: &Game, seat: Seat, rng: &mut Rng) -> Option<u8> {
    let first = game.first_throw()?;
    Some(match level {
        Level::Easy => easy::target(&first, rng),
        Level::Normal => normal::target(game, seat, &first),
        Level::Expert => expert::target(game, seat, &first),
    })
}

/// The answer to the window's `question`.
#[inline]
fn answer(level: Level, table: &Table, question: Question, rng: &mut Rng) -> bool {
    let game = table.game();
    match level {
        Level::Easy => easy::answer(game, question, rng),
        Level::Normal => normal::answer(game, question),
        Level::Expert => {
            let window = table.window();
            let started = (0..game.player_count())
                .filter(|&s| window.frustrates(s))
                .fold(0u8, |bits, s| bits | 1 << s);
            expert::answer(game, question, started)
        }
    }
}

/// The claim `seat` makes.
fn claim(level: Level, game: &Game, seat: Seat, rng: &mut Rng) -> Option<Claim> {
    match level {
        Level::Easy => easy::claim(&Claims::of(game), rng),
        Level::Normal => normal::claim(game, seat),
        Level::Expert => expert::claim(game, seat),
    }
}

/// Carries out a choice on the table, returning what happened.
pub fn apply_choice(table: &mut Table, choice: Choice) -> Result<Vec<Event>, RuleError> {
    match choice {
        Choice::Target(v) => table.apply(Action::Target(v)),
        Choice::Answer(yes) => table.answer(yes),
        Choice::Claim(c) => table.apply(Action::Claim(c)),
    }
}

/// [`apply_choice`] without events (simulations).
#[inline]
pub fn apply_choice_quiet(table: &mut Table, choice: Choice) -> Result<(), RuleError> {
    match choice {
        Choice::Target(v) => table.apply_quiet(Action::Target(v)),
        Choice::Answer(yes) => table.answer_quiet(yes),
        Choice::Claim(c) => table.apply_quiet(Action::Claim(c)),
    }
}
