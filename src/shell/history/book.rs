//! The history in memory and the database behind it: reading every entry (a corrupt one is
//! set aside, not deleted), keeping a finished game, merging an import (by game: no
//! duplicate, nothing overwritten), the export, deleting. Plain Rust over a [`Store`], so
//! every path, failures included, is tested natively with the in-memory store.

use std::cell::RefCell;
use std::rc::Rc;

use dice_core::json::{self, Map, Value};

use super::store::{DbError, Row, Store};
use super::{Digest, Ended, Entry, EntryError, RecordProblem, Referee, VERSION};

/// The largest file an import reads: thousands of games (a game's entry is a few KB), and
/// a file far beyond is refused before it is read, so it never blocks the page.
pub const MAX_IMPORT_BYTES: usize = 32 << 20;

/// One game of the history, with what its engine says of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    /// The entry as kept.
    pub entry: Entry,
    /// Its scores, winners and counts.
    pub digest: Digest,
}

impl Game {
    /// The names of the winners.
    pub fn winner_names(&self) -> Vec<String> {
        self.digest
            .winners
            .iter()
            .map(|&s| self.entry.seats.name(s))
            .collect()
    }
}

/// Every game of the history, oldest first (the order ratings are counted in).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Book {
    games: Vec<Game>,
}

impl Book {
    /// The games, oldest first.
    pub fn games(&self) -> &[Game] {
        &self.games
    }

    /// True if the game with this id is kept.
    pub fn has(&self, id: &str) -> bool {
        self.games.iter().any(|g| g.entry.id == id)
    }

    /// Replaces the entry of a game kept by `entry` (its review added).
    fn annotate(&mut self, entry: Entry) {
        if let Some(g) = self.games.iter_mut().find(|g| g.entry.id == entry.id) {
            g.entry = entry;
        }
    }

    /// Adds a game in its place by time; false (and nothing changes) if one with its id is
    /// kept already.
    pub fn insert(&mut self, game: Game) -> bool {
        if self.has(&game.entry.id) {
            return false;
        }
        let at = self.games.partition_point(|g| {
            (g.entry.ended, &g.entry.id) <= (game.entry.ended, &game.entry.id)
        });
        self.games.insert(at, game);
        true
    }

    /// Removes the game with this id (or every game).
    pub fn remove(&mut self, id: Option<&str>) {
        match id {
            Some(id) => self.games.retain(|g| g.entry.id != id),
            None => self.games.clear(),
        }
    }

    /// The whole history as JSON: `{"history": 1, "games": [entry…]}`, each entry's
    /// `record` a record `pechvogel replay` reads.
    pub fn export(&self) -> String {
        let games = self.games.iter().map(|g| g.entry.to_value()).collect();
        let map: Map = [
            ("history", Value::from(VERSION)),
            ("games", Value::Array(games)),
        ]
        .into_iter()
        .collect();
        Value::Object(map).to_string()
    }

    /// The names of the people (not bots) who played, in any game, the most recent first,
    /// each once: offered at setup.
    pub fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = Vec::new();
        for g in self.games.iter().rev() {
            for s in g.entry.seats.0.iter().filter(|s| !s.kind.is_bot()) {
                if !names.contains(&s.name) {
                    names.push(s.name.clone());
                }
            }
        }
        names
    }
}

/// The entries read from the database: the book, and the rows that could not be read.
#[derive(Debug, Default)]
pub struct Read {
    /// The games that could be read.
    pub book: Book,
    /// The rows that could not, and why.
    pub corrupt: Vec<(Row, EntryError)>,
}

/// Reads the database's rows: an entry must decode, replay and sit under its own id.
pub fn read(rows: Vec<Row>, referee: &dyn Referee) -> Read {
    let mut out = Read::default();
    for (key, text) in rows {
        match Entry::decode(&text, referee) {
            Ok((entry, digest)) if entry.id == key => {
                out.book.insert(Game { entry, digest });
            }
            Ok(_) => out.corrupt.push(((key, text), EntryError::Field("id"))),
            // Not corrupt: its engine is not here (the history reads after
            // `Referee::ready`, so this is a guard). Left where it is, unread.
            Err(EntryError::Record(RecordProblem::NotReady)) => {}
            Err(e) => out.corrupt.push(((key, text), e)),
        }
    }
    out
}

