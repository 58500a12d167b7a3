//! Runs one game in the page: the reactive adapter of the table model
//! ([`crate::shell::table::Table`], which decides what is shown, when, and who may act).
//! It runs the model's pacing loop on timers, copies what the table shows into read-only
//! signals the views read (the shown game, the scene, the prompt with its id, the status
//! line, banners, the replay and take-back), writes saves through the shelf, says what the
//! model reports (notices, cues, log lines), and passes on what people do
//! ([`Play::act`], the tools). Generic over the game; the loop and everything that does
//! not depend on the game are compiled once ([`Stage`], through the [`Steps`] trait
//! object).

use std::sync::Arc;

use leptos::task::spawn_local;

use crate::shell::var::{Act, Computed, ReadVar, Stash, Var};

use crate::shell::action_error::AnyActionError;
use crate::shell::by_turns::{self, Outcome, TurnError, TurnLink, TurnsView};
use crate::shell::effect::effect;
use crate::shell::live::{Happening, Live};
use crate::shell::notices::Topic;
use crate::shell::phones;
use crate::shell::save::{SaveError, Saved};
use crate::shell::say;
use crate::shell::seal::SeedShown;
use crate::shell::seats::Seats;
use crate::shell::session::{GameLinkError, PlayError, Session, StartError, TakeBackError};
use crate::shell::shelf;
use crate::shell::storage::StorageError;
use crate::shell::table::{Changed, LiveMark, Marks, Out, Table, Tempo, Wait};
use crate::shell::table_game::TableGame;
use crate::shell::timeline::{once_painted, pause, random_seed, yield_now};
use crate::shell::words::W;
use crate::shell::{Screen, Shell};
use dice_net::wire::Message;

pub use crate::shell::table::{Banner, Busy, PanelSeat, Prompt};

/// The part of a running table that does not depend on the game: the signals of the status
/// line, the end, the banner, the replay and take-back, and what the model asks of the page
/// (notices, the log, cues, saving, running the loop).
#[derive(Clone, Copy)]
struct Stage {
    shell: Shell,
    busy: Var<Option<Busy>>,
    finished: Var<bool>,
    banner: Var<Option<Banner>>,
    /// While a replay is on show: the actions replayed so far and the record's length.
    replay: Var<Option<(usize, usize)>>,
    /// While a replay is on show: what its last action did, in words.
    caption: Var<String>,
    /// Take-back: `None` when not offered (not one person against bots), else whether the
    /// person's last decision can be taken back now.
    undo: Var<Option<bool>>,
    /// A live table across phones: what it shows.
    live: Var<Option<LiveMark>>,
}

/// What the game-independent part asks of the game's half. The pacing loop is an async
/// state machine, large in wasm: through this trait object it is compiled once for all
/// games.
trait Steps {
    /// Runs the table on ([`Table::advance`]) and shows what changed.
    fn advance(&self, generation: u64) -> Wait;
    /// Writes the save (see [`Table::save`]).
    fn save(&self);
    /// Saves again once room was made: true if it worked.
    fn retry_save(&self) -> bool;
    /// A handle that outlives the call (for the loop, and for a notice's button).
    fn handle(&self) -> Arc<dyn Steps + Send + Sync>;
}

/// Runs the pacing loop of `generation` until the table says it is done (or a newer run
/// replaced it).
fn run(steps: Arc<dyn Steps + Send + Sync>, generation: u64) {
    spawn_local(async move {
        loop {
            match steps.advance(generation) {
                Wait::For(ms) => pause(ms).await,
                // Even at `instant`, the page draws between moves.
                Wait::Frame => yield_now().await,
                Wait::Done => return,
            }
        }
    });
}

impl Stage {
    fn new(shell: Shell) -> Stage {
        Stage {
            shell,
            busy: Var::new(None),
            finished: Var::new(false),
            banner: Var::new(None),
            replay: Var::new(None),
            caption: Var::new(String::new()),
            undo: Var::new(None),
            live: Var::new(None),
        }
    }

