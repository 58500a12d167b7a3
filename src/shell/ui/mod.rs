//! The shell's components, one per file, each named after what the player sees. They read
//! the shell's owners and call its [`Commands`]; no rule of any game is decided here.

pub mod after_paint;
pub mod chart;
pub mod cheer;
pub mod coach_switch;
pub mod dice_check;
pub mod die;
pub mod final_scores;
pub mod game_log;
pub mod history_charts;
pub mod history_list;
pub mod history_panel;
pub mod history_stats;
pub mod how_to_play;
pub mod hurt_switch;
pub mod invite_dialog;
pub mod join_dialog;
pub mod keyed_list;
pub mod keys;
pub mod language_switch;
pub mod notice_bar;
pub mod odds_frame;
pub mod phone_dialogs;
pub mod phone_seat;
pub mod prompt_bar;
pub mod qr_code;
pub mod raven;
pub mod record_panel;
pub mod replay_bar;
pub mod saved_games;
pub mod seat_card;
pub mod setup_screen;
pub mod share_dialog;
pub mod shown;
pub mod side_panels;
pub mod sound_switch;
pub mod speed_select;
pub mod status_line;
pub mod story_banner;
pub mod take_back;
pub mod throw_button;
pub mod top_bar;
pub mod turns_panel;
pub mod win_meter;
pub mod win_switch;

use leptos::prelude::*;

use crate::shell::words::W;
use crate::shell::{Commands, Shell};

pub use keys::space_throws;

/// The shell's owners, provided by the app (or a test).
pub fn shell() -> Shell {
    use_context::<Shell>().unwrap_or_else(|| no_context("Shell"))
}

/// A context the app always provides is missing: a bug in a test's setup, never a page's
/// state. One plain panic for every context (Leptos' `expect_context` formats the type's
/// name and the caller at each place it is used).
#[cold]
fn no_context(what: &str) -> ! {
    panic!("the app provides no {what} here")
}

/// A shell text in the page's language. Plain text, not a reactive node: the app draws the
/// page afresh when the language changes (see `app.rs`), which costs far less code in the
/// browser's build than one effect per text.
pub fn tr(w: W) -> &'static str {
    w.get(shell().lang_untracked())
}

/// The first element of the page that `selector` matches. Components look their few
/// elements up rather than hold a `NodeRef` each: every kind of node reference (a div, a
/// dialog, an input…) is a copy of Leptos' code in the browser's build.
pub fn find(selector: &str) -> Option<web_sys::HtmlElement> {
    let el = document().query_selector(selector).ok().flatten()?;
    Some(wasm_bindgen::JsCast::unchecked_into(el))
}

/// A `<dialog>` found with [`find`].
pub fn dialog(el: web_sys::HtmlElement) -> web_sys::HtmlDialogElement {
    wasm_bindgen::JsCast::unchecked_into(el)
}

/// Keeps the `<dialog>` that `selector` finds open exactly while `open()` is true, as the
/// browser's modal (focus stays inside, Escape closes it, the page behind is inert);
/// `opening` runs just before it opens. Tracks what `open` reads.
pub fn modal_while(
    selector: &'static str,
    open: impl Fn() -> bool + 'static,
    opening: impl Fn() + 'static,
) {
    keep_modal(selector, Box::new(open), Box::new(opening));
}

/// [`modal_while`]'s body, compiled once for every dialog.
fn keep_modal(selector: &'static str, open: Box<dyn Fn() -> bool>, opening: Box<dyn Fn()>) {
    crate::shell::effect::effect(move || {
        let open = open();
        if let Some(d) = find(selector).map(dialog) {
            if open && !d.open() {
                opening();
                let _ = d.show_modal();
            } else if !open && d.open() {
                d.close();
            }
        }
    });
}

/// The commands of the setup screen, the top bar, the record panel and the final scores,
/// provided by the app (or a test).
pub fn commands() -> Commands {
    use_context::<Commands>().unwrap_or_else(|| no_context("Commands"))
}

/// Puts `text` on the clipboard; false where there is no Clipboard API (outside secure
/// contexts, such as plain http on a LAN), where the caller selects the text for a manual
/// copy instead.
pub fn copy_text(text: &str) -> bool {
    let nav = window().navigator();
    let has =
        js_sys::Reflect::has(&nav, &wasm_bindgen::JsValue::from_str("clipboard")).unwrap_or(false);
    if has {
        let _ = nav.clipboard().write_text(text);
    }
    has
}

/// A number with a typographic minus sign (people read "−3"; data attributes keep "-3").
pub fn minus(n: i32) -> String {
    if n < 0 {
        format!("\u{2212}{}", -n)
    } else {
        n.to_string()
    }
}

/// A chance as a whole percentage, never claiming certainty that is not there: "<1%",
/// ">99%". (Integers only: formatting floats would pull float printing into the wasm.)
pub fn pct(p: f64) -> String {
    let v = (p * 100.0).round() as i32;
    if p > 0.0 && v < 1 {
        "<1%".into()
    } else if p < 1.0 && v > 99 {
        ">99%".into()
    } else {
        format!("{v}%")
    }
}
