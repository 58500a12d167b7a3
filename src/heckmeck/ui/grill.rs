//! The grill: the sixteen tiles 21–36 in a row — face up, turned face down, or gone to a
//! stack (an empty place with the number faintly printed).

use heckmeck_engine::{MAX_TILE, MIN_TILE};
use leptos::prelude::*;

use crate::shell::var::Computed;

use crate::heckmeck::words::W;

use super::worm_tile::WormTile;
use super::{play, with_game};

/// The grill of the game on the table.
#[component]
pub fn Grill() -> impl IntoView {
    let p = play();
    let grill = Computed::new(move || with_game(p, |g| (g.grill(), g.face_down())));
    let scene = p.scene();
    // A failed turn's tiles, shown one by one before the table switches to the turn's end.
    let moving = move || scene.with(|s| (s.returning, s.turning));
    let data_tiles = move || {
        grill
            .get()
            .map(|(up, _)| {
                up.iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(",")
            })
            .unwrap_or_default()
    };
    view! {
        <section class="grill" data-testid="grill" data-tiles=data_tiles aria-label=super::t(W::TheGrillAria)>
            <h2 class="panel-title">{super::t(W::TheGrill)}</h2>
            <div class="grill-tiles">
                {(MIN_TILE..=MAX_TILE)
                    .map(|t| {
                        let place = move || grill.get().map(|(up, down)| (up.contains(t), down.contains(t)));
                        view! {
                            <span class="grill-place">
                                {move || match (moving(), place()) {
                                    ((_, Some(d)), _) if d == t => {
                                        view! { <span class="flipping"><WormTile tile=t down=true /></span> }.into_any()
                                    }
                                    ((Some(r), _), _) if r == t => {
                                        view! { <span class="arriving"><WormTile tile=t /></span> }.into_any()
                                    }
                                    (_, Some((true, _))) => view! { <WormTile tile=t /> }.into_any(),
                                    (_, Some((_, true))) => view! { <WormTile tile=t down=true /> }.into_any(),
                                    _ => view! {
                                        <span class="tile gone" role="img" aria-label=super::tf(W::TileTaken, &[("t", &t.to_string())])>
                                            {t}
                                        </span>
                                    }
                                    .into_any(),
                                }}
                            </span>
                        }
                    })
                    .collect_view()}
            </div>
        </section>
    }
}
