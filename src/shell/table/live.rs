//! The table at a live table across phones ([`crate::shell::live`]): the host invites phones
//! for seats, checks and plays their moves, draws every throw with all devices and reports
//! each move with the record's chain hash; a guest sends its own seats' moves and plays what
//! the host reports through its own engine, in the order the host played it, at its own
//! table's pace. The page carries the bytes ([`Out::Send`]) and says when a channel opened
//! or closed; everything else is here, natively tested.

use dice_core::Level;
use dice_core::Rng;

use crate::shell::seats::Driver;
use dice_net::room::{Astray, DrawError};
use dice_net::wire::{Message, Refusal};

use super::*;
use crate::shell::live::{
    fresh_nonce, seats_of_bits, Live, News, Phone, PhoneState, Throwing, To, DROP_MS, PING_MS,
    REVEAL_MS,
};
use crate::shell::timeline::random_seed;

/// What the table shows of a live table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveMark {
    /// This device hosts the table.
    pub host: bool,
    /// Each seat's phone, as the host sees it.
    pub phones: Vec<Option<PhoneState>>,
    /// How many devices drew the last throw.
    pub drawn_by: u8,
    /// A guest no longer hears the host.
    pub lost: bool,
    /// A guest sent its move and waits for the host to play it.
    pub sent: bool,
    /// The host: the dropped phones' seats a bot plays meanwhile.
    pub stand_ins: Vec<Seat>,
}

impl<G: TableGame> Table<G> {
    /// This device's part in a live table, if it is in one.
    pub fn live(&self) -> Option<&Live> {
        self.live.as_ref()
    }

    /// The host invites a phone for `seat` (a person's or a bot's): from now on the seat is
    /// played on that phone and waits for it (a bot's seat becomes a person's). The first
    /// invitation makes this device the host. False (nothing changes) without a running game
    /// here, on a guest, or for a seat the game does not have.
    pub fn invite(&mut self, seat: Seat, now: f64) -> bool {
        self.now = now;
        if self.paused.is_some() || self.trial.is_some() || self.lesson.is_some() {
            return false;
        }
        if matches!(self.live, Some(Live::Guest(_))) {
            return false;
        }
        let Some(s) = self.session.as_mut() else {
            return false;
        };
        let seats = s.seats().len();
        if s.game().is_over() || !s.take_seat(seat) {
            return false;
        }
        let seated = s.seats().clone();
        let live = self.live.get_or_insert_with(|| Live::host(seats, now));
        if let Live::Host(h) = live {
            let device = h.phones[seat].and_then(|p| p.device);
            h.phones[seat] = Some(Phone {
                state: if device.is_some_and(|d| h.room.connected(d)) {
                    PhoneState::Connected
                } else {
                    PhoneState::Waiting
                },
                device,
            });
        }
        self.seat(seated);
        self.save();
        // The seat's question on show here goes to the phone.
        if self.prompt.as_ref().is_some_and(|p| p.seat == seat) || self.asked.is_some() {
            self.set_prompt(None);
            self.asked = None;
            if matches!(self.phase, Phase::Idle) {
                self.phase = Phase::Drive { after_bot: false };
                self.out.push(Out::Run(self.generation));
            }
        } else if matches!(self.phase, Phase::Idle) && self.busy_free() {
            self.phase = Phase::Drive { after_bot: false };
            self.out.push(Out::Run(self.generation));
        }
        self.show_live();
        true
    }

    /// True if nothing is being shown or drawn now (the loop may be started).
    fn busy_free(&self) -> bool {
        self.queue.is_empty() && !matches!(&self.live, Some(Live::Host(h)) if h.throwing.is_some())
    }

    /// The phone invited for `seat` connected (its channel opened): its device number at the
    /// table (the same as before for a phone that rejoins). The table goes to it once its
    /// first commitment arrives.
    pub fn phone_joined(&mut self, seat: Seat, now: f64) -> Option<u8> {
        self.now = now;
        let Some(Live::Host(h)) = self.live.as_mut() else {
            return None;
        };
        let phone = h.phones.get_mut(seat)?.as_mut()?;
        let device = match phone.device {
            Some(d) => {
                h.room.rejoined(d);
                d
            }
            None => h.room.seat_guest(1 << seat)?,
        };
        phone.device = Some(device);
        phone.state = PhoneState::Connected;
        h.heard[usize::from(device)] = now;
        h.awaiting_table |= 1 << device;
        // The phone plays its seat again if a bot stood in for it.
        if let Some(s) = self.session.as_mut() {
            s.stand_in(seat, None);
        }
        self.out.push(Out::News(News::Joined(seat)));
        self.show_live();
        Some(device)
    }

