//! Heckmeck at the shared table: the [`DiceGame`] the driver, the simulator, the CLI and
//! the app play through.

use dice_core::{DiceGame, Due, Rng, Seat, SimGame};

use crate::action::{Action, Move};
use crate::awaiting::Awaiting;
use crate::error::{ReadError, RecordError, RuleError};
use crate::event::Event;
use crate::face::Throw;
use crate::game::{Game, MAX_PLAYERS, MIN_PLAYERS};

impl Game {
    /// The action `seat`'s move makes, a throw drawing its faces from `dice`; refused
    /// (before anything is drawn) unless `seat` decides now and a throw is possible.
    fn action_of(&self, seat: Seat, mv: Move, dice: &mut Rng) -> Result<Action, RuleError> {
        match self.active() {
            None => return Err(RuleError::GameOver),
            Some(due) if due != seat => return Err(RuleError::NotYourTurn { seat, due }),
            Some(_) => {}
        }
        Ok(match mv {
            Move::Throw => {
                let n = self.dice_for_roll()?;
                Action::Roll(Throw::from_rolls(&dice.rolls(n), n))
            }
            Move::Keep(face) => Action::Keep(face),
            Move::Take(tile) => Action::Take(tile),
        })
    }
}

impl DiceGame for Game {
    const ID: &'static str = "heckmeck";
    const MIN_PLAYERS: usize = MIN_PLAYERS;
    const MAX_PLAYERS: usize = MAX_PLAYERS;

    type Move = Move;
    type Event = Event;
    type Error = RuleError;
    type ReadError = ReadError;

    fn new_game(names: Vec<String>) -> Result<Game, RecordError> {
        Game::new(names)
    }

    fn replay_json(text: &str) -> Result<Game, RecordError> {
        Game::replay_json(text)
    }

    fn names(&self) -> &[String] {
        Game::names(self)
    }

    /// A throw alone when nothing can be taken (`roll`); a choice at `keep`, `roll_or_take`
    /// and `take`.
    fn due(&self) -> Due {
        match self.awaiting() {
            Awaiting::Roll => Due::Throw {
                seat: self.active,
                dice: self.board().dice_left(),
            },
            Awaiting::Keep | Awaiting::RollOrTake | Awaiting::Take => Due::Choose(self.active),
            Awaiting::GameOver => Due::Over,
        }
    }

    fn throw_move() -> Move {
        Move::Throw
    }

    fn play(&mut self, seat: Seat, mv: Move, dice: &mut Rng) -> Result<Vec<Event>, RuleError> {
        let action = self.action_of(seat, mv, dice)?;
        self.apply(action)
    }

    fn play_quiet(&mut self, seat: Seat, mv: Move, dice: &mut Rng) -> Result<(), RuleError> {
        match self.action_of(seat, mv, dice)? {
            Action::Roll(throw) => self.roll_quiet(throw),
            action => self.apply_quiet(action),
        }
    }

    fn turn_starts(&self) -> bool {
        Game::turn_starts(self)
    }

    fn score(&self, seat: Seat) -> i32 {
        Game::score(self, seat)
    }

    fn winners(&self) -> Vec<Seat> {
        Game::winners(self)
    }

    fn record_len(&self) -> usize {
        self.actions().len()
    }

    fn record_json(&self) -> String {
        Game::record_json(self)
    }

    fn state_json(&self) -> String {
        Game::state_json(self)
    }
}

/// The simulator's hooks: the quiet throw, a restart, the record switched off (the driver's
/// step-by-step loop is Heckmeck's).
impl SimGame for Game {
    fn throw_quiet(&mut self, dice: u8, rng: &mut Rng) -> Result<(), RuleError> {
        // Checked before the draw: a refused throw leaves the dice's stream untouched too.
        self.check_roll(usize::from(dice))?;
        self.roll_quiet(Throw::from_rolls(&rng.rolls(dice), dice))
    }

    fn restart(&mut self) {
        Game::restart(self)
    }

    fn set_recording(&mut self, on: bool) {
        Game::set_recording(self, on)
    }
}
