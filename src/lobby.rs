//! The lobby: routes the shell's commands (start, resume, load, play again, leave) to the
//! runner of the right game (from the registry of games, [`crate::games`]), and starts from
//! the address and the saved game.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use leptos::task::spawn_local;

use crate::shell::chunk::{retry_notice, retrying, ChunkCall, ChunkMissing};
use crate::shell::var::{Act, Stash};

use crate::games::{self, Games};
use crate::shell::action_error::{AnyLinkError, ShareError};
use crate::shell::by_turns::{self, Outcome, TurnError};
use crate::shell::game::GameKind;
use crate::shell::lang::Lang;
use crate::shell::live::{Happening, Live};
use crate::shell::notices::Topic;
use crate::shell::params;
use crate::shell::phones::{self, Route};
use crate::shell::runner::Runner;
use crate::shell::save::{self, SaveError, Saved, SAVE_KEY, SET_ASIDE_KEY};
use crate::shell::say;
use crate::shell::seats::Seats;
use crate::shell::session::StartError;
use crate::shell::shelf;
use crate::shell::storage::{self, StorageError};
use crate::shell::timeline::{fresh_id, now_ms, random_seed};
use crate::shell::words::W;
use crate::shell::{Commands, LoadError, Screen, Shell};
use dice_core::LinkError;
use dice_net::wire::Message;

/// The largest record the record panel loads: dice-core's one limit for a record however
/// it arrives (a link that would open a larger one is refused too).
pub const MAX_RECORD_BYTES: usize = dice_core::record::MAX_RECORD_BYTES;

/// The longest shared link opened (dice-core's): beyond any game whose record fits
/// [`MAX_RECORD_BYTES`], so a pasted monster is refused before it is read.
pub const MAX_LINK_CHARS: usize = dice_core::link::MAX_LINK_CHARS;

/// The shell plus one runner per game: the commands of the setup screen, the top bar,
/// the record panel and the final scores.
#[derive(Clone, Copy)]
pub struct Lobby {
    /// The shell's owners.
    pub shell: Shell,
    /// The games' runners.
    pub games: Games,
    /// Seed for the next game started from the setup screen (from `&seed=`).
    pending_seed: Stash<Option<u64>>,
}

impl Default for Lobby {
    fn default() -> Self {
        Lobby::new()
    }
}

impl Lobby {
    /// The shell and a runner per game, no game on the table (the games are offered to the
    /// shell first: the shell reads the preferences, which name one).
    pub fn new() -> Lobby {
        games::offer();
        let shell = Shell::new();
        let lobby = Lobby {
            shell,
            games: Games::new(shell),
            pending_seed: Stash::new(None),
        };
        shell.set_resume(Act::new(move |id: String| lobby.resume_saved(&id)));
        lobby
    }

    /// The shell's commands, carried out by this lobby.
    pub fn commands(self) -> Commands {
        Commands {
            start_from_setup: Act::new(move |()| self.start_from_setup()),
            invite_from_setup: Act::new(move |row| self.invite_from_setup(row)),
            resume_saved: Act::new(move |id: String| self.resume_saved(&id)),
            remove_saved: Act::new(move |id: String| self.remove_saved(&id)),
            play_again: Act::new(move |()| self.play_again()),
            new_game: Act::new(move |()| self.new_game()),
            load_record: Act::new(move |text: String| self.load_record(&text)),
            share: Act::new(move |()| self.share()),
            speak: Act::new(move |lang| self.speak(lang)),
            teach: Act::new(move |(game, index, trying)| self.teach(game, index, trying)),
        }
    }

    /// Speaks `lang` from now on (remembered), once its pack is in (`lang_packs::speak`).
    pub fn speak(self, lang: Lang) {
        crate::lang_packs::speak(self.shell, lang);
    }

