//! The messages of a live table, and their bytes on the data channel.
//!
//! The host's device runs the engine and owns the record; a guest sends the moves of its own
//! seats ([`Message::Move`]) and applies what the host reports ([`Message::Played`]) through
//! its own engine. Every throw is drawn by every device ([`Message::Draw`],
//! [`Message::Reveal`], [`Message::Drawn`]; see [`crate::draw`]).
//!
//! Bytes: a kind, then the fields in order; numbers big-endian, byte strings and text with
//! their length in front. Reading is strict and bounded: a message is at most
//! [`MAX_MESSAGE_BYTES`], and anything left over or missing is refused.

use std::fmt;

use crate::draw::{Commitment, Nonce, NONCE_BYTES};

/// Longest message read (a table message carries the game's link, at most 32 Ki characters).
pub const MAX_MESSAGE_BYTES: usize = 40 * 1024;
/// Most devices at a table: one per seat.
pub const MAX_DEVICES: usize = 7;
/// Most moves a table message carries beyond the record ([`Message::Table`]'s `pending`).
pub const MAX_PENDING: usize = 64;
/// Bytes of the record's chain hash sent with each move ([`crate::room::chain`]).
pub const HASH_BYTES: usize = 16;

/// The record's chain hash after some move.
pub type ChainHash = [u8; HASH_BYTES];

/// Why the host did not play a guest's move (nothing changed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The seat is not one this device plays.
    NotYourSeat(u8),
    /// The move answers an earlier question than the one now asked.
    Stale {
        /// The question it answered.
        prompt: u32,
        /// The question asked now.
        now: u32,
    },
    /// The move is not one of this game's (damaged on the way).
    Unreadable,
    /// The engine refused it: the guest asks its own engine why, in its language.
    Illegal,
    /// The game is over, or no seat of this device's is asked now.
    NotAsked,
}

/// One message on the data channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// Guest → host: `seat` makes `mv` (a [`dice_core::MoveCodec`] move), answering question
    /// `prompt`; `seq` counts this device's moves, so a repeated message acts once.
    Move {
        /// This device's move number.
        seq: u32,
        /// The seat.
        seat: u8,
        /// The question answered.
        prompt: u32,
        /// The move's bytes.
        mv: Vec<u8>,
    },
    /// Host → guest: move `seq` was not played.
    Refused {
        /// The guest's move number.
        seq: u32,
        /// Why.
        why: Refusal,
    },
    /// Host → all: `seat` made `mv` (question `prompt` is answered); `hash` is the record's
    /// chain hash after it.
    Played {
        /// The question answered.
        prompt: u32,
        /// The seat.
        seat: u8,
        /// The move's bytes.
        mv: Vec<u8>,
        /// The chain hash after it.
        hash: ChainHash,
    },
    /// Device → host, and host → all (relayed): `device`'s commitment to its nonce for
    /// throw number `throw`.
    Commit {
        /// Whose (the host takes a guest's from the connection it came on).
        device: u8,
        /// For which throw.
        throw: u32,
        /// The commitment.
        commitment: Commitment,
    },
    /// Host → all: throw number `throw` (from 0, over the game) is decided: reveal.
    Draw {
        /// Which throw.
        throw: u32,
    },
    /// Device → host: its nonce for throw `throw`, and its commitment for throw `throw + 1`.
    Reveal {
        /// Which throw.
        throw: u32,
        /// The nonce committed to.
        nonce: Nonce,
        /// The commitment to the next nonce.
        next: Commitment,
    },
    /// Host → all: every nonce of throw `throw`, by device (a dropped device's is absent).
    Drawn {
        /// Which throw.
        throw: u32,
        /// `(device, nonce)` in the order of devices.
        nonces: Vec<(u8, Nonce)>,
    },
    /// Host → guest: the table as it stands (on joining, rejoining, or when the guest's copy
    /// went astray): the device's number, the seats it plays (bit per seat), the game as a
    /// link, the question asked now, the throws drawn so far, the chain hash, and every
    /// device's commitment for the next throw.
    Table {
        /// The guest's device number.
        device: u8,
        /// Its seats, bit per seat.
        seats: u8,
        /// The game so far as a share link.
        link: String,
        /// The question asked now.
        prompt: u32,
        /// Throws drawn so far.
        throws: u32,
        /// The chain hash so far.
        hash: ChainHash,
        /// `(device, commitment)` of every device at the table.
        commitments: Vec<(u8, Commitment)>,
        /// Moves made since the record's last action that the record does not keep (a
        /// window's answers so far), each as [`dice_core::MoveCodec`] bytes: the game as it
        /// stands is the link's record and then these.
        pending: Vec<Vec<u8>>,
    },
    /// Guest → host: my copy does not match; send the table.
    Resync,
    /// Either way: are you there? (the other side answers [`Message::Pong`]).
    Ping(u32),
    /// The answer to [`Message::Ping`].
    Pong(u32),
}

