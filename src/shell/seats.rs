//! Who sits at the table and at what pace the table shows what happens: the seats of a
//! game (a name and who plays it) and the speeds. Game-independent: the count of seats a
//! game allows comes from the game.

use dice_core::{Level, NameError, Seat};

use crate::shell::words::W;

/// Who plays a seat, as setups, saves and links name it: a person or a bot of a level. Who
/// makes the seat's moves at this table is its [`Driver`] ([`SeatKind::driver`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatKind {
    /// A person at this device; the game waits for them.
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
    pub fn label(self) -> W {
        match self {
            SeatKind::Human => W::KindHuman,
            SeatKind::Bot(Level::Easy) => W::KindBotEasy,
            SeatKind::Bot(Level::Normal) => W::KindBotNormal,
            SeatKind::Bot(Level::Expert) => W::KindBotExpert,
        }
    }

    /// The bot's level, if a bot plays the seat: the session lets it decide at once.
    pub fn bot(self) -> Option<Level> {
        match self {
            SeatKind::Bot(level) => Some(level),
            SeatKind::Human => None,
        }
    }

    /// True for a bot.
    pub fn is_bot(self) -> bool {
        self.bot().is_some()
    }

    /// True if a person at this device plays the seat (they answer through the page).
    pub fn is_here(self) -> bool {
        self == SeatKind::Human
    }

    /// Who makes the moves of a seat of this kind at this device: the person here, or the
    /// bot. (A person's seat played on another device is [`Driver::Remote`], which the
    /// session sets; no kind names it.)
    pub fn driver(self) -> Driver {
        match self {
            SeatKind::Human => Driver::Here,
            SeatKind::Bot(level) => Driver::Bot(level),
        }
    }
}

/// Who makes a seat's moves: what the table does when it is that seat's turn. One kind for
/// every seat, so the table (not a view) decides who may act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Driver {
    /// A person at this device: asked through the page, and waited for.
    Here,
    /// A computer player of this level: it moves at once (shown at the table's pace).
    Bot(Level),
    /// A person on another device: the table waits for their move to arrive from outside,
    /// answering the question it was sent for by its id, as a click does.
    Remote,
}

/// One seat: a name and a kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatConfig {
    /// The player's name (unique at the table).
    pub name: String,
    /// Human or bot.
    pub kind: SeatKind,
}

/// The seats of a table, in turn order (seat 0 starts).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seats(pub Vec<SeatConfig>);

/// Why seats cannot play a game ([`Seats::check`]). `Display` is the setup's words in
/// English (the address's `seats=` messages are the app's contract with tools); the page
/// words it in its language (`shell::say::seats`, where `Display` is written too).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatsError {
    /// Too few or too many seats.
    Count {
        /// Seats given.
        n: usize,
        /// Fewest players of the game.
        min: usize,
        /// Most players of the game.
        max: usize,
    },
    /// A name that cannot be shown at the table.
    Name {
        /// Its seat, from 0.
        index: usize,
        /// What is wrong with it.
        error: NameError,
    },
    /// Two seats of this name.
    Same(String),
}

impl std::error::Error for SeatsError {}

/// Names for bots, from the rulebooks' examples.
pub const BOT_NAMES: [&str; 8] = [
    "Thea", "Kelly", "Diego", "Finn", "Umberto", "Carmen", "Nicole", "Heather",
];

/// True for a name the app gave a person: "You", "Player N".
fn is_default_person(name: &str) -> bool {
    let name = name.trim();
    name == "You"
        || name
            .strip_prefix("Player ")
            .is_some_and(|n| n.parse::<u32>().is_ok())
}

impl Default for Seats {
    /// You and three normal bots.
    fn default() -> Seats {
        Seats::from_kinds(&[
            SeatKind::Human,
            SeatKind::Bot(Level::Normal),
            SeatKind::Bot(Level::Normal),
            SeatKind::Bot(Level::Normal),
        ])
    }
}

impl Seats {
    /// Seats of these kinds with default names: "You" for a lone human, "Player N" for
    /// several humans, the books' names for bots (the same rule as [`Seats::set_kind`]).
    pub fn from_kinds(kinds: &[SeatKind]) -> Seats {
        let mut bots = BOT_NAMES.iter();
        let mut seats = Seats(
            kinds
                .iter()
                .map(|&kind| SeatConfig {
                    name: match kind {
                        SeatKind::Human => "You".to_string(),
                        SeatKind::Bot(_) => bots.next().copied().unwrap_or("Bot").to_string(),
                    },
                    kind,
                })
                .collect(),
        );
        seats.name_people();
        seats
    }

