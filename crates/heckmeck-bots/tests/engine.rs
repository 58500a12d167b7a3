//! The odds' few facts about the dice and tiles agree with the rules engine, and the bots'
//! view of a board is the engine's.

use heckmeck_bots::odds::{self, Position, DICE, FACES, FIRST_TILE, TILES, VALUES, WORM};
use heckmeck_bots::view;
use heckmeck_engine::{worms, Action, Face, Game, MAX_TILE, MIN_TILE, TILE_COUNT};

#[test]
fn the_odds_count_the_dice_as_the_engine_does() {
    assert_eq!(DICE, heckmeck_engine::DICE);
    assert_eq!(FACES, Face::ALL.len());
    for f in Face::ALL {
        assert_eq!(VALUES[view::slot(f)], f.value(), "{f}");
        assert_eq!(view::face(view::slot(f)), f);
    }
    assert_eq!(view::face(WORM), Face::Worm);
    assert_eq!(usize::from(FIRST_TILE), usize::from(MIN_TILE));
    assert_eq!(TILES, TILE_COUNT);
    let tiles: Vec<u8> = odds::tile_numbers().collect();
    assert_eq!(tiles, (MIN_TILE..=MAX_TILE).collect::<Vec<_>>());
    assert!(tiles.iter().all(|&t| worms(t) > 0));
}

#[test]
fn the_position_of_a_board_is_its_kept_dice() {
    let mut game = Game::new(vec!["A".into(), "B".into()]).unwrap();
    assert_eq!(view::position(game.board()), Position::START);
    for a in [
        Action::Roll("WW123351".parse().unwrap()),
        Action::Keep(Face::Worm),
        Action::Roll("WWW441".parse().unwrap()),
        Action::Keep(Face::Four),
    ] {
        game.apply(a).unwrap();
    }
    let p = view::position(game.board());
    assert_eq!(Position::from_counts([0, 0, 0, 2, 0, 2]), Some(p));
    assert_eq!((p.sum(), p.left(), p.worm()), (18, 4, true));
    assert_eq!(
        (p.sum(), p.left(), p.worm()),
        (
            game.board().sum(),
            game.board().dice_left(),
            game.board().worm()
        )
    );
    // The keeps a throw offers are the engine's keepable faces, with their dice.
    game.apply(Action::Roll("5W21".parse().unwrap())).unwrap();
    let keeps: Vec<(Face, u8, u8)> = view::keeps(game.board())
        .map(|(f, n, next)| (f, n, next.sum()))
        .collect();
    assert_eq!(
        keeps,
        vec![(Face::One, 1, 19), (Face::Two, 1, 20), (Face::Five, 1, 23)]
    );
}
