//! Win chances, live: how often each seat wins when the game is played on from the position
//! on show by normal bots, many times over. The estimate ([`Estimate`]) is a pure function
//! of the position, the seed and the number of games; the runner ([`WinChances`]) plays it
//! in small chunks between frames, so the table never waits for it, and starts afresh when
//! the position changes.
//!
//! The games played on use dice of their own (a seed derived from the record's length,
//! never the game's seed), so the estimate is reproducible and tells nothing about the
//! game's coming dice; every seat, people included, is played by a normal bot. A tie
//! shares the win among the game's own winners (its tie-break counts), as the simulator
//! does, so the chances add up to 1.

use dice_core::simulate::game_seed;
use dice_core::{play_out, Bots, Level, SimGame};

use crate::shell::var::{Computed, Var};

use crate::shell::effect::effect;
use crate::shell::play::Play;
use crate::shell::seats::Seats;
use crate::shell::table_game::TableGame;
use crate::shell::timeline::{pause, yield_now, Generation};
use crate::shell::Shell;

/// A win shared among k winners gives each 1/k: shares are counted in 420ths (420 is
/// divisible by 1..=7), so they add up exactly.
const SHARE_UNIT: u64 = 420;

/// At most this many games per position.
pub const MAX_GAMES: u64 = 4000;
/// Stop sooner than [`MAX_GAMES`] after this much wall time (ms).
const BUDGET_MS: f64 = 300.0;
/// A chunk should take about this long (ms), one frame's worth.
const CHUNK_MS: f64 = 12.0;
/// A position must stay on show this long (ms) before it is estimated: at `instant` the
/// table moves on at once, and estimating every passing position would only slow it down.
const SETTLE_MS: u32 = 120;

/// The seed of the games played on from a position with `record_len` actions: fixed for
/// the position, unrelated to the game's own dice.
pub fn seed_for(record_len: usize) -> u64 {
    game_seed(0x5eed_c4a9_ce5d_1ce5, record_len as u64)
}

/// Win shares of games played on from one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Estimate {
    /// Games played on so far.
    pub games: u64,
    /// Win shares per seat, in [`SHARE_UNIT`]ths of a game.
    shares: Vec<u64>,
}

impl Estimate {
    /// No games yet, for `players` seats.
    pub fn new(players: usize) -> Estimate {
        Estimate {
            games: 0,
            shares: vec![0; players],
        }
    }

    /// Plays `count` more games on from `from` with normal bots `B` in every seat (game
    /// number `i` seeded by [`game_seed`]`(seed, i)`), and adds how they ended; false if a
    /// game could not be finished (a bug in a bot or an engine).
    pub fn play<G: SimGame, B: Bots<G>>(&mut self, from: &G, seed: u64, count: u64) -> bool {
        let levels = vec![Level::Normal; from.player_count()];
        for i in self.games..self.games + count {
            let mut game = from.clone();
            game.set_recording(false);
            if !play_out::<G, B>(&mut game, &levels, game_seed(seed, i)) {
                return false;
            }
            let winners = game.winners();
            let share = SHARE_UNIT / winners.len().max(1) as u64;
            for s in winners {
                if let Some(w) = self.shares.get_mut(s) {
                    *w += share;
                }
            }
            self.games += 1;
        }
        true
    }

    /// Each seat's chance to win (all zero before any game).
    pub fn chances(&self) -> Vec<f64> {
        let games = (self.games * SHARE_UNIT).max(1) as f64;
        self.shares.iter().map(|&w| w as f64 / games).collect()
    }
}

/// Each seat's chance to win from `from`, from `games` games played on with normal bots:
/// the same answer for the same position and number of games.
pub fn estimate<G: SimGame, B: Bots<G>>(from: &G, games: u64) -> Option<Vec<f64>> {
    let mut e = Estimate::new(from.player_count());
    e.play::<G, B>(from, seed_for(from.record_len()), games)
        .then(|| e.chances())
}

/// Plays a chunk of games on from the position being estimated (false: a game could not
/// be finished).
type Step = Box<dyn Fn(&mut Estimate, u64) -> bool>;

