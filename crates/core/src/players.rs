//! Who may sit at a table: the player count a game allows, and names that tell the
//! players apart. Both games' contracts word these checks the same way.
//!
//! Two rules, for two kinds of input. [`check_names`] is the contracts' rule for a record:
//! each name is a string, a whitespace-only name counts as empty, duplicates compare
//! exactly; every record the contracts accept is read, whatever its names. Where a name
//! enters a format of our own (a shared link, the app's setup), it must also be a name a
//! person can read at the table: [`check_display_name`].

use std::fmt;

/// Why a list of names cannot sit at a table for `min..=max` players, if it cannot: too
/// few or too many, an empty (or whitespace-only) name, or a name given twice (compared
/// exactly).
pub fn check_names(names: &[String], min: usize, max: usize) -> Result<(), String> {
    if names.len() < min || names.len() > max {
        return Err(format!(
            "{} players; the game needs {min} to {max}",
            names.len()
        ));
    }
    for (i, name) in names.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(format!("name {i} is empty"));
        }
        if let Some(j) = names[..i].iter().position(|n| n == name) {
            return Err(format!(
                "name {i} {} repeats name {j}",
                crate::record::short_str(name)
            ));
        }
    }
    Ok(())
}

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
