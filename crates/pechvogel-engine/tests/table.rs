//! `Table` and `WindowAsk` against RULES.md, "Frustrations (rerolls)" and "The order of
//! asking": who is asked what in a frustration window and in which order, the action the
//! answers lead to, what `decision()` says in every state, and seeded random play through
//! the table only. The order of asking is also written out below as a small reference
//! model ([`model`]) straight from RULES.md, so that table and model disagree if either
//! misreads it.

mod common;

use common::*;
use pechvogel_engine::table::Due;
use pechvogel_engine::{
    Action, Awaiting, Board, Claim, Decision, Event, Face, Game, Pile, Question, Record, RuleError,
    Seat, Table, Throw, WindowAsk,
};
use serde_json::{json, Value};

const NAMES: [&str; 5] = ["Ann", "Bob", "Cid", "Dee", "Eve"];

fn names(n: usize) -> &'static [&'static str] {
    &NAMES[..n]
}

fn table(players: &[&str], actions: &[Value]) -> Table {
    Table::new(play(players, actions))
}

/// Faces from JSON-ish shorthand: numbers and `0` for the raven.
fn throw(faces: &[u8]) -> Throw {
    let faces: Vec<Face> = faces
        .iter()
        .map(|&f| if f == 0 { Face::Raven } else { Face::Number(f) })
        .collect();
    Throw::new(&faces).expect("1 to 7 faces")
}

/// The record up to `active`'s turn in which seat `s` holds `counts[s]` frustrations (0–2)
/// and nobody holds a 6 marker or Murphy: rounds of raven turns (one frustration each) for
/// the holders and claims of 3, 4, 5 or 7 for the others, then claims up to `active`.
fn before_turn(counts: &[u32], active: Seat) -> Vec<Value> {
    let rounds = counts.iter().copied().max().unwrap_or(0).max(1);
    let mut neutral = [3u8, 4, 5, 7].into_iter().cycle();
    let mut parts = Vec::new();
    for r in 0..rounds {
        for &c in counts {
            parts.push(if c > r {
                raven_turn()
            } else {
                claim_turn(neutral.next().unwrap_or(3))
            });
        }
    }
    for _ in 0..active {
        parts.push(claim_turn(neutral.next().unwrap_or(3)));
    }
    concat(&parts)
}

/// The active player's first throw and target: T = 2 (sixes), R = 2, three dice to throw.
fn turn_start() -> Vec<Value> {
    vec![roll(json!([6, 6, "R", "R", 3, 4, 5])), json!({"target": 6})]
}

/// `before_turn`, `turn_start` and then `more`.
fn at(counts: &[u32], active: Seat, more: &[Value]) -> Table {
    let n = counts.len();
    table(
        names(n),
        &concat(&[before_turn(counts, active), turn_start(), more.to_vec()]),
    )
}

fn bits(mask: u32, n: usize) -> Vec<u32> {
    (0..n).map(|s| (mask >> s) & 1).collect()
}

// ----- the reference model of the order of asking ------------------------------------------

/// What a window leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Outcome {
    /// These seats (sorted) frustrate.
    Frustrate(Vec<Seat>),
    /// The active player reduces.
    Reduce,
    /// Nobody spends a frustration: the throw stands.
    Stand,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Step {
    Ask(Question),
    Done(Outcome),
}

/// RULES.md's order of asking, given who may act when the window opened and the answers
/// so far: opponents left of the active player (seat+1, seat+2, …) who may frustrate are
/// asked to start; after a start every other one of them is asked to join (in the same
/// order, those who passed as well); if nobody started, the active player may reduce.
fn model(
    n: usize,
    active: Seat,
    may_frustrate: &[bool],
    may_reduce: bool,
    answers: &[bool],
) -> Step {
    let left: Vec<Seat> = (1..n)
        .map(|k| (active + k) % n)
        .filter(|&s| may_frustrate[s])
        .collect();
    let mut given = answers.iter();
    for &s in &left {
        match given.next() {
            None => return Step::Ask(Question::Start(s)),
            Some(false) => {}
            Some(true) => {
                let mut seats = vec![s];
                for &j in left.iter().filter(|&&j| j != s) {
                    match given.next() {
                        None => return Step::Ask(Question::Join(j)),
                        Some(&yes) => {
                            if yes {
                                seats.push(j);
                            }
                        }
                    }
                }
                assert!(given.next().is_none(), "answers after the window closed");
                seats.sort_unstable();
                return Step::Done(Outcome::Frustrate(seats));
            }
        }
    }
    if may_reduce {
        match given.next() {
            None => return Step::Ask(Question::Reduce(active)),
            Some(&yes) => {
                assert!(given.next().is_none(), "answers after the window closed");
                return Step::Done(if yes { Outcome::Reduce } else { Outcome::Stand });
            }
        }
    }
    assert!(given.next().is_none(), "answers after the window closed");
    Step::Done(Outcome::Stand)
}

/// Who may act as a window opens: (opponents who may frustrate, the active player may reduce).
fn eligible(game: &Game) -> (Vec<bool>, bool) {
    let f = (0..game.player_count())
        .map(|s| game.may_frustrate(s))
        .collect();
    (f, game.may_reduce())
}

// ----- checks --------------------------------------------------------------------------------

/// `due()` says what `decision()` says, without the options.
#[track_caller]
fn check_due(t: &Table) {
    check_due_of(t, &t.decision());
}

/// `due()` agrees with the decision `d` taken from `t`.
#[track_caller]
fn check_due_of(t: &Table, d: &Decision) {
    let want = match *d {
        Decision::Throw { seat, dice } => Due::Throw { seat, dice },
        Decision::Target { seat, .. } => Due::Target(seat),
        Decision::Ask(q) => Due::Ask(q),
        Decision::Claim { seat, .. } => Due::Claim(seat),
        Decision::Over => Due::Over,
    };
    assert_eq!(t.due(), want);
}

/// `answer` (and `answer_quiet`) outside a window question is refused, changing nothing.
#[track_caller]
fn check_no_question(t: &Table) {
    let mut copy = t.clone();
    let awaiting = t.game().awaiting();
    let results = [copy.answer(true), copy.answer(false)];
    let quiet = copy.answer_quiet(true);
    assert_eq!(&copy, t, "a refused answer changed the table");
    if awaiting == Awaiting::Window {
        // The window is decided, the throw stands: no question left to answer.
        assert!(results.iter().all(Result::is_err) && quiet.is_err());
    } else {
        assert_eq!(
            results,
            [
                Err(RuleError::NoWindow(awaiting)),
                Err(RuleError::NoWindow(awaiting))
            ]
        );
        assert_eq!(quiet, Err(RuleError::NoWindow(awaiting)));
    }
}

