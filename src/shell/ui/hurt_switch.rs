//! The switches of the people at this device: "ask me only when it can hurt them", one per
//! person (on by default): a window question that by the exact odds cannot hurt the thrower
//! passes without asking, and the log says so.

use leptos::prelude::*;

use super::{shell, tr};
use crate::shell::words::{shown_name, W};

/// One switch per person at this device (named when several play here), remembered by name.
#[component]
pub fn HurtSwitch() -> impl IntoView {
    let sh = shell();
    let prefs = sh.prefs;
    move || {
        let people: Vec<(usize, String)> = sh.table_seats().with(|seats| {
            (0..seats.len())
                .filter(|&s| seats.kind(s).is_here())
                .map(|s| (s, seats.name(s)))
                .collect()
        });
        let several = people.len() > 1;
        people
            .into_iter()
            .map(|(seat, name)| {
                let lang = sh.lang();
                let label = if several {
                    W::AskNameOnlyWhenItHurts.fill(lang, &[("name", &shown_name(&name, lang))])
                } else {
                    W::AskMeOnlyWhenItHurts.get(lang).to_string()
                };
                let stored = name.clone();
                view! {
                    <label class="win-switch hurt-switch" title=tr(W::AskOnlyWhenItHurtsDetail)>
                        <input
                            type="checkbox"
                            role="switch"
                            data-testid=format!("hurt-switch-{seat}")
                            prop:checked=move || !prefs.asked_always().contains(&name)
                            on:change:target=move |ev| {
                                prefs.set_ask_always(&stored, !ev.target().checked())
                            }
                        />
                        {label}
                    </label>
                }
            })
            .collect_view()
    }
}
