//! `pechvogel odds --targets T --ravens R`: the exact odds of the rest of a turn.

use std::process::ExitCode;

use dice_core::record::short_str;
use pechvogel_bots::turn_odds;

const USAGE: &str = "usage: pechvogel odds --targets T --ravens R (T in 1..=3, R in 0..=2)";

/// Prints `{"claim": p, "frustration": p, "greedy": p, "both": p}`; exit 2 on bad arguments.
pub fn run(args: &[String]) -> ExitCode {
    match parse(args) {
        Ok((targets, ravens)) => {
            let o = turn_odds(targets, ravens);
            crate::output::print_line(&format!(
                "{{\"claim\": {}, \"frustration\": {}, \"greedy\": {}, \"both\": {}}}",
                number(o.claim),
                number(o.frustration),
                number(o.greedy),
                number(o.both)
            ))
        }
        Err(message) => crate::output::bad(&format!("{message}; {USAGE}")),
    }
}

/// A float as JSON writes it (shortest form that reads back exactly).
fn number(x: f64) -> String {
    dice_core::json::Value::from(x).to_string()
}

fn parse(args: &[String]) -> Result<(u8, u8), String> {
    let ([targets, ravens], _) = crate::flags::values(args, ["--targets", "--ravens"], None)?;
    let targets = number_in(targets, "--targets", 1, 3)?;
    let ravens = number_in(ravens, "--ravens", 0, 2)?;
    Ok((targets, ravens))
}

fn number_in(value: Option<String>, name: &str, lo: u8, hi: u8) -> Result<u8, String> {
    let value = value.ok_or_else(|| format!("{name} is missing"))?;
    match value.parse::<u8>() {
        Ok(v) if (lo..=hi).contains(&v) => Ok(v),
        _ => Err(format!(
            "{name} {}: must be a whole number from {lo} to {hi} (a turn still going)",
            short_str(&value)
        )),
    }
}
