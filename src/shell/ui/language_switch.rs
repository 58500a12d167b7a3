//! The language switch in the top bar: the four languages the rulebooks are printed in,
//! each named in its own language. The choice is remembered on this device.

use leptos::prelude::*;

use super::{commands, shell, tr};
use crate::shell::lang::Lang;
use crate::shell::words::W;

/// The switch: one toggle button per language, the page's own pressed.
#[component]
pub fn LanguageSwitch() -> impl IntoView {
    let (sh, cmd) = (shell(), commands());
    view! {
        <div class="lang-switch" role="group" aria-label=tr(W::Language)>
            {Lang::ALL
                .into_iter()
                .map(|l| {
                    view! {
                        <button
                            type="button"
                            class="lang-choice"
                            data-testid=format!("lang-{}", l.code())
                            // The letters on the button first (someone who speaks to the
                            // page says what they see: "DE"; axe 4.14, in Lighthouse 13,
                            // reads a word in brackets as no part of the name), then its name
                            // in its own language, read in that language's voice.
                            lang=l.code()
                            aria-label=format!("{} – {}", l.code().to_ascii_uppercase(), l.own_name())
                            title=l.own_name()
                            aria-pressed=(sh.lang_untracked() == l).to_string()
                            on:click=move |_| cmd.speak.run(l)
                        >
                            // ASCII only: `to_uppercase` would bring Rust's Unicode case
                            // tables into the wasm (about 9 KB gzip) for two letters.
                            {l.code().to_ascii_uppercase()}
                        </button>
                    }
                    .into_any()
                })
                .collect_view()}
        </div>
    }
}

/// Puts the keyboard on `lang`'s choice once the page has been drawn afresh in it: two
/// frames on, after a question drawn afresh has taken the focus for itself (the person was
/// choosing a language, not answering).
pub fn focus_choice(lang: Lang) {
    request_animation_frame(move || {
        request_animation_frame(move || {
            let sel = format!("[data-testid=lang-{}]", lang.code());
            if let Ok(Some(el)) = document().query_selector(&sel) {
                if let Ok(el) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el) {
                    let _ = el.focus();
                }
            }
        });
    });
}
