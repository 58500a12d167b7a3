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

/// Capitalises the first letter of a sentence.
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

use leptos::prelude::*;

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

    /// Adds one line.
    pub fn push(&self, text: String, kind: LineKind) {
        let line = self.line(text, kind);
        self.lines.update(|l| l.push(line));
    }

    /// Replaces the log with these lines (a resumed or loaded game's history).
    pub fn replace(&self, lines: Vec<(String, LineKind)>) {
        let lines = lines
            .into_iter()
            .map(|(text, kind)| self.line(text, kind))
            .collect();
        self.lines.set(lines);
    }
}
