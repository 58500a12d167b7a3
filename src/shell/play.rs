//! Runs one game at a human pace: starts, resumes and loads it, lets bots move on their
//! own and waits for people, plays each move's events one by one with the speed's pauses
//! (the timeline), keeps the log, the record and the save up to date, and publishes what
//! the table shows through read-only signals. Generic over the game; a game's views read
//! these signals and answer prompts with [`Play::act`].

use std::collections::VecDeque;
use std::rc::Rc;
use std::sync::Arc;

use dice_core::Seat;
use leptos::task::spawn_local;

use crate::shell::var::{Act, Computed, ReadVar, Stash, Var};

use crate::shell::cue::Cue;
use crate::shell::effect::effect;
use crate::shell::log::LineKind;
use crate::shell::notices::Topic;
use crate::shell::save::{self, Saved, Stamp};
use crate::shell::seats::{Pace, SeatConfig, SeatKind, Seats};
use crate::shell::session::{Session, TakeBackError, Turn};
use crate::shell::shelf;
use crate::shell::storage::StorageError;
use crate::shell::table_game::{Beat, TableGame};
use crate::shell::timeline::{pause, random_seed, yield_now, Generation};
use crate::shell::ui::after_paint::once_painted;
use crate::shell::words::W;
use crate::shell::{Screen, Shell};

/// A question to a person, shown once everything before it has been shown. Answers carry
/// its id, so a click meant for an earlier question never answers this one.
#[derive(Clone, Debug, PartialEq)]
pub struct Prompt<A> {
    /// Unique per question asked.
    pub id: u64,
    /// The seat asked.
    pub seat: Seat,
    /// The device passes from one person to another: "Pass to Thea" comes first, so the
    /// next person does not tap the last one's question (false once they took it).
    pub handoff: bool,
    /// What the game asks (options, names).
    pub ask: A,
}

/// A short line over the table for what just happened that matters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Banner {
    /// Unique per banner (a new one restarts its animation).
    pub id: u64,
    /// The words.
    pub text: String,
}

/// What a bot is doing while the table shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Busy {
    /// The seat acting.
    pub seat: Seat,
    /// It throws (rather than thinks).
    pub throwing: bool,
}

/// Keys closer together than this are one burst (mashing), which acts once.
const MASH_MS: f64 = 250.0;

/// The table's small counters and flags, kept together (one stored value is less code in
/// the browser's build than one per mark).
#[derive(Clone, Copy, Debug)]
struct Marks {
    /// Questions asked so far (the next one's id follows).
    prompts: u64,
    /// Banners shown so far.
    banners: u64,
    /// When the last key came (milliseconds): keys closer than [`MASH_MS`] are one burst.
    last_key: f64,
    /// The person who answered the last question at this device.
    holder: Option<Seat>,
    /// The save could not be written once: said once per game, not after every move.
    save_failed: bool,
    /// Another tab moved this game on: this tab makes no move in it and writes no save.
    diverged: bool,
    /// The stamp of this game's save as this tab last wrote or read it (`None`: not saved
    /// yet). Before every move the storage's save must still have it (see
    /// [`shelf::moved_on`]), so a stale tab never overwrites another tab's moves.
    known: Option<Stamp>,
    /// While one of the rulebook's examples is on show (a replay of its record). Not a
    /// signal of its own: it changes only with the replay's position, which is one.
    lesson: Option<LessonOn>,
}

/// The part of a running table that does not depend on the game: the pacing loop, the
/// status line, the banner, the hand-over between people. The loop is an async state
/// machine, large in wasm; kept here, it is compiled once for all games and asks the game's
/// half ([`Steps`]) through a trait object.
#[derive(Clone, Copy)]
struct Stage {
    shell: Shell,
    generation: Generation,
    marks: Stash<Marks>,
    busy: Var<Option<Busy>>,
    finished: Var<bool>,
    banner: Var<Option<Banner>>,
    /// While a replay is on show: the actions replayed so far and the record's length.
    replay: Var<Option<(usize, usize)>>,
    /// Take-back: `None` when not offered (not one person against bots), else whether the
    /// person's last decision can be taken back now.
    undo: Var<Option<bool>>,
}

/// A rulebook example on show: which of the game's lessons, its first position, and
/// whether it was opened from the setup screen (which it goes back to).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct LessonOn {
    index: usize,
    start: usize,
    from_setup: bool,
}

