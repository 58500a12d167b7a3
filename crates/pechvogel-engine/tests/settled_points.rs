//! RULES.md's "Settled points" 1–14, the action legality table, and the finer points of
//! windows (open, greedy, empty throws). Expected states are written from RULES.md.

mod common;

use common::*;
use pechvogel_engine::{
    parse_action, Action, Claim, Event, Face, Game, Pile, Record, RecordError, RuleError,
};
use serde_json::{json, Value};

const ABC: [&str; 3] = ["Ann", "Bob", "Cid"];

/// Ann took a frustration, Bob a 6 marker, Cid a frustration; Ann is to throw.
fn setup() -> Vec<Value> {
    concat(&[raven_turn(), claim_turn(6), raven_turn()])
}

/// Ann's turn at target 6 with T = 2, R = 2 and three dice to throw.
fn at_roll() -> Vec<Value> {
    concat(&[
        setup(),
        vec![roll(json!([6, 6, "R", "R", 3, 4, 5])), json!({"target": 6})],
    ])
}

fn with(base: Vec<Value>, more: &[Value]) -> Vec<Value> {
    concat(&[base, more.to_vec()])
}

/// One fixture per state the legality table distinguishes.
struct Fixture {
    name: &'static str,
    actions: Vec<Value>,
    players: &'static [&'static str],
}

fn fixtures() -> Vec<Fixture> {
    let f = |name, actions| Fixture {
        name,
        actions,
        players: &ABC,
    };
    vec![
        f("first_roll", setup()),
        f(
            "target",
            with(setup(), &[roll(json!([6, 6, "R", "R", 3, 4, 5]))]),
        ),
        f("roll", at_roll()),
        // T 3, R 2: open, not ending the turn.
        f("window", with(at_roll(), &[roll(json!([6, 3, 4]))])),
        f(
            "reroll",
            with(
                at_roll(),
                &[roll(json!([6, 3, 4])), json!({"frustrate": [2]})],
            ),
        ),
        // T 4: ends the turn, a claim is due (a 6 in the middle and with Bob).
        f("window_claim", with(at_roll(), &[roll(json!([6, 6, 3]))])),
        // R 3: ends the turn, no claim.
        f(
            "window_ravens",
            with(at_roll(), &[roll(json!(["R", 3, 4]))]),
        ),
        // T 5: greedy, no window.
        f("claim", with(at_roll(), &[roll(json!([6, 6, 6]))])),
        Fixture {
            name: "game_over",
            actions: tied_game_actions(),
            players: &["Ada", "Ben"],
        },
    ]
}

fn n_faces(n: usize) -> Value {
    // 3s never hit target 6 nor end a turn.
    roll(json!(vec![3; n]))
}

#[test]
fn fixtures_are_in_their_states() {
    let awaiting = [
        "first_roll",
        "target",
        "roll",
        "window",
        "reroll",
        "window",
        "window",
        "claim",
        "game_over",
    ];
    for (fx, want) in fixtures().into_iter().zip(awaiting) {
        let g = play(fx.players, &fx.actions);
        assert_eq!(g.awaiting().as_str(), want, "{}", fx.name);
    }
}

/// Every row of the action table: legal exactly in its states, refused elsewhere with the
/// game unchanged.
#[test]
fn action_table() {
    // (action, states where legal). Roll counts are per state, checked separately.
    let rows: Vec<(Value, &[&str])> = vec![
        (json!({"target": 6}), &["target"]),
        (
            json!({"frustrate": [2]}),
            &["window", "window_claim", "window_ravens"],
        ),
        (
            json!({"reduce": true}),
            &["window", "window_claim", "window_ravens"],
        ),
        (json!({"claim": "middle"}), &["window_claim", "claim"]),
        (
            json!({"claim": {"steal": 1, "discard": 3}}),
            &["window_claim", "claim"],
        ),
    ];
    let roll_counts: &[(&str, usize)] = &[
        ("first_roll", 7),
        ("roll", 3),
        ("window", 2),
        ("reroll", 3),
        ("window_ravens", 7),
    ];
    for fx in fixtures() {
        let g = play(fx.players, &fx.actions);
        for (action, legal_in) in &rows {
            let mut c = g.clone();
            if legal_in.contains(&fx.name) {
                act(&mut c, action.clone());
            } else {
                refuse(&mut c, action.clone());
            }
        }
        let due = roll_counts.iter().find(|(n, _)| *n == fx.name).map(|r| r.1);
        assert_eq!(g.legal_actions().roll.map(usize::from), due, "{}", fx.name);
        for n in 1..=7 {
            let mut c = g.clone();
            if due == Some(n) {
                act(&mut c, n_faces(n));
            } else {
                refuse(&mut c, n_faces(n));
            }
        }
        let mut c = g.clone();
        refuse(&mut c, n_faces(0));
        refuse(&mut c, n_faces(8));
    }
}

#[test]
fn legal_actions_lists_exactly_the_table() {
    let g = play(&ABC, &with(at_roll(), &[roll(json!([6, 6, 3]))]));
    let l = g.legal_actions();
    assert_eq!(l.roll, None);
    assert!(l.targets.is_empty());
    assert_eq!(l.frustrators, vec![2]);
    assert!(l.reduce);
    let mut claims = vec![Claim::Middle];
    // Steal from Bob, discarding any value in the middle (the target 6 included).
    claims.extend([3, 4, 5, 6, 7].map(|d| Claim::Steal {
        seat: 1,
        discard: d,
    }));
    assert_eq!(l.claims, claims);
    let g = play(
        &ABC,
        &with(setup(), &[roll(json!([6, 6, "R", "R", 3, 4, 5]))]),
    );
    assert_eq!(g.legal_actions().targets, vec![3, 4, 5, 6]);
}

