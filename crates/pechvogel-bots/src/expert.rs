//! `expert`: looks ahead. Every choice is scored by the chance of winning the game it leads to,
//! averaged over the exact odds of the rest of the turn.
//!
//! A position's chance of winning comes from the final scores it lets one expect: markers,
//! frustrations at their cost (Murphy's holder pays the surcharge on each, discounted by the
//! chance that Murphy flies on before the end), and frustrations counted lighter while a
//! player has own turns left to reduce them away. The chances are a softmax of those scores whose temperature shrinks with
//! the markers left in the middle, and exact once the middle is empty: a claim that empties it
//! ends the game, so the expert knows when ending it wins and when it loses.
//!
//! The rest of a turn is a small dynamic programme over `(T, R)` and whether the active player
//! may still reduce: after each open throw the active player reduces when that raises *their*
//! chance, and the claim at the end is the one that suits *them* best. The expert values that
//! same tree from its own seat, so it also knows what a frustration it spends or joins is
//! worth. On its own turns it expects the opponents to frustrate the throws that the `normal`
//! rule would, and values the rerolls that follow.
//!
//! Every quantity comes from what the table shows; the expert draws no random numbers. The
//! rules it looks ahead with are the engine's: the thresholds, the costs, the claims open, and
//! how a turn's end moves markers, frustrations and Murphy ([`Holdings::end_turn`]).

use pechvogel_engine::{
    claim_earned, frustration_earned, greedy, marker_points, turn_ends, Claim, Face, Game,
    Holdings, Question, Seat, Throw, TurnEnd, DICE, FRUSTRATION_COST, MAX_PLAYERS,
    MURPHY_SURCHARGE, RAVENS_TO_END, TARGETS_TO_END, VALUES,
};

use crate::odds::{throw_table, turn_odds};
use crate::view::window_boards;

/// Every seat's holdings, as the expert sees the table.
#[derive(Clone, Copy, Debug)]
struct Position {
    /// Players at the table.
    n: usize,
    /// The active seat.
    active: Seat,
    /// What the seats and the middle hold now (a copy of the game's).
    held: Holdings,
    /// Seats whose frustration lies on the board this turn.
    on_board: u8,
    /// Chance that Murphy stays put for the turns one marker lasts.
    stays_per_marker: f64,
    /// What an end of the turn is worth: the chance to win, or points.
    scale: Scale,
    /// The scores to expect from the holdings now (see [`Position::expected`]): the points
    /// a turn's end is measured from.
    base: [f64; MAX_PLAYERS],
}

/// What the look-ahead values the ends of a turn by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Scale {
    /// The chance to win the game (how the expert bot plays).
    Win,
    /// The points the turn adds to the final score one can expect (what the coach and a
    /// review tell): markers gained, frustrations at their cost, as [`Position::expected`]
    /// weighs them.
    Points,
}

impl Position {
    fn of(game: &Game, scale: Scale) -> Position {
        let mut pos = Position {
            n: game.player_count(),
            active: game.active().unwrap_or(0),
            held: *game.holdings(),
            on_board: game.board().frustrator_bits(),
            stays_per_marker: (1.0 - GREED_PER_TURN).powf(TURNS_PER_MARKER),
            scale,
            base: [0.0; MAX_PLAYERS],
        };
        pos.base = pos.expected(&pos.held).0;
        pos
    }

    /// The value of the scores a turn's end leaves, to seats `a` and `e`.
    fn value(&self, scores: &[f64; MAX_PLAYERS], left: u32, a: Seat, e: Seat) -> Pair {
        match self.scale {
            Scale::Win => chances(scores, self.n, left, a, e),
            Scale::Points => (scores[a] - self.base[a], scores[e] - self.base[e]),
        }
    }

