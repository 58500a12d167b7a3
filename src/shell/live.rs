//! A live table across phones, the part that does not depend on the game: what this device
//! is at the table (the host, or a guest), each phone's seat and whether it is connected,
//! the messages waiting for the table to reach them, heartbeats and the clock of a draw.
//! The table model ([`crate::shell::table::Table`]) plays the game through it; the page
//! only carries bytes between it and the data channels.
//!
//! Star shape ([`dice_net::room`]): the host's device runs the engine and owns the record;
//! a guest plays its own seats, sends their moves, and plays what the host reports through
//! its own engine. Every throw is drawn by all devices by commit–reveal.

use std::collections::VecDeque;

use dice_core::Seat;
use dice_net::draw::{Nonce, NONCE_BYTES};
use dice_net::room::{Astray, DrawError, Guest, Host};
use dice_net::wire::{Message, Refusal, MAX_DEVICES};

use crate::shell::timeline::random_seed;

/// A phone that has not been heard from for this long is pinged.
pub const PING_MS: f64 = 2_000.0;
/// A phone not heard from for this long has dropped (a reload, a locked screen, out of
/// range): its seat waits for it to rejoin.
pub const DROP_MS: f64 = 9_000.0;
/// A phone that has not revealed its part of a throw within this long is dropped, and the
/// throw is drawn by the others: a throw is never made again for a phone that held back.
pub const REVEAL_MS: f64 = 6_000.0;

/// A fresh secret nonce for a throw, from the browser's (or the system's) random source.
pub fn fresh_nonce() -> Nonce {
    let mut bytes = [0u8; NONCE_BYTES];
    bytes[..8].copy_from_slice(&random_seed().to_le_bytes());
    bytes[8..].copy_from_slice(&random_seed().to_le_bytes());
    Nonce(bytes)
}

/// Where a phone's seat stands, as the host sees it (`remote-{seat}`'s `data-state`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PhoneState {
    /// Invited: the seat waits for its phone to connect.
    Waiting,
    /// The phone is at the table.
    Connected,
    /// The phone dropped: the seat waits for it to rejoin (or a bot plays it meanwhile).
    Dropped,
}

impl PhoneState {
    /// The name the page's `data-state` carries.
    pub fn as_str(self) -> &'static str {
        match self {
            PhoneState::Waiting => "waiting",
            PhoneState::Connected => "connected",
            PhoneState::Dropped => "dropped",
        }
    }
}

/// Where a message goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum To {
    /// Every connected guest (from the host).
    All,
    /// One device: a guest (from the host), or the host (device 0, from a guest).
    Device(u8),
}

/// What a live table tells the person at this device, worded by the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    /// The host did not play this device's move.
    Refused(Refusal),
    /// This device's copy went astray from the host's; the whole table was asked for.
    Astray(Astray),
    /// The host reported a throw the devices' nonces do not give, or left this device out.
    Unfair(DrawError),
    /// A phone connected to the seat.
    Joined(Seat),
    /// A phone at this seat dropped.
    Dropped(Seat),
    /// The host is not heard any more (this device is a guest).
    HostLost,
    /// The table came from the host (joining, rejoining, or after going astray).
    Seated,
}

/// What happens on this device's channels, as the page tells the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happening {
    /// The host: the phone invited for this seat connected (its device number comes back).
    Joined(Seat),
    /// Bytes came from a device (on a guest: from the host, device 0).
    Message(u8, Vec<u8>),
    /// A device's channel closed (on a guest: the host's).
    Closed(u8),
    /// The clock ticked (heartbeats, a late reveal).
    Tick,
    /// A guest whose host is gone plays the game on alone.
    ContinueAlone,
}

/// A phone's seat at the host.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Phone {
    /// Its state.
    pub state: PhoneState,
    /// The device number the room gave it once it connected.
    pub device: Option<u8>,
}

