//! Who sits at the table and how fast the bots are shown: the setup of a game.

use pechvogel_bots::Level;
use pechvogel_engine::{MAX_PLAYERS, MIN_PLAYERS};

/// Who plays a seat: a person at this device, or a bot of some strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatKind {
    /// A person; the game waits for them.
    Human,
    /// A computer player.
    Bot(Level),
}

impl SeatKind {
    /// Every kind, in the order the setup screen offers them.
    pub const ALL: [SeatKind; 4] = [
        SeatKind::Human,
        SeatKind::Bot(Level::Easy),
        SeatKind::Bot(Level::Normal),
        SeatKind::Bot(Level::Expert),
    ];

    /// The name used in URLs and saves: `human`, `bot-easy`, `bot-normal`, `bot-expert`.
    pub fn as_str(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Bot(Level::Easy) => "bot-easy",
            SeatKind::Bot(Level::Normal) => "bot-normal",
            SeatKind::Bot(Level::Expert) => "bot-expert",
        }
    }

    /// Parses the URL/save name.
    pub fn parse(s: &str) -> Option<SeatKind> {
        SeatKind::ALL.into_iter().find(|k| k.as_str() == s)
    }

    /// How the setup screen and the seat cards call it.
    pub fn label(self) -> &'static str {
        match self {
            SeatKind::Human => "Human",
            SeatKind::Bot(Level::Easy) => "Bot (easy)",
            SeatKind::Bot(Level::Normal) => "Bot (normal)",
            SeatKind::Bot(Level::Expert) => "Bot (expert)",
        }
    }

    /// True for a bot.
    pub fn is_bot(self) -> bool {
        matches!(self, SeatKind::Bot(_))
    }
}

/// One seat: a name and a kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatConfig {
    /// The player's name (unique at the table).
    pub name: String,
    /// Human or bot.
    pub kind: SeatKind,
}

/// How fast bot moves and animations are shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Speed {
    /// No waiting and no motion (tests).
    Instant,
    /// Quick.
    Fast,
    /// A comfortable pace.
    #[default]
    Normal,
    /// Slow enough to follow every die.
    Slow,
}

/// The waits between shown steps, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pace {
    /// A bot "thinks" before a throw, target or claim.
    pub think: u32,
    /// Dice tumble after a throw.
    pub tumble: u32,
    /// Dice or tokens move.
    pub step: u32,
    /// The finished turn stays visible before the board clears.
    pub turn_end: u32,
}

impl Speed {
    /// Every speed, slowest last.
    pub const ALL: [Speed; 4] = [Speed::Instant, Speed::Fast, Speed::Normal, Speed::Slow];

    /// The URL name: `instant`, `fast`, `normal`, `slow`.
    pub fn as_str(self) -> &'static str {
        match self {
            Speed::Instant => "instant",
            Speed::Fast => "fast",
            Speed::Normal => "normal",
            Speed::Slow => "slow",
        }
    }

    /// Parses the URL name.
    pub fn parse(s: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|k| k.as_str() == s)
    }

    /// The waits for this speed.
    pub fn pace(self) -> Pace {
        match self {
            Speed::Instant => Pace {
                think: 0,
                tumble: 0,
                step: 0,
                turn_end: 0,
            },
            Speed::Fast => Pace {
                think: 250,
                tumble: 300,
                step: 180,
                turn_end: 500,
            },
            Speed::Normal => Pace {
                think: 650,
                tumble: 600,
                step: 380,
                turn_end: 1100,
            },
            Speed::Slow => Pace {
                think: 1200,
                tumble: 900,
                step: 650,
                turn_end: 1800,
            },
        }
    }
}

/// Names for bots, from the rulebook's examples.
pub const BOT_NAMES: [&str; 6] = ["Thea", "Kelly", "Diego", "Finn", "Umberto", "Carmen"];

/// A table setup: the seats in turn order and the pace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// 2–5 seats; seat 0 starts.
    pub seats: Vec<SeatConfig>,
    /// How fast bots are shown.
    pub speed: Speed,
}

impl Default for Setup {
    /// You and three normal bots.
    fn default() -> Setup {
        Setup::from_kinds(&[
            SeatKind::Human,
            SeatKind::Bot(Level::Normal),
            SeatKind::Bot(Level::Normal),
            SeatKind::Bot(Level::Normal),
        ])
    }
}

impl Setup {
    /// Seats of these kinds with default names: "You" for a lone human, "Player N" for
    /// several humans, the book's names for bots.
    pub fn from_kinds(kinds: &[SeatKind]) -> Setup {
        let humans = kinds.iter().filter(|k| !k.is_bot()).count();
        let mut bots = BOT_NAMES.iter();
        let mut human_no = 0;
        let seats = kinds
            .iter()
            .map(|&kind| {
                let name = match kind {
                    SeatKind::Human if humans == 1 => "You".to_string(),
                    SeatKind::Human => {
                        human_no += 1;
                        format!("Player {human_no}")
                    }
                    SeatKind::Bot(_) => bots.next().copied().unwrap_or("Bot").to_string(),
                };
                SeatConfig { name, kind }
            })
            .collect();
        Setup {
            seats,
            speed: Speed::default(),
        }
    }

    /// Why these seats cannot play, if they cannot (count, empty or repeated names).
    pub fn problem(&self) -> Option<String> {
        let n = self.seats.len();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return Some(format!(
                "The game needs {MIN_PLAYERS} to {MAX_PLAYERS} seats, not {n}."
            ));
        }
        for (i, s) in self.seats.iter().enumerate() {
            if s.name.trim().is_empty() {
                return Some(format!("Seat {} needs a name.", i + 1));
            }
            if self.seats[..i]
                .iter()
                .any(|o| o.name.trim() == s.name.trim())
            {
                return Some(format!(
                    "Two seats are called \u{201c}{}\u{201d}.",
                    s.name.trim()
                ));
            }
        }
        None
    }

    /// The names, trimmed, in seat order.
    pub fn names(&self) -> Vec<String> {
        self.seats
            .iter()
            .map(|s| s.name.trim().to_string())
            .collect()
    }

    /// A name for a new seat that no other seat uses.
    pub fn fresh_name(&self) -> String {
        BOT_NAMES
            .iter()
            .map(|n| n.to_string())
            .chain((1..).map(|i| format!("Player {i}")))
            .find(|n| !self.seats.iter().any(|s| s.name.trim() == n))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip() {
        for k in SeatKind::ALL {
            assert_eq!(SeatKind::parse(k.as_str()), Some(k));
        }
        assert_eq!(SeatKind::parse("bot"), None);
    }

    #[test]
    fn default_is_you_and_three_normal_bots() {
        let s = Setup::default();
        assert_eq!(s.names(), ["You", "Thea", "Kelly", "Diego"]);
        assert_eq!(s.seats[1].kind, SeatKind::Bot(Level::Normal));
        assert_eq!(s.problem(), None);
    }

    #[test]
    fn several_humans_are_numbered() {
        let s = Setup::from_kinds(&[SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Human]);
        assert_eq!(s.names(), ["Player 1", "Thea", "Player 2"]);
    }

    #[test]
    fn problems_are_named() {
        let mut s = Setup::default();
        s.seats[2].name = "You ".into();
        assert!(s.problem().unwrap().contains("Two seats"));
        s.seats[2].name = " ".into();
        assert_eq!(s.problem().unwrap(), "Seat 3 needs a name.");
        s.seats.truncate(1);
        assert!(s.problem().unwrap().contains("2 to 5"));
        assert_eq!(Setup::default().fresh_name(), "Finn");
    }
}