    /// The claims open for `target`: the middle, and a steal from each opponent holding one,
    /// boxing `discard` (which value goes to the box changes no score, so one per victim is
    /// enough to value them): the engine's claims, one per victim. Returns how many.
    fn claims(&self, target: u8, discard: u8, out: &mut [Claim; MAX_PLAYERS]) -> usize {
        let claims = self.held.claims(self.n, self.active, target);
        let mut len = 0;
        if claims.middle() {
            out[len] = Claim::Middle;
            len += 1;
        }
        let victims = claims.victims();
        for seat in (0..self.n).filter(|&s| victims & (1 << s) != 0) {
            out[len] = Claim::Steal { seat, discard };
            len += 1;
        }
        len
    }

    /// The lowest value in the middle (the lowest value of all if it is empty).
    fn lowest_in_middle(&self) -> u8 {
        VALUES
            .iter()
            .copied()
            .find(|&v| self.held.middle[pechvogel_engine::value_index(v)] > 0)
            .unwrap_or(VALUES[0])
    }

    /// What the table holds once the turn ends as `end` says, after `claim` (if any) for
    /// `target`: the frustrations spent on the way leave their holders (to the board, or the
    /// active player's reduce to the supply), and the engine settles the end.
    fn settle(&self, target: u8, end: End, claim: Option<Claim>) -> Holdings {
        let a = self.active;
        let mut held = self.held;
        for (s, f) in held.frustrations.iter_mut().enumerate().take(self.n) {
            if end.spent & (1 << s) != 0 {
                // A seat can only spend a frustration it holds; saturating keeps an impossible
                // end harmless rather than a panic.
                *f = f.saturating_sub(1);
            }
        }
        if end.reduced {
            // Ends with a reduce are valued for every board, but read only while the active
            // player holds a frustration to reduce with.
            held.frustrations[a] = held.frustrations[a].saturating_sub(1);
        }
        if let Some(c) = claim {
            held.claim(a, target, c);
        }
        held.end_turn(
            self.n,
            TurnEnd {
                active: a,
                frustration: end.frustration,
                greedy: end.greedy,
                frustrators: self.on_board | end.spent,
            },
        );
        held
    }

    /// Resolves a turn's end: the final scores to expect (see the module docs) and the markers
    /// left in the middle.
    fn resolve(&self, target: u8, end: End, claim: Option<Claim>) -> ([f64; MAX_PLAYERS], u32) {
        self.expected(&self.settle(target, end, claim))
    }

    /// The final scores to expect from `held` (see the module docs) and the markers left in
    /// the middle.
    fn expected(&self, held: &Holdings) -> ([f64; MAX_PLAYERS], u32) {
        let left = held.markers_left();
        // The scores expected at the end: Murphy may still fly on (greed), and frustrations can
        // be reduced away on the player's own turns, so both weigh less while markers remain.
        // Once the middle is empty, these are the final scores.
        let turns_left = TURNS_PER_MARKER * f64::from(left);
        let stays = self.stays_per_marker.powi(left as i32);
        let refundable = REFUNDS_PER_OWN_TURN * turns_left / self.n as f64;
        let cost = f64::from(FRUSTRATION_COST);
        let mut scores = [0.0; MAX_PLAYERS];
        for (s, score) in scores.iter_mut().enumerate().take(self.n) {
            let f = f64::from(held.frustrations[s]);
            let kept = (f - refundable).max(0.0) + REFUNDED_COST / cost * f.min(refundable);
            let murphy_cost = if held.murphy == Some(s) {
                f64::from(MURPHY_SURCHARGE) * kept * stays
            } else {
                0.0
            };
            *score = f64::from(marker_points(held.markers[s])) - cost * kept - murphy_cost;
        }
        (scores, left)
    }
}

