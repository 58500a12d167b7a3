//! The engine at dice-core's table: the [`DiceGame`] face of [`Table`] (moves, what is due,
//! the seat check, quiet play, records), and the exports others use instead of restating the
//! rules: the claims, the score parts, the holdings a turn's end settles, and the preview of
//! a turn's end while the next throw waits.

use dice_core::{DiceGame, Due as CoreDue, Rng};
use pechvogel_engine::table::Due;
use pechvogel_engine::{
    Action, Awaiting, Claim, Event, Face, Game, Move, Question, Record, RuleError, Table, Throw,
    TurnEnd, DICE,
};

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

/// Some legal move for the decision due, picked with `rng` (targets, answers and claims of
/// every kind come up).
fn some_move(table: &Table, rng: &mut Rng) -> Move {
    let g = table.game();
    match table.due() {
        Due::Throw { .. } => Move::Throw,
        Due::Target(_) => {
            let options = g.first_throw().unwrap().numbers();
            Move::Target(options[rng.below(options.len() as u32) as usize])
        }
        Due::Ask(_) => Move::Answer(rng.chance(0.4)),
        Due::Claim(_) => {
            let claims = g.claims();
            Move::Claim(claims.get(rng.below(claims.len() as u32) as usize).unwrap())
        }
        Due::Over => panic!("nothing is due"),
    }
}

/// Plays a random game through the DiceGame face, quietly or with events, calling `look` with
/// the table before every step.
fn random_game(n: usize, seed: u64, quiet: bool, mut look: impl FnMut(&Table)) -> Table {
    let mut t = Table::new_game(names(n)).unwrap();
    let mut dice = Rng::with_stream(seed, 0);
    let mut pick = Rng::with_stream(seed, 1);
    for _ in 0..100_000 {
        look(&t);
        let due = DiceGame::due(&t);
        let Some(seat) = due.seat() else {
            return t;
        };
        let mv = some_move(&t, &mut pick);
        if quiet {
            t.play_quiet(seat, mv, &mut dice).unwrap();
        } else {
            t.play(seat, mv, &mut dice).unwrap();
        }
    }
    panic!("game {seed} does not end");
}

#[test]
fn what_is_due_in_the_cores_terms() {
    for seed in 0..60 {
        random_game(2 + seed as usize % 4, seed, true, |t| {
            let core = DiceGame::due(t);
            match t.due() {
                Due::Throw { seat, dice } => assert_eq!(core, CoreDue::Throw { seat, dice }),
                Due::Target(s) | Due::Claim(s) => assert_eq!(core, CoreDue::Choose(s)),
                Due::Ask(q) => assert_eq!(core, CoreDue::Choose(q.seat())),
                Due::Over => {
                    assert_eq!(core, CoreDue::Over);
                    assert!(DiceGame::is_over(t));
                }
            }
        });
    }
}

#[test]
fn quiet_and_loud_play_the_same_game_and_the_record_replays() {
    for seed in 0..40 {
        let n = 2 + seed as usize % 4;
        let loud = random_game(n, seed, false, |_| {});
        let quiet = random_game(n, seed, true, |_| {});
        assert_eq!(loud, quiet, "game {seed}");
        let replayed = Table::replay_json(&loud.record_json()).unwrap();
        assert_eq!(replayed.state_json(), loud.state_json());
        assert_eq!(replayed.record_len(), loud.record_len());
        assert_eq!(DiceGame::winners(&loud), loud.game().winners());
        assert!(!DiceGame::winners(&loud).is_empty());
        let scores: Vec<i32> = (0..n).map(|s| DiceGame::score(&loud, s)).collect();
        let from_state: Vec<i32> = loud
            .game()
            .state()
            .players
            .iter()
            .map(|p| p.score)
            .collect();
        assert_eq!(scores, from_state);
    }
}

