//! The controller: runs a [`Session`] at a human pace and publishes what the table shows
//! through signals. It sequences the turns (bots move on their own, the game waits for a
//! person), plays each action's events one by one with the speed's pauses, saves after
//! every action, and handles starting, resuming and loading games. Components only read
//! these signals and call [`Controller::act`] and friends.

use leptos::prelude::*;
use leptos::task::spawn_local;
use pechvogel_engine::{Decision, Event, Game, Seat};

use crate::log::{Line, Narrator};
use crate::params;
use crate::save::{self, Prefs, Saved};
use crate::scene::Scene;
use crate::seats::{Setup, Speed};
use crate::session::{Move, Session, Turn};

/// Which screen is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Choosing seats.
    Setup,
    /// Playing (or looking at the final scores).
    Table,
}

/// A question to a person, shown once everything before it has been shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prompt {
    /// The engine's decision (seat, options).
    pub decision: Decision,
    /// The seat asked.
    pub seat: Seat,
    /// Whose turn it is (the thrower).
    pub active: Seat,
    /// Who started the frustration being joined, if any.
    pub starter: Option<Seat>,
}

/// How a notice looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// Something to know.
    Info,
    /// Something went wrong (and was handled).
    Error,
}

/// A message at the top of the page until dismissed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// The words.
    pub text: String,
    /// Info or error.
    pub kind: NoticeKind,
}

/// What a bot is doing while the table shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Busy {
    /// The seat acting.
    pub seat: Seat,
    /// It throws (rather than thinks).
    pub throwing: bool,
}

/// The app's state, as signals (cheap to copy into closures).
#[derive(Clone, Copy)]
pub struct Controller {
    session: StoredValue<Option<Session>>,
    narrator: StoredValue<Narrator>,
    next_line: StoredValue<u32>,
    generation: StoredValue<u64>,
    /// Seed for the next game started from the setup screen (from `&seed=`).
    pending_seed: StoredValue<Option<u64>>,
    /// Where Murphy was last drawn (page coordinates), for its flight to a new holder.
    pub murphy_at: StoredValue<Option<(f64, f64)>>,
    /// Setup or table.
    pub screen: RwSignal<Screen>,
    /// The game as shown (lags the session while events are played).
    pub shown: RwSignal<Option<Game>>,
    /// The dice as shown.
    pub scene: RwSignal<Scene>,
    /// The game log, oldest first.
    pub log: RwSignal<Vec<Line>>,
    /// The question to a person, when the table waits for one.
    pub prompt: RwSignal<Option<Prompt>>,
    /// A bot acting (or the dice rolling), for the status line.
    pub busy: RwSignal<Option<Busy>>,
    /// The seats of the game on the table.
    pub setup: RwSignal<Setup>,
    /// The remembered setup and odds preference.
    pub prefs: RwSignal<Prefs>,
    /// A message for the player.
    pub notice: RwSignal<Option<Notice>>,
    /// The game record JSON.
    pub record: RwSignal<String>,
    /// The pace.
    pub speed: RwSignal<Speed>,
    /// The user asked for reduced motion.
    pub reduced_motion: RwSignal<bool>,
    /// A saved game the setup screen can offer to resume (after a bad link).
    pub resumable: RwSignal<bool>,
    /// The game is over and everything has been shown: time for the score table.
    pub finished: RwSignal<bool>,
}

impl Default for Controller {
    fn default() -> Self {
        Self::new()
    }
}

impl Controller {
    /// Empty state: the setup screen with the remembered setup.
    pub fn new() -> Controller {
        let prefs = save::read(save::PREFS_KEY)
            .map(|t| save::decode_prefs(&t))
            .unwrap_or_default();
        Controller {
            session: StoredValue::new(None),
            narrator: StoredValue::new(Narrator::default()),
            next_line: StoredValue::new(0),
            generation: StoredValue::new(0),
            pending_seed: StoredValue::new(None),
            murphy_at: StoredValue::new(None),
            screen: RwSignal::new(Screen::Setup),
            shown: RwSignal::new(None),
            scene: RwSignal::new(Scene::new()),
            log: RwSignal::new(Vec::new()),
            prompt: RwSignal::new(None),
            busy: RwSignal::new(None),
            setup: RwSignal::new(prefs.setup.clone()),
            speed: RwSignal::new(prefs.setup.speed),
            prefs: RwSignal::new(prefs),
            notice: RwSignal::new(None),
            record: RwSignal::new(String::new()),
            reduced_motion: RwSignal::new(prefers_reduced_motion()),
            resumable: RwSignal::new(false),
            finished: RwSignal::new(false),
        }
    }