/// The events and the game after a window decided on a frustrate or a reduce: the action is
/// the record's last, the undone throw (`placed`) is taken back, the reroll is due.
#[track_caller]
fn check_applied(
    before: &Game,
    after: &Table,
    events: &[Event],
    outcome: &Outcome,
    placed: (u8, u8),
) {
    let g = after.game();
    let active = before.active().expect("a turn is on");
    assert_eq!(g.actions().len(), before.actions().len() + 1);
    assert_eq!(g.awaiting(), Awaiting::Reroll);
    assert_eq!(after.window(), &WindowAsk::default());
    let mut want = Vec::new();
    match outcome {
        Outcome::Frustrate(seats) => {
            assert_eq!(g.actions().last(), Action::frustrate(seats).as_ref());
            for s in 0..g.player_count() {
                let spent = u32::from(seats.contains(&s));
                assert_eq!(
                    g.frustrations(s),
                    before.frustrations(s) - spent,
                    "seat {s}"
                );
            }
            assert_eq!(g.board().frustrators().collect::<Vec<_>>(), *seats);
            for &s in seats {
                want.push(Event::FrustrationMoved {
                    from: Pile::Seat(s),
                    to: Pile::Board,
                });
            }
        }
        Outcome::Reduce => {
            assert_eq!(g.actions().last(), Some(&Action::Reduce));
            assert_eq!(g.frustrations(active), before.frustrations(active) - 1);
            assert!(g.board().reduced);
            want.push(Event::FrustrationMoved {
                from: Pile::Seat(active),
                to: Pile::Supply,
            });
        }
        Outcome::Stand => panic!("no action for a throw that stands"),
    }
    want.push(Event::DiceTakenBack {
        targets: placed.0,
        ravens: placed.1,
    });
    assert_eq!(events, want);
    let b = g.board();
    let pb = before.board();
    assert_eq!(
        (b.targets, b.ravens),
        (pb.targets - placed.0, pb.ravens - placed.1)
    );
    assert_eq!(
        after.decision(),
        Decision::Throw {
            seat: active,
            dice: b.dice_left()
        }
    );
    assert_eq!(g.dice_for_roll(), Ok(b.dice_left()));
}

/// Answers the questions `answers` in turn, checking each is the one `expect` lists, and
/// returns the events of the last answer.
#[track_caller]
fn answer_all(t: &mut Table, expect: &[Question], answers: &[bool]) -> Vec<Event> {
    assert_eq!(expect.len(), answers.len());
    let mut events = Vec::new();
    for (&q, &yes) in expect.iter().zip(answers) {
        assert_eq!(t.decision(), Decision::Ask(q));
        check_due(t);
        events = t
            .answer(yes)
            .unwrap_or_else(|e| panic!("{q:?} refused: {e}"));
    }
    events
}

/// Passes every question of the window with "no", returning the questions asked.
fn pass_all(t: &mut Table) -> Vec<Question> {
    let mut asked = Vec::new();
    while let Decision::Ask(q) = t.decision() {
        asked.push(q);
        assert!(t.answer(false).expect("answer").is_empty());
        assert!(asked.len() <= 5, "too many questions: {asked:?}");
    }
    asked
}

// ----- who is asked, in which order, and what follows ----------------------------------------

/// A third throw of the active player's turn (after `turn_start`), what it puts on the
/// board, and what is due when it stands.
struct Third {
    faces: Value,
    placed: (u8, u8),
    stand: fn(usize, Seat) -> Decision,
}

fn thirds() -> [Third; 3] {
    [
        // T 3, R 2: the turn goes on with two dice.
        Third {
            faces: json!([6, 3, 4]),
            placed: (1, 0),
            stand: |_, active| Decision::Throw {
                seat: active,
                dice: 2,
            },
        },
        // T 4: a claim is due (the middle holds all three 6s, nobody else one).
        Third {
            faces: json!([6, 6, 3]),
            placed: (2, 0),
            stand: |_, active| Decision::Claim {
                seat: active,
                options: vec![Claim::Middle],
            },
        },
        // R 3, T 2: the turn ends without a claim: the next seat throws seven dice.
        Third {
            faces: json!(["R", 3, 4]),
            placed: (0, 1),
            stand: |n, active| Decision::Throw {
                seat: (active + 1) % n,
                dice: 7,
            },
        },
    ]
}

/// Carries out a decision that follows a window (the throw stands, or the reroll) and checks
/// the game accepts it.
#[track_caller]
fn carry_out(t: &mut Table, d: &Decision) {
    let g = t.game().clone();
    let active = g.active().expect("a turn is on");
    let n = g.player_count();
    match d {
        Decision::Throw { seat, dice: 7 } => {
            assert_eq!(*seat, (active + 1) % n);
            t.throw(throw(&[3, 3, 3, 4, 4, 4, 5]))
                .expect("next seat's first throw");
            assert_eq!(t.game().active(), Some(*seat));
            assert_eq!(t.game().awaiting(), Awaiting::Target);
        }
        Decision::Throw { seat, dice } => {
            assert_eq!(*seat, active);
            // Threes never hit target 6: nothing happens, no window.
            t.throw(throw(&vec![3; usize::from(*dice)])).expect("throw");
            assert_eq!(t.game().awaiting(), Awaiting::Roll);
        }
        Decision::Claim { options, .. } => {
            t.apply(Action::Claim(options[0])).expect("claim");
            assert_eq!(t.game().active(), Some((active + 1) % n));
            assert_eq!(t.game().awaiting(), Awaiting::FirstRoll);
        }
        other => panic!("unexpected {other:?}"),
    }
    assert_eq!(t.window(), &WindowAsk::default());
}

