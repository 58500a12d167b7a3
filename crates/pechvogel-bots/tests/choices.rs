//! Single decisions in set-up positions: what every sensible level must choose.

use pechvogel_bots::{decide, Level, Rng};
use pechvogel_engine::{table::Due, Action, Claim, Game, Move, Question, Table};

fn faces(s: &str) -> Action {
    Action::Roll(s.parse().unwrap())
}

/// A table after these actions (rolls written as faces, `t7` a target of 7, `mid` a claim
/// from the middle).
fn table(players: usize, script: &[&str]) -> Table {
    let names = (0..players).map(|i| format!("P{i}")).collect();
    let actions: Vec<Action> = script
        .iter()
        .map(|&s| match s {
            "mid" => Action::Claim(Claim::Middle),
            t if t.starts_with('t') => Action::Target(t[1..].parse().unwrap()),
            roll => faces(roll),
        })
        .collect();
    Table::new(Game::replay(names, &actions).unwrap())
}

fn choose(level: Level, t: &Table) -> Move {
    decide(level, t, &mut Rng::new(3)).unwrap()
}

#[test]
fn the_biggest_group_is_the_target() {
    let t = table(3, &["666345R"]);
    for level in [Level::Normal, Level::Expert] {
        assert_eq!(choose(level, &t), Move::Target(6), "{level:?}");
    }
}

#[test]
fn stealing_from_the_leader_beats_the_middle() {
    // Seat 0 takes a 7; seat 1 throws four 7s and may take one from the middle or from seat 0.
    let t = table(3, &["7777345", "t7", "mid", "7777345", "t7"]);
    assert!(matches!(t.due(), Due::Claim(1)));
    for level in [Level::Normal, Level::Expert] {
        match choose(level, &t) {
            Move::Claim(Claim::Steal { seat: 0, .. }) => {}
            other => panic!("{level:?} chose {other:?}"),
        }
    }
}

/// Two players with a frustration each; seat 0 has two 7s and a raven, then throws two more
/// ravens: the third raven would end the turn with a frustration.
fn third_raven() -> Table {
    table(
        2,
        &[
            "RRR3345", "t3", // seat 0: three ravens, a frustration
            "RRR4456", "t4", // seat 1: the same
            "77R3456", "t7",   // seat 0: two 7s and a raven
            "RR34", // two more ravens
        ],
    )
}

#[test]
fn nobody_frustrates_a_throw_that_hurts_the_thrower() {
    let t = third_raven();
    assert_eq!(t.due(), Due::Ask(Question::Start(1)));
    for level in [Level::Normal, Level::Expert] {
        assert_eq!(choose(level, &t), Move::Answer(false), "{level:?}");
    }
}

#[test]
fn a_third_raven_is_reduced() {
    let mut t = third_raven();
    t.answer(false).unwrap();
    assert_eq!(t.due(), Due::Ask(Question::Reduce(0)));
    for level in [Level::Normal, Level::Expert] {
        assert_eq!(choose(level, &t), Move::Answer(true), "{level:?}");
    }
}

#[test]
fn a_fourth_target_is_not_reduced() {
    let mut t = table(
        2,
        &["RRR3345", "t3", "RRR4456", "t4", "77R3456", "t7", "7734"],
    );
    t.answer(false).unwrap();
    assert_eq!(t.due(), Due::Ask(Question::Reduce(0)));
    for level in [Level::Normal, Level::Expert] {
        assert_eq!(choose(level, &t), Move::Answer(false), "{level:?}");
    }
}

#[test]
fn a_likely_frustration_is_joined() {
    // Seat 0 has one 5 and two ravens; a 5 comes: rerolled, the turn more likely than not
    // ends in a third raven, so the frustrations come back with profit.
    let mut t = table(
        3,
        &[
            "RRR3345", "t3", "RRR4456", "t4", "RRR5567", "t5", // a frustration each
            "5RR3467", "t5", "5346",
        ],
    );
    assert_eq!(t.due(), Due::Ask(Question::Start(1)));
    t.answer(true).unwrap();
    assert_eq!(t.due(), Due::Ask(Question::Join(2)));
    for level in [Level::Normal, Level::Expert] {
        assert_eq!(choose(level, &t), Move::Answer(true), "{level:?}");
    }
}

#[test]
fn a_frustration_can_hurt_only_a_throw_a_reroll_could_make_worse() {
    use pechvogel_bots::frustration_can_hurt;
    // P0 takes a frustration (three ravens); P1 has three 4s and a raven on the board.
    let before = ["RRR3456", "t3", "R444356", "t4"];
    let after = |last: &str| {
        let mut script = before.to_vec();
        script.push(last);
        table(2, &script)
    };
    let asked = |t: &Table| match t.due() {
        Due::Ask(q @ Question::Start(0)) => frustration_can_hurt(t, q),
        due => panic!("{due:?}"),
    };
    // The fourth 4: a claim is certain, and a reroll may lose it.
    assert!(asked(&after("456")));
    // The third raven: the turn ends with a frustration anyway; a reroll can only help P1.
    assert!(!asked(&after("RR5")));
    // A raven alone: a reroll can only take it off the board again.
    assert!(!asked(&after("R56")));
    // Joining and reducing always can.
    let t = after("RR5");
    assert!(frustration_can_hurt(&t, Question::Join(0)));
    assert!(frustration_can_hurt(&t, Question::Reduce(1)));
}
