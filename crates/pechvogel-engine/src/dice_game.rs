//! Pechvogel at the shared table: the [`Table`] (a game and its window's answers) is
//! dice-core's [`DiceGame`], so the core's driver, simulator and CLI plumbing play it.

use dice_core::{Decide, DiceGame, Due as CoreDue, Rng, SimError, SimGame};

use crate::action::{Seat, MAX_PLAYERS, MIN_PLAYERS};
use crate::awaiting::Awaiting;
use crate::error::{ReadError, RecordError, RuleError};
use crate::event::Event;
use crate::game::Game;
use crate::record::Record;
use crate::table::{Move, Table};

// The methods the driver calls at every step are `#[inline(always)]`: they are one-line
// wrappers, and at the release profile's opt-level "z" LLVM keeps even those out of line,
// which costs the simulator a call per step.
impl DiceGame for Table {
    const ID: &'static str = "pechvogel";
    const MIN_PLAYERS: usize = MIN_PLAYERS;
    const MAX_PLAYERS: usize = MAX_PLAYERS;

    type Move = Move;
    type Event = Event;
    type Error = RuleError;
    type ReadError = ReadError;

    fn new_game(names: Vec<String>) -> Result<Table, RecordError> {
        Game::new(names).map(Table::new)
    }

    fn replay_json(text: &str) -> Result<Table, RecordError> {
        Record::replay_json(text).map(Table::new)
    }

    fn names(&self) -> &[String] {
        self.game().names()
    }

    #[inline]
    fn player_count(&self) -> usize {
        self.game().player_count()
    }

    /// Only a throw is possible: [`CoreDue::Throw`]. A target, a window question or a claim
    /// is a choice: [`CoreDue::Choose`].
    #[inline(always)]
    fn due(&self) -> CoreDue {
        self.core_due()
    }

    fn throw_move() -> Move {
        Move::Throw
    }

    fn play(&mut self, seat: Seat, mv: Move, dice: &mut Rng) -> Result<Vec<Event>, RuleError> {
        self.check_seat(seat)?;
        self.apply_move(mv, dice)
    }

    #[inline(always)]
    fn play_quiet(&mut self, seat: Seat, mv: Move, dice: &mut Rng) -> Result<(), RuleError> {
        self.check_seat(seat)?;
        self.apply_move_quiet(mv, dice)
    }

    /// The throw due is a turn's first, or it follows a turn-ending throw whose window passed
    /// unused (that throw settles the old turn and starts the next seat's).
    #[inline(always)]
    fn turn_starts(&self) -> bool {
        let g = self.game();
        match g.awaiting() {
            // A first throw is always due when awaited.
            Awaiting::FirstRoll => true,
            // A window on a turn-ending throw: the next throw (once nobody is asked and no
            // claim comes first) is the next seat's first.
            Awaiting::Window => g.board().turn_ends() && self.throw_due(),
            _ => false,
        }
    }

    #[inline]
    fn score(&self, seat: Seat) -> i32 {
        self.game().score(seat)
    }

    fn winners(&self) -> Vec<Seat> {
        self.game().winners()
    }

    #[inline]
    fn is_over(&self) -> bool {
        self.game().is_over()
    }

    fn record_len(&self) -> usize {
        self.game().actions().len()
    }

    fn record_json(&self) -> String {
        self.game().record().to_json_string()
    }

    fn state_json(&self) -> String {
        self.game().state_json()
    }
}

/// The simulator's hooks: the quiet throw, the engine's own loop, winners as bits.
impl SimGame for Table {
    #[inline(always)]
    fn throw_quiet(&mut self, dice: u8, rng: &mut Rng) -> Result<(), RuleError> {
        self.throw_random_quiet(dice, rng)
    }

    /// The engine's own loop ([`Table`]'s `play_quiet_out_with`), shaped after the order of
    /// asking; it plays exactly as the default step-by-step loop.
    #[inline]
    fn play_quiet_out<D: Decide<Table>>(
        &mut self,
        dice: &mut Rng,
        decide: &mut D,
    ) -> Result<(u32, u32), SimError<Move, RuleError>> {
        self.play_quiet_out_with(dice, decide)
    }

    #[inline]
    fn winner_bits(&self) -> u64 {
        u64::from(self.game().winner_bits())
    }

    fn restart(&mut self) {
        Table::restart(self);
    }

    fn set_recording(&mut self, on: bool) {
        Table::set_recording(self, on);
    }
}
