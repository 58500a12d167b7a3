//! The game being played, for any game: the engine's state, the seats, and the random
//! streams for the dice and each bot. It answers "who must do what now" from the engine,
//! asks the seat's driver who decides (a bot at once; a person here through the page; a
//! person on another device from outside), and keeps what a save needs. No timing and no view here (that is [`crate::shell::play`]'s job),
//! so it is tested natively.

use std::fmt::{self, Debug, Display};

use dice_core::{
    Bots, Due, GameActionError, GameRecordError, Level, RecordError, Rng, Seat, Streams,
};

use crate::shell::action_error::AnyActionError;
use crate::shell::save::{SaveError, Saved};
use crate::shell::seats::{Driver, SeatConfig, SeatKind, Seats, SeatsError};
use crate::shell::table_game::TableGame;
use crate::shell::timeline::{fresh_id, now_ms};

/// Whose move it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// A person at this device decides `seat`'s move (the game waits as long as it takes).
    Person(Seat),
    /// A person on another device decides `seat`'s move: it arrives from outside.
    Remote(Seat),
    /// The bot at `seat` decides (or throws).
    Bot(Seat),
    /// The game is over.
    Over,
}

/// Why a take-back was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TakeBackError {
    /// No decision of the person's can be taken back (none made, or a die thrown since).
    Nothing,
    /// Making the moves before the decision again failed (the engine's error): a bug,
    /// told rather than hidden.
    Replay(AnyActionError),
}

/// Why a person's (or a tool's) action was refused. Worded by the page where a person
/// should hear of it; `Display` is plain English, for logs and tests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError<E> {
    /// No question with this id is open: it was answered already, or a later one took its
    /// place (a double click, a key pressed for an earlier question, a late message).
    StalePrompt,
    /// The question is to a seat this device does not play (a person on another device,
    /// or, for a move from elsewhere, a person at this device).
    NotYourSeat(Seat),
    /// It is not this seat's move (or no person's move at all).
    OutOfTurn(Seat),
    /// No game on the table.
    NoGame,
    /// Another tab moved this game on: this tab makes no move in it and writes no save.
    Diverged,
    /// The rules refuse the move (the engine's error).
    Rule(E),
    /// Nothing could be taken back.
    TakeBack(TakeBackError),
}

impl<E: Display> Display for PlayError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::StalePrompt => f.write_str("that question is no longer open"),
            PlayError::NotYourSeat(seat) => {
                write!(f, "seat {seat} is not played from here")
            }
            PlayError::OutOfTurn(seat) => write!(f, "it is not seat {seat}'s move"),
            PlayError::NoGame => f.write_str("no game is on the table"),
            PlayError::Diverged => f.write_str("another tab moved this game on"),
            PlayError::Rule(e) => e.fmt(f),
            PlayError::TakeBack(TakeBackError::Nothing) => f.write_str("nothing to take back"),
            PlayError::TakeBack(TakeBackError::Replay(e)) => Display::fmt(e, f),
        }
    }
}

impl<E: Debug + Display> std::error::Error for PlayError<E> {}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Session<G: TableGame> {
    /// The save's id on the shelf.
    id: String,
    seats: Seats,
    /// Who makes each seat's moves: from the seats' kinds, a person's seat possibly played
    /// on another device.
    drivers: Vec<Driver>,
    game: G,
    streams: Streams,
    seed: u64,
    origin: String,
    /// The record's length when the dice began to follow `seed` ([`Saved::dice_from`]).
    dice_from: usize,
    /// Moves made since the last recorded action, which the record does not keep
    /// (Pechvogel's window answers): the save keeps them so a reload resumes exactly.
    pending: Vec<G::Move>,
    /// The game as it stands once a decided turn's end is shown, and how many events the
    /// next move repeats of it (see [`Session::settle`]).
    settled: Option<(G, usize)>,
    /// The positions before the person's latest decisions, for taking one back (see
    /// [`Session::take_back`]); only those since the last throw can still be used.
    undo: Vec<Before<G>>,
    /// The dice of the next throw, drawn by every device of a live table (commit–reveal,
    /// `dice_net::draw`) instead of this session's own stream.
    drawn: Option<Rng>,
    /// A game played by turns over links ([`crate::shell::by_turns`]): every move's dice are
    /// drawn fresh from the system's secure source when it is made, so nobody holding the
    /// link or this device's save can compute a coming throw.
    by_turns: bool,
}

/// Where the game stood just before a person's decision: enough to put it back exactly.
#[derive(Clone, Debug)]
struct Before<G: TableGame> {
    /// The record's length then.
    actions: usize,
    /// The unrecorded moves made then (bots' window answers before the decision).
    pending: Vec<G::Move>,
    /// The dice stream then: while it is unchanged, no die has been thrown since.
    dice: Rng,
}

/// Each seat's driver, from its kind.
fn drivers(seats: &Seats) -> Vec<Driver> {
    seats.0.iter().map(|s| s.kind.driver()).collect()
}

/// Why a game could not start: the seats (as the setup screen says), or the engine refused
/// their names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    /// The seats cannot play this game.
    Seats(SeatsError),
    /// The engine refused the players (its typed error).
    Game(RecordError<AnyActionError>),
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StartError::Seats(e) => Display::fmt(e, f),
            StartError::Game(e) => Display::fmt(e, f),
        }
    }
}

impl std::error::Error for StartError {}

/// Why a link of game `G` could not be read or written: dice-core's typed error, with the
/// engine's error at an action.
pub type GameLinkError<G> = dice_core::LinkError<GameActionError<G>>;

/// A session and the events of its game so far (the log and the dice show them).
pub type Opened<G> = (Session<G>, Vec<<G as dice_core::DiceGame>::Event>);

