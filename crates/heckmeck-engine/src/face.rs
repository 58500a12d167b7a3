//! The dice: the six faces, sets of faces, and one throw of up to eight dice.

use std::fmt;
use std::hash::{Hash, Hasher};

/// The number of dice in the game (all eight are thrown at the start of a turn).
pub const DICE: u8 = 8;

/// One face of a die: a number 1–5 or the worm, which counts 5 (HECKMECK.md, settled
/// point 1). A die never shows 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Face {
    /// 1.
    One = 0,
    /// 2.
    Two = 1,
    /// 3.
    Three = 2,
    /// 4.
    Four = 3,
    /// 5.
    Five = 4,
    /// The worm, written `"W"` in records; it counts 5.
    Worm = 5,
}

impl Face {
    /// All six faces in the state's sorting order (`1`…`5`, then the worm), each with
    /// probability 1/6.
    pub const ALL: [Face; 6] = [
        Face::One,
        Face::Two,
        Face::Three,
        Face::Four,
        Face::Five,
        Face::Worm,
    ];

    /// What the face counts towards a sum: its number, 5 for the worm.
    #[inline]
    pub const fn value(self) -> u8 {
        // The worm sits right after the 5 and counts 5 as well.
        const VALUES: [u8; 6] = [1, 2, 3, 4, 5, 5];
        VALUES[self as usize]
    }

    /// The face's place in [`Face::ALL`] (and in count arrays): 0 for 1 … 4 for 5, 5 for
    /// the worm.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The face a die roll `0..6` shows (rolls 0–4 are 1–5, roll 5 is the worm; taken
    /// modulo 6).
    #[inline]
    pub fn from_roll(roll: u8) -> Face {
        Face::ALL[usize::from(roll % 6)]
    }

    /// The face showing `number` (1–5), if a die has it; the worm has no number.
    pub fn from_number(number: u64) -> Option<Face> {
        match number {
            1..=5 => Some(Face::ALL[number as usize - 1]),
            _ => None,
        }
    }

    /// True for the worm.
    #[inline]
    pub const fn is_worm(self) -> bool {
        matches!(self, Face::Worm)
    }
}

/// `1`…`5` or `W`, as records and messages write faces.
impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Face::Worm => f.write_str("W"),
            other => write!(f, "{}", other.value()),
        }
    }
}

/// A set of faces, one bit each (bit [`Face::index`]): the faces kept this turn, the faces
/// a throw shows. Copying and comparing it costs nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FaceSet(u8);

impl FaceSet {
    /// No face.
    pub const EMPTY: FaceSet = FaceSet(0);
    /// All six faces.
    pub const ALL: FaceSet = FaceSet(0b11_1111);

    /// The set with these bits (bit [`Face::index`] for each face; higher bits dropped).
    #[inline]
    pub const fn from_bits(bits: u8) -> FaceSet {
        FaceSet(bits & 0b11_1111)
    }

    /// The bits (bit [`Face::index`] for each face).
    #[inline]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// True if `face` is in the set.
    #[inline]
    pub const fn contains(self, face: Face) -> bool {
        self.0 & (1 << face as u8) != 0
    }

    /// The set with `face` added.
    #[inline]
    #[must_use]
    pub const fn with(self, face: Face) -> FaceSet {
        FaceSet(self.0 | (1 << face as u8))
    }

    /// The faces of `self` that are not in `other`.
    #[inline]
    #[must_use]
    pub const fn without(self, other: FaceSet) -> FaceSet {
        FaceSet(self.0 & !other.0)
    }

    /// Number of faces in the set.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// True if the set has no face.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// True if the set has all six faces.
    #[inline]
    pub const fn is_full(self) -> bool {
        self.0 == FaceSet::ALL.0
    }

    /// The faces in the set, in [`Face::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = Face> {
        Face::ALL.into_iter().filter(move |&f| self.contains(f))
    }
}

impl FromIterator<Face> for FaceSet {
    fn from_iter<I: IntoIterator<Item = Face>>(iter: I) -> FaceSet {
        iter.into_iter().fold(FaceSet::EMPTY, FaceSet::with)
    }
}

/// The faces of one throw in the order they were recorded (1 to 8 dice), with how many
/// dice show each face, counted once when the throw is made: the rules and the bots ask
/// the counts many times per throw.
///
/// Two throws are equal when they show the same faces in the same order.
#[derive(Clone, Copy)]
pub struct Throw {
    len: u8,
    /// The faces; the places from `len` on mean nothing (equality and hashing skip them).
    faces: [Face; DICE as usize],
    /// How many dice show each face, by [`Face::index`].
    counts: [u8; 6],
    /// The faces shown.
    shown: FaceSet,
}

