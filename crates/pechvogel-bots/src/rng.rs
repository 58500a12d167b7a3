//! A small seeded random number generator (PCG-XSH-RR 32), the same on every platform,
//! so a seed reproduces a game exactly in the browser, the CLI and the tests.

use pechvogel_engine::{Face, Throw};

/// A seeded PCG32 generator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng {
    state: u64,
    inc: u64,
}

impl Rng {
    /// A generator from a seed; equal seeds give equal streams.
    pub fn new(seed: u64) -> Rng {
        Rng::with_stream(seed, 0xda3e_39cb_94b9_5bdb)
    }

    /// A generator from a seed and a stream id (independent streams for dice and each bot).
    pub fn with_stream(seed: u64, stream: u64) -> Rng {
        let mut r = Rng {
            state: 0,
            inc: (stream << 1) | 1,
        };
        r.next_u32();
        r.state = r.state.wrapping_add(seed);
        r.next_u32();
        r
    }

    /// The next 32 random bits.
    pub fn next_u32(&mut self) -> u32 {
        let old = self.state;
        self.state = old
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(self.inc);
        let xorshifted = (((old >> 18) ^ old) >> 27) as u32;
        let rot = (old >> 59) as u32;
        xorshifted.rotate_right(rot)
    }

    /// A uniform integer in `0..n` (`n > 0`), without modulo bias.
    pub fn below(&mut self, n: u32) -> u32 {
        let n = n.max(1);
        let threshold = n.wrapping_neg() % n;
        loop {
            let r = self.next_u32();
            if r >= threshold {
                return r % n;
            }
        }
    }

    /// A uniform float in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        f64::from(self.next_u32() >> 8) / f64::from(1u32 << 24)
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    /// One fair die.
    pub fn face(&mut self) -> Face {
        Face::from_index(self.below(6) as u8)
    }

    /// A throw of `dice` fair dice (1..=7), from one 32-bit draw.
    ///
    /// The draw `r` is redrawn in the rare case (under 0.01%) that the low half of
    /// `r · 6^dice` is below `2^32 mod 6^dice` (Lemire's multiply-and-shift). Otherwise
    /// `⌊r · 6^dice / 2^32⌋` is uniform below `6^dice`, and its base-6 digits, the faces, are
    /// the first `dice` base-6 digits of the fraction `r / 2^32`: one multiplication by 6 each.
    #[inline]
    pub fn throw(&mut self, dice: u8) -> Throw {
        /// `6^k`, and `2^32 mod 6^k`: the low halves below it are the ones to redraw.
        const POW6: [u32; 8] = [1, 6, 36, 216, 1296, 7776, 46656, 279936];
        const REDRAW: [u32; 8] = {
            let mut t = [0; 8];
            let mut k = 0;
            while k < 8 {
                t[k] = ((1u64 << 32) % POW6[k] as u64) as u32;
                k += 1;
            }
            t
        };
        let n = usize::from(dice.clamp(1, 7));
        let mut fraction = loop {
            let r = self.next_u32();
            if (u64::from(r) * u64::from(POW6[n])) as u32 >= REDRAW[n] {
                break r;
            }
        };
        // Seven digits, without a branch; the throw takes the first `n`.
        let mut rolls = [0; 7];
        for r in &mut rolls {
            let next = u64::from(fraction) * 6;
            fraction = next as u32;
            *r = (next >> 32) as u8;
        }
        Throw::from_rolls(&rolls, n as u8)
    }
}