    /// `device`'s channel closed, or it stopped answering: its seat waits for it to rejoin
    /// (a throw waiting for its nonce is drawn by the others at once).
    pub fn phone_dropped(&mut self, device: u8) {
        let Some(Live::Host(h)) = self.live.as_mut() else {
            return;
        };
        let Some(seat) = h.seat_of(device) else {
            return;
        };
        if h.phones[seat].is_some_and(|p| p.state == PhoneState::Dropped) {
            return;
        }
        if let Some(p) = h.phones[seat].as_mut() {
            p.state = PhoneState::Dropped;
        }
        h.awaiting_table &= !(1 << device);
        h.inbox.retain(|(d, _)| *d != device);
        let drawn = h.room.dropped(device);
        self.out.push(Out::Close(To::Device(device)));
        self.out.push(Out::News(News::Dropped(seat)));
        if let Some((seed, messages)) = drawn {
            self.throw_drawn(seed, messages);
        }
        self.show_live();
    }

    /// While `seat`'s phone is away, a bot of `level` plays it (`Some`), or the seat waits
    /// for the phone again (`None`).
    pub fn stand_in(&mut self, seat: Seat, level: Option<Level>) {
        let Some(Live::Host(h)) = &self.live else {
            return;
        };
        if h.phones.get(seat).copied().flatten().map(|p| p.state) == Some(PhoneState::Connected) {
            return;
        }
        if let Some(s) = self.session.as_mut() {
            s.stand_in(seat, level);
        }
        if self.asked.is_some_and(|a| a.seat == seat) {
            self.asked = None;
            if matches!(self.phase, Phase::Idle) {
                self.phase = Phase::Drive { after_bot: false };
                self.out.push(Out::Run(self.generation));
            }
        }
        self.show_live();
    }

    /// A guest's channel to the host opened and the host's table message came: the game
    /// goes on this device as a copy of the host's, this device's own seats asked here.
    /// `live` is the guest made when the channel opened ([`Live::guest`]). The error says why
    /// the host's game cannot be opened (nothing changes then).
    pub fn join(&mut self, live: Live, table: &Message, now: f64) -> Result<(), GameLinkError<G>> {
        self.now = now;
        self.live = Some(live);
        let seated = self.seated_from(table);
        if seated.is_err() {
            self.live = None;
        }
        seated
    }

    /// Puts the host's table message on this guest's table (joining, rejoining, or after
    /// this copy went astray): the game from its link and its pending moves, this device's
    /// seats asked here and the others played elsewhere.
    fn seated_from(&mut self, table: &Message) -> Result<(), GameLinkError<G>> {
        let Message::Table {
            link,
            seats,
            pending,
            ..
        } = table
        else {
            return Ok(());
        };
        let (mut session, mut history) = Session::<G>::from_link(link, random_seed())?;
        let moves: Vec<G::Move> = pending.iter().filter_map(|m| G::read_move(m)).collect();
        history.extend(session.play_pending(&moves));
        session.mirror(&seats_of_bits(*seats));
        // The same game sent again keeps its one save on this device's shelf.
        if let (Some(Live::Guest(_)), Some(old)) = (&self.live, &self.session) {
            if old.game().names() == session.game().names() {
                let id = old.id().to_string();
                session.keep_id(&id);
            }
        }
        let Some(Live::Guest(g)) = self.live.as_mut() else {
            return Ok(());
        };
        g.inbox.clear();
        g.seeds.clear();
        g.sent = None;
        let commit = g.room.table(table);
        self.seating_guest = true;
        self.install(session, history);
        self.seating_guest = false;
        // This tab does not go on with the copy by itself after a reload (see `save`).
        self.keeper.shelf.set_tab_game(None);
        if let Some(commit) = commit {
            self.send(To::Device(0), &commit);
        }
        self.out.push(Out::News(News::Seated));
        self.show_live();
        Ok(())
    }

