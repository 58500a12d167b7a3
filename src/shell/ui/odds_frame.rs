//! The odds panel's frame, for any game: a title and a Hide/Show switch that is remembered;
//! the game draws the odds.

use std::sync::Arc;

use leptos::prelude::*;

use super::shown::shown;
use super::{shell, tr};
use crate::shell::words::W;

/// The odds panel; while it is open, `body` is its markup (the game's odds as one string of
/// markup: a table of text drawn afresh whenever the position changes, built by the browser
/// from the string rather than element by element by our code, which is much less code in
/// the browser's build).
#[component]
pub fn OddsFrame(body: Arc<dyn Fn() -> String + Send + Sync>) -> impl IntoView {
    let prefs = shell().prefs;
    let open = move || prefs.get().with(|p| p.show_odds);
    let (hide, show) = (tr(W::Hide), tr(W::Show));
    view! {
        <section class="panel odds" data-testid="odds" class:closed=move || !open()>
            <header class="panel-head">
                <h2 class="panel-title">{tr(W::Odds)}</h2>
                <button
                    class="btn btn-quiet btn-small"
                    data-testid="toggle-odds"
                    aria-expanded=move || open().to_string()
                    on:click=move |_| prefs.toggle_odds()
                >
                    {move || if open() { hide } else { show }.to_string()}
                </button>
            </header>
            {shown(open, move || {
                let body = body.clone();
                view! { <div class="odds-body" inner_html=move || body()></div> }
            })}
        </section>
    }
}
