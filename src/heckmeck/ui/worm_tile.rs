//! A worm tile: its number on top and the worms it scores below (one to four), or its back
//! when it is turned face down.

use heckmeck_engine::worms;
use leptos::prelude::*;

use crate::heckmeck::words::W;

use super::worm::Worm;

/// The tile numbered `tile`.
#[component]
pub fn WormTile(
    /// 21–36.
    tile: u8,
    /// Turned face down (out of the game).
    #[prop(optional)]
    down: bool,
    /// Smaller, for stacks and the score table.
    #[prop(optional)]
    small: bool,
) -> impl IntoView {
    let n = worms(tile);
    let label = if down {
        super::tf(W::TileDown, &[("t", &tile.to_string())])
    } else {
        let lang = crate::shell::ui::shell().lang_untracked();
        let key = lang.pick(i64::from(n), W::TileWorm, W::TileWorms);
        super::tf(key, &[("t", &tile.to_string()), ("n", &n.to_string())])
    };
    let class = format!(
        "tile worms-{n}{}{}",
        if down { " down" } else { "" },
        if small { " small" } else { "" }
    );
    view! {
        <span class=class role="img" aria-label=label.clone() title=label>
            <span class="tile-num">{tile}</span>
            <span class="tile-worms">{(0..n).map(|_| view! { <Worm /> }).collect_view()}</span>
        </span>
    }
}
