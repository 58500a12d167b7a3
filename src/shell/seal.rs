//! The dice's seed at one device, as the page may show it: while a game runs only its seal
//! (SHA-256, `dice_net::draw::seal`), so no one at the table can compute the coming throws;
//! the seed once the game is over, when anyone can check every throw against it
//! (`pechvogel verify`). A seed the address chose (`?seed=`, for tests and puzzles) is
//! shown at once, marked as such.

use crate::shell::params;
use crate::shell::session::Session;
use crate::shell::table_game::TableGame;

/// The dice's seed as the fairness panel may show it: while a game runs only its seal, so no
/// one at the table can compute the coming throws; the seed once the game is over (or when
/// the address chose it, for tests and puzzles), with where its dice began.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeedShown {
    /// The seed's seal (SHA-256, as hex).
    Sealed(String),
    /// The seed itself.
    Seed {
        /// The seed.
        seed: u64,
        /// The record's length when the dice began to follow it.
        from: usize,
        /// The address chose it (`?seed=`): these dice could be foreseen.
        chosen: bool,
    },
}

impl SeedShown {
    /// What may be shown of `session`'s seed now.
    pub fn of<G: TableGame>(session: &Session<G>) -> SeedShown {
        let chosen = params::parse(session.origin()).0.seed.is_some();
        if chosen || session.game().is_over() {
            SeedShown::Seed {
                seed: session.seed(),
                from: session.dice_from(),
                chosen,
            }
        } else {
            SeedShown::Sealed(dice_net::draw::seal(session.seed()).hex())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::seats::{SeatKind, Seats};
    use crate::shell::table_game::offered;
    use dice_core::{DiceGame, Level};
    use pechvogel_engine::Table;

    #[test]
    fn the_seed_is_sealed_until_the_game_is_over_unless_the_address_chose_it() {
        offered::offer();
        let seats = Seats::from_kinds(&[SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Normal)]);
        let mut s = Session::<Table>::new(seats.clone(), 41, String::new()).unwrap();
        let SeedShown::Sealed(hex) = SeedShown::of(&s) else {
            panic!("sealed while the game runs");
        };
        assert_eq!(hex.len(), 64);
        assert!(!hex.contains("41"), "the seal is not the seed");
        assert!(dice_net::draw::opens(&dice_net::draw::seal(41), 41));
        for _ in 0..10_000 {
            s.settle();
            if s.bot_move().is_none() {
                break;
            }
        }
        assert!(s.game().is_over());
        assert_eq!(
            SeedShown::of(&s),
            SeedShown::Seed {
                seed: 41,
                from: 0,
                chosen: false
            }
        );
        let chosen = Session::<Table>::new(seats, 5, "?seed=5".into()).unwrap();
        assert_eq!(
            SeedShown::of(&chosen),
            SeedShown::Seed {
                seed: 5,
                from: 0,
                chosen: true
            }
        );
    }
}
