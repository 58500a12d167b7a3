//! A live table's protocol, without the channel: what the host and a guest do with each
//! message ([`crate::wire::Message`]), as plain state machines the app drives and the tests
//! play whole games through.
//!
//! Star shape. Device 0 is the host: it runs the engine and owns the record. Devices 1.. are
//! guests, each playing the seats the host gave it. A guest's move is checked by the host
//! ([`Host::check`]: the guest's own seat, the question asked now, a move of this game; the
//! engine then says whether it is legal) and reported to all ([`Host::played`]) with the
//! record's chain hash ([`chain`]); each guest plays it through its own engine and compares
//! ([`Guest::played`]). Every throw is drawn by all devices by commit–reveal
//! ([`Host::draw`], [`Guest::reveal`], [`Host::revealed`], [`Guest::drawn`]): no device,
//! the host included, chooses or foresees the dice, and a guest catches a host that reports
//! other dice than the nonces give (the chain hash covers the state after each move).

use dice_core::{DiceGame, MoveCodec, Seat};

use crate::draw::{sha256, throw_seed, Commitment, Nonce};
use crate::wire::{ChainHash, Message, Refusal, HASH_BYTES, MAX_DEVICES};

/// The record's chain hash after `seat` made `mv` (its bytes) and the game became `after`:
/// the previous hash, the move and the state after it. Each step costs the size of the
/// state, not of the record.
pub fn chain<G: DiceGame>(previous: &ChainHash, seat: Seat, mv: &[u8], after: &G) -> ChainHash {
    let mut bytes = previous.to_vec();
    bytes.push(seat as u8);
    bytes.push(mv.len() as u8);
    bytes.extend(mv);
    bytes.extend(after.state_json().as_bytes());
    let mut out = [0u8; HASH_BYTES];
    out.copy_from_slice(&sha256(&bytes)[..HASH_BYTES]);
    out
}

/// Why a draw's message was not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawError {
    /// No throw is being drawn, or another one than the message's.
    NotDrawing {
        /// The throw the message was for.
        throw: u32,
    },
    /// `device` revealed a nonce its commitment does not open: its reveal is not taken.
    Broken {
        /// Whose.
        device: u8,
    },
    /// No commitment of `device` is known for this throw.
    NoCommitment {
        /// Whose.
        device: u8,
    },
    /// This device's own nonce is missing from the draw: the host left it out.
    LeftOut,
}

/// Why a guest's copy went astray (it then asks for the table: [`Message::Resync`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Astray {
    /// The host's chain hash differs from this copy's after the move of question `prompt`.
    Hash {
        /// The question.
        prompt: u32,
    },
    /// The host reported a move of question `prompt`, this copy is at another.
    Prompt {
        /// The question reported.
        prompt: u32,
    },
    /// The host reported a move this copy's engine cannot read or refuses.
    Move,
}

/// What the host knows of one guest device.
#[derive(Clone, Debug)]
struct Device {
    /// The seats it plays, bit per seat.
    seats: u8,
    connected: bool,
    /// Its commitment for the next throw to draw (`None`: not received yet).
    commitment: Option<Commitment>,
    /// The last move number taken from it.
    seq: u32,
}

/// A throw being drawn: whose reveal is awaited, and the nonces revealed.
#[derive(Clone, Debug)]
struct Pending {
    throw: u32,
    waiting: u8,
    nonces: Vec<(u8, Nonce)>,
}

/// The host's side of the protocol.
#[derive(Clone, Debug)]
pub struct Host {
    /// Guests by device number − 1.
    devices: Vec<Device>,
    /// The host's own nonce for the next throw.
    nonce: Nonce,
    prompt: u32,
    hash: ChainHash,
    throws: u32,
    pending: Option<Pending>,
}

impl Host {
    /// A host whose own nonce for the first throw is `nonce` (fresh and secret).
    pub fn new(nonce: Nonce) -> Host {
        Host {
            devices: Vec::new(),
            nonce,
            prompt: 0,
            hash: [0; HASH_BYTES],
            throws: 0,
            pending: None,
        }
    }

    /// The question asked now (moves answer it by this number).
    pub fn prompt(&self) -> u32 {
        self.prompt
    }

    /// Throws drawn so far.
    pub fn throws(&self) -> u32 {
        self.throws
    }

    /// The host's commitment for the next throw (sent to each guest with the table).
    pub fn commitment(&self) -> Commitment {
        self.nonce.commit()
    }

    /// A new guest device that plays `seats` (bit per seat); its number, or `None` when the
    /// table has as many devices as it can.
    pub fn seat_guest(&mut self, seats: u8) -> Option<u8> {
        if self.devices.len() + 1 >= MAX_DEVICES {
            return None;
        }
        self.devices.push(Device {
            seats,
            connected: true,
            commitment: None,
            seq: 0,
        });
        Some(self.devices.len() as u8)
    }