    /// Changes who plays seat `i`. A name that was only a default follows the seat's new
    /// kind ("You" or "Player N" for people, a book's name for a bot), and the people's
    /// default names follow the one naming rule: "You" only when exactly one person sits
    /// at this device, "Player 1", "Player 2"… otherwise. Names a player typed stay.
    pub fn set_kind(&mut self, i: Seat, kind: SeatKind) {
        let fresh = self.fresh_name();
        let Some(seat) = self.0.get_mut(i) else {
            return;
        };
        let was = seat.kind;
        seat.kind = kind;
        if kind.is_here() && !was.is_here() && BOT_NAMES.contains(&seat.name.trim()) {
            seat.name = "You".to_string();
        } else if !kind.is_here() && was.is_here() && is_default_person(&seat.name) {
            seat.name = fresh;
        }
        self.name_people();
    }

    /// Gives every person whose name is a default the default the naming rule asks for.
    fn name_people(&mut self) {
        let people = self.people();
        let mut k = 0;
        for seat in self.0.iter_mut().filter(|s| s.kind.is_here()) {
            k += 1;
            if is_default_person(&seat.name) {
                seat.name = if people == 1 {
                    "You".to_string()
                } else {
                    format!("Player {k}")
                };
            }
        }
    }

    /// The same seats with seat `i` called `name` (tests, and the setup screen's typing).
    pub fn renamed(mut self, i: Seat, name: &str) -> Seats {
        if let Some(seat) = self.0.get_mut(i) {
            seat.name = name.to_string();
        }
        self
    }

    /// Number of seats.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True without seats.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The seat `seat`, if there is one.
    pub fn get(&self, seat: Seat) -> Option<&SeatConfig> {
        self.0.get(seat)
    }

    /// The kind of `seat` (a person, if there is no such seat: nobody acts for it).
    pub fn kind(&self, seat: Seat) -> SeatKind {
        self.0.get(seat).map_or(SeatKind::Human, |s| s.kind)
    }

    /// The name of `seat`, or "Seat N" if there is no such seat.
    pub fn name(&self, seat: Seat) -> String {
        self.0
            .get(seat)
            .map_or_else(|| format!("Seat {}", seat + 1), |s| s.name.clone())
    }

    /// Why these seats cannot play a game of `min..=max` players, if they cannot (count,
    /// empty or repeated names), in English (for the address's `seats=`, whose messages
    /// are the app's contract with tools).
    pub fn problem(&self, min: usize, max: usize) -> Option<String> {
        self.check(min, max).err().map(|e| e.to_string())
    }

    /// Whether these seats can play a game of `min..=max` players: the first thing wrong
    /// (the count, a name no one could read at the table, a name twice).
    pub fn check(&self, min: usize, max: usize) -> Result<(), SeatsError> {
        let n = self.0.len();
        if !(min..=max).contains(&n) {
            return Err(SeatsError::Count { n, min, max });
        }
        for (i, s) in self.0.iter().enumerate() {
            // Where a name enters our table it must be one a person can read at it (the
            // contracts' records may hold any name; see `dice_core::check_display_name`).
            if let Err(error) = dice_core::check_display_name(s.name.trim()) {
                return Err(SeatsError::Name { index: i, error });
            }
            if self.0[..i].iter().any(|o| o.name.trim() == s.name.trim()) {
                return Err(SeatsError::Same(s.name.trim().to_string()));
            }
        }
        Ok(())
    }

    /// How many seats people at this device play (hot seat when more than one).
    pub fn people(&self) -> usize {
        self.0.iter().filter(|s| s.kind.is_here()).count()
    }

    /// The names, trimmed, in seat order.
    pub fn names(&self) -> Vec<String> {
        self.0.iter().map(|s| s.name.trim().to_string()).collect()
    }

    /// The same seats, turned so that seat `first` sits at seat 0 and the rest follow in
    /// turn order (records always start with seat 0).
    pub fn turned(&self, first: Seat) -> Seats {
        let mut seats = self.0.clone();
        if !seats.is_empty() {
            let n = seats.len();
            seats.rotate_left(first % n);
        }
        Seats(seats)
    }

