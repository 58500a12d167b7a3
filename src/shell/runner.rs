//! What the lobby asks of a game's runner ([`Play`] of that game), whichever game it is: the
//! registry of games holds one per game, and the lobby routes the shell's commands to them.

use dice_core::record::RecordError;
use dice_core::LinkError;
use leptos::prelude::provide_context;

use crate::shell::action_error::AnyActionError;
use crate::shell::game::GameKind;
use crate::shell::lang::Lang;
use crate::shell::play::Play;
use crate::shell::save::{SaveError, Saved};
use crate::shell::say;
use crate::shell::seats::Seats;
use crate::shell::session::StartError;
use crate::shell::table_game::TableGame;
use crate::shell::words::W;

/// Why a link of any game could not be read or written: dice-core's typed error with the
/// game's error at an action (the page words it: [`say::link`]).
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

impl ShareError {
    /// The error in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        match self {
            ShareError::NoGame => W::NoGameToShare.get(lang).to_string(),
            ShareError::Link(e) => say::link(e, lang),
        }
    }
}

/// What the lobby asks of a game's runner ([`Play`] of that game).
pub trait Runner {
    /// The game it runs.
    fn kind(&self) -> GameKind;
    /// Provides it to the game's views (they find their game's runner in the context).
    fn provide(&self);
    /// Starts a new game.
    fn start(&self, seats: Seats, seed: Option<u64>, origin: String) -> Result<(), StartError>;
    /// Resumes a save of this game.
    fn resume(&self, saved: &Saved) -> Result<(), SaveError>;
    /// Loads a record of this game as a live game.
    fn load_record(&self, text: &str, current: &Seats) -> Result<(), RecordError<AnyActionError>>;
    /// The game on the table as a link (the part after `#g=`).
    fn link(&self) -> Option<Result<String, AnyLinkError>>;
    /// Opens a shared link of this game as a live game; `before` runs once the link has
    /// been read, just before the table changes (nothing changes if the link is bad).
    fn open_link(&self, link: &str, before: &dyn Fn()) -> Result<(), AnyLinkError>;
    /// The seats and origin of the game on the table.
    fn seating(&self) -> Option<(Seats, String)>;
    /// Drops the game from the table.
    fn leave(&self);
    /// Shows the rulebook example `index` on the table (see [`Play::teach`]).
    fn teach(&self, index: usize);
    /// Another tab wrote `key` in the shared storage (see [`Play::other_tab_wrote`]).
    fn other_tab_wrote(&self, key: &str, value: Option<&str>);
}

impl<G: TableGame> Runner for Play<G> {
    fn kind(&self) -> GameKind {
        G::KIND
    }
    fn provide(&self) {
        provide_context(*self);
    }
    fn start(&self, seats: Seats, seed: Option<u64>, origin: String) -> Result<(), StartError> {
        Play::start(self, seats, seed, origin)
    }
    fn resume(&self, saved: &Saved) -> Result<(), SaveError> {
        Play::resume(self, saved)
    }
    fn load_record(&self, text: &str, current: &Seats) -> Result<(), RecordError<AnyActionError>> {
        Play::load_record(self, text, current).map_err(|e| e.map_action(G::any_action_error))
    }
    fn link(&self) -> Option<Result<String, AnyLinkError>> {
        Play::link(self).map(|r| r.map_err(|e| e.map_action(G::any_action_error)))
    }
    fn open_link(&self, link: &str, before: &dyn Fn()) -> Result<(), AnyLinkError> {
        Play::open_link(self, link, before).map_err(|e| e.map_action(G::any_action_error))
    }
    fn seating(&self) -> Option<(Seats, String)> {
        Play::seating(self)
    }
    fn leave(&self) {
        Play::leave(self)
    }
    fn teach(&self, index: usize) {
        Play::teach(self, index)
    }
    fn other_tab_wrote(&self, key: &str, value: Option<&str>) {
        Play::other_tab_wrote(self, key, value)
    }
}
