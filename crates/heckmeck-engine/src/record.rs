//! The game record and the state as JSON, exactly as HECKMECK.md writes them: actions read
//! strictly (settled points 15–17), the record written through the shared envelope, and
//! the state printed key by key in the contract's order.

use std::fmt::Write as _;

use dice_core::json::{self, Map, Value};
use dice_core::record::{any_integer, integer, single_key, write_record, Envelope, OptionError};
use dice_core::{Echo, Seat};

use crate::action::Action;
use crate::error::{ActionError, ReadError, RecordError};
use crate::face::{Face, Throw};
use crate::game::Game;
pub use crate::players::SHORT_GAME_KEY;
use crate::players::{MAX_PLAYERS, MIN_PLAYERS};
use crate::tile::{MAX_TILE, MIN_TILE};

/// A face from its JSON form: an integer 1–5 or exactly `"W"` (settled point 15).
pub fn parse_face(v: &Value) -> Result<Face, ReadError> {
    if v.as_str() == Some("W") {
        return Ok(Face::Worm);
    }
    match (integer(v).and_then(Face::from_number), any_integer(v)) {
        (Some(face), _) => Ok(face),
        (None, Some(n)) => Err(ReadError::FaceNotOnDice(n)),
        (None, None) => Err(ReadError::FaceNotAFace(Echo::value(v))),
    }
}

/// One action from its JSON form (settled points 15 and 16): refused as unreadable
/// ([`ReadError`]), or for a throw of impossible length (no faces, or more than there are
/// dice) with the rule it breaks, as the game words any wrong count (the game is needed
/// only for that).
pub fn parse_action(v: &Value, game: &Game) -> Result<Action, ActionError> {
    let (key, arg) = single_key(v).map_err(ReadError::Shape)?;
    match key {
        "roll" => {
            let Value::Array(items) = arg else {
                return Err(ReadError::RollNotAList(Echo::value(arg)).into());
            };
            let faces = items
                .iter()
                .map(parse_face)
                .collect::<Result<Vec<_>, _>>()?;
            // No faces, or more than there are dice: refused like any wrong count (or for
            // why no throw is due at all), naming how many faces the record holds.
            match Throw::new(&faces) {
                Some(throw) => Ok(Action::Roll(throw)),
                None => Err(match game.check_roll(faces.len()) {
                    Err(e) => ActionError::Rule(e),
                    Ok(()) => ReadError::DiceCount(faces.len()).into(),
                }),
            }
        }
        "keep" => Ok(Action::Keep(parse_face(arg)?)),
        "take" => match (integer(arg), any_integer(arg)) {
            (Some(t), _) if (u64::from(MIN_TILE)..=u64::from(MAX_TILE)).contains(&t) => {
                Ok(Action::Take(t as u8))
            }
            (_, Some(t)) => Err(ReadError::NoSuchTile(t).into()),
            _ => Err(ReadError::TakeNotAnInteger(Echo::value(arg)).into()),
        },
        other => Err(ReadError::UnknownAction(Echo::string(other)).into()),
    }
}

/// A face in its JSON form: `1`…`5` or `"W"`.
fn face_json(face: Face) -> &'static str {
    const JSON: [&str; 6] = ["1", "2", "3", "4", "5", "\"W\""];
    JSON[face.index()]
}

/// Writes faces as a JSON list.
fn write_faces(out: &mut String, faces: impl IntoIterator<Item = Face>, sep: &str) {
    out.push('[');
    for (i, f) in faces.into_iter().enumerate() {
        if i > 0 {
            out.push_str(sep);
        }
        out.push_str(face_json(f));
    }
    out.push(']');
}

/// Writes numbers as a JSON list.
fn write_numbers<T: std::fmt::Display>(out: &mut String, items: impl IntoIterator<Item = T>) {
    out.push('[');
    for (i, n) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(out, "{n}");
    }
    out.push(']');
}

/// An action in its JSON form (compact text, as the record writes it): `{"roll": [...]}`,
/// `{"keep": f}`, `{"take": t}`.
pub fn action_to_json(a: &Action) -> String {
    let mut out = String::with_capacity(40);
    match a {
        Action::Roll(t) => {
            out.push_str("{\"roll\": ");
            write_faces(&mut out, t.faces().iter().copied(), ", ");
            out.push('}');
        }
        Action::Keep(f) => {
            let _ = write!(out, "{{\"keep\": {}}}", face_json(*f));
        }
        Action::Take(t) => {
            let _ = write!(out, "{{\"take\": {t}}}");
        }
    }
    out
}

/// The short-game switch of a record's top level: absent is `false`, otherwise exactly
/// `true` or `false` (settled points 11 and 15).
fn parse_short_game(top: &Map) -> Result<bool, RecordError> {
    match top.get(SHORT_GAME_KEY) {
        None => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(other) => Err(RecordError::Option {
            key: SHORT_GAME_KEY,
            error: OptionError::NotABool(Echo::value(other)),
        }),
    }
}