    /// Starts from the page's address and the saved game: a link with `seats=` starts (or,
    /// reloaded, resumes) its game; otherwise a saved game resumes; otherwise the setup.
    pub fn boot(&self) {
        let search = location_search();
        let saved = match save::read(save::SAVE_KEY) {
            None => None,
            Some(text) => match save::decode(&text) {
                Ok(s) => Some(s),
                Err(_) => {
                    save::set_aside(&text);
                    self.tell(
                        "The saved game could not be read and was set aside. A fresh start, then!",
                        NoticeKind::Error,
                    );
                    None
                }
            },
        };
        let params = match params::parse(&search) {
            Ok(p) => p,
            Err(e) => {
                self.resumable.set(saved.is_some());
                self.tell(
                    &format!("This link's settings could not be used: {e}."),
                    NoticeKind::Error,
                );
                return;
            }
        };
        if let Some(speed) = params.speed {
            self.speed.set(speed);
            self.prefs.update(|p| p.setup.speed = speed);
        }
        self.pending_seed.set_value(params.seed);
        match (params.setup(), saved) {
            (Some(_), Some(saved)) if saved.origin == search => self.resume(saved),
            (Some(setup), _) => self.start(setup, params.seed, search),
            (None, Some(saved)) => self.resume(saved),
            (None, None) => {
                if params.speed.is_some() {
                    self.setup.update(|s| s.speed = self.speed.get_untracked());
                }
            }
        }
    }

    fn tell(&self, text: &str, kind: NoticeKind) {
        self.notice.set(Some(Notice {
            text: text.to_string(),
            kind,
        }));
    }

    /// Starts a new game with these seats (a random seed unless one is given).
    pub fn start(&self, setup: Setup, seed: Option<u64>, origin: String) {
        let seed = seed.unwrap_or_else(random_seed);
        match Session::new(setup, seed, origin) {
            Ok(session) => {
                self.prefs.update(|p| p.setup = session.setup().clone());
                save::write(
                    save::PREFS_KEY,
                    &save::encode_prefs(&self.prefs.get_untracked()),
                );
                self.install(session, Vec::new());
            }
            Err(e) => self.tell(&e, NoticeKind::Error),
        }
    }

    /// Starts the game the setup screen shows.
    pub fn start_from_setup(&self) {
        let mut setup = self.setup.get_untracked();
        setup.speed = self.speed.get_untracked();
        let seed = self.pending_seed.get_value();
        self.pending_seed.set_value(None);
        self.notice.set(None);
        self.start(setup, seed, String::new());
    }

    /// Resumes the saved game after a bad link (offered on the setup screen).
    pub fn resume_saved(&self) {
        if let Some(saved) = save::read(save::SAVE_KEY).and_then(|t| save::decode(&t).ok()) {
            self.notice.set(None);
            strip_query();
            let mut saved = saved;
            saved.origin = String::new();
            self.resume(saved);
        }
    }

    fn resume(&self, saved: Saved) {
        self.speed.set(saved.setup.speed);
        let (session, events) = Session::resume(saved);
        self.install(session, events);
    }

    /// Replaces the game on the table: shows everything up to now at once, then runs.
    fn install(&self, session: Session, history: Vec<Event>) {
        self.generation.update_value(|g| *g += 1);
        self.resumable.set(false);
        self.narrator
            .set_value(Narrator::new(session.table().game().names().to_vec()));
        self.log.set(Vec::new());
        self.prompt.set(None);
        self.busy.set(None);
        self.finished.set(false);
        self.murphy_at.set_value(None);
        self.setup.set(session.setup().clone());
        self.speed.set(session.setup().speed);
        let mut scene = Scene::new();
        let mut lines = Vec::new();
        for e in &history {
            scene.apply(e);
            lines.extend(self.line(e));
        }
        self.scene.set(scene);
        self.log.set(lines);
        self.shown.set(Some(session.shown_game().clone()));
        self.session.set_value(Some(session));
        self.screen.set(Screen::Table);
        self.after_change();
        self.run();
    }

    /// The same seats again, new dice.
    pub fn play_again(&self) {
        let Some((setup, origin)) = self.session.with_value(|s| {
            s.as_ref()
                .map(|s| (s.setup().clone(), s.origin().to_string()))
        }) else {
            return;
        };
        let mut setup = setup;
        setup.speed = self.speed.get_untracked();
        self.notice.set(None);
        self.start(setup, None, origin);
    }

