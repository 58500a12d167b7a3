//! Did a game's dice follow its seed? At one device the dice come from the seed's stream
//! ([`Streams`]); the app shows only the seed's seal while the game runs and the seed once it
//! is over, and anyone can check the record against it here (`pechvogel verify`).
//!
//! The check replays the record and throws each throw again from the seed's dice stream:
//! the faces must be the recorded ones. A game resumed later (a reload, a save opened)
//! goes on with the stream [`Streams::after`] gives for its length then, so at a throw that
//! does not follow the running stream the check also tries the stream restarted at each
//! place since the last throw (actions that are not throws draw no dice). Linear in the
//! record: one copy of the game, and each place tried as a restart once at most.

use crate::link::LinkCodec;
use crate::rng::{Rng, Streams};

/// How a record's dice compare with a seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiceVerdict {
    /// Every throw from action `from` on follows the seed.
    Follows {
        /// Throws checked.
        throws: usize,
        /// Where the game was resumed (the record's length then: the stream restarted).
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
    // Where a resume may have restarted the stream: after the last throw (an action that
    // draws no dice leaves the stream as it was), so each place is tried once at most.
    let mut restart_from = from;
    for (index, &action) in game.actions().iter().enumerate() {
        if index >= from && G::is_throw(&action) {
            let mut thrown = dice.take().and_then(|mut running| {
                Some((throw_again(&replay, &mut running, action)?, running))
            });
            if thrown.is_none() {
                for at in restart_from..=index {
                    let mut restarted = Streams::dice(Streams::seed_after(seed, at));
                    if let Some(after) = throw_again(&replay, &mut restarted, action) {
                        if at > from {
                            resumed.push(at);
                        }
                        thrown = Some((after, restarted));
                        break;
                    }
                }
            }
            let Some((after, stream)) = thrown else {
                return DiceVerdict::Differs { action: index };
            };
            replay = after;
            dice = Some(stream);
            throws += 1;
            restart_from = index + 1;
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
