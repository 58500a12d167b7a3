//! # The table's core
//!
//! What every dice game played here shares, and nothing any one game decides:
//!
//! - [`Seat`]s, the [player count](players::check_names) a game allows and the
//!   [names](players::check_display_name) a link or the app's setup takes;
//! - seeded dice ([`Rng`], [`Streams`]): one stream for the dice and one per bot seat, so a
//!   game is fully determined by its seed and replays exactly;
//! - the record envelope ([`record`]): the players and the actions, the errors that name
//!   what is wrong and where, and the JSON helpers both games' records are read with;
//! - a small strict JSON reader and writer ([`json`]) for records, states and saves;
//! - a game as a short link ([`link`]): mixed radix in 64-bit blocks, base64url and a
//!   checksum, each game writing its own actions through [`LinkCodec`];
//! - the [`DiceGame`] trait that a game's engine implements (moves, events, who decides
//!   what now, scores and winners, record and state JSON), and the [`Bots`] trait of its
//!   computer players ([`Level`]s easy, normal, expert);
//! - the dice's fairness ([`fairness::FaceCounts`]): faces thrown against 1/6 each, a
//!   chi-square p-value;
//! - one driver that plays a game to its end ([`play_to_end`]) and a generic simulator
//!   ([`simulate::Tally`]: win shares, mean scores, turns).
//!
//! No rule of any game lives here, and nothing here knows a web page.

pub mod drive;
pub mod echo;
pub mod fairness;
pub mod game;
pub mod json;
pub mod link;
pub mod moves;
pub mod players;
pub mod record;
pub mod rng;
pub mod simulate;
#[cfg(feature = "testing")]
pub mod testing;
pub mod verify;

pub use drive::{
    play_out, play_to_end, play_with, Decide, GameSimError, Played, SimError, SimGame,
};
pub use echo::Echo;
pub use game::{Bots, DiceGame, Due, GameActionError, GameRecordError, Level};
pub use link::{CodecError, LinkCodec, LinkError};
pub use moves::MoveCodec;
pub use players::{check_display_name, check_names, NameError, PlayersError, Seat, MAX_NAME_CHARS};
pub use record::{ActionError, KeyError, OptionError, RecordError, ShapeError};
pub use rng::{Rng, Streams, BOT_STREAM, DICE_STREAM};
