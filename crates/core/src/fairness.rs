//! Are the dice fair? Counts of the six faces thrown, against the 1/6 each a fair die gives:
//! Pearson's chi-square statistic and its p-value, the chance that fair dice turn up counts
//! at least this uneven. Every game here throws six-sided dice; which face is which is the
//! game's business (each engine counts its faces in its own dice's order).

/// How often each of the six faces was thrown, in the game's order of faces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FaceCounts(pub [u64; 6]);

impl FaceCounts {
    /// Adds one throw's counts per face.
    pub fn add(&mut self, throw: [u8; 6]) {
        for (total, n) in self.0.iter_mut().zip(throw) {
            *total += u64::from(n);
        }
    }

    /// Adds another tally (this device's games so far and this game, say).
    pub fn merge(&mut self, other: &FaceCounts) {
        for (total, n) in self.0.iter_mut().zip(other.0) {
            *total += n;
        }
    }

    /// Dice thrown in all.
    pub fn total(&self) -> u64 {
        self.0.iter().sum()
    }

    /// Pearson's statistic: the sum over faces of (observed − expected)² / expected, with
    /// expected = total / 6. `None` before any die is thrown.
    pub fn chi_square(&self) -> Option<f64> {
        let total = self.total();
        if total == 0 {
            return None;
        }
        // Six times the statistic in integers first (exact for any realistic count), so
        // the same counts always give the same value in the browser and natively.
        let n = total as f64;
        let sum: f64 = self
            .0
            .iter()
            .map(|&o| {
                let d = 6.0 * o as f64 - n;
                d * d
            })
            .sum();
        Some(sum / (6.0 * n))
    }

    /// The chance that fair dice, thrown as often, give a statistic at least this large
    /// (five degrees of freedom). `None` before any die is thrown. Small samples make it
    /// rough (the usual rule: at least five expected per face, 30 dice), never wrong-headed.
    pub fn p_value(&self) -> Option<f64> {
        self.chi_square().map(chi_square_tail_5)
    }
}

/// P(X ≥ x) for a chi-square variable X with five degrees of freedom. For an odd number of
/// degrees the tail has a closed form: erfc(√(x/2)) + √(2x/π)·e^(−x/2)·(1 + x/3).
pub fn chi_square_tail_5(x: f64) -> f64 {
    if x.is_nan() {
        return f64::NAN;
    }
    if x <= 0.0 {
        return 1.0;
    }
    let p = erfc((x / 2.0).sqrt())
        + (2.0 * x / std::f64::consts::PI).sqrt() * (-x / 2.0).exp() * (1.0 + x / 3.0);
    p.clamp(0.0, 1.0)
}

/// The complementary error function, erfc(x) for x ≥ 0, with a relative error below 1.2e-7
/// (the Chebyshev fit of Numerical Recipes, 2nd ed., §6.2): plenty for a p-value shown as a
/// whole percentage.
fn erfc(x: f64) -> f64 {
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = -z * z - 1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07
                            + t * (-1.135_203_98
                                + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let r = t * poly.exp();
    if x >= 0.0 {
        r
    } else {
        2.0 - r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tail by integrating the chi-square(5) density numerically (Simpson's rule out
    /// to 200): an independent check of the closed form.
    fn tail_by_integration(x: f64) -> f64 {
        let density = |t: f64| {
            if t <= 0.0 {
                0.0
            } else {
                // Γ(5/2) = 3√π/4; density = t^(3/2) e^(−t/2) / (2^(5/2) Γ(5/2)).
                let gamma = 3.0 * std::f64::consts::PI.sqrt() / 4.0;
                t.powf(1.5) * (-t / 2.0).exp() / (2f64.powf(2.5) * gamma)
            }
        };
        let (a, b, n) = (x, 200.0, 200_000);
        let h = (b - a) / n as f64;
        let mut s = density(a) + density(b);
        for i in 1..n {
            let w = if i % 2 == 1 { 4.0 } else { 2.0 };
            s += w * density(a + i as f64 * h);
        }
        s * h / 3.0
    }

    #[test]
    fn the_tail_matches_the_tables_and_an_integration() {
        // Critical values of chi-square with 5 degrees of freedom from the standard tables.
        for (x, p) in [
            (1.1455, 0.95),
            (4.3515, 0.50),
            (9.2364, 0.10),
            (11.0705, 0.05),
            (15.0863, 0.01),
        ] {
            assert!(
                (chi_square_tail_5(x) - p).abs() < 5e-5,
                "x = {x}: {}",
                chi_square_tail_5(x)
            );
        }
        for i in 0..60 {
            let x = 0.05 + i as f64 * 0.5;
            let (ours, theirs) = (chi_square_tail_5(x), tail_by_integration(x));
            assert!((ours - theirs).abs() < 1e-6, "x = {x}: {ours} vs {theirs}");
        }
        assert_eq!(chi_square_tail_5(0.0), 1.0);
        assert!(chi_square_tail_5(1e6) < 1e-12);
        assert!(chi_square_tail_5(f64::NAN).is_nan());
    }

    #[test]
    fn counts_give_the_statistic_and_p() {
        let mut c = FaceCounts::default();
        assert_eq!(c.chi_square(), None);
        assert_eq!(c.p_value(), None);
        c.add([10, 10, 10, 10, 10, 10]);
        assert_eq!(c.chi_square(), Some(0.0));
        assert_eq!(c.p_value(), Some(1.0));
        // 60 dice, one face 20 times and another 0: (10² + 10²) / 10 = 20.
        let uneven = FaceCounts([20, 0, 10, 10, 10, 10]);
        assert!((uneven.chi_square().unwrap() - 20.0).abs() < 1e-12);
        assert!(uneven.p_value().unwrap() < 0.01);
        let mut both = uneven;
        both.merge(&c);
        assert_eq!(both.total(), 120);
        assert_eq!(both.0, [30, 10, 20, 20, 20, 20]);
    }

    #[test]
    fn fair_dice_are_seldom_called_unfair() {
        // 2,000 tallies of 300 dice from the seeded stream: about 5% below p = 0.05.
        let mut rng = crate::rng::Rng::new(2024);
        let mut low = 0;
        for _ in 0..2000 {
            let mut c = FaceCounts::default();
            for _ in 0..300 {
                let mut one = [0u8; 6];
                one[rng.below(6) as usize] = 1;
                c.add(one);
            }
            if c.p_value().unwrap() < 0.05 {
                low += 1;
            }
        }
        assert!((60..=140).contains(&low), "{low} of 2000 below 0.05");
    }
}
