//! The history on the page: the one entry point the rest of the app uses. [`start`] makes
//! the history (IndexedDB in the browser) and reads it once, quietly, for the names offered
//! at setup; the table hands every game that ends to [`keep`]; the history's panel reads
//! [`shown`] and calls the rest. A failing database is told in the page's language and
//! touches nothing else: the game on the table goes on, the saved games stay.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use dice_core::json::Value;

use super::book::{Book, ImportError, Library};
use super::stats::{self, Line};
use super::store::DbError;
use super::words::H;
use super::{Ended, Entry, Referee};
use crate::shell::chunk::{retrying, ChunkCall};
use crate::shell::game::GameKind;
use crate::shell::lang::Lang;
use crate::shell::save::Saved;
use crate::shell::timeline::now_ms;
use crate::shell::var::{Act, Var};
use crate::shell::Shell;

/// What the history's panel shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Shown {
    /// Being read.
    #[default]
    Reading,
    /// Read.
    Ready(Book),
    /// The database failed.
    Failed(DbError),
}

struct Live {
    lib: Library,
    shell: Shell,
    shown: Var<Shown>,
    referee: &'static dyn Referee,
    /// Opens a finished game in replay (the lobby's).
    open: Option<Act<Saved>>,
    /// The names of people who played, read from the rows alone (before the history is
    /// read whole, which needs the games' engines).
    names: Vec<String>,
}

thread_local! {
    static LIVE: RefCell<Option<Live>> = const { RefCell::new(None) };
}

fn with<R>(f: impl FnOnce(&Live) -> R) -> Option<R> {
    LIVE.with(|l| l.borrow().as_ref().map(f))
}

/// Makes the history of this page (once, by the app) and reads it quietly: a database that
/// fails is told when the player opens the history or a game ends, not at every start.
pub fn start(shell: Shell, referee: &'static dyn Referee, open: Act<Saved>) {
    #[cfg(target_arch = "wasm32")]
    let store: Rc<dyn super::store::Store> = Rc::new(super::idb::IdbStore::default());
    #[cfg(not(target_arch = "wasm32"))]
    let store: Rc<dyn super::store::Store> = Rc::new(super::store::MemStore::default());
    let live = Live {
        lib: Library::new(store, referee),
        shell,
        shown: Var::new(Shown::Reading),
        referee,
        open: Some(open),
        names: Vec::new(),
    };
    LIVE.with(|l| *l.borrow_mut() = Some(live));
    read_names();
}

/// Reads the names offered at setup from the rows alone: the history is read whole (each
/// record replayed by its game's engine, in the game's chunk) only when it is needed.
fn read_names() {
    let Some(lib) = with(|l| l.lib.clone()) else {
        return;
    };
    lib.rows(|rows| {
        let Ok(rows) = rows else { return };
        let mut games: Vec<(u64, Vec<String>)> = rows
            .iter()
            .filter_map(|(_, text)| super::names_in(text))
            .collect();
        games.sort_by_key(|g| std::cmp::Reverse(g.0));
        let mut names: Vec<String> = Vec::new();
        for name in games.into_iter().flat_map(|(_, n)| n) {
            if !names.contains(&name) {
                names.push(name);
            }
        }
        LIVE.with(|l| {
            if let Some(l) = l.borrow_mut().as_mut() {
                l.names = names;
            }
        });
    });
}

/// Runs `then` once the engine of `game` (of every game: `None`) is ready; when its chunk
/// cannot be had the player is told, with a Retry that runs `then` again.
fn when_ready(game: Option<&'static str>, then: Arc<dyn Fn() + Send + Sync>) {
    let Some(shell) = with(|l| l.shell) else {
        return;
    };
    let call: ChunkCall = Arc::new(move || {
        let then = then.clone();
        Box::pin(async move {
            if let Some(ready) = with(|l| l.referee.ready(game)) {
                ready.await?;
                then();
            }
            Ok(())
        })
    });
    retrying(shell.notices, shell.lang_signal(), call);
}

/// What the panel shows (nothing before [`start`]).
pub fn shown() -> Option<Var<Shown>> {
    with(|l| l.shown)
}

/// Reads the history again (the panel opens); `tell`: a failure is told. The games'
/// engines are got ready first.
pub fn read(tell: bool) {
    when_ready(None, Arc::new(move || read_now(tell)));
}

fn read_now(tell: bool) {
    let Some(lib) = with(|l| l.lib.clone()) else {
        return;
    };
    lib.clone().open(move |r| match r {
        Ok(opened) => {
            refresh(&lib);
            if opened.set_aside > 0 {
                info(|lang| H::SetAside.fill(lang, &[("n", &opened.set_aside.to_string())]));
            }
            if let Some(e) = opened.aside_failed {
                failed(e);
            }
        }
        Err(e) => {
            with(|l| l.shown.set(Shown::Failed(e)));
            if tell {
                failed(e);
            }
        }
    });
}

fn refresh(lib: &Library) {
    if let Some(book) = lib.book() {
        with(|l| l.shown.set(Shown::Ready(book)));
    }
}

fn info(text: impl FnOnce(Lang) -> String) {
    with(|l| {
        let lang = l.shell.lang_untracked();
        l.shell.notices.info(text(lang));
    });
}

/// Tells that the database failed, and why, in the page's language.
fn failed(e: DbError) {
    with(|l| {
        let lang = l.shell.lang_untracked();
        let why = match e {
            DbError::Off => H::DbOff,
            DbError::Full => H::DbFull,
            DbError::Blocked => H::DbBlocked,
            DbError::Refused => H::DbRefused,
        };
        l.shell
            .notices
            .error(H::Failed.fill(lang, &[("why", why.get(lang))]));
    });
}

