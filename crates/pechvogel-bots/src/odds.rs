//! Exact odds for the rest of a turn (RULES.md, "A turn"), shared by the bots and the UI.
//!
//! Once the target is chosen, a turn is a small Markov chain over `(T, R)`: each throw of the
//! `n` dice left (all [`DICE`] but those on the board) puts `a` targets and `b` ravens on the
//! board with the multinomial probability `n! / (a! b! c!) · (1/6)^a (1/6)^b (4/6)^c` (one face
//! of six is the target, one the raven, the other four neither). A throw with neither (`a = b = 0`)
//! changes nothing, so the chain is solved by conditioning on a throw that changes something.
//! Every such throw raises `T + R`, so one pass from full boards down to empty ones settles
//! every state exactly. The whole table (every board) is worked out at compile time (in the browser on first use). When a turn
//! ends, and how, is the engine's rule ([`turn_ends`], [`claim_earned`], [`frustration_earned`],
//! [`greedy`]).

use pechvogel_engine::{
    claim_earned, frustration_earned, greedy, turn_ends, Face, Throw, DICE, VALUES,
};

/// How the rest of a turn ends, as probabilities, assuming nobody rerolls.
///
/// `claim` is enough targets to end the turn with a claim, `frustration` enough ravens to end
/// it with a frustration, `greedy` more of either than that (Murphy comes to the player), and
/// `both` a claim and a frustration in the same turn. `claim` and `frustration` overlap by `both`, so
/// `claim + frustration - both == 1` for a turn that must end.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Odds {
    /// Probability of enough targets to claim a marker.
    pub claim: f64,
    /// Probability of enough ravens for a frustration.
    pub frustration: f64,
    /// Probability of greed: more targets or ravens than end the turn (Murphy).
    pub greedy: f64,
    /// Probability of a claim and a frustration together.
    pub both: f64,
}

impl Odds {
    /// All zeros (`Default`, usable in constants).
    const ZERO: Odds = Odds {
        claim: 0.0,
        frustration: 0.0,
        greedy: 0.0,
        both: 0.0,
    };

    /// The settled outcome of a board on which the turn has ended ([`turn_ends`]).
    const fn settled(targets: u8, ravens: u8) -> Odds {
        let claim = claim_earned(targets);
        let frustration = frustration_earned(ravens);
        Odds {
            claim: one_if(claim),
            frustration: one_if(frustration),
            greedy: one_if(greedy(targets, ravens)),
            both: one_if(claim && frustration),
        }
    }

    const fn add_scaled(&mut self, other: Odds, p: f64) {
        self.claim += p * other.claim;
        self.frustration += p * other.frustration;
        self.greedy += p * other.greedy;
        self.both += p * other.both;
    }

    const fn scaled(self, k: f64) -> Odds {
        Odds {
            claim: self.claim * k,
            frustration: self.frustration * k,
            greedy: self.greedy * k,
            both: self.both * k,
        }
    }
}

/// 1 for true, 0 for false.
const fn one_if(b: bool) -> f64 {
    if b {
        1.0
    } else {
        0.0
    }
}

/// `n!` for `n` up to [`DICE`], as a float.
const fn factorial(n: u8) -> f64 {
    let mut product = 1.0;
    let mut k = 2;
    while k <= n {
        product *= k as f64;
        k += 1;
    }
    product
}

/// `base^exp` for small exponents. Every power used here is an integer below 2^53, so it
/// is exact whatever the order of the multiplications.
const fn power(base: f64, exp: u8) -> f64 {
    let mut p = 1.0;
    let mut k = 0;
    while k < exp {
        p *= base;
        k += 1;
    }
    p
}

/// Probability that a throw of `n` dice shows exactly `a` targets and `b` ravens.
pub const fn throw_probability(n: u8, a: u8, b: u8) -> f64 {
    if a as u16 + b as u16 > n as u16 {
        return 0.0;
    }
    let c = n - a - b;
    let ways = factorial(n) / (factorial(a) * factorial(b) * factorial(c));
    // Four faces of six are neither the target nor the raven: a probability, not a rule.
    ways * power(4.0, c) / power(6.0, n)
}

/// `THROWS[n][a][b]`: [`throw_probability`] for every throw, for the bots' look-ahead.
pub(crate) type ThrowTable = [[[f64; 8]; 8]; 8];

/// Every throw's probability.
const fn build_throws() -> ThrowTable {
    let mut t = [[[0.0; 8]; 8]; 8];
    let mut n = 0;
    while n <= DICE {
        let mut a = 0;
        while a <= n {
            let mut b = 0;
            while b <= n - a {
                t[n as usize][a as usize][b as usize] = throw_probability(n, a, b);
                b += 1;
            }
            a += 1;
        }
        n += 1;
    }
    t
}

/// The [`ThrowTable`], worked out by the compiler for the simulator (`fast-sim`): no start-up
/// cost in its hot loop.
#[cfg(feature = "fast-sim")]
#[inline]
pub(crate) fn throw_table() -> &'static ThrowTable {
    static THROWS: ThrowTable = build_throws();
    &THROWS
}

