//! Exact odds of the rest of a turn, for the UI and the bots.
//!
//! For a position (the dice kept so far this turn) and each tile `t` of 21..=36:
//!
//! - [`reach`]: the chance to end the turn with a worm and a sum of **at least** `t`, playing
//!   to maximise that one chance (stop as soon as stopping succeeds);
//! - [`exact`]: the chance to end the turn with a worm and a sum of **exactly** `t`, playing
//!   to maximise that one chance (stop exactly at `t`).
//!
//! These are properties of the dice alone: which tiles lie on the grill does not enter. Both
//! come from the turn solver ([`crate::solve`]) with 32 lanes (16 tiles × 2 questions), once
//! for every position of a turn (a few milliseconds, on first use); afterwards every answer
//! is a table look-up.
//!
//! The dice: eight, each showing 1, 2, 3, 4, 5 or a worm (worth 5) with chance 1/6. Faces
//! are numbered by *slot* here: slots 0..=4 are the faces 1..=5 and slot [`WORM`] the worm.
//! These few facts about the dice and the [`Position`] of a turn live in [`crate::position`]
//! (the solver shares them; they are re-exported here); `tests/engine.rs` checks them
//! against the rules engine.

use std::sync::OnceLock;

pub use crate::position::{Position, DICE, FACES, MAX_SUM, VALUES, WORM};
use crate::solve::{Ends, Solver};

/// The lowest tile number.
pub const FIRST_TILE: u8 = 21;
/// Tiles, numbered `FIRST_TILE..FIRST_TILE + TILES` (21..=36).
pub const TILES: usize = 16;

/// Index of tile `t` in the arrays of [`reach`] and [`exact`] (`None` outside 21..=36).
pub fn tile_index(t: u8) -> Option<usize> {
    (FIRST_TILE..FIRST_TILE + TILES as u8)
        .contains(&t)
        .then(|| usize::from(t - FIRST_TILE))
}

/// The tile numbers, in the order of the arrays of [`reach`] and [`exact`].
pub fn tile_numbers() -> impl Iterator<Item = u8> {
    FIRST_TILE..FIRST_TILE + TILES as u8
}

/// The ends of the two questions for every tile: lanes `0..16` are "at least 21..=36", lanes
/// `16..32` "exactly 21..=36"; success is 1, failure 0.
fn odds_ends() -> Ends<{ 2 * TILES }> {
    let mut ends = Ends::nothing();
    for (s, stop) in ends.stop.iter_mut().enumerate() {
        for (i, t) in tile_numbers().enumerate() {
            if s >= usize::from(t) {
                stop[i] = 1.0;
            }
            if s == usize::from(t) {
                stop[TILES + i] = 1.0;
            }
        }
    }
    ends
}

/// Both questions for every position of a turn, filled once.
struct Table {
    solver: Solver<{ 2 * TILES }>,
}

static TABLE: OnceLock<Table> = OnceLock::new();

fn table() -> &'static Table {
    TABLE.get_or_init(|| {
        let mut solver = Solver::new(odds_ends());
        // Every position is reached from the start of a turn by some keeps, so one solve
        // from the start fills them all.
        solver.value(Position::START);
        Table { solver }
    })
}

fn both(p: Position) -> [f64; 2 * TILES] {
    table()
        .solver
        .known(p)
        .expect("every position is solved from the start of a turn")
}

/// Per tile 21..=36, the chance to end the turn from `p` with a worm and a sum of at least
/// the tile, under the play that maximises that chance.
pub fn reach(p: Position) -> [f64; TILES] {
    let v = both(p);
    std::array::from_fn(|i| v[i])
}

/// Per tile 21..=36, the chance to end the turn from `p` with a worm and a sum of exactly
/// the tile, under the play that maximises that chance.
pub fn exact(p: Position) -> [f64; TILES] {
    let v = both(p);
    std::array::from_fn(|i| v[TILES + i])
}

/// Per tile 21..=36, the chance to reach at least the tile (lanes `0..16`) and exactly the
/// tile (lanes `16..32`) from `p` when throwing on now instead of stopping (all zeros once the
/// turn is over): what the UI shows against "take" while awaiting `roll_or_take`. For tiles
/// above the sum in hand it equals [`reach`] and [`exact`].
pub fn throwing_on(p: Position) -> ([f64; TILES], [f64; TILES]) {
    if p.is_over() {
        return ([0.0; TILES], [0.0; TILES]);
    }
    let v = table()
        .solver
        .known_throw_value(p)
        .expect("every position is solved from the start of a turn");
    (
        std::array::from_fn(|i| v[i]),
        std::array::from_fn(|i| v[TILES + i]),
    )
}

/// For a throw showing `counts[f]` dice of each face slot `f` at position `p`: each face
/// that may be kept, with the position after keeping it and [`reach`] from there (what the
/// UI shows next to each possible keep). Empty when the throw fails.
pub fn keeps(p: Position, counts: [u8; FACES]) -> Vec<(usize, Position, [f64; TILES])> {
    (0..FACES)
        .filter_map(|f| {
            let next = p.keep(f, counts[f])?;
            Some((f, next, reach(next)))
        })
        .collect()
}
