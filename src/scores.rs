//! The final score table's breakdown, from the engine's state.

use pechvogel_engine::{values, Game, Seat, VALUES};

/// One seat's row in the score table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreRow {
    /// The seat.
    pub seat: Seat,
    /// Its player's name.
    pub name: String,
    /// Marker values, ascending.
    pub markers: Vec<u8>,
    /// What the markers are worth.
    pub marker_points: i32,
    /// Frustrations held.
    pub frustrations: u32,
    /// Points per frustration: −7 with Murphy, else −3.
    pub per_frustration: i32,
    /// Holds Murphy.
    pub murphy: bool,
    /// The engine's score.
    pub total: i32,
    /// Among the highest totals (only once the game is over).
    pub winner: bool,
}

/// The rows in seat order. `total` is the engine's score; the parts add up to it.
pub fn rows(game: &Game) -> Vec<ScoreRow> {
    let winners = game.winners();
    (0..game.player_count())
        .map(|seat| {
            let counts = game.markers(seat);
            let marker_points = VALUES
                .iter()
                .zip(counts)
                .map(|(&v, c)| i32::from(v) * i32::from(c))
                .sum();
            let murphy = game.murphy() == Some(seat);
            ScoreRow {
                seat,
                name: game.names()[seat].clone(),
                markers: values(counts),
                marker_points,
                frustrations: game.frustrations(seat),
                per_frustration: if murphy { -7 } else { -3 },
                murphy,
                total: game.score(seat),
                winner: winners.contains(&seat),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use pechvogel_bots::{apply_choice, decide, Level, Rng};
    use pechvogel_engine::{Decision, Table};

    #[test]
    fn parts_add_up_and_winners_match() {
        for seed in 0..20 {
            let names = ["A", "B", "C"].map(String::from).to_vec();
            let mut t = Table::new(Game::new(names).unwrap());
            let mut rng = Rng::new(seed);
            loop {
                match t.decision() {
                    Decision::Over => break,
                    Decision::Throw { dice, .. } => {
                        let th = rng.throw(dice);
                        t.throw(th).unwrap();
                    }
                    _ => {
                        let c = decide(Level::Easy, &t, &mut rng).unwrap();
                        apply_choice(&mut t, c).unwrap();
                    }
                }
            }
            let rows = rows(t.game());
            for r in &rows {
                assert_eq!(
                    r.marker_points + r.per_frustration * r.frustrations as i32,
                    r.total
                );
            }
            let best = rows.iter().map(|r| r.total).max().unwrap();
            assert!(rows.iter().all(|r| r.winner == (r.total == best)));
        }
    }
}
