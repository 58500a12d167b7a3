//! The table without a browser: given the session on it and the clock, what the table
//! shows and whom it asks next. Plain Rust (no Leptos, no web-sys, no async), so every
//! rule of the pacing, the replay, the take-back, the hand-over and the lessons is tested
//! natively; [`crate::shell::play::Play`] is the thin reactive adapter that runs
//! [`Table::advance`] on a timer and copies what the table shows into the views' signals.
//!
//! The pacing loop is a state machine: [`Table::advance`] goes on until the table must
//! wait ([`Wait`]: some milliseconds, a frame for the page to draw, or until someone acts),
//! in the order a person sees things happen — the pause before a finished turn clears, the
//! seats switching to the game after a move when its resolution starts, a throw told once
//! the dice have landed, a bot's status cleared, banners, a frame between moves, a decided
//! turn's end shown before the next question, "your turn" after a bot moved, the device
//! handed over only when the person changes (and never at `instant`).
//!
//! Who may act is decided here, from each seat's [`crate::shell::seats::Driver`]: a question goes to a person at
//! this device (a [`Prompt`] the views show) or to a person on another device (waited for;
//! see [`Table::arrived`]); a bot moves on its own. Every question has an id, and a move
//! answers only the question it was made for, whichever way it comes.

use std::collections::VecDeque;
use std::fmt::Debug;

use dice_core::Seat;

use crate::shell::cue::Cue;
use crate::shell::history::Ended;
use crate::shell::lang::Lang;
use crate::shell::live::{Live, News, To};
use crate::shell::log::LineKind;
use crate::shell::save::{self, Saved, Stamp};
use crate::shell::seal::SeedShown;
use crate::shell::seats::{Pace, SeatConfig, SeatKind, Seats, Speed};
use crate::shell::session::{GameLinkError, PlayError, Session, Turn};
use crate::shell::shelf::{self, Shelf};
use crate::shell::storage::StorageError;
use crate::shell::table_game::{Beat, TableGame};
use crate::shell::trial::{Trial, Tried};
use crate::shell::turns;
use crate::shell::words::{shown_name, W};
use crate::shell::Screen;

/// A game by turns at the table: claiming a seat, what the page shows of it.
mod by_turns;

/// A question to a person at this device, shown once everything before it has been shown.
/// Answers carry its id, so a click meant for an earlier question never answers this one.
#[derive(Clone, Debug, PartialEq)]
pub struct Prompt<A> {
    /// Unique per question asked.
    pub id: u64,
    /// The seat asked.
    pub seat: Seat,
    /// The device passes from one person to another, as the turn does: "Pass to Thea" comes
    /// first, so the next person does not tap the last one's question (false once they took
    /// it). Never for a window's panel: nothing in it is secret, everyone answers there.
    pub handoff: bool,
    /// What the game asks (options, names).
    pub ask: A,
    /// A window's round ([`TableGame::round`]): every person at this device asked in it,
    /// `seat` first, each answering in this one panel. Empty for a question to one seat.
    pub panel: Vec<PanelSeat<A>>,
}

/// One person's part of a window's panel: who, what they are asked, and their answer once
/// given (yes: frustrate, reduce…; no: pass).
#[derive(Clone, Debug, PartialEq)]
pub struct PanelSeat<A> {
    /// The seat asked.
    pub seat: Seat,
    /// What it is asked.
    pub ask: A,
    /// Its answer, once given.
    pub yes: Option<bool>,
}

/// A window's panel once everyone in it answered: the answers wait for their seats' turns in
/// the order of asking (the bots answer in between).
#[derive(Clone, Debug)]
struct Given<A> {
    /// The record's length then: a frustrate, a reduce or a throw ends the window.
    at: usize,
    /// The seats of the panel.
    panel: Vec<Seat>,
    /// Each seat's question then and its answer, not yet given to the game.
    answers: Vec<(Seat, A, bool)>,
}

/// A question to a person on another device: the table waits for their move, which
/// answers it by its id ([`Table::arrived`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asked {
    /// Unique per question asked (one count with [`Prompt::id`]).
    pub id: u64,
    /// The seat asked.
    pub seat: Seat,
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

/// A rulebook example on show: which of the game's lessons, its first position, and
/// whether it was opened from the setup screen (which it goes back to).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LessonOn {
    /// Its index among the game's lessons.
    pub index: usize,
    /// Its first position (the actions before it only set the scene).
    pub start: usize,
    /// Opened from the setup screen: it ends there.
    pub from_setup: bool,
}

/// The clock the table goes by: the speed chosen, and whether things may move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tempo {
    /// The speed chosen (`instant` also skips the hand-over between people).
    pub speed: Speed,
    /// False under reduced motion: the dice do not tumble, so nothing waits for them.
    pub motion: bool,
}

impl Tempo {
    /// The waits of this tempo.
    pub fn pace(self) -> Pace {
        let mut pace = self.speed.pace();
        if !self.motion {
            pace.tumble = 0;
        }
        pace
    }
}

/// How long the table waits before [`Table::advance`] is to be called again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wait {
    /// This many milliseconds (always more than 0).
    For(u32),
    /// A moment for the page to draw (between moves, even at `instant`).
    Frame,
    /// Until someone acts: a question is out, the game is over, a replay is on show, no
    /// game is on the table, or this run of the loop was replaced by a newer one.
    Done,
}

/// What the table asks of the page besides its own values ([`Table::take_out`]), in the
/// order it happened.
#[derive(Clone, Debug, PartialEq)]
pub enum Out {
    /// A line for the log.
    Line(String, LineKind),
    /// The whole log anew (a game put on the table, a replay's step, another language).
    Log(Vec<(String, LineKind)>),
    /// A moment the table marks (sound, a seat card's flash).
    Cue(Cue),
    /// The record to show in the record panel.
    Record(String),
    /// The seats the table shows.
    TableSeats(Seats),
    /// The seats the setup screen shows (a game left: its seats, to play again).
    SetupSeats(Seats),
    /// The screen to show.
    Screen(Screen),
    /// Another tab moved the game with this save id on: say so, and offer that game.
    OtherTab(String),
    /// The save of the game with this id could not be written (said once until a save
    /// works again).
    Unsaved(StorageError, String),
    /// Start the pacing loop: call [`Table::advance`] with this generation until it says
    /// [`Wait::Done`].
    Run(u64),
    /// A game was put on the table: save it ([`Table::save`]) once the page has painted.
    SaveSoon,
    /// A live table's message to send (see [`crate::shell::live`]).
    Send(To, Vec<u8>),
    /// Something a live table tells the person here.
    News(News),
    /// Close the channel to a device (the host gave up on it) or every channel (the live
    /// table ended here).
    Close(To),
    /// The game on the table has just ended: the history keeps it.
    Over(Ended),
}

/// Which of the values the table shows changed since [`Table::take_changed`] was last
/// called (set whenever one is set, as a signal notifies on every set).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Changed(u16);

impl Changed {
    /// [`Table::shown`].
    pub const SHOWN: Changed = Changed(1);
    /// [`Table::scene`].
    pub const SCENE: Changed = Changed(1 << 1);
    /// [`Table::prompt`].
    pub const PROMPT: Changed = Changed(1 << 2);
    /// [`Marks::busy`].
    pub const BUSY: Changed = Changed(1 << 3);
    /// [`Marks::finished`].
    pub const FINISHED: Changed = Changed(1 << 4);
    /// [`Marks::banner`].
    pub const BANNER: Changed = Changed(1 << 5);
    /// [`Marks::replay`].
    pub const REPLAY: Changed = Changed(1 << 6);
    /// [`Marks::undo`].
    pub const UNDO: Changed = Changed(1 << 7);
    /// [`Marks::live`].
    pub const LIVE: Changed = Changed(1 << 8);

    /// True if `what` changed.
    pub fn has(self, what: Changed) -> bool {
        self.0 & what.0 != 0
    }

    fn add(&mut self, what: Changed) {
        self.0 |= what.0;
    }
}

/// What the table shows that does not depend on the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// A bot acting (or the dice rolling), for the status line.
    pub busy: Option<Busy>,
    /// The game is over and everything has been shown: time for the score table.
    pub finished: bool,
    /// The latest banner.
    pub banner: Option<Banner>,
    /// While a replay is on show: the actions replayed so far and the record's length.
    pub replay: Option<(usize, usize)>,
    /// While a replay is on show: what the last action replayed did, in the log's words
    /// one log line a line (empty at the start). Changes with [`Marks::replay`].
    pub caption: String,
    /// Take-back: `None` when not offered (not one person against bots), else whether the
    /// person's last decision can be taken back now.
    pub undo: Option<bool>,
    /// A live table across phones: what it shows (`None`: this device plays alone).
    pub live: Option<LiveMark>,
}

/// Where the pacing loop stands (what [`Table::advance`] does next).
#[derive(Clone, Debug)]
enum Phase {
    /// Nothing until someone acts.
    Idle,
    /// At the top of the turn loop: a decided turn's end, then whoever's move it is.
    /// `after_bot`: a person asked next is told it is their turn again.
    Drive { after_bot: bool },
    /// A bot's move is made and was shown being decided: now it is shown happening.
    Thought,
    /// The queued events are to be shown from the start, then the turn loop goes on.
    Show { after_bot: bool },
    /// Showing the queued events, at `pace` (taken when the showing started).
    Play { after_bot: bool, pace: Pace, at: At },
}

/// Where the showing of the queued events stands.
#[derive(Clone, Debug)]
enum At {
    /// The next event, if one waits: its pause before.
    Next,
    /// The event paced so is shown now.
    Show(Beat),
    /// The dice thrown have landed: the throw is told (its log line and banner).
    Landed(Option<(String, LineKind)>, Option<String>),
}

/// The live table while a replay or a lesson is on show, put back as it was when it ends.
struct Paused<G: TableGame> {
    /// The game replayed (its whole record, or a lesson's).
    full: G,
    /// The seats the table showed (if this table had seated any).
    seated: Option<Seats>,
    shown: Option<G>,
    scene: G::Scene,
    /// The events the live log told.
    told: Vec<G::Event>,
    /// Where each turn of `full` ends ([`turns::bounds`]), found at the first step by turns.
    turns: Option<Vec<usize>>,
}

/// One game's table: the session, what is shown of it and when, the questions and who may
/// answer them, replays and lessons, take-back and saving.
pub struct Table<G: TableGame> {
    /// The save of the game on the table.
    keeper: Keeper,
    /// The language new narrators tell in.
    lang: Lang,
    session: Option<Session<G>>,
    /// The game as shown (lags the engine while events are shown).
    shown: Option<G>,
    /// The dice as shown.
    scene: G::Scene,
    prompt: Option<Prompt<G::Ask>>,
    asked: Option<Asked>,
    marks: Marks,
    /// The seats this table last showed.
    seated: Option<Seats>,
    /// Which run of the pacing loop is current: a new game, a replay or leaving starts a
    /// new one, and an older run's [`Table::advance`] does nothing.
    generation: u64,
    phase: Phase,
    /// Events waiting to be shown, and the game after them (shown once their resolution
    /// starts).
    queue: VecDeque<G::Event>,
    after: Option<G>,
    narrator: Option<G::Narrator>,
    /// Every event the log has told, in order: told again when the language changes.
    told: Vec<G::Event>,
    /// The live table while a replay is on show.
    paused: Option<Paused<G>>,
    lesson: Option<LessonOn>,
    /// The lesson on show tried by the newcomer ("Try it yourself").
    trial: Option<Trial<G>>,
    /// During a replay: the first event of the last action replayed (for its caption).
    caption_from: Option<usize>,
    /// Questions asked so far (the next one's id follows).
    prompts: u64,
    /// Banners shown so far.
    banners: u64,
    /// When the last key came (milliseconds): keys closer than [`MASH_MS`] are one burst.
    last_key: f64,
    /// The person whose own turn last had a question at this device: the device passes
    /// when another person's turn asks them (windows' panels aside).
    holder: Option<Seat>,
    /// The answers of a window's panel not yet given.
    given: Option<Given<G::Ask>>,
    /// The people (by name, as this device remembers them) who want every window question,
    /// also those that cannot hurt the thrower; by default a person is asked only when it can.
    ask_always: Vec<String>,
    changed: Changed,
    out: Vec<Out>,
    /// This device's part in a live table across phones.
    live: Option<Live>,
    /// The page's clock as last told (milliseconds): when a live draw started.
    now: f64,
    /// A guest's table is being put on from the host's message (it stays live).
    seating_guest: bool,
    /// The game on the table was over when put there, or its end was handed over: it is
    /// not handed to the history (again).
    end_told: bool,
}

/// The save of the game on a table, as this tab keeps it: where it is written, and whether
/// this tab may still write it. The same for every game, so compiled once (the table is
/// compiled per game).
struct Keeper {
    shelf: Box<dyn Shelf + Send + Sync>,
    /// The save could not be written once: said once per game, not after every move.
    save_failed: bool,
    /// Another tab moved this game on: this tab makes no move in it and writes no save.
    diverged: bool,
    /// The stamp of this game's save as this tab last wrote or read it (`None`: not saved
    /// yet). Before every move the storage's save must still have it (see
    /// [`shelf::moved_on`]), so a stale tab never overwrites another tab's moves.
    known: Option<Stamp>,
}

impl Keeper {
    /// Keeps the save of game `id`, just put on the table (`None`: no game on it).
    fn open(&mut self, id: Option<&str>) {
        self.save_failed = false;
        self.diverged = false;
        self.shelf.set_tab_game(id);
        // What the storage holds of this game now (nothing for a new one): the next move
        // checks that it is still so.
        self.known = id.and_then(|id| self.shelf.stamp(id));
    }

