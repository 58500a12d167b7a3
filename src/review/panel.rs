//! The review and the score chart on the final scores, from a chunk of their own (`review`,
//! fetched when the final scores first show): the chart of each player's score after each
//! turn, and "How well did I play?", which prices every person's decisions
//! ([`super::Reviewer`]) a slice at a time, yielding to the page between slices (the
//! Heckmeck solver takes a while in the browser), then lists each person's three costliest
//! decisions with "Replay from here", and keeps the accuracy with the game in the history.

use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::*;

use super::words::R;
use super::{Review, Reviewer, Unit};
use crate::shell::chunk::drawn_from_chunk;
use crate::shell::history::live;
use crate::shell::history::words::H;
use crate::shell::lang::Lang;
use crate::shell::play::{Tool, Tools};
use crate::shell::seats::SeatKind;
use crate::shell::ui::chart::{line_chart, LineChart, Series};
use crate::shell::ui::final_scores::FinishedGame;
use crate::shell::ui::shell;
use crate::shell::var::Var;
use crate::shell::words::shown_name;

/// How long one slice of pricing runs before the page gets the thread back (ms).
const SLICE_MS: f64 = 12.0;

/// What the chunk draws.
#[derive(Clone, Copy)]
pub struct ReviewViews {
    /// The score chart and the review of a finished game.
    pub draw: fn(FinishedGame) -> AnyView,
    /// The score chart alone (of a game being replayed, up to the action on show).
    pub chart: fn(FinishedGame) -> AnyView,
}

crate::in_chunk!(
    review,
    /// The review's views, from their chunk.
    fn review_views() -> ReviewViews {
        ReviewViews {
            draw,
            chart: |f| score_chart(&f).into_any(),
        }
    }
);

/// Below the final scores: the chart and the review, once their chunk is here (what the
/// app hands the final scores, `final_scores::set_extras`).
pub fn extras(finished: FinishedGame) -> AnyView {
    from_review(finished, |v| v.draw)
}

/// The score chart alone, once its chunk is here (what the app hands the replay:
/// `final_scores::set_extras`).
pub fn chart(game: FinishedGame) -> AnyView {
    from_review(game, |v| v.chart)
}

/// What `pick` of the review's views draws of `game`, once their chunk is here (where it
/// cannot be had, the note with Retry in its place).
fn from_review(
    game: FinishedGame,
    pick: fn(ReviewViews) -> fn(FinishedGame) -> AnyView,
) -> AnyView {
    drawn_from_chunk(shell().lang_untracked(), review_views, move |v| {
        pick(v)(game.clone())
    })
}

/// The players' names as shown.
fn names(f: &FinishedGame, lang: Lang) -> Vec<String> {
    (0..f.seats.len())
        .map(|s| shown_name(&f.seats.name(s), lang))
        .collect()
}

fn draw(f: FinishedGame) -> AnyView {
    view! {
        {score_chart(&f)}
        {review_section(f)}
    }
    .into_any()
}

/// Each player's score after each turn.
fn score_chart(f: &FinishedGame) -> Option<AnyView> {
    let lang = shell().lang_untracked();
    let curve = super::score_curve(f.game, &f.record)?;
    let names = names(f, lang);
    let series: Vec<Series> = names
        .iter()
        .enumerate()
        .map(|(s, name)| Series {
            name: name.clone(),
            values: curve.iter().map(|p| f64::from(p[s])).collect(),
        })
        .collect();
    let last = curve.last()?;
    let scores = names
        .iter()
        .zip(last)
        .map(|(n, v)| format!("{n} {v}"))
        .collect::<Vec<_>>()
        .join(", ");
    let turns = curve.len().saturating_sub(1).to_string();
    Some(line_chart(LineChart {
        testid: "score-chart",
        title: H::ScoreChart.get(lang).to_string(),
        x_label: H::Turns.get(lang).to_string(),
        y_label: H::Score.get(lang).to_string(),
        series,
        summary: H::ScoreSummary.fill(lang, &[("n", &turns), ("scores", &scores)]),
        zero: true,
    }))
}

/// Where the review stands.
#[derive(Clone, Debug, PartialEq)]
enum State {
    Closed,
    /// Actions replayed of the record's.
    Running(usize, usize),
    Done(Review, u32),
    Failed,
}

/// The "How well did I play?" button and, once pressed, the review.
fn review_section(f: FinishedGame) -> AnyView {
    let lang = shell().lang_untracked();
    let tools = use_context::<Tools>();
    let state = Var::new(State::Closed);
    let people: Vec<bool> = f
        .seats
        .0
        .iter()
        .map(|s| s.kind == SeatKind::Human)
        .collect();
    let names = names(&f, lang);
    let start = {
        let f = f.clone();
        let people = people.clone();
        move || {
            if state.with_untracked(|s| *s != State::Closed) {
                return;
            }
            match Reviewer::new(f.game, &f.record, people.clone(), lang) {
                Ok(r) => {
                    state.set(State::Running(0, r.progress().1));
                    run(
                        Rc::new(RefCell::new(r)),
                        state,
                        f.id.clone(),
                        js_sys::Date::now(),
                    );
                }
                Err(_) => state.set(State::Failed),
            }
        }
    };
    let accuracy_attr = {
        let people = people.clone();
        move || {
            state.with(|s| match s {
                State::Done(r, _) => Some(
                    (0..people.len())
                        .filter_map(|seat| r.accuracy(seat))
                        .map(|a| format!("{a:.1}"))
                        .collect::<Vec<_>>()
                        .join(","),
                ),
                _ => None,
            })
        }
    };
    let body = move || {
        state.with(|s| match s {
            State::Closed => None,
            State::Running(at, total) => {
                let p = lang.percent(*at as f64 / (*total).max(1) as f64);
                Some(
                    view! {
                        <p class="review-progress" role="status" data-testid="review-progress">
                            {R::Reviewing.fill(lang, &[("p", &p)])}
                        </p>
                    }
                    .into_any(),
                )
            }
            State::Failed => {
                Some(view! { <p class="review-note">{R::Failed.get(lang)}</p> }.into_any())
            }
            State::Done(r, ms) => Some(done(r, *ms, &people, &names, lang, tools)),
        })
    };
    view! {
        <section class="review" aria-label=R::HowWell.get(lang)>
            <button
                type="button"
                class="btn"
                data-testid="review"
                data-accuracy=accuracy_attr
                aria-expanded=move || state.with(|s| *s != State::Closed).to_string()
                on:click=move |_| start()
            >
                {R::HowWell.get(lang)}
            </button>
            {body}
        </section>
    }
    .into_any()
}

