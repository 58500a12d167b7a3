//! The game log's lines: what happened, in plain words, as each game's narrator tells it.

/// What kind of line, for styling (turn ends are separators, claims stand out).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// A throw.
    Throw,
    /// Ordinary happenings.
    Plain,
    /// A setback (Pechvogel's frustrations; a failed turn).
    Frustration,
    /// Something won: a marker claimed, a tile taken or stolen.
    Claim,
    /// A special token moved (Murphy).
    Murphy,
    /// The turn passed or the game ended.
    Turn,
}

impl LineKind {
    /// The line's CSS class.
    pub fn class(self) -> &'static str {
        match self {
            LineKind::Throw => "log-line log-throw",
            LineKind::Plain => "log-line",
            LineKind::Frustration => "log-line log-frustration",
            LineKind::Claim => "log-line log-claim",
            LineKind::Murphy => "log-line log-murphy",
            LineKind::Turn => "log-line log-turn",
        }
    }
}

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Unique and increasing: the key for the list.
    pub id: u32,
    /// The words.
    pub text: String,
    /// For styling.
    pub kind: LineKind,
}

/// Capitalises the first letter of a sentence (a name may start with any letter: "ömer").
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => {
            let mut out = upper(first);
            out.push_str(chars.as_str());
            out
        }
        None => String::new(),
    }
}

/// A letter in upper case. In the browser the page's own Unicode tables do it: Rust's
/// would add about 12 KB gzip to the wasm for the first letter of a log line.
#[cfg(target_family = "wasm")]
fn upper(c: char) -> String {
    let mut buf = [0; 4];
    String::from(js_sys::JsString::from(&*c.encode_utf8(&mut buf)).to_upper_case())
}

/// A letter in upper case (natively, Rust's Unicode tables).
#[cfg(not(target_family = "wasm"))]
fn upper(c: char) -> String {
    c.to_uppercase().collect()
}

use leptos::prelude::*;

/// Lines the log keeps on show: a whole game has a few hundred; a window, not all of a
/// pasted monster record.
pub const LOG_WINDOW: usize = 600;

/// The owner of the log on show: its lines, oldest first, numbered for the list's keys.
#[derive(Clone, Copy)]
pub struct LogBook {
    lines: RwSignal<Vec<Line>>,
    next_id: StoredValue<u32>,
}

impl Default for LogBook {
    fn default() -> Self {
        LogBook::new()
    }
}

impl LogBook {
    /// An empty log.
    pub fn new() -> LogBook {
        LogBook {
            lines: RwSignal::new(Vec::new()),
            next_id: StoredValue::new(0),
        }
    }

    /// Read access for views.
    pub fn lines(&self) -> ReadSignal<Vec<Line>> {
        self.lines.read_only()
    }

    fn line(&self, text: String, kind: LineKind) -> Line {
        self.next_id.update_value(|i| *i += 1);
        Line {
            id: self.next_id.get_value(),
            text,
            kind,
        }
    }

    /// Adds one line (the oldest goes once there are more than [`LOG_WINDOW`]).
    pub fn push(&self, text: String, kind: LineKind) {
        let line = self.line(text, kind);
        self.lines.update(|l| {
            l.push(line);
            if l.len() > LOG_WINDOW {
                l.drain(..l.len() - LOG_WINDOW);
            }
        });
    }

    /// Replaces the log with these lines (a resumed or loaded game's history), keeping
    /// the newest [`LOG_WINDOW`].
    pub fn replace(&self, lines: Vec<(String, LineKind)>) {
        let skip = lines.len().saturating_sub(LOG_WINDOW);
        let lines = lines
            .into_iter()
            .skip(skip)
            .map(|(text, kind)| self.line(text, kind))
            .collect();
        self.lines.set(lines);
    }
}

#[cfg(test)]
mod tests {
    use super::sentence;

    #[test]
    fn a_sentence_starts_with_a_capital_whatever_its_first_letter() {
        assert_eq!(sentence("ömer throws"), "Ömer throws");
        assert_eq!(sentence("ßa"), "SSa");
        assert_eq!(sentence("you claim the 5"), "You claim the 5");
        assert_eq!(sentence("7 ravens"), "7 ravens");
        assert_eq!(sentence(""), "");
    }
}
