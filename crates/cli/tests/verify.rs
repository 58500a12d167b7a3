//! `pechvogel verify` and `pechvogel heckmeck verify`: a game's dice checked against the
//! seed the app reveals when the game is over.

mod common;

use common::{bad, run, temp_file, text};
use dice_core::{play_to_end, Level, SimGame};
use heckmeck_bots::HeckmeckBots;
use pechvogel_bots::PechvogelBots;

fn strs(a: &[String]) -> Vec<&str> {
    a.iter().map(String::as_str).collect()
}

/// A game of four normal bots with `seed`, played as the app plays it (dice and bots from
/// the seed's streams): its record and its throws.
fn played<G: SimGame, B: dice_core::Bots<G>>(seed: u64) -> (String, usize) {
    let mut game = G::new_game(dice_core::simulate::seat_names(4)).unwrap();
    play_to_end::<G, B>(&mut game, &[Level::Normal; 4], seed).unwrap();
    let record = game.record_json();
    let throws = record.matches("\"roll\"").count();
    (record, throws)
}

#[test]
fn a_game_follows_its_seed_and_not_another() {
    for seed in [0, 1, 77] {
        for (pre, (record, throws)) in [
            ("", played::<pechvogel_engine::Table, PechvogelBots>(seed)),
            (
                "heckmeck",
                played::<heckmeck_engine::Game, HeckmeckBots>(seed),
            ),
        ] {
            let file = temp_file(&format!("verify-{pre}-{seed}.json"), record.as_bytes());
            let path = file.to_str().unwrap();
            let args = |s: &str| {
                let mut a: Vec<String> = Vec::new();
                if !pre.is_empty() {
                    a.push(pre.into());
                }
                a.extend(["verify".into(), path.into(), "--seed".into(), s.into()]);
                a
            };
            let out = run(&strs(&args(&seed.to_string())), None);
            assert_eq!(
                out.status.code(),
                Some(0),
                "{pre} {seed}: {} {}",
                text(&out.stdout),
                text(&out.stderr)
            );
            assert_eq!(
                text(&out.stdout),
                format!("{{\"follows\": true, \"throws\": {throws}, \"resumed\": []}}\n")
            );
            let other = run(&strs(&args(&(seed + 1).to_string())), None);
            assert_eq!(other.status.code(), Some(1), "{pre} {seed}");
            assert!(text(&other.stdout).starts_with("{\"follows\": false, \"action\": "));
        }
    }
}

#[test]
fn verify_without_a_seed_or_with_a_bad_one_is_bad_input() {
    let (record, _) = played::<pechvogel_engine::Table, PechvogelBots>(3);
    let file = temp_file("verify-usage.json", record.as_bytes());
    let path = file.to_str().unwrap();
    assert!(bad(&run(&["verify", path], None)).contains("--seed is needed"));
    assert!(bad(&run(&["verify", path, "--seed", "x"], None)).contains("--seed \"x\""));
    assert!(bad(&run(&["verify"], None)).contains("usage: pechvogel verify FILE"));
    assert!(bad(&run(&["heckmeck", "verify", path, "--seed", "1"], None)).contains("bad input"));
}
