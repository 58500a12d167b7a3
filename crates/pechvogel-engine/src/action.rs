//! What a player (or the dice) can do: the actions of a game record.

use std::fmt;
use std::hash::{Hash, Hasher};

use dice_core::Rng;

use crate::dice::{number_counts, roll_counts};
// A throw is made of these: `action::Face` and the rest stay where callers have found them.
pub use crate::dice::{Face, DICE, VALUES};

/// A seat at the table, numbered 0..n-1 in turn order.
pub type Seat = usize;

/// Most players the box allows.
pub const MAX_PLAYERS: usize = 5;
/// Fewest players the box allows.
pub const MIN_PLAYERS: usize = 2;
/// Markers of each value at the start.
pub const MARKERS_PER_VALUE: u8 = 3;

/// The faces of one throw, in the order they were recorded (1 to 7 dice).
///
/// Two throws are equal when they show the same faces in the same order.
#[derive(Clone, Copy)]
pub struct Throw {
    len: u8,
    /// The faces; the places from `len` on mean nothing (equality and hashing skip them).
    faces: [Face; DICE as usize],
    /// How many faces show 3, 4, 5, 6, 7 and the raven, counted once when the throw is made:
    /// the rules and the bots ask these counts many times per throw.
    counts: [u8; 6],
    /// The first face that is not on the dice (a number outside 3..=7), if any.
    bad: Option<u8>,
}

impl Throw {
    /// A throw of the given faces; `None` if there are none or more than seven.
    #[inline]
    pub fn new(faces: &[Face]) -> Option<Throw> {
        if faces.is_empty() || faces.len() > usize::from(DICE) {
            return None;
        }
        let mut throw = Throw {
            len: faces.len() as u8,
            faces: [Face::Raven; DICE as usize],
            counts: [0; 6],
            bad: None,
        };
        for (slot, &f) in throw.faces.iter_mut().zip(faces) {
            *slot = f;
            match f {
                Face::Number(v @ 3..=7) => throw.counts[usize::from(v - 3)] += 1,
                Face::Raven => throw.counts[5] += 1,
                Face::Number(v) => {
                    throw.bad.get_or_insert(v);
                }
            }
        }
        Some(throw)
    }

    /// The throw of `dice` dice showing [`Face::from_index`]`(rolls[i])` for `i < dice` (the
    /// rest of `rolls` is ignored; `dice` is taken as 1 to 7): the same as [`Throw::new`] of
    /// those faces, made for simulations. It cannot fail, and all seven places are worked out
    /// without a branch, so the throw is built in registers and stored in one go (a throw
    /// stored piece by piece and then copied whole stalls the processor).
    #[inline]
    pub fn from_rolls(rolls: &[u8; DICE as usize], dice: u8) -> Throw {
        Throw::from_die_rolls(&rolls.map(|r| r % 6), dice)
    }

    /// [`Throw::from_rolls`] of rolls already below 6, from the first [`DICE`] places of
    /// `rolls` (there may be more: dice-core's rolls come eight at a time).
    // Always inlined, so that the rolls stay in registers from the draw to the throw: out of
    // line they go through memory, which makes a simulated throw half again as dear.
    #[inline(always)]
    fn from_die_rolls<const N: usize>(rolls: &[u8; N], dice: u8) -> Throw {
        const { assert!(N >= DICE as usize, "a roll for every die") };
        let dice = dice.clamp(1, DICE);
        // Below 6 already; saying so costs nothing and spares the face lookup its check.
        let faces = std::array::from_fn(|i| Face::ALL[usize::from(rolls[i].min(5))]);
        let mut bytes = [0; 6];
        bytes.copy_from_slice(&roll_counts(rolls, dice).to_le_bytes()[..6]);
        Throw {
            len: dice,
            faces,
            counts: bytes,
            bad: None,
        }
    }

    /// How many dice of a throw of `dice` dice (taken as 1 to 7) from the dice's stream show
    /// the number `target` (3 to 7), and how many show a raven: what the throw of
    /// [`Throw::random`] puts on the board once `target` is chosen, from the same draw, but
    /// without building the throw (the simulator's next throws, when nothing is recorded).
    #[inline(always)]
    pub(crate) fn random_placed(rng: &mut Rng, dice: u8, target: u8) -> (u8, u8) {
        let dice = dice.clamp(1, DICE);
        let counts = number_counts(rng.rolls_number(dice), dice);
        // A target is 3 to 7, so its place is 0 to 4.
        let shift = 8 * u32::from(target.wrapping_sub(3) & 7);
        ((counts >> shift) as u8, (counts >> 40) as u8)
    }

    /// A throw of `dice` fair dice (taken as 1 to 7) from the dice's stream: one draw of
    /// [`Rng::rolls`], the faces [`Face::from_index`] of its first `dice` rolls. The browser,
    /// the CLI and the simulator all throw this way, so a seed gives the same dice everywhere.
    // Always inlined for the simulator (`fast-sim`), into its loop of throws.
    #[cfg_attr(feature = "fast-sim", inline(always))]
    #[cfg_attr(not(feature = "fast-sim"), inline)]
    pub fn random(rng: &mut Rng, dice: u8) -> Throw {
        let dice = dice.clamp(1, DICE);
        // The simulator's shortcut for a first throw (`fast-sim`): the same draw and faces.
        if let Some((faces, counts)) = crate::fast::full_throw(rng, dice) {
            return Throw::from_parts(faces, counts);
        }
        let (rolls, number) = rng.rolls_and_number(dice);
        let mut counts = [0; 6];
        counts.copy_from_slice(&number_counts(number, dice).to_le_bytes()[..6]);
        Throw {
            len: dice,
            faces: std::array::from_fn(|i| Face::ALL[usize::from(rolls[i].min(5))]),
            counts,
            bad: None,
        }
    }

