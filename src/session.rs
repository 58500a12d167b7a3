//! The game being played: the engine's [`Table`], the seats, and the random streams for the
//! dice and each bot. It answers "who must do what now" from [`Table::decision`], lets a
//! bot act only for a bot seat and a human only for a human seat, and keeps what a save
//! needs. No timing and no view here (that is the controller's job), so it is tested
//! natively.

use pechvogel_bots::{decide, Choice, Level, Rng};
use pechvogel_engine::{
    Action, Awaiting, Claim, Decision, Event, Face, Game, Question, Record, Seat, Table, Throw,
    WindowAsk, DICE,
};

use crate::save::Saved;
use crate::seats::{SeatConfig, SeatKind, Setup};

/// Whose move it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Turn {
    /// A person decides (the game waits as long as it takes).
    Human(Decision),
    /// A bot decides (or throws).
    Bot(Decision),
    /// The game is over.
    Over,
}

/// A move of a seat: throw the dice, or a choice (target, window answer, claim).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// Throw the dice that are due.
    Throw,
    /// Choose a target.
    Target(u8),
    /// Answer the window question (frustrate / join / reduce: yes or no).
    Answer(bool),
    /// Claim a score marker.
    Claim(Claim),
}

impl From<Choice> for Move {
    fn from(c: Choice) -> Move {
        match c {
            Choice::Target(v) => Move::Target(v),
            Choice::Answer(y) => Move::Answer(y),
            Choice::Claim(c) => Move::Claim(c),
        }
    }
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Session {
    setup: Setup,
    table: Table,
    dice: Rng,
    bots: Vec<Rng>,
    seed: u64,
    origin: String,
    /// Answers given in the open window (the table keeps them too, but privately).
    answers: Vec<bool>,
    /// The game as it stands once an unused window on a turn-ending throw passes: the
    /// engine settles that turn only with the next throw, but the table shows it at once.
    settled: Option<Game>,
}

/// The stream ids: 0 for the dice, 1 + seat for each bot.
fn streams(seed: u64, seats: usize) -> (Rng, Vec<Rng>) {
    let bots = (0..seats)
        .map(|s| Rng::with_stream(seed, 1 + s as u64))
        .collect();
    (Rng::with_stream(seed, 0), bots)
}

impl Session {
    /// A new game for this setup; the dice follow `seed`.
    pub fn new(setup: Setup, seed: u64, origin: String) -> Result<Session, String> {
        if let Some(p) = setup.problem() {
            return Err(p);
        }
        let game = Game::new(setup.names()).map_err(|e| e.to_string())?;
        let mut setup = setup;
        for s in &mut setup.seats {
            s.name = s.name.trim().to_string();
        }
        Ok(Session::around(setup, Table::new(game), seed, origin))
    }

    fn around(setup: Setup, table: Table, seed: u64, origin: String) -> Session {
        let (dice, bots) = streams(seed, setup.seats.len());
        Session {
            setup,
            table,
            dice,
            bots,
            seed,
            origin,
            answers: Vec::new(),
            settled: None,
        }
    }

