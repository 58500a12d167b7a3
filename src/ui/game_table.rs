//! The table: the seats around, the board and the tray in the centre, the middle, the
//! prompt; the odds, the log and the record beside it; the final scores at the end.

use leptos::prelude::*;

use super::board::Board;
use super::controller;
use super::dice_tray::DiceTray;
use super::game_log::GameLog;
use super::middle::Middle;
use super::odds_panel::OddsPanel;
use super::prompt_bar::PromptBar;
use super::record_panel::RecordPanel;
use super::score_table::ScoreTable;
use super::seat_card::SeatCard;

/// The playing screen.
#[component]
pub fn GameTable() -> impl IntoView {
    let c = controller();
    let seats = move || c.setup.with(|s| s.seats.len());
    let over = move || c.finished.get();
    view! {
        <main class="table-layout">
            <div class="felt">
                <section class="seats" aria-label="players">
                    <For each=move || 0..seats() key=|i| *i let:i>
                        <SeatCard seat=i />
                    </For>
                </section>
                <Show
                    when=over
                    fallback=|| {
                        view! {
                            <div class="centre">
                                <Board />
                                <DiceTray />
                                <PromptBar />
                            </div>
                        }
                    }
                >
                    <ScoreTable />
                </Show>
                <Middle />
            </div>
            <aside class="side">
                <OddsPanel />
                <GameLog />
                <RecordPanel />
            </aside>
        </main>
    }
}
