//! The header: the site's name, the pace, and leaving the table.

use leptos::prelude::*;

use super::lobby;
use super::raven::Raven;
use super::speed_select::SpeedSelect;
use crate::shell::Screen;

/// The top bar.
#[component]
pub fn TopBar() -> impl IntoView {
    let l = lobby();
    let at_table = move || l.shell.screen().get() != Screen::Setup;
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
                        <SpeedSelect testid="speed" />
                    </label>
                    <button class="btn btn-quiet btn-small" data-testid="leave-game" on:click=move |_| l.new_game()>
                        "New table"
                    </button>
                </div>
            </Show>
        </header>
    }
}
