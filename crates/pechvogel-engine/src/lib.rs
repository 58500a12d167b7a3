//! # Pechvogel rules engine
//!
//! The rules of Pechvogel (Zoch, 2018) as a pure state machine, with no web dependency.
//! A game is its record: the players and the actions in order, dice results included.
//! [`Game::apply`] checks an action against the rules and either applies it completely,
//! reporting [`Event`]s for the UI to animate, or refuses it with a [`RuleError`] and leaves
//! the game untouched. [`Game::legal_actions`] says what is possible now.
//!
//! The contract is `RULES.md`; the state JSON is [`Game::state`], the record JSON
//! [`Record`].

pub mod action;
pub mod awaiting;
pub mod error;
pub mod event;
pub mod game;
pub mod record;
pub mod table;

pub use action::{
    Action, Claim, Face, Seat, SeatList, Throw, DICE, MAX_PLAYERS, MIN_PLAYERS, VALUES,
};
pub use awaiting::Awaiting;
pub use error::{RecordError, RuleError};
pub use event::{Event, Pile, Place};
pub use game::{check_players, Board, Game, Legal};
pub use record::{action_to_json, parse_action, values, Record, State};
pub use table::{Decision, Question, Table, WindowAsk};
