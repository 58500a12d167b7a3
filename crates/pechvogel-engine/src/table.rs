//! The order of asking (RULES.md, "The order of asking"): who decides what next, so that the
//! UI and the simulator drive a game the same way. The dice come from outside.

use dice_core::drive::{SimError as CoreSimError, MAX_STEPS};
use dice_core::Decide;
use dice_core::Rng;

use crate::action::{Action, Claim, Seat, SeatList, Throw, MAX_PLAYERS};
use crate::awaiting::Awaiting;
use crate::dice::{DICE, VALUES};
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Game;

/// A yes/no question to one seat while a window is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// Will this opponent start a frustration?
    Start(Seat),
    /// Someone started: will this opponent join in?
    Join(Seat),
    /// Nobody frustrated: will the active player reduce?
    Reduce(Seat),
}

impl Question {
    /// The seat asked.
    pub fn seat(self) -> Seat {
        match self {
            Question::Start(s) | Question::Join(s) | Question::Reduce(s) => s,
        }
    }
}

/// The answers gathered in the current window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WindowAsk {
    /// The opponent who started a frustration.
    started: Option<Seat>,
    /// Bit per seat: answered the current round (start round, then join round).
    answered: u8,
    /// Bit per seat: joined the frustration.
    joined: u8,
    /// The active player was asked about reducing.
    reduce_asked: bool,
    /// … and said yes.
    reduce: bool,
}

impl WindowAsk {
    /// The next question, in RULES.md's order, or `None` once the window is decided.
    pub fn question(&self, game: &Game) -> Option<Question> {
        if game.awaiting() != Awaiting::Window {
            return None;
        }
        self.question_in_window(game, game.active_seat())
    }

    /// [`WindowAsk::question`] while a window is open on `active`'s throw.
    #[inline]
    fn question_in_window(&self, game: &Game, active: Seat) -> Option<Question> {
        self.next_question(game.frustrators_left(), || game.may_reduce(), active)
    }

    /// [`WindowAsk::question_in_window`] from what the game says about the window, which its
    /// questions do not change: the opponents who may frustrate, bit per seat, and whether the
    /// active player may reduce (asked only when it matters).
    #[inline(always)]
    fn next_question(
        &self,
        frustrators: u8,
        may_reduce: impl FnOnce() -> bool,
        active: Seat,
    ) -> Option<Question> {
        // The opponents who may frustrate and are not yet asked in this round, bit per seat
        // (bit operations: simulations ask this several times per throw).
        let started = self.started.map_or(0, |s| 1 << s);
        let open = frustrators & !self.answered & !started;
        if open != 0 {
            // The first of them left of the active player in turn order: the lowest seat
            // above the active one, else the lowest seat.
            let after = open & !((2 << active) - 1);
            let seat = if after != 0 { after } else { open }.trailing_zeros() as Seat;
            return Some(match self.started {
                None => Question::Start(seat),
                Some(_) => Question::Join(seat),
            });
        }
        match self.started {
            None => (!self.reduce_asked && may_reduce()).then_some(Question::Reduce(active)),
            Some(_) => None,
        }
    }

    /// The opponent who started a frustration in this window, if one did.
    pub fn started(&self) -> Option<Seat> {
        self.started
    }

    /// True if `seat` started or joined the frustration in this window.
    pub fn frustrates(&self, seat: Seat) -> bool {
        seat < 8 && (self.started == Some(seat) || self.joined & (1 << seat) != 0)
    }

    /// The seats that started or joined the frustration in this window, bit per seat.
    pub fn frustrators(&self) -> u8 {
        (0..MAX_PLAYERS)
            .filter(|&s| self.frustrates(s))
            .fold(0, |bits, s| bits | 1 << s)
    }

    /// Records the answer to the current question.
    pub fn answer(&mut self, game: &Game, yes: bool) {
        if let Some(q) = self.question(game) {
            self.record(q, yes);
        }
    }