/// Keeps a game that just ended (the table's [`Ended`]). Kept already: nothing happens.
pub fn keep(ended: Ended) {
    let now = now_ms();
    let ended = Arc::new(ended);
    when_ready(
        Some(ended.game),
        Arc::new(move || keep_now((*ended).clone(), now)),
    );
}

fn keep_now(ended: Ended, now: u64) {
    let Some(lib) = with(|l| l.lib.clone()) else {
        return;
    };
    lib.clone().keep(ended, now, move |r| match r {
        Ok(true) => refresh(&lib),
        Ok(false) => {}
        Err(e) => failed(e),
    });
}

/// Keeps a review's accuracy with the game `id` of the history (each seat's; `None` for a
/// bot's): the statistics show the mean. A game not in the history (it could not be kept)
/// keeps nothing; a failing database is told.
pub fn reviewed(id: &str, accuracy: Vec<Option<f64>>) {
    let id: Arc<str> = id.into();
    with_book(Arc::new(move |lib| {
        let again = lib.clone();
        lib.annotate(&id, accuracy.clone(), move |r| match r {
            Ok(true) => refresh(&again),
            Ok(false) => {}
            Err(e) => failed(e),
        });
    }));
}

/// Runs `then` with the history once it has been read whole (at once if it was; else its
/// engines got ready and every record read first: the setup screen reads only names).
fn with_book(then: Arc<dyn Fn(Library) + Send + Sync>) {
    when_ready(
        None,
        Arc::new(move || {
            let Some(lib) = with(|l| l.lib.clone()) else {
                return;
            };
            if lib.book().is_some() {
                return then(lib);
            }
            let then = then.clone();
            let again = lib.clone();
            lib.open(move |r| match r {
                Ok(_) => {
                    refresh(&again);
                    if again.book().is_some() {
                        then(again);
                    }
                }
                Err(e) => failed(e),
            });
        }),
    );
}

/// The names of people who played before, the most recent first.
pub fn names() -> Vec<String> {
    with(|l| {
        l.shown.with(|s| match s {
            Shown::Ready(book) => book.names(),
            _ => l.names.clone(),
        })
    })
    .unwrap_or_default()
}

/// The statistics of the history as read.
pub fn stats() -> Vec<Line> {
    with(|l| {
        let referee = l.referee;
        l.shown.with(|s| match s {
            Shown::Ready(book) => stats::stats(book, referee),
            _ => Vec::new(),
        })
    })
    .unwrap_or_default()
}

/// The whole history as JSON (the export).
pub fn export() -> Option<String> {
    with(|l| l.lib.book().map(|b| b.export())).flatten()
}

/// The statistics as CSV.
pub fn stats_csv() -> String {
    stats::csv(&stats())
}

/// Tells that an import file of `kb` KB is too large to read.
pub fn import_too_large(kb: usize) {
    refuse_import(ImportError::TooLarge(kb));
}

fn refuse_import(e: ImportError) {
    with(|l| {
        let lang = l.shell.lang_untracked();
        let why = match e {
            ImportError::TooLarge(kb) => H::TooLarge.fill(lang, &[("kb", &kb.to_string())]),
            ImportError::NotJson(_) => H::NotJson.get(lang).to_string(),
            ImportError::NotHistory => H::NoHistory.get(lang).to_string(),
        };
        l.shell
            .notices
            .error(H::ImportRefused.fill(lang, &[("why", &why)]));
    });
}

/// Reads an exported history and adds the games new to this one; says what came of it.
pub fn import(text: &str) {
    let text: Arc<str> = text.into();
    // The book is read first: an import adds only the games it does not have.
    with_book(Arc::new(move |lib| import_now(lib, &text)));
}

fn import_now(lib: Library, text: &str) {
    lib.clone().import(text, move |r| match r {
        Ok(Ok(import)) => {
            refresh(&lib);
            info(|lang| {
                H::Imported.fill(
                    lang,
                    &[
                        ("new", &import.new.len().to_string()),
                        ("known", &import.known.to_string()),
                        ("bad", &import.bad.len().to_string()),
                    ],
                )
            });
        }
        Ok(Err(e)) => refuse_import(e),
        Err(e) => failed(e),
    });
}

/// Deletes one game (or every game: `None`), at the player's word.
pub fn delete(id: Option<String>) {
    let Some(lib) = with(|l| l.lib.clone()) else {
        return;
    };
    lib.clone().delete(id, move |r| match r {
        Ok(()) => refresh(&lib),
        Err(e) => failed(e),
    });
}

/// Opens a game of the history in replay (through the lobby, as a finished saved game).
pub fn open(entry: &Entry) {
    let Some(game) = GameKind::parse(&entry.game) else {
        return;
    };
    let saved = finished_save(entry, game);
    if let Some(open) = with(|l| l.open).flatten() {
        open.run(saved);
    }
}

/// A finished game of the history as a save: its dice follow no seed of this device
/// (`dice_from` is the whole record).
pub fn finished_save(entry: &Entry, game: GameKind) -> Saved {
    let actions = dice_core::json::parse(&entry.record)
        .ok()
        .and_then(|v| v.get("actions").and_then(Value::as_array).map(Vec::len))
        .unwrap_or(0);
    Saved {
        id: entry.id.clone(),
        updated: now_ms(),
        left: false,
        over: true,
        actions,
        turn: None,
        game,
        seats: entry.seats.clone(),
        seed: 0,
        dice_from: actions,
        origin: String::new(),
        record: entry.record.clone(),
        pending: Value::Array(Vec::new()),
        by_turns: None,
    }
}
