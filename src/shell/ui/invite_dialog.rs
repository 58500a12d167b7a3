//! The host's invitation of a phone for a seat: the invitation as a QR code, a link
//! (`#join=…` in the fragment, so a phone's camera app opens it) and text to copy; the
//! answer pasted back; the "different networks" switch, and what to do when no connection
//! forms.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::qr_code::QrCode;
use super::{copy_text, modal_while, shell, tr};
use std::sync::Arc;

use crate::shell::phones::{self, PhonesView};
use crate::shell::var::Computed;
use crate::shell::words::{shown_name, W};

/// The page's address with `#join=code`.
pub fn join_link(code: &str) -> String {
    let here = web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(l.origin().ok()? + &l.pathname().ok()? + &l.search().ok()?)
        })
        .unwrap_or_default();
    format!("{here}#join={code}")
}

/// A code to pass to the other phone (an invitation's link, an answer): read-only text,
/// selected whole when focused, and a button that copies it.
/// `id` is the field's `id` and `data-testid`, `copy_id` the button's; `code` is `None` while
/// it is being made.
pub fn code_field(
    id: &'static str,
    copy_id: &'static str,
    code: Computed<Option<String>>,
) -> impl IntoView {
    view! {
        <div class="invite-row">
            <input
                id=id
                class="share-link"
                data-testid=id
                readonly
                prop:value=move || code.get().unwrap_or_default()
                on:focus=move |ev| {
                    if let Some(i) = ev.target() {
                        i.unchecked_into::<web_sys::HtmlInputElement>().select();
                    }
                }
            />
            <button
                type="button"
                class="btn btn-small"
                data-testid=copy_id
                on:click=move |_| {
                    if let Some(c) = code.get_untracked() {
                        copy_text(&c);
                    }
                }
            >
                {tr(W::Copy)}
            </button>
        </div>
    }
}

/// The invitation dialog: open while an invitation is on show.
#[component]
pub fn InviteDialog() -> impl IntoView {
    let Some(view) = use_context::<PhonesView>() else {
        return ().into_any();
    };
    let sh = shell();
    let answer = RwSignal::new(String::new());
    modal_while(
        ".invite-dialog",
        move || view.invitation.with(Option::is_some),
        move || answer.set(String::new()),
    );
    let name = move || {
        let seat = view.invitation.with(|i| i.as_ref().map(|i| i.seat))?;
        let n = sh
            .table_seats()
            .with(|s| s.get(seat).map(|s| s.name.clone()))?;
        Some(shown_name(&n, sh.lang()))
    };
    let code = move || {
        view.invitation
            .with(|i| i.as_ref().and_then(|i| i.code.clone()))
    };
    let link = move || code().map(|c| join_link(&c));
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let text = answer.get_untracked();
        if !text.trim().is_empty() {
            phones::call_live(Arc::new(move || {
                Box::pin(phones::accept_answer(text.clone()))
            }));
        }
    };
    let restart = move |_| {
        // The switch changes the connection: a fresh invitation with it.
        view.stun.update(|s| *s = !*s);
        phones::call_live(Arc::new(|| Box::pin(phones::invite_again())));
    };
    view! {
        <dialog
            class="invite-dialog phone-dialog"
            aria-labelledby="invite-title"
            data-testid="invite-dialog"
            on:close=move |_| view.invitation.set(None)
        >
            <div class="share-body">
                <h2 id="invite-title" class="share-title">
                    {move || W::InviteTitle.fill(sh.lang(), &[("name", &name().unwrap_or_default())])}
                </h2>
                <p class="share-lead">{tr(W::InviteHow)}</p>
                {move || match link() {
                    Some(l) => view! { <QrCode text=l testid="invite-qr" /> }.into_any(),
                    None => view! { <p class="invite-making" role="status">{tr(W::InviteMaking)}</p> }.into_any(),
                }}
                <label class="share-label" for="invite-link">{tr(W::InviteLinkLabel)}</label>
                {code_field("invite-link", "invite-copy", Computed::new(link))}
                <form class="invite-answer" on:submit=submit>
                    <label class="share-label" for="answer-input">{tr(W::AnswerLabel)}</label>
                    <div class="invite-row">
                        <input
                            id="answer-input"
                            class="share-link"
                            data-testid="answer-input"
                            autocomplete="off"
                            spellcheck="false"
                            prop:value=move || answer.get()
                            on:input=move |ev| answer.set(event_target_value(&ev))
                        />
                        <button type="submit" class="btn btn-primary" data-testid="answer-submit">
                            {tr(W::AnswerSubmit)}
                        </button>
                    </div>
                </form>
                <p class="share-told" role="status" data-testid="invite-status">
                    {move || view.invitation.with(|i| match i {
                        Some(i) if i.error.is_some() => i.error.clone().unwrap_or_default(),
                        Some(i) if i.connecting => W::Connecting.get(sh.lang()).to_string(),
                        _ => String::new(),
                    })}
                </p>
                <label class="switch invite-stun">
                    <input
                        type="checkbox"
                        data-testid="invite-stun"
                        prop:checked=move || view.stun.get()
                        on:change=restart
                    />
                    <span>{tr(W::DifferentNetworks)}</span>
                </label>
                <p class="invite-note">{tr(W::StunNote)}</p>
                <p class="invite-note">{tr(W::CannotConnect)}</p>
                <div class="share-actions">
                    <button class="btn btn-quiet" data-testid="invite-close" on:click=move |_| view.invitation.set(None)>
                        {tr(W::Close)}
                    </button>
                </div>
            </div>
        </dialog>
    }
    .into_any()
}
