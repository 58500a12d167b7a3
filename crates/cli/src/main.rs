//! `pechvogel`: the command-line face of the engine (replay records; more subcommands follow).

mod replay;

use std::process::ExitCode;

const HELP: &str = "\
pechvogel — the Pechvogel dice game engine on the command line

USAGE:
    pechvogel replay FILE     print the state JSON of a game record (FILE '-' reads stdin)
    pechvogel --help          show this help

Bad input exits 2 with one line on stderr: 'bad input: action I: reason' and the like.
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("replay") => replay::run(&args[1..]),
        Some("--help" | "-h" | "help") => {
            print!("{HELP}");
            ExitCode::SUCCESS
        }
        _ => {
            eprint!("{HELP}");
            ExitCode::from(2)
        }
    }
}
