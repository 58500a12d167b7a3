//! `pechvogel`: the command-line face of the engines: replay records, the exact odds of a turn,
//! and games of bots, for Pechvogel and (under `pechvogel heckmeck`) Heckmeck.

mod flags;
mod heckmeck;
mod heckmeck_odds;
mod link;
mod odds;
mod output;
mod replay;
mod simulate;
mod verify;

use std::process::ExitCode;

const HELP: &str = "\
pechvogel — the Pechvogel and Heckmeck dice game engines on the command line

USAGE:
    pechvogel replay FILE     print the state JSON of a game record (FILE '-' reads stdin;
                              a record larger than 16 MiB is refused)
    pechvogel odds --targets T --ravens R
                              the exact odds of the rest of a turn from a board with T
                              targets (1-3) and R ravens (0-2), nobody rerolling, as JSON:
                              {\"claim\": p, \"frustration\": p, \"greedy\": p, \"both\": p}
    pechvogel simulate [--players N] [--games G] [--seed S] [--bots B,B,...] [--threads K]
                       [--timing]
                              play G complete games of bots (easy, normal, expert; default
                              1000 games of N=4 normal bots, seed 0) and print one JSON
                              object: games, players, bots, win_share, mean_score (per listed
                              bot), mean_turns, games_per_sec. The lineup rotates over the
                              seats from game to game; a tie among k winners gives each 1/k.
                              Runs on all cores (rayon; RAYON_NUM_THREADS or --threads K
                              limits it); the results do not depend on the thread count.
                              G is 1 to 1000000000, K 1 to 256. --timing also prints each
                              bot level's decision times (µs) as JSON on stderr.
    pechvogel heckmeck replay FILE
                              print the state JSON of a Heckmeck am Bratwurmeck game record
                              (HECKMECK.md; FILE '-' reads stdin; at most 16 MiB)
    pechvogel heckmeck odds [--kept FACES]
                              the exact chance, per tile 21-36, to end a Heckmeck turn with
                              a worm and a sum of at least (reach) or exactly (exact) the
                              tile, from the dice kept so far: FACES, comma separated, each
                              1-5 or W (the worm), at most 8; none: the turn's start. As JSON:
                              {\"reach\": {\"21\": p, ..., \"36\": p}, \"exact\": {...}}
    pechvogel heckmeck simulate [--players N] [--games G] [--seed S] [--bots B,B,...]
                                [--threads K] [--timing]
                              simulate for Heckmeck (2-7 players), the same JSON; a tie on
                              worms is won by the highest tile
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
                let shown = a.to_string_lossy();
                return output::bad(&format!(
                    "usage: argument {} is not UTF-8; see pechvogel --help",
                    dice_core::record::short_str(&shown)
                ));
            }
        }
    }
    match args.first().map(String::as_str) {
        Some("replay") => replay::run(&args[1..]),
        // Not (yet) in HELP: its text is part of the CLI's byte-for-byte corpus.
        Some("link") => link::link::<pechvogel_engine::Table>(&args[1..], "pechvogel link FILE"),
        Some("unlink") => {
            link::unlink::<pechvogel_engine::Table>(&args[1..], "pechvogel unlink LINK")
        }
        Some("verify") => verify::verify::<pechvogel_engine::Table>(
            &args[1..],
            "pechvogel verify FILE --seed S [--from N]",
        ),
        Some("odds") => odds::run(&args[1..]),
        Some("simulate") => simulate::pechvogel(&args[1..]),
        Some("heckmeck") => heckmeck::run(&args[1..]),
        Some("--help" | "-h" | "help") => output::print(HELP),
        // Debug-quoted and cut short: one line, and a short one, whatever was typed.
        Some(other) => output::bad(&format!(
            "usage: unknown command {}; see pechvogel --help",
            dice_core::record::short_str(other)
        )),
        None => output::bad(
            "usage: a command is needed (replay, odds, simulate, heckmeck replay, heckmeck odds, \
             heckmeck simulate); see pechvogel --help",
        ),
    }
}
