//! Beside the table: the odds and the win-chance switch, then the log, the record and the
//! fairness of the dice behind three tabs. The record is a
//! tool, not the table, so at every size it waits behind its tab; on a desktop the log is
//! open from the start, on a phone both are closed until tapped, so the table, the
//! question and the odds fit the screen (the odds stay right under the question).

use leptos::prelude::*;

use crate::shell::var::Var;

use super::after_paint::after_paint;
use super::coach_switch::CoachSwitch;
use super::dice_check::FairnessPanel;
use super::game_log::GameLog;
use super::record_panel::RecordPanel;
use super::tr;
use super::win_switch::WinSwitch;
use crate::shell::words::W;

/// Which panel is open below the odds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tab {
    Log,
    Record,
    Dice,
}

impl Tab {
    const ALL: [Tab; 3] = [Tab::Log, Tab::Record, Tab::Dice];

    fn id(self) -> &'static str {
        match self {
            Tab::Log => "log",
            Tab::Record => "record",
            Tab::Dice => "dice",
        }
    }

    fn label(self) -> W {
        match self {
            // Short: three tabs share a narrow column (the panels' own titles say more).
            Tab::Log => W::TabLog,
            Tab::Record => W::TabRecord,
            Tab::Dice => W::TabDice,
        }
    }
}

/// The side panels; `odds` is the game's odds panel.
#[component]
pub fn SidePanels(
    /// The game's odds panel.
    odds: AnyView,
    /// The game's own switches, before the shell's (Pechvogel: whom its windows ask).
    #[prop(optional)]
    switches: Option<AnyView>,
) -> impl IntoView {
    let tab = Var::new((!phone()).then_some(Tab::Log));
    view! {
        <aside class="side" data-tab=move || tab.get().map_or("none", Tab::id).to_string()>
            {odds}
            <div class="side-switches">
                {switches}
                <CoachSwitch />
                <WinSwitch />
            </div>
            <nav class="side-tabs" aria-label=tr(W::Panels)>
                {Tab::ALL
                    .into_iter()
                    .map(|t| {
                        view! {
                            <button
                                type="button"
                                class="side-tab"
                                class:chosen=move || tab.get() == Some(t)
                                aria-pressed=move || (tab.get() == Some(t)).to_string()
                                data-testid=format!("tab-{}", t.id())
                                on:click=move |_| tab.update(|open| *open = (*open != Some(t)).then_some(t))
                            >
                                {tr(t.label())}
                            </button>
                        }
                        .into_any()
                    })
                    .collect_view()}
            </nav>
            <GameLog />
            <RecordPanel />
            // Behind its tab at every size: built after the first frame is painted, so the
            // first button does not wait for its chart (its hooks are not read before then).
            {after_paint(|| view! { <FairnessPanel /> })}
        </aside>
    }
}

/// True on a phone-sized screen (the width at which style/main.css stacks the page).
fn phone() -> bool {
    window()
        .match_media("(max-width: 720px)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}
