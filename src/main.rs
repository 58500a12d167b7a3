//! Mounts the app.

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
