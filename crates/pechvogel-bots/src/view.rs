//! What a player at the table sees, in the shapes the bots need, without allocating.

use pechvogel_engine::{Claim, Game, Seat, Throw, VALUES};

/// Index of a marker value 3..=7 in the count arrays.
#[inline]
pub(crate) fn slot(value: u8) -> usize {
    usize::from(value.clamp(3, 7) - 3)
}

/// Most claims there can be: the middle, or four opponents times five discards.
const MAX_CLAIMS: usize = 1 + 4 * 5;

/// The legal claims of the active player, in the engine's order (middle first, then steals by
/// seat and discard), in a fixed array.
pub(crate) struct Claims {
    len: usize,
    items: [Claim; MAX_CLAIMS],
}

impl Claims {
    /// The claims open to the active player for the board's target.
    pub(crate) fn of(game: &Game) -> Claims {
        let mut c = Claims {
            len: 0,
            items: [Claim::Middle; MAX_CLAIMS],
        };
        let (Some(active), Some(target)) = (game.active(), game.board().target) else {
            return c;
        };
        let t = slot(target);
        let middle = game.middle();
        if middle[t] > 0 {
            c.push(Claim::Middle);
        }
        for seat in (0..game.player_count()).filter(|&s| s != active) {
            if game.markers(seat)[t] > 0 {
                for (i, &v) in VALUES.iter().enumerate() {
                    if middle[i] > 0 {
                        c.push(Claim::Steal { seat, discard: v });
                    }
                }
            }
        }
        c
    }

    fn push(&mut self, claim: Claim) {
        if self.len < MAX_CLAIMS {
            self.items[self.len] = claim;
            self.len += 1;
        }
    }

    /// The claims as a slice.
    pub(crate) fn as_slice(&self) -> &[Claim] {
        &self.items[..self.len]
    }
}

/// The board before and after the throw a window is open on: `(T0, R0, T1, R1)`. A reroll
/// returns the board to `(T0, R0)`. The throw is the last one thrown while a window is open,
/// so every player at the table knows it.
#[inline]
pub(crate) fn window_boards(game: &Game) -> (u8, u8, u8, u8) {
    let board = game.board();
    let (t1, r1) = (board.targets, board.ravens);
    let placed = game.last_placed();
    (t1 - placed.0.min(t1), r1 - placed.1.min(r1), t1, r1)
}

/// The points of `seat`'s markers.
pub(crate) fn marker_points(game: &Game, seat: Seat) -> i32 {
    VALUES
        .iter()
        .zip(game.markers(seat))
        .map(|(&v, c)| i32::from(v) * i32::from(c))
        .sum()
}

/// True if a marker of `value` can be claimed by `seat` (middle, or held by an opponent).
#[inline]
pub(crate) fn claimable(game: &Game, seat: Seat, value: u8) -> bool {
    let t = slot(value);
    game.middle()[t] > 0 || (0..game.player_count()).any(|s| s != seat && game.markers(s)[t] > 0)
}

/// The values `seat` could claim now, bit `v - 3` for value `v`: a marker of it lies in the
/// middle or with an opponent. One pass over the table for all five values.
#[inline]
pub(crate) fn claimable_values(game: &Game, seat: Seat) -> u8 {
    // The five counts of a pile as the low bytes of one word, so that piles are OR-ed whole.
    let word = |c: [u8; 5]| u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], 0, 0, 0]);
    let mut any = word(game.middle());
    for s in 0..game.player_count() {
        if s != seat {
            any |= word(game.markers(s));
        }
    }
    (0..5).fold(0, |bits, i| {
        if any >> (8 * i) & 0xff != 0 {
            bits | 1 << i
        } else {
            bits
        }
    })
}

/// How many dice of a throw show each number 3..=7, and how many show a raven.
#[inline]
pub(crate) fn face_counts(throw: &Throw) -> ([u8; 5], u8) {
    let c = throw.counts();
    ([c[0], c[1], c[2], c[3], c[4]], c[5])
}
