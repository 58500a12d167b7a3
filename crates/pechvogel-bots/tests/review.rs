//! The worth of each choice in points, on positions built by hand: a 7 is worth more than a
//! 4, so it wins a tie of the chances to claim, and may win against a better chance.

use pechvogel_bots::review::choices;
use pechvogel_bots::{decide, target_odds, Level, Rng};
use pechvogel_engine::{Action, Claim, Game, Move, Table};

/// A table after these actions (rolls written as faces, `t7` a target of 7, `mid` a claim
/// from the middle).
fn table(players: usize, script: &[&str]) -> Table {
    let names = (0..players).map(|i| format!("P{i}")).collect();
    let actions: Vec<Action> = script
        .iter()
        .map(|&s| match s {
            "mid" => Action::Claim(Claim::Middle),
            t if t.starts_with('t') => Action::Target(t[1..].parse().unwrap()),
            roll => Action::Roll(roll.parse().unwrap()),
        })
        .collect();
    Table::new(Game::replay(names, &actions).unwrap())
}

/// The targets in the order the review ranks them, and each one's chance to claim.
fn ranked(t: &Table) -> (Vec<u8>, impl Fn(u8) -> f64) {
    let list = choices(t);
    assert!(
        list.windows(2).all(|w| w[0].points >= w[1].points),
        "{list:?}"
    );
    let order = list
        .iter()
        .map(|p| match p.choice {
            Move::Target(v) => v,
            other => panic!("{other:?}"),
        })
        .collect();
    let odds = target_odds(&t.game().first_throw().unwrap());
    (order, move |v| {
        odds.iter().find(|(w, _)| *w == v).unwrap().1.claim
    })
}

#[test]
fn two_7s_beat_two_4s_at_the_same_chance() {
    let t = table(3, &["4477R35"]);
    let (order, claim) = ranked(&t);
    assert_eq!(claim(4), claim(7));
    assert_eq!(order, [7, 4, 5, 3]);
}

#[test]
fn one_7_beats_two_4s_by_points_though_the_4s_claim_more_often() {
    let t = table(3, &["446735R"]);
    let (order, claim) = ranked(&t);
    assert!(claim(4) > claim(7));
    assert_eq!(order[..2], [7, 4]);
    // The expert bot itself, by its chance to win, plays the same here.
    assert_eq!(
        decide(Level::Expert, &t, &mut Rng::new(1)),
        Some(Move::Target(7))
    );
}

#[test]
fn three_4s_beat_one_7() {
    let t = table(3, &["4447RR3"]);
    assert_eq!(ranked(&t).0, [4, 7, 3]);
}

#[test]
fn nothing_to_price_at_a_throw() {
    let t = table(3, &[]);
    assert!(choices(&t).is_empty());
    let t = table(3, &["4447RR3", "t4"]);
    assert!(choices(&t).is_empty());
}

#[test]
fn every_window_question_is_priced_yes_and_no() {
    // Whole games of normal bots: at every question, both answers with a value, the better
    // first; at every target choice, each target the throw shows.
    let names: Vec<String> = (0..4).map(|i| format!("P{i}")).collect();
    let mut asked = 0;
    for seed in 0..4u64 {
        let mut t = Table::new(Game::new(names.clone()).unwrap());
        let mut dice = Rng::new(seed);
        let mut bots = Rng::new(seed + 100);
        while t.due() != pechvogel_engine::table::Due::Over {
            let list = choices(&t);
            assert!(list.iter().all(|p| p.points.is_finite()), "{list:?}");
            assert!(list.windows(2).all(|w| w[0].points >= w[1].points));
            match t.due() {
                pechvogel_engine::table::Due::Ask(_) => {
                    asked += 1;
                    let mut answers: Vec<Move> = list.iter().map(|p| p.choice).collect();
                    answers.sort_by_key(|m| matches!(m, Move::Answer(true)));
                    assert_eq!(answers, [Move::Answer(false), Move::Answer(true)]);
                }
                pechvogel_engine::table::Due::Target(_) => {
                    let shown = target_odds(&t.game().first_throw().unwrap()).len();
                    assert_eq!(list.len(), shown);
                }
                _ => assert!(list.is_empty()),
            }
            let mv = decide(Level::Normal, &t, &mut bots).unwrap_or(Move::Throw);
            t.apply_move(mv, &mut dice).unwrap();
        }
    }
    assert!(asked > 20, "{asked}");
}
