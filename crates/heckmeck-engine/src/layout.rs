//! Where every tile lies — face up on the grill, face down, in a seat's stack — and the rules
//! that move tiles when a turn ends (HECKMECK.md, "A turn" step 4, "A failed turn", "End and
//! scoring"). The game moves its own tiles with these rules, and answers what-if questions
//! about a turn end that has not happened ([`AfterTurn`]) by running the very same rules on a
//! copy, so the two can never disagree.

use dice_core::Seat;

use crate::players::MAX_PLAYERS;
use crate::tile::{is_tile, TileSet, TILE_COUNT};

/// What a failed turn of a player would move: the tile going back and the tile turned face
/// down (HECKMECK.md, "A failed turn" and "The short game").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Loss {
    /// The top tile that goes back face up onto the grill.
    pub returned: Option<u8>,
    /// The tile turned face down (perhaps the returned one, in the short game).
    pub turned: Option<u8>,
}

/// Where a taken tile came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Source {
    /// Face up from the grill.
    Grill,
    /// The top of this opponent's stack: a steal.
    Steal(Seat),
}

/// Every tile's place. Fixed arrays and bits, so that a game copies and plays without
/// allocating, and a what-if is a copy of some 140 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Layout {
    /// Each seat's stack, bottom to top; places from `heights[s]` on are 0.
    stacks: [[u8; TILE_COUNT]; MAX_PLAYERS],
    heights: [u8; MAX_PLAYERS],
    /// Each seat's tiles as a set (worms and the tie-break without walking the stack).
    held: [TileSet; MAX_PLAYERS],
    /// The face-up tiles on the grill.
    grill: TileSet,
    /// The tiles turned face down.
    face_down: TileSet,
}

impl Layout {
    /// The start of a game: every tile face up on the grill, every stack empty.
    pub(crate) const START: Layout = Layout {
        stacks: [[0; TILE_COUNT]; MAX_PLAYERS],
        heights: [0; MAX_PLAYERS],
        held: [TileSet::EMPTY; MAX_PLAYERS],
        grill: TileSet::ALL,
        face_down: TileSet::EMPTY,
    };

    /// The face-up tiles on the grill.
    #[inline]
    pub(crate) fn grill(&self) -> TileSet {
        self.grill
    }

    /// The tiles turned face down, out of the game.
    #[inline]
    pub(crate) fn face_down(&self) -> TileSet {
        self.face_down
    }

    /// `seat`'s stack, bottom to top.
    #[inline]
    pub(crate) fn stack(&self, seat: Seat) -> &[u8] {
        &self.stacks[seat][..usize::from(self.heights[seat])]
    }

    /// `seat`'s top tile.
    #[inline]
    pub(crate) fn top(&self, seat: Seat) -> Option<u8> {
        // Place `height - 1`; an empty stack wraps to a place that does not exist. (One
        // comparison: the bots ask for every seat's top in every what-if.)
        let h = usize::from(self.heights[seat]);
        self.stacks[seat].get(h.wrapping_sub(1)).copied()
    }

    /// All tiles of `seat`'s stack as a set.
    #[inline]
    pub(crate) fn held(&self, seat: Seat) -> TileSet {
        self.held[seat]
    }

    /// `seat`'s score (see [`score`]).
    #[inline]
    pub(crate) fn score(&self, seat: Seat) -> i32 {
        score(self.held[seat])
    }

    /// `seat`'s worms and highest tile (see [`standing`]).
    #[inline]
    pub(crate) fn standing(&self, seat: Seat) -> (i32, u8) {
        standing(self.held[seat])
    }

    /// The leader of the first `players` seats (see [`leader`]).
    #[inline]
    pub(crate) fn leader(&self, players: usize) -> Seat {
        leader(&self.held[..players])
    }

    /// True when the game is over (see [`game_ends`]).
    #[inline]
    pub(crate) fn is_over(&self) -> bool {
        game_ends(self.grill)
    }

    /// The opponent of `seat` (among the first `players`) whose top tile is `tile`: the one
    /// a sum of exactly `tile` steals from (settled point 6: covered tiles and the player's
    /// own top are never offered).
    #[inline]
    pub(crate) fn steal_from(&self, seat: Seat, tile: u8, players: usize) -> Option<Seat> {
        // A tile on the grill or face down is in nobody's stack: no need to look.
        if !is_tile(tile) || self.grill.contains(tile) || self.face_down.contains(tile) {
            return None;
        }
        (0..players).find(|&s| s != seat && self.top(s) == Some(tile))
    }

    /// `seat` takes `tile` onto its stack: from the grill if it lies there, else from the
    /// opponent whose top tile it is. `None`, and nothing moves, if it is neither.
    #[inline]
    pub(crate) fn take(&mut self, seat: Seat, tile: u8, players: usize) -> Option<Source> {
        let source = if self.grill.contains(tile) {
            self.grill.remove(tile);
            Source::Grill
        } else {
            let from = self.steal_from(seat, tile, players)?;
            self.pop(from);
            Source::Steal(from)
        };
        self.push(seat, tile);
        Some(source)
    }

