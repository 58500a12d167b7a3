//! # Pechvogel bots
//!
//! Computer players for every seat no human takes. A bot is a pure function of what a player
//! at the table sees (the [`Table`]) and its own seeded [`Rng`]; it never sees coming dice.
//!
//! - [`odds`]: the exact odds of the rest of a turn, for the bots and the UI alike.
//! - [`decide`]: the move of a bot at [`Level`] `easy` (a beginner), `normal` (expected
//!   points from the odds) or `expert` (chance of winning, looking ahead over the whole turn).
//! - [`review`]: what each choice of a person is worth in points, by the expert's
//!   look-ahead (for the coach and a review).
//! - [`PechvogelBots`]: the same bots as dice-core's [`Bots`], for its driver
//!   ([`dice_core::play_to_end`]) and simulator ([`dice_core::simulate::Tally`]).
//!
//! Every rule a bot needs (thresholds, costs, the claims open, how a turn ends) comes from the
//! engine; the bots only weigh it.

mod easy;
mod expert;
mod normal;
pub mod odds;
pub mod review;
mod view;

use dice_core::Bots;
pub use dice_core::{Level, Rng};
pub use odds::{target_odds, turn_odds, Odds};
use pechvogel_engine::table::Due;
use pechvogel_engine::{Claim, Game, Move, Question, Seat, Table};

/// Pechvogel's bots as dice-core asks them: [`decide`], and at a throw the throw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PechvogelBots;

impl Bots<Table> for PechvogelBots {
    // Always inlined into the driver: a one-line dispatch that the release profile's
    // opt-level "z" would otherwise keep out of line, a call per decision.
    #[inline(always)]
    fn choose(level: Level, table: &Table, rng: &mut Rng) -> Option<Move> {
        match table.due() {
            Due::Throw { .. } => Some(Move::Throw),
            due => decide_due(level, table, due, rng),
        }
    }
}

/// What the bot at `level` chooses for the table's current decision, or `None` when the
/// decision is a throw (the dice decide) or the game is over.
///
/// A bot reads only what every player at the table sees (the game and the window's answers so
/// far) and draws only from its own `rng`; `normal` and `expert` do not draw at all, so their
/// choices are a function of the table alone.
pub fn decide(level: Level, table: &Table, rng: &mut Rng) -> Option<Move> {
    decide_due(level, table, table.due(), rng)
}

/// [`decide`] for `due`, which must be `table.due()`.
// Always inlined (a dispatch on what is due), so that the driver's step is one function even
// at the release profile's opt-level "z".
#[inline(always)]
fn decide_due(level: Level, table: &Table, due: Due, rng: &mut Rng) -> Option<Move> {
    match due {
        Due::Target(seat) => target(level, table.game(), seat, rng).map(Move::Target),
        Due::Ask(question) => Some(Move::Answer(answer(level, table, question, rng))),
        Due::Claim(seat) => claim(level, table.game(), seat, rng).map(Move::Claim),
        Due::Throw { .. } | Due::Over => None,
    }
}

/// The target `seat` chooses from the first throw.
// Always inlined for the simulator (`fast-sim`), as `answer` is: it asks about 29 times a
// game, and the normal bot's target is a few table look-ups (not in the browser's build).
#[cfg_attr(feature = "fast-sim", inline(always))]
#[cfg_attr(not(feature = "fast-sim"), inline)]
fn target(level: Level, game: &Game, seat: Seat, rng: &mut Rng) -> Option<u8> {
    let first = game.first_throw_ref()?;
    Some(match level {
        Level::Easy => easy::target(first, rng),
        Level::Normal => normal::target(game, seat, first),
        Level::Expert => expert::target(game, seat, first),
    })
}

/// The answer to the window's `question`.
// Always inlined for the simulator (`fast-sim`): its window loop asks about 50 times a game,
// and the normal bot's answer is a table look-up, less than a call's own cost. (Not in the
// browser's build, where every copy is downloaded.)
#[cfg_attr(feature = "fast-sim", inline(always))]
#[cfg_attr(not(feature = "fast-sim"), inline)]
fn answer(level: Level, table: &Table, question: Question, rng: &mut Rng) -> bool {
    let game = table.game();
    match level {
        Level::Easy => easy::answer(game, question, rng),
        Level::Normal => normal::answer(game, question),
        Level::Expert => expert::answer(game, question, table.window().frustrators()),
    }
}

/// Whether `question` (the window's, asked now or later in this round) can hurt the thrower:
/// for an opponent asked to start a
/// frustration, whether the reroll it forces lowers the active player's chance of winning by
/// the exact odds of the rest of the turn (as the `expert` values it: a throw that already
/// ends the turn with three ravens, or adds ravens only, is one a reroll can only help).
/// Joining (the reroll happens anyway; the thrower takes or pays one more frustration) and
/// reducing (the thrower's own choice) always can.
pub fn frustration_can_hurt(table: &Table, question: Question) -> bool {
    match question {
        Question::Start(me) => expert::frustration_hurts(table.game(), me),
        Question::Join(_) | Question::Reduce(_) => true,
    }
}

/// The claim `seat` makes.
fn claim(level: Level, game: &Game, seat: Seat, rng: &mut Rng) -> Option<Claim> {
    match level {
        Level::Easy => easy::claim(&game.claims(), rng),
        Level::Normal => normal::claim(game, seat),
        Level::Expert => expert::claim(game, seat),
    }
}
