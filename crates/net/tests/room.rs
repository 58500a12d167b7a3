//! Whole games of the live protocol on the toy game Pig: a host and guests exchanging every
//! message as bytes, each device playing through its own engine; forged moves, a cheating
//! host, a dropped and a rejoining phone.

use dice_core::testing::pig::{names, Pig, PigMove};
use dice_core::{DiceGame, Due, MoveCodec, Rng, Seat};
use dice_net::draw::{Commitment, Nonce};
use dice_net::room::{chain, Astray, DrawError, Guest, Host};
use dice_net::wire::{Message, Refusal, WireError};

/// A fresh nonce from a counter (the app draws them from the browser's secure random).
fn nonce(n: &mut u64) -> Nonce {
    *n += 1;
    let mut b = [0u8; 16];
    b[..8].copy_from_slice(&n.wrapping_mul(0x9e37_79b9_7f4a_7c15).to_le_bytes());
    b[8..].copy_from_slice(&n.to_le_bytes());
    Nonce(b)
}

/// Every message crosses the channel as bytes.
fn wire(m: &Message) -> Message {
    Message::from_bytes(&m.to_bytes()).expect("a message reads back")
}

/// Pig's sensible player: throws on below 8 points this turn.
fn choose(game: &Pig) -> PigMove {
    if game.turn.unwrap_or(0) < 8 {
        PigMove::Throw
    } else {
        PigMove::Hold
    }
}

struct Phone {
    guest: Guest,
    game: Pig,
    /// The seed of the throw drawn last, for the throw the host reports next.
    seed: Option<u64>,
    astray: Vec<Astray>,
    refused: Vec<Refusal>,
}

struct Table {
    host: Host,
    game: Pig,
    phones: Vec<Phone>,
    nonces: u64,
    /// Which phone plays each seat (`None`: the host's device).
    seat_phone: Vec<Option<usize>>,
    /// A host that cheats: throws with another seed than the draw gives.
    cheat: bool,
    /// A host that leaves phone 0's nonce out of the draws.
    leave_out: bool,
    /// The seed a draw gave, waiting for the host's throw.
    pending_seed: Option<u64>,
}

impl Table {
    /// Seat 0 at the host, seats 1.. each on its own phone.
    fn new(players: usize) -> Table {
        let mut n = 0;
        let mut host = Host::new(nonce(&mut n));
        let game = Pig::new_game(names(players)).unwrap();
        let mut phones = Vec::new();
        let mut seat_phone = vec![None];
        for seat in 1..players {
            let device = host.seat_guest(1 << seat).unwrap();
            let (mut guest, commit) = Guest::new(nonce(&mut n));
            let Message::Commit {
                throw, commitment, ..
            } = wire(&commit)
            else {
                panic!()
            };
            host.commit(device, throw, commitment);
            let table = wire(&host.table(device, String::new(), Vec::new()));
            let again = guest.table(&table).unwrap();
            assert!(matches!(wire(&again), Message::Commit { .. }));
            phones.push(Phone {
                guest,
                game: game.clone(),
                seed: None,
                astray: Vec::new(),
                refused: Vec::new(),
            });
            seat_phone.push(Some(seat - 1));
        }
        // Every guest learns the others' commitments.
        let t = Table {
            host,
            game,
            phones,
            nonces: n,
            seat_phone,
            cheat: false,
            leave_out: false,
            pending_seed: None,
        };
        t.relay_commitments()
    }

    fn relay_commitments(mut self) -> Table {
        for i in 0..self.phones.len() {
            let table = self.host.table(i as u8 + 1, String::new(), Vec::new());
            self.phones[i].guest.table(&wire(&table));
        }
        self
    }

    /// Sends `m` from the host to every phone; their answers come back to the host.
    fn broadcast(&mut self, m: &Message) -> Result<(), DrawError> {
        for i in 0..self.phones.len() {
            let reply = self.deliver(i, &wire(m))?;
            if let Some(Message::Reveal { throw, nonce, next }) = reply {
                let device = self.phones[i].guest.device();
                if let Some((seed, more)) = self.host.revealed(device, throw, nonce, next)? {
                    self.drawn(seed, more)?;
                }
            }
        }
        Ok(())
    }