/// Why bytes were not read as a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WireError {
    /// Longer than [`MAX_MESSAGE_BYTES`].
    TooLong(usize),
    /// A kind of message this program does not know, at its first byte.
    Kind(u8),
    /// The message ends inside a field, at byte `at`.
    Ended(usize),
    /// A value out of range at byte `at`.
    Value(usize),
    /// Bytes after the message's end, from byte `at`.
    Trailing(usize),
}

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WireError::TooLong(n) => write!(f, "a message of {n} bytes is too long"),
            WireError::Kind(k) => write!(f, "unknown message kind {k}"),
            WireError::Ended(at) => write!(f, "the message ends at byte {at}"),
            WireError::Value(at) => write!(f, "a value out of range at byte {at}"),
            WireError::Trailing(at) => write!(f, "bytes after the message, from byte {at}"),
        }
    }
}

impl std::error::Error for WireError {}

impl Message {
    /// The message's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = Vec::with_capacity(32);
        match self {
            Message::Move {
                seq,
                seat,
                prompt,
                mv,
            } => {
                w.push(1);
                w.extend(seq.to_be_bytes());
                w.push(*seat);
                w.extend(prompt.to_be_bytes());
                short_bytes(&mut w, mv);
            }
            Message::Refused { seq, why } => {
                w.push(2);
                w.extend(seq.to_be_bytes());
                match why {
                    Refusal::NotYourSeat(seat) => w.extend([0, *seat]),
                    Refusal::Stale { prompt, now } => {
                        w.push(1);
                        w.extend(prompt.to_be_bytes());
                        w.extend(now.to_be_bytes());
                    }
                    Refusal::Unreadable => w.push(2),
                    Refusal::Illegal => w.push(3),
                    Refusal::NotAsked => w.push(4),
                }
            }
            Message::Played {
                prompt,
                seat,
                mv,
                hash,
            } => {
                w.push(3);
                w.extend(prompt.to_be_bytes());
                w.push(*seat);
                short_bytes(&mut w, mv);
                w.extend(hash);
            }
            Message::Commit {
                device,
                throw,
                commitment,
            } => {
                w.push(4);
                w.push(*device);
                w.extend(throw.to_be_bytes());
                w.extend(commitment.0);
            }
            Message::Draw { throw } => {
                w.push(5);
                w.extend(throw.to_be_bytes());
            }
            Message::Reveal { throw, nonce, next } => {
                w.push(6);
                w.extend(throw.to_be_bytes());
                w.extend(nonce.0);
                w.extend(next.0);
            }
            Message::Drawn { throw, nonces } => {
                w.push(7);
                w.extend(throw.to_be_bytes());
                w.push(nonces.len() as u8);
                for (device, nonce) in nonces {
                    w.push(*device);
                    w.extend(nonce.0);
                }
            }
            Message::Table {
                device,
                seats,
                link,
                prompt,
                throws,
                hash,
                commitments,
                pending,
            } => {
                w.push(8);
                w.extend([*device, *seats]);
                w.extend((link.len() as u32).to_be_bytes());
                w.extend(link.as_bytes());
                w.extend(prompt.to_be_bytes());
                w.extend(throws.to_be_bytes());
                w.extend(hash);
                w.push(commitments.len() as u8);
                for (device, c) in commitments {
                    w.push(*device);
                    w.extend(c.0);
                }
                w.push(pending.len() as u8);
                for mv in pending {
                    short_bytes(&mut w, mv);
                }
            }
            Message::Resync => w.push(9),
            Message::Ping(n) => {
                w.push(10);
                w.extend(n.to_be_bytes());
            }
            Message::Pong(n) => {
                w.push(11);
                w.extend(n.to_be_bytes());
            }
        }
        w
    }

    /// The message `bytes` hold, or what is wrong with them.
    pub fn from_bytes(bytes: &[u8]) -> Result<Message, WireError> {
        if bytes.len() > MAX_MESSAGE_BYTES {
            return Err(WireError::TooLong(bytes.len()));
        }
        let mut r = Reader { bytes, at: 0 };
        let kind = r.u8()?;
        let message = match kind {
            1 => Message::Move {
                seq: r.u32()?,
                seat: r.seat()?,
                prompt: r.u32()?,
                mv: r.short_bytes()?,
            },
            2 => {
                let seq = r.u32()?;
                let at = r.at;
                let why = match r.u8()? {
                    0 => Refusal::NotYourSeat(r.seat()?),
                    1 => Refusal::Stale {
                        prompt: r.u32()?,
                        now: r.u32()?,
                    },
                    2 => Refusal::Unreadable,
                    3 => Refusal::Illegal,
                    4 => Refusal::NotAsked,
                    _ => return Err(WireError::Value(at)),
                };
                Message::Refused { seq, why }
            }
            3 => Message::Played {
                prompt: r.u32()?,
                seat: r.seat()?,
                mv: r.short_bytes()?,
                hash: r.array()?,
            },
            4 => Message::Commit {
                device: r.device()?,
                throw: r.u32()?,
                commitment: Commitment(r.array()?),
            },
            5 => Message::Draw { throw: r.u32()? },
            6 => Message::Reveal {
                throw: r.u32()?,
                nonce: Nonce(r.array()?),
                next: Commitment(r.array()?),
            },
            7 => {
                let throw = r.u32()?;
                let nonces = r.by_device(|r| Ok(Nonce(r.array::<NONCE_BYTES>()?)))?;
                Message::Drawn { throw, nonces }
            }
            8 => {
                let device = r.device()?;
                let seats = r.u8()?;
                let at = r.at;
                let n = r.u32()? as usize;
                let link =
                    String::from_utf8(r.take(n)?.to_vec()).map_err(|_| WireError::Value(at))?;
                Message::Table {
                    device,
                    seats,
                    link,
                    prompt: r.u32()?,
                    throws: r.u32()?,
                    hash: r.array()?,
                    commitments: r.by_device(|r| Ok(Commitment(r.array()?)))?,
                    pending: {
                        let at = r.at;
                        let n = usize::from(r.u8()?);
                        if n > MAX_PENDING {
                            return Err(WireError::Value(at));
                        }
                        (0..n).map(|_| r.short_bytes()).collect::<Result<_, _>>()?
                    },
                }
            }
            9 => Message::Resync,
            10 => Message::Ping(r.u32()?),
            11 => Message::Pong(r.u32()?),
            other => return Err(WireError::Kind(other)),
        };
        if r.at != bytes.len() {
            return Err(WireError::Trailing(r.at));
        }
        Ok(message)
    }
}

