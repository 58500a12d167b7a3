//! How many players a game may have (HECKMECK.md: 2–7; the short game 5–7). A module of
//! its own because the game, the tiles' layout (one stack per seat) and the record all
//! size things by it.

/// Fewest players the box allows.
pub const MIN_PLAYERS: usize = 2;
/// Most players the box allows.
pub const MAX_PLAYERS: usize = 7;
/// Fewest players the short game allows (the book's variant for 5–7 players).
pub const SHORT_GAME_MIN_PLAYERS: usize = 5;
