//! Input echoed in a message, cut short: one bad action, name or argument must not flood a
//! notice or stderr. A leaf of the crate (it imports nothing of it), so that the JSON reader,
//! the players' checks and the record's errors can all echo what they read.

use std::fmt;

/// Most characters of an echoed value in a message.
pub const ECHO_MAX: usize = 60;

/// Text from the input that an error echoes: at most [`ECHO_MAX`] characters of it, whether
/// it was cut there, and whether it is a string (shown in quotes) or JSON text (shown as it
/// is). Data, not a message: the app shows `text` inside its own words; `Display` gives the
/// command line's form (`"dance"`, `{"roll": 3}`, a cut marked with `…` after it).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Echo {
    /// The first [`ECHO_MAX`] characters (all of them if there are no more).
    pub text: String,
    /// True when the input had more characters than `text`.
    pub cut: bool,
    /// True for a string (a key, a name), shown quoted; false for JSON text.
    pub quoted: bool,
}

impl Echo {
    /// A string from the input (a key, a name), shown in quotes.
    pub fn string(s: &str) -> Echo {
        let (text, cut) = first_chars(s);
        Echo {
            text: text.to_string(),
            cut,
            quoted: true,
        }
    }

    /// A value as its text shows it (a JSON value: `{"roll": 3}`), shown as it is.
    pub fn value(v: &impl fmt::Display) -> Echo {
        let whole = v.to_string();
        let (text, cut) = first_chars(&whole);
        Echo {
            text: text.to_string(),
            cut,
            quoted: false,
        }
    }
}

impl fmt::Display for Echo {
    // Never inlined: every message that echoes calls this one copy (the app's wasm).
    #[inline(never)]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.quoted {
            f.write_str(&quote(&self.text))?;
        } else {
            f.write_str(&self.text)?;
        }
        if self.cut {
            f.write_str("…")?;
        }
        Ok(())
    }
}

/// The first [`ECHO_MAX`] characters of `text`, and whether there were more.
fn first_chars(text: &str) -> (&str, bool) {
    match text.char_indices().nth(ECHO_MAX) {
        Some((at, _)) => (&text[..at], true),
        None => (text, false),
    }
}

/// Cuts `text` to [`ECHO_MAX`] characters, marking the cut with `…`.
pub fn cut(text: &str) -> String {
    Echo {
        quoted: false,
        ..Echo::string(text)
    }
    .to_string()
}

/// A string quoted as Rust's `{:?}` quotes it, cut short for a message.
pub fn short_str(s: &str) -> String {
    Echo::string(s).to_string()
}

/// Quotes `s` for a message: natively exactly as Rust's `{:?}` does (the CLI's output stays
/// as it always was).
#[cfg(not(target_family = "wasm"))]
fn quote(s: &str) -> String {
    format!("{s:?}")
}

/// Quotes `s` for a message in the browser: as Rust's `{:?}` does for every string but
/// those with unusual invisible characters, without the Unicode tables `{:?}` brings into
/// the wasm (about 2 KB gzip).
#[cfg(target_family = "wasm")]
fn quote(s: &str) -> String {
    plain_quote(s)
}

/// `s` in double quotes with `"`, `\` and control characters escaped the way Rust's `{:?}`
/// escapes them (other characters as they are).
pub fn plain_quote(s: &str) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\0' => out.push_str("\\0"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
