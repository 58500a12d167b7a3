//! `pechvogel heckmeck …`: the Heckmeck am Bratwurmeck commands. `replay FILE` prints the
//! state a record leads to (HECKMECK.md, "Game record"), exactly as `pechvogel replay` does
//! for Pechvogel.

use std::io::{Read, Write};
use std::process::ExitCode;

use heckmeck_engine::Game;

/// The usage line of the Heckmeck commands, for wrong usage.
const USAGE: &str = "pechvogel heckmeck replay FILE (or - for stdin)";

/// Runs `pechvogel heckmeck ARGS…`; exit 2 on wrong usage or bad input.
pub fn run(args: &[String]) -> ExitCode {
    match args.first().map(String::as_str) {
        Some("replay") => replay(&args[1..]),
        Some("odds") => crate::heckmeck_odds::run(&args[1..]),
        Some("simulate") => crate::heckmeck_simulate::run(&args[1..]),
        Some(other) => {
            // Debug-quoted: an argument with a line break must not split the one-line message.
            eprintln!("bad input: usage: unknown heckmeck command {other:?}; {USAGE}");
            ExitCode::from(2)
        }
        None => {
            eprintln!("bad input: usage: {USAGE}");
            ExitCode::from(2)
        }
    }
}

/// Prints the state JSON of the record in `args[0]` (`-` for stdin); exit 2 on bad input.
fn replay(args: &[String]) -> ExitCode {
    let [path] = args else {
        eprintln!("bad input: usage: {USAGE}");
        return ExitCode::from(2);
    };
    let text = if path == "-" {
        let mut s = String::new();
        std::io::stdin().read_to_string(&mut s).map(|_| s)
    } else {
        std::fs::read_to_string(path)
    };
    let text = match text {
        Ok(t) => t,
        Err(e) => {
            // Debug-quoted: a path with a line break must not split the one-line message.
            eprintln!("bad input: cannot read {path:?}: {e}");
            return ExitCode::from(2);
        }
    };
    match Game::replay_json(&text) {
        Ok(game) => {
            // A closed stdout (`| head`) is the reader's choice, not a reason to panic.
            let mut out = std::io::stdout().lock();
            match writeln!(out, "{}", game.state_json()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(_) => ExitCode::from(1),
            }
        }
        Err(e) => {
            eprintln!("bad input: {e}");
            ExitCode::from(2)
        }
    }
}
