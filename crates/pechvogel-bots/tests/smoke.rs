//! Bots play complete games through the table protocol, driven by dice-core's driver.

use dice_core::{play_to_end, Level};
use pechvogel_bots::PechvogelBots;
use pechvogel_engine::{Game, Table};

#[test]
fn bots_finish_games() {
    for seed in 0..200u64 {
        let n = 2 + (seed % 4) as usize;
        let names = (0..n).map(|i| format!("P{i}")).collect();
        let mut table = Table::new(Game::new(names).unwrap());
        let levels = vec![Level::Easy; n];
        let (turns, decisions) =
            play_to_end::<Table, PechvogelBots>(&mut table, &levels, seed).unwrap();
        assert!(turns > 0 && decisions > 0);
        assert!(table.game().is_over());
        assert!(!table.game().winners().is_empty());
    }
}
