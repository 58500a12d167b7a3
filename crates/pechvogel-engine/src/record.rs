//! The game record and the state as JSON, exactly as RULES.md writes them.

use std::fmt::Write as _;

use dice_core::json::{self, Map, Value};
use dice_core::record::{any_integer, integer, single_key, write_record, Envelope};
use dice_core::Echo;

use crate::action::{Action, Claim, Seat, SeatList, Throw, MAX_PLAYERS, MIN_PLAYERS};
use crate::dice::{Face, VALUES};
use crate::error::{ActionError, ReadError, RecordError, RuleError};
use crate::game::Game;

/// A game record: the players and every action in order. The one source of truth.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Names in seat order.
    pub players: Vec<String>,
    /// Actions in order.
    pub actions: Vec<Action>,
}

impl Record {
    /// Parses and replays a record; the game it leads to, or the first thing wrong with it.
    /// The envelope (JSON, `players`, `actions`) is read as every game here reads it
    /// ([`Envelope::parse`]); the actions are Pechvogel's. A refused action is
    /// [`RecordError::Action`](dice_core::RecordError::Action) with its index and why: it
    /// cannot be read, or the rule it breaks ([`ActionError::Rule`](dice_core::ActionError)).
    pub fn replay_json(text: &str) -> Result<Game, RecordError> {
        let envelope = Envelope::parse(text, MIN_PLAYERS, MAX_PLAYERS)?;
        let mut game = Game::new(envelope.players)?;
        for (index, raw) in envelope.actions.iter().enumerate() {
            let step = parse_action(raw, &game)
                .and_then(|a| game.apply_quiet(a).map_err(ActionError::Rule));
            if let Err(error) = step {
                return Err(RecordError::Action { index, error });
            }
        }
        Ok(game)
    }

    /// The record as a JSON value (`players` then `actions`).
    pub fn to_json(&self) -> Value {
        let mut m = Map::new();
        m.insert(
            "players",
            Value::Array(self.players.iter().cloned().map(Value::String).collect()),
        );
        m.insert(
            "actions",
            Value::Array(self.actions.iter().map(action_to_json).collect()),
        );
        Value::Object(m)
    }

    /// The record as compact JSON text: one action per line, easy to read and to diff.
    pub fn to_json_string(&self) -> String {
        let actions: Vec<String> = self
            .actions
            .iter()
            .map(|a| action_to_json(a).to_string())
            .collect();
        write_record(&self.players, &[], &actions)
    }
}

fn parse_face(v: &Value) -> Result<Face, ReadError> {
    if v.as_str() == Some("R") {
        return Ok(Face::Raven);
    }
    match (integer(v), any_integer(v)) {
        (Some(n @ 3..=7), _) => Ok(Face::Number(n as u8)),
        (_, Some(n)) => Err(ReadError::FaceNotOnDice(n)),
        _ => Err(ReadError::FaceNotAFace(Echo::value(v))),
    }
}

/// One action from its JSON form (RULES.md "Settled points" 11 and 12): refused as
/// unreadable ([`ReadError`]), or for a throw of impossible length (none, or more than
/// seven faces) with the rule it breaks, as the game words any wrong count (the game is
/// needed only for that).
pub fn parse_action(v: &Value, game: &Game) -> Result<Action, ActionError> {
    let (key, arg) = single_key(v).map_err(ReadError::Shape)?;
    match key {
        "roll" => {
            let Value::Array(items) = arg else {
                return Err(ReadError::RollNotAList.into());
            };
            let faces = items
                .iter()
                .map(parse_face)
                .collect::<Result<Vec<_>, _>>()?;
            match Throw::new(&faces) {
                Some(throw) => Ok(Action::Roll(throw)),
                None => Err(ActionError::Rule(match game.dice_for_roll() {
                    Ok(expected) => RuleError::WrongDiceCount {
                        expected,
                        got: faces.len(),
                    },
                    Err(e) => e,
                })),
            }
        }
        "target" => match (integer(arg), any_integer(arg)) {
            (Some(n @ 3..=7), _) => Ok(Action::Target(n as u8)),
            (_, Some(n)) => Err(ReadError::TargetNotOnDice(n).into()),
            _ => Err(ReadError::TargetNotAnInteger(Echo::value(arg)).into()),
        },
        "frustrate" => {
            let Value::Array(items) = arg else {
                return Err(ReadError::FrustrateNotAList.into());
            };
            let mut seats = Vec::with_capacity(items.len());
            for s in items {
                let seat = parse_seat(s).map_err(|e| {
                    e.unwrap_or_else(|| ReadError::SeatNotAnInteger(Echo::value(s)))
                })?;
                seats.push(seat);
            }
            SeatList::new(&seats).map(Action::Frustrate).ok_or_else(|| {
                ReadError::TooManyFrustrators {
                    listed: seats.len(),
                    opponents: game.player_count() - 1,
                }
                .into()
            })
        }
        "reduce" => match arg {
            Value::Bool(true) => Ok(Action::Reduce),
            _ => Err(ReadError::ReduceNotTrue(Echo::value(arg)).into()),
        },
        "claim" => parse_claim(arg)
            .map(Action::Claim)
            .map_err(ActionError::from),
        // Cut short, as every echoed value: a megabyte of key must not flood stderr.
        other => Err(ReadError::UnknownAction(Echo::string(other)).into()),
    }
}

