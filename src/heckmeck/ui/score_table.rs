//! Heckmeck's final score columns: the tiles each player took, their worms, and the
//! highest tile (which breaks a tie) — in the shell's final score frame.

use leptos::prelude::*;

use crate::shell::var::Computed;

use crate::heckmeck::words::W;

use super::worm_tile::WormTile;
use super::{play, with_game};
use crate::shell::ui::final_scores::{finished_of, FinalRow, FinalScores};

/// One player's line of the final table.
#[derive(Clone, Debug, PartialEq)]
struct Line {
    seat: usize,
    name: String,
    tiles: Vec<u8>,
    worms: i32,
    highest: Option<u8>,
    winner: bool,
}

/// The final scores (shown when the game is over).
#[component]
pub fn ScoreTable() -> impl IntoView {
    let p = play();
    let lines = move || {
        with_game(p, |g| {
            let winners = g.winners();
            (0..g.player_count())
                .map(|seat| {
                    let mut tiles = g.stack(seat).to_vec();
                    crate::shell::order::sort_small_by(&mut tiles, |a, b| a.cmp(b));
                    Line {
                        seat,
                        name: g.names()[seat].clone(),
                        highest: tiles.last().copied(),
                        tiles,
                        worms: g.score(seat),
                        winner: winners.contains(&seat),
                    }
                })
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    };
    let winners = Computed::new(move || {
        lines()
            .into_iter()
            .filter(|l| l.winner)
            .map(|l| l.name)
            .collect::<Vec<_>>()
    });
    // A tie on worms is decided by the highest tile: say so when it happened.
    let tie_note = move || {
        let l = lines();
        let best = l.iter().map(|l| l.worms).max().unwrap_or(0);
        // An `AnyView`, as other optional parts are: one kind of reactive output fewer.
        (l.iter().filter(|l| l.worms == best).count() > 1)
            .then(|| super::t(W::TiedOnWorms).into_any())
    };
    let head = view! {
        <th scope="col">{crate::shell::ui::tr(crate::shell::words::W::Player)}</th>
        <th scope="col">{super::t(W::Tiles)}</th>
        <th scope="col">{super::t(W::Highest)}</th>
        <th scope="col">{super::t(W::Worms)}</th>
    }
    .into_any();
    view! {
        <FinalScores winners=winners head=head finished=finished_of(p)>
            {move || {
                lines()
                    .into_iter()
                    .map(|l| {
                        view! {
                            <FinalRow seat=l.seat name=l.name.clone() score=l.worms winner=l.winner>
                                <td>
                                    <span class="final-tiles">
                                        {l.tiles.iter().map(|&t| view! { <WormTile tile=t small=true /> }).collect_view()}
                                    </span>
                                </td>
                                <td class="final-num">{l.highest.map_or("\u{2013}".to_string(), |t| t.to_string())}</td>
                                <td class="final-total">{l.worms}</td>
                            </FinalRow>
                        }
                    })
                    .collect_view()
            }}
        </FinalScores>
        <p class="final-note">{tie_note}</p>
    }
}
