//! Pechvogel's final score columns: markers, frustrations (×−3, or ×−7 with Murphy),
//! Murphy, total — in the shell's final score frame.

use leptos::prelude::*;

use crate::shell::var::Computed;

use super::t;
use crate::pechvogel::words::W;

use super::score_marker::ScoreMarker;
use super::{play, with_game};
use crate::pechvogel::scores::rows;
use crate::shell::ui::final_scores::{finished_of, FinalRow, FinalScores};
use crate::shell::ui::minus;
use crate::shell::ui::raven::Raven;

/// The final scores (shown when the game is over).
#[component]
pub fn ScoreTable() -> impl IntoView {
    let p = play();
    let rows = move || with_game(p, rows).unwrap_or_default();
    let winners = Computed::new(move || {
        rows()
            .into_iter()
            .filter(|r| r.winner)
            .map(|r| r.name)
            .collect::<Vec<_>>()
    });
    let head = view! {
        <th scope="col">{crate::shell::ui::tr(crate::shell::words::W::Player)}</th>
        <th scope="col">{t(W::Markers)}</th>
        <th scope="col">
            <span class="long">{t(W::FrustrationsCol)}</span>
            <span class="short">{t(W::FrustrationsShort)}</span>
        </th>
        <th scope="col" class="final-murphy-col">"Murphy"</th>
        <th scope="col">{t(W::Total)}</th>
    }
    .into_any();
    view! {
        <FinalScores winners=winners head=head finished=finished_of(p)>
            {move || {
                rows()
                    .into_iter()
                    .map(|r| {
                        let penalty = r.per_frustration * r.frustrations as i32;
                        let badge = r.murphy.then(|| {
                            view! {
                                <span class="final-murphy" title=t(W::HoldsMurphy)>
                                    <Raven />
                                </span>
                            }
                            .into_any()
                        });
                        view! {
                            <FinalRow seat=r.seat name=r.name.clone() score=r.total winner=r.winner badge=badge>
                                <td>
                                    <span class="final-markers">
                                        {r.markers.iter().map(|&v| view! { <ScoreMarker value=v small=true /> }).collect_view()}
                                    </span>
                                    <span class="final-num">{r.marker_points}</span>
                                </td>
                                <td>
                                    <span class="final-calc">
                                        {format!("{} \u{00d7} \u{2212}{}", r.frustrations, -r.per_frustration)}
                                    </span>
                                    <span class="final-num">{minus(penalty)}</span>
                                </td>
                                <td class="final-murphy-col">
                                    {if r.murphy { t(W::Yes) } else { "\u{2013}" }}
                                </td>
                                <td class="final-total">{minus(r.total)}</td>
                            </FinalRow>
                        }
                    })
                    .collect_view()
            }}
        </FinalScores>
    }
}
