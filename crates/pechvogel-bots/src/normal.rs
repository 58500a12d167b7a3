//! `normal`: sensible heuristics on the exact odds and the markers left. Every decision is a
//! handful of table look-ups: the expected points of the rest of the turn, for this player only.

mod stakes;
mod tables;

use pechvogel_engine::{Claim, Game, Question, Seat, Throw, MAX_PLAYERS};

use crate::odds::turn_odds;
use crate::view::window_boards;
use stakes::{best_target, frustrates, frustration_cost, reduces, Stakes};

/// The target with the most expected points (more dice on a tie): from the simulator's
/// tables where it has them (`fast-sim`), else from the points themselves.
// Always inlined for the simulator: a few look-ups, less than a call costs with its spills;
// the points (beyond the table) are worked out out of line.
#[cfg_attr(feature = "fast-sim", inline(always))]
pub(crate) fn target(game: &Game, seat: Seat, first: &Throw) -> u8 {
    match tables::target(game, seat, first) {
        Some(target) => target,
        None => target_by_points(game, seat, first),
    }
}

/// [`target`] worked out from the expected points of each number the throw shows: the
/// definition the simulator's rank table (`normal/tables.rs`) is built from and tested against.
#[cfg_attr(feature = "fast-sim", inline(never))]
pub(crate) fn target_by_points(game: &Game, seat: Seat, first: &Throw) -> u8 {
    let claimable = game.holdings().claimable_values(seat);
    // The stakes are the same for every number but for the marker.
    best_target(Stakes::with(game, seat, 0, false), first, claimable)
}

/// Reduce when the reroll plus the frustration returned beats the throw; frustrate when the
/// reroll more likely than not ends in a frustration for the active player (the frustration
/// comes back with profit), counting a share of what the active player loses by it.
// Inlined into the simulator's window loop (`fast-sim`): the look-up is a few instructions,
// the points (a reduce, or what the table does not reach) are worked out out of line.
#[cfg_attr(feature = "fast-sim", inline(always))]
pub(crate) fn answer(game: &Game, question: Question) -> bool {
    match tables::answer(game, question) {
        Some(yes) => yes,
        None => answer_by_points(game, question),
    }
}

/// [`answer`] worked out from the expected points: the definition the table of verdicts
/// (`normal/tables.rs`) is built from and tested against.
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

#[cfg(all(test, feature = "fast-sim"))]
mod tests {
    use super::*;
    use pechvogel_engine::table::Due;
    use pechvogel_engine::{Move, Table};

    /// Whole games of normal bots at every table size, and a few more frustrations than usual:
    /// at every target and every window question the table's answer is the points' answer.
    #[test]
    fn tables_answer_what_the_points_answer() {
        let mut asked = [0u32; 2];
        for players in 2..=5 {
            for seed in 0..150 {
                let names = (0..players).map(|i| format!("P{i}")).collect();
                let mut table = Table::new(Game::new(names).unwrap());
                table.set_recording(false);
                let levels = vec![dice_core::Level::Normal; players];
                // The normal bot's moves, as `crate::decide` makes them at its level.
                dice_core::play_with(&mut table, &levels, seed, |_, t: &Table, _| {
                    let game = t.game();
                    Some(match t.due() {
                        Due::Target(seat) => {
                            let first = game.first_throw().unwrap();
                            let chosen = target(game, seat, &first);
                            assert_eq!(chosen, target_by_points(game, seat, &first));
                            asked[0] += 1;
                            Move::Target(chosen)
                        }
                        Due::Ask(q) => {
                            let yes = answer(game, q);
                            assert_eq!(yes, answer_by_points(game, q), "{q:?} in {game:?}");
                            asked[1] += 1;
                            Move::Answer(yes)
                        }
                        Due::Claim(seat) => Move::Claim(claim(game, seat)?),
                        Due::Throw { .. } | Due::Over => Move::Throw,
                    })
                })
                .unwrap();
            }
        }
        assert!(asked.iter().all(|&n| n > 10_000), "{asked:?}");
    }
}