// ----- 1. Board at "target" ---------------------------------------------------------------

#[test]
fn sp01_board_at_target() {
    let mut g = play(&ABC, &[roll(json!(["R", 5, 5, 5, "R", "R", 4]))]);
    assert_state(
        &g,
        json!({
            "players": [player("Ann", &[], 0, false, 0), player("Bob", &[], 0, false, 0), player("Cid", &[], 0, false, 0)],
            "middle": [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7], "box": [], "murphy": null,
            "active": 0, "awaiting": "target",
            "board": {"target": null, "targets": 0, "ravens": 3, "frustrators": [], "reduced": false, "dice_left": 4},
            "game_over": false, "winners": [],
        }),
    );
    let mut g2 = g.clone();
    act(&mut g2, json!({"target": 4}));
    act(&mut g, json!({"target": 5}));
    // T 3, R 3: the turn ends on the ravens with a frustration.
    assert_state(
        &g,
        json!({
            "players": [player("Ann", &[], 1, false, -3), player("Bob", &[], 0, false, 0), player("Cid", &[], 0, false, 0)],
            "middle": [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7], "box": [], "murphy": null,
            "active": 1, "awaiting": "first_roll", "board": empty_board(), "game_over": false, "winners": [],
        }),
    );
    assert_eq!(state(&g), state(&g2));
}

// ----- 2. Target after every first throw that shows a number ------------------------------

#[test]
fn sp02_three_ravens_and_four_equal_numbers_claim_and_frustration() {
    let mut g = play(&ABC, &[roll(json!(["R", 4, "R", 4, 4, "R", 4]))]);
    assert_eq!(g.legal_actions().targets, vec![4]);
    act(&mut g, json!({"target": 4}));
    assert_state(
        &g,
        json!({
            "players": [player("Ann", &[], 0, false, 0), player("Bob", &[], 0, false, 0), player("Cid", &[], 0, false, 0)],
            "middle": [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7], "box": [], "murphy": null,
            "active": 0, "awaiting": "claim",
            "board": {"target": 4, "targets": 4, "ravens": 3, "frustrators": [], "reduced": false, "dice_left": 0},
            "game_over": false, "winners": [],
        }),
    );
    act(&mut g, json!({"claim": "middle"}));
    assert_state(
        &g,
        json!({
            "players": [player("Ann", &[4], 1, false, 1), player("Bob", &[], 0, false, 0), player("Cid", &[], 0, false, 0)],
            "middle": [3, 3, 3, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7], "box": [], "murphy": null,
            "active": 1, "awaiting": "first_roll", "board": empty_board(), "game_over": false, "winners": [],
        }),
    );
}

#[test]
fn sp02_four_ravens_first_throw_still_needs_a_target_then_greed() {
    let mut g = play(&ABC, &[roll(json!(["R", "R", "R", "R", 7, 7, 3]))]);
    assert_eq!(g.awaiting().as_str(), "target");
    refuse(&mut g, n_faces(3));
    act(&mut g, json!({"target": 7}));
    assert_state(
        &g,
        json!({
            "players": [player("Ann", &[], 1, true, -7), player("Bob", &[], 0, false, 0), player("Cid", &[], 0, false, 0)],
            "middle": [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7], "box": [], "murphy": 0,
            "active": 1, "awaiting": "first_roll", "board": empty_board(), "game_over": false, "winners": [],
        }),
    );
}

#[test]
fn sp02_seven_ravens_no_target_turn_ends_at_once() {
    let mut g = play(&ABC, &[roll(json!(["R", "R", "R", "R", "R", "R", "R"]))]);
    // Seven ravens: greedy (R > 3), one frustration from the supply, the dice pass.
    assert_state(
        &g,
        json!({
            "players": [player("Ann", &[], 1, true, -7), player("Bob", &[], 0, false, 0), player("Cid", &[], 0, false, 0)],
            "middle": [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7], "box": [], "murphy": 0,
            "active": 1, "awaiting": "first_roll", "board": empty_board(), "game_over": false, "winners": [],
        }),
    );
    for v in 3..=7 {
        refuse(&mut g, json!({"target": v}));
    }
    // Bob's seven ravens take Murphy from Ann.
    act(&mut g, roll(json!(["R", "R", "R", "R", "R", "R", "R"])));
    assert_eq!(state(&g)["murphy"], json!(1));
    assert_eq!(state(&g)["players"][0]["score"], json!(-3));
    assert_eq!(state(&g)["players"][1]["score"], json!(-7));
}

// ----- 3. The undo happens at frustrate / reduce -----------------------------------------

#[test]
fn sp03_undo_at_frustrate() {
    let mut g = play(&ABC, &with(at_roll(), &[roll(json!([6, "R", 4]))]));
    assert_eq!(
        state(&g)["board"],
        json!({"target": 6, "targets": 3, "ravens": 3, "frustrators": [], "reduced": false, "dice_left": 1})
    );
    act(&mut g, json!({"frustrate": [2]}));
    assert_state(
        &g,
        json!({
            "players": [player("Ann", &[], 1, false, -3), player("Bob", &[6], 0, false, 6), player("Cid", &[], 0, false, 0)],
            "middle": [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 7, 7, 7], "box": [], "murphy": null,
            "active": 0, "awaiting": "reroll",
            "board": {"target": 6, "targets": 2, "ravens": 2, "frustrators": [2], "reduced": false, "dice_left": 3},
            "game_over": false, "winners": [],
        }),
    );
    refuse(&mut g, n_faces(1));
    refuse(&mut g, json!({"reduce": true}));
    act(&mut g, n_faces(3));
}

