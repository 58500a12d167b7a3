//! The components, one per file, each named after what the player sees. They read the
//! [`Controller`]'s signals and call its methods; no rule is decided here.

pub mod app;
pub mod board;
pub mod claim_dialog;
pub mod dice_tray;
pub mod die;
pub mod frustration_pile;
pub mod frustration_prompt;
pub mod game_log;
pub mod game_table;
pub mod middle;
pub mod murphy_token;
pub mod notice_bar;
pub mod odds_panel;
pub mod prompt_bar;
pub mod raven;
pub mod record_panel;
pub mod score_marker;
pub mod score_table;
pub mod seat_card;
pub mod setup_screen;
pub mod speed_select;
pub mod target_choice;
pub mod throw_button;
pub mod top_bar;

use crate::controller::Controller;
use leptos::prelude::*;
use pechvogel_engine::Seat;

pub use app::App;

/// The controller provided by [`App`] (or a test).
pub fn controller() -> Controller {
    expect_context::<Controller>()
}

/// A seat's name in the game on the table (not tracked: for text drawn once).
pub fn name_of(c: Controller, seat: Seat) -> String {
    c.setup.with_untracked(|s| {
        s.seats
            .get(seat)
            .map_or_else(|| format!("Seat {}", seat + 1), |s| s.name.clone())
    })
}