/// What the pacing loop asks of the game on the table. Events wait in a queue in the
/// game's half, so the loop only sees their beats.
trait Steps {
    /// Queues the end of a decided turn that waits for the next move; false if none.
    fn settle(&self) -> bool;
    /// Whose move it is, if a game is on the table.
    fn turn(&self) -> Option<Turn>;
    /// Puts the question for the person at `seat` on show.
    fn ask(&self, seat: Seat);
    /// The bot whose move it is makes it and its events are queued: whether it throws and
    /// how long it is to be shown deciding.
    fn bot_move(&self, pace: Pace) -> Option<(bool, u32)>;
    /// How the next queued event is paced, if one waits.
    fn beat(&self, pace: Pace) -> Option<Beat>;
    /// The seats show the game after the queued move (once).
    fn switch(&self);
    /// Shows the next queued event in the scene and publishes its cue; returns its log
    /// line and the banner it deserves.
    fn show_next(&self) -> (Option<(String, LineKind)>, Option<String>);
    /// Writes the save (see [`Stage::save`]).
    fn save(&self);
    /// The save id of the game on the table, if any.
    fn save_id(&self) -> Option<String>;
    /// The save of the game on the table as it stands, if any.
    fn saved(&self) -> Option<Saved>;
    /// Shows the record as it stands.
    fn show_record(&self);
}

impl Stage {
    fn new(shell: Shell) -> Stage {
        Stage {
            shell,
            generation: Generation::new(),
            marks: Stash::new(Marks {
                prompts: 0,
                banners: 0,
                last_key: f64::NEG_INFINITY,
                holder: None,
                save_failed: false,
                diverged: false,
                known: None,
                lesson: None,
            }),
            busy: Var::new(None),
            finished: Var::new(false),
            banner: Var::new(None),
            replay: Var::new(None),
            undo: Var::new(None),
        }
    }

    /// A fresh table: nothing running, nothing said.
    fn reset(&self) {
        self.generation.next();
        self.busy.set(None);
        self.finished.set(false);
        self.banner.set(None);
        self.replay.set(None);
        self.mark(|m| {
            m.lesson = None;
            m.save_failed = false;
            m.diverged = false;
            m.known = None;
            m.holder = None;
        });
    }

    /// The small marks, read.
    fn marks(&self) -> Marks {
        self.marks.get_value()
    }

    /// Changes the small marks: a copy changed and stored back, so that Leptos' access to
    /// the stored value is compiled once, not once per change (as with `update_value`).
    fn mark(&self, f: impl FnOnce(&mut Marks)) {
        let mut marks = self.marks();
        f(&mut marks);
        self.marks.set_value(marks);
    }

    /// The id of the next question.
    fn next_prompt(&self) -> u64 {
        self.mark(|m| m.prompts += 1);
        self.marks().prompts
    }

    /// True when a question to `seat` follows one to another person at this device (at a
    /// speed that shows things; `instant` is for automation and skips it). Remembers
    /// `seat` as the one holding the device.
    fn hands_over(&self, seat: Seat) -> bool {
        let before = self.marks().holder;
        self.mark(|m| m.holder = Some(seat));
        let people = self.shell.table_seats().with_untracked(Seats::people);
        people > 1
            && before.is_some_and(|b| b != seat)
            && self.shell.prefs.speed_untracked() != crate::shell::seats::Speed::Instant
    }

    /// True when a key comes too soon after the last one (a burst, mashing a key).
    fn burst(&self) -> bool {
        let now = js_sys::Date::now();
        let burst = now - self.marks().last_key < MASH_MS;
        self.mark(|m| m.last_key = now);
        burst
    }

    /// The waits of the speed chosen; under reduced motion the dice do not tumble, so
    /// nothing waits for them.
    fn pace(&self) -> Pace {
        let mut pace = self.shell.prefs.speed_untracked().pace();
        if !self.shell.motion_untracked() {
            pace.tumble = 0;
        }
        pace
    }

    /// True if the storage still holds the game `id` as this tab last wrote or read it (or
    /// holds none of it): only then may a move be made here or its save be written.
    /// Otherwise another tab moved the game on: this tab stops (no move, no save) and
    /// offers the other tab's game. Not the `storage` event alone: it may come late, or
    /// not at all.
    fn still_ours(&self, id: Option<String>) -> bool {
        let ours = self.quietly_ours(id.clone());
        if !ours {
            if let Some(id) = id {
                self.tell_other_tab(id);
            }
        }
        ours
    }