    /// The clock the table goes by: the speed chosen, and whether dice may tumble.
    fn tempo(&self) -> Tempo {
        Tempo {
            speed: self.shell.prefs.speed_untracked(),
            motion: self.shell.motion_untracked(),
        }
    }

    /// Copies the values of `marks` that changed into their signals.
    fn show(&self, changed: Changed, marks: &Marks) {
        if changed.has(Changed::BUSY) {
            self.busy.set(marks.busy);
        }
        if changed.has(Changed::FINISHED) {
            self.finished.set(marks.finished);
        }
        if changed.has(Changed::BANNER) {
            self.banner.set(marks.banner.clone());
        }
        if changed.has(Changed::REPLAY) {
            self.replay.set(marks.replay);
            if self.caption.with_untracked(|c| *c != marks.caption) {
                self.caption.set(marks.caption.clone());
            }
        }
        if changed.has(Changed::UNDO) {
            self.undo.set(marks.undo);
        }
        if changed.has(Changed::LIVE) {
            self.live.set(marks.live.clone());
        }
    }

    /// Does what the table asked, in order.
    fn apply(&self, out: Vec<Out>, steps: &dyn Steps) {
        let shell = self.shell;
        for o in out {
            match o {
                Out::Line(text, kind) => shell.log.push(text, kind),
                Out::Log(lines) => shell.log.replace(lines),
                Out::Cue(cue) => shell.cues.publish(cue),
                Out::Record(record) => shell.set_record(record),
                Out::TableSeats(seats) => shell.seat_table(seats),
                Out::SetupSeats(seats) => shell.setup().set(seats),
                Out::Screen(screen) => shell.show(screen),
                Out::OtherTab(id) => self.tell_other_tab(id),
                Out::Unsaved(e, id) => self.tell_unsaved(e, &id, steps.handle()),
                Out::Run(generation) => run(steps.handle(), generation),
                Out::Over(ended) => crate::shell::history::live::keep(ended),
                Out::SaveSoon => {
                    // Saved once the first frame is on screen when this is the game the page
                    // opens with (at once otherwise): the save is the same a frame later,
                    // and the first button does not wait for it. A save that lost its game
                    // by then (the table was left, a game installed over it) saves what is
                    // on the table, as any save does.
                    let steps = steps.handle();
                    once_painted(move || steps.save());
                }
                Out::Send(to, bytes) => phones::send(to, &bytes),
                Out::Close(to) => phones::close(to),
                Out::News(news) => phones::tell(shell, news),
            }
        }
    }

    /// Tells that another tab moved the game `id` on, with a button that loads that tab's
    /// game (through the lobby, as the saved games' list does).
    fn tell_other_tab(&self, id: String) {
        let shell = self.shell;
        let lang = shell.lang_untracked();
        shell.notices.error_with(
            None,
            W::OtherTab.get(lang),
            W::LoadOtherTab.get(lang),
            move || shell.resume_saved(&id),
        );
    }

    /// Tells that the game could not be saved. A full storage names a saved game whose
    /// removal makes room (the oldest finished one, else the oldest other) and offers to
    /// remove it: the player's word, never the shelf's. Once removed, the game is saved at
    /// once.
    fn tell_unsaved(&self, e: StorageError, id: &str, steps: Arc<dyn Steps + Send + Sync>) {
        let shell = self.shell;
        let lang = shell.lang_untracked();
        let why = match e {
            StorageError::Off => W::StorageOff,
            StorageError::Refused => W::StorageRefused,
            StorageError::Full => {
                let Some(offer) = shelf::room_offer(&shelf::contents().saves, id) else {
                    shell
                        .notices
                        .error_on(Topic::Storage, W::StorageFullNothing.get(lang));
                    return;
                };
                let named = shelf::named(&offer, lang);
                shell.notices.error_with(
                    Some(Topic::Storage),
                    W::StorageFull.fill(lang, &[("game", &named)]),
                    W::RemoveThatGame.get(lang),
                    move || {
                        shelf::remove(&offer.id);
                        shell.set_saves(shelf::contents().saves);
                        if steps.retry_save() {
                            let lang = shell.lang_untracked();
                            shell
                                .notices
                                .info_on(Topic::Storage, W::SavedAgain.get(lang));
                        }
                    },
                );
                return;
            }
        };
        shell.notices.error_on(
            Topic::Storage,
            W::SaveFailed.fill(lang, &[("why", why.get(lang))]),
        );
    }
}

