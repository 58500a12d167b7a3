//! The game-independent shell: setup, top bar, notices, the speed, save and resume, the
//! record panel, the log and the final score frame, and the machinery that runs any game
//! at a human pace ([`play::Play`]) through the [`table_game::TableGame`] trait. Nothing
//! here knows a rule of any game, nor which games there are: it knows a game by its
//! [`game::GameKind`], whose card the game's view module makes, and the registry of games
//! above it hands over the list ([`game::GameKind::offer`]). It imports nothing of the
//! games' views, which live above it (`crate::pechvogel`) and implement its traits.

pub mod action_error;
pub mod by_turns;
pub mod chunk;
pub mod coach;
pub mod cue;
pub mod dice_tally;
pub mod effect;
pub mod escape;
pub mod game;
pub mod history;
pub mod lang;
pub mod lesson;
pub mod live;
pub mod log;
pub mod notices;
pub mod order;
pub mod params;
pub mod phones;
pub mod play;
pub mod prefs;
pub mod runner;
pub mod save;
pub mod say;
pub mod seal;
pub mod seats;
pub mod session;
pub mod shelf;
pub mod sound;
pub mod storage;
pub mod table;
pub mod table_game;
pub mod timeline;
pub mod trial;
pub mod turns;
pub mod ui;
pub mod var;
pub mod win_chances;
pub mod words;

use cue::Cues;
use game::GameKind;
use lang::Lang;
use log::LogBook;
use notices::Notices;
use prefs::Preferences;
use seats::{Seats, Speed};
use var::{Act, ReadVar, Stash, Var};

/// What the shell's buttons do, given by whoever runs the games (the lobby): the shell
/// calls them without knowing which games there are.
#[derive(Clone, Copy)]
pub struct Commands {
    /// Starts the game the setup screen shows.
    pub start_from_setup: Act<()>,
    /// Resumes the saved game with this id (the setup screen's list of saved games).
    pub resume_saved: Act<String>,
    /// Removes the saved game with this id from the shelf (the player confirmed it).
    pub remove_saved: Act<String>,
    /// The same seats again, new dice.
    pub play_again: Act<()>,
    /// Back to the setup screen.
    pub new_game: Act<()>,
    /// Loads a pasted record into the game on the table; the error says why not, by kind.
    pub load_record: Act<String, Result<(), LoadError>>,
    /// The game on the table as a link to this page (`…#g=…`); the error says why not.
    pub share: Act<(), Result<String, crate::shell::action_error::ShareError>>,
    /// Speaks this language from now on (its words fetched first if need be).
    pub speak: Act<lang::Lang>,
    /// Shows one of a game's rulebook examples on the table (the how-to-play dialog); with
    /// `true`, for the newcomer to play ("Try it yourself").
    pub teach: Act<(GameKind, usize, bool)>,
    /// Starts the game the setup screen shows and invites a phone for the person of this
    /// setup row (a live table across phones).
    pub invite_from_setup: Act<usize>,
}

/// Why a pasted record was not loaded: far too long to read, or the engine's error (its kind
/// and data; the page words it in its language, the detail stays the engine's English).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Longer than any game needs: refused before it is read.
    TooLong {
        /// Its size, in KB.
        kb: usize,
        /// The most a record may have, in KB.
        max_kb: usize,
    },
    /// The engine could not replay it (a refused action with the engine's typed error).
    Record(dice_core::record::RecordError<action_error::AnyActionError>),
    /// No game's table is open to load it into.
    NoTable,
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::TooLong { kb, max_kb } => write!(
                f,
                "record: {kb} KB is more than any game needs (at most {max_kb} KB)"
            ),
            LoadError::Record(e) => e.fmt(f),
            LoadError::NoTable => f.write_str("record: no game's table is open"),
        }
    }
}

/// Which screen is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Choosing the game and the seats.
    Setup,
    /// Playing this game (or looking at its final scores).
    Table(GameKind),
}

