//! The exact odds against an independent computation: every ordered throw of the dice left
//! (6^n of them) listed one by one instead of the multinomial outcomes, positions kept as
//! counts per face instead of used faces and a sum, and the published figures.

use std::collections::HashMap;

use heckmeck_bots::odds::{exact, keeps, reach, tile_index, tile_numbers, Position};

/// Face values by slot: 1..=5, and the worm (slot 5) worth 5.
const VALUE: [u32; 6] = [1, 2, 3, 4, 5, 5];

/// Per tile 21..=36: lanes 0..16 "a worm and at least t", lanes 16..32 "a worm and exactly t",
/// each played for its own sake, by brute force over ordered throws.
fn brute(kept: [u8; 6], memo: &mut HashMap<[u8; 6], [f64; 32]>) -> [f64; 32] {
    if let Some(v) = memo.get(&kept) {
        return *v;
    }
    let dice: u32 = kept.iter().map(|&c| u32::from(c)).sum();
    let left = 8 - dice;
    let sum: u32 = (0..6).map(|f| u32::from(kept[f]) * VALUE[f]).sum();
    let worm = kept[5] > 0;
    let mut done = [false; 32];
    for t in 21..=36u32 {
        let i = (t - 21) as usize;
        done[i] = worm && sum >= t;
        done[16 + i] = worm && sum == t;
    }
    let can_throw = left > 0 && kept.contains(&0);
    let mut value = [0.0; 32];
    if can_throw {
        let throws = 6u32.pow(left);
        for code in 0..throws {
            let mut shown = [0u8; 6];
            let mut c = code;
            for _ in 0..left {
                shown[(c % 6) as usize] += 1;
                c /= 6;
            }
            let mut best: Option<[f64; 32]> = None;
            for f in 0..6 {
                if shown[f] > 0 && kept[f] == 0 {
                    let mut next = kept;
                    next[f] = shown[f];
                    let v = brute(next, memo);
                    best = Some(match best {
                        None => v,
                        Some(b) => std::array::from_fn(|i| b[i].max(v[i])),
                    });
                }
            }
            // A throw showing only kept faces fails: it adds nothing.
            if let Some(b) = best {
                for i in 0..32 {
                    value[i] += b[i] / f64::from(throws);
                }
            }
        }
    }
    // Stopping succeeds at once where it can; otherwise the throw's value (0 if none).
    for i in 0..32 {
        if done[i] {
            value[i] = 1.0;
        }
    }
    memo.insert(kept, value);
    value
}

/// Every way to have kept dice with at least `min_kept` of them (so at most `8 - min_kept`
/// dice left to throw).
fn all_kept(min_kept: u8) -> Vec<[u8; 6]> {
    let mut out = Vec::new();
    for code in 0..9u32.pow(6) {
        let mut k = [0u8; 6];
        let mut c = code;
        for slot in &mut k {
            *slot = (c % 9) as u8;
            c /= 9;
        }
        let total: u8 = k.iter().sum();
        if (min_kept..=8).contains(&total) {
            out.push(k);
        }
    }
    out
}

#[test]
fn the_odds_match_a_brute_force_over_ordered_throws() {
    let mut memo = HashMap::new();
    let mut checked = 0;
    // Up to six dice left: 6^6 ordered throws per position at most.
    for kept in all_kept(2) {
        let want = brute(kept, &mut memo);
        let p = Position::from_counts(kept).unwrap();
        let (r, e) = (reach(p), exact(p));
        for i in 0..16 {
            assert!(
                (r[i] - want[i]).abs() < 1e-12,
                "{kept:?} reach {}: {} vs {}",
                21 + i,
                r[i],
                want[i]
            );
            assert!(
                (e[i] - want[16 + i]).abs() < 1e-12,
                "{kept:?} exact {}: {} vs {}",
                21 + i,
                e[i],
                want[16 + i]
            );
        }
        checked += 1;
    }
    assert!(checked > 1000, "{checked} positions");
}

#[test]
fn the_start_of_a_turn_gives_the_published_figures() {
    let r = reach(Position::START);
    let e = exact(Position::START);
    // 89.303% to take at least the 21, 1.568% for the 36, 44.0% for exactly 21.
    assert_eq!(format!("{:.5}", r[0]), "0.89303");
    assert_eq!(format!("{:.5}", r[15]), "0.01568");
    assert_eq!(format!("{:.3}", e[0]), "0.440");
}

#[test]
fn the_odds_are_consistent() {
    for kept in all_kept(0) {
        let p = Position::from_counts(kept).unwrap();
        let (r, e) = (reach(p), exact(p));
        for i in 0..16 {
            assert!((0.0..=1.0).contains(&r[i]) && (0.0..=1.0).contains(&e[i]));
            // Exactly t is one way of at least t; at least t+1 is harder than at least t.
            assert!(e[i] <= r[i] + 1e-15, "{kept:?} {i}");
            if i > 0 {
                assert!(r[i] <= r[i - 1] + 1e-15, "{kept:?} {i}");
            }
        }
        if !p.worm() && p.is_over() {
            assert_eq!(r, [0.0; 16], "no worm, no throw: nothing");
        }
        if p.worm() {
            // Stopping is possible at the sum in hand.
            for t in tile_numbers().filter(|&t| t <= p.sum()) {
                assert_eq!(r[tile_index(t).unwrap()], 1.0);
            }
            if let Some(i) = tile_index(p.sum()) {
                assert_eq!(e[i], 1.0);
            }
        }
    }
}

#[test]
fn positions_are_built_from_counts_or_keeps_alike() {
    let by_keeps = Position::START
        .keep(5, 2)
        .and_then(|p| p.keep(3, 2))
        .unwrap();
    assert_eq!(
        Position::from_counts([0, 0, 0, 2, 0, 2]),
        Some(by_keeps),
        "two worms and two 4s"
    );
    assert_eq!((by_keeps.sum(), by_keeps.left()), (18, 4));
    assert!(by_keeps.worm() && by_keeps.is_used(3) && !by_keeps.is_used(4));
    // A face is kept once; a keep takes 1..=left dice; nine dice are too many.
    assert_eq!(by_keeps.keep(5, 1), None);
    assert_eq!(by_keeps.keep(0, 0), None);
    assert_eq!(by_keeps.keep(0, 5), None);
    assert_eq!(by_keeps.keep(6, 1), None);
    assert_eq!(Position::from_counts([2, 2, 2, 2, 1, 0]), None);
    // One die of each face and two left: six faces, no throw possible.
    let six = Position::from_counts([1; 6]).unwrap();
    assert!(six.is_over() && six.left() == 2 && six.sum() == 20);
    assert_eq!(six.keep(0, 1), None);
}

#[test]
fn keeps_list_each_new_face_of_a_throw() {
    // Jonathan's second throw (Fig. 3): worms kept (10), the throw shows three worms, two 4s
    // and a 1; the worms are used, so the 4s and the 1 may be kept.
    let p = Position::from_counts([0, 0, 0, 0, 0, 2]).unwrap();
    let options = keeps(p, [1, 0, 0, 2, 0, 3]);
    let faces: Vec<usize> = options.iter().map(|o| o.0).collect();
    assert_eq!(faces, vec![0, 3]);
    assert_eq!(options[1].1.sum(), 18);
    assert_eq!(options[1].2, reach(options[1].1));
    // A throw of used faces only: no keep, the turn fails.
    assert!(keeps(p, [0, 0, 0, 0, 0, 6]).is_empty());
}
