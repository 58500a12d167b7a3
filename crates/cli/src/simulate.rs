//! `pechvogel simulate` and `pechvogel heckmeck simulate`: many complete games of bots, on
//! all cores, summed up as one JSON object of the same shape for both games. The games are
//! played by dice-core's generic simulator ([`Tally`]); only the game and its bots differ.

use std::process::ExitCode;
use std::time::Instant;

use dice_core::json::{Map, Value};
use dice_core::simulate::Tally;
use dice_core::{Bots, GameSimError, Level, SimGame};
use heckmeck_bots::HeckmeckBots;
use pechvogel_bots::PechvogelBots;
use rayon::prelude::*;

/// `pechvogel simulate`: Pechvogel's games.
pub fn pechvogel(args: &[String]) -> ExitCode {
    const USAGE: &str = "usage: pechvogel simulate [--players N] [--games G] [--seed S] \
[--bots LEVEL,LEVEL,...] [--threads K] [--timing]";
    use pechvogel_engine::{MAX_PLAYERS, MIN_PLAYERS};
    run::<pechvogel_engine::Table, PechvogelBots>(args, USAGE, MIN_PLAYERS, MAX_PLAYERS)
}

/// `pechvogel heckmeck simulate`: Heckmeck's games.
pub fn heckmeck(args: &[String]) -> ExitCode {
    const USAGE: &str = "usage: pechvogel heckmeck simulate [--players N] [--games G] [--seed S] \
[--bots LEVEL,LEVEL,...] [--threads K] [--timing]";
    use heckmeck_engine::{MAX_PLAYERS, MIN_PLAYERS};
    run::<heckmeck_engine::Game, HeckmeckBots>(args, USAGE, MIN_PLAYERS, MAX_PLAYERS)
}

/// What to simulate: the flags both `simulate` commands share ([`crate::flags::simulation`]).
type Run = crate::flags::Simulation;

/// How long each bot decision took, per level (easy, normal, expert), in nanoseconds.
#[derive(Clone, Debug, Default)]
struct Timing {
    nanos: [Vec<u32>; 3],
}

impl Timing {
    fn merge(mut self, mut other: Timing) -> Timing {
        for i in 0..3 {
            self.nanos[i].append(&mut other.nanos[i]);
        }
        self
    }

    /// Per level: decisions, mean, median, 99th and 99.9th percentile and maximum in µs. The
    /// percentiles say what a player meets; the maximum also catches the operating system
    /// pausing the process on a busy machine.
    fn json(mut self) -> Value {
        let mut levels = Map::new();
        for (i, level) in Level::ALL.iter().enumerate() {
            let v = &mut self.nanos[i];
            if v.is_empty() {
                continue;
            }
            v.sort_unstable();
            let us = |n: u32| f64::from(n) / 1000.0;
            let at = |q: f64| us(v[((v.len() - 1) as f64 * q).round() as usize]);
            let mean = v.iter().map(|&n| f64::from(n)).sum::<f64>() / v.len() as f64 / 1000.0;
            let stats: Map = [
                ("decisions", Value::from(v.len())),
                ("mean_us", Value::from(mean)),
                ("p50_us", Value::from(at(0.5))),
                ("p99_us", Value::from(at(0.99))),
                ("p999_us", Value::from(at(0.999))),
                ("max_us", Value::from(at(1.0))),
            ]
            .into_iter()
            .collect();
            levels.insert(level.as_str(), Value::Object(stats));
        }
        Value::Object([("timing", Value::Object(levels))].into_iter().collect())
    }
}

/// Plays the games of `G` with the bots `B` and prints the summary; exit 2 on bad arguments
/// (`usage` is the command's usage line).
fn run<G, B>(args: &[String], usage: &str, min_players: usize, max_players: usize) -> ExitCode
where
    G: SimGame + Send,
    B: Bots<G>,
{
    let run = match crate::flags::simulation(args, min_players, max_players) {
        Ok(r) => r,
        Err(message) => return crate::output::bad(&format!("{message}; {usage}")),
    };
    let pool = match run.threads {
        Some(k) => rayon::ThreadPoolBuilder::new().num_threads(k).build(),
        None => rayon::ThreadPoolBuilder::new().build(),
    };
    let pool = match pool {
        Ok(p) => p,
        Err(e) => {
            crate::output::error(&format!("error: cannot start threads: {e}"));
            return ExitCode::FAILURE;
        }
    };
    let start = Instant::now();
    let tally = if run.timing {
        pool.install(|| simulate_timed::<G, B>(&run))
            .map(|(tally, timing)| {
                crate::output::error(&timing.json().to_string());
                tally
            })
    } else {
        pool.install(|| simulate::<G, B>(&run))
    };
    let seconds = start.elapsed().as_secs_f64();
    let tally = match tally {
        Ok(t) => t,
        Err(e) => {
            crate::output::error(&format!("error: {e}"));
            return ExitCode::FAILURE;
        }
    };
    let s = tally.summary();
    let bots: Vec<&str> = s.bots.iter().map(|b| b.as_str()).collect();
    // Written key by key to keep the documented order (JSON objects here sort their keys).
    crate::output::print_line(&format!(
        "{{\"games\": {}, \"players\": {}, \"bots\": {}, \"win_share\": {}, \
         \"mean_score\": {}, \"mean_turns\": {}, \"games_per_sec\": {}}}",
        s.games,
        s.bots.len(),
        Value::from(bots),
        Value::from(s.win_share),
        Value::from(s.mean_score),
        Value::from(s.mean_turns),
        Value::from(s.games as f64 / seconds.max(1e-9)),
    ))
}

/// Plays every game, spread over the thread pool. Tallies add up exactly, so the result does
/// not depend on how the games were split.
fn simulate<G: SimGame + Send, B: Bots<G>>(run: &Run) -> Result<Tally<G>, GameSimError<G>> {
    // Chunks of games keep the per-game overhead of the work splitting small.
    const CHUNK: u64 = 64;
    let chunks = run.games.div_ceil(CHUNK);
    (0..chunks)
        .into_par_iter()
        .map(|c| {
            let mut t = Tally::new(&run.bots);
            t.play_range::<B>(run.seed, c * CHUNK..((c + 1) * CHUNK).min(run.games))?;
            Ok(t)
        })
        .try_reduce(|| Tally::new(&run.bots), |a, b| Ok(a.merge(&b)))
}

/// [`simulate`], timing every bot decision.
fn simulate_timed<G: SimGame + Send, B: Bots<G>>(
    run: &Run,
) -> Result<(Tally<G>, Timing), GameSimError<G>> {
    const CHUNK: u64 = 16;
    let chunks = run.games.div_ceil(CHUNK);
    let level_index = |l: Level| Level::ALL.iter().position(|&k| k == l).unwrap_or(0);
    (0..chunks)
        .into_par_iter()
        .map(|c| {
            let mut tally = Tally::new(&run.bots);
            let mut timing = Timing::default();
            let range = c * CHUNK..((c + 1) * CHUNK).min(run.games);
            tally.play_range_with(run.seed, range, |l, g, r| {
                let start = Instant::now();
                let choice = B::choose(l, g, r);
                let nanos = start.elapsed().as_nanos();
                timing.nanos[level_index(l)].push(nanos.try_into().unwrap_or(u32::MAX));
                choice
            })?;
            Ok((tally, timing))
        })
        .try_reduce(
            || (Tally::new(&run.bots), Timing::default()),
            |a, b| Ok((a.0.merge(&b.0), a.1.merge(b.1))),
        )
}
