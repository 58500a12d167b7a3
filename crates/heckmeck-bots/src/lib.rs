//! # Heckmeck am Bratwurmeck: exact odds and bots
//!
//! - [`odds`]: the exact chance to reach (or hit exactly) each tile from any position of a
//!   turn, for the UI and the bots.
//! - [`position`]: the dice and a turn's position, as the odds and the solver number them.
//! - [`solve`]: the rest of a turn as a dynamic programme for any valuation of its ends.
//! - [`review`]: what each choice of a turn is worth in worms, for the coach and a review.
//! - [`view`]: the turn's position read off the engine's board, with the faces as the odds
//!   number them.
//! - [`HeckmeckBots`]: the computer players at [`Level`] `easy` (a beginner), `normal`
//!   (heuristics on the odds) and `expert` (the exact best play of the turn for a valuation
//!   of its ends by the chance to win the game), for [`dice_core`]'s driver and simulator.
//!
//! A bot is a pure function of what every player sees (the [`Game`]) and its own seeded
//! [`Rng`]; it never sees the dice's stream. Only `easy` draws from its stream. The rules
//! stay in the engine: the bots ask it which faces may be kept ([`heckmeck_engine::Board::keepable`]),
//! what a sum takes ([`Game::offer`]), what a failed turn moves ([`Game::loss`]), the worms on
//! a tile ([`worms`]), what may be taken now ([`Game::takeable`]) and how the game would
//! stand after a take or a failed turn that has not happened ([`Game::after_take`],
//! [`Game::after_failure`]: every seat's standing and top tile, the grill, whether the game
//! would be over and who would win).

mod easy;
mod expert;
mod normal;
pub mod odds;
pub mod position;
pub mod review;
pub mod solve;
pub mod view;

use dice_core::{Bots, Due, Level, Rng};
use heckmeck_engine::{Game, Move};

/// The computer players of Heckmeck: [`Bots`] for the shared driver.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HeckmeckBots;

impl Bots<Game> for HeckmeckBots {
    fn choose(level: Level, game: &Game, rng: &mut Rng) -> Option<Move> {
        choose(level, game, rng)
    }
}

/// The move of a bot at `level` for the seat that must choose now, or `None` when no choice
/// is due (a throw alone, or the game is over). Draws only from `rng`, and only at `easy`.
pub fn choose(level: Level, game: &Game, rng: &mut Rng) -> Option<Move> {
    let Due::Choose(_) = dice_core::DiceGame::due(game) else {
        return None;
    };
    match level {
        Level::Easy => easy::choose(game, rng),
        Level::Normal => normal::choose(game),
        Level::Expert => expert::choose(game),
    }
}

/// Builds the tables every bot and the odds share (the positions of a turn, the outcomes of
/// a throw, the odds of every position), which otherwise the first question pays for: a few
/// milliseconds natively, a few tens in the browser. Call it once while the page loads.
/// Calling it again costs nothing.
pub fn prepare() {
    odds::reach(position::Position::START);
}
