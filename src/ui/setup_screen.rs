//! Setting up the table: 2–5 seats, each a name and a kind; the pace; start.

use leptos::prelude::*;

use super::controller;
use super::raven::Raven;
use super::speed_select::SpeedSelect;
use crate::seats::SeatKind;

/// The setup screen (remembers the last table).
#[component]
pub fn SetupScreen() -> impl IntoView {
    let c = controller();
    let count = move || c.setup.with(|s| s.seats.len());
    let problem = move || c.setup.with(|s| s.problem());
    let name = move |i: usize| {
        c.setup
            .with(|s| s.seats.get(i).map(|s| s.name.clone()).unwrap_or_default())
    };
    let kind = move |i: usize| c.setup.with(|s| s.seats.get(i).map(|s| s.kind));
    view! {
        <main class="setup">
            <section class="setup-hero">
                <Raven class="hero-raven" />
                <div>
                    <h2 class="setup-title">"Set up the table"</h2>
                    <p class="setup-tagline">
                        "The dice game in which anything that can go wrong will go wrong! Collect four of your target before three ravens land \u{2013} and watch out for Murphy."
                    </p>
                </div>
            </section>
            <form class="setup-form" on:submit=move |ev| {
                ev.prevent_default();
                c.start_from_setup();
            }>
                <fieldset class="setup-seats">
                    <legend>"Players, in turn order"</legend>
                    <For each=move || 0..count() key=|i| *i let:i>
                        <div class="setup-seat">
                            <span class="setup-num">{i + 1}</span>
                            <input
                                class="setup-name"
                                type="text"
                                maxlength="16"
                                data-testid=format!("seat-name-{i}")
                                aria-label=format!("name of player {}", i + 1)
                                prop:value=move || name(i)
                                on:input:target=move |ev| {
                                    let v = ev.target().value();
                                    c.setup.update(|s| {
                                        if let Some(seat) = s.seats.get_mut(i) {
                                            seat.name = v;
                                        }
                                    });
                                }
                            />
                            <select
                                class="setup-kind"
                                data-testid=format!("seat-kind-{i}")
                                aria-label=format!("kind of player {}", i + 1)
                                on:change:target=move |ev| {
                                    if let Some(k) = SeatKind::parse(&ev.target().value()) {
                                        c.setup.update(|s| {
                                            if let Some(seat) = s.seats.get_mut(i) {
                                                seat.kind = k;
                                            }
                                        });
                                    }
                                }
                            >
                                {SeatKind::ALL
                                    .into_iter()
                                    .map(|k| {
                                        view! {
                                            <option value=k.as_str() prop:selected=move || kind(i) == Some(k)>
                                                {k.label()}
                                            </option>
                                        }
                                    })
                                    .collect_view()}
                            </select>
                            <button
                                type="button"
                                class="btn btn-quiet btn-small"
                                aria-label=format!("remove player {}", i + 1)
                                disabled=move || { count() <= 2 }
                                on:click=move |_| c.setup.update(|s| {
                                    if s.seats.len() > 2 && i < s.seats.len() {
                                        s.seats.remove(i);
                                    }
                                })
                            >
                                "\u{2715}"
                            </button>
                        </div>
                    </For>
                    <button
                        type="button"
                        class="btn btn-small"
                        data-testid="add-seat"
                        disabled=move || { count() >= 5 }
                        on:click=move |_| c.setup.update(|s| {
                            if s.seats.len() < 5 {
                                let name = s.fresh_name();
                                s.seats.push(crate::seats::SeatConfig {
                                    name,
                                    kind: SeatKind::Bot(pechvogel_bots::Level::Normal),
                                });
                            }
                        })
                    >
                        "+ Add a player"
                    </button>
                </fieldset>
                <label class="setup-speed">
                    <span>"Speed of the bots"</span>
                    <SpeedSelect testid="setup-speed" on_pick=move |s| c.speed.set(s) />
                </label>
                <p class="setup-hint">
                    "Several people can share this device: every question names whom it asks. Seats no human takes are played by bots."
                </p>
                <Show when=move || problem().is_some()>
                    <p class="setup-problem" role="alert">{move || problem().unwrap_or_default()}</p>
                </Show>
                <div class="setup-actions">
                    <button
                        type="submit"
                        class="btn btn-primary btn-big"
                        data-testid="start-game"
                        disabled=move || problem().is_some()
                    >
                        "Start game"
                    </button>
                    <Show when=move || c.resumable.get()>
                        <button type="button" class="btn" data-testid="resume-game" on:click=move |_| c.resume_saved()>
                            "Resume the saved game"
                        </button>
                    </Show>
                </div>
            </form>
        </main>
    }
}