    fn drawn(&mut self, seed: u64, mut more: Vec<Message>) -> Result<(), DrawError> {
        if self.leave_out {
            if let Some(Message::Drawn { nonces, .. }) = more.first_mut() {
                nonces.retain(|(d, _)| *d != 1);
            }
        }
        for m in &more {
            self.broadcast(m)?;
        }
        let seed = if self.cheat { seed ^ 1 } else { seed };
        self.pending_seed = Some(seed);
        Ok(())
    }

    /// Phone `i` takes message `m` from the host; its reply, if any.
    fn deliver(&mut self, i: usize, m: &Message) -> Result<Option<Message>, DrawError> {
        let mut fresh = self.nonces;
        let next = nonce(&mut fresh);
        self.nonces = fresh;
        let p = &mut self.phones[i];
        Ok(match m {
            Message::Draw { throw } => p.guest.reveal(*throw, next),
            Message::Drawn { throw, nonces } => {
                p.seed = Some(p.guest.drawn(*throw, nonces)?);
                None
            }
            Message::Commit {
                device,
                throw,
                commitment,
            } => {
                p.guest.commit(*device, *throw, *commitment);
                None
            }
            Message::Played {
                prompt,
                seat,
                mv,
                hash,
            } => {
                let seat = usize::from(*seat);
                let after = Pig::read_move(mv).and_then(|mv| {
                    let mut dice = Rng::new(if mv == PigMove::Throw {
                        p.seed.take()?
                    } else {
                        0
                    });
                    p.game.play(seat, mv, &mut dice).ok()?;
                    Some(&p.game)
                });
                if let Err(e) = p.guest.played::<Pig>(*prompt, seat, mv, hash, after) {
                    p.astray.push(e);
                }
                None
            }
            Message::Refused { why, .. } => {
                p.refused.push(*why);
                None
            }
            _ => None,
        })
    }
}

impl Table {
    fn throw(&mut self, seat: Seat) -> Result<(), DrawError> {
        let mut fresh = self.nonces;
        let next = nonce(&mut fresh);
        self.nonces = fresh;
        let (messages, at_once) = self.host.draw(next);
        if let Some(seed) = at_once {
            self.pending_seed = Some(seed);
        }
        for m in &messages {
            self.broadcast(m)?;
        }
        let seed = self.pending_seed.take().expect("the throw was drawn");
        self.game
            .play(seat, PigMove::Throw, &mut Rng::new(seed))
            .unwrap();
        let played = self.host.played(seat, PigMove::Throw, &self.game);
        self.broadcast(&played)
    }

    fn play(&mut self, seat: Seat, mv: PigMove) -> Result<(), DrawError> {
        if mv == PigMove::Throw {
            return self.throw(seat);
        }
        self.game.play(seat, mv, &mut Rng::new(0)).unwrap();
        let played = self.host.played(seat, mv, &self.game);
        self.broadcast(&played)
    }

    /// Plays the game to its end (or until a phone's copy goes astray); every decision of a
    /// phone's seat goes through its phone.
    fn play_out(&mut self) -> Result<(), DrawError> {
        for _ in 0..10_000 {
            if self.phones.iter().any(|p| !p.astray.is_empty()) {
                return Ok(());
            }
            match self.game.due() {
                Due::Over => return Ok(()),
                Due::Throw { seat, .. } => self.throw(seat)?,
                Due::Choose(seat) => match self.seat_phone[seat] {
                    None => {
                        let mv = choose(&self.game);
                        self.play(seat, mv)?;
                    }
                    Some(i) => {
                        let mv = choose(&self.phones[i].game);
                        let m = wire(&self.phones[i].guest.send::<Pig>(seat, mv));
                        let device = self.phones[i].guest.device();
                        match self.host.check::<Pig>(device, &m, &[seat]) {
                            Ok(Some((s, mv))) => self.play(s, mv)?,
                            other => panic!("a fair move was not taken: {other:?}"),
                        }
                    }
                },
            }
        }
        panic!("the game did not end");
    }
}