impl<G: TableGame> Session<G> {
    /// A new game for these seats; the dice follow `seed`.
    pub fn new(seats: Seats, seed: u64, origin: String) -> Result<Session<G>, StartError> {
        seats
            .check(G::MIN_PLAYERS, G::MAX_PLAYERS)
            .map_err(StartError::Seats)?;
        let seats = seats.trimmed();
        let game = G::new_game(seats.names())
            .map_err(|e| StartError::Game(e.map_action(AnyActionError::of::<G>)))?;
        let streams = Streams::new(seed, seats.len());
        Ok(Session {
            id: fresh_id(),
            drivers: drivers(&seats),
            seats,
            game,
            streams,
            seed,
            origin,
            dice_from: 0,
            pending: Vec::new(),
            settled: None,
            undo: Vec::new(),
            drawn: None,
            by_turns: false,
        })
    }

    /// A game that goes on from `game` (a save, or a loaded record); the random streams
    /// follow a seed derived from `seed` and the record's length, and `seed` is kept.
    fn continued(seats: Seats, game: G, seed: u64, origin: String) -> Session<G> {
        let dice_from = game.record_len();
        let streams = Streams::after(seed, dice_from, seats.len());
        Session {
            id: fresh_id(),
            drivers: drivers(&seats),
            seats,
            game,
            streams,
            seed,
            origin,
            dice_from,
            pending: Vec::new(),
            settled: None,
            undo: Vec::new(),
            drawn: None,
            by_turns: false,
        }
    }

    /// A saved game, and everything that happened in it (for the log and the dice); the
    /// error says why the save cannot be used.
    pub fn resume(saved: &Saved) -> Result<Opened<G>, SaveError> {
        let game = G::replay_json(&saved.record)
            .map_err(|e| SaveError::Record(e.map_action(AnyActionError::of::<G>)))?;
        if game.names() != saved.seats.names().as_slice() {
            return Err(SaveError::SeatsDiffer);
        }
        let pending = G::pending_from_json(&saved.pending).ok_or(SaveError::Pending)?;
        let (game, mut events) = game.history();
        let mut s = Session::continued(saved.seats.clone(), game, saved.seed, saved.origin.clone());
        // A resumed game's dice began where the save says (its stream restarts here, which
        // `verify` follows).
        s.dice_from = saved.dice_from.min(s.game.record_len());
        if !saved.id.is_empty() {
            s.id = saved.id.clone();
        }
        if let Some(mine) = &saved.by_turns {
            s.play_by_turns(mine);
        }
        events.extend(s.play_pending(&pending));
        Ok((s, events))
    }

    /// Plays `moves`, made since the record's last action and not kept by it (a save's or
    /// a live table's window answers), each by the seat it is due to: their events. Stops
    /// at the first the engine refuses.
    pub fn play_pending(&mut self, moves: &[G::Move]) -> Vec<G::Event> {
        let mut events = Vec::new();
        for mv in moves {
            let Some(seat) = self.game.due().seat() else {
                break;
            };
            match self.perform(seat, *mv) {
                Ok(e) => events.extend(e),
                Err(_) => break,
            }
        }
        events
    }

    /// The moves made since the record's last action that the record does not keep.
    pub fn pending(&self) -> &[G::Move] {
        &self.pending
    }

    /// Keeps the save id `id` (a live guest's table sent again: the same game on the shelf).
    pub fn keep_id(&mut self, id: &str) {
        self.id = id.to_string();
    }

    /// A pasted record as a live game: the seats it names keep their kind if they sit at
    /// `current` under the same name, and are normal bots otherwise. The dice and the bots
    /// go on from `seed` as a resumed save would, so loading a record into a seeded game
    /// goes on reproducibly. The error is the engine's, by kind.
    pub fn from_record(
        text: &str,
        current: &Seats,
        seed: u64,
    ) -> Result<Opened<G>, GameRecordError<G>> {
        let game = G::replay_json(text)?;
        // The contracts' records may hold any name; the table shows only names a person can
        // read there, as a link and the setup do (at most 40 printable characters).
        for (index, name) in game.names().iter().enumerate() {
            dice_core::check_display_name(name).map_err(|error| {
                RecordError::Players(dice_core::PlayersError::Name { index, error })
            })?;
        }
        let seats = Seats(
            game.names()
                .iter()
                .map(|name| SeatConfig {
                    name: name.clone(),
                    kind: current
                        .0
                        .iter()
                        .find(|s| s.name.trim() == name)
                        .map_or(SeatKind::Bot(Level::Normal), |s| s.kind),
                })
                .collect(),
        );
        let (game, events) = game.history();
        Ok((Session::continued(seats, game, seed, String::new()), events))
    }

    /// A shared link (the part after `#g=`) as a live game: the players and who sits where
    /// come from the link, so a person's seat stays a person's and a bot keeps its level. The
    /// dice go on from `seed`. The error names what is wrong with the link, and where.
    pub fn from_link(link: &str, seed: u64) -> Result<Opened<G>, GameLinkError<G>> {
        let linked = dice_core::link::decode::<G>(link)?;
        let seats = Seats(
            linked
                .game
                .names()
                .iter()
                .zip(&linked.bots)
                .map(|(name, bot)| SeatConfig {
                    name: name.clone(),
                    kind: bot.map_or(SeatKind::Human, SeatKind::Bot),
                })
                .collect(),
        );
        let (game, events) = linked.game.history();
        Ok((Session::continued(seats, game, seed, String::new()), events))
    }

    /// The game as a link (the part after `#g=`): the players, who sits where, and every
    /// recorded action. Moves the record does not keep (a window's passes) are not in it;
    /// whoever opens the link is asked them again.
    pub fn link(&self) -> Result<String, GameLinkError<G>> {
        self.link_of(&self.game)
    }

    /// [`Session::link`] of `game` (the position a replay shows) with this table's seats.
    pub fn link_of(&self, game: &G) -> Result<String, GameLinkError<G>> {
        let bots: Vec<Option<Level>> = self.seats.0.iter().map(|s| s.kind.bot()).collect();
        dice_core::link::encode(game, &bots)
    }

    /// A new game that goes on from `game` (a replay's position, "continue from here") with
    /// these seats and their kinds: a new save id, so the game it comes from stays on the
    /// shelf, and dice that follow `seed` from there.
    pub fn branch(&self, game: G, seed: u64) -> Session<G> {
        Session {
            drivers: self.drivers.clone(),
            by_turns: self.by_turns,
            ..Session::continued(self.seats.clone(), game, seed, String::new())
        }
    }