/// A throw waiting for the devices' nonces: who throws, and whether a bot decided it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Throwing {
    /// The seat that throws.
    pub seat: Seat,
    /// A bot at the host decided the throw (else a person, here or on a phone).
    pub bot: bool,
    /// When the draw started (milliseconds).
    pub since: f64,
}

/// The host's side.
#[derive(Debug)]
pub struct HostSide {
    /// The protocol's state.
    pub room: Host,
    /// Each seat's phone, if one was invited for it.
    pub phones: Vec<Option<Phone>>,
    /// Devices that joined and wait for the table (sent once their commitment came).
    pub awaiting_table: u8,
    /// When each device (by number) was last heard.
    pub heard: [f64; MAX_DEVICES],
    /// The throw being drawn.
    pub throwing: Option<Throwing>,
    /// Guests' moves (device, message), taken when the table is ready to ask.
    pub inbox: VecDeque<(u8, Message)>,
    /// How many devices drew the last throw.
    pub drawn_by: u8,
}

/// A guest's side.
#[derive(Debug)]
pub struct GuestSide {
    /// The protocol's state.
    pub room: Guest,
    /// The seeds of the throws drawn and not yet played (in order).
    pub seeds: VecDeque<u64>,
    /// Moves the host reported, played when the table is ready to show them.
    pub inbox: VecDeque<Message>,
    /// The seat whose move this device sent and the host has not yet reported.
    pub sent: Option<Seat>,
    /// When the host was last heard.
    pub heard: f64,
    /// The host has not been heard for [`DROP_MS`].
    pub lost: bool,
    /// How many devices drew the last throw.
    pub drawn_by: u8,
}

/// What this device is at a live table.
#[derive(Debug)]
pub enum Live {
    /// The host: it runs the engine and owns the record (boxed, as the guest: a table
    /// that plays alone keeps only the pointer's room).
    Host(Box<HostSide>),
    /// A guest, playing its own seats.
    Guest(Box<GuestSide>),
}

impl Live {
    /// A host with no phone yet, for a game of `seats` seats.
    pub fn host(seats: usize, now: f64) -> Live {
        Live::Host(Box::new(HostSide {
            room: Host::new(fresh_nonce()),
            phones: vec![None; seats],
            awaiting_table: 0,
            heard: [now; MAX_DEVICES],
            throwing: None,
            inbox: VecDeque::new(),
            drawn_by: 1,
        }))
    }

    /// A guest that has just connected: the message committing to its first nonce.
    pub fn guest(now: f64) -> (Live, Message) {
        let (room, commit) = Guest::new(fresh_nonce());
        (
            Live::Guest(Box::new(GuestSide {
                room,
                seeds: VecDeque::new(),
                inbox: VecDeque::new(),
                sent: None,
                heard: now,
                lost: false,
                drawn_by: 1,
            })),
            commit,
        )
    }

    /// True on the host.
    pub fn is_host(&self) -> bool {
        matches!(self, Live::Host(_))
    }

    /// Each seat's phone state (the host's view; a guest knows none).
    pub fn phones(&self) -> Vec<Option<PhoneState>> {
        match self {
            Live::Host(h) => h.phones.iter().map(|p| p.map(|p| p.state)).collect(),
            Live::Guest(_) => Vec::new(),
        }
    }

    /// How many devices drew the last throw.
    pub fn drawn_by(&self) -> u8 {
        match self {
            Live::Host(h) => h.drawn_by,
            Live::Guest(g) => g.drawn_by,
        }
    }
}

impl HostSide {
    /// The seat played on `device` (a device plays one seat at this table).
    pub fn seat_of(&self, device: u8) -> Option<Seat> {
        self.phones
            .iter()
            .position(|p| p.is_some_and(|p| p.device == Some(device)))
    }
}

/// The bits of `seats` as a list of seats.
pub fn seats_of_bits(bits: u8) -> Vec<Seat> {
    (0..8).filter(|s| bits & (1 << s) != 0).collect()
}
