//! Beside the table: the odds, the log and the record. On a desktop they stand one under
//! the other; on a phone the odds stay right under the question and the log and the
//! record are tabs below them, closed until tapped, so the table, the question and the
//! odds fit the screen.

use leptos::prelude::*;

use super::game_log::GameLog;
use super::record_panel::RecordPanel;

/// Which panel a phone opens below the odds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tab {
    Log,
    Record,
}

impl Tab {
    const ALL: [Tab; 2] = [Tab::Log, Tab::Record];

    fn id(self) -> &'static str {
        match self {
            Tab::Log => "log",
            Tab::Record => "record",
        }
    }

    fn label(self) -> &'static str {
        match self {
            Tab::Log => "Game log",
            Tab::Record => "Game record",
        }
    }
}

/// The side panels; `odds` is the game's odds panel.
#[component]
pub fn SidePanels(
    /// The game's odds panel.
    odds: AnyView,
) -> impl IntoView {
    let tab = RwSignal::new(None::<Tab>);
    view! {
        <aside class="side" data-tab=move || tab.get().map_or("none", Tab::id)>
            {odds}
            <nav class="side-tabs" aria-label="panels">
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
                                {t.label()}
                            </button>
                        }
                    })
                    .collect_view()}
            </nav>
            <GameLog />
            <RecordPanel />
        </aside>
    }
}