    /// Writes `saved` (see [`Table::save`]).
    fn save(&mut self, saved: Option<Saved>, out: &mut Vec<Out>) {
        let id = saved.as_ref().map(|s| s.id.as_str());
        if !self.still_ours(id, Some(out)) {
            return;
        }
        let Some(saved) = saved else { return };
        match self.shelf.write(&saved) {
            Ok(stamp) => {
                self.known = stamp;
                self.save_failed = false;
            }
            Err(e) => {
                if !self.save_failed {
                    self.save_failed = true;
                    out.push(Out::Unsaved(e, saved.id));
                }
            }
        }
    }

    /// See [`Table::other_tab_wrote`]: `id` is the game on the table.
    fn other_tab_wrote(&mut self, id: String, key: &str, text: Option<&str>, out: &mut Vec<Out>) {
        if shelf::key(&id) != key || self.diverged {
            return;
        }
        if shelf::moved_on(self.known, text.and_then(save::stamp)) {
            self.diverged = true;
            out.push(Out::OtherTab(id));
        }
    }

    /// True if the storage still holds game `id` as this tab last wrote or read it (or
    /// holds none of it): only then may a move be made here or its save be written.
    /// Otherwise another tab moved the game on: this tab stops, and (given `out`) says so.
    fn still_ours(&mut self, id: Option<&str>, out: Option<&mut Vec<Out>>) -> bool {
        let ours = !self.diverged
            && match id {
                None => true,
                Some(id) => {
                    let moved_on = shelf::moved_on(self.known, self.shelf.stamp(id));
                    self.diverged = moved_on;
                    !moved_on
                }
            };
        if let (false, Some(out), Some(id)) = (ours, out, id) {
            out.push(Out::OtherTab(id.to_string()));
        }
        ours
    }

    /// Writes `saved` as left (unless another tab has moved it on).
    fn set_left(&mut self, saved: Option<Saved>) {
        if !self.still_ours(saved.as_ref().map(|s| s.id.as_str()), None) {
            return;
        }
        if let Some(saved) = saved {
            let _ = self.shelf.write(&Saved {
                left: true,
                ..saved
            });
        }
    }
}

/// Keys closer together than this are one burst (mashing), which acts once.
pub const MASH_MS: f64 = 250.0;

/// `ms` as a wait, or `None` to go on at once.
fn wait(ms: u32) -> Option<Wait> {
    (ms > 0).then_some(Wait::For(ms))
}

impl<G: TableGame> Table<G> {
    /// An empty table that saves on `shelf` and tells in `lang`.
    pub fn new(shelf: Box<dyn Shelf + Send + Sync>, lang: Lang) -> Table<G> {
        Table {
            keeper: Keeper {
                shelf,
                save_failed: false,
                diverged: false,
                known: None,
            },
            lang,
            session: None,
            shown: None,
            scene: G::Scene::default(),
            prompt: None,
            asked: None,
            marks: Marks::default(),
            seated: None,
            generation: 0,
            phase: Phase::Idle,
            queue: VecDeque::new(),
            after: None,
            narrator: None,
            told: Vec::new(),
            paused: None,
            lesson: None,
            trial: None,
            caption_from: None,
            prompts: 0,
            banners: 0,
            last_key: f64::NEG_INFINITY,
            holder: None,
            given: None,
            ask_always: Vec::new(),
            changed: Changed::default(),
            out: Vec::new(),
            live: None,
            now: 0.0,
            seating_guest: false,
            end_told: false,
        }
    }

    // ----- what the table shows --------------------------------------------------------

    /// The session on the table, if any.
    pub fn session(&self) -> Option<&Session<G>> {
        self.session.as_ref()
    }

    /// The game as shown (lags the engine while events are shown; a replay's position).
    pub fn shown(&self) -> Option<&G> {
        self.shown.as_ref()
    }

    /// The dice as shown.
    pub fn scene(&self) -> &G::Scene {
        &self.scene
    }

    /// The question to a person at this device, when the table waits for one.
    pub fn prompt(&self) -> Option<&Prompt<G::Ask>> {
        self.prompt.as_ref()
    }

    /// The question to a person on another device, when the table waits for one.
    pub fn asked(&self) -> Option<Asked> {
        self.asked
    }

    /// What the table shows that does not depend on the game.
    pub fn marks(&self) -> &Marks {
        &self.marks
    }

    /// The rulebook example on show, if one is.
    pub fn lesson(&self) -> Option<LessonOn> {
        self.lesson
    }

    /// Every event the log has told (the live game's, or the replay's up to its position).
    pub fn told(&self) -> &[G::Event] {
        &self.told
    }

    /// The current run of the pacing loop (see [`Out::Run`]).
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// True once another tab has moved this game on.
    pub fn diverged(&self) -> bool {
        self.keeper.diverged
    }

    /// True while the last save could not be written.
    pub fn save_failed(&self) -> bool {
        self.keeper.save_failed
    }

    /// The seed of the game on the table, if any.
    pub fn seed(&self) -> Option<u64> {
        self.session.as_ref().map(Session::seed)
    }

    /// What the fairness panel may say of the dice's seed now ([`SeedShown`]).
    pub fn seed_shown(&self) -> Option<SeedShown> {
        self.session.as_ref().map(SeedShown::of)
    }

    /// The seats and origin of the game on the table, if any.
    pub fn seating(&self) -> Option<(Seats, String)> {
        self.session
            .as_ref()
            .map(|s| (s.seats().clone(), s.origin().to_string()))
    }

    /// The save id of the game on the table (each game, and each loaded record, has its
    /// own), if any.
    pub fn save_id(&self) -> Option<String> {
        self.session.as_ref().map(|s| s.id().to_string())
    }

    /// The game on the table as a link (the part after `#g=`), if a game is on the table;
    /// while a replay is on show, the position it shows (to show a friend that turn).
    pub fn link(&self) -> Option<Result<String, GameLinkError<G>>> {
        let watched = self
            .marks
            .replay
            .and_then(|(at, _)| self.paused.as_ref().map(|p| p.full.history_to(at).0));
        self.session
            .as_ref()
            .map(|s| s.link_of(watched.as_ref().unwrap_or(s.game())))
    }

    /// Whether the person at `seat` is asked every window question, also those that cannot
    /// hurt the thrower (by default: only those that can).
    pub fn asks_always(&self, seat: Seat) -> bool {
        self.session
            .as_ref()
            .is_some_and(|s| self.ask_always.contains(&s.seats().name(seat)))
    }

    /// The person at `seat` wants every window question (`true`), or only those that can
    /// hurt the thrower (`false`, the default), from the next question on.
    pub fn set_ask_always(&mut self, seat: Seat, always: bool) {
        let Some(name) = self.session.as_ref().map(|s| s.seats().name(seat)) else {
            return;
        };
        self.ask_always.retain(|n| *n != name);
        if always {
            self.ask_always.push(name);
        }
    }

    /// The people, by name, who want every window question (the device remembers them).
    pub fn set_asked_always(&mut self, names: Vec<String>) {
        self.ask_always = names;
    }

    /// Which shown values changed since the last call.
    pub fn take_changed(&mut self) -> Changed {
        std::mem::take(&mut self.changed)
    }

    /// What the page is to do, in order, since the last call.
    pub fn take_out(&mut self) -> Vec<Out> {
        std::mem::take(&mut self.out)
    }

    /// The language new narrators tell in (the page's); the log already told stays as it
    /// is (see [`Table::retell`]).
    pub fn speak(&mut self, lang: Lang) {
        self.lang = lang;
    }

    // ----- putting a game on the table -------------------------------------------------

    /// Puts `session` on the table, with `history` (everything that happened in it so far)
    /// shown at once; then the table runs ([`Out::Run`]) and asks to be saved
    /// ([`Out::SaveSoon`]).
    pub fn install(&mut self, session: Session<G>, history: Vec<G::Event>) {
        if !self.seating_guest {
            self.end_live();
        }
        self.generation += 1;
        self.set_busy(None);
        self.set_finished(false);
        self.set_banner(None);
        self.set_replay(None);
        self.lesson = None;
        self.holder = None;
        self.given = None;
        self.set_prompt(None);
        self.asked = None;
        self.queue.clear();
        self.after = None;
        self.paused = None;
        self.keeper.open(Some(session.id()));
        self.end_told = session.game().is_over();
        let narrator = self.show_history(session.game().names(), history, None);
        self.narrator = Some(narrator);
        self.set_undo(session.solo().then_some(session.can_take_back()));
        self.seat(session.seats().clone());
        self.set_shown(Some(session.shown_game().clone()));
        self.session = Some(session);
        self.out.push(Out::Screen(Screen::Table(G::KIND)));
        self.show_record();
        self.out.push(Out::SaveSoon);
        self.phase = Phase::Drive { after_bot: false };
        self.out.push(Out::Run(self.generation));
    }

    /// Shows `history` at once: the scene after it and its log; returns the narrator that
    /// told it. A replay's position (`last`: where the last action's events begin) also
    /// gets its caption, what those events said; and its scene keeps a turn that just
    /// ended in view (the throw that failed, the claim made) rather than the empty table
    /// after it, as the live table does before it clears.
    fn show_history(
        &mut self,
        names: &[String],
        history: Vec<G::Event>,
        last: Option<usize>,
    ) -> G::Narrator {
        let mut narrator = G::narrator(names.to_vec(), self.lang);
        let lines = self.tell_caption(&mut narrator, &history, last);
        // The events that clear a finished turn away are the ones the live table waits
        // before (`Pace::turn_end`): in a replay, a trailing run of them is left out.
        let clears = Pace {
            think: 0,
            tumble: 0,
            step: 0,
            turn_end: 1,
        };
        let shown = match last {
            None => history.len(),
            Some(_) => history
                .iter()
                .rposition(|e| G::beat(e, clears).before == 0)
                .map_or(0, |i| i + 1),
        };
        let mut scene = G::Scene::default();
        for e in &history[..shown] {
            G::show(&mut scene, e);
        }
        self.out.push(Out::Log(lines));
        self.set_scene(scene);
        self.told = history;
        narrator
    }

    /// The log's lines for `events`; with `last`, the lines of the events from there on
    /// are the replay's caption (one a line).
    fn tell_caption(
        &mut self,
        narrator: &mut G::Narrator,
        events: &[G::Event],
        last: Option<usize>,
    ) -> Vec<(String, LineKind)> {
        let mut lines = Vec::new();
        let mut caption = Vec::new();
        for (i, e) in events.iter().enumerate() {
            if let Some(line) = G::tell(narrator, e) {
                if last.is_some_and(|l| i >= l) {
                    caption.push(line.0.clone());
                }
                lines.push(line);
            }
        }
        if last.is_some() {
            self.caption_from = last;
            self.marks.caption = caption.join("\n");
            self.changed.add(Changed::REPLAY);
        }
        lines
    }

    /// Tells the log again in `lang` (the page's language changed): the same events, a
    /// narrator of the new language, which then tells what comes next.
    pub fn retell(&mut self, lang: Lang) {
        self.lang = lang;
        // The players of the game on show: the live game's, or a replayed lesson's.
        let Some(names) = self.shown.as_ref().map(|g| g.names().to_vec()) else {
            return;
        };
        let mut narrator = G::narrator(names, lang);
        // During a replay, the caption is told again too: the last action's lines.
        let last = self.caption_from.filter(|_| self.paused.is_some());
        let told = std::mem::take(&mut self.told);
        let lines = self.tell_caption(&mut narrator, &told, last);
        self.told = told;
        // A banner the old language had queued is dropped with it.
        let _ = G::banner(&mut narrator);
        self.out.push(Out::Log(lines));
        // During a replay the live game's narrator is put back when the replay ends.
        if self.paused.is_none() {
            self.narrator = Some(narrator);
        }
    }

    /// Takes the game off the table; its save stays on the shelf, marked as left, so the
    /// setup screen offers it until newer games push it off. The setup shows its seats.
    pub fn leave(&mut self) {
        self.end_live();
        self.generation += 1;
        self.phase = Phase::Idle;
        self.set_left();
        self.paused = None;
        self.set_replay(None);
        self.lesson = None;
        self.set_undo(None);
        self.keeper.shelf.set_tab_game(None);
        if let Some(s) = &self.session {
            self.out.push(Out::SetupSeats(s.seats().clone()));
        }
        self.session = None;
        self.set_prompt(None);
        self.asked = None;
        self.set_busy(None);
        self.set_shown(None);
        self.set_finished(false);
    }

    // ----- the pacing loop -------------------------------------------------------------

    /// Runs the table on from where it stands until it must wait, and says how long. Does
    /// nothing (and says [`Wait::Done`]) unless `generation` is the current run's.
    pub fn advance(&mut self, generation: u64, tempo: Tempo) -> Wait {
        if generation != self.generation {
            return Wait::Done;
        }
        loop {
            if let Some(wait) = self.step(tempo) {
                return wait;
            }
        }
    }

