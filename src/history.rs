//! What a record of the history means, asked of the games' engines (the history itself,
//! `shell::history`, names no game): the record replayed, its scores and winners, and what
//! each seat did that the statistics count, read from the engine's events. Beside the
//! registry of games ([`crate::games`]) as the other place that names them.

use std::cell::RefCell;

use dice_core::{DiceGame, Seat};

use crate::shell::chunk::ChunkMissing;
use crate::shell::history::rating::Measured;
use crate::shell::history::{Digest, Readying, RecordProblem, Referee, Tally};
use crate::shell::table_game::TableGame;

/// The engines of this table's games.
pub struct Engines;

/// The referee the history asks.
pub static ENGINES: Engines = Engines;

crate::in_chunk!(
    charts,
    /// The referee, from the history's chunk (the history asks it only from there).
    pub fn referee() -> &'static dyn Referee {
        &ENGINES
    }
);

/// Where the history's referee comes from (see [`crate::shell::history::RefereeLoad`]).
pub fn referee_load() -> crate::shell::history::RefereeComing {
    Box::pin(referee())
}

/// One game's judge: a record replayed through its engine and counted.
pub type Judge = fn(&str) -> Result<(String, Digest), RecordProblem>;

crate::in_chunk!(
    pechvogel,
    /// Pechvogel's judge, from the game's chunk (its engine is there).
    fn pechvogel_judge() -> Judge {
        |record| judge::<pechvogel_engine::Table>(record, pechvogel_tallies)
    }
);

crate::in_chunk!(
    heckmeck,
    /// Heckmeck's judge, from the game's chunk.
    fn heckmeck_judge() -> Judge {
        |record| judge::<heckmeck_engine::Game>(record, heckmeck_tallies)
    }
);

/// Where a game's judge comes from.
type FromChunk = fn() -> JudgeLoad;

/// The games' ids, each with where its judge comes from.
const GAMES: [(&str, FromChunk); 2] = [
    (<pechvogel_engine::Table as DiceGame>::ID, || {
        Box::pin(pechvogel_judge())
    }),
    (<heckmeck_engine::Game as DiceGame>::ID, || {
        Box::pin(heckmeck_judge())
    }),
];

/// A judge on its way from its chunk.
type JudgeLoad = std::pin::Pin<Box<dyn std::future::Future<Output = Result<Judge, ChunkMissing>>>>;

thread_local! {
    /// The judges fetched so far, in the order of [`GAMES`].
    static JUDGES: RefCell<[Option<Judge>; 2]> = const { RefCell::new([None; 2]) };
}

impl Referee for Engines {
    fn ready(&self, game: Option<&str>) -> Readying {
        let wanted: Vec<usize> = (0..GAMES.len())
            .filter(|&i| game.is_none_or(|g| g == GAMES[i].0))
            .collect();
        Box::pin(async move {
            for i in wanted {
                if JUDGES.with(|j| j.borrow()[i].is_none()) {
                    let judge = (GAMES[i].1)().await?;
                    JUDGES.with(|j| j.borrow_mut()[i] = Some(judge));
                }
            }
            Ok(())
        })
    }

    fn judge(&self, game: &str, record: &str) -> Result<(String, Digest), RecordProblem> {
        let i = GAMES
            .iter()
            .position(|(id, _)| *id == game)
            .ok_or(RecordProblem::UnknownGame)?;
        match JUDGES.with(|j| j.borrow()[i]) {
            Some(judge) => judge(record),
            None => Err(RecordProblem::NotReady),
        }
    }

    fn anchors(&self, game: &str) -> Option<[f64; 3]> {
        if game == <pechvogel_engine::Table as DiceGame>::ID {
            Some(PECHVOGEL_ANCHORS)
        } else if game == <heckmeck_engine::Game as DiceGame>::ID {
            Some(HECKMECK_ANCHORS)
        } else {
            None
        }
    }
}

