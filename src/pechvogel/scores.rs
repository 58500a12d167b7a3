//! The final score table's rows, from the engine's score parts (the engine says what a
//! frustration costs; nothing here restates it).

use pechvogel_engine::{values, Game, Seat};

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
    /// Points per frustration (negative: more with Murphy).
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
            let parts = game.score_parts(seat);
            ScoreRow {
                seat,
                name: game.names()[seat].clone(),
                markers: values(game.markers(seat)),
                marker_points: parts.markers,
                frustrations: parts.frustrations,
                per_frustration: -parts.frustration_cost,
                murphy: parts.murphy,
                total: game.score(seat),
                winner: winners.contains(&seat),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use dice_core::{play_to_end, DiceGame, Level};
    use pechvogel_bots::PechvogelBots;
    use pechvogel_engine::Table;

    #[test]
    fn parts_add_up_and_winners_match() {
        let mut frustrated = 0;
        for seed in 0..20 {
            let names = ["A", "B", "C"].map(String::from).to_vec();
            let mut t = Table::new_game(names).unwrap();
            play_to_end::<Table, PechvogelBots>(&mut t, &[Level::Easy; 3], seed).unwrap();
            let rows = rows(t.game());
            for r in &rows {
                assert_eq!(
                    r.marker_points + r.per_frustration * r.frustrations as i32,
                    r.total
                );
            }
            let best = rows.iter().map(|r| r.total).max().unwrap();
            assert!(rows.iter().all(|r| r.winner == (r.total == best)));
            frustrated += rows.iter().filter(|r| r.frustrations > 0).count();
        }
        // The games tried do put frustrations in the score (the parts are really tested).
        assert!(frustrated > 0);
    }
}