    fn device(&mut self, device: u8) -> Option<&mut Device> {
        usize::from(device)
            .checked_sub(1)
            .and_then(|i| self.devices.get_mut(i))
    }

    /// The seats `device` plays, bit per seat (none for an unknown device).
    pub fn seats_of(&self, device: u8) -> u8 {
        usize::from(device)
            .checked_sub(1)
            .and_then(|i| self.devices.get(i))
            .map_or(0, |d| d.seats)
    }

    /// Whether `device` is connected.
    pub fn connected(&self, device: u8) -> bool {
        usize::from(device)
            .checked_sub(1)
            .and_then(|i| self.devices.get(i))
            .is_some_and(|d| d.connected)
    }

    /// `device` dropped (its channel closed, or it missed a heartbeat or a reveal): its
    /// seats wait (or a bot plays them) until it rejoins. If a throw was waiting for it, the
    /// throw is drawn by the others now: the seed and the messages to send.
    pub fn dropped(&mut self, device: u8) -> Option<(u64, Vec<Message>)> {
        let d = self.device(device)?;
        d.connected = false;
        d.commitment = None;
        let pending = self.pending.as_mut()?;
        pending.waiting &= !(1 << device);
        self.finish_draw()
    }

    /// `device` is back (it rejoined on a new channel): the table to send it, once its new
    /// commitment has come ([`Host::commit`]).
    pub fn rejoined(&mut self, device: u8) {
        if let Some(d) = self.device(device) {
            d.connected = true;
            d.seq = 0;
        }
    }

    /// The table message for `device`: the game as `link` and the moves made since its
    /// record's last action (`pending`, as move bytes), and what the protocol stands at.
    pub fn table(&self, device: u8, link: String, pending: Vec<Vec<u8>>) -> Message {
        let mut commitments = vec![(0, self.commitment())];
        for (i, d) in self.devices.iter().enumerate() {
            if let (true, Some(c)) = (d.connected, d.commitment) {
                commitments.push((i as u8 + 1, c));
            }
        }
        Message::Table {
            device,
            seats: self.seats_of(device),
            link,
            prompt: self.prompt,
            throws: self.throws,
            hash: self.hash,
            commitments,
            pending,
        }
    }

    /// `device` committed to its nonce for throw `throw`: kept if that is the next throw to
    /// draw (and none is being drawn); the message relaying it to all.
    pub fn commit(&mut self, device: u8, throw: u32, commitment: Commitment) -> Option<Message> {
        if throw != self.throws || self.pending.is_some() {
            return None;
        }
        let d = self.device(device)?;
        d.commitment = Some(commitment);
        Some(Message::Commit {
            device,
            throw,
            commitment,
        })
    }

    /// Checks a guest's move message from `device`: its seat is one the device plays and is
    /// among `asked` (the seats asked now), it answers the question asked now, and it is a
    /// move of this game. `Ok(None)`: a repeated message, to be ignored. The engine then
    /// says whether the move is legal (if not, send [`Refusal::Illegal`]).
    pub fn check<G: MoveCodec>(
        &mut self,
        device: u8,
        message: &Message,
        asked: &[Seat],
    ) -> Result<Option<(Seat, G::Move)>, Message> {
        let Message::Move {
            seq,
            seat,
            prompt,
            mv,
        } = message
        else {
            return Ok(None);
        };
        let refuse = |why| Message::Refused { seq: *seq, why };
        let now = self.prompt;
        let Some(d) = self.device(device) else {
            return Err(refuse(Refusal::NotYourSeat(*seat)));
        };
        if *seq <= d.seq {
            return Ok(None);
        }
        d.seq = *seq;
        if d.seats & (1 << seat) == 0 {
            return Err(refuse(Refusal::NotYourSeat(*seat)));
        }
        if *prompt != now {
            return Err(refuse(Refusal::Stale {
                prompt: *prompt,
                now,
            }));
        }
        if !asked.contains(&usize::from(*seat)) {
            return Err(refuse(Refusal::NotAsked));
        }
        let mv = G::read_move(mv).ok_or(refuse(Refusal::Unreadable))?;
        Ok(Some((usize::from(*seat), mv)))
    }

    /// `seat` made `mv` and the game is now `after` (any seat's move: this device's, a bot's
    /// or a guest's; a throw once drawn): the message that reports it to all.
    pub fn played<G: MoveCodec>(&mut self, seat: Seat, mv: G::Move, after: &G) -> Message {
        let bytes = G::move_bytes(mv);
        self.hash = chain(&self.hash, seat, &bytes, after);
        let message = Message::Played {
            prompt: self.prompt,
            seat: seat as u8,
            mv: bytes,
            hash: self.hash,
        };
        self.prompt += 1;
        message
    }

