//! The history's logic against the real engines (the app's referee) and the in-memory
//! store: keeping, reading back, corrupt entries set aside, a failing database, export and
//! import, and the statistics and ratings read from the records.

use std::rc::Rc;

use dice_core::{DiceGame, Level};

use super::*;
use crate::history::{Engines, ENGINES};
use crate::shell::history::rating::{self, START};
use crate::shell::history::stats::{self, Line};
use crate::shell::history::store::MemStore;
use crate::shell::seats::{SeatConfig, SeatKind, Seats};
use crate::shell::session::Session;
use crate::shell::table_game::TableGame;

type Pechvogel = pechvogel_engine::Table;
type Heckmeck = heckmeck_engine::Game;

fn seats(list: &[(&str, SeatKind)]) -> Seats {
    Seats(
        list.iter()
            .map(|(name, kind)| SeatConfig {
                name: name.to_string(),
                kind: *kind,
            })
            .collect(),
    )
}

/// A game played to its end by bots (the seats' kinds say only how they are counted: every
/// seat is played by a normal bot here, so a "person" is a bot in disguise).
fn finished<G: TableGame>(list: &[(&str, SeatKind)], seed: u64) -> Ended {
    let played: Vec<(&str, SeatKind)> = list
        .iter()
        .map(|(n, _)| (*n, SeatKind::Bot(Level::Normal)))
        .collect();
    let mut s = Session::<G>::new(seats(&played), seed, String::new()).unwrap();
    for _ in 0..100_000 {
        if s.bot_move().is_none() {
            break;
        }
    }
    assert!(s.game().is_over());
    Ended {
        id: format!("{}-{seed}", G::ID),
        game: G::ID,
        seats: seats(list),
        record: s.game().record_json(),
    }
}

const ANN: (&str, SeatKind) = ("Ann", SeatKind::Human);
const BEN: (&str, SeatKind) = ("Ben", SeatKind::Human);
const EXPERT: (&str, SeatKind) = ("Expert", SeatKind::Bot(Level::Expert));

/// The app's referee with its engines ready: natively each game's "chunk" is in the
/// binary, so getting them ready is done at the first poll.
fn engines() -> &'static Engines {
    use std::task::{Context, Poll, Waker};
    let mut ready = ENGINES.ready(None);
    let polled = ready.as_mut().poll(&mut Context::from_waker(Waker::noop()));
    assert_eq!(polled, Poll::Ready(Ok(())));
    &ENGINES
}

fn library(store: &MemStore) -> Library {
    Library::new(Rc::new(store.clone()), engines())
}

fn opened(lib: &Library) -> Opened {
    let got = Rc::new(std::cell::Cell::new(None));
    let g = got.clone();
    lib.open(move |r| g.set(Some(r)));
    got.get().unwrap().unwrap()
}

fn kept(lib: &Library, ended: Ended, at: u64) -> Result<bool, DbError> {
    let got = Rc::new(std::cell::Cell::new(None));
    let g = got.clone();
    lib.keep(ended, at, move |r| g.set(Some(r)));
    got.get().unwrap()
}

fn imported(lib: &Library, text: &str) -> Result<Result<Import, ImportError>, DbError> {
    let got = Rc::new(std::cell::RefCell::new(None));
    let g = got.clone();
    lib.import(text, move |r| *g.borrow_mut() = Some(r));
    let r = got.borrow_mut().take().unwrap();
    r
}

/// Three games of Heckmeck and two of Pechvogel, kept in a fresh store.
fn five_games(store: &MemStore) -> Library {
    let lib = library(store);
    opened(&lib);
    for (i, e) in [
        finished::<Heckmeck>(&[ANN, EXPERT], 1),
        finished::<Heckmeck>(&[BEN, ANN, EXPERT], 2),
        finished::<Heckmeck>(&[ANN, BEN], 3),
        finished::<Pechvogel>(&[ANN, BEN, EXPERT], 4),
        finished::<Pechvogel>(&[BEN, ANN], 5),
    ]
    .into_iter()
    .enumerate()
    {
        assert_eq!(kept(&lib, e, 1_000 + i as u64), Ok(true));
    }
    lib
}

