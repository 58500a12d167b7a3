//! Heckmeck's actions in a link ([`dice_core::link`]), each written against the game as it
//! stands before it: a keep or a take is its place among the choices that are legal then
//! (with the throw where throwing on is one of them), a throw its faces as base-6 digits
//! (how many dice is known). A forced move costs nothing.

use dice_core::link::{CodecError, LinkCodec, LinkError, Packer, Unpacker};
use dice_core::Rng;

use crate::action::{Action, Move};
use crate::error::{ActionError, RuleError};
use crate::face::{Face, Throw};
use crate::game::{Game, SHORT_GAME_MIN_PLAYERS};

/// The codec's error: Heckmeck's rules.
type Error = CodecError<RuleError>;

/// The choices now: every legal keep and take in [`crate::Legal::actions`]' order, then a
/// throw if one is legal, and how many dice it has. Nothing is legal once the game is over.
fn choices(game: &Game) -> Result<(Vec<Action>, Option<u8>), Error> {
    let legal = game.legal_actions();
    if legal.is_empty() {
        return Err(CodecError::Rule(RuleError::GameOver));
    }
    Ok((legal.actions(), legal.roll))
}

/// How many choices there are: the listed ones and the throw.
fn radix(listed: &[Action], roll: Option<u8>) -> u32 {
    (listed.len() + usize::from(roll.is_some())) as u32
}

/// The short-game switch is written only where the game allows it (5 players or more).
fn switch_radix(players: usize) -> u32 {
    if players >= SHORT_GAME_MIN_PLAYERS {
        2
    } else {
        1
    }
}

impl LinkCodec for Game {
    type Action = Action;

    fn actions(&self) -> &[Action] {
        Game::actions(self)
    }

    fn write_options(&self, out: &mut Packer) {
        out.push(
            u32::from(self.short_game()),
            switch_radix(self.player_count()),
        );
    }

    fn read_start(
        names: Vec<String>,
        input: &mut Unpacker,
    ) -> Result<Game, LinkError<ActionError>> {
        let short_game = input
            .pull(switch_radix(names.len()))
            .map_err(LinkError::into_game)?;
        Ok(Game::with_short_game(names, short_game == 1)?)
    }

    fn write_action(&self, action: Action, out: &mut Packer) -> Result<(), Error> {
        self.check(action).map_err(CodecError::Rule)?;
        let (listed, roll) = choices(self)?;
        let radix = radix(&listed, roll);
        match action {
            Action::Roll(throw) => {
                out.push(listed.len() as u32, radix);
                out.push_digits(throw.faces().iter().map(|f| f.index() as u32), 6);
            }
            other => {
                let at = listed.iter().position(|&a| a == other);
                out.push(at.ok_or(CodecError::NoChoice)? as u32, radix);
            }
        }
        Ok(())
    }

    fn read_action(&self, input: &mut Unpacker) -> Result<Action, Error> {
        let (listed, roll) = choices(self)?;
        let at = input.pull(radix(&listed, roll))? as usize;
        Ok(match (listed.get(at), roll) {
            (Some(&action), _) => action,
            (None, Some(dice)) => {
                let faces: Vec<Face> = input
                    .pull_digits(usize::from(dice), 6)?
                    .into_iter()
                    .map(|d| Face::from_roll(d as u8))
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
        let n = self.dice_for_roll().ok()?;
        Some(Action::Roll(Throw::from_rolls(&dice.rolls(n), n)))
    }
}

/// A move as a phone sends it to the host (`dice-net`): throw `[0]`, keep a face `[1, its
/// place 0–5]`, take a tile `[2, its number]`. Whether it is legal is the engine's to say.
impl dice_core::MoveCodec for Game {
    fn move_bytes(mv: Move) -> Vec<u8> {
        match mv {
            Move::Throw => vec![0],
            Move::Keep(face) => vec![1, face.index() as u8],
            Move::Take(tile) => vec![2, tile],
        }
    }

    fn read_move(bytes: &[u8]) -> Option<Move> {
        match *bytes {
            [0] => Some(Move::Throw),
            [1, place] if place < 6 => Some(Move::Keep(Face::ALL[usize::from(place)])),
            [2, tile] => Some(Move::Take(tile)),
            _ => None,
        }
    }
}