/// The [`ThrowTable`], worked out on first use (the browser's build): the same numbers by the
/// same code, but 4 KB of floats fewer to download (a few microseconds to compute).
#[cfg(not(feature = "fast-sim"))]
pub(crate) fn throw_table() -> &'static ThrowTable {
    static THROWS: std::sync::OnceLock<ThrowTable> = std::sync::OnceLock::new();
    THROWS.get_or_init(build_throws)
}

/// `TABLE[T][R]` for every board with `T + R` up to [`DICE`]; others stay zero.
type OddsTable = [[Odds; 8]; 8];

const fn build_table() -> OddsTable {
    let mut table = [[Odds::ZERO; 8]; 8];
    // Fuller boards first: every throw that changes something raises T + R.
    let mut sum = DICE + 1;
    while sum > 0 {
        sum -= 1;
        let mut targets = 0;
        while targets <= sum {
            let ravens = sum - targets;
            let (t, r) = (targets as usize, ravens as usize);
            table[t][r] = if turn_ends(targets, ravens) {
                Odds::settled(targets, ravens)
            } else {
                let n = DICE - sum;
                let mut acc = Odds::ZERO;
                let mut a = 0;
                while a <= n {
                    let mut b = 0;
                    while b <= n - a {
                        if a + b != 0 {
                            let next = table[t + a as usize][r + b as usize];
                            acc.add_scaled(next, throw_probability(n, a, b));
                        }
                        b += 1;
                    }
                    a += 1;
                }
                // Condition on the throw changing something ("nothing bad happened" repeats).
                let moves = 1.0 - throw_probability(n, 0, 0);
                acc.scaled(1.0 / moves)
            };
            targets += 1;
        }
    }
    table
}

/// The odds of every board, worked out by the compiler for the simulator (`fast-sim`).
#[cfg(feature = "fast-sim")]
#[inline]
fn table() -> &'static OddsTable {
    static TABLE: OddsTable = build_table();
    &TABLE
}

/// The odds of every board, worked out on first use (the browser's build, as [`throw_table`]).
#[cfg(not(feature = "fast-sim"))]
fn table() -> &'static OddsTable {
    static TABLE: std::sync::OnceLock<OddsTable> = std::sync::OnceLock::new();
    TABLE.get_or_init(build_table)
}

/// The odds of how the turn ends from a board with `targets` target dice and `ravens` raven
/// dice (target chosen, nobody rerolling). A board on which the turn already ended gives its
/// settled outcome (each field 0 or 1). Boards with more dice than [`DICE`] cannot occur and
/// give all zeros.
#[inline]
pub fn turn_odds(targets: u8, ravens: u8) -> Odds {
    // The table's boards with more dice than there are hold zeros already, so only a count
    // past its edge needs turning away (one test for both counts).
    let table = table();
    if usize::from(targets | ravens) >= table.len() {
        return Odds::default();
    }
    table[usize::from(targets)][usize::from(ravens)]
}

/// For a first throw: each number it shows, ascending, with the odds of the turn after
/// choosing it as the target (its dice and the throw's ravens on the board).
pub fn target_odds(first: &Throw) -> Vec<(u8, Odds)> {
    let ravens = first.ravens();
    VALUES
        .iter()
        .copied()
        .filter_map(|v| {
            let targets = first.count(Face::Number(v));
            (targets > 0).then(|| (v, turn_odds(targets, ravens)))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn throw_probabilities_sum_to_one() {
        for n in 1..=7u8 {
            let total: f64 = (0..=n)
                .flat_map(|a| (0..=n - a).map(move |b| throw_probability(n, a, b)))
                .sum();
            assert!((total - 1.0).abs() < 1e-12, "n = {n}: {total}");
        }
    }

    #[test]
    fn a_turn_that_must_end_ends_one_way_or_the_other() {
        for t in 0..=3u8 {
            for r in 0..=2u8 {
                let o = turn_odds(t, r);
                assert!((o.claim + o.frustration - o.both - 1.0).abs() < 1e-12);
            }
        }
    }

    #[test]
    fn settled_boards() {
        assert_eq!(
            turn_odds(5, 2),
            Odds {
                claim: 1.0,
                frustration: 0.0,
                greedy: 1.0,
                both: 0.0
            }
        );
        // A claim and a frustration at once; greed by ravens alone.
        let (t, r) = (
            pechvogel_engine::TARGETS_TO_END,
            pechvogel_engine::RAVENS_TO_END,
        );
        assert_eq!(turn_odds(t, r).both, 1.0);
        assert_eq!(turn_odds(0, r + 1).greedy, 1.0);
        assert_eq!(turn_odds(6, 2), Odds::default());
        // Every board with more dice than there are, inside the table or past its edge.
        for t in 0..=u8::MAX {
            for r in 0..=u8::MAX {
                if u16::from(t) + u16::from(r) > u16::from(DICE) {
                    assert_eq!(turn_odds(t, r), Odds::default(), "({t}, {r})");
                }
            }
        }
    }
}
