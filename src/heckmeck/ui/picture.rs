//! What how to play draws beside a section, in Heckmeck's own pieces: dice, worm tiles and
//! worms, as they look on the table.

use heckmeck_engine::Throw;
use leptos::prelude::*;

use super::die::Die;
use super::worm::Worm;
use super::worm_tile::WormTile;
use crate::heckmeck::words::W;
use crate::shell::lesson::Picture as Drawn;

/// The drawing for one section of how to play.
#[component]
pub fn Picture(
    /// What to draw.
    picture: Drawn,
) -> impl IntoView {
    match picture {
        // Murphy belongs to Pechvogel: nothing to draw here.
        Drawn::Nothing | Drawn::Murphy => ().into_any(),
        Drawn::Dice(faces) => {
            // The lesson texts are tested to write only faces; a slip draws no dice.
            let faces = faces
                .parse::<Throw>()
                .map(|t| t.faces().to_vec())
                .unwrap_or_default();
            view! {
                <div class="how-dice">
                    {faces.into_iter().map(|f| view! { <Die face=f place="picture" /> }).collect_view()}
                </div>
            }
            .into_any()
        }
        Drawn::Tiles(tiles) => view! {
            <div class="how-tokens">
                {tiles.iter().map(|&t| view! { <WormTile tile=t /> }).collect_view()}
            </div>
        }
        .into_any(),
        Drawn::Tokens(n) => {
            // Read out as a count of worms: "4 × worm".
            let label = format!("{n} \u{d7} {}", super::t(W::WormFace));
            view! {
                <div class="how-tokens how-worms" role="img" aria-label=label>
                    {(0..n).map(|_| view! { <Worm class="how-worm" /> }).collect_view()}
                </div>
            }
            .into_any()
        }
    }
}
