//! The shelf of saved games: one save per game in the browser's storage, each under a key
//! of its own, so two tabs playing two games never overwrite each other; newest first. A
//! game nobody finished is never dropped without the player's word (it may be running in
//! another tab); finished games age out once there are more than [`MAX_SAVES`] saves. Each
//! tab remembers which game is on its table (in its own session storage), so a reload
//! resumes that game.

use crate::shell::lang::Lang;
use crate::shell::save::{self, SaveError, Saved, Stamp};
use crate::shell::storage::{self, StorageError};
use crate::shell::words::{shown_name, W};

/// Saves are kept under this prefix and the save's id.
pub const GAME_PREFIX: &str = "pechvogel.game.";
/// Where an unreadable save from the shelf is set aside, under its id.
pub const UNREADABLE_PREFIX: &str = "pechvogel.unreadable.";
/// This tab's game (session storage).
pub const TAB_KEY: &str = "pechvogel.tab";
/// Most saves kept while finished games can make room: beyond them the oldest finished
/// games go. Unfinished games are never dropped by the shelf, whatever their number.
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
    pub unreadable: Vec<(String, String, SaveError)>,
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
pub fn read(id: &str) -> Option<Result<Saved, SaveError>> {
    let text = storage::read(&key(id))?;
    Some(save::decode(&text).map(|mut s| {
        s.id = id.to_string();
        s
    }))
}

/// Writes a save under its id and returns the stamp of what it wrote. A save that is new
/// on the shelf then makes room: finished games beyond [`MAX_SAVES`] go, oldest first.
/// A full storage is [`StorageError::Full`]: nothing is dropped to make room without the
/// player's word (see [`room_offer`]).
pub fn write(saved: &Saved) -> Result<Option<Stamp>, StorageError> {
    let text = save::encode(saved);
    let key = key(&saved.id);
    // Only a new save adds to the count: reading every save after each move is not needed.
    let new = !storage::has(&key);
    storage::write(&key, &text)?;
    if new {
        for id in aged_out(&contents().saves, &saved.id) {
            storage::remove(&self::key(&id));
        }
    }
    Ok(save::stamp(&text))
}

/// The saves to drop once `saves` (newest first) are more than [`MAX_SAVES`]: finished
/// games only, oldest first, never `keep` (the one just written), and no more than bring
/// the count down to the limit.
pub fn aged_out(saves: &[Saved], keep: &str) -> Vec<String> {
    let excess = saves.len().saturating_sub(MAX_SAVES);
    saves
        .iter()
        .rev()
        .filter(|s| s.over && s.id != keep)
        .take(excess)
        .map(|s| s.id.clone())
        .collect()
}

/// What to offer the player to remove when the storage is full, to save the game `keep`:
/// the oldest finished game; else the oldest other game (left or played elsewhere). The
/// player's word removes it.
pub fn room_offer(saves: &[Saved], keep: &str) -> Option<Saved> {
    let others = || saves.iter().rev().filter(|s| s.id != keep);
    others()
        .find(|s| s.over)
        .or_else(|| others().next())
        .cloned()
}

/// Removes the save `id` (the player asked for it).
pub fn remove(id: &str) {
    storage::remove(&key(id));
}

/// The stamp of the save `id` as the storage holds it now; `None` if there is none, or it
/// cannot be read.
pub fn stamp(id: &str) -> Option<Stamp> {
    save::stamp(&storage::read(&key(id))?)
}

/// True if the save in the storage (`stored`) is no longer the one this tab last wrote or
/// read (`known`): another tab moved the game on, and this tab must not act on it. A save
/// that is gone (removed elsewhere) or cannot be read is not moved on: the tab that still
/// has the game writes it again, so no game is lost.
pub fn moved_on(known: Option<Stamp>, stored: Option<Stamp>) -> bool {
    stored.is_some() && stored != known
}

/// Moves an unreadable save out of the way, keeping its text under `aside`; the error says
/// why that failed too (then it stays where it was, and nothing is lost).
pub fn set_aside(from: &str, aside: &str, text: &str) -> Result<(), StorageError> {
    storage::write(aside, text)?;
    storage::remove(from);
    Ok(())
}