impl Throw {
    /// A throw of these faces; `None` if there are none or more than eight.
    pub fn new(faces: &[Face]) -> Option<Throw> {
        if faces.is_empty() || faces.len() > usize::from(DICE) {
            return None;
        }
        let mut throw = Throw {
            len: faces.len() as u8,
            faces: [Face::One; DICE as usize],
            counts: [0; 6],
            shown: FaceSet::EMPTY,
        };
        for (slot, &f) in throw.faces.iter_mut().zip(faces) {
            *slot = f;
            throw.counts[f.index()] += 1;
            throw.shown = throw.shown.with(f);
        }
        Some(throw)
    }

    /// The throw of `dice` dice showing [`Face::from_roll`]`(rolls[i])` for `i < dice` (the
    /// rest of `rolls` is ignored; `dice` is taken as 1 to 8): the same as [`Throw::new`]
    /// of those faces, made for simulations with [`dice_core::Rng::rolls`]. It cannot fail,
    /// and all eight places are worked out without a branch, so that the throw is built in
    /// registers and stored in one go.
    #[inline]
    pub fn from_rolls(rolls: &[u8; DICE as usize], dice: u8) -> Throw {
        let dice = dice.clamp(1, DICE);
        // How many of the first `dice` rolls show each face, one byte of a word for each.
        let mut counts = 0u64;
        let mut shown = 0u8;
        let faces = std::array::from_fn(|i| {
            let r = rolls[i] % 6;
            let live = u8::from((i as u8) < dice);
            counts += u64::from(live) << (8 * r);
            shown |= live << r;
            Face::ALL[usize::from(r)]
        });
        let mut bytes = [0; 6];
        bytes.copy_from_slice(&counts.to_le_bytes()[..6]);
        Throw {
            len: dice,
            faces,
            counts: bytes,
            shown: FaceSet(shown),
        }
    }

    /// The faces in recorded order.
    #[inline]
    pub fn faces(&self) -> &[Face] {
        &self.faces[..usize::from(self.len)]
    }

    /// How many dice were thrown.
    #[inline]
    pub fn len(&self) -> u8 {
        self.len
    }

    /// Never true for a constructed throw; here for clippy's sake.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many dice show each face, by [`Face::index`].
    #[inline]
    pub fn counts(&self) -> [u8; 6] {
        self.counts
    }

    /// How many dice show `face`.
    #[inline]
    pub fn count(&self, face: Face) -> u8 {
        self.counts[face.index()]
    }

    /// The faces this throw shows.
    #[inline]
    pub fn shown(&self) -> FaceSet {
        self.shown
    }

    /// The faces sorted as the state prints them: `1`…`5`, then the worms.
    pub fn sorted(&self) -> impl Iterator<Item = Face> + '_ {
        Face::ALL
            .into_iter()
            .flat_map(|f| std::iter::repeat_n(f, usize::from(self.count(f))))
    }
}

impl PartialEq for Throw {
    fn eq(&self, other: &Throw) -> bool {
        self.faces() == other.faces()
    }
}

impl Eq for Throw {}

impl Hash for Throw {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.faces().hash(state);
    }
}

/// Faces written one character each, `1`–`5` or `W`: `"WW123351"` (tests, examples, tools).
impl std::str::FromStr for Throw {
    type Err = ParseThrowError;

    fn from_str(s: &str) -> Result<Throw, ParseThrowError> {
        let faces = s
            .chars()
            .map(|c| match c {
                'W' => Ok(Face::Worm),
                '1'..='5' => Ok(Face::ALL[usize::from(c as u8 - b'1')]),
                _ => Err(ParseThrowError::NotAFace(c)),
            })
            .collect::<Result<Vec<_>, _>>()?;
        Throw::new(&faces).ok_or(ParseThrowError::Dice(faces.len()))
    }
}

/// Why a text is not a throw ([`Throw`]'s `FromStr`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseThrowError {
    /// A character that is no face (1-5 or W).
    NotAFace(char),
    /// No faces, or more than there are dice.
    Dice(usize),
}

impl fmt::Display for ParseThrowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseThrowError::NotAFace(c) => write!(f, "{c:?} is not a face (1-5 or W)"),
            ParseThrowError::Dice(n) => write!(f, "a throw has 1 to 8 dice, not {n}"),
        }
    }
}

impl std::error::Error for ParseThrowError {}

impl fmt::Debug for Throw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for face in self.faces() {
            write!(f, "{face}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Throw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}