    /// Records `yes` or no to `question`, which must be the current question.
    fn record(&mut self, question: Question, yes: bool) {
        match question {
            Question::Start(s) if yes => {
                self.started = Some(s);
                // Everyone else is asked to join, those who passed before as well.
                self.answered = 1 << s;
            }
            Question::Start(s) => self.answered |= 1 << s,
            Question::Join(s) => {
                self.answered |= 1 << s;
                if yes {
                    self.joined |= 1 << s;
                }
            }
            Question::Reduce(_) => {
                self.reduce_asked = true;
                self.reduce = yes;
            }
        }
    }

    /// The window's action once every question is answered: a frustrate, a reduce, or
    /// `None` (the throw stands).
    pub fn outcome(&self) -> Option<Action> {
        match self.started {
            Some(_) => {
                let mut seats = [0; MAX_PLAYERS];
                let mut len = 0;
                for s in (0..MAX_PLAYERS).filter(|&s| self.frustrates(s)) {
                    seats[len] = s;
                    len += 1;
                }
                SeatList::new(&seats[..len]).map(Action::Frustrate)
            }
            None => self.reduce.then_some(Action::Reduce),
        }
    }
}

/// What a seat decides: throw the dice that are due, or choose a target, answer the window's
/// question, or claim a marker. A person's buttons and a bot's choices are moves alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

/// Who must decide what now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// `seat` throws `dice` dice (a first throw when `dice` is 7 and the board is empty).
    Throw {
        /// Who throws.
        seat: Seat,
        /// How many dice.
        dice: u8,
    },
    /// `seat` chooses a target among `options`.
    Target {
        /// Who chooses.
        seat: Seat,
        /// The numbers the first throw shows.
        options: Vec<u8>,
    },
    /// A window question.
    Ask(Question),
    /// `seat` claims one of `options`.
    Claim {
        /// Who claims.
        seat: Seat,
        /// Legal claims.
        options: Vec<Claim>,
    },
    /// The game is over.
    Over,
}

impl Decision {
    /// The seat that decides, if any.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Decision::Throw { seat, .. }
            | Decision::Target { seat, .. }
            | Decision::Claim { seat, .. } => Some(*seat),
            Decision::Ask(q) => Some(q.seat()),
            Decision::Over => None,
        }
    }
}

/// What is due now, like [`Decision`] but without the options (no allocation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Due {
    /// `seat` throws `dice` dice.
    Throw {
        /// Who throws.
        seat: Seat,
        /// How many dice.
        dice: u8,
    },
    /// `seat` chooses a target among the numbers of the first throw.
    Target(Seat),
    /// A window question.
    Ask(Question),
    /// `seat` claims a score marker.
    Claim(Seat),
    /// The game is over.
    Over,
}

/// [`Due`] in one word, as the table keeps it: stored and read in one move each. (A `Due` is
/// three words; reading one back whole just after it was written field by field stalls the
/// processor, and simulations do that at every step.)
#[derive(Clone, Copy, PartialEq, Eq)]
struct PackedDue(u32);

impl PackedDue {
    /// The kind of a throw.
    const THROW: u32 = 0;
    /// The kind of the game's end.
    const OVER: u32 = 6;

    /// The kind of a target choice.
    const TARGET: u32 = 1;
    /// The kind of a claim.
    const CLAIM: u32 = 5;

    /// Kind in the low byte, then the seat, then the dice (seats and dice are below 256).
    #[inline]
    const fn new(kind: u32, seat: Seat, dice: u8) -> PackedDue {
        PackedDue(kind | (seat as u32 & 0xff) << 8 | (dice as u32) << 16)
    }

    #[inline]
    fn pack(due: Due) -> PackedDue {
        match due {
            Due::Throw { seat, dice } => PackedDue::new(PackedDue::THROW, seat, dice),
            Due::Target(seat) => PackedDue::new(PackedDue::TARGET, seat, 0),
            Due::Ask(Question::Start(seat)) => PackedDue::new(2, seat, 0),
            Due::Ask(Question::Join(seat)) => PackedDue::new(3, seat, 0),
            Due::Ask(Question::Reduce(seat)) => PackedDue::new(4, seat, 0),
            Due::Claim(seat) => PackedDue::new(PackedDue::CLAIM, seat, 0),
            Due::Over => PackedDue::new(PackedDue::OVER, 0, 0),
        }
    }

