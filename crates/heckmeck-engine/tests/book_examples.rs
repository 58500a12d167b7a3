//! The rulebook's examples (HECKMECK.md, "The book's examples"), each replayed as a real
//! record that reaches the position the book describes, and the "Game record" section's
//! record and state. Every expected state is written by hand from HECKMECK.md, never
//! copied from the engine's output.

mod common;

use common::*;
use heckmeck_engine::{Event, Failure, Game, Offer, Steal};
use serde_json::{json, Value};

/// Every tile, 21–36: the grill at the start.
fn all_tiles() -> Vec<u8> {
    (21..=36).collect()
}

const JHN: [&str; 3] = ["Jonathan", "Heather", "Nicole"];

/// Jonathan's first two throws and keeps (Fig. 3): two worms, then two 4s, 18.
fn jonathan_18() -> Vec<Value> {
    vec![
        roll(json!(["W", "W", 1, 2, 3, 3, 5, 1])),
        keep(json!("W")),
        roll(json!(["W", "W", "W", 4, 4, 1])),
        keep(json!(4)),
    ]
}

#[test]
fn jonathan_fig3_keeps_worms_4s_and_the_5_then_fails_with_nothing_to_give_back() {
    let mut g = play(&JHN, &[]);
    let players = json!([
        player("Jonathan", &[], 0),
        player("Heather", &[], 0),
        player("Nicole", &[], 0),
    ]);
    assert_state(
        &g,
        json!({
            "players": players, "grill": all_tiles(), "face_down": [], "short_game": false,
            "active": 0, "awaiting": "roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );

    // First throw: eight dice, the throw printed sorted 1…5 then W.
    act(&mut g, roll(json!(["W", "W", 1, 2, 3, 3, 5, 1])));
    assert_state(
        &g,
        json!({
            "players": players, "grill": all_tiles(), "face_down": [], "short_game": false,
            "active": 0, "awaiting": "keep",
            "board": {"throw": [1, 1, 2, 3, 3, 5, "W", "W"], "kept": [], "sum": 0, "worm": false, "dice_left": 8},
            "game_over": false, "winners": [],
        }),
    );

    // He keeps the two worms: 10, no tile that low, so he must throw on.
    act(&mut g, keep(json!("W")));
    assert_state(
        &g,
        json!({
            "players": players, "grill": all_tiles(), "face_down": [], "short_game": false,
            "active": 0, "awaiting": "roll",
            "board": {"throw": null, "kept": ["W", "W"], "sum": 10, "worm": true, "dice_left": 6},
            "game_over": false, "winners": [],
        }),
    );
    assert_eq!(
        refuse(&mut g, take(21)),
        "no tile can be taken with 10: the lowest tile is 21"
    );

    // Six dice: three worms, two 4s and a 1. The worms may not be kept again.
    act(&mut g, roll(json!(["W", "W", "W", 4, 4, 1])));
    assert_eq!(
        refuse(&mut g, keep(json!("W"))),
        "W was kept already this turn"
    );
    assert_eq!(refuse(&mut g, keep(json!(2))), "the throw does not show 2");
    act(&mut g, keep(json!(4)));
    assert_state(
        &g,
        json!({
            "players": players, "grill": all_tiles(), "face_down": [], "short_game": false,
            "active": 0, "awaiting": "roll",
            "board": {"throw": null, "kept": ["W", "W", 4, 4], "sum": 18, "worm": true, "dice_left": 4},
            "game_over": false, "winners": [],
        }),
    );

    // Four dice: two 4s, a 5 and a worm. Only the 5 is new.
    act(&mut g, roll(json!([4, 5, 4, "W"])));
    assert_state(
        &g,
        json!({
            "players": players, "grill": all_tiles(), "face_down": [], "short_game": false,
            "active": 0, "awaiting": "keep",
            "board": {"throw": [4, 4, 5, "W"], "kept": ["W", "W", 4, 4], "sum": 18, "worm": true, "dice_left": 4},
            "game_over": false, "winners": [],
        }),
    );
    assert_eq!(
        g.legal_actions().actions(),
        vec![heckmeck_engine::Action::Keep(heckmeck_engine::Face::Five)]
    );
    refuse(&mut g, keep(json!(4)));
    act(&mut g, keep(json!(5)));
    // 23 with a worm and three dice left: he may take the 23 or throw on.
    assert_state(
        &g,
        json!({
            "players": players, "grill": all_tiles(), "face_down": [], "short_game": false,
            "active": 0, "awaiting": "roll_or_take",
            "board": {"throw": null, "kept": ["W", "W", 4, 4, 5], "sum": 23, "worm": true, "dice_left": 3},
            "game_over": false, "winners": [],
        }),
    );
    assert_eq!(
        g.takeable(),
        Offer {
            grill: Some(23),
            steal: None
        }
    );

    // Throwing on, he needs a 1, 2 or 3: a 4, a 5 and a worm fail. His stack is empty, so
    // nothing goes back and nothing is turned (settled point 9).
    let events = act(&mut g, roll(json!([4, 5, "W"])));
    assert_state(
        &g,
        json!({
            "players": players, "grill": all_tiles(), "face_down": [], "short_game": false,
            "active": 1, "awaiting": "roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );
    assert_eq!(
        events[1..],
        [
            Event::TurnFailed {
                seat: 0,
                why: Failure::NoNewFace
            },
            Event::TurnPassed { from: 0, to: 1 },
        ]
    );
}

#[test]
fn jonathan_fig4a_keeps_the_2s_and_takes_the_24() {
    let mut g = play(&JHN, &jonathan_18());
    act(&mut g, roll(json!([2, 2, 2, 4])));
    // The 4s were kept: he must keep the 2s.
    refuse(&mut g, keep(json!(4)));
    act(&mut g, keep(json!(2)));
    assert_state(
        &g,
        json!({
            "players": [player("Jonathan", &[], 0), player("Heather", &[], 0), player("Nicole", &[], 0)],
            "grill": all_tiles(), "face_down": [], "short_game": false,
            "active": 0, "awaiting": "roll_or_take",
            "board": {"throw": null, "kept": ["W", "W", 4, 4, 2, 2, 2], "sum": 24, "worm": true, "dice_left": 1},
            "game_over": false, "winners": [],
        }),
    );
    // The grill's offer is the 24 itself, no lower tile.
    assert_eq!(
        refuse(&mut g, take(23)),
        "take 23: the tile to take from the grill is 24"
    );
    let events = act(&mut g, take(24));
    assert_eq!(
        events,
        [
            Event::TakenFromGrill { seat: 0, tile: 24 },
            Event::TurnPassed { from: 0, to: 1 },
        ]
    );
}

#[test]
fn the_game_record_section_record_and_its_state() {
    let g = Game::replay_json(&contract_record().to_string()).expect("the contract's record");
    // Written out from HECKMECK.md, "The state".
    let expected = json!({
      "players": [
        {"name": "Jonathan", "stack": [24], "worms": 1},
        {"name": "Heather", "stack": [], "worms": 0},
        {"name": "Nicole", "stack": [], "worms": 0}
      ],
      "grill": [21, 22, 23, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36],
      "face_down": [],
      "short_game": false,
      "active": 1,
      "awaiting": "keep",
      "board": {"throw": [1, 1, 1, 1, 3, 3, 5, "W"], "kept": [], "sum": 0, "worm": false, "dice_left": 8},
      "game_over": false,
      "winners": []
    });
    assert_state(&g, expected);
    // The record written back is the same record, without a short_game key.
    let again: Value = serde_json::from_str(&g.record_json()).unwrap();
    assert_eq!(again, contract_record());
    assert!(!g.record_json().contains("short_game"));
}

#[test]
fn steven_4b_steals_heathers_21() {
    let hs = ["Heather", "Steven"];
    let mut g = play(&hs, &take_turn(21));
    // Steven: four 4s (16, no worm: throw on), then a worm: 21.
    act(&mut g, roll(json!([4, 4, 4, 4, "W", 1, 1, 1])));
    act(&mut g, keep(json!(4)));
    act(&mut g, roll(json!(["W", 1, 1, 1])));
    act(&mut g, keep(json!("W")));
    assert_state(
        &g,
        json!({
            "players": [player("Heather", &[21], 1), player("Steven", &[], 0)],
            "grill": tiles_except(22, 36, &[]), "face_down": [], "short_game": false,
            "active": 1, "awaiting": "roll_or_take",
            "board": {"throw": null, "kept": [4, 4, 4, 4, "W"], "sum": 21, "worm": true, "dice_left": 3},
            "game_over": false, "winners": [],
        }),
    );
    // No grill tile is that low: the steal is the only offer.
    assert_eq!(
        g.takeable(),
        Offer {
            grill: None,
            steal: Some(Steal { tile: 21, from: 0 })
        }
    );
    assert_eq!(
        refuse(&mut g, take(22)),
        "take 22: the tile on offer is 21, the top tile of seat 0"
    );
    let events = act(&mut g, take(21));
    assert_eq!(
        events[0],
        Event::Stolen {
            seat: 1,
            tile: 21,
            from: 0
        }
    );
    assert_state(
        &g,
        json!({
            "players": [player("Heather", &[], 0), player("Steven", &[21], 1)],
            "grill": tiles_except(22, 36, &[]), "face_down": [], "short_game": false,
            "active": 0, "awaiting": "roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );
}

#[test]
fn nicole_4c_her_own_23_and_a_covered_22_leave_the_21() {
    // Tom takes the 22, Nicole the 23, Tom covers his 22 with the 25.
    let tn = ["Tom", "Nicole"];
    let mut g = play(&tn, &concat(&[take_turn(22), take_turn(23), take_turn(25)]));
    // Nicole: three worms (15), then two 4s: 23.
    act(&mut g, roll(json!(["W", "W", "W", 1, 2, 2, 3, 3])));
    act(&mut g, keep(json!("W")));
    act(&mut g, roll(json!([4, 4, 1, 2, 2])));
    act(&mut g, keep(json!(4)));
    assert_eq!(
        g.takeable(),
        Offer {
            grill: Some(21),
            steal: None
        }
    );
    for t in [23, 22] {
        assert_eq!(
            refuse(&mut g, take(t)),
            format!("take {t}: the tile to take from the grill is 21")
        );
    }
    act(&mut g, take(21));
    assert_state(
        &g,
        json!({
            "players": [player("Tom", &[22, 25], 3), player("Nicole", &[23, 21], 2)],
            "grill": tiles_except(24, 36, &[25]), "face_down": [], "short_game": false,
            "active": 0, "awaiting": "roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );
}

#[test]
fn tom_4d_takes_the_28_when_31_30_29_lie_covered() {
    let th = ["Tom", "Heather"];
    // Tom 29, Heather 30, Tom 31, Heather 21, Tom 22, Heather 24: 29, 30, 31 are covered.
    let setup = concat(&[
        take_turn(29),
        take_turn(30),
        take_turn(31),
        take_turn(21),
        take_turn(22),
        take_turn(24),
    ]);
    let mut g = play(&th, &setup);
    // Tom: three worms (15), then four 4s: 31.
    act(&mut g, roll(json!(["W", "W", "W", 1, 1, 2, 2, 3])));
    act(&mut g, keep(json!("W")));
    act(&mut g, roll(json!([4, 4, 4, 4, 1])));
    act(&mut g, keep(json!(4)));
    assert_state(
        &g,
        json!({
            "players": [player("Tom", &[29, 31, 22], 7), player("Heather", &[30, 21, 24], 5)],
            "grill": [23, 25, 26, 27, 28, 32, 33, 34, 35, 36], "face_down": [], "short_game": false,
            "active": 0, "awaiting": "roll_or_take",
            "board": {"throw": null, "kept": ["W", "W", "W", 4, 4, 4, 4], "sum": 31, "worm": true, "dice_left": 1},
            "game_over": false, "winners": [],
        }),
    );
    for t in [31, 30, 29] {
        refuse(&mut g, take(t));
    }
    act(&mut g, take(28));
    assert_state(
        &g,
        json!({
            "players": [player("Tom", &[29, 31, 22, 28], 9), player("Heather", &[30, 21, 24], 5)],
            "grill": [23, 25, 26, 27, 32, 33, 34, 35, 36], "face_down": [], "short_game": false,
            "active": 1, "awaiting": "roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );
}

#[test]
fn heather_4e_may_steal_the_26_or_take_the_25() {
    let jh = ["Jonathan", "Heather"];
    let mut base = take_turn(26);
    // Heather: two worms (10), then four 4s: 26.
    base.extend([
        roll(json!(["W", "W", 1, 1, 2, 2, 3, 3])),
        keep(json!("W")),
        roll(json!([4, 4, 4, 4, 1, 2])),
        keep(json!(4)),
    ]);
    let mut g = play(&jh, &base);
    // The program never overlooks: both are offered (settled point 7).
    let offer = Offer {
        grill: Some(25),
        steal: Some(Steal { tile: 26, from: 0 }),
    };
    assert_eq!(g.takeable(), offer);
    assert_eq!(g.legal_actions().take, offer);
    assert_eq!(
        refuse(&mut g, take(24)),
        "take 24: the tiles on offer are 25 from the grill and 26 from seat 0"
    );
    // The book's outcome: the 25 from the grill.
    let mut book = g.clone();
    act(&mut book, take(25));
    assert_state(
        &book,
        json!({
            "players": [player("Jonathan", &[26], 2), player("Heather", &[25], 2)],
            "grill": tiles_except(21, 36, &[25, 26]), "face_down": [], "short_game": false,
            "active": 0, "awaiting": "roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );
    // The steal.
    act(&mut g, take(26));
    assert_state(
        &g,
        json!({
            "players": [player("Jonathan", &[], 0), player("Heather", &[26], 2)],
            "grill": tiles_except(21, 36, &[26]), "face_down": [], "short_game": false,
            "active": 0, "awaiting": "roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );
}

#[test]
fn nicole_fig5_covers_her_23_with_the_28_and_a_23_takes_the_22() {
    let nt = ["Nicole", "Tom"];
    let mut g = play(&nt, &concat(&[take_turn(23), take_turn(30), take_turn(28)]));
    assert_eq!(g.stack(0), [23, 28]);
    // Tom: three worms (15), then two 4s: 23. The 23 is covered: safe.
    act(&mut g, roll(json!(["W", "W", "W", 1, 1, 2, 2, 3])));
    act(&mut g, keep(json!("W")));
    act(&mut g, roll(json!([4, 4, 1, 1, 2])));
    act(&mut g, keep(json!(4)));
    assert_eq!(
        refuse(&mut g, take(23)),
        "take 23: the tile to take from the grill is 22"
    );
    act(&mut g, take(22));
    assert_state(
        &g,
        json!({
            "players": [player("Nicole", &[23, 28], 3), player("Tom", &[30, 22], 4)],
            "grill": tiles_except(21, 36, &[22, 23, 28, 30]), "face_down": [], "short_game": false,
            "active": 0, "awaiting": "roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );
}

#[test]
fn nicole_6a_fourth_throw_shows_only_kept_faces() {
    let nt = ["Nicole", "Tom"];
    let mut g = play(&nt, &concat(&[take_turn(25), take_turn(21)]));
    act(&mut g, roll(json!([1, 1, 2, 3, 4, 4, 5, "W"])));
    act(&mut g, keep(json!(1)));
    act(&mut g, roll(json!([2, 3, 3, 3, 4, "W"])));
    act(&mut g, keep(json!(2)));
    act(&mut g, roll(json!([3, 4, 4, 5, "W"])));
    act(&mut g, keep(json!(5)));
    assert_state(
        &g,
        json!({
            "players": [player("Nicole", &[25], 2), player("Tom", &[21], 1)],
            "grill": tiles_except(22, 36, &[25]), "face_down": [], "short_game": false,
            "active": 0, "awaiting": "roll",
            "board": {"throw": null, "kept": [1, 1, 2, 5], "sum": 9, "worm": false, "dice_left": 4},
            "game_over": false, "winners": [],
        }),
    );
    // The fourth throw: only 1s, 2s and 5s, all kept already.
    let events = act(&mut g, roll(json!([1, 2, 5, 2])));
    assert_eq!(
        events[1..],
        [
            Event::TurnFailed {
                seat: 0,
                why: Failure::NoNewFace
            },
            Event::TileReturned { seat: 0, tile: 25 },
            Event::TurnedFaceDown { tile: 36 },
            Event::TurnPassed { from: 0, to: 1 },
        ]
    );
    assert_state(
        &g,
        json!({
            "players": [player("Nicole", &[], 0), player("Tom", &[21], 1)],
            "grill": tiles_except(22, 35, &[]), "face_down": [36], "short_game": false,
            "active": 1, "awaiting": "roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );
}

#[test]
fn heather_6b_31_with_all_dice_and_no_worm_fails() {
    let ht = ["Heather", "Tom"];
    let mut g = play(&ht, &concat(&[take_turn(24), take_turn(22)]));
    act(&mut g, roll(json!([4, 4, 4, 1, 2, 3, "W", "W"])));
    act(&mut g, keep(json!(4)));
    act(&mut g, roll(json!([3, 3, 3, 1, "W"])));
    act(&mut g, keep(json!(3)));
    // 21 without a worm: no take, she must throw on.
    assert_eq!(
        refuse(&mut g, take(21)),
        "no tile can be taken without a worm"
    );
    act(&mut g, roll(json!([5, 5])));
    assert_state(
        &g,
        json!({
            "players": [player("Heather", &[24], 1), player("Tom", &[22], 1)],
            "grill": tiles_except(21, 36, &[22, 24]), "face_down": [], "short_game": false,
            "active": 0, "awaiting": "keep",
            "board": {"throw": [5, 5], "kept": [4, 4, 4, 3, 3, 3], "sum": 21, "worm": false, "dice_left": 2},
            "game_over": false, "winners": [],
        }),
    );
    // Two 5s: 31 with all eight dice, no worm, although the 31 lies on the grill.
    let events = act(&mut g, keep(json!(5)));
    assert_eq!(
        events,
        [
            Event::Kept {
                face: heckmeck_engine::Face::Five,
                dice: 2,
                sum: 31
            },
            Event::TurnFailed {
                seat: 0,
                why: Failure::OutOfDice
            },
            Event::TileReturned { seat: 0, tile: 24 },
            Event::TurnedFaceDown { tile: 36 },
            Event::TurnPassed { from: 0, to: 1 },
        ]
    );
    assert_state(
        &g,
        json!({
            "players": [player("Heather", &[], 0), player("Tom", &[22], 1)],
            "grill": tiles_except(21, 35, &[22]), "face_down": [36], "short_game": false,
            "active": 1, "awaiting": "roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );
}

#[test]
fn tom_6c_his_own_25_and_nothing_lower_fails() {
    let th = ["Tom", "Heather"];
    let setup = concat(&[
        take_turn(21),
        take_turn(22),
        take_turn(23),
        take_turn(24),
        take_turn(25),
        take_turn(26),
    ]);
    let mut g = play(&th, &setup);
    act(&mut g, roll(json!(["W", "W", 1, 2, 3, 4, 5, 5])));
    act(&mut g, keep(json!("W")));
    act(&mut g, roll(json!([3, 3, 3, 1, 2, 5])));
    act(&mut g, keep(json!(3)));
    act(&mut g, roll(json!([4, 1, 1])));
    act(&mut g, keep(json!(4)));
    // 23 with a worm: the 21–23 are in stacks, Heather's top is 26: nothing, throw on.
    assert_eq!(g.awaiting().as_str(), "roll");
    act(&mut g, roll(json!([1, 1])));
    assert_state(
        &g,
        json!({
            "players": [player("Tom", &[21, 23, 25], 4), player("Heather", &[22, 24, 26], 4)],
            "grill": tiles_except(27, 36, &[]), "face_down": [], "short_game": false,
            "active": 0, "awaiting": "keep",
            "board": {"throw": [1, 1], "kept": ["W", "W", 3, 3, 3, 4], "sum": 23, "worm": true, "dice_left": 2},
            "game_over": false, "winners": [],
        }),
    );
    // Two 1s: 25, his own top tile, nothing lower on the grill.
    let events = act(&mut g, keep(json!(1)));
    assert_eq!(
        events[1..],
        [
            Event::TurnFailed {
                seat: 0,
                why: Failure::OutOfDice
            },
            Event::TileReturned { seat: 0, tile: 25 },
            Event::TurnedFaceDown { tile: 36 },
            Event::TurnPassed { from: 0, to: 1 },
        ]
    );
    assert_state(
        &g,
        json!({
            "players": [player("Tom", &[21, 23], 2), player("Heather", &[22, 24, 26], 4)],
            "grill": [25, 27, 28, 29, 30, 31, 32, 33, 34, 35], "face_down": [36], "short_game": false,
            "active": 1, "awaiting": "roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );
}

#[test]
fn tom_7a_gives_back_and_the_34_is_turned() {
    let th = ["Tom", "Heather"];
    let setup = concat(&[take_turn(35), take_turn(36), take_turn(27), take_turn(22)]);
    let mut g = play(&th, &setup);
    assert_eq!(g.top(0), Some(27));
    for a in fail_turn() {
        act(&mut g, a);
    }
    assert_state(
        &g,
        json!({
            "players": [player("Tom", &[35], 4), player("Heather", &[36, 22], 5)],
            "grill": tiles_except(21, 33, &[22]), "face_down": [34], "short_game": false,
            "active": 1, "awaiting": "roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );
}

/// Heather (seat 4) holds the 30; every higher tile lies in a stack; she is to throw.
fn heather_7b_setup() -> Vec<Value> {
    concat(&[
        take_turn(31),
        take_turn(32),
        take_turn(33),
        take_turn(34),
        take_turn(30),
        take_turn(35),
        take_turn(36),
        take_turn(21),
        take_turn(22),
    ])
}

const TNJSH: [&str; 5] = ["Tom", "Nicole", "Jonathan", "Steven", "Heather"];

#[test]
fn heather_7b_the_returned_30_is_highest_and_stays_face_up() {
    let mut g = play(&TNJSH, &heather_7b_setup());
    assert_eq!(g.grill().len(), 7);
    let mut events = Vec::new();
    for a in fail_turn() {
        events = act(&mut g, a);
    }
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::TurnedFaceDown { .. })));
    // The grill holds one tile more than before the turn.
    assert_state(
        &g,
        json!({
            "players": [
                player("Tom", &[31, 35], 7),
                player("Nicole", &[32, 36], 7),
                player("Jonathan", &[33, 21], 5),
                player("Steven", &[34, 22], 5),
                player("Heather", &[], 0),
            ],
            "grill": [23, 24, 25, 26, 27, 28, 29, 30], "face_down": [], "short_game": false,
            "active": 0, "awaiting": "roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );
}

#[test]
fn heather_7b_in_the_short_game_the_30_is_turned_face_down() {
    let mut g = play_short(&TNJSH, &heather_7b_setup());
    let mut events = Vec::new();
    for a in fail_turn() {
        events = act(&mut g, a);
    }
    assert_eq!(
        events[1..],
        [
            Event::TurnFailed {
                seat: 4,
                why: Failure::NoNewFace
            },
            Event::TileReturned { seat: 4, tile: 30 },
            Event::TurnedFaceDown { tile: 30 },
            Event::TurnPassed { from: 4, to: 0 },
        ]
    );
    assert_state(
        &g,
        json!({
            "players": [
                player("Tom", &[31, 35], 7),
                player("Nicole", &[32, 36], 7),
                player("Jonathan", &[33, 21], 5),
                player("Steven", &[34, 22], 5),
                player("Heather", &[], 0),
            ],
            "grill": [23, 24, 25, 26, 27, 28, 29], "face_down": [30], "short_game": true,
            "active": 0, "awaiting": "roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );
    // The record says so, and only because it is on.
    let record: Value = serde_json::from_str(&g.record_json()).unwrap();
    assert_eq!(record["short_game"], json!(true));
}