/// Every answer sequence of one window, depth first, against the model.
fn explore(
    t: &Table,
    third: &Third,
    may_f: &[bool],
    may_r: bool,
    answers: &mut Vec<bool>,
    leaves: &mut usize,
) {
    let g = t.game();
    let n = g.player_count();
    let active = g.active().expect("a turn is on");
    let Step::Ask(q) = model(n, active, may_f, may_r, answers) else {
        unreachable!("explore is only called while a question is due");
    };
    assert_eq!(t.decision(), Decision::Ask(q), "answers so far {answers:?}");
    check_due(t);
    for yes in [false, true] {
        let mut next = t.clone();
        let events = next.answer(yes).expect("a question is due");
        answers.push(yes);
        match model(n, active, may_f, may_r, answers) {
            Step::Ask(_) => {
                assert!(events.is_empty());
                assert_eq!(
                    next.game(),
                    g,
                    "the game changed before the window was decided"
                );
                explore(&next, third, may_f, may_r, answers, leaves);
            }
            Step::Done(Outcome::Stand) => {
                *leaves += 1;
                assert!(events.is_empty());
                assert_eq!(next.game(), g);
                let d = next.decision();
                assert_eq!(d, (third.stand)(n, active), "answers {answers:?}");
                check_due(&next);
                check_no_question(&next);
                carry_out(&mut next, &d);
            }
            Step::Done(outcome) => {
                *leaves += 1;
                check_applied(g, &next, &events, &outcome, third.placed);
                check_no_question(&next);
                let d = next.decision();
                carry_out(&mut next, &d);
            }
        }
        answers.pop();
    }
}

/// For 2–5 players, every active seat, every set of opponents holding a frustration, with or
/// without one for the active player, and three kinds of open throw: every sequence of
/// answers is asked in RULES.md's order and leads to the right action and decision.
#[test]
fn every_window_asks_in_rules_order() {
    let mut leaves = 0;
    let mut windows = 0;
    for n in 2..=5 {
        for active in 0..n {
            for mask in 0..(1u32 << n) {
                let counts = bits(mask, n);
                for third in &thirds() {
                    let t = at(&counts, active, &[roll(third.faces.clone())]);
                    let g = t.game();
                    let may_f: Vec<bool> = (0..n).map(|s| s != active && counts[s] > 0).collect();
                    let may_r = counts[active] > 0;
                    assert_eq!(
                        eligible(g),
                        (may_f.clone(), may_r),
                        "n {n} active {active} mask {mask}"
                    );
                    if mask == 0 {
                        // Nobody can act: no window at all, the throw stands at once.
                        assert_ne!(g.awaiting(), Awaiting::Window);
                        assert_eq!(t.decision(), (third.stand)(n, active));
                        check_due(&t);
                        check_no_question(&t);
                        continue;
                    }
                    assert_eq!(g.awaiting(), Awaiting::Window);
                    windows += 1;
                    explore(&t, third, &may_f, may_r, &mut Vec::new(), &mut leaves);
                }
            }
        }
    }
    // Σ n·(2ⁿ − 1) · 3 windows.
    assert_eq!(windows, 3 * (2 * 3 + 3 * 7 + 4 * 15 + 5 * 31));
    assert!(leaves > 2000, "{leaves} leaves");
}

/// The order written out for the cases the brief names, independent of the model.
#[test]
fn order_by_hand() {
    let s = Question::Start;
    let j = Question::Join;
    let r = Question::Reduce;
    // (counts, active, questions when everyone passes)
    let passes: Vec<(Vec<u32>, Seat, Vec<Question>)> = vec![
        (vec![1, 1], 0, vec![s(1), r(0)]),
        (vec![1, 1], 1, vec![s(0), r(1)]),
        (vec![0, 1], 0, vec![s(1)]),
        (vec![1, 0], 0, vec![r(0)]),
        (vec![1, 1, 1], 1, vec![s(2), s(0), r(1)]),
        (vec![1, 1, 1], 2, vec![s(0), s(1), r(2)]),
        (vec![1, 1, 1, 1], 3, vec![s(0), s(1), s(2), r(3)]),
        (vec![1, 1, 1, 0], 3, vec![s(0), s(1), s(2)]),
        (vec![1, 0, 1, 0], 3, vec![s(0), s(2)]),
        (vec![1, 1, 1, 1], 1, vec![s(2), s(3), s(0), r(1)]),
        (vec![1, 1, 1, 1, 1], 2, vec![s(3), s(4), s(0), s(1), r(2)]),
        (vec![0, 1, 0, 1, 1], 4, vec![s(1), s(3), r(4)]),
    ];
    for (counts, active, want) in passes {
        let mut t = at(&counts, active, &[roll(json!([6, 3, 4]))]);
        assert_eq!(pass_all(&mut t), want, "{counts:?} active {active}");
        assert_eq!(
            t.decision(),
            Decision::Throw {
                seat: active,
                dice: 2
            }
        );
    }

    // Five players, Cid active, everyone holds one: Dee and Eve pass, Ann starts; then Dee,
    // Eve and Bob are asked to join, in that order (left of Cid, those who passed as well;
    // Ann never again, Cid never: a start takes the reduce question away).
    let all = [1, 1, 1, 1, 1];
    let mut t = at(&all, 2, &[roll(json!([6, 3, 4]))]);
    let before = t.game().clone();
    let events = answer_all(
        &mut t,
        &[s(3), s(4), s(0), j(3), j(4), j(1)],
        &[false, false, true, true, false, false],
    );
    check_applied(
        &before,
        &t,
        &events,
        &Outcome::Frustrate(vec![0, 3]),
        (1, 0),
    );

    // The starter is the last one left of the active player: everyone before is asked to join.
    let mut t = at(&all, 2, &[roll(json!([6, 3, 4]))]);
    let events = answer_all(
        &mut t,
        &[s(3), s(4), s(0), s(1), j(3), j(4), j(0)],
        &[false, false, false, true, true, true, true],
    );
    check_applied(
        &before,
        &t,
        &events,
        &Outcome::Frustrate(vec![0, 1, 3, 4]),
        (1, 0),
    );

    // The first asked starts and nobody joins: a frustrate of one.
    let mut t = at(&all, 2, &[roll(json!([6, 3, 4]))]);
    let events = answer_all(
        &mut t,
        &[s(3), j(4), j(0), j(1)],
        &[true, false, false, false],
    );
    check_applied(&before, &t, &events, &Outcome::Frustrate(vec![3]), (1, 0));

    // Only the active player holds one: the reduce question alone.
    let mut t = at(&[0, 0, 1, 0, 0], 2, &[roll(json!([6, 3, 4]))]);
    let before = t.game().clone();
    let events = answer_all(&mut t, &[r(2)], &[true]);
    check_applied(&before, &t, &events, &Outcome::Reduce, (1, 0));

    // Only one opponent holds one: a yes decides the window at once.
    let mut t = at(&[0, 1, 0, 0, 0], 2, &[roll(json!([6, 3, 4]))]);
    let before = t.game().clone();
    let events = answer_all(&mut t, &[s(1)], &[true]);
    check_applied(&before, &t, &events, &Outcome::Frustrate(vec![1]), (1, 0));
}

