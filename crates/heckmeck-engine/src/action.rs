//! What a player (or the dice) can do: the actions of a game record, and the moves a seat
//! decides before the dice complete them.

use crate::face::{Face, Throw};

/// One entry of the game record (HECKMECK.md, "Game record").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The dice fell: the faces of a throw of every die not kept.
    Roll(Throw),
    /// The active player sets aside every die of the last throw showing this face.
    Keep(Face),
    /// The active player takes this tile: the grill's offer, or an opponent's top tile.
    Take(u8),
}

impl Action {
    /// A roll action from faces; `None` for none or more than eight.
    pub fn roll(faces: &[Face]) -> Option<Action> {
        Throw::new(faces).map(Action::Roll)
    }
}

/// What a seat decides ([`dice_core::DiceGame::Move`]): throwing is a decision (throw on
/// instead of taking), its faces are the dice's business.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Throw the dice not kept; the faces are drawn from the dice's stream.
    Throw,
    /// Keep every die of the last throw showing this face.
    Keep(Face),
    /// Take this tile.
    Take(u8),
}
