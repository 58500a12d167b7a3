//! "Pig", a tiny dice game that has nothing to do with Pechvogel or Heckmeck (throw one die
//! as often as you like, a 1 loses the turn's points, first to 20 banked points wins): the
//! core's generic parts are tested on it.

use std::cell::Cell;
use std::fmt;

use crate::link::{CodecError, LinkCodec, Packer, Unpacker};

use crate::record::{single_key, write_record, Envelope, KeyError};
use crate::{
    ActionError, Bots, DiceGame, Due, Echo, GameActionError, Level, RecordError, Rng, Seat, SimGame,
};

pub const GOAL: i32 = 20;

#[derive(Clone, Debug, PartialEq)]
pub struct Pig {
    pub names: Vec<String>,
    pub banked: Vec<i32>,
    pub active: Seat,
    /// Points of this turn; `None` before the turn's first throw.
    pub turn: Option<i32>,
    pub over: bool,
    pub actions: Vec<PigAction>,
    pub recording: bool,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PigAction {
    Roll(u8),
    Hold,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PigMove {
    Throw,
    Hold,
}

#[derive(Clone, Debug, PartialEq)]
pub enum PigEvent {
    Rolled(u8),
    Banked(Seat, i32),
    Bust(Seat),
}

/// Why Pig refuses a move or an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PigError {
    GameOver,
    NotOnDie(u8),
    NothingToHold,
    NotYourMove(Seat),
}

impl fmt::Display for PigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PigError::GameOver => f.write_str("the game is over"),
            PigError::NotOnDie(face) => write!(f, "face {face} is not on the die"),
            PigError::NothingToHold => f.write_str("nothing to hold before the first throw"),
            PigError::NotYourMove(seat) => write!(f, "it is not seat {seat}'s move"),
        }
    }
}

/// Why an action of a Pig record cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PigReadError {
    Shape(KeyError),
    UnknownAction(Echo),
}

impl fmt::Display for PigReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PigReadError::Shape(e) => e.fmt(f),
            PigReadError::UnknownAction(key) => write!(f, "unknown action {key}"),
        }
    }
}

impl Pig {
    pub fn apply(&mut self, action: PigAction, events: &mut Vec<PigEvent>) -> Result<(), PigError> {
        if self.over {
            return Err(PigError::GameOver);
        }
        match action {
            PigAction::Roll(face) if (1..=6).contains(&face) => {
                events.push(PigEvent::Rolled(face));
                if face == 1 {
                    events.push(PigEvent::Bust(self.active));
                    self.pass();
                } else {
                    self.turn = Some(self.turn.unwrap_or(0) + i32::from(face));
                }
            }
            PigAction::Roll(face) => return Err(PigError::NotOnDie(face)),
            PigAction::Hold => {
                let Some(points) = self.turn else {
                    return Err(PigError::NothingToHold);
                };
                self.banked[self.active] += points;
                events.push(PigEvent::Banked(self.active, points));
                if self.banked[self.active] >= GOAL {
                    self.over = true;
                } else {
                    self.pass();
                }
            }
        }
        if self.recording {
            self.actions.push(action);
        }
        Ok(())
    }

    fn pass(&mut self) {
        self.turn = None;
        self.active = (self.active + 1) % self.names.len();
    }

    fn action_of(&self, mv: PigMove, dice: &mut Rng) -> PigAction {
        match mv {
            PigMove::Throw => PigAction::Roll(dice.roll() + 1),
            PigMove::Hold => PigAction::Hold,
        }
    }
}

impl DiceGame for Pig {
    const ID: &'static str = "pig";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = 7;
    type Move = PigMove;
    type Event = PigEvent;
    type Error = PigError;
    type ReadError = PigReadError;

    fn new_game(names: Vec<String>) -> Result<Self, RecordError<GameActionError<Pig>>> {
        crate::check_names(&names, 2, 7)?;
        let n = names.len();
        Ok(Pig {
            names,
            banked: vec![0; n],
            active: 0,
            turn: None,
            over: false,
            actions: Vec::new(),
            recording: true,
        })
    }

    fn replay_json(text: &str) -> Result<Self, RecordError<GameActionError<Pig>>> {
        let env = Envelope::parse(text, 2, 7)?;
        let mut game = Pig::new_game(env.players)?;
        for (index, raw) in env.actions.iter().enumerate() {
            let read =
                single_key(raw)
                    .map_err(PigReadError::Shape)
                    .and_then(|(key, arg)| match key {
                        "roll" => Ok(PigAction::Roll(arg.as_u64().unwrap_or(0) as u8)),
                        "hold" => Ok(PigAction::Hold),
                        other => Err(PigReadError::UnknownAction(Echo::string(other))),
                    });
            let step = read
                .map_err(ActionError::Unreadable)
                .and_then(|a| game.apply(a, &mut Vec::new()).map_err(ActionError::Rule));
            step.map_err(|error| RecordError::Action { index, error })?;
        }
        Ok(game)
    }

    fn names(&self) -> &[String] {
        &self.names
    }

    fn due(&self) -> Due {
        match (self.over, self.turn) {
            (true, _) => Due::Over,
            (false, None) => Due::Throw {
                seat: self.active,
                dice: 1,
            },
            (false, Some(_)) => Due::Choose(self.active),
        }
    }

    fn throw_move() -> PigMove {
        PigMove::Throw
    }

