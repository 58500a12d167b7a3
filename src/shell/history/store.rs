//! Where the history is kept, as little as the history needs of a database: every entry by
//! key, add without overwriting, set entries aside, delete. Answers come through callbacks
//! (IndexedDB answers later; the in-memory store of the tests at once).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

/// Why the database did not do what was asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DbError {
    /// No database for this page (blocked, a private mode without it, an old browser).
    Off,
    /// The site's storage is full.
    Full,
    /// Another tab holds an older version of the database open.
    Blocked,
    /// Refused for another reason.
    Refused,
}

impl DbError {
    /// The kind of a refusal, from the browser's error name.
    pub fn from_name(name: &str) -> DbError {
        match name {
            "QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED" => DbError::Full,
            "SecurityError" | "InvalidStateError" | "NotSupportedError" => DbError::Off,
            _ => DbError::Refused,
        }
    }
}

/// An answer that comes once.
pub type Done<T> = Box<dyn FnOnce(Result<T, DbError>)>;

/// A key and the text kept under it.
pub type Row = (String, String);

/// The history's database.
pub trait Store {
    /// Every entry kept (not those set aside), by key.
    fn load(&self, done: Done<Vec<Row>>);
    /// Adds entries; a key already kept keeps its text (nothing is overwritten). All or
    /// nothing.
    fn add(&self, rows: Vec<Row>, done: Done<()>);
    /// Writes a new text for an entry kept (its review's accuracy added): nothing else of
    /// the entry changes ([`super::book::Library::annotate`] checks that).
    fn update(&self, row: Row, done: Done<()>);
    /// Moves entries out of the history into the set-aside store (kept, not deleted).
    fn set_aside(&self, rows: Vec<Row>, done: Done<()>);
    /// Deletes the entries with these keys, or every entry (`None`; the set-aside ones stay).
    fn delete(&self, keys: Option<Vec<String>>, done: Done<()>);
}

/// The database in memory: for tests, and where a browser has none (nothing outlives the
/// page). It can be told to fail.
#[derive(Clone, Default)]
pub struct MemStore {
    inner: Rc<RefCell<Mem>>,
}

#[derive(Default)]
struct Mem {
    kept: BTreeMap<String, String>,
    aside: BTreeMap<String, String>,
    fail: Option<DbError>,
}

impl MemStore {
    /// From now on every request fails with `e` (or works again: `None`).
    pub fn fail(&self, e: Option<DbError>) {
        self.inner.borrow_mut().fail = e;
    }

    /// Puts text under a key as it is (a test's corrupt entry).
    pub fn put_raw(&self, key: &str, text: &str) {
        self.inner
            .borrow_mut()
            .kept
            .insert(key.to_string(), text.to_string());
    }

    /// The keys kept, and the keys set aside.
    pub fn keys(&self) -> (Vec<String>, Vec<String>) {
        let m = self.inner.borrow();
        (
            m.kept.keys().cloned().collect(),
            m.aside.keys().cloned().collect(),
        )
    }

    fn run<T>(&self, done: Done<T>, f: impl FnOnce(&mut Mem) -> T) {
        let result = {
            let mut m = self.inner.borrow_mut();
            match m.fail {
                Some(e) => Err(e),
                None => Ok(f(&mut m)),
            }
        };
        done(result);
    }
}

impl Store for MemStore {
    fn load(&self, done: Done<Vec<Row>>) {
        self.run(done, |m| {
            m.kept.iter().map(|(k, v)| (k.clone(), v.clone())).collect()
        });
    }

    fn add(&self, rows: Vec<Row>, done: Done<()>) {
        self.run(done, |m| {
            for (k, v) in rows {
                m.kept.entry(k).or_insert(v);
            }
        });
    }

    fn update(&self, (k, v): Row, done: Done<()>) {
        self.run(done, |m| {
            m.kept.insert(k, v);
        });
    }

    fn set_aside(&self, rows: Vec<Row>, done: Done<()>) {
        self.run(done, |m| {
            for (k, v) in rows {
                m.kept.remove(&k);
                m.aside.insert(k, v);
            }
        });
    }

    fn delete(&self, keys: Option<Vec<String>>, done: Done<()>) {
        self.run(done, |m| match keys {
            None => m.kept.clear(),
            Some(keys) => {
                for k in keys {
                    m.kept.remove(&k);
                }
            }
        });
    }
}