#[test]
fn sp03_undo_at_reduce() {
    let mut g = play(&ABC, &with(at_roll(), &[roll(json!([6, 3, 4]))]));
    act(&mut g, json!({"reduce": true}));
    assert_state(
        &g,
        json!({
            "players": [player("Ann", &[], 0, false, 0), player("Bob", &[6], 0, false, 6), player("Cid", &[], 1, false, -3)],
            "middle": [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 7, 7, 7], "box": [], "murphy": null,
            "active": 0, "awaiting": "reroll",
            "board": {"target": 6, "targets": 2, "ravens": 2, "frustrators": [], "reduced": true, "dice_left": 3},
            "game_over": false, "winners": [],
        }),
    );
    refuse(&mut g, json!({"frustrate": [2]}));
}

// ----- 4. Passing a window on a throw that ends the turn ---------------------------------

#[test]
fn sp04_claim_passes_the_window_roll_is_refused() {
    let mut g = play(&ABC, &with(at_roll(), &[roll(json!([6, 6, 3]))]));
    assert_eq!(g.awaiting().as_str(), "window");
    let e = refuse(&mut g, n_faces(7));
    assert_eq!(e, RuleError::ClaimDueFirst.to_string());
    refuse(&mut g, n_faces(1));
    act(&mut g, json!({"claim": "middle"}));
    assert_state(
        &g,
        json!({
            "players": [player("Ann", &[6], 1, false, 3), player("Bob", &[6], 0, false, 6), player("Cid", &[], 1, false, -3)],
            "middle": [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 7, 7, 7], "box": [], "murphy": null,
            "active": 1, "awaiting": "first_roll", "board": empty_board(), "game_over": false, "winners": [],
        }),
    );
}

#[test]
fn sp04_roll_passes_the_window_on_three_ravens() {
    let mut g = play(&ABC, &with(at_roll(), &[roll(json!(["R", 3, 4]))]));
    assert_eq!(g.awaiting().as_str(), "window");
    refuse(&mut g, n_faces(2));
    refuse(&mut g, json!({"claim": "middle"}));
    // The roll resolves Ann's turn and is Bob's first throw.
    act(&mut g, roll(json!([5, 5, "R", 3, 4, 6, 7])));
    assert_state(
        &g,
        json!({
            "players": [player("Ann", &[], 2, false, -6), player("Bob", &[6], 0, false, 6), player("Cid", &[], 1, false, -3)],
            "middle": [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 7, 7, 7], "box": [], "murphy": null,
            "active": 1, "awaiting": "target",
            "board": {"target": null, "targets": 0, "ravens": 1, "frustrators": [], "reduced": false, "dice_left": 6},
            "game_over": false, "winners": [],
        }),
    );
}

/// Ann ("A") holds all three 3 markers; Bob ("B") three frustrations; Ann is to throw.
fn ann_holds_all_threes() -> Vec<Value> {
    concat(&[
        claim_turn(3),
        raven_turn(),
        claim_turn(3),
        raven_turn(),
        claim_turn(3),
        raven_turn(),
    ])
}

#[test]
fn sp04_roll_passes_the_window_when_no_marker_is_left() {
    let mut g = play(
        &["A", "B"],
        &with(
            ann_holds_all_threes(),
            &[
                roll(json!([3, 3, "R", "R", 4, 5, 6])),
                json!({"target": 3}),
                roll(json!([3, 3, 4])),
            ],
        ),
    );
    // Four 3s, none to take: the throw is open (Bob may frustrate), but no claim is due.
    assert_eq!(g.awaiting().as_str(), "window");
    assert!(g.legal_actions().claims.is_empty());
    refuse(&mut g, json!({"claim": "middle"}));
    refuse(&mut g, json!({"claim": {"steal": 1, "discard": 4}}));
    refuse(&mut g, n_faces(1));
    act(&mut g, roll(json!([4, 4, 4, 4, 5, 6, 7])));
    assert_state(
        &g,
        json!({
            "players": [player("A", &[3, 3, 3], 0, false, 9), player("B", &[], 3, false, -9)],
            "middle": [4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7], "box": [], "murphy": null,
            "active": 1, "awaiting": "target",
            "board": {"target": null, "targets": 0, "ravens": 0, "frustrators": [], "reduced": false, "dice_left": 7},
            "game_over": false, "winners": [],
        }),
    );
}

#[test]
fn sp04_no_marker_left_without_window_ends_the_turn() {
    let g = play(
        &["A", "B"],
        &with(
            ann_holds_all_threes(),
            &[roll(json!([3, 3, 3, 3, 4, 5, 6])), json!({"target": 3})],
        ),
    );
    assert_eq!(state(&g)["active"], json!(1));
    assert_eq!(state(&g)["awaiting"], json!("first_roll"));
    assert_eq!(state(&g)["players"][0]["markers"], json!([3, 3, 3]));
}

// ----- 5. Game over --------------------------------------------------------------------------

#[test]
fn sp05_game_over_state_with_tied_winners() {
    let mut g = play(&["Ada", "Ben"], &tied_game_actions());
    assert_state(
        &g,
        json!({
            "players": [
                player("Ada", &[3, 3, 6, 6, 7, 7, 7], 1, false, 36),
                player("Ben", &[3, 4, 4, 4, 5, 5, 5, 6], 0, false, 36),
            ],
            "middle": [], "box": [], "murphy": null, "active": null, "awaiting": "game_over",
            "board": empty_board(), "game_over": true, "winners": [0, 1],
        }),
    );
    assert!(g.legal_actions().actions().is_empty());
    assert_eq!(g.legal_actions().roll, None);
    for a in [
        n_faces(7),
        json!({"target": 3}),
        json!({"frustrate": [1]}),
        json!({"reduce": true}),
        json!({"claim": "middle"}),
        json!({"claim": {"steal": 1, "discard": 3}}),
    ] {
        refuse(&mut g, a);
    }
    assert_eq!(g.apply(Action::Reduce), Err(RuleError::GameOver));
}