    /// What a failed turn of `seat` would move (settled points 9 and 10, and the short
    /// game): its top tile back to the grill, then the highest face-up tile turned face
    /// down, unless that is the returned tile outside the short game.
    pub(crate) fn loss(&self, seat: Seat, short_game: bool) -> Loss {
        let Some(returned) = self.top(seat) else {
            // Settled point 9: nothing given back, nothing turned.
            return Loss::default();
        };
        let mut grill = self.grill;
        grill.insert(returned);
        let highest = grill.highest();
        let turned = if highest == Some(returned) && !short_game {
            // Settled point 10: the returned tile is the highest and stays face up.
            None
        } else {
            highest
        };
        Loss {
            returned: Some(returned),
            turned,
        }
    }

    /// `seat`'s turn fails: moves what [`Layout::loss`] says, and returns it.
    #[inline]
    pub(crate) fn fail(&mut self, seat: Seat, short_game: bool) -> Loss {
        let loss = self.loss(seat, short_game);
        if let Some(tile) = loss.returned {
            self.pop(seat);
            self.grill.insert(tile);
        }
        if let Some(tile) = loss.turned {
            self.grill.remove(tile);
            self.face_down.insert(tile);
        }
        loss
    }

    /// Puts `tile` face up on top of `seat`'s stack.
    #[inline]
    fn push(&mut self, seat: Seat, tile: u8) {
        let h = usize::from(self.heights[seat]);
        self.stacks[seat][h] = tile;
        self.heights[seat] += 1;
        self.held[seat].insert(tile);
    }

    /// Takes the top tile off `seat`'s stack, if any.
    #[inline]
    fn pop(&mut self, seat: Seat) -> Option<u8> {
        let h = usize::from(self.heights[seat].checked_sub(1)?);
        let tile = std::mem::take(&mut self.stacks[seat][h]);
        self.heights[seat] -= 1;
        self.held[seat].remove(tile);
        Some(tile)
    }
}

/// How a game would stand after a turn ended in a way it has not (yet): the answer of
/// [`crate::Game::after_take`] and [`crate::Game::after_failure`], for bots weighing a take
/// against throwing on, and for previews. The grill, every seat's tiles and top tile,
/// whether the game would be over and who would win: read off a copy of the tiles that the
/// engine's own rules moved. Small, copyable and allocation-free.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AfterTurn {
    grill: TileSet,
    face_down: TileSet,
    held: [TileSet; MAX_PLAYERS],
    top: [Option<u8>; MAX_PLAYERS],
    players: u8,
}

impl AfterTurn {
    /// What a game of `players` would look like with its tiles laid out as `layout`.
    #[inline]
    pub(crate) fn new(layout: &Layout, players: usize) -> AfterTurn {
        let mut top = [None; MAX_PLAYERS];
        for (s, top) in top.iter_mut().enumerate().take(players) {
            *top = layout.top(s);
        }
        AfterTurn {
            grill: layout.grill,
            face_down: layout.face_down,
            held: layout.held,
            top,
            // At most `MAX_PLAYERS`: the game's names were checked.
            players: players as u8,
        }
    }

    /// Number of players.
    #[inline]
    pub fn player_count(&self) -> usize {
        usize::from(self.players)
    }

    /// The face-up tiles that would be on the grill.
    #[inline]
    pub fn grill(&self) -> TileSet {
        self.grill
    }

    /// The tiles that would be face down.
    #[inline]
    pub fn face_down(&self) -> TileSet {
        self.face_down
    }

    /// `seat`'s top tile: the one that could be stolen next.
    #[inline]
    pub fn top(&self, seat: Seat) -> Option<u8> {
        self.top[seat]
    }

    /// All tiles of `seat`'s stack as a set.
    #[inline]
    pub fn held(&self, seat: Seat) -> TileSet {
        self.held[seat]
    }

    /// `seat`'s worms.
    #[inline]
    pub fn score(&self, seat: Seat) -> i32 {
        score(self.held[seat])
    }

    /// `seat`'s worms and highest tile, as [`crate::Game::standing`].
    #[inline]
    pub fn standing(&self, seat: Seat) -> (i32, u8) {
        standing(self.held[seat])
    }

    /// True if the game would be over (no face-up tile left on the grill).
    #[inline]
    pub fn is_over(&self) -> bool {
        game_ends(self.grill)
    }

    /// The seat that would lead (and win, were the game over), as [`crate::Game::leader`].
    #[inline]
    pub fn leader(&self) -> Seat {
        leader(&self.held[..self.player_count()])
    }

    /// The winner if the game would be over, else `None`.
    #[inline]
    pub fn winner(&self) -> Option<Seat> {
        self.is_over().then(|| self.leader())
    }
}

// ----- the end of the game ("End and scoring"), for the game and its what-ifs alike -------

/// True when a grill like this ends the game: no face-up tile left (settled point 12).
#[inline]
fn game_ends(grill: TileSet) -> bool {
    grill.is_empty()
}

/// The score of a seat holding these tiles: their worms.
#[inline]
fn score(held: TileSet) -> i32 {
    held.worms() as i32
}

/// What decides between players at the end, in order: the worms, then the highest tile
/// held (0 for none).
#[inline]
fn standing(held: TileSet) -> (i32, u8) {
    (score(held), held.highest().unwrap_or(0))
}

/// The seat with the greatest standing among seats holding `held`; the lowest seat among
/// players without any tile.
#[inline]
fn leader(held: &[TileSet]) -> Seat {
    (0..held.len())
        .rev()
        .max_by_key(|&s| standing(held[s]))
        .unwrap_or(0)
}
