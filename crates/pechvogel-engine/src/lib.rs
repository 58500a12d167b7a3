//! # Pechvogel rules engine
//!
//! The rules of Pechvogel (Zoch, 2018) as a pure state machine, with no web dependency.
//! A game is its record: the players and the actions in order, dice results included.
//! [`Game::apply`] checks an action against the rules and either applies it completely,
//! reporting [`Event`]s for the UI to animate, or refuses it with a [`RuleError`] and leaves
//! the game untouched. [`Game::legal_actions`] says what is possible now.
//!
//! The contract is `RULES.md`; the state JSON is [`Game::state`], the record JSON
//! [`Record`] (read and written with dice-core's record envelope).
//!
//! Every rule lives here, and others ask for it instead of restating it:
//! - [`rules`]: the thresholds (four targets, three ravens, greed), the cost of a
//!   frustration, the markers' values and points, and a score part by part ([`ScoreParts`]);
//! - [`holdings`]: what the seats hold, the claims open for a target ([`Claims`], no
//!   allocation), and a turn's end (Murphy, frustrations, paybacks) to play on a copy;
//! - [`Game::turn_end_preview`] / [`Table::turn_end_preview`]: how the open turn ends once a
//!   window passes unused, before the next throw settles it.
//!
//! The [`Table`] (a game and its window's answers) is dice-core's `DiceGame`: its [`Move`]s
//! are a seat's decisions, and the core's driver and simulator play it.

pub mod action;
pub mod awaiting;
pub mod board;
pub mod dice;
mod dice_game;
pub mod error;
pub mod event;
mod fast;
pub mod game;
pub mod holdings;
mod link;
pub mod record;
pub mod rules;
mod sink;
pub mod table;

pub use action::{
    Action, Claim, ParseThrowError, Seat, SeatList, Throw, MARKERS_PER_VALUE, MAX_PLAYERS,
    MIN_PLAYERS,
};
pub use awaiting::Awaiting;
pub use board::Board;
pub use dice::{Face, DICE, VALUES};
pub use error::{ActionError, ReadError, RecordError, RuleError};
pub use event::{Event, Pile, Place};
pub use game::{check_players, Game, Legal};
pub use holdings::{next_seat, Claims, Holdings, TurnEnd, MAX_CLAIMS};
pub use record::{action_to_json, parse_action, values, Record, State};
pub use rules::{
    claim_earned, frustration_cost, frustration_earned, greedy, marker_points, turn_ends,
    value_index, ScoreParts, FRUSTRATION_COST, MARKER_COUNT, MURPHY_FRUSTRATION_COST,
    MURPHY_SURCHARGE, PAYBACK, RAVENS_TO_END, TARGETS_TO_END,
};
pub use table::{Decision, Move, Question, Table, WindowAsk};
