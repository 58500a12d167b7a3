//! `pechvogel replay FILE`: the state a record leads to.

use std::io::{Read, Write};
use std::process::ExitCode;

use pechvogel_engine::Record;

/// Prints the state JSON of the record in `args[0]` (`-` for stdin); exit 2 on bad input.
pub fn run(args: &[String]) -> ExitCode {
    let [path] = args else {
        eprintln!("bad input: usage: pechvogel replay FILE (or - for stdin)");
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
    match Record::replay_json(&text) {
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