/// Why an import file was refused as a whole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// Larger than [`MAX_IMPORT_BYTES`] (its size in KB).
    TooLarge(usize),
    /// Not JSON (where and why).
    NotJson(json::Error),
    /// JSON, but not an export of a history (no `games` list of a known version).
    NotHistory,
}

/// What an import file holds, against the book: the games new to it, how many it already
/// has, and the entries that cannot be read (their place in the file, and why).
#[derive(Debug, Default)]
pub struct Import {
    /// Games not in the book yet (each once).
    pub new: Vec<Game>,
    /// Games the book has already (left as they are).
    pub known: usize,
    /// Entries that cannot be read.
    pub bad: Vec<(usize, EntryError)>,
}

/// Reads an export against `book`.
pub fn import(text: &str, book: &Book, referee: &dyn Referee) -> Result<Import, ImportError> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(ImportError::TooLarge(text.len() / 1024));
    }
    let v = json::parse(text).map_err(ImportError::NotJson)?;
    if v.get("history").and_then(Value::as_u64) != Some(VERSION) {
        return Err(ImportError::NotHistory);
    }
    let list = v
        .get("games")
        .and_then(Value::as_array)
        .ok_or(ImportError::NotHistory)?;
    let mut out = Import::default();
    for (i, item) in list.iter().enumerate() {
        match Entry::from_value(item, referee) {
            Ok((entry, digest)) => {
                let id = entry.id.as_str();
                if book.has(id) || out.new.iter().any(|g| g.entry.id == id) {
                    out.known += 1;
                } else {
                    out.new.push(Game { entry, digest });
                }
            }
            Err(e) => out.bad.push((i, e)),
        }
    }
    Ok(out)
}

/// What became of opening the history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opened {
    /// Corrupt entries set aside now.
    pub set_aside: usize,
    /// Setting them aside failed (they stay where they were, unread).
    pub aside_failed: Option<DbError>,
}

/// The history: the book in memory, the store behind it. Cheap to clone (shared).
#[derive(Clone)]
pub struct Library {
    store: Rc<dyn Store>,
    referee: &'static dyn Referee,
    book: Rc<RefCell<Option<Book>>>,
}

impl Library {
    /// The history kept in `store`, its records judged by `referee` (not read yet).
    pub fn new(store: Rc<dyn Store>, referee: &'static dyn Referee) -> Library {
        Library {
            store,
            referee,
            book: Rc::new(RefCell::new(None)),
        }
    }

    /// The book as last read (`None`: not read yet, or the database failed).
    pub fn book(&self) -> Option<Book> {
        self.book.borrow().clone()
    }

    /// The database's rows as they are, judged by nobody (the names offered at setup are
    /// read from them before the history is read whole).
    pub fn rows(&self, done: impl FnOnce(Result<Vec<Row>, DbError>) + 'static) {
        self.store.load(Box::new(done));
    }

    /// Reads every entry; corrupt ones are set aside (moved, not deleted) and counted.
    pub fn open(&self, done: impl FnOnce(Result<Opened, DbError>) + 'static) {
        let this = self.clone();
        self.store.load(Box::new(move |rows| {
            let rows = match rows {
                Ok(rows) => rows,
                Err(e) => return done(Err(e)),
            };
            let read = read(rows, this.referee);
            *this.book.borrow_mut() = Some(read.book);
            let aside: Vec<Row> = read.corrupt.into_iter().map(|(row, _)| row).collect();
            let n = aside.len();
            if n == 0 {
                return done(Ok(Opened {
                    set_aside: 0,
                    aside_failed: None,
                }));
            }
            this.store.set_aside(
                aside,
                Box::new(move |r| {
                    done(Ok(Opened {
                        set_aside: n,
                        aside_failed: r.err(),
                    }))
                }),
            );
        }));
    }

