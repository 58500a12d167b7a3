//! A live table across phones: the host's table and each guest's table, their messages
//! carried as bytes by a room in memory, each person deciding at their own device only.

use super::*;
use crate::shell::live::{Live, PhoneState, REVEAL_MS};
use dice_core::{Bots, Due, MoveCodec, Rng};
use dice_net::draw::Nonce;
use dice_net::wire::{Message, Refusal};

/// One device: its table, its page, and the choices of its person.
struct Device<G: TableGame> {
    t: Table<G>,
    page: Page,
    rng: Rng,
    /// A guest's part before the host's table came.
    joining: Option<Live>,
    /// Its device number at the host (0 for the host).
    number: u8,
    /// Messages it will not pass on (a phone that holds back its reveal).
    silent: bool,
}

struct Room<G: TableGame> {
    host: Device<G>,
    guests: Vec<Device<G>>,
    now: f64,
    /// Changes a message from the host before a guest gets it (a cheating host).
    tamper: Option<fn(Message) -> Message>,
}

impl<G: TableGame> Room<G> {
    /// `kinds` at the host's table; each seat in `phones` is invited and its phone joins.
    fn new(kinds: &[SeatKind], phones: &[Seat], seed: u64) -> Room<G> {
        let shelf = Memory::default();
        let (t, page) = installed(&shelf, session::<G>(kinds, seed));
        let mut room = Room {
            host: Device {
                t,
                page,
                rng: Rng::new(seed ^ 0xa5),
                joining: None,
                number: 0,
                silent: false,
            },
            guests: Vec::new(),
            now: 0.0,
            tamper: None,
        };
        for &seat in phones {
            room.join(seat, seed + seat as u64);
        }
        room.pump();
        room
    }

    /// The phone for `seat` connects (invited first if need be), as a fresh page.
    fn join(&mut self, seat: Seat, seed: u64) {
        assert!(self.host.t.invite(seat, self.now));
        let number = self.host.t.phone_joined(seat, self.now).expect("a device");
        let (live, commit) = Live::guest(self.now);
        let mut guest = Device {
            t: table(&Memory::default()),
            page: Page::default(),
            rng: Rng::new(seed),
            joining: Some(live),
            number,
            silent: false,
        };
        guest.page.sent.push((To::Device(0), commit.to_bytes()));
        self.guests.retain(|g| g.number != number);
        self.guests.push(guest);
    }

    /// Carries every message until none is left, each table run as its page runs it.
    fn pump(&mut self) {
        for _ in 0..100_000 {
            self.host.page.go(&mut self.host.t, INSTANT);
            let mut moved = false;
            let from_host = std::mem::take(&mut self.host.page.sent);
            for (to, bytes) in from_host {
                for g in self.guests.iter_mut() {
                    if to != To::All && to != To::Device(g.number) {
                        continue;
                    }
                    moved = true;
                    let mut message = Message::from_bytes(&bytes).unwrap();
                    if let Some(tamper) = self.tamper {
                        message = tamper(message);
                    }
                    match g.joining.take() {
                        Some(live) => match &message {
                            Message::Table { .. } => g.t.join(live, &message, self.now).unwrap(),
                            _ => g.joining = Some(live),
                        },
                        None => g.t.received(0, &message.to_bytes(), self.now),
                    }
                }
            }
            for g in self.guests.iter_mut() {
                g.page.go(&mut g.t, INSTANT);
                let sent = std::mem::take(&mut g.page.sent);
                if g.silent {
                    continue;
                }
                for (to, bytes) in sent {
                    assert_eq!(to, To::Device(0), "a guest talks to the host only");
                    moved = true;
                    self.host.t.received(g.number, &bytes, self.now);
                }
            }
            if !moved {
                return;
            }
        }
        panic!("the phones never rest");
    }

