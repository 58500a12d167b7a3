//! Heckmeck's components, one per file, each named after what the player sees. They read
//! the runner's signals ([`play`]) and answer prompts with its `act`; the rules they show
//! come from the engine.

pub mod choices;
pub mod dice_switch;
pub mod dice_tray;
pub mod die;
pub mod grill;
pub mod kept_dice;
pub mod odds_panel;
pub mod picture;
pub mod prompt_bar;
pub mod score_table;
pub mod seat_card;
pub mod table;
pub mod worm;
pub mod worm_tile;

use dice_core::Seat;
use heckmeck_engine::Game;
use leptos::prelude::*;

use crate::heckmeck::words::W;
use crate::shell::play::Play;

/// A text of Heckmeck's table in the page's language (plain: the page is drawn afresh in a
/// new language).
pub fn t(w: W) -> &'static str {
    w.get(crate::shell::ui::shell().lang_untracked())
}

/// A text with slots filled, in the page's language.
pub fn tf(w: W, slots: &[(&str, &str)]) -> String {
    w.fill(crate::shell::ui::shell().lang_untracked(), slots)
}

/// Heckmeck's runner, provided by the app (or a test).
pub fn play() -> Play<Game> {
    expect_context::<Play<Game>>()
}

/// A seat's name in the game on the table (not tracked: for text drawn once).
pub fn name_of(p: Play<Game>, seat: Seat) -> String {
    p.shell().name(seat)
}

/// Reads the shown game, if there is one.
pub fn with_game<R>(p: Play<Game>, f: impl FnOnce(&Game) -> R) -> Option<R> {
    p.shown().with(|g| g.as_ref().map(f))
}
