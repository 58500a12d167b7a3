//! A game by turns on three tables (three devices, each its own shelf), the turn link
//! carried from table to table as text, each person claiming their seat when first due.

use super::*;
use crate::shell::by_turns::{self, Outcome};

/// The device's copy of game `id`, if its shelf has one.
fn known(shelf: &Memory, id: &str) -> Option<Saved> {
    let text = shelf.0.lock().unwrap().saves.get(id).cloned()?;
    save::decode(&text).ok()
}

/// Opens a turn link on a device's table, as the lobby does.
fn open(t: &mut Table<Heckmeck>, shelf: &Memory, text: &str) -> Outcome {
    let link = by_turns::parse(text).unwrap();
    let before = known(shelf, &link.id);
    let ((session, history), outcome) =
        by_turns::open::<Heckmeck>(&link, before.as_ref(), 3).unwrap();
    t.install(session, history);
    outcome
}

#[test]
fn three_tables_play_heckmeck_by_turns_claiming_seats_and_sending_the_link_on() {
    offered::offer();
    let shelves: Vec<Memory> = (0..3).map(|_| Memory::default()).collect();
    let mut tables: Vec<Table<Heckmeck>> = shelves.iter().map(table).collect();
    let mut pages: Vec<Page> = (0..3).map(|_| Page::default()).collect();
    let kinds = [SeatKind::Human, SeatKind::Human, SeatKind::Human];
    let mut s = session::<Heckmeck>(&kinds, 5);
    s.play_by_turns(&[]);
    tables[0].install(s, Vec::new());
    let mut at = 0;
    let mut claimed = [false; 3];
    let mut sent = 0;
    for _ in 0..10_000 {
        let (t, page) = (&mut tables[at], &mut pages[at]);
        page.go(t, INSTANT);
        if let Some(p) = t.prompt().cloned() {
            assert_eq!(p.seat, at, "a device asks only its own person");
            assert_eq!(t.turns_view().unwrap().due, None);
            let mv = heckmeck_move(t);
            t.act(p.id, mv).unwrap();
            continue;
        }
        let view = t.turns_view().expect("a game by turns");
        if view.over {
            break;
        }
        let due = view.due.expect("the table waits for someone elsewhere");
        if due == at && !claimed[at] {
            // This device's person claims their seat: asked at once, and remembered.
            assert!(t.claim(due));
            claimed[at] = true;
            page.go(t, INSTANT);
            assert_eq!(t.prompt().map(|p| p.seat), Some(due));
            let id = t.save_id().unwrap();
            assert_eq!(known(&shelves[at], &id).unwrap().by_turns, Some(vec![at]));
            assert!(!t.claim(due), "once");
            continue;
        }
        assert_ne!(due, at, "a claimed seat is never sent away");
        // "Send to …": the link goes to the device of the seat due.
        let text = view.link;
        at = due;
        let outcome = open(&mut tables[at], &shelves[at], &text);
        assert!(
            matches!(outcome, Outcome::New | Outcome::Updated),
            "{outcome:?}"
        );
        sent += 1;
    }
    assert!(sent > 10, "{sent}");
    assert_eq!(claimed, [true; 3]);
    // The game's end goes to everyone: every device then has the same record.
    let end = tables[at].turns_view().unwrap();
    assert!(end.over);
    for (i, (t, shelf)) in tables.iter_mut().zip(&shelves).enumerate() {
        if i != at {
            assert_eq!(open(t, shelf, &end.link), Outcome::Updated);
        }
    }
    let records: Vec<String> = tables
        .iter()
        .map(|t| t.session().unwrap().game().record_json())
        .collect();
    assert!(records.iter().all(|r| *r == records[0]));
    assert!(Heckmeck::replay_json(&records[0]).unwrap().is_over());
}

#[test]
fn only_a_person_s_seat_played_elsewhere_is_claimed_and_no_other_game_shows_turns() {
    offered::offer();
    let shelf = Memory::default();
    let kinds = [SeatKind::Human, SeatKind::Bot(Level::Easy)];
    let (mut t, mut page) = installed(&shelf, session::<Heckmeck>(&kinds, 1));
    page.go(&mut t, INSTANT);
    assert_eq!(t.turns_view(), None);
    assert_eq!(t.turns_key(), None);
    assert!(!t.claim(0), "not a game by turns");
    let mut s = session::<Heckmeck>(&kinds, 1);
    s.play_by_turns(&[]);
    t.install(s, Vec::new());
    page.go(&mut t, INSTANT);
    let view = t.turns_view().unwrap();
    assert_eq!(view.due, Some(0));
    assert!(view.mine.is_empty());
    assert!(t.prompt().is_none(), "nobody here plays seat 0 yet");
    assert!(!t.claim(1), "a bot's seat");
    assert!(t.claim(0));
    page.go(&mut t, INSTANT);
    assert_eq!(t.prompt().map(|p| p.seat), Some(0));
    assert_eq!(t.turns_view().unwrap().mine, vec![0]);
}