    #[inline]
    fn kind(self) -> u32 {
        self.0 & 0xff
    }

    #[inline]
    fn seat(self) -> Seat {
        (self.0 >> 8 & 0xff) as Seat
    }

    /// True if a window question is due.
    #[inline]
    fn asks(self) -> bool {
        (2..=4).contains(&self.kind())
    }

    /// True if a throw of `dice` dice is due.
    #[inline]
    fn throws(self, dice: u8) -> bool {
        self.0 == PackedDue::THROW | (self.0 & 0xff00) | u32::from(dice) << 16
    }

    /// The due in dice-core's terms, straight from the word: a throw, the end, or a choice.
    #[inline]
    fn core(self) -> dice_core::Due {
        match self.kind() {
            PackedDue::THROW => dice_core::Due::Throw {
                seat: self.seat(),
                dice: (self.0 >> 16) as u8,
            },
            PackedDue::OVER => dice_core::Due::Over,
            _ => dice_core::Due::Choose(self.seat()),
        }
    }

    #[inline]
    fn unpack(self) -> Due {
        let seat = (self.0 >> 8 & 0xff) as Seat;
        match self.0 & 0xff {
            0 => Due::Throw {
                seat,
                dice: (self.0 >> 16) as u8,
            },
            1 => Due::Target(seat),
            2 => Due::Ask(Question::Start(seat)),
            3 => Due::Ask(Question::Join(seat)),
            4 => Due::Ask(Question::Reduce(seat)),
            5 => Due::Claim(seat),
            _ => Due::Over,
        }
    }
}

impl std::fmt::Debug for PackedDue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.unpack().fmt(f)
    }
}

/// A game plus the answers of the current window: everything a driver needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    game: Game,
    window: WindowAsk,
    /// [`Table::find_due`], worked out again by every method that changes the game or the
    /// window: simulations ask what is due at every step.
    due: PackedDue,
}

impl Table {
    /// A table around a game (a fresh one, or one replayed from a record).
    pub fn new(game: Game) -> Table {
        let mut table = Table {
            game,
            window: WindowAsk::default(),
            due: PackedDue::pack(Due::Over),
        };
        table.due = table.find_due();
        table
    }

    /// Starts the game afresh with the same players ([`Game::restart`]): a simulator plays
    /// game after game at one table without allocating.
    pub fn restart(&mut self) {
        self.game.restart();
        self.new_window();
    }

