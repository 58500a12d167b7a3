//! Cues: the moments of a game that the table marks with more than a change of state — a
//! throw's clatter, a claim's burst of light, Murphy's caw, a sad trombone, a buzz when it
//! is a person's turn again. A game names them from its events
//! ([`crate::shell::table_game::TableGame::cue`]), [`crate::shell::play::Play`] publishes
//! each one as it shows the event, and the shell's components react (the seat cards, the
//! sound). Nothing here decides a rule: a cue only says what kind of moment it is.

use crate::shell::effect::effect;
use crate::shell::var::{ReadVar, Var};
use dice_core::Seat;

/// A moment the table marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// Dice were thrown: they tumble (dice on felt).
    Throw,
    /// Dice were kept or put on the board: they land.
    Land,
    /// The seat took a prize nobody held (a score marker from the middle, a tile from the
    /// grill).
    Claim(Seat),
    /// The seat took a prize from another seat.
    Steal(Seat),
    /// Murphy flew to this greedy seat.
    Murphy(Seat),
    /// The seat's turn failed (three ravens, a Heckmeck turn without a tile).
    Fail(Seat),
    /// A person at this seat is asked right after a bot's move: their turn again.
    YourTurn(Seat),
}

impl Cue {
    /// The seat a claim or a steal goes to: the one to celebrate.
    pub fn cheers(self) -> Option<Seat> {
        match self {
            Cue::Claim(s) | Cue::Steal(s) => Some(s),
            _ => None,
        }
    }
}

/// A cue as published: numbered, so the same cue twice in a row is two moments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cued {
    /// Increases with every cue published.
    pub id: u64,
    /// What happened.
    pub cue: Cue,
}

/// The owner of the latest cue (one per page, in the [`crate::shell::Shell`]).
#[derive(Clone, Copy)]
pub struct Cues {
    latest: Var<Option<Cued>>,
}

impl Default for Cues {
    fn default() -> Self {
        Cues::new()
    }
}

impl Cues {
    /// None yet.
    pub fn new() -> Cues {
        Cues {
            latest: Var::new(None),
        }
    }

    /// Marks a moment now.
    pub fn publish(&self, cue: Cue) {
        let id = self.latest.with_untracked(|c| c.map_or(1, |c| c.id + 1));
        self.latest.set(Some(Cued { id, cue }));
    }

    /// The latest cue published.
    pub fn latest(&self) -> ReadVar<Option<Cued>> {
        self.latest.read_only()
    }

    /// Calls `react` with every cue published from now on, for as long as the calling
    /// component lives. Cues published before are never played back (a table drawn anew
    /// does not celebrate old claims).
    pub fn follow(&self, react: Box<dyn Fn(Cued)>) {
        // One effect, boxed, for every follower: each kind of effect costs wasm.
        let seen = self.latest.with_untracked(|c| c.map_or(0, |c| c.id));
        let latest = self.latest;
        effect(move || {
            if let Some(c) = latest.get() {
                if c.id > seen {
                    react(c);
                }
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_claims_and_steals_are_celebrated() {
        assert_eq!(Cue::Claim(2).cheers(), Some(2));
        assert_eq!(Cue::Steal(0).cheers(), Some(0));
        for c in [
            Cue::Throw,
            Cue::Land,
            Cue::Murphy(1),
            Cue::Fail(1),
            Cue::YourTurn(1),
        ] {
            assert_eq!(c.cheers(), None, "{c:?}");
        }
    }

    #[test]
    fn every_cue_gets_a_new_number() {
        let owner = leptos::reactive::owner::Owner::new();
        owner.with(|| {
            let cues = Cues::new();
            assert_eq!(cues.latest().get_untracked(), None);
            cues.publish(Cue::Throw);
            cues.publish(Cue::Throw);
            assert_eq!(
                cues.latest().get_untracked(),
                Some(Cued {
                    id: 2,
                    cue: Cue::Throw
                })
            );
        });
    }
}