/// Nobody holding a frustration, or a throw that is not open (empty, greedy, the first):
/// no window at all.
#[test]
fn no_window_when_nobody_can_act() {
    for n in 2..=5 {
        for active in 0..n {
            let t = at(&vec![0; n], active, &[roll(json!([6, 3, 4]))]);
            assert_eq!(t.game().awaiting(), Awaiting::Roll);
            assert_eq!(
                t.decision(),
                Decision::Throw {
                    seat: active,
                    dice: 2
                }
            );
            check_no_question(&t);
        }
    }
    // Frustrations held, but the throw is not open: empty, greedy, or the first throw.
    let all = [1, 1, 1];
    let t = at(&all, 1, &[roll(json!([3, 4, 5]))]);
    assert_eq!(t.game().awaiting(), Awaiting::Roll);
    assert_eq!(t.decision(), Decision::Throw { seat: 1, dice: 3 });
    let t = at(&all, 1, &[roll(json!([6, 6, 6]))]);
    assert_eq!(t.game().awaiting(), Awaiting::Claim);
    assert_eq!(
        t.decision(),
        Decision::Claim {
            seat: 1,
            options: vec![Claim::Middle]
        }
    );
    let t = at(&all, 1, &[roll(json!(["R", "R", 4]))]);
    assert_eq!(t.game().active(), Some(2));
    assert_eq!(t.decision(), Decision::Throw { seat: 2, dice: 7 });
    let t = table(
        &NAMES[..3],
        &concat(&[
            before_turn(&all, 1),
            vec![roll(json!([6, 6, "R", "R", 3, 4, 5]))],
        ]),
    );
    assert_eq!(t.game().awaiting(), Awaiting::Target);
    check_no_question(&t);
}

/// After a frustrate the reroll can open a new window, in which only the active player can
/// be asked (to reduce); without a frustration of theirs there is no window, even though
/// opponents still hold some.
#[test]
fn after_a_frustrate_only_reduce() {
    for n in 2..=5 {
        for active in 0..n {
            let first = (active + 1) % n;
            for holds in [0, 1] {
                // Opponents hold two each: after the frustrate they still hold one.
                let counts: Vec<u32> = (0..n)
                    .map(|s| if s == active { holds } else { 2 })
                    .collect();
                let mut t = at(&counts, active, &[roll(json!([6, 3, 4]))]);
                assert_eq!(t.decision(), Decision::Ask(Question::Start(first)));
                // The first opponent starts, nobody joins.
                t.answer(true).expect("start");
                while let Decision::Ask(q) = t.decision() {
                    assert!(matches!(q, Question::Join(_)), "{q:?}");
                    t.answer(false).expect("join");
                }
                assert_eq!(
                    t.game().board().frustrators().collect::<Vec<_>>(),
                    vec![first]
                );
                assert_eq!(
                    t.decision(),
                    Decision::Throw {
                        seat: active,
                        dice: 3
                    }
                );
                t.throw(throw(&[6, 3, 4])).expect("reroll");
                if holds == 0 {
                    assert_eq!(t.game().awaiting(), Awaiting::Roll);
                    assert_eq!(
                        t.decision(),
                        Decision::Throw {
                            seat: active,
                            dice: 2
                        }
                    );
                    continue;
                }
                assert_eq!(t.game().awaiting(), Awaiting::Window);
                let mut no = t.clone();
                assert_eq!(pass_all(&mut no), vec![Question::Reduce(active)]);
                assert_eq!(
                    no.decision(),
                    Decision::Throw {
                        seat: active,
                        dice: 2
                    }
                );
                // Reduce: the next reroll is open, but nobody can act any more.
                let before = t.game().clone();
                let events = answer_all(&mut t, &[Question::Reduce(active)], &[true]);
                check_applied(&before, &t, &events, &Outcome::Reduce, (1, 0));
                t.throw(throw(&[6, 3, 4])).expect("reroll");
                assert_eq!(t.game().awaiting(), Awaiting::Roll);
                check_no_question(&t);
            }
        }
    }
}

/// After a reduce the reroll can open a new window in which only opponents are asked, even
/// when the active player still holds a frustration; with no opponent holding one there is
/// no window.
#[test]
fn after_a_reduce_only_opponents() {
    for n in 2..=5 {
        for active in 0..n {
            for opp in [0, 1] {
                // The active player holds two: one left after reducing.
                let counts: Vec<u32> = (0..n).map(|s| if s == active { 2 } else { opp }).collect();
                let mut t = at(&counts, active, &[roll(json!([6, 3, 4]))]);
                let starts: Vec<Question> = (1..n)
                    .map(|k| Question::Start((active + k) % n))
                    .filter(|_| opp > 0)
                    .collect();
                let mut expect = starts.clone();
                expect.push(Question::Reduce(active));
                let mut answers = vec![false; starts.len()];
                answers.push(true);
                let before = t.game().clone();
                let events = answer_all(&mut t, &expect, &answers);
                check_applied(&before, &t, &events, &Outcome::Reduce, (1, 0));
                assert_eq!(t.game().frustrations(active), 1);
                t.throw(throw(&[6, 3, 4])).expect("reroll");
                if opp == 0 {
                    assert_eq!(t.game().awaiting(), Awaiting::Roll);
                    continue;
                }
                let mut no = t.clone();
                assert_eq!(
                    pass_all(&mut no),
                    starts,
                    "no reduce question after a reduce"
                );
                assert_eq!(
                    no.decision(),
                    Decision::Throw {
                        seat: active,
                        dice: 2
                    }
                );
                // Everyone frustrates this time: the reroll after it opens nothing.
                let mut answers = vec![true];
                answers.extend(vec![true; n - 2]);
                let joins: Vec<Question> =
                    (2..n).map(|k| Question::Join((active + k) % n)).collect();
                let mut expect = vec![starts[0]];
                expect.extend(joins);
                let before = t.game().clone();
                let events = answer_all(&mut t, &expect, &answers);
                let everyone: Vec<Seat> = (0..n).filter(|&s| s != active).collect();
                check_applied(&before, &t, &events, &Outcome::Frustrate(everyone), (1, 0));
                t.throw(throw(&[6, 3, 4])).expect("reroll");
                assert_eq!(t.game().awaiting(), Awaiting::Roll);
                assert_eq!(
                    t.decision(),
                    Decision::Throw {
                        seat: active,
                        dice: 2
                    }
                );
            }
        }
    }
}

