//! HECKMECK.md's settled points 1–18, the order of decisions and the table of legal
//! actions. Expected states and messages are written from HECKMECK.md.

mod common;

use common::*;
use heckmeck_engine::{
    parse_action, worms, Action, Event, Face, Failure, Game, Legal, Loss, Offer, RecordError,
    RuleError, Steal, Throw,
};
use serde_json::{json, Value};

const AB: [&str; 2] = ["Ann", "Bob"];
const FIVE: [&str; 5] = ["Ann", "Bob", "Cid", "Dee", "Eve"];

fn with(base: Vec<Value>, more: &[Value]) -> Vec<Value> {
    concat(&[base, more.to_vec()])
}

/// Ann's turn with two worms kept (10) and six dice to throw: awaiting `roll`.
fn mid_turn() -> Vec<Value> {
    vec![roll(json!(["W", "W", 1, 1, 2, 2, 3, 3])), keep(json!("W"))]
}

/// Ann at 23 with a worm and three dice left: awaiting `roll_or_take`, the 23 on offer.
fn at_roll_or_take() -> Vec<Value> {
    with(
        mid_turn(),
        &[
            roll(json!([4, 4, 1, 2, 5, 5])),
            keep(json!(4)),
            roll(json!([5, 1, 1, 2])),
            keep(json!(5)),
        ],
    )
}

/// Ann with all eight dice kept, 40: awaiting `take`, the 36 on offer.
fn at_take() -> Vec<Value> {
    vec![
        roll(json!(["W", "W", "W", "W", 5, 5, 5, 5])),
        keep(json!("W")),
        roll(json!([5, 5, 5, 5])),
        keep(json!(5)),
    ]
}

/// One fixture per state the table of legal actions distinguishes.
fn fixtures() -> Vec<(&'static str, Game)> {
    let over = whole_game(
        &[21, 22, 25, 26, 29, 30, 33, 34],
        &[23, 24, 27, 28, 31, 32, 35, 36],
    );
    vec![
        ("turn_start", play(&AB, &[])),
        (
            "keep",
            play(&AB, &[roll(json!([1, 1, 2, 3, 4, 4, 5, "W"]))]),
        ),
        ("roll", play(&AB, &mid_turn())),
        ("roll_or_take", play(&AB, &at_roll_or_take())),
        ("take", play(&AB, &at_take())),
        ("game_over", play(&AB, &over)),
    ]
}

#[test]
fn fixtures_are_in_their_states() {
    let want = ["roll", "keep", "roll", "roll_or_take", "take", "game_over"];
    for ((name, g), w) in fixtures().into_iter().zip(want) {
        assert_eq!(g.awaiting().as_str(), w, "{name}");
    }
    let g = play(&AB, &at_roll_or_take());
    assert_eq!(g.board().sum(), 23);
    assert_eq!(g.board().dice_left(), 3);
}

/// The record section's table: each action legal exactly where it says, refused elsewhere
/// with the game unchanged; `legal_actions` agrees.
#[test]
fn the_table_of_legal_actions() {
    for (name, g) in fixtures() {
        let legal = g.legal_actions();
        let due = match name {
            "turn_start" => Some(8),
            "roll" => Some(6),
            "roll_or_take" => Some(3),
            _ => None,
        };
        assert_eq!(legal.roll, due, "{name}");
        for n in 0..=9usize {
            let mut c = g.clone();
            let faces = roll(json!(vec![3; n]));
            if due == Some(n as u8) {
                act(&mut c, faces);
            } else {
                refuse(&mut c, faces);
            }
        }
        for face in Face::ALL {
            let mut c = g.clone();
            let a = keep(json!(face
                .to_string()
                .parse::<u8>()
                .map_or(json!("W"), Value::from)));
            if legal.keep.contains(face) {
                assert_eq!(name, "keep");
                act(&mut c, a);
            } else {
                refuse(&mut c, a);
            }
        }
        for tile in 21..=36 {
            let mut c = g.clone();
            if legal.take.contains(tile) {
                assert!(matches!(name, "roll_or_take" | "take"), "{name}");
                act(&mut c, take(tile));
            } else {
                refuse(&mut c, take(tile));
            }
        }
        let actions = legal.actions();
        let expected: Vec<Action> = match name {
            "keep" => [
                Face::One,
                Face::Two,
                Face::Three,
                Face::Four,
                Face::Five,
                Face::Worm,
            ]
            .map(Action::Keep)
            .into(),
            "roll_or_take" => vec![Action::Take(23)],
            "take" => vec![Action::Take(36)],
            _ => vec![],
        };
        assert_eq!(actions, expected, "{name}");
        assert_eq!(legal.is_empty(), name == "game_over", "{name}");
    }
}

// ----- 1. The worm ------------------------------------------------------------------------

#[test]
fn sp01_the_worm_is_w_counts_5_and_no_die_shows_6() {
    let mut g = play(&AB, &[roll(json!(["W", "W", "W", 1, 2, 3, 4, 5]))]);
    act(&mut g, keep(json!("W")));
    assert_eq!(g.board().sum(), 15);
    assert_eq!(state(&g)["board"]["kept"], json!(["W", "W", "W"]));
    assert_eq!(Face::Worm.value(), 5);
    assert_eq!(Face::Five.value(), 5);
    assert_eq!(Face::ALL.map(Face::value), [1, 2, 3, 4, 5, 5]);
    assert_eq!(
        refuse(&mut g, roll(json!([6, 1, 1, 1, 1]))),
        "face 6 is not on the dice (1-5 or \"W\")"
    );
    assert_eq!(
        refuse(&mut g, roll(json!([0, 1, 1, 1, 1]))),
        "face 0 is not on the dice (1-5 or \"W\")"
    );
    // The worms printed on the tiles.
    let printed: Vec<u8> = (21..=36).map(worms).collect();
    assert_eq!(printed, [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4]);
    assert_eq!(printed.iter().map(|&w| u32::from(w)).sum::<u32>(), 40);
    assert_eq!((worms(20), worms(37), worms(0)), (0, 0, 0));
}

// ----- 2. A keep takes all dice of the face; a keep after every throw ---------------------

