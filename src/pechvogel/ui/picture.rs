//! What how to play draws beside a section, in Pechvogel's own pieces: dice, score
//! markers, frustrations and Murphy, as they look on the table.

use leptos::prelude::*;
use pechvogel_engine::Throw;

use super::die::Die;
use super::frustration_pile::FrustrationToken;
use super::score_marker::ScoreMarker;
use crate::pechvogel::words::W;
use crate::shell::lesson::Picture as Drawn;
use crate::shell::ui::raven::Raven;

/// The drawing for one section of how to play.
#[component]
pub fn Picture(
    /// What to draw.
    picture: Drawn,
) -> impl IntoView {
    match picture {
        Drawn::Nothing => ().into_any(),
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
        Drawn::Tiles(values) => view! {
            <div class="how-tokens">
                {values.iter().map(|&v| view! { <ScoreMarker value=v /> }).collect_view()}
            </div>
        }
        .into_any(),
        Drawn::Tokens(n) => view! {
            <div class="how-tokens" role="img" aria-label=super::tf(W::FrustrationsN, &[("n", &n.to_string())])>
                {(0..n).map(|_| view! { <FrustrationToken /> }).collect_view()}
            </div>
        }
        .into_any(),
        Drawn::Murphy => view! {
            <div class="how-tokens" role="img" aria-label="Murphy">
                <span class="murphy how-murphy"><Raven class="murphy-raven" /></span>
            </div>
        }
        .into_any(),
    }
}
