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
/// a small trait object, which words it through the game's [`TableGame::refused`], so a new game
/// needs nothing here.
#[derive(Clone)]
pub struct AnyActionError(Arc<dyn Refusal>);

/// A game's action error, as [`AnyActionError`] holds it. Neither `Debug` nor `Display`:
/// through a trait object they would link every engine's English into the wasm, which the
/// page never shows (both are the error's English words here).
trait Refusal: Send + Sync {
    /// Its words in `lang` (the game's).
    fn say(&self, lang: Lang) -> String;
    /// Which game's error it is (for equality).
    fn as_any(&self) -> &dyn Any;
}

/// Game `G`'s action error.
struct Refused<G: TableGame>(GameActionError<G>);

impl<G: TableGame> Refusal for Refused<G> {
    fn say(&self, lang: Lang) -> String {
        G::refused(&self.0, lang)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl AnyActionError {
    /// Game `G`'s action error.
    pub fn of<G: TableGame>(error: GameActionError<G>) -> AnyActionError {
        AnyActionError(Arc::new(Refused::<G>(error)))
    }

    /// Why the action was refused, in `lang`: the game's words for its error.
    pub fn say(&self, lang: Lang) -> String {
        self.0.say(lang)
    }
}

/// The same game's error, in the same words (the words carry all of its data).
impl PartialEq for AnyActionError {
    fn eq(&self, other: &AnyActionError) -> bool {
        self.0.as_any().type_id() == other.0.as_any().type_id()
            && self.say(Lang::En) == other.say(Lang::En)
    }
}

impl Eq for AnyActionError {}

impl Debug for AnyActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("AnyActionError")
            .field(&self.say(Lang::En))
            .finish()
    }
}

impl Display for AnyActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Lang::En))
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