    /// [`Stage::still_ours`] without a word (leaving a game moved on elsewhere is no
    /// move: nothing to tell).
    fn quietly_ours(&self, id: Option<String>) -> bool {
        if self.marks().diverged {
            return false;
        }
        let Some(id) = id else { return true };
        let moved_on = shelf::moved_on(self.marks().known, shelf::stamp(&id));
        if moved_on {
            self.mark(|m| m.diverged = true);
        }
        !moved_on
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

    /// Writes the save of the game `steps` runs; if the browser refuses, says so once (the
    /// game goes on, in this tab's memory, and every move tries again). Not once another
    /// tab has moved this game on: that tab's save stays. (Checked here too, not only
    /// before each move: the first save of a game just opened comes a frame later, when
    /// another tab may have moved it on.)
    fn save(&self, steps: Arc<dyn Steps + Send + Sync>) {
        if !self.still_ours(steps.save_id()) {
            return;
        }
        let Some(saved) = steps.saved() else { return };
        match shelf::write(&saved) {
            Ok(stamp) => self.mark(|m| {
                m.known = stamp;
                m.save_failed = false;
            }),
            Err(e) => {
                if !self.marks().save_failed {
                    self.mark(|m| m.save_failed = true);
                    self.tell_unsaved(e, &saved.id, steps);
                }
            }
        }
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
                let named = crate::shell::ui::saved_games::named(&offer, lang);
                let stage = *self;
                shell.notices.error_with(
                    Some(Topic::Storage),
                    W::StorageFull.fill(lang, &[("game", &named)]),
                    W::RemoveThatGame.get(lang),
                    move || {
                        shelf::remove(&offer.id);
                        shell.set_saves(shelf::contents().saves);
                        stage.mark(|m| m.save_failed = false);
                        stage.save(steps.clone());
                        if !stage.marks().save_failed {
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

    /// Runs the table until a person must decide or the game ends, after showing what is
    /// queued (`queued`: a person's move just made).
    fn run(self, steps: Rc<dyn Steps>, queued: bool) {
        let gen = self.generation.current();
        spawn_local(async move {
            if queued {
                self.play(&*steps, gen).await;
            }
            self.drive(&*steps, gen).await;
        });
    }

    async fn drive(self, steps: &dyn Steps, gen: u64) {
        // A person asked right after a bot moved is told it is their turn again.
        let mut after_bot = false;
        loop {
            if self.generation.stale(gen) {
                return;
            }
            // A decided turn waiting for the next move: show its end now.
            if steps.settle() {
                self.play(steps, gen).await;
                continue;
            }
            let turn = steps.turn();
            match turn {
                None | Some(Turn::Over) => {
                    self.busy.set(None);
                    self.finished.set(turn.is_some());
                    return;
                }
                Some(Turn::Person(seat)) => {
                    self.busy.set(None);
                    steps.ask(seat);
                    if after_bot {
                        self.shell.cues.publish(Cue::YourTurn(seat));
                    }
                    return;
                }
                Some(Turn::Bot(seat)) => {
                    let Some((throwing, think)) = steps.bot_move(self.pace()) else {
                        return;
                    };
                    steps.save();
                    self.busy.set(Some(Busy { seat, throwing }));
                    pause(think).await;
                    if self.generation.stale(gen) {
                        return;
                    }
                    self.play(steps, gen).await;
                    after_bot = true;
                }
            }
        }
    }

    /// Shows the queued events one by one, with the pace's pauses. The seats switch to the
    /// game after the move when the turn's resolution starts (the dice land first).
    async fn play(&self, steps: &dyn Steps, gen: u64) {
        if self.generation.stale(gen) {
            return;
        }
        let pace = self.pace();
        // The decision is made: the status line only stays while dice roll.
        if !steps.beat(pace).is_some_and(|b| b.throw) {
            self.busy.set(None);
        }
        while let Some(beat) = steps.beat(pace) {
            if self.generation.stale(gen) {
                return;
            }
            if beat.before > 0 {
                pause(beat.before).await;
                if self.generation.stale(gen) {
                    return;
                }
            }
            if beat.resolution {
                steps.switch();
            }
            let (line, banner) = steps.show_next();
            // A throw is told once the dice have landed, not while they tumble.
            if beat.throw {
                pause(beat.after).await;
                if self.generation.stale(gen) {
                    return;
                }
                // The dice have landed: no more "rolling" in the status line.
                self.busy.set(None);
            }
            if let Some((text, kind)) = line {
                self.shell.log.push(text, kind);
            }
            if let Some(text) = banner {
                self.mark(|m| m.banners += 1);
                let id = self.marks().banners;
                self.banner.set(Some(Banner { id, text }));
            }
            if !beat.throw {
                pause(beat.after).await;
            }
        }
        if self.generation.stale(gen) {
            return;
        }
        steps.switch();
        // The record tells the move once the table has shown it.
        steps.show_record();
        // Even at `instant`, give the page a moment to draw between moves.
        yield_now().await;
    }
}

/// Events waiting to be shown, and the game after them (shown once their resolution starts).
struct Queue<G: TableGame> {
    events: VecDeque<G::Event>,
    after: Option<G>,
}

impl<G: TableGame> Default for Queue<G> {
    fn default() -> Self {
        Queue {
            events: VecDeque::new(),
            after: None,
        }
    }
}

/// What a tool (the replay bar, take-back, "Watch again") asks of the game on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Opens a replay of the game on the table at this many actions (clamped to its
    /// record), pausing the live game; or, while replaying, steps there.
    Watch(usize),
    /// Leaves the replay (or the lesson): the live game as it was, or the setup screen the
    /// lesson was opened from.
    Back,
    /// The replay's position as a new live game, the game it came from kept on the shelf.
    Continue,
    /// Takes back the person's last decision.
    TakeBack,
}

/// What the replay bar, the take-back button and the final scores' "Watch again" need of
/// the game on the table, whatever its kind (each game's table provides it as context).
#[derive(Clone, Copy)]
pub struct Tools {
    /// While replaying: the actions replayed so far and the record's length.
    pub replay: ReadVar<Option<(usize, usize)>>,
    /// `None` when take-back is not offered, else whether it can be used now.
    pub undo: ReadVar<Option<bool>>,
    /// While a rulebook example is on show: its title, the sentence for the position on
    /// show, and its first position.
    pub lesson: Computed<Option<LessonStep>>,
    /// Carries out a [`Tool`] (one callback per game rather than one per tool: less code in
    /// the browser's build).
    pub run: Act<Tool>,
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
}

/// The live table while a replay is on show, put back as it was when the replay ends.
struct Paused<G: TableGame> {
    /// The game replayed (its whole record, or a lesson's).
    full: G,
    /// The seats the table showed.
    table: Seats,
    shown: Option<G>,
    scene: G::Scene,
    /// The events the live log told.
    told: Vec<G::Event>,
}

/// The game's own state that no view reads, kept together: one stored value is less code
/// in the browser's build than five (each is its own arena entry and its own instance of
/// Leptos' storage code).
struct Core<G: TableGame> {
    session: Option<Session<G>>,
    /// The live table while a replay is on show.
    paused: Option<Paused<G>>,
    narrator: Option<G::Narrator>,
    /// Every event the log has told, in order: told again when the language changes.
    told: Vec<G::Event>,
    queue: Queue<G>,
}

/// The running game of kind `G` and what its table shows.
pub struct Play<G: TableGame> {
    stage: Stage,
    core: Stash<Core<G>>,
    shown: Var<Option<G>>,
    scene: Var<G::Scene>,
    prompt: Var<Option<Prompt<G::Ask>>>,
}

impl<G: TableGame> Clone for Play<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: TableGame> Copy for Play<G> {}

impl<G: TableGame> Play<G> {
    /// No game yet. The log is told again whenever the page's language changes.
    pub fn new(shell: Shell) -> Play<G> {
        let play = Play {
            stage: Stage::new(shell),
            core: Stash::new(Core {
                session: None,
                paused: None,
                narrator: None,
                told: Vec::new(),
                queue: Queue::default(),
            }),
            shown: Var::new(None),
            scene: Var::new(G::Scene::default()),
            prompt: Var::new(None),
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

    // The game's state is read and changed through guards, not closures: Leptos' access
    // to a stored value (finding it in its arena, locking it) is then compiled once per
    // game, where `with_value` and `update_value` are a copy of it for every closure.

    /// Reads the session.
    fn session<R>(&self, f: impl FnOnce(&Option<Session<G>>) -> R) -> R {
        f(&self.core.read().session)
    }

    /// Changes the session (`None` once the runner is gone).
    fn session_mut<R>(&self, f: impl FnOnce(&mut Option<Session<G>>) -> R) -> Option<R> {
        self.edit(|c| f(&mut c.session))
    }

    /// Reads the paused live table.
    fn paused<R>(&self, f: impl FnOnce(&Option<Paused<G>>) -> R) -> R {
        f(&self.core.read().paused)
    }

    /// Changes the paused live table (`None` once the runner is gone).
    fn paused_mut<R>(&self, f: impl FnOnce(&mut Option<Paused<G>>) -> R) -> Option<R> {
        self.edit(|c| f(&mut c.paused))
    }

    /// Changes the game's state (`None` once the runner is gone).
    fn edit<R>(&self, f: impl FnOnce(&mut Core<G>) -> R) -> Option<R> {
        let mut core = self.core.try_write()?;
        Some(f(&mut core))
    }

    /// The events the log has told.
    fn set_told(&self, told: Vec<G::Event>) {
        self.edit(|c| c.told = told);
    }

    /// The events waiting to be shown.
    fn set_queue(&self, queue: Queue<G>) {
        self.edit(|c| c.queue = queue);
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

    /// The seed of the game on the table, if any.
    pub fn seed(&self) -> Option<u64> {
        self.session(|s| s.as_ref().map(Session::seed))
    }

    /// The seats and origin of the game on the table, if any.
    pub fn seating(&self) -> Option<(Seats, String)> {
        self.session(|s| {
            s.as_ref()
                .map(|s| (s.seats().clone(), s.origin().to_string()))
        })
    }

    /// Starts a new game with these seats (a random seed unless one is given).
    pub fn start(&self, seats: Seats, seed: Option<u64>, origin: String) -> Result<(), String> {
        let seed = seed.unwrap_or_else(random_seed);
        let session = Session::<G>::new(seats, seed, origin)?;
        self.stage.shell.prefs.set_game(G::KIND);
        self.stage.shell.prefs.set_seats(session.seats().clone());
        self.install(session, Vec::new());
        Ok(())
    }

    /// Resumes a saved game; the error says why it cannot be used.
    pub fn resume(&self, saved: &Saved) -> Result<(), String> {
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
    pub fn link(&self) -> Option<Result<String, String>> {
        let at = self.stage.replay.get_untracked().map(|(at, _)| at);
        let watched =
            at.and_then(|at| self.paused(|p| p.as_ref().map(|p| p.full.history_to(at).0)));
        self.session(|s| {
            s.as_ref()
                .map(|s| s.link_of(watched.as_ref().unwrap_or(s.game())))
        })
    }

    /// Opens a shared link as a live game with a fresh seed; on failure the game on the
    /// table stays and the message says what is wrong with the link, and where. The game on
    /// the table before stays on the shelf: the link's game gets a save of its own. `before`
    /// runs once the link has been read, just before the table changes.
    pub fn open_link(&self, link: &str, before: &dyn Fn()) -> Result<(), String> {
        let (session, events) = Session::<G>::from_link(link, random_seed())?;
        before();
        self.install(session, events);
        Ok(())
    }

    /// Replaces the game on the table: shows everything up to now at once, then runs.
    fn install(&self, session: Session<G>, history: Vec<G::Event>) {
        self.stage.reset();
        self.prompt.set(None);
        self.set_queue(Queue::default());
        self.edit(|c| c.paused = None);
        shelf::set_tab_game(Some(session.id()));
        // What the storage holds of this game now (nothing for a new one): the next move
        // checks that it is still so.
        let known = shelf::stamp(session.id());
        self.stage.mark(|m| m.known = known);
        let narrator = self.show_history(session.game().names(), &history);
        self.edit(|c| c.narrator = Some(narrator));
        let shell = self.stage.shell;
        self.stage
            .undo
            .set(session.solo().then_some(session.can_take_back()));
        shell.seat_table(session.seats().clone());
        self.shown.set(Some(session.shown_game().clone()));
        self.edit(|c| c.session = Some(session));
        shell.show(Screen::Table(G::KIND));
        self.show_record();
        // Saved once the first frame is on screen when this is the game the page opens with
        // (at once otherwise): the save is the same a frame later, and the first button does
        // not wait for it. A save that lost its game by then (the table was left, a game
        // installed over it) saves what is on the table, as any save does.
        let play = *self;
        once_painted(move || Steps::save(&play));
        self.stage.run(Rc::new(*self), false);
    }

    /// Shows `history` at once: the scene after it and its log; returns the narrator that
    /// told it.
    fn show_history(&self, names: &[String], history: &[G::Event]) -> G::Narrator {
        let mut narrator = G::narrator(names.to_vec(), self.stage.shell.lang_untracked());
        let mut scene = G::Scene::default();
        let mut lines = Vec::new();
        for e in history {
            G::show(&mut scene, e);
            lines.extend(G::tell(&mut narrator, e));
        }
        self.stage.shell.log.replace(lines);
        self.scene.set(scene);
        self.set_told(history.to_vec());
        narrator
    }

    /// Tells the log again in the page's language (the switch was used): the same events,
    /// a narrator of the new language, which then tells what comes next.
    pub fn retell(&self) {
        // The players of the game on show: the live game's, or a replayed lesson's.
        let Some(names) = self
            .shown
            .with_untracked(|g| g.as_ref().map(|g| g.names().to_vec()))
        else {
            return;
        };
        let mut narrator = G::narrator(names, self.stage.shell.lang_untracked());
        let lines = self
            .core
            .read()
            .told
            .iter()
            .filter_map(|e| G::tell(&mut narrator, e))
            .collect::<Vec<_>>();
        // A banner the old language had queued is dropped with it.
        let _ = G::banner(&mut narrator);
        self.stage.shell.log.replace(lines);
        // During a replay the live game's narrator is put back when the replay ends.
        if self.paused(Option::is_none) {
            self.edit(|c| c.narrator = Some(narrator));
        }
    }

    /// What the game-independent tools (replay, take-back) need of this game.
    pub fn tools(&self) -> Tools {
        let this = *self;
        let (marks, replay, shell) = (self.stage.marks, self.stage.replay, self.stage.shell);
        Tools {
            replay: replay.read_only(),
            undo: self.stage.undo.read_only(),
            lesson: Computed::new(move || {
                // The replay's position is read first: the lesson itself is no signal, and
                // changes only with it.
                let (at, _) = replay.get()?;
                let on = marks.get_value().lesson?;
                let l = G::lessons(shell.lang()).into_iter().nth(on.index)?;
                let text = l.steps.get(at.saturating_sub(on.start)).copied()?;
                Some(LessonStep {
                    title: l.title.to_string(),
                    text: text.to_string(),
                    start: on.start,
                })
            }),
            run: Act::new(move |tool| match tool {
                Tool::Watch(at) => this.watch(at),
                Tool::Back => this.back_to_game(),
                Tool::Continue => this.continue_here(),
                Tool::TakeBack => this.take_back(),
            }),
        }
    }

    /// Replays the game on the table up to `at` actions (clamped to its record). The first
    /// call pauses the live game: its pacing loop stops (no bot moves), the question goes,
    /// and what the table showed is kept for [`Play::back_to_game`].
    pub fn watch(&self, at: usize) {
        if self.paused(Option::is_none) {
            let Some(full) = self.session(|s| s.as_ref().map(|s| s.game().clone())) else {
                return;
            };
            self.pause(full);
        }
        let first = self.stage.marks().lesson.map_or(0, |l| l.start);
        let step = self.paused(|p| {
            p.as_ref().map(|p| {
                let total = p.full.record_len();
                let at = at.clamp(first, total);
                let (game, events) = p.full.history_to(at);
                (game, events, at, total)
            })
        });
        let Some((game, events, at, total)) = step else {
            return;
        };
        self.show_history(game.names(), &events);
        // The record panel shows the record up to the position on show: copied, or loaded,
        // it is that position.
        self.stage.shell.set_record(game.record_json());
        self.shown.set(Some(game));
        self.stage.replay.set(Some((at, total)));
    }

    /// Pauses the table to replay `full`: the pacing loop stops (no bot moves), the question
    /// goes, and what the table showed is kept for [`Play::back_to_game`].
    fn pause(&self, full: G) {
        // Stops the pacing loop as leaving does; the session itself is not touched.
        self.stage.generation.next();
        let table = self.stage.shell.table_seats().get_untracked();
        let (shown, scene) = (self.shown.get_untracked(), self.scene.get_untracked());
        self.edit(|c| {
            c.paused = Some(Paused {
                full,
                table,
                shown,
                scene,
                told: c.told.clone(),
            })
        });
        self.prompt.set(None);
        self.stage.busy.set(None);
        self.stage.banner.set(None);
        self.stage.finished.set(false);
    }

    /// Shows the rulebook example `index` of this game on the table, from its first
    /// position, a sentence per step (the replay bar steps it). The game on the table, if
    /// any, is paused as for a replay and comes back as it was when the lesson ends; opened
    /// from the setup screen, the lesson ends on the setup screen.
    pub fn teach(&self, index: usize) {
        let shell = self.stage.shell;
        let Some(lesson) = G::lessons(shell.lang_untracked()).into_iter().nth(index) else {
            return;
        };
        let game = match G::replay_json(lesson.record) {
            Ok(game) => game,
            Err(e) => {
                shell.notices.error(e.to_string());
                return;
            }
        };
        let from_setup = match self.stage.marks().lesson {
            Some(on) => on.from_setup,
            None => shell.screen().get_untracked() == Screen::Setup,
        };
        let seats = Seats(
            game.names()
                .iter()
                .map(|name| SeatConfig {
                    name: name.clone(),
                    kind: SeatKind::Human,
                })
                .collect(),
        );
        if self.paused(Option::is_none) {
            self.pause(game);
        } else {
            self.paused_mut(|p| {
                if let Some(p) = p {
                    p.full = game;
                }
            });
        }
        shell.seat_table(seats);
        self.stage.mark(|m| {
            m.lesson = Some(LessonOn {
                index,
                start: lesson.start,
                from_setup,
            })
        });
        self.watch(lesson.start);
        shell.show(Screen::Table(G::KIND));
    }

    /// Leaves the replay: the live game exactly as it was (its session was never touched),
    /// and it runs on from there. A lesson opened from the setup screen goes back there.
    pub fn back_to_game(&self) {
        let Some(p) = self.paused_mut(Option::take).flatten() else {
            return;
        };
        let lesson = self.stage.marks().lesson;
        self.stage.mark(|m| m.lesson = None);
        self.stage.shell.seat_table(p.table);
        if lesson.is_some_and(|l| l.from_setup) || self.session(Option::is_none) {
            self.stage.replay.set(None);
            self.shown.set(None);
            self.scene.set(G::Scene::default());
            self.set_told(Vec::new());
            self.stage.shell.log.replace(Vec::new());
            self.stage.shell.set_record(String::new());
            self.stage.shell.show(Screen::Setup);
            return;
        }
        self.stage.replay.set(None);
        self.shown.set(p.shown);
        self.scene.set(p.scene);
        // The live log, told in the language of now (the switch may have been used).
        self.set_told(p.told);
        self.retell();
        self.show_record();
        // Whatever the live table was still showing when the replay began is shown now.
        self.stage.run(Rc::new(*self), true);
    }

    /// The replay's position becomes a new live game: the same seats with their kinds, the
    /// record up to there, fresh dice from a new seed. The game it came from stays on the
    /// shelf as it was (marked left if it was not over: it is not resumed on its own).
    pub fn continue_here(&self) {
        let Some((at, _)) = self.stage.replay.get_untracked() else {
            return;
        };
        // A lesson is the book's game, not this table's: nothing to continue.
        if self.stage.marks().lesson.is_some() {
            return;
        }
        let branch = {
            let c = self.core.read();
            c.paused.as_ref().and_then(|p| {
                let (game, events) = p.full.history_to(at);
                c.session
                    .as_ref()
                    .map(|s| (s.branch(game, random_seed()), events))
            })
        };
        let Some((session, events)) = branch else {
            return;
        };
        self.set_left();
        self.install(session, events);
        // The new game is the tab's: a reload resumes it, not the link the old one came
        // from.
        crate::shell::params::clean_address();
    }

    /// Takes back the person's last decision (see [`Session::take_back`]) and shows the
    /// game as it stood before it.
    pub fn take_back(&self) {
        // Another tab moved this game on: taking back here would save over the other tab's
        // game. Refused, with the notice that offers the other tab's game.
        if !self.still_ours() {
            return;
        }
        let Some(mut session) = self.session_mut(Option::take).flatten() else {
            return;
        };
        match session.take_back() {
            Ok(events) => self.install(session, events),
            Err(e) => {
                self.edit(|c| c.session = Some(session));
                let lang = self.stage.shell.lang_untracked();
                let text = match e {
                    TakeBackError::Nothing => W::NothingToTakeBack.get(lang).to_string(),
                    TakeBackError::Replay(why) => why,
                };
                self.stage.shell.notices.error(text);
            }
        }
    }

    /// [`Stage::still_ours`] for the game on the table.
    fn still_ours(&self) -> bool {
        self.stage.still_ours(self.save_id())
    }

    /// Writes this game's save as left (unless another tab has moved it on).
    fn set_left(&self) {
        if !self.stage.quietly_ours(self.save_id()) {
            return;
        }
        let left = self.session(|s| {
            s.as_ref().map(|s| Saved {
                left: true,
                ..s.saved()
            })
        });
        if let Some(left) = left {
            let _ = shelf::write(&left);
        }
    }

    /// Takes the game off the table; its save stays on the shelf, marked as left, so the
    /// setup screen offers it until newer games push it off. The setup shows its seats.
    pub fn leave(&self) {
        self.stage.generation.next();
        self.set_left();
        self.edit(|c| c.paused = None);
        self.stage.replay.set(None);
        self.stage.mark(|m| m.lesson = None);
        self.stage.undo.set(None);
        shelf::set_tab_game(None);
        if let Some((seats, _)) = self.seating() {
            self.stage.shell.setup().set(seats);
        }
        self.edit(|c| c.session = None);
        self.prompt.set(None);
        self.stage.busy.set(None);
        self.shown.set(None);
        self.stage.finished.set(false);
    }

    /// A person answers the prompt `id` with `mv`. Ignored unless that prompt is the one on
    /// show (a double click, a key pressed for an earlier question).
    pub fn act(&self, id: u64, mv: G::Move) {
        let Some(prompt) = self.prompt.get_untracked().filter(|p| p.id == id) else {
            return;
        };
        if !self.still_ours() {
            return;
        }
        let result = self.session_mut(|s| {
            s.as_mut()
                .map(|s| {
                    let mut events = s.human_move(prompt.seat, mv)?;
                    events.extend(s.settle());
                    Ok::<_, String>((events, s.shown_game().clone()))
                })
                .transpose()
        });
        match result {
            Some(Ok(Some((events, after)))) => {
                self.prompt.set(None);
                self.stage.undo.update(|u| {
                    if let Some(u) = u {
                        *u = false;
                    }
                });
                self.stage.busy.set((mv == G::throw_move()).then_some(Busy {
                    seat: prompt.seat,
                    throwing: true,
                }));
                Steps::save(self);
                self.enqueue(events, after);
                self.stage.run(Rc::new(*self), true);
            }
            Some(Err(e)) => self.stage.shell.notices.error(e),
            _ => {}
        }
    }

    /// Events to show, and the game after them.
    fn enqueue(&self, events: Vec<G::Event>, after: G) {
        self.set_queue(Queue {
            events: events.into(),
            after: Some(after),
        });
    }

    /// True while the question on show waits for the next person to take the device.
    pub fn handing_over(&self) -> bool {
        self.prompt.with(|q| q.as_ref().is_some_and(|q| q.handoff))
    }

    /// The next person has the device: the question `id` shows. (The question itself
    /// changes, rather than a signal of its own saying whose hand-off was acknowledged: one
    /// kind of signal less in the browser's build.)
    pub fn take_over(&self, id: u64) {
        if self
            .prompt
            .with_untracked(|q| q.as_ref().is_some_and(|q| q.id == id && q.handoff))
        {
            self.prompt.update(|q| {
                if let Some(q) = q {
                    q.handoff = false;
                }
            });
        }
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
        if !self.stage.burst() {
            self.act(id, mv);
        }
    }

    /// Another tab wrote `key` with `text`: if that is this game's save and it holds other
    /// moves than this tab last wrote or read (the other tab made a move, not just opened or
    /// left the game), the two tabs have diverged: this tab makes no more moves and offers
    /// to load the other tab's game. (Told at once; the check before every move does not
    /// rely on this event, which may come late or not at all.)
    pub fn other_tab_wrote(&self, key: &str, text: Option<&str>) {
        let Some(id) = self.save_id() else { return };
        if shelf::key(&id) != key || self.stage.marks().diverged {
            return;
        }
        if shelf::moved_on(self.stage.marks().known, text.and_then(save::stamp)) {
            self.stage.mark(|m| m.diverged = true);
            self.stage.tell_other_tab(id);
        }
    }

    /// The save id of the game on the table (each game, and each loaded record, has its
    /// own), if any: what the device's tally of faces counts a game by.
    pub fn save_id(&self) -> Option<String> {
        self.session(|s| s.as_ref().map(|s| s.id().to_string()))
    }
}

impl<G: TableGame> Steps for Play<G> {
    fn settle(&self) -> bool {
        let settled =
            self.session_mut(|s| s.as_mut().map(|s| (s.settle(), s.shown_game().clone())));
        match settled {
            Some(Some((events, after))) if !events.is_empty() => {
                self.enqueue(events, after);
                true
            }
            _ => false,
        }
    }

    fn turn(&self) -> Option<Turn> {
        self.session(|s| s.as_ref().map(Session::turn))
    }

    fn ask(&self, seat: Seat) {
        let (ask, undo) = self
            .session(|s| {
                s.as_ref()
                    .map(|s| (s.game().ask(seat), s.solo().then_some(s.can_take_back())))
            })
            .unzip();
        self.stage.undo.set(undo.flatten());
        let id = self.stage.next_prompt();
        let handoff = self.stage.hands_over(seat);
        self.prompt.set(ask.map(|ask| Prompt {
            id,
            seat,
            handoff,
            ask,
        }));
    }

    fn bot_move(&self, pace: Pace) -> Option<(bool, u32)> {
        // A bot's move is a move like any other: not in a game another tab moved on.
        if !self.still_ours() {
            return None;
        }
        let moved = self.session_mut(|s| {
            s.as_mut().and_then(|s| {
                let (mv, think, mut events) = s.bot_move_timed(|g, mv| g.bot_pause(mv, pace))?;
                events.extend(s.settle());
                Some((mv, think, events, s.shown_game().clone()))
            })
        });
        let (mv, think, events, after) = moved??;
        self.enqueue(events, after);
        Some((mv == G::throw_move(), think))
    }

    fn beat(&self, pace: Pace) -> Option<Beat> {
        self.core
            .read()
            .queue
            .events
            .front()
            .map(|e| G::beat(e, pace))
    }

    fn switch(&self) {
        if let Some(after) = self.edit(|c| c.queue.after.take()).flatten() {
            self.shown.set(Some(after));
        }
    }

    fn show_next(&self) -> (Option<(String, LineKind)>, Option<String>) {
        let Some(e) = self.edit(|c| c.queue.events.pop_front()).flatten() else {
            return (None, None);
        };
        let cue = self.scene.with_untracked(|s| G::cue(s, &e));
        self.scene.update(|s| G::show(s, &e));
        self.edit(|c| c.told.push(e.clone()));
        if let Some(cue) = cue {
            self.stage.shell.cues.publish(cue);
        }
        self.edit(|c| match &mut c.narrator {
            Some(n) => (G::tell(n, &e), G::banner(n)),
            None => (None, None),
        })
        .unwrap_or((None, None))
    }

    /// Shows the record of the game as it stands.
    fn show_record(&self) {
        let record = self.session(|s| s.as_ref().map(|s| s.game().record_json()));
        if let Some(r) = record {
            self.stage.shell.set_record(r);
        }
    }

    fn save(&self) {
        self.stage.save(Arc::new(*self));
    }

    fn save_id(&self) -> Option<String> {
        Play::save_id(self)
    }

    fn saved(&self) -> Option<Saved> {
        self.session(|s| s.as_ref().map(Session::saved))
    }
}
