//! Seeded dice: a small random number generator (PCG-XSH-RR 32), the same on every
//! platform, so a seed reproduces a game exactly in the browser, the CLI and the tests; and
//! the streams a game draws from (one for the dice, one per bot seat).

use crate::players::Seat;

/// Most dice any game here throws at once (Heckmeck's eight).
pub const MAX_DICE: u8 = 8;

/// The dice's stream id; seat `s`'s bot uses stream `BOT_STREAM + s`.
pub const DICE_STREAM: u64 = 0;
/// The stream id of seat 0's bot.
pub const BOT_STREAM: u64 = 1;

/// `6^k`, and `2^32 mod 6^k`: the low halves below it are the ones to redraw.
const POW6: [u32; 9] = [1, 6, 36, 216, 1296, 7776, 46656, 279_936, 1_679_616];
/// `2^32 mod 6^k` (see [`Rng::rolls`]).
const REDRAW: [u32; 9] = {
    let mut t = [0; 9];
    let mut k = 0;
    while k < 9 {
        t[k] = ((1u64 << 32) % POW6[k] as u64) as u32;
        k += 1;
    }
    t
};

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
    #[inline]
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

    /// One fair six-sided die: a roll `0..6` (each game names its faces).
    pub fn roll(&mut self) -> u8 {
        self.below(6) as u8
    }

    /// A throw of `dice` fair six-sided dice (taken as 1 to [`MAX_DICE`]), from one 32-bit
    /// draw: rolls `0..6` in the first `dice` places; the places after them are rolls too,
    /// but mean nothing (they let a game build its throw without a branch).
    ///
    /// The draw `r` is redrawn in the rare case (under 0.04%) that the low half of
    /// `r · 6^dice` is below `2^32 mod 6^dice` (Lemire's multiply-and-shift). Otherwise
    /// `⌊r · 6^dice / 2^32⌋` is uniform below `6^dice`, and its base-6 digits, the rolls, are
    /// the first `dice` base-6 digits of the fraction `r / 2^32`: one multiplication by 6 each.
    #[inline]
    pub fn rolls(&mut self, dice: u8) -> [u8; MAX_DICE as usize] {
        Rng::rolls_of(self.rolls_draw(dice))
    }

    /// [`Rng::rolls`] and [`Rng::rolls_number`] of one draw: the rolls one by one and as one
    /// number (a game may look the counts up by the number and keep the rolls in order).
    #[inline]
    pub fn rolls_and_number(&mut self, dice: u8) -> ([u8; MAX_DICE as usize], u32) {
        let n = usize::from(dice.clamp(1, MAX_DICE));
        let r = self.rolls_draw(dice);
        let number = ((u64::from(r) * u64::from(POW6[n])) >> 32) as u32;
        (Rng::rolls_of(r), number)
    }

    /// The rolls of the draw `r`: the base-6 digits of the fraction `r / 2^32`.
    #[inline]
    fn rolls_of(mut fraction: u32) -> [u8; MAX_DICE as usize] {
        // Every place, without a branch; the game takes the first `n`.
        let mut rolls = [0; MAX_DICE as usize];
        for r in &mut rolls {
            let next = u64::from(fraction) * 6;
            fraction = next as u32;
            *r = (next >> 32) as u8;
        }
        rolls
    }

    /// The rolls of [`Rng::rolls`] as one number below `6^dice` (`dice` taken as 1 to
    /// [`MAX_DICE`]), from the same draw: its base-6 digits, the most significant first, are
    /// the first `dice` rolls. One multiplication instead of one per die, for a game that only
    /// counts the rolls (the simulator's throws).
    #[inline]
    pub fn rolls_number(&mut self, dice: u8) -> u32 {
        let n = usize::from(dice.clamp(1, MAX_DICE));
        // `⌊r · 6^n / 2^32⌋`: the first n base-6 digits of the fraction r / 2^32.
        ((u64::from(self.rolls_draw(dice)) * u64::from(POW6[n])) >> 32) as u32
    }

    /// The draw behind a throw of `dice` dice: `r`, redrawn in the rare case (under 0.04%)
    /// that the low half of `r · 6^dice` is below `2^32 mod 6^dice` (Lemire's
    /// multiply-and-shift), so that `⌊r · 6^dice / 2^32⌋` is uniform below `6^dice`.
    #[inline]
    fn rolls_draw(&mut self, dice: u8) -> u32 {
        let n = usize::from(dice.clamp(1, MAX_DICE));
        loop {
            let r = self.next_u32();
            if (u64::from(r) * u64::from(POW6[n])) as u32 >= REDRAW[n] {
                break r;
            }
        }
    }
}

/// The random streams of one game: the dice, and one per seat for a bot sitting there.
/// Bots never draw from the dice's stream, so no bot can see or move the coming dice, and
/// a game is fully determined by its seed and its seats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Streams {
    /// The dice.
    pub dice: Rng,
    /// Seat `s`'s bot.
    pub bots: Vec<Rng>,
}

impl Streams {
    /// The streams of a game seeded with `seed` for `seats` seats.
    pub fn new(seed: u64, seats: usize) -> Streams {
        Streams {
            dice: Streams::dice(seed),
            bots: (0..seats).map(|s| Streams::bot(seed, s)).collect(),
        }
    }

    /// The streams of a game that goes on from `actions` recorded actions with `seed` (a
    /// resumed save, a loaded record, a replay continued): from a seed derived from both, so
    /// the same game with the same seed always goes on the same way. After no action, the
    /// streams of [`Streams::new`].
    pub fn after(seed: u64, actions: usize, seats: usize) -> Streams {
        Streams::new(Streams::seed_after(seed, actions), seats)
    }

    /// The seed [`Streams::after`] draws from.
    pub fn seed_after(seed: u64, actions: usize) -> u64 {
        seed.wrapping_add((actions as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15))
    }

    /// The dice's stream of a game seeded with `seed`.
    pub fn dice(seed: u64) -> Rng {
        Rng::with_stream(seed, DICE_STREAM)
    }

    /// The stream of the bot at `seat` in a game seeded with `seed`.
    pub fn bot(seed: u64, seat: Seat) -> Rng {
        Rng::with_stream(seed, BOT_STREAM + seat as u64)
    }

    /// The stream of the bot at `seat` (and the dice, which a bot's move may throw).
    pub fn for_seat(&mut self, seat: Seat) -> Option<(&mut Rng, &mut Rng)> {
        let bot = self.bots.get_mut(seat)?;
        Some((bot, &mut self.dice))
    }
}
