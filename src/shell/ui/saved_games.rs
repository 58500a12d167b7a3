//! The saved games on the shelf, newest first: which game, who plays, how far it got; a
//! click resumes one. Games left with "New table" or played in another tab stay here until
//! newer ones push them off.

use leptos::prelude::*;

use super::keyed_list::{keyed_list, Row};
use super::shown::shown;
use super::{commands, shell, tr};
use crate::shell::lang::signature;
use crate::shell::words::{shown_name, W};

/// The list of saved games (nothing when the shelf is empty).
#[component]
pub fn SavedGames() -> impl IntoView {
    let (sh, cmd) = (shell(), commands());
    let saves = sh.saves();
    // Keyed by the save and its last change: a game played on in another tab shows anew.
    let rows = move || {
        saves.with(|saves| {
            saves
                .iter()
                .map(|s| {
                    let key = signature(&[&s.id, &s.updated.to_string()]);
                    let s = s.clone();
                    Row::new(key, move || {
                        // The test hook lists the names comma separated, as `seats=` does.
                        let players = s.seats.names().join(",");
                        let lang = sh.lang_untracked();
                        let shown = s
                            .seats
                            .names()
                            .iter()
                            .map(|n| shown_name(n, lang))
                            .collect::<Vec<_>>()
                            .join(", ");
                        let id = s.id.clone();
                        let (actions, game) = (s.actions as i64, s.game);
                        let how = if s.over {
                            W::Finished.get(lang).to_string()
                        } else {
                            let many = lang.pick(actions, W::MovesOne, W::MovesMany);
                            many.fill(lang, &[("n", &lang.number(actions))])
                        };
                        view! {
                            <li>
                                <button
                                    type="button"
                                    class="btn saved-game"
                                    data-testid="saved-game"
                                    data-players=players
                                    data-actions=s.actions.to_string()
                                    data-game=s.game.id()
                                    on:click=move |_| cmd.resume_saved.run(id.clone())
                                >
                                    <strong>{game.name_in(sh.lang_untracked())}</strong>
                                    <span class="saved-players">{shown}</span>
                                    <small>{how}</small>
                                </button>
                            </li>
                        }
                    })
                })
                .collect()
        })
    };
    view! {
        {shown(move || saves.with(|s| !s.is_empty()), move || view! {
            <section class="saved-games" aria-labelledby="saved-title">
                <h2 id="saved-title" class="panel-title">{tr(W::SavedGames)}</h2>
                <ul class="saved-list">
                    {keyed_list(rows)}
                </ul>
            </section>
        })}
    }
}
