//! Heckmeck's table: the seats with their stacks around, the grill, the kept dice with
//! their sum, the tray and the choices in the centre; the odds, the log and the record
//! beside it; the final scores at the end.

use heckmeck_engine::Awaiting;
use leptos::prelude::*;

use super::dice_switch::DiceSwitch;
use super::dice_tray::DiceTray;
use super::grill::Grill;
use super::kept_dice::KeptDice;
use super::odds_panel::OddsPanel;
use super::play;
use super::prompt_bar::PromptBar;
use super::score_table::ScoreTable;
use super::seat_card::SeatCard;
use crate::shell::ui::dice_check::FairDice;
use crate::shell::ui::final_scores::replay_chart;
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
pub fn HeckmeckTable() -> impl IntoView {
    let p = play();
    // The fairness panel's counts and the seats' win chances follow the game on show.
    FairDice::provide(p);
    provide_context(WinChances::start(p));
    // Space or Enter throws only when a throw is the one thing to do: throwing on when a
    // tile could be taken instead is a choice made with the button.
    space_throws(p, |ask| ask.awaiting == Awaiting::Roll);
    // The solver's tables are built once, before the first question needs them.
    heckmeck_bots::prepare();
    // The replay bar, take-back and "Watch again" reach this game through its tools.
    provide_context(p.tools());
    let seats = move || {
        let n = p.shell().table_seats().with(|s| s.len());
        (0..n)
            .map(|i| Row::new(i as u64, move || view! { <SeatCard seat=i /> }))
            .collect()
    };
    let over = move || p.finished().get();
    view! {
        <main class="table-layout hm">
            <div class="felt">
                <section class="seats" aria-label=crate::shell::ui::tr(crate::shell::words::W::PlayersAria)>
                    {keyed_list(seats)}
                </section>
                <Grill />
                {shown_or(
                    over,
                    || view! { <ScoreTable /> },
                    ViewFn::from(move || {
                        view! {
                            <div class="centre">
                                <KeptDice />
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
            </div>
            <SidePanels odds=view! { <OddsPanel /> <DiceSwitch /> }.into_any() />
        </main>
    }
}
