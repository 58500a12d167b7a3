//! Stepping a replay by turns: where in a record one turn ends and the next begins, found
//! from what the engine says of each position (whose turn it is, and whether the throw due
//! is the first of a turn), and the next or previous such place from a position. Plain
//! Rust, tested natively with both games' records.

use dice_core::Seat;

/// What the engine says of one position of a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// Whose turn it is (`None` once the game is over).
    pub turn_of: Option<Seat>,
    /// The throw due now is the first of a turn (`DiceGame::turn_starts`).
    pub turn_starts: bool,
}

/// The positions (counts of actions played) at which a turn is over and the next one has
/// not begun, ascending, always with the first and the last position: a replay stepped by
/// turns shows each turn's end. `positions[k]` is the game after `k` actions.
///
/// A turn is over where the engine says the next throw is a turn's first; or where the
/// next action already belongs to another player's turn although the next position is no
/// turn's start (Pechvogel's window on a turn-ending throw: the turn is settled only by the
/// next player's first throw, which the record holds next).
pub fn bounds(positions: &[Position]) -> Vec<usize> {
    let last = positions.len().saturating_sub(1);
    let mut out = vec![0];
    for k in 1..last {
        let (now, next) = (positions[k], positions[k + 1]);
        // (The game's end is no next player's turn: the last position is a boundary anyway.)
        let settled_next =
            next.turn_of.is_some() && next.turn_of != now.turn_of && !next.turn_starts;
        if now.turn_starts || settled_next {
            out.push(k);
        }
    }
    if last > 0 {
        out.push(last);
    }
    out
}

/// The turn boundary after `at` (the last position if none), in `bounds` (ascending).
pub fn next(bounds: &[usize], at: usize) -> usize {
    bounds
        .iter()
        .copied()
        .find(|&b| b > at)
        .or_else(|| bounds.last().copied())
        .unwrap_or(at)
}

/// The turn boundary before `at`, not before `first` (where a rulebook example starts).
pub fn back(bounds: &[usize], at: usize, first: usize) -> usize {
    bounds
        .iter()
        .rev()
        .copied()
        .find(|&b| b < at)
        .unwrap_or(first)
        .max(first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::table_game::TableGame;

    /// The engine's word on every position of `record`.
    fn positions<G: TableGame>(record: &str) -> Vec<Position> {
        crate::shell::lesson::positions::<G>(record)
            .iter()
            .map(|g| Position {
                turn_of: g.turn_of(),
                turn_starts: g.turn_starts(),
            })
            .collect()
    }

    #[test]
    fn a_pechvogel_record_steps_from_turn_end_to_turn_end() {
        // Umberto throws, targets, throws, claims (4); Thea throws three ravens and targets
        // (6, the end).
        let p = positions::<pechvogel_engine::Table>(crate::pechvogel::lesson::UMBERTO_RECORD);
        assert_eq!(bounds(&p), [0, 4, 6]);
        // Kelly's example: six set-up turns of two actions each, then Kelly's long turn.
        let p = positions::<pechvogel_engine::Table>(crate::pechvogel::lesson::KELLY_RECORD);
        assert_eq!(bounds(&p), [0, 2, 4, 6, 8, 10, 12, 20]);
    }

    #[test]
    fn a_window_on_a_turn_ending_throw_ends_the_turn_at_that_throw() {
        // Thea holds a frustration after her three ravens; Kelly throws three ravens too,
        // and Thea may frustrate that throw: the turn is settled only by Umberto's next
        // throw, yet the replay's step ends it on Kelly's throw.
        let record = r#"{"players":["Umberto","Thea","Kelly"],"actions":[{"roll":[7,7,"R","R",3,4,5]},{"target":7},{"roll":[6,7,7]},{"claim":"middle"},{"roll":["R","R","R",3,3,4,5]},{"target":3},{"roll":[3,3,4,4,5,5,6]},{"target":3},{"roll":["R","R","R",6,6]},{"roll":[4,4,4,4,5,5,6]}]}"#;
        let p = positions::<pechvogel_engine::Table>(record);
        assert_eq!(bounds(&p), [0, 4, 6, 9, 10]);
    }

    #[test]
    fn a_heckmeck_record_steps_from_turn_end_to_turn_end() {
        // Fig. 6a: Nicole takes the 25 (5), Tom the 21 (10), Nicole's turn fails (17).
        let p = positions::<heckmeck_engine::Game>(crate::heckmeck::lesson::FIG6A_RECORD);
        assert_eq!(bounds(&p), [0, 5, 10, 17]);
    }

    #[test]
    fn the_action_that_ends_the_game_is_no_turn_of_its_own() {
        let p = [
            Position {
                turn_of: Some(0),
                turn_starts: true,
            },
            Position {
                turn_of: Some(0),
                turn_starts: false,
            },
            Position {
                turn_of: None,
                turn_starts: false,
            },
        ];
        assert_eq!(bounds(&p), [0, 2]);
    }

    #[test]
    fn steps_go_to_the_next_and_the_previous_boundary() {
        let b = [0, 4, 6, 9, 10];
        assert_eq!(next(&b, 0), 4);
        assert_eq!(next(&b, 3), 4);
        assert_eq!(next(&b, 4), 6);
        assert_eq!(next(&b, 10), 10);
        assert_eq!(back(&b, 10, 0), 9);
        assert_eq!(back(&b, 5, 0), 4);
        assert_eq!(back(&b, 4, 0), 0);
        assert_eq!(back(&b, 0, 0), 0);
        // Never before a rulebook example's first position.
        assert_eq!(back(&b, 6, 5), 5);
        assert_eq!(back(&b, 5, 5), 5);
        // A record of no action.
        assert_eq!(bounds(&[]), [0]);
        assert_eq!(next(&[0], 0), 0);
    }
}
