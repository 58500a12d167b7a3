//! The faces thrown in every game on this device, per game (Pechvogel's and Heckmeck's dice
//! have different faces), kept under one localStorage key for the fairness panel.
//!
//! Counting each game once: the tally remembers, per saved game id, the counts it has
//! already added ("seen"), and adds only the difference when a game reports its counts
//! again. A reload or a resume reports the same counts (nothing added); two tabs on the
//! same game each read the stored tally afresh before adding, so the second adds only what
//! the first has not; a reset zeroes the total but keeps what was seen, so the game on the
//! table counts from the reset on. A record loaded into a game gets a fresh save id and
//! counts as a game of its own. The ids seen are kept for the last [`SEEN_MAX`] games
//! (more than the shelf's saves, so a game that can still be resumed is never forgotten).

use dice_core::fairness::FaceCounts;
use dice_core::json::{self, Map, Value};

use crate::shell::var::{Computed, Var};

use crate::shell::storage;

/// The localStorage key of the device's tally.
pub const TALLY_KEY: &str = "pechvogel.dice";

/// Games whose counts are remembered (oldest forgotten first).
pub const SEEN_MAX: usize = 32;

/// One game's tally on this device: the total, and what each recent game has added.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Book {
    /// Every face counted on this device since the last reset.
    pub total: FaceCounts,
    /// Per save id, the counts already added (most recently reported last).
    pub seen: Vec<(String, FaceCounts)>,
}

impl Book {
    /// Game `id` has thrown `counts` in all so far: adds what was not added before. Counts
    /// never shrink in a game; if another tab's copy of it went another way, only faces
    /// that grew are added.
    pub fn note(&mut self, id: &str, counts: FaceCounts) {
        let before = match self.seen.iter().position(|(s, _)| s == id) {
            Some(i) => self.seen.remove(i).1,
            None => FaceCounts::default(),
        };
        let mut seen = before;
        for f in 0..6 {
            let (now, was) = (counts.0[f], before.0[f]);
            self.total.0[f] += now.saturating_sub(was);
            seen.0[f] = now.max(was);
        }
        self.seen.push((id.to_string(), seen));
        if self.seen.len() > SEEN_MAX {
            self.seen.remove(0);
        }
    }

    /// Starts counting afresh; the games seen stay seen, so they add only new throws.
    pub fn reset(&mut self) {
        self.total = FaceCounts::default();
    }
}

/// The tally of every game kind on this device, by game id.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally(pub Vec<(String, Book)>);

impl Tally {
    /// The book of game `game` (empty if none).
    pub fn book(&self, game: &str) -> Book {
        self.0
            .iter()
            .find(|(g, _)| g == game)
            .map(|(_, b)| b.clone())
            .unwrap_or_default()
    }

    /// The book of game `game`, to change.
    pub fn book_mut(&mut self, game: &str) -> &mut Book {
        let i = match self.0.iter().position(|(g, _)| g == game) {
            Some(i) => i,
            None => {
                self.0.push((game.to_string(), Book::default()));
                self.0.len() - 1
            }
        };
        &mut self.0[i].1
    }
}

fn counts_json(c: &FaceCounts) -> Value {
    Value::from(c.0.to_vec())
}

fn counts_from(v: Option<&Value>) -> Option<FaceCounts> {
    let a = v?.as_array()?;
    let mut c = FaceCounts::default();
    if a.len() != 6 {
        return None;
    }
    for (n, v) in c.0.iter_mut().zip(a) {
        *n = v.as_u64()?;
    }
    Some(c)
}

/// The tally's JSON text: `{"pechvogel":{"total":[…6],"seen":[["id",[…6]],…]},…}`.
pub fn encode(t: &Tally) -> String {
    let games: Map =
        t.0.iter()
            .map(|(g, b)| {
                let seen: Vec<Value> = b
                    .seen
                    .iter()
                    .map(|(id, c)| Value::Array(vec![Value::from(id.as_str()), counts_json(c)]))
                    .collect();
                let book: Map = [
                    ("total", counts_json(&b.total)),
                    ("seen", Value::Array(seen)),
                ]
                .into_iter()
                .collect();
                (g.clone(), Value::Object(book))
            })
            .collect();
    Value::Object(games).to_string()
}

