//! What each choice of a person is worth, in points: the numbers the coach tells before a
//! decision and a review of a game after it.
//!
//! The expert's look-ahead ([`crate::expert`]) values every choice over the exact odds of the
//! rest of the turn, with the reduces, the frustrations it expects from the opponents and the
//! claim at the end; here it values the ends of the turn by points instead of the chance to
//! win: the change the turn makes to the final score the player can expect (a marker's
//! points, a frustration's cost, Murphy's surcharge, each weighed as the expert weighs them
//! while markers remain in the middle). A 7 is worth more than a 4, and the coach says so.

use pechvogel_engine::table::Due;
use pechvogel_engine::{Move, Table};

use crate::expert::{self, Scale};

/// One choice and the points it expects.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Priced {
    /// The move: a target, or an answer to a window's question (`true`: frustrate, join or
    /// reduce).
    pub choice: Move,
    /// The points the turn can be expected to add to the player's final score after this
    /// choice (negative when a frustration is likelier than a marker).
    pub points: f64,
}

/// The priced choices of the decision due at `table` now, best first: the targets the first
/// throw offers, or yes and no to a window's question. Equal values keep the order listed:
/// targets from the lowest, passing before frustrating or reducing. Empty for a throw, a
/// claim (whichever marker is claimed, it is worth its target's points) or the game's end.
pub fn choices(table: &Table) -> Vec<Priced> {
    let game = table.game();
    let mut out: Vec<Priced> = match table.due() {
        Due::Target(seat) => match game.first_throw_ref() {
            Some(first) => expert::targets(game, seat, first, Scale::Points)
                .into_iter()
                .map(|(v, points)| Priced {
                    choice: Move::Target(v),
                    points,
                })
                .collect(),
            None => Vec::new(),
        },
        Due::Ask(question) => {
            match expert::answers(game, question, table.window().frustrators(), Scale::Points) {
                Some((yes, no)) => vec![
                    Priced {
                        choice: Move::Answer(false),
                        points: no,
                    },
                    Priced {
                        choice: Move::Answer(true),
                        points: yes,
                    },
                ],
                None => Vec::new(),
            }
        }
        Due::Throw { .. } | Due::Claim(_) | Due::Over => Vec::new(),
    };
    // Stable: equal values keep the order above. A handful of choices.
    for i in 1..out.len() {
        let mut j = i;
        while j > 0 && out[j].points > out[j - 1].points {
            out.swap(j, j - 1);
            j -= 1;
        }
    }
    out
}
