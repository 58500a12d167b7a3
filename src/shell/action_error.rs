//! Why an action of a record was refused, whichever game's record it is: what the lobby and
//! the record panel hold of a refused record of any game, and of a link that cannot be read
//! or written. (The page words them in `shell::say`.)

use std::any::Any;
use std::fmt::{self, Debug, Display};
use std::sync::Arc;

use dice_core::{GameActionError, LinkError};

use crate::shell::lang::Lang;
use crate::shell::table_game::TableGame;

/// Why an action of a record was refused, whichever game's record it is: the engine's
/// typed error (it cannot be read, or the rule it breaks), for code that holds any game's
/// (the lobby, the record panel). It names no game: it keeps the game's own error behind
/// [`Refusal`], which words it through the game's [`TableGame::refused`], so a new game
/// needs nothing here.
#[derive(Clone)]
pub struct AnyActionError(Arc<dyn Refusal>);

/// A game's action error, as [`AnyActionError`] holds it.
trait Refusal: Debug + Display + Send + Sync {
    /// Its words in `lang` (the game's).
    fn say(&self, lang: Lang) -> String;
    /// For comparing and for looking at the game's own error.
    fn as_any(&self) -> &dyn Any;
    /// Whether `other` is the same game's same error.
    fn same(&self, other: &dyn Refusal) -> bool;
}

/// Game `G`'s action error.
struct Refused<G: TableGame>(GameActionError<G>);

impl<G: TableGame> Debug for Refused<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Debug::fmt(&self.0, f)
    }
}

impl<G: TableGame> Display for Refused<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Display::fmt(&self.0, f)
    }
}

impl<G: TableGame> Refusal for Refused<G> {
    fn say(&self, lang: Lang) -> String {
        G::refused(&self.0, lang)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn same(&self, other: &dyn Refusal) -> bool {
        other
            .as_any()
            .downcast_ref::<Refused<G>>()
            .is_some_and(|o| o.0 == self.0)
    }
}

impl AnyActionError {
    /// Game `G`'s action error.
    pub fn of<G: TableGame>(error: GameActionError<G>) -> AnyActionError {
        AnyActionError(Arc::new(Refused::<G>(error)))
    }

    /// The error in game `G`'s own type, if it is `G`'s.
    pub fn of_game<G: TableGame>(&self) -> Option<&GameActionError<G>> {
        self.0.as_any().downcast_ref::<Refused<G>>().map(|r| &r.0)
    }

    /// Why the action was refused, in `lang`: the game's words for its error.
    pub fn say(&self, lang: Lang) -> String {
        self.0.say(lang)
    }
}

impl PartialEq for AnyActionError {
    fn eq(&self, other: &AnyActionError) -> bool {
        self.0.same(&*other.0)
    }
}

impl Eq for AnyActionError {}

impl Debug for AnyActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Debug::fmt(&self.0, f)
    }
}

impl Display for AnyActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Display::fmt(&self.0, f)
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
            ShareError::Link(e) => Display::fmt(e, f),
        }
    }
}

impl std::error::Error for ShareError {}
