//! Mounts the app.

fn main() {
    leptos::mount::mount_to_body(pechvogel_web::ui::App);
}