/// The live meters' owner: whether they are on, and the latest chances of the game on the
/// table. Provided as context by a game's table; the seat cards read it.
#[derive(Clone, Copy)]
pub struct WinChances {
    shell: Shell,
    /// Switched on or off for this table, overriding the default (replays turn it on).
    forced: Var<Option<bool>>,
    /// A replay is on show: the meters are on by default then (watching, nobody decides).
    replaying: Computed<bool>,
    chances: Var<Option<Vec<f64>>>,
    /// Games played on for [`WinChances::chance`] (0 before an estimate).
    games: Var<u64>,
    generation: Generation,
}

impl WinChances {
    /// Starts following the game `p` shows: a new estimate whenever the position changes
    /// while the meters are on.
    pub fn start<G: TableGame>(p: Play<G>) -> WinChances {
        let w = WinChances {
            shell: p.shell(),
            forced: Var::new(None),
            replaying: {
                let replay = p.tools().replay;
                Computed::new(move || replay.with(Option::is_some))
            },
            chances: Var::new(None),
            games: Var::new(0),
            generation: Generation::new(),
        };
        // The position: the game on show (by its save) and how far its record goes.
        let position = Computed::new(move || {
            p.shown()
                .with(|g| g.as_ref().map(|g| (p.save_id(), g.record_len())))
        });
        // Syncs the estimate (outside the reactive graph: timers and a long computation)
        // with the position and the switch.
        effect(move || {
            let on = w.on();
            let pos = position.get();
            let gen = w.generation.next();
            if !on || pos.is_none() {
                w.chances.set(None);
                w.games.set(0);
                return;
            }
            let Some(game) = p.shown().get_untracked() else {
                return;
            };
            let seed = seed_for(game.record_len());
            let players = game.player_count();
            // The game's half as a closure, so the loop below is compiled once for all games.
            let step = Box::new(move |e: &mut Estimate, count: u64| {
                e.play::<G, G::Bots>(&game, seed, count)
            });
            leptos::task::spawn_local(w.run(step, players, gen));
        });
        w
    }

    /// The meters are on: switched for this table, else always in a replay and in a game of
    /// bots only, and as the preferences say in a game with people.
    pub fn on(&self) -> bool {
        let sh = self.shell;
        self.forced.get().unwrap_or_else(|| {
            let people = sh.table_seats().with(Seats::people) > 0;
            self.replaying.get() || !people || sh.prefs.win_chances()
        })
    }

    /// Switches the meters on or off: the preference in a game with people, this table
    /// only in a game of bots.
    pub fn switch(&self, on: bool) {
        let sh = self.shell;
        let people = sh.table_seats().with_untracked(Seats::people) > 0;
        // In a replay the switch is for this table: the preference is about live games.
        if people && self.forced.get_untracked().is_none() && !self.replaying.get_untracked() {
            sh.prefs.set_win_chances(on);
        } else {
            self.forced.set(Some(on));
        }
    }

    /// Turns the meters on or off for this table whatever the preferences say (for a
    /// replay, say).
    pub fn force(&self, on: bool) {
        self.forced.set(Some(on));
    }

    /// Seat `seat`'s chance to win, once estimated (tracked).
    pub fn chance(&self, seat: usize) -> Option<f64> {
        self.chances
            .with(|c| c.as_ref().and_then(|c| c.get(seat).copied()))
    }

    /// The games played on from the position on show for the chances now shown (0 before
    /// an estimate; tracked): what the "?" beside the switch tells.
    pub fn games(&self) -> u64 {
        self.games.get()
    }

