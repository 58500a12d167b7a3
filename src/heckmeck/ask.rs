//! What Heckmeck asks a person at the table: the question its prompts show.

use heckmeck_engine::{Awaiting, Legal};

/// What a question to a person at a Heckmeck table shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ask {
    /// What the engine waits for.
    pub awaiting: Awaiting,
    /// What is legal now (the dice to throw, the faces to keep, the tiles to take).
    pub legal: Legal,
}