    /// Each device's person answers the question on show there (if any): true if one did.
    fn decide(&mut self) -> bool {
        let mut acted = false;
        for d in std::iter::once(&mut self.host).chain(self.guests.iter_mut()) {
            let Some(p) = d.t.prompt().cloned() else {
                continue;
            };
            if p.handoff {
                d.t.take_over(p.id);
            }
            let game = d.t.session().unwrap().game().clone();
            let mv = match game.due() {
                Due::Throw { .. } => G::throw_move(),
                _ => G::Bots::choose(Level::Normal, &game, &mut d.rng).expect("a move"),
            };
            d.t.act(p.id, mv).expect("the person's move is taken");
            acted = true;
        }
        self.pump();
        acted
    }

    /// Plays on until the host's game is over.
    fn play_out(&mut self) {
        for _ in 0..20_000 {
            if self.host.t.session().unwrap().game().is_over() {
                return;
            }
            if !self.decide() {
                panic!(
                    "nobody is asked and the game is not over: {:?} {:?} phase {:?} queue {} GUEST {:?}",
                    self.host.t.session().unwrap().turn(),
                    self.host.t.live,
                    self.host.t.phase,
                    self.host.t.queue.len(),
                    self.guests.first().map(|g| (&g.t.live, &g.page.news, g.t.session().map(|s| s.turn()), &g.t.phase))
                );
            }
        }
        panic!("the game never ends");
    }

    /// Every device holds the host's game, move for move.
    fn agree(&self) {
        let host = self.host.t.session().unwrap().game();
        for g in &self.guests {
            let copy = g.t.session().unwrap().game();
            assert_eq!(copy.record_json(), host.record_json());
            assert_eq!(copy.state_json(), host.state_json());
        }
    }
}

fn people_and_a_bot() -> [SeatKind; 3] {
    [
        SeatKind::Human,
        SeatKind::Human,
        SeatKind::Bot(Level::Normal),
    ]
}

fn whole_games<G: TableGame>() {
    for seed in 0..3 {
        let mut room = Room::<G>::new(&people_and_a_bot(), &[1], seed);
        room.play_out();
        room.pump();
        room.agree();
        let host = room.host.t.session().unwrap().game();
        assert!(room.guests[0].t.session().unwrap().game().is_over());
        // The record is an ordinary one: it replays to the same state.
        let replayed = G::replay_json(&host.record_json()).unwrap();
        assert_eq!(replayed.state_json(), host.state_json());
        // Every throw was drawn by both devices.
        assert_eq!(room.host.t.live().unwrap().drawn_by(), 2);
        assert_eq!(room.guests[0].t.live().unwrap().drawn_by(), 2);
        assert!(room.host.page.news.contains(&News::Joined(1)));
    }
}

#[test]
fn a_person_on_a_phone_plays_whole_pechvogel_games_with_the_host() {
    whole_games::<Pechvogel>();
}

#[test]
fn a_person_on_a_phone_plays_whole_heckmeck_games_with_the_host() {
    whole_games::<Heckmeck>();
}

#[test]
fn three_phones_and_a_bot_play_heckmeck_to_the_end() {
    let kinds = [
        SeatKind::Human,
        SeatKind::Human,
        SeatKind::Bot(Level::Easy),
        SeatKind::Human,
    ];
    let mut room = Room::<Heckmeck>::new(&kinds, &[1, 3], 11);
    // A bot's seat taken over by a friend who arrives late.
    room.join(2, 99);
    room.pump();
    assert_eq!(
        room.host.t.session().unwrap().seats().0[2].kind,
        SeatKind::Human
    );
    room.play_out();
    room.pump();
    room.agree();
    assert_eq!(room.host.t.live().unwrap().drawn_by(), 4);
}

/// A move message from the phone's own protocol (its next number), then changed to `seat`,
/// `prompt` and `mv`: what a phone that forges its messages sends.
fn forged(room: &mut Room<Heckmeck>, seat: u8, prompt: u32, mv: Vec<u8>) -> Vec<u8> {
    let Some(Live::Guest(g)) = room.guests[0].t.live.as_mut() else {
        unreachable!()
    };
    let Message::Move { seq, .. } = g.room.send::<Heckmeck>(1, HMove::Throw) else {
        unreachable!()
    };
    Message::Move {
        seq,
        seat,
        prompt,
        mv,
    }
    .to_bytes()
}

