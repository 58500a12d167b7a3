//! The saved games on the shelf, newest first: which game, who plays, when it was last
//! played (in the page's language), whose turn it is or that it is over; a click resumes
//! one. Games left with "New table" or played in another tab stay here until
//! the player removes them (the browser asks once more before it is done); finished games also age
//! out once the shelf is full.

use leptos::prelude::*;

use super::keyed_list::{keyed_list, Row};
use super::shown::shown;
use super::{commands, find, shell, tr};
use crate::shell::lang::{signature, Lang};
use crate::shell::shelf::{how_far, named, players};
use crate::shell::words::W;

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
                        let names = s.seats.names().join(",");
                        let lang = sh.lang_untracked();
                        let (id, game) = (s.id.clone(), s.game);
                        let this = named(&s, lang);
                        let remove = W::RemoveSaved.fill(lang, &[("game", &this)]);
                        let sure = W::ConfirmRemove.fill(lang, &[("game", &this)]);
                        let resume = s.id.clone();
                        let (iso, when) = (iso_time(s.updated), local_time(s.updated, lang));
                        let datetime = iso.clone();
                        let when_said = W::SavedWhen.fill(lang, &[("when", &when)]);
                        view! {
                            <li class="saved-row">
                                <button
                                    type="button"
                                    class="btn saved-game"
                                    data-testid="saved-game"
                                    data-players=names
                                    data-actions=s.actions.to_string()
                                    data-game=s.game.id()
                                    data-over=s.over.to_string()
                                    data-updated=iso
                                    on:click=move |_| cmd.resume_saved.run(resume.clone())
                                >
                                    <strong>{game.name_in(lang)}</strong>
                                    <span class="saved-players">{players(&s, lang)}</span>
                                    <small class="saved-how">{how_far(&s, lang)}</small>
                                    <time class="saved-when" datetime=datetime aria-label=when_said>{when}</time>
                                </button>
                                // The browser's own confirmation: a game is removed only at the
                                // player's word, asked in the page's language.
                                <button
                                    type="button"
                                    class="btn btn-quiet saved-remove"
                                    data-testid="delete-saved"
                                    aria-label=remove.clone()
                                    title=remove
                                    on:click=move |_| {
                                        if window().confirm_with_message(&sure).unwrap_or(false) {
                                            cmd.remove_saved.run(id.clone());
                                            focus_soon("[data-testid=start-game]");
                                        }
                                    }
                                >
                                    "\u{00d7}"
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

/// `ms` (since 1970) as an ISO 8601 time in UTC, as the test hook and `<time>` want it.
fn iso_time(ms: u64) -> String {
    String::from(js_sys::Date::new(&(ms as f64).into()).to_iso_string())
}

/// `ms` (since 1970) as a date and a time the way `lang`'s countries write them, in the
/// device's time zone ("28.11.2026, 13:05", "Nov 28, 2026, 1:05 PM").
pub fn local_time(ms: u64, lang: Lang) -> String {
    let options = js_sys::Object::new();
    for (key, value) in [("dateStyle", "medium"), ("timeStyle", "short")] {
        let _ = js_sys::Reflect::set(&options, &key.into(), &value.into());
    }
    let date = js_sys::Date::new(&(ms as f64).into());
    String::from(date.to_locale_string(lang.code(), &options))
}

/// Moves the focus to `selector` once the change just made is drawn (the button that had
/// it may be gone).
fn focus_soon(selector: &'static str) {
    request_animation_frame(move || {
        if let Some(el) = find(selector) {
            let _ = el.focus();
        }
    });
}