    /// The guest's table goes on here as a game of its own (the host is gone): every seat
    /// is played at this device as its kind says, the dice from this device's own stream.
    pub fn continue_here_alone(&mut self) {
        if !matches!(self.live, Some(Live::Guest(_))) {
            return;
        }
        self.live = None;
        if let Some(s) = self.session.as_mut() {
            s.local();
            let id = s.id().to_string();
            self.keeper.shelf.set_tab_game(Some(&id));
        }
        self.set_prompt(None);
        self.asked = None;
        self.save();
        self.set_live(None);
        if matches!(self.phase, Phase::Idle) {
            self.phase = Phase::Drive { after_bot: false };
            self.out.push(Out::Run(self.generation));
        }
    }

    /// Bytes from `device` (on the host: a guest; on a guest: the host) arrived at `now`.
    /// A message that cannot be read is dropped: the heartbeat and the chain hash recover
    /// whatever it carried.
    pub fn received(&mut self, device: u8, bytes: &[u8], now: f64) {
        self.now = now;
        let Ok(message) = Message::from_bytes(bytes) else {
            return;
        };
        match self.live {
            Some(Live::Host(_)) => self.host_received(device, message, now),
            Some(Live::Guest(_)) => self.guest_received(message, now),
            None => {}
        }
    }

    /// The clock moved on to `now`: pings for quiet phones, drops for silent ones and for
    /// a reveal that did not come in time; a guest notices a host gone quiet.
    pub fn tick(&mut self, now: f64) {
        self.now = now;
        match self.live.as_mut() {
            Some(Live::Host(h)) => {
                let mut ping = Vec::new();
                let mut drop = Vec::new();
                let late = h.throwing.is_some_and(|t| now - t.since > REVEAL_MS);
                let awaited = h.room.awaited();
                for p in h.phones.iter().flatten() {
                    let (PhoneState::Connected, Some(d)) = (p.state, p.device) else {
                        continue;
                    };
                    let quiet = now - h.heard[usize::from(d)];
                    if quiet > DROP_MS || late && awaited & (1 << d) != 0 {
                        drop.push(d);
                    } else if quiet > PING_MS {
                        ping.push(d);
                    }
                }
                for d in ping {
                    self.send(To::Device(d), &Message::Ping(now as u32));
                }
                for d in drop {
                    self.phone_dropped(d);
                }
            }
            Some(Live::Guest(g)) => {
                let quiet = now - g.heard;
                if quiet > DROP_MS {
                    self.host_gone();
                } else if quiet > PING_MS && !g.lost {
                    self.send(To::Device(0), &Message::Ping(now as u32));
                }
            }
            None => {}
        }
    }

    /// A guest no longer hears the host (its channel closed, or it fell silent): said once,
    /// and the guest may go on alone ([`Self::continue_here_alone`]).
    pub fn host_gone(&mut self) {
        let Some(Live::Guest(g)) = self.live.as_mut() else {
            return;
        };
        if !g.lost {
            g.lost = true;
            self.out.push(Out::News(News::HostLost));
            self.show_live();
        }
    }

    // ----- the host ----------------------------------------------------------------------

    fn host_received(&mut self, device: u8, message: Message, now: f64) {
        let Some(Live::Host(h)) = self.live.as_mut() else {
            return;
        };
        // A device the host dropped is not heard until it rejoins on a new channel.
        let Some(seat) = h.seat_of(device) else {
            return;
        };
        if h.phones[seat].map(|p| p.state) != Some(PhoneState::Connected) {
            return;
        }
        h.heard[usize::from(device)] = now;
        match message {
            Message::Commit {
                throw, commitment, ..
            } => {
                let relay = h.room.commit(device, throw, commitment);
                let first = h.awaiting_table & (1 << device) != 0;
                h.awaiting_table &= !(1 << device);
                if let Some(relay) = relay {
                    self.send(To::All, &relay);
                }
                if first {
                    self.send_table(device);
                }
            }
            Message::Move { .. } => {
                h.inbox.push_back((device, message));
                // The question may be open now; else the loop takes the move when it asks.
                if self.asked.is_some() && matches!(self.phase, Phase::Idle) {
                    self.phase = Phase::Drive { after_bot: false };
                    self.out.push(Out::Run(self.generation));
                }
            }
            Message::Reveal { throw, nonce, next } => {
                match h.room.revealed(device, throw, nonce, next) {
                    Ok(Some((seed, messages))) => self.throw_drawn(seed, messages),
                    Ok(None) => {}
                    // A nonce that does not open its commitment: that phone cheats or is
                    // broken, and takes no part from now on.
                    Err(DrawError::Broken { .. }) => self.phone_dropped(device),
                    Err(_) => {}
                }
            }
            Message::Resync => self.send_table(device),
            Message::Ping(n) => self.send(To::Device(device), &Message::Pong(n)),
            _ => {}
        }
    }

