//! The game record (the game's contract JSON) to copy, and a place to paste one and load it.

use leptos::prelude::*;

use super::{commands, copy_text, shell, tr};
use crate::shell::words::W;

/// What a player can do about a record that could not be loaded, from the engine's
/// message (whose kind is its prefix, as the contracts write them).
pub fn what_to_do(message: &str) -> W {
    if message.contains("more than any game needs") {
        W::RecordTooLong
    } else if message.starts_with("malformed JSON") {
        W::RecordNotWhole
    } else if message.starts_with("record:") {
        W::RecordNotARecord
    } else if message.starts_with("players:") {
        W::RecordPlayers
    } else if message.starts_with("action ") {
        W::RecordAction
    } else {
        W::RecordOther
    }
}

/// The record panel.
#[component]
pub fn RecordPanel() -> impl IntoView {
    let (sh, cmd) = (shell(), commands());
    let record = sh.record();
    // What the player typed or pasted; `None` shows the live record.
    let draft = RwSignal::new(None::<String>);
    let error = RwSignal::new(None::<String>);
    let text = move || draft.get().unwrap_or_else(|| record.get());
    let load = move |_| {
        let t = text();
        match cmd.load_record.run(t) {
            Ok(()) => {
                draft.set(None);
                error.set(None);
            }
            Err(e) => {
                let lang = sh.lang_untracked();
                sh.notices.error(
                    W::RecordNotLoaded
                        .fill(lang, &[("what", what_to_do(&e).get(lang)), ("detail", &e)]),
                );
                error.set(Some(e));
            }
        }
    };
    let copied = RwSignal::new(false);
    let area = NodeRef::<leptos::html::Textarea>::new();
    let copy = move |_| {
        if copy_text(&text()) {
            copied.set(true);
        } else if let Some(a) = area.get() {
            a.select();
        }
    };
    view! {
        <section class="panel record">
            <header class="panel-head">
                <h2 class="panel-title">{tr(W::GameRecord)}</h2>
                <button class="btn btn-quiet btn-small" data-testid="copy-record" on:click=copy>
                    {move || if copied.get() { W::Copied } else { W::Copy }.get(sh.lang())}
                </button>
            </header>
            <label class="record-label" for="record-json">
                {tr(W::RecordLabel)}
            </label>
            <textarea
                node_ref=area
                id="record-json"
                class="record-json"
                data-testid="record-json"
                spellcheck="false"
                rows="5"
                prop:value=text
                on:input:target=move |ev| {
                    draft.set(Some(ev.target().value()));
                    copied.set(false);
                }
            ></textarea>
            <Show when=move || error.get().is_some()>
                <p class="record-error" role="alert">{move || error.get().unwrap_or_default()}</p>
            </Show>
            <div class="record-actions">
                <button class="btn" data-testid="load-record" on:click=load>
                    {tr(W::LoadRecord)}
                </button>
                <Show when=move || draft.get().is_some()>
                    <button
                        class="btn btn-quiet"
                        on:click=move |_| {
                            draft.set(None);
                            error.set(None);
                        }
                    >
                        {tr(W::ShowThisRecord)}
                    </button>
                </Show>
            </div>
        </section>
    }
}