/// Reads the tally; what cannot be read counts as nothing (a game's book that is damaged
/// is dropped, the others stay).
pub fn decode(text: &str) -> Tally {
    let Ok(v) = json::parse(text) else {
        return Tally::default();
    };
    let Some(games) = v.as_object() else {
        return Tally::default();
    };
    let book = |v: &Value| -> Option<Book> {
        let total = counts_from(v.get("total"))?;
        let seen = v
            .get("seen")?
            .as_array()?
            .iter()
            .map(|e| {
                let e = e.as_array()?;
                Some((e.first()?.as_str()?.to_string(), counts_from(e.get(1))?))
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Book { total, seen })
    };
    Tally(
        games
            .iter()
            .filter_map(|(g, v)| Some((g.to_string(), book(v)?)))
            .collect(),
    )
}

/// The owner of one game's tally on this device: every change reads the stored tally
/// first (another tab may have counted since) and writes it back at once.
#[derive(Clone, Copy)]
pub struct DeviceDice {
    game: &'static str,
    total: Var<FaceCounts>,
}

impl DeviceDice {
    /// The stored tally of game `game` (its id).
    pub fn load(game: &'static str) -> DeviceDice {
        DeviceDice {
            game,
            total: Var::new(stored().book(game).total),
        }
    }

    /// The faces counted on this device for the game.
    pub fn total(&self) -> Computed<FaceCounts> {
        let total = self.total;
        Computed::new(move || total.get())
    }

    /// The game's save `id` has thrown `counts` so far.
    pub fn note(&self, id: &str, counts: FaceCounts) {
        self.change(|b| b.note(id, counts));
    }

    /// Zeroes the game's total on this device.
    pub fn reset(&self) {
        self.change(Book::reset);
    }

    fn change(&self, f: impl FnOnce(&mut Book)) {
        let mut t = stored();
        let book = t.book_mut(self.game);
        f(book);
        let total = book.total;
        // Losing the tally loses only a curiosity: nothing to report.
        let _ = storage::write(TALLY_KEY, &encode(&t));
        self.total.set(total);
    }
}

fn stored() -> Tally {
    storage::read(TALLY_KEY)
        .map(|t| decode(&t))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(a: [u64; 6]) -> FaceCounts {
        FaceCounts(a)
    }

    #[test]
    fn each_game_counts_once() {
        let mut b = Book::default();
        b.note("a", c([1, 0, 0, 0, 0, 2]));
        b.note("a", c([1, 0, 0, 0, 0, 2])); // a reload: nothing new
        b.note("a", c([2, 1, 0, 0, 0, 2])); // the game goes on
        b.note("b", c([0, 0, 5, 0, 0, 0]));
        assert_eq!(b.total, c([2, 1, 5, 0, 0, 2]));
        // Another tab's older copy of "a" adds nothing.
        b.note("a", c([1, 0, 0, 0, 0, 2]));
        assert_eq!(b.total, c([2, 1, 5, 0, 0, 2]));
        // A reset keeps what was seen: only later throws count.
        b.reset();
        b.note("a", c([2, 1, 0, 0, 0, 2]));
        assert_eq!(b.total, FaceCounts::default());
        b.note("a", c([3, 1, 0, 0, 0, 2]));
        assert_eq!(b.total, c([1, 0, 0, 0, 0, 0]));
    }

    #[test]
    fn only_recent_games_are_remembered() {
        let mut b = Book::default();
        for i in 0..SEEN_MAX + 5 {
            b.note(&i.to_string(), c([1, 1, 1, 1, 1, 1]));
        }
        assert_eq!(b.seen.len(), SEEN_MAX);
        assert_eq!(b.total.total(), 6 * (SEEN_MAX as u64 + 5));
        assert_eq!(b.seen[0].0, "5");
    }

    #[test]
    fn round_trip_and_damage() {
        let mut t = Tally::default();
        t.book_mut("pechvogel").note("x", c([1, 2, 3, 4, 5, 6]));
        t.book_mut("heckmeck").note("y", c([6, 5, 4, 3, 2, 1]));
        let back = decode(&encode(&t));
        for g in ["pechvogel", "heckmeck"] {
            assert_eq!(back.book(g), t.book(g));
        }
        assert_eq!(t.book("heckmeck").total, c([6, 5, 4, 3, 2, 1]));
        assert_eq!(t.book("other"), Book::default());
        assert_eq!(decode("nonsense"), Tally::default());
        let damaged = encode(&t).replace("[6,5,4,3,2,1]", "[6,5]");
        let d = decode(&damaged);
        assert_eq!(d.book("pechvogel"), t.book("pechvogel"));
        assert_eq!(d.book("heckmeck"), Book::default());
    }
}
