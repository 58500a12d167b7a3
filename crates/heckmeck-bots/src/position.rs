//! The dice as the odds and the solver see them, and a turn's [`Position`]: which faces
//! are used, how many dice are left, their sum. The odds and the turn solver both build on
//! these (and this module on neither); they need no game (`tests/engine.rs` checks them
//! against the rules engine).
//!
//! The dice: eight, each showing 1, 2, 3, 4, 5 or a worm (worth 5) with chance 1/6. Faces
//! are numbered by *slot*: slots 0..=4 are the faces 1..=5 and slot [`WORM`] the worm.

/// Dice in a turn.
pub const DICE: u8 = 8;
/// Faces of a die.
pub const FACES: usize = 6;
/// The worm's slot.
pub const WORM: usize = 5;
/// The value of each face slot: 1..=5, the worm 5.
pub const VALUES: [u8; FACES] = [1, 2, 3, 4, 5, 5];
/// The highest sum a turn can make (eight worms or fives).
pub const MAX_SUM: u8 = 40;

/// The dice kept so far this turn, as far as the rest of the turn cares: which faces are
/// used, how many dice are left to throw, and their sum. (The order of the keeps and how
/// many dice each face took do not matter any more.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Bit `f` set: face slot `f` was kept this turn.
    used: u8,
    /// Dice not kept yet.
    left: u8,
    /// Sum of the kept dice.
    sum: u8,
}

impl Position {
    /// The start of a turn: nothing kept, eight dice to throw.
    pub const START: Position = Position {
        used: 0,
        left: DICE,
        sum: 0,
    };

    /// The position after keeping `counts[f]` dice of each face slot `f` (0 = not kept), or
    /// `None` if that is more than [`DICE`] dice.
    pub fn from_counts(counts: [u8; FACES]) -> Option<Position> {
        let total: u32 = counts.iter().map(|&c| u32::from(c)).sum();
        if total > u32::from(DICE) {
            return None;
        }
        let mut p = Position::START;
        for (f, &c) in counts.iter().enumerate() {
            if c > 0 {
                p.used |= 1 << f;
                p.left -= c;
                p.sum += c * VALUES[f];
            }
        }
        Some(p)
    }

    /// The position after keeping `count` dice of face slot `face` from the next throw, or
    /// `None` if that keep cannot happen: the turn is over, the face is used or not a face,
    /// `count` is 0 or more than the dice left.
    #[inline(always)]
    pub fn keep(self, face: usize, count: u8) -> Option<Position> {
        if face >= FACES || self.is_used(face) || count == 0 || count > self.left || self.is_over()
        {
            return None;
        }
        Some(Position {
            used: self.used | 1 << face,
            left: self.left - count,
            sum: self.sum + count * VALUES[face],
        })
    }

    /// The used faces, bit `f` for slot `f`.
    #[inline(always)]
    pub fn used(self) -> u8 {
        self.used
    }

    /// True if face slot `face` was kept this turn.
    #[inline(always)]
    pub fn is_used(self, face: usize) -> bool {
        face < FACES && self.used & (1 << face) != 0
    }

    /// Dice not kept yet.
    #[inline(always)]
    pub fn left(self) -> u8 {
        self.left
    }

    /// Sum of the kept dice.
    #[inline(always)]
    pub fn sum(self) -> u8 {
        self.sum
    }

    /// True if a worm is among the kept dice (needed for any tile).
    #[inline(always)]
    pub fn worm(self) -> bool {
        self.is_used(WORM)
    }

    /// True when no throw is possible any more: no dice or no faces left.
    #[inline(always)]
    pub fn is_over(self) -> bool {
        self.left == 0 || self.used == (1 << FACES) - 1
    }
}
