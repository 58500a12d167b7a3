//! A guest's side of joining a table: its answer to the host's invitation as a QR code, a
//! link (`#answer=…`) and text to copy, until the channel opens and the table comes.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::qr_code::QrCode;
use super::{copy_text, dialog, find, tr};
use crate::shell::effect::effect;
use crate::shell::phones::PhonesView;
use crate::shell::words::W;

/// The joining dialog: open while this phone is joining a table.
#[component]
pub fn JoinDialog() -> impl IntoView {
    let Some(view) = use_context::<PhonesView>() else {
        return ().into_any();
    };
    effect(move || {
        let open = view.joining.with(Option::is_some);
        if let Some(d) = find(".join-dialog").map(dialog) {
            if open && !d.open() {
                let _ = d.show_modal();
            } else if !open && d.open() {
                d.close();
            }
        }
    });
    let answer = move || {
        view.joining
            .with(|j| j.as_ref().and_then(|j| j.answer.clone()))
    };
    let link = move || {
        answer().map(|a| {
            let page = super::invite_dialog::join_link("");
            let page = page.strip_suffix("#join=").unwrap_or(&page).to_string();
            format!("{page}#answer={a}")
        })
    };
    view! {
        <dialog class="join-dialog phone-dialog" aria-labelledby="join-title" data-testid="join-dialog">
            <div class="share-body">
                <h2 id="join-title" class="share-title">{tr(W::JoinTitle)}</h2>
                <p class="share-lead">{tr(W::JoinHow)}</p>
                {move || match link() {
                    Some(l) => view! { <QrCode text=l testid="join-qr" /> }.into_any(),
                    None => view! { <p role="status">{tr(W::JoinMaking)}</p> }.into_any(),
                }}
                <label class="share-label" for="join-answer">{tr(W::JoinAnswerLabel)}</label>
                <div class="invite-row">
                    <input
                        id="join-answer"
                        class="share-link"
                        data-testid="join-answer"
                        readonly
                        prop:value=move || answer().unwrap_or_default()
                        on:focus=move |ev| {
                            if let Some(i) = ev.target() {
                                i.unchecked_into::<web_sys::HtmlInputElement>().select();
                            }
                        }
                    />
                    <button
                        type="button"
                        class="btn btn-small"
                        data-testid="join-copy"
                        on:click=move |_| {
                            if let Some(a) = answer() {
                                copy_text(&a);
                            }
                        }
                    >
                        {tr(W::Copy)}
                    </button>
                </div>
                <p class="share-told" role="status" data-testid="join-status">
                    {move || view.joining.with(|j| match j {
                        Some(j) if j.error.is_some() => j.error.clone().unwrap_or_default(),
                        Some(j) if j.open => tr(W::JoinOpen).to_string(),
                        _ => String::new(),
                    })}
                </p>
                <p class="invite-note">{tr(W::CannotConnect)}</p>
            </div>
        </dialog>
    }
    .into_any()
}
