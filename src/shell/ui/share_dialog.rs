//! Sharing the game on the table: its link (the whole game so far, in the address's
//! fragment, which never reaches a server), copied, handed to the phone's share sheet, or
//! shown as a QR code for a phone across the table.

use leptos::prelude::*;

use crate::shell::var::Var;
use wasm_bindgen::{JsCast, JsValue};

use super::qr_code::QrCode;
use super::{copy_text, find, modal_while, shell, tr};
use crate::shell::words::W;

/// The share dialog: open while `link` holds a link (set by the top bar's "Share"), closed
/// (and `link` cleared) by its button, Escape or a click beside it.
#[component]
pub fn ShareDialog(
    /// The link on show; `None` closes the dialog.
    link: Var<Option<String>>,
) -> impl IntoView {
    // What the copy button last did, for its label and the status line.
    let told = Var::new(None::<W>);
    let sh = shell();
    // Open exactly while there is a link.
    modal_while(
        ".share-dialog",
        move || link.with(Option::is_some),
        move || told.set(None),
    );
    let close = move |_| link.set(None);
    let copy = move |_| {
        let Some(text) = link.get_untracked() else {
            return;
        };
        if copy_text(&text) {
            told.set(Some(W::Copied));
        } else if let Some(i) = find("#share-link") {
            i.unchecked_into::<web_sys::HtmlInputElement>().select();
            told.set(Some(W::SelectedCopy));
        }
    };
    let share_sheet = move |_| {
        let Some(url) = link.get_untracked() else {
            return;
        };
        let nav = window().navigator();
        // The Web Share API (phones, Safari) through Reflect: where it is missing the
        // button is not shown, and no web-sys binding is compiled in for it.
        let data = js_sys::Object::new();
        let _ = js_sys::Reflect::set(
            &data,
            &"title".into(),
            &W::AGameOfDice.get(sh.lang_untracked()).into(),
        );
        let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
        if let Ok(f) = js_sys::Reflect::get(&nav, &"share".into()) {
            if let Ok(f) = f.dyn_into::<js_sys::Function>() {
                // The promise rejects when the person closes the sheet: nothing to do.
                let _ = f.call1(&nav, &data);
            }
        }
    };
    let can_share = has(&window().navigator(), "share");
    view! {
        <dialog
            class="share-dialog"
            aria-labelledby="share-title"
            on:close=move |_| link.set(None)
            on:click=move |ev| {
                // A click on the backdrop lands on the dialog element itself.
                if ev.target() == ev.current_target() {
                    link.set(None);
                }
            }
        >
            <div class="share-body">
                <h2 id="share-title" class="share-title">{tr(W::ShareThisGame)}</h2>
                <p class="share-lead">
                    {tr(W::ShareLead)}
                </p>
                {move || link.get().map(|text| view! { <QrCode text=text /> }.into_any())}
                <label class="share-label" for="share-link">
                    {move || {
                        // A link is ASCII (base64url): its bytes are its characters.
                        let n = link.with(|l| l.as_ref().map_or(0, String::len));
                        W::LinkChars.fill(sh.lang(), &[("n", &sh.lang().number(n as i64))])
                    }}
                </label>
                <input
                    id="share-link"
                    class="share-link"
                    data-testid="share-link"
                    readonly
                    prop:value=move || link.get().unwrap_or_default()
                    on:focus=move |ev| {
                        if let Some(i) = ev.target() {
                            i.unchecked_into::<web_sys::HtmlInputElement>().select();
                        }
                    }
                />
                <p class="share-told" role="status">{move || told.get().map_or("", |t| t.get(sh.lang())).to_string()}</p>
                <div class="share-actions">
                    <button class="btn btn-primary" data-testid="share-copy" autofocus on:click=copy>
                        {move || if told.get() == Some(W::Copied) { W::Copied } else { W::CopyLink }.get(sh.lang()).to_string()}
                    </button>
                    {can_share.then(|| view! {
                        <button class="btn" data-testid="share-sheet" on:click=share_sheet>{tr(W::ShareSheet)}</button>
                    }.into_any())}
                    <button class="btn btn-quiet" data-testid="share-close" on:click=close>{tr(W::Close)}</button>
                </div>
            </div>
        </dialog>
    }
}

/// True if `object` has a property `name` (a browser API that may be missing).
fn has(object: &JsValue, name: &str) -> bool {
    js_sys::Reflect::has(object, &JsValue::from_str(name)).unwrap_or(false)
}
