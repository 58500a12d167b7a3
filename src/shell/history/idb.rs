//! The history's [`Store`] in the browser: IndexedDB through web-sys, thinly (a crate such
//! as `rexie` or `idb` would add futures, a channel runtime and error types to the wasm for
//! the five requests made here). One database, `pechvogel-history`, with two object stores
//! of JSON texts keyed by game id: `games`, and `aside` for entries that could not be read.
//! Every request's failure is passed on by kind ([`DbError`]); nothing here panics.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{IdbDatabase, IdbRequest, IdbTransaction, IdbTransactionMode};

use super::store::{DbError, Done, Row, Store};

const NAME: &str = "pechvogel-history";
const VERSION: u32 = 1;
const GAMES: &str = "games";
const ASIDE: &str = "aside";

/// The history in IndexedDB (the database is opened once, at the first request).
#[derive(Clone, Default)]
pub struct IdbStore {
    db: Rc<RefCell<Option<IdbDatabase>>>,
}

/// An answer given once, whichever of several events comes first.
struct Once<T>(Rc<RefCell<Option<Done<T>>>>);

impl<T> Clone for Once<T> {
    fn clone(&self) -> Self {
        Once(self.0.clone())
    }
}

impl<T: 'static> Once<T> {
    fn new(done: Done<T>) -> Once<T> {
        Once(Rc::new(RefCell::new(Some(done))))
    }

    fn give(&self, r: Result<T, DbError>) {
        let done = self.0.borrow_mut().take();
        if let Some(done) = done {
            done(r);
        }
    }
}

/// The kind of a browser's error value (a `DOMException`'s name).
fn kind(e: &JsValue) -> DbError {
    let name = js_sys::Reflect::get(e, &"name".into())
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_default();
    DbError::from_name(&name)
}

/// A handler called once with its event (freed once called).
fn handler(f: impl FnOnce(web_sys::Event) + 'static) -> js_sys::Function {
    wasm_bindgen::closure::Closure::once_into_js(f).unchecked_into()
}

fn request_error(req: &IdbRequest) -> DbError {
    match req.error() {
        Ok(Some(e)) => DbError::from_name(&e.name()),
        _ => DbError::Refused,
    }
}

impl IdbStore {
    /// The database, opened (and made, the first time) if need be.
    fn with_db(&self, f: impl FnOnce(Result<IdbDatabase, DbError>) + 'static) {
        if let Some(db) = self.db.borrow().clone() {
            return f(Ok(db));
        }
        let once = Once::new(Box::new(f));
        let factory = match web_sys::window().map(|w| w.indexed_db()) {
            Some(Ok(Some(factory))) => factory,
            Some(Err(e)) => return once.give(Err(kind(&e))),
            _ => return once.give(Err(DbError::Off)),
        };
        let open = match factory.open_with_u32(NAME, VERSION) {
            Ok(open) => open,
            Err(e) => return once.give(Err(kind(&e))),
        };
        let req: IdbRequest = open.clone().unchecked_into();
        let upgrade_req = req.clone();
        open.set_onupgradeneeded(Some(&handler(move |_| {
            if let Ok(db) = upgrade_req.result() {
                let db: IdbDatabase = db.unchecked_into();
                let names = db.object_store_names();
                for store in [GAMES, ASIDE] {
                    if !names.contains(store) {
                        let _ = db.create_object_store(store);
                    }
                }
            }
        })));
        let (ok, err, blocked) = (once.clone(), once.clone(), once);
        let cell = self.db.clone();
        let ok_req = req.clone();
        req.set_onsuccess(Some(&handler(move |_| match ok_req.result() {
            Ok(db) => {
                let db: IdbDatabase = db.unchecked_into();
                *cell.borrow_mut() = Some(db.clone());
                ok.give(Ok(db));
            }
            Err(e) => ok.give(Err(kind(&e))),
        })));
        let err_req = req.clone();
        req.set_onerror(Some(&handler(move |_| {
            err.give(Err(request_error(&err_req)))
        })));
        open.set_onblocked(Some(&handler(move |_| blocked.give(Err(DbError::Blocked)))));
    }

