//! The dice: seven of them, their six faces, and how the faces of a draw are counted. The
//! ground the throws, the rules and the simulator's shortcuts (`fast.rs`) all stand on.

use std::fmt;

/// The number of dice in the game.
pub const DICE: u8 = 7;
/// The values of the score markers and the numbers on the dice.
pub const VALUES: [u8; 5] = [3, 4, 5, 6, 7];

/// One face of a die: a number 3–7 or the raven (Pechvogel).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Face {
    /// A number 3..=7.
    Number(u8),
    /// The raven, written `"R"` in records.
    Raven,
}

impl Face {
    /// All six faces, each with probability 1/6.
    pub const ALL: [Face; 6] = [
        Face::Number(3),
        Face::Number(4),
        Face::Number(5),
        Face::Number(6),
        Face::Number(7),
        Face::Raven,
    ];

    /// The face shown by a die roll `0..6` (0–4 are 3–7, 5 is the raven).
    #[inline]
    pub fn from_index(i: u8) -> Face {
        Face::ALL[usize::from(i % 6)]
    }

    /// True for a valid face (numbers outside 3..=7 are not on the dice).
    #[inline]
    pub fn is_valid(self) -> bool {
        match self {
            Face::Number(v) => (3..=7).contains(&v),
            Face::Raven => true,
        }
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Face::Number(v) => write!(f, "{v}"),
            Face::Raven => f.write_str("R"),
        }
    }
}

/// How many of the first `dice` rolls (1 to [`DICE`], each below 6) show each face, one byte
/// of the word for each (the lowest for face 0). All seven places are counted without a branch.
#[inline(always)]
pub(crate) fn roll_counts<const N: usize>(rolls: &[u8; N], dice: u8) -> u64 {
    const { assert!(N >= DICE as usize, "a roll for every die") };
    (0..usize::from(DICE)).fold(0, |counts, i| {
        counts + (u64::from(i < usize::from(dice)) << (8 * rolls[i].min(5)))
    })
}

/// How many base-6 digits of each number below `N` show each face, one byte per face (the
/// lowest for face 0), `k` digits counted, leading zeros included: [`number_counts`]' tables.
const fn digit_counts<const N: usize>(k: u32) -> [u64; N] {
    let mut t = [0; N];
    let mut i = 0;
    while i < N {
        let (mut x, mut d, mut c) = (i as u64, 0, 0);
        while d < k {
            c += 1 << (8 * (x % 6));
            x /= 6;
            d += 1;
        }
        t[i] = c;
        i += 1;
    }
    t
}

/// [`digit_counts`] of three digits (216 numbers, padded to 256 for an index check by mask).
static DIGIT_COUNTS_3: [u64; 256] = digit_counts(3);
/// [`digit_counts`] of four digits.
static DIGIT_COUNTS_4: [u64; 1296] = digit_counts(4);

/// How many of the rolls of [`dice_core::Rng::rolls_number`]`(dice)` (`number`, below
/// `6^dice`, `dice` 1 to 7) show each face, a byte per face as [`roll_counts`] gives them. The
/// number as seven base-6 digits (the first `7 - dice` are zeros, counted as face 0 and taken
/// off again): three looked up at once, then four. Fewer steps than counting die by die, and a
/// short chain from the draw to the counts, which decide the branches that follow.
#[inline(always)]
pub(crate) fn number_counts(number: u32, dice: u8) -> u64 {
    DIGIT_COUNTS_3[(number / 1296) as usize & 0xff] + DIGIT_COUNTS_4[(number % 1296) as usize]
        - u64::from(DICE - dice)
}