    /// Sends `device` the table as it stands.
    fn send_table(&mut self, device: u8) {
        let Some(s) = &self.session else { return };
        let Ok(link) = s.link() else { return };
        let pending: Vec<Vec<u8>> = s.pending().iter().map(|m| G::move_bytes(*m)).collect();
        let Some(Live::Host(h)) = &self.live else {
            return;
        };
        let table = h.room.table(device, link, pending);
        self.send(To::Device(device), &table);
    }

    /// Before a throw of `seat` on the host: the throw is drawn by every device. True if it
    /// must wait for their reveals (then it is made when the last comes, [`Self::throw_drawn`]);
    /// false if the dice are drawn already (no phone takes part) or this is no live host.
    pub(super) fn draw_first(&mut self, seat: Seat, bot: bool) -> bool {
        let now = self.now;
        let Some(Live::Host(h)) = self.live.as_mut() else {
            return false;
        };
        let (messages, at_once) = h.room.draw(fresh_nonce());
        for m in &messages {
            self.send(To::All, m);
        }
        match at_once {
            Some(seed) => {
                self.count_drawn(&messages);
                if let Some(s) = self.session.as_mut() {
                    s.draw(seed);
                }
                false
            }
            None => {
                if let Some(Live::Host(h)) = self.live.as_mut() {
                    h.throwing = Some(Throwing {
                        seat,
                        bot,
                        since: now,
                    });
                }
                self.set_busy(Some(Busy {
                    seat,
                    throwing: true,
                }));
                true
            }
        }
    }

    /// Notes how many devices drew a throw (from its `Drawn` message).
    fn count_drawn(&mut self, messages: &[Message]) {
        let by = messages.iter().find_map(|m| match m {
            Message::Drawn { nonces, .. } => Some(nonces.len() as u8),
            _ => None,
        });
        if let (Some(by), Some(Live::Host(h))) = (by, self.live.as_mut()) {
            h.drawn_by = by;
        }
        self.show_live();
    }

    /// Every awaited device revealed (or dropped): the throw waiting for them is made with
    /// `seed`, and `messages` (every nonce, the next commitments) go out first.
    fn throw_drawn(&mut self, seed: u64, messages: Vec<Message>) {
        for m in &messages {
            self.send(To::All, m);
        }
        self.count_drawn(&messages);
        let Some(Live::Host(h)) = self.live.as_mut() else {
            return;
        };
        let Some(throwing) = h.throwing.take() else {
            return;
        };
        let Some(s) = self.session.as_mut() else {
            return;
        };
        s.draw(seed);
        let mv = G::throw_move();
        let made = if throwing.bot {
            s.bot_play(throwing.seat, mv).map_err(PlayError::Rule)
        } else {
            s.human_move(throwing.seat, mv)
        };
        match made {
            Ok(events) => {
                self.played(throwing.seat, mv);
                self.queue_made(throwing.seat, mv, events);
                if throwing.bot {
                    self.phase = Phase::Show { after_bot: true };
                }
                self.out.push(Out::Run(self.generation));
            }
            // The throw was checked when it was decided; should the engine refuse it now,
            // the loop asks again.
            Err(_) => {
                self.set_busy(None);
                self.phase = Phase::Drive { after_bot: false };
                self.out.push(Out::Run(self.generation));
            }
        }
    }