/// A seat from its JSON form: an integer below 256 (the table checks the rest); an integer
/// beyond is [`ReadError::SeatNotAtTable`]; anything else is `Err(None)`, for the caller to
/// say which seat was not an integer.
fn parse_seat(v: &Value) -> Result<Seat, Option<ReadError>> {
    match (integer(v), any_integer(v)) {
        (Some(n), _) if n < 256 => Ok(n as Seat),
        (_, Some(n)) => Err(Some(ReadError::SeatNotAtTable(n))),
        _ => Err(None),
    }
}

fn parse_claim(arg: &Value) -> Result<Claim, ReadError> {
    match arg {
        Value::String(s) if s == "middle" => Ok(Claim::Middle),
        Value::Object(m) if m.len() == 2 => {
            let (Some(steal), Some(discard)) = (m.get("steal"), m.get("discard")) else {
                return Err(ReadError::ClaimNotAClaim);
            };
            let seat = parse_seat(steal).map_err(|e| {
                e.unwrap_or_else(|| ReadError::StealNotAnInteger(Echo::value(steal)))
            })?;
            let discard = match (integer(discard), any_integer(discard)) {
                (Some(n @ 3..=7), _) => n as u8,
                (_, Some(n)) => return Err(ReadError::DiscardNotAValue(n)),
                _ => return Err(ReadError::DiscardNotAnInteger(Echo::value(discard))),
            };
            Ok(Claim::Steal { seat, discard })
        }
        _ => Err(ReadError::ClaimNotAClaim),
    }
}

/// An action in its JSON form.
pub fn action_to_json(a: &Action) -> Value {
    let face = |f: &Face| match f {
        Face::Number(v) => Value::from(*v),
        Face::Raven => Value::from("R"),
    };
    let (key, arg) = match a {
        Action::Roll(t) => ("roll", Value::Array(t.faces().iter().map(face).collect())),
        Action::Target(v) => ("target", Value::from(*v)),
        Action::Frustrate(s) => (
            "frustrate",
            Value::Array(s.iter().map(Value::from).collect()),
        ),
        Action::Reduce => ("reduce", Value::Bool(true)),
        Action::Claim(Claim::Middle) => ("claim", Value::from("middle")),
        Action::Claim(Claim::Steal { seat, discard }) => {
            let mut m = Map::new();
            m.insert("steal", Value::from(*seat));
            m.insert("discard", Value::from(*discard));
            ("claim", Value::Object(m))
        }
    };
    let mut m = Map::new();
    m.insert(key, arg);
    Value::Object(m)
}

/// Values of a count array, ascending, each repeated by its count.
pub fn values(counts: [u8; 5]) -> Vec<u8> {
    VALUES
        .iter()
        .zip(counts)
        .flat_map(|(&v, c)| std::iter::repeat_n(v, usize::from(c)))
        .collect()
}

/// One player in the state JSON.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerState {
    /// Name.
    pub name: String,
    /// Marker values, ascending.
    pub markers: Vec<u8>,
    /// Frustrations held.
    pub frustrations: u32,
    /// Holds Murphy.
    pub murphy: bool,
    /// Score now.
    pub score: i32,
}

