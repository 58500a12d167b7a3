//! What the lobby asks of a game's runner ([`Play`] of that game), whichever game it is: the
//! registry of games holds one per game, and the lobby routes the shell's commands to them.

use dice_core::record::RecordError;
use leptos::prelude::provide_context;

use crate::shell::action_error::{AnyActionError, AnyLinkError};
use crate::shell::by_turns::{Outcome, TurnError, TurnLink};
use crate::shell::game::GameKind;
use crate::shell::live::{Happening, Live};
use crate::shell::play::Play;
use crate::shell::save::{SaveError, Saved};
use crate::shell::seats::Seats;
use crate::shell::session::StartError;
use crate::shell::table_game::TableGame;
use crate::shell::Shell;
use dice_net::wire::Message;

/// Makes a game's runner on the shell's table, once for the page's life (what a game's
/// chunk hands the registry of games: the runner's code, the table model, the engine and
/// the bots, is all in that chunk).
pub type MakeRunner = fn(Shell) -> &'static dyn Runner;

/// The runner of `G` on `shell`'s table ([`MakeRunner`] of `G`). It lives as long as the
/// page: the registry makes one per game, the first time the game is needed.
pub fn make<G: TableGame>(shell: Shell) -> &'static dyn Runner {
    Box::leak(Box::new(Play::<G>::new(shell)))
}

/// What the lobby asks of a game's runner ([`Play`] of that game). Handles on the page's
/// state owners only, so a lobby may keep them in its own (`Send + Sync`) store.
pub trait Runner: Send + Sync {
    /// The game it runs.
    fn kind(&self) -> GameKind;
    /// Provides it to the game's views (they find their game's runner in the context).
    fn provide(&self);
    /// Starts a new game.
    fn start(&self, seats: Seats, seed: Option<u64>, origin: String) -> Result<(), StartError>;
    /// Starts a new game by turns over links (see [`Play::start_by_turns`]).
    fn start_by_turns(&self, seats: Seats, seed: Option<u64>) -> Result<(), StartError>;
    /// Opens a turn link of this game (see [`Play::open_turn`]).
    fn open_turn(
        &self,
        t: &TurnLink,
        known: Option<&Saved>,
        before: &dyn Fn(),
    ) -> Result<Outcome, TurnError>;
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
    /// Shows the rulebook example `index` on the table, to be tried by the newcomer if
    /// `trying` (see [`Play::teach`]).
    fn teach(&self, index: usize, trying: bool);
    /// Another tab wrote `key` in the shared storage (see [`Play::other_tab_wrote`]).
    fn other_tab_wrote(&self, key: &str, value: Option<&str>);
    /// Invites a phone for `seat` of the game on the table (see [`Play::invite`]).
    fn invite(&self, seat: dice_core::Seat);
    /// A live table's happening on this device's channels (see [`crate::shell::phones`]).
    fn live(&self, happening: Happening) -> Option<u8>;
    /// A guest whose channel opened gets the host's table (see [`Play::join`]).
    fn join(&self, live: Live, table: &Message) -> Result<(), AnyLinkError>;
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
    fn start_by_turns(&self, seats: Seats, seed: Option<u64>) -> Result<(), StartError> {
        Play::start_by_turns(self, seats, seed)
    }
    fn open_turn(
        &self,
        t: &TurnLink,
        known: Option<&Saved>,
        before: &dyn Fn(),
    ) -> Result<Outcome, TurnError> {
        Play::open_turn(self, t, known, before)
    }
    fn resume(&self, saved: &Saved) -> Result<(), SaveError> {
        Play::resume(self, saved)
    }
    fn load_record(&self, text: &str, current: &Seats) -> Result<(), RecordError<AnyActionError>> {
        Play::load_record(self, text, current).map_err(|e| e.map_action(AnyActionError::of::<G>))
    }
    fn link(&self) -> Option<Result<String, AnyLinkError>> {
        Play::link(self).map(|r| r.map_err(|e| e.map_action(AnyActionError::of::<G>)))
    }
    fn open_link(&self, link: &str, before: &dyn Fn()) -> Result<(), AnyLinkError> {
        Play::open_link(self, link, before).map_err(|e| e.map_action(AnyActionError::of::<G>))
    }
    fn seating(&self) -> Option<(Seats, String)> {
        Play::seating(self)
    }
    fn leave(&self) {
        Play::leave(self)
    }
    fn teach(&self, index: usize, trying: bool) {
        Play::teach(self, index, trying)
    }
    fn other_tab_wrote(&self, key: &str, value: Option<&str>) {
        Play::other_tab_wrote(self, key, value)
    }
    fn invite(&self, seat: dice_core::Seat) {
        Play::invite(self, seat)
    }
    fn live(&self, happening: Happening) -> Option<u8> {
        Play::live(self, happening)
    }
    fn join(&self, live: Live, table: &Message) -> Result<(), AnyLinkError> {
        Play::join(self, live, table).map_err(|e| e.map_action(AnyActionError::of::<G>))
    }
}