/// A window whose answers were all "no" does not carry over: the next open throw asks
/// everyone again.
#[test]
fn each_window_asks_afresh() {
    let all = [1, 1, 1, 1];
    let mut t = at(&all, 3, &[roll(json!([6, 3, 4]))]);
    let want = vec![
        Question::Start(0),
        Question::Start(1),
        Question::Start(2),
        Question::Reduce(3),
    ];
    assert_eq!(pass_all(&mut t), want);
    assert_ne!(t.window(), &WindowAsk::default());
    // T 3, R 3: open and ending the turn; no claim due (T < 4).
    t.throw(throw(&[0, 3])).expect("two dice");
    assert_eq!(t.window(), &WindowAsk::default());
    assert_eq!(pass_all(&mut t), want);
    assert_eq!(t.decision(), Decision::Throw { seat: 0, dice: 7 });
    t.throw(throw(&[3, 3, 3, 4, 4, 4, 5]))
        .expect("Ann's first throw");
    assert_eq!(t.game().active(), Some(0));
    assert_eq!(t.game().frustrations(3), 2, "Dee took one from the supply");
}

/// A live throw waits for every question of the window; a record's throw (no passes kept)
/// counts as everybody passing.
#[test]
fn a_throw_waits_for_the_questions() {
    let all = [1, 1, 1, 1];
    let mut t = at(&all, 3, &[roll(json!([6, 3, 4]))]);
    assert_eq!(t.due(), Due::Ask(Question::Start(0)));
    let before = t.clone();
    let err = t
        .throw(throw(&[3, 4]))
        .expect_err("Ann is still to be asked");
    assert_eq!(err, RuleError::AskFirst(0));
    assert_eq!(
        err.to_string(),
        "seat 0 is still to be asked about the last throw"
    );
    assert_eq!(t, before, "a refused throw changes nothing");
    assert_eq!(t.throw_quiet(throw(&[3, 4])), Err(RuleError::AskFirst(0)));
    assert_eq!(t, before);
    // Ann passes; Bob is asked next, and the throw still waits.
    t.answer(false).expect("Ann passes");
    assert_eq!(t.throw(throw(&[3, 4])), Err(RuleError::AskFirst(1)));
    // Down to Dee's own question about reducing.
    t.answer(false).expect("Bob passes");
    t.answer(false).expect("Cat passes");
    assert_eq!(t.due(), Due::Ask(Question::Reduce(3)));
    assert_eq!(t.throw(throw(&[3, 4])), Err(RuleError::AskFirst(3)));
    t.answer(false).expect("Dee keeps the throw");
    t.throw(throw(&[3, 4])).expect("every question answered");
    // Following a record instead: the throw is the passes.
    let mut followed = before;
    followed
        .apply(Action::Roll(throw(&[3, 4])))
        .expect("a record's throw");
    assert_eq!(followed.game(), t.game());
}

/// The book's Kelly example through the table: Diego (left of Kelly) is asked first, Finn
/// joins; the reroll's window asks only Kelly; the greedy throw opens none.
#[test]
fn kelly_through_the_table() {
    let kdf = ["Kelly", "Diego", "Finn"];
    let setup = concat(&[
        raven_turn(),
        raven_turn(),
        raven_turn(),
        raven_turn(),
        raven_turn(),
        raven_turn(),
    ]);
    let mut t = table(&kdf, &setup);
    assert_eq!(t.decision(), Decision::Throw { seat: 0, dice: 7 });
    t.throw(throw(&[6, 6, 0, 0, 3, 4, 5])).expect("first throw");
    assert_eq!(
        t.decision(),
        Decision::Target {
            seat: 0,
            options: vec![3, 4, 5, 6]
        }
    );
    t.apply(Action::Target(6)).expect("target");
    t.throw(throw(&[6, 6, 3])).expect("two more 6s");
    let before = t.game().clone();
    let events = answer_all(
        &mut t,
        &[Question::Start(1), Question::Join(2)],
        &[true, true],
    );
    check_applied(
        &before,
        &t,
        &events,
        &Outcome::Frustrate(vec![1, 2]),
        (2, 0),
    );
    t.throw(throw(&[0, 4, 5])).expect("a third raven");
    let before = t.game().clone();
    let events = answer_all(&mut t, &[Question::Reduce(0)], &[true]);
    check_applied(&before, &t, &events, &Outcome::Reduce, (0, 1));
    t.throw(throw(&[6, 6, 6])).expect("three 6s");
    assert_eq!(t.game().awaiting(), Awaiting::Claim);
    assert_eq!(
        t.decision(),
        Decision::Claim {
            seat: 0,
            options: vec![Claim::Middle]
        }
    );

    // Diego passes, Finn starts, Diego joins after all: the same frustrate, sorted.
    let mut t = table(
        &kdf,
        &concat(&[setup, turn_start(), vec![roll(json!([6, 6, 3]))]]),
    );
    let before = t.game().clone();
    let events = answer_all(
        &mut t,
        &[Question::Start(1), Question::Start(2), Question::Join(1)],
        &[false, true, true],
    );
    check_applied(
        &before,
        &t,
        &events,
        &Outcome::Frustrate(vec![1, 2]),
        (2, 0),
    );
}

// ----- decision() in every state, answers refused, rebuilding ----------------------------------

