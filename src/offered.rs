//! The ids of the games on offer as bytes fixed at compile time, for the page's loader.
//!
//! When the address opens a table (a shared link, a turn link, `?seats=`, this tab's saved
//! game), the loader in `index.html` starts fetching that game's chunks beside the main module
//! instead of after it has run (issue 33). To know the games it must know their ids, in the
//! order [`OFFERED`] lists them (the first is the game `?seats=` without `&game=` means), and
//! they must come from the registry, not from a list kept by hand beside it: the split build
//! writes [`IDS`] into the linked module as a custom section (`src/main.rs`), which
//! `scripts/rust.mjs` reads back to write the page's map from game to chunk files.

use crate::games::OFFERED;

/// What separates two ids in [`IDS`] (no id contains it: ids are lower-case words).
pub const SEPARATOR: u8 = b'\n';

/// The length of [`IDS`]: every id and a separator after each but the last.
pub const LEN: usize = {
    let mut len = 0;
    let mut i = 0;
    while i < OFFERED.len() {
        len += OFFERED[i].id().len();
        if i > 0 {
            len += 1;
        }
        i += 1;
    }
    len
};

/// The ids of the games on offer, in their order, one [`SEPARATOR`] between two.
pub const IDS: [u8; LEN] = {
    let mut out = [0u8; LEN];
    let mut at = 0;
    let mut i = 0;
    while i < OFFERED.len() {
        if i > 0 {
            out[at] = SEPARATOR;
            at += 1;
        }
        let id = OFFERED[i].id().as_bytes();
        let mut j = 0;
        while j < id.len() {
            out[at] = id[j];
            at += 1;
            j += 1;
        }
        i += 1;
    }
    out
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::game::GameKind;

    #[test]
    fn the_ids_are_the_offered_games_in_their_order() {
        crate::games::offer();
        let ids: Vec<&str> = GameKind::all().iter().map(|g| g.id()).collect();
        let written: Vec<&str> = std::str::from_utf8(&IDS).unwrap().split('\n').collect();
        assert_eq!(written, ids);
        assert_eq!(written.first().copied(), Some(GameKind::first().id()));
    }
}