/// What a tool (the replay bar, take-back, "Watch again") asks of the game on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Opens a replay of the game on the table at this many actions (clamped to its
    /// record), pausing the live game; or, while replaying, steps there.
    Watch(usize),
    /// Steps the replay to the end of the next turn (`true`) or of the one before.
    WatchTurn(bool),
    /// Leaves the replay (or the lesson): the live game as it was, or the setup screen the
    /// lesson was opened from.
    Back,
    /// The replay's position as a new live game, the game it came from kept on the shelf.
    Continue,
    /// Takes back the person's last decision.
    TakeBack,
    /// Invites a phone for this seat (a live table across phones).
    Invite(dice_core::Seat),
    /// While this seat's phone is away, a bot of this level plays it (`None`: the seat waits).
    StandIn(dice_core::Seat, Option<dice_core::Level>),
}

/// What the replay bar, the take-back button and the final scores' "Watch again" need of
/// the game on the table, whatever its kind (each game's table provides it as context).
#[derive(Clone, Copy)]
pub struct Tools {
    /// While replaying: the actions replayed so far and the record's length.
    pub replay: ReadVar<Option<(usize, usize)>>,
    /// While replaying: what the last action replayed did, in the log's words.
    pub caption: ReadVar<String>,
    /// `None` when take-back is not offered, else whether it can be used now.
    pub undo: ReadVar<Option<bool>>,
    /// A live table across phones: each phone's seat, the draws, the host lost.
    pub live: ReadVar<Option<LiveMark>>,
    /// The game is over and everything has been shown.
    pub over: ReadVar<bool>,
    /// While a rulebook example is on show: its title, the sentence for the position on
    /// show, and its first position.
    pub lesson: Computed<Option<LessonStep>>,
    /// Carries out a [`Tool`] (one callback per game rather than one per tool: less code in
    /// the browser's build).
    pub run: Act<Tool>,
}

/// What the panel of a game by turns needs of the game on the table, whatever its kind.
#[derive(Clone, Copy)]
pub struct TurnHooks {
    /// What the page shows of a game by turns (`None` for any other game).
    pub view: ReadVar<Option<TurnsView>>,
    /// The person at a seat claims it at this device.
    pub claim: Act<dice_core::Seat>,
}

/// What the replay bar says during a rulebook example.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonStep {
    /// The example's name.
    pub title: String,
    /// The sentence for the position on show.
    pub text: String,
    /// The example's first position (the actions before it only set the scene).
    pub start: usize,
    /// The newcomer plays it ("Try it yourself").
    pub trying: bool,
    /// While tried: what the book's player did, after a choice that was not theirs.
    pub hint: Option<String>,
    /// Tried to its end.
    pub done: bool,
}

/// The running game of kind `G` and what its table shows.
pub struct Play<G: TableGame> {
    stage: Stage,
    /// The model: one stored value (less code in the browser's build than one per part).
    table: Stash<Table<G>>,
    shown: Var<Option<G>>,
    scene: Var<G::Scene>,
    prompt: Var<Option<Prompt<G::Ask>>>,
    /// A game by turns: what the page shows of it, and what it was made from.
    turns: Var<Option<TurnsView>>,
    turns_key: Stash<Option<TurnsKey>>,
}