    /// Whether the game adds applied actions to its record ([`Game::set_recording`]).
    pub fn set_recording(&mut self, on: bool) {
        self.game.set_recording(on);
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Gives up the game.
    pub fn into_game(self) -> Game {
        self.game
    }

    /// The window's answers so far (for showing who already passed or joined).
    pub fn window(&self) -> &WindowAsk {
        &self.window
    }

    /// Who must decide what now.
    pub fn decision(&self) -> Decision {
        let g = &self.game;
        match self.due() {
            Due::Throw { seat, dice } => Decision::Throw { seat, dice },
            Due::Target(seat) => Decision::Target {
                seat,
                options: g.first_throw().map(|t| t.numbers()).unwrap_or_default(),
            },
            Due::Ask(q) => Decision::Ask(q),
            Due::Claim(seat) => Decision::Claim {
                seat,
                options: g.legal_actions().claims,
            },
            Due::Over => Decision::Over,
        }
    }

    /// What [`Table::decision`] says is due, without listing the options, so that
    /// simulations ask it without allocating. The options follow from the game:
    /// [`Game::first_throw`] for a target, [`Game::legal_actions`] for a claim.
    #[inline]
    pub fn due(&self) -> Due {
        self.due.unpack()
    }

    /// [`Table::due`] in dice-core's terms: only a throw is possible, a seat chooses (a target,
    /// a window question, a claim), or the game is over.
    #[inline(always)]
    pub(crate) fn core_due(&self) -> dice_core::Due {
        self.due.core()
    }

    /// Refuses a move by `seat` unless the decision is `seat`'s.
    #[inline(always)]
    pub(crate) fn check_seat(&self, seat: Seat) -> Result<(), RuleError> {
        if self.due.kind() == PackedDue::OVER {
            Err(RuleError::GameOver)
        } else if self.due.seat() != seat {
            Err(RuleError::NotYourMove(seat))
        } else {
            Ok(())
        }
    }

    /// A throw is due.
    #[inline(always)]
    pub(crate) fn throw_due(&self) -> bool {
        self.due.kind() == PackedDue::THROW
    }

    /// Refuses a throw while a window question is still open: the game alone would take it as
    /// everybody passing, but a seat that was never asked must not lose its say.
    #[inline]
    fn check_asked(&self) -> Result<(), RuleError> {
        match self.due() {
            Due::Ask(q) => Err(RuleError::AskFirst(q.seat())),
            _ => Ok(()),
        }
    }

    /// After an action: no answers yet for the game's new state, and what is due then.
    #[inline]
    fn new_window(&mut self) {
        self.window = WindowAsk::default();
        self.due = self.find_due();
    }

    /// Works out what is due from the game and the window's answers, straight into the packed
    /// word: simulations ask it after every step.
    fn find_due(&self) -> PackedDue {
        let g = &self.game;
        let active = g.active_seat();
        let throw = |seat, dice| PackedDue::new(PackedDue::THROW, seat, dice);
        match g.awaiting() {
            Awaiting::GameOver => PackedDue::new(PackedDue::OVER, 0, 0),
            Awaiting::Target => PackedDue::new(PackedDue::TARGET, active, 0),
            Awaiting::Claim => PackedDue::new(PackedDue::CLAIM, active, 0),
            Awaiting::FirstRoll => throw(active, DICE),
            Awaiting::Roll | Awaiting::Reroll => throw(active, g.board().dice_left()),
            Awaiting::Window => {
                if let Some(q) = self.window.question_in_window(g, active) {
                    return PackedDue::pack(Due::Ask(q));
                }
                // Nobody spends a frustration: the throw stands.
                if g.claim_due() {
                    PackedDue::new(PackedDue::CLAIM, active, 0)
                } else if g.board().turn_ends() {
                    throw(g.left_of(active), DICE)
                } else {
                    throw(active, g.board().dice_left())
                }
            }
        }
    }

    /// Applies an action directly (a throw, target or claim; a frustrate or reduce as the
    /// window's outcome) and resets the window's answers. This is how a record is followed:
    /// records keep no passes, so a throw while questions are open counts as everybody
    /// passing. A live game throws with [`Table::throw`], which asks first.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        let events = self.game.apply(action)?;
        self.new_window();
        Ok(events)
    }

    /// The same without events (simulations).
    pub fn apply_quiet(&mut self, action: Action) -> Result<(), RuleError> {
        self.game.apply_quiet(action)?;
        self.new_window();
        Ok(())
    }

    /// Throws: the decision must be a [`Decision::Throw`] of this many dice. While a window
    /// question is open the throw is refused ([`RuleError::AskFirst`]): every seat that may
    /// frustrate or reduce is asked before the dice roll on.
    pub fn throw(&mut self, throw: Throw) -> Result<Vec<Event>, RuleError> {
        self.check_asked()?;
        self.apply(Action::Roll(throw))
    }

    /// [`Table::throw`] without events (simulations), as fully checked, but quicker.
    // Always inlined: the simulator's most frequent step, called from one place in its loop.
    #[inline(always)]
    pub fn throw_quiet(&mut self, throw: Throw) -> Result<(), RuleError> {
        if self.due.throws(throw.len()) && throw.bad_face().is_none() {
            // What is due was worked out from everything a throw's check asks (no question
            // open, no claim first, how many dice), so a throw of real faces and the due
            // number of dice is legal: the answer is known without asking again.
            self.game.roll_legal_quiet(throw);
        } else {
            self.check_asked()?;
            self.game.roll_quiet(throw)?;
        }
        self.new_window();
        Ok(())
    }