/// Turns a marker in the middle lasts, on average (29 turns for fifteen markers, four players).
const TURNS_PER_MARKER: f64 = 1.9;
/// Chance that a turn is greedy and Murphy moves (the odds give 0.13 to 0.21 by board).
const GREED_PER_TURN: f64 = 0.15;
/// Frustrations a player can expect to reduce away per own turn still to come.
const REFUNDS_PER_OWN_TURN: f64 = 0.6;
/// What a frustration that will likely be reduced away still costs (the reroll it takes).
const REFUNDED_COST: f64 = 1.0;

/// How a turn ends, apart from the claim.
#[derive(Clone, Copy, Debug, Default)]
struct End {
    frustration: bool,
    greedy: bool,
    /// The active player reduced (a frustration back to the supply) in the part looked at.
    reduced: bool,
    /// Frustrators whose frustration is not on the board yet.
    spent: u8,
}

/// How far apart the final scores can still drift with `left` markers in the middle: the
/// softmax temperature of [`chances`]. It grows like the spread of the markers still to share
/// (each goes to one of `n` players: variance `25 p (1 - p)`), and is kept wide (tuned by
/// simulation): a bot that treats a small lead as a near-certain win gambles too much.
fn temperature(left: u32, n: usize) -> f64 {
    let p = 1.0 / n as f64;
    5.0 * (2.0 * 25.0 * p * (1.0 - p) * f64::from(left) + 9.0).sqrt()
}

/// The chance of winning of seats `a` and `e` (a tie shares the win).
fn chances(scores: &[f64; MAX_PLAYERS], n: usize, left: u32, a: Seat, e: Seat) -> (f64, f64) {
    let best = scores[..n]
        .iter()
        .copied()
        .fold(f64::NEG_INFINITY, f64::max);
    if left == 0 {
        let k = scores[..n].iter().filter(|&&s| s == best).count() as f64;
        let share = |s: Seat| if scores[s] == best { 1.0 / k } else { 0.0 };
        return (share(a), share(e));
    }
    let tau = temperature(left, n);
    let mut weights = [0.0; MAX_PLAYERS];
    let mut sum = 0.0;
    for s in 0..n {
        weights[s] = ((scores[s] - best) / tau).exp();
        sum += weights[s];
    }
    (weights[a] / sum, weights[e] / sum)
}

/// A value to the active player (`.0`, who decides) and to the evaluating seat (`.1`).
type Pair = (f64, f64);

/// The values of every way a turn can end, indexed by [`Ends::slot`].
struct Ends([Pair; 16]);

impl Ends {
    /// The index of an end: a claim, a frustration, greed, and a reduce along the way, one
    /// bit each (bit positions 3 to 0, not rules).
    fn slot(claim: bool, frustration: bool, greedy: bool, reduced: bool) -> usize {
        usize::from(claim) << 3
            | usize::from(frustration) << 2
            | usize::from(greedy) << 1
            | usize::from(reduced)
    }

    /// With `spent` frustrators besides those on the board, valued for `e`; the claim at a
    /// claim end is the active player's best.
    fn new(pos: &Position, target: u8, spent: u8, e: Seat) -> Ends {
        let a = pos.active;
        let mut options = [Claim::Middle; MAX_PLAYERS];
        let len = pos.claims(target, pos.lowest_in_middle(), &mut options);
        let mut ends = [(0.0, 0.0); 16];
        // Every combination of the three bits below `claim` in [`Ends::slot`].
        for i in 0..8 {
            let end = End {
                frustration: i & 4 != 0,
                greedy: i & 2 != 0,
                reduced: i & 1 != 0,
                spent,
            };
            let (scores, left) = pos.resolve(target, end, None);
            let plain = pos.value(&scores, left, a, e);
            let mut best = if len == 0 {
                plain
            } else {
                (f64::NEG_INFINITY, 0.0)
            };
            for &c in &options[..len] {
                let (scores, left) = pos.resolve(target, end, Some(c));
                let v = pos.value(&scores, left, a, e);
                if v.0 > best.0 {
                    best = v;
                }
            }
            ends[Ends::slot(false, end.frustration, end.greedy, end.reduced)] = plain;
            ends[Ends::slot(true, end.frustration, end.greedy, end.reduced)] = best;
        }
        Ends(ends)
    }