    /// What a save holds (written now, not left).
    pub fn saved(&self) -> Saved {
        Saved {
            id: self.id.clone(),
            updated: now_ms(),
            left: false,
            over: self.game.is_over(),
            actions: self.game.record_len(),
            turn: self.game.turn_of(),
            game: G::KIND,
            seats: self.seats.clone(),
            seed: self.seed,
            dice_from: self.dice_from,
            origin: self.origin.clone(),
            record: self.game.record_json(),
            pending: G::pending_json(&self.pending),
            by_turns: self.mine(),
        }
    }

    /// The save's id on the shelf.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The seats.
    pub fn seats(&self) -> &Seats {
        &self.seats
    }

    /// The seed the game started with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The record's length when the dice began to follow the seed ([`Saved::dice_from`]).
    pub fn dice_from(&self) -> usize {
        self.dice_from
    }

    /// Where the game was started from (the query string, or "").
    pub fn origin(&self) -> &str {
        &self.origin
    }

    /// The engine's game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The game as the table shows it: the real one, or the settled one while a decided
    /// turn's end waits for the next move (see [`Session::settle`]).
    pub fn shown_game(&self) -> &G {
        self.settled.as_ref().map_or(&self.game, |(g, _)| g)
    }

    /// Who makes `seat`'s moves (a person here, if there is no such seat: nobody acts for
    /// it).
    pub fn driver(&self, seat: Seat) -> Driver {
        self.drivers.get(seat).copied().unwrap_or(Driver::Here)
    }

    /// The person at `seat` plays on another device from now on: their moves arrive from
    /// outside ([`Turn::Remote`]). False (and nothing changes) unless a person plays `seat`.
    pub fn set_remote(&mut self, seat: Seat) -> bool {
        match self.drivers.get_mut(seat) {
            Some(d) if *d == Driver::Here => {
                *d = Driver::Remote;
                true
            }
            _ => false,
        }
    }

    /// A person on another device plays `seat` from now on, whoever played it before: a
    /// bot's seat becomes a person's (a friend arriving late takes it over). False (and
    /// nothing changes) if there is no such seat.
    pub fn take_seat(&mut self, seat: Seat) -> bool {
        let (Some(d), Some(config)) = (self.drivers.get_mut(seat), self.seats.0.get_mut(seat))
        else {
            return false;
        };
        *d = Driver::Remote;
        config.kind = SeatKind::Human;
        true
    }

    /// A bot of `level` plays `seat` while its phone is away (`Some`), or the phone's person
    /// again (`None`). Only for a seat played on another device.
    pub fn stand_in(&mut self, seat: Seat, level: Option<Level>) {
        if let Some(d) = self.drivers.get_mut(seat) {
            if matches!(*d, Driver::Remote | Driver::Bot(_)) && self.seats.0[seat].kind.is_here() {
                *d = level.map_or(Driver::Remote, Driver::Bot);
            }
        }
    }

    /// Every seat is played at this device again, as its kind says (a live table ended
    /// here: the game goes on as a local one).
    pub fn local(&mut self) {
        self.drivers = drivers(&self.seats);
    }

    /// This device's copy of a live table hosted elsewhere: every seat but `own` (this
    /// device's people) is played elsewhere, bots included (the host runs them), so their
    /// moves arrive from outside ([`Turn::Remote`]).
    pub fn mirror(&mut self, own: &[Seat]) {
        for (seat, d) in self.drivers.iter_mut().enumerate() {
            *d = if own.contains(&seat) {
                Driver::Here
            } else {
                Driver::Remote
            };
        }
    }

    /// The game is played by turns over links from now on: the people at `mine` play at
    /// this device, every other person's seat on their own device (their moves come with
    /// the next link), bots wherever the game stands when their turn comes; every move's
    /// dice are drawn fresh when it is made.
    pub fn play_by_turns(&mut self, mine: &[Seat]) {
        self.by_turns = true;
        for (seat, d) in self.drivers.iter_mut().enumerate() {
            if !matches!(d, Driver::Bot(_)) {
                *d = if mine.contains(&seat) {
                    Driver::Here
                } else {
                    Driver::Remote
                };
            }
        }
    }

    /// In a game by turns, the person at `seat` plays at this device from now on (they
    /// claimed their seat). False (and nothing changes) unless it is a person's seat played
    /// elsewhere in a game by turns.
    pub fn claim(&mut self, seat: Seat) -> bool {
        match self.drivers.get_mut(seat) {
            Some(d) if self.by_turns && *d == Driver::Remote => {
                *d = Driver::Here;
                true
            }
            _ => false,
        }
    }

    /// In a game by turns, the seats whose people play at this device; `None` for any other
    /// game.
    pub fn mine(&self) -> Option<Vec<Seat>> {
        self.by_turns.then(|| {
            (0..self.drivers.len())
                .filter(|&s| self.drivers[s] == Driver::Here)
                .collect()
        })
    }

    /// The next throw's dice come from `seed`, drawn by every device of a live table
    /// (`dice_net::draw::throw_seed`), not from this session's own stream.
    pub fn draw(&mut self, seed: u64) {
        self.drawn = Some(Rng::new(seed));
    }

    /// The move the bot whose move it is would make now, without making it (a live host
    /// draws the dice first when it is a throw); then [`Session::bot_play`] makes it.
    pub fn bot_decide(&mut self) -> Option<(Seat, G::Move)> {
        let Turn::Bot(seat) = self.turn() else {
            return None;
        };
        let mv = match self.game.due() {
            // Only the dice decide: nothing to ask the bot.
            Due::Throw { .. } => G::throw_move(),
            _ => {
                let Driver::Bot(level) = self.driver(seat) else {
                    return None;
                };
                let rng = self.streams.bots.get_mut(seat)?;
                G::Bots::choose(level, &self.game, rng)?
            }
        };
        Some((seat, mv))
    }

    /// Makes the move [`Session::bot_decide`] gave for the bot at `seat`.
    pub fn bot_play(&mut self, seat: Seat, mv: G::Move) -> Result<Vec<G::Event>, G::Error> {
        self.perform(seat, mv)
    }