    /// Back to the setup screen; the running game is dropped.
    pub fn new_game(&self) {
        self.generation.update_value(|g| *g += 1);
        save::remove(save::SAVE_KEY);
        strip_query();
        if let Some(setup) = self
            .session
            .with_value(|s| s.as_ref().map(|s| s.setup().clone()))
        {
            self.setup.set(setup);
        }
        self.session.set_value(None);
        self.prompt.set(None);
        self.busy.set(None);
        self.shown.set(None);
        self.finished.set(false);
        self.notice.set(None);
        self.screen.set(Screen::Setup);
    }

    /// Loads a pasted record as a live game; on failure the game on the table stays and
    /// the engine's message comes back. The dice go on from the seed of the game on the
    /// table, so a seeded game (`&seed=`) stays reproducible when a record is loaded.
    pub fn load_record(&self, text: &str) -> Result<(), String> {
        let setup = self.setup.get_untracked();
        let seed = self
            .session
            .with_value(|s| s.as_ref().map(Session::seed))
            .unwrap_or_else(random_seed);
        let (session, events) = Session::from_record(text, &setup, seed)?;
        strip_query();
        self.notice.set(Some(Notice {
            text: "The record was loaded; the game goes on from there.".into(),
            kind: NoticeKind::Info,
        }));
        self.install(session, events);
        Ok(())
    }

    /// Changes the pace (also for the running game's save).
    pub fn set_speed(&self, speed: Speed) {
        self.speed.set(speed);
        self.setup.update(|s| s.speed = speed);
        self.prefs.update(|p| p.setup.speed = speed);
        save::write(
            save::PREFS_KEY,
            &save::encode_prefs(&self.prefs.get_untracked()),
        );
        self.session.update_value(|s| {
            if let Some(s) = s {
                s.set_speed(speed);
            }
        });
        self.save();
    }

    /// Shows or hides the odds (remembered).
    pub fn toggle_odds(&self) {
        self.prefs.update(|p| p.show_odds = !p.show_odds);
        save::write(
            save::PREFS_KEY,
            &save::encode_prefs(&self.prefs.get_untracked()),
        );
    }

