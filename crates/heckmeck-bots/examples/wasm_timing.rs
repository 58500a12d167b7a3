//! Bot decision times in WebAssembly, as the browser runs the bots: built for
//! `wasm32-unknown-unknown` in the release profile (the web build's), run by
//! `wasm_timing.mjs` under Node, which lends it a clock (`performance.now`).
//!
//! ```sh
//! cargo build --release --target wasm32-unknown-unknown -p heckmeck-bots --example wasm_timing
//! node crates/heckmeck-bots/examples/wasm_timing.mjs <target>/wasm32-unknown-unknown/release/examples/wasm_timing.wasm
//! ```
//!
//! Natively it is an empty library: the clock is the host's.

#[cfg(target_arch = "wasm32")]
mod wasm {
    use std::cell::RefCell;

    use dice_core::simulate::Tally;
    use dice_core::{Bots, Level};
    use heckmeck_bots::HeckmeckBots;
    use heckmeck_engine::Game;

    extern "C" {
        /// Milliseconds from the host (`performance.now()`).
        fn now_ms() -> f64;
    }

    thread_local! {
        /// Every decision's time in ms, per level; last, the review's pricing of the same
        /// decisions (what the coach asks before a person's decision).
        static TIMES: RefCell<[Vec<f64>; 4]> = RefCell::new(Default::default());
    }

    /// Builds the shared tables ([`heckmeck_bots::prepare`]); returns the time it took in ms.
    #[no_mangle]
    pub extern "C" fn prepare_ms() -> f64 {
        let start = unsafe { now_ms() };
        heckmeck_bots::prepare();
        unsafe { now_ms() - start }
    }

    /// Plays `games` games of expert, normal, easy, normal seeded with `seed`, timing every
    /// decision; returns the number of decisions (0 if a game failed).
    #[no_mangle]
    pub extern "C" fn run(games: u32, seed: u32) -> u32 {
        let lineup = [Level::Expert, Level::Normal, Level::Easy, Level::Normal];
        let mut tally = Tally::<Game>::new(&lineup);
        let played = tally.play_range_with(u64::from(seed), 0..u64::from(games), |l, g, r| {
            // SAFETY: a plain import from the host, no arguments.
            let start = unsafe { now_ms() };
            let m = HeckmeckBots::choose(l, g, r);
            let ms = unsafe { now_ms() } - start;
            let i = Level::ALL.iter().position(|&k| k == l).unwrap_or(0);
            // SAFETY: as above.
            let start = unsafe { now_ms() };
            let priced = heckmeck_bots::review::choices(g);
            let review_ms = unsafe { now_ms() } - start;
            assert!(!priced.is_empty());
            TIMES.with(|t| {
                let mut t = t.borrow_mut();
                t[i].push(ms);
                t[3].push(review_ms);
            });
            m
        });
        match played {
            Ok(()) => tally.decisions as u32,
            Err(_) => 0,
        }
    }

    /// Solves the whole turn `n` times for a made-up valuation (the expert's worst case).
    #[no_mangle]
    pub extern "C" fn solve(n: u32) -> f64 {
        use heckmeck_bots::odds::Position;
        use heckmeck_bots::solve::{Ends, Solver};
        let mut total = 0.0;
        for i in 0..n {
            let mut ends = Ends::<1>::nothing();
            for s in 21..=40 {
                ends.stop[s] = [(s as f64 - 20.0) / 4.0 + f64::from(i) * 1e-3];
            }
            ends.fail = [-1.0];
            total += Solver::new(ends).value(Position::START)[0];
        }
        total
    }

    /// How many decisions of level `level` took more than `ms` milliseconds.
    #[no_mangle]
    pub extern "C" fn over(level: u32, ms: f64) -> u32 {
        TIMES.with(|t| {
            t.borrow()
                .get(level as usize)
                .map_or(0, |v| v.iter().filter(|&&x| x > ms).count() as u32)
        })
    }

    /// The `q` quantile (0..=1) of the decision times of level `level` (0 easy, 1 normal,
    /// 2 expert, 3 the review's pricing) in ms; NaN if there are none.
    #[no_mangle]
    pub extern "C" fn quantile(level: u32, q: f64) -> f64 {
        TIMES.with(|t| {
            let mut t = t.borrow_mut();
            let Some(v) = t.get_mut(level as usize) else {
                return f64::NAN;
            };
            if v.is_empty() {
                return f64::NAN;
            }
            v.sort_by(f64::total_cmp);
            v[((v.len() - 1) as f64 * q.clamp(0.0, 1.0)).round() as usize]
        })
    }
}
