//! A window's round in one panel for every person at this device, the answers given in the
//! contract's order; questions that cannot hurt the thrower passed without asking.

use super::*;
use pechvogel_bots::{decide, Rng};
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
    mixed.is_multiple_of(3)
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

/// One person (seat 0) against three bots, the person's answers those of the `normal` bot:
/// how many questions the table asks them in `games` seeded games, how many of those are
/// window questions, how many of those ask to frustrate (or join), and how many log lines
/// say a window passed without asking them.
fn questions_of_one_person(always: bool, games: u64) -> (usize, usize, usize, usize) {
    let kinds = [
        SeatKind::Human,
        SeatKind::Bot(Level::Normal),
        SeatKind::Bot(Level::Expert),
        SeatKind::Bot(Level::Easy),
    ];
    let (mut asked, mut windows, mut frustrate, mut unasked) = (0, 0, 0, 0);
    for seed in 0..games {
        let shelf = Memory::default();
        let (mut t, mut page) = installed(&shelf, session::<Pechvogel>(&kinds, seed));
        t.set_ask_always(0, always);
        let mut rng = Rng::new(seed);
        page.go(&mut t, INSTANT);
        while let Some(p) = t.prompt().cloned() {
            asked += 1;
            windows += usize::from(!p.panel.is_empty());
            frustrate += usize::from(matches!(
                p.ask.decision,
                Decision::Ask(Question::Start(_) | Question::Join(_))
            ));
            let mv = decide(Level::Normal, t.session().unwrap().game(), &mut rng)
                .unwrap_or(PMove::Throw);
            t.act(p.id, mv).unwrap();
            page.go(&mut t, INSTANT);
        }
        assert!(t.marks().finished);
        unasked += page
            .log
            .iter()
            .filter(|(line, _)| line.contains("not asked: by the odds"))
            .count();
    }
    (asked, windows, frustrate, unasked)
}

#[test]
fn a_person_is_asked_only_questions_that_can_hurt_unless_they_want_all() {
    offered::offer();
    let games = 20;
    let (before, windows_before, frustrate_before, none) = questions_of_one_person(true, games);
    let (after, windows_after, frustrate_after, unasked) = questions_of_one_person(false, games);
    // Asked every question, nothing passes unasked (the table as it was).
    assert_eq!(none, 0);
    eprintln!(
        "one person against three bots, {games} games: {before} questions ({windows_before} in \
         windows, {frustrate_before} to frustrate) when asked every question, {after} \
         ({windows_after} in windows, {frustrate_after} to frustrate) when asked only what can \
         hurt; {unasked} windows passed unasked"
    );
    assert!(
        windows_after < windows_before,
        "{windows_after} of {windows_before}"
    );
    assert!(frustrate_after < frustrate_before);
    assert!(after < before);
    // Every window passed without asking is said in the log.
    assert!(unasked > 0);
}

#[test]
fn a_window_that_cannot_hurt_passes_unasked_and_the_log_says_so() {
    offered::offer();
    // Ann may frustrate Bob's third raven: a reroll can only help him.
    let people = Seats::from_kinds(&[SeatKind::Human, SeatKind::Human])
        .renamed(0, "Ann")
        .renamed(1, "Bob");
    let (s, history) = Session::<Pechvogel>::from_record(OPEN_WINDOW, &people, 1).unwrap();
    let shelf = Memory::default();
    let mut t = table(&shelf);
    let mut page = Page::default();
    t.install(s, history);
    page.go(&mut t, NORMAL);
    // Not asked: the next question is her own throw, and the log says why.
    let p = t.prompt().cloned().unwrap();
    assert_eq!(p.seat, 0);
    assert!(matches!(p.ask.decision, Decision::Throw { seat: 0, .. }));
    assert!(p.panel.is_empty());
    let line = "Ann was not asked: by the odds, a reroll would not hurt Bob.";
    assert!(page.log.iter().any(|(l, _)| l == line), "{:?}", page.log);
    // The record is that of passing: her throw follows Bob's three ravens.
    t.act(p.id, PMove::Throw).unwrap();
    page.go(&mut t, NORMAL);
    let record = t.session().unwrap().game().record_json();
    assert!(!record.contains("frustrate"), "{record}");
    // Passing unasked is not her decision: nothing to take back in a game of people.
    assert_eq!(t.marks().undo, None);
}

#[test]
fn a_panel_takes_each_persons_answer_once_and_refuses_others() {
    offered::offer();
    let kinds = [SeatKind::Human, SeatKind::Human, SeatKind::Human];
    for seed in 0..40 {
        let shelf = Memory::default();
        let (mut t, mut page) = installed(&shelf, session::<Pechvogel>(&kinds, seed));
        page.go(&mut t, INSTANT);
        for _ in 0..2_000 {
            let Some(p) = t.prompt().cloned() else { break };
            if p.panel.len() < 2 {
                t.act(p.id, super::pechvogel_move(&t)).unwrap();
                page.go(&mut t, INSTANT);
                continue;
            }
            let record = t.session().unwrap().game().record_json();
            // A seat not in the panel, and a stale id, are refused.
            let outside = (0..3).find(|s| p.panel.iter().all(|part| part.seat != *s));
            if let Some(outside) = outside {
                assert_eq!(
                    t.answer(p.id, outside, true),
                    Err(PlayError::OutOfTurn(outside))
                );
            }
            assert_eq!(
                t.answer(p.id + 1, p.seat, true),
                Err(PlayError::StalePrompt)
            );
            // Everyone but the last answers: the question stays, nothing is played.
            let (last, rest) = p.panel.split_last().unwrap();
            for part in rest {
                t.answer(p.id, part.seat, true).unwrap();
                page.go(&mut t, INSTANT);
                assert_eq!(t.session().unwrap().game().record_json(), record);
                let shown = t.prompt().unwrap();
                assert_eq!(shown.id, p.id);
                let given = shown.panel.iter().find(|x| x.seat == part.seat).unwrap();
                assert_eq!(given.yes, Some(true));
            }
            // The last answer plays the window: the first seat asked frustrates.
            t.answer(p.id, last.seat, false).unwrap();
            page.go(&mut t, INSTANT);
            let record = t.session().unwrap().game().record_json();
            assert!(
                record.contains("frustrate") || record.contains("reduce"),
                "{record}"
            );
            return;
        }
    }
    panic!("no panel of several people");
}