/// What changes the view of a game by turns ([`Table::turns_key`]).
type TurnsKey = (Option<u64>, bool, usize, usize, bool);

impl<G: TableGame> Clone for Play<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: TableGame> Copy for Play<G> {}

impl<G: TableGame> Play<G> {
    /// No game yet. The log is told again whenever the page's language changes.
    pub fn new(shell: Shell) -> Play<G> {
        let table = Table::new(Box::new(shelf::Browser), shell.lang_untracked());
        let play = Play {
            stage: Stage::new(shell),
            table: Stash::new(table),
            shown: Var::new(None),
            scene: Var::new(G::Scene::default()),
            prompt: Var::new(None),
            turns: Var::new(None),
            turns_key: Stash::new(None),
        };
        let lang = shell.lang_signal();
        let mut before = None;
        effect(move || {
            let now = lang.get();
            if before.is_some_and(|b| b != now) {
                play.retell();
            }
            before = Some(now);
        });
        play
    }

    // The model is read and changed through guards, not closures: Leptos' access to a
    // stored value (finding it in its arena, locking it) is then compiled once per game,
    // where `with_value` and `update_value` are a copy of it for every closure.

    /// Reads the table.
    fn read<R>(&self, f: impl FnOnce(&Table<G>) -> R) -> R {
        f(&self.table.read())
    }

    /// Does `f` to the table (speaking the page's language), then shows what changed and
    /// does what the table asks. `None` once the runner is gone.
    fn with<R>(&self, f: impl FnOnce(&mut Table<G>) -> R) -> Option<R> {
        let r = {
            let mut table = self.table.try_write()?;
            table.speak(self.stage.shell.lang_untracked());
            f(&mut table)
        };
        self.sync();
        Some(r)
    }

    /// Copies what the table shows into the signals, and does what it asked.
    fn sync(&self) {
        let Some(mut table) = self.table.try_write() else {
            return;
        };
        let changed = table.take_changed();
        let out = table.take_out();
        let shown = changed.has(Changed::SHOWN).then(|| table.shown().cloned());
        let scene = changed.has(Changed::SCENE).then(|| table.scene().clone());
        let prompt = changed
            .has(Changed::PROMPT)
            .then(|| table.prompt().cloned());
        let marks = table.marks().clone();
        let key = table.turns_key();
        let turns = (key != self.turns_key.get_value()).then(|| {
            self.turns_key.set_value(key);
            table.turns_view()
        });
        drop(table);
        if let Some(turns) = turns {
            self.turns.set(turns);
        }
        if let Some(shown) = shown {
            self.shown.set(shown);
        }
        if let Some(scene) = scene {
            self.scene.set(scene);
        }
        if let Some(prompt) = prompt {
            self.prompt.set(prompt);
        }
        self.stage.show(changed, &marks);
        if !out.is_empty() {
            self.stage.apply(out, self);
        }
    }

    /// Says why something a person did was refused, where they should hear of it.
    fn refused(&self, e: PlayError<G::Error>) {
        let shell = self.stage.shell;
        let lang = shell.lang_untracked();
        let text = match e {
            PlayError::Rule(e) => G::refused(&dice_core::ActionError::Rule(e), lang),
            PlayError::OutOfTurn(seat) => say::out_of_turn(seat, lang),
            PlayError::TakeBack(TakeBackError::Nothing) => {
                W::NothingToTakeBack.get(lang).to_string()
            }
            PlayError::TakeBack(TakeBackError::Replay(e)) => e.say(lang),
            // A question no longer open (a double click), a seat played elsewhere, no game:
            // nothing to say. Another tab's moves were told as the table found them.
            PlayError::StalePrompt
            | PlayError::NotYourSeat(_)
            | PlayError::NoGame
            | PlayError::Diverged => return,
        };
        shell.notices.error(text);
    }