/// `decision()` (and `due()`) in every awaiting state, and `answer()` refused in each state
/// without a question.
#[test]
fn decision_in_every_state() {
    let abc = &NAMES[..3];
    // Ann and Cid hold a frustration, Bob a 6 marker; Ann is to throw.
    let setup = concat(&[raven_turn(), claim_turn(6), raven_turn()]);
    let mut t = table(abc, &setup);
    let mut seen = Vec::new();
    let mut check = |t: &Table, want: Decision| {
        assert_eq!(t.decision(), want, "awaiting {:?}", t.game().awaiting());
        check_due(t);
        if !matches!(want, Decision::Ask(_)) {
            check_no_question(t);
        }
        seen.push(t.game().awaiting());
    };
    check(&t, Decision::Throw { seat: 0, dice: 7 });
    t.throw(throw(&[6, 6, 0, 0, 3, 4, 5])).expect("first throw");
    check(
        &t,
        Decision::Target {
            seat: 0,
            options: vec![3, 4, 5, 6],
        },
    );
    t.apply(Action::Target(6)).expect("target");
    check(&t, Decision::Throw { seat: 0, dice: 3 });
    let at_roll = t.clone();
    t.throw(throw(&[6, 3, 4])).expect("open throw");
    // Bob holds no frustration: Cid is asked first.
    check(&t, Decision::Ask(Question::Start(2)));
    t.answer(true).expect("Cid starts");
    check(&t, Decision::Throw { seat: 0, dice: 3 });
    assert_eq!(t.game().awaiting(), Awaiting::Reroll);
    t.throw(throw(&[6, 3, 4])).expect("reroll");
    check(&t, Decision::Ask(Question::Reduce(0)));
    t.answer(false).expect("Ann passes");
    check(&t, Decision::Throw { seat: 0, dice: 2 });
    assert_eq!(t.game().awaiting(), Awaiting::Window);

    // A greedy throw: claim, Bob may be robbed (any value in the middle discarded).
    let mut c = at_roll.clone();
    c.throw(throw(&[6, 6, 6])).expect("greedy");
    let mut options = vec![Claim::Middle];
    options.extend([3, 4, 5, 6, 7].map(|v| Claim::Steal {
        seat: 1,
        discard: v,
    }));
    check(
        &c,
        Decision::Claim {
            seat: 0,
            options: options.clone(),
        },
    );
    assert_eq!(c.game().awaiting(), Awaiting::Claim);
    // The same claim is due after a window on the fourth target is passed.
    let mut w = at_roll.clone();
    w.throw(throw(&[6, 6, 3])).expect("fourth target");
    assert_eq!(
        pass_all(&mut w),
        vec![Question::Start(2), Question::Reduce(0)]
    );
    check(&w, Decision::Claim { seat: 0, options });
    assert_eq!(w.game().awaiting(), Awaiting::Window);
    w.apply(Action::Claim(Claim::Steal {
        seat: 1,
        discard: 3,
    }))
    .expect("steal");
    check(&w, Decision::Throw { seat: 1, dice: 7 });

    // Seven ravens: the turn ends at once.
    let mut r = table(abc, &setup);
    r.throw(throw(&[0; 7])).expect("seven ravens");
    check(&r, Decision::Throw { seat: 1, dice: 7 });

    // Three ravens and a number on the first throw: a target is still due.
    let mut r = table(abc, &setup);
    r.throw(throw(&[0, 0, 0, 5, 5, 5, 5])).expect("first throw");
    check(
        &r,
        Decision::Target {
            seat: 0,
            options: vec![5],
        },
    );
    r.apply(Action::Target(5)).expect("target");
    check(
        &r,
        Decision::Claim {
            seat: 0,
            options: vec![Claim::Middle],
        },
    );

    // The window on a throw that ends the turn without a claim: the next seat throws.
    let mut e = at_roll;
    e.throw(throw(&[0, 3, 4])).expect("third raven");
    assert_eq!(
        pass_all(&mut e),
        vec![Question::Start(2), Question::Reduce(0)]
    );
    check(&e, Decision::Throw { seat: 1, dice: 7 });

    // Game over.
    let over = table(&["Ada", "Ben"], &tied_game_actions());
    check(&over, Decision::Over);
    assert_eq!(over.decision().seat(), None);

    for a in [
        Awaiting::FirstRoll,
        Awaiting::Target,
        Awaiting::Roll,
        Awaiting::Window,
        Awaiting::Reroll,
        Awaiting::Claim,
        Awaiting::GameOver,
    ] {
        assert!(seen.contains(&a), "{a:?} not checked");
    }
}

/// A table rebuilt from a record in the middle of a window asks the window's questions from
/// the start (the record holds no answers), and ends the window the same way.
#[test]
fn rebuilt_mid_window_asks_from_the_start() {
    let all = [1, 1, 1, 1, 1];
    let t0 = at(&all, 2, &[roll(json!([6, 3, 4]))]);
    let mut t = t0.clone();
    // Dee and Eve pass, Ann starts, Dee joins; Eve is asked next.
    for yes in [false, false, true, true] {
        t.answer(yes).expect("answer");
    }
    assert_eq!(t.decision(), Decision::Ask(Question::Join(4)));
    assert_eq!(t.window().started(), Some(0));
    assert!(t.window().frustrates(0) && t.window().frustrates(3));
    assert!(!t.window().frustrates(4) && !t.window().frustrates(1));

    let text = t.game().record().to_json_string();
    let game = Record::replay_json(&text).expect("the record replays");
    assert_eq!(&game, t.game());
    for mut rebuilt in [Table::new(game), Table::new(t.game().clone())] {
        assert_eq!(rebuilt, t0);
        assert_eq!(rebuilt.window(), &WindowAsk::default());
        assert_eq!(rebuilt.decision(), Decision::Ask(Question::Start(3)));
        // The same answers again, then Eve and Bob join: everyone but Cid frustrates.
        let before = rebuilt.game().clone();
        let events = answer_all(
            &mut rebuilt,
            &[
                Question::Start(3),
                Question::Start(4),
                Question::Start(0),
                Question::Join(3),
                Question::Join(4),
                Question::Join(1),
            ],
            &[false, false, true, true, true, true],
        );
        check_applied(
            &before,
            &rebuilt,
            &events,
            &Outcome::Frustrate(vec![0, 1, 3, 4]),
            (1, 0),
        );
    }

    // Rebuilt in a reduce-only window (after a frustrate): only the reduce question.
    let mut t = at(
        &all,
        0,
        &[
            roll(json!([6, 3, 4])),
            json!({"frustrate": [3]}),
            roll(json!([6, 3, 4])),
        ],
    );
    let rebuilt =
        Table::new(Record::replay_json(&t.game().record().to_json_string()).expect("replays"));
    assert_eq!(rebuilt.decision(), Decision::Ask(Question::Reduce(0)));
    assert_eq!(pass_all(&mut t), vec![Question::Reduce(0)]);
}

