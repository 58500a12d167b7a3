//! The rest of a turn as a dynamic programme, for any valuation of how it may end.
//!
//! A turn's position is what the dice kept so far say ([`Position`]: the faces used, the dice
//! left, the sum). From a position the player may stop (when [`Ends::stop`] says a tile can
//! be taken at that sum, which needs a worm), or throws the dice left; the throw shows each
//! face with chance 1/6, and the player must keep all dice of one face not used yet, or the
//! turn fails. Every keep sets at least one die aside, so the dice left fall with every step
//! and one memoised recursion settles every position exactly.
//!
//! The solver is generic over `L` *lanes*: `L` independent valuations solved together, each
//! with its own best play (the odds solve all 16 tiles at once; a bot solves one lane). The
//! best play of a lane never looks at another lane.

use std::sync::OnceLock;

use crate::position::{Position, DICE, FACES, MAX_SUM};

/// `C(n, k)` for `n <= 8`, as floats.
const BINOMIAL: [[f64; 9]; 9] = {
    let mut t = [[0.0; 9]; 9];
    let mut n = 0;
    while n < 9 {
        t[n][0] = 1.0;
        let mut k = 1;
        while k <= n {
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0.0 };
            k += 1;
        }
        n += 1;
    }
    t
};

/// `(u/6)^r` for `u` faces used (0..=6) and `r` dice (0..=8): the chance that `r` given dice
/// all show faces used already.
const USED_POWER: [[f64; 9]; 7] = {
    let mut t = [[0.0; 9]; 7];
    let mut u = 0;
    while u < 7 {
        let mut r = 0;
        let mut p = 1.0;
        while r < 9 {
            t[u][r] = p;
            p = p * u as f64 / 6.0;
            r += 1;
        }
        u += 1;
    }
    t
};

/// `(1/6)^c`: the chance that `c` given dice all show one given face.
const SIXTH_POWER: [f64; 9] = {
    let mut t = [0.0; 9];
    let mut p = 1.0;
    let mut c = 0;
    while c < 9 {
        t[c] = p;
        p /= 6.0;
        c += 1;
    }
    t
};

/// How a turn can end, valued per lane: `stop[s]` is the value of stopping with a worm and
/// sum `s` (`f64::NEG_INFINITY` where no tile can be taken at that sum), `fail` the value of
/// a failed turn. Values are finite or `NEG_INFINITY`; only stopping may be impossible.
#[derive(Clone, Debug, PartialEq)]
pub struct Ends<const L: usize> {
    /// Value of stopping at each sum `0..=40` (worm kept), per lane.
    pub stop: [[f64; L]; MAX_SUM as usize + 1],
    /// Value of a failed turn, per lane.
    pub fail: [f64; L],
}

impl<const L: usize> Ends<L> {
    /// Every stop impossible and a failed turn worth 0: the start of a valuation.
    pub fn nothing() -> Ends<L> {
        Ends {
            stop: [[f64::NEG_INFINITY; L]; MAX_SUM as usize + 1],
            fail: [0.0; L],
        }
    }
}

/// Every (used faces, dice left, sum): the index space the positions are numbered in.
const SLOTS: usize = 64 * (DICE as usize + 1) * (MAX_SUM as usize + 1);

#[inline(always)]
fn slot(p: Position) -> usize {
    (usize::from(p.used()) * (DICE as usize + 1) + usize::from(p.left())) * (MAX_SUM as usize + 1)
        + usize::from(p.sum())
}

/// The positions a turn can reach, numbered densely (fewer than 2,000 of the 23,616 slots),
/// so that a solver's memo is small and cheap to start afresh.
struct Numbering {
    /// Per slot, the position's number, or `u16::MAX` for a slot no turn reaches.
    id: Vec<u16>,
    /// Positions numbered.
    count: usize,
}

#[inline(always)]
fn numbering() -> &'static Numbering {
    static NUMBERING: OnceLock<Numbering> = OnceLock::new();
    NUMBERING.get_or_init(|| {
        let mut id = vec![u16::MAX; SLOTS];
        let mut count = 0;
        let mut todo = vec![Position::START];
        while let Some(p) = todo.pop() {
            let s = slot(p);
            if id[s] != u16::MAX {
                continue;
            }
            id[s] = count as u16;
            count += 1;
            for f in 0..FACES {
                for c in 1..=p.left() {
                    todo.extend(p.keep(f, c));
                }
            }
        }
        Numbering { id, count }
    })
}