    /// The shell this game runs in.
    pub fn shell(&self) -> Shell {
        self.stage.shell
    }

    /// The game as shown (lags the engine while events are played).
    pub fn shown(&self) -> ReadVar<Option<G>> {
        self.shown.read_only()
    }

    /// The dice as shown.
    pub fn scene(&self) -> ReadVar<G::Scene> {
        self.scene.read_only()
    }

    /// The question to a person, when the table waits for one.
    pub fn prompt(&self) -> ReadVar<Option<Prompt<G::Ask>>> {
        self.prompt.read_only()
    }

    /// A bot acting (or the dice rolling), for the status line.
    pub fn busy(&self) -> ReadVar<Option<Busy>> {
        self.stage.busy.read_only()
    }

    /// The game is over and everything has been shown: time for the score table.
    pub fn finished(&self) -> ReadVar<bool> {
        self.stage.finished.read_only()
    }

    /// The latest banner: what just happened that matters.
    pub fn banner(&self) -> ReadVar<Option<Banner>> {
        self.stage.banner.read_only()
    }

    /// A live table across phones: what it shows (`None`: this device plays alone).
    pub fn live_mark(&self) -> ReadVar<Option<LiveMark>> {
        self.stage.live.read_only()
    }

    /// The seed of the game on the table, if any.
    pub fn seed(&self) -> Option<u64> {
        self.read(Table::seed)
    }

    /// What the fairness panel may say of the seed of the game on the table.
    pub fn seed_shown(&self) -> Option<SeedShown> {
        self.read(Table::seed_shown)
    }

    /// The seats and origin of the game on the table, if any.
    pub fn seating(&self) -> Option<(Seats, String)> {
        self.read(Table::seating)
    }

    /// Starts a new game with these seats (a random seed unless one is given).
    pub fn start(&self, seats: Seats, seed: Option<u64>, origin: String) -> Result<(), StartError> {
        let seed = seed.unwrap_or_else(random_seed);
        let session = Session::<G>::new(seats, seed, origin)?;
        self.stage.shell.prefs.set_game(G::KIND);
        self.stage.shell.prefs.set_seats(session.seats().clone());
        self.install(session, Vec::new());
        Ok(())
    }

    /// Starts a new game by turns over links with these seats: every person's seat is
    /// someone's on their own device, claimed there when first due.
    pub fn start_by_turns(&self, seats: Seats, seed: Option<u64>) -> Result<(), StartError> {
        let seed = seed.unwrap_or_else(random_seed);
        let mut session = Session::<G>::new(seats, seed, String::new())?;
        session.play_by_turns(&[]);
        self.stage.shell.prefs.set_game(G::KIND);
        self.stage.shell.prefs.set_seats(session.seats().clone());
        self.install(session, Vec::new());
        Ok(())
    }

    /// Opens a turn link on this device, whose copy of the game (if any) is `known`; see
    /// [`by_turns::open`]. `before` runs once the link has been read, just before the table
    /// changes (nothing changes if the link is refused).
    pub fn open_turn(
        &self,
        t: &TurnLink,
        known: Option<&Saved>,
        before: &dyn Fn(),
    ) -> Result<Outcome, TurnError> {
        let ((session, events), outcome) = by_turns::open::<G>(t, known, random_seed())?;
        before();
        self.install(session, events);
        Ok(outcome)
    }

    /// The person at `seat` claims it at this device (a game by turns).
    pub fn claim(&self, seat: dice_core::Seat) {
        self.with(|t| t.claim(seat));
    }

    /// What the page shows of a game by turns on the table (`None` for any other game).
    pub fn turns(&self) -> ReadVar<Option<TurnsView>> {
        self.turns.read_only()
    }

    /// What the panel of a game by turns needs of this game.
    pub fn turn_hooks(&self) -> TurnHooks {
        let this = *self;
        TurnHooks {
            view: self.turns.read_only(),
            claim: Act::new(move |seat| this.claim(seat)),
        }
    }