    /// On the host, after `seat` made `mv`: the move goes to every phone with the record's
    /// chain hash.
    pub(super) fn played(&mut self, seat: Seat, mv: G::Move) {
        let Some(Live::Host(h)) = self.live.as_mut() else {
            return;
        };
        let Some(s) = &self.session else { return };
        let message = h.room.played::<G>(seat, mv, s.game());
        self.send(To::All, &message);
    }

    /// The host's loop asks `seat`, played on a phone: the phone's move if one came (true:
    /// it was played and is being shown). Moves for anything else are refused, and say why.
    pub(super) fn take_phone_move(&mut self, seat: Seat) -> bool {
        loop {
            let Some(Live::Host(h)) = self.live.as_mut() else {
                return false;
            };
            let Some((device, message)) = h.inbox.pop_front() else {
                return false;
            };
            let checked = h.room.check::<G>(device, &message, &[seat]);
            let seq = match &message {
                Message::Move { seq, .. } => *seq,
                _ => 0,
            };
            match checked {
                Err(refused) => self.send(To::Device(device), &refused),
                Ok(None) => {}
                Ok(Some((seat, mv))) => match self.play_here(seat, mv) {
                    Ok(()) => return true,
                    Err(_) => {
                        let refused = Message::Refused {
                            seq,
                            why: Refusal::Illegal,
                        };
                        self.send(To::Device(device), &refused);
                    }
                },
            }
        }
    }

    /// On the host, moves that came for a question not asked now (while the loop showed
    /// other moves, they waited): refused, and the phone asks again.
    pub(super) fn refuse_unasked(&mut self) {
        let Some(Live::Host(h)) = self.live.as_mut() else {
            return;
        };
        let waiting: Vec<(u8, Message)> = h.inbox.drain(..).collect();
        for (device, message) in waiting {
            let Some(Live::Host(h)) = self.live.as_mut() else {
                return;
            };
            if let Err(refused) = h.room.check::<G>(device, &message, &[]) {
                self.send(To::Device(device), &refused);
            }
        }
    }

    // ----- a guest -----------------------------------------------------------------------

    fn guest_received(&mut self, message: Message, now: f64) {
        let Some(Live::Guest(g)) = self.live.as_mut() else {
            return;
        };
        g.heard = now;
        if g.lost {
            g.lost = false;
            self.show_live();
        }
        let Some(Live::Guest(g)) = self.live.as_mut() else {
            return;
        };
        match message {
            Message::Table { .. } => {
                // Sent again: this copy went astray, or the phone rejoined.
                let _ = self.seated_from(&message);
            }
            Message::Commit {
                device,
                throw,
                commitment,
            } => g.room.commit(device, throw, commitment),
            Message::Draw { throw } => {
                if let Some(reveal) = g.room.reveal(throw, fresh_nonce()) {
                    self.send(To::Device(0), &reveal);
                }
            }
            Message::Drawn { throw, nonces } => match g.room.drawn(throw, &nonces) {
                Ok(seed) => {
                    g.seeds.push_back(seed);
                    g.drawn_by = nonces.len() as u8;
                    self.show_live();
                }
                Err(e) => {
                    // The host reported nonces that do not open their commitments, or left
                    // this device out: the throw is not fair. Said, and the table is asked
                    // for again (the host may have lost this device's part).
                    self.out.push(Out::News(News::Unfair(e)));
                    self.send(To::Device(0), &Message::Resync);
                }
            },
            Message::Played { .. } => {
                g.inbox.push_back(message);
                if matches!(self.phase, Phase::Idle) {
                    self.phase = Phase::Drive { after_bot: false };
                    self.out.push(Out::Run(self.generation));
                }
            }
            Message::Refused { why, .. } => {
                g.sent = None;
                self.out.push(Out::News(News::Refused(why)));
                self.show_live();
                if matches!(self.phase, Phase::Idle) {
                    self.phase = Phase::Drive { after_bot: false };
                    self.out.push(Out::Run(self.generation));
                }
            }
            Message::Ping(n) => self.send(To::Device(0), &Message::Pong(n)),
            _ => {}
        }
    }

