//! The board, as in the box: the target number, four places for target dice, three for
//! ravens, and the frustrations opponents put on it this turn.

use leptos::prelude::*;

use crate::shell::var::Computed;

use super::{t, tf};
use crate::pechvogel::words::W;
use pechvogel_engine::{RAVENS_TO_END, TARGETS_TO_END};

use super::die::Die;
use super::frustration_pile::FrustrationToken;
use super::play;
use crate::pechvogel::scene::{Scene, ShownDie};
use crate::shell::ui::keyed_list::{keyed_list, Row};
use crate::shell::ui::raven::Raven;

/// The board of the turn being played.
#[component]
pub fn Board() -> impl IntoView {
    let p = play();
    let scene = p.scene();
    let target = move || scene.with(|s| s.target);
    // The dice on the board, the last throw's marked.
    let on_board = move |dice: fn(&Scene) -> &Vec<ShownDie>| {
        move || {
            scene.with(|s| {
                dice(s)
                    .iter()
                    .map(|&d| {
                        Row::new(d.key().into(), move || {
                            let last =
                                Computed::new(move || scene.with(|s| s.last.contains(&d.id)));
                            view! { <Die face=d.face place="board" spin=d.id last=last /> }
                        })
                    })
                    .collect()
            })
        }
    };
    let frustrators = move || scene.with(|s| s.frustrators.clone());
    // While a window question is open, the last throw's dice are what a reroll would take
    // back: marked, so whoever decides sees what is at stake.
    let at_stake = move || {
        p.prompt().with(|q| {
            q.as_ref()
                .is_some_and(|q| matches!(q.ask.decision, pechvogel_engine::Decision::Ask(_)))
        })
    };
    // Empty places on the board: as many as end a turn (the engine's numbers).
    let target_gaps =
        move || usize::from(TARGETS_TO_END).saturating_sub(scene.with(|s| s.targets.len()));
    let raven_gaps =
        move || usize::from(RAVENS_TO_END).saturating_sub(scene.with(|s| s.ravens.len()));
    view! {
        <section
            class="board"
            class:at-stake=at_stake
            data-testid="board"
            data-target=move || target().map(|t| t.to_string()).unwrap_or_default()
            data-targets=move || scene.with(|s| s.targets.len()).to_string()
            data-ravens=move || scene.with(|s| s.ravens.len()).to_string()
            aria-label=t(W::TheBoard)
        >
            <div class="board-row board-targets">
                <div class="board-target" role="group" aria-label=move || match target() {
                    Some(v) => tf(W::TargetN, &[("n", &v.to_string())]),
                    None => t(W::NoTargetYet).into(),
                }>
                    <span class="board-target-label">{t(W::Target)}</span>
                    <span class="board-target-value">
                        {move || target().map_or("?".to_string(), |t| t.to_string())}
                    </span>
                </div>
                <div class="board-places">
                    {keyed_list(on_board(|s| &s.targets))}
                    {move || (0..target_gaps()).map(|_| view! { <span class="place"></span> }.into_any()).collect_view()}
                </div>
            </div>
            <div class="board-row board-ravens">
                <div class="board-raven-label">
                    <Raven />
                    <span>{t(W::Ravens)}</span>
                </div>
                <div class="board-places">
                    {keyed_list(on_board(|s| &s.ravens))}
                    {move || {
                        (0..raven_gaps())
                            .map(|_| view! { <span class="place place-raven"><Raven /></span> }.into_any())
                            .collect_view()
                    }}
                </div>
            </div>
            <div class="board-frustrations" class:none=move || frustrators().is_empty()>
                {move || {
                    frustrators()
                        .into_iter()
                        .map(|s| {
                            let who = super::name_of(p, s);
                            let title = tf(W::FrustrationOf, &[("name", &who)]);
                            view! {
                                <span class="board-frustration" title=title>
                                    <FrustrationToken />
                                    <small>{who}</small>
                                </span>
                            }
                            .into_any()
                        })
                        .collect_view()
                }}
            </div>
        </section>
    }
}
