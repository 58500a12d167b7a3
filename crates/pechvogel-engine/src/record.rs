//! The game record and the state as JSON, exactly as RULES.md writes them.

use std::fmt::Write as _;

use dice_core::json::{self, Map, Value};
use dice_core::record::{
    integer, is_integer, short_str, single_key, write_record, Envelope, Short,
};

use crate::action::{Action, Claim, Face, Seat, SeatList, Throw, MAX_PLAYERS, MIN_PLAYERS, VALUES};
use crate::error::{RecordError, RuleError};
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
    /// ([`Envelope::parse`]); the actions are Pechvogel's.
    pub fn replay_json(text: &str) -> Result<Game, RecordError> {
        let envelope = Envelope::parse(text, MIN_PLAYERS, MAX_PLAYERS)?;
        let mut game = Game::new(envelope.players)?;
        for (index, raw) in envelope.actions.iter().enumerate() {
            let step = parse_action(raw, &game)
                .and_then(|a| game.apply_quiet(a).map_err(|e: RuleError| e.to_string()));
            if let Err(reason) = step {
                return Err(RecordError::Action { index, reason });
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

fn parse_face(v: &Value) -> Result<Face, String> {
    if v.as_str() == Some("R") {
        return Ok(Face::Raven);
    }
    match integer(v) {
        Some(n @ 3..=7) => Ok(Face::Number(n as u8)),
        _ if is_integer(v) => Err(format!("face {v} is not on the dice (3-7 or \"R\")")),
        _ => Err(format!("face {} must be an integer 3-7 or \"R\"", Short(v))),
    }
}

/// One action from its JSON form (RULES.md "Settled points" 11 and 12). The game is needed
/// only to word a throw of impossible length like any other wrong count.
pub fn parse_action(v: &Value, game: &Game) -> Result<Action, String> {
    let (key, arg) = single_key(v)?;
    match key {
        "roll" => {
            let Value::Array(items) = arg else {
                return Err("roll must be a list of faces".into());
            };
            let faces = items
                .iter()
                .map(parse_face)
                .collect::<Result<Vec<_>, _>>()?;
            Throw::new(&faces).map(Action::Roll).ok_or_else(|| {
                match (game.dice_for_roll(), u8::try_from(faces.len())) {
                    (Ok(expected), Ok(got)) => {
                        RuleError::WrongDiceCount { expected, got }.to_string()
                    }
                    // More faces than a u8 counts: say how many, not a clamped 255.
                    (Ok(expected), Err(_)) => {
                        format!("the throw needs {expected} dice, got {} faces", faces.len())
                    }
                    (Err(e), _) => e.to_string(),
                }
            })
        }
        "target" => match integer(arg) {
            Some(n @ 3..=7) => Ok(Action::Target(n as u8)),
            _ if is_integer(arg) => Err(format!("target {arg} is not a number on the dice")),
            _ => Err(format!("target {} must be an integer 3-7", Short(arg))),
        },
        "frustrate" => {
            let Value::Array(items) = arg else {
                return Err("frustrate must be a list of seats".into());
            };
            let mut seats = Vec::with_capacity(items.len());
            for s in items {
                match integer(s) {
                    Some(n) if n < 256 => seats.push(n as Seat),
                    _ if is_integer(s) => return Err(format!("seat {s} is not at the table")),
                    _ => return Err(format!("seat {} must be an integer", Short(s))),
                }
            }
            SeatList::new(&seats).map(Action::Frustrate).ok_or_else(|| {
                format!(
                    "frustrate lists {} seats; at most {} opponents can frustrate",
                    seats.len(),
                    game.player_count() - 1
                )
            })
        }
        "reduce" => match arg {
            Value::Bool(true) => Ok(Action::Reduce),
            _ => Err(format!("reduce must be exactly true, not {}", Short(arg))),
        },
        "claim" => parse_claim(arg).map(Action::Claim),
        // Cut short, as every echoed value: a megabyte of key must not flood stderr.
        other => Err(format!("unknown action {}", short_str(other))),
    }
}

fn parse_claim(arg: &Value) -> Result<Claim, String> {
    const SHAPE: &str = "claim must be \"middle\" or {\"steal\": seat, \"discard\": value}";
    match arg {
        Value::String(s) if s == "middle" => Ok(Claim::Middle),
        Value::Object(m) if m.len() == 2 => {
            let (Some(steal), Some(discard)) = (m.get("steal"), m.get("discard")) else {
                return Err(SHAPE.into());
            };
            let seat = match integer(steal) {
                Some(n) if n < 256 => n as Seat,
                _ if is_integer(steal) => return Err(format!("seat {steal} is not at the table")),
                _ => return Err(format!("steal {} must be an integer seat", Short(steal))),
            };
            let discard = match integer(discard) {
                Some(n @ 3..=7) => n as u8,
                _ if is_integer(discard) => {
                    return Err(format!("discard {discard} is not a marker value (3-7)"))
                }
                _ => return Err(format!("discard {} must be an integer 3-7", Short(discard))),
            };
            Ok(Claim::Steal { seat, discard })
        }
        _ => Err(SHAPE.into()),
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
