//! The active turn's board: the dice kept so far, their sum, and the throw waiting for a
//! keep.

use crate::face::{Face, FaceSet, Throw, DICE};

/// The board of the active turn (HECKMECK.md, "A turn": `kept`, `sum`, `worm`). Fixed
/// arrays and bits, so that a turn copies and changes without allocating.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// Each keep in order: the face and how many dice showed it. Places from `keeps_made`
    /// on are `(Face::One, 0)`, so that equal boards compare equal.
    keeps: [(Face, u8); 6],
    keeps_made: u8,
    /// The faces kept this turn.
    kept: FaceSet,
    /// Dice kept this turn.
    kept_dice: u8,
    /// Their value.
    sum: u8,
    /// The throw waiting for a keep.
    throw: Option<Throw>,
}

impl Default for Board {
    fn default() -> Board {
        Board::EMPTY
    }
}

impl Board {
    /// The empty board: the start of a turn, and the end of the game.
    pub const EMPTY: Board = Board {
        keeps: [(Face::One, 0); 6],
        keeps_made: 0,
        kept: FaceSet::EMPTY,
        kept_dice: 0,
        sum: 0,
        throw: None,
    };

    /// The keeps of this turn in order: each face and how many dice showed it.
    #[inline]
    pub fn keeps(&self) -> &[(Face, u8)] {
        &self.keeps[..usize::from(self.keeps_made)]
    }

    /// Every kept die's face in keep order, the dice of one keep together (the state's
    /// `kept`).
    pub fn kept_dice_faces(&self) -> impl Iterator<Item = Face> + '_ {
        self.keeps()
            .iter()
            .flat_map(|&(f, n)| std::iter::repeat_n(f, usize::from(n)))
    }

    /// The faces kept this turn.
    #[inline]
    pub fn kept(&self) -> FaceSet {
        self.kept
    }

    /// True if `face` was kept this turn (it cannot be kept again).
    #[inline]
    pub fn has_kept(&self, face: Face) -> bool {
        self.kept.contains(face)
    }

    /// Dice kept this turn.
    #[inline]
    pub fn kept_dice(&self) -> u8 {
        self.kept_dice
    }

    /// The value of the kept dice (a worm counts 5).
    #[inline]
    pub fn sum(&self) -> u8 {
        self.sum
    }

    /// True if a worm is among the kept dice: the condition of every take.
    #[inline]
    pub fn worm(&self) -> bool {
        self.kept.contains(Face::Worm)
    }

    /// Dice not kept: how many the next throw uses.
    #[inline]
    pub fn dice_left(&self) -> u8 {
        DICE - self.kept_dice
    }

    /// The throw waiting for a keep (only while awaiting `keep`).
    #[inline]
    pub fn throw(&self) -> Option<Throw> {
        self.throw
    }

    /// True once all eight dice are kept: no throw is possible.
    #[inline]
    pub fn out_of_dice(&self) -> bool {
        self.kept_dice >= DICE
    }

    /// True once all six faces are kept: no throw could show a new face (settled point 4).
    #[inline]
    pub fn out_of_faces(&self) -> bool {
        self.kept.is_full()
    }

    /// True once the dice or the faces are used up: the turn can only end with a take or
    /// fail.
    #[inline]
    pub fn turn_over(&self) -> bool {
        self.out_of_dice() || self.out_of_faces()
    }

    /// Would keeping a new face shown by `dice` dice end the throwing (no dice left, or the
    /// sixth face)? For bots and the UI, which must not restate settled point 4.
    #[inline]
    pub fn keep_ends_dice(&self, dice: u8) -> bool {
        dice >= self.dice_left() || self.keeps_made + 1 >= 6
    }

    /// The faces the throw waiting for a keep shows that were not kept yet: the faces that
    /// may be kept now (empty when no throw waits).
    #[inline]
    pub fn keepable(&self) -> FaceSet {
        match self.throw {
            Some(t) => t.shown().without(self.kept),
            None => FaceSet::EMPTY,
        }
    }

    /// Puts a throw on the board for a keep.
    #[inline]
    pub(crate) fn show(&mut self, throw: Throw) {
        self.throw = Some(throw);
    }

    /// Keeps every die of the waiting throw showing `face` (checked by the caller: shown and
    /// new); returns how many dice that is.
    #[inline]
    pub(crate) fn keep(&mut self, face: Face) -> u8 {
        let dice = self.throw.take().map_or(0, |t| t.count(face));
        self.keeps[usize::from(self.keeps_made)] = (face, dice);
        self.keeps_made += 1;
        self.kept = self.kept.with(face);
        self.kept_dice += dice;
        self.sum += face.value() * dice;
        dice
    }
}
