//! Pechvogel's table: the seats around, the board and the tray in the centre, the middle,
//! the prompt; the odds, the log and the record beside it; the final scores at the end.

use leptos::prelude::*;

use crate::shell::var::Stash;
use pechvogel_engine::Decision;

use super::board::Board;
use super::dice_tray::DiceTray;
use super::middle::Middle;
use super::odds_panel::OddsPanel;
use super::prompt_bar::PromptBar;
use super::score_table::ScoreTable;
use super::seat_card::SeatCard;
use super::{play, MurphyTrail};
use crate::shell::effect::effect;
use crate::shell::ui::dice_check::FairDice;
use crate::shell::ui::final_scores::replay_chart;
use crate::shell::ui::hurt_switch::HurtSwitch;
use crate::shell::ui::keyed_list::{keyed_list, Row};
use crate::shell::ui::replay_bar::ReplayBar;
use crate::shell::ui::shown::shown_or;
use crate::shell::ui::side_panels::SidePanels;
use crate::shell::ui::space_throws;
use crate::shell::ui::story_banner::StoryBanner;
use crate::shell::ui::turns_panel::TurnsPanel;
use crate::shell::win_chances::WinChances;

/// The playing screen.
#[component]
pub fn PechvogelTable() -> impl IntoView {
    let p = play();
    // The fairness panel's counts and the seats' win chances follow the game on show.
    FairDice::provide(p);
    provide_context(WinChances::start(p));
    provide_context(MurphyTrail(Stash::new(None)));
    // The replay bar, take-back and "Watch again" reach this game through its tools.
    provide_context(p.tools());
    space_throws(p, |ask| matches!(ask.decision, Decision::Throw { .. }));
    // Who wants every window question (remembered on this device) is the table's to know.
    effect(move || p.set_asked_always(p.shell().prefs.asked_always()));
    let seats = move || {
        let n = p.shell().table_seats().with(|s| s.len());
        (0..n)
            .map(|i| Row::new(i as u64, move || view! { <SeatCard seat=i /> }))
            .collect()
    };
    let over = move || p.finished().get();
    view! {
        <main class="table-layout">
            <div class="felt">
                <section class="seats" aria-label=crate::shell::ui::tr(crate::shell::words::W::PlayersAria)>
                    {keyed_list(seats)}
                </section>
                {shown_or(
                    over,
                    || view! { <ScoreTable /> },
                    ViewFn::from(move || {
                        view! {
                            <div class="centre">
                                <Board />
                                <DiceTray />
                                <StoryBanner banner=p.banner() />
                                <PromptBar />
                                <ReplayBar />
                                {replay_chart(p)}
                            </div>
                        }
                    }),
                )}
                <TurnsPanel hooks=p.turn_hooks() />
                <Middle />
            </div>
            <SidePanels odds=view! { <OddsPanel /> }.into_any() switches=view! { <HurtSwitch /> }.into_any() />
        </main>
    }
}