    fn play(&mut self, seat: Seat, mv: PigMove, dice: &mut Rng) -> Result<Vec<PigEvent>, PigError> {
        if self.due().seat() != Some(seat) {
            return Err(PigError::NotYourMove(seat));
        }
        let mut events = Vec::new();
        let action = self.action_of(mv, dice);
        self.apply(action, &mut events)?;
        Ok(events)
    }

    fn play_quiet(&mut self, seat: Seat, mv: PigMove, dice: &mut Rng) -> Result<(), PigError> {
        self.play(seat, mv, dice).map(|_| ())
    }

    fn turn_starts(&self) -> bool {
        self.turn.is_none()
    }

    fn score(&self, seat: Seat) -> i32 {
        self.banked[seat]
    }

    fn winners(&self) -> Vec<Seat> {
        if !self.over {
            return Vec::new();
        }
        vec![self.active]
    }

    fn record_len(&self) -> usize {
        self.actions.len()
    }

    fn record_json(&self) -> String {
        let actions: Vec<String> = self
            .actions
            .iter()
            .map(|a| match a {
                PigAction::Roll(f) => format!("{{\"roll\": {f}}}"),
                PigAction::Hold => "{\"hold\": true}".to_string(),
            })
            .collect();
        write_record(&self.names, &[], &actions)
    }

    fn state_json(&self) -> String {
        format!(
            "{{\"banked\": {:?}, \"active\": {}, \"turn\": {:?}, \"over\": {}}}",
            self.banked, self.active, self.turn, self.over
        )
    }
}

impl SimGame for Pig {
    fn throw_quiet(&mut self, _dice: u8, rng: &mut Rng) -> Result<(), PigError> {
        let action = self.action_of(PigMove::Throw, rng);
        self.apply(action, &mut Vec::new())
    }

    fn restart(&mut self) {
        let recording = self.recording;
        *self = Pig::new_game(std::mem::take(&mut self.names)).unwrap();
        self.recording = recording;
    }

    fn set_recording(&mut self, on: bool) {
        self.recording = on;
    }
}

/// Easy holds at 5 points, normal at 15, expert at 20 — or whenever it would win.
pub struct PigBots;

impl Bots<Pig> for PigBots {
    fn choose(level: Level, game: &Pig, rng: &mut Rng) -> Option<PigMove> {
        let Due::Choose(seat) = game.due() else {
            return None;
        };
        let turn = game.turn?;
        let hold_at = match level {
            Level::Easy => 5 + rng.below(3) as i32,
            Level::Normal => 15,
            Level::Expert => 20,
        };
        let wins = game.banked[seat] + turn >= GOAL;
        Some(if wins || turn >= hold_at {
            PigMove::Hold
        } else {
            PigMove::Throw
        })
    }
}

pub fn names(n: usize) -> Vec<String> {
    crate::simulate::seat_names(n)
}

thread_local! {
    /// How many actions Pig's codec was asked to read on this thread.
    pub static PIG_READS: Cell<usize> = const { Cell::new(0) };
}

/// Pig's actions in context: a throw that is due is its face alone; a choice is one of
/// two (throw on, hold), then the face if thrown.
impl LinkCodec for Pig {
    type Action = PigAction;

    fn actions(&self) -> &[PigAction] {
        &self.actions
    }

    fn write_action(
        &self,
        action: PigAction,
        out: &mut Packer,
    ) -> Result<(), CodecError<PigError>> {
        let choosing = match self.due() {
            Due::Over => return Err(CodecError::Rule(PigError::GameOver)),
            Due::Throw { .. } => false,
            Due::Choose(_) => true,
        };
        match action {
            PigAction::Roll(f @ 1..=6) => {
                out.push(0, if choosing { 2 } else { 1 });
                out.push(u32::from(f - 1), 6);
            }
            PigAction::Hold if choosing => out.push(1, 2),
            _ => return Err(CodecError::NoChoice),
        }
        Ok(())
    }

    fn read_action(&self, input: &mut Unpacker) -> Result<PigAction, CodecError<PigError>> {
        PIG_READS.with(|r| r.set(r.get() + 1));
        let choice = match self.due() {
            Due::Over => return Err(CodecError::Rule(PigError::GameOver)),
            Due::Throw { .. } => 0,
            Due::Choose(_) => input.pull(2)?,
        };
        Ok(match choice {
            0 => PigAction::Roll(input.pull(6)? as u8 + 1),
            _ => PigAction::Hold,
        })
    }

    fn apply_action(&mut self, action: PigAction) -> Result<(), PigError> {
        self.apply(action, &mut Vec::new())
    }

    fn is_throw(action: &PigAction) -> bool {
        matches!(action, PigAction::Roll(_))
    }

    fn thrown(&self, dice: &mut Rng) -> Option<PigAction> {
        (!self.over).then(|| PigAction::Roll(dice.roll() + 1))
    }
}

/// Pig's moves: throw `[0]`, hold `[1]`.
impl crate::MoveCodec for Pig {
    fn move_bytes(mv: PigMove) -> Vec<u8> {
        vec![match mv {
            PigMove::Throw => 0,
            PigMove::Hold => 1,
        }]
    }

    fn read_move(bytes: &[u8]) -> Option<PigMove> {
        match bytes {
            [0] => Some(PigMove::Throw),
            [1] => Some(PigMove::Hold),
            _ => None,
        }
    }
}