    fn at(&self, targets: u8, ravens: u8, reduced: bool) -> Pair {
        self.0[Ends::slot(
            claim_earned(targets),
            frustration_earned(ravens),
            greedy(targets, ravens),
            reduced,
        )]
    }
}

/// The active player may still reduce this turn.
const MAY_REDUCE: usize = 0;
/// The active player reduced in the part of the turn looked at.
const REDUCED: usize = 1;
/// The active player cannot reduce (no frustration, or reduced before).
const NO_REDUCE: usize = 2;

/// When the opponents frustrate a throw, as the expert expects them to: when the reroll more
/// likely than not ends in a frustration for the active player, counting a share of what the
/// active player loses (the rule the `normal` bots follow, at the plain frustration cost, and
/// close to what the expert itself does).
#[derive(Clone, Copy, Debug)]
struct Threat {
    /// Points of a claim of the target (0 when no marker is left to take).
    value: f64,
    /// Players at the table.
    n: usize,
}

impl Threat {
    fn frustrates(&self, t0: u8, r0: u8, t1: u8, r1: u8) -> bool {
        let cost = f64::from(FRUSTRATION_COST);
        let points = |o: crate::odds::Odds| o.claim * self.value - cost * o.frustration;
        let (before, after) = (turn_odds(t0, r0), turn_odds(t1, r1));
        // `2p - 1`: the normal bots' weighing of a payback of two (see `normal::answer`).
        let own = cost * (2.0 * before.frustration - 1.0);
        own + (points(after) - points(before)) / (self.n - 1) as f64 > 0.0
    }
}

/// Targets on an open board (the turn goes on): fewer than end it.
const OPEN_TARGETS: usize = TARGETS_TO_END as usize;
/// Ravens on an open board: fewer than end the turn.
const OPEN_RAVENS: usize = RAVENS_TO_END as usize;
/// The reduce modes: [`MAY_REDUCE`], [`REDUCED`], [`NO_REDUCE`].
const MODES: usize = 3;

/// Values of throwing from each open board `[T][R][mode]`, and of the end of the turn. While
/// the opponents may still frustrate (`threat`), a throw they would frustrate is rerolled, and
/// the rest of the turn is valued by `rerolled` (the turn once frustrated).
struct Turn<'a> {
    ends: Ends,
    throws: [[[Pair; MODES]; OPEN_RAVENS]; OPEN_TARGETS],
    threat: Option<(Threat, &'a Turn<'a>)>,
}

