//! The history's keeper: the library (IndexedDB in the browser) and everything done with it
//! — reading, keeping, reviewing, importing, deleting, the statistics. In the chunk `charts`
//! with the history's panel: the main module holds only the door (`live.rs`), which
//! fetches this chunk when the history is first needed (the names offered at setup, read
//! when a name field is first focused; a game that ends; the panel opened).

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use dice_core::json::Value;

use super::book::{ImportError, Library};
use super::stats::{self, Line};
use super::store::DbError;
use super::words::H;
use super::{Desk, Ended, Entry, Referee, Shown};
use crate::shell::chunk::{retrying, ChunkCall};
use crate::shell::game::GameKind;
use crate::shell::lang::Lang;
use crate::shell::save::Saved;
use crate::shell::timeline::now_ms;

thread_local! {
    /// The library, made on first use (after the door's first request).
    static LIB: RefCell<Option<Library>> = const { RefCell::new(None) };
    /// What a record means, asked of the games' engines (handed over by the door before each
    /// request, [`Keeper::enter`]).
    static REFEREE: std::cell::Cell<Option<&'static dyn Referee>> = const { std::cell::Cell::new(None) };
    /// The parts of the page the history shows and tells through (the door's, handed over
    /// with the referee).
    static DESK: std::cell::Cell<Option<Desk>> = const { std::cell::Cell::new(None) };
}

/// The referee handed over by the door.
fn referee() -> Option<&'static dyn Referee> {
    REFEREE.get()
}

/// Takes the referee (the door fetches it from this chunk) and the desk.
fn enter(referee: &'static dyn Referee, desk: Desk) {
    REFEREE.set(Some(referee));
    DESK.set(Some(desk));
}

/// The page's shell, once the door has handed over the desk.
fn shell() -> Option<crate::shell::Shell> {
    DESK.get().map(|d| d.shell)
}

/// What the panel shows now.
fn show(shown: Shown) {
    if let Some(d) = DESK.get() {
        d.shown.set(shown);
    }
}

/// The names offered at setup.
fn set_names(names: Vec<String>) {
    if let Some(d) = DESK.get() {
        d.names.set(names);
    }
}

/// The library of this page, made the first time it is needed.
fn lib() -> Option<Library> {
    if let Some(lib) = LIB.with(|l| l.borrow().clone()) {
        return Some(lib);
    }
    let referee = referee()?;
    #[cfg(target_arch = "wasm32")]
    let store: Rc<dyn super::store::Store> = Rc::new(super::idb::IdbStore::default());
    #[cfg(not(target_arch = "wasm32"))]
    let store: Rc<dyn super::store::Store> = Rc::new(super::store::MemStore::default());
    let lib = Library::new(store, referee);
    LIB.with(|l| *l.borrow_mut() = Some(lib.clone()));
    Some(lib)
}

/// What the door (`live.rs`) asks of the keeper: one function per request, so the
/// main module names none of the keeper's code.
pub struct Keeper {
    /// Takes the referee and the desk, before any other request.
    pub enter: fn(&'static dyn Referee, Desk),
    /// Reads the names offered at setup, quietly.
    pub read_names: fn(),
    /// Reads the history whole; `tell`: a failure is told.
    pub read: fn(bool),
    /// Keeps a game that ended at `now`.
    pub keep: fn(Ended, u64),
    /// Keeps a review's accuracy with a game.
    pub reviewed: fn(Arc<str>, Vec<Option<f64>>),
}

/// The keeper's requests.
pub static KEEPER: Keeper = Keeper {
    enter,
    read_names,
    read,
    keep: keep_now,
    reviewed,
};

/// Reads the names offered at setup from the rows alone: the history is read whole (each
/// record replayed by its game's engine, in the game's chunk) only when it is needed.
fn read_names() {
    let Some(lib) = lib() else {
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
        set_names(names);
    });
}

/// Runs `then` once the engine of `game` (of every game: `None`) is ready; when its chunk
/// cannot be had the player is told, with a Retry that runs `then` again.
fn when_ready(game: Option<&'static str>, then: Arc<dyn Fn() + Send + Sync>) {
    let Some(shell) = shell() else {
        return;
    };
    let call: ChunkCall = Arc::new(move || {
        let then = then.clone();
        Box::pin(async move {
            if let Some(referee) = referee() {
                let ready = referee.ready(game);
                ready.await?;
                then();
            }
            Ok(())
        })
    });
    retrying(shell.notices, shell.lang_signal(), call);
}

/// Reads the history again (the panel opens); `tell`: a failure is told. The games'
/// engines are got ready first.
fn read(tell: bool) {
    when_ready(None, Arc::new(move || read_now(tell)));
}

fn read_now(tell: bool) {
    let Some(lib) = lib() else {
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
            show(Shown::Failed(e));
            if tell {
                failed(e);
            }
        }
    });
}

fn refresh(lib: &Library) {
    if let Some(book) = lib.book() {
        set_names(book.names());
        show(Shown::Ready(book));
    }
}

fn info(text: impl FnOnce(Lang) -> String) {
    if let Some(shell) = shell() {
        let lang = shell.lang_untracked();
        shell.notices.info(text(lang));
    }
}

/// Tells that the database failed, and why, in the page's language.
fn failed(e: DbError) {
    if let Some(shell) = shell() {
        let lang = shell.lang_untracked();
        let why = match e {
            DbError::Off => H::DbOff,
            DbError::Full => H::DbFull,
            DbError::Blocked => H::DbBlocked,
            DbError::Refused => H::DbRefused,
        };
        shell
            .notices
            .error(H::Failed.fill(lang, &[("why", why.get(lang))]));
    }
}

/// Keeps a game that ended at `now` (the table's [`Ended`]), once its engine is ready. Kept
/// already: nothing happens.
fn keep_now(ended: Ended, now: u64) {
    let ended = Arc::new(ended);
    when_ready(
        Some(ended.game),
        Arc::new(move || keep_ready((*ended).clone(), now)),
    );
}

fn keep_ready(ended: Ended, now: u64) {
    let Some(lib) = lib() else {
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
fn reviewed(id: Arc<str>, accuracy: Vec<Option<f64>>) {
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
            let Some(lib) = lib() else {
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

/// The statistics of the history as read.
pub fn stats() -> Vec<Line> {
    let Some(referee) = referee() else {
        return Vec::new();
    };
    DESK.get()
        .map(|d| d.shown)
        .map(|shown| {
            shown.with(|s| match s {
                Shown::Ready(book) => stats::stats(book, referee),
                _ => Vec::new(),
            })
        })
        .unwrap_or_default()
}

/// The whole history as JSON (the export).
pub fn export() -> Option<String> {
    lib()?.book().map(|b| b.export())
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
    if let Some(shell) = shell() {
        let lang = shell.lang_untracked();
        let why = match e {
            ImportError::TooLarge(kb) => H::TooLarge.fill(lang, &[("kb", &kb.to_string())]),
            ImportError::NotJson(_) => H::NotJson.get(lang).to_string(),
            ImportError::NotHistory => H::NoHistory.get(lang).to_string(),
        };
        shell
            .notices
            .error(H::ImportRefused.fill(lang, &[("why", &why)]));
    }
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
    let Some(lib) = lib() else {
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
    if let Some(open) = DESK.get().map(|d| d.open) {
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
