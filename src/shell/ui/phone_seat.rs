//! A seat's part in a live table across phones, on its seat card: "Invite a phone" (in its
//! header, [`PhoneInvite`]) for a seat played here (the host, or a table no phone joined yet), and for a phone's seat its
//! state (`remote-{seat}`: waiting, connected, dropped) with, once dropped, a fresh
//! invitation and a bot to stand in meanwhile.

use dice_core::{Level, Seat};
use leptos::prelude::*;

use super::{shell, tr};
use crate::shell::live::PhoneState;
use crate::shell::play::{Tool, Tools};
use crate::shell::words::{shown_name, W};

/// The live-table controls of seat `seat`.
#[component]
pub fn PhoneSeat(
    /// The seat number.
    seat: Seat,
) -> impl IntoView {
    let Some(tools) = use_context::<Tools>() else {
        return ().into_any();
    };
    let state = move || {
        tools.live.with(|l| {
            l.as_ref()
                .and_then(|l| l.phones.get(seat).copied().flatten())
        })
    };
    // Whether a bot plays the seat meanwhile is the table's to know.
    let standing_in = move || {
        tools
            .live
            .with(|l| l.as_ref().is_some_and(|l| l.stand_ins.contains(&seat)))
    };
    view! {
        {move || state().map(|s| view! {
            <span
                class="phone-state"
                class:dropped=s == PhoneState::Dropped
                data-testid=format!("remote-{seat}")
                data-state=s.as_str()
            >
                {match s {
                    PhoneState::Waiting => tr(W::PhoneWaiting),
                    PhoneState::Connected => tr(W::PhoneOn),
                    PhoneState::Dropped => tr(W::PhoneGone),
                }}
            </span>
        })}
        {move || (state() == Some(PhoneState::Dropped)).then(|| view! {
            <span class="phone-actions">
                <button
                    type="button"
                    class="btn btn-small"
                    data-testid=format!("rejoin-{seat}")
                    on:click=move |_| tools.run.run(Tool::Invite(seat))
                >
                    {tr(W::Rejoin)}
                </button>
                <button
                    type="button"
                    class="btn btn-small btn-quiet"
                    data-testid=format!("stand-in-{seat}")
                    aria-pressed=move || standing_in().to_string()
                    on:click=move |_| {
                        let bot = !standing_in();
                        tools.run.run(Tool::StandIn(seat, bot.then_some(Level::Normal)));
                    }
                >
                    {move || if standing_in() { tr(W::WaitForPhone) } else { tr(W::BotStandsIn) }}
                </button>
            </span>
        })}
    }
    .into_any()
}

/// "Invite a phone" for seat `seat`, in its card's header: a phone's outline, with the words
/// beside it where there is room (a phone's narrow cards show the outline only; the button is
/// named in full for screen readers either way).
#[component]
pub fn PhoneInvite(
    /// The seat number.
    seat: Seat,
) -> impl IntoView {
    let Some(tools) = use_context::<Tools>() else {
        return ().into_any();
    };
    let sh = shell();
    let name = move || {
        let n = sh
            .table_seats()
            .with(|s| s.get(seat).map(|s| s.name.clone()))
            .unwrap_or_default();
        shown_name(&n, sh.lang())
    };
    let state = move || {
        tools.live.with(|l| {
            l.as_ref()
                .and_then(|l| l.phones.get(seat).copied().flatten())
        })
    };
    let guest = move || tools.live.with(|l| l.as_ref().is_some_and(|l| !l.host));
    // Invitations are made on the table's own game, not during a replay, nor once it is over
    // (a dropped phone's seat has its own "Invite again").
    let shown = move || {
        !guest()
            && !tools.over.get()
            && tools.replay.with(Option::is_none)
            && state().is_none_or(|s| s == PhoneState::Waiting)
    };
    view! {
        {move || shown().then(|| view! {
            <button
                type="button"
                class="btn btn-small btn-quiet phone-invite"
                data-testid=format!("invite-{seat}")
                aria-label=move || W::InviteTitle.fill(sh.lang(), &[("name", &name())])
                on:click=move |_| tools.run.run(Tool::Invite(seat))
            >
                <svg class="phone-icon" viewBox="0 0 16 24" aria-hidden="true">
                    <rect x="2" y="1" width="12" height="22" rx="2.5" fill="none" stroke="currentColor" stroke-width="2"></rect>
                    <circle cx="8" cy="19" r="1.4" fill="currentColor"></circle>
                </svg>
                <span class="phone-invite-words">{tr(W::InvitePhone)}</span>
            </button>
        })}
    }
    .into_any()
}
