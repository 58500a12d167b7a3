//! The history on the setup screen: two buttons open it, on the games played or on the
//! statistics; below them the list or the table, and what the player can do with it all:
//! export the history (JSON) and the statistics (CSV), import a history, delete it (the
//! browser asks first). Reads only what `shell::history::live` shows. The body (the list,
//! the statistics with their pictures, the tools) is drawn from the chunk `charts`, fetched
//! when the history is first opened: the setup screen's first load carries only the buttons.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::history_charts::stats_view;
use super::history_list::HistoryList;
use super::shell;
use super::shown::shown;
use crate::shell::chunk::drawn_from_chunk;
use crate::shell::history::book::MAX_IMPORT_BYTES;
use crate::shell::history::keeper;
use crate::shell::history::live::{self, Shown};
use crate::shell::history::words::H;
use crate::shell::lang::Lang;
use crate::shell::var::Var;

/// Which part of the history is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// Neither.
    Closed,
    /// The games played.
    Games,
    /// The statistics.
    Stats,
}

crate::in_chunk!(
    charts,
    /// Draws the history's body (from its chunk).
    fn history_body() -> fn(Var<Part>, Var<Shown>, Lang) -> AnyView {
        body
    }
);

/// The history's buttons and, once opened, the list or the statistics.
#[component]
pub fn HistoryPanel() -> impl IntoView {
    let sh = shell();
    let lang = sh.lang_untracked();
    let part = Var::new(Part::Closed);
    let data = live::shown().unwrap_or_else(|| Var::new(Shown::Reading));
    let toggle = move |to: Part| {
        if part.get_untracked() == to {
            part.set(Part::Closed);
        } else {
            part.set(to);
            live::read(true);
        }
    };
    view! {
        <section class="history" aria-label=H::Open.get(lang)>
            <div class="history-buttons">
                <button
                    type="button"
                    class="btn"
                    data-testid="history"
                    aria-expanded=move || (part.get() == Part::Games).to_string()
                    on:click=move |_| toggle(Part::Games)
                >
                    {H::Open.get(lang)}
                </button>
                <button
                    type="button"
                    class="btn"
                    data-testid="stats"
                    aria-expanded=move || (part.get() == Part::Stats).to_string()
                    on:click=move |_| toggle(Part::Stats)
                >
                    {H::Statistics.get(lang)}
                </button>
            </div>
            {shown(move || part.get() != Part::Closed, move || {
                drawn_from_chunk(lang, history_body, move |draw| draw(part, data, lang))
            })}
        </section>
    }
}

/// The list or the statistics, and the tools.
fn body(part: Var<Part>, data: Var<Shown>, lang: Lang) -> AnyView {
    let games = move || data.with(|s| matches!(s, Shown::Ready(b) if !b.games().is_empty()));
    let n_games = move || {
        data.with_untracked(|s| match s {
            Shown::Ready(b) => b.games().len(),
            _ => 0,
        })
    };
    view! {
        <div class="history-body" data-testid="history-panel">
            <h2 class="panel-title">
                {move || if part.get() == Part::Stats {
                    H::Statistics.get(lang)
                } else {
                    H::GamesPlayed.get(lang)
                }}
            </h2>
            {move || match part.get() {
                Part::Stats => stats_view(data, lang),
                _ => view! { <HistoryList data=data /> }.into_any(),
            }}
            <div class="history-tools">
                <button
                    type="button"
                    class="btn btn-small"
                    data-testid="export-history"
                    disabled=move || !games()
                    on:click=move |_| {
                        if let Some(text) = keeper::export() {
                            download("history.json", "application/json", &text);
                        }
                    }
                >
                    {H::Export.get(lang)}
                </button>
                <button
                    type="button"
                    class="btn btn-small"
                    data-testid="export-stats"
                    disabled=move || !games()
                    on:click=move |_| download("statistics.csv", "text/csv", &keeper::stats_csv())
                >
                    {H::ExportStats.get(lang)}
                </button>
                <label class="btn btn-small history-import">
                    {H::Import.get(lang)}
                    <input
                        type="file"
                        accept="application/json,.json"
                        data-testid="import-history"
                        on:change=move |ev| import(ev.target())
                    />
                </label>
                <button
                    type="button"
                    class="btn btn-small btn-quiet"
                    data-testid="delete-history"
                    disabled=move || !games()
                    on:click=move |_| {
                        let n = n_games().to_string();
                        let sure = H::ConfirmDeleteAll.fill(lang, &[("n", &n)]);
                        if window().confirm_with_message(&sure).unwrap_or(false) {
                            keeper::delete(None);
                        }
                    }
                >
                    {H::DeleteAll.get(lang)}
                </button>
            </div>
        </div>
    }
    .into_any()
}

/// The names of people who played before, offered by the setup screen's name fields
/// (`list="known-names"`), the most recent first.
#[component]
pub fn KnownNames() -> impl IntoView {
    let data = live::shown().unwrap_or_else(|| Var::new(Shown::Reading));
    let names = move || {
        data.track();
        live::names()
            .into_iter()
            .map(|n| view! { <option value=n></option> })
            .collect_view()
    };
    view! { <datalist id="known-names" data-testid="known-names">{names}</datalist> }
}

/// Offers `text` as a file to save (a link with `download`, clicked).
fn download(name: &str, mime: &str, text: &str) {
    let href = format!(
        "data:{mime};charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(text))
    );
    let Ok(a) = document().create_element("a") else {
        return;
    };
    let _ = a.set_attribute("href", &href);
    let _ = a.set_attribute("download", name);
    a.unchecked_into::<web_sys::HtmlElement>().click();
}

/// Reads the file chosen in the import's input (a file far too large is refused before it
/// is read), then clears the input so the same file can be chosen again.
fn import(target: Option<web_sys::EventTarget>) {
    let Some(input) = target.and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else {
        return;
    };
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        return;
    };
    input.set_value("");
    if file.size() > MAX_IMPORT_BYTES as f64 {
        keeper::import_too_large((file.size() / 1024.0) as usize);
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
        let text = text.ok().and_then(|t| t.as_string()).unwrap_or_default();
        keeper::import(&text);
    });
}
