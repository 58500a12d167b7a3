//! The rulebook's examples (RULES.md, "The book's examples"), replayed as real records. Every
//! expected state is written by hand from RULES.md, never copied from the engine's output.

mod common;

use common::*;
use pechvogel_engine::{Event, Pile};
use serde_json::{json, Value};

const UTK: [&str; 3] = ["Umberto", "Thea", "Kelly"];

/// The middle at the start: three markers of each value 3–7.
fn full_middle() -> Value {
    json!([3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7])
}

#[test]
fn umberto_takes_a_seven() {
    let mut g = play(&UTK, &[]);
    assert_state(
        &g,
        json!({
            "players": [
                player("Umberto", &[], 0, false, 0),
                player("Thea", &[], 0, false, 0),
                player("Kelly", &[], 0, false, 0),
            ],
            "middle": full_middle(), "box": [], "murphy": null, "active": 0,
            "awaiting": "first_roll", "board": empty_board(), "game_over": false, "winners": [],
        }),
    );

    // Two sevens and two ravens: the ravens go to the board at once (settled point 1).
    act(&mut g, roll(json!([7, 7, "R", "R", 3, 4, 5])));
    assert_state(
        &g,
        json!({
            "players": [
                player("Umberto", &[], 0, false, 0),
                player("Thea", &[], 0, false, 0),
                player("Kelly", &[], 0, false, 0),
            ],
            "middle": full_middle(), "box": [], "murphy": null, "active": 0,
            "awaiting": "target",
            "board": {"target": null, "targets": 0, "ravens": 2, "frustrators": [], "reduced": false, "dice_left": 5},
            "game_over": false, "winners": [],
        }),
    );

    act(&mut g, json!({"target": 7}));
    assert_state(
        &g,
        json!({
            "players": [
                player("Umberto", &[], 0, false, 0),
                player("Thea", &[], 0, false, 0),
                player("Kelly", &[], 0, false, 0),
            ],
            "middle": full_middle(), "box": [], "murphy": null, "active": 0,
            "awaiting": "roll",
            "board": {"target": 7, "targets": 2, "ravens": 2, "frustrators": [], "reduced": false, "dice_left": 3},
            "game_over": false, "winners": [],
        }),
    );

    // A 6 and two 7s: four 7s. Nobody holds a frustration, so no window opens.
    act(&mut g, roll(json!([6, 7, 7])));
    assert_state(
        &g,
        json!({
            "players": [
                player("Umberto", &[], 0, false, 0),
                player("Thea", &[], 0, false, 0),
                player("Kelly", &[], 0, false, 0),
            ],
            "middle": full_middle(), "box": [], "murphy": null, "active": 0,
            "awaiting": "claim",
            "board": {"target": 7, "targets": 4, "ravens": 2, "frustrators": [], "reduced": false, "dice_left": 1},
            "game_over": false, "winners": [],
        }),
    );

    act(&mut g, json!({"claim": "middle"}));
    assert_state(
        &g,
        json!({
            "players": [
                player("Umberto", &[7], 0, false, 7),
                player("Thea", &[], 0, false, 0),
                player("Kelly", &[], 0, false, 0),
            ],
            "middle": [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7], "box": [], "murphy": null,
            "active": 1, "awaiting": "first_roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );
}

#[test]
fn the_rules_md_record_and_thea_takes_a_frustration() {
    // The record printed in RULES.md, replayed as a whole.
    let mut actions = vec![
        roll(json!([7, 7, "R", "R", 3, 4, 5])),
        json!({"target": 7}),
        roll(json!([6, 7, 7])),
        json!({"claim": "middle"}),
        roll(json!(["R", "R", "R", 3, 3, 4, 5])),
    ];
    let g = play(&UTK, &actions);
    // Three ravens on the first throw: a target is still due (settled point 2).
    assert_state(
        &g,
        json!({
            "players": [
                player("Umberto", &[7], 0, false, 7),
                player("Thea", &[], 0, false, 0),
                player("Kelly", &[], 0, false, 0),
            ],
            "middle": [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7], "box": [], "murphy": null,
            "active": 1, "awaiting": "target",
            "board": {"target": null, "targets": 0, "ravens": 3, "frustrators": [], "reduced": false, "dice_left": 4},
            "game_over": false, "winners": [],
        }),
    );

    // Whichever number she names, the turn ends with one frustration from the supply.
    for (target, t) in [(3, 2), (4, 1), (5, 1)] {
        let g = play(
            &UTK,
            &concat(&[actions.clone(), vec![json!({"target": target})]]),
        );
        assert!(t < 4);
        assert_state(
            &g,
            json!({
                "players": [
                    player("Umberto", &[7], 0, false, 7),
                    player("Thea", &[], 1, false, -3),
                    player("Kelly", &[], 0, false, 0),
                ],
                "middle": [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7], "box": [], "murphy": null,
                "active": 2, "awaiting": "first_roll", "board": empty_board(),
                "game_over": false, "winners": [],
            }),
        );
    }
    // A number Thea did not throw is no target.
    actions.push(json!({"target": 6}));
    let e = refused(&UTK, &actions);
    assert!(e.to_string().starts_with("action 5: "), "{e}");
}

/// Kelly (seat 0) with Diego (seat 1, on her left) and Finn (seat 2).
const KDF: [&str; 3] = ["Kelly", "Diego", "Finn"];

/// Two rounds of raven turns: everyone holds two frustrations; Kelly is to throw.
fn kelly_setup() -> Vec<Value> {
    concat(&[
        raven_turn(),
        raven_turn(),
        raven_turn(),
        raven_turn(),
        raven_turn(),
        raven_turn(),
    ])
}

#[test]
fn kelly_frustrated_reduces_greedy_pays_back() {
    let mut g = play(&KDF, &kelly_setup());
    assert_state(
        &g,
        json!({
            "players": [
                player("Kelly", &[], 2, false, -6),
                player("Diego", &[], 2, false, -6),
                player("Finn", &[], 2, false, -6),
            ],
            "middle": full_middle(), "box": [], "murphy": null, "active": 0,
            "awaiting": "first_roll", "board": empty_board(), "game_over": false, "winners": [],
        }),
    );

    // Two 6s and two ravens on the board.
    act(&mut g, roll(json!([6, 6, "R", "R", 3, 4, 5])));
    act(&mut g, json!({"target": 6}));
    // She throws two more 6s: four 6s would end the turn, so the throw is open.
    act(&mut g, roll(json!([6, 6, 3])));
    assert_state(
        &g,
        json!({
            "players": [
                player("Kelly", &[], 2, false, -6),
                player("Diego", &[], 2, false, -6),
                player("Finn", &[], 2, false, -6),
            ],
            "middle": full_middle(), "box": [], "murphy": null, "active": 0,
            "awaiting": "window",
            "board": {"target": 6, "targets": 4, "ravens": 2, "frustrators": [], "reduced": false, "dice_left": 1},
            "game_over": false, "winners": [],
        }),
    );

    // Diego starts, Finn joins: one frustration each on the board, the three dice come back.
    act(&mut g, json!({"frustrate": [1, 2]}));
    assert_state(
        &g,
        json!({
            "players": [
                player("Kelly", &[], 2, false, -6),
                player("Diego", &[], 1, false, -3),
                player("Finn", &[], 1, false, -3),
            ],
            "middle": full_middle(), "box": [], "murphy": null, "active": 0,
            "awaiting": "reroll",
            "board": {"target": 6, "targets": 2, "ravens": 2, "frustrators": [1, 2], "reduced": false, "dice_left": 3},
            "game_over": false, "winners": [],
        }),
    );

    // A third raven: open (it would end the turn); only Kelly can act now.
    act(&mut g, roll(json!(["R", 4, 5])));
    assert_state(
        &g,
        json!({
            "players": [
                player("Kelly", &[], 2, false, -6),
                player("Diego", &[], 1, false, -3),
                player("Finn", &[], 1, false, -3),
            ],
            "middle": full_middle(), "box": [], "murphy": null, "active": 0,
            "awaiting": "window",
            "board": {"target": 6, "targets": 2, "ravens": 3, "frustrators": [1, 2], "reduced": false, "dice_left": 2},
            "game_over": false, "winners": [],
        }),
    );
    assert!(g.legal_actions().frustrators.is_empty());

    // She reduces: her frustration goes to the supply, not to the board.
    act(&mut g, json!({"reduce": true}));
    assert_state(
        &g,
        json!({
            "players": [
                player("Kelly", &[], 1, false, -3),
                player("Diego", &[], 1, false, -3),
                player("Finn", &[], 1, false, -3),
            ],
            "middle": full_middle(), "box": [], "murphy": null, "active": 0,
            "awaiting": "reroll",
            "board": {"target": 6, "targets": 2, "ravens": 2, "frustrators": [1, 2], "reduced": true, "dice_left": 3},
            "game_over": false, "winners": [],
        }),
    );

    // Three 6s: five 6s, greedy, so no window even though Kelly still holds a frustration.
    act(&mut g, roll(json!([6, 6, 6])));
    assert_state(
        &g,
        json!({
            "players": [
                player("Kelly", &[], 1, false, -3),
                player("Diego", &[], 1, false, -3),
                player("Finn", &[], 1, false, -3),
            ],
            "middle": full_middle(), "box": [], "murphy": null, "active": 0,
            "awaiting": "claim",
            "board": {"target": 6, "targets": 5, "ravens": 2, "frustrators": [1, 2], "reduced": true, "dice_left": 0},
            "game_over": false, "winners": [],
        }),
    );

    // A 6 marker and Murphy; two ravens, so Diego and Finn get theirs back plus one each:
    // Diego (left of Kelly) her last one, Finn one from the supply.
    let events = g
        .apply(pechvogel_engine::parse_action(&core_json(&json!({"claim": "middle"})), &g).unwrap())
        .unwrap();
    let moves: Vec<(Pile, Pile)> = events
        .iter()
        .filter_map(|e| match e {
            Event::FrustrationMoved { from, to } => Some((*from, *to)),
            _ => None,
        })
        .collect();
    assert_eq!(
        moves,
        [
            (Pile::Board, Pile::Seat(1)),
            (Pile::Seat(0), Pile::Seat(1)),
            (Pile::Board, Pile::Seat(2)),
            (Pile::Supply, Pile::Seat(2)),
        ]
    );
    assert_state(
        &g,
        json!({
            "players": [
                player("Kelly", &[6], 0, true, 6),
                player("Diego", &[], 3, false, -9),
                player("Finn", &[], 3, false, -9),
            ],
            "middle": [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 7, 7, 7], "box": [], "murphy": 0,
            "active": 1, "awaiting": "first_roll", "board": empty_board(),
            "game_over": false, "winners": [],
        }),
    );

    // The same game as one record gives the same state.
    let again = play(
        &KDF,
        &concat(&[
            kelly_setup(),
            vec![
                roll(json!([6, 6, "R", "R", 3, 4, 5])),
                json!({"target": 6}),
                roll(json!([6, 6, 3])),
                json!({"frustrate": [1, 2]}),
                roll(json!(["R", 4, 5])),
                json!({"reduce": true}),
                roll(json!([6, 6, 6])),
                json!({"claim": "middle"}),
            ],
        ]),
    );
    assert_eq!(state(&again), state(&g));
}

#[test]
fn kelly_greedy_throw_cannot_be_frustrated_or_reduced() {
    let mut actions = concat(&[
        kelly_setup(),
        vec![
            roll(json!([6, 6, "R", "R", 3, 4, 5])),
            json!({"target": 6}),
            roll(json!([6, 6, 3])),
            json!({"frustrate": [1, 2]}),
            roll(json!(["R", 4, 5])),
            json!({"reduce": true}),
            roll(json!([6, 6, 6])),
        ],
    ]);
    let mut g = play(&KDF, &actions);
    refuse(&mut g, json!({"reduce": true}));
    refuse(&mut g, json!({"frustrate": [1]}));
    refuse(&mut g, roll(json!([3, 3, 3, 3, 3, 3, 3])));
    // Nor could anyone frustrate a second time on the raven throw.
    actions.truncate(actions.len() - 2);
    let mut g = play(&KDF, &actions);
    assert_eq!(g.awaiting().as_str(), "window");
    refuse(&mut g, json!({"frustrate": [1]}));
    refuse(&mut g, json!({"frustrate": [2]}));
}

/// Carmen (seat 0) and four others. Three rounds of raven turns (Carmen's first with four
/// ravens: greedy, Murphy), then three rounds of claims that empty the middle.
fn carmen_actions() -> Vec<Value> {
    let mut actions = vec![
        roll(json!(["R", "R", "R", "R", 3, 4, 5])),
        json!({"target": 3}),
    ];
    for _ in 0..4 {
        actions.extend(raven_turn());
    }
    for _ in 0..2 {
        for _ in 0..5 {
            actions.extend(raven_turn());
        }
    }
    for round in [[7, 3, 4, 5, 6], [7, 3, 4, 5, 6], [6, 3, 4, 5, 7]] {
        for v in round {
            actions.extend(claim_turn(v));
        }
    }
    actions
}

const CABDE: [&str; 5] = ["Carmen", "Anton", "Berta", "Dora", "Emil"];

#[test]
fn carmen_scores_minus_one() {
    let actions = carmen_actions();

    // After her greedy first turn she already counts −7 per frustration.
    let g = play(&CABDE, &actions[..2]);
    assert_state(
        &g,
        json!({
            "players": [
                player("Carmen", &[], 1, true, -7),
                player("Anton", &[], 0, false, 0),
                player("Berta", &[], 0, false, 0),
                player("Dora", &[], 0, false, 0),
                player("Emil", &[], 0, false, 0),
            ],
            "middle": full_middle(), "box": [], "murphy": 0, "active": 1,
            "awaiting": "first_roll", "board": empty_board(), "game_over": false, "winners": [],
        }),
    );

    // One claim before the end: Emil's last 7 is still in the middle.
    let g = play(&CABDE, &actions[..actions.len() - 3]);
    assert_state(
        &g,
        json!({
            "players": [
                player("Carmen", &[6, 7, 7], 3, true, -1),
                player("Anton", &[3, 3, 3], 3, false, 0),
                player("Berta", &[4, 4, 4], 3, false, 3),
                player("Dora", &[5, 5, 5], 3, false, 6),
                player("Emil", &[6, 6], 3, false, 3),
            ],
            "middle": [7], "box": [], "murphy": 0, "active": 4,
            "awaiting": "first_roll", "board": empty_board(), "game_over": false, "winners": [],
        }),
    );

    let g = play(&CABDE, &actions);
    assert_state(
        &g,
        json!({
            "players": [
                player("Carmen", &[6, 7, 7], 3, true, -1),
                player("Anton", &[3, 3, 3], 3, false, 0),
                player("Berta", &[4, 4, 4], 3, false, 3),
                player("Dora", &[5, 5, 5], 3, false, 6),
                player("Emil", &[6, 6, 7], 3, false, 10),
            ],
            "middle": [], "box": [], "murphy": 0, "active": null,
            "awaiting": "game_over", "board": empty_board(), "game_over": true, "winners": [4],
        }),
    );
    assert_eq!(g.score(0), 20 - 21);
}
