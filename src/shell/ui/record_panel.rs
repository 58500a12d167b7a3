//! The game record (the game's contract JSON) to copy, and a place to paste one and load it.

use leptos::prelude::*;

use super::{commands, copy_text, shell};

/// What a player can do about a record that could not be loaded, from the engine's
/// message (whose kind is its prefix, as the contracts write them).
pub fn what_to_do(message: &str) -> &'static str {
    if message.contains("more than any game needs") {
        "it is far longer than any real game"
    } else if message.starts_with("malformed JSON") {
        "the text is not a whole game record \u{2013} copy all of it, from the first { to the last }, and paste it again"
    } else if message.starts_with("record:") {
        "the text is not a game record \u{2013} a record lists the \"players\" and the \"actions\""
    } else if message.starts_with("players:") {
        "its list of players cannot sit at this table"
    } else if message.starts_with("action ") {
        "one of its moves is not possible at that point of the game, so the record was changed or belongs to another game"
    } else {
        "it does not fit this game"
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
                sh.notices.error(format!(
                    "The record could not be loaded: {} ({e}). The game on the table goes on.",
                    what_to_do(&e)
                ));
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
                <h2 class="panel-title">"Game record"</h2>
                <button class="btn btn-quiet btn-small" data-testid="copy-record" on:click=copy>
                    {move || if copied.get() { "Copied" } else { "Copy" }}
                </button>
            </header>
            <label class="record-label" for="record-json">
                "The record of this game (JSON). Paste another record here to load it."
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
                    "Load record"
                </button>
                <Show when=move || draft.get().is_some()>
                    <button
                        class="btn btn-quiet"
                        on:click=move |_| {
                            draft.set(None);
                            error.set(None);
                        }
                    >
                        "Show this game's record"
                    </button>
                </Show>
            </div>
        </section>
    }
}
