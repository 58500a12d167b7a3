//! `normal`: sensible heuristics on the exact odds, a few table look-ups per decision.
//!
//! The player aims at *targets*: a sum `s` of 21..=36 that would take something. Reaching at
//! least `s` with a worm takes at least the grill tile `s` takes (the engine's
//! [`Game::offer`]), worth its worms; hitting exactly `s` may steal an opponent's top tile,
//! worth its worms twice (gained and taken from the victim). Missing costs the top tile of
//! the player's stack (the engine's [`Game::loss`]). A target's worth is
//! `chance · gain − (1 − chance) · loss`, with the chances of [`crate::odds`].
//!
//! - Keep: the face whose position afterwards has the best target.
//! - Throw on or take: throw on only if some target better than the tile in hand is worth
//!   more than that tile, with the chances of throwing on.

use heckmeck_engine::{Awaiting, Game, Move, Seat};

use crate::odds::{exact, reach, tile_index, tile_numbers};
use crate::position::Position;
use crate::view::{self, worms_of};

/// A stolen tile is worth its worms to the thief and as much again taken from the victim.
const STEAL: f64 = 2.0;

/// The move now: no random numbers.
pub(crate) fn choose(game: &Game) -> Option<Move> {
    let seat = game.active()?;
    let stakes = Stakes::of(game, seat);
    match game.awaiting() {
        Awaiting::Keep => {
            let mut best: Option<(f64, heckmeck_engine::Face)> = None;
            for (f, _, next) in view::keeps(game.board()) {
                let v = stakes.outlook(next, 21);
                if best.is_none_or(|(b, _)| v > b) {
                    best = Some((v, f));
                }
            }
            best.map(|(_, f)| Move::Keep(f))
        }
        Awaiting::RollOrTake | Awaiting::Take => {
            let take = view::best_take(game, |t| stakes.take_value(game, seat, t))?;
            let in_hand = stakes.take_value(game, seat, take);
            let p = view::position(game.board());
            // Only targets above the sum in hand: their chances are those of throwing on.
            let throw_on = stakes.outlook(p, p.sum() + 1);
            if game.awaiting() == Awaiting::RollOrTake && throw_on > in_hand {
                Some(Move::Throw)
            } else {
                Some(Move::Take(take))
            }
        }
        Awaiting::Roll | Awaiting::GameOver => None,
    }
}

/// What each target sum is worth to the active player, and what failing costs.
struct Stakes {
    /// Per tile index (sum 21..=36): the gain of reaching at least that sum.
    at_least: [Option<f64>; 16],
    /// Per tile index: the gain of hitting exactly that sum (a steal), if more.
    exactly: [Option<f64>; 16],
    /// The worms a failed turn gives back.
    loss: f64,
}

impl Stakes {
    fn of(game: &Game, seat: Seat) -> Stakes {
        let mut at_least = [None; 16];
        let mut exactly = [None; 16];
        for (i, s) in tile_numbers().enumerate() {
            let offer = game.offer(seat, s, true);
            at_least[i] = offer.grill.map(worms_of);
            exactly[i] = offer.steal.map(|st| STEAL * worms_of(st.tile));
        }
        let loss = game.loss(seat).returned.map_or(0.0, worms_of);
        Stakes {
            at_least,
            exactly,
            loss,
        }
    }

    /// The worth of a tile on offer now.
    fn take_value(&self, game: &Game, seat: Seat, tile: u8) -> f64 {
        if game.grill().contains(tile) {
            worms_of(tile)
        } else if game.steal(seat, tile).is_some() {
            STEAL * worms_of(tile)
        } else {
            0.0
        }
    }

    /// The best target of at least `from` from position `p`: `chance · gain − (1 − chance)
    /// · loss`; `−loss` when there is none.
    fn outlook(&self, p: Position, from: u8) -> f64 {
        let (r, e) = (reach(p), exact(p));
        let first = tile_index(from.max(21)).unwrap_or(16);
        let mut best = -self.loss;
        for i in first..16 {
            for (chance, gain) in [(r[i], self.at_least[i]), (e[i], self.exactly[i])] {
                if let Some(gain) = gain {
                    best = best.max(chance * gain - (1.0 - chance) * self.loss);
                }
            }
        }
        best
    }
}