/// The shell's state owners, shared by every game's table (cheap to copy into closures).
#[derive(Clone, Copy)]
pub struct Shell {
    /// What is remembered between games (the speed among them).
    pub prefs: Preferences,
    /// The message at the top.
    pub notices: Notices,
    /// The game log on show.
    pub log: LogBook,
    /// The latest moment the table marks (a throw, a claim…), for motion and sound.
    pub cues: Cues,
    screen: Var<Screen>,
    opening: Var<bool>,
    setup: Var<Seats>,
    table: Var<Seats>,
    record: Var<String>,
    reduced_motion: Var<bool>,
    saves: Var<Vec<save::Saved>>,
    first_player: Var<Option<usize>>,
    by_turns: Var<bool>,
    lang: Var<Lang>,
    /// The lobby's "resume this saved game" (set once the lobby exists).
    resume: Stash<Option<Act<String>>>,
}

impl Default for Shell {
    fn default() -> Self {
        Shell::new()
    }
}

impl Shell {
    /// The setup screen with the remembered preferences.
    pub fn new() -> Shell {
        let prefs = Preferences::load();
        let seats = prefs.get().with_untracked(|p| p.seats.clone());
        // A language whose pack could not be fetched is not spoken (see `main.rs`).
        let lang = Some(starting_lang())
            .filter(|l| lang::ready(*l))
            .unwrap_or_default();
        Shell {
            prefs,
            notices: Notices::new(),
            log: LogBook::new(),
            cues: Cues::new(),
            screen: Var::new(Screen::Setup),
            opening: Var::new(false),
            setup: Var::new(seats.clone()),
            table: Var::new(seats),
            record: Var::new(String::new()),
            reduced_motion: Var::new(prefers_reduced_motion()),
            saves: Var::new(Vec::new()),
            first_player: Var::new(None),
            by_turns: Var::new(false),
            lang: Var::new(lang),
            resume: Stash::new(None),
        }
    }

    /// The language of the page, for the page's texts. Not tracked: the app draws the page
    /// afresh when the language changes (`app.rs` tracks [`Shell::lang_signal`] around it),
    /// and a reader that subscribed would stay listed by the language's signal, with its
    /// memory, long after it was dropped, for as long as the language does not change (each
    /// win meter and seat card of every game; issue 29).
    pub fn lang(&self) -> Lang {
        self.lang.get_untracked()
    }

    /// The language of the page, untracked (for text made once: notices, a log line).
    pub fn lang_untracked(&self) -> Lang {
        self.lang.get_untracked()
    }

    /// The language as a signal (for effects that redo something when it changes).
    pub fn lang_signal(&self) -> ReadVar<Lang> {
        self.lang.read_only()
    }

    /// Speaks `lang` from now on; `remember` keeps it for the next visit (the switch does,
    /// `?lang=` does not: a link's language is the link's, not the device's).
    pub fn set_lang(&self, lang: Lang, remember: bool) {
        if remember {
            self.prefs.set_lang(lang);
        }
        if self.lang.get_untracked() != lang {
            self.lang.set(lang);
        }
    }

    /// The screen on show.
    pub fn screen(&self) -> ReadVar<Screen> {
        self.screen.read_only()
    }

    /// Shows a screen.
    pub fn show(&self, screen: Screen) {
        self.screen.set(screen);
    }

    /// Whether the page is opening the game its address or its shelf holds (its game's
    /// chunk on the way): the setup screen is not shown meanwhile, so it does not flash by
    /// before the table.
    pub fn opening(&self) -> ReadVar<bool> {
        self.opening.read_only()
    }

    /// The page starts or stops opening a game (see [`Shell::opening`]).
    pub fn set_opening(&self, opening: bool) {
        self.opening.set(opening);
    }

    /// The seats being set up on the setup screen.
    pub fn setup(&self) -> Var<Seats> {
        self.setup
    }

