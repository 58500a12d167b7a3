//! The normal bot's tables. With the cargo feature `fast-sim` (the simulator's build, which
//! the CLI turns on): its target and window answers as table look-ups, built on first use from
//! the very expressions the plain code evaluates ([`super::stakes`]), so the choices are the
//! same bit for bit (tested below at every first throw, and in `normal.rs` at every question
//! of whole games). Without it (the browser's build, which downloads every table): no table,
//! every answer from the points themselves. The bots' tests run with and without the feature
//! (`make test`).

use pechvogel_engine::{Game, Question, Seat, Throw};

#[cfg(feature = "fast-sim")]
pub(super) use fast::{answer, target};
#[cfg(not(feature = "fast-sim"))]
pub(super) use plain::{answer, target};

#[cfg(not(feature = "fast-sim"))]
mod plain {
    use super::*;

    /// The normal bot's target: no table, the points decide.
    #[inline(always)]
    pub(crate) fn target(_game: &Game, _seat: Seat, _first: &Throw) -> Option<u8> {
        None
    }

    /// The normal bot's window answer: no table, the points decide.
    #[inline(always)]
    pub(crate) fn answer(_game: &Game, _question: Question) -> Option<bool> {
        None
    }
}

#[cfg(feature = "fast-sim")]
mod fast {
    use super::*;

    /// The normal bot's target from the rank table; `None` where it does not reach.
    #[inline(always)]
    pub(crate) fn target(game: &Game, seat: Seat, first: &Throw) -> Option<u8> {
        let group = ranks::of(game, seat)?;
        Some(ranks::target(
            group,
            first,
            game.holdings().claimable_values(seat),
        ))
    }

    /// The normal bot's window answer from the tables of verdicts; `None` where they do not
    /// reach.
    #[inline(always)]
    pub(crate) fn answer(game: &Game, question: Question) -> Option<bool> {
        match question {
            Question::Start(me) | Question::Join(me) => verdicts::frustrate(game, me),
            Question::Reduce(me) => verdicts::reduce(game, me),
        }
    }

    /// The normal bot's target as table look-ups (the simulator asks it about 29 times a game). A target's expected points depend on the number's dice `c`, the throw's ravens
    /// `r`, whether its marker can be claimed, and two stakes that are the same for every number:
    /// what a frustration costs and what Murphy would add. Those two take few values (Murphy's
    /// holder: 7 and nothing; anybody else: 3 and 4 per frustration held), so for each of them and
    /// each `r` the points of every `(c, number, claimable)` are ranked once, ties alike; the
    /// target is then the number shown with the highest rank, the higher number on a tie — what
    /// comparing the points themselves gives ([`crate::normal::stakes::best_target`]), without a float or a branch.
    mod ranks {
        use crate::normal::stakes::Stakes;
        use crate::odds::turn_odds;
        use pechvogel_engine::{
            frustration_cost, Game, Seat, Throw, DICE, MURPHY_SURCHARGE, VALUES,
        };

        /// Frustrations held (not holding Murphy) that the table covers; a seat holding more is
        /// rare, and is left to the points.
        pub(super) const MAX_FRUSTRATIONS: u32 = 30;
        /// The stakes' cases: Murphy's holder, then 0 to [`MAX_FRUSTRATIONS`] frustrations.
        pub(super) const CASES: usize = 2 + MAX_FRUSTRATIONS as usize;
        /// Ravens a first throw can show: 0 to 7 (seven leave no number, and have no target to
        /// choose; their group is there so that a count is looked up with a mask, not a check).
        const RAVENS: usize = DICE as usize + 1;
        /// One rank per `(c, number, claimable)`, `c` up to [`DICE`].
        const GROUP: usize = (DICE as usize + 1) * VALUES.len() * 2;

        /// The keys of one case and one raven count, by `[c][number][claimable]`: the rank of
        /// the points (1 for the fewest, equal points equal ranks) times 8, plus the number's place
        /// `i` in `VALUES`, so that the greatest key is the best number and the higher one on a
        /// tie. A number not shown (`c = 0`) has the key `i`, below every number shown.
        pub(super) type Group = [[[u16; 2]; VALUES.len()]; DICE as usize + 1];