impl<'a> Turn<'a> {
    fn solve(ends: Ends) -> Turn<'a> {
        Turn::solve_with(ends, None)
    }

    fn solve_with(ends: Ends, threat: Option<(Threat, &'a Turn<'a>)>) -> Turn<'a> {
        let mut turn = Turn {
            ends,
            throws: [[[(0.0, 0.0); MODES]; OPEN_RAVENS]; OPEN_TARGETS],
            threat,
        };
        let table = throw_table();
        // Reducing leads from mode MAY_REDUCE to REDUCED on the same board: solve that first.
        for mode in [REDUCED, NO_REDUCE, MAY_REDUCE] {
            // Fuller open boards first: every throw that changes something adds dice.
            let (most_targets, most_ravens) = (TARGETS_TO_END - 1, RAVENS_TO_END - 1);
            for sum in (0..=most_targets + most_ravens).rev() {
                for t in 0..=sum.min(most_targets) {
                    let r = sum - t;
                    if r > most_ravens {
                        continue;
                    }
                    let n = DICE - sum;
                    let probs = &table[usize::from(n)];
                    let (mut va, mut ve) = (0.0, 0.0);
                    for a in 0..=n {
                        for b in 0..=(n - a) {
                            if a + b == 0 {
                                continue;
                            }
                            let p = probs[usize::from(a)][usize::from(b)];
                            let v = turn.after(t, r, t + a, r + b, mode);
                            va += p * v.0;
                            ve += p * v.1;
                        }
                    }
                    let moves = 1.0 - probs[0][0];
                    turn.throws[usize::from(t)][usize::from(r)][mode] = (va / moves, ve / moves);
                }
            }
        }
        turn
    }

    /// The value of the rest of the turn after a non-empty throw from `(t0, r0)` to
    /// `(t1, r1)`: the opponents frustrate it if they would, or else the active player reduces
    /// if it suits them, or else it stands.
    fn after(&self, t0: u8, r0: u8, t1: u8, r1: u8, mode: usize) -> Pair {
        // Open to frustrations unless greedy (the caller's throw is never empty).
        let open = !greedy(t1, r1);
        if let Some((threat, rerolled)) = self.threat {
            if open && threat.frustrates(t0, r0, t1, r1) {
                return rerolled.throw(t0, r0, mode);
            }
        }
        let stand = self.stand(t1, r1, mode);
        if mode == MAY_REDUCE && open {
            let reroll = self.throw(t0, r0, REDUCED);
            if reroll.0 > stand.0 {
                return reroll;
            }
        }
        stand
    }

    /// The value of a board once its throw stands: the end, or the throws to come.
    fn stand(&self, t: u8, r: u8, mode: usize) -> Pair {
        if turn_ends(t, r) {
            self.ends.at(t, r, mode == REDUCED)
        } else {
            self.throws[usize::from(t)][usize::from(r)][mode]
        }
    }

    /// The value of throwing from the open board `(t, r)`.
    fn throw(&self, t: u8, r: u8, mode: usize) -> Pair {
        self.throws[usize::from(t.min(TARGETS_TO_END - 1))][usize::from(r.min(RAVENS_TO_END - 1))]
            [mode]
    }
}

/// The active player's own view of the rest of the turn for `target`: solved with the
/// opponents' expected frustrations when some of them can still frustrate. Calls `f` with it.
fn own_turn<R>(game: &Game, pos: &Position, target: u8, me: Seat, f: impl FnOnce(&Turn) -> R) -> R {
    // The opponents who could still frustrate a throw this turn.
    let threat = game.could_frustrate();
    if threat == 0 {
        return f(&Turn::solve(Ends::new(pos, target, 0, me)));
    }
    let rerolled = Turn::solve(Ends::new(pos, target, threat, me));
    let value = if game.holdings().claimable(me, target) {
        f64::from(target)
    } else {
        0.0
    };
    let t = Threat { value, n: pos.n };
    f(&Turn::solve_with(
        Ends::new(pos, target, 0, me),
        Some((t, &rerolled)),
    ))
}

/// The reduce mode of the active player now.
fn mode_now(game: &Game) -> usize {
    if game.could_reduce() {
        MAY_REDUCE
    } else {
        NO_REDUCE
    }
}

/// The target whose turn gives the best chance of winning.
// Out of line: the look-ahead is big, and the callers also serve the cheap levels.
#[inline(never)]
pub(crate) fn target(game: &Game, me: Seat, first: &Throw) -> u8 {
    let mut best = (f64::NEG_INFINITY, 0u8);
    for (v, value) in targets(game, me, first, Scale::Win) {
        if value > best.0 {
            best = (value, v);
        }
    }
    best.1
}

/// Each target the first throw offers, in value order, with the value to `me` of the turn
/// it leads to on `scale`.
pub(crate) fn targets(game: &Game, me: Seat, first: &Throw, scale: Scale) -> Vec<(u8, f64)> {
    let pos = Position::of(game, scale);
    let ravens = first.ravens();
    let mode = mode_now(game);
    VALUES
        .into_iter()
        .filter_map(|v| {
            let c = first.count(Face::Number(v));
            // The first throw is never open: its board stands.
            (c > 0).then(|| {
                (
                    v,
                    own_turn(game, &pos, v, me, |turn| turn.stand(c, ravens, mode).1),
                )
            })
        })
        .collect()
}

