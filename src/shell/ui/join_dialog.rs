//! A guest's side of joining a table: its answer to the host's invitation as a QR code, a
//! link (`#answer=…`) and text to copy, until the channel opens and the table comes.

use leptos::prelude::*;

use super::invite_dialog::code_field;
use super::qr_code::QrCode;
use super::{modal_while, tr};
use crate::shell::phones::PhonesView;
use crate::shell::var::Computed;
use crate::shell::words::W;

/// The joining dialog: open while this phone is joining a table.
#[component]
pub fn JoinDialog() -> impl IntoView {
    let Some(view) = use_context::<PhonesView>() else {
        return ().into_any();
    };
    modal_while(
        ".join-dialog",
        move || view.joining.with(Option::is_some),
        || {},
    );
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
                {code_field("join-answer", "join-copy", Computed::new(answer))}
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
