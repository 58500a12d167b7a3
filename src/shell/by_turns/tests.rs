//! Games by turns played natively on several "devices" (each a shelf of saves and a game on
//! its table), the turn link carried from one to the next as text.

use std::collections::HashMap;

use super::*;
use crate::shell::save;
use crate::shell::seats::{Driver, SeatKind, Seats};
use crate::shell::session::Turn;
use crate::shell::table_game::offered;
use dice_core::{DiceGame, Level, LinkCodec};
use heckmeck_engine::{Awaiting, Game as Heckmeck, Move as HMove};
use pechvogel_engine::{Decision, Move as PMove, Question, Table as Pechvogel};

/// One device: its saves by id (written as text, as the browser keeps them) and the game on
/// its table.
struct Device<G: TableGame> {
    shelf: HashMap<String, String>,
    table: Option<Session<G>>,
    /// The seat of the person who holds this device.
    person: Seat,
}

impl<G: TableGame> Device<G> {
    fn new(person: Seat) -> Device<G> {
        Device {
            shelf: HashMap::new(),
            table: None,
            person,
        }
    }

    /// Saves the game on the table, as the table does after every move.
    fn save(&mut self) {
        if let Some(s) = &self.table {
            self.shelf
                .insert(s.id().to_string(), save::encode(&s.saved()));
        }
    }

    fn known(&self, id: &str) -> Option<Saved> {
        self.shelf.get(id).map(|t| save::decode(t).unwrap())
    }

    /// Opens a turn link's text, as the page does (the address's `#t=`).
    fn open(&mut self, text: &str) -> Result<Outcome, TurnError> {
        let t = parse(text).map_err(TurnError::Shape)?;
        let known = self.known(&t.id);
        let ((s, _), outcome) = open::<G>(&t, known.as_ref(), 7)?;
        self.table = Some(s);
        self.save();
        Ok(outcome)
    }

    fn session(&mut self) -> &mut Session<G> {
        self.table.as_mut().unwrap()
    }

    /// Plays at this device until a person of another device is due (claiming this
    /// device's person's seat when it first comes up) or the game ends; saves after every
    /// move. Returns the seat the game waits for, or `None` when it is over.
    fn play(&mut self, policy: &dyn Fn(&G) -> G::Move) -> Option<Seat> {
        for _ in 0..100_000 {
            let person = self.person;
            let s = self.session();
            s.settle();
            match s.turn() {
                Turn::Over => return None,
                Turn::Bot(_) => {
                    s.bot_move().unwrap();
                }
                Turn::Person(seat) => {
                    assert_eq!(seat, person, "only this device's person plays here");
                    let mv = policy(s.game());
                    s.human_move(seat, mv).unwrap();
                }
                Turn::Remote(seat) if seat == person => {
                    assert!(s.claim(seat));
                }
                Turn::Remote(seat) => return Some(seat),
            }
            self.save();
        }
        panic!("the game did not end");
    }

    fn link(&mut self) -> String {
        turn_link(self.session()).unwrap()
    }
}

/// A whole game of three people on three devices, the turn link sent to whoever is due;
/// bots (if any) play on the device that has the game when their turn comes. Returns the
/// devices at the end, each having opened the final link.
fn by_turns<G: TableGame>(kinds: &[SeatKind], policy: &dyn Fn(&G) -> G::Move) -> Vec<Device<G>> {
    let people: Vec<Seat> = (0..kinds.len()).filter(|&s| kinds[s].is_here()).collect();
    let mut devices: Vec<Device<G>> = people.iter().map(|&p| Device::new(p)).collect();
    // The first device starts the game by turns, no seat claimed yet.
    let mut s = Session::<G>::new(Seats::from_kinds(kinds), 1, String::new()).unwrap();
    s.play_by_turns(&[]);
    for &p in &people {
        assert_eq!(s.driver(p), Driver::Remote);
    }
    devices[0].table = Some(s);
    devices[0].save();
    let mut at = 0;
    let mut sends = 0;
    while let Some(seat) = devices[at].play(policy) {
        let text = devices[at].link();
        at = people.iter().position(|&p| p == seat).unwrap();
        devices[at].open(&text).unwrap();
        sends += 1;
        // A whole game sends the link a few hundred times at most.
        assert!(
            sends < 5_000,
            "the game does not get on from device to device"
        );
    }
    assert!(sends > 3, "{sends}");
    let end = devices[at].link();
    for d in &mut devices {
        let outcome = d.open(&end).unwrap();
        assert!(
            matches!(outcome, Outcome::Updated | Outcome::Same),
            "{outcome:?}"
        );
    }
    devices
}

