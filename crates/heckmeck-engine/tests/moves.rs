//! Heckmeck's moves as a phone sends them (MoveCodec).

use dice_core::testing::check_move_codec;
use heckmeck_engine::action::Move;
use heckmeck_engine::face::Face;
use heckmeck_engine::game::Game;

#[test]
fn every_move_travels_as_itself() {
    let mut moves = vec![Move::Throw];
    moves.extend(Face::ALL.into_iter().map(Move::Keep));
    moves.extend((0..=255).map(Move::Take));
    check_move_codec::<Game>(&moves);
}