    /// Plays games on in chunks of about a frame's worth (`step` plays a chunk), publishing
    /// the chances after each, until [`MAX_GAMES`], the time budget, or a newer position.
    async fn run(self, step: Step, players: usize, gen: u64) {
        // A position passing at `instant` is not worth estimating.
        pause(SETTLE_MS).await;
        let mut e = Estimate::new(players);
        let start = js_sys::Date::now();
        let mut chunk = 4u64;
        while e.games < MAX_GAMES {
            if self.generation.stale(gen) {
                return;
            }
            let t = js_sys::Date::now();
            let count = chunk.min(MAX_GAMES - e.games);
            if !step(&mut e, count) {
                return;
            }
            self.chances.set(Some(e.chances()));
            self.games.set(e.games);
            let now = js_sys::Date::now();
            if now - start > BUDGET_MS {
                return;
            }
            // The next chunk takes about a frame's worth at the speed just measured.
            let per_game = ((now - t) / count as f64).max(0.01);
            chunk = ((CHUNK_MS / per_game) as u64).clamp(1, 200);
            yield_now().await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dice_core::{DiceGame, Rng};

    type Heck = heckmeck_engine::Game;
    type HeckBots = heckmeck_bots::HeckmeckBots;
    type Pech = pechvogel_engine::Table;
    type PechBots = pechvogel_bots::PechvogelBots;

    fn names(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("P{i}")).collect()
    }

    /// A game played `moves` decisions and throws on by normal bots from seed `seed`.
    fn partway<G: DiceGame, B: Bots<G>>(n: usize, seed: u64, moves: usize) -> G {
        let mut g = G::new_game(names(n)).unwrap();
        let mut rng = Rng::new(seed);
        for _ in 0..moves {
            match g.due() {
                dice_core::Due::Over => break,
                dice_core::Due::Throw { .. } => {
                    g.play(g.due().seat().unwrap(), G::throw_move(), &mut rng)
                        .unwrap();
                }
                dice_core::Due::Choose(s) => {
                    let mv = B::choose(Level::Normal, &g, &mut rng).unwrap();
                    g.play(s, mv, &mut rng).unwrap();
                }
            }
        }
        g
    }

    #[test]
    fn chances_add_up_and_repeat() {
        let g: Heck = partway::<Heck, HeckBots>(3, 7, 40);
        let a = estimate::<Heck, HeckBots>(&g, 60).unwrap();
        let b = estimate::<Heck, HeckBots>(&g, 60).unwrap();
        assert_eq!(a, b);
        assert!((a.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{a:?}");
        let p: Pech = partway::<Pech, PechBots>(4, 3, 30);
        let c = estimate::<Pech, PechBots>(&p, 200).unwrap();
        assert_eq!(c, estimate::<Pech, PechBots>(&p, 200).unwrap());
        assert!((c.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{c:?}");
        assert!(c.iter().all(|&x| (0.0..=1.0).contains(&x)));
    }

    #[test]
    fn played_in_chunks_is_played_at_once() {
        let g: Pech = partway::<Pech, PechBots>(3, 11, 20);
        let seed = seed_for(g.record_len());
        let mut whole = Estimate::new(3);
        assert!(whole.play::<Pech, PechBots>(&g, seed, 90));
        let mut parts = Estimate::new(3);
        for n in [1, 29, 60] {
            assert!(parts.play::<Pech, PechBots>(&g, seed, n));
        }
        assert_eq!(whole, parts);
    }

    #[test]
    fn a_finished_game_goes_to_its_winner() {
        for seed in 0..3 {
            let g: Heck = partway::<Heck, HeckBots>(2, seed, usize::MAX);
            assert!(g.is_over());
            let c = estimate::<Heck, HeckBots>(&g, 10).unwrap();
            let winners = g.winners();
            for (s, &x) in c.iter().enumerate() {
                let want = if winners.contains(&s) {
                    1.0 / winners.len() as f64
                } else {
                    0.0
                };
                assert!((x - want).abs() < 1e-12, "{c:?} {winners:?}");
            }
            let p: Pech = partway::<Pech, PechBots>(3, seed, usize::MAX);
            assert!(p.is_over());
            let c = estimate::<Pech, PechBots>(&p, 10).unwrap();
            assert_eq!(
                c.iter().filter(|&&x| x > 0.0).count(),
                p.winners().len(),
                "{c:?}"
            );
        }
    }

    #[test]
    fn the_seed_is_not_the_games() {
        // Neighbouring positions get unrelated seeds.
        assert_ne!(seed_for(10), seed_for(11));
        assert_eq!(seed_for(10), seed_for(10));
    }
}