/// Replays a finished record of `G` and counts its events.
fn judge<G: TableGame>(
    record: &str,
    tallies: fn(usize, &[G::Event]) -> Vec<Tally>,
) -> Result<(String, Digest), RecordProblem> {
    let game = G::replay_json(record).map_err(|_| RecordProblem::Refused)?;
    if !game.is_over() {
        return Err(RecordProblem::NotOver);
    }
    let n = game.player_count();
    let (_, events) = game.history();
    let digest = Digest {
        scores: (0..n).map(|s| game.score(s)).collect(),
        winners: game.winners(),
        tallies: tallies(n, &events),
    };
    Ok((game.record_json(), digest))
}

/// Pechvogel: turns (each first throw), frustrations dealt (moved from a seat's own pile
/// onto the board) and suffered (put on the board during the seat's turn).
fn pechvogel_tallies(n: usize, events: &[pechvogel_engine::Event]) -> Vec<Tally> {
    use pechvogel_engine::{Event, Pile};
    let mut t = vec![
        Tally {
            dealt: Some(0),
            suffered: Some(0),
            ..Tally::default()
        };
        n
    ];
    let mut active: Option<Seat> = None;
    for e in events {
        match *e {
            Event::Thrown {
                seat,
                first,
                reroll,
                ..
            } => {
                active = Some(seat);
                if first && !reroll {
                    t[seat].turns += 1;
                }
            }
            Event::FrustrationMoved {
                from: Pile::Seat(by),
                to: Pile::Board,
            } => {
                add(&mut t[by].dealt);
                if let Some(a) = active {
                    add(&mut t[a].suffered);
                }
            }
            _ => {}
        }
    }
    t
}

/// Heckmeck: turns (each ends by passing the turn, or the game), and failed turns.
fn heckmeck_tallies(n: usize, events: &[heckmeck_engine::Event]) -> Vec<Tally> {
    use heckmeck_engine::event::Event;
    let mut t = vec![
        Tally {
            failed: Some(0),
            ..Tally::default()
        };
        n
    ];
    let mut open: Option<Seat> = None;
    for e in events {
        match *e {
            Event::Thrown { seat, .. } => open = Some(seat),
            Event::TurnFailed { seat, .. } => add(&mut t[seat].failed),
            Event::TurnPassed { from, .. } => {
                t[from].turns += 1;
                open = None;
            }
            _ => {}
        }
    }
    if let Some(seat) = open {
        t[seat].turns += 1;
    }
    t
}

fn add(n: &mut Option<u32>) {
    if let Some(n) = n {
        *n += 1;
    }
}

/// The bots' results heads-up, measured by the simulator (`pechvogel simulate --players 2
/// --games 10000 --seed 1 --bots expert,normal`, then `normal,expert`, and alike for each
/// pairing; Heckmeck 4000 games each way with `pechvogel heckmeck simulate`), each share the
/// mean of the two seat orders. They rate the bots ([`PECHVOGEL_ANCHORS`]).
pub const PECHVOGEL_MEASURED: Measured = Measured {
    // 0.7404 and 0.74355.
    expert_normal: 0.741_975,
    // 0.74785 and 0.746.
    normal_easy: 0.746_925,
    // 0.92665 and 0.92995.
    expert_easy: 0.928_3,
};

/// Pechvogel's bots rated: `rating::anchors(PECHVOGEL_MEASURED)` to a tenth (the measured
/// differences are 183.5 for expert over normal, 188.0 normal over easy, 444.9 expert over
/// easy; the fit keeps them within 25 points). A constant, so the browser's build carries
/// no logarithm.
pub const PECHVOGEL_ANCHORS: [f64; 3] = [1287.5, 1500.0, 1707.9];

/// Heckmeck's bots rated (differences measured: 42.2, 397.2, 456.8).
pub const HECKMECK_ANCHORS: [f64; 3] = [1097.0, 1500.0, 1548.0];

/// Heckmeck's (see [`PECHVOGEL_MEASURED`]).
pub const HECKMECK_MEASURED: Measured = Measured {
    // 0.5535 and 0.5675.
    expert_normal: 0.560_5,
    // 0.91125 and 0.90425.
    normal_easy: 0.907_75,
    // 0.939 and 0.9265.
    expert_easy: 0.932_75,
};