#[test]
fn forged_moves_are_refused_and_change_nothing() {
    let mut room = Room::<Heckmeck>::new(&people_and_a_bot(), &[1], 5);
    // Play until the phone's person is asked.
    for _ in 0..2000 {
        if room.guests[0].t.prompt().is_some() {
            break;
        }
        room.decide();
    }
    let guest_prompt = room.guests[0]
        .t
        .prompt()
        .cloned()
        .expect("the phone is asked");
    let before = state(room.host.t.session().map(Session::game));
    let game = room.guests[0].t.session().unwrap().game().clone();
    let now = match &room.guests[0].t.live {
        Some(Live::Guest(g)) => g.room.prompt(),
        _ => unreachable!(),
    };
    let throw = <Heckmeck as MoveCodec>::move_bytes(HMove::Throw);
    let cases = [
        // Another seat's move (the host's own person).
        (
            forged(&mut room, 0, now, throw.clone()),
            Refusal::NotYourSeat(0),
        ),
        // An answer to an older question.
        (
            forged(&mut room, 1, now.saturating_sub(1), throw.clone()),
            Refusal::Stale {
                prompt: now.saturating_sub(1),
                now,
            },
        ),
        // Bytes that are no move of this game.
        (forged(&mut room, 1, now, vec![250, 1]), Refusal::Unreadable),
    ];
    for (bytes, why) in cases {
        room.host.t.received(1, &bytes, room.now);
        room.host.page.go(&mut room.host.t, INSTANT);
        let sent = std::mem::take(&mut room.host.page.sent);
        let refused: Vec<Message> = sent
            .iter()
            .map(|(_, b)| Message::from_bytes(b).unwrap())
            .collect();
        assert!(
            refused
                .iter()
                .any(|m| matches!(m, Message::Refused { why: w, .. } if *w == why)),
            "{why:?}: {refused:?}"
        );
        assert_eq!(state(room.host.t.session().map(Session::game)), before);
    }
    // An illegal move: keeping a face the dice do not show (or any move the engine
    // refuses now).
    let illegal = (1..=6u8)
        .map(|f| vec![1, f])
        .find(|b| {
            <Heckmeck as MoveCodec>::read_move(b)
                .is_some_and(|m| game.clone().play(1, m, &mut Rng::new(0)).is_err())
        })
        .expect("a move the engine refuses");
    let bytes = forged(&mut room, 1, now, illegal);
    room.host.t.received(1, &bytes, room.now);
    room.host.page.go(&mut room.host.t, INSTANT);
    let sent = std::mem::take(&mut room.host.page.sent);
    assert!(sent.iter().any(|(_, b)| matches!(
        Message::from_bytes(b),
        Ok(Message::Refused {
            why: Refusal::Illegal,
            ..
        })
    )));
    assert_eq!(state(room.host.t.session().map(Session::game)), before);
    // The phone's own person is still asked, and their move is played.
    assert_eq!(
        room.guests[0].t.prompt().map(|p| p.id),
        Some(guest_prompt.id)
    );
    room.play_out();
    room.pump();
    room.agree();
}

#[test]
fn a_guest_catches_a_host_that_reports_other_dice_than_the_draw_gives() {
    let mut room = Room::<Pechvogel>::new(&people_and_a_bot(), &[1], 8);
    room.tamper = Some(|m| match m {
        Message::Drawn { throw, mut nonces } => {
            // The host's own nonce swapped for one it did not commit to.
            nonces[0].1 = Nonce([9; 16]);
            Message::Drawn { throw, nonces }
        }
        other => other,
    });
    for _ in 0..50 {
        room.decide();
        if !room.guests[0].page.news.is_empty() {
            break;
        }
    }
    assert!(
        room.guests[0]
            .page
            .news
            .iter()
            .any(|n| matches!(n, News::Unfair(_))),
        "{:?}",
        room.guests[0].page.news
    );
}

