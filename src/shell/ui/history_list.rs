//! The games played, newest first: which game, when it ended (in the page's language), who
//! played with their final scores, who won. A click opens the game in replay; the small
//! button beside deletes it from the history (the browser asks first). Built as one string
//! of markup (every name escaped) with one click handler for the whole list, which finds
//! the game by the `data-id` of the button pressed.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::saved_games::local_time;
use super::shell;
use crate::shell::escape::markup;
use crate::shell::game::GameKind;
use crate::shell::history::book::{Book, Game};
use crate::shell::history::keeper;
use crate::shell::history::live::Shown;
use crate::shell::history::words::H;
use crate::shell::lang::Lang;
use crate::shell::var::Var;

/// The list of finished games (or that there is none, or that it is being read).
#[component]
pub fn HistoryList(
    /// What the history shows.
    data: Var<Shown>,
) -> impl IntoView {
    let lang = shell().lang_untracked();
    let html = move || {
        data.with(|s| match s {
            Shown::Reading => note(H::Reading.get(lang), ""),
            // The notice says why; nothing to list.
            Shown::Failed(_) => String::new(),
            Shown::Ready(book) => list(book, lang, &|g| when_and_name(g, lang)),
        })
    };
    let click = move |ev: leptos::ev::MouseEvent| {
        let Some(el) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("[data-id]").ok().flatten())
        else {
            return;
        };
        let id = el.get_attribute("data-id").unwrap_or_default();
        let Some(game) = data.with_untracked(|s| match s {
            Shown::Ready(b) => b.games().iter().find(|g| g.entry.id == id).cloned(),
            _ => None,
        }) else {
            return;
        };
        if el.get_attribute("data-testid").as_deref() == Some("delete-history-game") {
            let (when, name) = when_and_name(&game, lang);
            let sure = H::ConfirmDeleteGame.fill(lang, &[("game", &name), ("when", &when)]);
            if window().confirm_with_message(&sure).unwrap_or(false) {
                keeper::delete(Some(id));
            }
        } else {
            keeper::open(&game.entry);
        }
    };
    view! { <div class="history-games" inner_html=html on:click=click></div> }
}

/// When a game ended and the game's name, in `lang`.
fn when_and_name(g: &Game, lang: Lang) -> (String, String) {
    let name = GameKind::parse(&g.entry.game)
        .map_or(g.entry.game.clone(), |k| k.name_in(lang).to_string());
    (local_time(g.entry.ended, lang), name)
}

fn note(text: &str, testid: &str) -> String {
    format!(
        "<p class=\"history-note\" data-testid=\"{testid}\">{}</p>",
        markup(text)
    )
}

/// The list as markup, newest first; `named` gives a game's time and name in words.
pub fn list(book: &Book, lang: Lang, named: &dyn Fn(&Game) -> (String, String)) -> String {
    if book.games().is_empty() {
        return note(H::Empty.get(lang), "history-empty");
    }
    let mut html = String::from("<ul class=\"history-list\">");
    for g in book.games().iter().rev() {
        html += &row(g, lang, named(g));
    }
    html + "</ul>"
}

/// One game of the list.
fn row(g: &Game, lang: Lang, (when, name): (String, String)) -> String {
    let e = &g.entry;
    let names = e.seats.names();
    let scores: Vec<String> = g.digest.scores.iter().map(i32::to_string).collect();
    let shown = names
        .iter()
        .zip(&scores)
        .map(|(n, s)| format!("{n} {s}"))
        .collect::<Vec<_>>()
        .join(" \u{b7} ");
    let winners = g.winner_names().join(",");
    let won = H::WonBy.fill(lang, &[("names", &g.winner_names().join(", "))]);
    let replay = H::Replay.fill(lang, &[("game", &name), ("when", &when)]);
    let delete = markup(H::DeleteGame.get(lang));
    let id = markup(&e.id);
    format!(
        "<li class=\"history-row\"><button type=\"button\" class=\"btn history-game\" \
         data-testid=\"history-game\" data-id=\"{id}\" data-game=\"{}\" data-players=\"{}\" \
         data-scores=\"{}\" data-winner=\"{}\" aria-label=\"{}\"><strong>{}</strong>\
         <span class=\"history-when\">{}</span><span class=\"history-scores\">{}</span>\
         <small class=\"history-won\">{}</small></button><button type=\"button\" \
         class=\"btn btn-quiet saved-remove\" data-testid=\"delete-history-game\" \
         data-id=\"{id}\" aria-label=\"{delete}\" title=\"{delete}\">\u{d7}</button></li>",
        markup(&e.game),
        markup(&names.join(",")),
        scores.join(","),
        markup(&winners),
        markup(&replay),
        markup(&name),
        markup(&when),
        markup(&shown),
        markup(&won),
    )
}