/// The best value of every position of a turn for one [`Ends`], worked out on demand and
/// remembered: the first question about a turn costs a solve (well under a millisecond for
/// one lane), later ones are look-ups.
#[derive(Clone, Debug)]
pub struct Solver<const L: usize> {
    ends: Ends<L>,
    /// [`Numbering::id`], held here so that the innermost recursion need not ask for it.
    ids: &'static [u16],
    memo: Vec<[f64; L]>,
    known: Vec<bool>,
}

impl<const L: usize> Solver<L> {
    /// A solver for these ends (nothing is solved yet).
    pub fn new(ends: Ends<L>) -> Solver<L> {
        Solver {
            ends,
            ids: &numbering().id,
            memo: vec![[0.0; L]; numbering().count],
            known: vec![false; numbering().count],
        }
    }

    /// The number of a position in the memo (every [`Position`] is reachable: it is built by
    /// keeps from the start of a turn).
    #[inline(always)]
    fn number(&self, p: Position) -> usize {
        usize::from(self.ids[slot(p)])
    }

    /// Forgets every value and solves for `ends` from now on, keeping the memory.
    pub fn reset(&mut self, ends: Ends<L>) {
        self.ends = ends;
        self.known.fill(false);
    }

    /// The ends this solver values.
    pub fn ends(&self) -> &Ends<L> {
        &self.ends
    }

    /// The value of `p` if it was worked out already.
    pub fn known(&self, p: Position) -> Option<[f64; L]> {
        let i = self.number(p);
        self.known[i].then(|| self.memo[i])
    }

    /// The value of stopping at `p` per lane: `NEG_INFINITY` without a worm or where no
    /// tile can be taken.
    pub fn stop_value(&self, p: Position) -> [f64; L] {
        if p.worm() {
            self.ends.stop[usize::from(p.sum())]
        } else {
            [f64::NEG_INFINITY; L]
        }
    }

    /// The value of position `p` (dice kept so far this turn) under the best play of each
    /// lane: stop if that is worth most, else throw on; with no dice or faces left, stop if a
    /// tile can be taken, else fail.
    pub fn value(&mut self, p: Position) -> [f64; L] {
        let i = self.number(p);
        if self.known[i] {
            return self.memo[i];
        }
        let stop = self.stop_value(p);
        let v = if p.is_over() {
            let mut v = self.ends.fail;
            for (v, s) in v.iter_mut().zip(stop) {
                if s > f64::NEG_INFINITY {
                    *v = s;
                }
            }
            v
        } else {
            let mut v = self.throw_value(p);
            for (v, s) in v.iter_mut().zip(stop) {
                *v = larger(*v, s);
            }
            v
        };
        self.memo[i] = v;
        self.known[i] = true;
        v
    }

    /// The value of throwing the dice left at `p` (not over) and playing on at best: each
    /// throw is kept the best way for each lane, or fails when it shows only used faces.
    pub fn throw_value(&mut self, p: Position) -> [f64; L] {
        let keep = keep_values(p, |next| self.value(next));
        expect(&keep, p, self.ends.fail)
    }

    /// [`Solver::throw_value`] once every position after `p` is solved (`None` if one is
    /// not): for a solver that is shared and no longer changes.
    pub fn known_throw_value(&self, p: Position) -> Option<[f64; L]> {
        let mut missing = false;
        let keep = keep_values(p, |next| {
            self.known(next).unwrap_or_else(|| {
                missing = true;
                [0.0; L]
            })
        });
        (!missing).then(|| expect(&keep, p, self.ends.fail))
    }

    /// The value of keeping `count` dice of `face` at `p` and playing on at best (`None`
    /// if that keep is impossible).
    pub fn keep_value(&mut self, p: Position, face: usize, count: u8) -> Option<[f64; L]> {
        p.keep(face, count).map(|next| self.value(next))
    }
}

/// Per face slot and count, the value of keeping that many dice of it at `p`:
/// `NEG_INFINITY` for a used face or a count of 0 (the face did not show: no option at
/// all). The unused faces come first, in slot order; returns how many there are.
#[inline(always)]
fn keep_values<const L: usize>(
    p: Position,
    mut value: impl FnMut(Position) -> [f64; L],
) -> ([[[f64; L]; DICE as usize + 1]; FACES], usize) {
    let mut k = 0;
    let mut keep = [[[f64::NEG_INFINITY; L]; DICE as usize + 1]; FACES];
    for f in 0..FACES {
        if !p.is_used(f) {
            // A `while` loop: see `expect`.
            let mut c = 1;
            while c <= p.left() {
                if let Some(next) = p.keep(f, c) {
                    keep[k][usize::from(c)] = value(next);
                }
                c += 1;
            }
            k += 1;
        }
    }
    (keep, k)
}

