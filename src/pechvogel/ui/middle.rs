//! The middle of the table: the score markers still to win, grouped by value; Murphy until
//! somebody is greedy; and the box, where discarded markers go.

use leptos::prelude::*;

use crate::shell::var::Computed;

use super::{t, tf};
use crate::pechvogel::words::W;
use pechvogel_engine::{values, VALUES};

use super::murphy_token::MurphyToken;
use super::score_marker::{marker_html, ScoreMarker};
use super::{play, with_game};
use crate::shell::ui::shown::shown;

/// A stack of `count` markers of value `v`, each a little higher, and the spot under them.
fn coins(count: u8, v: u8) -> String {
    let marker = marker_html(v);
    let mut out = String::new();
    for k in 0..u32::from(count) {
        out += &format!(
            r#"<span class="stack-coin" style="bottom:{}px">{marker}</span>"#,
            k * 5
        );
    }
    out + &format!(r#"<span class="stack-spot">{v}</span>"#)
}

/// The middle and the box.
#[component]
pub fn Middle() -> impl IntoView {
    let p = play();
    let middle = Computed::new(move || with_game(p, |g| g.middle()).unwrap_or_default());
    let boxed = Computed::new(move || with_game(p, |g| g.boxed()).unwrap_or_default());
    let murphy_here = move || with_game(p, |g| g.murphy().is_none()).unwrap_or(false);
    let data = move || {
        values(middle.get())
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(",")
    };
    view! {
        <section class="middle" data-testid="middle" data-markers=data aria-label=t(W::TheMiddleAria)>
            <h2 class="panel-title">{t(W::TheMiddle)}</h2>
            <div class="middle-stacks">
                {VALUES
                    .iter()
                    .enumerate()
                    .map(|(i, &v)| {
                        let count = move || middle.get()[i];
                        // A real stack: each marker a little higher, the top one fully seen.
                        view! {
                            <div
                                class="stack"
                                class:empty=move || count() == 0
                                title=move || format!("{} \u{00d7} {v}", count())
                                role="group"
                                aria-label=move || tf(W::MarkersOf, &[("n", &count().to_string()), ("v", &v.to_string())])
                            >
                                // The coins and the spot as one string of markup: the middle's
                                // fifteen markers are a good part of the table's first frame, and
                                // the page parses them faster than it builds them one by one.
                                <div class="stack-coins" inner_html=move || coins(count(), v)></div>
                                <span class="stack-count">{move || format!("\u{00d7}{}", count())}</span>
                            </div>
                        }
                    })
                    .collect_view()}
                <div class="murphy-slot middle-murphy">
                    {shown(murphy_here, || view! { <MurphyToken holder=None /> })}
                </div>
            </div>
            <div class="box" role="group" aria-label=t(W::TheBoxAria)>
                <span class="box-label">{t(W::TheBox)}</span>
                {move || {
                    let b = values(boxed.get());
                    if b.is_empty() {
                        view! { <span class="box-empty">{t(W::Empty)}</span> }.into_any()
                    } else {
                        b.into_iter()
                            .map(|v| view! { <ScoreMarker value=v small=true /> })
                            .collect_view()
                            .into_any()
                    }
                }}
            </div>
        </section>
    }
}
