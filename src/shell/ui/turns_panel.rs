//! A game by turns over links at the table ([`crate::shell::by_turns`]): when a person of
//! another device is due, "Send to Ben" with the turn link (the phone's share sheet where
//! there is one, else the clipboard), the link itself and its QR code; and, if that person
//! is at this device after all, the button that takes their seat here. Once the game is
//! over, its end goes to everyone.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::qr_code::QrCode;
use super::{copy_text, find, shell, tr};
use crate::shell::by_turns::{TurnsView, PREFIX};
use crate::shell::play::TurnHooks;
use crate::shell::var::Var;
use crate::shell::words::{shown_name, W};

/// The turn link as an address of this page.
fn address(view: &TurnsView) -> String {
    let here = window()
        .location()
        .href()
        .unwrap_or_default()
        .split('#')
        .next()
        .unwrap_or_default()
        .split('?')
        .next()
        .unwrap_or_default()
        .to_string();
    format!("{here}{PREFIX}{}", view.link)
}

/// Hands `url` to the phone's share sheet (true), where the browser has one.
fn share_sheet(url: &str, title: &str) -> bool {
    let nav = window().navigator();
    let Ok(f) = js_sys::Reflect::get(&nav, &"share".into()) else {
        return false;
    };
    let Ok(f) = f.dyn_into::<js_sys::Function>() else {
        return false;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"title".into(), &title.into());
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    // The promise rejects when the person closes the sheet: nothing to do.
    let _ = f.call1(&nav, &data);
    true
}

/// The panel; nothing unless a game by turns waits for someone elsewhere or is over.
#[component]
pub fn TurnsPanel(
    /// The game on the table, by turns or not.
    hooks: TurnHooks,
) -> impl IntoView {
    let sh = shell();
    // What the send button last did (copied, or the text selected to copy by hand).
    let told = Var::new(None::<W>);
    let names = sh.table_seats();
    let name = move |seat: usize| {
        let lang = sh.lang();
        names.with(|s| shown_name(&s.name(seat), lang))
    };
    let send = move |_| {
        let Some(view) = hooks.view.get_untracked() else {
            return;
        };
        let url = address(&view);
        let lang = sh.lang_untracked();
        if share_sheet(&url, W::AGameOfDice.get(lang)) {
            return;
        }
        if copy_text(&url) {
            told.set(Some(W::Copied));
        } else if let Some(i) = find("#turn-link") {
            i.unchecked_into::<web_sys::HtmlInputElement>().select();
            told.set(Some(W::SelectedCopy));
        }
    };
    move || {
        let view = hooks.view.get()?;
        if view.due.is_none() && !view.over {
            return None;
        }
        let lang = sh.lang();
        let url = address(&view);
        let (lead, button) = match view.due.filter(|_| !view.over) {
            Some(seat) => (
                W::TurnWaits.fill(lang, &[("name", &name(seat))]),
                W::SendTo.fill(lang, &[("name", &name(seat))]),
            ),
            None => (
                W::TurnOver.get(lang).to_string(),
                W::SendToAll.get(lang).to_string(),
            ),
        };
        let claim = view
            .due
            .filter(|s| !view.over && !view.mine.contains(s))
            .map(|seat| {
                view! {
                    <p class="turns-claim">
                        {W::ClaimHint.fill(lang, &[("name", &name(seat))])}
                        " "
                        <button
                            type="button"
                            class="btn btn-small"
                            data-testid=format!("claim-seat-{seat}")
                            on:click=move |_| hooks.claim.run(seat)
                        >
                            {W::ClaimSeat.fill(lang, &[("name", &name(seat))])}
                        </button>
                    </p>
                }
                .into_any()
            });
        // A device where nobody has taken a seat yet (the one that set the game up, or
        // the first link it gets) is first asked whether the person due is here.
        let (first, last) = if view.mine.is_empty() {
            (claim, None)
        } else {
            (None, claim)
        };
        Some(view! {
            <section class="turns-panel" data-testid="turns-panel" aria-live="polite">
                {first}
                <p class="turns-lead">{lead}</p>
                <div class="turns-actions">
                    <button type="button" class="btn btn-primary" data-testid="send-turn" on:click=send>
                        {button}
                    </button>
                    <span class="turns-told" role="status">
                        {move || told.get().map_or("", |t| t.get(sh.lang())).to_string()}
                    </span>
                </div>
                <label class="turns-label" for="turn-link">{tr(W::TurnLinkLabel)}</label>
                <input
                    id="turn-link"
                    class="share-link"
                    data-testid="turn-link"
                    readonly
                    prop:value=url.clone()
                    on:focus=move |ev| {
                        if let Some(i) = ev.target() {
                            i.unchecked_into::<web_sys::HtmlInputElement>().select();
                        }
                    }
                />
                <details class="turns-qr">
                    <summary>{tr(W::QrOfTheLink)}</summary>
                    <QrCode text=url testid="turn-qr" />
                </details>
                {last}
            </section>
        }
        .into_any())
    }
}