#[test]
fn sp02_a_keep_takes_every_die_of_the_face() {
    let mut g = play(&AB, &[roll(json!([3, 1, 3, "W", 3, 2, 3, 5]))]);
    let events = act(&mut g, keep(json!(3)));
    assert_eq!(
        events,
        [Event::Kept {
            face: Face::Three,
            dice: 4,
            sum: 12
        }]
    );
    assert_eq!(state(&g)["board"]["kept"], json!([3, 3, 3, 3]));
    assert_eq!(g.board().dice_left(), 4);
    // The next throw must have exactly the four dice left.
    assert_eq!(
        refuse(&mut g, roll(json!([1, 1, 1, 1, 1]))),
        "the throw needs 4 dice, got 5 faces"
    );
    assert_eq!(
        refuse(&mut g, roll(json!([1, 1, 1]))),
        "the throw needs 4 dice, got 3 faces"
    );
}

#[test]
fn sp02_no_stopping_between_a_throw_and_its_keep_and_no_face_twice() {
    let mut g = play(&AB, &mid_turn());
    act(&mut g, roll(json!([4, "W", 1, 1, 5, 2])));
    assert_eq!(
        refuse(&mut g, roll(json!([1, 1, 1, 1, 1, 1]))),
        "no throw is due while awaiting keep"
    );
    assert_eq!(
        refuse(&mut g, take(21)),
        "no take is due while awaiting keep"
    );
    assert_eq!(
        refuse(&mut g, keep(json!("W"))),
        "W was kept already this turn"
    );
    assert_eq!(refuse(&mut g, keep(json!(3))), "the throw does not show 3");
    // Kept earlier and not shown now: the throw is the first reason.
    let mut h = play(&AB, &with(mid_turn(), &[roll(json!([4, 4, 1, 1, 5, 2]))]));
    assert_eq!(
        refuse(&mut h, keep(json!("W"))),
        "the throw does not show W"
    );
    // The keep is the only way on.
    assert_eq!(
        g.legal_actions(),
        Legal {
            roll: None,
            keep: [Face::One, Face::Two, Face::Four, Face::Five]
                .into_iter()
                .collect(),
            take: Offer::NONE,
        }
    );
    let mut after = g.clone();
    act(&mut after, keep(json!(1)));
    assert_eq!(after.board().sum(), 12);
    assert_eq!(
        refuse(&mut after, keep(json!(2))),
        "no keep is due while awaiting roll"
    );
}

// ----- 3. Stopping is taking --------------------------------------------------------------

#[test]
fn sp03_there_is_no_stop_and_who_cannot_take_throws_on() {
    // 23 without a worm: the roll is due, there is nothing to choose.
    let actions = vec![
        roll(json!([4, 4, 4, 4, 1, 2, 3, 3])),
        keep(json!(4)),
        roll(json!([3, 3, 1, 1])),
        keep(json!(3)),
        roll(json!([1, 5])),
        keep(json!(1)),
    ];
    let mut g = play(&AB, &actions);
    assert_eq!(g.board().sum(), 23);
    assert_eq!(g.awaiting().as_str(), "roll");
    assert_eq!(g.legal_actions().actions(), vec![]);
    assert_eq!(g.legal_actions().roll, Some(1));
    assert_eq!(
        refuse(&mut g, take(23)),
        "no tile can be taken without a worm"
    );
    assert_eq!(
        refuse(&mut g, json!({"stop": true})),
        "unknown action \"stop\""
    );
    assert_eq!(
        refuse(&mut g, json!({"pass": true})),
        "unknown action \"pass\""
    );
    // A worm and a sum too low: nothing to take either, and the message says why.
    let mut g = play(&AB, &mid_turn());
    assert_eq!(
        refuse(&mut g, take(21)),
        "no tile can be taken with 10: the lowest tile is 21"
    );
    // At the start of a turn, nothing is kept: no worm.
    let mut g = play(&AB, &[]);
    assert_eq!(
        refuse(&mut g, take(21)),
        "no tile can be taken without a worm"
    );
}

#[test]
fn sp03_a_worm_and_a_sum_that_reaches_nothing_left_throws_on() {
    // Bob holds the 21 under the 22; Ann reaches 21 with a worm: nothing on the grill that
    // low, and the 21 is covered.
    let setup = concat(&[take_turn(36), take_turn(21), take_turn(35), take_turn(22)]);
    let mut g = play(&AB, &setup);
    act(&mut g, roll(json!([4, 4, 4, 4, 1, 2, 3, 3])));
    act(&mut g, keep(json!(4)));
    act(&mut g, roll(json!(["W", 1, 1, 2])));
    act(&mut g, keep(json!("W")));
    assert_eq!(g.board().sum(), 21);
    assert_eq!(g.awaiting().as_str(), "roll");
    assert_eq!(
        refuse(&mut g, take(21)),
        "no tile can be taken with 21: no face-up grill tile is that low and no opponent's top tile is 21"
    );
}

// ----- 4. Out of dice or faces ------------------------------------------------------------

#[test]
fn sp04_all_eight_dice_kept_a_take_is_due_no_throw() {
    let mut g = play(&AB, &at_take());
    assert_eq!(g.awaiting().as_str(), "take");
    assert_eq!(
        refuse(&mut g, roll(json!([1]))),
        "no throw is left: all 8 dice are kept"
    );
    assert_eq!(g.legal_actions().roll, None);
    // 40 takes the highest face-up tile (settled point 5).
    assert_eq!(
        refuse(&mut g, take(35)),
        "take 35: the tile to take from the grill is 36"
    );
    act(&mut g, take(36));
    assert_eq!(g.stack(0), [36]);
}