    /// How many seats people at this device play (the device passes between them).
    pub fn people_here(&self) -> usize {
        self.drivers.iter().filter(|d| **d == Driver::Here).count()
    }

    /// Whose move it is: the seat the engine names, decided by its driver.
    pub fn turn(&self) -> Turn {
        match self.game.due().seat() {
            None => Turn::Over,
            Some(s) => match self.driver(s) {
                Driver::Here => Turn::Person(s),
                Driver::Remote => Turn::Remote(s),
                Driver::Bot(_) => Turn::Bot(s),
            },
        }
    }

    /// The bot whose move it is makes it. `None` if it is not a bot's move.
    pub fn bot_move(&mut self) -> Option<(G::Move, Vec<G::Event>)> {
        self.bot_move_timed(|_, _| 0)
            .map(|(mv, _, events)| (mv, events))
    }

    /// [`Session::bot_move`], also asking `think` how long the bot is to be shown deciding
    /// (it sees the game before the move, and the move).
    pub fn bot_move_timed(
        &mut self,
        think: impl FnOnce(&G, G::Move) -> u32,
    ) -> Option<(G::Move, u32, Vec<G::Event>)> {
        let (seat, mv) = self.bot_decide()?;
        let ms = think(&self.game, mv);
        let events = self.perform(seat, mv).ok()?;
        Some((mv, ms, events))
    }

    /// A person at `seat` (here or on another device) makes a move. Refused unless it is
    /// that seat's move, a person plays it, and the engine takes the move.
    pub fn human_move(
        &mut self,
        seat: Seat,
        mv: G::Move,
    ) -> Result<Vec<G::Event>, PlayError<G::Error>> {
        match self.turn() {
            Turn::Person(s) | Turn::Remote(s) if s == seat => {
                let before = self.solo().then(|| Before {
                    actions: self.game.record_len(),
                    pending: self.pending.clone(),
                    dice: self.streams.dice.clone(),
                });
                let events = self.perform(seat, mv).map_err(PlayError::Rule)?;
                // A throw is never taken back; a decision is, until the next throw.
                if let Some(before) = before.filter(|_| mv != G::throw_move()) {
                    let dice = &self.streams.dice;
                    self.undo.retain(|b| b.dice == *dice);
                    self.undo.push(before);
                }
                Ok(events)
            }
            _ => Err(PlayError::OutOfTurn(seat)),
        }
    }

    /// The person at `seat` passes a window question they were not asked (it could not
    /// hurt anyone, and they want to be asked only when it can): made as their move, but
    /// not their decision, so it is not one to take back.
    pub fn pass_unasked(
        &mut self,
        seat: Seat,
        mv: G::Move,
    ) -> Result<Vec<G::Event>, PlayError<G::Error>> {
        match self.turn() {
            Turn::Person(s) | Turn::Remote(s) if s == seat => {
                self.perform(seat, mv).map_err(PlayError::Rule)
            }
            _ => Err(PlayError::OutOfTurn(seat)),
        }
    }

    /// Exactly one person plays, at this device, against bots: only then can a decision
    /// be taken back (between people, one would take back what the other saw).
    pub fn solo(&self) -> bool {
        self.people_here() == 1 && !self.drivers.contains(&Driver::Remote)
    }

    /// The person's last decision can be taken back: one person against bots, and no die
    /// thrown since that decision.
    pub fn can_take_back(&self) -> bool {
        self.solo()
            && self
                .undo
                .last()
                .is_some_and(|b| b.dice == self.streams.dice)
    }

    /// Takes back the person's last decision: the game as it stood just before it (the
    /// record cut back, the unrecorded moves made before it made again), and every event up
    /// to there (for the log and the dice). The dice stream goes on where it is, so the
    /// next throw has the faces it would have had anyway: a take-back cannot fish for dice.
    /// Refused when [`Session::can_take_back`] is not true.
    pub fn take_back(&mut self) -> Result<Vec<G::Event>, TakeBackError> {
        if !self.can_take_back() {
            return Err(TakeBackError::Nothing);
        }
        let Some(before) = self.undo.pop() else {
            return Err(TakeBackError::Nothing);
        };
        let (game, mut events) = self.game.history_to(before.actions);
        self.game = game;
        self.settled = None;
        self.pending.clear();
        for mv in before.pending {
            // With no seat due (the game over) the engine says why no move can follow.
            let seat = self.game.due().seat().unwrap_or(0);
            let replayed = self.perform(seat, mv).map_err(|e| {
                TakeBackError::Replay(AnyActionError::of::<G>(dice_core::ActionError::Rule(e)))
            });
            events.extend(replayed?);
        }
        Ok(events)
    }

    fn perform(&mut self, seat: Seat, mv: G::Move) -> Result<Vec<G::Event>, G::Error> {
        let before = self.game.record_len();
        if self.by_turns {
            // Drawn now, at the move, on the device that makes it: never from a seed a link
            // or a save holds.
            self.drawn = Some(Rng::new(crate::shell::timeline::fresh_seed()));
        }
        let mut events = match self.drawn.as_mut() {
            Some(drawn) => self.game.play(seat, mv, drawn)?,
            None => self.game.play(seat, mv, &mut self.streams.dice)?,
        };
        if mv == G::throw_move() {
            self.drawn = None;
        }
        if self.game.record_len() == before {
            self.pending.push(mv);
        } else {
            self.pending.clear();
        }
        if let Some((_, shown)) = self.settled.take() {
            // The turn's end was already shown when it was decided: not again.
            events.drain(..shown.min(events.len()));
        }
        Ok(events)
    }