/// `apply` takes a window's action directly and forgets the answers so far; a refused action
/// changes nothing.
#[test]
fn apply_directly() {
    let all = [1, 1, 1];
    let mut t = at(&all, 0, &[roll(json!([6, 3, 4]))]);
    t.answer(false).expect("Bob passes");
    let before = t.clone();
    assert_eq!(
        t.apply(Action::Target(6)),
        Err(RuleError::TargetNotDue(Awaiting::Window))
    );
    assert_eq!(t, before, "a refused action changed the table");
    assert_eq!(t.decision(), Decision::Ask(Question::Start(2)));
    assert_eq!(t.apply_quiet(Action::Reduce), Ok(()));
    assert_eq!(t.window(), &WindowAsk::default());
    assert_eq!(t.game().awaiting(), Awaiting::Reroll);
    let mut t = before;
    let bad = Action::frustrate(&[0]).expect("seat list");
    let copy = t.clone();
    assert_eq!(t.apply(bad), Err(RuleError::NotAnOpponent(0)));
    assert_eq!(t, copy);
    let events = t
        .apply(Action::frustrate(&[2, 1]).expect("seat list"))
        .expect("frustrate");
    assert_eq!(events.len(), 3);
    assert_eq!(t.window(), &WindowAsk::default());
    assert_eq!(
        t.game().board().frustrators().collect::<Vec<_>>(),
        vec![1, 2]
    );
}

// ----- seeded random play through the table --------------------------------------------------

/// The window being asked: who could act when it opened, and the answers so far.
struct Open {
    active: Seat,
    may_frustrate: Vec<bool>,
    may_reduce: bool,
    answers: Vec<bool>,
}

impl Open {
    fn step(&self, n: usize) -> Step {
        model(
            n,
            self.active,
            &self.may_frustrate,
            self.may_reduce,
            &self.answers,
        )
    }
}

#[derive(Default, Debug)]
struct Tally {
    windows: usize,
    starts: usize,
    joins_yes: usize,
    frustrates: usize,
    reduces: usize,
    stands: usize,
    reduce_after_frustrate: usize,
    opponents_after_reduce: usize,
    window_passed_by_next_seat: usize,
    window_passed_by_claim: usize,
}

/// Every decision is consistent with the game's own view of what is legal.
#[track_caller]
fn check_consistent(t: &Table, d: &Decision, open: Option<&Open>) {
    let g = t.game();
    let legal = g.legal_actions();
    let n = g.player_count();
    check_due_of(t, d);
    if g.awaiting() != Awaiting::Window {
        assert_eq!(
            t.window(),
            &WindowAsk::default(),
            "answers left outside a window"
        );
    }
    match *d {
        Decision::Throw { seat, dice } => {
            let active = g.active().expect("a turn is on");
            assert_eq!(legal.roll, Some(dice));
            assert_eq!(g.dice_for_roll(), Ok(dice));
            let passes_turn = g.awaiting() == Awaiting::Window && g.board().turn_ends();
            assert_eq!(
                seat,
                if passes_turn {
                    (active + 1) % n
                } else {
                    active
                }
            );
            if g.awaiting() == Awaiting::Window {
                assert!(!g.claim_due());
                assert!(matches!(
                    open.map(|o| o.step(n)),
                    Some(Step::Done(Outcome::Stand))
                ));
            }
            assert_eq!(
                dice == 7,
                g.awaiting() == Awaiting::FirstRoll || passes_turn
            );
        }
        Decision::Target { seat, ref options } => {
            assert_eq!(g.awaiting(), Awaiting::Target);
            assert_eq!(Some(seat), g.active());
            assert!(!options.is_empty());
            assert_eq!(*options, legal.targets);
        }
        Decision::Ask(q) => {
            assert_eq!(g.awaiting(), Awaiting::Window);
            let active = g.active().expect("a turn is on");
            let o = open.expect("a window was opened");
            assert_eq!(o.step(n), Step::Ask(q), "answers {:?}", o.answers);
            match q {
                Question::Start(s) => {
                    assert!(g.may_frustrate(s) && legal.frustrators.contains(&s));
                    assert_eq!(t.window().started(), None);
                }
                Question::Join(s) => {
                    assert!(g.may_frustrate(s) && legal.frustrators.contains(&s));
                    let st = t.window().started().expect("someone started");
                    assert_ne!(st, s);
                    assert!(!t.window().frustrates(s));
                }
                Question::Reduce(s) => {
                    assert_eq!(s, active);
                    assert!(g.may_reduce() && legal.reduce);
                    assert_eq!(t.window().started(), None);
                    assert!((0..n).all(|x| !t.window().frustrates(x)));
                }
            }
            if !matches!(q, Question::Reduce(_)) {
                assert_ne!(q.seat(), active, "the active player asked to frustrate");
            }
        }
        Decision::Claim { seat, ref options } => {
            assert_eq!(Some(seat), g.active());
            assert!(!options.is_empty());
            assert_eq!(*options, legal.claims);
            assert!(g.claim_due());
            if g.awaiting() == Awaiting::Window {
                assert!(matches!(
                    open.map(|o| o.step(n)),
                    Some(Step::Done(Outcome::Stand))
                ));
            } else {
                assert_eq!(g.awaiting(), Awaiting::Claim);
            }
        }
        Decision::Over => {
            assert!(g.is_over());
            assert_eq!(g.active(), None);
            assert_eq!(legal.roll, None);
            assert!(legal.actions().is_empty());
        }
    }
}

/// What a table step may change in a game, compared without cloning the whole record.
#[derive(Debug, PartialEq, Eq)]
struct Snap {
    actions: usize,
    awaiting: Awaiting,
    active: Option<Seat>,
    board: Board,
    frustrations: Vec<u32>,
    middle: [u8; 5],
    murphy: Option<Seat>,
}

impl Snap {
    fn of(g: &Game) -> Snap {
        Snap {
            actions: g.actions().len(),
            awaiting: g.awaiting(),
            active: g.active(),
            board: g.board(),
            frustrations: (0..g.player_count()).map(|s| g.frustrations(s)).collect(),
            middle: g.middle(),
            murphy: g.murphy(),
        }
    }
}

/// Should the throw `faces` open a window, by RULES.md, in the game before it?
fn window_expected(before: &Snap, faces: &Throw) -> bool {
    let b = before.board;
    let first = match before.awaiting {
        Awaiting::FirstRoll => true,
        Awaiting::Window => b.turn_ends(),
        _ => false,
    };
    if first {
        return false;
    }
    let active = before.active.expect("a turn is on");
    let target = b.target.expect("a target after the first throw");
    let pt = faces.count(Face::Number(target));
    let pr = faces.ravens();
    let open = pt + pr > 0 && b.targets + pt <= 4 && b.ravens + pr <= 3;
    let opponents = b.frustrators().next().is_none()
        && (0..before.frustrations.len()).any(|s| s != active && before.frustrations[s] > 0);
    let reduce = !b.reduced && before.frustrations[active] > 0;
    open && (opponents || reduce)
}

