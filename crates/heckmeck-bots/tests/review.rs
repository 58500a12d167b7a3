//! The worth of each choice in worms, on positions built by hand: when taking the tile now
//! beats throwing on and when it is the other way round, keeps that reach a tile alike
//! ranked by their worms, and the solver's values against a plain enumeration of the dice.

mod common;

use common::*;
use heckmeck_bots::review::{choices, Priced};
use heckmeck_engine::{worms, Action, Awaiting, Face, Game, Move};

fn worth(list: &[Priced], choice: Move) -> f64 {
    list.iter().find(|p| p.choice == choice).unwrap().worms
}

/// The turn's position in a form of this test's own: faces used (bit per [`Face::index`]),
/// dice left, sum.
#[derive(Clone, Copy)]
struct Kept {
    used: u8,
    left: u8,
    sum: u8,
}

impl Kept {
    fn of(game: &Game) -> Kept {
        let b = game.board();
        let used = b.keeps().iter().fold(0, |u, (f, _)| u | 1 << f.index());
        Kept {
            used,
            left: b.dice_left(),
            sum: b.sum(),
        }
    }

    fn keep(self, f: Face, n: u8) -> Kept {
        Kept {
            used: self.used | 1 << f.index(),
            left: self.left - n,
            sum: self.sum + n * f.value(),
        }
    }
}

/// The worms seat 0 expects from `k` on, the dice thrown one by one (every ordered outcome of
/// the dice left, 6^n of them): a model independent of the solver's grouped throws.
fn enumerate(game: &Game, k: Kept) -> f64 {
    let me = 0;
    let now = game.score(me);
    let fail = f64::from(game.after_failure(me).score(me) - now);
    let stop = {
        let offer = game.offer(me, k.sum, k.used & 1 << Face::Worm.index() != 0);
        offer
            .grill
            .into_iter()
            .chain(offer.steal.map(|s| s.tile))
            .map(|t| f64::from(game.after_take(me, t).unwrap().score(me) - now))
            .fold(f64::NEG_INFINITY, f64::max)
    };
    if k.left == 0 || k.used == 0b11_1111 {
        return if stop > f64::NEG_INFINITY { stop } else { fail };
    }
    stop.max(throw_on(game, k, fail))
}

fn throw_on(game: &Game, k: Kept, fail: f64) -> f64 {
    let outcomes = 6u32.pow(u32::from(k.left));
    let mut total = 0.0;
    for code in 0..outcomes {
        let mut counts = [0u8; 6];
        let mut c = code;
        for _ in 0..k.left {
            counts[(c % 6) as usize] += 1;
            c /= 6;
        }
        let best = Face::ALL
            .iter()
            .filter(|f| k.used & 1 << f.index() == 0 && counts[f.index()] > 0)
            .map(|&f| enumerate(game, k.keep(f, counts[f.index()])))
            .fold(f64::NEG_INFINITY, f64::max);
        total += if best > f64::NEG_INFINITY { best } else { fail };
    }
    total / f64::from(outcomes)
}

/// Every choice's worms against [`enumerate`].
fn check_against_enumeration(game: &Game) {
    let k = Kept::of(game);
    let fail = f64::from(game.after_failure(0).score(0) - game.score(0));
    let list = choices(game);
    assert!(!list.is_empty());
    for p in &list {
        let want = match p.choice {
            Move::Throw => throw_on(game, k, fail),
            Move::Take(t) => f64::from(worms(t)),
            Move::Keep(f) => {
                let n = game.board().throw().unwrap().count(f);
                enumerate(game, k.keep(f, n))
            }
        };
        assert!((p.worms - want).abs() < 1e-9, "{p:?}: {want}");
    }
    // Best first.
    assert!(
        list.windows(2).all(|w| w[0].worms >= w[1].worms),
        "{list:?}"
    );
}

#[test]
fn taking_the_29_now_beats_risking_the_36() {
    // Seat 0 holds the 36 (four worms); W W, 5, 4 4, 3 3 make 29 with one die left and four
    // faces used: throwing on fails two times in three and gives the 36 back.
    let game = holding_36_at_29();
    assert_eq!(game.awaiting(), Awaiting::RollOrTake);
    let list = choices(&game);
    assert_eq!(list[0].choice, Move::Take(29));
    assert_eq!(list[0].worms, f64::from(worms(29)));
    // Throwing on: 30 or 31 (a 1 or a 2, three worms as the 29) one time in three, else the
    // 36 goes back: 1/3 · 3 − 2/3 · 4.
    let throw = worth(&list, Move::Throw);
    assert!((throw - (3.0 - 8.0) / 3.0).abs() < 1e-12, "{throw}");
    check_against_enumeration(&game);
}

#[test]
fn throwing_on_from_25_beats_taking_it_with_nothing_to_lose() {
    // Five worms (25) and three dice left; seat 0 holds no tile, so a failure costs nothing,
    // and three dice fail only if all show worms.
    let game = position(2, &["roll WWWWW111", "keep W"]);
    assert_eq!(game.awaiting(), Awaiting::RollOrTake);
    let list = choices(&game);
    assert_eq!(list[0].choice, Move::Throw);
    assert_eq!(
        list[1],
        Priced {
            choice: Move::Take(25),
            worms: 2.0
        }
    );
    assert!(list[0].worms > 3.0, "{list:?}");
    check_against_enumeration(&game);
}

#[test]
fn keeps_that_all_reach_a_tile_are_ranked_by_their_worms() {
    // 25 with a worm and three dice showing 5, 3, 1: every keep takes a grill tile for sure
    // (the old coach said 100 % to each); the 5 leads to more worms.
    let game = position(2, &["roll WWWWW111", "keep W", "roll 531"]);
    assert_eq!(game.awaiting(), Awaiting::Keep);
    let list = choices(&game);
    let order: Vec<Move> = list.iter().map(|p| p.choice).collect();
    let keep = |v| Move::Keep(Face::from_number(v).unwrap());
    assert_eq!(order, [keep(5), keep(3), keep(1)]);
    assert!(list[0].worms > list[1].worms && list[1].worms > list[2].worms);
    check_against_enumeration(&game);
}

#[test]
fn a_take_alone_and_nothing_once_the_game_is_over() {
    // Seat 1 keeps four worms and four 4s: 36, no dice left; the 35 from the grill or seat
    // 0's 36, each worth four worms to seat 1 (the grill's listed first on a tie).
    let mut actions = SEAT0_TAKES_36.to_vec();
    actions.extend(["roll WWWW1234", "keep W", "roll 4444", "keep 4"]);
    let game = position(3, &actions);
    assert_eq!(game.awaiting(), Awaiting::Take);
    let list = choices(&game);
    assert_eq!(
        list,
        [
            Priced {
                choice: Move::Take(35),
                worms: 4.0
            },
            Priced {
                choice: Move::Take(36),
                worms: 4.0
            },
        ]
    );
    let mut over = game.clone();
    over.apply(Action::Take(36)).unwrap();
    dice_core::play_to_end::<Game, heckmeck_bots::HeckmeckBots>(
        &mut over,
        &[dice_core::Level::Normal; 3],
        3,
    )
    .unwrap();
    assert!(choices(&over).is_empty());
}
