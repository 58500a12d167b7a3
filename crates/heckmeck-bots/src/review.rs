//! What each choice of a turn is worth, in worms: the numbers the coach tells before a
//! decision and a review of a game after it.
//!
//! A choice is valued by the worms the player can expect to gain from the turn under the best
//! play of the rest of it: a tile taken adds its worms (from the grill or stolen), a failed
//! turn takes away the worms of the top tile it gives back (nothing if the player holds
//! none). Which tile a sum takes, what a take and a failure move, and the worms on a tile are
//! the engine's ([`Game::offer`], [`Game::after_take`], [`Game::after_failure`]); the rest of
//! the turn is solved exactly by [`crate::solve`] over the dice still to throw and the faces
//! and sum already set aside, one lane, one solve per turn (remembered, as the expert's).
//!
//! The worms are the player's own: a steal is worth the tile's worms to the thief, whatever
//! it costs the victim. The expert bot values the same ends by its estimate of the chance to
//! win the game, so late in a game it may choose otherwise; the worms are what a person can
//! check.

use heckmeck_engine::{Awaiting, Game, Move, Seat};

use crate::expert::with_solver;
use crate::position::MAX_SUM;
use crate::solve::Ends;
use crate::view;

/// One choice and the worms it expects.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Priced {
    /// The move.
    pub choice: Move,
    /// The worms the player can expect to gain from the turn after this choice and the best
    /// play of the rest of it (negative when a failure that costs a tile is likely enough).
    pub worms: f64,
}

/// The choices of the seat to move now, each with the worms it expects, best first. Equal
/// values keep the order the choices are listed in: a take before throwing on (the sure
/// worms), a grill tile before a steal, the keeps in face order. Empty when nobody chooses
/// (the game is over).
pub fn choices(game: &Game) -> Vec<Priced> {
    let Some(me) = game.active() else {
        return Vec::new();
    };
    let board = game.board();
    let p = view::position(board);
    let take = |t: u8| take_worms(game, me, t);
    let mut out: Vec<Priced> = match game.awaiting() {
        Awaiting::Keep => with_solver(ends(game, me), |solver| {
            view::keeps(board)
                .map(|(f, _, next)| Priced {
                    choice: Move::Keep(f),
                    worms: solver.value(next)[0],
                })
                .collect()
        }),
        Awaiting::Roll | Awaiting::RollOrTake | Awaiting::Take => {
            let offer = game.takeable();
            let mut out: Vec<Priced> = offer
                .grill
                .into_iter()
                .chain(offer.steal.map(|s| s.tile))
                .map(|t| Priced {
                    choice: Move::Take(t),
                    worms: take(t),
                })
                .collect();
            if game.awaiting() != Awaiting::Take {
                out.push(Priced {
                    choice: Move::Throw,
                    worms: with_solver(ends(game, me), |solver| solver.throw_value(p)[0]),
                });
            }
            out
        }
        Awaiting::GameOver => Vec::new(),
    };
    // Stable: equal values keep the order above. A handful of choices.
    for i in 1..out.len() {
        let mut j = i;
        while j > 0 && out[j].worms > out[j - 1].worms {
            out.swap(j, j - 1);
            j -= 1;
        }
    }
    out
}

/// The worms `me` gains by taking `tile` now (on offer: from the grill or a steal).
fn take_worms(game: &Game, me: Seat, tile: u8) -> f64 {
    game.after_take(me, tile)
        .map_or(f64::NEG_INFINITY, |after| gain(game, me, after.score(me)))
}

/// The change from `me`'s worms now to `score`.
fn gain(game: &Game, me: Seat, score: i32) -> f64 {
    f64::from(score - game.score(me))
}

/// The turn's ends in worms for `me`: per sum with a worm, the best take it offers; the
/// failed turn.
fn ends(game: &Game, me: Seat) -> Ends<1> {
    let mut ends = Ends::nothing();
    // One value per tile: many sums take the same grill tile.
    let mut known = [None; 16];
    for (s, stop) in ends.stop.iter_mut().enumerate().take(MAX_SUM as usize + 1) {
        let offer = game.offer(me, s as u8, true);
        let mut best = f64::NEG_INFINITY;
        for t in offer.grill.into_iter().chain(offer.steal.map(|s| s.tile)) {
            let v = match crate::odds::tile_index(t) {
                Some(i) => *known[i].get_or_insert_with(|| take_worms(game, me, t)),
                None => take_worms(game, me, t),
            };
            best = best.max(v);
        }
        stop[0] = best;
    }
    ends.fail = [gain(game, me, game.after_failure(me).score(me))];
    ends
}
