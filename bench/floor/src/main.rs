//! The floor of `make bench-load`: the least a Leptos page can do, one enabled button, built
//! with the game's toolchain and settings (the `web` profile, wasm-opt, the same loader). The
//! game's first enabled button is measured against it, in the same harness.

use leptos::prelude::*;

fn main() {
    leptos::mount::mount_to_body(|| {
        let throws = RwSignal::new(0u32);
        view! {
            <button data-testid="roll" on:click=move |_| throws.update(|n| *n += 1)>
                "Throw " {move || throws.get()}
            </button>
        }
    });
}
