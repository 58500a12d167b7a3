//! The lobby: routes the shell's commands (start, resume, load, play again, leave) to the
//! runner of the right game, and starts from the address and the saved game.

use leptos::prelude::*;

use crate::games::GameKind;
use crate::shell::params;
use crate::shell::play::{set_aside, Play};
use crate::shell::save::{self, Saved, SAVE_KEY};
use crate::shell::seats::Seats;
use crate::shell::storage;
use crate::shell::table_game::TableGame;
use crate::shell::{Commands, Screen, Shell};

/// What the lobby asks of a game's runner ([`Play`] of that game).
pub trait Runner {
    /// Starts a new game.
    fn start(&self, seats: Seats, seed: Option<u64>, origin: String) -> Result<(), String>;
    /// Resumes a save of this game.
    fn resume(&self, saved: &Saved) -> Result<(), String>;
    /// Loads a record of this game as a live game.
    fn load_record(&self, text: &str, current: &Seats) -> Result<(), String>;
    /// The seats and origin of the game on the table.
    fn seating(&self) -> Option<(Seats, String)>;
    /// Drops the game from the table.
    fn leave(&self);
}

impl<G: TableGame> Runner for Play<G> {
    fn start(&self, seats: Seats, seed: Option<u64>, origin: String) -> Result<(), String> {
        Play::start(self, seats, seed, origin)
    }
    fn resume(&self, saved: &Saved) -> Result<(), String> {
        Play::resume(self, saved)
    }
    fn load_record(&self, text: &str, current: &Seats) -> Result<(), String> {
        Play::load_record(self, text, current)
    }
    fn seating(&self) -> Option<(Seats, String)> {
        Play::seating(self)
    }
    fn leave(&self) {
        Play::leave(self)
    }
}

/// The shell plus one runner per game: the commands of the setup screen, the top bar,
/// the record panel and the final scores.
#[derive(Clone, Copy)]
pub struct Lobby {
    /// The shell's owners.
    pub shell: Shell,
    /// Pechvogel's runner.
    pub pechvogel: Play<pechvogel_engine::Table>,
    /// Heckmeck's runner.
    pub heckmeck: Play<heckmeck_engine::Game>,
    /// Seed for the next game started from the setup screen (from `&seed=`).
    pending_seed: StoredValue<Option<u64>>,
}

impl Default for Lobby {
    fn default() -> Self {
        Lobby::new()
    }
}

impl Lobby {
    /// The shell and a runner per game, no game on the table.
    pub fn new() -> Lobby {
        let shell = Shell::new();
        Lobby {
            shell,
            pechvogel: Play::new(shell),
            heckmeck: Play::new(shell),
            pending_seed: StoredValue::new(None),
        }
    }

    /// The shell's commands, carried out by this lobby.
    pub fn commands(self) -> Commands {
        Commands {
            start_from_setup: Callback::new(move |()| self.start_from_setup()),
            resume_saved: Callback::new(move |()| self.resume_saved()),
            play_again: Callback::new(move |()| self.play_again()),
            new_game: Callback::new(move |()| self.new_game()),
            load_record: Callback::new(move |text: String| self.load_record(&text)),
        }
    }

    /// The runner of a game.
    pub fn runner(&self, game: GameKind) -> &dyn Runner {
        match game {
            GameKind::Pechvogel => &self.pechvogel,
            GameKind::Heckmeck => &self.heckmeck,
        }
    }

    /// The game on the table, if one is.
    fn on_table(&self) -> Option<GameKind> {
        match self.shell.screen().get_untracked() {
            Screen::Table(g) => Some(g),
            Screen::Setup => None,
        }
    }