#[test]
fn sp05_a_single_winner() {
    // Ben's last claim taken by a steal from Ada instead: Ada 39 − 6 − 3, Ben 36 + 6.
    let mut actions = tied_game_actions();
    let n = actions.len();
    actions[n - 3] = roll(json!([7, 7, 7, 7, 3, 4, 5]));
    actions[n - 2] = json!({"target": 7});
    actions[n - 1] = json!({"claim": {"steal": 0, "discard": 6}});
    let g = play(&["Ada", "Ben"], &actions);
    assert_state(
        &g,
        json!({
            "players": [
                player("Ada", &[3, 3, 6, 6, 7, 7], 1, false, 29),
                player("Ben", &[3, 4, 4, 4, 5, 5, 5, 7], 0, false, 37),
            ],
            "middle": [], "box": [6], "murphy": null, "active": null, "awaiting": "game_over",
            "board": empty_board(), "game_over": true, "winners": [1],
        }),
    );
}

// ----- 6. Scores during play -------------------------------------------------------------

#[test]
fn sp06_scores_during_play_follow_murphy() {
    let g = play(
        &ABC,
        &concat(&[
            raven_turn(),
            vec![
                roll(json!(["R", "R", "R", "R", 3, 4, 5])),
                json!({"target": 3}),
            ],
            raven_turn(),
            raven_turn(),
        ]),
    );
    // Bob holds Murphy: −7 each; Ann −3 each.
    assert_eq!(
        state(&g)["players"],
        json!([
            player("Ann", &[], 2, false, -6),
            player("Bob", &[], 1, true, -7),
            player("Cid", &[], 1, false, -3)
        ])
    );
    assert_eq!(state(&g)["murphy"], json!(1));
}

// ----- 7. Greed without a marker ---------------------------------------------------------

#[test]
fn sp07_greed_without_a_marker() {
    let g = play(
        &["A", "B"],
        &with(
            ann_holds_all_threes(),
            &[roll(json!([3, 3, 3, 3, 3, 4, 5])), json!({"target": 3})],
        ),
    );
    assert_state(
        &g,
        json!({
            "players": [player("A", &[3, 3, 3], 0, true, 9), player("B", &[], 3, false, -9)],
            "middle": [4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7], "box": [], "murphy": 0,
            "active": 1, "awaiting": "first_roll", "board": empty_board(), "game_over": false, "winners": [],
        }),
    );
}

// ----- 8. Steal --------------------------------------------------------------------------

#[test]
fn sp08_steal_with_the_target_in_the_middle_discarding_the_target_value() {
    let mut g = play(
        &["A", "B"],
        &concat(&[
            claim_turn(5),
            vec![roll(json!([5, 5, 5, 5, 3, 4, 6])), json!({"target": 5})],
        ]),
    );
    assert_eq!(g.awaiting().as_str(), "claim");
    refuse(&mut g, json!({"claim": {"steal": 1, "discard": 5}}));
    refuse(&mut g, json!({"claim": {"steal": 0, "discard": 8}}));
    act(&mut g, json!({"claim": {"steal": 0, "discard": 5}}));
    assert_state(
        &g,
        json!({
            "players": [player("A", &[], 0, false, 0), player("B", &[5], 0, false, 5)],
            "middle": [3, 3, 3, 4, 4, 4, 5, 6, 6, 6, 7, 7, 7], "box": [5], "murphy": null,
            "active": 0, "awaiting": "first_roll", "board": empty_board(), "game_over": false, "winners": [],
        }),
    );
}

#[test]
fn sp08_steal_when_the_middle_has_none_and_its_discard_ends_the_game() {
    // 14 claims alternate between A and B; the middle keeps one 7.
    let values = [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7];
    let mut actions: Vec<Value> = values.iter().flat_map(|&v| claim_turn(v)).collect();
    actions.extend([roll(json!([6, 6, 6, 6, 3, 4, 5])), json!({"target": 6})]);
    let mut g = play(&["A", "B"], &actions);
    assert_state(
        &g,
        json!({
            "players": [player("A", &[3, 3, 4, 5, 5, 6, 7], 0, false, 33), player("B", &[3, 4, 4, 5, 6, 6, 7], 0, false, 35)],
            "middle": [7], "box": [], "murphy": null, "active": 0, "awaiting": "claim",
            "board": {"target": 6, "targets": 4, "ravens": 0, "frustrators": [], "reduced": false, "dice_left": 3},
            "game_over": false, "winners": [],
        }),
    );
    assert_eq!(
        g.legal_actions().claims,
        vec![Claim::Steal {
            seat: 1,
            discard: 7
        }]
    );
    refuse(&mut g, json!({"claim": "middle"}));
    refuse(&mut g, json!({"claim": {"steal": 1, "discard": 6}}));
    refuse(&mut g, json!({"claim": {"steal": 0, "discard": 7}}));
    refuse(&mut g, json!({"claim": {"steal": 2, "discard": 7}}));
    act(&mut g, json!({"claim": {"steal": 1, "discard": 7}}));
    assert_state(
        &g,
        json!({
            "players": [player("A", &[3, 3, 4, 5, 5, 6, 6, 7], 0, false, 39), player("B", &[3, 4, 4, 5, 6, 7], 0, false, 29)],
            "middle": [], "box": [7], "murphy": null, "active": null, "awaiting": "game_over",
            "board": empty_board(), "game_over": true, "winners": [0],
        }),
    );
}