#[test]
fn turn_starts_counts_every_turn() {
    for seed in 0..30 {
        let mut starts = 0;
        let t = random_game(3, seed, true, |t| {
            if matches!(DiceGame::due(t), CoreDue::Throw { .. }) && t.turn_starts() {
                starts += 1;
            }
        });
        // Each turn passed, and the game's end, closes one turn.
        let loud = Game::replay(t.game().names().to_vec(), t.game().actions()).unwrap();
        let mut events = Vec::new();
        let mut g = Game::new(loud.names().to_vec()).unwrap();
        for &a in loud.actions() {
            g.apply_into(a, &mut events).unwrap();
        }
        let first_throws = events
            .iter()
            .filter(|e| matches!(e, Event::Thrown { first: true, .. }))
            .count();
        assert_eq!(starts, first_throws, "game {seed}");
    }
}

#[test]
fn a_move_out_of_turn_is_refused_and_draws_no_dice() {
    let mut t = Table::new_game(names(3)).unwrap();
    let mut dice = Rng::new(5);
    let before = (t.clone(), dice.clone());
    assert_eq!(
        t.play(1, Move::Throw, &mut dice),
        Err(RuleError::NotYourMove(1))
    );
    assert_eq!(
        RuleError::NotYourMove(1).to_string(),
        "it is not seat 1's move"
    );
    assert_eq!(
        t.play(0, Move::Target(3), &mut dice),
        Err(RuleError::TargetNotDue(Awaiting::FirstRoll))
    );
    assert_eq!(
        t.play_quiet(0, Move::Answer(true), &mut dice),
        Err(RuleError::NoWindow(Awaiting::FirstRoll))
    );
    assert_eq!((t.clone(), dice.clone()), before);
    // The throw draws one throw of seven dice from the stream.
    t.play(0, Move::Throw, &mut dice).unwrap();
    let mut again = before.1.clone();
    let first = t.game().actions()[0];
    assert_eq!(first, Action::Roll(Throw::random(&mut again, DICE)));
    assert_eq!(dice, again);
    // A throw while a window question is open is refused before any die is drawn.
    let mut t = Table::new(
        Game::replay(
            names(2),
            &[
                roll("RRR3456"),
                Action::Target(3),
                roll("R444356"),
                Action::Target(4),
                roll("RR5"),
            ],
        )
        .unwrap(),
    );
    assert_eq!(t.due(), Due::Ask(Question::Start(0)));
    let before = (t.clone(), dice.clone());
    assert_eq!(
        t.play(1, Move::Throw, &mut dice),
        Err(RuleError::NotYourMove(1))
    );
    assert_eq!(
        t.apply_move(Move::Throw, &mut dice),
        Err(RuleError::AskFirst(0))
    );
    assert_eq!((t, dice), before);
    // Over is over.
    let mut over = random_game(2, 3, true, |_| {});
    assert_eq!(
        over.play(0, Move::Throw, &mut Rng::new(1)),
        Err(RuleError::GameOver)
    );
}

fn roll(faces: &str) -> Action {
    Action::Roll(faces.parse().unwrap())
}

#[test]
fn restart_is_a_new_game() {
    let mut t = random_game(4, 9, true, |_| {});
    t.restart();
    assert_eq!(t, Table::new_game(names(4)).unwrap());
    assert_eq!(t.record_len(), 0);
    assert_eq!(<Table as DiceGame>::ID, "pechvogel");
    assert_eq!(
        (Table::MIN_PLAYERS, Table::MAX_PLAYERS),
        (pechvogel_engine::MIN_PLAYERS, pechvogel_engine::MAX_PLAYERS)
    );
    let e = Table::new_game(names(6)).unwrap_err();
    assert_eq!(e.to_string(), "players: 6 players; the game needs 2 to 5");
}

#[test]
fn the_claims_are_the_legal_ones() {
    for seed in 0..40 {
        random_game(2 + seed as usize % 4, seed, true, |t| {
            let g = t.game();
            let legal = g.legal_actions().claims;
            let claims = g.claims();
            assert_eq!(claims.iter().collect::<Vec<_>>(), legal);
            assert_eq!(claims.len(), legal.len());
            assert_eq!(claims.is_empty(), legal.is_empty());
            for (i, c) in claims.iter().enumerate() {
                assert_eq!(g.check(Action::Claim(c)), Ok(()));
                assert!(claims.contains(&c));
                assert_eq!(claims.get(i), Some(c));
            }
            assert_eq!(claims.get(legal.len()), None);
            // Nothing else is contained: every seat and discard not listed is refused.
            for seat in 0..8 {
                for discard in 0..9 {
                    let c = Claim::Steal { seat, discard };
                    assert_eq!(claims.contains(&c), legal.contains(&c), "{c:?}");
                }
            }
            assert_eq!(
                claims.contains(&Claim::Middle),
                legal.contains(&Claim::Middle)
            );
            let discards: Vec<u8> = claims.discards().collect();
            assert_eq!(claims.lowest_discard(), discards.first().copied());
            assert_eq!(claims.highest_discard(), discards.last().copied());
            if matches!(t.due(), Due::Claim(_)) {
                assert!(!g.claims().is_empty());
            }
        });
    }
}

