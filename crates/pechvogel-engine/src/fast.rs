//! The simulator's shortcuts (cargo feature `fast-sim`, which the CLI turns on): look-up
//! tables and word tricks that give exactly what the plain rule code gives, faster, at the
//! cost of tables the browser would have to download. Every function here has a plain twin
//! below, without the feature, that declines (`None`), so the rule code calls it the same way
//! on every build and the game's state is the same everywhere. The engine's tests run with
//! and without the feature (`make test`), and each shortcut is tested against the plain code.

#[cfg(feature = "fast-sim")]
mod tables {
    use crate::dice::{number_counts, Face, DICE, VALUES};
    use dice_core::Rng;

    /// The faces of a throw of all seven dice from the draw, and their counts as
    /// [`number_counts`] gives them: the faces looked up three and four base-6 digits at a
    /// time as the counts are, instead of worked out die by die from the draw (the same draw,
    /// the same faces); `None` for fewer dice.
    #[inline(always)]
    pub(crate) fn full_throw(rng: &mut Rng, dice: u8) -> Option<([Face; DICE as usize], u64)> {
        if dice != DICE {
            return None;
        }
        let number = rng.rolls_number(DICE);
        let (high, low) = (number / 1296, number % 1296);
        let [a, b, c] = DIGIT_FACES_3[high as usize & 0xff];
        let [d, e, f, g] = DIGIT_FACES_4[low as usize];
        Some(([a, b, c, d, e, f, g], number_counts(number, DICE)))
    }

    /// The faces of every number below `N` written with `K` base-6 digits, most significant
    /// first, leading zeros included ([`Face::from_index`] of each digit).
    const fn digit_faces<const N: usize, const K: usize>() -> [[Face; K]; N] {
        let mut t = [[Face::Raven; K]; N];
        let mut i = 0;
        while i < N {
            let mut x = i;
            let mut d = K;
            while d > 0 {
                d -= 1;
                t[i][d] = Face::ALL[x % 6];
                x /= 6;
            }
            i += 1;
        }
        t
    }

    /// [`digit_faces`] of three digits (216 numbers, padded to 256 for an index check by mask).
    static DIGIT_FACES_3: [[Face; 3]; 256] = digit_faces();
    /// [`digit_faces`] of four digits.
    static DIGIT_FACES_4: [[Face; 4]; 1296] = digit_faces();

    /// What markers are worth, given as counts per value, in one multiplication: the counts
    /// as the bytes of one word, lowest value first, and the values the other way round in
    /// the bytes of another, so that byte 4 of their product is the sum of each count times
    /// its value. Exact while no byte of the product reaches 256: counts up to 7 (a game holds
    /// at most 3 of a value anywhere); `None` beyond.
    #[inline]
    pub(crate) fn marker_points(counts: [u8; VALUES.len()]) -> Option<i32> {
        const WEIGHTS: u64 = {
            let mut w = 0u64;
            let mut i = 0;
            while i < VALUES.len() {
                w |= (VALUES[i] as u64) << (8 * (VALUES.len() - 1 - i));
                i += 1;
            }
            w
        };
        const _: () = assert!(VALUES.len() == 5 && VALUES[VALUES.len() - 1] <= 7);
        let [a, b, c, d, e] = counts;
        let word = u64::from_le_bytes([a, b, c, d, e, 0, 0, 0]);
        (word & 0xf8_f8f8_f8f8 == 0).then(|| (word.wrapping_mul(WEIGHTS) >> 32 & 0xff) as i32)
    }
}

#[cfg(not(feature = "fast-sim"))]
mod tables {
    use crate::dice::{Face, DICE, VALUES};
    use dice_core::Rng;

    /// Without `fast-sim`: every throw is built die by die.
    #[inline(always)]
    pub(crate) fn full_throw(_rng: &mut Rng, _dice: u8) -> Option<([Face; DICE as usize], u64)> {
        None
    }

    /// Without `fast-sim`: the points are added value by value.
    #[inline(always)]
    pub(crate) fn marker_points(_counts: [u8; VALUES.len()]) -> Option<i32> {
        None
    }
}

pub(crate) use tables::{full_throw, marker_points};

#[cfg(all(test, feature = "fast-sim"))]
mod tests {
    use crate::dice::{Face, DICE};
    use dice_core::Rng;

    /// The looked-up first throw is the throw built die by die from the same draw: the same
    /// faces in the same order, the same counts, and the stream left in the same place.
    #[test]
    fn full_throw_is_the_throw_die_by_die() {
        for seed in 0..20_000 {
            let (mut fast, mut plain) = (Rng::new(seed), Rng::new(seed));
            let (faces, counts) = super::full_throw(&mut fast, DICE).expect("seven dice");
            let (rolls, _) = plain.rolls_and_number(DICE);
            let built: Vec<Face> = rolls[..usize::from(DICE)]
                .iter()
                .map(|&r| Face::ALL[usize::from(r)])
                .collect();
            assert_eq!(faces[..], built[..], "seed {seed}");
            for (i, face) in Face::ALL.into_iter().enumerate() {
                let shown = built.iter().filter(|&&f| f == face).count();
                assert_eq!(usize::from((counts >> (8 * i)) as u8), shown, "seed {seed}");
            }
            assert_eq!(counts >> 48, 0, "seed {seed}");
            assert_eq!(fast, plain, "seed {seed}");
        }
        assert!(super::full_throw(&mut Rng::new(1), DICE - 1).is_none());
    }
}
