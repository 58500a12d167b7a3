//! The board of the active turn: the target, the target and raven dice, who frustrated and
//! whether the active player reduced (RULES.md, "A turn"). A module of its own because the
//! game's rules and the holdings' end of a turn both read it.

use crate::action::{Seat, MAX_PLAYERS};
use crate::dice::DICE;

/// The board of the active turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board {
    /// The target number, once chosen.
    pub target: Option<u8>,
    /// Target dice on the board (T).
    pub targets: u8,
    /// Raven dice on the board (R).
    pub ravens: u8,
    /// Bit `s` set: seat `s` frustrated this turn (one frustration of theirs lies on the board).
    /// Set by the game's rules only.
    pub(crate) frustrator_bits: u8,
    /// The active player reduced this turn.
    pub reduced: bool,
}

impl Board {
    /// Dice not on the board: how many the next throw uses.
    #[inline]
    pub fn dice_left(&self) -> u8 {
        DICE - self.targets - self.ravens
    }

    /// The seats that frustrated this turn, ascending.
    pub fn frustrators(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..MAX_PLAYERS).filter(|&s| self.frustrated(s))
    }

    /// True if `seat` frustrated this turn.
    #[inline]
    pub fn frustrated(&self, seat: Seat) -> bool {
        seat < 8 && self.frustrator_bits & (1 << seat) != 0
    }

    /// Frustrations lying on the board.
    pub fn frustrations(&self) -> u32 {
        self.frustrator_bits.count_ones()
    }

    /// The seats that frustrated this turn, bit per seat.
    #[inline]
    pub fn frustrator_bits(&self) -> u8 {
        self.frustrator_bits
    }

    /// The turn is over (four targets or three ravens): [`crate::rules::turn_ends`].
    #[inline]
    pub fn turn_ends(&self) -> bool {
        crate::rules::turn_ends(self.targets, self.ravens)
    }

    /// More than four targets or more than three ravens: Murphy comes to the active player
    /// ([`crate::rules::greedy`]).
    #[inline]
    pub fn greedy(&self) -> bool {
        crate::rules::greedy(self.targets, self.ravens)
    }
}
