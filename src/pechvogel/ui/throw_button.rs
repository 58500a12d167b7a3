//! Pechvogel's throw: "Throw the seven dice", "Throw 3 dice" or "Reroll 3 dice".

use leptos::prelude::*;

use super::{t, tf};
use crate::pechvogel::words::W;
use crate::shell::words::{throw_dice, W as ShellW};
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
    let lang = crate::shell::ui::shell().lang_untracked();
    let n = dice.to_string();
    let (question, label) = if dice == DICE {
        (
            ShellW::YourTurn.fill(lang, &[("name", &who)]),
            t(W::ThrowSeven).to_string(),
        )
    } else if reroll {
        let label = lang.pick(i64::from(dice), W::RerollOne, W::RerollN);
        (tf(W::RerollQ, &[("name", &who)]), tf(label, &[("n", &n)]))
    } else {
        (
            tf(W::ThrowAgainQ, &[("name", &who)]),
            throw_dice(lang, dice),
        )
    };
    view! { <Button question=question label=label on_throw=move |ev: web_sys::MouseEvent| p.click(&ev, id, Move::Throw) /> }
}
