//! What a game waits for next: the names of HECKMECK.md's state JSON (`awaiting`) and of
//! its table "The order of decisions". A module of its own, because both the rules and
//! their errors speak of it.

use std::fmt;

/// What the game waits for next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Awaiting {
    /// A throw: at the start of a turn (8 dice), or after a keep when no tile can be taken.
    Roll,
    /// The choice of a face of the last throw to keep.
    Keep,
    /// After a keep with dice and faces left and a tile on offer: throw on or take.
    RollOrTake,
    /// After a keep that used up the dice or the faces, with a tile on offer: take it.
    Take,
    /// Nothing: the game is over.
    GameOver,
}

impl Awaiting {
    /// The name HECKMECK.md uses in the state JSON.
    pub const fn as_str(self) -> &'static str {
        match self {
            Awaiting::Roll => "roll",
            Awaiting::Keep => "keep",
            Awaiting::RollOrTake => "roll_or_take",
            Awaiting::Take => "take",
            Awaiting::GameOver => "game_over",
        }
    }
}

/// The state JSON's name.
impl fmt::Display for Awaiting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
