//! `normal`: sensible heuristics on the exact odds and the markers left. Every decision is a
//! handful of table look-ups: the expected points of the rest of the turn, for this player only.

use pechvogel_engine::{Claim, Game, Question, Seat, Throw};

use crate::odds::{turn_odds, Odds};
use crate::view::{claimable, claimable_values, face_counts, slot, window_boards, Claims};

/// What the end of a turn means in points to one player, for one target.
#[derive(Clone, Copy)]
struct Stakes {
    /// The marker: the target's value if one can be claimed, else nothing.
    marker: f64,
    /// One frustration: 3 points, 7 while holding Murphy.
    frustration: f64,
    /// Murphy: each of the player's frustrations would cost 4 more.
    murphy: f64,
}

impl Stakes {
    fn of(game: &Game, seat: Seat, target: u8) -> Stakes {
        Stakes::with(game, seat, target, claimable(game, seat, target))
    }

    /// The stakes when it is known whether a marker of `target` can be claimed.
    fn with(game: &Game, seat: Seat, target: u8, claimable: bool) -> Stakes {
        let holds_murphy = game.murphy() == Some(seat);
        Stakes {
            marker: if claimable { f64::from(target) } else { 0.0 },
            frustration: if holds_murphy { 7.0 } else { 3.0 },
            murphy: if holds_murphy {
                0.0
            } else {
                4.0 * f64::from(game.frustrations(seat))
            },
        }
    }

    /// Expected points of the rest of a turn with these odds.
    fn points(&self, odds: Odds) -> f64 {
        odds.claim * self.marker - odds.frustration * self.frustration - odds.greedy * self.murphy
    }
}

/// The target with the most expected points (more dice on a tie).
pub(crate) fn target(game: &Game, seat: Seat, first: &Throw) -> u8 {
    let (counts, ravens) = face_counts(first);
    let claimable = claimable_values(game, seat);
    let mut best = (f64::NEG_INFINITY, 0u8);
    for v in 3..=7u8 {
        let c = counts[slot(v)];
        if c == 0 {
            continue;
        }
        let stakes = Stakes::with(game, seat, v, claimable & 1 << slot(v) != 0);
        let points = stakes.points(turn_odds(c, ravens));
        if points >= best.0 {
            best = (points, v);
        }
    }
    best.1
}

/// Reduce when the reroll plus the frustration returned beats the throw; frustrate when the
/// reroll more likely than not ends in three ravens (the frustration comes back with profit),
/// counting a share of what the active player loses by it.
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
            let mine = Stakes::of(game, me, target);
            let own = mine.frustration * (2.0 * before.frustration - 1.0);
            let theirs = Stakes::of(game, active, target);
            let opponents = (game.player_count() - 1) as f64;
            let denied = (theirs.points(after) - theirs.points(before)) / opponents;
            own + denied > 0.0
        }
    }
}

/// Steal from the best-placed opponent holding the target if they are ahead of me, or when the
/// middle has none; otherwise the middle. A steal boxes the highest marker in the middle.
pub(crate) fn claim(game: &Game, me: Seat, claims: &Claims) -> Option<Claim> {
    let options = claims.as_slice();
    let middle_open = options.first() == Some(&Claim::Middle);
    let mine = game.score(me);
    let mut victim: Option<(i32, Seat)> = None;
    for &c in options {
        if let Claim::Steal { seat, .. } = c {
            let score = game.score(seat);
            if victim.is_none_or(|(s, _)| score > s) {
                victim = Some((score, seat));
            }
        }
    }
    match victim {
        Some((score, seat)) if !middle_open || score > mine => {
            let middle = game.middle();
            let discard = (3..=7u8).rev().find(|&v| middle[slot(v)] > 0)?;
            Some(Claim::Steal { seat, discard })
        }
        _ => options.first().copied(),
    }
}
