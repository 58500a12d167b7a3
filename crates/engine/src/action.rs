//! What a player (or the dice) can do: the actions of a game record.

use std::fmt;

/// A seat at the table, numbered 0..n-1 in turn order.
pub type Seat = usize;

/// The number of dice in the game.
pub const DICE: u8 = 7;
/// Most players the box allows.
pub const MAX_PLAYERS: usize = 5;
/// Fewest players the box allows.
pub const MIN_PLAYERS: usize = 2;
/// The values of the score markers and the numbers on the dice.
pub const VALUES: [u8; 5] = [3, 4, 5, 6, 7];
/// Markers of each value at the start.
pub const MARKERS_PER_VALUE: u8 = 3;

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
    pub fn from_index(i: u8) -> Face {
        Face::ALL[usize::from(i % 6)]
    }

    /// True for a valid face (numbers outside 3..=7 are not on the dice).
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

/// The faces of one throw, in the order they were recorded (1 to 7 dice).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Throw {
    len: u8,
    faces: [Face; DICE as usize],
}

impl Throw {
    /// A throw of the given faces; `None` if there are none or more than seven.
    pub fn new(faces: &[Face]) -> Option<Throw> {
        if faces.is_empty() || faces.len() > usize::from(DICE) {
            return None;
        }
        let mut t = Throw {
            len: faces.len() as u8,
            faces: [Face::Raven; DICE as usize],
        };
        t.faces[..faces.len()].copy_from_slice(faces);
        Some(t)
    }

    /// The faces in recorded order.
    pub fn faces(&self) -> &[Face] {
        &self.faces[..usize::from(self.len)]
    }

    /// How many dice were thrown.
    pub fn len(&self) -> u8 {
        self.len
    }

    /// Never true for a constructed throw; here for clippy's sake.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many dice show `face`.
    pub fn count(&self, face: Face) -> u8 {
        self.faces().iter().filter(|&&f| f == face).count() as u8
    }

    /// How many dice show a raven.
    pub fn ravens(&self) -> u8 {
        self.count(Face::Raven)
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
