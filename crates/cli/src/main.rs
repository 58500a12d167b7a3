//! `pechvogel`: the command-line face of the engine: replay records, the exact odds of a turn,
//! and games of bots.

mod flags;
mod heckmeck;
mod heckmeck_odds;
mod heckmeck_simulate;
mod odds;
mod replay;
mod simulate;

use std::process::ExitCode;

const HELP: &str = "\
pechvogel — the Pechvogel dice game engine on the command line

USAGE:
    pechvogel replay FILE     print the state JSON of a game record (FILE '-' reads stdin)
    pechvogel odds --targets T --ravens R
                              the exact odds of the rest of a turn from a board with T
                              targets (1-3) and R ravens (0-2), nobody rerolling, as JSON:
                              {\"claim\": p, \"frustration\": p, \"greedy\": p, \"both\": p}
    pechvogel simulate [--players N] [--games G] [--seed S] [--bots B,B,...] [--threads K]
                              play G complete games of bots (easy, normal, expert; default
                              1000 games of N=4 normal bots, seed 0) and print one JSON
                              object: games, players, bots, win_share, mean_score (per listed
                              bot), mean_turns, games_per_sec. The lineup rotates over the
                              seats from game to game; a tie among k winners gives each 1/k.
                              Runs on all cores (rayon; RAYON_NUM_THREADS or --threads K
                              limits it); the results do not depend on the thread count.
    pechvogel heckmeck replay FILE
                              print the state JSON of a Heckmeck am Bratwurmeck game record
                              (HECKMECK.md; FILE '-' reads stdin)
    pechvogel --help          show this help

Bad input exits 2 with one line on stderr: 'bad input: action I: reason' and the like.
";

fn main() -> ExitCode {
    // `args_os`: an argument that is not UTF-8 is bad usage, not a panic.
    let mut args = Vec::new();
    for a in std::env::args_os().skip(1) {
        match a.into_string() {
            Ok(s) => args.push(s),
            Err(a) => {
                eprintln!("bad input: usage: argument {a:?} is not UTF-8; see pechvogel --help");
                return ExitCode::from(2);
            }
        }
    }
    match args.first().map(String::as_str) {
        Some("replay") => replay::run(&args[1..]),
        Some("odds") => odds::run(&args[1..]),
        Some("simulate") => simulate::run(&args[1..]),
        Some("heckmeck") => heckmeck::run(&args[1..]),
        Some("--help" | "-h" | "help") => {
            print!("{HELP}");
            ExitCode::SUCCESS
        }
        Some(other) => {
            eprintln!("bad input: usage: unknown command {other:?}; see pechvogel --help");
            ExitCode::from(2)
        }
        None => {
            eprintln!("bad input: usage: a command is needed (replay, odds, simulate); see pechvogel --help");
            ExitCode::from(2)
        }
    }
}
