//! The worm tiles 21–36 and sets of them (the grill, the face-down tiles, a player's
//! stack as a set): one bit per tile, so that the rules' questions ("the highest face-up
//! tile at or below 27") are a mask and a bit count, not a search.

use std::fmt;

/// The lowest tile number.
pub const MIN_TILE: u8 = 21;
/// The highest tile number.
pub const MAX_TILE: u8 = 36;
/// How many tiles there are, one of each number.
pub const TILE_COUNT: usize = 16;

/// True for a tile number (21–36).
#[inline]
pub const fn is_tile(tile: u8) -> bool {
    tile >= MIN_TILE && tile <= MAX_TILE
}

/// The worms printed on a tile, its points at the end: 21–24 one, 25–28 two, 29–32 three,
/// 33–36 four; 0 for a number that is no tile.
#[inline]
pub const fn worms(tile: u8) -> u8 {
    if is_tile(tile) {
        (tile - MIN_TILE) / 4 + 1
    } else {
        0
    }
}

/// The worms on the tiles of each byte of a [`TileSet`]: `BYTE_WORMS[k][b]` for the tiles
/// whose bits in byte `k` (tiles `21 + 8k ..= 28 + 8k`) are set in `b`, from [`worms`].
const BYTE_WORMS: [[u8; 256]; 2] = {
    let mut table = [[0u8; 256]; 2];
    let mut k = 0;
    while k < 2 {
        let mut b = 0;
        while b < 256 {
            let mut i = 0;
            while i < 8 {
                if b & (1 << i) != 0 {
                    table[k][b] += worms(MIN_TILE + 8 * k as u8 + i as u8);
                }
                i += 1;
            }
            b += 1;
        }
        k += 1;
    }
    table
};

/// A set of tiles: bit `t - 21` for tile `t`.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct TileSet(u16);

impl TileSet {
    /// No tile.
    pub const EMPTY: TileSet = TileSet(0);
    /// All sixteen tiles: the grill at the start.
    pub const ALL: TileSet = TileSet(u16::MAX);

    /// The set with these bits (bit `t - 21` for tile `t`).
    #[inline]
    pub const fn from_bits(bits: u16) -> TileSet {
        TileSet(bits)
    }

    /// The bits (bit `t - 21` for tile `t`).
    #[inline]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The bit of a tile (none for a number that is no tile).
    #[inline]
    const fn bit(tile: u8) -> u16 {
        if is_tile(tile) {
            1 << (tile - MIN_TILE)
        } else {
            0
        }
    }

    /// True if `tile` is in the set.
    #[inline]
    pub const fn contains(self, tile: u8) -> bool {
        self.0 & TileSet::bit(tile) != 0
    }

    /// Adds `tile` (nothing for a number that is no tile).
    #[inline]
    pub fn insert(&mut self, tile: u8) {
        self.0 |= TileSet::bit(tile);
    }

    /// Removes `tile`.
    #[inline]
    pub fn remove(&mut self, tile: u8) {
        self.0 &= !TileSet::bit(tile);
    }

    /// Number of tiles in the set.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// True if the set has no tile.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The highest tile of the set.
    #[inline]
    pub const fn highest(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(MAX_TILE - self.0.leading_zeros() as u8)
        }
    }

    /// The highest tile numbered `sum` or lower (the grill's tile for a sum: settled
    /// point 5; sums above 36 reach the highest tile).
    #[inline]
    pub const fn highest_at_most(self, sum: u8) -> Option<u8> {
        if sum < MIN_TILE {
            return None;
        }
        let below = if sum >= MAX_TILE {
            u16::MAX
        } else {
            // Tiles 21..=sum: the lowest `sum - 20` bits.
            (1u16 << (sum - MIN_TILE + 1)) - 1
        };
        TileSet(self.0 & below).highest()
    }

    /// The worms on all tiles of the set.
    #[inline]
    pub const fn worms(self) -> u32 {
        // Two look-ups, one per byte: the bots ask this of every seat in every what-if, and
        // a bit count is a dozen instructions on x86-64 without `popcnt`.
        BYTE_WORMS[0][(self.0 & 0xFF) as usize] as u32
            + BYTE_WORMS[1][(self.0 >> 8) as usize] as u32
    }

    /// The tiles in the set, ascending.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        (MIN_TILE..=MAX_TILE).filter(move |&t| self.contains(t))
    }
}

impl FromIterator<u8> for TileSet {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> TileSet {
        let mut set = TileSet::EMPTY;
        for t in iter {
            set.insert(t);
        }
        set
    }
}

impl fmt::Debug for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_worms_of_every_set_are_the_sum_over_its_tiles() {
        for bits in 0..=u16::MAX {
            let set = TileSet::from_bits(bits);
            let sum: u32 = set.iter().map(|t| u32::from(worms(t))).sum();
            assert_eq!(set.worms(), sum, "{set:?}");
        }
        assert_eq!(TileSet::ALL.worms(), 40);
    }
}