#[test]
fn score_parts_add_up_to_the_score() {
    for seed in 0..20 {
        random_game(3, seed, true, |t| {
            let g = t.game();
            for s in 0..3 {
                let p = g.score_parts(s);
                assert_eq!(p.total(), g.score(s));
                assert_eq!(p.murphy, g.murphy() == Some(s));
                assert_eq!(p.frustrations, g.frustrations(s));
                assert_eq!(
                    p.frustration_points(),
                    -p.frustration_cost * p.frustrations as i32
                );
                assert_eq!(
                    p.markers,
                    pechvogel_engine::marker_points(g.markers(s)),
                    "the markers' points"
                );
            }
        });
    }
}

/// What the next throw does to the table before that throw's own events: the turn's end.
fn end_by_next_throw(t: &Table) -> (Game, Vec<Event>) {
    let mut after = t.clone();
    let mut events = after.throw("3333333".parse().unwrap()).unwrap();
    let first = events
        .iter()
        .position(|e| matches!(e, Event::Thrown { .. }))
        .unwrap();
    events.truncate(first);
    (after.into_game(), events)
}

#[test]
fn the_preview_is_the_end_the_next_throw_brings() {
    let mut previews = 0;
    for seed in 0..300 {
        random_game(2 + seed as usize % 4, seed, true, |t| {
            let g = t.game();
            let waiting = g.awaiting() == Awaiting::Window
                && g.board().turn_ends()
                && !g.claim_due()
                && matches!(t.due(), Due::Throw { .. });
            let Some((after, events)) = t.turn_end_preview() else {
                assert!(!waiting);
                return;
            };
            assert!(waiting);
            previews += 1;
            let (thrown, want) = end_by_next_throw(t);
            assert_eq!(events, want);
            assert!(matches!(events.last(), Some(Event::TurnPassed { .. })));
            // The same holdings and the same seat to throw; the record is untouched.
            assert_eq!(after.holdings(), thrown.holdings());
            assert_eq!(after.active(), thrown.active());
            assert_eq!(after.awaiting(), Awaiting::FirstRoll);
            assert_eq!(after.board(), Default::default());
            assert_eq!(after.actions(), g.actions());
        });
    }
    assert!(previews > 50, "only {previews} previews");
    // A game not at such a window previews nothing.
    assert!(Table::new_game(names(2))
        .unwrap()
        .turn_end_preview()
        .is_none());
}

#[test]
fn the_holdings_settle_a_turn_as_the_game_does() {
    // Every turn's end of many games, settled on a copy of the holdings before the action
    // that ended it: the same holdings as the game after it.
    let mut ends = 0;
    for seed in 0..200 {
        let n = 2 + seed as usize % 4;
        let t = random_game(n, seed, true, |_| {});
        let mut g = Game::new(names(n)).unwrap();
        for &a in t.game().actions() {
            let before = g.clone();
            let events = g.apply(a).unwrap();
            let turn_ends = events
                .iter()
                .filter(|e| matches!(e, Event::TurnPassed { .. } | Event::GameEnded))
                .count();
            // (Seven ravens on the first throw after a passed window end two turns: rare.)
            if turn_ends != 1 {
                continue;
            }
            let active = before.active().unwrap();
            let mut held = *before.holdings();
            let mut board = before.board();
            match a {
                Action::Claim(c) => held.claim(active, board.target.unwrap(), c),
                Action::Target(v) => {
                    board.target = Some(v);
                    board.targets = before.first_throw().unwrap().count(Face::Number(v));
                }
                // A throw at a window on a turn-ending board: that board ends the turn.
                Action::Roll(_) if before.awaiting() == Awaiting::Window && board.turn_ends() => {}
                Action::Roll(throw) => {
                    board.targets += board.target.map_or(0, |v| throw.count(Face::Number(v)));
                    board.ravens += throw.ravens();
                }
                Action::Frustrate(_) | Action::Reduce => unreachable!("a reroll ends no turn"),
            }
            held.end_turn(n, TurnEnd::of(active, &board));
            ends += 1;
            assert_eq!(&held, g.holdings(), "game {seed}: {a:?}");
        }
    }
    assert!(ends > 1000, "{ends}");
}

