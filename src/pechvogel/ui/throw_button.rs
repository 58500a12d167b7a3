//! Pechvogel's throw: "Throw the seven dice", "Throw 3 dice" or "Reroll 3 dice".

use leptos::prelude::*;
use pechvogel_engine::{Awaiting, Move, Seat, DICE};

use super::{play, with_game};
use crate::shell::ui::throw_button::ThrowButton as Button;

/// The throw button for the human at `seat`.
#[component]
pub fn ThrowButton(
    /// The prompt this answers.
    id: u64,
    /// Who throws.
    seat: Seat,
    /// How many dice.
    dice: u8,
) -> impl IntoView {
    let p = play();
    let who = super::name_of(p, seat);
    let reroll = untrack(|| with_game(p, |g| g.awaiting() == Awaiting::Reroll)).unwrap_or(false);
    let (question, label) = if dice == DICE {
        (
            format!("{who}: your turn."),
            "Throw the seven dice".to_string(),
        )
    } else if reroll {
        (format!("{who}: reroll."), format!("Reroll {dice} dice"))
    } else {
        (format!("{who}: throw again."), format!("Throw {dice} dice"))
    };
    view! { <Button question=question label=label on_throw=move |ev: web_sys::MouseEvent| p.click(&ev, id, Move::Throw) /> }
}