    /// One step of the loop; `None` to go on at once.
    fn step(&mut self, tempo: Tempo) -> Option<Wait> {
        match std::mem::replace(&mut self.phase, Phase::Idle) {
            Phase::Idle => Some(Wait::Done),
            Phase::Drive { after_bot } => self.drive(after_bot, tempo),
            Phase::Thought => {
                self.phase = Phase::Show { after_bot: true };
                None
            }
            Phase::Show { after_bot } => {
                let pace = tempo.pace();
                // The decision is made: the status line only stays while dice roll.
                if !self.front_beat(pace).is_some_and(|b| b.throw) {
                    self.set_busy(None);
                }
                self.phase = Phase::Play {
                    after_bot,
                    pace,
                    at: At::Next,
                };
                None
            }
            Phase::Play {
                after_bot,
                pace,
                at,
            } => self.play(after_bot, pace, at),
        }
    }

    /// The top of the turn loop: a decided turn waiting for the next move shows its end
    /// first; then the game is over, a person is asked, or a bot moves.
    fn drive(&mut self, after_bot: bool, tempo: Tempo) -> Option<Wait> {
        if let Some(s) = &mut self.session {
            let events = s.settle();
            if !events.is_empty() {
                let after = s.shown_game().clone();
                self.enqueue(events, after);
                self.phase = Phase::Show { after_bot };
                return None;
            }
        }
        let turn = self.session.as_ref().map(Session::turn);
        match self.live {
            Some(Live::Guest(ref g)) => {
                let waiting = matches!(turn, Some(Turn::Person(seat)) if g.sent == Some(seat));
                // A guest shows the host's moves in order, each once the last was shown.
                if self.take_reported() {
                    return None;
                }
                if waiting {
                    return Some(Wait::Done);
                }
            }
            Some(Live::Host(_)) => match turn {
                Some(Turn::Remote(seat)) => {
                    if self.take_phone_move(seat) {
                        return None;
                    }
                }
                _ => self.refuse_unasked(),
            },
            None => {}
        }
        match turn {
            None | Some(Turn::Over) => {
                self.set_busy(None);
                self.set_finished(turn.is_some());
                self.tell_end();
            }
            Some(Turn::Person(seat)) => {
                self.set_busy(None);
                if self.answered_for(seat) {
                    // A panel's answer or a pass nobody needed to be asked: it is shown, and
                    // the loop goes on.
                    return None;
                }
                self.ask(seat);
                // A person asked right after a bot moved is told it is their turn again.
                if after_bot {
                    self.out.push(Out::Cue(Cue::YourTurn(seat)));
                }
            }
            Some(Turn::Remote(seat)) => {
                self.set_busy(None);
                self.set_undo(None);
                let id = self.next_prompt();
                self.asked = Some(Asked { id, seat });
            }
            Some(Turn::Bot(seat)) => {
                let Some((throwing, think)) = self.bot_move(tempo.pace()) else {
                    return Some(Wait::Done);
                };
                self.save();
                self.set_busy(Some(Busy { seat, throwing }));
                self.phase = Phase::Thought;
                return wait(think);
            }
        }
        Some(Wait::Done)
    }

    /// Shows the queued events one by one with the pace's pauses; the seats switch to the
    /// game after the move when the turn's resolution starts (the dice land first).
    fn play(&mut self, after_bot: bool, pace: Pace, at: At) -> Option<Wait> {
        let next = |at| Phase::Play {
            after_bot,
            pace,
            at,
        };
        match at {
            At::Next => match self.front_beat(pace) {
                Some(beat) => {
                    self.phase = next(At::Show(beat));
                    wait(beat.before)
                }
                None => {
                    self.switch();
                    // The record tells the move once the table has shown it.
                    self.show_record();
                    self.phase = Phase::Drive { after_bot };
                    // Even at `instant`, give the page a moment to draw between moves.
                    Some(Wait::Frame)
                }
            },
            At::Show(beat) => {
                if beat.resolution {
                    self.switch();
                }
                let (line, banner) = self.show_next();
                if beat.throw && self.marks.banner.is_some() {
                    // New dice are thrown: the banner of what came before (the last turn's
                    // summary, a frustration) has had its moment and is not left up over
                    // the next player's throw.
                    self.set_banner(None);
                }
                if beat.throw {
                    // A throw is told once the dice have landed, not while they tumble.
                    self.phase = next(At::Landed(line, banner));
                } else {
                    self.tell(line, banner);
                    self.phase = next(At::Next);
                }
                wait(beat.after)
            }
            At::Landed(line, banner) => {
                // The dice have landed: no more "rolling" in the status line.
                self.set_busy(None);
                self.tell(line, banner);
                self.phase = next(At::Next);
                None
            }
        }
    }

    /// How the next queued event is paced, if one waits.
    fn front_beat(&self, pace: Pace) -> Option<Beat> {
        self.queue.front().map(|e| G::beat(e, pace))
    }

    /// Events to show, and the game after them.
    fn enqueue(&mut self, events: Vec<G::Event>, after: G) {
        self.queue = events.into();
        self.after = Some(after);
    }

    /// The seats show the game after the queued move (once).
    fn switch(&mut self) {
        if let Some(after) = self.after.take() {
            self.set_shown(Some(after));
        }
    }

    /// Shows the next queued event in the scene and marks its cue; returns its log line
    /// and the banner it deserves.
    fn show_next(&mut self) -> (Option<(String, LineKind)>, Option<String>) {
        let Some(e) = self.queue.pop_front() else {
            return (None, None);
        };
        let cue = G::cue(&self.scene, &e);
        G::show(&mut self.scene, &e);
        self.changed.add(Changed::SCENE);
        if let Some(cue) = cue {
            self.out.push(Out::Cue(cue));
        }
        let told = match &mut self.narrator {
            Some(n) => (G::tell(n, &e), G::banner(n)),
            None => (None, None),
        };
        self.told.push(e);
        told
    }

    /// Puts an event's log line and banner on show.
    fn tell(&mut self, line: Option<(String, LineKind)>, banner: Option<String>) {
        if let Some((text, kind)) = line {
            self.out.push(Out::Line(text, kind));
        }
        if let Some(text) = banner {
            self.banners += 1;
            let id = self.banners;
            self.set_banner(Some(Banner { id, text }));
        }
    }

    /// Hands a game that ended at this table to the history (once).
    fn tell_end(&mut self) {
        let Some(s) = &self.session else { return };
        // A rulebook example on show is no game of anyone's.
        if self.end_told || self.lesson.is_some() || !s.game().is_over() {
            return;
        }
        self.end_told = true;
        self.out.push(Out::Over(Ended {
            id: s.id().to_string(),
            game: G::ID,
            seats: s.seats().clone(),
            record: s.game().record_json(),
        }));
    }

    /// Shows the record as it stands.
    fn show_record(&mut self) {
        if let Some(s) = &self.session {
            self.out.push(Out::Record(s.game().record_json()));
        }
    }

    /// The id of the next question.
    fn next_prompt(&mut self) -> u64 {
        self.prompts += 1;
        self.prompts
    }

    /// Whether `seat`'s window question is answered without a question on show: by the
    /// answer its person gave in a panel (still the answer to the question now), or by
    /// passing when it cannot hurt the thrower and the person wants to be asked only when it
    /// can (said in the log). The move is made and queued to be shown.
    fn answered_for(&mut self, seat: Seat) -> bool {
        let Some(s) = &self.session else { return false };
        let game = s.game();
        let at = game.record_len();
        let given = self.given.as_mut().filter(|g| g.at == at).and_then(|g| {
            let i = g.answers.iter().position(|(s, _, _)| *s == seat)?;
            let (_, asked, yes) = g.answers.remove(i);
            game.answer_holds(seat, &asked, &g.panel).then_some(yes)
        });
        if let Some(mv) = given.and_then(G::round_move) {
            return self.play_here(seat, mv).is_ok();
        }
        if !self.spared(game, seat, &game.ask(seat)) {
            return false;
        }
        let line = self
            .narrator
            .as_ref()
            .and_then(|n| G::not_asked(n, game, seat));
        let Some(pass) = G::round_move(false) else {
            return false;
        };
        if !self.still_ours(true) {
            return false;
        }
        if matches!(self.live, Some(Live::Guest(_))) {
            // The host makes the pass, as every move of this device's.
            if let Some((text, kind)) = line {
                self.out.push(Out::Line(text, kind));
            }
            return self.send_move(seat, pass).is_ok();
        }
        // Not the person's decision: nothing to take back.
        let Some(Ok(events)) = self.session.as_mut().map(|s| s.pass_unasked(seat, pass)) else {
            return false;
        };
        self.played(seat, pass);
        if let Some((text, kind)) = line {
            self.out.push(Out::Line(text, kind));
        }
        self.queue_made(seat, pass, events);
        true
    }

    /// Whether the person at `seat` is spared the round's question `asked`: it cannot hurt
    /// the thrower, and they did not ask for every question.
    fn spared(&self, game: &G, seat: Seat, asked: &G::Ask) -> bool {
        !self.asks_always(seat) && !game.round().is_empty() && game.harmless(seat, asked)
    }

    /// Puts the question for the person at `seat` (at this device) on show: in a window,
    /// one panel for every person here asked in its round.
    fn ask(&mut self, seat: Seat) {
        let Some(s) = &self.session else { return };
        let game = s.game();
        let ask = game.ask(seat);
        let undo = s.solo().then_some(s.can_take_back());
        let people = s.people_here();
        let round = if G::round_move(true).is_some() {
            game.round()
        } else {
            Vec::new()
        };
        let panel: Vec<PanelSeat<G::Ask>> = round
            .into_iter()
            .filter(|(p, asked)| {
                *p == seat
                    || s.driver(*p) == crate::shell::seats::Driver::Here
                        && !self.spared(game, *p, asked)
            })
            .map(|(seat, ask)| PanelSeat {
                seat,
                ask,
                yes: None,
            })
            .collect();
        self.set_undo(undo);
        let id = self.next_prompt();
        // The device passes on when a turn passes from one person at this device to
        // another, at every speed; a window's panel is everyone's at once.
        let handoff = panel.is_empty() && {
            let before = self.holder.replace(seat);
            people > 1 && before.is_some_and(|b| b != seat)
        };
        self.set_prompt(Some(Prompt {
            id,
            seat,
            handoff,
            ask,
            panel,
        }));
    }

    /// The bot whose move it is makes it and its events are queued: whether it throws and
    /// how long it is to be shown deciding. Not in a game another tab moved on.
    fn bot_move(&mut self, pace: Pace) -> Option<(bool, u32)> {
        if !self.still_ours(true) {
            return None;
        }
        let (seat, mv) = self.session.as_mut()?.bot_decide()?;
        // At a live table the dice are drawn by every phone first.
        if mv == G::throw_move() && self.draw_first(seat, true) {
            return None;
        }
        let s = self.session.as_mut()?;
        let think = s.game().bot_pause(mv, pace);
        let mut events = s.bot_play(seat, mv).ok()?;
        self.played(seat, mv);
        let s = self.session.as_mut()?;
        events.extend(s.settle());
        let after = s.shown_game().clone();
        self.enqueue(events, after);
        Some((mv == G::throw_move(), think))
    }

    // ----- people and tools ------------------------------------------------------------

    /// A person at this device answers the question `id` with `mv`. Refused unless that
    /// question is the one on show and is to a seat played here; then as
    /// [`Table::arrived`].
    pub fn act(&mut self, id: u64, mv: G::Move) -> Result<(), PlayError<G::Error>> {
        let seat = match (&self.prompt, self.asked) {
            (Some(p), _) if p.id == id => p.seat,
            (_, Some(a)) if a.id == id => return Err(PlayError::NotYourSeat(a.seat)),
            _ => return Err(PlayError::StalePrompt),
        };
        if self.trial.is_some() {
            self.try_move(seat, mv);
            return Ok(());
        }
        // In a window's panel the move is the answer of the seat it is due to.
        if self.prompt.as_ref().is_some_and(|p| !p.panel.is_empty()) {
            for yes in [true, false] {
                if G::round_move(yes) == Some(mv) {
                    return self.answer(id, seat, yes);
                }
            }
        }
        self.make(seat, mv)
    }

    /// A move arrives from the person on another device who was asked the question `id`.
    /// Refused unless that question is still open and is to a seat played elsewhere.
    pub fn arrived(&mut self, id: u64, mv: G::Move) -> Result<(), PlayError<G::Error>> {
        let seat = match (self.asked, &self.prompt) {
            (Some(a), _) if a.id == id => a.seat,
            (_, Some(p)) if p.id == id => return Err(PlayError::NotYourSeat(p.seat)),
            _ => return Err(PlayError::StalePrompt),
        };
        self.make(seat, mv)
    }

    /// A person at this device answers their part of the window's panel `id`: `seat`'s
    /// yes or no. Once everyone in the panel answered, the answers are given in the order of
    /// asking (the first now, the others when their turn to answer comes, the bots'
    /// between them), and the table runs. Refused unless `seat` is in that panel.
    pub fn answer(&mut self, id: u64, seat: Seat, yes: bool) -> Result<(), PlayError<G::Error>> {
        // Trying an example: the answer is the move the book's player is measured against.
        if self.trial.is_some() {
            let mv = G::round_move(yes).ok_or(PlayError::OutOfTurn(seat))?;
            return self.act(id, mv);
        }
        let Some(p) = self.prompt.as_mut().filter(|p| p.id == id) else {
            return match self.asked {
                Some(a) if a.id == id => Err(PlayError::NotYourSeat(a.seat)),
                _ => Err(PlayError::StalePrompt),
            };
        };
        let Some(part) = p.panel.iter_mut().find(|part| part.seat == seat) else {
            return Err(PlayError::OutOfTurn(seat));
        };
        part.yes = Some(yes);
        self.changed.add(Changed::PROMPT);
        if p.panel.iter().any(|part| part.yes.is_none()) {
            return Ok(());
        }
        let (due, panel) = (p.seat, p.panel.clone());
        let at = self.session.as_ref().map_or(0, |s| s.game().record_len());
        let mut answers: Vec<_> = panel
            .iter()
            .map(|part| (part.seat, part.ask.clone(), part.yes == Some(true)))
            .collect();
        let first = answers.iter().position(|(s, _, _)| *s == due);
        let Some((_, _, now)) = first.map(|i| answers.remove(i)) else {
            return Err(PlayError::OutOfTurn(due));
        };
        self.given = Some(Given {
            at,
            panel: panel.iter().map(|part| part.seat).collect(),
            answers,
        });
        let Some(mv) = G::round_move(now) else {
            return Err(PlayError::OutOfTurn(due));
        };
        let made = self.make(due, mv);
        if made.is_err() {
            // Nothing was played: the panel stays, its answers open again.
            self.given = None;
            if let Some(p) = self.prompt.as_mut() {
                p.panel.iter_mut().for_each(|part| part.yes = None);
            }
        }
        made
    }