    /// On a guest, the next move the host reported is played here (true: it is being
    /// shown). A move this copy cannot follow asks the host for the whole table.
    pub(super) fn take_reported(&mut self) -> bool {
        let Some(Live::Guest(g)) = self.live.as_mut() else {
            return false;
        };
        let Some(Message::Played {
            prompt,
            seat,
            mv,
            hash,
        }) = g.inbox.pop_front()
        else {
            return false;
        };
        let seat = usize::from(seat);
        let read = G::read_move(&mv);
        let seed = match read {
            Some(m) if m == G::throw_move() => g.seeds.pop_front(),
            _ => None,
        };
        let Some(s) = self.session.as_mut() else {
            return false;
        };
        let made = read.and_then(|m| {
            if m == G::throw_move() {
                s.draw(seed?);
            }
            s.human_move(seat, m).ok().map(|events| (m, events))
        });
        let after = made.as_ref().map(|_| s.game());
        let Some(Live::Guest(g)) = self.live.as_mut() else {
            return false;
        };
        let checked = g.room.played::<G>(prompt, seat, &mv, &hash, after);
        if g.sent == Some(seat) {
            g.sent = None;
        }
        match (checked, made) {
            (Ok(()), Some((m, events))) => {
                self.queue_made(seat, m, events);
                self.show_live();
                true
            }
            (checked, _) => {
                // The host's move does not follow here: this copy is set right from the
                // host's whole table (what it shows meanwhile is replaced).
                let astray = checked.err().unwrap_or(Astray::Move);
                self.out.push(Out::News(News::Astray(astray)));
                if let Some(Live::Guest(g)) = self.live.as_mut() {
                    g.inbox.clear();
                    g.seeds.clear();
                }
                self.send(To::Device(0), &Message::Resync);
                false
            }
        }
    }

    /// On a guest, this device's person made `mv` for `seat`: checked by this copy's engine
    /// (a refused move is said at once, nothing sent), then sent to the host, which plays it
    /// and reports it back.
    pub(super) fn send_move(&mut self, seat: Seat, mv: G::Move) -> Result<(), PlayError<G::Error>> {
        self.check_move(seat, mv)?;
        let Some(Live::Guest(g)) = self.live.as_mut() else {
            return Err(PlayError::NoGame);
        };
        if g.sent.is_some() {
            return Err(PlayError::StalePrompt);
        }
        g.sent = Some(seat);
        let message = g.room.send::<G>(seat, mv);
        self.send(To::Device(0), &message);
        self.set_prompt(None);
        self.set_busy((mv == G::throw_move()).then_some(Busy {
            seat,
            throwing: true,
        }));
        self.show_live();
        Ok(())
    }

    // ----- both --------------------------------------------------------------------------

    /// Whether `seat` may make `mv` now, asked of the engine on a copy (a throw's faces
    /// there are not used): the move is then sent, or its dice drawn, before it is made.
    pub(super) fn check_move(&self, seat: Seat, mv: G::Move) -> Result<(), PlayError<G::Error>> {
        let s = self.session.as_ref().ok_or(PlayError::NoGame)?;
        match s.turn() {
            Turn::Person(due) | Turn::Remote(due) if due == seat => {}
            _ => return Err(PlayError::OutOfTurn(seat)),
        }
        s.game()
            .clone()
            .play(seat, mv, &mut Rng::new(0))
            .map(|_| ())
            .map_err(PlayError::Rule)
    }

    fn send(&mut self, to: To, message: &Message) {
        self.out.push(Out::Send(to, message.to_bytes()));
    }

    /// What the live table shows now.
    fn show_live(&mut self) {
        let mark = self.live.as_ref().map(|live| LiveMark {
            host: live.is_host(),
            phones: live.phones(),
            drawn_by: live.drawn_by(),
            lost: matches!(live, Live::Guest(g) if g.lost),
            sent: matches!(live, Live::Guest(g) if g.sent.is_some()),
            stand_ins: match (live, &self.session) {
                (Live::Host(h), Some(s)) => (0..h.phones.len())
                    .filter(|&seat| h.phones[seat].is_some())
                    .filter(|&seat| matches!(s.driver(seat), Driver::Bot(_)))
                    .collect(),
                _ => Vec::new(),
            },
        });
        self.set_live(mark);
    }
}
