//! The normal bot's measure: what the end of a turn means in points to one player, and the
//! choices those points make (the best target, to reduce, to frustrate). The definitions that
//! the bot evaluates in the browser and that its tables (`tables.rs`, `fast-sim`) are built
//! from and tested against.

use pechvogel_engine::{
    frustration_cost as cost, Game, Seat, Throw, MURPHY_SURCHARGE, PAYBACK, VALUES,
};

use crate::odds::{turn_odds, Odds};
use crate::view::face_counts;

/// What the end of a turn means in points to one player, for one target.
#[derive(Clone, Copy)]
pub(crate) struct Stakes {
    /// The marker: the target's value if one can be claimed, else nothing.
    pub(crate) marker: f64,
    /// One frustration: its cost, more while holding Murphy.
    pub(crate) frustration: f64,
    /// Murphy: each of the player's frustrations would cost the surcharge more.
    pub(crate) murphy: f64,
}

impl Stakes {
    /// `seat`'s stakes for `target`, as the game stands.
    pub(crate) fn of(game: &Game, seat: Seat, target: u8) -> Stakes {
        let claimable = game.holdings().claimable(seat, target);
        Stakes::with(game, seat, target, claimable)
    }

    /// The stakes when it is known whether a marker of `target` can be claimed.
    pub(crate) fn with(game: &Game, seat: Seat, target: u8, claimable: bool) -> Stakes {
        let holds_murphy = game.murphy() == Some(seat);
        Stakes {
            marker: if claimable { f64::from(target) } else { 0.0 },
            frustration: frustration_cost(game, seat),
            murphy: if holds_murphy {
                0.0
            } else {
                f64::from(MURPHY_SURCHARGE) * f64::from(game.frustrations(seat))
            },
        }
    }

    /// These stakes with the marker of `value` if `claimable`, else none.
    #[inline]
    pub(crate) fn with_marker(self, claimable: bool, value: u8) -> Stakes {
        Stakes {
            marker: if claimable { f64::from(value) } else { 0.0 },
            ..self
        }
    }

    /// Expected points of the rest of a turn with these odds.
    pub(crate) fn points(&self, odds: Odds) -> f64 {
        odds.claim * self.marker - odds.frustration * self.frustration - odds.greedy * self.murphy
    }
}

/// What one more frustration costs `seat` (the engine's cost, Murphy's holder's if it holds him).
pub(crate) fn frustration_cost(game: &Game, seat: Seat) -> f64 {
    f64::from(cost(game.murphy() == Some(seat)))
}

/// The number of `first` with the most expected points for the stakes `base` (their marker
/// left out), more dice on a tie; `claimable` has bit `i` set if a marker of `VALUES[i]` can
/// be claimed.
pub(crate) fn best_target(base: Stakes, first: &Throw, claimable: u8) -> u8 {
    let (counts, ravens) = face_counts(first);
    let (mut best_points, mut best) = (f64::NEG_INFINITY, 0u8);
    // Every number is valued, and the best kept, without a branch: which numbers a throw shows
    // and which wins are anybody's guess, and a mispredicted branch costs more than the sums.
    for (i, &c) in counts.iter().enumerate() {
        let v = VALUES[i];
        let points = base
            .with_marker(claimable & 1 << i != 0, v)
            .points(turn_odds(c, ravens));
        // All ones to take this number, else all zeros.
        let take = u64::from((c > 0) & (points >= best_points)).wrapping_neg();
        best_points = f64::from_bits(points.to_bits() & take | best_points.to_bits() & !take);
        best = v & take as u8 | best & !take as u8;
    }
    best
}

// The frustrator's own stake below is `p - (1 - p) = 2p - 1` frustrations: with enough ravens
// the active player keeps the frustration spent, otherwise it comes back with one more (the
// payback of two). Written as `2p - 1`, which holds for a payback of two only.
const _: () = assert!(PAYBACK == 2, "normal::answer weighs a payback of two");

/// Whether the active player, whose stakes are `mine`, reduces a throw that took the turn
/// from `before` to `after`: the reroll plus the frustration returned beats the throw.
#[inline]
pub(crate) fn reduces(mine: Stakes, before: Odds, after: Odds) -> bool {
    mine.frustration + mine.points(before) > mine.points(after)
}

/// Whether an opponent whose frustration costs `own_cost` frustrates (or joins in) a throw
/// that took the active player's turn from `before` to `after`, the active player's stakes
/// being `theirs`, at a table of `opponents` opponents.
#[inline]
pub(crate) fn frustrates(
    own_cost: f64,
    theirs: Stakes,
    before: Odds,
    after: Odds,
    opponents: u32,
) -> bool {
    let own = own_cost * (2.0 * before.frustration - 1.0);
    let denied = (theirs.points(after) - theirs.points(before)) / f64::from(opponents);
    own + denied > 0.0
}
