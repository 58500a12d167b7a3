//! The shelf of saved games: one save per game in the browser's storage, each under a key
//! of its own, so two tabs playing two games never overwrite each other; newest first, and
//! the oldest dropped only once there are more than [`MAX_SAVES`]. Each tab remembers which
//! game is on its table (in its own session storage), so a reload resumes that game.

use crate::shell::save::{self, Saved};
use crate::shell::storage::{self, StorageError};

/// Saves are kept under this prefix and the save's id.
pub const GAME_PREFIX: &str = "pechvogel.game.";
/// Where an unreadable save from the shelf is set aside, under its id.
pub const UNREADABLE_PREFIX: &str = "pechvogel.unreadable.";
/// This tab's game (session storage).
pub const TAB_KEY: &str = "pechvogel.tab";
/// Most saves kept; beyond them the oldest goes.
pub const MAX_SAVES: usize = 12;

/// The storage key of a save.
pub fn key(id: &str) -> String {
    format!("{GAME_PREFIX}{id}")
}

/// What is on the shelf: the saves that can be read, newest first, and the ones that
/// cannot (their key, text, and why).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Contents {
    /// Readable saves, newest first.
    pub saves: Vec<Saved>,
    /// Unreadable ones: key, text, reason.
    pub unreadable: Vec<(String, String, String)>,
}

/// Reads the shelf.
pub fn contents() -> Contents {
    let mut c = Contents::default();
    for k in storage::keys() {
        let Some(id) = k.strip_prefix(GAME_PREFIX) else {
            continue;
        };
        let Some(text) = storage::read(&k) else {
            continue;
        };
        match save::decode(&text) {
            Ok(mut s) => {
                // The key is the truth about where it lies.
                s.id = id.to_string();
                c.saves.push(s);
            }
            Err(why) => c.unreadable.push((k, text, why)),
        }
    }
    sort_newest_first(&mut c.saves);
    c
}

/// Newest first; equal times by id, so the order is stable.
pub fn sort_newest_first(saves: &mut [Saved]) {
    crate::shell::order::sort_small_by(saves, |a, b| {
        b.updated.cmp(&a.updated).then_with(|| a.id.cmp(&b.id))
    });
}

/// The save with this id, if it is there and can be read.
pub fn read(id: &str) -> Option<Result<Saved, String>> {
    let text = storage::read(&key(id))?;
    Some(save::decode(&text).map(|mut s| {
        s.id = id.to_string();
        s
    }))
}

/// Writes a save under its id, then makes room: the oldest others go once there are more
/// than [`MAX_SAVES`].
pub fn write(saved: &Saved) -> Result<(), StorageError> {
    let text = save::encode(saved);
    storage::write(&key(&saved.id), &text)?;
    let mut all = contents().saves;
    if all.len() > MAX_SAVES {
        for old in all.split_off(MAX_SAVES) {
            if old.id != saved.id {
                storage::remove(&key(&old.id));
            }
        }
    }
    Ok(())
}

/// Moves an unreadable save out of the way, keeping its text under `aside`; the error says
/// why that failed too (then it stays where it was, and nothing is lost).
pub fn set_aside(from: &str, aside: &str, text: &str) -> Result<(), String> {
    storage::write(aside, text).map_err(|e| e.0)?;
    storage::remove(from);
    Ok(())
}

/// Which game this tab has on its table.
pub fn tab_game() -> Option<String> {
    storage::tab_read(TAB_KEY)
}

/// Remembers (or forgets) this tab's game.
pub fn set_tab_game(id: Option<&str>) {
    match id {
        Some(id) => storage::tab_write(TAB_KEY, id),
        None => storage::tab_remove(TAB_KEY),
    }
}