    /// Starts from the page's address and the saved game: a link with `seats=` starts (or,
    /// reloaded, resumes) its game; otherwise a saved game resumes; otherwise the setup.
    pub fn boot(&self) {
        let search = location_search();
        let saved = self.read_save();
        let params = match params::parse(&search) {
            Ok(p) => p,
            Err(e) => {
                self.shell.set_resumable(saved.is_some());
                self.shell
                    .notices
                    .error(format!("This link's settings could not be used: {e}."));
                return;
            }
        };
        if let Some(speed) = params.speed {
            self.shell.prefs.set_speed(speed);
        }
        if let Some(game) = params.game {
            self.shell.prefs.set_game(game);
        }
        self.pending_seed.set_value(params.seed);
        match (params.seats(), saved) {
            (Some(_), Some(saved)) if saved.origin == search && saved.game == params.game() => {
                self.resume(saved)
            }
            (Some(seats), _) => {
                if let Err(e) = self.runner(params.game()).start(seats, params.seed, search) {
                    self.shell.notices.error(e);
                }
            }
            (None, Some(saved)) => self.resume(saved),
            (None, None) => {}
        }
    }

    /// The save, if there is one that can be read; an unreadable one is set aside with a
    /// notice that says why.
    fn read_save(&self) -> Option<Saved> {
        let text = storage::read(SAVE_KEY)?;
        match save::decode(&text) {
            Ok(s) => Some(s),
            Err(why) => {
                self.unreadable(&text, &why);
                None
            }
        }
    }

    /// Resumes a save; one whose game cannot be replayed is set aside with a notice.
    fn resume(&self, saved: Saved) {
        if let Err(why) = self.runner(saved.game).resume(&saved) {
            if let Some(text) = storage::read(SAVE_KEY) {
                self.unreadable(&text, &why);
            }
        }
    }

    /// Tells that the saved game could not be read, and what became of it.
    fn unreadable(&self, text: &str, why: &str) {
        let why = dice_core::record::cut(why);
        match set_aside(text) {
            Ok(()) => self.shell.notices.error(format!(
                "The saved game could not be read and was set aside ({why}). A fresh start, then!"
            )),
            Err(e) => self.shell.notices.error(format!(
                "The saved game could not be read ({why}), and it could not be set aside \
                 either ({e}): it stays in the browser's storage until a new game replaces it."
            )),
        }
    }

    /// Starts the game the setup screen shows.
    pub fn start_from_setup(&self) {
        let (game, seats) = (
            self.shell.prefs.get().with_untracked(|p| p.game),
            self.shell.setup().get_untracked(),
        );
        let seed = self.pending_seed.get_value();
        self.pending_seed.set_value(None);
        self.shell.notices.clear();
        if let Err(e) = self.runner(game).start(seats, seed, String::new()) {
            self.shell.notices.error(e);
        }
    }

    /// Resumes the saved game after a bad link (offered on the setup screen).
    pub fn resume_saved(&self) {
        if let Some(mut saved) = storage::read(SAVE_KEY).and_then(|t| save::decode(&t).ok()) {
            self.shell.notices.clear();
            strip_query();
            saved.origin = String::new();
            self.resume(saved);
        }
    }

    /// The same seats again, new dice.
    pub fn play_again(&self) {
        let Some(game) = self.on_table() else { return };
        let Some((seats, origin)) = self.runner(game).seating() else {
            return;
        };
        self.shell.notices.clear();
        if let Err(e) = self.runner(game).start(seats, None, origin) {
            self.shell.notices.error(e);
        }
    }

    /// Back to the setup screen; the running game is dropped.
    pub fn new_game(&self) {
        if let Some(game) = self.on_table() {
            self.runner(game).leave();
        }
        strip_query();
        self.shell.notices.clear();
        self.shell.show(Screen::Setup);
    }

    /// Loads a pasted record into the game on the table; on failure the game on the table
    /// stays and the engine's message comes back.
    pub fn load_record(&self, text: &str) -> Result<(), String> {
        let game = self
            .on_table()
            .unwrap_or_else(|| self.shell.prefs.get().with_untracked(|p| p.game));
        let current = self.shell.table_seats().get_untracked();
        self.runner(game).load_record(text, &current)?;
        strip_query();
        self.shell
            .notices
            .info("The record was loaded; the game goes on from there.");
        Ok(())
    }
}

fn location_search() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// Drops the query string from the address bar (the game no longer comes from the link).
fn strip_query() {
    let Some(w) = web_sys::window() else { return };
    let Ok(path) = w.location().pathname() else {
        return;
    };
    if let Ok(h) = w.history() {
        let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
}