/// The board in the state JSON.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardState {
    /// Target, if chosen.
    pub target: Option<u8>,
    /// T.
    pub targets: u8,
    /// R.
    pub ravens: u8,
    /// Frustrators this turn, ascending.
    pub frustrators: Vec<Seat>,
    /// Reduced this turn.
    pub reduced: bool,
    /// 7 - T - R.
    pub dice_left: u8,
}

/// What `pechvogel replay` prints (RULES.md, "The state"), in the contract's key order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// Players in seat order.
    pub players: Vec<PlayerState>,
    /// Middle, ascending.
    pub middle: Vec<u8>,
    /// Box, ascending (`box` in the JSON).
    pub boxed: Vec<u8>,
    /// Murphy's holder.
    pub murphy: Option<Seat>,
    /// Active seat; `None` when over.
    pub active: Option<Seat>,
    /// What the game waits for.
    pub awaiting: &'static str,
    /// The board.
    pub board: BoardState,
    /// The game is over.
    pub game_over: bool,
    /// Winners (when over).
    pub winners: Vec<Seat>,
}

impl Game {
    /// The game record so far.
    pub fn record(&self) -> Record {
        Record {
            players: self.names().to_vec(),
            actions: self.actions().to_vec(),
        }
    }

    /// The state as RULES.md prints it.
    pub fn state(&self) -> State {
        let b = self.board();
        State {
            players: (0..self.player_count())
                .map(|s| PlayerState {
                    name: self.names()[s].clone(),
                    markers: values(self.markers(s)),
                    frustrations: self.frustrations(s),
                    murphy: self.murphy() == Some(s),
                    score: self.score(s),
                })
                .collect(),
            middle: values(self.middle()),
            boxed: values(self.boxed()),
            murphy: self.murphy(),
            active: self.active(),
            awaiting: self.awaiting().as_str(),
            board: BoardState {
                target: b.target,
                targets: b.targets,
                ravens: b.ravens,
                frustrators: b.frustrators().collect(),
                reduced: b.reduced,
                dice_left: b.dice_left(),
            },
            game_over: self.is_over(),
            winners: self.winners(),
        }
    }

    /// The state as JSON text (what `pechvogel replay` prints).
    pub fn state_json(&self) -> String {
        self.state().to_json()
    }
}

/// Writes numbers as a JSON list.
fn write_numbers<T: std::fmt::Display>(out: &mut String, items: &[T]) {
    out.push('[');
    for (i, n) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(out, "{n}");
    }
    out.push(']');
}

/// Writes a number, or `null` for none.
fn write_option<T: std::fmt::Display>(out: &mut String, item: Option<T>) {
    match item {
        Some(n) => {
            let _ = write!(out, "{n}");
        }
        None => out.push_str("null"),
    }
}

impl State {
    /// The state as compact JSON text, keys in the contract's order. Written by hand: the
    /// order is the contract, and the crate needs no serialisation framework for it.
    pub fn to_json(&self) -> String {
        let mut out = String::with_capacity(320 + 96 * self.players.len());
        out.push_str("{\"players\":[");
        for (i, p) in self.players.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str("{\"name\":");
            out.push_str(&json::quote(&p.name));
            out.push_str(",\"markers\":");
            write_numbers(&mut out, &p.markers);
            let _ = write!(
                out,
                ",\"frustrations\":{},\"murphy\":{},\"score\":{}}}",
                p.frustrations, p.murphy, p.score
            );
        }
        out.push_str("],\"middle\":");
        write_numbers(&mut out, &self.middle);
        out.push_str(",\"box\":");
        write_numbers(&mut out, &self.boxed);
        out.push_str(",\"murphy\":");
        write_option(&mut out, self.murphy);
        out.push_str(",\"active\":");
        write_option(&mut out, self.active);
        out.push_str(",\"awaiting\":");
        out.push_str(&json::quote(self.awaiting));
        out.push_str(",\"board\":{\"target\":");
        let b = &self.board;
        write_option(&mut out, b.target);
        let _ = write!(
            out,
            ",\"targets\":{},\"ravens\":{},\"frustrators\":",
            b.targets, b.ravens
        );
        write_numbers(&mut out, &b.frustrators);
        let _ = write!(
            out,
            ",\"reduced\":{},\"dice_left\":{}}},\"game_over\":{},\"winners\":",
            b.reduced, b.dice_left, self.game_over
        );
        write_numbers(&mut out, &self.winners);
        out.push('}');
        out
    }
}
