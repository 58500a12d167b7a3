//! The game log: everything that happened, in plain words, newest first.

use leptos::prelude::*;

use super::keyed_list::{keyed_list, Row};
use super::{shell, tr};
use crate::shell::words::W;

/// The log.
#[component]
pub fn GameLog() -> impl IntoView {
    let log = shell().log.lines();
    let lines = move || {
        log.with(|l| {
            l.iter()
                .rev()
                .map(|l| {
                    let (class, text) = (l.kind.class(), l.text.clone());
                    Row::new(l.id.into(), move || view! { <li class=class>{text}</li> })
                })
                .collect()
        })
    };
    view! {
        <section class="panel log">
            <header class="panel-head">
                <h2 class="panel-title">{tr(W::GameLog)}</h2>
            </header>
            // Focusable, so that keyboard players can scroll back through a long log.
            <ol
                class="log-lines"
                data-testid="game-log"
                tabindex="0"
                aria-label=tr(W::GameLogAria)
                aria-live="polite"
                aria-relevant="additions"
            >
                {keyed_list(lines)}
            </ol>
        </section>
    }
}