// ----- 9. Frustrate list order -------------------------------------------------------------

#[test]
fn sp09_frustrate_list_order_is_free_state_sorted() {
    let base = concat(&[raven_turn(), raven_turn(), raven_turn(), raven_turn()]);
    // Bob is active with T 2, R 2; Ann and Cid hold frustrations.
    let turn = [
        roll(json!([6, 6, "R", "R", 3, 4, 5])),
        json!({"target": 6}),
        roll(json!([6, 3, 4])),
    ];
    let mut g = play(&ABC, &with(base.clone(), &turn));
    let mut h = g.clone();
    act(&mut g, json!({"frustrate": [2, 0]}));
    act(&mut h, json!({"frustrate": [0, 2]}));
    assert_eq!(state(&g), state(&h));
    assert_eq!(state(&g)["board"]["frustrators"], json!([0, 2]));
    // The record keeps the order given.
    assert_eq!(
        serde_json::from_str::<Value>(&g.record().to_json().to_string()).unwrap()["actions"]
            .as_array()
            .unwrap()
            .last(),
        Some(&json!({"frustrate": [2, 0]}))
    );
}

#[test]
fn sp09_frustrate_list_errors() {
    let base = concat(&[raven_turn(), raven_turn(), raven_turn(), raven_turn()]);
    let turn = [
        roll(json!([6, 6, "R", "R", 3, 4, 5])),
        json!({"target": 6}),
        roll(json!([6, 3, 4])),
    ];
    let mut g = play(&ABC, &with(base, &turn));
    assert_eq!(g.active(), Some(1));
    for bad in [
        json!([]),
        json!([1]),
        json!([0, 0]),
        json!([0, 1]),
        json!([3]),
        json!([0, 2, 0]),
        json!([0, 2, 1, 3, 4, 5]),
        json!([256]),
        json!([-1]),
    ] {
        refuse(&mut g, json!({"frustrate": bad}));
    }
    act(&mut g, json!({"frustrate": [2]}));
}

// ----- 10. Paying back order -------------------------------------------------------------

#[test]
fn sp10_paying_back_starts_left_of_the_active_player() {
    let four = ["S0", "S1", "S2", "S3"];
    // Everyone one frustration; S0 and S1 claim; S2 (one frustration) is frustrated by S0
    // and S3 and ends greedy with two ravens.
    let mut actions = concat(&[
        raven_turn(),
        raven_turn(),
        raven_turn(),
        raven_turn(),
        claim_turn(3),
        claim_turn(4),
    ]);
    actions.extend([
        roll(json!([6, 6, "R", "R", 3, 4, 5])),
        json!({"target": 6}),
        roll(json!([6, 3, 4])),
        json!({"frustrate": [0, 3]}),
        roll(json!([6, 6, 6])),
    ]);
    let mut g = play(&four, &actions);
    let claim = parse_action(&core_json(&json!({"claim": "middle"})), &g).unwrap();
    let events = g.apply(claim).unwrap();
    let moves: Vec<(Pile, Pile)> = events
        .iter()
        .filter_map(|e| match e {
            Event::FrustrationMoved { from, to } => Some((*from, *to)),
            _ => None,
        })
        .collect();
    // S3 (left of S2) first and gets S2's only frustration; S0 gets one from the supply.
    assert_eq!(
        moves,
        [
            (Pile::Board, Pile::Seat(3)),
            (Pile::Seat(2), Pile::Seat(3)),
            (Pile::Board, Pile::Seat(0)),
            (Pile::Supply, Pile::Seat(0)),
        ]
    );
    assert_state(
        &g,
        json!({
            "players": [
                player("S0", &[3], 2, false, -3),
                player("S1", &[4], 1, false, 1),
                player("S2", &[6], 0, true, 6),
                player("S3", &[], 2, false, -6),
            ],
            "middle": [3, 3, 4, 4, 5, 5, 5, 6, 6, 7, 7, 7], "box": [], "murphy": 2,
            "active": 3, "awaiting": "first_roll", "board": empty_board(), "game_over": false, "winners": [],
        }),
    );
}

#[test]
fn frustrated_then_three_ravens_takes_the_board_not_the_supply() {
    let mut g = play(
        &ABC,
        &with(
            at_roll(),
            &[roll(json!([6, 3, 4])), json!({"frustrate": [2]})],
        ),
    );
    // The reroll brings the third raven; Ann has not reduced and may still, but passes.
    act(&mut g, roll(json!(["R", 3, 4])));
    assert_eq!(g.awaiting().as_str(), "window");
    act(&mut g, n_faces(7));
    assert_eq!(
        state(&g)["players"],
        json!([
            player("Ann", &[], 2, false, -6),
            player("Bob", &[6], 0, false, 6),
            player("Cid", &[], 0, false, 0)
        ])
    );
}

#[test]
fn claim_and_three_ravens_in_one_turn_after_frustration() {
    let mut g = play(
        &ABC,
        &with(
            at_roll(),
            &[roll(json!([6, 3, 4])), json!({"frustrate": [2]})],
        ),
    );
    // Reroll: two 6s and a raven, T 4 and R 3: a claim plus the board's frustration.
    act(&mut g, roll(json!([6, 6, "R"])));
    assert_eq!(g.awaiting().as_str(), "window");
    act(&mut g, json!({"claim": {"steal": 1, "discard": 7}}));
    assert_state(
        &g,
        json!({
            "players": [player("Ann", &[6], 2, false, 0), player("Bob", &[], 0, false, 0), player("Cid", &[], 0, false, 0)],
            "middle": [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 7, 7], "box": [7], "murphy": null,
            "active": 1, "awaiting": "first_roll", "board": empty_board(), "game_over": false, "winners": [],
        }),
    );
}