/// Reduce, start or join a frustration when that raises the chance of winning.
// Out of line: the look-ahead is big, and the callers also serve the cheap levels.
#[inline(never)]
pub(crate) fn answer(game: &Game, question: Question, started: u8) -> bool {
    answers(game, question, started, Scale::Win).is_some_and(|(yes, no)| yes > no)
}

/// The value to the seat asked of answering yes and no to `question` (`started`: the seats
/// that started a frustration this window), on `scale`; `None` without a target.
pub(crate) fn answers(
    game: &Game,
    question: Question,
    started: u8,
    scale: Scale,
) -> Option<(f64, f64)> {
    let target = game.board().target?;
    let pos = Position::of(game, scale);
    let (t0, r0, t1, r1) = window_boards(game);
    let mode = mode_now(game);
    Some(match question {
        Question::Reduce(me) => own_turn(game, &pos, target, me, |turn| {
            (
                turn.throw(t0, r0, REDUCED).1,
                turn.stand(t1, r1, MAY_REDUCE).1,
            )
        }),
        Question::Start(me) => {
            let (stand, frustrate) = start(game, &pos, target, me);
            (frustrate.1, stand.1)
        }
        Question::Join(me) => {
            // The reroll happens either way; what changes is who shares the frustrations.
            let without = Turn::solve(Ends::new(&pos, target, started, me));
            let with = Turn::solve(Ends::new(&pos, target, started | 1 << me, me));
            (with.throw(t0, r0, mode).1, without.throw(t0, r0, mode).1)
        }
    })
}

/// The values of `me` starting a frustration on the window's throw, for the active player and
/// for `me`: the throw standing (every opponent passes; the active player may still reduce on
/// it), and the reroll with `me`'s frustration on the board.
// Out of line: the look-ahead is big, and it serves both questions below.
#[inline(never)]
fn start(game: &Game, pos: &Position, target: u8, me: Seat) -> (Pair, Pair) {
    let (t0, r0, t1, r1) = window_boards(game);
    let mode = mode_now(game);
    let pass = Turn::solve(Ends::new(pos, target, 0, me));
    let stand = pass.after(t0, r0, t1, r1, mode);
    let frustrate = Turn::solve(Ends::new(pos, target, 1 << me, me));
    (stand, frustrate.throw(t0, r0, mode))
}

/// Whether `me` starting a frustration now lowers the active player's chance of winning: the
/// reroll against the throw standing, both as [`answer`] weighs a start, but from the active
/// player's seat. False when no target is chosen (no window is open).
pub(crate) fn frustration_hurts(game: &Game, me: Seat) -> bool {
    let Some(target) = game.board().target else {
        return false;
    };
    let (stand, frustrate) = start(game, &Position::of(game, Scale::Win), target, me);
    frustrate.0 < stand.0
}

/// The claim that leaves the best chance of winning once the turn resolves.
// Out of line: the look-ahead is big, and the callers also serve the cheap levels.
#[inline(never)]
pub(crate) fn claim(game: &Game, me: Seat) -> Option<Claim> {
    let pos = Position::of(game, Scale::Win);
    let board = game.board();
    let target = board.target?;
    let end = End {
        frustration: frustration_earned(board.ravens),
        greedy: board.greedy(),
        reduced: false,
        spent: 0,
    };
    // Which marker goes to the box changes no score; boxing the lowest keeps the most points
    // in play (simulation shows no difference between lowest, highest, or by standing).
    let discard = pos.lowest_in_middle();
    let mut options = [Claim::Middle; MAX_PLAYERS];
    let len = pos.claims(target, discard, &mut options);
    let mut best: Option<(f64, Claim)> = None;
    for &c in &options[..len] {
        let (scores, left) = pos.resolve(target, end, Some(c));
        let v = chances(&scores, pos.n, left, me, me).1;
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, c));
        }
    }
    best.map(|(_, c)| c)
}