    /// A throw of all seven dice with these faces and their counts as [`number_counts`] gives
    /// them (what the simulator's shortcut in `fast.rs` looks up).
    #[inline(always)]
    fn from_parts(faces: [Face; DICE as usize], counts: u64) -> Throw {
        let mut bytes = [0; 6];
        bytes.copy_from_slice(&counts.to_le_bytes()[..6]);
        Throw {
            len: DICE,
            faces,
            counts: bytes,
            bad: None,
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

    /// The first face that is not on the dice (a number outside 3..=7), if any.
    #[inline]
    pub fn bad_face(&self) -> Option<u8> {
        self.bad
    }

    /// How many dice show 3, 4, 5, 6, 7 and the raven, in that order (faces not on the dice
    /// are not counted).
    #[inline]
    pub fn counts(&self) -> [u8; 6] {
        self.counts
    }

    /// How many dice show `face`.
    #[inline]
    pub fn count(&self, face: Face) -> u8 {
        match face {
            Face::Number(v @ 3..=7) => self.counts[usize::from(v - 3)],
            Face::Raven => self.counts[5],
            Face::Number(_) => self.faces().iter().filter(|&&f| f == face).count() as u8,
        }
    }

    /// How many dice show a raven.
    #[inline]
    pub fn ravens(&self) -> u8 {
        self.counts[5]
    }

    /// The distinct numbers this throw shows, ascending.
    pub fn numbers(&self) -> Vec<u8> {
        VALUES
            .iter()
            .copied()
            .filter(|&v| self.count(Face::Number(v)) > 0)
            .collect()
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

/// Faces written one character each, `3`–`7` or `R`: `"77RR345"` (tests, examples, tools).
impl std::str::FromStr for Throw {
    type Err = ParseThrowError;

    fn from_str(s: &str) -> Result<Throw, ParseThrowError> {
        let faces = s
            .chars()
            .map(|c| match c {
                'R' => Ok(Face::Raven),
                '3'..='7' => Ok(Face::Number(c as u8 - b'0')),
                _ => Err(ParseThrowError::NotAFace(c)),
            })
            .collect::<Result<Vec<_>, _>>()?;
        Throw::new(&faces).ok_or(ParseThrowError::Dice(faces.len()))
    }
}

/// Why a text is not a throw ([`Throw`]'s `FromStr`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseThrowError {
    /// A character that is no face (3-7 or R).
    NotAFace(char),
    /// No faces, or more than there are dice.
    Dice(usize),
}

impl fmt::Display for ParseThrowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseThrowError::NotAFace(c) => write!(f, "{c:?} is not a face (3-7 or R)"),
            ParseThrowError::Dice(n) => write!(f, "a throw has 1 to 7 dice, not {n}"),
        }
    }
}

impl std::error::Error for ParseThrowError {}

impl fmt::Debug for Throw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.faces()).finish()
    }
}

/// A small ordered list of seats (the `frustrate` list), up to five entries.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct SeatList {
    len: u8,
    seats: [u8; MAX_PLAYERS],
}

impl SeatList {
    /// A list of these seats in this order; `None` if more than five or a seat above 255.
    pub fn new(seats: &[Seat]) -> Option<SeatList> {
        if seats.len() > MAX_PLAYERS {
            return None;
        }
        let mut l = SeatList {
            len: seats.len() as u8,
            seats: [0; MAX_PLAYERS],
        };
        for (slot, &s) in l.seats.iter_mut().zip(seats) {
            *slot = u8::try_from(s).ok()?;
        }
        Some(l)
    }

    /// The seats in the order given.
    pub fn iter(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats[..usize::from(self.len)]
            .iter()
            .map(|&s| usize::from(s))
    }

    /// Number of seats listed.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// True if no seat is listed.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl fmt::Debug for SeatList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// How a player claims a score marker at the end of a turn with four targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Claim {
    /// Take a marker of the target value from the middle.
    Middle,
    /// Steal a marker of the target value from `seat` and send `discard` from the middle to the box.
    Steal {
        /// The opponent robbed.
        seat: Seat,
        /// The value sent from the middle to the box.
        discard: u8,
    },
}

/// One entry of the game record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The dice fell: the faces of a throw (the first, a next one, or a reroll).
    Roll(Throw),
    /// The active player chooses the target number from the first throw.
    Target(u8),
    /// Opponents each put one frustration on the board to force a reroll.
    Frustrate(SeatList),
    /// The active player returns a frustration to the supply to reroll.
    Reduce,
    /// The active player takes a score marker.
    Claim(Claim),
}

impl Action {
    /// A roll action from faces; `None` for an impossible number of faces.
    pub fn roll(faces: &[Face]) -> Option<Action> {
        Throw::new(faces).map(Action::Roll)
    }

    /// A frustrate action from seats; `None` for more than five seats.
    pub fn frustrate(seats: &[Seat]) -> Option<Action> {
        SeatList::new(seats).map(Action::Frustrate)
    }
}
