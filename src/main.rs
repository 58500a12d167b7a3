//! Mounts the app.

/// The browser build's allocator: talc instead of the standard dlmalloc, 0.9 KB gzip
/// smaller and faster (the page is single-threaded: no atomics).
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// The ids of the games on offer, in the linked module of the split build, where
/// scripts/rust.mjs reads them to map each game to its chunks for the page's loader
/// (`pechvogel_web::offered` says why). A custom section of the bin, not the library, so
/// the linker keeps it; wasm-bindgen leaves it out of the page's module.
#[cfg(all(target_arch = "wasm32", feature = "split"))]
#[link_section = "pechvogel.offered"]
#[used]
static OFFERED_IDS: [u8; pechvogel_web::offered::LEN] = pechvogel_web::offered::IDS;

use pechvogel_web::lang_packs;
use pechvogel_web::shell::{lang, starting_lang};

#[cfg(target_arch = "wasm32")]
fn main() {
    use lang::StartPack;
    use std::cell::Cell;
    use std::rc::Rc;

    // German, French and Italian come in a pack of their own: the page waits for it (the
    // loading shell already speaks the language), then starts speaking it. Not for ever: a
    // pack that has failed, or is still missing after a short wait, leaves the page to start
    // in English, say so, and (when late) switch once it arrives (`lang_packs::tell_start`).
    // The games are offered first: the preferences read for the language name one.
    pechvogel_web::games::offer();
    let start = starting_lang();
    if lang::ready(start) {
        mount();
        return;
    }
    let mounted = Rc::new(Cell::new(false));
    let once = mounted.clone();
    lang_packs::when_loaded(
        start,
        Box::new(move |outcome| {
            // Already started in English: the app follows the pack from there.
            if once.replace(true) {
                return;
            }
            if let Err(why) = outcome {
                lang::note_start(StartPack::Missed(start, why));
            }
            mount();
        }),
    );
    leptos::prelude::set_timeout(
        move || {
            if !mounted.replace(true) {
                lang::note_start(StartPack::Late(start));
                mount();
            }
        },
        std::time::Duration::from_millis(lang_packs::START_WAIT_MS),
    );
}

/// Natively there is no page: the binary exists for the browser (the library is tested
/// natively).
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let _ = (starting_lang(), lang::ready, lang_packs::tables);
}

/// The loading shell of index.html makes way for the app: the app mounts beside it (the
/// shell lies over the page, out of its flow), then the shell is hidden in the same task, so
/// no frame shows both or neither.
#[cfg(target_arch = "wasm32")]
fn mount() {
    leptos::mount::mount_to_body(pechvogel_web::app::App);
    // Once the page shows what it opens with: a game resumed or linked is on the table
    // (its chunk fetched meanwhile), not the setup screen flashing by before it.
    pechvogel_web::app::once_opened(|| {
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            retire_shell(&document);
        }
    });
}

/// Hides the loading shell but keeps its tagline in the page. The tagline is the page's
/// largest text, painted by the HTML alone; the browser times a paint (for the largest
/// contentful paint) only when the frame has been presented, and forgets a paint whose element
/// is removed before that. The app's start can keep the page's thread busy past that moment,
/// so a removed tagline would leave the app's copy of it as the largest paint, timed once the
/// whole game has arrived (Lighthouse: 2.7 s instead of 0.7 s in one run of three). Kept,
/// hidden, without its class (one `.setup-tagline` in the page) and out of the accessibility
/// tree, it stays the first and largest paint. Everything else of the shell goes.
#[cfg(target_arch = "wasm32")]
fn retire_shell(document: &web_sys::Document) {
    let Some(shell) = document.get_element_by_id("shell") else {
        return;
    };
    let Ok(Some(tagline)) = shell.query_selector(".setup-tagline") else {
        shell.remove();
        return;
    };
    // Up from the tagline to the shell, every element beside the way is removed.
    let mut kept = tagline.clone();
    while let Some(parent) = kept.parent_element() {
        let mut child = parent.first_element_child();
        while let Some(element) = child {
            child = element.next_element_sibling();
            if element != kept {
                element.remove();
            }
        }
        if parent == shell {
            break;
        }
        kept = parent;
    }
    // Hidden, not `display: none` and not moved: either would drop the paint as removal does.
    let _ = shell.set_attribute("style", "visibility:hidden");
    let _ = shell.set_attribute("aria-hidden", "true");
    let _ = shell.remove_attribute("id");
    let _ = tagline.remove_attribute("class");
}
