//! Mounts the app.

/// The browser build's allocator: talc instead of the standard dlmalloc, 0.9 KB gzip
/// smaller and faster (the page is single-threaded: no atomics).
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    // The loading shell of index.html makes way for the app.
    if let Some(shell) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("shell"))
    {
        shell.remove();
    }
    leptos::mount::mount_to_body(pechvogel_web::app::App);
}
