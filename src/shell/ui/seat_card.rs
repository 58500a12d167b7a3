//! A player at the table, for any game: the name, the kind, whether it is their turn, they
//! are asked or a bot is acting; the game draws what the player holds.

use dice_core::Seat;
use leptos::prelude::*;

use crate::shell::var::Computed;

use super::cheer::Cheer;
use super::phone_seat::{PhoneInvite, PhoneSeat};
use super::tr;
use super::win_meter::WinMeter;
use crate::shell::words::{shown_name, W};

/// The seat `seat` of the game on the table. The active seat glows.
#[component]
pub fn SeatCard(
    /// The seat number.
    seat: Seat,
    /// It is this seat's turn.
    active: Computed<bool>,
    /// A question waits for this seat.
    asked: Computed<bool>,
    /// A bot is acting for this seat.
    acting: Computed<bool>,
    /// The score now (points, worms): `data-score`.
    score: Computed<i32>,
    /// What the player holds, and the score as the game shows it.
    children: Children,
) -> impl IntoView {
    let sh = super::shell();
    let seats = sh.table_seats();
    // The hook keeps the name as the record has it; the card shows it in the page's words.
    let name = move || seats.with(|s| s.get(seat).map(|s| s.name.clone()).unwrap_or_default());
    let shown = move || shown_name(&name(), sh.lang());
    let kind = move || seats.with(|s| s.get(seat).map(|s| s.kind));
    view! {
        <article
            class="seat"
            class:active=move || active.get()
            class:asked=move || asked.get()
            class:acting=move || acting.get()
            data-testid=format!("seat-{seat}")
            data-name=name
            data-kind=move || kind().map_or("", |k| k.as_str()).to_string()
            data-score=move || score.get().to_string()
            data-active=move || active.get().to_string()
            aria-current=move || active.get().then_some("true")
            // The badge's word ("playing", CSS `attr()`): text from a pack stays an attribute,
            // never part of a style it could break out of.
            data-playing=tr(W::Playing)
            data-asked=tr(W::Asked)
        >
            <header class="seat-head">
                <span class="seat-name">{shown}</span>
                <span class="seat-kind">{move || kind().map_or("", |k| k.label().get(sh.lang())).to_string()}</span>
                <PhoneInvite seat=seat />
            </header>
            {children()}
            <PhoneSeat seat=seat />
            <WinMeter seat=seat />
            <Cheer seat=seat />
        </article>
    }
}
