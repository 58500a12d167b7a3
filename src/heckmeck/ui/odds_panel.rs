//! The exact odds of the turn being played, from the bots' odds module: for each face the
//! player may keep, the chance to reach each tile on offer afterwards; before a throw, the
//! chance from here. A grill tile is reached with its number or more; an opponent's top
//! tile only with exactly its number. Can be hidden.

use heckmeck_bots::odds::{self, Position, TILES};
use heckmeck_bots::view;
use heckmeck_engine::{Awaiting, Game};
use leptos::prelude::*;
use std::sync::Arc;

use crate::heckmeck::words::W;

use super::{name_of, play, with_game};
use crate::shell::escape::markup as text;
use crate::shell::ui::odds_frame::OddsFrame;
use crate::shell::ui::pct;

/// A tile the player could end the turn with: on the grill, or an opponent's top tile.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Column {
    tile: u8,
    steal: bool,
}

/// One row: what it is about, and per column the chance.
#[derive(Clone, Debug, PartialEq)]
struct Row {
    label: String,
    chances: Vec<f64>,
}

/// The tiles on offer to the active player: the face-up grill tiles and the opponents' top
/// tiles, ascending.
fn columns(g: &Game) -> Vec<Column> {
    let Some(me) = g.active() else {
        return Vec::new();
    };
    let mut cols: Vec<Column> = g
        .grill()
        .iter()
        .map(|tile| Column { tile, steal: false })
        .collect();
    for seat in (0..g.player_count()).filter(|&s| s != me) {
        if let Some(tile) = g.top(seat) {
            cols.push(Column { tile, steal: true });
        }
    }
    crate::shell::order::sort_small_by(&mut cols, |a, b| a.tile.cmp(&b.tile));
    cols
}

/// The chance per column from `reach` / `exact` arrays.
fn chances(cols: &[Column], reach: &[f64; TILES], exact: &[f64; TILES]) -> Vec<f64> {
    cols.iter()
        .map(|c| {
            let i = odds::tile_index(c.tile).unwrap_or(0);
            if c.steal {
                exact[i]
            } else {
                reach[i]
            }
        })
        .collect()
}

/// A keep in a column head: "4s\u{2192}18", "W\u{2192}10".
fn keep_short(face: heckmeck_engine::Face, dice: u8, sum: u8) -> String {
    let plural = if dice > 1 && !face.is_worm() { "s" } else { "" };
    format!("{face}{plural}\u{2192}{sum}")
}

/// The rows for the game as shown: per keep while a keep is due, else from here on.
/// `keeper`: the caption of the keeps' odds, which speaks to the person only when the keep
/// is theirs ("If you keep…", else "If Thea keeps…").
fn rows(g: &Game, cols: &[Column], keeper: impl FnOnce() -> String) -> (String, Vec<Row>) {
    let board = g.board();
    match g.awaiting() {
        Awaiting::Keep => {
            let rows = view::keeps(board)
                .map(|(face, dice, after): (_, u8, Position)| Row {
                    label: keep_short(face, dice, after.sum()),
                    chances: chances(cols, &odds::reach(after), &odds::exact(after)),
                })
                .collect();
            (keeper(), rows)
        }
        Awaiting::Roll | Awaiting::RollOrTake => {
            let here = view::position(board);
            let (reach, exact) = if g.turn_starts() {
                (odds::reach(here), odds::exact(here))
            } else {
                odds::throwing_on(here)
            };
            let label = super::t(if g.turn_starts() { W::Now } else { W::ThrowOn }).to_string();
            let row = Row {
                label,
                chances: chances(cols, &reach, &exact),
            };
            (super::t(W::ChanceToEndWith).to_string(), vec![row])
        }
        Awaiting::Take | Awaiting::GameOver => (String::new(), Vec::new()),
    }
}

/// The odds panel.
#[component]
pub fn OddsPanel() -> impl IntoView {
    let p = play();
    // Only while the shown dice agree with the engine (not mid-animation of a throw).
    let settled = move || {
        let shown_sum = p.scene().with(|s| s.sum);
        with_game(p, |g| g.board().sum() == shown_sum).unwrap_or(false)
    };
    let content = move || {
        let seats = p.shell().table_seats();
        let data = with_game(p, |g| {
            let cols = columns(g);
            let keeper = || match g.active() {
                Some(s) if !seats.with(|k| k.kind(s).is_here()) => {
                    super::tf(W::IfNameKeeps, &[("name", &name_of(p, s))])
                }
                _ => super::t(W::IfYouKeep).to_string(),
            };
            let (caption, rows) = rows(g, &cols, keeper);
            (cols, caption, rows)
        })
        .filter(|(_, _, rows)| !rows.is_empty() && settled());
        let Some((cols, caption, rows)) = data else {
            return format!(
                r#"<p class="odds-caption muted">{}</p>"#,
                text(super::t(W::OddsLater))
            );
        };
        // One row per tile, one column per choice: sixteen tiles fit down a side panel or a
        // phone, where they would not fit across.
        let mut html = format!(
            r#"<p class="odds-caption">{}</p><table class="odds-table odds-grid"><thead><tr><th scope="col">{}</th>"#,
            text(&caption),
            text(super::t(W::OddsTile)),
        );
        for r in &rows {
            html += &format!(r#"<th scope="col">{}</th>"#, text(&r.label));
        }
        html += "</tr></thead><tbody>";
        for (i, c) in cols.iter().enumerate() {
            let (class, title, head) = if c.steal {
                (
                    r#" class="steal""#,
                    super::tf(W::OddsSteal, &[("t", &c.tile.to_string())]),
                    format!("{} \u{2190}", c.tile),
                )
            } else {
                ("", c.tile.to_string(), c.tile.to_string())
            };
            html += &format!(
                r#"<tr><th scope="row"{class} title="{}">{}</th>"#,
                text(&title),
                text(&head),
            );
            for r in &rows {
                let chance = r.chances.get(i).copied().unwrap_or(0.0);
                // Shaded by the chance: a quick read of where the odds are.
                let level = ((chance * 4.0).ceil() as i32).clamp(0, 4);
                html += &format!(
                    r#"<td class="odds-cell odds-l{level}">{}</td>"#,
                    text(&pct(chance))
                );
            }
            html += "</tr>";
        }
        html + &format!(
            r#"</tbody></table><p class="odds-note">{}</p>"#,
            text(super::t(W::OddsNote))
        )
    };
    view! { <OddsFrame body=Arc::new(content) /> }
}