#[cfg(test)]
mod dp_checks {
    use super::*;
    use crate::odds::turn_odds;

    fn one(b: bool) -> f64 {
        f64::from(u8::from(b))
    }

    /// Ends valued by `f(claim, frustration, greedy, reduced)` (the bits of [`Ends::slot`]).
    fn ends(f: impl Fn(bool, bool, bool, bool) -> Pair) -> Ends {
        let mut e = [(0.0, 0.0); 16];
        for (i, slot) in e.iter_mut().enumerate() {
            *slot = f(i & 8 != 0, i & 4 != 0, i & 2 != 0, i & 1 != 0);
        }
        Ends(e)
    }

    /// The open boards after a target is chosen: at least one target.
    fn open_boards() -> impl Iterator<Item = (u8, u8)> {
        (1..TARGETS_TO_END).flat_map(|t| (0..RAVENS_TO_END).map(move |r| (t, r)))
    }

    #[test]
    fn without_reduce_the_dp_is_the_odds() {
        // Value 1 for a claim end: the value of throwing is the claim chance.
        let turn = Turn::solve(ends(|claim, frustration, _, _| {
            (one(claim), one(claim && frustration))
        }));
        for (t, r) in open_boards() {
            let (a, e) = turn.throw(t, r, NO_REDUCE);
            let o = turn_odds(t, r);
            assert!((a - o.claim).abs() < 1e-12);
            assert!((e - o.both).abs() < 1e-12);
        }
    }

    #[test]
    fn reducing_never_lowers_the_active_players_value() {
        // Any valuation that rewards a reduce (the frustration returned) by `BONUS`.
        const BONUS: f64 = 2.5;
        let turn = Turn::solve(ends(|c, f, g, r| {
            let v = 5.0 * one(c) - 2.5 * one(f) - 2.0 * one(g) + BONUS * one(r);
            (v, v)
        }));
        for (t, r) in open_boards() {
            assert!(turn.throw(t, r, MAY_REDUCE).0 >= turn.throw(t, r, NO_REDUCE).0 - 1e-12);
            assert!(turn.throw(t, r, REDUCED).0 >= turn.throw(t, r, NO_REDUCE).0 + BONUS - 1e-9);
        }
    }
}

#[cfg(test)]
mod resolving {
    use super::*;
    use pechvogel_engine::{value_index, FRUSTRATION_COST, MURPHY_FRUSTRATION_COST};

    /// The marker values of the position below: the highest, the middle one, and the one
    /// between them.
    const HIGH: u8 = VALUES[VALUES.len() - 1];
    const MID: u8 = VALUES[VALUES.len() / 2];
    const UPPER: u8 = VALUES[VALUES.len() / 2 + 1];
    /// Players in the position below.
    const PLAYERS: usize = 3;

    fn cost() -> f64 {
        f64::from(FRUSTRATION_COST)
    }

    fn murphy_cost() -> f64 {
        f64::from(MURPHY_FRUSTRATION_COST)
    }

    /// Seat 0 active with a HIGH marker and two frustrations, seat 1 with a MID marker, one
    /// frustration and Murphy, seat 2 with nothing; the middle holds one MID and one UPPER.
    fn position() -> Position {
        let mut held = Holdings::START;
        held.markers = [[0; VALUES.len()]; MAX_PLAYERS];
        held.markers[0][value_index(HIGH)] = 1;
        held.markers[1][value_index(MID)] = 1;
        held.frustrations[0] = 2;
        held.frustrations[1] = 1;
        held.murphy = Some(1);
        held.middle = [0; VALUES.len()];
        held.middle[value_index(MID)] = 1;
        held.middle[value_index(UPPER)] = 1;
        Position {
            n: PLAYERS,
            active: 0,
            held,
            on_board: 0,
            stays_per_marker: (1.0 - GREED_PER_TURN).powf(TURNS_PER_MARKER),
            scale: Scale::Win,
            base: [0.0; MAX_PLAYERS],
        }
    }