#[test]
fn three_phones_play_a_whole_game_and_end_with_the_same_record() {
    for players in [2, 3, 5] {
        let mut t = Table::new(players);
        t.play_out().unwrap();
        assert!(t.game.is_over());
        let record = t.game.record_json();
        for p in &t.phones {
            assert!(p.astray.is_empty(), "{:?}", p.astray);
            assert_eq!(p.game.record_json(), record);
        }
        // The record is an ordinary one: it replays to the same game.
        assert_eq!(
            Pig::replay_json(&record).unwrap().state_json(),
            t.game.state_json()
        );
        assert!(t.host.throws() > 5);
    }
}

#[test]
fn a_host_that_reports_other_dice_than_the_draw_gives_is_caught() {
    let mut t = Table::new(3);
    t.cheat = true;
    t.play_out().unwrap();
    assert!(!t.game.is_over(), "stopped at the first false throw");
    assert!(
        t.phones.iter().all(|p| matches!(
            p.astray.first(),
            Some(Astray::Hash { .. }) | Some(Astray::Move)
        )),
        "every phone sees the first false throw"
    );
}

#[test]
fn a_host_that_leaves_a_phone_s_nonce_out_is_caught_by_that_phone() {
    let mut t = Table::new(3);
    t.leave_out = true;
    assert_eq!(t.play_out(), Err(DrawError::LeftOut));
}

#[test]
fn forged_moves_are_refused_and_change_nothing() {
    let mut t = Table::new(3);
    // Seat 1 (phone 0) starts after seat 0: play until seat 1 is asked to choose.
    while t.game.due() != Due::Choose(1) {
        match t.game.due() {
            Due::Throw { seat, .. } => t.throw(seat).unwrap(),
            Due::Choose(seat) => t.play(seat, choose(&t.game)).unwrap(),
            Due::Over => unreachable!(),
        }
    }
    let before = (t.game.state_json(), t.host.prompt());
    let device = t.phones[0].guest.device();
    let prompt = t.host.prompt();
    let forged = |seq, seat, prompt, mv: Vec<u8>| Message::Move {
        seq,
        seat,
        prompt,
        mv,
    };
    // Another seat's move.
    assert_eq!(
        t.host
            .check::<Pig>(device, &forged(10, 2, prompt, vec![1]), &[1]),
        Err(Message::Refused {
            seq: 10,
            why: Refusal::NotYourSeat(2)
        })
    );
    // A stale question.
    assert_eq!(
        t.host
            .check::<Pig>(device, &forged(11, 1, prompt - 1, vec![1]), &[1]),
        Err(Message::Refused {
            seq: 11,
            why: Refusal::Stale {
                prompt: prompt - 1,
                now: prompt
            }
        })
    );
    // Not a move of this game.
    assert_eq!(
        t.host
            .check::<Pig>(device, &forged(12, 1, prompt, vec![7]), &[1]),
        Err(Message::Refused {
            seq: 12,
            why: Refusal::Unreadable
        })
    );
    // A repeated message acts once: it is ignored.
    assert_eq!(
        t.host
            .check::<Pig>(device, &forged(12, 1, prompt, vec![1]), &[1]),
        Ok(None)
    );
    // An unknown device.
    assert!(t
        .host
        .check::<Pig>(9, &forged(1, 1, prompt, vec![1]), &[1])
        .is_err());
    assert_eq!((t.game.state_json(), t.host.prompt()), before);
    // The fair move is still taken.
    assert_eq!(
        t.host
            .check::<Pig>(device, &forged(13, 1, prompt, vec![1]), &[1]),
        Ok(Some((1, PigMove::Hold)))
    );
}