    /// A game that goes on from `game` (a save, or a loaded record). The random streams
    /// follow a seed derived from `seed` and the number of actions so far, so the same game
    /// with the same seed always goes on the same way; `seed` itself is kept for the save.
    fn continued(setup: Setup, game: Game, seed: u64, origin: String) -> Session {
        let stream_seed =
            seed.wrapping_add((game.actions().len() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let mut s = Session::around(setup, Table::new(game), stream_seed, origin);
        s.seed = seed;
        s
    }

    /// A saved game, and everything that happened in it (for the log and the dice).
    /// The random streams continue from a seed derived from the save's, so a seeded game
    /// resumes reproducibly.
    pub fn resume(saved: Saved) -> (Session, Vec<Event>) {
        let Saved {
            setup,
            seed,
            origin,
            game,
            answers,
        } = saved;
        let (game, mut events) = replay_with_events(&game);
        let mut s = Session::continued(setup, game, seed, origin);
        for yes in answers {
            if s.table.window().question(s.table.game()).is_none() {
                break;
            }
            events.extend(s.record_answer(yes).unwrap_or_default());
        }
        (s, events)
    }

    /// A pasted record as a live game: the seats it names keep their kind if they sit at
    /// `current` under the same name, and are normal bots otherwise. The dice and the bots
    /// go on from `seed` as a resumed save would (see [`Session::resume`]), so loading a
    /// record into a seeded game goes on reproducibly. The error is the engine's message.
    pub fn from_record(
        text: &str,
        current: &Setup,
        seed: u64,
    ) -> Result<(Session, Vec<Event>), String> {
        let game = Record::replay_json(text).map_err(|e| e.to_string())?;
        let seats = game
            .names()
            .iter()
            .map(|name| SeatConfig {
                name: name.clone(),
                kind: current
                    .seats
                    .iter()
                    .find(|s| s.name.trim() == name)
                    .map_or(SeatKind::Bot(Level::Normal), |s| s.kind),
            })
            .collect();
        let setup = Setup {
            seats,
            speed: current.speed,
        };
        let (game, events) = replay_with_events(&game);
        Ok((Session::continued(setup, game, seed, String::new()), events))
    }

    /// What a save holds.
    pub fn saved(&self) -> Saved {
        Saved {
            setup: self.setup.clone(),
            seed: self.seed,
            origin: self.origin.clone(),
            game: self.table.game().clone(),
            answers: self.answers.clone(),
        }
    }

    /// The seats and speed.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Changes the pace kept in the save.
    pub fn set_speed(&mut self, speed: crate::seats::Speed) {
        self.setup.speed = speed;
    }

    /// The seed the game started with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Where the game was started from (the query string, or "").
    pub fn origin(&self) -> &str {
        &self.origin
    }

    /// The engine's table.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The game as the table shows it: the real one, or the settled one while an unused
    /// window on a turn-ending throw waits for the next throw (see [`Session::settle`]).
    pub fn shown_game(&self) -> &Game {
        self.settled.as_ref().unwrap_or(self.table.game())
    }

    /// The kind of a seat.
    pub fn kind(&self, seat: Seat) -> SeatKind {
        self.setup
            .seats
            .get(seat)
            .map_or(SeatKind::Human, |s| s.kind)
    }

    /// Whose move it is.
    pub fn turn(&self) -> Turn {
        let d = self.table.decision();
        match d.seat() {
            None => Turn::Over,
            Some(s) if self.kind(s).is_bot() => Turn::Bot(d),
            Some(_) => Turn::Human(d),
        }
    }

    /// The opponent who started the frustration being joined, if any.
    pub fn starter(&self) -> Option<Seat> {
        let game = self.table.game();
        let mut w = WindowAsk::default();
        let mut starter = None;
        for &yes in &self.answers {
            if let (Some(Question::Start(s)), true) = (w.question(game), yes) {
                starter = Some(s);
            }
            w.answer(game, yes);
        }
        starter
    }

    /// The bot whose move it is makes it. `None` if it is not a bot's move.
    pub fn bot_move(&mut self) -> Option<(Move, Vec<Event>)> {
        let Turn::Bot(decision) = self.turn() else {
            return None;
        };
        let seat = decision.seat()?;
        let mv = match decision {
            Decision::Throw { .. } => Move::Throw,
            _ => {
                let level = match self.kind(seat) {
                    SeatKind::Bot(l) => l,
                    SeatKind::Human => return None,
                };
                let rng = self.bots.get_mut(seat)?;
                decide(level, &self.table, rng)?.into()
            }
        };
        let events = self.perform(mv).ok()?;
        Some((mv, events))
    }

    /// A person at `seat` makes a move. Refused unless it is that human seat's move and
    /// the move answers the current decision.
    pub fn human_move(&mut self, seat: Seat, mv: Move) -> Result<Vec<Event>, String> {
        let Turn::Human(decision) = self.turn() else {
            return Err("it is not a person's move".into());
        };
        if decision.seat() != Some(seat) {
            return Err(format!("it is not seat {seat}'s move"));
        }
        let fits = matches!(
            (&decision, mv),
            (Decision::Throw { .. }, Move::Throw)
                | (Decision::Target { .. }, Move::Target(_))
                | (Decision::Ask(_), Move::Answer(_))
                | (Decision::Claim { .. }, Move::Claim(_))
        );
        if !fits {
            return Err("that move does not answer the question".into());
        }
        self.perform(mv)
    }

    fn perform(&mut self, mv: Move) -> Result<Vec<Event>, String> {
        let events = match mv {
            Move::Throw => {
                let n = match self.table.decision() {
                    Decision::Throw { dice, .. } => dice,
                    _ => return Err("no throw is due".into()),
                };
                let throw = self.dice.throw(n);
                let mut events = self.table.throw(throw).map_err(|e| e.to_string())?;
                if self.settled.take().is_some() {
                    // The turn's end was already shown when the window passed.
                    let first = events
                        .iter()
                        .position(|e| matches!(e, Event::Thrown { .. }))
                        .unwrap_or(0);
                    events.drain(..first);
                }
                self.answers.clear();
                events
            }
            Move::Answer(yes) => self.record_answer(yes)?,
            Move::Target(v) => self.apply(Action::Target(v))?,
            Move::Claim(c) => self.apply(Action::Claim(c))?,
        };
        Ok(events)
    }

    fn apply(&mut self, action: Action) -> Result<Vec<Event>, String> {
        let events = self.table.apply(action).map_err(|e| e.to_string())?;
        self.answers.clear();
        self.settled = None;
        Ok(events)
    }

    fn record_answer(&mut self, yes: bool) -> Result<Vec<Event>, String> {
        let events = self.table.answer(yes).map_err(|e| e.to_string())?;
        if events.is_empty() {
            self.answers.push(yes);
        } else {
            // The window ended in a frustrate or a reduce: a new throw follows.
            self.answers.clear();
        }
        Ok(events)
    }

    /// When an open window on a turn-ending throw passed unused and no claim is due, the
    /// engine resolves the turn with the next throw. Shows it now instead: returns the
    /// turn-end events (frustration, Murphy, the turn passing) once, and from then on
    /// [`Session::shown_game`] is the game after them.
    pub fn settle(&mut self) -> Vec<Event> {
        let game = self.table.game();
        let waiting = game.awaiting() == Awaiting::Window
            && game.board().turn_ends()
            && !game.claim_due()
            && matches!(self.table.decision(), Decision::Throw { .. });
        if !waiting || self.settled.is_some() {
            return Vec::new();
        }
        let mut after = game.clone();
        // Any seven faces will do: only the turn end before the throw is kept.
        let Some(throw) = Throw::new(&[Face::Number(3); DICE as usize]) else {
            return Vec::new();
        };
        let Ok(mut events) = after.apply(Action::Roll(throw)) else {
            return Vec::new();
        };
        let first = events
            .iter()
            .position(|e| matches!(e, Event::Thrown { .. }))
            .unwrap_or(events.len());
        events.truncate(first);
        self.settled = Some(after);
        events
    }
}

/// Replays a game's actions from the start, collecting every event.
fn replay_with_events(game: &Game) -> (Game, Vec<Event>) {
    let mut fresh = match Game::new(game.names().to_vec()) {
        Ok(g) => g,
        Err(_) => return (game.clone(), Vec::new()),
    };
    let mut events = Vec::new();
    for &a in game.actions() {
        if fresh.apply_into(a, &mut events).is_err() {
            return (game.clone(), events);
        }
    }
    (fresh, events)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::Scene;
    use crate::seats::Speed;

    fn setup(kinds: &[SeatKind]) -> Setup {
        Setup::from_kinds(kinds)
    }

    const BOTS3: [SeatKind; 3] = [
        SeatKind::Bot(Level::Easy),
        SeatKind::Bot(Level::Normal),
        SeatKind::Bot(Level::Expert),
    ];

    fn run_bots(s: &mut Session) -> Vec<Event> {
        let mut all = Vec::new();
        for _ in 0..10_000 {
            all.extend(s.settle());
            match s.bot_move() {
                Some((_, e)) => all.extend(e),
                None => break,
            }
        }
        all
    }

    #[test]
    fn a_bot_game_ends_and_replays() {
        for seed in 0..10 {
            let mut s = Session::new(setup(&BOTS3), seed, String::new()).unwrap();
            let events = run_bots(&mut s);
            assert_eq!(s.turn(), Turn::Over);
            let text = s.table().game().record().to_json_string();
            let replayed = Record::replay_json(&text).unwrap();
            assert_eq!(replayed.state(), s.table().game().state());
            // The shown dice end empty, and every event was shown exactly once.
            let mut scene = Scene::new();
            for e in &events {
                scene.apply(e);
            }
            assert_eq!(scene.dice_shown(), 0);
            let (_, all) = replay_with_events(s.table().game());
            assert_eq!(all, events, "seed {seed}");
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_game() {
        let play = |seed| {
            let mut s = Session::new(setup(&BOTS3), seed, String::new()).unwrap();
            run_bots(&mut s);
            s.table().game().record()
        };
        assert_eq!(play(5), play(5));
        assert_ne!(play(5), play(6));
    }

    #[test]
    fn bots_never_act_for_humans() {
        let mut s = Session::new(
            setup(&[SeatKind::Human, SeatKind::Bot(Level::Normal)]),
            1,
            String::new(),
        )
        .unwrap();
        assert!(matches!(
            s.turn(),
            Turn::Human(Decision::Throw { seat: 0, dice: 7 })
        ));
        assert!(s.bot_move().is_none());
        assert!(s.human_move(1, Move::Throw).is_err());
        assert!(s.human_move(0, Move::Target(3)).is_err());
        assert!(!s.human_move(0, Move::Throw).unwrap().is_empty());
    }

    /// Plays humans with a fixed policy (first target, pass, first claim) and bots as
    /// usual; every window question to a human is really asked of that human.
    #[test]
    fn humans_and_bots_to_the_end() {
        for seed in 0..10 {
            let mut s = Session::new(
                setup(&[
                    SeatKind::Human,
                    SeatKind::Bot(Level::Normal),
                    SeatKind::Human,
                ]),
                seed,
                String::new(),
            )
            .unwrap();
            let mut asked_humans = 0;
            for _ in 0..10_000 {
                s.settle();
                match s.turn() {
                    Turn::Over => break,
                    Turn::Bot(_) => {
                        s.bot_move().unwrap();
                    }
                    Turn::Human(d) => {
                        let seat = d.seat().unwrap();
                        assert!(!s.kind(seat).is_bot());
                        let mv = match d {
                            Decision::Throw { .. } => Move::Throw,
                            Decision::Target { options, .. } => Move::Target(options[0]),
                            Decision::Ask(q) => {
                                asked_humans += 1;
                                Move::Answer(matches!(q, Question::Start(_)) && seed % 2 == 0)
                            }
                            Decision::Claim { options, .. } => Move::Claim(options[0]),
                            Decision::Over => unreachable!(),
                        };
                        s.human_move(seat, mv).unwrap();
                    }
                }
            }
            assert_eq!(s.turn(), Turn::Over);
            assert!(asked_humans > 0);
        }
    }

    #[test]
    fn resume_mid_window_keeps_the_answers() {
        // Find a moment with answers given in an open window, then save and resume.
        for seed in 0..200 {
            let kinds = [SeatKind::Human, SeatKind::Human, SeatKind::Human];
            let mut s = Session::new(setup(&kinds), seed, "?x".into()).unwrap();
            for _ in 0..2000 {
                s.settle();
                if !s.answers.is_empty() {
                    let (r, _) = Session::resume(s.saved());
                    assert_eq!(r.table(), s.table());
                    assert_eq!(r.turn(), s.turn());
                    assert_eq!(r.starter(), s.starter());
                    assert_eq!(r.origin(), "?x");
                    return;
                }
                let Turn::Human(d) = s.turn() else { break };
                let seat = d.seat().unwrap();
                let mv = match d {
                    Decision::Throw { .. } => Move::Throw,
                    Decision::Target { options, .. } => Move::Target(options[0]),
                    Decision::Ask(Question::Start(_)) => Move::Answer(true),
                    Decision::Ask(_) => Move::Answer(false),
                    Decision::Claim { options, .. } => Move::Claim(options[0]),
                    Decision::Over => break,
                };
                s.human_move(seat, mv).unwrap();
            }
        }
        panic!("no window with answers found");
    }

    #[test]
    fn settle_shows_the_turn_end_once() {
        // Thea (1) throws three ravens at a window nobody uses: the frustration is shown
        // at once, and the next throw does not repeat it.
        let mut s =
            Session::new(setup(&[SeatKind::Human, SeatKind::Human]), 0, String::new()).unwrap();
        let t = |f: &str| {
            let faces: Vec<Face> = f
                .chars()
                .map(|c| {
                    if c == 'R' {
                        Face::Raven
                    } else {
                        Face::Number(c.to_digit(10).unwrap() as u8)
                    }
                })
                .collect();
            Action::Roll(Throw::new(&faces).unwrap())
        };
        // Seat 0: three ravens on the first throw → a frustration.
        s.table.apply(t("RRR3456")).unwrap();
        s.table.apply(Action::Target(3)).unwrap();
        // Seat 1: R, target 4; then two ravens: open, and seat 0 may frustrate.
        s.table.apply(t("R444356")).unwrap();
        s.table.apply(Action::Target(4)).unwrap();
        s.table.apply(t("RR5")).unwrap();
        assert_eq!(s.table.game().awaiting(), Awaiting::Window);
        assert_eq!(s.turn(), Turn::Human(Decision::Ask(Question::Start(0))));
        assert!(s.settle().is_empty());
        s.human_move(0, Move::Answer(false)).unwrap();
        let end = s.settle();
        assert!(end
            .iter()
            .any(|e| matches!(e, Event::TurnPassed { from: 1, to: 0 })));
        assert_eq!(s.shown_game().frustrations(1), 1);
        assert_eq!(s.shown_game().active(), Some(0));
        assert!(s.settle().is_empty());
        let next = s.human_move(0, Move::Throw).unwrap();
        assert!(matches!(
            next[0],
            Event::Thrown {
                seat: 0,
                first: true,
                ..
            }
        ));
        assert_eq!(s.table.game().frustrations(1), 1);
        let _ = Speed::Instant;
    }

    #[test]
    fn loaded_records_keep_known_seats() {
        let current = setup(&[SeatKind::Human, SeatKind::Bot(Level::Easy)]);
        let text = r#"{"players": ["You", "Zed"], "actions": [{"roll": [3,3,3,3,3,3,3]}]}"#;
        let (s, events) = Session::from_record(text, &current, 1).unwrap();
        assert_eq!(s.kind(0), SeatKind::Human);
        assert_eq!(s.kind(1), SeatKind::Bot(Level::Normal));
        assert_eq!(events.len(), 2);
        let e =
            Session::from_record(r#"{"players": ["A"], "actions": []}"#, &current, 1).unwrap_err();
        assert!(e.starts_with("players:"), "{e}");
        let e = Session::from_record("{nope", &current, 1).unwrap_err();
        assert!(e.starts_with("malformed JSON"), "{e}");
    }

    #[test]
    fn a_loaded_record_goes_on_from_the_seed() {
        // The same record loaded with the same seed plays on the same way (a seeded game
        // stays reproducible), and the seed is what the save keeps.
        let current = setup(&BOTS3);
        let text = r#"{"players": ["A", "B", "C"], "actions": [{"roll": [3,3,3,3,3,3,3]}]}"#;
        let play = |seed| {
            let (mut s, _) = Session::from_record(text, &current, seed).unwrap();
            assert_eq!(s.saved().seed, seed);
            run_bots(&mut s);
            assert_eq!(s.turn(), Turn::Over);
            s.table().game().record()
        };
        assert_eq!(play(2), play(2));
        assert_ne!(play(2), play(3));
    }
}
