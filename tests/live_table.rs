//! A live table of two devices with the app's own session and the real engine: the host
//! plays its person and the bot, the guest's person decides on the guest's device, every
//! move crosses as `dice-net` messages (bytes), and every throw is drawn by both devices by
//! commit–reveal. Both devices end with the same record, and the guest checked the chain
//! hash after every move.

use dice_core::{Bots, DiceGame, Level, Rng, Seat, Streams};
use dice_net::draw::Nonce;
use dice_net::room::{Guest, Host};
use dice_net::wire::Message;
use pechvogel_bots::PechvogelBots;
use pechvogel_engine::{Move, Table};
use pechvogel_web::shell::seats::{SeatKind, Seats};
use pechvogel_web::shell::session::{Session, Turn};

fn wire(m: &Message) -> Message {
    Message::from_bytes(&m.to_bytes()).expect("a message reads back")
}

fn nonce(n: &mut u64) -> Nonce {
    *n += 1;
    let mut b = [0u8; 16];
    b[..8].copy_from_slice(&n.wrapping_mul(0x9e37_79b9_7f4a_7c15).to_le_bytes());
    b[8..].copy_from_slice(&n.to_le_bytes());
    Nonce(b)
}

struct Live {
    host: Session<Table>,
    room: Host,
    guest: Session<Table>,
    phone: Guest,
    nonces: u64,
    /// The seed the guest computed for the throw reported next.
    guest_seed: Option<u64>,
    checked: usize,
}

impl Live {
    fn new(seed: u64) -> Live {
        pechvogel_web::games::offer();
        let seats = Seats::from_kinds(&[
            SeatKind::Human,
            SeatKind::Human,
            SeatKind::Bot(Level::Normal),
        ]);
        let mut host = Session::<Table>::new(seats, seed, String::new()).unwrap();
        assert!(host.set_remote(1));
        let mut n = seed * 1000;
        let mut room = Host::new(nonce(&mut n));
        let device = room.seat_guest(1 << 1).unwrap();
        let (mut phone, commit) = Guest::new(nonce(&mut n));
        if let Message::Commit {
            throw, commitment, ..
        } = wire(&commit)
        {
            room.commit(device, throw, commitment);
        }
        let link = host.link().unwrap();
        let table = wire(&room.table(device, link.clone(), Vec::new()));
        phone.table(&table);
        let Message::Table { link, .. } = table else {
            panic!()
        };
        let (mut guest, _) = Session::<Table>::from_link(&link, 7).unwrap();
        guest.mirror(&[1]);
        Live {
            host,
            room,
            guest,
            phone,
            nonces: n,
            guest_seed: None,
            checked: 0,
        }
    }

    /// The host hands a message to the guest's device; the reveal it answers comes back.
    fn deliver(&mut self, m: &Message) {
        match wire(m) {
            Message::Draw { throw } => {
                let next = nonce(&mut self.nonces);
                let Some(Message::Reveal { throw, nonce, next }) =
                    self.phone.reveal(throw, next).map(|r| wire(&r))
                else {
                    panic!("the guest reveals");
                };
                if let Some((seed, more)) = self.room.revealed(1, throw, nonce, next).unwrap() {
                    self.drawn(seed, more);
                }
            }
            Message::Drawn { throw, nonces } => {
                self.guest_seed = Some(self.phone.drawn(throw, &nonces).unwrap());
            }
            Message::Commit {
                device,
                throw,
                commitment,
            } => self.phone.commit(device, throw, commitment),
            Message::Played {
                prompt,
                seat,
                mv,
                hash,
            } => {
                let seat = usize::from(seat);
                let mv_read = <Table as dice_core::MoveCodec>::read_move(&mv).unwrap();
                if mv_read == Move::Throw {
                    self.guest
                        .draw(self.guest_seed.take().expect("a drawn seed"));
                }
                self.guest.human_move(seat, mv_read).unwrap();
                self.phone
                    .played::<Table>(prompt, seat, &mv, &hash, Some(self.guest.game()))
                    .expect("the guest's copy matches the host's");
                self.checked += 1;
            }
            other => panic!("unexpected {other:?}"),
        }
    }

    fn drawn(&mut self, seed: u64, more: Vec<Message>) {
        for m in &more {
            self.deliver(m);
        }
        self.host.draw(seed);
    }

    /// The host plays `mv` for `seat` (a throw drawn by both devices first), and reports it.
    fn play(&mut self, seat: Seat, mv: Move, bot: bool) {
        if mv == Move::Throw {
            let next = nonce(&mut self.nonces);
            let (messages, at_once) = self.room.draw(next);
            assert_eq!(at_once, None, "the guest takes part in every throw");
            for m in &messages {
                self.deliver(m);
            }
        }
        if bot {
            self.host.bot_play(seat, mv).unwrap();
        } else {
            self.host.human_move(seat, mv).unwrap();
        }
        let played = self.room.played::<Table>(seat, mv, self.host.game());
        self.deliver(&played);
    }
}

/// A person's move as the normal bot would choose it (`rng` is that person's).
fn decide(game: &Table, rng: &mut Rng) -> Move {
    if let dice_core::Due::Throw { .. } = DiceGame::due(game) {
        return Move::Throw;
    }
    PechvogelBots::choose(Level::Normal, game, rng).expect("a move")
}

#[test]
fn two_devices_play_a_whole_game_and_end_with_one_record() {
    for seed in 0..3 {
        let mut live = Live::new(seed);
        let mut host_person = Streams::bot(seed, 0);
        let mut guest_person = Streams::bot(seed, 1);
        for _ in 0..5000 {
            match live.host.turn() {
                Turn::Over => break,
                Turn::Bot(_) => {
                    let (seat, mv) = live.host.bot_decide().unwrap();
                    live.play(seat, mv, true);
                }
                Turn::Person(seat) => {
                    let mv = decide(live.host.game(), &mut host_person);
                    live.play(seat, mv, false);
                }
                Turn::Remote(seat) => {
                    // The guest's person decides on the guest's copy; the move crosses.
                    assert_eq!(live.guest.turn(), Turn::Person(seat));
                    let mv = decide(live.guest.game(), &mut guest_person);
                    let m = wire(&live.phone.send::<Table>(seat, mv));
                    let (seat, mv) = live.room.check::<Table>(1, &m, &[seat]).unwrap().unwrap();
                    live.play(seat, mv, false);
                }
            }
        }
        assert!(live.host.game().is_over(), "seed {seed}");
        assert_eq!(
            live.guest.game().record_json(),
            live.host.game().record_json()
        );
        assert!(live.checked > 50, "every move checked ({})", live.checked);
        // The record is an ordinary one.
        let replayed = Table::replay_json(&live.host.game().record_json()).unwrap();
        assert_eq!(replayed.state_json(), live.host.game().state_json());
    }
}