#[test]
fn a_kept_game_reads_back_with_the_engines_scores_and_winners() {
    let store = MemStore::default();
    let lib = five_games(&store);
    let book = lib.book().unwrap();
    assert_eq!(book.games().len(), 5);
    // Read afresh from the store: the same book.
    let again = library(&store);
    assert_eq!(opened(&again).set_aside, 0);
    assert_eq!(again.book().unwrap(), book);
    for g in book.games() {
        let game = Heckmeck::replay_json(&g.entry.record);
        if g.entry.game == "heckmeck" {
            let game = game.unwrap();
            let scores: Vec<i32> = (0..game.player_count()).map(|s| game.score(s)).collect();
            assert_eq!(g.digest.scores, scores);
            assert_eq!(g.digest.winners, game.winners());
        } else {
            let game = Pechvogel::replay_json(&g.entry.record).unwrap();
            assert_eq!(g.digest.winners, game.winners());
        }
        assert!(!g.digest.winners.is_empty());
    }
    // Oldest first; the names people played under, the latest first, no bot.
    assert_eq!(book.games()[0].entry.ended, 1_000);
    assert_eq!(book.names(), ["Ben", "Ann"]);
}

#[test]
fn a_game_is_kept_once_and_never_overwritten() {
    let store = MemStore::default();
    let lib = five_games(&store);
    let first = store.keys();
    let mut e = finished::<Heckmeck>(&[ANN, EXPERT], 1);
    assert_eq!(kept(&lib, e.clone(), 9_999), Ok(false));
    // Even a different game under a known id (another tab's) changes nothing.
    e.record = finished::<Heckmeck>(&[ANN, EXPERT], 7).record;
    // (Not read yet, the book is not added to: the store keeps what it had.)
    assert_eq!(kept(&library(&store), e, 9_999), Ok(false));
    assert_eq!(store.keys(), first);
    let again = library(&store);
    opened(&again);
    assert_eq!(again.book(), lib.book());
}

#[test]
fn an_unfinished_or_unknown_game_is_not_kept() {
    let store = MemStore::default();
    let lib = library(&store);
    opened(&lib);
    let mut e = finished::<Heckmeck>(&[ANN, BEN], 1);
    let s = Session::<Heckmeck>::new(seats(&[ANN, BEN]), 1, String::new()).unwrap();
    e.record = s.game().record_json();
    assert_eq!(kept(&lib, e.clone(), 1), Ok(false));
    e.game = "chess";
    assert_eq!(kept(&lib, e, 1), Ok(false));
    assert_eq!(store.keys().0.len(), 0);
    assert_eq!(
        engines().judge("heckmeck", "{\"players\":[\"A\",\"B\"],\"actions\":[]}"),
        Err(RecordProblem::NotOver)
    );
    assert_eq!(
        engines().judge("chess", "{}"),
        Err(RecordProblem::UnknownGame)
    );
    assert!(matches!(
        engines().judge("heckmeck", "[1,"),
        Err(RecordProblem::Refused)
    ));
}

use super::super::RecordProblem;

#[test]
fn corrupt_entries_are_set_aside_not_deleted() {
    let store = MemStore::default();
    five_games(&store);
    store.put_raw("broken", "{\"version\":1,");
    // A good entry under another game's key.
    let good = finished::<Heckmeck>(&[ANN, BEN], 11);
    let entry = Entry {
        id: good.id,
        game: "heckmeck".into(),
        ended: 5,
        seats: good.seats,
        record: good.record,
        accuracy: Vec::new(),
    };
    store.put_raw("elsewhere", &entry.encode());
    // A record the engine refuses.
    let mut bad = entry.clone();
    bad.id = "tampered".into();
    bad.record = "{\"players\":[\"Ann\",\"Ben\"],\"actions\":[\"nonsense\"]}".into();
    store.put_raw("tampered", &bad.encode());
    let lib = library(&store);
    assert_eq!(
        opened(&lib),
        Opened {
            set_aside: 3,
            aside_failed: None
        }
    );
    assert_eq!(lib.book().unwrap().games().len(), 5);
    let (kept, aside) = store.keys();
    assert_eq!(kept.len(), 5);
    assert_eq!(aside, ["broken", "elsewhere", "tampered"]);
}