/// The saves a start tries to resume, in order: this tab's game (`tab`, whatever became of
/// it), then every game nobody left or finished, newest first. A save that cannot be
/// resumed is set aside and the next one tried, so one broken save never hides the others.
pub fn resume_order<'a>(saves: &'a [Saved], tab: Option<&str>) -> Vec<&'a Saved> {
    let mine = saves.iter().filter(|s| Some(s.id.as_str()) == tab);
    let running = saves
        .iter()
        .filter(|s| !s.left && !s.over && Some(s.id.as_str()) != tab);
    mine.chain(running).collect()
}

/// Who plays a saved game, as the page shows the names.
pub fn players(s: &Saved, lang: Lang) -> String {
    s.seats
        .names()
        .iter()
        .map(|n| shown_name(n, lang))
        .collect::<Vec<_>>()
        .join(", ")
}

/// How far a saved game got: finished, or whose turn it is and its number of moves.
pub fn how_far(s: &Saved, lang: Lang) -> String {
    if s.over {
        return W::Finished.get(lang).to_string();
    }
    let actions = s.actions as i64;
    let many = lang.pick(actions, W::MovesOne, W::MovesMany);
    let moves = many.fill(lang, &[("n", &lang.number(actions))]);
    match whose_turn(s, lang) {
        Some(turn) => W::SavedProgress.fill(lang, &[("turn", &turn), ("moves", &moves)]),
        None => moves,
    }
}

/// Whose turn it is in a saved game, in words ("Thea's turn", "your turn"); `None` once it
/// is over, or for a save that did not keep it.
pub fn whose_turn(s: &Saved, lang: Lang) -> Option<String> {
    if s.over {
        return None;
    }
    let name = s.seats.names().get(s.turn?)?.clone();
    // The name the app gives the one person playing against bots reads as "your turn".
    Some(if name == "You" {
        W::SavedYourTurn.get(lang).to_string()
    } else {
        W::SavedTurnOf.fill(lang, &[("name", &shown_name(&name, lang))])
    })
}

/// A saved game named in a sentence: "Pechvogel (You, Thea; 12 moves)".
pub fn named(s: &Saved, lang: Lang) -> String {
    W::SavedGameNamed.fill(
        lang,
        &[
            ("game", s.game.name_in(lang)),
            ("players", &players(s, lang)),
            ("how", &how_far(s, lang)),
        ],
    )
}

/// Where the table keeps its game's save: the browser's storage
/// ([`Browser`]), or a map in tests (two tables sharing one are two
/// tabs).
pub trait Shelf {
    /// The stamp of the save `id` as stored now; `None` if there is none, or it cannot be
    /// read.
    fn stamp(&self, id: &str) -> Option<Stamp>;
    /// Writes a save; the stamp of what was written.
    fn write(&mut self, saved: &Saved) -> Result<Option<Stamp>, StorageError>;
    /// Remembers (or forgets) the game on this tab's table.
    fn set_tab_game(&mut self, id: Option<&str>);
}

/// The browser's storage as the table's [`Shelf`].
pub struct Browser;

impl Shelf for Browser {
    fn stamp(&self, id: &str) -> Option<Stamp> {
        stamp(id)
    }

    fn write(&mut self, saved: &Saved) -> Result<Option<Stamp>, StorageError> {
        write(saved)
    }