// ----- Windows: which throws are open ------------------------------------------------------

#[test]
fn a_greedy_throw_is_not_open() {
    // Five targets: straight to the claim.
    let g = play(&ABC, &with(at_roll(), &[roll(json!([6, 6, 6]))]));
    assert_eq!(g.awaiting().as_str(), "claim");
    assert!(g.legal_actions().frustrators.is_empty() && !g.legal_actions().reduce);
    // Four ravens: the turn ends at once with Murphy and a frustration.
    let g = play(&ABC, &with(at_roll(), &[roll(json!(["R", "R", 3]))]));
    assert_eq!(state(&g)["players"][0], player("Ann", &[], 2, true, -14));
    assert_eq!(state(&g)["active"], json!(1));
}

#[test]
fn an_empty_throw_is_not_open() {
    let mut g = play(&ABC, &with(at_roll(), &[roll(json!([3, 4, 5]))]));
    assert_eq!(g.awaiting().as_str(), "roll");
    refuse(&mut g, json!({"frustrate": [2]}));
    refuse(&mut g, json!({"reduce": true}));
    assert_eq!(state(&g)["board"]["dice_left"], json!(3));
}

#[test]
fn a_throw_ending_the_turn_is_open() {
    for faces in [json!([6, 6, 3]), json!(["R", 3, 4]), json!([6, 6, "R"])] {
        let mut g = play(&ABC, &with(at_roll(), &[roll(faces.clone())]));
        assert_eq!(g.awaiting().as_str(), "window", "{faces}");
        act(&mut g, json!({"frustrate": [2]}));
        assert_eq!(g.awaiting().as_str(), "reroll");
    }
}

#[test]
fn no_window_when_nobody_can_act() {
    // Nobody holds a frustration: an open throw just stands.
    let g = play(
        &["A", "B"],
        &[
            roll(json!([6, 6, 3, 4, 5, 7, 7])),
            json!({"target": 6}),
            roll(json!([6, 3, 4, 5, 7])),
        ],
    );
    assert_eq!(g.awaiting().as_str(), "roll");
    assert_eq!(state(&g)["board"]["targets"], json!(3));
    // Only the active player holds one: the window opens for a reduce.
    let g = play(
        &["A", "B"],
        &concat(&[
            raven_turn(),
            claim_turn(7),
            vec![
                roll(json!([6, 6, 3, 4, 5, 7, 7])),
                json!({"target": 6}),
                roll(json!([6, 3, 4, 5, 7])),
            ],
        ]),
    );
    assert_eq!(g.awaiting().as_str(), "window");
    assert!(g.legal_actions().reduce && g.legal_actions().frustrators.is_empty());
}

#[test]
fn a_reroll_may_itself_be_open_frustrated_then_reduced() {
    let mut g = play(
        &ABC,
        &with(
            at_roll(),
            &[roll(json!([6, 3, 4])), json!({"frustrate": [2]})],
        ),
    );
    act(&mut g, roll(json!([6, "R", 4])));
    assert_eq!(g.awaiting().as_str(), "window");
    assert!(g.legal_actions().frustrators.is_empty());
    refuse(&mut g, json!({"frustrate": [2]}));
    act(&mut g, json!({"reduce": true}));
    assert_eq!(
        state(&g)["board"],
        json!({"target": 6, "targets": 2, "ravens": 2, "frustrators": [2], "reduced": true, "dice_left": 3})
    );
    // Reduced and frustrated: nobody can act on the next open throw.
    act(&mut g, roll(json!([6, 3, 4])));
    assert_eq!(g.awaiting().as_str(), "roll");
}

#[test]
fn once_reduced_only_opponents_can_open_a_window() {
    // A holds two frustrations, B none: after A reduces, the next open throw just stands.
    let mut g = play(
        &["A", "B"],
        &concat(&[
            raven_turn(),
            claim_turn(7),
            raven_turn(),
            claim_turn(7),
            vec![
                roll(json!([6, 6, "R", "R", 3, 4, 5])),
                json!({"target": 6}),
                roll(json!([6, 3, 4])),
            ],
        ]),
    );
    assert_eq!(g.awaiting().as_str(), "window");
    act(&mut g, json!({"reduce": true}));
    act(&mut g, roll(json!([6, 3, 4])));
    assert_eq!(g.awaiting().as_str(), "roll");
    assert_eq!(state(&g)["players"][0]["frustrations"], json!(1));
    refuse(&mut g, json!({"reduce": true}));
}

#[test]
fn reduce_first_then_frustrated_on_the_reroll() {
    let mut g = play(
        &ABC,
        &with(
            at_roll(),
            &[roll(json!([6, 3, 4])), json!({"reduce": true})],
        ),
    );
    act(&mut g, roll(json!([6, 3, 4])));
    assert_eq!(g.awaiting().as_str(), "window");
    assert!(!g.legal_actions().reduce);
    refuse(&mut g, json!({"reduce": true}));
    act(&mut g, json!({"frustrate": [2]}));
    assert_eq!(g.awaiting().as_str(), "reroll");
}

#[test]
fn reduce_needs_a_frustration() {
    // Bob (no frustration) is active; Ann and Cid could frustrate, Bob cannot reduce.
    let mut g = play(
        &ABC,
        &concat(&[
            raven_turn(),
            vec![
                roll(json!([6, 6, "R", "R", 3, 4, 5])),
                json!({"target": 6}),
                roll(json!([6, 3, 4])),
            ],
        ]),
    );
    assert_eq!(g.awaiting().as_str(), "window");
    refuse(&mut g, json!({"reduce": true}));
    refuse(&mut g, json!({"frustrate": [2]}));
    act(&mut g, json!({"frustrate": [0]}));
}