    /// The same seats with trimmed names (as a game records them).
    pub fn trimmed(&self) -> Seats {
        Seats(
            self.0
                .iter()
                .map(|s| SeatConfig {
                    name: s.name.trim().to_string(),
                    kind: s.kind,
                })
                .collect(),
        )
    }

    /// Fits the seats to a game of at most `max` players (another game chosen in the setup):
    /// the bots leave first, the last of them first, then the last people; those who stay
    /// keep their order, and people's default names follow the one naming rule again.
    /// Returns the names of those who left, in seat order (empty: all fit).
    pub fn fit(&mut self, max: usize) -> Vec<String> {
        let n = self.0.len();
        if n <= max {
            return Vec::new();
        }
        // Marked from the end, bots first, then people; taken out in one pass, so those
        // who left come out in seat order with no sorting (its code costs the page more).
        let mut gone = vec![false; n];
        let mut stay = n;
        for bots in [true, false] {
            for i in (0..n).rev() {
                if stay > max && !gone[i] && self.0[i].kind.is_bot() == bots {
                    gone[i] = true;
                    stay -= 1;
                }
            }
        }
        let mut left = Vec::new();
        let seats = std::mem::take(&mut self.0);
        for (seat, gone) in seats.into_iter().zip(gone) {
            if gone {
                left.push(seat.name);
            } else {
                self.0.push(seat);
            }
        }
        self.name_people();
        left
    }

    /// A name for a new seat that no other seat uses.
    pub fn fresh_name(&self) -> String {
        BOT_NAMES
            .iter()
            .map(|n| n.to_string())
            .chain((1..).map(|i| format!("Player {i}")))
            .find(|n| !self.0.iter().any(|s| s.name.trim() == n))
            .unwrap_or_default()
    }
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