    fn set_tab_game(&mut self, id: Option<&str>) {
        set_tab_game(id)
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::seats::{SeatKind, Seats};
    use crate::shell::session::{Session, Turn};
    use crate::shell::table_game::offered;
    use crate::shell::table_game::TableGame;
    use dice_core::{Bots, Level};
    use pechvogel_bots::PechvogelBots;
    use pechvogel_engine::{Move, Table};

    /// A save of a new game, `updated` at `at`, finished or not.
    fn saved(id: &str, at: u64, over: bool) -> Saved {
        let seats = Seats::from_kinds(&[SeatKind::Human, SeatKind::Bot(Level::Easy)]);
        let s = Session::<Table>::new(seats, 1, String::new()).unwrap();
        Saved {
            id: id.into(),
            updated: at,
            over,
            ..s.saved()
        }
    }

    /// Newest first, as [`contents`] lists them.
    fn shelf(list: &[(&str, bool)]) -> Vec<Saved> {
        let mut saves: Vec<Saved> = list
            .iter()
            .enumerate()
            .map(|(i, (id, over))| saved(id, i as u64, *over))
            .collect();
        sort_newest_first(&mut saves);
        saves
    }

    #[test]
    fn an_unfinished_game_is_never_aged_out() {
        // The oldest save is a game running in another tab; thirteen finished games came
        // after it: the oldest finished one goes, the running one stays.
        let mut list = vec![("running", false)];
        let ids: Vec<String> = (0..13).map(|i| format!("done{i}")).collect();
        list.extend(ids.iter().map(|id| (id.as_str(), true)));
        let saves = shelf(&list);
        assert_eq!(saves.len(), 14);
        assert_eq!(aged_out(&saves, "done12"), ["done0", "done1"]);
        // Thirty-three unfinished games (share links opened): none goes.
        let ids: Vec<String> = (0..33).map(|i| format!("link{i}")).collect();
        let list: Vec<(&str, bool)> = ids.iter().map(|id| (id.as_str(), false)).collect();
        assert!(aged_out(&shelf(&list), "link32").is_empty());
        // Within the limit, nothing goes.
        assert!(aged_out(&shelf(&[("a", true), ("b", true)]), "b").is_empty());
    }

    #[test]
    fn the_game_just_written_is_never_aged_out() {
        let ids: Vec<String> = (0..14).map(|i| format!("done{i}")).collect();
        let list: Vec<(&str, bool)> = ids.iter().map(|id| (id.as_str(), true)).collect();
        let saves = shelf(&list);
        // "done0" is the oldest, but it was just written (its `updated` not yet newer).
        assert_eq!(aged_out(&saves, "done0"), ["done1", "done2"]);
    }

    #[test]
    fn a_full_storage_offers_the_oldest_finished_game_first() {
        let saves = shelf(&[
            ("old", false),
            ("done", true),
            ("mine", false),
            ("new", true),
        ]);
        assert_eq!(room_offer(&saves, "mine").unwrap().id, "done");
        let saves = shelf(&[("old", false), ("mine", false), ("new", false)]);
        assert_eq!(room_offer(&saves, "mine").unwrap().id, "old");
        assert!(room_offer(&shelf(&[("mine", false)]), "mine").is_none());
    }

    #[test]
    fn a_start_tries_the_tabs_game_then_the_running_ones_newest_first() {
        let mut saves = shelf(&[
            ("old", false),
            ("done", true),
            ("tab", true),
            ("new", false),
        ]);
        saves.push(Saved {
            left: true,
            ..saved("left", 9, false)
        });
        sort_newest_first(&mut saves);
        let ids = |tab| -> Vec<&str> {
            resume_order(&saves, tab)
                .iter()
                .map(|s| s.id.as_str())
                .collect()
        };
        assert_eq!(ids(Some("tab")), ["tab", "new", "old"]);
        assert_eq!(ids(None), ["new", "old"]);
        assert_eq!(ids(Some("new")), ["new", "old"]);
    }

    /// The stale second tab of issue 29: both tabs show the same question; tab 1 throws and
    /// saves; tab 2's last known save is no longer the stored one, whatever the events said.
    #[test]
    fn a_move_made_in_another_tab_is_seen_in_the_store() {
        offered::offer();
        let seats = Seats::from_kinds(&[SeatKind::Human, SeatKind::Bot(Level::Normal)]);
        let first = Session::<Table>::new(seats, 7, String::new())
            .unwrap()
            .saved();
        let text = save::encode(&first);
        let known = save::stamp(&text);
        assert!(known.is_some());
        // Both tabs resumed the same save.
        let (mut one, _) = Session::<Table>::resume(&save::decode(&text).unwrap()).unwrap();
        assert!(!moved_on(known, save::stamp(&text)));
        assert_eq!(one.turn(), Turn::Person(0));
        one.human_move(0, Move::Throw).unwrap();
        let thrown = save::encode(&one.saved());
        assert!(moved_on(known, save::stamp(&thrown)));
        // The same moves written again (a tab that opened or left the game) are no move.
        let left = Saved {
            left: true,
            updated: 99,
            ..save::decode(&thrown).unwrap()
        };
        assert!(!moved_on(
            save::stamp(&thrown),
            save::stamp(&save::encode(&left))
        ));
        // A save removed elsewhere, or one that cannot be read: the tab writes its own.
        assert!(!moved_on(known, None));
        assert_eq!(save::stamp("{nope"), None);
    }

    #[test]
    fn a_saved_game_says_whose_turn_it_is_or_that_it_is_over() {
        offered::offer();
        let seats = Seats::from_kinds(&[SeatKind::Human, SeatKind::Bot(Level::Easy)]);
        let mut s = Session::<Table>::new(seats, 3, String::new()).unwrap();
        // The save keeps whose turn it is, and reads it back.
        let first = save::decode(&save::encode(&s.saved())).unwrap();
        assert_eq!(first.turn, Some(0));
        assert_eq!(how_far(&first, Lang::En), "your turn, 0 moves");
        assert_eq!(how_far(&first, Lang::De), "du bist dran, 0 Züge");
        // The person plays their turn (as an easy bot would); the bot's turn comes.
        for _ in 0..200 {
            if s.game().turn_of() == Some(1) {
                break;
            }
            match s.turn() {
                Turn::Person(0) => {
                    let mut rng = dice_core::Rng::new(1);
                    let mv =
                        <PechvogelBots as Bots<Table>>::choose(Level::Easy, s.game(), &mut rng);
                    s.human_move(0, mv.unwrap()).unwrap();
                }
                Turn::Bot(_) => {
                    s.bot_move();
                }
                other => panic!("{other:?}"),
            }
        }
        let later = save::decode(&save::encode(&s.saved())).unwrap();
        assert_eq!(later.turn, Some(1));
        let n = later.actions;
        assert_eq!(how_far(&later, Lang::En), format!("Thea's turn, {n} moves"));
        assert_eq!(
            how_far(&later, Lang::Fr),
            format!("au tour de Thea, {n} coups")
        );
        assert_eq!(
            how_far(&later, Lang::It),
            format!("tocca a Thea, {n} mosse")
        );
        assert!(named(&later, Lang::En).contains("Thea's turn"));
        // Over: finished, and no one's turn.
        let over = Saved {
            over: true,
            turn: None,
            ..later.clone()
        };
        assert_eq!(whose_turn(&over, Lang::En), None);
        assert_eq!(how_far(&over, Lang::En), "finished");
        // A save from before turns were kept, or one naming no seat of the game: the moves.
        let text = save::encode(&later).replace("\"turn\":1", "\"turn\":9");
        let odd = save::decode(&text).unwrap();
        assert_eq!(odd.turn, None);
        assert_eq!(how_far(&odd, Lang::En), format!("{n} moves"));
        let text = save::encode(&later).replace("\"turn\":1,", "");
        assert_eq!(save::decode(&text).unwrap().turn, None);
    }

    #[test]
    fn an_answer_outside_the_record_moves_the_game_on_too() {
        offered::offer();
        // Pechvogel's window answers are not recorded actions, but they are moves: two
        // saves with the same record and different answers differ.
        let seats = Seats::from_kinds(&[SeatKind::Human, SeatKind::Human]);
        let s = Session::<Table>::new(seats, 7, String::new()).unwrap();
        let plain = s.saved();
        let answered = Saved {
            pending: dice_core::json::Value::Array(vec![false.into()]),
            ..plain.clone()
        };
        let (a, b) = (
            save::stamp(&save::encode(&plain)).unwrap(),
            save::stamp(&save::encode(&answered)).unwrap(),
        );
        assert_eq!(a.actions, b.actions);
        assert!(moved_on(Some(a), Some(b)));
    }
}