    /// A person's move for `seat`: played, saved, queued to be shown, and the table runs.
    fn make(&mut self, seat: Seat, mv: G::Move) -> Result<(), PlayError<G::Error>> {
        self.play_here(seat, mv)?;
        self.out.push(Out::Run(self.generation));
        Ok(())
    }

    /// A person's move for `seat`: played, saved and queued to be shown (the loop shows it).
    fn play_here(&mut self, seat: Seat, mv: G::Move) -> Result<(), PlayError<G::Error>> {
        if !self.still_ours(true) {
            return Err(PlayError::Diverged);
        }
        match &self.live {
            Some(Live::Guest(_)) => return self.send_move(seat, mv),
            Some(Live::Host(_)) if mv == G::throw_move() => {
                self.check_move(seat, mv)?;
                if self.draw_first(seat, false) {
                    // Made when every phone has revealed its part of the dice.
                    self.set_prompt(None);
                    self.asked = None;
                    return Ok(());
                }
            }
            _ => {}
        }
        let s = self.session.as_mut().ok_or(PlayError::NoGame)?;
        let events = s.human_move(seat, mv)?;
        self.played(seat, mv);
        self.queue_made(seat, mv, events);
        Ok(())
    }

    /// After `seat`'s move `mv` was made in the session: the question goes, the move is
    /// saved and its events queued to be shown.
    fn queue_made(&mut self, seat: Seat, mv: G::Move, mut events: Vec<G::Event>) {
        let Some(s) = self.session.as_mut() else {
            return;
        };
        events.extend(s.settle());
        let after = s.shown_game().clone();
        self.set_prompt(None);
        self.asked = None;
        let undo = self.marks.undo.map(|_| false);
        self.set_undo(undo);
        self.set_busy((mv == G::throw_move()).then_some(Busy {
            seat,
            throwing: true,
        }));
        self.save();
        self.enqueue(events, after);
        self.phase = Phase::Show { after_bot: false };
    }

    /// The next person has the device: the question `id` shows (if it waited for them).
    pub fn take_over(&mut self, id: u64) {
        if let Some(p) = self.prompt.as_mut().filter(|p| p.id == id && p.handoff) {
            p.handoff = false;
            self.changed.add(Changed::PROMPT);
        }
    }

    /// True when a key at `now` (milliseconds) comes too soon after the last one: one burst
    /// (mashing a key), which must not answer the question its own first key brought up.
    pub fn burst(&mut self, now: f64) -> bool {
        let burst = now - self.last_key < MASH_MS;
        self.last_key = now;
        burst
    }

    /// Replays the game on the table up to `at` actions (clamped to its record). The first
    /// call pauses the live game: its pacing loop stops (no bot moves), the question goes,
    /// and what the table showed is kept for [`Table::back`].
    pub fn watch(&mut self, at: usize) {
        if self.paused.is_none() {
            let Some(full) = self.session.as_ref().map(|s| s.game().clone()) else {
                return;
            };
            self.pause(full);
        }
        let first = self.lesson.map_or(0, |l| l.start);
        let Some(p) = &self.paused else { return };
        let total = p.full.record_len();
        let at = at.clamp(first, total);
        let (game, events) = p.full.history_to(at);
        // The events of the last action replayed follow those of the position before it.
        let last = match at {
            0 => events.len(),
            _ => p.full.history_to(at - 1).1.len(),
        };
        let _ = self.show_history(game.names(), events, Some(last));
        // The record panel shows the record up to the position on show: copied, or loaded,
        // it is that position.
        self.out.push(Out::Record(game.record_json()));
        self.set_shown(Some(game));
        self.set_replay(Some((at, total)));
    }

    /// Steps the replay on show to the end of the next turn (`forward`) or of the one
    /// before, as the engine tells turns apart ([`turns::bounds`]); never before a
    /// lesson's first position. Nothing if no replay is on show.
    pub fn watch_turn(&mut self, forward: bool) {
        let (Some((at, _)), Some(p)) = (self.marks.replay, self.paused.as_mut()) else {
            return;
        };
        let full = &p.full;
        let bounds = p.turns.get_or_insert_with(|| {
            let positions: Vec<turns::Position> = (0..=full.record_len())
                .map(|k| {
                    let g = full.history_to(k).0;
                    turns::Position {
                        turn_of: g.turn_of(),
                        turn_starts: g.turn_starts(),
                    }
                })
                .collect();
            turns::bounds(&positions)
        });
        let first = self.lesson.map_or(0, |l| l.start);
        let to = if forward {
            turns::next(bounds, at)
        } else {
            turns::back(bounds, at, first)
        };
        self.watch(to);
    }

    /// Pauses the table to replay `full`: the pacing loop stops (no bot moves), the question
    /// goes, and what the table showed is kept for [`Table::back`].
    fn pause(&mut self, full: G) {
        // Stops the pacing loop as leaving does; the session itself is not touched.
        self.generation += 1;
        self.phase = Phase::Idle;
        self.paused = Some(Paused {
            full,
            seated: self.seated.clone(),
            shown: self.shown.clone(),
            scene: self.scene.clone(),
            told: self.told.clone(),
            turns: None,
        });
        self.set_prompt(None);
        self.asked = None;
        self.set_busy(None);
        self.set_banner(None);
        self.set_finished(false);
    }

    /// Shows the rulebook example `index` of this game (`game`, replayed from its record;
    /// `start` its first position) on the table, a sentence per step. The game on the
    /// table, if any, is paused as for a replay and comes back as it was when the lesson
    /// ends; opened while the setup screen is on show (`on_setup`), the lesson ends there.
    pub fn teach(&mut self, index: usize, start: usize, game: G, on_setup: bool) {
        self.trial = None;
        self.set_prompt(None);
        let from_setup = self.lesson.map_or(on_setup, |on| on.from_setup);
        let seats = Seats(
            game.names()
                .iter()
                .map(|name| SeatConfig {
                    name: name.clone(),
                    kind: SeatKind::Human,
                })
                .collect(),
        );
        match &mut self.paused {
            None => self.pause(game),
            Some(p) => {
                p.full = game;
                p.turns = None;
            }
        }
        self.seat(seats);
        self.lesson = Some(LessonOn {
            index,
            start,
            from_setup,
        });
        self.watch(start);
        self.out.push(Out::Screen(Screen::Table(G::KIND)));
    }

    /// The lesson on show becomes one the newcomer plays ("Try it yourself"): from its
    /// first position, the book's dice and their choices, each asked as in a game.
    pub fn try_example(&mut self) {
        let (Some(on), Some(p)) = (self.lesson, self.paused.as_ref()) else {
            return;
        };
        self.trial = Some(Trial::new(&p.full, on.start));
        self.watch(on.start);
        self.ask_trial();
    }

    /// While an example is tried: the hint for the last choice if it was not the book's
    /// (what the book's player did, in `lang`), and whether the example is over.
    pub fn trying(&self, lang: Lang) -> Option<(Option<String>, bool)> {
        let (trial, p) = (self.trial.as_ref()?, self.paused.as_ref()?);
        let hint = trial.missed().map(|seat| {
            let name = p.full.names().get(seat).map_or("", String::as_str);
            W::TryOther.fill(
                lang,
                &[
                    ("name", &shown_name(name, lang)),
                    ("what", &trial.book_says(&p.full, lang)),
                ],
            )
        });
        Some((hint, trial.done(&p.full)))
    }

    /// A choice in an example tried: the book's is played and shown (the next question
    /// follows), another is not, and its hint is shown.
    fn try_move(&mut self, seat: Seat, mv: G::Move) {
        let (Some(trial), Some(p)) = (self.trial.as_mut(), self.paused.as_ref()) else {
            return;
        };
        let before = trial.game().record_len();
        if trial.try_move(&p.full, seat, mv) == Tried::Book {
            let now = trial.game().record_len();
            if now != before {
                self.watch(now);
            }
            self.ask_trial();
        } else {
            // The hint is read with the replay's position: tell it that something changed.
            self.set_replay(self.marks.replay);
        }
    }

    /// Asks the seat that decides next in the example tried (nobody once it is over).
    fn ask_trial(&mut self) {
        let next = self
            .trial
            .as_ref()
            .zip(self.paused.as_ref())
            .and_then(|(t, p)| {
                let seat = t.asked(&p.full)?;
                // A window's question is shown as a panel of one: the person trying the
                // example answers for each seat the book asks, in turn.
                let window = !t.game().round().is_empty();
                Some((seat, t.game().ask(seat), window))
            });
        let prompt = next.map(|(seat, ask, window)| Prompt {
            id: self.next_prompt(),
            seat,
            handoff: false,
            panel: if window {
                vec![PanelSeat {
                    seat,
                    ask: ask.clone(),
                    yes: None,
                }]
            } else {
                Vec::new()
            },
            ask,
        });
        self.set_prompt(prompt);
    }

    /// Leaves the replay: the live game exactly as it was (its session was never touched),
    /// and it runs on from there. A lesson opened from the setup screen (or with no game
    /// on the table) goes back to the setup screen.
    pub fn back(&mut self) {
        let Some(p) = self.paused.take() else {
            return;
        };
        let lesson = self.lesson.take();
        if let Some(seats) = p.seated {
            self.seat(seats);
        }
        self.set_replay(None);
        if lesson.is_some_and(|l| l.from_setup) || self.session.is_none() {
            self.set_shown(None);
            self.set_scene(G::Scene::default());
            self.told = Vec::new();
            self.out.push(Out::Log(Vec::new()));
            self.out.push(Out::Record(String::new()));
            self.out.push(Out::Screen(Screen::Setup));
            return;
        }
        self.set_shown(p.shown);
        self.set_scene(p.scene);
        // The live log, told in the language of now (the switch may have been used).
        self.told = p.told;
        self.retell(self.lang);
        self.show_record();
        // Whatever the live table was still showing when the replay began is shown now.
        self.phase = Phase::Show { after_bot: false };
        self.out.push(Out::Run(self.generation));
    }

    /// The replay's position becomes a new live game: the same seats and drivers, the
    /// record up to there, fresh dice from `seed`. The game it came from stays on the
    /// shelf as it was (marked left if it was not over: it is not resumed on its own).
    /// False if no replay of this table's game is on show (a lesson is the book's game).
    pub fn continue_here(&mut self, seed: u64) -> bool {
        let Some((at, _)) = self.marks.replay else {
            return false;
        };
        if self.lesson.is_some() {
            return false;
        }
        let branch = self.paused.as_ref().and_then(|p| {
            let (game, events) = p.full.history_to(at);
            self.session
                .as_ref()
                .map(|s| (s.branch(game, seed), events))
        });
        let Some((session, events)) = branch else {
            return false;
        };
        self.set_left();
        self.install(session, events);
        true
    }

    /// Takes back the person's last decision (see [`Session::take_back`]) and shows the
    /// game as it stood before it.
    pub fn take_back(&mut self) -> Result<(), PlayError<G::Error>> {
        // Another tab moved this game on: taking back here would save over the other tab's
        // game.
        if !self.still_ours(true) {
            return Err(PlayError::Diverged);
        }
        let Some(mut session) = self.session.take() else {
            return Err(PlayError::NoGame);
        };
        match session.take_back() {
            Ok(events) => {
                self.install(session, events);
                Ok(())
            }
            Err(e) => {
                self.session = Some(session);
                Err(PlayError::TakeBack(e))
            }
        }
    }

    // ----- saving and other tabs -------------------------------------------------------

    /// Writes the save of the game on the table; if the storage refuses, says so once
    /// ([`Out::Unsaved`]: the game goes on, in this tab's memory, and every move tries
    /// again). Not once another tab has moved this game on: that tab's save stays.
    /// (Checked here too, not only before each move: the first save of a game just opened
    /// comes a frame later, when another tab may have moved it on.)
    pub fn save(&mut self) {
        let mut saved = self.session.as_ref().map(Session::saved);
        if let (Some(saved), Some(Live::Guest(_))) = (saved.as_mut(), &self.live) {
            // A guest's copy of a live table is kept, but a reload does not go on with it
            // by itself (it would go on alone): the setup screen offers it among the saved
            // games, and a fresh invitation seats the phone again.
            saved.left = true;
        }
        self.keeper.save(saved, &mut self.out);
    }

    /// Saves again after room was made: true if the save was written.
    pub fn retry_save(&mut self) -> bool {
        self.keeper.save_failed = false;
        self.save();
        !self.keeper.save_failed
    }

