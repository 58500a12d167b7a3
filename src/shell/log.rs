//! The game log's lines: what happened, in plain words, as each game's narrator tells it,
//! and what both narrators share: who is who ([`Cast`]) and the sentences both games say
//! alike (a throw, the turn passing, a turn's summary).

use crate::shell::lang::Lang;
use crate::shell::words::{shown_name, W};

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

use crate::shell::var::{ReadVar, Stash, Var};

/// Lines the log keeps on show: a whole game has a few hundred; a window, not all of a
/// pasted monster record.
pub const LOG_WINDOW: usize = 600;

/// The owner of the log on show: its lines, oldest first, numbered for the list's keys.
#[derive(Clone, Copy)]
pub struct LogBook {
    lines: Var<Vec<Line>>,
    next_id: Stash<u32>,
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
            lines: Var::new(Vec::new()),
            next_id: Stash::new(0),
        }
    }

    /// Read access for views.
    pub fn lines(&self) -> ReadVar<Vec<Line>> {
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

/// Who is who in a game's log, in the language it is told in: the players' names as the
/// page shows them ("Player 2" is "Spieler 2" in German), and the seat spoken to ("You",
/// the lone human's default name), whose sentences take the second person.
#[derive(Clone, Debug, Default)]
pub struct Cast {
    names: Vec<String>,
    /// The language the log is told in.
    pub lang: Lang,
}

impl Cast {
    /// The cast of these players (their names as stored), told in `lang`.
    pub fn new(names: Vec<String>, lang: Lang) -> Cast {
        Cast { names, lang }
    }

    /// Whether `seat` is spoken to.
    pub fn is_you(&self, seat: usize) -> bool {
        self.names.get(seat).is_some_and(|n| n == "You")
    }

    /// The name of `seat` as shown ("?" for a seat that is not there).
    pub fn name(&self, seat: usize) -> String {
        self.names
            .get(seat)
            .map_or("?".to_string(), |n| shown_name(n, self.lang))
    }

    /// `you` when `seat` is spoken to, else `third`: the text for the person it is about.
    pub fn pick<K>(&self, seat: usize, third: K, you: K) -> K {
        if self.is_you(seat) {
            you
        } else {
            third
        }
    }

    /// A throw of `faces` (already in words) by `seat`: "Nicole throws eight dice: …".
    pub fn throws(&self, seat: usize, dice: u8, faces: &str) -> String {
        let key = match (self.is_you(seat), dice == 1) {
            (false, false) => W::ThrowsDice,
            (false, true) => W::ThrowsOneDie,
            (true, false) => W::YouThrowDice,
            (true, true) => W::YouThrowOneDie,
        };
        let n = self.lang.count(u32::from(dice));
        key.fill(
            self.lang,
            &[("name", &self.name(seat)), ("n", &n), ("faces", faces)],
        )
    }

    /// The turn passing: "Nicole's turn ends – your turn".
    pub fn turn_passes(&self, from: usize, to: usize) -> String {
        let key = match (self.is_you(from), self.is_you(to)) {
            (true, _) => W::YourTurnEnds,
            (_, true) => W::TurnEndsYourTurn,
            _ => W::TurnEnds,
        };
        key.fill(
            self.lang,
            &[("from", &self.name(from)), ("to", &self.name(to))],
        )
    }

    /// A finished turn in one line: "Tom's turn: the 26 stolen from you".
    pub fn summary(&self, seat: usize, what: &str) -> String {
        let key = self.pick(seat, W::TurnOf, W::YourTurnWas);
        key.fill(self.lang, &[("name", &self.name(seat)), ("what", what)])
    }

    /// Names in a list: "Kelly and Diego" ("you" where a seat is spoken to, as `you`).
    pub fn list(&self, seats: &[usize], you: &str) -> String {
        let names: Vec<String> = seats
            .iter()
            .map(|&s| {
                if self.is_you(s) {
                    you.to_string()
                } else {
                    self.name(s)
                }
            })
            .collect();
        crate::shell::words::list(&names, self.lang)
    }
}