// ----- 11. Strict JSON types -------------------------------------------------------------

#[test]
fn sp11_strict_json_types() {
    let mut g = play(
        &ABC,
        &with(setup(), &[roll(json!([6, 6, "R", "R", 3, 4, 5]))]),
    );
    for bad in [
        json!(6.0),
        json!(true),
        json!("6"),
        json!(null),
        json!([6]),
        json!(-6),
        json!(1e3),
    ] {
        refuse(&mut g, json!({"target": bad}));
    }
    act(&mut g.clone(), json!({"target": 6}));

    let mut g = play(&ABC, &at_roll());
    for bad in [
        json!(4.0),
        json!(true),
        json!("4"),
        json!("r"),
        json!("raven"),
        json!(null),
        json!(["R"]),
        json!(2),
        json!(8),
        json!(-3),
        json!("R "),
    ] {
        refuse(&mut g, roll(json!([6, 3, bad])));
    }
    refuse(&mut g, json!({"roll": "R"}));
    refuse(&mut g, json!({"roll": 3}));
    act(&mut g.clone(), roll(json!([6, 3, "R"])));

    let mut g = play(&ABC, &with(at_roll(), &[roll(json!([6, 6, 3]))]));
    for bad in [json!(2.0), json!(true), json!("2"), json!(null)] {
        refuse(&mut g, json!({"frustrate": [bad]}));
    }
    refuse(&mut g, json!({"frustrate": 2}));
    for bad in [
        json!(1),
        json!("true"),
        json!(false),
        json!(null),
        json!([true]),
        json!({}),
    ] {
        refuse(&mut g, json!({"reduce": bad}));
    }
    for (seat, discard) in [
        (json!(1.0), json!(3)),
        (json!(true), json!(3)),
        (json!("1"), json!(3)),
        (json!(null), json!(3)),
        (json!(1), json!(3.0)),
        (json!(1), json!("3")),
        (json!(1), json!(false)),
        (json!(-1), json!(3)),
    ] {
        refuse(
            &mut g,
            json!({"claim": {"steal": seat, "discard": discard}}),
        );
    }
    act(&mut g.clone(), json!({"reduce": true}));
    act(&mut g.clone(), json!({"frustrate": [2]}));
    act(&mut g.clone(), json!({"claim": {"steal": 1, "discard": 3}}));
}

#[test]
fn sp11_floats_through_the_record_text() {
    // `7.0` written literally in the record text, not produced by a serialiser.
    let text = r#"{"players": ["A", "B"], "actions": [{"roll": [7, 7, 3, 4, 5, 6, "R"]}, {"target": 7.0}]}"#;
    assert!(matches!(
        Record::replay_json(text),
        Err(RecordError::Action { index: 1, .. })
    ));
    let text =
        r#"{"players": ["A", "B"], "actions": [{"roll": [7, 7, 3, 4, 5, 6, "R"]}, {"target": 7}]}"#;
    assert!(Record::replay_json(text).is_ok());
    let text = r#"{"players": ["A", "B"], "actions": [{"roll": [7, 7, 3, 4, 5, 6e0, "R"]}]}"#;
    assert!(matches!(
        Record::replay_json(text),
        Err(RecordError::Action { index: 0, .. })
    ));
}

// ----- 12. Action shape ------------------------------------------------------------------

#[test]
fn sp12_action_shape() {
    let mut g = play(&ABC, &with(at_roll(), &[roll(json!([6, 6, 3]))]));
    for bad in [
        json!({}),
        json!({"claim": "middle", "roll": [3]}),
        json!({"claim": "middle", "x": 1}),
        json!("claim"),
        json!("middle"),
        json!(3),
        json!(null),
        json!(true),
        json!([{"claim": "middle"}]),
        json!({"Claim": "middle"}),
        json!({"pass": true}),
        json!({"claim": "Middle"}),
        json!({"claim": " middle"}),
        json!({"claim": true}),
        json!({"claim": null}),
        json!({"claim": ["middle"]}),
        json!({"claim": {"middle": true}}),
        json!({"claim": {}}),
        json!({"claim": {"steal": 1}}),
        json!({"claim": {"discard": 3}}),
        json!({"claim": {"steal": 1, "discard": 3, "x": 0}}),
        json!({"claim": {"steal": 1, "discarded": 3}}),
        json!({"claim": {"steal": [1], "discard": 3}}),
        json!({"claim": {"steal": 1, "discard": [3]}}),
        json!({"reduce": true, "frustrate": [2]}),
    ] {
        let before = g.clone();
        assert!(parse_action(&core_json(&bad), &g).is_err(), "{bad} parsed");
        refuse(&mut g, bad);
        assert_eq!(g, before);
    }
    act(&mut g.clone(), json!({"claim": "middle"}));
    act(&mut g.clone(), json!({"claim": {"discard": 3, "steal": 1}}));
}

// ----- 13. Record shape ------------------------------------------------------------------

fn record_err(text: &str) -> RecordError {
    match Record::replay_json(text) {
        Ok(g) => panic!("{text} accepted: {}", g.state_json()),
        Err(e) => e,
    }
}