    /// How the speed pickers call it.
    pub fn label(self) -> W {
        match self {
            Speed::Instant => W::SpeedInstant,
            Speed::Fast => W::SpeedFast,
            Speed::Normal => W::SpeedNormal,
            Speed::Slow => W::SpeedSlow,
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
                think: 200,
                tumble: 280,
                step: 140,
                turn_end: 400,
            },
            // A bot's turn at "normal" took about 11 s; now about 6: it reads, it does not drag.
            Speed::Normal => Pace {
                think: 420,
                tumble: 480,
                step: 220,
                turn_end: 750,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip() {
        for k in SeatKind::ALL {
            assert_eq!(SeatKind::parse(k.as_str()), Some(k));
        }
        assert_eq!(SeatKind::parse("bot"), None);
        assert_eq!(SeatKind::Bot(Level::Expert).bot(), Some(Level::Expert));
        assert!(SeatKind::Human.is_here() && !SeatKind::Human.is_bot());
        assert_eq!(SeatKind::Human.driver(), Driver::Here);
        assert_eq!(
            SeatKind::Bot(Level::Easy).driver(),
            Driver::Bot(Level::Easy)
        );
    }

    #[test]
    fn fitting_fewer_seats_sends_bots_away_first_then_the_last_people() {
        let b = SeatKind::Bot(Level::Normal);
        let h = SeatKind::Human;
        // Seven seats of Heckmeck, two people among them, for Pechvogel's five: the last
        // two bots leave, the people keep their seats and their order.
        let mut s = Seats::from_kinds(&[h, b, b, h, b, b, b]).renamed(3, "Ada");
        let names = s.names();
        assert_eq!(s.fit(5), [names[5].clone(), names[6].clone()]);
        assert_eq!(s.names(), names[..5]);
        assert_eq!(s.people(), 2);
        // Bots leave from the end wherever they sit; nothing leaves when all fit.
        let mut s = Seats::from_kinds(&[b, h, b, h, h, b, h]);
        let names = s.names();
        assert_eq!(s.fit(5), [names[2].clone(), names[5].clone()]);
        assert_eq!(s.fit(5), Vec::<String>::new());
        assert_eq!(s.people(), 4);
        assert_eq!(s.kind(0), b);
        // More people than seats: all bots, then the last people; the names that were only
        // defaults follow the naming rule again ("You" for one person).
        let mut s = Seats::from_kinds(&[h, b, h, h, h, h, h]);
        assert_eq!(
            s.fit(2),
            ["Thea", "Player 3", "Player 4", "Player 5", "Player 6"]
        );
        assert_eq!(s.names(), ["Player 1", "Player 2"]);
        let mut s = Seats::from_kinds(&[h, h, b]);
        assert_eq!(s.fit(1), ["Player 2", "Thea"]);
        assert_eq!(s.names(), ["You"]);
    }

    #[test]
    fn default_is_you_and_three_normal_bots() {
        let s = Seats::default();
        assert_eq!(s.names(), ["You", "Thea", "Kelly", "Diego"]);
        assert_eq!(s.kind(1), SeatKind::Bot(Level::Normal));
        assert_eq!(s.problem(2, 5), None);
    }

    #[test]
    fn several_humans_are_numbered() {
        let s = Seats::from_kinds(&[SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Human]);
        assert_eq!(s.names(), ["Player 1", "Thea", "Player 2"]);
    }

    #[test]
    fn one_naming_rule_for_links_and_the_setup_screen() {
        // Turning a bot into a second person: no "You" among two people.
        let mut s = Seats::default();
        s.set_kind(1, SeatKind::Human);
        assert_eq!(s.names(), ["Player 1", "Player 2", "Kelly", "Diego"]);
        assert_eq!(
            s,
            Seats::from_kinds(&[
                SeatKind::Human,
                SeatKind::Human,
                SeatKind::Bot(Level::Normal),
                SeatKind::Bot(Level::Normal)
            ])
            .renamed(2, "Kelly")
            .renamed(3, "Diego")
        );
        // Back to one person: "You" again; the seat that became a bot gets a book's name.
        s.set_kind(0, SeatKind::Bot(Level::Easy));
        assert_eq!(s.names(), ["Thea", "You", "Kelly", "Diego"]);
        // A typed name stays whatever happens.
        s.0[1].name = "Ann".into();
        s.set_kind(2, SeatKind::Human);
        assert_eq!(s.names(), ["Thea", "Ann", "Player 2", "Diego"]);
        // Links: two people are Player 1 and 2.
        let l = Seats::from_kinds(&[SeatKind::Human, SeatKind::Human]);
        assert_eq!(l.names(), ["Player 1", "Player 2"]);
    }

    #[test]
    fn seats_turn_so_the_first_player_sits_at_seat_0() {
        let s = Seats::from_kinds(&[
            SeatKind::Human,
            SeatKind::Bot(Level::Easy),
            SeatKind::Bot(Level::Normal),
        ]);
        assert_eq!(s.turned(0), s);
        assert_eq!(s.turned(1).names(), ["Thea", "Kelly", "You"]);
        assert_eq!(s.turned(2).names(), ["Kelly", "You", "Thea"]);
        assert_eq!(s.turned(4).names(), s.turned(1).names());
    }

    #[test]
    fn problems_are_named() {
        let mut s = Seats::default();
        s.0[2].name = "You ".into();
        assert!(s.problem(2, 5).unwrap().contains("Two seats"));
        s.0[2].name = " ".into();
        assert_eq!(s.problem(2, 5).unwrap(), "Seat 3 needs a name.");
        s.0[2].name = "Ann\u{200b}".into();
        assert_eq!(
            s.problem(2, 5),
            None,
            "an invisible character inside a name is fine"
        );
        s.0[2].name = "\u{200b}\u{2060}".into();
        assert_eq!(
            s.problem(2, 5).unwrap(),
            "The name at seat 3 is made only of invisible characters."
        );
        s.0[2].name = "Ann\u{0}".into();
        assert_eq!(
            s.problem(2, 5).unwrap(),
            "The name at seat 3 has a control character (character 4)."
        );
        s.0[2].name = "x".repeat(41);
        assert_eq!(
            s.problem(2, 5).unwrap(),
            "The name at seat 3 is longer than 40 characters."
        );
        s.0[2].name = "x".repeat(40);
        assert_eq!(s.problem(2, 5), None);
        s.0.truncate(1);
        assert!(s.problem(2, 5).unwrap().contains("2 to 5"));
        assert_eq!(Seats::default().fresh_name(), "Finn");
        let seven = Seats::from_kinds(&[SeatKind::Bot(Level::Easy); 7]);
        assert_eq!(seven.problem(2, 7), None);
        assert!(seven.problem(2, 5).unwrap().contains("not 7"));
    }
}
