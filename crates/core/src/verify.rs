//! Did a game's dice follow its seed? At one device the dice come from the seed's stream
//! ([`Streams`]); the app shows only the seed's seal while the game runs and the seed once it
//! is over, and anyone can check the record against it here (`pechvogel verify`).
//!
//! The check replays the record and throws each throw again from the seed's dice stream:
//! the faces must be the recorded ones. A game resumed later (a reload, a save opened)
//! goes on with the stream [`Streams::after`] gives for its length then, so at a throw that
//! does not follow the running stream the check also tries the stream restarted there.
//! Linear in the record: one copy of the game, and at most two throws tried per throw.

use crate::link::LinkCodec;
use crate::rng::{Rng, Streams};

/// How a record's dice compare with a seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiceVerdict {
    /// Every throw from action `from` on follows the seed.
    Follows {
        /// Throws checked.
        throws: usize,
        /// The actions where the game was resumed (the stream restarted there).
        resumed: Vec<usize>,
    },
    /// The throw at action `action` (from 0) is not what the seed gives.
    Differs {
        /// The action's index.
        action: usize,
    },
}

/// Checks the throws of `game` (a record replayed) from action `from` on against `seed`.
/// The actions before `from` are taken as they are (a game continued from another's
/// position, whose earlier dice came from that game's seed).
pub fn check_dice<G: LinkCodec>(game: &G, seed: u64, from: usize) -> DiceVerdict {
    let mut replay = game.clone();
    replay.restart();
    let mut dice: Option<Rng> = None;
    let mut throws = 0;
    let mut resumed = Vec::new();
    for (index, &action) in game.actions().iter().enumerate() {
        if index >= from && G::is_throw(&action) {
            // The running stream first (the usual case), then one restarted here.
            let restarted = Streams::dice(Streams::seed_after(seed, index));
            let first = dice.take().unwrap_or_else(|| restarted.clone());
            let mut thrown = None;
            for (i, mut stream) in [first, restarted].into_iter().enumerate() {
                if let Some(after) = throw_again(&replay, &mut stream, action) {
                    if i == 1 && index > from {
                        resumed.push(index);
                    }
                    thrown = Some((after, stream));
                    break;
                }
            }
            let Some((after, stream)) = thrown else {
                return DiceVerdict::Differs { action: index };
            };
            replay = after;
            dice = Some(stream);
            throws += 1;
        } else if replay.apply_action(action).is_err() {
            // A record that replayed once replays again; if not, it is not that record.
            return DiceVerdict::Differs { action: index };
        }
    }
    DiceVerdict::Follows { throws, resumed }
}

/// `game` after the throw that may be made now, drawn from `dice`, if it gives `action`.
fn throw_again<G: LinkCodec>(game: &G, dice: &mut Rng, action: G::Action) -> Option<G> {
    if game.thrown(dice)? != action {
        return None;
    }
    let mut next = game.clone();
    next.apply_action(action).ok()?;
    Some(next)
}
