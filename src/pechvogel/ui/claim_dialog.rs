//! Claiming a score marker: from the middle, or stolen from an opponent (then a marker of
//! your choice goes from the middle to the box). Offers exactly the engine's legal claims.

use leptos::prelude::*;

use crate::shell::var::{Stash, Var};

use super::{t, tf};
use crate::pechvogel::words::W;
use pechvogel_engine::{Claim, Move, Seat};

use super::play;
use super::score_marker::ScoreMarker;

/// The claim choices for the human at `seat`.
#[component]
pub fn ClaimDialog(
    /// The prompt this answers.
    id: u64,
    /// Who claims.
    seat: Seat,
    /// The legal claims.
    options: Vec<Claim>,
) -> impl IntoView {
    let p = play();
    let who = super::name_of(p, seat);
    let target = p.scene().with_untracked(|s| s.target).unwrap_or(0);
    let middle = options.contains(&Claim::Middle);
    let mut victims: Vec<Seat> = Vec::new();
    for o in &options {
        if let Claim::Steal { seat: v, .. } = o {
            if !victims.contains(v) {
                victims.push(*v);
            }
        }
    }
    let chosen = Var::new(None::<Seat>);
    let discards = move |victim: Seat| -> Vec<u8> {
        options
            .iter()
            .filter_map(|o| match *o {
                Claim::Steal { seat, discard } if seat == victim => Some(discard),
                _ => None,
            })
            .collect()
    };
    let discards = Stash::new(discards);
    view! {
        <p class="prompt-q">{tf(W::ClaimQ, &[("name", &who), ("v", &target.to_string())])}</p>
        {move || match chosen.get() {
            None => {
                view! {
                    <div class="prompt-actions claims">
                        {middle
                            .then(|| {
                                view! {
                                    <button
                                        class="btn btn-primary"
                                        data-testid="claim-middle"
                                        on:click=move |ev| p.click(&ev, id, Move::Claim(Claim::Middle))
                                    >
                                        <ScoreMarker value=target />
                                        {t(W::FromTheMiddle)}
                                    </button>
                                }
                                .into_any()
                            })}
                        {victims
                            .iter()
                            .map(|&v| {
                                let name = super::name_of(p, v);
                                view! {
                                    <button
                                        class="btn"
                                        data-testid=format!("steal-{v}")
                                        on:click=move |_| chosen.set(Some(v))
                                    >
                                        {tf(W::StealFrom, &[("name", &name)])}
                                    </button>
                                }
                                .into_any()
                            })
                            .collect_view()}
                    </div>
                }
                    .into_any()
            }
            Some(v) => {
                let name = super::name_of(p, v);
                let values = discards.with_value(|d| d(v));
                view! {
                    <p class="prompt-detail">
                        {tf(W::StealingWhich, &[("name", &name), ("v", &target.to_string())])}
                    </p>
                    <div class="prompt-actions discards">
                        {values
                            .into_iter()
                            .map(|d| {
                                view! {
                                    <button
                                        class="btn btn-discard"
                                        data-testid=format!("discard-{d}")
                                        aria-label=tf(W::DiscardToBox, &[("v", &d.to_string())])
                                        on:click=move |ev| p.click(&ev, id, Move::Claim(Claim::Steal { seat: v, discard: d }))
                                    >
                                        <ScoreMarker value=d />
                                    </button>
                                }
                                .into_any()
                            })
                            .collect_view()}
                        <button class="btn btn-quiet" data-testid="claim-back" on:click=move |_| chosen.set(None)>
                            {t(W::Back)}
                        </button>
                    </div>
                }
                    .into_any()
            }
        }}
    }
}
