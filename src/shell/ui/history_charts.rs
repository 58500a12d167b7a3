//! The statistics' tables ([`super::history_stats`]) and pictures, per game: each person's
//! rating from the start and after each game (one line per person) and the spread of each
//! person's final scores (a small histogram each). In the history's chunk (`charts`, see
//! [`super::history_panel`]).

use leptos::prelude::*;

use super::chart::{histogram, line_chart, LineChart, Series};
use crate::shell::game::GameKind;
use crate::shell::history::keeper;
use crate::shell::history::live::Shown;
use crate::shell::history::rating::START;
use crate::shell::history::stats::{fixed, Line};
use crate::shell::history::words::H;
use crate::shell::lang::Lang;
use crate::shell::var::Var;
use crate::shell::words::shown_name;

/// The statistics' tables and, below them, the pictures (redrawn when the history
/// changes); drawn inside the history's body, in its chunk.
pub fn stats_view(data: Var<Shown>, lang: Lang) -> AnyView {
    (move || {
        data.track();
        draw(keeper::stats(), lang)
    })
    .into_any()
}

fn draw(lines: Vec<Line>, lang: Lang) -> AnyView {
    let html = super::history_stats::tables(&lines, lang, |id| {
        GameKind::parse(id).map_or(id.to_string(), |k| k.name_in(lang).to_string())
    });
    view! {
        <div class="history-stats" inner_html=html></div>
        {pictures(&lines, lang)}
    }
    .into_any()
}

fn pictures(lines: &[Line], lang: Lang) -> AnyView {
    let mut games: Vec<String> = lines.iter().map(|l| l.game.clone()).collect();
    games.dedup();
    games
        .into_iter()
        .map(|game| {
            let people: Vec<&Line> = lines
                .iter()
                .filter(|l| l.game == game && l.bot.is_none())
                .collect();
            let name = GameKind::parse(&game).map_or(game.clone(), |k| k.name_in(lang).to_string());
            let series: Vec<Series> = people
                .iter()
                .map(|l| Series {
                    name: shown_name(&l.name, lang),
                    // From the rating every person starts at: one game is a line too.
                    values: std::iter::once(START)
                        .chain(l.ratings.iter().copied())
                        .collect(),
                })
                .collect();
            let now = people
                .iter()
                .map(|l| format!("{} {}", shown_name(&l.name, lang), fixed(l.rating, 0)))
                .collect::<Vec<_>>()
                .join(", ");
            let rating = (!people.is_empty()).then(|| {
                line_chart(LineChart {
                    testid: "rating-chart",
                    title: format!("{name}: {}", H::RatingChart.get(lang)),
                    x_label: H::GamesAxis.get(lang).to_string(),
                    y_label: H::Rating.get(lang).to_string(),
                    series,
                    summary: H::RatingSummary.fill(lang, &[("ratings", &now)]),
                    zero: false,
                })
            });
            let spreads = people
                .iter()
                .map(|l| {
                    let name = shown_name(&l.name, lang);
                    let low = l.scores.iter().min().copied().unwrap_or(0);
                    let high = l.scores.iter().max().copied().unwrap_or(0);
                    let summary = H::SpreadSummary.fill(
                        lang,
                        &[
                            ("name", &name),
                            ("n", &l.games.to_string()),
                            ("low", &low.to_string()),
                            ("high", &high.to_string()),
                            ("mean", &lang.decimal(l.mean_score(), 1)),
                        ],
                    );
                    histogram(
                        "score-spread",
                        H::Spread.fill(lang, &[("name", &name)]),
                        &l.scores,
                        summary,
                    )
                })
                .collect_view();
            view! {
                <div class="history-charts" data-game=game>
                    {rating}
                    <div class="chart-row">{spreads}</div>
                </div>
            }
        })
        .collect_view()
        .into_any()
}
