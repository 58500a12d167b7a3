//! Bots play complete games through the table protocol.

use pechvogel_bots::{apply_choice, decide, Level, Rng};
use pechvogel_engine::{Decision, Game, Table};

#[test]
fn bots_finish_games() {
    for seed in 0..200u64 {
        let n = 2 + (seed % 4) as usize;
        let names = (0..n).map(|i| format!("P{i}")).collect();
        let mut table = Table::new(Game::new(names).unwrap());
        let mut dice = Rng::new(seed);
        let mut bot = Rng::with_stream(seed, 7);
        let mut steps = 0;
        loop {
            steps += 1;
            assert!(steps < 100_000, "game {seed} does not end");
            match table.decision() {
                Decision::Over => break,
                Decision::Throw { dice: k, .. } => {
                    table.throw(dice.throw(k)).unwrap();
                }
                _ => {
                    let c = decide(Level::Easy, &table, &mut bot).unwrap();
                    apply_choice(&mut table, c).unwrap();
                }
            }
        }
        assert!(table.game().is_over());
        assert!(!table.game().winners().is_empty());
    }
}
