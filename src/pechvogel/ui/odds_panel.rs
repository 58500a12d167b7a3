//! The odds for the board on the table (exact, from the bots' odds module), assuming
//! nobody rerolls; per target while one is being chosen. Can be hidden.

use leptos::prelude::*;

use super::t;
use crate::pechvogel::words::W;
use pechvogel_bots::odds::{target_odds, turn_odds, Odds};
use pechvogel_engine::Awaiting;

use super::{play, with_game};
use crate::shell::ui::odds_frame::OddsFrame;
use crate::shell::ui::pct;

/// A bar's width in tenths of a percent.
fn width(p: f64) -> String {
    let permille = (p.clamp(0.0, 1.0) * 1000.0).round() as i32;
    format!("width:{}.{}%", permille / 10, permille % 10)
}

/// The odds panel.
#[component]
pub fn OddsPanel() -> impl IntoView {
    let p = play();
    let scene = p.scene();
    // What the odds are about, from what the table shows.
    let content = move || {
        let per_target = with_game(p, |g| {
            g.first_throw()
                .filter(|_| g.awaiting() == Awaiting::Target)
                .map(|t| target_odds(&t))
        })
        .flatten();
        // Only while the shown dice agree with the engine (not mid-animation of a new turn).
        let board = scene.with(|s| {
            s.target
                .map(|_| (s.targets.len() as u8, s.ravens.len() as u8))
        });
        if let Some(list) =
            per_target.filter(|_| scene.with(|s| s.target.is_none() && s.thrower.is_some()))
        {
            view! {
                <p class="odds-caption">{t(W::IfYouChoose)}</p>
                <table class="odds-table">
                    <thead>
                        <tr>
                            <th scope="col">{t(W::OddsTarget)}</th>
                            <th scope="col">{t(W::OddsClaim)}</th>
                            <th scope="col">{t(W::OddsThreeRavens)}</th>
                        </tr>
                    </thead>
                    <tbody>
                        {list
                            .into_iter()
                            .map(|(v, o)| {
                                view! {
                                    <tr>
                                        <th scope="row">{v}</th>
                                        <td>{pct(o.claim)}</td>
                                        <td>{pct(o.frustration)}</td>
                                    </tr>
                                }
                                .into_any()
                            })
                            .collect_view()}
                    </tbody>
                </table>
            }
            .into_any()
        } else if let Some((targets, r)) = board {
            let o: Odds = turn_odds(targets, r);
            view! {
                <p class="odds-caption">{t(W::ThisTurn)}</p>
                <div class="odds-bars">
                    <div class="odds-bar odds-claim">
                        <span class="odds-name">{t(W::OddsClaim)}</span>
                        <span class="odds-track">
                            <span class="odds-fill" style=width(o.claim)></span>
                        </span>
                        <span class="odds-value">{pct(o.claim)}</span>
                    </div>
                    <div class="odds-bar odds-frustrated">
                        <span class="odds-name">{t(W::OddsThreeRavens)}</span>
                        <span class="odds-track">
                            <span class="odds-fill" style=width(o.frustration)></span>
                        </span>
                        <span class="odds-value">{pct(o.frustration)}</span>
                    </div>
                    <div class="odds-bar odds-greedy">
                        <span class="odds-name">{t(W::OddsGreedy)}</span>
                        <span class="odds-track">
                            <span class="odds-fill" style=width(o.greedy)></span>
                        </span>
                        <span class="odds-value">{pct(o.greedy)}</span>
                    </div>
                </div>
            }
            .into_any()
        } else {
            view! { <p class="odds-caption muted">{t(W::OddsLater)}</p> }.into_any()
        }
    };
    view! { <OddsFrame>{content}</OddsFrame> }
}