#[test]
fn a_phone_that_drops_rejoins_where_the_game_stands_and_finishes() {
    for seed in 0..2 {
        let mut room = Room::<Pechvogel>::new(&people_and_a_bot(), &[1], 20 + seed);
        for _ in 0..30 {
            room.decide();
        }
        let number = room.guests[0].number;
        // The page reloads: its channel closes, and the host says so.
        room.host.t.phone_dropped(number);
        room.guests.clear();
        room.pump();
        assert_eq!(
            room.host.t.live().unwrap().phones()[1],
            Some(PhoneState::Dropped)
        );
        assert!(room.host.page.news.contains(&News::Dropped(1)));
        // Meanwhile the others play on until that seat is due, and then the game waits for
        // it (no one answers for it here).
        for _ in 0..200 {
            if room.host.t.session().unwrap().turn() == Turn::Remote(1) {
                break;
            }
            room.decide();
        }
        assert_eq!(room.host.t.session().unwrap().turn(), Turn::Remote(1));
        let before = state(room.host.t.session().map(Session::game));
        assert!(
            !room.decide(),
            "nobody here is asked for the dropped phone's seat"
        );
        room.host.t.tick(room.now + 1.0);
        room.pump();
        assert_eq!(state(room.host.t.session().map(Session::game)), before);
        // A bot may stand in meanwhile, and the table shows it does; then the seat waits again.
        let stand_ins = |t: &Table<Pechvogel>| t.marks().live.as_ref().map(|m| m.stand_ins.clone());
        room.host.t.stand_in(1, Some(Level::Normal));
        assert_eq!(stand_ins(&room.host.t), Some(vec![1]));
        room.host.t.stand_in(1, None);
        assert_eq!(stand_ins(&room.host.t), Some(vec![]));
        // A fresh invitation; the same device number; the table as it stands.
        room.join(1, 77);
        assert_eq!(room.guests[0].number, number);
        room.pump();
        room.agree();
        room.play_out();
        room.pump();
        room.agree();
    }
}

#[test]
fn a_phone_that_does_not_reveal_in_time_is_dropped_and_the_throw_goes_on() {
    let mut room = Room::<Heckmeck>::new(&people_and_a_bot(), &[1], 3);
    room.guests[0].silent = true;
    // The host's person throws; the phone keeps its part back.
    for _ in 0..50 {
        if room.host.t.prompt().is_some() {
            break;
        }
        room.decide();
    }
    let len = room.host.t.session().unwrap().game().record_len();
    room.decide();
    assert_eq!(
        room.host.t.session().unwrap().game().record_len(),
        len,
        "the throw waits for the phone's part"
    );
    room.now += REVEAL_MS + 1.0;
    room.host.t.tick(room.now);
    room.pump();
    assert_eq!(
        room.host.t.live().unwrap().phones()[1],
        Some(PhoneState::Dropped)
    );
    assert!(room.host.t.session().unwrap().game().record_len() > len);
    assert_eq!(room.host.t.live().unwrap().drawn_by(), 1);
}

#[test]
fn a_guest_whose_host_is_gone_plays_on_alone() {
    let mut room = Room::<Heckmeck>::new(&people_and_a_bot(), &[1], 4);
    for _ in 0..10 {
        room.decide();
    }
    let g = &mut room.guests[0];
    g.t.tick(room.now + 60_000.0);
    g.page.go(&mut g.t, INSTANT);
    assert!(g.page.news.contains(&News::HostLost));
    assert!(g.t.marks().live.as_ref().is_some_and(|m| m.lost));
    let record = g.t.session().unwrap().game().record_json();
    g.t.continue_here_alone();
    g.page.go(&mut g.t, INSTANT);
    assert!(g.t.live().is_none());
    assert!(g
        .t
        .session()
        .unwrap()
        .game()
        .record_json()
        .starts_with(&record[..record.len() - 2]));
    // The bot plays at this device now, the person here is asked.
    let mut rng = Rng::new(1);
    for _ in 0..5000 {
        let Some(p) = g.t.prompt().cloned() else {
            break;
        };
        let game = g.t.session().unwrap().game().clone();
        let mv = match game.due() {
            Due::Throw { .. } => HMove::Throw,
            _ => <Heckmeck as TableGame>::Bots::choose(Level::Normal, &game, &mut rng).unwrap(),
        };
        g.t.act(p.id, mv).unwrap();
        g.page.go(&mut g.t, INSTANT);
    }
    assert!(g.t.session().unwrap().game().is_over());
}