    /// Resumes a saved game; the error says why it cannot be used.
    pub fn resume(&self, saved: &Saved) -> Result<(), SaveError> {
        let (session, events) = Session::<G>::resume(saved)?;
        self.install(session, events);
        Ok(())
    }

    /// Loads a pasted record as a live game; on failure the game on the table stays and
    /// the engine's message comes back. The dice go on from the seed of the game on the
    /// table, so a seeded game (`&seed=`) stays reproducible when a record is loaded.
    pub fn load_record(
        &self,
        text: &str,
        current: &Seats,
    ) -> Result<(), dice_core::GameRecordError<G>> {
        let seed = self.seed().unwrap_or_else(random_seed);
        let (session, events) = Session::<G>::from_record(text, current, seed)?;
        self.install(session, events);
        Ok(())
    }

    /// The game on the table as a link (the part after `#g=`), if a game is on the table;
    /// while a replay is on show, the position it shows (to show a friend that turn).
    pub fn link(&self) -> Option<Result<String, GameLinkError<G>>> {
        self.read(Table::link)
    }

    /// Opens a shared link as a live game with a fresh seed; on failure the game on the
    /// table stays and the message says what is wrong with the link, and where. The game on
    /// the table before stays on the shelf: the link's game gets a save of its own. `before`
    /// runs once the link has been read, just before the table changes.
    pub fn open_link(&self, link: &str, before: &dyn Fn()) -> Result<(), GameLinkError<G>> {
        let (session, events) = Session::<G>::from_link(link, random_seed())?;
        before();
        self.install(session, events);
        Ok(())
    }

    /// Replaces the game on the table: shows everything up to now at once, then runs.
    fn install(&self, session: Session<G>, history: Vec<G::Event>) {
        self.with(|t| t.install(session, history));
    }

    /// Tells the log again in the page's language (the switch was used): the same events,
    /// a narrator of the new language, which then tells what comes next.
    pub fn retell(&self) {
        let lang = self.stage.shell.lang_untracked();
        self.with(|t| t.retell(lang));
    }

    /// What the game-independent tools (replay, take-back) need of this game.
    pub fn tools(&self) -> Tools {
        let this = *self;
        let (table, replay, shell) = (self.table, self.stage.replay, self.stage.shell);
        Tools {
            replay: replay.read_only(),
            caption: self.stage.caption.read_only(),
            undo: self.stage.undo.read_only(),
            live: self.stage.live.read_only(),
            over: self.stage.finished.read_only(),
            lesson: Computed::new(move || {
                // The replay's position is read first: the lesson itself is no signal, and
                // changes only with it.
                let (at, _) = replay.get()?;
                let on = table.read().lesson()?;
                let l = G::lessons(shell.lang()).into_iter().nth(on.index)?;
                let text = l.steps.get(at.saturating_sub(on.start)).copied()?;
                let trying = table.read().trying(shell.lang());
                Some(LessonStep {
                    title: l.title.to_string(),
                    text: text.to_string(),
                    start: on.start,
                    trying: trying.is_some(),
                    hint: trying.as_ref().and_then(|t| t.0.clone()),
                    done: trying.is_some_and(|t| t.1),
                })
            }),
            run: Act::new(move |tool| match tool {
                Tool::Watch(at) => this.watch(at),
                Tool::WatchTurn(forward) => {
                    this.with(|t| t.watch_turn(forward));
                }
                Tool::Back => this.back_to_game(),
                Tool::Continue => this.continue_here(),
                Tool::TakeBack => this.take_back(),
                Tool::Invite(seat) => this.invite(seat),
                Tool::StandIn(seat, level) => {
                    this.with(|t| t.stand_in(seat, level));
                }
            }),
        }
    }

