//! What the bots read off the engine's game: the turn's [`Position`] for the odds and the
//! solver, and the faces as the odds number them. Every rule question (what a sum takes,
//! what a failed turn moves, the worms on a tile) goes to the engine.

use heckmeck_engine::{Board, Face, Game, Loss, Seat, Steal, TileSet, MAX_PLAYERS};

use crate::odds::Position;

/// The odds' slot of a face: the engine's [`Face::index`] (1..=5 at 0..=4, the worm at 5,
/// which `tests/engine.rs` checks against the odds' face values).
#[inline]
pub fn slot(face: Face) -> usize {
    face.index()
}

/// The face in an odds slot.
#[inline]
pub fn face(slot: usize) -> Face {
    Face::ALL[slot]
}

/// The turn's position: the dice kept so far on `board`.
pub fn position(board: &Board) -> Position {
    let mut counts = [0u8; 6];
    for &(f, n) in board.keeps() {
        counts[slot(f)] += n;
    }
    // A board never holds more than eight dice, so the counts always make a position.
    Position::from_counts(counts).unwrap_or(Position::START)
}

/// The keeps the waiting throw offers (the engine's [`Board::keepable`]): each face, the
/// dice it takes and the position after it, in face order. Empty when no throw waits.
pub fn keeps(board: &Board) -> impl Iterator<Item = (Face, u8, Position)> {
    let p = position(board);
    let throw = board.throw();
    board.keepable().iter().filter_map(move |f| {
        let n = throw?.count(f);
        p.keep(slot(f), n).map(|next| (f, n, next))
    })
}

// ----- Stand-ins -------------------------------------------------------------------------
//
// The one place where the bots restate rules, because the engine has no query for them
// yet: what a table looks like after a hypothetical end of the turn (a take or a failed
// turn that has not happened), whether the game would be over there, and who would lead.
// The engine answers each of these for the real game ([`Game::offer`], [`Game::loss`],
// [`Game::is_over`], [`Game::leader`]); a query for a hypothetical end would replace them.

/// The tiles of a table as far as scores and the end of the game go: the grill and each
/// seat's tiles (as sets: only the worms and the highest tile count at the end).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Table {
    /// The face-up tiles on the grill.
    pub grill: TileSet,
    /// Each seat's tiles.
    pub held: [TileSet; MAX_PLAYERS],
    /// Each seat's top tile, the one that can be stolen.
    pub top: [Option<u8>; MAX_PLAYERS],
    /// Each seat's tile under the top, which a steal or a failed turn uncovers.
    pub under: [Option<u8>; MAX_PLAYERS],
}

impl Table {
    /// The table of `game` now.
    pub fn of(game: &Game) -> Table {
        Table {
            grill: game.grill(),
            held: std::array::from_fn(|s| {
                if s < game.player_count() {
                    game.held(s)
                } else {
                    TileSet::EMPTY
                }
            }),
            top: std::array::from_fn(|s| nth_from_top(game, s, 0)),
            under: std::array::from_fn(|s| nth_from_top(game, s, 1)),
        }
    }

    /// After `seat` takes `tile` from the grill.
    pub fn after_grill_take(mut self, seat: Seat, tile: u8) -> Table {
        self.grill.remove(tile);
        self.push(seat, tile);
        self
    }

    fn push(&mut self, seat: Seat, tile: u8) {
        self.held[seat].insert(tile);
        self.under[seat] = self.top[seat];
        self.top[seat] = Some(tile);
    }

    fn pop(&mut self, seat: Seat) {
        if let Some(t) = self.top[seat] {
            self.held[seat].remove(t);
        }
        // What lies under the new top is not known here: no second pop is ever asked.
        self.top[seat] = self.under[seat].take();
    }

    /// After `seat` makes `steal`.
    pub fn after_steal(mut self, seat: Seat, steal: Steal) -> Table {
        self.pop(steal.from);
        self.push(seat, steal.tile);
        self
    }

    /// After a failed turn of `seat` that moves what the engine's [`Game::loss`] says.
    pub fn after_loss(mut self, seat: Seat, loss: Loss) -> Table {
        if let Some(r) = loss.returned {
            self.pop(seat);
            self.grill.insert(r);
        }
        if let Some(t) = loss.turned {
            self.grill.remove(t);
        }
        self
    }

    /// True if the game would be over: no face-up tile left on the grill.
    pub fn is_over(&self) -> bool {
        self.grill.is_empty()
    }

    /// The seat that would win if the game ended here, of the first `n`: the most worms,
    /// then the highest tile.
    pub fn leader(&self, n: usize) -> Seat {
        (0..n)
            .rev()
            .max_by_key(|&s| (self.held[s].worms(), self.held[s].highest().unwrap_or(0)))
            .unwrap_or(0)
    }
}

/// The tile `k` places under the top of `seat`'s stack (0: the top), if any.
fn nth_from_top(game: &Game, seat: Seat, k: usize) -> Option<u8> {
    if seat >= game.player_count() {
        return None;
    }
    game.stack(seat).iter().rev().nth(k).copied()
}