    /// The throw that is due is decided: the message asking every connected device to
    /// reveal, and the host's own reveal taken. `next` is the host's fresh nonce for the
    /// throw after; its commitment goes out too. A device without a commitment for this
    /// throw draws no part of it. If no guest takes part, the throw is drawn at once.
    pub fn draw(&mut self, next: Nonce) -> (Vec<Message>, Option<u64>) {
        let throw = self.throws;
        let mut waiting = 0u8;
        for (i, d) in self.devices.iter().enumerate() {
            if d.connected && d.commitment.is_some() {
                waiting |= 1 << (i + 1);
            }
        }
        let own = std::mem::replace(&mut self.nonce, next);
        self.pending = Some(Pending {
            throw,
            waiting,
            nonces: vec![(0, own)],
        });
        let mut out = vec![
            Message::Draw { throw },
            Message::Commit {
                device: 0,
                throw: throw + 1,
                commitment: self.nonce.commit(),
            },
        ];
        match self.finish_draw() {
            Some((seed, more)) => {
                out.extend(more);
                (out, Some(seed))
            }
            None => (out, None),
        }
    }

    /// `device` revealed `nonce` for `throw` and committed to `next` for the throw after.
    /// When every awaited device has revealed: the throw's seed and the messages to send
    /// (every nonce, and the next commitments). A nonce that does not open the device's
    /// commitment is refused ([`DrawError::Broken`]): drop that device.
    pub fn revealed(
        &mut self,
        device: u8,
        throw: u32,
        nonce: Nonce,
        next: Commitment,
    ) -> Result<Option<(u64, Vec<Message>)>, DrawError> {
        let pending = self.pending.as_ref();
        if pending.is_none_or(|p| p.throw != throw || p.waiting & (1 << device) == 0) {
            return Err(DrawError::NotDrawing { throw });
        }
        let d = self
            .device(device)
            .ok_or(DrawError::NoCommitment { device })?;
        let committed = d.commitment.ok_or(DrawError::NoCommitment { device })?;
        if !committed.opened_by(&nonce) {
            return Err(DrawError::Broken { device });
        }
        d.commitment = Some(next);
        if let Some(p) = self.pending.as_mut() {
            p.waiting &= !(1 << device);
            let at = p.nonces.partition_point(|(d, _)| *d < device);
            p.nonces.insert(at, (device, nonce));
        }
        Ok(self.finish_draw())
    }

    /// The devices still awaited for the throw being drawn (bit per device).
    pub fn awaited(&self) -> u8 {
        self.pending.as_ref().map_or(0, |p| p.waiting)
    }

    fn finish_draw(&mut self) -> Option<(u64, Vec<Message>)> {
        if self.pending.as_ref()?.waiting != 0 {
            return None;
        }
        let p = self.pending.take()?;
        let nonces: Vec<Nonce> = p.nonces.iter().map(|(_, n)| *n).collect();
        let seed = throw_seed(u64::from(p.throw), &nonces);
        self.throws += 1;
        let mut out = vec![Message::Drawn {
            throw: p.throw,
            nonces: p.nonces.clone(),
        }];
        // The guests' next commitments, relayed (the host's went out with the draw).
        for (i, d) in self.devices.iter().enumerate() {
            if let (true, Some(c)) = (d.connected, d.commitment) {
                if p.nonces.iter().any(|(dev, _)| usize::from(*dev) == i + 1) {
                    out.push(Message::Commit {
                        device: i as u8 + 1,
                        throw: self.throws,
                        commitment: c,
                    });
                }
            }
        }
        Some((seed, out))
    }
}

/// A guest's side of the protocol.
#[derive(Clone, Debug)]
pub struct Guest {
    device: u8,
    seats: u8,
    /// This device's nonce for the next throw.
    nonce: Nonce,
    /// Each device's commitment for the next throw to draw.
    commitments: [Option<Commitment>; MAX_DEVICES],
    /// Commitments for the throw after it, come early: the host's goes out with the draw,
    /// before the nonces of the throw being drawn.
    ahead: [Option<Commitment>; MAX_DEVICES],
    prompt: u32,
    hash: ChainHash,
    throws: u32,
    seq: u32,
}

impl Guest {
    /// A guest before it has the table, with its nonce for the next throw: the message that
    /// commits to it (the host learns whose from the channel).
    pub fn new(nonce: Nonce) -> (Guest, Message) {
        let guest = Guest {
            device: 0,
            seats: 0,
            nonce,
            commitments: [None; MAX_DEVICES],
            ahead: [None; MAX_DEVICES],
            prompt: 0,
            hash: [0; HASH_BYTES],
            throws: 0,
            seq: 0,
        };
        (
            guest,
            Message::Commit {
                device: 0,
                throw: 0,
                commitment: nonce.commit(),
            },
        )
    }