    /// When the game waits for a move only to settle a turn that is already decided, shows
    /// that turn's end now: returns its events once, and from then on
    /// [`Session::shown_game`] is the game after them.
    pub fn settle(&mut self) -> Vec<G::Event> {
        if self.settled.is_some() {
            return Vec::new();
        }
        match self.game.preview_turn_end() {
            Some((after, events)) => {
                self.settled = Some((after, events.len()));
                events
            }
            None => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    //! The session with Pechvogel at the table (the game whose windows make moves that the
    //! record does not keep, and whose turn ends can be previewed).
    use super::*;
    use crate::shell::save;
    use crate::shell::table_game::offered;
    use dice_core::record::RecordError;
    use dice_core::DiceGame;
    use pechvogel_engine::{Action, Awaiting, Decision, Event, Move, Question, Table};

    type S = Session<Table>;

    fn seats(kinds: &[SeatKind]) -> Seats {
        Seats::from_kinds(kinds)
    }

    const BOTS3: [SeatKind; 3] = [
        SeatKind::Bot(Level::Easy),
        SeatKind::Bot(Level::Normal),
        SeatKind::Bot(Level::Expert),
    ];

    /// Plays the bots to the end (as the table does: showing decided turn ends at once).
    fn run_bots(s: &mut S) -> Vec<Event> {
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
            let mut s = S::new(seats(&BOTS3), seed, String::new()).unwrap();
            let events = run_bots(&mut s);
            assert_eq!(s.turn(), Turn::Over);
            let replayed = Table::replay_json(&s.game().record_json()).unwrap();
            assert_eq!(replayed.state_json(), s.game().state_json());
            // The shown dice end empty, and every event was shown exactly once.
            let mut scene = <Table as TableGame>::Scene::default();
            for e in &events {
                scene.apply(e);
            }
            assert_eq!(scene.dice_shown(), 0);
            let (_, all) = s.game().history();
            assert_eq!(all, events, "seed {seed}");
        }
    }

    #[test]
    fn a_game_s_dice_follow_its_seed_from_where_they_began_even_when_resumed_or_branched() {
        use dice_core::verify::{check_dice, DiceVerdict};
        offered::offer();
        let follows = |s: &S| {
            matches!(
                check_dice(s.game(), s.seed(), s.dice_from()),
                DiceVerdict::Follows { .. }
            )
        };
        for seed in 0..4 {
            let mut s = S::new(seats(&BOTS3), seed, String::new()).unwrap();
            assert_eq!(s.dice_from(), 0);
            // Halfway, the page is reloaded: the save is resumed and plays on.
            for _ in 0..40 {
                s.settle();
                s.bot_move();
            }
            let saved = save::decode(&save::encode(&s.saved())).unwrap();
            let (mut resumed, _) = S::resume(&saved).unwrap();
            assert_eq!(resumed.dice_from(), 0);
            run_bots(&mut resumed);
            assert!(
                follows(&resumed),
                "seed {seed}: a resumed game follows its seed"
            );
            // Continued from a position of it with another seed: checked from there.
            let at = resumed.game().record_len() / 2;
            let (position, _) = resumed.game().history_to(at);
            let mut branch = resumed.branch(position, seed + 100);
            assert_eq!(branch.dice_from(), at);
            run_bots(&mut branch);
            assert!(
                follows(&branch),
                "seed {seed}: the branch follows its own seed"
            );
            let saved = save::decode(&save::encode(&branch.saved())).unwrap();
            assert_eq!(saved.dice_from, at, "the save keeps where the dice began");
            assert!(!matches!(
                check_dice(branch.game(), branch.seed(), 0),
                DiceVerdict::Follows { .. }
            ));
        }
    }

    #[test]
    fn a_link_opens_the_same_game_with_the_same_seats() {
        let kinds = [
            SeatKind::Human,
            SeatKind::Bot(Level::Easy),
            SeatKind::Bot(Level::Expert),
        ];
        for seed in 0..5 {
            let mut s = S::new(seats(&kinds), seed, String::new()).unwrap();
            // A person throws, then the game stops wherever it waits next.
            s.human_move(0, Move::Throw).unwrap();
            let link = s.link().unwrap();
            let (opened, events) = S::from_link(&link, 99).unwrap();
            assert_eq!(
                opened.game().record_json(),
                s.game().record_json(),
                "seed {seed}"
            );
            assert_eq!(opened.game().state_json(), s.game().state_json());
            assert_eq!(opened.seats(), s.seats());
            assert_eq!(events, s.game().history().1);
            // The person's seat is still a person's: no bot moves for it.
            assert_eq!(opened.turn(), s.turn());
        }
    }

    #[test]
    fn a_damaged_link_says_what_is_wrong() {
        let mut s = S::new(seats(&BOTS3), 3, String::new()).unwrap();
        run_bots(&mut s);
        let link = s.link().unwrap();
        let cut = &link[..link.len() / 2];
        assert!(S::from_link(cut, 1).is_err());
        let bad = format!("{}!{}", &link[..5], &link[6..]);
        let e = S::from_link(&bad, 1).unwrap_err();
        assert_eq!(
            e,
            dice_core::LinkError::Character {
                position: 5,
                found: '!'
            }
        );
        let other = Session::<heckmeck_engine::Game>::from_link(&link, 1).unwrap_err();
        assert_eq!(other, dice_core::LinkError::OtherGame);
    }

    #[test]
    fn the_same_seed_gives_the_same_game() {
        let play = |seed| {
            let mut s = S::new(seats(&BOTS3), seed, String::new()).unwrap();
            run_bots(&mut s);
            s.game().record_json()
        };
        assert_eq!(play(5), play(5));
        assert_ne!(play(5), play(6));
    }

    #[test]
    fn bots_never_act_for_humans() {
        let mut s = S::new(
            seats(&[SeatKind::Human, SeatKind::Bot(Level::Normal)]),
            1,
            String::new(),
        )
        .unwrap();
        assert_eq!(s.turn(), Turn::Person(0));
        assert!(s.bot_move().is_none());
        assert!(s.human_move(1, Move::Throw).is_err());
        assert!(s.human_move(0, Move::Target(3)).is_err());
        assert!(!s.human_move(0, Move::Throw).unwrap().is_empty());
    }

    /// A person's move as a fixed policy: first target, pass (or start a frustration on
    /// even seeds), first claim.
    fn policy(table: &Table, seed: u64) -> Move {
        match table.decision() {
            Decision::Throw { .. } => Move::Throw,
            Decision::Target { options, .. } => Move::Target(options[0]),
            Decision::Ask(q) => {
                Move::Answer(matches!(q, Question::Start(_)) && seed.is_multiple_of(2))
            }
            Decision::Claim { options, .. } => Move::Claim(options[0]),
            Decision::Over => unreachable!(),
        }
    }

    #[test]
    fn humans_and_bots_to_the_end() {
        for seed in 0..10 {
            let kinds = [
                SeatKind::Human,
                SeatKind::Bot(Level::Normal),
                SeatKind::Human,
            ];
            let mut s = S::new(seats(&kinds), seed, String::new()).unwrap();
            let mut asked_humans = 0;
            for _ in 0..10_000 {
                s.settle();
                match s.turn() {
                    Turn::Over => break,
                    Turn::Remote(seat) => panic!("seat {seat} is not played elsewhere"),
                    Turn::Bot(_) => {
                        s.bot_move().unwrap();
                    }
                    Turn::Person(seat) => {
                        assert!(s.seats().kind(seat).is_here());
                        if matches!(s.game().decision(), Decision::Ask(_)) {
                            asked_humans += 1;
                        }
                        let mv = policy(s.game(), seed);
                        s.human_move(seat, mv).unwrap();
                    }
                }
            }
            assert_eq!(s.turn(), Turn::Over);
            assert!(asked_humans > 0);
        }
    }

    #[test]
    fn a_remote_seat_is_waited_for_and_no_bot_plays_it() {
        let kinds = [SeatKind::Human, SeatKind::Human, SeatKind::Bot(Level::Easy)];
        let mut s = S::new(seats(&kinds), 1, String::new()).unwrap();
        assert_eq!(s.driver(2), Driver::Bot(Level::Easy));
        assert!(!s.set_remote(2), "a bot's seat");
        assert!(!s.set_remote(5), "no such seat");
        assert!(s.set_remote(1));
        assert_eq!(s.driver(1), Driver::Remote);
        assert_eq!(s.people_here(), 1);
        // One person here against a bot, but the other person sees every move: no take-back.
        assert!(!s.solo());
        for _ in 0..1_000 {
            s.settle();
            match s.turn() {
                Turn::Person(seat) => {
                    assert_eq!(seat, 0);
                    let mv = policy(s.game(), 1);
                    s.human_move(0, mv).unwrap();
                }
                Turn::Bot(seat) => {
                    assert_eq!(seat, 2);
                    s.bot_move().unwrap();
                }
                Turn::Remote(seat) => {
                    assert_eq!(seat, 1);
                    assert!(s.bot_move().is_none());
                    let mv = policy(s.game(), 1);
                    assert!(matches!(s.human_move(0, mv), Err(PlayError::OutOfTurn(0))));
                    // The person elsewhere plays it (the table checks who sent it).
                    s.human_move(1, mv).unwrap();
                    // A game continued from a replay keeps who plays where.
                    let branch = s.branch(s.game().clone(), 2);
                    assert_eq!(branch.driver(1), Driver::Remote);
                    return;
                }
                Turn::Over => break,
            }
        }
        panic!("seat 1 was never due");
    }

    #[test]
    fn resume_mid_window_keeps_the_answers() {
        offered::offer();
        // Find a moment with answers given in an open window, then save and resume.
        for seed in 0..200 {
            let kinds = [SeatKind::Human, SeatKind::Human, SeatKind::Human];
            let mut s = S::new(seats(&kinds), seed, "?x".into()).unwrap();
            for _ in 0..2000 {
                s.settle();
                if !s.pending.is_empty() {
                    let saved = save::decode(&save::encode(&s.saved())).unwrap();
                    let (r, _) = S::resume(&saved).unwrap();
                    assert_eq!(r.game(), s.game());
                    assert_eq!(r.turn(), s.turn());
                    assert_eq!(r.game().window().started(), s.game().window().started());
                    assert_eq!(r.origin(), "?x");
                    return;
                }
                let Turn::Person(seat) = s.turn() else { break };
                let mv = match s.game().decision() {
                    Decision::Ask(Question::Start(_)) => Move::Answer(true),
                    Decision::Ask(_) => Move::Answer(false),
                    _ => policy(s.game(), 1),
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
        let mut s = S::new(seats(&[SeatKind::Human, SeatKind::Human]), 0, String::new()).unwrap();
        let t = |f: &str| Action::Roll(f.parse().unwrap());
        // Seat 0: three ravens on the first throw → a frustration.
        s.game.apply(t("RRR3456")).unwrap();
        s.game.apply(Action::Target(3)).unwrap();
        // Seat 1: R, target 4; then two ravens: open, and seat 0 may frustrate.
        s.game.apply(t("R444356")).unwrap();
        s.game.apply(Action::Target(4)).unwrap();
        s.game.apply(t("RR5")).unwrap();
        assert_eq!(s.game().game().awaiting(), Awaiting::Window);
        assert_eq!(s.game().decision(), Decision::Ask(Question::Start(0)));
        assert!(s.settle().is_empty());
        s.human_move(0, Move::Answer(false)).unwrap();
        let end = s.settle();
        assert!(end
            .iter()
            .any(|e| matches!(e, Event::TurnPassed { from: 1, to: 0 })));
        assert_eq!(s.shown_game().game().frustrations(1), 1);
        assert_eq!(s.shown_game().game().active(), Some(0));
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
        assert_eq!(s.game().game().frustrations(1), 1);
    }

    #[test]
    fn loaded_records_keep_known_seats() {
        let current = seats(&[SeatKind::Human, SeatKind::Bot(Level::Easy)]);
        let text = r#"{"players": ["You", "Zed"], "actions": [{"roll": [3,3,3,3,3,3,3]}]}"#;
        let (s, events) = S::from_record(text, &current, 1).unwrap();
        assert_eq!(s.seats().kind(0), SeatKind::Human);
        assert_eq!(s.seats().kind(1), SeatKind::Bot(Level::Normal));
        assert_eq!(events.len(), 2);
        let e = S::from_record(r#"{"players": ["A"], "actions": []}"#, &current, 1).unwrap_err();
        assert!(matches!(e, RecordError::Players(_)), "{e}");
        let e = S::from_record("{nope", &current, 1).unwrap_err();
        assert!(matches!(e, RecordError::MalformedJson(_)), "{e}");
    }

    #[test]
    fn a_loaded_record_goes_on_from_the_seed() {
        // The same record loaded with the same seed plays on the same way (a seeded game
        // stays reproducible), and the seed is what the save keeps.
        let current = seats(&BOTS3);
        let text = r#"{"players": ["A", "B", "C"], "actions": [{"roll": [3,3,3,3,3,3,3]}]}"#;
        let play = |seed| {
            let (mut s, _) = S::from_record(text, &current, seed).unwrap();
            assert_eq!(s.saved().seed, seed);
            run_bots(&mut s);
            assert_eq!(s.turn(), Turn::Over);
            s.game().record_json()
        };
        assert_eq!(play(2), play(2));
        assert_ne!(play(2), play(3));
    }

    #[test]
    fn a_pasted_record_whose_names_the_table_cannot_show_is_refused_by_seat() {
        // The contract takes these names; the table does not (as a link and the setup do not).
        let current = seats(&BOTS3);
        let long = "N".repeat(41);
        let cases = [
            (long, dice_core::NameError::TooLong { max: 40 }, 0),
            (
                "B\\u0007".to_string(),
                dice_core::NameError::Control { position: 1 },
                1,
            ),
            ("\\u200b".to_string(), dice_core::NameError::Invisible, 2),
        ];
        for (name, error, index) in cases {
            let mut names = ["A".to_string(), "B".to_string(), "C".to_string()];
            names[index] = name;
            let text = format!(
                r#"{{"players": ["{}", "{}", "{}"], "actions": []}}"#,
                names[0], names[1], names[2]
            );
            let Err(e) = S::from_record(&text, &current, 1) else {
                panic!("{text} was loaded");
            };
            assert_eq!(
                e,
                RecordError::Players(dice_core::PlayersError::Name { index, error }),
                "{text}"
            );
        }
        let forty = "N".repeat(40);
        let text = format!(r#"{{"players": ["{forty}", "B", "C"], "actions": []}}"#);
        assert!(S::from_record(&text, &current, 1).is_ok());
    }

    #[test]
    fn a_save_whose_record_is_bad_says_why() {
        let s = S::new(seats(&BOTS3), 3, String::new()).unwrap();
        let mut saved = s.saved();
        saved.record =
            r#"{"players": ["Thea", "Kelly", "Diego"], "actions": [{"roll": [3]}]}"#.into();
        let e = S::resume(&saved).unwrap_err();
        assert!(
            matches!(e, SaveError::Record(RecordError::Action { index: 0, .. })),
            "{e}"
        );
        assert!(e.to_string().starts_with("action 0"), "{e}");
        let mut saved = s.saved();
        saved.seats.0[0].name = "Zed".into();
        assert_eq!(S::resume(&saved).unwrap_err(), SaveError::SeatsDiffer);
        let mut saved = s.saved();
        saved.pending = dice_core::json::Value::from(vec![1u64, 2]);
        assert_eq!(S::resume(&saved).unwrap_err(), SaveError::Pending);
    }

    /// A save written by the one-game app before the shell existed (version 1, captured
    /// from that build: two people and a bot, stopped in a window after one answer) resumes
    /// exactly: the same state, the answer given, the question now due.
    #[test]
    fn a_version_1_save_of_the_one_game_app_resumes_exactly() {
        offered::offer();
        let text = include_str!("../../tests/fixtures/save-v1.json");
        let state = include_str!("../../tests/fixtures/save-v1.state.json");
        let saved = save::decode(text).unwrap();
        assert_eq!(saved.game, <Table as TableGame>::KIND);
        assert_eq!(saved.origin, "?seats=human,human,bot-normal&seed=9");
        let (s, events) = S::resume(&saved).unwrap();
        assert_eq!(s.game().state_json(), state.trim());
        assert_eq!(s.turn(), Turn::Person(1));
        assert_eq!(s.game().decision(), Decision::Ask(Question::Reduce(1)));
        assert_eq!(s.pending, [Move::Answer(false)]);
        assert!(!events.is_empty());
        // Written again, it is a version-2 save of the same game.
        let again = save::decode(&save::encode(&s.saved())).unwrap();
        let (r, _) = S::resume(&again).unwrap();
        assert_eq!(r.game(), s.game());
        assert_eq!(r.turn(), s.turn());
    }

    /// Runs the bots (showing decided turn ends) until a person must decide or the game
    /// ends.
    fn to_person<G: TableGame>(s: &mut Session<G>) -> Turn {
        for _ in 0..10_000 {
            s.settle();
            if s.bot_move().is_none() {
                break;
            }
        }
        s.turn()
    }

    const SOLO: [SeatKind; 3] = [
        SeatKind::Human,
        SeatKind::Bot(Level::Normal),
        SeatKind::Bot(Level::Easy),
    ];

    #[test]
    fn a_target_taken_back_leaves_the_dice_as_they_were() {
        let mut checked = 0;
        for seed in 0..20 {
            let mut s = S::new(seats(&SOLO), seed, String::new()).unwrap();
            while let Turn::Person(seat) = to_person(&mut s) {
                if let Decision::Target { options, .. } = s.game().decision() {
                    if options.len() > 1 {
                        // Target A, then throw: the faces the dice give.
                        let mut direct = s.clone();
                        direct.human_move(seat, Move::Target(options[0])).unwrap();
                        let state = s.game().state_json();
                        // Target B, take it back, target A, throw: the same faces.
                        let mut undone = s.clone();
                        undone.human_move(seat, Move::Target(options[1])).unwrap();
                        assert!(undone.can_take_back());
                        undone.take_back().unwrap();
                        assert_eq!(undone.game().state_json(), state);
                        assert_eq!(undone.turn(), s.turn());
                        assert_eq!(undone.streams.dice, s.streams.dice);
                        undone.human_move(seat, Move::Target(options[0])).unwrap();
                        if let Turn::Person(p) = direct.turn() {
                            if matches!(direct.game().decision(), Decision::Throw { .. }) {
                                direct.human_move(p, Move::Throw).unwrap();
                                undone.human_move(p, Move::Throw).unwrap();
                                assert_eq!(
                                    undone.game().record_json(),
                                    direct.game().record_json()
                                );
                                // A throw is never taken back.
                                assert!(!undone.can_take_back());
                                assert!(undone.take_back().is_err());
                                checked += 1;
                            }
                        }
                    }
                }
                let mv = policy(s.game(), seed);
                s.human_move(seat, mv).unwrap();
            }
        }
        assert!(checked > 10, "{checked}");
    }

    #[test]
    fn a_window_answer_taken_back_restores_the_answers_before_it() {
        // One person against bots, stopped in a window after a bot's answer: the person's
        // answer taken back leaves the bot's answer pending, as before.
        for seed in 0..500 {
            let mut s = S::new(seats(&SOLO), seed, String::new()).unwrap();
            while let Turn::Person(seat) = to_person(&mut s) {
                if matches!(s.game().decision(), Decision::Ask(_)) && !s.pending.is_empty() {
                    let (state, pending, decision) = (
                        s.game().state_json(),
                        s.pending.clone(),
                        s.game().decision(),
                    );
                    let started = s.game().window().started();
                    let dice = s.streams.dice.clone();
                    s.human_move(seat, Move::Answer(true)).unwrap();
                    to_person(&mut s);
                    if !s.can_take_back() {
                        break; // dice thrown since: this seed does not show it
                    }
                    s.take_back().unwrap();
                    assert_eq!(s.game().state_json(), state);
                    assert_eq!(s.pending, pending);
                    assert_eq!(s.game().decision(), decision);
                    assert_eq!(s.game().window().started(), started);
                    assert_eq!(s.streams.dice, dice);
                    return;
                }
                let mv = policy(s.game(), seed);
                s.human_move(seat, mv).unwrap();
            }
        }
        panic!("no window answered after a bot's answer");
    }

    #[test]
    fn take_back_is_refused_in_hot_seat() {
        let kinds = [
            SeatKind::Human,
            SeatKind::Human,
            SeatKind::Bot(Level::Normal),
        ];
        let mut s = S::new(seats(&kinds), 4, String::new()).unwrap();
        assert!(!s.solo());
        for _ in 0..200 {
            let Turn::Person(seat) = to_person(&mut s) else {
                break;
            };
            let mv = policy(s.game(), 4);
            s.human_move(seat, mv).unwrap();
            assert!(!s.can_take_back());
            assert!(s.take_back().is_err());
        }
    }

    #[test]
    fn a_heckmeck_keep_taken_back_leaves_the_dice_as_they_were() {
        use heckmeck_engine::{Awaiting as HAwaiting, Game as Heckmeck, Move as HMove};
        let mut checked = 0;
        for seed in 0..20 {
            let mut s = Session::<Heckmeck>::new(seats(&SOLO), seed, String::new()).unwrap();
            while let Turn::Person(seat) = to_person(&mut s) {
                let faces: Vec<_> = s.game().legal_actions().keep.iter().collect();
                if s.game().awaiting() == HAwaiting::Keep && faces.len() > 1 {
                    let state = s.game().state_json();
                    let mut direct = s.clone();
                    direct.human_move(seat, HMove::Keep(faces[0])).unwrap();
                    let mut undone = s.clone();
                    undone.human_move(seat, HMove::Keep(faces[1])).unwrap();
                    if undone.game().awaiting() != HAwaiting::GameOver {
                        assert!(undone.can_take_back());
                        undone.take_back().unwrap();
                        assert_eq!(undone.game().state_json(), state);
                        assert_eq!(undone.streams, s.streams);
                        undone.human_move(seat, HMove::Keep(faces[0])).unwrap();
                        assert_eq!(undone.game(), direct.game());
                        if direct.game().legal_actions().roll.is_some() {
                            direct.human_move(seat, HMove::Throw).unwrap();
                            undone.human_move(seat, HMove::Throw).unwrap();
                            // The same faces as without the take-back.
                            assert_eq!(undone.game().record_json(), direct.game().record_json());
                            assert!(!undone.can_take_back());
                            assert!(undone.take_back().is_err());
                            checked += 1;
                        }
                    }
                }
                let g = s.game();
                let legal = g.legal_actions();
                let mv = match g.awaiting() {
                    HAwaiting::Keep => HMove::Keep(faces[faces.len() - 1]),
                    HAwaiting::Take | HAwaiting::RollOrTake => match legal.take.tiles().next() {
                        Some(t) => HMove::Take(t),
                        None => HMove::Throw,
                    },
                    _ => HMove::Throw,
                };
                s.human_move(seat, mv).unwrap();
            }
            assert_eq!(s.turn(), Turn::Over);
        }
        assert!(checked > 10, "{checked}");
    }

    #[test]
    fn heckmeck_take_back_is_refused_in_hot_seat() {
        use heckmeck_engine::{Game as Heckmeck, Move as HMove};
        let kinds = [SeatKind::Human, SeatKind::Human];
        let mut s = Session::<Heckmeck>::new(seats(&kinds), 2, String::new()).unwrap();
        s.human_move(0, HMove::Throw).unwrap();
        let face = s.game().legal_actions().keep.iter().next().unwrap();
        s.human_move(0, HMove::Keep(face)).unwrap();
        assert!(!s.can_take_back());
        assert_eq!(s.take_back().unwrap_err(), TakeBackError::Nothing);
    }

    #[test]
    fn a_branch_keeps_the_seats_and_goes_on_from_the_prefix() {
        let mut s = S::new(seats(&BOTS3), 8, "?o".into()).unwrap();
        run_bots(&mut s);
        let (prefix, _) = s.game().history_to(10);
        assert_eq!(prefix.record_len(), 10);
        let b = s.branch(prefix.clone(), 99);
        assert_ne!(b.id(), s.id());
        assert_eq!(b.seats(), s.seats());
        assert_eq!(b.game(), &prefix);
        assert_eq!(b.seed(), 99);
    }
}
