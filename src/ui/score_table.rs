//! The final score table: markers, frustrations (×−3, or ×−7 with Murphy), Murphy, total;
//! the winners; play again or set up a new game.

use leptos::prelude::*;

use super::controller;
use super::raven::Raven;
use super::score_marker::ScoreMarker;
use crate::scores::rows;

/// A number with a typographic minus sign.
fn minus(n: i32) -> String {
    if n < 0 {
        format!("\u{2212}{}", -n)
    } else {
        n.to_string()
    }
}

/// The final scores (shown when the game is over).
#[component]
pub fn ScoreTable() -> impl IntoView {
    let c = controller();
    let rows = move || c.shown.with(|g| g.as_ref().map(rows).unwrap_or_default());
    let headline = move || {
        let r = rows();
        let winners: Vec<String> = r
            .iter()
            .filter(|r| r.winner)
            .map(|r| r.name.clone())
            .collect();
        match winners.as_slice() {
            [one] if one == "You" => "You win!".to_string(),
            [one] => format!("{one} wins!"),
            [] => String::new(),
            many => format!("{} share the win!", many.join(" and ")),
        }
    };
    view! {
        <section class="final" data-testid="final-scores" aria-labelledby="final-title">
            <h2 id="final-title" class="final-title">"The game is over"</h2>
            <p class="final-winners">{headline}</p>
            <div class="final-scroll">
                <table class="final-table">
                    <thead>
                        <tr>
                            <th scope="col">"Player"</th>
                            <th scope="col">"Markers"</th>
                            <th scope="col">
                                <span class="long">"Frustrations"</span>
                                <span class="short">"Frustr."</span>
                            </th>
                            <th scope="col" class="final-murphy-col">"Murphy"</th>
                            <th scope="col">"Total"</th>
                        </tr>
                    </thead>
                    <tbody>
                        {move || {
                            rows()
                                .into_iter()
                                .map(|r| {
                                    let penalty = r.per_frustration * r.frustrations as i32;
                                    view! {
                                        <tr
                                            class="final-row"
                                            class:winner=r.winner
                                            data-testid="final-row"
                                            data-seat=r.seat.to_string()
                                            data-score=r.total.to_string()
                                            data-winner=r.winner.to_string()
                                        >
                                            <th scope="row">
                                                {r.winner.then_some(view! { <span class="star" aria-label="winner">"\u{2605} "</span> })}
                                                {r.name.clone()}
                                                {r.murphy.then(|| view! {
                                                    <span class="final-murphy" title="holds Murphy">
                                                        <Raven />
                                                    </span>
                                                })}
                                            </th>
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
                                                {if r.murphy { "yes" } else { "\u{2013}" }}
                                            </td>
                                            <td class="final-total">{minus(r.total)}</td>
                                        </tr>
                                    }
                                })
                                .collect_view()
                        }}
                    </tbody>
                </table>
            </div>
            <div class="final-actions">
                <button class="btn btn-primary" data-testid="play-again" on:click=move |_| c.play_again()>
                    "Play again"
                </button>
                <button class="btn" data-testid="new-game" on:click=move |_| c.new_game()>
                    "New game"
                </button>
            </div>
        </section>
    }
}