/// Prices decisions for a slice of time, shows how far it got, and goes on after the page
/// had its turn; at the end keeps each seat's accuracy with the game in the history.
fn run(reviewer: Rc<RefCell<Reviewer>>, state: Var<State>, id: Option<String>, began: f64) {
    let slice = js_sys::Date::now();
    loop {
        let stepped = reviewer.borrow_mut().step();
        match stepped {
            Ok(true) => {}
            Ok(false) => {
                let review = reviewer.borrow().review();
                let accuracy: Vec<Option<f64>> =
                    (0..review.seats).map(|s| review.accuracy(s)).collect();
                if let Some(id) = id {
                    if accuracy.iter().any(Option::is_some) {
                        live::reviewed(&id, accuracy);
                    }
                }
                let ms = (js_sys::Date::now() - began).max(0.0) as u32;
                state.try_set(State::Done(review, ms));
                return;
            }
            Err(_) => {
                state.try_set(State::Failed);
                return;
            }
        }
        if js_sys::Date::now() - slice > SLICE_MS {
            break;
        }
    }
    let (at, total) = reviewer.borrow().progress();
    if state.try_set(State::Running(at, total)).is_some() {
        // The final scores are gone (a new game, the setup screen): stop.
        return;
    }
    set_timeout(move || run(reviewer, state, id, began), Duration::ZERO);
}

/// The review of each person: accuracy, then the three costliest decisions.
fn done(
    r: &Review,
    ms: u32,
    people: &[bool],
    names: &[String],
    lang: Lang,
    tools: Option<Tools>,
) -> AnyView {
    let note = match r.unit {
        Unit::Worms => R::NoteWorms,
        Unit::Points => R::NotePoints,
    };
    let cost_key = match r.unit {
        Unit::Worms => R::CostWorms,
        Unit::Points => R::CostPoints,
    };
    let reviewed: Vec<usize> = (0..people.len())
        .filter(|&s| people[s] && r.count(s) > 0)
        .collect();
    if reviewed.is_empty() {
        return view! { <p class="review-note">{R::NoPerson.get(lang)}</p> }.into_any();
    }
    let players = reviewed
        .into_iter()
        .map(|seat| {
            let name = names.get(seat).cloned().unwrap_or_default();
            let accuracy = r.accuracy(seat).unwrap_or(0.0);
            let head = R::Accuracy.fill(
                lang,
                &[
                    ("name", &name),
                    ("p", &lang.percent(accuracy / 100.0)),
                    ("n", &r.count(seat).to_string()),
                ],
            );
            let worst = r.costliest(seat, 3);
            let list = if worst.is_empty() {
                view! { <p class="review-note">{R::AllBest.get(lang)}</p> }.into_any()
            } else {
                let items = worst
                    .into_iter()
                    .map(|d| {
                        let at = d.at;
                        let replay = tools.map(|t| {
                            view! {
                                <button
                                    type="button"
                                    class="btn btn-small"
                                    data-testid="replay-from-here"
                                    on:click=move |_| t.run.run(Tool::Watch(at))
                                >
                                    {R::ReplayFromHere.get(lang)}
                                </button>
                            }
                        });
                        view! {
                            <li
                                class="review-decision"
                                data-testid="review-decision"
                                data-cost=format!("{:.3}", d.cost())
                                data-at=d.at.to_string()
                                data-seat=d.seat.to_string()
                                data-chosen=d.chosen_id.clone()
                            >
                                <strong class="review-cost">{cost_key.fill(lang, &[("v", &lang.decimal(d.cost(), 2))])}</strong>
                                " "
                                <span>{R::ChosenBest.fill(lang, &[("chosen", &d.chosen), ("best", &d.best)])}</span>
                                " "
                                {replay}
                            </li>
                        }
                    })
                    .collect_view();
                view! {
                    <p class="review-sub">{R::Costliest.get(lang)}</p>
                    <ol class="review-list">{items}</ol>
                }
                .into_any()
            };
            view! {
                <div
                    class="review-player"
                    data-testid="review-player"
                    data-seat=seat.to_string()
                    data-accuracy=format!("{accuracy:.1}")
                >
                    <h3 class="review-name">{head}</h3>
                    {list}
                </div>
            }
        })
        .collect_view();
    view! {
        <div class="review-body" data-testid="review-panel" data-ms=ms.to_string()>
            {players}
            <p class="review-note">{note.get(lang)}</p>
        </div>
    }
    .into_any()
}
