//! The game record (the game's contract JSON) to copy, and a place to paste one and load it.

use leptos::prelude::*;

use crate::shell::var::Var;

use super::shown::shown;
use super::{commands, copy_text, shell, tr};
use crate::shell::lang::Lang;
use crate::shell::notices::Topic;
use crate::shell::say;
use crate::shell::words::W;
use crate::shell::LoadError;
use dice_core::record::RecordError;

/// What is wrong with a record that could not be loaded and what a player can do about it,
/// in `lang`, from the error's kind and data (never from its English words).
pub fn what_to_do(e: &LoadError, lang: Lang) -> String {
    match e {
        LoadError::TooLong { .. } => W::RecordTooLong.get(lang).into(),
        LoadError::NoTable => W::RecordNoTable.get(lang).into(),
        LoadError::Record(e) => match e {
            RecordError::MalformedJson(_) => W::RecordNotWhole.get(lang).into(),
            RecordError::Record(_) => W::RecordNotARecord.get(lang).into(),
            RecordError::Players(_) => W::RecordPlayers.get(lang).into(),
            RecordError::Option { key, .. } => W::RecordOption.fill(lang, &[("key", key)]),
            RecordError::Action { index, .. } => {
                W::RecordAction.fill(lang, &[("n", &lang.number(*index as i64 + 1))])
            }
        },
    }
}

/// The record panel.
#[component]
pub fn RecordPanel() -> impl IntoView {
    let (sh, cmd) = (shell(), commands());
    let record = sh.record();
    // What the player typed or pasted; `None` shows the live record.
    let draft = Var::new(None::<String>);
    let error = Var::new(None::<String>);
    let text = move || draft.get().unwrap_or_else(|| record.get());
    let load = move |_| {
        let t = text();
        match cmd.load_record.run(t.clone()) {
            Ok(()) => {
                draft.set(None);
                error.set(None);
            }
            Err(e) => {
                let lang = sh.lang_untracked();
                // What is wrong and where, in the page's language, from the error's kind
                // and data (a refused action: the engine's typed error).
                let detail = say::load(&e, lang);
                sh.notices.error_on(
                    Topic::Record,
                    W::RecordNotLoaded.fill(
                        lang,
                        // In brackets, so without its own full stop: "(Aktion 1: …)."
                        &[
                            ("what", &what_to_do(&e, lang)),
                            ("detail", detail.trim_end_matches('.')),
                        ],
                    ),
                );
                error.set(Some(detail));
            }
        }
    };
    let copied = Var::new(false);
    let copy = move |_| {
        if copy_text(&text()) {
            copied.set(true);
        } else if let Some(a) = document()
            .get_element_by_id("record-json")
            .and_then(|a| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlTextAreaElement>(a).ok())
        {
            // Found by its id, not held as a node reference: each kind of node reference
            // is a copy of its code in the browser's build.
            a.select();
        }
    };
    view! {
        <section class="panel record">
            <header class="panel-head">
                <h2 class="panel-title">{tr(W::GameRecord)}</h2>
                <button class="btn btn-quiet btn-small" data-testid="copy-record" on:click=copy>
                    {move || if copied.get() { W::Copied } else { W::Copy }.get(sh.lang()).to_string()}
                </button>
            </header>
            <label class="record-label" for="record-json">
                {tr(W::RecordLabel)}
            </label>
            <textarea
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
            {shown(
                move || error.get().is_some(),
                move || view! { <p class="record-error" role="alert">{move || error.get().unwrap_or_default()}</p> },
            )}
            <div class="record-actions">
                <button class="btn" data-testid="load-record" on:click=load>
                    {tr(W::LoadRecord)}
                </button>
                {shown(move || draft.get().is_some(), move || view! {
                    <button
                        class="btn btn-quiet"
                        on:click=move |_| {
                            draft.set(None);
                            error.set(None);
                        }
                    >
                        {tr(W::ShowThisRecord)}
                    </button>
                })}
            </div>
        </section>
    }
}