    /// The seats of the game on the table (names and kinds for the views).
    pub fn table_seats(&self) -> ReadVar<Seats> {
        self.table.read_only()
    }

    /// Seats a new game on the table.
    pub fn seat_table(&self, seats: Seats) {
        self.table.set(seats);
    }

    /// The name of a seat at the table as the page shows it, in the page's language (not
    /// tracked: for text drawn once).
    pub fn name(&self, seat: dice_core::Seat) -> String {
        let name = self.table.with_untracked(|s| s.name(seat));
        words::shown_name(&name, self.lang.get_untracked())
    }

    /// The record of the game on the table, as JSON text.
    pub fn record(&self) -> ReadVar<String> {
        self.record.read_only()
    }

    /// Shows a new record.
    pub fn set_record(&self, text: String) {
        self.record.set(text);
    }

    /// The saved games on the shelf, newest first (the setup screen offers them).
    pub fn saves(&self) -> ReadVar<Vec<save::Saved>> {
        self.saves.read_only()
    }

    /// Shows what is on the shelf now.
    pub fn set_saves(&self, saves: Vec<save::Saved>) {
        self.saves.set(saves);
    }

    /// Resumes the saved game `id` as the saved games' list does (what a notice's "Load the
    /// other tab's game" does): a game's table cannot reach the lobby itself.
    pub fn resume_saved(&self, id: &str) {
        if let Some(resume) = self.resume.get_value() {
            resume.run(id.to_string());
        }
    }

    /// Gives the shell the lobby's [`Shell::resume_saved`].
    pub fn set_resume(&self, resume: Act<String>) {
        self.resume.set_value(Some(resume));
    }

    /// Who plays first in the next game from the setup screen (`None`: chosen at random).
    pub fn first_player(&self) -> Var<Option<usize>> {
        self.first_player
    }

    /// The next game from the setup screen is played by turns over links
    /// ([`crate::shell::by_turns`]): each person on their own device.
    pub fn by_turns(&self) -> Var<bool> {
        self.by_turns
    }

    /// True when things move on screen: not at `instant`, not under reduced motion.
    pub fn motion(&self) -> bool {
        !self.reduced_motion.get() && self.prefs.speed() != Speed::Instant
    }

    /// [`Shell::motion`], untracked (for effects that run once).
    pub fn motion_untracked(&self) -> bool {
        !self.reduced_motion.get_untracked() && self.prefs.speed_untracked() != Speed::Instant
    }
}

/// The language the page starts in: the address's `?lang=`, else the one chosen with the
/// switch on this device, else the browser's (read before the app exists, to fetch its pack
/// first).
pub fn starting_lang() -> Lang {
    let from_address = web_sys_search().and_then(|q| params::lang(&q));
    from_address
        .or_else(|| storage::read(prefs::PREFS_KEY).and_then(|t| prefs::decode(&t).lang))
        .unwrap_or_else(browser_lang)
}

/// The address's query string (`?…`), in the browser.
fn web_sys_search() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()?.location().search().ok()
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// The first of our languages the browser asks for (`navigator.languages`, in its order), or
/// English.
fn browser_lang() -> Lang {
    #[cfg(target_arch = "wasm32")]
    {
        let nav = web_sys::window().map(|w| w.navigator());
        let tags: Vec<String> = nav
            .map(|n| {
                let list = n.languages();
                let mut tags: Vec<String> = list.iter().filter_map(|v| v.as_string()).collect();
                // Older engines have only the one language.
                tags.extend(n.language());
                tags
            })
            .unwrap_or_default();
        Lang::first_of(tags.iter().map(String::as_str)).unwrap_or_default()
    }
    #[cfg(not(target_arch = "wasm32"))]
    Lang::default()
}

fn prefers_reduced_motion() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| {
                w.match_media("(prefers-reduced-motion: reduce)")
                    .ok()
                    .flatten()
            })
            .is_some_and(|m| m.matches())
    }
    #[cfg(not(target_arch = "wasm32"))]
    false
}
