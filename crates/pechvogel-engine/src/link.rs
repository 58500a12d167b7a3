//! Pechvogel's actions in a link ([`dice_core::link`]), each written against the game as
//! it stands before it: a decision is its place among the choices that are legal then, a
//! throw its faces as base-6 digits (how many dice is known). A forced move costs nothing.

use dice_core::link::{CodecError, LinkCodec, Packer, Unpacker};
use dice_core::Rng;

use crate::action::{Action, Claim, Seat, SeatList, Throw};
use crate::dice::Face;
use crate::error::RuleError;
use crate::game::Game;
use crate::table::{Move, Table};

/// The codec's error: Pechvogel's rules.
type Error = CodecError<RuleError>;

/// The choices now: every legal action but a throw in [`crate::Legal::actions`]' order (a
/// frustrate group with its seats ascending), then a throw if one is legal (in a window,
/// the throw that passes it) and how many dice it has. Nothing is legal once the game is
/// over.
fn choices(game: &Game) -> Result<(Vec<Action>, Option<u8>), Error> {
    let legal = game.legal_actions();
    let listed = legal.actions();
    if listed.is_empty() && legal.roll.is_none() {
        return Err(CodecError::Rule(RuleError::GameOver));
    }
    Ok((listed, legal.roll))
}

/// How many choices there are: the listed ones and the throw.
fn radix(listed: &[Action], roll: Option<u8>) -> u32 {
    (listed.len() + usize::from(roll.is_some())) as u32
}

fn face_index(face: Face) -> u32 {
    Face::ALL.iter().position(|&f| f == face).unwrap_or(0) as u32
}

/// Through the [`Table`], the game at the shared table; the record is its game's.
impl LinkCodec for Table {
    type Action = Action;

    fn actions(&self) -> &[Action] {
        self.game().actions()
    }

    fn write_action(&self, action: Action, out: &mut Packer) -> Result<(), Error> {
        let game = self.game();
        game.check(action).map_err(CodecError::Rule)?;
        let (listed, roll) = choices(game)?;
        let radix = radix(&listed, roll);
        let place = |a: Action| listed.iter().position(|&l| l == a);
        match action {
            Action::Roll(throw) => {
                out.push(listed.len() as u32, radix);
                out.push_digits(throw.faces().iter().map(|&f| face_index(f)), 6);
            }
            Action::Frustrate(seats) => {
                // The group, then the order the record lists it in: each seat's place among
                // the group's seats not named yet (one order of k! for k seats).
                // In ascending order, put in place one by one: the standard sort would
                // add about 3 KB to the browser's wasm for a list of at most five seats.
                let mut left: Vec<Seat> = Vec::new();
                for seat in seats.iter() {
                    left.insert(left.partition_point(|&s| s < seat), seat);
                }
                let group = SeatList::new(&left).map(Action::Frustrate);
                let at = group.and_then(place).ok_or(CodecError::NoChoice)?;
                out.push(at as u32, radix);
                for seat in seats.iter() {
                    let k = left.iter().position(|&s| s == seat).unwrap_or(0);
                    out.push(k as u32, left.len() as u32);
                    left.remove(k);
                }
            }
            other => out.push(place(other).ok_or(CodecError::NoChoice)? as u32, radix),
        }
        Ok(())
    }

    fn read_action(&self, input: &mut Unpacker) -> Result<Action, Error> {
        let (listed, roll) = choices(self.game())?;
        let at = input.pull(radix(&listed, roll))? as usize;
        Ok(match (listed.get(at), roll) {
            (Some(&Action::Frustrate(group)), _) => {
                let mut left: Vec<Seat> = group.iter().collect();
                let mut order = Vec::with_capacity(left.len());
                while !left.is_empty() {
                    order.push(left.remove(input.pull(left.len() as u32)? as usize));
                }
                Action::frustrate(&order).ok_or(CodecError::NoChoice)?
            }
            (Some(&other), _) => other,
            (None, Some(dice)) => {
                let faces: Vec<Face> = input
                    .pull_digits(usize::from(dice), 6)?
                    .into_iter()
                    .map(|d| Face::from_index(d as u8))
                    .collect();
                Action::roll(&faces).ok_or(CodecError::NoChoice)?
            }
            (None, None) => return Err(CodecError::NoChoice),
        })
    }

    fn apply_action(&mut self, action: Action) -> Result<(), RuleError> {
        self.apply_quiet(action)
    }

    fn is_throw(action: &Action) -> bool {
        matches!(action, Action::Roll(_))
    }

    fn thrown(&self, dice: &mut Rng) -> Option<Action> {
        let n = self.game().dice_for_roll().ok()?;
        Some(Action::Roll(Throw::random(dice, n)))
    }
}

/// A move as a phone sends it to the host (`dice-net`): throw `[0]`, a target `[1, number]`,
/// a window's answer `[2, 0 or 1]`, a claim from the middle `[3]`, a steal `[4, seat,
/// discarded value]`. Whether it is legal is the engine's to say.
impl dice_core::MoveCodec for Table {
    fn move_bytes(mv: Move) -> Vec<u8> {
        match mv {
            Move::Throw => vec![0],
            Move::Target(n) => vec![1, n],
            Move::Answer(yes) => vec![2, u8::from(yes)],
            Move::Claim(Claim::Middle) => vec![3],
            Move::Claim(Claim::Steal { seat, discard }) => vec![4, seat as u8, discard],
        }
    }

    fn read_move(bytes: &[u8]) -> Option<Move> {
        match *bytes {
            [0] => Some(Move::Throw),
            [1, n] => Some(Move::Target(n)),
            [2, yes @ 0..=1] => Some(Move::Answer(yes == 1)),
            [3] => Some(Move::Claim(Claim::Middle)),
            [4, seat, discard] => Some(Move::Claim(Claim::Steal {
                seat: usize::from(seat),
                discard,
            })),
            _ => None,
        }
    }
}