#[test]
fn sp13_record_shape() {
    for text in [
        r#"{"actions": []}"#,
        r#"{"players": ["A", "B"]}"#,
        r#"{}"#,
        r#"[]"#,
        r#"["A", "B"]"#,
        r#""players""#,
        r#"3"#,
        r#"null"#,
        r#"{"players": ["A", "B"], "actions": {}}"#,
        r#"{"players": ["A", "B"], "actions": null}"#,
        r#"{"players": ["A", "B"], "actions": "roll"}"#,
        r#"{"Players": ["A", "B"], "actions": []}"#,
    ] {
        assert!(
            matches!(record_err(text), RecordError::Record(_)),
            "{text}: {:?}",
            record_err(text)
        );
    }
    // Other keys are ignored; an empty action list is the initial state.
    let g = Record::replay_json(
        r#"{"version": 2, "players": ["A", "B"], "actions": [], "comment": {"x": [1]}}"#,
    )
    .unwrap();
    assert_state(
        &g,
        json!({
            "players": [player("A", &[], 0, false, 0), player("B", &[], 0, false, 0)],
            "middle": [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7], "box": [], "murphy": null,
            "active": 0, "awaiting": "first_roll", "board": empty_board(), "game_over": false, "winners": [],
        }),
    );
    // An action that is not an object is an action error, not a record error.
    assert!(matches!(
        record_err(r#"{"players": ["A", "B"], "actions": [null]}"#),
        RecordError::Action { index: 0, .. }
    ));
}

#[test]
fn sp13_players() {
    let players_err = |players: Value| match record_err(
        &json!({"players": players, "actions": []}).to_string(),
    ) {
        RecordError::Players(m) => m,
        other => panic!("{players}: {other:?}"),
    };
    for bad in [
        json!([]),
        json!(["A"]),
        json!(["A", "B", "C", "D", "E", "F"]),
        json!(["A", ""]),
        json!(["A", " "]),
        json!(["\t\n ", "A"]),
        json!(["A", "\u{3000}"]),
        json!(["A", "A"]),
        json!(["A", "B", "A"]),
        json!(["A", 3]),
        json!(["A", null]),
        json!(["A", ["B"]]),
        json!("A"),
        json!(null),
        json!({"A": 1}),
    ] {
        players_err(bad);
    }
    // Duplicates compare exactly: case, spacing and Unicode forms differ.
    for good in [
        json!(["A", "a"]),
        json!(["A", "A "]),
        json!([" A", "A"]),
        json!(["é", "e\u{301}"]),
        json!(["Ørjan", "🐦‍⬛", "名前"]),
        json!(["A", "B"]),
        json!(["A", "B", "C", "D", "E"]),
    ] {
        let g = Record::replay_json(&json!({"players": good, "actions": []}).to_string())
            .unwrap_or_else(|e| panic!("{good}: {e}"));
        assert_eq!(json!(g.names()), good);
        assert_eq!(
            state(&g)["players"].as_array().unwrap().len(),
            good.as_array().unwrap().len()
        );
    }
    assert!(Game::new(vec!["x".into()]).is_err());
    assert!(Game::new(vec!["x".into(), " ".into()]).is_err());
}

// ----- 14. Messages ----------------------------------------------------------------------

#[test]
fn sp14_messages_name_the_action_index() {
    let mut actions = at_roll();
    let good = actions.len();
    actions.push(n_faces(2));
    let e = refused(&ABC, &actions);
    assert!(
        matches!(e, RecordError::Action { index, .. } if index == good),
        "{e:?}"
    );
    assert_eq!(
        e.to_string(),
        format!("action {good}: the throw needs 3 dice, got 2 faces")
    );
    let e = refused(&ABC, &[json!({"target": 3})]);
    assert!(e.to_string().starts_with("action 0: "), "{e}");
    let e = refused(
        &ABC,
        &[
            roll(json!(["R", "R", "R", "R", "R", "R", "R"])),
            json!({"roll": "x"}),
        ],
    );
    assert!(e.to_string().starts_with("action 1: "), "{e}");
    assert!(record_err("{").to_string().starts_with("malformed JSON: "));
    assert!(record_err("").to_string().starts_with("malformed JSON: "));
    assert!(record_err(r#"{"players": ["A"], "actions": []}"#)
        .to_string()
        .starts_with("players: "));
    assert!(record_err(r#"{"players": ["A", "B"]}"#)
        .to_string()
        .starts_with("record: "));
    // A throw far too long is counted exactly, not clamped.
    let e = refused(&ABC, &[roll(json!(vec![3; 300]))]);
    assert_eq!(
        e.to_string(),
        "action 0: the throw needs 7 dice, got 300 faces"
    );
    let e = refused(&ABC, &[roll(json!(vec![3; 8]))]);
    assert_eq!(
        e.to_string(),
        "action 0: the throw needs 7 dice, got 8 faces"
    );
    // Nothing is half-applied: the error comes from the first bad action only.
    let e = refused(&ABC, &[roll(json!([3, 3, 3])), json!({"target": 9})]);
    assert!(e.to_string().starts_with("action 0: "), "{e}");
}

#[test]
fn api_refuses_out_of_range_values_without_panicking() {
    let mut g = play(&ABC, &with(at_roll(), &[roll(json!([6, 6, 3]))]));
    let before = g.clone();
    for a in [
        Action::Target(0),
        Action::Target(255),
        Action::frustrate(&[255]).unwrap(),
        Action::frustrate(&[7, 1]).unwrap(),
        Action::Claim(Claim::Steal {
            seat: 255,
            discard: 3,
        }),
        Action::Claim(Claim::Steal {
            seat: 1,
            discard: 0,
        }),
        Action::Claim(Claim::Steal {
            seat: 1,
            discard: 255,
        }),
        Action::roll(&[Face::Number(0); 7]).unwrap(),
        Action::roll(&[Face::Number(255)]).unwrap(),
    ] {
        assert!(g.apply(a).is_err(), "{a:?}");
        assert_eq!(g, before);
    }
    assert!(Action::roll(&[]).is_none());
    assert!(Action::roll(&[Face::Raven; 8]).is_none());
    assert!(Action::frustrate(&[1, 2, 3, 4, 0, 1]).is_none());
}