    /// Replays the game on the table up to `at` actions (clamped to its record). The first
    /// call pauses the live game: its pacing loop stops (no bot moves), the question goes,
    /// and what the table showed is kept for [`Play::back_to_game`].
    pub fn watch(&self, at: usize) {
        self.with(|t| t.watch(at));
    }

    /// Shows the rulebook example `index` of this game on the table, from its first
    /// position, a sentence per step (the replay bar steps it). The game on the table, if
    /// any, is paused as for a replay and comes back as it was when the lesson ends; opened
    /// from the setup screen, the lesson ends on the setup screen. With `trying`, the
    /// newcomer makes its choices on the book's dice ("Try it yourself").
    pub fn teach(&self, index: usize, trying: bool) {
        let shell = self.stage.shell;
        let Some(lesson) = G::lessons(shell.lang_untracked()).into_iter().nth(index) else {
            return;
        };
        let game = match G::replay_json(lesson.record) {
            Ok(game) => game,
            Err(e) => {
                let e = e.map_action(AnyActionError::of::<G>);
                shell.notices.error(say::record(&e, shell.lang_untracked()));
                return;
            }
        };
        let on_setup = shell.screen().get_untracked() == Screen::Setup;
        self.with(|t| {
            t.teach(index, lesson.start, game, on_setup);
            if trying {
                t.try_example();
            }
        });
    }

    /// Leaves the replay: the live game exactly as it was (its session was never touched),
    /// and it runs on from there. A lesson opened from the setup screen goes back there.
    pub fn back_to_game(&self) {
        self.with(Table::back);
    }

    /// The replay's position becomes a new live game: the same seats with their kinds, the
    /// record up to there, fresh dice from a new seed. The game it came from stays on the
    /// shelf as it was (marked left if it was not over: it is not resumed on its own).
    pub fn continue_here(&self) {
        if self.with(|t| t.continue_here(random_seed())) == Some(true) {
            // The new game is the tab's: a reload resumes it, not the link the old one came
            // from.
            crate::shell::params::clean_address();
        }
    }

    /// Takes back the person's last decision (see [`Session::take_back`]) and shows the
    /// game as it stood before it.
    pub fn take_back(&self) {
        if let Some(Err(e)) = self.with(Table::take_back) {
            self.refused(e);
        }
    }

    /// Takes the game off the table; its save stays on the shelf, marked as left, so the
    /// setup screen offers it until newer games push it off. The setup shows its seats.
    pub fn leave(&self) {
        self.with(Table::leave);
    }

    /// A person answers the prompt `id` with `mv`. Ignored unless that prompt is the one on
    /// show (a double click, a key pressed for an earlier question).
    pub fn act(&self, id: u64, mv: G::Move) {
        if let Some(Err(e)) = self.with(|t| t.act(id, mv)) {
            self.refused(e);
        }
    }

    /// A person at this device answers their part of the window's panel `id` (`seat`'s yes
    /// or no), as a click: the extra clicks of a double click are ignored, and a key (Space or
    /// Enter on the focused button) counts only as the first of a burst (see [`Play::click`]).
    pub fn answer(&self, ev: &web_sys::MouseEvent, id: u64, seat: dice_core::Seat, yes: bool) {
        let first = match ev.detail() {
            0 => self.with(|t| t.burst(js_sys::Date::now())) == Some(false),
            1 => true,
            _ => false,
        };
        if first {
            if let Some(Err(e)) = self.with(|t| t.answer(id, seat, yes)) {
                self.refused(e);
            }
        }
    }

    /// The people (by name) who want every window question, also those that cannot hurt
    /// the thrower (the device's preference; see [`Table::set_asked_always`]).
    pub fn set_asked_always(&self, names: Vec<String>) {
        self.with(|t| t.set_asked_always(names));
    }

    /// True while the question on show waits for the next person to take the device.
    pub fn handing_over(&self) -> bool {
        self.prompt.with(|q| q.as_ref().is_some_and(|q| q.handoff))
    }

