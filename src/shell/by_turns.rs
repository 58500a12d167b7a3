//! Playing by turns over links, for friends who are not online at the same time: each
//! person's seat is someone's on their own device, and the game travels between them as a
//! turn link (`#t=…`: the game's id, its share link, and the moves its record does not
//! keep yet). Whoever's device holds the game plays until a person of another device is
//! due, then sends it on; that person opens it, claims their seat once (remembered in the
//! save on their device) and plays on.
//!
//! What keeps it honest, as far as links can: every move's dice are drawn fresh on the
//! device that makes it, when it is made ([`fresh_seed`]; never from a seed the link holds,
//! so a link tells nothing of a coming throw); the device saves the game at once, so
//! opening the same link again or reloading never gives another throw; and a device that
//! knows the game takes only a link that goes on from its own record ([`compare`]). What it
//! cannot prevent (a player who opens the same link in another browser and throws again
//! there) the page says plainly, and the fairness panel shows each player's dice luck
//! ([`luck`]) for all to judge.
//!
//! Plain Rust, tested natively; the page only shows it.

use dice_core::fairness::FaceCounts;
use dice_core::json::{self, Value};
use dice_core::Seat;

use crate::shell::action_error::{AnyActionError, AnyLinkError};
use crate::shell::save::{SaveError, Saved};
use crate::shell::session::{Opened, Session};
use crate::shell::table_game::TableGame;

/// The address's fragment that carries a turn link.
pub const PREFIX: &str = "#t=";

/// The longest pending-moves part a turn link may carry (its base64url characters): far
/// beyond any window's answers, so a pasted monster is refused before it is read.
pub const MAX_PENDING_CHARS: usize = 1_000;

/// A turn link, read: the game's id (the same on every device that has it), its share link
/// (the part after `#g=`), and the moves made since the record's last action (Pechvogel's
/// window answers) as the game writes them (JSON).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnLink {
    /// The game's id: 16 hexadecimal digits, its save's id on every device.
    pub id: String,
    /// The game so far, as a share link.
    pub link: String,
    /// The moves not in the record yet, as JSON text (`[]` when there are none).
    pub pending: String,
}

/// Why a turn link cannot be read (before its game is): the page words it
/// (`shell::say::turn_link`); `Display` is plain English.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnLinkError {
    /// It does not start with a game's id (16 hexadecimal digits and a dot).
    Id,
    /// The moves after the record cannot be read (or are none this game keeps).
    Pending,
}

impl std::fmt::Display for TurnLinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            TurnLinkError::Id => "the link does not start with a game's id",
            TurnLinkError::Pending => "the moves after the record cannot be read",
        })
    }
}

impl std::error::Error for TurnLinkError {}

/// The turn link's text (the part after `#t=`): `id.link`, and `.moves` (base64url of the
/// JSON) when moves wait beside the record.
pub fn write(id: &str, link: &str, pending: &Value) -> String {
    match pending.as_array() {
        Some(moves) if moves.is_empty() => format!("{id}.{link}"),
        _ => {
            let moves = dice_core::link::to_base64url(pending.to_string().as_bytes());
            format!("{id}.{link}.{moves}")
        }
    }
}

/// Reads a turn link's text (the part after `#t=`). Only its shape: the game in it is read
/// by [`open`].
pub fn parse(text: &str) -> Result<TurnLink, TurnLinkError> {
    let (id, rest) = text.split_once('.').ok_or(TurnLinkError::Id)?;
    if id.len() != 16 || !id.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(TurnLinkError::Id);
    }
    let (link, pending) = match rest.split_once('.') {
        None => (rest, "[]".to_string()),
        Some((link, moves)) => {
            if moves.len() > MAX_PENDING_CHARS {
                return Err(TurnLinkError::Pending);
            }
            let bytes =
                dice_core::link::from_base64url(moves).map_err(|_| TurnLinkError::Pending)?;
            let text = String::from_utf8(bytes).map_err(|_| TurnLinkError::Pending)?;
            (link, text)
        }
    };
    Ok(TurnLink {
        id: id.to_ascii_lowercase(),
        link: link.to_string(),
        pending,
    })
}