fn heckmeck_policy(g: &Heckmeck) -> HMove {
    let legal = g.legal_actions();
    match g.awaiting() {
        Awaiting::Keep => HMove::Keep(legal.keep.iter().last().unwrap()),
        Awaiting::Take | Awaiting::RollOrTake => match legal.take.tiles().next() {
            Some(t) => HMove::Take(t),
            None => HMove::Throw,
        },
        _ => HMove::Throw,
    }
}

fn pechvogel_policy(t: &Pechvogel) -> PMove {
    match t.decision() {
        Decision::Throw { .. } => PMove::Throw,
        Decision::Target { options, .. } => PMove::Target(options[0]),
        Decision::Ask(q) => PMove::Answer(matches!(q, Question::Start(_))),
        Decision::Claim { options, .. } => PMove::Claim(options[0]),
        Decision::Over => unreachable!(),
    }
}

const THREE: [SeatKind; 3] = [SeatKind::Human, SeatKind::Human, SeatKind::Human];

#[test]
fn three_people_play_heckmeck_by_turns_and_every_device_ends_with_the_same_record() {
    offered::offer();
    let devices = by_turns::<Heckmeck>(&THREE, &heckmeck_policy);
    let records: Vec<String> = devices
        .iter()
        .map(|d| d.table.as_ref().unwrap().game().record_json())
        .collect();
    assert!(records.iter().all(|r| *r == records[0]));
    let game = Heckmeck::replay_json(&records[0]).unwrap();
    assert!(game.is_over());
    for d in &devices {
        let s = d.table.as_ref().unwrap();
        // Each device claimed its person's seat once, and its save remembers it.
        assert_eq!(s.mine(), Some(vec![d.person]));
        let saved = save::decode(&d.shelf[s.id()]).unwrap();
        assert_eq!(saved.by_turns, Some(vec![d.person]));
    }
}

#[test]
fn pechvogel_by_turns_carries_the_window_answers_in_the_link() {
    offered::offer();
    // People and a bot: the windows' answers travel beside the record.
    let kinds = [
        SeatKind::Human,
        SeatKind::Bot(Level::Normal),
        SeatKind::Human,
    ];
    let devices = by_turns::<Pechvogel>(&kinds, &pechvogel_policy);
    let states: Vec<String> = devices
        .iter()
        .map(|d| d.table.as_ref().unwrap().game().state_json())
        .collect();
    assert!(states.iter().all(|s| *s == states[0]));
    assert!(devices[0].table.as_ref().unwrap().game().is_over());
}

#[test]
fn a_turn_link_holds_no_seed_the_next_throw_is_drawn_on_the_device_that_makes_it() {
    offered::offer();
    // The same link opened on two devices (with the same seed for their bots, even): the
    // throw each makes from it differs, so the link tells nothing of it.
    let mut s = Session::<Heckmeck>::new(Seats::from_kinds(&THREE), 1, String::new()).unwrap();
    s.play_by_turns(&[]);
    let text = turn_link(&s).unwrap();
    let mut thrown = std::collections::HashSet::new();
    for _ in 0..8 {
        let mut d = Device::<Heckmeck>::new(0);
        assert_eq!(d.open(&text).unwrap(), Outcome::New);
        assert!(d.session().claim(0));
        d.session().human_move(0, HMove::Throw).unwrap();
        thrown.insert(d.session().game().record_json());
    }
    // Eight throws of eight dice alike by chance: about 1 in 10^40.
    assert!(thrown.len() > 1, "every device threw the same dice");
}

#[test]
fn a_reload_or_the_same_link_again_never_gives_another_throw() {
    offered::offer();
    let mut s = Session::<Heckmeck>::new(Seats::from_kinds(&THREE), 1, String::new()).unwrap();
    s.play_by_turns(&[]);
    let text = turn_link(&s).unwrap();
    let mut ben = Device::<Heckmeck>::new(0);
    ben.open(&text).unwrap();
    assert!(ben.session().claim(0));
    ben.session().human_move(0, HMove::Throw).unwrap();
    ben.save();
    let after = ben.session().game().record_json();
    for _ in 0..5 {
        // The same link again: the device's copy, with its throw, goes on.
        assert_eq!(ben.open(&text).unwrap(), Outcome::Older);
        assert_eq!(ben.session().game().record_json(), after);
        assert_eq!(ben.session().turn(), Turn::Person(0));
        // A reload resumes the save: the same throw.
        let id = ben.session().id().to_string();
        let saved = ben.known(&id).unwrap();
        let (again, _) = Session::<Heckmeck>::resume(&saved).unwrap();
        assert_eq!(again.game().record_json(), after);
        assert_eq!(again.mine(), Some(vec![0]));
        assert_eq!(again.turn(), Turn::Person(0));
    }
}

