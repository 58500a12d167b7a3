//! Pechvogel's moves as a phone sends them (MoveCodec).

use dice_core::testing::check_move_codec;
use pechvogel_engine::action::Claim;
use pechvogel_engine::table::{Move, Table};

#[test]
fn every_move_travels_as_itself() {
    let mut moves = vec![
        Move::Throw,
        Move::Answer(true),
        Move::Answer(false),
        Move::Claim(Claim::Middle),
    ];
    moves.extend((0..=255).map(Move::Target));
    for seat in 0..7 {
        for discard in 0..=9 {
            moves.push(Move::Claim(Claim::Steal { seat, discard }));
        }
    }
    check_move_codec::<Table>(&moves);
}
