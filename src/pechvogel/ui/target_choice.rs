//! Choosing the target from the numbers the first throw shows.

use leptos::prelude::*;

use super::tf;
use crate::pechvogel::words::W;
use pechvogel_engine::{Face, Move, Seat};

use super::play;

/// One button per number shown, with how many dice show it.
#[component]
pub fn TargetChoice(
    /// The prompt this answers.
    id: u64,
    /// Who chooses.
    seat: Seat,
    /// The numbers shown (the engine's options).
    options: Vec<u8>,
) -> impl IntoView {
    let p = play();
    let who = super::name_of(p, seat);
    let count = move |v: u8| {
        p.scene()
            .with_untracked(|s| s.tray.iter().filter(|d| d.face == Face::Number(v)).count())
    };
    view! {
        <p class="prompt-q">{tf(W::ChooseTargetQ, &[("name", &who)])}</p>
        <div class="prompt-actions targets">
            {options
                .into_iter()
                .map(|v| {
                    let n = count(v);
                    view! {
                        <button
                            class=format!("btn btn-target target-{v}")
                            data-testid=format!("target-{v}")
                            on:click=move |ev| p.click(&ev, id, Move::Target(v))
                        >
                            // The name read out is the sentence; the big number and its
                            // count are what the eye reads, so the visible text is not a
                            // second, different name (WCAG's label in name).
                            <span class="sr-only">{tf(W::TargetOnTable, &[("v", &v.to_string()), ("n", &n.to_string())])}</span>
                            <span class="btn-target-value" aria-hidden="true">{v}</span>
                            <small aria-hidden="true">{format!("\u{00d7}{n}")}</small>
                        </button>
                    }
                    .into_any()
                })
                .collect_view()}
        </div>
    }
}