#[test]
fn a_broken_reveal_is_refused_and_a_dropped_phone_does_not_stop_the_throw() {
    let mut t = Table::new(3);
    let mut n = 1000;
    let (messages, at_once) = t.host.draw(nonce(&mut n));
    assert_eq!(at_once, None, "two phones to wait for");
    assert!(matches!(messages[0], Message::Draw { throw: 0 }));
    assert_eq!(t.host.awaited(), 0b110);
    // Phone 1 reveals a nonce it never committed to.
    assert_eq!(
        t.host.revealed(1, 0, nonce(&mut n), nonce(&mut n).commit()),
        Err(DrawError::Broken { device: 1 })
    );
    // Phone 2 reveals properly.
    let reveal = t.phones[1].guest.reveal(0, nonce(&mut n)).unwrap();
    let Message::Reveal { nonce: v, next, .. } = reveal else {
        panic!()
    };
    assert_eq!(t.host.revealed(2, 0, v, next), Ok(None));
    // Phone 1 drops: the throw is drawn by the host and phone 2.
    let (seed, more) = t.host.dropped(1).expect("drawn now");
    let Message::Drawn { nonces, .. } = &more[0] else {
        panic!()
    };
    assert_eq!(nonces.iter().map(|(d, _)| *d).collect::<Vec<_>>(), [0, 2]);
    assert_eq!(t.phones[1].guest.drawn(0, nonces), Ok(seed));
    assert_eq!(t.host.throws(), 1);
    // The dropped phone draws no part of the next throw until it is back.
    let (_, _) = t.host.draw(nonce(&mut n));
    assert_eq!(t.host.awaited(), 0b100);
}

#[test]
fn a_phone_that_rejoins_gets_the_table_and_plays_on() {
    let mut t = Table::new(3);
    for _ in 0..6 {
        match t.game.due() {
            Due::Throw { seat, .. } => t.throw(seat).unwrap(),
            Due::Choose(seat) => t.play(seat, choose(&t.game)).unwrap(),
            Due::Over => break,
        }
    }
    // Phone 0 reloads: a new guest with a fresh nonce, and the game from the host's link.
    t.host.dropped(1);
    t.host.rejoined(1);
    let mut n = 5000;
    let (mut guest, commit) = Guest::new(nonce(&mut n));
    let table = t.host.table(1, String::new(), Vec::new());
    let again = guest.table(&wire(&table)).unwrap();
    for m in [commit, again] {
        if let Message::Commit {
            throw, commitment, ..
        } = wire(&m)
        {
            if let Some(relay) = t.host.commit(1, throw, commitment) {
                t.broadcast(&relay).unwrap();
            }
        }
    }
    t.phones[0].guest = guest;
    assert_eq!(t.phones[0].guest.prompt(), t.host.prompt());
    assert_eq!(t.phones[0].guest.throws(), t.host.throws());
    t.play_out().unwrap();
    for p in &t.phones {
        assert!(p.astray.is_empty(), "{:?}", p.astray);
        assert_eq!(p.game.record_json(), t.game.record_json());
    }
}

#[test]
fn the_chain_hash_covers_the_state_after_each_move() {
    let mut a = Pig::new_game(names(2)).unwrap();
    let mut b = a.clone();
    a.play(0, PigMove::Throw, &mut Rng::new(1)).unwrap();
    b.play(0, PigMove::Throw, &mut Rng::new(2)).unwrap();
    let start = [0; 16];
    assert_ne!(
        a.state_json() == b.state_json(),
        chain(&start, 0, &[0], &a) != chain(&start, 0, &[0], &b)
    );
}