    /// Runs `f` in a transaction over `stores`; `done` hears when it is committed (or why
    /// it was not: a full quota aborts it).
    fn transaction(
        &self,
        stores: &'static [&'static str],
        mode: IdbTransactionMode,
        done: Done<()>,
        f: impl FnOnce(&IdbTransaction) -> Result<(), JsValue> + 'static,
    ) {
        self.with_db(move |db| {
            let once = Once::new(done);
            let db = match db {
                Ok(db) => db,
                Err(e) => return once.give(Err(e)),
            };
            let names = js_sys::Array::new();
            for s in stores {
                names.push(&JsValue::from_str(s));
            }
            let tx = match db.transaction_with_str_sequence_and_mode(&names, mode) {
                Ok(tx) => tx,
                Err(e) => return once.give(Err(kind(&e))),
            };
            let (ok, bad) = (once.clone(), once.clone());
            tx.set_oncomplete(Some(&handler(move |_| ok.give(Ok(())))));
            let abort_tx = tx.clone();
            tx.set_onabort(Some(&handler(move |_| {
                let e = match abort_tx.error() {
                    Some(e) => DbError::from_name(&e.name()),
                    None => DbError::Refused,
                };
                bad.give(Err(e));
            })));
            if let Err(e) = f(&tx) {
                let _ = tx.abort();
                once.give(Err(kind(&e)));
            }
        });
    }
}

impl Store for IdbStore {
    fn load(&self, done: Done<Vec<Row>>) {
        // Keys and values read in one transaction: both come in key order.
        let rows: Rc<RefCell<(Option<js_sys::Array>, Option<js_sys::Array>)>> = Rc::default();
        let got = rows.clone();
        self.transaction(
            &[GAMES],
            IdbTransactionMode::Readonly,
            Box::new(move |r| {
                done(r.map(|()| {
                    let (keys, values) = got.borrow_mut().clone();
                    let (Some(keys), Some(values)) = (keys, values) else {
                        return Vec::new();
                    };
                    keys.iter()
                        .zip(values.iter())
                        .map(|(k, v)| {
                            // A value that is not text (written by hand, another program) is
                            // read as its JSON: it does not read as an entry and is set aside
                            // as that text, not lost.
                            let key = k.as_string().unwrap_or_default();
                            let text = v.as_string().unwrap_or_else(|| {
                                js_sys::JSON::stringify(&v)
                                    .ok()
                                    .and_then(|s| s.as_string())
                                    .unwrap_or_default()
                            });
                            (key, text)
                        })
                        .collect()
                }))
            }),
            move |tx| {
                let store = tx.object_store(GAMES)?;
                let keys = store.get_all_keys()?;
                let values = store.get_all()?;
                let (kr, vr) = (rows.clone(), rows);
                let k2 = keys.clone();
                keys.set_onsuccess(Some(&handler(move |_| {
                    kr.borrow_mut().0 = k2.result().ok().map(JsCast::unchecked_into);
                })));
                let v2 = values.clone();
                values.set_onsuccess(Some(&handler(move |_| {
                    vr.borrow_mut().1 = v2.result().ok().map(JsCast::unchecked_into);
                })));
                Ok(())
            },
        );
    }

    fn add(&self, rows: Vec<Row>, done: Done<()>) {
        self.transaction(&[GAMES], IdbTransactionMode::Readwrite, done, move |tx| {
            let store = tx.object_store(GAMES)?;
            for (key, text) in rows {
                let req =
                    store.add_with_key(&JsValue::from_str(&text), &JsValue::from_str(&key))?;
                // A game kept already keeps its entry: the refused add does not abort the rest.
                let r = req.clone();
                req.set_onerror(Some(&handler(move |e: web_sys::Event| {
                    if matches!(r.error(), Ok(Some(x)) if x.name() == "ConstraintError") {
                        e.prevent_default();
                    }
                })));
            }
            Ok(())
        });
    }

    fn update(&self, (key, text): Row, done: Done<()>) {
        self.transaction(&[GAMES], IdbTransactionMode::Readwrite, done, move |tx| {
            tx.object_store(GAMES)?
                .put_with_key(&JsValue::from_str(&text), &JsValue::from_str(&key))?;
            Ok(())
        });
    }

    fn set_aside(&self, rows: Vec<Row>, done: Done<()>) {
        self.transaction(
            &[GAMES, ASIDE],
            IdbTransactionMode::Readwrite,
            done,
            move |tx| {
                let (games, aside) = (tx.object_store(GAMES)?, tx.object_store(ASIDE)?);
                for (key, text) in rows {
                    let key = JsValue::from_str(&key);
                    aside.put_with_key(&JsValue::from_str(&text), &key)?;
                    games.delete(&key)?;
                }
                Ok(())
            },
        );
    }

    fn delete(&self, keys: Option<Vec<String>>, done: Done<()>) {
        self.transaction(&[GAMES], IdbTransactionMode::Readwrite, done, move |tx| {
            let games = tx.object_store(GAMES)?;
            match keys {
                None => {
                    games.clear()?;
                }
                Some(keys) => {
                    for k in keys {
                        games.delete(&JsValue::from_str(&k))?;
                    }
                }
            }
            Ok(())
        });
    }
}
