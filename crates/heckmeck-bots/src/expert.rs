//! `expert`: the exact best play of the turn, valued by the chance to win the game.
//!
//! Every way the turn can end is valued by the expert's chance to win the game from the
//! table it leaves ([`Eval`]): a tile from the grill, a steal (the victim loses what the
//! thief gains, which matters most when the victim leads), or a failed turn (the top tile
//! goes back, and perhaps a tile leaves the game: the engine's [`Game::loss`]). With those
//! values for every sum, the rest of the turn is solved exactly ([`crate::solve`]): which
//! face to keep, and whether to throw on or take.
//!
//! The chance to win is a softmax of the scores whose temperature grows with the worms still
//! on the grill: early on a lead means little, near the end it is nearly everything, and a
//! take that empties the grill ends the game, which the expert knows it wins or loses. So it
//! denies the leader near the end, and takes fewer risks when ahead than when behind. Each
//! score is lessened by what its top tile may lose to steals before its holder's next turn
//! (a low tile on top is an easy target), so covering a tile is worth something too.
//!
//! The solve is the same for every decision of a turn (the table does not change during a
//! turn), so it is remembered, keyed by everything it depends on; the expert stays a pure
//! function of the game and draws no random numbers.

use std::cell::RefCell;

use heckmeck_engine::{AfterTurn, Awaiting, Face, Game, Move, Seat, MAX_PLAYERS};

use crate::odds;
use crate::position::{Position, MAX_SUM};
use crate::solve::{Ends, Solver};
use crate::view;

/// The softmax temperature is `SPREAD · sqrt(worms on the grill + FLOOR)`, in worms: the
/// spread of what the worms still to share can change. (Tuned by simulation against three
/// `normal` bots; anything from 0.4 to 1.0 and 1 to 20 plays about as well.)
const SPREAD: f64 = 0.6;
/// See [`SPREAD`]: some uncertainty remains even with few worms left (steals, returns).
const FLOOR: f64 = 4.0;

/// How often an opponent steals a top tile in one turn, relative to the chance of hitting its
/// number exactly when aiming for it alone (tuned by simulation; 0.2 to 0.7 play alike).
const STEALS: f64 = 0.5;

/// The move now: no random numbers.
pub(crate) fn choose(game: &Game) -> Option<Move> {
    let seat = game.active()?;
    let eval = Eval::new(game, seat);
    let board = game.board();
    match game.awaiting() {
        Awaiting::Keep => with_solver(eval.ends(), |solver| {
            let mut best: Option<(f64, Face)> = None;
            for (f, _, next) in view::keeps(board) {
                let v = solver.value(next)[0];
                if best.is_none_or(|(b, _)| v > b) {
                    best = Some((v, f));
                }
            }
            best.map(|(_, f)| Move::Keep(f))
        }),
        Awaiting::RollOrTake | Awaiting::Take => {
            let take = view::best_take(game, |t| eval.take(t))?;
            if game.awaiting() == Awaiting::RollOrTake {
                let p = view::position(board);
                let throw_on = with_solver(eval.ends(), |solver| solver.throw_value(p)[0]);
                if throw_on > eval.take(take) {
                    return Some(Move::Throw);
                }
            }
            Some(Move::Take(take))
        }
        Awaiting::Roll | Awaiting::GameOver => None,
    }
}

thread_local! {
    /// The last turn's solve: every decision of a turn asks the same one.
    static SOLVER: RefCell<Option<Solver<1>>> = const { RefCell::new(None) };
}

/// Runs `f` on the solver for `ends`, solved afresh unless the last one had the same ends
/// (the expert's and the review's solves share it: one decision at a time asks).
pub(crate) fn with_solver<R>(ends: Ends<1>, f: impl FnOnce(&mut Solver<1>) -> R) -> R {
    SOLVER.with(|cell| {
        let mut cell = cell.borrow_mut();
        match cell.as_mut() {
            Some(s) if *s.ends() == ends => {}
            Some(s) => s.reset(ends),
            None => *cell = Some(Solver::new(ends)),
        }
        f(cell.as_mut().expect("a solver was just made"))
    })
}

/// The expert's chance to win the game from the table each end of the turn leaves (the
/// engine's [`Game::after_take`] and [`Game::after_failure`] say what that table is).
struct Eval<'a> {
    game: &'a Game,
    me: Seat,
    /// Per tile, the worms a top tile is expected to lose to steals before its holder's
    /// next turn.
    exposure: [f64; 16],
}

impl<'a> Eval<'a> {
    fn new(game: &'a Game, me: Seat) -> Eval<'a> {
        let hit = odds::exact(Position::START);
        let opponents = (game.player_count() - 1) as i32;
        Eval {
            game,
            me,
            exposure: std::array::from_fn(|i| {
                let stolen = 1.0 - (1.0 - STEALS * hit[i]).powi(opponents);
                stolen * view::worms_of(21 + i as u8)
            }),
        }
    }

    /// The ends of the turn for the solver: per sum, the best take it offers (with a worm);
    /// the failed turn.
    fn ends(&self) -> Ends<1> {
        let mut ends = Ends::nothing();
        // One value per tile: many sums take the same grill tile.
        let mut grill_value = [None; 16];
        for (s, stop) in ends.stop.iter_mut().enumerate().take(MAX_SUM as usize + 1) {
            let offer = self.game.offer(self.me, s as u8, true);
            let mut best = f64::NEG_INFINITY;
            if let Some(g) = offer.grill {
                let slot = &mut grill_value[usize::from(g - 21)];
                best = best.max(*slot.get_or_insert_with(|| self.take(g)));
            }
            if let Some(steal) = offer.steal {
                best = best.max(self.take(steal.tile));
            }
            stop[0] = best;
        }
        ends.fail = [self.fail()];
        ends
    }

    /// The value of taking `tile` (from the grill, or a steal), on offer now; never
    /// taken (`NEG_INFINITY`) if it is neither on the grill nor an opponent's top.
    fn take(&self, tile: u8) -> f64 {
        self.game
            .after_take(self.me, tile)
            .map_or(f64::NEG_INFINITY, |after| self.chance(&after))
    }

    fn fail(&self) -> f64 {
        self.chance(&self.game.after_failure(self.me))
    }

    /// The expert's chance to win from the table `after` a turn: exact if the game is over
    /// there, else a softmax of the scores.
    fn chance(&self, after: &AfterTurn) -> f64 {
        let n = self.game.player_count();
        if let Some(winner) = after.winner() {
            return f64::from(u8::from(winner == self.me));
        }
        let t = SPREAD * (f64::from(after.grill().worms()) + FLOOR).sqrt();
        let scores: [f64; MAX_PLAYERS] = std::array::from_fn(|s| {
            // No seat beyond the players (this runs some twenty times per decision).
            if s >= n {
                return 0.0;
            }
            let exposed = after
                .top(s)
                .map_or(0.0, |top| self.exposure[usize::from(top - 21)]);
            (f64::from(after.score(s)) - exposed) / t
        });
        let top = scores[..n]
            .iter()
            .copied()
            .fold(f64::NEG_INFINITY, f64::max);
        // Each seat's weight once (the leader's is exactly 1): `exp` is most of the cost.
        let mut weights = [0.0; MAX_PLAYERS];
        for (w, &x) in weights.iter_mut().zip(&scores[..n]) {
            let d = x - top;
            *w = if d == 0.0 { 1.0 } else { d.exp() };
        }
        let total: f64 = weights[..n].iter().sum();
        weights[self.me] / total
    }
}
