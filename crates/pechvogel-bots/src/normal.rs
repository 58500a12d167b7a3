//! `normal`: sensible heuristics on the exact odds and the markers left. Every decision is a
//! handful of table look-ups: the expected points of the rest of the turn, for this player only.

use pechvogel_engine::{
    frustration_cost as cost, Claim, Game, Question, Seat, Throw, MAX_PLAYERS, MURPHY_SURCHARGE,
    PAYBACK, VALUES,
};

use crate::odds::{turn_odds, Odds};
use crate::view::{face_counts, window_boards};

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
fn frustration_cost(game: &Game, seat: Seat) -> f64 {
    f64::from(cost(game.murphy() == Some(seat)))
}

/// The target with the most expected points (more dice on a tie): from the simulator's
/// tables where it has them (`fast-sim`), else from the points themselves.
// Always inlined for the simulator: a few look-ups, less than a call costs with its spills;
// the points (beyond the table) are worked out out of line.
#[cfg_attr(feature = "fast-sim", inline(always))]
pub(crate) fn target(game: &Game, seat: Seat, first: &Throw) -> u8 {
    match crate::tables::target(game, seat, first) {
        Some(target) => target,
        None => target_by_points(game, seat, first),
    }
}

/// [`target`] worked out from the expected points of each number the throw shows: the
/// definition the simulator's rank table (`tables.rs`) is built from and tested against.
#[cfg_attr(feature = "fast-sim", inline(never))]
pub(crate) fn target_by_points(game: &Game, seat: Seat, first: &Throw) -> u8 {
    let claimable = game.holdings().claimable_values(seat);
    // The stakes are the same for every number but for the marker.
    best_target(Stakes::with(game, seat, 0, false), first, claimable)
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

/// Reduce when the reroll plus the frustration returned beats the throw; frustrate when the
/// reroll more likely than not ends in a frustration for the active player (the frustration
/// comes back with profit), counting a share of what the active player loses by it.
// Inlined into the simulator's window loop (`fast-sim`): the look-up is a few instructions,
// the points (a reduce, or what the table does not reach) are worked out out of line.
#[cfg_attr(feature = "fast-sim", inline(always))]
pub(crate) fn answer(game: &Game, question: Question) -> bool {
    match crate::tables::answer(game, question) {
        Some(yes) => yes,
        None => answer_by_points(game, question),
    }
}

/// [`answer`] worked out from the expected points: the definition the table of verdicts
/// (`tables.rs`) is built from and tested against.
#[cfg_attr(feature = "fast-sim", inline(never))]
pub(crate) fn answer_by_points(game: &Game, question: Question) -> bool {
    let Some(target) = game.board().target else {
        return false;
    };
    let (t0, r0, t1, r1) = window_boards(game);
    let (before, after) = (turn_odds(t0, r0), turn_odds(t1, r1));
    match question {
        Question::Reduce(me) => reduces(Stakes::of(game, me, target), before, after),
        Question::Start(me) | Question::Join(me) => {
            let Some(active) = game.active() else {
                return false;
            };
            let opponents = game.player_count() as u32 - 1;
            let theirs = Stakes::of(game, active, target);
            frustrates(frustration_cost(game, me), theirs, before, after, opponents)
        }
    }
}

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

/// Steal from the best-placed opponent holding the target if they are ahead of me, or when the
/// middle has none; otherwise the middle. A steal boxes the highest marker in the middle.
pub(crate) fn claim(game: &Game, me: Seat) -> Option<Claim> {
    let claims = game.claims();
    let discard = claims.highest_discard()?;
    let victims = claims.victims();
    if victims == 0 {
        // Nobody to steal from: no score is needed (the branch the steal's test below takes
        // anyway, taken before the scores are worked out).
        return claims.middle().then_some(Claim::Middle);
    }
    // The best-placed victim, the first in seat order on a tie: the greatest key of score and
    // seat (the lower seat keyed higher), every seat looked at, and no branch on who is ahead,
    // which is anybody's guess. Seats that are no victim key lowest.
    let mut best = i32::MIN;
    for seat in 0..game.player_count() {
        let key = game.score(seat) << 3 | (MAX_PLAYERS - seat) as i32;
        best = best.max(if victims & 1 << seat != 0 {
            key
        } else {
            i32::MIN
        });
    }
    if !claims.middle() || best >> 3 > game.score(me) {
        let seat = MAX_PLAYERS - (best & 7) as usize;
        return Some(Claim::Steal { seat, discard });
    }
    claims.middle().then_some(Claim::Middle)
}