fn short_bytes(w: &mut Vec<u8>, bytes: &[u8]) {
    w.push(bytes.len() as u8);
    w.extend(bytes);
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], WireError> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or(WireError::Ended(self.bytes.len()))?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], WireError> {
        let mut out = [0; N];
        out.copy_from_slice(self.take(N)?);
        Ok(out)
    }

    fn u8(&mut self) -> Result<u8, WireError> {
        Ok(self.take(1)?[0])
    }

    fn u32(&mut self) -> Result<u32, WireError> {
        Ok(u32::from_be_bytes(self.array()?))
    }

    fn seat(&mut self) -> Result<u8, WireError> {
        let at = self.at;
        let seat = self.u8()?;
        if usize::from(seat) >= MAX_DEVICES {
            return Err(WireError::Value(at));
        }
        Ok(seat)
    }

    fn device(&mut self) -> Result<u8, WireError> {
        self.seat()
    }

    fn short_bytes(&mut self) -> Result<Vec<u8>, WireError> {
        let at = self.at;
        let n = usize::from(self.u8()?);
        if n > dice_core::moves::MAX_MOVE_BYTES {
            return Err(WireError::Value(at));
        }
        Ok(self.take(n)?.to_vec())
    }

    /// A count, then that many `(device, T)`, devices rising (so each at most once).
    fn by_device<T>(
        &mut self,
        read: impl Fn(&mut Self) -> Result<T, WireError>,
    ) -> Result<Vec<(u8, T)>, WireError> {
        let at = self.at;
        let n = usize::from(self.u8()?);
        if n > MAX_DEVICES {
            return Err(WireError::Value(at));
        }
        let mut out: Vec<(u8, T)> = Vec::with_capacity(n);
        for _ in 0..n {
            let at = self.at;
            let device = self.device()?;
            if out.last().is_some_and(|(d, _)| *d >= device) {
                return Err(WireError::Value(at));
            }
            out.push((device, read(self)?));
        }
        Ok(out)
    }
}