#[test]
fn a_failing_database_changes_nothing_and_says_why() {
    let store = MemStore::default();
    let lib = five_games(&store);
    let before = lib.book();
    store.fail(Some(DbError::Full));
    assert_eq!(
        kept(&lib, finished::<Heckmeck>(&[ANN, BEN], 21), 1),
        Err(DbError::Full)
    );
    assert_eq!(lib.book(), before);
    let text = lib.book().unwrap().export();
    let fresh = library(&store);
    assert!(matches!(imported(&fresh, &text), Err(DbError::Full)));
    let got = Rc::new(std::cell::Cell::new(None));
    let g = got.clone();
    fresh.open(move |r| g.set(Some(r)));
    assert_eq!(got.get(), Some(Err(DbError::Full)));
    store.fail(None);
    assert_eq!(store.keys().0.len(), 5);
}

#[test]
fn export_then_import_gives_the_same_history_and_twice_adds_nothing() {
    let store = MemStore::default();
    let lib = five_games(&store);
    let text = lib.book().unwrap().export();
    // Every game's record is one the engine (and `pechvogel replay`) reads as it is.
    let v = dice_core::json::parse(&text).unwrap();
    for g in v.get("games").unwrap().as_array().unwrap() {
        let record = g.get("record").unwrap().to_string();
        let ok = match g.get("game").unwrap().as_str().unwrap() {
            "heckmeck" => Heckmeck::replay_json(&record).is_ok(),
            _ => Pechvogel::replay_json(&record).is_ok(),
        };
        assert!(ok);
    }
    let other = MemStore::default();
    let fresh = library(&other);
    opened(&fresh);
    let first = imported(&fresh, &text).unwrap().unwrap();
    assert_eq!((first.new.len(), first.known, first.bad.len()), (5, 0, 0));
    assert_eq!(fresh.book(), lib.book());
    let referee: &dyn Referee = engines();
    assert_eq!(
        stats::stats(&fresh.book().unwrap(), referee),
        stats::stats(&lib.book().unwrap(), referee)
    );
    let second = imported(&fresh, &text).unwrap().unwrap();
    assert_eq!((second.new.len(), second.known), (0, 5));
    assert_eq!(other.keys().0.len(), 5);
    // A file that merges: one game already here, one new, one broken.
    let partial = library(&MemStore::default());
    opened(&partial);
    kept(&partial, finished::<Heckmeck>(&[ANN, EXPERT], 1), 1_000).unwrap();
    kept(&partial, finished::<Heckmeck>(&[ANN, BEN], 31), 7).unwrap();
    let whole = dice_core::json::parse(&partial.book().unwrap().export()).unwrap();
    let mut games = whole.get("games").unwrap().as_array().unwrap().clone();
    games.push(dice_core::json::parse("{\"version\":1,\"id\":\"x\"}").unwrap());
    let mut top = whole.as_object().unwrap().clone();
    top.insert("games", dice_core::json::Value::Array(games));
    let mixed = dice_core::json::Value::Object(top).to_string();
    let r = imported(&fresh, &mixed).unwrap().unwrap();
    assert_eq!((r.new.len(), r.known, r.bad.len()), (1, 1, 1));
    assert_eq!(fresh.book().unwrap().games().len(), 6);
}

#[test]
fn an_import_that_is_no_history_is_refused_whole() {
    let lib = library(&MemStore::default());
    opened(&lib);
    assert!(matches!(
        imported(&lib, "{nope"),
        Ok(Err(ImportError::NotJson(_)))
    ));
    assert_eq!(
        imported(&lib, "{\"players\":[],\"actions\":[]}")
            .unwrap()
            .err(),
        Some(ImportError::NotHistory)
    );
    let big = " ".repeat(MAX_IMPORT_BYTES + 1);
    assert_eq!(
        imported(&lib, &big).unwrap().err(),
        Some(ImportError::TooLarge((MAX_IMPORT_BYTES + 1) / 1024))
    );
}