#[test]
fn sp04_six_faces_with_two_dice_left_make_20_and_fail() {
    // Ann holds the 25 (to see it go back); then one die of each face.
    let mut g = play(&AB, &concat(&[take_turn(25), take_turn(30)]));
    for (throw, face) in [
        (json!([1, 2, 2, 3, 3, 4, 4, 5]), json!(1)),
        (json!([2, 3, 3, 4, 4, 5, 5]), json!(2)),
        (json!([3, 4, 4, 5, 5, 1]), json!(3)),
        (json!([4, 5, 5, 1, 1]), json!(4)),
        (json!([5, 1, 1, 2]), json!(5)),
    ] {
        act(&mut g, roll(throw));
        act(&mut g, keep(face));
    }
    act(&mut g, roll(json!(["W", 1, 1])));
    let events = act(&mut g, keep(json!("W")));
    assert_eq!(
        events,
        [
            Event::Kept {
                face: Face::Worm,
                dice: 1,
                sum: 20
            },
            Event::TurnFailed {
                seat: 0,
                why: Failure::OutOfFaces
            },
            Event::TileReturned { seat: 0, tile: 25 },
            Event::TurnedFaceDown { tile: 36 },
            Event::TurnPassed { from: 0, to: 1 },
        ]
    );
    assert_state(
        &g,
        json!({
            "players": [player("Ann", &[], 0), player("Bob", &[30], 3)],
            "grill": tiles_except(21, 35, &[30]), "face_down": [36], "short_game": false,
            "active": 1, "awaiting": "roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );
}

#[test]
fn sp04_six_faces_with_a_die_left_and_a_tile_await_the_take() {
    let mut g = play(&AB, &[]);
    for (throw, face) in [
        (json!([1, 2, 2, 3, 3, 4, 4, "W"]), json!(1)),
        (json!([2, 3, 3, 4, 4, 5, "W"]), json!(2)),
        (json!([3, 4, 4, 5, 5, "W"]), json!(3)),
        (json!([4, 5, 5, 1, "W"]), json!(4)),
        (json!([5, 5, 1, "W"]), json!(5)),
    ] {
        act(&mut g, roll(throw));
        act(&mut g, keep(face));
    }
    // 1 + 2 + 3 + 4 + 10 = 20 with six dice; a worm: 25 with seven dice, one left.
    act(&mut g, roll(json!(["W", 1])));
    act(&mut g, keep(json!("W")));
    assert_eq!(
        state(&g)["board"],
        json!({"throw": null, "kept": [1, 2, 3, 4, 5, 5, "W"], "sum": 25, "worm": true, "dice_left": 1})
    );
    assert_eq!(g.awaiting().as_str(), "take");
    assert_eq!(
        refuse(&mut g, roll(json!([1]))),
        "no throw is left: all six faces are kept"
    );
    act(&mut g, take(25));
}

#[test]
fn sp04_out_of_dice_with_two_offers_the_player_chooses() {
    // Bob's top is the 30; Ann ends with 30 using all eight dice: the 30 or the 29.
    let setup = concat(&[take_turn(21), take_turn(30)]);
    let turn = [
        roll(json!(["W", "W", "W", "W", 1, 1, 4, 4])),
        keep(json!("W")),
        roll(json!([4, 4, 1, 1])),
        keep(json!(4)),
        roll(json!([1, 1])),
        keep(json!(1)),
    ];
    let g = play(&AB, &with(setup, &turn));
    assert_eq!(g.awaiting().as_str(), "take");
    assert_eq!(
        g.takeable(),
        Offer {
            grill: Some(29),
            steal: Some(Steal { tile: 30, from: 1 })
        }
    );
    let mut a = g.clone();
    act(&mut a, take(29));
    assert_eq!((a.stack(0), a.stack(1)), (&[21, 29][..], &[30][..]));
    let mut b = g.clone();
    act(&mut b, take(30));
    assert_eq!((b.stack(0), b.stack(1)), (&[21, 30][..], &[][..]));
}

#[test]
fn sp04_a_keep_says_whether_it_ends_the_dice() {
    let g = play(&AB, &[roll(json!([1, 1, 2, 3, 4, 5, "W", "W"]))]);
    assert!(!g.keep_ends_dice(Face::One));
    assert!(!g.board().keep_ends_dice(7));
    assert!(g.board().keep_ends_dice(8));
    // Five faces kept: the sixth ends the dice whatever is left.
    let mut g = play(&AB, &[]);
    for (throw, face) in [
        (json!([1, 2, 2, 3, 3, 4, 4, 5]), json!(1)),
        (json!([2, 3, 3, 4, 4, 5, 5]), json!(2)),
        (json!([3, 4, 4, 5, 5, 1]), json!(3)),
        (json!([4, 5, 5, 1, 1]), json!(4)),
        (json!([5, 1, 1, 2]), json!(5)),
    ] {
        assert!(
            !g.keep_ends_dice(Face::Worm),
            "no throw waits, or no worm shown"
        );
        act(&mut g, roll(throw));
        act(&mut g, keep(face));
    }
    act(&mut g, roll(json!(["W", 1, 1])));
    assert_eq!(g.board().dice_left(), 3);
    assert!(g.keep_ends_dice(Face::Worm));
    assert!(g.board().keep_ends_dice(1));
    assert!(!g.keep_ends_dice(Face::One), "kept already: no keep at all");
    assert!(!g.keep_ends_dice(Face::Five), "not shown: no keep at all");
}

// ----- 5. The grill take is the highest face-up tile <= sum ---------------------------------

#[test]
fn sp05_never_a_lower_grill_tile() {
    let mut g = play(&AB, &at_roll_or_take());
    for t in 21..=22 {
        assert_eq!(
            refuse(&mut g, take(t)),
            format!("take {t}: the tile to take from the grill is 23")
        );
    }
    refuse(&mut g, take(24));
    assert_eq!(g.grill_take(23), Some(23));
    assert_eq!(g.grill_take(20), None);
    assert_eq!(g.grill_take(21), Some(21));
    for sum in 36..=40 {
        assert_eq!(g.grill_take(sum), Some(36));
    }
}

#[test]
fn sp05_sums_37_to_40_take_the_highest_face_up_tile() {
    // The 36 is in Bob's stack under the 21: 40 takes the 35.
    let setup = concat(&[take_turn(22), take_turn(36), take_turn(23), take_turn(21)]);
    let mut g = play(&AB, &with(setup, &at_take()));
    assert_eq!(g.takeable().grill, Some(35));
    assert_eq!(g.takeable().steal, None);
    act(&mut g, take(35));
    assert_eq!(g.stack(0), [22, 23, 35]);
}

#[test]
fn sp05_face_down_tiles_are_not_on_the_grill() {
    // Ann takes the 24 and fails: the 24 goes back, the 36 is turned face down. Bob then
    // reaches 36 with a worm: the 35 is his.
    let setup = concat(&[take_turn(24), take_turn(21), fail_turn()]);
    let mut g = play(&AB, &setup);
    assert_eq!(g.face_down().iter().collect::<Vec<_>>(), [36]);
    act(&mut g, roll(json!(["W", "W", "W", "W", 4, 4, 4, 4])));
    act(&mut g, keep(json!("W")));
    act(&mut g, roll(json!([4, 4, 4, 4])));
    act(&mut g, keep(json!(4)));
    assert_eq!(g.board().sum(), 36);
    assert_eq!(
        g.takeable(),
        Offer {
            grill: Some(35),
            steal: None
        }
    );
    assert_eq!(
        refuse(&mut g, take(36)),
        "take 36: the tile to take from the grill is 35"
    );
    assert_eq!(g.steal(1, 36), None);
}

// ----- 6. A steal needs the exact sum, an opponent's top tile and a worm -------------------

#[test]
fn sp06_steals_exact_sum_top_tile_opponent_only() {
    // Ann holds 25 under 27; Bob holds 26.
    let setup = concat(&[take_turn(25), take_turn(26), take_turn(27)]);
    let g = play(&AB, &setup);
    // Bob's view: the 27 is Ann's top, the 25 is covered.
    assert_eq!(g.steal(1, 27), Some(Steal { tile: 27, from: 0 }));
    assert_eq!(g.steal(1, 25), None);
    assert_eq!(g.steal(1, 28), None);
    // Bob's own 26 is never offered to him; Ann could steal it.
    assert_eq!(g.steal(1, 26), None);
    assert_eq!(g.steal(0, 26), Some(Steal { tile: 26, from: 1 }));
    // Sum 28 (not 27): the grill's 28, no steal.
    assert_eq!(
        g.offer(1, 28, true),
        Offer {
            grill: Some(28),
            steal: None
        }
    );
    // Sum 27 for Bob: the steal, and the grill's 24 (25, 26, 27 are in stacks).
    assert_eq!(
        g.offer(1, 27, true),
        Offer {
            grill: Some(24),
            steal: Some(Steal { tile: 27, from: 0 })
        }
    );
}

#[test]
fn sp06_own_top_tile_is_never_taken_again() {
    // Ann's top is the 23 (4c): 23 takes the 22 from the grill.
    let setup = concat(&[take_turn(23), take_turn(30)]);
    let turn = [
        roll(json!(["W", "W", "W", 1, 2, 2, 3, 3])),
        keep(json!("W")),
        roll(json!([4, 4, 1, 2, 2])),
        keep(json!(4)),
    ];
    let mut g = play(&AB, &with(setup, &turn));
    assert_eq!(
        g.takeable(),
        Offer {
            grill: Some(22),
            steal: None
        }
    );
    assert_eq!(
        refuse(&mut g, take(23)),
        "take 23: the tile to take from the grill is 22"
    );
}

// ----- 7. Overlooking ---------------------------------------------------------------------

#[test]
fn sp07_the_steal_is_always_offered_and_the_grill_tile_stays_legal() {
    let setup = take_turn(26);
    let turn = [
        roll(json!(["W", "W", 1, 1, 2, 2, 3, 3])),
        keep(json!("W")),
        roll(json!([4, 4, 4, 4, 1, 2])),
        keep(json!(4)),
    ];
    let g = play(&AB, &with(setup, &turn));
    assert_eq!(
        g.legal_actions().actions(),
        vec![Action::Take(25), Action::Take(26)]
    );
    let mut steal = g.clone();
    let events = act(&mut steal, take(26));
    assert_eq!(
        events[0],
        Event::Stolen {
            seat: 1,
            tile: 26,
            from: 0
        }
    );
    let mut grill = g.clone();
    let events = act(&mut grill, take(25));
    assert_eq!(events[0], Event::TakenFromGrill { seat: 1, tile: 25 });
}

// ----- 8. The worm rule holds for steals ----------------------------------------------------

#[test]
fn sp08_no_steal_without_a_worm() {
    // Ann's top is the 24; Bob reaches 24 without a worm.
    let setup = take_turn(24);
    let turn = [
        roll(json!([4, 4, 4, 4, 1, 2, 3, 3])),
        keep(json!(4)),
        roll(json!([3, 3, 1, 1])),
        keep(json!(3)),
        roll(json!([2, 1])),
        keep(json!(2)),
    ];
    let mut g = play(&AB, &with(setup, &turn));
    assert_eq!(g.board().sum(), 24);
    assert!(!g.board().worm());
    let g2 = play(&AB, &take_turn(24));
    assert_eq!(g2.offer(1, 24, false), Offer::NONE);
    assert_eq!(
        g2.offer(1, 24, true).steal,
        Some(Steal { tile: 24, from: 0 })
    );
    assert!(!g2.can_take(24, false));
    assert!(g2.can_take(24, true));
    assert_eq!(g.awaiting().as_str(), "roll");
    assert_eq!(
        refuse(&mut g, take(24)),
        "no tile can be taken without a worm"
    );
}

// ----- 9. A failed turn with an empty stack turns nothing over --------------------------------

#[test]
fn sp09_empty_stack_fails_turn_nothing() {
    for short in [false, true] {
        let names: &[&str] = if short { &FIVE } else { &AB };
        let mut g = if short {
            play_short(names, &[])
        } else {
            play(names, &[])
        };
        assert_eq!(g.loss(0), Loss::default());
        let mut events = Vec::new();
        for a in fail_turn() {
            events = act(&mut g, a);
        }
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
        assert_eq!(g.grill().len(), 16);
        assert!(g.face_down().is_empty());
    }
}

// ----- 10. The returned tile is the highest --------------------------------------------------

#[test]
fn sp10_the_returned_highest_tile_stays_and_nothing_is_turned() {
    // Ann takes the 36 and fails: the 36 goes back and stays face up.
    let setup = concat(&[take_turn(36), take_turn(21)]);
    let mut g = play(&AB, &setup);
    assert_eq!(
        g.loss(0),
        Loss {
            returned: Some(36),
            turned: None
        }
    );
    let before = g.grill().len();
    for a in fail_turn() {
        act(&mut g, a);
    }
    assert_eq!(g.grill().len(), before + 1);
    assert_state(
        &g,
        json!({
            "players": [player("Ann", &[], 0), player("Bob", &[21], 1)],
            "grill": tiles_except(22, 36, &[]), "face_down": [], "short_game": false,
            "active": 1, "awaiting": "roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );
}

#[test]
fn sp10_in_the_short_game_the_returned_highest_tile_is_turned() {
    let setup = concat(&[
        take_turn(36),
        take_turn(21),
        take_turn(22),
        take_turn(23),
        take_turn(24),
    ]);
    let mut g = play_short(&FIVE, &setup);
    assert_eq!(
        g.loss(0),
        Loss {
            returned: Some(36),
            turned: Some(36)
        }
    );
    for a in fail_turn() {
        act(&mut g, a);
    }
    assert_eq!(
        g.grill().iter().collect::<Vec<_>>(),
        tiles_except(25, 35, &[])
    );
    assert_eq!(g.face_down().iter().collect::<Vec<_>>(), [36]);
    // A returned tile that is not the highest: the highest is turned, as in the long game.
    let setup = concat(&[
        take_turn(30),
        take_turn(21),
        take_turn(22),
        take_turn(23),
        take_turn(24),
    ]);
    let mut g = play_short(&FIVE, &setup);
    assert_eq!(
        g.loss(0),
        Loss {
            returned: Some(30),
            turned: Some(36)
        }
    );
    for a in fail_turn() {
        act(&mut g, a);
    }
    assert!(g.grill().contains(30));
    assert_eq!(g.face_down().iter().collect::<Vec<_>>(), [36]);
}

// ----- 11. The short game in the record -------------------------------------------------------

#[test]
fn sp11_short_game_is_read_echoed_and_written_only_when_on() {
    // Absent means false.
    let g = Game::replay_json(r#"{"players": ["A", "B"], "actions": []}"#).unwrap();
    assert!(!g.short_game());
    assert_eq!(state(&g)["short_game"], json!(false));
    // An explicit false is fine with any number of players; the record leaves it out.
    let g = Game::replay_json(r#"{"players": ["A", "B"], "short_game": false, "actions": []}"#)
        .unwrap();
    assert!(!g.short_game());
    assert_eq!(g.record_json(), r#"{"players": ["A","B"], "actions": []}"#);
    // True with 5, 6 and 7 players.
    for n in 5..=7 {
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let text = json!({"players": names, "short_game": true, "actions": []}).to_string();
        let g = Game::replay_json(&text).unwrap();
        assert!(g.short_game());
        assert_eq!(state(&g)["short_game"], json!(true));
        let record: Value = serde_json::from_str(&g.record_json()).unwrap();
        assert_eq!(record["short_game"], json!(true));
        assert!(Game::with_short_game(names, true).is_ok());
    }
    // The record writes players, short_game, actions in that order.
    let g = play_short(&FIVE, &fail_turn()[..1]);
    assert_eq!(
        g.record_json(),
        "{\"players\": [\"Ann\",\"Bob\",\"Cid\",\"Dee\",\"Eve\"], \"short_game\": true, \"actions\": [\n  {\"roll\": [1, 2, 2, 2, 2, 2, 2, 2]}\n]}"
    );
}

#[test]
fn sp11_short_game_needs_5_to_7_players() {
    for n in 2..=4 {
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let text = json!({"players": names, "short_game": true, "actions": []}).to_string();
        assert_eq!(
            refused_text(&text),
            format!("short_game: the short game is for 5 to 7 players, not {n}")
        );
        let e = Game::with_short_game(names, true).unwrap_err();
        assert!(
            matches!(
                e,
                RecordError::Option {
                    key: "short_game",
                    ..
                }
            ),
            "{e:?}"
        );
    }
}

// ----- 12. Game end -------------------------------------------------------------------------

#[test]
fn sp12_the_game_ends_with_the_take_that_empties_the_grill() {
    let ann = [21, 22, 25, 26, 29, 30, 33, 34];
    let bob = [23, 24, 27, 28, 31, 32, 35, 36];
    let all = whole_game(&ann, &bob);
    // One action before the end: Bob awaits his last take.
    let g = play(&AB, &all[..all.len() - 1]);
    assert_eq!(g.grill().iter().collect::<Vec<_>>(), [36]);
    assert!(!g.is_over());
    let mut g = g;
    let events = act(&mut g, take(36));
    assert_eq!(
        events,
        [
            Event::TakenFromGrill { seat: 1, tile: 36 },
            Event::GameEnded { winner: 1 },
        ]
    );
    assert!(g.is_over());
}

#[test]
fn sp12_face_down_tiles_shorten_the_game() {
    // Ann takes the 21 and fails (the 21 goes back, the 36 is turned); the rest are taken in
    // turn.
    let mut actions = concat(&[take_turn(21), take_turn(22), fail_turn(), take_turn(23)]);
    // Ann: empty stack now. Bob: 22, 23. Ann took nothing; the grill: 21, 24..35.
    let g = play(&AB, &actions);
    assert_eq!(g.face_down().iter().collect::<Vec<_>>(), [36]);
    let rest: Vec<u8> = g.grill().iter().collect();
    for t in &rest {
        actions.extend(take_turn(*t));
    }
    let g = play(&AB, &actions);
    assert!(g.is_over());
    assert_eq!(g.grill().len(), 0);
    assert_eq!(g.face_down().iter().collect::<Vec<_>>(), [36]);
}

// ----- 13. Exactly one winner -----------------------------------------------------------------

#[test]
fn sp13_a_tie_goes_to_the_highest_tile() {
    // Two of each worm count each: 20 worms each. Bob holds the 36.
    let ann = [21, 22, 25, 26, 29, 30, 33, 34];
    let bob = [23, 24, 27, 28, 31, 32, 35, 36];
    let g = play(&AB, &whole_game(&ann, &bob));
    assert_state(
        &g,
        json!({
            "players": [
                player("Ann", &ann, 20),
                player("Bob", &bob, 20),
            ],
            "grill": [], "face_down": [], "short_game": false,
            "active": null, "awaiting": "game_over", "board": empty_board(),
            "game_over": true, "winners": [1],
        }),
    );
    assert_eq!(g.standing(0), (20, 34));
    assert_eq!(g.standing(1), (20, 36));
    // Ann holding the 36: Ann wins.
    let ann = [21, 22, 25, 26, 29, 30, 33, 36];
    let bob = [23, 24, 27, 28, 31, 32, 35, 34];
    let g = play(&AB, &whole_game(&ann, &bob));
    assert_eq!(g.winners(), [0]);
    assert_eq!(g.winner(), Some(0));
    // More worms win over the highest tile.
    let ann = [21, 22, 23, 24, 25, 26, 27, 36];
    let bob = [28, 29, 30, 31, 32, 33, 34, 35];
    let g = play(&AB, &whole_game(&ann, &bob));
    assert_eq!((g.score(0), g.score(1)), (14, 26));
    assert_eq!(g.winners(), [1]);
}

// ----- 14. Game over --------------------------------------------------------------------------

#[test]
fn sp14_after_the_end_nothing_is_legal() {
    let ann = [21, 22, 25, 26, 29, 30, 33, 34];
    let bob = [23, 24, 27, 28, 31, 32, 35, 36];
    let mut g = play(&AB, &whole_game(&ann, &bob));
    assert_eq!(g.active(), None);
    assert_eq!(g.awaiting().as_str(), "game_over");
    assert_eq!(state(&g)["board"], empty_board());
    assert_eq!(g.legal_actions(), Legal::default());
    for a in [
        roll(json!([1, 1, 1, 1, 1, 1, 1, 1])),
        roll(json!([1])),
        keep(json!(1)),
        take(36),
        take(21),
    ] {
        assert_eq!(refuse(&mut g, a), "the game is over");
    }
    // A record with one more action names its index.
    let mut actions = whole_game(&ann, &bob);
    let n = actions.len();
    actions.push(roll(json!([1, 1, 1, 1, 1, 1, 1, 1])));
    assert_eq!(
        refused(&AB, &actions).to_string(),
        format!("action {n}: the game is over")
    );
}

// ----- 15. Strict JSON types ------------------------------------------------------------------

#[test]
fn sp15_faces_are_integers_1_to_5_or_exactly_w() {
    let mut g = play(&AB, &[]);
    let bad_types = [
        (json!(true), "face true must be an integer 1-5 or \"W\""),
        (json!(5.0), "face 5.0 must be an integer 1-5 or \"W\""),
        (json!("5"), "face \"5\" must be an integer 1-5 or \"W\""),
        (json!("w"), "face \"w\" must be an integer 1-5 or \"W\""),
        (json!("6"), "face \"6\" must be an integer 1-5 or \"W\""),
        (json!(null), "face null must be an integer 1-5 or \"W\""),
        (json!(["W"]), "face [\"W\"] must be an integer 1-5 or \"W\""),
        (json!(6), "face 6 is not on the dice (1-5 or \"W\")"),
        (json!(-1), "face -1 is not on the dice (1-5 or \"W\")"),
    ];
    for (face, message) in &bad_types {
        let faces = json!([1, 1, 1, 1, 1, 1, 1, face]);
        assert_eq!(&refuse(&mut g, roll(faces)), message);
    }
    let mut k = play(&AB, &[roll(json!([1, 2, 3, 4, 5, "W", 1, 1]))]);
    for (face, message) in &bad_types {
        assert_eq!(&refuse(&mut k, keep(face.clone())), message);
    }
    // The good ones.
    act(&mut k, keep(json!("W")));
    assert_eq!(
        parse_action(&core_json(&json!({"keep": 5})), &k),
        Ok(Action::Keep(Face::Five))
    );
}

#[test]
fn sp15_tiles_are_integers_and_the_roll_a_list() {
    let mut g = play(&AB, &at_roll_or_take());
    for (tile, message) in [
        (json!(true), "take true must be an integer 21-36"),
        (json!(23.0), "take 23.0 must be an integer 21-36"),
        (json!("23"), "take \"23\" must be an integer 21-36"),
        (json!(null), "take null must be an integer 21-36"),
        (json!(20), "tile 20 does not exist (tiles are 21-36)"),
        (json!(37), "tile 37 does not exist (tiles are 21-36)"),
        (json!(-23), "tile -23 does not exist (tiles are 21-36)"),
        (
            json!(u64::MAX),
            "tile 18446744073709551615 does not exist (tiles are 21-36)",
        ),
    ] {
        assert_eq!(refuse(&mut g, json!({ "take": tile })), message);
    }
    act(&mut g, take(23));
    let mut g = play(&AB, &[]);
    for arg in [
        json!("11111111"),
        json!(8),
        json!(null),
        json!({"faces": [1]}),
    ] {
        let m = refuse(&mut g, json!({ "roll": arg }));
        assert!(m.starts_with("roll must be a list of faces, not "), "{m}");
    }
}

#[test]
fn sp15_nan_and_infinity_are_not_json() {
    for text in [
        r#"{"players": ["A", "B"], "actions": [{"roll": [NaN, 1, 1, 1, 1, 1, 1, 1]}]}"#,
        r#"{"players": ["A", "B"], "actions": [{"roll": [Infinity, 1, 1, 1, 1, 1, 1, 1]}]}"#,
        r#"{"players": ["A", "B"], "actions": [{"take": -Infinity}]}"#,
        r#"{"players": ["A", "B"], "actions": [{"roll": [1e400, 1, 1, 1, 1, 1, 1, 1]}]}"#,
        r#"{"players": ["A", "B"], "short_game": NaN, "actions": []}"#,
    ] {
        let m = refused_text(text);
        assert!(m.starts_with("malformed JSON: "), "{text}: {m}");
    }
}

#[test]
fn sp15_short_game_is_exactly_true_or_false() {
    for v in ["1", "0", "\"true\"", "null", "[]", "{}", "\"yes\""] {
        let text = format!(r#"{{"players": {FIVE:?}, "short_game": {v}, "actions": []}}"#);
        assert_eq!(
            refused_text(&text),
            format!("short_game: must be true or false, not {v}")
        );
    }
}

// ----- 16. Action shape -----------------------------------------------------------------------

#[test]
fn sp16_an_action_is_an_object_with_one_known_key() {
    let mut g = play(&AB, &[]);
    for (action, message) in [
        (json!({}), "unknown action {}: expected exactly one key"),
        (
            json!("roll"),
            "unknown action \"roll\": expected an object with one key",
        ),
        (
            json!(7),
            "unknown action 7: expected an object with one key",
        ),
        (
            json!(null),
            "unknown action null: expected an object with one key",
        ),
        (
            json!([{"keep": 1}]),
            "unknown action [{\"keep\":1}]: expected an object with one key",
        ),
        (json!({"Roll": [1]}), "unknown action \"Roll\""),
        (json!({"throw": [1]}), "unknown action \"throw\""),
    ] {
        assert_eq!(refuse(&mut g, action), message);
    }
    // Two known keys are no action either (the echo's key order is serde_json's).
    let m = refuse(&mut g, json!({"roll": [1, 1, 1, 1, 1, 1, 1, 1], "keep": 1}));
    assert!(m.starts_with("unknown action {\""), "{m}");
    assert!(m.ends_with("}: expected exactly one key"), "{m}");
    // Refused in a record too, by index.
    let e = refused(&AB, &[json!({"take": 21, "x": 1})]);
    assert_eq!(
        e.to_string(),
        "action 0: unknown action {\"take\":21,\"x\":1}: expected exactly one key"
    );
}

// ----- 17. Record shape -----------------------------------------------------------------------

#[test]
fn sp17_record_shape() {
    // Other keys are ignored; an empty actions list is the initial state.
    let g = Game::replay_json(
        r#"{"comment": "x", "players": ["A", "B"], "actions": [], "version": 3, "seed": null}"#,
    )
    .unwrap();
    assert_state(
        &g,
        json!({
            "players": [player("A", &[], 0), player("B", &[], 0)],
            "grill": tiles_except(21, 36, &[]), "face_down": [], "short_game": false,
            "active": 0, "awaiting": "roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );
    for (text, message) in [
        (
            "[]",
            "record: the top level must be an object with \"players\" and \"actions\"",
        ),
        (
            "null",
            "record: the top level must be an object with \"players\" and \"actions\"",
        ),
        (r#"{"actions": []}"#, "record: missing \"players\""),
        (r#"{"players": ["A", "B"]}"#, "record: missing \"actions\""),
        (
            r#"{"players": ["A", "B"], "actions": {}}"#,
            "record: \"actions\" must be a list",
        ),
        (
            r#"{"players": ["A", "B"], "actions": null}"#,
            "record: \"actions\" must be a list",
        ),
        (
            r#"{"players": "A, B", "actions": []}"#,
            "players: must be a list of names",
        ),
        (
            r#"{"players": ["A", 7], "actions": []}"#,
            "players: name 1 is not a string",
        ),
        (
            r#"{"players": ["A"], "actions": []}"#,
            "players: 1 players; the game needs 2 to 7",
        ),
        (
            r#"{"players": [], "actions": []}"#,
            "players: 0 players; the game needs 2 to 7",
        ),
        (
            r#"{"players": ["1", "2", "3", "4", "5", "6", "7", "8"], "actions": []}"#,
            "players: 8 players; the game needs 2 to 7",
        ),
        (
            r#"{"players": ["A", ""], "actions": []}"#,
            "players: name 1 is empty",
        ),
        (
            r#"{"players": [" \t\n", "B"], "actions": []}"#,
            "players: name 0 is empty",
        ),
        (
            r#"{"players": ["A", "B", "A"], "actions": []}"#,
            "players: name 2 \"A\" repeats name 0",
        ),
    ] {
        assert_eq!(refused_text(text), message, "{text}");
    }
    // Duplicates compare exactly: case and spaces make names different.
    let g = Game::replay_json(r#"{"players": ["Ann", "ann", "Ann "], "actions": []}"#).unwrap();
    assert_eq!(g.names(), ["Ann", "ann", "Ann "]);
    // 2 and 7 players are fine.
    assert!(Game::new(vec!["A".into(), "B".into()]).is_ok());
    assert!(Game::new((0..7).map(|i| i.to_string()).collect()).is_ok());
}

#[test]
fn sp17_the_players_are_checked_before_short_game_and_the_actions() {
    // Bad players and a bad short_game: players first.
    let m = refused_text(r#"{"players": ["A"], "short_game": 1, "actions": [7]}"#);
    assert!(m.starts_with("players: "), "{m}");
    // A bad short_game before a bad action.
    let m = refused_text(r#"{"players": ["A", "B"], "short_game": 1, "actions": [7]}"#);
    assert!(m.starts_with("short_game: "), "{m}");
    let m = refused_text(r#"{"players": ["A", "B"], "short_game": true, "actions": [7]}"#);
    assert!(m.starts_with("short_game: "), "{m}");
}

// ----- 18. Messages ---------------------------------------------------------------------------

#[test]
fn sp18_every_message_has_its_prefix_and_names_the_action() {
    let cases: Vec<(String, &str)> = vec![
        ("{".into(), "malformed JSON: "),
        ("".into(), "malformed JSON: "),
        ("{\"players\": [\"A\", \"B\"], \"actions\": []} x".into(), "malformed JSON: "),
        (r#"{"players": ["A"], "actions": []}"#.into(), "players: "),
        (r#"{"players": ["A", "B", "C", "D"], "short_game": true, "actions": []}"#.into(), "short_game: "),
        (r#"{"players": ["A", "B"]}"#.into(), "record: "),
        (
            json!({"players": ["A", "B"], "actions": [roll(json!([1, 1, 2, 2, 3, 3, 4, 4])), keep(json!(5))]})
                .to_string(),
            "action 1: ",
        ),
    ];
    for (text, prefix) in cases {
        let m = refused_text(&text);
        assert!(m.starts_with(prefix), "{text}: {m}");
        assert!(m.len() > prefix.len(), "a reason follows: {m}");
        assert!(!m.contains('\n'), "one line: {m:?}");
    }
    // Each index counts from 0, whatever kind of action is wrong.
    let mut actions = mid_turn();
    actions.push(take(21));
    assert_eq!(
        refused(&AB, &actions).to_string(),
        "action 2: no tile can be taken with 10: the lowest tile is 21"
    );
}

#[test]
fn sp18_echoed_input_is_cut_short() {
    let huge = "x".repeat(100_000);
    let mut g = play(&AB, &[]);
    for action in [
        json!({ huge.clone(): 1 }),
        json!({ "roll": huge.clone() }),
        json!({ "roll": [huge.clone()] }),
        json!({ "take": huge.clone() }),
        json!({ "keep": [huge.clone()] }),
        json!([huge.clone()]),
        json!({ "take": 1, "x": huge.clone() }),
    ] {
        let m = refuse(&mut g, action);
        assert!(m.chars().count() < 150, "{} chars: {}", m.len(), &m[..200]);
        assert!(m.contains('…'), "{m}");
    }
    let text = json!({"players": ["A", "B"], "short_game": huge, "actions": []}).to_string();
    let m = refused_text(&text);
    assert!(
        m.starts_with("short_game: must be true or false, not \"xxx") && m.len() < 150,
        "{m}"
    );
    // A huge list of faces: the count, not the faces.
    let text = format!(
        "{{\"players\": [\"A\", \"B\"], \"actions\": [{{\"roll\": [{}1]}}]}}",
        "1, ".repeat(100_000)
    );
    assert_eq!(
        refused_text(&text),
        "action 0: the throw needs 8 dice, got 100001 faces"
    );
    // No faces.
    assert_eq!(
        refused(&AB, &[roll(json!([]))]).to_string(),
        "action 0: the throw needs 8 dice, got 0 faces"
    );
    // Nine faces while a keep is due: why no throw is due at all.
    assert_eq!(
        refused(
            &AB,
            &[
                roll(json!([1, 1, 1, 1, 1, 1, 1, 2])),
                roll(json!(vec![1; 9]))
            ]
        )
        .to_string(),
        "action 1: no throw is due while awaiting keep"
    );
}

// ----- The order of decisions -------------------------------------------------------------

#[test]
fn the_order_of_decisions_row_by_row() {
    // The turn starts: roll (8 dice).
    let g = play(&AB, &[]);
    assert_eq!(
        (g.awaiting().as_str(), g.legal_actions().roll),
        ("roll", Some(8))
    );
    assert!(g.turn_starts());
    // A throw showing a new face: keep.
    let g = play(&AB, &[roll(json!([1, 1, 1, 1, 1, 1, 1, 2]))]);
    assert_eq!(g.awaiting().as_str(), "keep");
    assert!(!g.turn_starts());
    // A throw showing only kept faces: the next seat's roll (settled in sp09 and 6a).
    let g = play(&AB, &fail_turn());
    assert_eq!((g.active(), g.awaiting().as_str()), (Some(1), "roll"));
    assert!(g.turn_starts());
    // A keep, dice and faces left, a tile: roll_or_take.
    let g = play(&AB, &at_roll_or_take());
    assert_eq!(g.awaiting().as_str(), "roll_or_take");
    // A keep, dice and faces left, no tile: roll.
    let g = play(&AB, &mid_turn());
    assert_eq!(g.awaiting().as_str(), "roll");
    assert!(!g.turn_starts());
    // A keep, no dice left, a tile: take.
    let g = play(&AB, &at_take());
    assert_eq!(g.awaiting().as_str(), "take");
    // A keep, no dice left, no tile: the turn fails by itself (sp04).
    let g = play(
        &AB,
        &[
            roll(json!([1, 1, 1, 1, 2, 2, 2, 2])),
            keep(json!(1)),
            roll(json!([2, 2, 2, 2])),
            keep(json!(2)),
        ],
    );
    assert_eq!((g.active(), g.awaiting().as_str()), (Some(1), "roll"));
    // A take: the next seat's roll, or game_over (sp12).
    let g = play(&AB, &take_turn(30));
    assert_eq!((g.active(), g.awaiting().as_str()), (Some(1), "roll"));
    // Play passes to seat + 1 (mod n).
    let three = ["A", "B", "C"];
    let g = play(&three, &concat(&[fail_turn(), fail_turn(), fail_turn()]));
    assert_eq!(g.active(), Some(0));
}

// ----- Throws --------------------------------------------------------------------------------

#[test]
fn throws_keep_their_order_and_count_their_faces() {
    let t: Throw = "W3W1".parse().unwrap();
    assert_eq!(t.faces(), [Face::Worm, Face::Three, Face::Worm, Face::One]);
    assert_eq!(t.count(Face::Worm), 2);
    assert_eq!(t.counts(), [1, 0, 1, 0, 0, 2]);
    assert_eq!(
        t.sorted().collect::<Vec<_>>(),
        [Face::One, Face::Three, Face::Worm, Face::Worm]
    );
    assert_eq!(t.to_string(), "W3W1");
    assert!("".parse::<Throw>().is_err());
    assert!("111111111".parse::<Throw>().is_err());
    assert!("6".parse::<Throw>().is_err());
    assert!("w".parse::<Throw>().is_err());
    // from_rolls is Throw::new of the same faces, for every length.
    let rolls = [5, 0, 1, 2, 3, 4, 5, 5];
    for n in 1..=8u8 {
        let faces: Vec<Face> = rolls[..usize::from(n)]
            .iter()
            .map(|&r| Face::from_roll(r))
            .collect();
        let a = Throw::from_rolls(&rolls, n);
        let b = Throw::new(&faces).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.counts(), b.counts());
        assert_eq!(a.shown(), b.shown());
        assert_eq!(a.len(), n);
    }
    // The record writes faces in the order thrown; the state sorts them.
    let g = play(&AB, &[roll(json!(["W", 5, 1, "W", 3, 2, 1, 4]))]);
    assert_eq!(
        state(&g)["board"]["throw"],
        json!([1, 1, 2, 3, 4, 5, "W", "W"])
    );
    assert!(g
        .record_json()
        .contains("{\"roll\": [\"W\", 5, 1, \"W\", 3, 2, 1, 4]}"));
}

#[test]
fn rule_errors_carry_their_data() {
    // The UI translates by kind and data, never by the text.
    let g = play(&AB, &at_roll_or_take());
    assert_eq!(
        g.check(Action::Take(22)),
        Err(RuleError::WrongTile {
            tile: 22,
            offer: Offer {
                grill: Some(23),
                steal: None
            }
        })
    );
    assert_eq!(
        g.check(Action::Roll("11".parse().unwrap())),
        Err(RuleError::WrongDiceCount {
            expected: 3,
            got: 2
        })
    );
    let k = play(&AB, &with(mid_turn(), &[roll(json!([1, 1, 1, 1, 1, "W"]))]));
    assert_eq!(
        k.check(Action::Keep(Face::Worm)),
        Err(RuleError::AlreadyKept(Face::Worm))
    );
    assert_eq!(
        k.check(Action::Keep(Face::Two)),
        Err(RuleError::NotShown(Face::Two))
    );
    assert_eq!(k.check(Action::Keep(Face::One)), Ok(()));
}
