//! `--name value` and `--name=value` flags, read the same way by every subcommand, and the
//! flags both `simulate` commands share, with their bounds. Echoed values are cut short: one
//! wrong argument must not become a flood on stderr.

use std::fmt::Display;
use std::ops::RangeInclusive;
use std::str::FromStr;

use dice_core::record::short_str;
use dice_core::Level;

/// Most games one run may play: more would take days, and a typo should say so at once.
pub const MAX_GAMES: u64 = 1_000_000_000;
/// Most threads one run may start.
pub const MAX_THREADS: usize = 256;

/// The values of the flags `names` in `args`, in the order of `names` (each at most once),
/// and whether the bare `switch` was given. Anything else is an error naming it.
pub fn values<const N: usize>(
    args: &[String],
    names: [&str; N],
    switch: Option<&str>,
) -> Result<([Option<String>; N], bool), String> {
    let mut values: [Option<String>; N] = std::array::from_fn(|_| None);
    let mut switched = false;
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if switch == Some(flag.as_str()) {
            switched = true;
            continue;
        }
        let (name, inline) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (flag.as_str(), None),
        };
        let Some(slot) = names.iter().position(|&n| n == name) else {
            return Err(format!("unknown argument {}", short_str(flag)));
        };
        let value = match inline {
            Some(v) => v,
            None => it
                .next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))?,
        };
        if values[slot].is_some() {
            return Err(format!("{name} given twice"));
        }
        values[slot] = Some(value);
    }
    Ok((values, switched))
}

/// The value of flag `name` as a whole number in `range`; otherwise the message
/// `--name "value": must be a whole number from LO to HI` (the value cut short).
pub fn number<T>(name: &str, value: &str, range: RangeInclusive<T>) -> Result<T, String>
where
    T: FromStr + PartialOrd + Display,
{
    match value.parse::<T>() {
        Ok(n) if range.contains(&n) => Ok(n),
        _ => Err(format!(
            "{name} {}: must be a whole number from {} to {}",
            short_str(value),
            range.start(),
            range.end()
        )),
    }
}

/// What to simulate: the flags of `pechvogel simulate` and `pechvogel heckmeck simulate`.
#[derive(Debug, PartialEq)]
pub struct Simulation {
    /// The lineup, in listed order.
    pub bots: Vec<Level>,
    /// Games to play, 1 to [`MAX_GAMES`].
    pub games: u64,
    /// The run's seed.
    pub seed: u64,
    /// Threads to use, 1 to [`MAX_THREADS`]; `None`: all cores.
    pub threads: Option<usize>,
    /// Also time every bot decision (reported on stderr).
    pub timing: bool,
}

/// Reads the flags of a simulation of a game for `min..=max` players: `--players N`,
/// `--games G`, `--seed S`, `--bots LEVEL,LEVEL,...`, `--threads K` and `--timing`.
pub fn simulation(args: &[String], min: usize, max: usize) -> Result<Simulation, String> {
    let ([players, games, seed, bots, threads], timing) = values(
        args,
        ["--players", "--games", "--seed", "--bots", "--threads"],
        Some("--timing"),
    )?;
    let players = match players {
        Some(p) => match p.parse::<usize>() {
            Ok(n) if (min..=max).contains(&n) => Some(n),
            _ => {
                return Err(format!(
                    "--players {}: must be {min} to {max}",
                    short_str(&p)
                ))
            }
        },
        None => None,
    };
    let bots: Vec<Level> = match bots {
        Some(list) => list
            .split(',')
            .map(|name| {
                Level::parse(name.trim()).ok_or_else(|| {
                    format!(
                        "--bots: unknown bot {} (easy, normal or expert)",
                        short_str(name)
                    )
                })
            })
            .collect::<Result<_, _>>()?,
        None => vec![Level::Normal; players.unwrap_or(4)],
    };
    if !(min..=max).contains(&bots.len()) {
        return Err(format!(
            "--bots lists {} bots; a game needs {min} to {max}",
            bots.len()
        ));
    }
    if let Some(n) = players {
        if n != bots.len() {
            return Err(format!(
                "--players {n} but --bots lists {} bots",
                bots.len()
            ));
        }
    }
    let games = match games {
        Some(g) => number("--games", &g, 1..=MAX_GAMES)?,
        None => 1000,
    };
    let seed = match seed {
        Some(s) => s.parse::<u64>().map_err(|_| {
            format!(
                "--seed {}: must be a whole number from 0 to 2^64-1",
                short_str(&s)
            )
        })?,
        None => 0,
    };
    let threads = match threads {
        Some(t) => Some(number("--threads", &t, 1..=MAX_THREADS)?),
        None => None,
    };
    Ok(Simulation {
        bots,
        games,
        seed,
        threads,
        timing,
    })
}