        /// Every case's and raven count's [`Group`].
        pub(super) struct Table(pub(super) [[Group; RAVENS]; CASES]);

        /// The stakes of a case (the marker left out).
        pub(super) fn case_stakes(case: usize) -> Stakes {
            match case {
                0 => Stakes {
                    marker: 0.0,
                    frustration: f64::from(frustration_cost(true)),
                    murphy: 0.0,
                },
                _ => Stakes {
                    marker: 0.0,
                    frustration: f64::from(frustration_cost(false)),
                    murphy: f64::from(MURPHY_SURCHARGE) * f64::from(case as u32 - 1),
                },
            }
        }

        fn build() -> Table {
            let mut table = Table([[[[[0; 2]; VALUES.len()]; DICE as usize + 1]; RAVENS]; CASES]);
            for group in table.0.iter_mut().flatten() {
                for (i, keys) in group[0].iter_mut().enumerate() {
                    *keys = [i as u16; 2];
                }
            }
            for (case, groups) in table.0.iter_mut().enumerate() {
                let base = case_stakes(case);
                for (r, group) in groups.iter_mut().enumerate() {
                    // Every candidate's points, then each ranked by the distinct points below it.
                    let mut points = Vec::with_capacity(GROUP);
                    for c in 1..=DICE - r as u8 {
                        for (i, &v) in VALUES.iter().enumerate() {
                            for claimable in [false, true] {
                                let p =
                                    base.with_marker(claimable, v).points(turn_odds(c, r as u8));
                                points.push((c, i, claimable, p));
                            }
                        }
                    }
                    let mut distinct: Vec<f64> = points.iter().map(|p| p.3).collect();
                    distinct.sort_by(f64::total_cmp);
                    distinct.dedup();
                    for &(c, i, claimable, p) in &points {
                        let rank = distinct.partition_point(|&d| d < p) + 1;
                        group[usize::from(c)][i][usize::from(claimable)] =
                            (rank as u16) << 3 | i as u16;
                    }
                }
            }
            table
        }

        /// Built on first use (a fraction of a millisecond).
        pub(super) static TABLE: std::sync::LazyLock<Table> = std::sync::LazyLock::new(build);

        /// The case of `seat`'s stakes ([`case_stakes`]); `None` for more frustrations than
        /// [`MAX_FRUSTRATIONS`].
        #[inline]
        pub(super) fn case(game: &Game, seat: Seat) -> Option<usize> {
            // Without a branch on who holds Murphy (anybody's guess, asked at every target and
            // window question): case 0 for the holder, else one more than the frustrations held.
            let holds = game.murphy() == Some(seat);
            let f = game.frustrations(seat);
            let case = usize::from(!holds) * (1 + f.min(MAX_FRUSTRATIONS) as usize);
            (holds | (f <= MAX_FRUSTRATIONS)).then_some(case)
        }

        /// The ranks for `seat`'s stakes, by a throw's ravens, for [`target`]; `None` when the
        /// table does not cover them (more frustrations than [`MAX_FRUSTRATIONS`]).
        #[inline]
        pub(super) fn of(game: &Game, seat: Seat) -> Option<&'static [Group; RAVENS]> {
            Some(&TABLE.0[case(game, seat)?])
        }

