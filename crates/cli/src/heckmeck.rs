//! `pechvogel heckmeck …`: the Heckmeck am Bratwurmeck commands. `replay FILE` prints the
//! state a record leads to (HECKMECK.md, "Game record"), exactly as `pechvogel replay` does
//! for Pechvogel (the same reading and printing: [`crate::replay::replay_with`]); `odds`
//! lives in `heckmeck_odds.rs`, and, shared with Pechvogel, `simulate` in `simulate.rs`
//! and `link` / `unlink` in `link.rs`.

use std::process::ExitCode;

use dice_core::record::short_str;
use heckmeck_engine::Game;

/// The usage of `pechvogel heckmeck replay`.
const REPLAY_USAGE: &str = "pechvogel heckmeck replay FILE (or - for stdin)";

/// Every Heckmeck command, for a missing or unknown one.
const USAGE: &str = "pechvogel heckmeck replay FILE (or - for stdin) | pechvogel heckmeck odds \
[--kept FACES] | pechvogel heckmeck simulate [--players N] [--games G] [--seed S] \
[--bots LEVEL,LEVEL,...] [--threads K] [--timing]; see pechvogel --help";

/// Runs `pechvogel heckmeck ARGS…`; exit 2 on wrong usage or bad input.
pub fn run(args: &[String]) -> ExitCode {
    match args.first().map(String::as_str) {
        Some("replay") => crate::replay::replay_with(&args[1..], REPLAY_USAGE, |text| {
            Game::replay_json(text).map(|game| game.state_json())
        }),
        Some("link") => crate::link::link::<Game>(&args[1..], "pechvogel heckmeck link FILE"),
        Some("unlink") => crate::link::unlink::<Game>(&args[1..], "pechvogel heckmeck unlink LINK"),
        Some("verify") => crate::verify::verify::<Game>(
            &args[1..],
            "pechvogel heckmeck verify FILE --seed S [--from N]",
        ),
        Some("odds") => crate::heckmeck_odds::run(&args[1..]),
        Some("simulate") => crate::simulate::heckmeck(&args[1..]),
        // Debug-quoted: an argument with a line break must not split the one-line message;
        // cut short: nor may a long one flood it.
        Some(other) => crate::output::bad(&format!(
            "usage: unknown heckmeck command {}; {USAGE}",
            short_str(other)
        )),
        None => crate::output::bad(&format!("usage: {USAGE}")),
    }
}
