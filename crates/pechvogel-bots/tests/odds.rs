//! The exact odds against an independent computation: the turn's probability mass pushed
//! forward throw by throw, with each throw's outcomes found by listing every sequence of faces
//! (6^n of them) instead of the multinomial formula, and no conditioning on empty throws.

// The boards are a (T, R) grid; indexing it by T and R reads like the rules.
#![allow(clippy::needless_range_loop)]

use pechvogel_bots::{target_odds, turn_odds, Odds};
use pechvogel_engine::Throw;

/// For `n` dice: how many of the 6^n face sequences show `a` targets and `b` ravens
/// (face 0 stands for the target, face 5 for the raven, 1..=4 for the other numbers).
fn sequences(n: u32) -> [[u64; 8]; 8] {
    let mut counts = [[0u64; 8]; 8];
    for code in 0..6u64.pow(n) {
        let (mut a, mut b, mut c) = (0, 0, code);
        for _ in 0..n {
            match c % 6 {
                0 => a += 1,
                5 => b += 1,
                _ => {}
            }
            c /= 6;
        }
        counts[a][b] += 1;
    }
    counts
}

/// The odds from `(t, r)` by pushing the probability mass forward until less than 1e-18 of it
/// is still in play.
fn forward(t: usize, r: usize) -> Odds {
    let tables: Vec<[[u64; 8]; 8]> = (0..=7).map(sequences).collect();
    let mut mass = [[0.0f64; 8]; 8];
    mass[t][r] = 1.0;
    let mut out = Odds::default();
    for _ in 0..10_000 {
        let mut next = [[0.0f64; 8]; 8];
        let mut in_play = 0.0;
        for t in 0..8 {
            for r in 0..8 - t {
                let m = mass[t][r];
                if m == 0.0 {
                    continue;
                }
                let n = 7 - t - r;
                let total = 6f64.powi(n as i32);
                for a in 0..=n {
                    for b in 0..=n - a {
                        let p = m * tables[n][a][b] as f64 / total;
                        let (t2, r2) = (t + a, r + b);
                        if t2 >= 4 || r2 >= 3 {
                            let (claim, frustration) = (t2 >= 4, r2 >= 3);
                            out.claim += p * f64::from(u8::from(claim));
                            out.frustration += p * f64::from(u8::from(frustration));
                            out.greedy += p * f64::from(u8::from(t2 > 4 || r2 > 3));
                            out.both += p * f64::from(u8::from(claim && frustration));
                        } else {
                            next[t2][r2] += p;
                            in_play += p;
                        }
                    }
                }
            }
        }
        mass = next;
        if in_play < 1e-18 {
            return out;
        }
    }
    panic!("the turn from ({t}, {r}) does not end");
}

fn assert_close(got: Odds, want: Odds, what: &str) {
    for (name, g, w) in [
        ("claim", got.claim, want.claim),
        ("frustration", got.frustration, want.frustration),
        ("greedy", got.greedy, want.greedy),
        ("both", got.both, want.both),
    ] {
        assert!((g - w).abs() < 1e-12, "{what} {name}: {g} vs {w}");
    }
}

#[test]
fn every_open_board_matches_the_forward_computation() {
    for t in 0..=3u8 {
        for r in 0..=2u8 {
            assert_close(
                turn_odds(t, r),
                forward(usize::from(t), usize::from(r)),
                &format!("({t}, {r})"),
            );
        }
    }
}

#[test]
fn worked_by_hand() {
    // (3, 2): two dice; the first throw that shows a target or a raven ends the turn.
    // Non-empty: 1 - (4/6)^2 = 20/36. A target among them: 1 - (5/6)^2 = 11/36.
    // Target and raven: 2/36. Two targets or two ravens (greedy): 2/36.
    let o = turn_odds(3, 2);
    assert_close(
        o,
        Odds {
            claim: 11.0 / 20.0,
            frustration: 11.0 / 20.0,
            greedy: 2.0 / 20.0,
            both: 2.0 / 20.0,
        },
        "(3, 2)",
    );
    // Targets and ravens are equally likely, so the odds are symmetric.
    for (t, r) in [(1, 0), (2, 1), (3, 2)] {
        let o = turn_odds(t, r);
        assert!((o.claim - o.frustration).abs() < 1e-12);
    }
    assert_close(
        turn_odds(2, 0),
        swap(turn_odds(1, 1)),
        "(2, 0) mirrors (1, 1)",
    );
    assert_close(
        turn_odds(3, 0),
        swap(turn_odds(1, 2)),
        "(3, 0) mirrors (1, 2)",
    );
    assert_close(
        turn_odds(3, 1),
        swap(turn_odds(2, 2)),
        "(3, 1) mirrors (2, 2)",
    );
}

/// Four targets against three ravens: (T, R) mirrors (R + 1, T - 1).
fn swap(o: Odds) -> Odds {
    Odds {
        claim: o.frustration,
        frustration: o.claim,
        greedy: o.greedy,
        both: o.both,
    }
}

#[test]
fn a_turn_that_must_end_ends() {
    for t in 0..=3u8 {
        for r in 0..=2u8 {
            let o = turn_odds(t, r);
            assert!((o.claim + o.frustration - o.both - 1.0).abs() < 1e-12);
            assert!(o.greedy > 0.0 && o.greedy < o.claim + o.frustration);
        }
    }
}

#[test]
fn settled_boards_give_their_outcome() {
    let one = |b: bool| f64::from(u8::from(b));
    for t in 0..=7u8 {
        for r in 0..=(7 - t) {
            if t < 4 && r < 3 {
                continue;
            }
            let o = turn_odds(t, r);
            assert_eq!(o.claim, one(t >= 4), "({t}, {r})");
            assert_eq!(o.frustration, one(r >= 3), "({t}, {r})");
            assert_eq!(o.greedy, one(t > 4 || r > 3), "({t}, {r})");
            assert_eq!(o.both, one(t >= 4 && r >= 3), "({t}, {r})");
        }
    }
    assert_eq!(
        turn_odds(5, 3),
        Odds::default(),
        "eight dice cannot be on the board"
    );
}

fn throw(faces: &str) -> Throw {
    faces.parse().unwrap()
}

#[test]
fn target_odds_list_each_number_shown() {
    let first = throw("77RR345");
    let odds = target_odds(&first);
    let numbers: Vec<u8> = odds.iter().map(|&(v, _)| v).collect();
    assert_eq!(numbers, vec![3, 4, 5, 7]);
    assert_eq!(odds[3].1, turn_odds(2, 2));
    assert_eq!(odds[0].1, turn_odds(1, 2));
    // Four of a kind and three ravens on the first throw: settled at once.
    let odds = target_odds(&throw("6666RRR"));
    assert_eq!(odds, vec![(6, turn_odds(4, 3))]);
    assert_eq!(odds[0].1.both, 1.0);
    assert!(target_odds(&throw("RRRRRRR")).is_empty());
}
