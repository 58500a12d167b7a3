//! `pechvogel heckmeck odds [--kept FACES]`: the exact chance to take each tile from a
//! position of a Heckmeck turn.
//!
//! `FACES` are the dice kept so far this turn, comma separated, each `1`–`5` or `W` (the
//! worm): `--kept W,W,4,4`. Only how many dice of each face are kept matters, so the order is
//! free and a face may be listed apart from its group (`W,4,W` is `W,W,4`): a keep takes
//! every die of its face, so these dice were kept together in any case. Without `--kept` the
//! position is the start of a turn. A position where the turn is over (eight dice or all six
//! faces kept) is valid: its chances are 0 or 1.

use std::process::ExitCode;

use dice_core::record::short_str;
use heckmeck_bots::odds::{exact, reach, tile_numbers, Position, DICE, FACES, WORM};

const USAGE: &str = "usage: pechvogel heckmeck odds [--kept FACES] (FACES: the dice kept so \
far this turn, comma separated, each 1-5 or W, at most 8; none: the turn's start)";

/// Prints `{"reach": {"21": p, …, "36": p}, "exact": {…}}`; exit 2 on bad arguments.
pub fn run(args: &[String]) -> ExitCode {
    match parse(args) {
        Ok(p) => crate::output::print_line(&format!(
            "{{\"reach\": {}, \"exact\": {}}}",
            per_tile(&reach(p)),
            per_tile(&exact(p))
        )),
        Err(message) => crate::output::bad(&format!("{message}; {USAGE}")),
    }
}

/// `{"21": p, …, "36": p}` in tile order (a JSON object here would sort the keys as text).
fn per_tile(chances: &[f64]) -> String {
    let items: Vec<String> = tile_numbers()
        .zip(chances)
        .map(|(t, &p)| format!("\"{t}\": {}", dice_core::json::Value::from(p)))
        .collect();
    format!("{{{}}}", items.join(", "))
}

fn parse(args: &[String]) -> Result<Position, String> {
    let ([kept], _) = crate::flags::values(args, ["--kept"], None)?;
    let Some(kept) = kept else {
        return Ok(Position::START);
    };
    let mut counts = [0u8; FACES];
    let mut dice = 0usize;
    for item in kept.split(',') {
        let slot = match item.trim() {
            "W" => WORM,
            // Faces 1..=5 sit in slots 0..=4.
            f @ ("1" | "2" | "3" | "4" | "5") => usize::from(f.as_bytes()[0] - b'1'),
            "" => return Err(format!("--kept {}: an empty face", short_str(&kept))),
            other => {
                return Err(format!(
                    "--kept: {} is not a face (1-5 or W for the worm)",
                    short_str(other)
                ))
            }
        };
        counts[slot] += 1;
        dice += 1;
        if dice > usize::from(DICE) {
            return Err(format!("--kept lists more than {DICE} dice"));
        }
    }
    Position::from_counts(counts).ok_or_else(|| format!("--kept lists more than {DICE} dice"))
}