    /// Another tab wrote `key` with `text`: if that is this game's save and it holds other
    /// moves than this tab last wrote or read (the other tab made a move, not just opened or
    /// left the game), the two tabs have diverged: this tab makes no more moves
    /// ([`Out::OtherTab`] says so). The check before every move does not rely on this
    /// event, which may come late or not at all.
    pub fn other_tab_wrote(&mut self, key: &str, text: Option<&str>) {
        if let Some(id) = self.save_id() {
            self.keeper.other_tab_wrote(id, key, text, &mut self.out);
        }
    }

    /// True if the storage still holds this game as this tab last wrote or read it (or
    /// holds none of it): only then may a move be made here or its save be written.
    /// Otherwise another tab moved the game on: this tab stops, and (if `tell`) says so.
    fn still_ours(&mut self, tell: bool) -> bool {
        let id = self.session.as_ref().map(|s| s.id());
        self.keeper.still_ours(id, tell.then_some(&mut self.out))
    }

    /// Writes this game's save as left (unless another tab has moved it on).
    fn set_left(&mut self) {
        let saved = self.session.as_ref().map(Session::saved);
        self.keeper.set_left(saved);
    }

    // ----- setting what is shown -------------------------------------------------------

    fn seat(&mut self, seats: Seats) {
        self.seated = Some(seats.clone());
        self.out.push(Out::TableSeats(seats));
    }

    fn set_shown(&mut self, shown: Option<G>) {
        self.shown = shown;
        self.changed.add(Changed::SHOWN);
    }

    fn set_scene(&mut self, scene: G::Scene) {
        self.scene = scene;
        self.changed.add(Changed::SCENE);
    }

    fn set_prompt(&mut self, prompt: Option<Prompt<G::Ask>>) {
        self.prompt = prompt;
        self.changed.add(Changed::PROMPT);
    }

    fn set_busy(&mut self, busy: Option<Busy>) {
        self.marks.busy = busy;
        self.changed.add(Changed::BUSY);
    }

    fn set_finished(&mut self, finished: bool) {
        self.marks.finished = finished;
        self.changed.add(Changed::FINISHED);
    }

    fn set_banner(&mut self, banner: Option<Banner>) {
        self.marks.banner = banner;
        self.changed.add(Changed::BANNER);
    }

    fn set_replay(&mut self, replay: Option<(usize, usize)>) {
        if replay.is_none() {
            self.trial = None;
            self.caption_from = None;
            self.marks.caption.clear();
        }
        self.marks.replay = replay;
        self.changed.add(Changed::REPLAY);
    }

    fn set_undo(&mut self, undo: Option<bool>) {
        self.marks.undo = undo;
        self.changed.add(Changed::UNDO);
    }

    fn set_live(&mut self, live: Option<LiveMark>) {
        if self.marks.live != live {
            self.marks.live = live;
            self.changed.add(Changed::LIVE);
        }
    }

    /// The live table ends here (a new game put on the table by this device, or the game
    /// left): every channel closes.
    fn end_live(&mut self) {
        if self.live.take().is_some() {
            self.out.push(Out::Close(To::All));
            self.set_live(None);
        }
    }
}

mod live;
pub use live::LiveMark;

#[cfg(test)]
mod tests {
    //! The table with both games, a shelf in memory and a page that does what the table
    //! asks (as `Play` does in the browser), driven by `advance` alone.
    use super::*;
    use crate::shell::table_game::offered;
    use std::collections::HashMap;
    use std::sync::{Arc, Mutex};

    use crate::shell::session::TakeBackError;
    use dice_core::{DiceGame, Level};
    use heckmeck_engine::{Awaiting, Game as Heckmeck, Move as HMove};
    use pechvogel_engine::{Decision, Event as PEvent, Move as PMove, Table as Pechvogel};

    /// Windows: one panel for the people at this device, questions that cannot hurt.
    mod windows;

    /// A game by turns: a seat claimed, the turn link to send.
    mod by_turns;
    /// A live table across phones: host and guests as tables, messages as bytes.
    mod live;

    /// A shelf in memory; clones share it, so two tables with one shelf are two tabs.
    #[derive(Clone, Default)]
    struct Memory(Arc<Mutex<Stored>>);

    #[derive(Default)]
    struct Stored {
        saves: HashMap<String, String>,
        tab: Option<String>,
        writes: usize,
        refuse: Option<StorageError>,
    }

    impl Shelf for Memory {
        fn stamp(&self, id: &str) -> Option<Stamp> {
            save::stamp(self.0.lock().unwrap().saves.get(id)?)
        }

        fn write(&mut self, saved: &Saved) -> Result<Option<Stamp>, StorageError> {
            let mut stored = self.0.lock().unwrap();
            if let Some(e) = stored.refuse {
                return Err(e);
            }
            let text = save::encode(saved);
            stored.saves.insert(saved.id.clone(), text.clone());
            stored.writes += 1;
            Ok(save::stamp(&text))
        }

        fn set_tab_game(&mut self, id: Option<&str>) {
            self.0.lock().unwrap().tab = id.map(str::to_string);
        }
    }

    impl Memory {
        fn saved(&self, id: &str) -> Saved {
            let text = self.0.lock().unwrap().saves[id].clone();
            let mut saved = save::decode(&text).unwrap();
            saved.id = id.to_string();
            saved
        }

        fn text(&self, id: &str) -> String {
            self.0.lock().unwrap().saves[id].clone()
        }

        fn writes(&self) -> usize {
            self.0.lock().unwrap().writes
        }

        fn tab(&self) -> Option<String> {
            self.0.lock().unwrap().tab.clone()
        }

        fn refuse(&self, e: Option<StorageError>) {
            self.0.lock().unwrap().refuse = e;
        }
    }

    /// What the page shows and was asked, from the table's [`Out`]s, applied as `Play`
    /// applies them (the page already painted: a game is saved at once).
    #[derive(Default)]
    struct Page {
        log: Vec<(String, LineKind)>,
        cues: Vec<Cue>,
        record: String,
        screen: Option<Screen>,
        seats: Option<Seats>,
        setup: Option<Seats>,
        other_tab: Vec<String>,
        unsaved: Vec<StorageError>,
        run: Option<u64>,
        /// A live table's messages sent, in order.
        sent: Vec<(To, Vec<u8>)>,
        news: Vec<News>,
        closed: Vec<To>,
        over: Vec<Ended>,
    }

    impl Page {
        fn absorb<G: TableGame>(&mut self, t: &mut Table<G>) {
            loop {
                let out = t.take_out();
                if out.is_empty() {
                    return;
                }
                for o in out {
                    match o {
                        Out::Line(text, kind) => self.log.push((text, kind)),
                        Out::Log(lines) => self.log = lines,
                        Out::Cue(cue) => self.cues.push(cue),
                        Out::Record(record) => self.record = record,
                        Out::TableSeats(seats) => self.seats = Some(seats),
                        Out::SetupSeats(seats) => self.setup = Some(seats),
                        Out::Screen(screen) => self.screen = Some(screen),
                        Out::OtherTab(id) => self.other_tab.push(id),
                        Out::Unsaved(e, _) => self.unsaved.push(e),
                        Out::Run(generation) => self.run = Some(generation),
                        Out::SaveSoon => t.save(),
                        Out::Send(to, bytes) => self.sent.push((to, bytes)),
                        Out::News(news) => self.news.push(news),
                        Out::Close(to) => self.closed.push(to),
                        Out::Over(ended) => self.over.push(ended),
                    }
                }
            }
        }

        /// Runs the table as the page does (the run it was asked to start, to its end);
        /// returns the waits it asked for.
        fn go<G: TableGame>(&mut self, t: &mut Table<G>, tempo: Tempo) -> Vec<Wait> {
            self.absorb(t);
            let mut waits = Vec::new();
            while let Some(generation) = self.run.take() {
                loop {
                    let wait = t.advance(generation, tempo);
                    self.absorb(t);
                    if wait == Wait::Done {
                        break;
                    }
                    waits.push(wait);
                    assert!(waits.len() < 500_000, "the table never rests");
                }
            }
            waits
        }
    }

    const fn tempo(speed: Speed) -> Tempo {
        Tempo {
            speed,
            motion: true,
        }
    }

    const NORMAL: Tempo = tempo(Speed::Normal);
    const INSTANT: Tempo = tempo(Speed::Instant);

    const BOTS3: [SeatKind; 3] = [
        SeatKind::Bot(Level::Easy),
        SeatKind::Bot(Level::Normal),
        SeatKind::Bot(Level::Expert),
    ];

    const SOLO: [SeatKind; 3] = [
        SeatKind::Human,
        SeatKind::Bot(Level::Normal),
        SeatKind::Bot(Level::Easy),
    ];

    /// A game as shown, to compare: its record and its state.
    fn state<G: TableGame>(game: Option<&G>) -> Option<(String, String)> {
        game.map(|g| (g.record_json(), g.state_json()))
    }

    fn table<G: TableGame>(shelf: &Memory) -> Table<G> {
        Table::new(Box::new(shelf.clone()), Lang::En)
    }

    fn session<G: TableGame>(kinds: &[SeatKind], seed: u64) -> Session<G> {
        Session::new(Seats::from_kinds(kinds), seed, String::new()).unwrap()
    }

    /// A table with `session` on it, and its page.
    fn installed<G: TableGame>(shelf: &Memory, session: Session<G>) -> (Table<G>, Page) {
        let mut t = table(shelf);
        t.install(session, Vec::new());
        (t, Page::default())
    }

    /// A person's Pechvogel move: throw, the first target, no window used, the first claim.
    fn pechvogel_move(t: &Table<Pechvogel>) -> PMove {
        match t.session().unwrap().game().decision() {
            Decision::Throw { .. } => PMove::Throw,
            Decision::Target { options, .. } => PMove::Target(options[0]),
            Decision::Ask(_) => PMove::Answer(false),
            Decision::Claim { options, .. } => PMove::Claim(options[0]),
            Decision::Over => unreachable!("no question when the game is over"),
        }
    }

    /// A person's Heckmeck move: the highest face, a tile as soon as one is on offer.
    fn heckmeck_move(t: &Table<Heckmeck>) -> HMove {
        let game = t.session().unwrap().game();
        let legal = game.legal_actions();
        match game.awaiting() {
            Awaiting::Keep => HMove::Keep(legal.keep.iter().last().unwrap()),
            Awaiting::Take | Awaiting::RollOrTake => {
                legal.take.tiles().next().map_or(HMove::Throw, HMove::Take)
            }
            _ => HMove::Throw,
        }
    }

    /// Answers every question at this device with `choose` until the game ends; `seen` is
    /// shown each question first. Returns the waits.
    fn play_out<G: TableGame>(
        t: &mut Table<G>,
        page: &mut Page,
        tempo: Tempo,
        choose: fn(&Table<G>) -> G::Move,
        mut seen: impl FnMut(&Table<G>, &Prompt<G::Ask>),
    ) -> Vec<Wait> {
        let mut waits = page.go(t, tempo);
        for _ in 0..10_000 {
            let Some(p) = t.prompt().cloned() else { break };
            seen(t, &p);
            let mv = choose(t);
            // A window's panel: everyone in it gives the answer chosen for the seat due.
            for part in p.panel.iter().skip(1).rev() {
                let yes = G::round_move(true) == Some(mv);
                t.answer(p.id, part.seat, yes).unwrap();
            }
            t.act(p.id, mv).unwrap();
            waits.extend(page.go(t, tempo));
        }
        waits
    }

    /// The waits a game's events and bots may ask for at `pace`.
    fn paced(pace: Pace) -> [u32; 6] {
        [
            pace.think,
            pace.tumble,
            pace.step,
            pace.step / 2,
            pace.step * 2,
            pace.turn_end,
        ]
    }

    /// A game of bots, by `advance` alone, at `tempo`: it ends, everything is shown once,
    /// and every wait is one of the pace's. Returns the record and the waits.
    fn bots_to_the_end<G: TableGame>(seed: u64, tempo: Tempo) -> (String, Vec<Wait>) {
        let shelf = Memory::default();
        let (mut t, mut page) = installed(&shelf, session::<G>(&BOTS3, seed));
        let waits = page.go(&mut t, tempo);
        let s = t.session().unwrap();
        assert_eq!(s.turn(), Turn::Over);
        assert!(t.marks().finished);
        assert_eq!(t.marks().busy, None);
        assert!(t.prompt().is_none());
        // Everything that happened was shown exactly once, and the seats show the end.
        assert_eq!(t.told(), s.game().history().1.as_slice());
        assert_eq!(state(t.shown()), state(Some(s.game())));
        assert_eq!(page.record, s.game().record_json());
        assert!(!page.log.is_empty());
        // The end is saved.
        assert!(shelf.saved(s.id()).over);
        let allowed = paced(tempo.pace());
        for w in &waits {
            if let Wait::For(ms) = w {
                assert!(allowed.contains(ms), "{ms} ms at {tempo:?}");
            }
        }
        // A frame for the page to draw after every move.
        let frames = waits.iter().filter(|w| **w == Wait::Frame).count();
        assert!(frames >= s.game().record_len(), "{frames} frames");
        // The end is handed to the history once, with the record and the seats.
        let (id, record) = (s.id().to_string(), s.game().record_json());
        let ended = Ended {
            id: id.clone(),
            game: G::ID,
            seats: s.seats().clone(),
            record: record.clone(),
        };
        assert_eq!(page.over, [ended]);
        // A game put on the table over (resumed, replayed) is not handed over again.
        let (again, events) = Session::<G>::resume(&shelf.saved(&id)).unwrap();
        t.install(again, events);
        page.go(&mut t, tempo);
        assert!(t.marks().finished);
        assert_eq!(page.over.len(), 1);
        (record, waits)
    }