#[test]
fn a_newer_link_updates_an_older_changes_nothing_and_a_fork_is_refused_with_where() {
    offered::offer();
    let mut anna = Device::<Heckmeck>::new(0);
    let mut s = Session::<Heckmeck>::new(Seats::from_kinds(&THREE), 1, String::new()).unwrap();
    s.play_by_turns(&[]);
    anna.table = Some(s);
    assert_eq!(anna.play(&heckmeck_policy), Some(1));
    let first = anna.link();
    let id = anna.session().id().to_string();
    // Ben plays his turn; Carl too; both links go back to Anna.
    let mut ben = Device::<Heckmeck>::new(1);
    assert_eq!(ben.open(&first).unwrap(), Outcome::New);
    assert_eq!(ben.play(&heckmeck_policy), Some(2));
    let second = ben.link();
    assert_eq!(anna.open(&second).unwrap(), Outcome::Updated);
    assert_eq!(anna.session().id(), id);
    assert_eq!(anna.session().mine(), Some(vec![0]), "Anna's claim stays");
    assert_eq!(anna.open(&second).unwrap(), Outcome::Same);
    assert_eq!(anna.open(&first).unwrap(), Outcome::Older);
    assert_eq!(
        anna.session().game().record_json(),
        ben.session().game().record_json()
    );
    // Ben plays his turn again from the first link in another browser: other throws.
    let forked = (0..50)
        .find_map(|_| {
            let mut again = Device::<Heckmeck>::new(1);
            again.open(&first).unwrap();
            again.play(&heckmeck_policy);
            let other = again.session().game().record_json();
            (other != anna.session().game().record_json()).then(|| again.link())
        })
        .expect("the turn played again gave the same dice every time: not drawn fresh");
    let before = anna.known(&id).unwrap();
    let Err(TurnError::Fork { at, copy }) = anna.open(&forked) else {
        panic!("a fork was taken");
    };
    // The two agree up to Ben's first throw, and differ there or later.
    let t = parse(&first).unwrap();
    let first_len = Session::<Heckmeck>::from_link(&t.link, 1)
        .unwrap()
        .0
        .game()
        .record_len();
    assert!(at >= first_len, "{at} {first_len}");
    assert_eq!(
        format!(
            "{}",
            TurnError::Fork {
                at,
                copy: copy.clone()
            }
        ),
        format!("this link forks the game at action {at}")
    );
    // Nothing changed on Anna's device; the link's game is kept beside it, not by turns.
    assert_eq!(anna.known(&id).unwrap(), before);
    assert_eq!(copy.by_turns, None);
    assert!(copy.left);
}

#[test]
fn a_seat_is_claimed_once_and_only_a_person_s_seat_played_elsewhere() {
    offered::offer();
    let kinds = [SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Human];
    let mut s = Session::<Heckmeck>::new(Seats::from_kinds(&kinds), 1, String::new()).unwrap();
    assert!(!s.claim(0), "not a game by turns");
    assert_eq!(s.mine(), None);
    s.play_by_turns(&[2]);
    assert_eq!(s.driver(0), Driver::Remote);
    assert_eq!(s.driver(1), Driver::Bot(Level::Easy));
    assert_eq!(s.driver(2), Driver::Here);
    assert!(!s.claim(1), "a bot's seat");
    assert!(!s.claim(2), "claimed already");
    assert!(!s.claim(9), "no such seat");
    assert!(s.claim(0));
    assert_eq!(s.mine(), Some(vec![0, 2]));
    let saved = save::decode(&save::encode(&s.saved())).unwrap();
    assert_eq!(saved.by_turns, Some(vec![0, 2]));
    let (r, _) = Session::<Heckmeck>::resume(&saved).unwrap();
    assert_eq!(r.mine(), Some(vec![0, 2]));
    assert_eq!(r.driver(1), Driver::Bot(Level::Easy));
    // A save not by turns writes no `by_turns`, as saves always were.
    let plain = Session::<Heckmeck>::new(Seats::from_kinds(&kinds), 1, String::new()).unwrap();
    assert!(!save::encode(&plain.saved()).contains("by_turns"));
}

