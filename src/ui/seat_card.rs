//! A player at the table: name, kind, score markers, frustrations, Murphy and score.

use leptos::prelude::*;
use pechvogel_engine::{values, Seat};

use super::controller;
use super::frustration_pile::FrustrationPile;
use super::murphy_token::MurphyToken;
use super::score_marker::ScoreMarker;

/// The seat `seat` of the game on the table. The active seat glows.
#[component]
pub fn SeatCard(
    /// The seat number.
    seat: Seat,
) -> impl IntoView {
    let c = controller();
    let name = move || {
        c.setup
            .with(|s| s.seats.get(seat).map(|s| s.name.clone()))
            .unwrap_or_default()
    };
    let kind = move || c.setup.with(|s| s.seats.get(seat).map(|s| s.kind));
    let markers = Memo::new(move |_| {
        c.shown.with(|g| {
            g.as_ref()
                .map(|g| values(g.markers(seat)))
                .unwrap_or_default()
        })
    });
    let frustrations = Signal::derive(move || {
        c.shown
            .with(|g| g.as_ref().map_or(0, |g| g.frustrations(seat)))
    });
    let score = move || c.shown.with(|g| g.as_ref().map_or(0, |g| g.score(seat)));
    // Whose dice are on the table plays until the board clears (a finished turn stays
    // visible for a moment); between turns, the engine's active seat.
    let active = move || {
        c.scene
            .with(|s| s.thrower)
            .or_else(|| c.shown.with(|g| g.as_ref().and_then(|g| g.active())))
            == Some(seat)
    };
    let murphy = move || {
        c.shown
            .with(|g| g.as_ref().and_then(|g| g.murphy()) == Some(seat))
    };
    let asked = move || c.prompt.with(|p| p.as_ref().map(|p| p.seat) == Some(seat));
    let acting = move || c.busy.with(|b| b.map(|b| b.seat) == Some(seat));
    let data_markers = move || {
        markers
            .get()
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(",")
    };
    view! {
        <article
            class="seat"
            class:active=active
            class:asked=asked
            class:acting=acting
            data-testid=format!("seat-{seat}")
            data-name=name
            data-kind=move || kind().map_or("", |k| k.as_str())
            data-markers=data_markers
            data-frustrations=move || frustrations.get().to_string()
            data-score=move || score().to_string()
            data-active=move || active().to_string()
            aria-current=move || active().then_some("true")
        >
            <header class="seat-head">
                <span class="seat-name">{name}</span>
                <span class="seat-kind">
                    {move || match kind() {
                        Some(k) if k.is_bot() => k.label().to_string(),
                        _ => "Human".to_string(),
                    }}
                </span>
            </header>
            <div class="seat-markers" aria-label="score markers">
                {move || {
                    let m = markers.get();
                    if m.is_empty() {
                        view! { <span class="seat-empty">"no markers"</span> }.into_any()
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
                    <Show when=murphy>
                        <MurphyToken holder=Some(seat) />
                    </Show>
                </span>
                <span class="seat-score" aria-label="score">
                    {move || {
                        // A typographic minus for people; `data-score` keeps plain digits.
                        let s = score();
                        if s < 0 { format!("\u{2212}{}", -s) } else { s.to_string() }
                    }}
                    <small>" pts"</small>
                </span>
            </footer>
        </article>
    }
}
