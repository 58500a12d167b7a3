//! The numbers of the rules (RULES.md, "A turn" and "Scoring"), named once. The engine plays
//! by them; the bots, the odds and the UI ask them here instead of restating them.

use crate::action::MARKERS_PER_VALUE;
use crate::dice::VALUES;

/// Score markers in the game: three of each value, fifteen in all.
pub const MARKER_COUNT: u32 = MARKERS_PER_VALUE as u32 * VALUES.len() as u32;

/// Targets on the board that end the turn with a claim: four.
pub const TARGETS_TO_END: u8 = 4;

/// Ravens on the board that end the turn with a frustration: three.
pub const RAVENS_TO_END: u8 = 3;

/// Points a frustration costs at the end: 3.
pub const FRUSTRATION_COST: i32 = 3;

/// Points a frustration costs the holder of Murphy at the end: 7.
pub const MURPHY_FRUSTRATION_COST: i32 = 7;

/// What holding Murphy adds to the cost of each frustration: 4.
pub const MURPHY_SURCHARGE: i32 = MURPHY_FRUSTRATION_COST - FRUSTRATION_COST;

/// Frustrations each frustrator gains when the turn ends without enough ravens: its own back
/// from the board, and one from the active player (or from the supply).
pub const PAYBACK: u32 = 2;

/// The turn has earned a claim: enough targets on the board.
#[inline]
pub const fn claim_earned(targets: u8) -> bool {
    targets >= TARGETS_TO_END
}

/// The turn has earned a frustration: enough ravens on the board.
#[inline]
pub const fn frustration_earned(ravens: u8) -> bool {
    ravens >= RAVENS_TO_END
}

/// The turn is over on this board: enough targets or enough ravens.
#[inline]
pub const fn turn_ends(targets: u8, ravens: u8) -> bool {
    // `|`, not `||`: one branch where this is asked after a throw (whose outcome no predictor
    // guesses), not two.
    claim_earned(targets) | frustration_earned(ravens)
}

/// Greed: more targets or more ravens than end the turn. Murphy comes to the active player,
/// and a throw that makes the board greedy is never open to frustrations.
#[inline]
pub const fn greedy(targets: u8, ravens: u8) -> bool {
    // `|`: see `turn_ends`.
    (targets > TARGETS_TO_END) | (ravens > RAVENS_TO_END)
}

/// What one frustration costs at the end: [`MURPHY_FRUSTRATION_COST`] for the holder of
/// Murphy, else [`FRUSTRATION_COST`].
#[inline]
pub const fn frustration_cost(holds_murphy: bool) -> i32 {
    if holds_murphy {
        MURPHY_FRUSTRATION_COST
    } else {
        FRUSTRATION_COST
    }
}

/// The place of a marker value (3 to 7) in the count arrays (`[u8; 5]`, lowest value first).
#[inline]
pub const fn value_index(value: u8) -> usize {
    (value - VALUES[0]) as usize
}

/// What markers are worth, given as counts per value (lowest value first).
#[inline]
pub fn marker_points(counts: [u8; VALUES.len()]) -> i32 {
    // The simulator's shortcut (`fast-sim`): one multiplication for the five (scores are
    // asked for every seat at every claim).
    if let Some(points) = crate::fast::marker_points(counts) {
        return points;
    }
    marker_points_by_sum(counts)
}

/// [`marker_points`] value by value, for any counts.
fn marker_points_by_sum(counts: [u8; VALUES.len()]) -> i32 {
    VALUES
        .iter()
        .zip(counts)
        .map(|(&v, c)| i32::from(v) * i32::from(c))
        .sum()
}

/// A seat's score, part by part: what the score table shows, and what [`ScoreParts::total`]
/// adds up to [`crate::Game::score`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ScoreParts {
    /// What the seat's markers are worth.
    pub markers: i32,
    /// Frustrations the seat holds.
    pub frustrations: u32,
    /// What each of them costs: [`frustration_cost`] (3, or 7 while holding Murphy).
    pub frustration_cost: i32,
    /// The seat holds Murphy.
    pub murphy: bool,
}

impl ScoreParts {
    /// The points the frustrations take away, as a negative number (or 0).
    #[inline]
    pub fn frustration_points(&self) -> i32 {
        -self.frustration_cost * self.frustrations as i32
    }

    /// The score: the markers minus the frustrations' cost.
    #[inline]
    pub fn total(&self) -> i32 {
        self.markers + self.frustration_points()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thresholds_and_greed() {
        assert!(!turn_ends(3, 2));
        assert!(turn_ends(4, 0) && turn_ends(0, 3));
        assert!(!greedy(4, 3));
        assert!(greedy(5, 0) && greedy(0, 4));
    }

    #[test]
    fn scores_add_up() {
        let parts = ScoreParts {
            markers: marker_points([1, 0, 0, 0, 2]),
            frustrations: 2,
            frustration_cost: frustration_cost(true),
            murphy: true,
        };
        assert_eq!(parts.markers, 3 + 14);
        // One multiplication for small counts, value by value for the rest: the same sums.
        for code in 0..9u32.pow(5) {
            let mut counts = [0u8; 5];
            for (k, c) in counts.iter_mut().enumerate() {
                *c = (code / 9u32.pow(k as u32) % 9) as u8;
            }
            assert_eq!(
                marker_points(counts),
                marker_points_by_sum(counts),
                "{counts:?}"
            );
        }
        assert_eq!(marker_points([255; 5]), 255 * 25);
        assert_eq!(parts.frustration_points(), -14);
        assert_eq!(parts.total(), 3);
        assert_eq!(frustration_cost(false), 3);
        assert_eq!(value_index(3), 0);
        assert_eq!(value_index(7), 4);
    }
}