#[test]
fn deleting_one_game_or_all_leaves_the_set_aside_ones() {
    let store = MemStore::default();
    store.put_raw("broken", "[");
    let lib = five_games(&store);
    let id = lib.book().unwrap().games()[0].entry.id.clone();
    lib.delete(Some(id.clone()), |r| assert_eq!(r, Ok(())));
    assert!(!lib.book().unwrap().has(&id));
    assert_eq!(store.keys().0.len(), 4);
    lib.delete(None, |r| assert_eq!(r, Ok(())));
    assert_eq!(store.keys(), (vec![], vec!["broken".to_string()]));
    assert!(lib.book().unwrap().games().is_empty());
}

fn line<'a>(lines: &'a [Line], game: &str, name: &str) -> &'a Line {
    lines
        .iter()
        .find(|l| l.game == game && l.name == name)
        .unwrap()
}

#[test]
fn the_statistics_count_what_the_records_say() {
    let store = MemStore::default();
    let lib = five_games(&store);
    let book = lib.book().unwrap();
    let lines = stats::stats(&book, engines());
    for (game, name) in [
        ("heckmeck", "Ann"),
        ("heckmeck", "Ben"),
        ("pechvogel", "Ann"),
    ] {
        let l = line(&lines, game, name);
        let mine: Vec<(&Game, usize)> = book
            .games()
            .iter()
            .filter(|g| g.entry.game == game)
            .filter_map(|g| {
                g.entry
                    .seats
                    .0
                    .iter()
                    .position(|s| s.name == name)
                    .map(|i| (g, i))
            })
            .collect();
        assert_eq!(l.games as usize, mine.len());
        let wins = mine
            .iter()
            .filter(|(g, i)| g.digest.winners.contains(i))
            .count();
        assert_eq!(l.wins as usize, wins);
        let scores: Vec<i32> = mine.iter().map(|(g, i)| g.digest.scores[*i]).collect();
        assert_eq!(l.best, *scores.iter().max().unwrap());
        assert_eq!(
            l.score_sum,
            scores.iter().map(|&s| i64::from(s)).sum::<i64>()
        );
        let by: u32 = l.by_players.iter().map(|(_, (g, _))| g).sum();
        assert_eq!(by, l.games);
        assert!(l.turns > 0);
    }
    // Heckmeck counts failed turns, Pechvogel frustrations; each dealt one is suffered once.
    let ann = line(&lines, "heckmeck", "Ann");
    assert!(ann.failed.unwrap() <= ann.turns && ann.dealt.is_none());
    assert_eq!(
        ann.worms_per_turn().unwrap(),
        ann.score_sum as f64 / f64::from(ann.turns)
    );
    let pv: Vec<&Line> = lines.iter().filter(|l| l.game == "pechvogel").collect();
    let dealt: u32 = pv.iter().map(|l| l.dealt.unwrap()).sum();
    let suffered: u32 = pv.iter().map(|l| l.suffered.unwrap()).sum();
    assert_eq!(dealt, suffered);
    assert!(pv.iter().all(|l| l.failed.is_none()));
    // The expert bot's rating is its anchor; people's come from the pairwise results.
    assert_eq!(
        line(&lines, "heckmeck", "Expert").rating,
        crate::history::HECKMECK_ANCHORS[2]
    );
    assert_eq!(line(&lines, "heckmeck", "Ann").ratings.len(), 3);
    assert_ne!(line(&lines, "heckmeck", "Ann").rating, START);
    // The CSV: a header, then a line per person and game and one per table size.
    let csv = stats::csv(&lines);
    let rows: Vec<&str> = csv.split("\r\n").filter(|r| !r.is_empty()).collect();
    let expected: usize = 1 + lines.iter().map(|l| 1 + l.by_players.len()).sum::<usize>();
    assert_eq!(rows.len(), expected);
    assert!(rows[0].starts_with("game,name,kind,players,games,wins"));
    assert!(rows.iter().all(|r| r.split(',').count() == 15), "{csv}");
}

