//! # Pechvogel bots
//!
//! Computer players for every seat no human takes. A bot is a pure function of what a player
//! at the table sees (the [`Table`]) and its own seeded [`Rng`]; it never sees coming dice.

pub mod rng;

use pechvogel_engine::{Action, Claim, Decision, Event, RuleError, Table};
pub use rng::Rng;

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
pub fn decide(level: Level, table: &Table, rng: &mut Rng) -> Option<Choice> {
    let _ = level; // levels differ once the strategies land
    match table.decision() {
        Decision::Target { options, .. } => {
            let i = rng.below(options.len() as u32) as usize;
            options.get(i).map(|&v| Choice::Target(v))
        }
        Decision::Ask(_) => Some(Choice::Answer(rng.chance(0.3))),
        Decision::Claim { options, .. } => {
            let i = rng.below(options.len() as u32) as usize;
            options.get(i).map(|&c| Choice::Claim(c))
        }
        Decision::Throw { .. } | Decision::Over => None,
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
