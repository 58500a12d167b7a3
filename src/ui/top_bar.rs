//! The header: the game's name, the pace, and leaving the table.

use leptos::prelude::*;

use super::controller;
use super::raven::Raven;
use crate::controller::Screen;
use crate::seats::Speed;

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
                        <select
                            data-testid="speed"
                            on:change:target=move |ev| {
                                if let Some(s) = Speed::parse(&ev.target().value()) {
                                    c.set_speed(s);
                                }
                            }
                        >
                            {Speed::ALL
                                .into_iter()
                                .map(|s| {
                                    view! {
                                        <option value=s.as_str() prop:selected=move || c.speed.get() == s>
                                            {s.as_str()}
                                        </option>
                                    }
                                })
                                .collect_view()}
                        </select>
                    </label>
                    <button class="btn btn-quiet btn-small" data-testid="leave-game" on:click=move |_| c.new_game()>
                        "New table"
                    </button>
                </div>
            </Show>
        </header>
    }
}