impl Game {
    /// Parses and replays a record (HECKMECK.md, "Game record"); the game it leads to, or
    /// the first thing wrong with it. Checked in this order: the JSON, the top level,
    /// `players`, `actions` being a list, `short_game`, then each action in turn.
    pub fn replay_json(text: &str) -> Result<Game, RecordError> {
        let envelope = Envelope::parse(text, MIN_PLAYERS, MAX_PLAYERS)?;
        let short_game = parse_short_game(&envelope.top)?;
        let mut game = Game::with_short_game(envelope.players, short_game)?;
        for (index, raw) in envelope.actions.iter().enumerate() {
            let step = parse_action(raw, &game)
                .and_then(|a| game.apply_quiet(a).map_err(ActionError::Rule));
            if let Err(error) = step {
                return Err(RecordError::Action { index, error });
            }
        }
        Ok(game)
    }

    /// The record as JSON text: `players`, `"short_game": true` only when it is on, then
    /// `actions`, one per line.
    pub fn record_json(&self) -> String {
        let options = if self.short_game() {
            vec![(SHORT_GAME_KEY, "true".to_string())]
        } else {
            Vec::new()
        };
        let actions: Vec<String> = self.actions().iter().map(action_to_json).collect();
        write_record(self.names(), &options, &actions)
    }

    /// The state as HECKMECK.md prints it.
    pub fn state(&self) -> State {
        let b = self.board();
        State {
            players: (0..self.player_count())
                .map(|s| PlayerState {
                    name: self.names()[s].clone(),
                    stack: self.stack(s).to_vec(),
                    worms: self.score(s) as u32,
                })
                .collect(),
            grill: self.grill().iter().collect(),
            face_down: self.face_down().iter().collect(),
            short_game: self.short_game(),
            active: self.active(),
            awaiting: self.awaiting().as_str(),
            board: BoardState {
                throw: b.throw().map(|t| t.sorted().collect()),
                kept: b.kept_dice_faces().collect(),
                sum: b.sum(),
                worm: b.worm(),
                dice_left: b.dice_left(),
            },
            game_over: self.is_over(),
            winners: self.winners(),
        }
    }

    /// The state as JSON text (what `pechvogel heckmeck replay` prints).
    pub fn state_json(&self) -> String {
        self.state().to_json()
    }
}

/// One player in the state JSON.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerState {
    /// Name.
    pub name: String,
    /// Tile numbers from bottom to top (the last is the visible top tile).
    pub stack: Vec<u8>,
    /// The worms on all of them.
    pub worms: u32,
}

/// The board in the state JSON.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardState {
    /// The throw waiting for a keep, sorted `1`…`5` then `"W"`; `None` unless awaiting
    /// `keep`.
    pub throw: Option<Vec<Face>>,
    /// Every kept die's face, in keep order.
    pub kept: Vec<Face>,
    /// Their value.
    pub sum: u8,
    /// A worm is among them.
    pub worm: bool,
    /// 8 minus the kept dice.
    pub dice_left: u8,
}

/// What `replay` prints (HECKMECK.md, "The state"), in the contract's key order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    /// Players in seat order.
    pub players: Vec<PlayerState>,
    /// The face-up tiles on the grill, ascending.
    pub grill: Vec<u8>,
    /// The tiles turned face down, ascending.
    pub face_down: Vec<u8>,
    /// The record's short-game switch.
    pub short_game: bool,
    /// Active seat; `None` once the game is over.
    pub active: Option<Seat>,
    /// What the game waits for.
    pub awaiting: &'static str,
    /// The board.
    pub board: BoardState,
    /// The game is over.
    pub game_over: bool,
    /// The winner in a one-seat list once the game is over, else empty.
    pub winners: Vec<Seat>,
}

impl State {
    /// The state as compact JSON text, keys in the contract's order. Written by hand:
    /// the order is the contract, and the crate needs no serialisation framework for it.
    pub fn to_json(&self) -> String {
        let mut out = String::with_capacity(256 + 48 * self.players.len());
        out.push_str("{\"players\":[");
        for (i, p) in self.players.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            let _ = write!(out, "{{\"name\":{},\"stack\":", json::quote(&p.name));
            write_numbers(&mut out, &p.stack);
            let _ = write!(out, ",\"worms\":{}}}", p.worms);
        }
        out.push_str("],\"grill\":");
        write_numbers(&mut out, &self.grill);
        out.push_str(",\"face_down\":");
        write_numbers(&mut out, &self.face_down);
        let _ = write!(out, ",\"short_game\":{}", self.short_game);
        match self.active {
            Some(s) => {
                let _ = write!(out, ",\"active\":{s}");
            }
            None => out.push_str(",\"active\":null"),
        }
        let _ = write!(out, ",\"awaiting\":\"{}\"", self.awaiting);
        out.push_str(",\"board\":{\"throw\":");
        match &self.board.throw {
            Some(faces) => write_faces(&mut out, faces.iter().copied(), ","),
            None => out.push_str("null"),
        }
        out.push_str(",\"kept\":");
        write_faces(&mut out, self.board.kept.iter().copied(), ",");
        let _ = write!(
            out,
            ",\"sum\":{},\"worm\":{},\"dice_left\":{}}}",
            self.board.sum, self.board.worm, self.board.dice_left
        );
        let _ = write!(out, ",\"game_over\":{},\"winners\":", self.game_over);
        write_numbers(&mut out, &self.winners);
        out.push('}');
        out
    }
}
