//! The simulator's dice: every throw of `n` dice is `n` fair, independent dice, and a seed
//! throws the same dice it threw before the dice moved to dice-core.

use pechvogel_bots::Rng;
use pechvogel_engine::{Face, Throw};

/// Index of a face in `Face::ALL`.
fn index(face: Face) -> usize {
    Face::ALL.iter().position(|&f| f == face).unwrap()
}

#[test]
fn every_die_is_fair_and_independent() {
    const THROWS: usize = 36_000;
    let mut rng = Rng::new(2024);
    for dice in 1..=7u8 {
        let n = usize::from(dice);
        // Each face at each place, and each pair of faces at the first and the last place.
        let mut single = vec![[0usize; 6]; n];
        let mut pairs = [[0usize; 6]; 6];
        for _ in 0..THROWS {
            let throw = Throw::random(&mut rng, dice);
            assert_eq!(throw.len(), dice);
            let faces: Vec<usize> = throw.faces().iter().map(|&f| index(f)).collect();
            for (place, &f) in faces.iter().enumerate() {
                single[place][f] += 1;
            }
            pairs[faces[0]][faces[n - 1]] += 1;
            let mut counts = [0u8; 6];
            for &f in &faces {
                counts[f] += 1;
            }
            assert_eq!(throw.counts(), counts);
        }
        // Chi-square with 5 degrees of freedom per place, 35 for the pairs; the bounds are
        // far in the tail (p < 1e-6), so a fair generator passes with any seed.
        let chi = |cells: &[usize], expected: f64| -> f64 {
            cells
                .iter()
                .map(|&c| (c as f64 - expected).powi(2) / expected)
                .sum()
        };
        for (place, counts) in single.iter().enumerate() {
            let x = chi(counts, THROWS as f64 / 6.0);
            assert!(x < 36.0, "{dice} dice, place {place}: chi-square {x:.1}");
        }
        if n > 1 {
            let x = chi(pairs.as_flattened(), THROWS as f64 / 36.0);
            assert!(x < 90.0, "{dice} dice, first and last: chi-square {x:.1}");
        }
    }
}

/// The throw as the bots' own generator made it before dice-core (one draw, redrawn in the
/// rare biased case, its base-6 digits the faces): kept to show the dice did not change.
fn throw_as_before(rng: &mut Rng, dice: u8) -> Throw {
    const POW6: [u32; 8] = [1, 6, 36, 216, 1296, 7776, 46656, 279_936];
    let n = usize::from(dice.clamp(1, 7));
    let redraw = ((1u64 << 32) % u64::from(POW6[n])) as u32;
    let mut fraction = loop {
        let r = rng.next_u32();
        if (u64::from(r) * u64::from(POW6[n])) as u32 >= redraw {
            break r;
        }
    };
    let mut rolls = [0; 7];
    for r in &mut rolls {
        let next = u64::from(fraction) * 6;
        fraction = next as u32;
        *r = (next >> 32) as u8;
    }
    Throw::from_rolls(&rolls, n as u8)
}

#[test]
fn a_seed_throws_the_dice_it_threw_before() {
    for seed in 0..200u64 {
        let (mut now, mut before) = (Rng::with_stream(seed, 0), Rng::with_stream(seed, 0));
        for k in 0..500u32 {
            let dice = 1 + (k % 7) as u8;
            assert_eq!(
                Throw::random(&mut now, dice),
                throw_as_before(&mut before, dice),
                "seed {seed}, throw {k}"
            );
            assert_eq!(now, before, "the same draws");
        }
    }
}
