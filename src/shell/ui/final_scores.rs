//! The frame of the final score table, for any game: the title, who won, a table whose
//! columns the game fills in, and "Play again" / "Watch again" / "New game".

use leptos::prelude::*;

use std::cell::Cell;

use crate::shell::seats::Seats;
use crate::shell::table_game::TableGame;
use crate::shell::var::Computed;

use super::{commands, shell, tr};
use crate::shell::lang::Lang;
use crate::shell::play::{Tool, Tools};
use crate::shell::words::{list, shown_name, W};

/// The headline: "Thea wins!", "You win!", "Ann and Bob share the win!" (in `lang`).
pub fn headline(winners: &[String], lang: Lang) -> String {
    match winners {
        [one] if one == "You" => W::YouWin.get(lang).to_string(),
        [one] => W::Wins.fill(lang, &[("name", &shown_name(one, lang))]),
        [] => String::new(),
        many => {
            let names: Vec<String> = many.iter().map(|n| shown_name(n, lang)).collect();
            W::ShareTheWin.fill(lang, &[("names", &list(&names, lang))])
        }
    }
}

/// A finished game on the table, as the score chart and the review take it.
#[derive(Clone, Debug, PartialEq)]
pub struct FinishedGame {
    /// The game's id.
    pub game: &'static str,
    /// Its save's id (the history's key for it), if it has one.
    pub id: Option<String>,
    /// The record.
    pub record: String,
    /// Who played (people and bots).
    pub seats: Seats,
}

/// What the final scores draw below their table for a finished game (the score chart and
/// the review: `crate::review::panel`, set by the app, so the shell names no game).
pub type Extras = fn(FinishedGame) -> AnyView;

thread_local! {
    static EXTRAS: Cell<Option<Extras>> = const { Cell::new(None) };
    static CHART: Cell<Option<Extras>> = const { Cell::new(None) };
}

/// Sets what the final scores draw below their table, and the score chart alone that a
/// replay shows ([`replay_chart`]); once, by the app.
pub fn set_extras(extras: Extras, chart: Extras) {
    EXTRAS.with(|e| e.set(Some(extras)));
    CHART.with(|c| c.set(Some(chart)));
}

/// Each player's score over the turns replayed so far, under the replay bar while a
/// replay of the game is on show (not during a rulebook example): the score chart of the
/// final scores, drawn by the same hook ([`set_extras`]'s chunk) for the record up to the
/// action on show, so it grows as the replay steps on.
pub fn replay_chart<G: TableGame>(p: crate::shell::play::Play<G>) -> impl IntoView {
    let tools = p.tools();
    move || {
        tools.replay.get()?;
        if tools.lesson.with(Option::is_some) {
            return None;
        }
        let draw = CHART.with(Cell::get)?;
        let record = p.shown().with(|g| g.as_ref().map(|g| g.record_json()))?;
        let (seats, _) = p.seating()?;
        Some(view! {
            <div class="replay-chart">
                {draw(FinishedGame { game: G::ID, id: None, record, seats })}
            </div>
        })
    }
}

/// The game on the table as [`FinishedGame`] (untracked: the final scores are drawn once
/// the game is over).
pub fn finished_of<G: TableGame>(p: crate::shell::play::Play<G>) -> Option<FinishedGame> {
    let record = p
        .shown()
        .with_untracked(|g| g.as_ref().map(|g| g.record_json()))?;
    let (seats, _) = p.seating()?;
    Some(FinishedGame {
        game: G::ID,
        id: p.save_id(),
        record,
        seats,
    })
}

/// The final scores (shown when the game is over). `head` is the table's header row and
/// `children` its rows ([`FinalRow`]s).
#[component]
pub fn FinalScores(
    /// The winners' names.
    winners: Computed<Vec<String>>,
    /// The header row's cells.
    head: AnyView,
    /// The rows.
    children: Children,
    /// The game, for the score chart and the review below the table.
    #[prop(default = None)]
    finished: Option<FinishedGame>,
) -> impl IntoView {
    let extras = finished.and_then(|f| EXTRAS.with(Cell::get).map(|draw| draw(f)));
    let (sh, cmd) = (shell(), commands());
    // The table's replay, when the game on it offers one.
    let watch = use_context::<Tools>().map(|t| {
        view! {
            <button class="btn" data-testid="watch-again" on:click=move |_| t.run.run(Tool::Watch(0))>
                {tr(W::WatchAgain)}
            </button>
        }
    });
    view! {
        <section class="final" data-testid="final-scores" aria-labelledby="final-title">
            <h2 id="final-title" class="final-title">{tr(W::TheGameIsOver)}</h2>
            <p class="final-winners">{move || winners.with(|w| headline(w, sh.lang()))}</p>
            <div class="final-scroll">
                <table class="final-table">
                    <thead>
                        <tr>{head}</tr>
                    </thead>
                    <tbody>{children()}</tbody>
                </table>
            </div>
            <div class="final-actions">
                <button class="btn btn-primary" data-testid="play-again" on:click=move |_| cmd.play_again.run(())>
                    {tr(W::PlayAgain)}
                </button>
                {watch}
                <button class="btn" data-testid="new-game" on:click=move |_| cmd.new_game.run(())>
                    {tr(W::NewGame)}
                </button>
            </div>
            {extras}
        </section>
    }
}

/// One player's row of the final table: the player's name (a star for a winner) and the
/// game's cells; the test hooks carry the seat, the score and whether the seat won.
#[component]
pub fn FinalRow(
    /// The seat.
    seat: usize,
    /// The player's name.
    name: String,
    /// The final score (points, worms…).
    score: i32,
    /// Among the winners.
    winner: bool,
    /// Drawn after the name, in the name's cell (a token the player holds).
    #[prop(default = None)]
    badge: Option<AnyView>,
    /// The game's cells.
    children: Children,
) -> impl IntoView {
    let sh = shell();
    view! {
        <tr
            class="final-row"
            class:winner=winner
            data-testid="final-row"
            data-seat=seat.to_string()
            data-score=score.to_string()
            data-winner=winner.to_string()
        >
            <th scope="row">
                {winner.then_some(view! { <span class="star" role="img" aria-label=tr(W::Winner)>"\u{2605} "</span> })}
                {shown_name(&name, sh.lang_untracked())}
                {badge}
            </th>
            {children()}
        </tr>
    }
}