    /// Keeps a game that just ended at `ended` (ms): checked by its engine, added unless
    /// kept already. `Ok(false)`: nothing to add (kept already, or not a finished game).
    pub fn keep(&self, ended: Ended, at: u64, done: impl FnOnce(Result<bool, DbError>) + 'static) {
        let Ok((record, digest)) = self.referee.judge(ended.game, &ended.record) else {
            return done(Ok(false));
        };
        let entry = Entry {
            id: ended.id,
            game: ended.game.to_string(),
            ended: at,
            seats: ended.seats,
            record,
            accuracy: Vec::new(),
        };
        if self
            .book
            .borrow()
            .as_ref()
            .is_some_and(|b| b.has(&entry.id))
        {
            return done(Ok(false));
        }
        let row = (entry.id.clone(), entry.encode());
        let game = Game { entry, digest };
        let book = self.book.clone();
        self.store.add(
            vec![row],
            Box::new(move |r| {
                done(r.map(|()| {
                    // Once read, the book follows the database; unread, it is read whole
                    // when first opened.
                    book.borrow_mut().as_mut().is_some_and(|b| b.insert(game))
                }))
            }),
        );
    }

    /// Reads an export and adds the games new to the history (all or nothing).
    pub fn import(
        &self,
        text: &str,
        done: impl FnOnce(Result<Result<Import, ImportError>, DbError>) + 'static,
    ) {
        let book = self.book().unwrap_or_default();
        let import = match import(text, &book, self.referee) {
            Ok(i) => i,
            Err(e) => return done(Ok(Err(e))),
        };
        let rows: Vec<Row> = import
            .new
            .iter()
            .map(|g| (g.entry.id.clone(), g.entry.encode()))
            .collect();
        let cell = self.book.clone();
        self.store.add(
            rows,
            Box::new(move |r| {
                done(r.map(|()| {
                    if let Some(b) = cell.borrow_mut().as_mut() {
                        for g in &import.new {
                            b.insert(g.clone());
                        }
                    }
                    Ok(import)
                }))
            }),
        );
    }

    /// Keeps a review's accuracy with the game `id` (each seat's, `None` for a bot's):
    /// the entry is written again with it, nothing else changed. `Ok(false)`: no such game
    /// in the book as read, or the same accuracy kept already.
    pub fn annotate(
        &self,
        id: &str,
        accuracy: Vec<Option<f64>>,
        done: impl FnOnce(Result<bool, DbError>) + 'static,
    ) {
        let entry = self.book.borrow().as_ref().and_then(|b| {
            b.games()
                .iter()
                .find(|g| g.entry.id == id)
                .map(|g| g.entry.clone())
        });
        let Some(mut entry) =
            entry.filter(|e| e.accuracy != accuracy && accuracy.len() == e.seats.len())
        else {
            return done(Ok(false));
        };
        entry.accuracy = accuracy;
        let row = (entry.id.clone(), entry.encode());
        let cell = self.book.clone();
        self.store.update(
            row,
            Box::new(move |r| {
                done(r.map(|()| {
                    if let Some(b) = cell.borrow_mut().as_mut() {
                        b.annotate(entry);
                    }
                    true
                }))
            }),
        );
    }

    /// Deletes one game (or all: `None`), at the player's word.
    pub fn delete(&self, id: Option<String>, done: impl FnOnce(Result<(), DbError>) + 'static) {
        let cell = self.book.clone();
        let keys = id.clone().map(|id| vec![id]);
        self.store.delete(
            keys,
            Box::new(move |r| {
                if r.is_ok() {
                    if let Some(b) = cell.borrow_mut().as_mut() {
                        b.remove(id.as_deref());
                    }
                }
                done(r)
            }),
        );
    }
}

#[cfg(test)]
mod tests;
