//! Putting a handful of things in order (saved games, a stack's tiles, the odds' columns).
//!
//! The standard library's sorts are built for big slices: each element type compiles its
//! own copy of them (about 3 KB of wasm each). The lists here hold a few dozen items at most,
//! so one small insertion sort does, in a few hundred bytes.

use std::cmp::Ordering;

/// Sorts `items` by `compare`, keeping equal items in their order (stable). Quadratic: only
/// for short lists.
pub fn sort_small_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && compare(&items[j - 1], &items[j]) == Ordering::Greater {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::sort_small_by;

    #[test]
    fn sorts_like_the_standard_stable_sort() {
        // Every list of up to 6 items from a small alphabet, with a key that has ties.
        for len in 0..=6u32 {
            for code in 0..4u32.pow(len) {
                let items: Vec<(u32, usize)> = (0..len as usize)
                    .map(|i| ((code / 4u32.pow(i as u32)) % 4, i))
                    .collect();
                let mut ours = items.clone();
                sort_small_by(&mut ours, |a, b| a.0.cmp(&b.0));
                let mut std = items.clone();
                std.sort_by_key(|a| a.0);
                assert_eq!(ours, std, "{items:?}");
            }
        }
    }
}
