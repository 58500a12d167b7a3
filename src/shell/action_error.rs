//! Why an action of a record was refused, whichever game's record it is: what the lobby and
//! the record panel hold of a refused record of any game, and of a link that cannot be read
//! or written. (The page words them in `shell::say`.)

use dice_core::LinkError;

/// Why an action of a record was refused, whichever game's record it is: the engine's
/// typed error (it cannot be read, or the rule it breaks), for code that holds any game's
/// (the lobby, the record panel) to word it from its kind and data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyActionError {
    /// A Pechvogel record's.
    Pechvogel(pechvogel_engine::ActionError),
    /// A Heckmeck record's.
    Heckmeck(heckmeck_engine::ActionError),
}

impl std::fmt::Display for AnyActionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnyActionError::Pechvogel(e) => e.fmt(f),
            AnyActionError::Heckmeck(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for AnyActionError {}

/// Why a link of any game could not be read or written: dice-core's typed error with the
/// game's error at an action (the page words it: `shell::say::link`).
pub type AnyLinkError = LinkError<AnyActionError>;

/// Why the game on the table cannot be shared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    /// No game is on the table (a rulebook example opened from the setup screen).
    NoGame,
    /// Its link could not be written.
    Link(AnyLinkError),
}

impl std::fmt::Display for ShareError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ShareError::NoGame => f.write_str("no game is on the table"),
            ShareError::Link(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ShareError {}
