//! How many players a game may have (HECKMECK.md: 2–7; the short game 5–7), and the
//! record's name for the short-game switch. A module of its own because the game, the tiles'
//! layout (one stack per seat) and the record all size things by it, and the game's check of
//! the switch and the record's reader both name the key.

/// Fewest players the box allows.
pub const MIN_PLAYERS: usize = 2;
/// Most players the box allows.
pub const MAX_PLAYERS: usize = 7;
/// Fewest players the short game allows (the book's variant for 5–7 players).
pub const SHORT_GAME_MIN_PLAYERS: usize = 5;

/// The record's key for the short-game switch (the name a refused switch is reported under).
pub const SHORT_GAME_KEY: &str = "short_game";
