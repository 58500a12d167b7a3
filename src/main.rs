//! Mounts the app.

/// The browser build's allocator: talc instead of the standard dlmalloc, 0.9 KB gzip
/// smaller and faster (the page is single-threaded: no atomics).
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

use pechvogel_web::lang_packs;
use pechvogel_web::shell::{lang, starting_lang};

#[cfg(target_arch = "wasm32")]
fn main() {
    // German, French and Italian come in a pack of their own: the page waits for it (the
    // loading shell already speaks the language), then starts speaking it.
    let start = starting_lang();
    if lang::ready(start) {
        mount();
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(why) = lang_packs::fetch(start).await {
            lang::missed(start, why);
        }
        mount();
    });
}

/// Natively there is no page: the binary exists for the browser (the library is tested
/// natively).
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let _ = (starting_lang(), lang::ready, lang_packs::pack_url);
}

/// The loading shell of index.html makes way for the app.
#[cfg(target_arch = "wasm32")]
fn mount() {
    if let Some(shell) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("shell"))
    {
        shell.remove();
    }
    leptos::mount::mount_to_body(pechvogel_web::app::App);
}