/// The turn link in an address's fragment (`#t=…`), if there is one.
pub fn in_fragment(hash: &str) -> Option<&str> {
    hash.strip_prefix(PREFIX)
}

/// How a link of a game compares with the copy a device has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// The same moves.
    Same,
    /// The device's copy goes on from the link's: the link changes nothing.
    Older,
    /// The link goes on from the device's copy: the device takes it.
    Newer,
}

/// The link contradicts the device's copy from action `at` (from 0) on: two different games
/// grew from one (someone played a turn twice, from two copies).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fork {
    /// The first action (from 0) where they differ.
    pub at: usize,
}

/// Compares the moves of a device's copy (`known`: its record's actions, then the moves
/// beside the record) with a link's (`incoming`). A copy whose moves begin the other's is
/// the older one; otherwise they fork where they first differ. Linear in the moves.
pub fn compare<A: PartialEq>(
    known: (&[A], &Value),
    incoming: (&[A], &Value),
) -> Result<Standing, Fork> {
    let (k, n) = (known.0, incoming.0);
    if let Some(at) = k.iter().zip(n).position(|(a, b)| a != b) {
        return Err(Fork { at });
    }
    if n.len() > k.len() {
        return Ok(Standing::Newer);
    }
    if n.len() < k.len() {
        return Ok(Standing::Older);
    }
    // The same record: the moves beside it decide (a window's answers so far).
    let list = |v: &Value| v.as_array().cloned().unwrap_or_default();
    let (kp, np) = (list(known.1), list(incoming.1));
    if kp.iter().zip(&np).any(|(a, b)| a != b) {
        return Err(Fork { at: n.len() });
    }
    Ok(match np.len().cmp(&kp.len()) {
        std::cmp::Ordering::Equal => Standing::Same,
        std::cmp::Ordering::Less => Standing::Older,
        std::cmp::Ordering::Greater => Standing::Newer,
    })
}

/// What opening a turn link did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The game is new to this device: opened, no seat claimed yet.
    New,
    /// The device's copy was older: it goes on from the link now.
    Updated,
    /// The device has this very turn already: its copy goes on (its throws stay).
    Same,
    /// The device's copy is further on than the link: it goes on, the link changed nothing.
    Older,
}

/// Why a turn link was refused (nothing changed): the page words it
/// (`shell::say::turn_error`).
#[derive(Clone, Debug, PartialEq)]
pub enum TurnError {
    /// Its shape.
    Shape(TurnLinkError),
    /// The game in it cannot be read (what is wrong, and where).
    Link(AnyLinkError),
    /// The device's copy of the game cannot be read.
    Save(SaveError),
    /// It contradicts the device's copy from action `at` on; `copy` is the link's game, to be
    /// kept beside the device's (a save of its own, not by turns), so both stay.
    Fork {
        /// The first action (from 0) where the two differ.
        at: usize,
        /// The link's game as a save (its id still to be given).
        copy: Box<Saved>,
    },
}

impl std::fmt::Display for TurnError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TurnError::Shape(e) => e.fmt(f),
            TurnError::Link(e) => e.fmt(f),
            TurnError::Save(e) => e.fmt(f),
            TurnError::Fork { at, .. } => write!(f, "this link forks the game at action {at}"),
        }
    }
}

impl std::error::Error for TurnError {}

