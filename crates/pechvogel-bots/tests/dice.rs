//! The simulator's dice: every throw of `n` dice is `n` fair, independent dice.

use pechvogel_bots::Rng;
use pechvogel_engine::Face;

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
            let throw = rng.throw(dice);
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
