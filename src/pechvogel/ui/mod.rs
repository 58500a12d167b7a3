//! Pechvogel's components, one per file, each named after what the player sees. They read
//! the runner's signals ([`play`]) and answer prompts with its `act`; the rules they show
//! come from the engine.

pub mod board;
pub mod claim_dialog;
pub mod dice_tray;
pub mod die;
pub mod frustration_pile;
pub mod middle;
pub mod murphy_token;
pub mod odds_panel;
pub mod picture;
pub mod prompt_bar;
pub mod score_marker;
pub mod score_table;
pub mod seat_card;
pub mod table;
pub mod target_choice;
pub mod throw_button;
pub mod window_panel;

use dice_core::Seat;
use leptos::prelude::*;

use crate::shell::var::Stash;
use pechvogel_engine::{Game, Table};

use crate::pechvogel::words::W;
use crate::shell::play::Play;

/// Pechvogel's runner, provided by the app (or a test).
pub fn play() -> Play<Table> {
    expect_context::<Play<Table>>()
}

/// A text of Pechvogel's table in the page's language (plain: the page is drawn afresh in
/// a new language).
pub fn t(w: W) -> &'static str {
    w.get(crate::shell::ui::shell().lang_untracked())
}

/// A text with slots filled, in the page's language.
pub fn tf(w: W, slots: &[(&str, &str)]) -> String {
    w.fill(crate::shell::ui::shell().lang_untracked(), slots)
}

/// A seat's name in the game on the table (not tracked: for text drawn once).
pub fn name_of(p: Play<Table>, seat: Seat) -> String {
    p.shell().name(seat)
}

/// Reads the shown game, if there is one.
pub fn with_game<R>(p: Play<Table>, f: impl FnOnce(&Game) -> R) -> Option<R> {
    p.shown().with(|t| t.as_ref().map(|t| f(t.game())))
}

/// Where Murphy was last drawn (page coordinates), for its flight to a new holder;
/// provided by the table.
#[derive(Clone, Copy)]
pub struct MurphyTrail(pub Stash<Option<(f64, f64)>>);