    fn total(waits: &[Wait]) -> u64 {
        waits
            .iter()
            .map(|w| match w {
                Wait::For(ms) => u64::from(*ms),
                _ => 0,
            })
            .sum()
    }

    fn bot_games_by_advance_alone<G: TableGame>() {
        for seed in 0..3 {
            let (record, waits) = bots_to_the_end::<G>(seed, INSTANT);
            assert!(
                !waits.iter().any(|w| matches!(w, Wait::For(_))),
                "{waits:?}"
            );
            let mut before = 0;
            for speed in [Speed::Fast, Speed::Normal, Speed::Slow] {
                let (same, waits) = bots_to_the_end::<G>(seed, tempo(speed));
                // The pace never changes the game.
                assert_eq!(same, record);
                let time = total(&waits);
                assert!(time > before, "{speed:?}: {time} ms");
                before = time;
            }
            // Under reduced motion, nothing waits for tumbling dice.
            let tumble = NORMAL.pace().tumble;
            let (_, moving) = bots_to_the_end::<G>(seed, NORMAL);
            assert!(moving.contains(&Wait::For(tumble)));
            let still = Tempo {
                motion: false,
                ..NORMAL
            };
            let (same, waits) = bots_to_the_end::<G>(seed, still);
            assert_eq!(same, record);
            assert!(!waits.contains(&Wait::For(tumble)));
        }
    }

    #[test]
    fn a_pechvogel_game_of_bots_runs_to_the_end_by_advance_alone() {
        offered::offer();
        bot_games_by_advance_alone::<Pechvogel>();
    }

    #[test]
    fn a_heckmeck_game_of_bots_runs_to_the_end_by_advance_alone() {
        offered::offer();
        bot_games_by_advance_alone::<Heckmeck>();
    }

    #[test]
    fn a_bot_is_shown_thinking_then_throwing_and_the_throw_is_told_once_the_dice_land() {
        let shelf = Memory::default();
        let (mut t, mut page) = installed(&shelf, session::<Heckmeck>(&BOTS3, 1));
        let pace = NORMAL.pace();
        let generation = t.generation();
        page.absorb(&mut t);
        // Seat 0's first move is a throw: shown deciding it (a throw with no choice).
        assert_eq!(t.advance(generation, NORMAL), Wait::For(pace.step));
        assert_eq!(
            t.marks().busy,
            Some(Busy {
                seat: 0,
                throwing: true
            })
        );
        // The dice are thrown: they tumble, still "rolling", and the log waits for them.
        let lines = page.log.len();
        assert_eq!(t.advance(generation, NORMAL), Wait::For(pace.tumble));
        page.absorb(&mut t);
        assert!(t.marks().busy.is_some());
        assert_eq!(page.log.len(), lines);
        assert_eq!(page.cues, [Cue::Throw]);
        // They landed: told, and the status line is clear.
        t.advance(generation, NORMAL);
        page.absorb(&mut t);
        assert_eq!(t.marks().busy, None);
        assert_eq!(page.log.len(), lines + 1);
    }

    /// Steps a game of bots at `tempo` and checks that a banner never stays up once a later
    /// throw has landed: the last turn's summary is gone when the next player's dice land.
    fn banners_go_when_the_next_throw_lands<G: TableGame>(tempo: Tempo) {
        for seed in 0..3 {
            let shelf = Memory::default();
            let (mut t, mut page) = installed(&shelf, session::<G>(&BOTS3, seed));
            page.absorb(&mut t);
            let generation = page.run.take().unwrap();
            // The banner on show and how many events had been told when it went up.
            let mut up: Option<(u64, usize)> = None;
            let mut summaries = 0;
            for _ in 0..200_000 {
                let wait = t.advance(generation, tempo);
                page.absorb(&mut t);
                match (&t.marks().banner, up) {
                    (Some(b), Some((id, _))) if b.id == id => {}
                    (Some(b), _) => {
                        up = Some((b.id, t.told().len()));
                        summaries += 1;
                    }
                    (None, _) => up = None,
                }
                if let Some((_, at)) = up {
                    let pace = tempo.pace();
                    let thrown = t.told()[at..].iter().any(|e| G::beat(e, pace).throw);
                    assert!(
                        !thrown,
                        "seed {seed}: a banner stayed up over a later throw"
                    );
                }
                if wait == Wait::Done {
                    break;
                }
            }
            assert!(t.marks().finished);
            assert!(summaries > 3, "seed {seed}: {summaries} banners");
        }
    }

    #[test]
    fn a_pechvogel_banner_goes_when_the_next_throw_lands() {
        offered::offer();
        banners_go_when_the_next_throw_lands::<Pechvogel>(NORMAL);
    }

    #[test]
    fn a_heckmeck_banner_goes_when_the_next_throw_lands() {
        offered::offer();
        banners_go_when_the_next_throw_lands::<Heckmeck>(NORMAL);
    }

    #[test]
    fn people_are_asked_with_new_ids_and_a_stale_id_is_refused() {
        let shelf = Memory::default();
        let kinds = [SeatKind::Human, SeatKind::Bot(Level::Normal)];
        let (mut t, mut page) = installed(&shelf, session::<Pechvogel>(&kinds, 3));
        page.go(&mut t, NORMAL);
        let first = t.prompt().cloned().unwrap();
        assert_eq!(first.seat, 0);
        assert_eq!(
            t.act(first.id + 1, PMove::Throw),
            Err(PlayError::StalePrompt)
        );
        t.act(first.id, PMove::Throw).unwrap();
        // A double click: the same question is no longer open, and nothing is played.
        let record = t.session().unwrap().game().record_json();
        assert_eq!(t.act(first.id, PMove::Throw), Err(PlayError::StalePrompt));
        assert_eq!(t.session().unwrap().game().record_json(), record);
        let mut last = first.id;
        let mut asked = 0;
        play_out(&mut t, &mut page, NORMAL, pechvogel_move, |t, p| {
            assert!(p.id > last, "{} after {last}", p.id);
            last = p.id;
            // Only the person is asked, only on their move, never in a hand-off (alone).
            assert_eq!(t.session().unwrap().turn(), Turn::Person(p.seat));
            assert_eq!(p.seat, 0);
            assert!(!p.handoff);
            asked += 1;
        });
        assert!(asked > 10, "{asked}");
        assert!(t.marks().finished);
        assert_eq!(t.act(last, PMove::Throw), Err(PlayError::StalePrompt));
        // A move the rules refuse is the engine's error, and the question stays.
        let shelf = Memory::default();
        let (mut t, mut page) = installed(&shelf, session::<Pechvogel>(&kinds, 3));
        page.go(&mut t, NORMAL);
        let p = t.prompt().cloned().unwrap();
        assert!(matches!(
            t.act(p.id, PMove::Target(3)),
            Err(PlayError::Rule(_))
        ));
        assert_eq!(t.prompt(), Some(&p));
    }

    #[test]
    fn a_person_asked_right_after_a_bot_hears_it_is_their_turn() {
        let shelf = Memory::default();
        let kinds = [SeatKind::Bot(Level::Normal), SeatKind::Human];
        let (mut t, mut page) = installed(&shelf, session::<Heckmeck>(&kinds, 5));
        page.go(&mut t, INSTANT);
        assert_eq!(t.prompt().map(|p| p.seat), Some(1));
        assert_eq!(page.cues.last(), Some(&Cue::YourTurn(1)));
        // Asked again after their own move: no cue.
        page.cues.clear();
        let p = t.prompt().cloned().unwrap();
        t.act(p.id, HMove::Throw).unwrap();
        page.go(&mut t, INSTANT);
        assert_eq!(t.prompt().map(|p| p.seat), Some(1));
        assert!(!page.cues.contains(&Cue::YourTurn(1)), "{:?}", page.cues);
    }

    #[test]
    fn the_device_passes_only_when_a_turn_passes_between_two_people_at_every_speed() {
        let kinds = [
            SeatKind::Human,
            SeatKind::Bot(Level::Normal),
            SeatKind::Human,
        ];
        for (tempo, seed) in [(NORMAL, 2), (INSTANT, 2), (NORMAL, 7), (INSTANT, 7)] {
            let shelf = Memory::default();
            let (mut t, mut page) = installed(&shelf, session::<Pechvogel>(&kinds, seed));
            let mut holder = None;
            let (mut handoffs, mut panels) = (0, 0);
            play_out(&mut t, &mut page, tempo, pechvogel_move, |t, p| {
                let game = t.session().unwrap().shown_game().game();
                if p.panel.is_empty() {
                    // A question of the person's own turn: the device passes when the last
                    // one was another person's turn.
                    assert_eq!(game.active(), Some(p.seat));
                    let changed = holder.is_some_and(|h| h != p.seat);
                    assert_eq!(p.handoff, changed, "{p:?} after {holder:?}");
                    holder = Some(p.seat);
                } else {
                    // A window: everyone here answers in it, and nobody passes the device.
                    assert!(!p.handoff, "{p:?}");
                    panels += 1;
                }
                handoffs += usize::from(p.handoff);
            });
            assert!(t.marks().finished);
            assert!(handoffs > 5, "{handoffs} at {tempo:?}");
            assert!(panels > 0, "{panels} at {tempo:?}");
        }
        // The next person takes the device: the question shows (only that question's id).
        let shelf = Memory::default();
        let (mut t, mut page) = installed(&shelf, session::<Pechvogel>(&kinds, 2));
        page.go(&mut t, NORMAL);
        for _ in 0..500 {
            let p = t.prompt().cloned().unwrap();
            if p.handoff {
                t.take_changed();
                t.take_over(p.id + 1);
                assert!(t.prompt().unwrap().handoff);
                assert_eq!(t.take_changed(), Changed::default());
                t.take_over(p.id);
                assert!(!t.prompt().unwrap().handoff);
                assert!(t.take_changed().has(Changed::PROMPT));
                return;
            }
            t.act(p.id, pechvogel_move(&t)).unwrap();
            page.go(&mut t, NORMAL);
        }
        panic!("no hand-off");
    }

