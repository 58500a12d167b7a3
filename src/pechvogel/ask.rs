//! What Pechvogel asks a person at the table: the question its prompts show.

use dice_core::Seat;
use pechvogel_engine::Decision;

/// What a question to a person at a Pechvogel table shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ask {
    /// The engine's decision (seat, options).
    pub decision: Decision,
    /// Whose turn it is (the thrower).
    pub active: Seat,
    /// Who started the frustration being joined, if any.
    pub starter: Option<Seat>,
}