    /// The next person has the device: the question `id` shows. (The question itself
    /// changes, rather than a signal of its own saying whose hand-off was acknowledged: one
    /// kind of signal less in the browser's build.)
    pub fn take_over(&self, id: u64) {
        self.with(|t| t.take_over(id));
    }

    /// A click on a prompt's button: [`Play::act`], except for the extra clicks of a
    /// double click, which would land on whatever question appeared under the pointer. A
    /// click made with the keyboard (Space or Enter on a focused button) is a key.
    pub fn click(&self, ev: &web_sys::MouseEvent, id: u64, mv: G::Move) {
        match ev.detail() {
            0 => self.key(id, mv),
            1 => self.act(id, mv),
            _ => {}
        }
    }

    /// A key answers prompt `id` with `mv`: [`Play::act`] for the first key of a burst
    /// only. Keys that follow each other closely (mashing Space) are one burst, which must
    /// not go on to answer the question its own first key brought up (the next throw, or
    /// the next person's).
    pub fn key(&self, id: u64, mv: G::Move) {
        let now = js_sys::Date::now();
        if self.with(|t| t.burst(now)) == Some(false) {
            self.act(id, mv);
        }
    }

    /// Another tab wrote `key` with `text`: if that is this game's save and it holds other
    /// moves than this tab last wrote or read (the other tab made a move, not just opened or
    /// left the game), the two tabs have diverged: this tab makes no more moves and offers
    /// to load the other tab's game. (Told at once; the check before every move does not
    /// rely on this event, which may come late or not at all.)
    pub fn other_tab_wrote(&self, key: &str, text: Option<&str>) {
        self.with(|t| t.other_tab_wrote(key, text));
    }

    /// The save id of the game on the table (each game, and each loaded record, has its
    /// own), if any: what the device's tally of faces counts a game by.
    pub fn save_id(&self) -> Option<String> {
        self.read(Table::save_id)
    }

    /// The host invites a phone for `seat` (see [`Table::invite`]); then the page makes the
    /// invitation (its code, link and QR code).
    pub fn invite(&self, seat: dice_core::Seat) {
        if self.with(|t| t.invite(seat, js_sys::Date::now())) == Some(true) {
            phones::invite(G::KIND, seat);
        }
    }

    /// Tells the table what happened on the channels; for a phone that joined, its device.
    pub fn live(&self, happening: Happening) -> Option<u8> {
        let now = js_sys::Date::now();
        self.with(|t| match happening {
            Happening::Joined(seat) => t.phone_joined(seat, now),
            Happening::Message(device, bytes) => {
                t.received(device, &bytes, now);
                None
            }
            Happening::Closed(device) => {
                if t.live().is_some_and(Live::is_host) {
                    t.phone_dropped(device);
                } else {
                    t.host_gone();
                }
                None
            }
            Happening::Tick => {
                t.tick(now);
                None
            }
            Happening::ContinueAlone => {
                t.continue_here_alone();
                None
            }
        })
        .flatten()
    }

    /// A guest's channel opened and the host's table came: the game goes on here as a copy
    /// of the host's (see [`Table::join`]).
    pub fn join(&self, live: Live, table: &Message) -> Result<(), GameLinkError<G>> {
        self.with(|t| t.join(live, table, js_sys::Date::now()))
            .unwrap_or(Ok(()))
    }
}

impl<G: TableGame> Steps for Play<G> {
    fn advance(&self, generation: u64) -> Wait {
        let tempo = self.stage.tempo();
        self.with(|t| t.advance(generation, tempo))
            .unwrap_or(Wait::Done)
    }

    fn save(&self) {
        self.with(Table::save);
    }

    fn retry_save(&self) -> bool {
        self.with(Table::retry_save).unwrap_or(false)
    }

    fn handle(&self) -> Arc<dyn Steps + Send + Sync> {
        Arc::new(*self)
    }
}
