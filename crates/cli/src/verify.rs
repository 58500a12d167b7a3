//! `pechvogel verify FILE --seed S [--from N]` (and `pechvogel heckmeck verify …`): did the
//! dice of a recorded game follow the seed the app showed once the game was over? At one
//! device the app shows only the seed's seal while the game runs (see dice-core's
//! `verify`). Prints one JSON object: `{"follows": true, "throws": T, "resumed": [A, …]}`
//! (exit 0), or `{"follows": false, "action": A}` for the first throw that does not
//! (exit 1). Bad input exits 2 as `replay` does.

use std::process::ExitCode;

use dice_core::verify::{check_dice, DiceVerdict};
use dice_core::LinkCodec;

use crate::flags::{number, values};
use crate::output::{bad, print_line};
use crate::replay::read_record;

/// Checks the record at `args[0]` against `--seed` from action `--from` (default 0).
pub fn verify<G: LinkCodec>(args: &[String], usage: &str) -> ExitCode {
    let Some((path, flags)) = args.split_first() else {
        return bad(&format!("usage: {usage}"));
    };
    let checked = values(flags, ["--seed", "--from"], None).and_then(|([seed, from], _)| {
        let seed = seed.ok_or_else(|| "--seed is needed".to_string())?;
        let seed = number("--seed", &seed, 0..=u64::MAX)?;
        let from = match from {
            Some(f) => number("--from", &f, 0..=usize::MAX)?,
            None => 0,
        };
        let text = read_record(path)?;
        let game = G::replay_json(&text).map_err(|e| e.to_string())?;
        Ok(check_dice(&game, seed, from))
    });
    match checked {
        Ok(DiceVerdict::Follows { throws, resumed }) => {
            let resumed: Vec<String> = resumed.iter().map(usize::to_string).collect();
            print_line(&format!(
                "{{\"follows\": true, \"throws\": {throws}, \"resumed\": [{}]}}",
                resumed.join(", ")
            ))
        }
        Ok(DiceVerdict::Differs { action }) => {
            let _ = print_line(&format!("{{\"follows\": false, \"action\": {action}}}"));
            ExitCode::from(1)
        }
        Err(message) => bad(&format!("{message}; usage: {usage}")),
    }
}