#[test]
fn a_claim_moves_the_markers_it_names() {
    let g = Game::replay(
        names(2),
        &[
            roll("7777345"),
            Action::Target(7),
            Action::Claim(Claim::Middle),
            roll("7777345"),
            Action::Target(7),
        ],
    )
    .unwrap();
    let claims = g.claims();
    assert_eq!(claims.first(), Some(Claim::Middle));
    assert_eq!(claims.victims(), 0b01);
    assert_eq!(claims.discards().collect::<Vec<_>>(), vec![3, 4, 5, 6, 7]);
    assert_eq!(claims.len(), 1 + 5, "{claims:?}");
    let mut held = *g.holdings();
    held.claim(
        1,
        7,
        Claim::Steal {
            seat: 0,
            discard: 3,
        },
    );
    assert_eq!(held.markers[0], [0; 5]);
    assert_eq!(held.markers[1], [0, 0, 0, 0, 1]);
    assert_eq!(held.middle, [2, 3, 3, 3, 2]);
    assert_eq!(held.boxed, [1, 0, 0, 0, 0]);
    assert_eq!(held.markers_left(), 13);
    assert_eq!(held.claimable_values(1), 0b11111);
    assert!(held.claimable(1, 7));
}

#[test]
fn record_json_is_the_records_text() {
    let t = random_game(3, 4, false, |_| {});
    assert_eq!(t.record_json(), t.game().record().to_json_string());
    assert_eq!(t.state_json(), t.game().state_json());
    let back = Record::replay_json(&t.record_json()).unwrap();
    assert_eq!(&back, t.game());
}

#[test]
fn who_could_still_spend_a_frustration_this_turn() {
    for seed in 0..40 {
        random_game(2 + seed as usize % 4, seed, true, |t| {
            let g = t.game();
            let Some(active) = g.active() else {
                assert_eq!(g.could_frustrate(), 0);
                return;
            };
            let bits = g.could_frustrate();
            for s in 0..g.player_count() {
                let could = bits & (1 << s) != 0;
                let holds = g.frustrations(s) > 0;
                assert_eq!(
                    could,
                    s != active && holds && g.board().frustrations() == 0,
                    "seat {s}"
                );
                // In a window, "could" is "may".
                if g.awaiting() == Awaiting::Window {
                    assert_eq!(could, g.may_frustrate(s));
                }
            }
            assert_eq!(
                g.could_reduce(),
                !g.board().reduced && g.frustrations(active) > 0
            );
            if g.awaiting() == Awaiting::Window {
                assert_eq!(g.could_reduce(), g.may_reduce());
            }
        });
    }
}

#[test]
fn claimable_is_the_middle_or_an_opponent() {
    // Asked of every seat and value at every step of many games: the shortcut through the
    // box (every marker is somewhere) against looking at the middle and each opponent.
    for seed in 0..60 {
        random_game(2 + seed as usize % 4, seed, true, |t| {
            let g = t.game();
            let held = g.holdings();
            for seat in 0..g.player_count() {
                let mut bits = 0u8;
                for (i, v) in pechvogel_engine::VALUES.into_iter().enumerate() {
                    let opponents = (0..g.player_count()).any(|s| s != seat && g.markers(s)[i] > 0);
                    let want = g.middle()[i] > 0 || opponents;
                    assert_eq!(held.claimable(seat, v), want, "seat {seat}, value {v}");
                    bits |= u8::from(want) << i;
                }
                assert_eq!(held.claimable_values(seat), bits);
            }
        });
    }
}