    /// The kind of each seat of the game on the table.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.setup
            .with(|s| s.seats.get(seat).is_some_and(|c| !c.kind.is_bot()))
    }

    /// A person answers the prompt. Ignored if nobody is being asked (a double click).
    pub fn act(&self, mv: Move) {
        let Some(prompt) = self.prompt.get_untracked() else {
            return;
        };
        let result = self.session.try_update_value(|s| {
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
                self.busy.set((mv == Move::Throw).then_some(Busy {
                    seat: prompt.seat,
                    throwing: true,
                }));
                self.after_change();
                let this = *self;
                let gen = self.generation.get_value();
                spawn_local(async move {
                    this.play(events, after, gen).await;
                    this.drive(gen).await;
                });
            }
            Some(Err(e)) => self.tell(&e, NoticeKind::Error),
            _ => {}
        }
    }

    /// Runs the table until a person must decide or the game ends.
    fn run(&self) {
        let this = *self;
        let gen = self.generation.get_value();
        spawn_local(async move { this.drive(gen).await });
    }

    fn stale(&self, gen: u64) -> bool {
        self.generation.try_get_value() != Some(gen)
    }

    async fn drive(self, gen: u64) {
        loop {
            if self.stale(gen) {
                return;
            }
            // An unused window on a turn-ending throw: show the turn's end now.
            let settled = self
                .session
                .try_update_value(|s| s.as_mut().map(|s| (s.settle(), s.shown_game().clone())));
            if let Some(Some((events, after))) = settled {
                if !events.is_empty() {
                    self.play(events, after, gen).await;
                    continue;
                }
            }
            let turn = self.session.with_value(|s| s.as_ref().map(Session::turn));
            match turn {
                None | Some(Turn::Over) => {
                    self.busy.set(None);
                    self.prompt.set(None);
                    self.finished.set(turn.is_some());
                    return;
                }
                Some(Turn::Human(decision)) => {
                    self.busy.set(None);
                    let prompt = self.session.with_value(|s| {
                        s.as_ref().and_then(|s| {
                            Some(Prompt {
                                seat: decision.seat()?,
                                active: s.table().game().active()?,
                                starter: s.starter(),
                                decision: decision.clone(),
                            })
                        })
                    });
                    self.prompt.set(prompt);
                    return;
                }
                Some(Turn::Bot(decision)) => {
                    let Some(seat) = decision.seat() else { return };
                    let moved = self.session.try_update_value(|s| {
                        s.as_mut().and_then(|s| {
                            let (mv, mut events) = s.bot_move()?;
                            events.extend(s.settle());
                            Some((mv, events, s.shown_game().clone()))
                        })
                    });
                    let Some(Some((mv, events, after))) = moved else {
                        return;
                    };
                    self.after_change();
                    let pace = self.speed.get_untracked().pace();
                    // A bot decides at once; it is shown thinking for a moment, except for
                    // a plain "no" to a window question, which would only slow things down.
                    let think = match (mv, &decision) {
                        (Move::Answer(false), _) => 0,
                        // Throwing on within a turn needs little thought.
                        (Move::Throw, Decision::Throw { dice, .. }) if *dice < 7 => pace.step,
                        _ => pace.think,
                    };
                    self.busy.set(Some(Busy {
                        seat,
                        throwing: mv == Move::Throw,
                    }));
                    pause(think).await;
                    if self.stale(gen) {
                        return;
                    }
                    self.play(events, after, gen).await;
                }
            }
        }
    }

    /// Shows events one by one, with the pace's pauses. The seats switch to the game after
    /// the action when the turn's resolution starts (the dice land first).
    async fn play(&self, events: Vec<Event>, after: Game, gen: u64) {
        if self.stale(gen) {
            return;
        }
        let pace = self.speed.get_untracked().pace();
        let mut switched = false;
        // The decision is made: the status line only stays while dice roll.
        if !matches!(events.first(), Some(Event::Thrown { .. })) {
            self.busy.set(None);
        }
        for e in &events {
            if self.stale(gen) {
                return;
            }
            let resolution = matches!(
                e,
                Event::MarkerMoved { .. }
                    | Event::NoMarkerLeft { .. }
                    | Event::MurphyMoved { .. }
                    | Event::TurnPassed { .. }
                    | Event::GameEnded
            ) || matches!(e, Event::FrustrationMoved { to, .. } if !matches!(to, pechvogel_engine::Pile::Board));
            if matches!(e, Event::TurnPassed { .. } | Event::GameEnded) {
                pause(pace.turn_end).await;
                if self.stale(gen) {
                    return;
                }
            }
            if resolution && !switched {
                self.shown.set(Some(after.clone()));
                switched = true;
            }
            self.scene.update(|s| s.apply(e));
            if let Some(line) = self.line(e) {
                self.log.update(|l| l.push(line));
            }
            if let Event::Thrown { .. } = e {
                pause(pace.tumble).await;
                if self.stale(gen) {
                    return;
                }
                // The dice have landed: no more "rolling" in the status line.
                self.busy.set(None);
                continue;
            }
            let wait = match e {
                Event::ToBoard { .. }
                | Event::DiceTakenBack { .. }
                | Event::FrustrationMoved { .. }
                | Event::MarkerMoved { .. }
                | Event::NoMarkerLeft { .. } => pace.step,
                Event::NothingHappened => pace.step / 2,
                Event::MurphyMoved { .. } => pace.step * 2,
                _ => 0,
            };
            pause(wait).await;
        }
        if !switched && !self.stale(gen) {
            self.shown.set(Some(after));
        }
        // Even at `instant`, give the page a moment to draw between actions.
        yield_now().await;
    }

    fn line(&self, e: &Event) -> Option<Line> {
        let (text, kind) = self.narrator.try_update_value(|n| n.tell(e))??;
        let id = self.next_line.try_update_value(|i| {
            *i += 1;
            *i
        })?;
        Some(Line { id, text, kind })
    }

    /// After every action: the record and the save.
    fn after_change(&self) {
        let record = self.session.with_value(|s| {
            s.as_ref()
                .map(|s| s.table().game().record().to_json_string())
        });
        if let Some(r) = record {
            self.record.set(r);
        }
        self.save();
    }

    fn save(&self) {
        self.session.with_value(|s| {
            if let Some(s) = s {
                save::write(save::SAVE_KEY, &save::encode(&s.saved()));
            }
        });
    }
}

/// Waits `ms` milliseconds (not at all for 0).
async fn pause(ms: u32) {
    if ms > 0 {
        gloo_timers::future::TimeoutFuture::new(ms).await;
    }
}

/// Lets the browser draw.
async fn yield_now() {
    gloo_timers::future::TimeoutFuture::new(0).await;
}

/// A random seed for the dice.
fn random_seed() -> u64 {
    let hi = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    let lo = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    (hi << 32) | lo
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