    /// A throw of `dice` dice from the dice's stream, without events: what [`DiceGame`]'s
    /// `throw_quiet` does for the simulator, [`Table::throw_quiet`] of [`Throw::random`]. A
    /// next throw of the dice that are due, in a game that records nothing, is known by what
    /// it puts on the board alone, so its faces are neither built nor looked at (the same draw).
    ///
    /// [`DiceGame`]: dice_core::DiceGame
    #[inline(always)]
    pub(crate) fn throw_random_quiet(&mut self, dice: u8, rng: &mut Rng) -> Result<(), RuleError> {
        let g = &self.game;
        if let (Awaiting::Roll | Awaiting::Reroll, Some(target), false) =
            (g.awaiting(), g.board().target, g.recording())
        {
            if self.due.throws(dice) {
                let (targets, ravens) = Throw::random_placed(rng, dice, target);
                self.game.next_roll_unrecorded(targets, ravens);
                self.new_window();
                return Ok(());
            }
        }
        self.throw_quiet(Throw::random(rng, dice))
    }

    /// Makes `mv` for whoever decides now; a throw draws its faces from `dice` (and nothing is
    /// drawn when it is refused). Returns what happened.
    pub fn apply_move(&mut self, mv: Move, dice: &mut Rng) -> Result<Vec<Event>, RuleError> {
        match mv {
            Move::Throw => {
                let n = self.dice_due()?;
                self.throw(Throw::random(dice, n))
            }
            Move::Target(v) => self.apply(Action::Target(v)),
            Move::Answer(yes) => self.answer(yes),
            Move::Claim(c) => self.apply(Action::Claim(c)),
        }
    }

    /// [`Table::apply_move`] without events (simulations).
    // Always inlined: a dispatch on the move, in the simulator's step (opt-level "z" would keep
    // it out of line).
    #[inline(always)]
    pub fn apply_move_quiet(&mut self, mv: Move, dice: &mut Rng) -> Result<(), RuleError> {
        match mv {
            Move::Throw => {
                let n = self.dice_due()?;
                self.throw_quiet(Throw::random(dice, n))
            }
            Move::Target(v) => self.apply_quiet(Action::Target(v)),
            Move::Answer(yes) => self.answer_quiet(yes),
            Move::Claim(c) => self.apply_quiet(Action::Claim(c)),
        }
    }

    /// How many dice a throw needs now, or why no throw may be made ([`Table::throw`]'s
    /// checks, before any die is drawn).
    #[inline]
    fn dice_due(&self) -> Result<u8, RuleError> {
        self.check_asked()?;
        self.game.dice_for_roll()
    }

    /// [`Game::turn_end_preview`] once the window's questions are all answered and nobody
    /// spent a frustration: the game after the turn's end, and that end's events, for showing
    /// while the table waits for the next throw. `None` while a question is open, or when the
    /// next throw does not end the turn.
    pub fn turn_end_preview(&self) -> Option<(Game, Vec<Event>)> {
        match self.due() {
            Due::Throw { .. } => self.game.turn_end_preview(),
            _ => None,
        }
    }

    /// Answers the current window question. When that decides the window with a frustrate or
    /// reduce, the action is applied and its events returned; otherwise no events.
    pub fn answer(&mut self, yes: bool) -> Result<Vec<Event>, RuleError> {
        match self.record_answer(yes)? {
            Some(action) => self.apply(action),
            None => Ok(Vec::new()),
        }
    }

    /// [`Table::answer`] without events (simulations).
    pub fn answer_quiet(&mut self, yes: bool) -> Result<(), RuleError> {
        if let Some(action) = self.record_answer(yes)? {
            // Legal by construction: only seats that may frustrate (or reduce) were asked,
            // and the game has not changed since.
            self.game.apply_legal_quiet(action);
            self.new_window();
        }
        Ok(())
    }

    /// Records the answer to the current question; once no question is left, the window's
    /// outcome (a frustrate or reduce) is returned for the caller to apply.
    #[inline]
    fn record_answer(&mut self, yes: bool) -> Result<Option<Action>, RuleError> {
        let Due::Ask(question) = self.due() else {
            return Err(RuleError::NoWindow(self.game.awaiting()));
        };
        self.window.record(question, yes);
        self.due = self.find_due();
        Ok(if self.due.asks() {
            None
        } else {
            self.window.outcome()
        })
    }
}