#[test]
fn damaged_messages_are_refused_with_where() {
    let m = Message::Played {
        prompt: 3,
        seat: 1,
        mv: vec![0],
        hash: [7; 16],
    };
    let bytes = m.to_bytes();
    for n in 0..bytes.len() {
        assert!(Message::from_bytes(&bytes[..n]).is_err(), "cut at {n}");
    }
    let mut long = bytes.clone();
    long.push(0);
    assert_eq!(
        Message::from_bytes(&long),
        Err(WireError::Trailing(bytes.len()))
    );
    assert_eq!(Message::from_bytes(&[99]), Err(WireError::Kind(99)));
    let mut seat = bytes.clone();
    seat[5] = 9;
    assert_eq!(Message::from_bytes(&seat), Err(WireError::Value(5)));
    assert!(matches!(
        Message::from_bytes(&vec![8; 50_000]),
        Err(WireError::TooLong(50_000))
    ));
    // Every kind reads back as itself.
    let all = [
        m,
        Message::Move {
            seq: 1,
            seat: 2,
            prompt: 3,
            mv: vec![1, 2],
        },
        Message::Refused {
            seq: 4,
            why: Refusal::Stale { prompt: 1, now: 2 },
        },
        Message::Draw { throw: 9 },
        Message::Resync,
        Message::Ping(5),
        Message::Pong(5),
        Message::Drawn {
            throw: 2,
            nonces: vec![(0, Nonce([1; 16])), (3, Nonce([2; 16]))],
        },
        Message::Table {
            device: 2,
            seats: 0b100,
            link: "AbC-_".into(),
            prompt: 40,
            throws: 12,
            hash: [5; 16],
            commitments: vec![(0, Commitment([3; 32])), (2, Commitment([4; 32]))],
            pending: vec![vec![3, 0], vec![3, 1]],
        },
    ];
    for m in all {
        assert_eq!(wire(&m), m);
    }
    // Devices out of order in a draw are refused (each device once).
    let twice = Message::Drawn {
        throw: 2,
        nonces: vec![(3, Nonce([1; 16])), (3, Nonce([2; 16]))],
    };
    assert!(matches!(
        Message::from_bytes(&twice.to_bytes()),
        Err(WireError::Value(_))
    ));
    // A table message with more moves beyond the record than any window has is refused.
    let crowded = Message::Table {
        device: 1,
        seats: 1,
        link: String::new(),
        prompt: 0,
        throws: 0,
        hash: [0; 16],
        commitments: Vec::new(),
        pending: vec![vec![1]; dice_net::wire::MAX_PENDING + 1],
    };
    assert!(matches!(
        Message::from_bytes(&crowded.to_bytes()),
        Err(WireError::Value(_))
    ));
}

#[test]
fn the_hosts_next_commitment_may_come_before_the_nonces_of_the_throw_being_drawn() {
    // Messages in the order a host sends them over a channel: the draw and the host's next
    // commitment first, the nonces once every reveal came.
    let mut n = 500;
    let mut host = Host::new(nonce(&mut n));
    let (mut guest, first) = Guest::new(nonce(&mut n));
    let device = host.seat_guest(1 << 1).unwrap();
    if let Message::Commit {
        throw, commitment, ..
    } = first
    {
        host.commit(device, throw, commitment);
    }
    guest.table(&wire(&host.table(device, String::new(), Vec::new())));
    for throw in 0..3 {
        let (out, at_once) = host.draw(nonce(&mut n));
        assert_eq!(at_once, None);
        let mut reveal = None;
        for m in out.iter().map(wire) {
            match m {
                Message::Draw { throw } => reveal = guest.reveal(throw, nonce(&mut n)),
                Message::Commit {
                    device,
                    throw,
                    commitment,
                } => guest.commit(device, throw, commitment),
                other => panic!("{other:?}"),
            }
        }
        let Some(Message::Reveal { nonce, next, .. }) = reveal else {
            panic!("the guest reveals")
        };
        let (seed, more) = host.revealed(device, throw, nonce, next).unwrap().unwrap();
        let Some(Message::Drawn { nonces, .. }) = more.first().map(wire) else {
            panic!("the nonces go out")
        };
        assert_eq!(guest.drawn(throw, &nonces), Ok(seed), "throw {throw}");
    }
}
