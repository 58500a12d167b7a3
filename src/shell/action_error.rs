//! Why an action of a record was refused, whichever game's record it is: what the lobby and
//! the record panel hold of a refused record of any game.

/// Why an action of a record was refused, whichever game's record it is: the engine's
/// typed error (it cannot be read, or the rule it breaks), for code that holds any game's
/// (the lobby, the record panel) to word it from its kind and data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyActionError {
    /// A Pechvogel record's.
    Pechvogel(pechvogel_engine::ActionError),
    /// A Heckmeck record's.
    Heckmeck(heckmeck_engine::ActionError),
}

impl std::fmt::Display for AnyActionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnyActionError::Pechvogel(e) => e.fmt(f),
            AnyActionError::Heckmeck(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for AnyActionError {}
