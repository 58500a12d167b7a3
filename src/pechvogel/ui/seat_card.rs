//! A player at the table: name, kind, score markers, frustrations, Murphy and score.

use leptos::prelude::*;

use crate::shell::var::Computed;

use super::t;
use crate::pechvogel::words::W;
use pechvogel_engine::{values, Seat};

use super::frustration_pile::FrustrationPile;
use super::murphy_token::MurphyToken;
use super::score_marker::ScoreMarker;
use super::{play, with_game};
use crate::shell::ui::minus;
use crate::shell::ui::seat_card::SeatCard as SeatFrame;
use crate::shell::ui::shown::shown;

/// The seat `seat` of the game on the table. The active seat glows.
#[component]
pub fn SeatCard(
    /// The seat number.
    seat: Seat,
) -> impl IntoView {
    let p = play();
    let markers =
        Computed::new(move || with_game(p, |g| values(g.markers(seat))).unwrap_or_default());
    let frustrations = Computed::new(move || with_game(p, |g| g.frustrations(seat)).unwrap_or(0));
    let score = move || with_game(p, |g| g.score(seat)).unwrap_or(0);
    // Whose dice are on the table plays until the board clears (a finished turn stays
    // visible for a moment); between turns, the engine's active seat.
    let active = move || {
        p.scene()
            .with(|s| s.thrower)
            .or_else(|| with_game(p, |g| g.active()).flatten())
            == Some(seat)
    };
    let murphy = move || with_game(p, |g| g.murphy() == Some(seat)).unwrap_or(false);
    // Asked: the seat due, or anyone asked in the same window's panel who has not answered.
    let asked = move || {
        p.prompt().with(|q| {
            q.as_ref().is_some_and(|q| {
                q.seat == seat && q.panel.is_empty()
                    || q.panel
                        .iter()
                        .any(|part| part.seat == seat && part.yes.is_none())
            })
        })
    };
    let acting = move || p.busy().with(|b| b.map(|b| b.seat) == Some(seat));
    let data_markers = move || {
        markers
            .get()
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(",")
    };
    view! {
        <SeatFrame
            seat=seat
            active=Computed::new(active)
            asked=Computed::new(asked)
            acting=Computed::new(acting)
            score=Computed::new(score)
            {..}
            data-markers=data_markers
            data-frustrations=move || frustrations.get().to_string()
        >
            <div class="seat-markers" role="group" aria-label=t(W::ScoreMarkers)>
                {move || {
                    let m = markers.get();
                    if m.is_empty() {
                        view! { <span class="seat-empty">{t(W::NoMarkers)}</span> }.into_any()
                    } else {
                        m.into_iter()
                            .map(|v| view! { <ScoreMarker value=v /> })
                            .collect_view()
                            .into_any()
                    }
                }}
            </div>
            <footer class="seat-foot">
                <FrustrationPile count=frustrations />
                <span class="murphy-slot">
                    {shown(murphy, move || view! { <MurphyToken holder=Some(seat) /> })}
                </span>
                <span class="seat-score" role="group" aria-label=t(W::Score)>
                    {move || minus(score())}
                    <small>{t(W::Pts)}</small>
                </span>
            </footer>
        </SeatFrame>
    }
}