#[test]
fn turn_links_are_read_strictly() {
    let pending = Value::Array(vec![Value::Bool(false), Value::Bool(true)]);
    let text = write("0123456789abcdef", "AAAA", &pending);
    let t = parse(&text).unwrap();
    assert_eq!(t.id, "0123456789abcdef");
    assert_eq!(t.link, "AAAA");
    assert_eq!(json::parse(&t.pending).unwrap(), pending);
    let plain = write("0123456789abcdef", "AAAA", &Value::Array(Vec::new()));
    assert_eq!(plain, "0123456789abcdef.AAAA");
    assert_eq!(parse(&plain).unwrap().pending, "[]");
    for bad in [
        "",
        "AAAA",
        "0123.AAAA",
        "0123456789abcdeg.AAAA",
        "0123456789abcdef0.AAAA",
    ] {
        assert_eq!(parse(bad), Err(TurnLinkError::Id), "{bad}");
    }
    assert_eq!(
        parse("0123456789abcdef.AAAA.!!"),
        Err(TurnLinkError::Pending)
    );
    let long = format!(
        "0123456789abcdef.AAAA.{}",
        "A".repeat(MAX_PENDING_CHARS + 4)
    );
    assert_eq!(parse(&long), Err(TurnLinkError::Pending));
    assert_eq!(in_fragment("#t=abc"), Some("abc"));
    assert_eq!(in_fragment("#g=abc"), None);
}

#[test]
fn a_turn_link_whose_moves_are_none_of_the_game_s_is_refused() {
    offered::offer();
    let mut s = Session::<Heckmeck>::new(Seats::from_kinds(&THREE), 1, String::new()).unwrap();
    s.play_by_turns(&[]);
    // Heckmeck keeps no moves beside its record.
    let text = write(
        s.id(),
        &s.link().unwrap(),
        &Value::Array(vec![Value::Bool(true)]),
    );
    let t = parse(&text).unwrap();
    assert_eq!(
        open::<Heckmeck>(&t, None, 1).err(),
        Some(TurnError::Shape(TurnLinkError::Pending))
    );
    let damaged = format!("{}.{}x", s.id(), s.link().unwrap());
    let t = parse(&damaged).unwrap();
    assert!(matches!(
        open::<Heckmeck>(&t, None, 1),
        Err(TurnError::Link(_))
    ));
}

#[test]
fn compare_finds_the_older_the_newer_and_where_they_fork() {
    let none = Value::Array(Vec::new());
    let answers = |a: &[bool]| Value::Array(a.iter().map(|&b| Value::Bool(b)).collect());
    let k = [1, 2, 3];
    assert_eq!(
        compare((&k[..], &none), (&k[..], &none)),
        Ok(Standing::Same)
    );
    assert_eq!(
        compare((&k[..], &none), (&k[..2], &none)),
        Ok(Standing::Older)
    );
    assert_eq!(
        compare((&k[..2], &none), (&k[..], &none)),
        Ok(Standing::Newer)
    );
    assert_eq!(
        compare((&k[..], &none), (&[1, 5, 3, 4][..], &none)),
        Err(Fork { at: 1 })
    );
    assert_eq!(
        compare((&k[..], &none), (&[9][..], &none)),
        Err(Fork { at: 0 })
    );
    // The same record: the window's answers beside it decide.
    let (f, ft) = (answers(&[false]), answers(&[false, true]));
    assert_eq!(compare((&k[..], &f), (&k[..], &ft)), Ok(Standing::Newer));
    assert_eq!(compare((&k[..], &ft), (&k[..], &f)), Ok(Standing::Older));
    assert_eq!(
        compare((&k[..], &answers(&[true])), (&k[..], &ft)),
        Err(Fork { at: 3 })
    );
    // A longer record goes on past any answers (the window closed into the record).
    assert_eq!(
        compare((&k[..2], &ft), (&k[..], &none)),
        Ok(Standing::Newer)
    );
}

#[test]
fn each_player_s_luck_adds_up_to_the_game_s_faces() {
    offered::offer();
    let devices = by_turns::<Heckmeck>(&THREE, &heckmeck_policy);
    let game = devices[0].table.as_ref().unwrap().game().clone();
    let per = luck(&game);
    assert_eq!(per.len(), 3);
    let mut sum = FaceCounts::default();
    for (counts, throws) in &per {
        assert!(*throws > 0);
        sum.merge(counts);
    }
    assert_eq!(sum, game.faces());
    let throws: usize = per.iter().map(|(_, t)| t).sum();
    assert_eq!(
        throws,
        game.actions()
            .iter()
            .filter(|a| Heckmeck::is_throw(a))
            .count()
    );
}