/// The simulator's loop ([`dice_core::SimGame::play_quiet_out`]): the same moves, draws and
/// states as dice-core's step-by-step loop (`play_steps_quiet`), shaped after the order of
/// asking instead of one dispatch on what is due per step. Each kind of decision is asked from
/// a place of its own, so what is due is known there without being worked out again (and a
/// bot inlined there reads back the word just stored); a window's questions are asked in a
/// loop of their own; throws that put dice on the board are known by their counts alone.
/// Anything but the expected kind of move goes through [`Table::apply_move_quiet`], the
/// step-by-step path, so that a refusal is the same refusal.
impl Table {
    /// Plays on quietly until the game is over, throwing from `dice` and asking `decide(seat,
    /// table)` for every choice; returns the turns started and the decisions made.
    pub(crate) fn play_quiet_out_with<D: Decide<Table>>(
        &mut self,
        dice: &mut Rng,
        decide: &mut D,
    ) -> Result<(u32, u32), SimError> {
        let (mut turns, mut decisions) = (0u32, 0u32);
        // Between actions the window holds no answers; what is due (`self.due`) is stored only
        // before a decision is asked (what a bot reads) and when the loop ends.
        for _ in 0..MAX_STEPS {
            let active = self.game.active_seat();
            match self.game.awaiting() {
                Awaiting::GameOver => {
                    self.new_window();
                    return Ok((turns, decisions));
                }
                Awaiting::FirstRoll => {
                    turns += 1;
                    self.game.first_roll_legal_quiet(Throw::random(dice, DICE));
                    self.window = WindowAsk::default();
                    // A target is due but after seven ravens: straight on to it, and to the
                    // throws after it, as a turn goes (a test that is nearly always true, not
                    // a jump through the dispatch).
                    if self.game.awaiting() != Awaiting::Target {
                        continue;
                    }
                    decisions += 1;
                    self.target_step(active, dice, decide)?;
                }
                Awaiting::Target => {
                    decisions += 1;
                    self.target_step(active, dice, decide)?;
                }
                Awaiting::Claim => {
                    decisions += 1;
                    self.claim_step(active, dice, decide)?;
                    continue;
                }
                Awaiting::Roll | Awaiting::Reroll | Awaiting::Window => {}
            }
            // The rest of the turn: throws and windows in turn, while either is due.
            loop {
                if matches!(self.game.awaiting(), Awaiting::Roll | Awaiting::Reroll) {
                    self.throw_on(dice);
                }
                if self.game.awaiting() != Awaiting::Window {
                    break;
                }
                self.window_step(dice, decide, &mut turns, &mut decisions)?;
            }
        }
        self.due = self.find_due();
        Err(SimError::Stuck)
    }

    /// Throws while a next throw (or a reroll) is due.
    #[inline(always)]
    fn throw_on(&mut self, dice: &mut Rng) {
        // Throw on here while nothing else is due (a branch on one test, rather than a jump
        // back through the dispatch on every throw). Unrecorded, a throw is known by what it
        // puts on the board; whether the game records is asked once, not at every throw.
        if !self.game.recording() {
            // A next throw's board has a target (the same throw as `next_roll`'s otherwise),
            // the same for every throw of the run.
            let target = self.game.board().target.unwrap_or(VALUES[0]);
            loop {
                let board = self.game.board();
                // At most five dice lie on the board while a next throw is due (four targets or
                // three ravens end the turn), so at least two are thrown: saying that the count
                // is 1 to 7 spares the throw its own clamp.
                let n = DICE - (board.targets + board.ravens).min(DICE - 1);
                let (targets, ravens) = Throw::random_placed(dice, n, target);
                self.game.next_roll_unrecorded(targets, ravens);
                if self.game.awaiting() != Awaiting::Roll {
                    break;
                }
            }
        } else {
            loop {
                let n = self.game.board().dice_left();
                self.game.roll_legal_quiet(Throw::random(dice, n));
                if self.game.awaiting() != Awaiting::Roll {
                    break;
                }
            }
        }
        self.window = WindowAsk::default();
    }