        /// The number of `first` with the highest rank in `groups` (the higher number on a tie),
        /// `claimable` bit `i` for `VALUES[i]`.
        #[inline]
        pub(super) fn target(groups: &[Group; RAVENS], first: &Throw, claimable: u8) -> u8 {
            let counts = first.counts();
            // Counts of seven dice: 0 to 7, so a mask keeps them in the table without a check.
            const _: () = assert!(RAVENS == 8 && DICE as usize + 1 == 8);
            let group = &groups[usize::from(counts[VALUES.len()]) & 7];
            // The greatest key: without a branch, as no predictor guesses which numbers a throw
            // shows or which of them wins.
            let mut best = 0;
            for (i, &c) in counts[..VALUES.len()].iter().enumerate() {
                best = best.max(group[usize::from(c) & 7][i][usize::from(claimable >> i & 1)]);
            }
            VALUES[usize::from(best & 7).min(VALUES.len() - 1)]
        }
    }

    /// The normal bot's frustrate-or-join answers as table look-ups (the simulator asks about 40 a
    /// game). The answer depends on the boards before and after the throw, the active
    /// player's stakes (a case of [`ranks`]: Murphy or the frustrations held, and the marker of
    /// the target if it can be claimed), the asked seat's frustration cost and the number of
    /// opponents: few enough values to work every answer out once with [`frustrates`], a bit each.
    /// The reduce answers (about 8 a game) likewise, from the boards and the active player's own
    /// stakes, with [`reduces`].
    mod verdicts {
        use super::ranks;
        use crate::normal::stakes::{frustrates, reduces, Stakes};
        use crate::odds::{turn_odds, Odds};
        use pechvogel_engine::{frustration_cost, Game, Seat, MAX_PLAYERS, VALUES};
        use std::ops::BitOrAssign;
        use std::sync::LazyLock;

        /// Targets a window's boards can hold: 0 to 4 (a fifth is greedy, and opens no window).
        const TARGETS: usize = 5;
        /// Ravens a window's boards can hold: 0 to 3 (a fourth is greedy).
        const RAVENS: usize = 4;
        /// Boards before and after the throw.
        const PAIRS: usize = (TARGETS * RAVENS) * (TARGETS * RAVENS);

        /// For one number of opponents, by `[board pair][case]`: bit `2 m + c` is the answer when
        /// the active player's marker is `m` (0: none, else the target `VALUES[m - 1]`) and the
        /// asked seat's frustration costs `c` (0: without Murphy, 1: holding him).
        type Table = Vec<u16>;

        /// A table by `[board pair][case]`: for each board pair before and after the throw and each
        /// case of the active player's stakes, the bits `marker_bits` gives for the stakes with
        /// each marker `m` (0: none, else the target `VALUES[m - 1]`), together.
        fn fill<B: Copy + Default + BitOrAssign>(
            marker_bits: impl Fn(Odds, Odds, usize, Stakes) -> B,
        ) -> Vec<B> {
            let mut table = vec![B::default(); PAIRS * ranks::CASES];
            for (pair, bits) in table.chunks_mut(ranks::CASES).enumerate() {
                let (before, after) = (pair / (TARGETS * RAVENS), pair % (TARGETS * RAVENS));
                let odds = |board: usize| turn_odds((board / RAVENS) as u8, (board % RAVENS) as u8);
                let (before, after) = (odds(before), odds(after));
                for (case, bits) in bits.iter_mut().enumerate() {
                    let stakes = ranks::case_stakes(case);
                    let markers = std::iter::once(stakes)
                        .chain(VALUES.iter().map(|&v| stakes.with_marker(true, v)));
                    for (m, marked) in markers.enumerate() {
                        *bits |= marker_bits(before, after, m, marked);
                    }
                }
            }
            table
        }

        fn build(opponents: u32) -> Table {
            fill(|before, after, m, theirs| {
                let mut bits = 0;
                for (c, murphy) in [false, true].into_iter().enumerate() {
                    let own = f64::from(frustration_cost(murphy));
                    let yes = frustrates(own, theirs, before, after, opponents);
                    bits |= u16::from(yes) << (2 * m + c);
                }
                bits
            })
        }

        /// One table per number of opponents (1 to 4), each built on first use: a simulation
        /// seats one number of players, and builds only the table it asks.
        static TABLES: [LazyLock<Table>; MAX_PLAYERS - 1] = [
            LazyLock::new(|| build(1)),
            LazyLock::new(|| build(2)),
            LazyLock::new(|| build(3)),
            LazyLock::new(|| build(4)),
        ];

        /// The reduce answers, by `[board pair][case]`: bit `m` is the answer when the active
        /// player's marker is `m` (as in a [`Table`]). The same at every table size.
        type Reduces = Vec<u8>;

        fn build_reduces() -> Reduces {
            fill(|before, after, m, mine| u8::from(reduces(mine, before, after)) << m)
        }

        /// Built on first use.
        static REDUCES: LazyLock<Reduces> = LazyLock::new(build_reduces);

        /// The normal bot's answer to `me`'s reduce question, or `None` where the table does not reach.
        // Always inlined, as `answer` is, into the simulator's window loop.
        #[inline(always)]
        pub(super) fn reduce(game: &Game, me: Seat) -> Option<bool> {
            let (index, m) = key(game, me)?;
            Some(REDUCES[index] >> m & 1 != 0)
        }

        /// The normal bot's answer to `me`'s start or join question, or `None` where the table does not
        /// reach (no window, boards it does not hold, more frustrations than the cases cover).
        // Always inlined, as `answer` is, into the simulator's window loop.
        #[inline(always)]
        pub(super) fn frustrate(game: &Game, me: Seat) -> Option<bool> {
            let active = game.active()?;
            let (index, m) = key(game, active)?;
            let c = usize::from(game.murphy() == Some(me));
            let table = TABLES.get(game.player_count().checked_sub(2)?)?;
            Some(table[index] >> (2 * m + c) & 1 != 0)
        }

        /// The tables' index for the open window and `seat`'s stakes: the board pair (the boards
        /// before and after the throw) and the case of `seat`'s stakes, and `seat`'s marker `m`
        /// (0: none, else the target `VALUES[m - 1]`). `None` where the tables do not reach (no
        /// window, boards they do not hold, more frustrations than the cases cover).
        #[inline(always)]
        fn key(game: &Game, seat: Seat) -> Option<(usize, usize)> {
            let board = game.board();
            let target = board.target?;
            // `window_boards`, but a board before the throw that would be below nothing wraps
            // around (and is left to the points, which clamp it) instead of being clamped here: one
            // test of all four counts, as a window's boards are always in range.
            let (t1, r1) = (board.targets, board.ravens);
            let placed = game.last_placed();
            let (t0, r0) = (t1.wrapping_sub(placed.0), r1.wrapping_sub(placed.1));
            let in_range = (usize::from(t0) < TARGETS)
                & (usize::from(t1) < TARGETS)
                & (usize::from(r0) < RAVENS)
                & (usize::from(r1) < RAVENS);
            if !in_range {
                return None;
            }
            let board = |t: u8, r: u8| usize::from(t) * RAVENS + usize::from(r);
            let pair = board(t0, r0) * (TARGETS * RAVENS) + board(t1, r1);
            let case = ranks::case(game, seat)?;
            let claimable = game.holdings().claimable(seat, target);
            let m = if claimable {
                usize::from(target - VALUES[0]) + 1
            } else {
                0
            };
            Some((pair * ranks::CASES + case, m))
        }
    }

    #[cfg(test)]
    mod tests {
        use super::ranks;
        use crate::normal::stakes::best_target;
        use pechvogel_engine::{Face, Throw, DICE};

        /// Every first throw (as counts: the order of the faces does not matter here), every set
        /// of claimable values and every case of the stakes: the rank table picks the target the
        /// points pick.
        #[test]
        fn ranks_pick_what_the_points_pick() {
            let mut throws = 0;
            for code in 0..6u32.pow(u32::from(DICE)) {
                // One throw per multiset of faces: the faces in ascending order only.
                let idx: Vec<u8> = (0..u32::from(DICE))
                    .map(|k| (code / 6u32.pow(k) % 6) as u8)
                    .collect();
                if idx.windows(2).any(|w| w[0] > w[1]) {
                    continue;
                }
                let faces: Vec<Face> = idx.into_iter().map(Face::from_index).collect();
                let first = Throw::new(&faces).unwrap();
                if first.ravens() == DICE {
                    continue;
                }
                throws += 1;
                for case in 0..ranks::CASES {
                    let group = &ranks::TABLE.0[case];
                    for claimable in 0..32u8 {
                        assert_eq!(
                            ranks::target(group, &first, claimable),
                            best_target(ranks::case_stakes(case), &first, claimable),
                            "{first:?}, case {case}, claimable {claimable:b}"
                        );
                    }
                }
            }
            // Multisets of seven faces of six, but seven ravens.
            assert_eq!(throws, 792 - 1);
        }
    }
}