    /// The position with nothing left in the middle after the turn (the scores are final).
    fn empty_middle() -> Position {
        let mut pos = position();
        pos.held.middle = [0; VALUES.len()];
        pos
    }

    #[test]
    fn a_steal_that_empties_the_middle_ends_the_game_exactly() {
        let mut pos = position();
        pos.held.middle[value_index(MID)] = 0;
        let steal = Claim::Steal {
            seat: 1,
            discard: UPPER,
        };
        let (scores, left) = pos.resolve(MID, End::default(), Some(steal));
        assert_eq!(left, 0);
        // Seat 0 has both markers and pays for two frustrations; seat 1, Murphy's holder,
        // pays his cost for one; seat 2 has nothing.
        let want = [f64::from(HIGH + MID) - 2.0 * cost(), -murphy_cost(), 0.0];
        assert_eq!(&scores[..PLAYERS], &want);
        // The final scores are the engine's.
        let settled = pos.settle(MID, End::default(), Some(steal));
        for (s, &score) in scores.iter().enumerate().take(PLAYERS) {
            assert_eq!(score, f64::from(settled.score(s)));
        }
        assert_eq!(chances(&scores, PLAYERS, left, 0, 2), (1.0, 0.0));
        // A tie at the end shares the win.
        let tie = [1.0, 1.0, 0.0, 0.0, 0.0];
        assert_eq!(chances(&tie, PLAYERS, 0, 0, 1), (0.5, 0.5));
    }

    #[test]
    fn frustrations_move_as_the_rules_say() {
        let pos = empty_middle();
        let (high, mid) = (f64::from(HIGH), f64::from(MID));
        // Seat 1 frustrated (not on the board yet) and the turn ends in a frustration: seat 0
        // takes it, seat 1 is left with none.
        let end = End {
            frustration: true,
            spent: 1 << 1,
            ..End::default()
        };
        let (scores, _) = pos.resolve(MID, end, None);
        // Seat 0 holds its two frustrations and the one from the board.
        let held = 2.0 + 1.0;
        assert_eq!(&scores[..PLAYERS], &[high - held * cost(), mid, 0.0]);
        // No frustration: seat 1 gets it back and one of seat 0's (the payback).
        let end = End {
            spent: 1 << 1,
            ..End::default()
        };
        let (scores, _) = pos.resolve(MID, end, None);
        assert_eq!(
            &scores[..PLAYERS],
            &[high - cost(), mid - 2.0 * murphy_cost(), 0.0]
        );
        // Greed brings Murphy over, and with it his cost per frustration; reducing returns one.
        let end = End {
            greedy: true,
            reduced: true,
            ..End::default()
        };
        let (scores, _) = pos.resolve(MID, end, None);
        assert_eq!(
            &scores[..PLAYERS],
            &[high - murphy_cost(), mid - cost(), 0.0]
        );
    }

    #[test]
    fn while_markers_remain_murphy_and_frustrations_weigh_less() {
        let pos = position();
        let (scores, left) = pos.resolve(MID, End::default(), None);
        assert_eq!(left, 2);
        let (high, mid) = (f64::from(HIGH), f64::from(MID));
        assert!(scores[0] > high - 2.0 * cost() && scores[0] < high);
        assert!(scores[1] > mid - murphy_cost() && scores[1] < mid);
        let (p0, p2) = chances(&scores, PLAYERS, left, 0, 2);
        assert!(p0 > p2 && p0 < 1.0 && p2 > 0.0);
    }
}

#[cfg(test)]
mod differential;