    /// Asks the active player for the target.
    #[inline(always)]
    fn target_step<D: Decide<Table>>(
        &mut self,
        active: Seat,
        dice: &mut Rng,
        decide: &mut D,
    ) -> Result<(), SimError> {
        self.due = PackedDue::new(PackedDue::TARGET, active, 0);
        match decide.decide(active, self) {
            Some(Move::Target(v)) => {
                self.game
                    .target_awaited_quiet(v)
                    .map_err(|e| refused(Move::Target(v), e))?;
                self.window = WindowAsk::default();
                Ok(())
            }
            mv => self.step(mv, dice),
        }
    }

    /// The open window: its questions in RULES.md's order until none is left, then its
    /// outcome (a frustrate or reduce), or the throw stands (a claim, the next throw, or the
    /// next seat's first throw).
    #[inline(always)]
    fn window_step<D: Decide<Table>>(
        &mut self,
        dice: &mut Rng,
        decide: &mut D,
        turns: &mut u32,
        decisions: &mut u32,
    ) -> Result<(), SimError> {
        let active = self.game.active_seat();
        // Who may frustrate or reduce is the same for every question of the window (only the
        // answers change): asked once.
        let frustrators = self.game.frustrators_left();
        let may_reduce = self.game.may_reduce();
        while let Some(q) = self
            .window
            .next_question(frustrators, || may_reduce, active)
        {
            self.due = PackedDue::pack(Due::Ask(q));
            *decisions += 1;
            match decide.decide(q.seat(), self) {
                Some(Move::Answer(yes)) => self.window.record(q, yes),
                mv => return self.step(mv, dice),
            }
        }
        // The window's outcome ([`WindowAsk::outcome`]), legal by construction as in
        // `answer_quiet`.
        if let Some(started) = self.window.started {
            let seats = 1 << started | self.window.joined;
            self.game.frustrate_legal_quiet(seats);
            self.window = WindowAsk::default();
        } else if self.window.reduce {
            self.game.reduce_legal_quiet();
            self.window = WindowAsk::default();
        } else if self.game.claim_due() {
            *decisions += 1;
            self.claim_step(active, dice, decide)?;
        } else {
            // The throw stands: the next throw, or the next seat's first.
            let board = self.game.board();
            if board.turn_ends() {
                *turns += 1;
                self.game.roll_legal_quiet(Throw::random(dice, DICE));
            } else if !self.game.recording() {
                // A next throw, known by what it puts on the board, as in `throw_on` (the same
                // draw as the throw's).
                let target = board.target.unwrap_or(VALUES[0]);
                let (targets, ravens) = Throw::random_placed(dice, board.dice_left(), target);
                self.game.next_roll_unrecorded(targets, ravens);
            } else {
                self.game
                    .roll_legal_quiet(Throw::random(dice, board.dice_left()));
            }
            self.window = WindowAsk::default();
        }
        Ok(())
    }

    /// Asks the active player for a claim (awaited, or due once a window passed unused).
    #[inline]
    fn claim_step<D: Decide<Table>>(
        &mut self,
        active: Seat,
        dice: &mut Rng,
        decide: &mut D,
    ) -> Result<(), SimError> {
        self.due = PackedDue::new(PackedDue::CLAIM, active, 0);
        match decide.decide(active, self) {
            Some(Move::Claim(c)) => {
                self.game
                    .claim_due_quiet(c)
                    .map_err(|e| refused(Move::Claim(c), e))?;
                self.window = WindowAsk::default();
                Ok(())
            }
            mv => self.step(mv, dice),
        }
    }

    /// A move of another kind than the loop expected, made as the step-by-step loop makes it.
    #[cold]
    fn step(&mut self, mv: Option<Move>, dice: &mut Rng) -> Result<(), SimError> {
        let mv = mv.ok_or(SimError::NoChoice)?;
        self.apply_move_quiet(mv, dice).map_err(|e| refused(mv, e))
    }
}

/// Why the table's quiet loop could not finish a game: dice-core's [`CoreSimError`] of
/// Pechvogel's moves and rule errors.
type SimError = CoreSimError<Move, RuleError>;

/// The simulator's error for a refused move, as dice-core's step-by-step loop gives it.
#[cold]
fn refused(mv: Move, e: RuleError) -> SimError {
    SimError::Refused {
        choice: mv,
        error: e,
    }
}
