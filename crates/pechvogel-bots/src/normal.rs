//! `normal`: sensible heuristics on the exact odds and the markers left. Every decision is a
//! handful of table look-ups: the expected points of the rest of the turn, for this player only.

use pechvogel_engine::{
    frustration_cost as cost, Claim, Game, Question, Seat, Throw, MURPHY_SURCHARGE, PAYBACK, VALUES,
};

use crate::odds::{turn_odds, Odds};
use crate::view::{face_counts, window_boards};

/// What the end of a turn means in points to one player, for one target.
#[derive(Clone, Copy)]
struct Stakes {
    /// The marker: the target's value if one can be claimed, else nothing.
    marker: f64,
    /// One frustration: its cost, more while holding Murphy.
    frustration: f64,
    /// Murphy: each of the player's frustrations would cost the surcharge more.
    murphy: f64,
}

impl Stakes {
    fn of(game: &Game, seat: Seat, target: u8) -> Stakes {
        let claimable = game.holdings().claimable(seat, target);
        Stakes::with(game, seat, target, claimable)
    }

    /// The stakes when it is known whether a marker of `target` can be claimed.
    fn with(game: &Game, seat: Seat, target: u8, claimable: bool) -> Stakes {
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

    /// Expected points of the rest of a turn with these odds.
    fn points(&self, odds: Odds) -> f64 {
        odds.claim * self.marker - odds.frustration * self.frustration - odds.greedy * self.murphy
    }
}

/// What one more frustration costs `seat` (the engine's cost, Murphy's holder's if it holds him).
fn frustration_cost(game: &Game, seat: Seat) -> f64 {
    f64::from(cost(game.murphy() == Some(seat)))
}

/// The target with the most expected points (more dice on a tie).
pub(crate) fn target(game: &Game, seat: Seat, first: &Throw) -> u8 {
    let (counts, ravens) = face_counts(first);
    let claimable = game.holdings().claimable_values(seat);
    // The stakes are the same for every number but for the marker.
    let base = Stakes::with(game, seat, 0, false);
    let (mut best_points, mut best) = (f64::NEG_INFINITY, 0u8);
    // Every number is valued, and the best kept, without a branch: which numbers a throw shows
    // and which wins are anybody's guess, and a mispredicted branch costs more than the sums.
    for (i, &c) in counts.iter().enumerate() {
        let v = VALUES[i];
        let stakes = Stakes {
            marker: if claimable & 1 << i != 0 {
                f64::from(v)
            } else {
                0.0
            },
            ..base
        };
        let points = stakes.points(turn_odds(c, ravens));
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

/// Reduce when the reroll plus the frustration returned beats the throw; frustrate when the
/// reroll more likely than not ends in a frustration for the active player (the frustration
/// comes back with profit), counting a share of what the active player loses by it.
pub(crate) fn answer(game: &Game, question: Question) -> bool {
    let Some(target) = game.board().target else {
        return false;
    };
    let (t0, r0, t1, r1) = window_boards(game);
    let (before, after) = (turn_odds(t0, r0), turn_odds(t1, r1));
    match question {
        Question::Reduce(me) => {
            let stakes = Stakes::of(game, me, target);
            stakes.frustration + stakes.points(before) > stakes.points(after)
        }
        Question::Start(me) | Question::Join(me) => {
            let Some(active) = game.active() else {
                return false;
            };
            let own = frustration_cost(game, me) * (2.0 * before.frustration - 1.0);
            let theirs = Stakes::of(game, active, target);
            let opponents = f64::from(game.player_count() as u32 - 1);
            let denied = (theirs.points(after) - theirs.points(before)) / opponents;
            own + denied > 0.0
        }
    }
}

/// Steal from the best-placed opponent holding the target if they are ahead of me, or when the
/// middle has none; otherwise the middle. A steal boxes the highest marker in the middle.
pub(crate) fn claim(game: &Game, me: Seat) -> Option<Claim> {
    let claims = game.claims();
    let discard = claims.highest_discard()?;
    let mine = game.score(me);
    // The victims in seat order; the first of the best-placed is robbed.
    let victims = claims.victims();
    let mut victim: Option<(i32, Seat)> = None;
    for seat in (0..game.player_count()).filter(|&s| victims & (1 << s) != 0) {
        let score = game.score(seat);
        if victim.is_none_or(|(s, _)| score > s) {
            victim = Some((score, seat));
        }
    }
    match victim {
        Some((score, seat)) if !claims.middle() || score > mine => {
            Some(Claim::Steal { seat, discard })
        }
        _ => claims.middle().then_some(Claim::Middle),
    }
}
