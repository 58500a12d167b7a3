//! Pechvogel's table: the seats around, the board and the tray in the centre, the middle,
//! the prompt; the odds, the log and the record beside it; the final scores at the end.

use leptos::prelude::*;
use pechvogel_engine::Decision;

use super::board::Board;
use super::dice_tray::DiceTray;
use super::middle::Middle;
use super::odds_panel::OddsPanel;
use super::prompt_bar::PromptBar;
use super::score_table::ScoreTable;
use super::seat_card::SeatCard;
use super::{play, MurphyTrail};
use crate::shell::ui::game_log::GameLog;
use crate::shell::ui::record_panel::RecordPanel;
use crate::shell::ui::space_throws;

/// The playing screen.
#[component]
pub fn PechvogelTable() -> impl IntoView {
    let p = play();
    provide_context(MurphyTrail(StoredValue::new(None)));
    space_throws(p, |ask| matches!(ask.decision, Decision::Throw { .. }));
    let seats = move || p.shell().table_seats().with(|s| s.len());
    let over = move || p.finished().get();
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