    /// The runner of `game` once its chunk is in (at once if it is). When the chunk cannot
    /// be had the player is told, with a Retry that runs `again` on this lobby, and
    /// [`ChunkMissing`] comes back: nothing changed.
    async fn ready(
        self,
        game: GameKind,
        again: impl Fn(Lobby) + Send + Sync + 'static,
    ) -> Result<&'static dyn Runner, ChunkMissing> {
        let made = self.games.load(game).await;
        if made.is_err() {
            let lang = self.shell.lang_untracked();
            retry_notice(self.shell.notices, lang, move || again(self));
        }
        made
    }

    /// Runs `then` with the runner of `game`: at once if it was made, else once its chunk
    /// is in (see [`Lobby::ready`]; Retry runs `then` again).
    fn with_runner(self, game: GameKind, then: Arc<dyn Fn(&'static dyn Runner) + Send + Sync>) {
        if let Some(runner) = self.games.loaded(game) {
            then(runner);
            return;
        }
        let games = self.games;
        let call: ChunkCall = Arc::new(move || {
            let then = then.clone();
            Box::pin(async move {
                then(games.load(game).await?);
                Ok(())
            })
        });
        retrying(self.shell.notices, self.shell.lang_signal(), call);
    }

    /// The runner of the game on the table (made: the game on the table has one).
    fn on_table_runner(&self) -> Option<(GameKind, &'static dyn Runner)> {
        let game = self.on_table()?;
        Some((game, self.games.loaded(game)?))
    }

    /// Shows a rulebook example of `game` on the table. From a table only that table's
    /// game teaches (its game is paused, not left); from the setup screen, either. With
    /// `trying`, the newcomer makes the example's choices.
    pub fn teach(&self, game: GameKind, index: usize, trying: bool) {
        if self.on_table().is_some_and(|g| g != game) {
            return;
        }
        self.shell.notices.clear();
        self.with_runner(game, Arc::new(move |r| r.teach(index, trying)));
    }

    /// The game on the table, if one is.
    fn on_table(&self) -> Option<GameKind> {
        match self.shell.screen().get_untracked() {
            Screen::Table(g) => Some(g),
            Screen::Setup => None,
        }
    }

    /// Starts from the page's address and the saved games: a link with `seats=` starts its
    /// game (or, reloaded, resumes it), leaving any other game on the shelf; otherwise the
    /// game this tab had on its table resumes, or else the newest game nobody left (a save
    /// that cannot be resumed is set aside and the next one tried); otherwise the setup
    /// screen, which lists the saved games. A bad value in the address is told, and the rest
    /// of it still counts. Once a game has started from the address, the address is the
    /// game's (see [`params::clean_address`]).
    pub fn boot(&self) {
        let search = location_search();
        // The history of finished games, read quietly (names offered at setup).
        let lobby = *self;
        crate::shell::history::live::start(
            self.shell,
            crate::history::referee_load,
            Act::new(move |saved: Saved| lobby.open_finished(saved)),
        );
        // The language the page was to speak, had its pack arrived (or once it arrives).
        crate::lang_packs::tell_start(self.shell);
        self.move_old_save();
        let saves = self.refresh_shelf();
        let (params, problems) = params::parse(&search);
        for e in problems {
            let lang = self.shell.lang_untracked();
            self.shell
                .notices
                .error(W::LinkSettings.fill(lang, &[("why", &say::param(&e, lang))]));
        }
        if let Some(speed) = params.speed {
            self.shell.prefs.set_speed(speed);
        }
        if let Some(game) = params.game {
            self.shell.prefs.set_game(game);
        }
        self.pending_seed.set_value(params.seed);
        let lobby = *self;
        // What the address or the shelf opens needs its game's chunk: fetched meanwhile,
        // with the setup screen held back.
        let tab = shelf::tab_game();
        let may_open = shared_link().is_some()
            || phone_code().is_some()
            || turn_fragment().is_some()
            || params.seats().is_some()
            || !shelf::resume_order(&saves, tab.as_deref()).is_empty();
        self.shell.set_opening(may_open);
        spawn_local(async move {
            lobby.open_at_start(params, saves, search).await;
            lobby.shell.set_opening(false);
        });
    }

    /// Opens what the address or the shelf holds at the start (see [`Lobby::boot`]).
    async fn open_at_start(self, params: params::Params, saves: Vec<Saved>, search: String) {
        if (shared_link().is_some() || phone_code().is_some() || turn_fragment().is_some())
            && self.open_fragment().await
        {
            return;
        }
        if let Some(seats) = params.seats() {
            let same_link = saves
                .iter()
                .find(|s| s.origin == search && s.game == params.game() && !s.over && !s.left);
            let resumed = match same_link {
                Some(saved) => self.resume(saved.clone()).await,
                None => Ok(false),
            };
            if resumed == Ok(false) {
                // Awaited, not left to run on its own: the page is opening until the game is
                // on the table, so the setup screen is not drawn (and shown) meanwhile. A
                // chunk that cannot be had is told with Retry, and the setup screen shows.
                let (game, seed) = (params.game(), params.seed);
                let (again_seats, again_origin) = (seats.clone(), search.clone());
                let again =
                    move |l: Lobby| l.start(game, again_seats.clone(), seed, again_origin.clone());
                if let Ok(runner) = self.ready(game, again).await {
                    self.start_with(runner, seats, seed, search);
                }
            }
            params::clean_address();
            return;
        }
        let tab = shelf::tab_game();
        for saved in shelf::resume_order(&saves, tab.as_deref()) {
            // A game whose chunk cannot be had is not skipped for another: the player is
            // told, and Retry resumes it.
            if self.resume(saved.clone()).await != Ok(false) {
                return;
            }
        }
    }

    /// Opens the game a shared link holds (the address's `#g=` fragment), if there is one:
    /// the game on the table (if any) stays on the shelf. A link that cannot be read is told
    /// (what is wrong, and where) and changes nothing. True if a shared game was opened.
    pub async fn open_fragment(self) -> bool {
        // A phone's invitation to a live table, or its answer coming back to the host.
        if let Some((marker, code)) = phone_code() {
            params::clean_address();
            phones::call_live(if marker == JOIN {
                Arc::new(move || Box::pin(phones::join_from_link(code.clone())))
            } else {
                Arc::new(move || Box::pin(phones::answer_from_link(code.clone())))
            });
            return true;
        }
        if let Some(text) = turn_fragment() {
            return self.open_turn(&text).await;
        }
        let Some(link) = shared_link() else {
            return false;
        };
        match self.open_link(&link).await {
            // Told, with Retry; the link stays in the address.
            Err(Opening::Missing) => false,
            Ok(()) => {
                // The game is saved on the shelf now: a reload resumes it, not the link.
                params::clean_address();
                self.shell.notices.info_on(
                    Topic::Link,
                    W::SharedOpened.get(self.shell.lang_untracked()),
                );
                true
            }
            Err(Opening::Refused(e)) => {
                let lang = self.shell.lang_untracked();
                self.shell.notices.error_on(
                    Topic::Link,
                    W::SharedFailed.fill(lang, &[("why", &say::link(&e, lang))]),
                );
                false
            }
        }
    }

    /// Opens a turn link (the part after `#t=`; see [`crate::shell::by_turns`]): a game new
    /// to this device is opened, a newer turn of a game it has updates its copy, an older
    /// one changes nothing and says so; a link that forks the game is refused with where,
    /// the device's copy stays on the table and the link's game is kept beside it on the
    /// shelf. True if a game is on the table from it.
    async fn open_turn(self, text: &str) -> bool {
        let lang = self.shell.lang_untracked();
        let read = (|| {
            let t = by_turns::parse(text).map_err(TurnError::Shape)?;
            if t.link.len() > MAX_LINK_CHARS {
                return Err(TurnError::Link(LinkError::TooLong {
                    chars: t.link.len(),
                    max: MAX_LINK_CHARS,
                }));
            }
            let ids: Vec<&str> = GameKind::all().iter().map(|g| g.id()).collect();
            let id = dice_core::link::game_of(&t.link, &ids)
                .map_err(|e| TurnError::Link(e.into_game()))?;
            let game = GameKind::parse(id).ok_or(TurnError::Link(LinkError::OtherGame))?;
            Ok((t, game))
        })();
        let opened = match read {
            Ok((t, game)) => {
                let Ok(runner) = self.ready(game, Lobby::open_fragment_again).await else {
                    // Told, with Retry; the link stays in the address.
                    return false;
                };
                let known = match shelf::read(&t.id) {
                    Some(Ok(saved)) if saved.game == game => Some(saved),
                    _ => None,
                };
                let outcome = runner.open_turn(&t, known.as_ref(), &|| self.step_aside(game));
                if let Err(TurnError::Fork { .. }) = &outcome {
                    // Both stay: the device's copy goes on at the table.
                    if let Some(k) = known {
                        self.resume_with(runner, k);
                    }
                }
                outcome
            }
            Err(e) => Err(e),
        };
        // The game is saved on the shelf now (or the link was refused): a reload resumes
        // the saved game, not the link.
        params::clean_address();
        self.shell.notices.clear();
        match opened {
            Ok(outcome) => {
                let w = match outcome {
                    Outcome::New => W::TurnOpened,
                    Outcome::Updated => W::TurnUpdated,
                    Outcome::Same => W::TurnSame,
                    Outcome::Older => W::TurnOlder,
                };
                self.shell.notices.info_on(Topic::Link, w.get(lang));
                true
            }
            Err(TurnError::Fork { at, mut copy }) => {
                copy.id = fresh_id();
                copy.updated = now_ms();
                let _ = shelf::write(&copy);
                self.refresh_shelf();
                self.shell
                    .notices
                    .error_on(Topic::Link, say::fork(at, lang));
                self.on_table().is_some()
            }
            Err(e) => {
                self.shell.notices.error_on(
                    Topic::Link,
                    W::SharedFailed.fill(lang, &[("why", &say::turn_error(&e, lang))]),
                );
                false
            }
        }
    }

    /// Opens the address's fragment again (Retry, after a chunk could not be had).
    fn open_fragment_again(self) {
        spawn_local(async move {
            self.open_fragment().await;
        });
    }

    /// Another game than `game` on the table steps aside to the shelf (its save stays).
    fn step_aside(&self, game: GameKind) {
        if let Some((g, runner)) = self.on_table_runner() {
            if g != game {
                runner.leave();
            }
        }
    }

    /// Opens a shared link (the part after `#g=`) in its game's runner.
    async fn open_link(self, link: &str) -> Result<(), Opening> {
        if link.len() > MAX_LINK_CHARS {
            return Err(Opening::Refused(LinkError::TooLong {
                chars: link.len(),
                max: MAX_LINK_CHARS,
            }));
        }
        let ids: Vec<&str> = GameKind::all().iter().map(|g| g.id()).collect();
        let id = dice_core::link::game_of(link, &ids).map_err(LinkError::into_game)?;
        let game = GameKind::parse(id).ok_or(LinkError::OtherGame)?;
        let runner = self
            .ready(game, Lobby::open_fragment_again)
            .await
            .map_err(|_| Opening::Missing)?;
        runner.open_link(link, &|| self.step_aside(game))?;
        self.shell.notices.clear();
        Ok(())
    }

    /// The game on the table as a link to this page (`…#g=…`), to share.
    pub fn share(&self) -> Result<String, ShareError> {
        // A rulebook example opened from the setup screen is on the table without a game.
        let (_, runner) = self.on_table_runner().ok_or(ShareError::NoGame)?;
        let link = runner
            .link()
            .ok_or(ShareError::NoGame)?
            .map_err(ShareError::Link)?;
        Ok(format!("{}#g={link}", page_address()))
    }

    /// A save written before games were kept side by side moves onto the shelf (or, if it
    /// cannot be read, is set aside with a notice that says why).
    fn move_old_save(&self) {
        let Some(text) = storage::read(SAVE_KEY) else {
            return;
        };
        match save::decode(&text) {
            Ok(mut saved) => {
                saved.id = fresh_id();
                saved.updated = now_ms();
                if shelf::write(&saved).is_ok() {
                    storage::remove(SAVE_KEY);
                    // It was the game on this device's table: this tab goes on with it.
                    shelf::set_tab_game(Some(&saved.id));
                }
            }
            Err(why) => self.unreadable(SAVE_KEY, SET_ASIDE_KEY, &text, &why),
        }
    }

    /// Reads the shelf for the setup screen's list; unreadable saves are set aside with a
    /// notice. Returns the readable saves, newest first.
    fn refresh_shelf(&self) -> Vec<Saved> {
        let contents = shelf::contents();
        for (key, text, why) in &contents.unreadable {
            let aside = key.replacen(shelf::GAME_PREFIX, shelf::UNREADABLE_PREFIX, 1);
            self.unreadable(key, &aside, text, why);
        }
        self.shell.set_saves(contents.saves.clone());
        contents.saves
    }

    /// Resumes a save once its game's chunk is in (see [`Lobby::resume_with`]): whether it
    /// resumed, or [`ChunkMissing`] (told, with a Retry that resumes it).
    async fn resume(self, saved: Saved) -> Result<bool, ChunkMissing> {
        let again = saved.clone();
        let runner = self
            .ready(saved.game, move |l| l.resume_later(again.clone()))
            .await?;
        Ok(self.resume_with(runner, saved))
    }

    /// Resumes a save once its game's chunk is in, without waiting for it here (see
    /// [`Lobby::resume`]).
    fn resume_later(self, saved: Saved) {
        spawn_local(async move {
            let _ = self.resume(saved).await;
        });
    }

    /// Resumes a save in its game's runner; one whose game cannot be replayed is set aside
    /// with a notice. True if it resumed.
    fn resume_with(&self, runner: &dyn Runner, saved: Saved) -> bool {
        match runner.resume(&saved) {
            Ok(()) => true,
            Err(why) => {
                let key = shelf::key(&saved.id);
                if let Some(text) = storage::read(&key) {
                    let aside = shelf::UNREADABLE_PREFIX.to_string() + &saved.id;
                    self.unreadable(&key, &aside, &text, &why);
                }
                self.refresh_shelf();
                false
            }
        }
    }

    /// Tells that a saved game could not be read, and what became of it.
    fn unreadable(&self, key: &str, aside: &str, text: &str, why: &SaveError) {
        let lang = self.shell.lang_untracked();
        let why = say::save(why, lang);
        match shelf::set_aside(key, aside, text) {
            Ok(()) => self
                .shell
                .notices
                .error(W::SaveSetAside.fill(lang, &[("why", &why)])),
            Err(e) => {
                let e = match e {
                    StorageError::Off => W::StorageOff,
                    StorageError::Full | StorageError::Refused => W::StorageRefused,
                };
                self.shell
                    .notices
                    .error(W::SaveStuck.fill(lang, &[("why", &why), ("e", e.get(lang))]))
            }
        }
    }

    /// Starts the game the setup screen shows (as [`Lobby::start_from_setup`]) and invites
    /// a phone for the person of setup row `row`, found at the table by name (the first
    /// player chosen turns the seats).
    pub fn invite_from_setup(&self, row: usize) {
        let name = self
            .shell
            .setup()
            .with_untracked(|s| s.get(row).map(|s| s.name.trim().to_string()));
        self.starting_from_setup(name);
    }

    /// Starts a new game of `game`; a refusal is told.
    fn start(&self, game: GameKind, seats: Seats, seed: Option<u64>, origin: String) {
        let lobby = *self;
        self.with_runner(
            game,
            Arc::new(move |r| {
                lobby.start_with(r, seats.clone(), seed, origin.clone());
            }),
        );
    }

    /// Starts a new game in `runner`; a refusal is told. True if it started.
    fn start_with(
        &self,
        runner: &dyn Runner,
        seats: Seats,
        seed: Option<u64>,
        origin: String,
    ) -> bool {
        self.started(runner.start(seats, seed, origin))
    }

    /// Whether a game started; a refusal is told.
    fn started(&self, start: Result<(), StartError>) -> bool {
        if let Err(e) = &start {
            let lang = self.shell.lang_untracked();
            self.shell.notices.error(say::start(e, lang));
        }
        start.is_ok()
    }

    /// Starts the game the setup screen shows, with the first player chosen there (random
    /// unless one is chosen): the seats are turned so that the first player sits at seat 0,
    /// as records want it.
    pub fn start_from_setup(&self) {
        self.starting_from_setup(None);
    }

    /// Starts the game the setup screen shows ([`Lobby::start_from_setup`]), then invites a
    /// phone for the player named `invite`, if one is, found at the table by name.
    fn starting_from_setup(&self, invite: Option<String>) {
        let game = self.shell.prefs.get().with_untracked(|p| p.game);
        let seats = self.shell.setup().get_untracked();
        let first = self
            .shell
            .first_player()
            .get_untracked()
            .unwrap_or_else(|| (random_seed() % seats.len().max(1) as u64) as usize);
        let seed = self.pending_seed.get_value();
        self.pending_seed.set_value(None);
        self.shell.notices.clear();
        let by_turns = self.shell.by_turns().get_untracked();
        let seats = seats.turned(first);
        let lobby = *self;
        self.with_runner(
            game,
            Arc::new(move |r| {
                if by_turns {
                    lobby.started(r.start_by_turns(seats.clone(), seed));
                    return;
                }
                if !lobby.start_with(r, seats.clone(), seed, String::new()) {
                    return;
                }
                let Some(name) = invite.as_deref() else {
                    return;
                };
                let seat = lobby
                    .shell
                    .table_seats()
                    .with_untracked(|s| s.0.iter().position(|s| s.name.trim() == name));
                if let Some(seat) = seat {
                    r.invite(seat);
                }
            }),
        );
    }

    /// Resumes a saved game from the shelf (the setup screen's list).
    pub fn resume_saved(&self, id: &str) {
        match shelf::read(id) {
            Some(Ok(mut saved)) => {
                self.shell.notices.clear();
                params::clean_address();
                saved.origin = String::new();
                self.resume_later(saved);
            }
            Some(Err(why)) => {
                if let Some(text) = storage::read(&shelf::key(id)) {
                    let aside = shelf::UNREADABLE_PREFIX.to_string() + id;
                    self.unreadable(&shelf::key(id), &aside, &text, &why);
                }
                self.refresh_shelf();
            }
            None => {
                self.shell
                    .notices
                    .error(W::SaveGone.get(self.shell.lang_untracked()));
                self.refresh_shelf();
            }
        }
    }

    /// Opens a game of the history in replay: its save if the shelf still has it, else the
    /// history's copy as a finished save (which goes onto the shelf, as any game opened).
    pub fn open_finished(&self, saved: Saved) {
        if matches!(shelf::read(&saved.id), Some(Ok(_))) {
            self.resume_saved(&saved.id);
            return;
        }
        if let Some((_, runner)) = self.on_table_runner() {
            runner.leave();
        }
        self.shell.notices.clear();
        params::clean_address();
        self.resume_later(saved);
    }

    /// Removes a saved game from the shelf, at the player's word (the setup screen's list).
    pub fn remove_saved(&self, id: &str) {
        shelf::remove(id);
        self.refresh_shelf();
    }

    /// The same players again, new dice; the first turn passes on to the next player (the
    /// seats turn by one, so seat 0 still starts).
    pub fn play_again(&self) {
        let Some((_, runner)) = self.on_table_runner() else {
            return;
        };
        let Some((seats, origin)) = runner.seating() else {
            return;
        };
        self.shell.notices.clear();
        let next = seats.turned(1);
        self.start_with(runner, next, None, origin);
    }

    /// Back to the setup screen; the running game stays on the shelf, offered to resume.
    pub fn new_game(&self) {
        if let Some((_, runner)) = self.on_table_runner() {
            runner.leave();
        }
        params::clean_address();
        self.shell.notices.clear();
        self.refresh_shelf();
        self.shell.show(Screen::Setup);
    }

    /// Another tab wrote `key` in the shared storage: the game on this table hears of it if
    /// it is its save, and the setup screen's list of saved games is read again.
    pub fn other_tab_wrote(&self, key: &str, value: Option<&str>) {
        for runner in self.games.runners() {
            runner.other_tab_wrote(key, value);
        }
        if key.starts_with(shelf::GAME_PREFIX) && self.on_table().is_none() {
            self.refresh_shelf();
        }
    }

    /// Loads a pasted record into the game on the table; on failure the game on the table
    /// stays and the engine's message comes back.
    pub fn load_record(&self, text: &str) -> Result<(), LoadError> {
        // Far beyond any real game (a whole game's record is a few kilobytes): refused
        // before it is read, so a pasted monster never blocks the page.
        if text.len() > MAX_RECORD_BYTES {
            return Err(LoadError::TooLong {
                kb: text.len() / 1024,
                max_kb: MAX_RECORD_BYTES / 1024,
            });
        }
        // The record panel is at a table, whose game's runner is made.
        let game = self
            .on_table()
            .unwrap_or_else(|| self.shell.prefs.get().with_untracked(|p| p.game));
        let runner = self.games.loaded(game).ok_or(LoadError::NoTable)?;
        let current = self.shell.table_seats().get_untracked();
        runner
            .load_record(text, &current)
            .map_err(LoadError::Record)?;
        params::clean_address();
        self.shell.notices.info_on(
            Topic::Record,
            W::RecordLoaded.get(self.shell.lang_untracked()),
        );
        Ok(())
    }
}