    /// Seat 0's first throw shows three ravens (a frustration); seat 1 chooses 4, then
    /// throws two ravens: a window opens on seat 1's turn-ending throw, and seat 0 (a
    /// person) is asked whether to frustrate.
    const OPEN_WINDOW: &str = r#"{"players": ["Ann", "Bob"], "actions": [
        {"roll": ["R","R","R",3,4,5,6]}, {"target": 3},
        {"roll": ["R",4,4,4,3,5,6]}, {"target": 4}, {"roll": ["R","R",5]}]}"#;

    #[test]
    fn a_settled_turn_end_is_shown_before_the_next_question() {
        let people = Seats::from_kinds(&[SeatKind::Human, SeatKind::Human])
            .renamed(0, "Ann")
            .renamed(1, "Bob");
        let (s, history) = Session::<Pechvogel>::from_record(OPEN_WINDOW, &people, 1).unwrap();
        let shelf = Memory::default();
        let mut t = table(&shelf);
        let mut page = Page::default();
        t.install(s, history);
        // Ann wants every question (a frustration could not hurt Bob here).
        t.set_ask_always(0, true);
        page.go(&mut t, NORMAL);
        let window = t.prompt().cloned().unwrap();
        assert_eq!(window.seat, 0);
        assert!(matches!(window.ask.decision, Decision::Ask(_)));
        let passed = |t: &Table<Pechvogel>| {
            t.told()
                .iter()
                .filter(|e| matches!(e, PEvent::TurnPassed { from: 1, to: 0 }))
                .count()
        };
        assert_eq!(passed(&t), 0);
        // Ann lets the window pass: Bob's turn is decided (three ravens), though the engine
        // settles it only with the next throw. Its end is shown before Ann is asked.
        t.act(window.id, PMove::Answer(false)).unwrap();
        let waits = page.go(&mut t, NORMAL);
        assert!(waits.contains(&Wait::For(NORMAL.pace().turn_end)));
        let next = t.prompt().cloned().unwrap();
        assert_eq!(next.seat, 0);
        assert!(matches!(next.ask.decision, Decision::Throw { seat: 0, .. }));
        assert_eq!(passed(&t), 1);
        let shown = t.shown().unwrap();
        assert_eq!(shown.game().active(), Some(0));
        assert_eq!(shown.game().frustrations(1), 1);
        assert!(page.log.iter().any(|(_, kind)| *kind == LineKind::Turn));
        // Her throw settles it in the engine; the table does not show it again.
        t.act(next.id, PMove::Throw).unwrap();
        page.go(&mut t, NORMAL);
        assert_eq!(passed(&t), 1);
        assert_eq!(t.session().unwrap().game().game().frustrations(1), 1);
    }

    /// A game of bots at `NORMAL`, stopped partway through showing a move: a replay there
    /// pauses it (no bot moves), steps, and `back` puts it back exactly; the game then ends
    /// as it would have without the replay, its log the same.
    fn replay_and_back<G: TableGame>() {
        let seed = 4;
        let shelf = Memory::default();
        let (mut plain, mut plain_page) = installed(&shelf, session::<G>(&BOTS3, seed));
        plain_page.go(&mut plain, NORMAL);
        let (mut t, mut page) = installed(&shelf, session::<G>(&BOTS3, seed));
        let live = t.generation();
        page.absorb(&mut t);
        // Into the game, stopped with events still to show.
        let mut steps = 0;
        while t.session().unwrap().game().record_len() < 20 || t.queue.is_empty() {
            assert_ne!(t.advance(live, NORMAL), Wait::Done);
            page.absorb(&mut t);
            steps += 1;
            assert!(steps < 10_000);
        }
        let record = t.session().unwrap().game().record_json();
        let total = t.session().unwrap().game().record_len();
        let (shown, scene, told, log) = (
            t.shown().cloned(),
            t.scene().clone(),
            t.told().to_vec(),
            page.log.clone(),
        );
        t.watch(5);
        page.absorb(&mut t);
        assert_eq!(t.marks().replay, Some((5, total)));
        assert_eq!(t.shown().unwrap().record_len(), 5);
        assert_eq!(page.record, t.shown().unwrap().record_json());
        assert_eq!(t.told(), t.shown().unwrap().history().1.as_slice());
        assert_eq!((t.marks().busy, t.marks().banner.clone()), (None, None));
        // The live game's loop stops: no bot moves, however often it is woken.
        for _ in 0..50 {
            assert_eq!(t.advance(live, NORMAL), Wait::Done);
        }
        assert_eq!(t.session().unwrap().game().record_json(), record);
        // Steps, clamped to the record.
        t.watch(10_000);
        assert_eq!(t.marks().replay, Some((total, total)));
        t.watch(0);
        assert_eq!(t.marks().replay, Some((0, total)));
        assert_eq!(t.shown().unwrap().record_len(), 0);
        page.absorb(&mut t);
        t.back();
        page.absorb(&mut t);
        assert_eq!(t.marks().replay, None);
        assert_eq!(state(t.shown()), state(shown.as_ref()));
        assert!(t.scene() == &scene);
        assert_eq!(t.told(), told.as_slice());
        assert_eq!(page.log, log);
        assert_eq!(page.record, record);
        assert_eq!(page.screen, Some(Screen::Table(G::KIND)));
        // It runs on from there, in a new run, and ends as the game without the replay.
        assert!(page.run.is_some_and(|g| g != live));
        page.go(&mut t, NORMAL);
        assert!(t.marks().finished);
        assert_eq!(page.record, plain_page.record);
        assert_eq!(page.log, plain_page.log);
        assert_eq!(t.told(), plain.told());
    }

    #[test]
    fn a_pechvogel_replay_pauses_the_game_and_back_restores_it() {
        replay_and_back::<Pechvogel>();
    }

    #[test]
    fn a_heckmeck_replay_pauses_the_game_and_back_restores_it() {
        replay_and_back::<Heckmeck>();
    }

    #[test]
    fn continue_here_branches_a_new_game_and_keeps_the_old_one() {
        offered::offer();
        let shelf = Memory::default();
        let kinds = [SeatKind::Human, SeatKind::Bot(Level::Normal)];
        let (mut t, mut page) = installed(&shelf, session::<Heckmeck>(&kinds, 6));
        assert!(!t.continue_here(1), "no replay on show");
        page.go(&mut t, NORMAL);
        for _ in 0..6 {
            let p = t.prompt().cloned().unwrap();
            t.act(p.id, heckmeck_move(&t)).unwrap();
            page.go(&mut t, NORMAL);
        }
        let old = t.save_id().unwrap();
        let full = t.session().unwrap().game().clone();
        t.watch(3);
        assert!(t.continue_here(99));
        page.absorb(&mut t);
        let s = t.session().unwrap();
        assert_ne!(s.id(), old);
        assert_eq!(s.seed(), 99);
        assert_eq!(s.seats(), &Seats::from_kinds(&kinds));
        assert_eq!(s.game(), &full.history_to(3).0);
        assert_eq!(t.marks().replay, None);
        assert_eq!(shelf.tab().as_deref(), Some(s.id()));
        // The game it came from stays on the shelf, left; the new one is saved.
        let kept = shelf.saved(&old);
        assert!(kept.left);
        let kept_game = Heckmeck::replay_json(&kept.record).unwrap();
        assert_eq!(kept_game.record_json(), full.record_json());
        assert_eq!(shelf.saved(s.id()).actions, 3);
        // It runs: the person is asked again.
        page.go(&mut t, NORMAL);
        assert!(t.prompt().is_some());
        // A lesson is the book's game: nothing to continue.
        let lesson = &Heckmeck::lessons(Lang::En)[0];
        let game = Heckmeck::replay_json(lesson.record).unwrap();
        t.teach(0, lesson.start, game, false);
        assert!(!t.continue_here(5));
    }

    #[test]
    fn take_back_is_offered_to_one_person_against_bots_and_never_past_a_throw() {
        let shelf = Memory::default();
        let (mut t, mut page) = installed(&shelf, session::<Pechvogel>(&SOLO, 11));
        page.go(&mut t, NORMAL);
        assert_eq!(t.marks().undo, Some(false));
        assert!(matches!(
            t.take_back(),
            Err(PlayError::TakeBack(TakeBackError::Nothing))
        ));
        let mut taken_back = 0;
        for _ in 0..2_000 {
            let Some(p) = t.prompt().cloned() else { break };
            let mv = pechvogel_move(&t);
            let target = matches!(mv, PMove::Target(_));
            let before = t.session().unwrap().game().state_json();
            t.act(p.id, mv).unwrap();
            // Decided, not yet thrown: shown as not yet possible until the table asks again.
            assert_eq!(t.marks().undo, Some(false));
            page.go(&mut t, NORMAL);
            if target && taken_back < 3 {
                if let Some(next) = t.prompt() {
                    if matches!(next.ask.decision, Decision::Throw { .. }) {
                        assert_eq!(t.marks().undo, Some(true));
                        t.take_back().unwrap();
                        page.go(&mut t, NORMAL);
                        assert_eq!(t.session().unwrap().game().state_json(), before);
                        assert!(matches!(
                            t.prompt().unwrap().ask.decision,
                            Decision::Target { .. }
                        ));
                        taken_back += 1;
                        continue;
                    }
                }
            }
            if mv == PMove::Throw {
                // Never past a throw.
                if t.prompt().is_some() {
                    assert_eq!(t.marks().undo, Some(false));
                    assert!(t.take_back().is_err());
                }
            }
        }
        assert_eq!(taken_back, 3);
        // Between two people it is not offered at all.
        let kinds = [SeatKind::Human, SeatKind::Human];
        let (mut t, mut page) = installed(&shelf, session::<Heckmeck>(&kinds, 2));
        play_out(&mut t, &mut page, INSTANT, heckmeck_move, |t, _| {
            assert_eq!(t.marks().undo, None);
        });
        assert!(t.marks().finished);
        assert!(t.take_back().is_err());
    }

    #[test]
    fn a_heckmeck_keep_is_taken_back_until_the_dice_are_thrown() {
        let shelf = Memory::default();
        let (mut t, mut page) = installed(&shelf, session::<Heckmeck>(&SOLO, 3));
        page.go(&mut t, NORMAL);
        let p = t.prompt().cloned().unwrap();
        t.act(p.id, HMove::Throw).unwrap();
        page.go(&mut t, NORMAL);
        let before = t.session().unwrap().game().state_json();
        let p = t.prompt().cloned().unwrap();
        t.act(p.id, heckmeck_move(&t)).unwrap();
        page.go(&mut t, NORMAL);
        assert_eq!(t.marks().undo, Some(true));
        t.take_back().unwrap();
        page.go(&mut t, NORMAL);
        assert_eq!(t.session().unwrap().game().state_json(), before);
        assert_eq!(t.prompt().unwrap().ask.awaiting, Awaiting::Keep);
        assert!(t.prompt().unwrap().id > p.id);
    }

    fn lessons_end_where_they_began<G: TableGame>() {
        let lessons = G::lessons(Lang::En);
        let last = lessons.len() - 1;
        let lesson = &lessons[last];
        let game = G::replay_json(lesson.record).unwrap();
        let total = game.record_len();
        let names = game.names().to_vec();
        // From the setup screen: the book's game on the table, back to the setup after.
        let shelf = Memory::default();
        let mut t = table::<G>(&shelf);
        let mut page = Page::default();
        t.teach(last, lesson.start, game.clone(), true);
        page.absorb(&mut t);
        assert_eq!(page.screen, Some(Screen::Table(G::KIND)));
        assert_eq!(page.seats.as_ref().map(Seats::names), Some(names));
        assert_eq!(
            page.seats.as_ref().map(Seats::people),
            Some(game.names().len())
        );
        assert_eq!(t.marks().replay, Some((lesson.start, total)));
        assert_eq!(
            t.lesson(),
            Some(LessonOn {
                index: last,
                start: lesson.start,
                from_setup: true
            })
        );
        // Steps never go before the lesson's first position.
        t.watch(0);
        assert_eq!(t.marks().replay, Some((lesson.start, total)));
        t.watch(total);
        assert_eq!(t.shown().unwrap().record_len(), total);
        // Another lesson opened meanwhile still ends at the setup screen.
        t.teach(
            0,
            lessons[0].start,
            G::replay_json(lessons[0].record).unwrap(),
            false,
        );
        assert!(t.lesson().unwrap().from_setup);
        page.absorb(&mut t);
        t.back();
        page.absorb(&mut t);
        assert_eq!(page.screen, Some(Screen::Setup));
        assert!(t.shown().is_none());
        assert!(page.log.is_empty());
        assert_eq!(page.record, "");
        assert_eq!(t.lesson(), None);
        assert_eq!(page.run, None);
        // From a live table: the game comes back and runs on.
        let (mut t, mut page) = installed(&shelf, session::<G>(&BOTS3, 1));
        let live = t.generation();
        page.absorb(&mut t);
        for _ in 0..30 {
            t.advance(live, NORMAL);
        }
        page.absorb(&mut t);
        let shown = t.shown().cloned();
        t.teach(last, lesson.start, game, false);
        page.absorb(&mut t);
        assert_eq!(t.advance(live, NORMAL), Wait::Done);
        t.back();
        page.absorb(&mut t);
        assert_eq!(page.screen, Some(Screen::Table(G::KIND)));
        assert_eq!(page.seats.as_ref(), Some(&Seats::from_kinds(&BOTS3)));
        assert_eq!(state(t.shown()), state(shown.as_ref()));
        page.go(&mut t, INSTANT);
        assert!(t.marks().finished);
    }

    #[test]
    fn a_pechvogel_lesson_from_the_setup_screen_ends_at_the_setup() {
        lessons_end_where_they_began::<Pechvogel>();
    }

    #[test]
    fn a_heckmeck_lesson_from_the_setup_screen_ends_at_the_setup() {
        lessons_end_where_they_began::<Heckmeck>();
    }

    #[test]
    fn an_example_ends_on_the_throw_that_failed_not_on_the_empty_turn_after_it() {
        // Fig. 6a: Nicole's fourth throw fails. Its last step shows those four dice, the
        // failure, her 25 going back and the 36 turned over; the log tells it all.
        let lesson = &Heckmeck::lessons(Lang::En)[3];
        assert_eq!(lesson.record, crate::heckmeck::lesson::FIG6A_RECORD);
        let game = Heckmeck::replay_json(lesson.record).unwrap();
        let total = game.record_len();
        let mut t = table::<Heckmeck>(&Memory::default());
        t.teach(3, lesson.start, game, true);
        t.watch(total);
        let scene = t.scene();
        assert_eq!(scene.tray.len(), 4);
        assert_eq!(scene.thrower, Some(0));
        assert!(scene.failed.is_some());
        assert_eq!((scene.returning, scene.turning), (Some(25), Some(36)));
        assert!(
            t.marks().caption.contains("Nicole"),
            "{}",
            t.marks().caption
        );
        // Umberto's example: Thea's three ravens stay on the board at its end.
        let lesson = &Pechvogel::lessons(Lang::En)[0];
        let game = Pechvogel::replay_json(lesson.record).unwrap();
        let total = game.record_len();
        let mut t = table::<Pechvogel>(&Memory::default());
        t.teach(0, lesson.start, game, true);
        t.watch(total);
        assert_eq!(t.scene().ravens.len(), 3);
        assert_eq!(t.scene().thrower, Some(1));
        // A step within a turn shows it as it is.
        t.watch(2);
        assert_eq!((t.scene().targets.len(), t.scene().ravens.len()), (2, 2));
    }

    #[test]
    fn an_example_tried_asks_each_choice_and_shows_the_books_dice() {
        let lessons = Heckmeck::lessons(Lang::En);
        let book = Heckmeck::replay_json(lessons[3].record).unwrap();
        let start = lessons[3].start;
        let mut t = table::<Heckmeck>(&Memory::default());
        t.teach(3, start, book.clone(), true);
        assert!(t.prompt().is_none());
        assert_eq!(t.trying(Lang::En), None);
        t.try_example();
        assert_eq!(t.trying(Lang::En), Some((None, false)));
        // Nicole throws: the book's dice, not random ones.
        let p = t.prompt().cloned().unwrap();
        assert_eq!((p.seat, p.handoff), (0, false));
        t.act(p.id, HMove::Throw).unwrap();
        assert_eq!(t.marks().replay, Some((start + 1, book.record_len())));
        assert_eq!(
            t.shown().unwrap().record_json(),
            book.history_to(start + 1).0.record_json()
        );
        // She keeps the worm; the book's Nicole kept the 1s: not played, and said so.
        let p = t.prompt().cloned().unwrap();
        t.act(p.id, HMove::Keep(heckmeck_engine::Face::Worm))
            .unwrap();
        assert_eq!(t.marks().replay, Some((start + 1, book.record_len())));
        let (hint, done) = t.trying(Lang::En).unwrap();
        let hint = hint.unwrap();
        assert!(hint.contains("Nicole") && hint.contains('1'), "{hint}");
        assert!(!done);
        // The same question is still open; the book's choice goes on.
        t.act(p.id, HMove::Keep(heckmeck_engine::Face::One))
            .unwrap();
        assert_eq!(t.trying(Lang::En), Some((None, false)));
        // To the end: the book's moves.
        for _ in 0..20 {
            let Some(p) = t.prompt().cloned() else { break };
            let at = t.marks().replay.unwrap().0;
            let next = book.actions()[at];
            let mv = t.shown().unwrap().book_move(&next).unwrap();
            t.act(p.id, mv).unwrap();
        }
        assert_eq!(t.trying(Lang::En), Some((None, true)));
        assert_eq!(
            t.marks().replay,
            Some((book.record_len(), book.record_len()))
        );
        assert!(t.prompt().is_none());
        // Ending the example ends the trial.
        t.back();
        assert_eq!(t.trying(Lang::En), None);
    }

    #[test]
    fn an_example_with_windows_is_tried_through_panels_of_one() {
        use dice_core::LinkCodec;
        use pechvogel_engine::Move;
        // Every Pechvogel example, tried with the book's answers: a window's question comes
        // as a panel of one (its buttons answer through `answer`), the rest as questions.
        for (index, lesson) in Pechvogel::lessons(Lang::En).iter().enumerate() {
            let book = Pechvogel::replay_json(lesson.record).unwrap();
            let mut t = table::<Pechvogel>(&Memory::default());
            t.teach(index, lesson.start, book.clone(), true);
            t.try_example();
            let mut panels = 0;
            for _ in 0..200 {
                let Some(p) = t.prompt().cloned() else { break };
                let at = t.marks().replay.unwrap().0;
                let shown = t.shown().unwrap().clone();
                let mv = match book.actions().get(at) {
                    Some(next) => shown.book_move(next).unwrap(),
                    // Past the book's last action only a window's pass can be asked.
                    None => Move::Answer(false),
                };
                // The page shows a window's question only as a panel (its buttons are the
                // panel's): it must have one, of the seat asked.
                let window = matches!(shown.decision(), pechvogel_engine::Decision::Ask(_));
                assert_eq!(p.panel.len(), usize::from(window), "{}", lesson.title);
                if window {
                    panels += 1;
                    assert_eq!(p.panel[0].seat, p.seat);
                    t.answer(p.id, p.seat, mv == Move::Answer(true)).unwrap();
                } else {
                    t.act(p.id, mv).unwrap();
                }
            }
            assert_eq!(t.trying(Lang::En), Some((None, true)), "{}", lesson.title);
            if lesson.title.starts_with("Kelly") {
                assert!(
                    panels > 0,
                    "Kelly, Diego and Finn's example asks in windows"
                );
            }
        }
    }

    #[test]
    fn a_replay_steps_by_turns_and_says_what_the_last_action_did() {
        // Kelly's example from its start (12): one turn, to its end (20), and back.
        let lessons = Pechvogel::lessons(Lang::En);
        let game = Pechvogel::replay_json(lessons[1].record).unwrap();
        let mut t = table::<Pechvogel>(&Memory::default());
        t.teach(1, lessons[1].start, game, true);
        assert_eq!(t.marks().replay, Some((12, 20)));
        t.watch_turn(true);
        assert_eq!(t.marks().replay, Some((20, 20)));
        t.watch_turn(true);
        assert_eq!(t.marks().replay, Some((20, 20)));
        t.watch_turn(false);
        // Never before the example's first position.
        assert_eq!(t.marks().replay, Some((12, 20)));
        // A game's replay: each step by turn ends a turn; the caption is the last action's.
        let kinds = [SeatKind::Human, SeatKind::Bot(Level::Normal)];
        let shelf = Memory::default();
        let (mut t, mut page) = installed(&shelf, session::<Heckmeck>(&kinds, 4));
        play_out(&mut t, &mut page, INSTANT, heckmeck_move, |_, _| {});
        let total = t.session().unwrap().game().record_len();
        t.watch(0);
        assert_eq!(t.marks().caption, "");
        let mut at = 0;
        let mut turns = 0;
        while at < total {
            t.watch_turn(true);
            let (now, _) = t.marks().replay.unwrap();
            assert!(now > at);
            at = now;
            turns += 1;
            let shown = t.shown().unwrap();
            // A turn's end: the next throw is a turn's first, or the game is over.
            assert!(
                shown.turn_starts() || shown.is_over(),
                "at {at} of {total}: {}",
                shown.state_json()
            );
            assert!(!t.marks().caption.is_empty());
        }
        assert!(turns > 2);
        t.watch_turn(false);
        assert!(t.marks().replay.unwrap().0 < total);
        // The caption is told again in another language.
        t.watch(1);
        let english = t.marks().caption.clone();
        t.retell(Lang::De);
        assert_ne!(t.marks().caption, english);
        assert!(!t.marks().caption.is_empty());
        // Leaving the replay leaves no caption behind.
        t.back();
        assert_eq!(t.marks().caption, "");
    }

    #[test]
    fn a_remote_seats_move_is_waited_for_and_a_move_for_a_seat_not_played_here_is_refused() {
        let shelf = Memory::default();
        let kinds = [SeatKind::Human, SeatKind::Human];
        let mut s = session::<Heckmeck>(&kinds, 8);
        assert!(s.set_remote(1));
        let (mut t, mut page) = installed(&shelf, s);
        page.go(&mut t, NORMAL);
        let mut remote_moves = 0;
        let mut last = 0;
        for _ in 0..2_000 {
            if let Some(p) = t.prompt().cloned() {
                assert_eq!(p.seat, 0);
                // One person at this device: never a hand-off, and nothing to take back
                // (the other person saw it).
                assert!(!p.handoff);
                assert_eq!(t.marks().undo, None);
                assert!(t.asked().is_none());
                let mv = heckmeck_move(&t);
                assert_eq!(t.arrived(p.id, mv), Err(PlayError::NotYourSeat(0)));
                t.act(p.id, mv).unwrap();
            } else if let Some(a) = t.asked() {
                assert_eq!(a.seat, 1);
                assert!(a.id > last);
                last = a.id;
                // The table waits: woken, nothing moves.
                let record = t.session().unwrap().game().record_json();
                assert_eq!(t.advance(t.generation(), NORMAL), Wait::Done);
                assert_eq!(t.session().unwrap().game().record_json(), record);
                let mv = heckmeck_move(&t);
                assert_eq!(t.act(a.id, mv), Err(PlayError::NotYourSeat(1)));
                assert_eq!(t.arrived(a.id + 1, mv), Err(PlayError::StalePrompt));
                t.arrived(a.id, mv).unwrap();
                // A message repeated: the question is answered.
                assert_eq!(t.arrived(a.id, mv), Err(PlayError::StalePrompt));
                remote_moves += 1;
            } else {
                break;
            }
            page.go(&mut t, NORMAL);
        }
        assert!(t.marks().finished);
        assert!(remote_moves > 10, "{remote_moves}");
    }

    #[test]
    fn a_game_another_tab_moved_on_refuses_moves_and_saves() {
        offered::offer();
        let shelf = Memory::default();
        let kinds = [SeatKind::Human, SeatKind::Bot(Level::Normal)];
        let (mut a, mut page_a) = installed(&shelf, session::<Pechvogel>(&kinds, 9));
        page_a.go(&mut a, NORMAL);
        let id = a.save_id().unwrap();
        // Tab B opens the same game: it writes the same stamp, and A may go on.
        let (s, history) = Session::<Pechvogel>::resume(&shelf.saved(&id)).unwrap();
        let mut b = table::<Pechvogel>(&shelf);
        let mut page_b = Page::default();
        b.install(s, history);
        page_b.go(&mut b, NORMAL);
        let asked_b = b.prompt().cloned().unwrap();
        let p = a.prompt().cloned().unwrap();
        a.act(p.id, PMove::Throw).unwrap();
        page_a.go(&mut a, NORMAL);
        assert!(page_a.other_tab.is_empty());
        // Tab A moved the game on: B refuses to move, take back, or save over it.
        let theirs = shelf.text(&id);
        let writes = shelf.writes();
        let record = b.session().unwrap().game().record_json();
        assert_eq!(b.act(asked_b.id, PMove::Throw), Err(PlayError::Diverged));
        page_b.absorb(&mut b);
        assert_eq!(page_b.other_tab, std::slice::from_ref(&id));
        assert!(b.diverged());
        assert_eq!(b.take_back(), Err(PlayError::Diverged));
        b.save();
        assert_eq!(b.session().unwrap().game().record_json(), record);
        assert_eq!((shelf.text(&id), shelf.writes()), (theirs.clone(), writes));
        // Leaving it writes nothing either (and says nothing more).
        page_b.absorb(&mut b);
        let told = page_b.other_tab.len();
        b.leave();
        page_b.absorb(&mut b);
        assert_eq!(page_b.other_tab.len(), told);
        assert_eq!((shelf.text(&id), shelf.writes()), (theirs, writes));

        // Tabs C and D open a game at its bot's move, then tab A plays it on. C finds out
        // before its bot moves (the storage's save is not the one it read); D hears of it
        // by the storage event first. Neither's bot moves.
        let kinds = [SeatKind::Bot(Level::Normal), SeatKind::Human];
        let (mut a, mut page_a) = installed(&shelf, session::<Heckmeck>(&kinds, 9));
        page_a.absorb(&mut a);
        let id = a.save_id().unwrap();
        let open = || {
            let (s, history) = Session::<Heckmeck>::resume(&shelf.saved(&id)).unwrap();
            let mut t = table::<Heckmeck>(&shelf);
            t.install(s, history);
            t
        };
        let (mut c, mut d) = (open(), open());
        let (mut page_c, mut page_d) = (Page::default(), Page::default());
        page_c.absorb(&mut c);
        page_d.absorb(&mut d);
        page_a.go(&mut a, NORMAL);
        assert!(a.session().unwrap().game().record_len() > 0);
        page_c.go(&mut c, NORMAL);
        assert!(c.diverged());
        assert_eq!(page_c.other_tab, std::slice::from_ref(&id));
        assert_eq!(c.session().unwrap().game().record_len(), 0);
        assert_eq!((c.marks().busy, c.prompt()), (None, None));
        d.other_tab_wrote("some other key", Some(&shelf.text(&id)));
        assert!(!d.diverged());
        d.other_tab_wrote(&shelf::key(&id), Some(&shelf.text(&id)));
        assert!(d.diverged());
        page_d.absorb(&mut d);
        assert_eq!(page_d.other_tab, std::slice::from_ref(&id));
        page_d.go(&mut d, NORMAL);
        assert_eq!(d.session().unwrap().game().record_len(), 0);
    }

    #[test]
    fn a_refused_save_is_told_once_until_a_save_works() {
        offered::offer();
        let shelf = Memory::default();
        shelf.refuse(Some(StorageError::Full));
        let (mut t, mut page) = installed(&shelf, session::<Heckmeck>(&BOTS3, 2));
        page.go(&mut t, INSTANT);
        assert!(t.marks().finished);
        assert_eq!(page.unsaved, [StorageError::Full]);
        assert!(t.save_failed());
        assert_eq!(shelf.writes(), 0);
        shelf.refuse(None);
        assert!(t.retry_save());
        assert!(!t.save_failed());
        assert!(shelf.saved(&t.save_id().unwrap()).over);
        shelf.refuse(Some(StorageError::Off));
        t.save();
        t.save();
        page.absorb(&mut t);
        assert_eq!(page.unsaved, [StorageError::Full, StorageError::Off]);
    }

    #[test]
    fn leaving_keeps_the_save_marked_left_and_stops_the_table() {
        offered::offer();
        let shelf = Memory::default();
        let (mut t, mut page) = installed(&shelf, session::<Pechvogel>(&SOLO, 1));
        page.go(&mut t, NORMAL);
        let id = t.save_id().unwrap();
        assert_eq!(shelf.tab().as_deref(), Some(id.as_str()));
        let live = t.generation();
        t.leave();
        page.absorb(&mut t);
        assert!(t.session().is_none() && t.prompt().is_none() && t.shown().is_none());
        assert_eq!(page.setup, Some(Seats::from_kinds(&SOLO)));
        assert!(shelf.saved(&id).left);
        assert_eq!(shelf.tab(), None);
        assert_eq!(t.advance(live, NORMAL), Wait::Done);
        assert_eq!(t.advance(t.generation(), NORMAL), Wait::Done);
        assert_eq!(t.link(), None);
    }

    #[test]
    fn keys_in_a_burst_are_one() {
        let mut t = table::<Heckmeck>(&Memory::default());
        assert!(!t.burst(1_000.0));
        assert!(t.burst(1_100.0));
        assert!(t.burst(1_300.0));
        assert!(!t.burst(1_600.0));
    }

    #[test]
    fn the_log_is_told_again_in_another_language() {
        let shelf = Memory::default();
        let (mut t, mut page) = installed(&shelf, session::<Pechvogel>(&BOTS3, 5));
        page.go(&mut t, INSTANT);
        let english = page.log.clone();
        t.retell(Lang::De);
        page.absorb(&mut t);
        assert_eq!(page.log.len(), english.len());
        assert_ne!(page.log, english);
        t.retell(Lang::En);
        page.absorb(&mut t);
        assert_eq!(page.log, english);
    }
}
