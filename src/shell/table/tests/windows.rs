//! A window's round in one panel for every person at this device, the answers given in the
//! contract's order; questions that cannot hurt the thrower passed without asking.

use super::*;
use pechvogel_engine::Question;

/// What a person answers in a window, the same whichever way they are asked: a function of
/// the throw (the record's length), the seat, the kind of question and whether a bot (not a
/// person at this device, whose answer the panel shows) started the frustration.
fn person(at: usize, seat: Seat, question: Question, bot_started: bool) -> bool {
    let kind = match question {
        Question::Start(_) => 0,
        Question::Join(_) if !bot_started => 0,
        Question::Join(_) => 1,
        Question::Reduce(_) => 2,
    };
    // Spread over throws, seats and kinds: about one question in three answered yes.
    let mixed = (at as u64 * 0x9e37_79b9 + seat as u64 * 7919 + kind * 104_729) >> 3;
    mixed % 3 == 0
}

/// A person's other moves: throw, the first target, the first claim.
fn plain(decision: &Decision) -> PMove {
    match decision {
        Decision::Throw { .. } => PMove::Throw,
        Decision::Target { options, .. } => PMove::Target(options[0]),
        Decision::Claim { options, .. } => PMove::Claim(options[0]),
        Decision::Ask(_) | Decision::Over => unreachable!("{decision:?}"),
    }
}

/// The game as RULES.md's order of asking plays it, each seat asked its own question in turn
/// (no table, no panel): the record.
fn asked_in_turn(kinds: &[SeatKind], seed: u64) -> String {
    let mut s = session::<Pechvogel>(kinds, seed);
    for _ in 0..20_000 {
        s.settle();
        match s.turn() {
            Turn::Over => break,
            Turn::Bot(_) => {
                s.bot_move().unwrap();
            }
            Turn::Person(seat) => {
                let table = s.game();
                let mv = match table.decision() {
                    Decision::Ask(q) => {
                        let bot_started = table
                            .window()
                            .started()
                            .is_some_and(|st| kinds[st].is_bot());
                        PMove::Answer(person(table.record_len(), seat, q, bot_started))
                    }
                    d => plain(&d),
                };
                s.human_move(seat, mv).unwrap();
            }
            Turn::Remote(seat) => panic!("{seat} is not remote"),
        }
    }
    assert_eq!(s.turn(), Turn::Over);
    s.game().record_json()
}

/// The same game at the table, every person at this device answering each window in one
/// panel: the record, and how many panels asked two people or more and how many asked a
/// person again (a bot started after they passed).
fn in_panels(kinds: &[SeatKind], seed: u64, tempo: Tempo) -> (String, usize, usize) {
    let shelf = Memory::default();
    let (mut t, mut page) = installed(&shelf, session::<Pechvogel>(kinds, seed));
    // Every question, as the order of asking does (none passed as harmless).
    for seat in 0..kinds.len() {
        t.set_ask_always(seat, true);
    }
    page.go(&mut t, tempo);
    let (mut shared, mut again) = (0, 0);
    let mut seen: Vec<(usize, Seat)> = Vec::new();
    for _ in 0..20_000 {
        let Some(p) = t.prompt().cloned() else { break };
        let at = t.session().unwrap().game().record_len();
        if p.panel.is_empty() {
            let mv = plain(&p.ask.decision);
            t.act(p.id, mv).unwrap();
        } else {
            assert_eq!(p.panel[0].seat, p.seat);
            assert!(!p.handoff);
            shared += usize::from(p.panel.len() > 1);
            // Answered from the last to the first: the order of clicks changes nothing.
            for part in p.panel.iter().rev() {
                assert!(!kinds[part.seat].is_bot());
                let Decision::Ask(q) = part.ask.decision else {
                    panic!("{part:?}")
                };
                if seen.contains(&(at, part.seat)) && matches!(q, Question::Join(_)) {
                    again += 1;
                }
                seen.push((at, part.seat));
                let bot_started = part.ask.starter.is_some_and(|st| kinds[st].is_bot());
                let yes = person(at, part.seat, q, bot_started);
                t.answer(p.id, part.seat, yes).unwrap();
            }
        }
        page.go(&mut t, tempo);
    }
    assert!(t.marks().finished);
    (t.session().unwrap().game().record_json(), shared, again)
}

#[test]
fn a_panel_gives_exactly_the_record_of_asking_each_seat_in_turn() {
    offered::offer();
    let (h, n, e, x) = (
        SeatKind::Human,
        SeatKind::Bot(Level::Normal),
        SeatKind::Bot(Level::Easy),
        SeatKind::Bot(Level::Expert),
    );
    let tables: [&[SeatKind]; 5] = [
        &[h, h],
        &[h, n, h],
        &[h, e, h, x, h],
        &[n, h, h, e],
        &[h, h, h, h, h],
    ];
    let (mut shared, mut again) = (0, 0);
    for kinds in tables {
        for seed in 0..4 {
            let tempo = if seed % 2 == 0 { INSTANT } else { NORMAL };
            let (record, s, a) = in_panels(kinds, seed, tempo);
            assert_eq!(record, asked_in_turn(kinds, seed), "{kinds:?}, seed {seed}");
            shared += s;
            again += a;
        }
    }
    // The games had windows with several people in one panel, and people asked again.
    assert!(shared > 50, "{shared}");
    assert!(again > 0, "{again}");
}
