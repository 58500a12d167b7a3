//! The odds for the board on the table (exact, from the bots' odds module), assuming
//! nobody rerolls; per target while one is being chosen. Can be hidden.

use leptos::prelude::*;
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
                <p class="odds-caption">"If you choose\u{2026}"</p>
                <table class="odds-table">
                    <thead>
                        <tr>
                            <th scope="col">"target"</th>
                            <th scope="col">"claim"</th>
                            <th scope="col">"three ravens"</th>
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
                            })
                            .collect_view()}
                    </tbody>
                </table>
            }
            .into_any()
        } else if let Some((t, r)) = board {
            let o: Odds = turn_odds(t, r);
            view! {
                <p class="odds-caption">"This turn, if nobody rerolls:"</p>
                <div class="odds-bars">
                    <div class="odds-bar odds-claim">
                        <span class="odds-name">"claim"</span>
                        <span class="odds-track">
                            <span class="odds-fill" style=width(o.claim)></span>
                        </span>
                        <span class="odds-value">{pct(o.claim)}</span>
                    </div>
                    <div class="odds-bar odds-frustrated">
                        <span class="odds-name">"three ravens"</span>
                        <span class="odds-track">
                            <span class="odds-fill" style=width(o.frustration)></span>
                        </span>
                        <span class="odds-value">{pct(o.frustration)}</span>
                    </div>
                    <div class="odds-bar odds-greedy">
                        <span class="odds-name">"greedy"</span>
                        <span class="odds-track">
                            <span class="odds-fill" style=width(o.greedy)></span>
                        </span>
                        <span class="odds-value">{pct(o.greedy)}</span>
                    </div>
                </div>
            }
            .into_any()
        } else {
            view! { <p class="odds-caption muted">"The odds appear once a turn has a target."</p> }
                .into_any()
        }
    };
    view! { <OddsFrame>{content}</OddsFrame> }
}
