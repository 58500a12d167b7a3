//! The header: the game's name, the pace, and leaving the table.

use leptos::prelude::*;

use super::controller;
use super::raven::Raven;
use super::speed_select::SpeedSelect;
use crate::controller::Screen;

/// The top bar.
#[component]
pub fn TopBar() -> impl IntoView {
    let c = controller();
    let at_table = move || c.screen.get() == Screen::Table;
    view! {
        <header class="top-bar">
            <h1 class="brand">
                <Raven class="brand-raven" />
                <span>"Pechvogel"</span>
            </h1>
            <Show when=at_table>
                <div class="top-tools">
                    <label class="speed">
                        <span>"Speed"</span>
                        <SpeedSelect testid="speed" on_pick=move |s| c.set_speed(s) />
                    </label>
                    <button class="btn btn-quiet btn-small" data-testid="leave-game" on:click=move |_| c.new_game()>
                        "New table"
                    </button>
                </div>
            </Show>
        </header>
    }
}