/// Decides what a device does with a turn link's game (`linked`: its save as this device
/// would keep it, with the link's id, the moves beside its record and no seat claimed) when
/// its copy of that game (the save with the link's id) is `known`: the save to go on from,
/// and what happened. A new game has no seat claimed; an update keeps the seats claimed
/// here and the device's seed; a copy that is as far or further on goes on as it is (so a
/// throw made here stays, however often the link is opened). The records are compared as
/// their JSON (the players, then action by action): one reading for every game.
pub fn decide(known: Option<&Saved>, linked: Saved) -> Result<(Saved, Outcome), TurnError> {
    let Some(k) = known else {
        return Ok((linked, Outcome::New));
    };
    let read = |text: &str| {
        let v = json::parse(text).ok()?;
        let players = v.get("players")?.clone();
        let actions = v.get("actions")?.as_array()?.clone();
        Some((players, actions))
    };
    let unreadable = || TurnError::Save(SaveError::NoRecord);
    let (kp, ka) = read(&k.record).ok_or_else(unreadable)?;
    let (np, na) = read(&linked.record).ok_or_else(unreadable)?;
    let standing = if kp != np {
        Err(Fork { at: 0 })
    } else {
        compare((&ka, &k.pending), (&na, &linked.pending))
    };
    match standing {
        Ok(Standing::Same) => Ok((k.clone(), Outcome::Same)),
        Ok(Standing::Older) => Ok((k.clone(), Outcome::Older)),
        Ok(Standing::Newer) => Ok((
            Saved {
                by_turns: Some(k.by_turns.clone().unwrap_or_default()),
                seed: k.seed,
                ..linked
            },
            Outcome::Updated,
        )),
        Err(Fork { at }) => Err(TurnError::Fork {
            at,
            copy: Box::new(Saved {
                id: String::new(),
                by_turns: None,
                left: true,
                ..linked
            }),
        }),
    }
}

/// Opens the turn link `t` of game `G` on a device whose copy of that game is `known` (see
/// [`decide`]): the session to put on the table, and what happened. `seed` feeds the bots'
/// choices of a game new to this device.
pub fn open<G: TableGame>(
    t: &TurnLink,
    known: Option<&Saved>,
    seed: u64,
) -> Result<(Opened<G>, Outcome), TurnError> {
    let (linked, _) = Session::<G>::from_link(&t.link, seed)
        .map_err(|e| TurnError::Link(e.map_action(AnyActionError::of::<G>)))?;
    let pending = json::parse(&t.pending)
        .ok()
        .filter(|v| G::pending_from_json(v).is_some())
        .ok_or(TurnError::Shape(TurnLinkError::Pending))?;
    let linked = Saved {
        id: t.id.clone(),
        pending,
        by_turns: Some(Vec::new()),
        ..linked.saved()
    };
    let (saved, outcome) = decide(known, linked)?;
    let opened = Session::<G>::resume(&saved).map_err(TurnError::Save)?;
    Ok((opened, outcome))
}

/// The turn link's text (the part after `#t=`) of a game by turns as it stands on this
/// device: its id, its link, and the moves beside its record.
pub fn turn_link<G: TableGame>(
    s: &Session<G>,
) -> Result<String, crate::shell::session::GameLinkError<G>> {
    Ok(write(s.id(), &s.link()?, &s.saved().pending))
}

pub use crate::shell::timeline::fresh_seed;

/// Each seat's dice luck in `game`: the faces of every throw it made, by seat (a throw's
/// faces are the record's, the thrower the seat due when it was thrown). One replay of the
/// record; each throw's faces counted from the record so far.
pub fn luck<G: TableGame>(game: &G) -> Vec<(FaceCounts, usize)> {
    let mut per = vec![(FaceCounts::default(), 0); game.names().len()];
    let mut replay = game.clone();
    replay.restart();
    let mut before = FaceCounts::default();
    for &action in game.actions() {
        let seat = replay.due().seat();
        if replay.apply_action(action).is_err() {
            break;
        }
        if G::is_throw(&action) {
            let after = replay.faces();
            if let Some((counts, throws)) = seat.and_then(|s| per.get_mut(s)) {
                for (c, (a, b)) in counts.0.iter_mut().zip(after.0.iter().zip(before.0)) {
                    *c += a.saturating_sub(b);
                }
                *throws += 1;
            }
            before = after;
        }
    }
    per
}

/// What the page shows of a game by turns (the table's part of it, [`Table::turns_view`]).
///
/// [`Table::turns_view`]: crate::shell::table::Table::turns_view
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnsView {
    /// The person of another device whom the game waits for ("Send to Ben"), if any.
    pub due: Option<Seat>,
    /// The game is over (and shown so): its end goes to everyone.
    pub over: bool,
    /// The seats claimed at this device.
    pub mine: Vec<Seat>,
    /// The turn link's text (the part after `#t=`) of the game as it stands.
    pub link: String,
}

#[cfg(test)]
mod tests;
