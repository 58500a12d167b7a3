//! The odds for the board on the table (exact, from the bots' odds module), assuming
//! nobody rerolls; per target while one is being chosen. Can be hidden.

use std::sync::Arc;

use leptos::prelude::*;

use super::t;
use crate::pechvogel::words::W;
use pechvogel_bots::odds::{target_odds, turn_odds, Odds};
use pechvogel_engine::Awaiting;

use super::{play, with_game};
use crate::shell::escape::markup as text;
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
            let mut html = format!(
                r#"<p class="odds-caption">{}</p><table class="odds-table"><thead><tr><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>"#,
                text(t(W::IfYouChoose)),
                text(t(W::OddsTarget)),
                text(t(W::OddsClaim)),
                text(t(W::OddsThreeRavens)),
            );
            for (v, o) in list {
                html += &format!(
                    r#"<tr><th scope="row">{v}</th><td>{}</td><td>{}</td></tr>"#,
                    text(&pct(o.claim)),
                    text(&pct(o.frustration)),
                );
            }
            html + "</tbody></table>"
        } else if let Some((targets, r)) = board {
            let o: Odds = turn_odds(targets, r);
            let bar = |kind: &str, name: W, p: f64| {
                format!(
                    r#"<div class="odds-bar odds-{kind}"><span class="odds-name">{}</span><span class="odds-track"><span style="{}" class="odds-fill"></span></span><span class="odds-value">{}</span></div>"#,
                    text(t(name)),
                    width(p),
                    text(&pct(p)),
                )
            };
            format!(
                r#"<p class="odds-caption">{}</p><div class="odds-bars">{}{}{}</div>"#,
                text(t(W::ThisTurn)),
                bar("claim", W::OddsClaim, o.claim),
                bar("frustrated", W::OddsThreeRavens, o.frustration),
                bar("greedy", W::OddsGreedy, o.greedy),
            )
        } else {
            format!(
                r#"<p class="odds-caption muted">{}</p>"#,
                text(t(W::OddsLater))
            )
        }
    };
    view! { <OddsFrame body=Arc::new(content) /> }
}
