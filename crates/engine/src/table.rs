//! The order of asking (RULES.md, "The order of asking"): who decides what next, so that the
//! UI and the simulator drive a game the same way. The dice come from outside.

use crate::action::{Action, Claim, Seat, SeatList, Throw};
use crate::error::RuleError;
use crate::event::Event;
use crate::game::{Awaiting, Game};

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
        let active = game.active()?;
        let n = game.player_count();
        let mut left_round = (1..n)
            .map(|k| (active + k) % n)
            .filter(|&s| game.may_frustrate(s));
        match self.started {
            None => {
                if let Some(s) = left_round.find(|&s| self.answered & (1 << s) == 0) {
                    return Some(Question::Start(s));
                }
                (!self.reduce_asked && game.may_reduce()).then_some(Question::Reduce(active))
            }
            Some(st) => left_round
                .find(|&s| s != st && self.answered & (1 << s) == 0)
                .map(Question::Join),
        }
    }

    /// Records the answer to the current question.
    pub fn answer(&mut self, game: &Game, yes: bool) {
        match self.question(game) {
            Some(Question::Start(s)) if yes => {
                self.started = Some(s);
                // Everyone else is asked to join, those who passed before as well.
                self.answered = 1 << s;
            }
            Some(Question::Start(s)) => self.answered |= 1 << s,
            Some(Question::Join(s)) => {
                self.answered |= 1 << s;
                if yes {
                    self.joined |= 1 << s;
                }
            }
            Some(Question::Reduce(_)) => {
                self.reduce_asked = true;
                self.reduce = yes;
            }
            None => {}
        }
    }

    /// The window's action once every question is answered: a frustrate, a reduce, or
    /// `None` (the throw stands).
    pub fn outcome(&self) -> Option<Action> {
        match self.started {
            Some(st) => {
                let seats: Vec<Seat> = (0..8)
                    .filter(|&s| s == st || self.joined & (1 << s) != 0)
                    .collect();
                SeatList::new(&seats).map(Action::Frustrate)
            }
            None => self.reduce.then_some(Action::Reduce),
        }
    }
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

/// A game plus the answers of the current window: everything a driver needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    game: Game,
    window: WindowAsk,
}

impl Table {
    /// A table around a game (a fresh one, or one replayed from a record).
    pub fn new(game: Game) -> Table {
        Table {
            game,
            window: WindowAsk::default(),
        }
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
        let Some(active) = g.active() else {
            return Decision::Over;
        };
        match g.awaiting() {
            Awaiting::GameOver => Decision::Over,
            Awaiting::Target => Decision::Target {
                seat: active,
                options: g.first_throw().map(|t| t.numbers()).unwrap_or_default(),
            },
            Awaiting::Claim => Decision::Claim {
                seat: active,
                options: g.legal_actions().claims,
            },
            Awaiting::Window => {
                if let Some(q) = self.window.question(g) {
                    return Decision::Ask(q);
                }
                // Nobody spends a frustration: the throw stands.
                if g.claim_due() {
                    Decision::Claim {
                        seat: active,
                        options: g.legal_actions().claims,
                    }
                } else if g.board().turn_ends() {
                    Decision::Throw {
                        seat: (active + 1) % g.player_count(),
                        dice: crate::DICE,
                    }
                } else {
                    Decision::Throw {
                        seat: active,
                        dice: g.board().dice_left(),
                    }
                }
            }
            Awaiting::FirstRoll | Awaiting::Roll | Awaiting::Reroll => Decision::Throw {
                seat: active,
                dice: g.dice_for_roll().unwrap_or(crate::DICE),
            },
        }
    }

    /// Applies an action directly (a throw, target or claim; a frustrate or reduce as the
    /// window's outcome) and resets the window's answers.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        let events = self.game.apply(action)?;
        self.window = WindowAsk::default();
        Ok(events)
    }

    /// The same without events (simulations).
    pub fn apply_quiet(&mut self, action: Action) -> Result<(), RuleError> {
        self.game.apply_quiet(action)?;
        self.window = WindowAsk::default();
        Ok(())
    }

    /// Throws: the decision must be a [`Decision::Throw`] of this many dice.
    pub fn throw(&mut self, throw: Throw) -> Result<Vec<Event>, RuleError> {
        self.apply(Action::Roll(throw))
    }

    /// Answers the current window question. When that decides the window with a frustrate or
    /// reduce, the action is applied and its events returned; otherwise no events.
    pub fn answer(&mut self, yes: bool) -> Result<Vec<Event>, RuleError> {
        if self.window.question(&self.game).is_none() {
            return Err(RuleError::NoWindow(self.game.awaiting()));
        }
        self.window.answer(&self.game, yes);
        if self.window.question(&self.game).is_none() {
            if let Some(action) = self.window.outcome() {
                return self.apply(action);
            }
        }
        Ok(Vec::new())
    }
}