/// The expected value of a throw at `p` given the [`keep_values`]: each throw kept the best
/// way per lane, a throw showing no unused face worth `fail`.
#[inline(always)]
fn expect<const L: usize>(
    (keep, k): &([[[f64; L]; DICE as usize + 1]; FACES], usize),
    p: Position,
    fail: [f64; L],
) -> [f64; L] {
    let k = *k;
    if k == 0 || p.left() == 0 {
        return fail;
    }
    // Plain `while` loops and indexing: the web build is optimised for size, which leaves
    // iterator adapters and ranges as calls in this, the innermost loop.
    let last = &keep[k - 1];
    let mut total = [0.0; L];
    let mut shown = 0.0;
    for g in groups(k, usize::from(p.left())) {
        // The best keep among the faces before the last one.
        let mut best = [f64::NEG_INFINITY; L];
        let mut i = 0;
        while i + 1 < k {
            let row = &keep[i][usize::from(g.prefix[i])];
            let mut l = 0;
            while l < L {
                best[l] = larger(best[l], row[l]);
                l += 1;
            }
            i += 1;
        }
        let mut c = usize::from(g.from);
        while c <= usize::from(g.m) {
            let prob = g.probs[c];
            let row = &last[c];
            let mut l = 0;
            while l < L {
                total[l] += prob * larger(best[l], row[l]);
                l += 1;
            }
            shown += prob;
            c += 1;
        }
    }
    // The throws that show no unused face fail.
    for (t, f) in total.iter_mut().zip(fail) {
        *t += (1.0 - shown) * f;
    }
    total
}

/// The throws of `n` dice at a position with `k` faces unused that share how many dice
/// show each unused face but the last: the keep looks at the best of those faces once, then
/// at each count of the last face.
#[derive(Clone, Copy, Debug)]
struct Group {
    /// Dice showing each of the first `k - 1` unused faces (in slot order).
    prefix: [u8; FACES - 1],
    /// Dice left for the last unused face and the used faces.
    m: u8,
    /// The first count of the last face to look at: 1 when the prefix shows no face (a
    /// throw showing no unused face fails and is counted apart), else 0.
    from: u8,
    /// `probs[c]`: the chance of this prefix with `c` dice showing the last unused face and
    /// the other `m - c` dice used faces.
    probs: [f64; DICE as usize + 1],
}

/// The throws of `n` dice with `k >= 1` faces unused, grouped by [`Group`], listed once for
/// all.
#[inline(always)]
fn groups(k: usize, n: usize) -> &'static [Group] {
    static LISTS: OnceLock<Vec<Vec<Group>>> = OnceLock::new();
    let lists = LISTS.get_or_init(|| {
        let mut lists = Vec::with_capacity((FACES + 1) * (DICE as usize + 1));
        for k in 0..=FACES {
            for n in 0..=DICE as usize {
                let mut list = Vec::new();
                if k > 0 {
                    let mut prefix = [0u8; FACES - 1];
                    list_groups(k, 0, n, 1.0, &mut prefix, &mut list);
                }
                lists.push(list);
            }
        }
        lists
    });
    &lists[k * (DICE as usize + 1) + n]
}

/// Lists the groups whose first `i` unused faces are placed (chance `prob` so far, `left`
/// dice not placed): face `i` shows `c` of them with chance `C(left, c) / 6^c`; after the
/// last unused face the dice left over show one of the `6 - k` used faces.
fn list_groups(
    k: usize,
    i: usize,
    left: usize,
    prob: f64,
    prefix: &mut [u8; FACES - 1],
    out: &mut Vec<Group>,
) {
    if i + 1 == k {
        let used = FACES - k;
        let mut probs = [0.0; DICE as usize + 1];
        for (c, p) in probs.iter_mut().enumerate().take(left + 1) {
            *p = prob * BINOMIAL[left][c] * SIXTH_POWER[c] * USED_POWER[used][left - c];
        }
        out.push(Group {
            prefix: *prefix,
            m: left as u8,
            from: u8::from(prefix.iter().all(|&c| c == 0)),
            probs,
        });
        return;
    }
    for c in 0..=left {
        prefix[i] = c as u8;
        let p = prob * BINOMIAL[left][c] * SIXTH_POWER[c];
        list_groups(k, i + 1, left - c, p, prefix, out);
    }
    prefix[i] = 0;
}

/// The larger of two values that are never NaN. (`f64::max` must also handle NaN, which
/// in WebAssembly costs a call per comparison in the innermost loop.)
#[inline(always)]
fn larger(a: f64, b: f64) -> f64 {
    if b > a {
        b
    } else {
        a
    }
}
