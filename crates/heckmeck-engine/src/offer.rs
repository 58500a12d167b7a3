//! The tiles a sum can take: at most one from the grill and at most one steal
//! (HECKMECK.md, "A turn", step 4). A module of its own, because the rules, their errors
//! and the bots all speak of it.

use dice_core::Seat;

/// An opponent's top tile that the active player may steal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Steal {
    /// The tile (equal to the sum).
    pub tile: u8,
    /// The opponent whose top tile it is.
    pub from: Seat,
}

/// The tiles on offer for a sum: every number is on one tile only, so at most one grill
/// tile and at most one steal. When both are offered the grill tile is the lower one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Offer {
    /// The highest face-up grill tile at or below the sum.
    pub grill: Option<u8>,
    /// An opponent's top tile numbered exactly the sum.
    pub steal: Option<Steal>,
}

impl Offer {
    /// Nothing on offer.
    pub const NONE: Offer = Offer {
        grill: None,
        steal: None,
    };

    /// True if nothing is on offer.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.grill.is_none() && self.steal.is_none()
    }

    /// True if `tile` is on offer.
    #[inline]
    pub fn contains(&self, tile: u8) -> bool {
        self.grill == Some(tile) || self.steal.is_some_and(|s| s.tile == tile)
    }

    /// The tiles on offer, ascending (the grill's, then the steal).
    pub fn tiles(&self) -> impl Iterator<Item = u8> {
        self.grill.into_iter().chain(self.steal.map(|s| s.tile))
    }
}