/// Plays one seeded random game through the table only; `quiet` uses the event-less calls.
/// Returns the number of decisions taken.
fn random_game(
    rng: &mut Rng,
    n: usize,
    yes_percent: usize,
    quiet: bool,
    tally: &mut Tally,
) -> usize {
    let mut t =
        Table::new(Game::new(NAMES[..n].iter().map(|s| s.to_string()).collect()).expect("players"));
    let mut open: Option<Open> = None;
    for step in 0..20_000 {
        let d = t.decision();
        check_consistent(&t, &d, open.as_ref());
        match d {
            Decision::Over => return step,
            Decision::Throw { dice, .. } => {
                let faces: Vec<Face> = (0..dice)
                    .map(|_| Face::from_index(rng.below(6) as u8))
                    .collect();
                let faces = Throw::new(&faces).expect("faces");
                let before = Snap::of(t.game());
                if before.awaiting == Awaiting::Window {
                    tally.window_passed_by_next_seat += usize::from(before.board.turn_ends());
                }
                let was_reroll = before.awaiting == Awaiting::Reroll;
                if quiet {
                    t.apply_quiet(Action::Roll(faces))
                        .expect("a due throw is legal");
                } else {
                    let events = t.throw(faces).expect("a due throw is legal");
                    assert!(!events.is_empty());
                }
                let g = t.game();
                assert_eq!(
                    g.awaiting() == Awaiting::Window,
                    window_expected(&before, &faces)
                );
                open = None;
                if g.awaiting() == Awaiting::Window {
                    let (may_frustrate, may_reduce) = eligible(g);
                    tally.windows += 1;
                    if was_reroll && !g.board().reduced && g.board().frustrators().next().is_some()
                    {
                        tally.reduce_after_frustrate += 1;
                    }
                    if was_reroll && g.board().reduced && may_frustrate.iter().any(|&f| f) {
                        tally.opponents_after_reduce += 1;
                    }
                    open = Some(Open {
                        active: g.active().expect("a turn is on"),
                        may_frustrate,
                        may_reduce,
                        answers: Vec::new(),
                    });
                }
            }
            Decision::Target { options, .. } => {
                let v = options[rng.below(options.len())];
                if quiet {
                    t.apply_quiet(Action::Target(v)).expect("target");
                } else {
                    t.apply(Action::Target(v)).expect("target");
                }
            }
            Decision::Claim { options, .. } => {
                if t.game().awaiting() == Awaiting::Window {
                    tally.window_passed_by_claim += 1;
                }
                let c = options[rng.below(options.len())];
                if quiet {
                    t.apply_quiet(Action::Claim(c)).expect("claim");
                } else {
                    t.apply(Action::Claim(c)).expect("claim");
                }
                open = None;
            }
            Decision::Ask(q) => {
                let o = open.as_mut().expect("a window is open");
                if !o.answers.is_empty() && step % 4 == 0 {
                    // A table rebuilt from the game asks this window from the start.
                    let first = match model(n, o.active, &o.may_frustrate, o.may_reduce, &[]) {
                        Step::Ask(first) => first,
                        Step::Done(_) => unreachable!("a window always asks someone"),
                    };
                    assert_eq!(
                        Table::new(t.game().clone()).decision(),
                        Decision::Ask(first)
                    );
                }
                let yes = rng.percent(yes_percent);
                let before = Snap::of(t.game());
                o.answers.push(yes);
                // The whole game, for checking the action's events, only when it comes.
                let acts = matches!(
                    o.step(n),
                    Step::Done(Outcome::Frustrate(_) | Outcome::Reduce)
                );
                let before_game = (acts && !quiet).then(|| t.game().clone());
                let events = if quiet {
                    t.answer_quiet(yes).expect("a question is due");
                    None
                } else {
                    Some(t.answer(yes).expect("a question is due"))
                };
                match q {
                    Question::Start(_) if yes => tally.starts += 1,
                    Question::Join(_) if yes => tally.joins_yes += 1,
                    _ => {}
                }
                match o.step(n) {
                    Step::Ask(_) => {
                        assert_eq!(Snap::of(t.game()), before);
                        assert!(events.is_none_or(|e| e.is_empty()));
                    }
                    Step::Done(Outcome::Stand) => {
                        tally.stands += 1;
                        assert_eq!(Snap::of(t.game()), before);
                        assert!(events.is_none_or(|e| e.is_empty()));
                    }
                    Step::Done(outcome) => {
                        match outcome {
                            Outcome::Frustrate(_) => tally.frustrates += 1,
                            _ => tally.reduces += 1,
                        }
                        let placed = before.board.targets - t.game().board().targets;
                        let placed = (placed, before.board.ravens - t.game().board().ravens);
                        match (events, before_game) {
                            (Some(events), Some(before)) => {
                                check_applied(&before, &t, &events, &outcome, placed)
                            }
                            _ => {
                                let last = t.game().actions().last().copied();
                                let want = match &outcome {
                                    Outcome::Frustrate(s) => Action::frustrate(s),
                                    _ => Some(Action::Reduce),
                                };
                                assert_eq!(last, want);
                                assert_eq!(t.game().awaiting(), Awaiting::Reroll);
                            }
                        }
                        open = None;
                    }
                }
            }
        }
    }
    panic!(
        "the game did not end: {}",
        t.game().record().to_json_string()
    );
}

#[test]
fn random_games_through_the_table() {
    const GAMES: usize = 2_000;
    let mut rng = Rng(0x7AB1_E5EE_D000_0001);
    let mut tally = Tally::default();
    let mut decisions = 0;
    for i in 0..GAMES {
        let n = 2 + i % 4;
        let yes = [0, 5, 20, 50, 100][rng.below(5)];
        decisions += random_game(&mut rng, n, yes, i % 3 == 0, &mut tally);
    }
    assert!(decisions > GAMES * 20, "{decisions} decisions");
    let t = &tally;
    for (name, count) in [
        ("windows", t.windows),
        ("starts", t.starts),
        ("joins", t.joins_yes),
        ("frustrates", t.frustrates),
        ("reduces", t.reduces),
        ("stands", t.stands),
        ("reduce after frustrate", t.reduce_after_frustrate),
        ("opponents after reduce", t.opponents_after_reduce),
        (
            "window passed by the next seat",
            t.window_passed_by_next_seat,
        ),
        ("window passed by a claim", t.window_passed_by_claim),
    ] {
        assert!(count >= 50, "too few {name}: {tally:?}");
    }
}