#[test]
fn the_anchors_are_the_fit_of_the_measured_results() {
    use crate::history::*;
    for (measured, anchors) in [
        (PECHVOGEL_MEASURED, PECHVOGEL_ANCHORS),
        (HECKMECK_MEASURED, HECKMECK_ANCHORS),
    ] {
        let fit = rating::anchors(measured);
        for (a, b) in fit.iter().zip(anchors) {
            assert!((a - b).abs() < 0.05, "{fit:?} against {anchors:?}");
        }
    }
    assert_eq!(
        rating::difference(PECHVOGEL_MEASURED.expert_normal).round(),
        183.0
    );
    assert_eq!(
        rating::difference(HECKMECK_MEASURED.normal_easy).round(),
        397.0
    );
}

/// Issue 33: in the split build a game's engine is in its game's chunk. A record read before
/// its engine is there is neither judged nor set aside as corrupt: it stays, and reads once
/// the engine is ready.
#[test]
fn an_entry_read_before_its_engine_is_ready_is_left_alone() {
    let ended = finished::<Heckmeck>(&[ANN, BEN], 4);
    let entry = Entry {
        id: ended.id.clone(),
        game: ended.game.to_string(),
        ended: 1,
        seats: ended.seats.clone(),
        record: ended.record.clone(),
        accuracy: Vec::new(),
    };
    let rows = vec![(entry.id.clone(), entry.encode())];
    // A fresh test thread: no engine fetched yet.
    assert_eq!(
        ENGINES.judge("heckmeck", &ended.record),
        Err(RecordProblem::NotReady)
    );
    let before = read(rows.clone(), &ENGINES);
    assert!(before.corrupt.is_empty());
    assert!(before.book.games().is_empty());
    let after = read(rows, engines());
    assert!(after.corrupt.is_empty());
    assert_eq!(after.book.games().len(), 1);
}

#[test]
fn a_review_s_accuracy_is_kept_with_its_game_read_back_and_averaged() {
    let store = MemStore::default();
    let lib = five_games(&store);
    let ids: Vec<String> = lib
        .book()
        .unwrap()
        .games()
        .iter()
        .map(|g| g.entry.id.clone())
        .collect();
    let annotate = |id: &str, acc: Vec<Option<f64>>| {
        let got = Rc::new(std::cell::Cell::new(None));
        let g = got.clone();
        lib.annotate(id, acc, move |r| g.set(Some(r)));
        got.get().unwrap()
    };
    // Heckmeck: Ann vs Expert, then Ben, Ann, Expert.
    assert_eq!(annotate(&ids[0], vec![Some(80.0), None]), Ok(true));
    assert_eq!(
        annotate(&ids[1], vec![Some(50.0), Some(60.0), None]),
        Ok(true)
    );
    // The same again, a wrong length, an unknown game: nothing written.
    assert_eq!(annotate(&ids[0], vec![Some(80.0), None]), Ok(false));
    assert_eq!(annotate(&ids[0], vec![Some(80.0)]), Ok(false));
    assert_eq!(annotate("nope", vec![Some(1.0)]), Ok(false));
    // Read afresh from the store: the accuracy is there, nothing else changed.
    let again = library(&store);
    assert_eq!(opened(&again).set_aside, 0);
    assert_eq!(again.book(), lib.book());
    let lines = stats::stats(&again.book().unwrap(), &ENGINES);
    assert_eq!(line(&lines, "heckmeck", "Ann").accuracy(), Some(70.0));
    assert_eq!(line(&lines, "heckmeck", "Ben").accuracy(), Some(50.0));
    assert_eq!(line(&lines, "pechvogel", "Ann").accuracy(), None);
    // A share out of range is a corrupt entry, set aside.
    let mut bad = again.book().unwrap().games()[0].entry.clone();
    bad.accuracy = vec![Some(180.0), None];
    store.put_raw(&bad.id, &bad.encode());
    assert_eq!(opened(&library(&store)).set_aside, 1);
}
