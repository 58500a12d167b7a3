use dice_core::{play_to_end, DiceGame, Level};
use heckmeck_engine::{Action, Face, Game};

use super::*;

fn names(n: usize) -> Vec<String> {
    ["You", "Tom", "Ann", "Bob"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

fn heckmeck(actions: &[Action]) -> Game {
    let mut g = Game::new(names(2)).unwrap();
    for &a in actions {
        g.apply(a).unwrap();
    }
    g
}

fn roll(faces: &str) -> Action {
    Action::Roll(faces.parse().unwrap())
}

/// The worms `choices` gives the move at this position.
fn worms(g: &Game, mv: heckmeck_engine::Move) -> f64 {
    heckmeck_bots::review::choices(g)
        .iter()
        .find(|p| p.choice == mv)
        .unwrap()
        .worms
}

#[test]
fn a_bad_keep_in_heckmeck_costs_exactly_best_less_chosen() {
    use heckmeck_engine::Move;
    // 25 with a worm, three dice: 5, 3, 1. Keeping the 1 is the worst of the three.
    let before = [roll("WWWWW111"), Action::Keep(Face::Worm), roll("531")];
    let position = heckmeck(&before);
    let mut actions = before.to_vec();
    actions.push(Action::Keep(Face::One));
    let g = heckmeck(&actions);
    let review = Reviewer::new("heckmeck", &g.record_json(), vec![true, false], Lang::En)
        .unwrap()
        .run()
        .unwrap();
    assert_eq!(review.unit, Unit::Worms);
    // Three decisions of seat 0: the worms kept and throwing on at 25 (both the best), the
    // 1 kept.
    assert_eq!(review.count(0), 3, "{review:?}");
    let bad = review.costliest(0, 3);
    assert_eq!(bad.len(), 1, "{bad:?}");
    let d = bad[0];
    assert_eq!((d.at, d.seat, d.chosen_id.as_str()), (3, 0, "keep-1"));
    assert_eq!(d.chosen, "keep the 1");
    assert_eq!(d.best, "keep the 5");
    let best = worms(&position, Move::Keep(Face::Five));
    let chosen = worms(&position, Move::Keep(Face::One));
    assert_eq!(d.cost(), best - chosen);
    assert!(d.cost() > 0.1, "{}", d.cost());
    // The first keep was the best one: no cost, and it counts as accurate.
    let first = &review.decisions[0];
    assert_eq!((first.at, first.chosen_id.as_str()), (1, "keep-W"));
    assert_eq!(first.cost(), 0.0);
    assert_eq!(review.decisions[1].chosen_id, "roll");
    assert_eq!(review.decisions[1].cost(), 0.0);
    assert_eq!(review.accuracy(0), Some(200.0 / 3.0));
    // The other seat is no person's: not reviewed.
    assert_eq!(review.accuracy(1), None);
}

#[test]
fn the_best_choice_costs_nothing() {
    let g = heckmeck(&[
        roll("WWWWW111"),
        Action::Keep(Face::Worm),
        roll("531"),
        Action::Keep(Face::Five),
    ]);
    let review = Reviewer::new("heckmeck", &g.record_json(), vec![true, true], Lang::En)
        .unwrap()
        .run()
        .unwrap();
    assert_eq!(review.count(0), 3, "{review:#?}");
    assert!(review.decisions.iter().all(|d| d.cost() == 0.0));
    assert!(review.costliest(0, 3).is_empty());
    assert_eq!(review.accuracy(0), Some(100.0));
}

#[test]
fn a_seeded_heckmeck_game_is_reviewed_whole() {
    let mut game = Game::new(names(3)).unwrap();
    play_to_end::<Game, heckmeck_bots::HeckmeckBots>(
        &mut game,
        &[Level::Easy, Level::Expert, Level::Normal],
        7,
    )
    .unwrap();
    assert!(game.is_over());
    let record = game.record_json();
    let review = Reviewer::new("heckmeck", &record, vec![true, true, false], Lang::De)
        .unwrap()
        .run()
        .unwrap();
    assert!(review.count(0) > 10 && review.count(1) > 10, "{review:?}");
    assert_eq!(review.count(2), 0);
    for d in &review.decisions {
        // Each cost is the solver's own, at the position the replay stops at.
        let (at, _) = <Game as TableGame>::history_to(&game, d.at);
        let priced = heckmeck_bots::review::choices(&at);
        assert_eq!(priced[0].worms, d.best_value);
        assert!(priced.iter().any(|p| p.worms == d.chosen_value));
        assert!(d.cost() >= 0.0);
    }
    // The easy bot throws away more than the expert.
    assert!(
        review.total_cost(0) > review.total_cost(1),
        "{} {}",
        review.total_cost(0),
        review.total_cost(1)
    );
    let (a, b) = (review.accuracy(0).unwrap(), review.accuracy(1).unwrap());
    assert!((0.0..=100.0).contains(&a) && a < b, "{a} {b}");
    let worst = review.costliest(0, 3);
    assert_eq!(worst.len(), 3);
    assert!(worst[0].cost() >= worst[1].cost() && worst[1].cost() >= worst[2].cost());
}

#[test]
fn a_seeded_pechvogel_game_is_reviewed_whole_windows_included() {
    use pechvogel_engine::Table;
    let mut table = <Table as DiceGame>::new_game(names(3)).unwrap();
    play_to_end::<Table, pechvogel_bots::PechvogelBots>(
        &mut table,
        &[Level::Easy, Level::Expert, Level::Normal],
        11,
    )
    .unwrap();
    assert!(table.is_over());
    let record = table.record_json();
    let review = Reviewer::new("pechvogel", &record, vec![true, true, true], Lang::En)
        .unwrap()
        .run()
        .unwrap();
    assert_eq!(review.unit, Unit::Points);
    let ids = |id: &str| {
        review
            .decisions
            .iter()
            .filter(|d| d.chosen_id.starts_with(id))
            .count()
    };
    assert!(ids("target-") > 10, "{review:?}");
    assert!(ids("pass") > 0 && ids("frustrate") > 0, "{review:?}");
    for d in &review.decisions {
        assert!(d.cost() >= 0.0);
        if d.chosen_id.starts_with("target-") {
            let (at, _) = <Table as TableGame>::history_to(&table, d.at);
            let priced = pechvogel_bots::review::choices(&at);
            assert_eq!(priced[0].points, d.best_value);
        }
    }
    for seat in 0..3 {
        let a = review.accuracy(seat).unwrap();
        assert!((0.0..=100.0).contains(&a), "{a}");
    }
    // Only the people's seats.
    let one = Reviewer::new("pechvogel", &record, vec![false, true, false], Lang::En)
        .unwrap()
        .run()
        .unwrap();
    assert!(one.decisions.iter().all(|d| d.seat == 1));
    assert_eq!(one.count(1), review.count(1));
}

#[test]
fn a_record_that_does_not_replay_or_an_unknown_game_is_refused() {
    assert_eq!(
        Reviewer::new("heckmeck", "{}", vec![true], Lang::En).err(),
        Some(ReviewError::Refused)
    );
    assert_eq!(
        Reviewer::new("yahtzee", "{}", vec![true], Lang::En).err(),
        Some(ReviewError::UnknownGame)
    );
    assert_eq!(score_curve("heckmeck", "[1"), None);
}

#[test]
fn the_score_curve_starts_at_nothing_and_ends_at_the_final_scores() {
    let mut game = Game::new(names(2)).unwrap();
    play_to_end::<Game, heckmeck_bots::HeckmeckBots>(&mut game, &[Level::Easy; 2], 3).unwrap();
    let curve = score_curve("heckmeck", &game.record_json()).unwrap();
    assert_eq!(curve[0], [0, 0]);
    assert_eq!(curve.last().unwrap(), &[game.score(0), game.score(1)]);
    let turns = game
        .history()
        .1
        .iter()
        .filter(|e| matches!(e, heckmeck_engine::event::Event::TurnPassed { .. }))
        .count();
    // A point per turn passed on, and the end.
    assert_eq!(curve.len(), turns + 2, "{curve:?}");
}

/// How long a whole review takes (`cargo test --release -p pechvogel-web --lib
/// review::tests::timing -- --ignored --nocapture`): printed, not checked.
#[test]
#[ignore]
fn timing() {
    for (game, seed) in [("heckmeck", 5), ("pechvogel", 5)] {
        let levels = [Level::Normal; 4];
        let record = if game == "heckmeck" {
            let mut g = Game::new(names(4)).unwrap();
            play_to_end::<Game, heckmeck_bots::HeckmeckBots>(&mut g, &levels, seed).unwrap();
            g.record_json()
        } else {
            let mut t = <pechvogel_engine::Table as DiceGame>::new_game(names(4)).unwrap();
            play_to_end::<pechvogel_engine::Table, pechvogel_bots::PechvogelBots>(
                &mut t, &levels, seed,
            )
            .unwrap();
            t.record_json()
        };
        let t0 = std::time::Instant::now();
        let r = Reviewer::new(game, &record, vec![true; 4], Lang::En)
            .unwrap()
            .run()
            .unwrap();
        eprintln!(
            "{game}: {} decisions in {:?}",
            r.decisions.len(),
            t0.elapsed()
        );
    }
}
