//! Who may sit at a table: the player count a game allows, and names that tell the
//! players apart. Both games' contracts word these checks the same way.
//!
//! Two rules, for two kinds of input. [`check_names`] is the contracts' rule for a record:
//! each name is a string, a whitespace-only name counts as empty, duplicates compare
//! exactly; every record the contracts accept is read, whatever its names. Where a name
//! enters a format of our own (a shared link, the app's setup), it must also be a name a
//! person can read at the table: [`check_display_name`].

use std::fmt;

use crate::echo::Echo;

/// A seat at the table, numbered 0..n-1 in turn order; seat 0 starts.
pub type Seat = usize;

/// Why a list of names cannot sit at a table for `min..=max` players, if it cannot: too
/// few or too many, an empty (or whitespace-only) name, or a name given twice (compared
/// exactly).
pub fn check_names(names: &[String], min: usize, max: usize) -> Result<(), PlayersError> {
    if names.len() < min || names.len() > max {
        return Err(PlayersError::Count {
            given: names.len(),
            min,
            max,
        });
    }
    for (index, name) in names.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(PlayersError::Name {
                index,
                error: NameError::Empty,
            });
        }
        if let Some(first) = names[..index].iter().position(|n| n == name) {
            return Err(PlayersError::Repeated {
                index,
                first,
                name: Echo::string(name),
            });
        }
    }
    Ok(())
}

/// Why the players of a record, a link or a new game cannot sit at the table. Displayed
/// as what follows "players: " in a message (`name 1 "A" repeats name 0`); seats and names
/// are counted from 0, as the records count them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayersError {
    /// `players` is not a list.
    NotAList,
    /// A name that is not a string.
    NotAString {
        /// Its seat.
        index: usize,
    },
    /// Too few or too many players for the game.
    Count {
        /// Names given.
        given: usize,
        /// Fewest players of the game.
        min: usize,
        /// Most players of the game.
        max: usize,
    },
    /// A name that cannot be used: empty (a record), or one a link or the app's setup
    /// cannot show ([`check_display_name`]).
    Name {
        /// Its seat.
        index: usize,
        /// What is wrong with it.
        error: NameError,
    },
    /// A name given twice (compared exactly).
    Repeated {
        /// The seat of the second.
        index: usize,
        /// The seat of the first.
        first: usize,
        /// The name, cut short.
        name: Echo,
    },
    /// A name in a link whose bytes are not UTF-8.
    NotUtf8 {
        /// Its seat.
        index: usize,
    },
    /// A link asked for with another number of seats (person or bot) than the game has
    /// players: the caller's mistake.
    Seats {
        /// Seats given.
        seats: usize,
        /// The game's players.
        players: usize,
    },
}

impl fmt::Display for PlayersError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayersError::NotAList => f.write_str("must be a list of names"),
            PlayersError::NotAString { index } => write!(f, "name {index} is not a string"),
            PlayersError::Count { given, min, max } => {
                write!(f, "{given} players; the game needs {min} to {max}")
            }
            PlayersError::Name { index, error } => write!(f, "name {index} {error}"),
            PlayersError::Repeated { index, first, name } => {
                write!(f, "name {index} {name} repeats name {first}")
            }
            PlayersError::NotUtf8 { index } => write!(f, "name {index} is not UTF-8"),
            PlayersError::Seats { seats, players } => {
                write!(f, "{seats} seats for {players} players")
            }
        }
    }
}

impl std::error::Error for PlayersError {}

/// The most characters (Unicode scalar values) a name may have in a link or at the app's
/// setup: a name is read at a glance beside a seat, and a link carries it whole.
pub const MAX_NAME_CHARS: usize = 40;

/// The most bytes such a name takes in UTF-8 (four per character at most): what a link's
/// reader accepts before it reads the name's bytes.
pub const MAX_NAME_BYTES: usize = 4 * MAX_NAME_CHARS;

/// Why a name cannot be shown at the table ([`check_display_name`]). Displayed as what
/// follows "name N" in a message: "is longer than 40 characters".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameError {
    /// Nothing but whitespace (the contracts: a whitespace-only name counts as empty).
    Empty,
    /// More than `max` characters.
    TooLong {
        /// The most characters a name may have ([`MAX_NAME_CHARS`]).
        max: usize,
    },
    /// A control character (U+0000–U+001F, U+007F–U+009F: a line break, a tab, a NUL, …).
    Control {
        /// Its place among the name's characters, from 0.
        position: usize,
    },
    /// Only invisible characters (zero-width and format characters such as U+200B–U+200D,
    /// U+2060, U+FEFF), perhaps with whitespace: nothing a person could read.
    Invisible,
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameError::Empty => f.write_str("is empty"),
            NameError::TooLong { max } => write!(f, "is longer than {max} characters"),
            NameError::Control { position } => {
                write!(f, "has a control character (character {})", position + 1)
            }
            NameError::Invisible => f.write_str("shows nothing (only invisible characters)"),
        }
    }
}

impl std::error::Error for NameError {}

/// Whether `name` can be shown at the table: at most [`MAX_NAME_CHARS`] characters
/// (Unicode scalar values) of printable text — no control character (NUL included), not
/// empty or whitespace-only (as the contracts say), and not made only of invisible
/// characters. Invisible characters inside a visible name are fine (the zero-width joiner
/// of an emoji such as 👩‍👧). Work: at most [`MAX_NAME_CHARS`] + 1 characters are looked
/// at, however long the name.
///
/// The contracts accept more (any string that is not whitespace-only); this is the rule
/// where a name enters a format of our own: a link, the app's setup.
pub fn check_display_name(name: &str) -> Result<(), NameError> {
    let mut visible = false;
    let mut blank = true;
    for (position, c) in name.chars().enumerate() {
        if position == MAX_NAME_CHARS {
            return Err(NameError::TooLong {
                max: MAX_NAME_CHARS,
            });
        }
        if c.is_control() {
            return Err(NameError::Control { position });
        }
        if !c.is_whitespace() {
            blank = false;
            visible |= !is_invisible(c);
        }
    }
    if blank {
        Err(NameError::Empty)
    } else if !visible {
        Err(NameError::Invisible)
    } else {
        Ok(())
    }
}

/// Characters that draw nothing and are not whitespace: zero-width and format characters,
/// fillers and blanks that look like a space, variation selectors and tags. (A list
/// rather than Unicode's tables, which would weigh on the app's download.)
fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'                       // soft hyphen
            | '\u{034F}'                 // combining grapheme joiner
            | '\u{061C}'                 // Arabic letter mark
            | '\u{115F}' | '\u{1160}'    // Hangul fillers
            | '\u{17B4}' | '\u{17B5}'    // Khmer inherent vowels
            | '\u{180B}'..='\u{180F}'    // Mongolian variation selectors, vowel separator
            | '\u{200B}'..='\u{200F}'    // zero-width space, (non-)joiner, direction marks
            | '\u{202A}'..='\u{202E}'    // direction embeddings and overrides
            | '\u{2060}'..='\u{206F}'    // word joiner, invisible operators, isolates
            | '\u{2800}'                 // Braille pattern blank
            | '\u{3164}'                 // Hangul filler
            | '\u{FE00}'..='\u{FE0F}'    // variation selectors
            | '\u{FEFF}'                 // zero-width no-break space (BOM)
            | '\u{FFA0}'                 // halfwidth Hangul filler
            | '\u{FFF9}'..='\u{FFFB}'    // interlinear annotation
            | '\u{1D173}'..='\u{1D17A}'  // musical formatting
            | '\u{E0000}'..='\u{E0FFF}' // tags, variation selectors supplement
    )
}
