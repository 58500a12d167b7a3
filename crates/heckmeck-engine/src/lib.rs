//! # Heckmeck am Bratwurmeck rules engine
//!
//! The rules of Heckmeck am Bratwurmeck (Reiner Knizia, Zoch 2005; in English *Pickomino*)
//! as a pure state machine, with no web dependency. A game is its record: the players, the
//! short-game switch and the actions in order, dice results included. [`Game::apply`]
//! checks an action against the rules and either applies it completely, reporting
//! [`Event`]s for the UI to show, or refuses it with a [`RuleError`] and leaves the game
//! untouched. [`Game::legal_actions`] says what is possible now.
//!
//! The contract is `HECKMECK.md`; the state JSON is [`Game::state`], the record JSON
//! [`Game::record_json`] and [`Game::replay_json`]. The rules live only here: bots, odds
//! and the UI ask the engine ([`worms`], [`Face::value`], [`Game::offer`],
//! [`Game::takeable`], [`Game::loss`], [`Board::keep_ends_dice`], [`Game::standing`], …)
//! instead of restating a rule; "how would the game stand if this turn ended so" is
//! [`Game::after_take`] and [`Game::after_failure`] ([`AfterTurn`]), worked out by the same
//! rules that move the tiles in [`Game::apply`]. [`Game`] sits at the shared table through
//! [`dice_core::DiceGame`].

#![warn(missing_docs)]

pub mod action;
pub mod awaiting;
pub mod board;
mod dice_game;
pub mod error;
pub mod event;
pub mod face;
pub mod game;
pub mod layout;
mod link;
pub mod offer;
mod players;
pub mod record;
pub mod tile;

pub use action::{Action, Move};
pub use awaiting::Awaiting;
pub use board::Board;
pub use dice_core::Seat;
pub use error::{ActionError, ReadError, RecordError, RuleError};
pub use event::{Event, Failure};
pub use face::{Face, FaceSet, ParseThrowError, Throw, DICE};
pub use game::{Game, Legal, MAX_PLAYERS, MIN_PLAYERS, SHORT_GAME_MIN_PLAYERS};
pub use layout::{AfterTurn, Loss};
pub use offer::{Offer, Steal};
pub use record::{action_to_json, parse_action, parse_face, BoardState, PlayerState, State};
pub use tile::{is_tile, worms, TileSet, MAX_TILE, MIN_TILE, TILE_COUNT};