    /// This device's number at the table (0 until the table came).
    pub fn device(&self) -> u8 {
        self.device
    }

    /// The seats this device plays, bit per seat.
    pub fn seats(&self) -> u8 {
        self.seats
    }

    /// The question asked now.
    pub fn prompt(&self) -> u32 {
        self.prompt
    }

    /// Throws drawn so far.
    pub fn throws(&self) -> u32 {
        self.throws
    }

    /// The table came (on joining, rejoining or after going astray): where the protocol
    /// stands. The app replays the game from the message's link. If the table's throw
    /// count is not the one this device committed for, its commitment is sent again for
    /// the table's next throw: the message to send.
    pub fn table(&mut self, message: &Message) -> Option<Message> {
        let Message::Table {
            device,
            seats,
            prompt,
            throws,
            hash,
            commitments,
            ..
        } = message
        else {
            return None;
        };
        self.device = *device;
        self.seats = *seats;
        self.prompt = *prompt;
        self.hash = *hash;
        self.commitments = [None; MAX_DEVICES];
        self.ahead = [None; MAX_DEVICES];
        for (d, c) in commitments {
            self.commitments[usize::from(*d)] = Some(*c);
        }
        let ours = self.nonce.commit();
        self.commitments[usize::from(self.device)] = Some(ours);
        self.throws = *throws;
        Some(Message::Commit {
            device: self.device,
            throw: self.throws,
            commitment: ours,
        })
    }

    /// Another device's commitment, relayed by the host: kept if it is for the next throw
    /// to draw, or the one after (come while that is being drawn).
    pub fn commit(&mut self, device: u8, throw: u32, commitment: Commitment) {
        if device == self.device {
            return;
        }
        let slots = if throw == self.throws {
            &mut self.commitments
        } else if throw == self.throws.wrapping_add(1) {
            &mut self.ahead
        } else {
            return;
        };
        if let Some(slot) = slots.get_mut(usize::from(device)) {
            *slot = Some(commitment);
        }
    }

    /// The message for this device's move `mv` for `seat`, answering the question now.
    pub fn send<G: MoveCodec>(&mut self, seat: Seat, mv: G::Move) -> Message {
        self.seq += 1;
        Message::Move {
            seq: self.seq,
            seat: seat as u8,
            prompt: self.prompt,
            mv: G::move_bytes(mv),
        }
    }

    /// The host asks to reveal for `throw`: the reveal, committing to `next` (fresh) for the
    /// throw after. `None` for a throw this device has no nonce for.
    pub fn reveal(&mut self, throw: u32, next: Nonce) -> Option<Message> {
        if throw != self.throws {
            return None;
        }
        let nonce = std::mem::replace(&mut self.nonce, next);
        Some(Message::Reveal {
            throw,
            nonce,
            next: self.nonce.commit(),
        })
    }

    /// The nonces of `throw` came: each is checked against its device's commitment, this
    /// device's own must be among them; then the throw's seed (the app throws with it).
    pub fn drawn(&mut self, throw: u32, nonces: &[(u8, Nonce)]) -> Result<u64, DrawError> {
        if throw != self.throws {
            return Err(DrawError::NotDrawing { throw });
        }
        for (device, nonce) in nonces {
            let committed = self.commitments[usize::from(*device)];
            let committed = committed.ok_or(DrawError::NoCommitment { device: *device })?;
            if !committed.opened_by(nonce) {
                return Err(DrawError::Broken { device: *device });
            }
        }
        if !nonces.iter().any(|(d, _)| *d == self.device) {
            return Err(DrawError::LeftOut);
        }
        let list: Vec<Nonce> = nonces.iter().map(|(_, n)| *n).collect();
        self.throws += 1;
        self.commitments = std::mem::replace(&mut self.ahead, [None; MAX_DEVICES]);
        self.commitments[usize::from(self.device)] = Some(self.nonce.commit());
        Ok(throw_seed(u64::from(throw), &list))
    }

    /// The host reported the move of question `prompt`: `seat` made `mv`. The app plays it
    /// through its engine (a throw with the drawn seed) and passes the game after it, or
    /// `None` if its engine could not read or refused it; the chain hash must then match.
    pub fn played<G: MoveCodec>(
        &mut self,
        prompt: u32,
        seat: Seat,
        mv: &[u8],
        hash: &ChainHash,
        after: Option<&G>,
    ) -> Result<(), Astray> {
        if prompt != self.prompt {
            return Err(Astray::Prompt { prompt });
        }
        let after = after.ok_or(Astray::Move)?;
        let ours = chain(&self.hash, seat, mv, after);
        if ours != *hash {
            return Err(Astray::Hash { prompt });
        }
        self.hash = ours;
        self.prompt += 1;
        Ok(())
    }
}