/// Why a shared link was not opened.
enum Opening {
    /// Its game's chunk could not be had (told, with Retry).
    Missing,
    /// The link was refused: what is wrong, and where.
    Refused(AnyLinkError),
}

impl From<AnyLinkError> for Opening {
    fn from(e: AnyLinkError) -> Opening {
        Opening::Refused(e)
    }
}

/// The fragment of a phone's invitation (`#join=…`).
const JOIN: &str = "#join=";
/// The fragment of a guest's answer opened on the host's phone (`#answer=…`).
const ANSWER: &str = "#answer=";

/// A phone's code in the address: which of [`JOIN`] and [`ANSWER`], and the code.
fn phone_code() -> Option<(&'static str, String)> {
    let hash = web_sys::window()?.location().hash().ok()?;
    [JOIN, ANSWER]
        .into_iter()
        .find_map(|m| Some((m, hash.strip_prefix(m)?.to_string())))
}

impl Route for Lobby {
    fn live(&self, game: GameKind, happening: Happening) -> Option<u8> {
        self.games.loaded(game)?.live(happening)
    }
    fn prepare(&self, game: GameKind) -> Pin<Box<dyn Future<Output = Result<(), ChunkMissing>>>> {
        let games = self.games;
        Box::pin(async move { games.load(game).await.map(|_| ()) })
    }
    fn join(&self, game: GameKind, live: Live, table: &Message) -> Result<(), AnyLinkError> {
        // The other game steps aside to the shelf (its save stays).
        self.step_aside(game);
        match self.games.loaded(game) {
            Some(runner) => runner.join(live, table),
            // Not prepared (the phones prepare first): as if the table never came.
            None => Err(LinkError::OtherGame),
        }
    }
}

/// The shared link in the address (the part after `#g=`, as the player wrote it), if any.
fn shared_link() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    params::shared_link(&hash)
}

/// The turn link in the address (the part after `#t=`), if any.
fn turn_fragment() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    by_turns::in_fragment(&hash).map(str::to_string)
}

/// This page's address without its query or fragment: where a shared link points.
fn page_address() -> String {
    web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(l.origin().ok()? + &l.pathname().ok()?)
        })
        .unwrap_or_default()
}

fn location_search() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}
