//! The dice tray: the dice not on the board (the last throw's others, which the next throw
//! uses).

use leptos::prelude::*;
use pechvogel_engine::DICE;

use super::die::Die;
use super::play;
use crate::shell::ui::keyed_list::{keyed_list, Row};
use crate::shell::ui::shown::shown;

/// The tray.
#[component]
pub fn DiceTray() -> impl IntoView {
    let scene = play().scene();
    let tray = move || {
        scene.with(|s| {
            s.tray
                .iter()
                .map(|&d| {
                    Row::new(d.key().into(), move || {
                        view! { <Die face=d.face place="tray" spin=d.id /> }
                    })
                })
                .collect()
        })
    };
    let empty = move || scene.with(|s| s.tray.is_empty());
    let between_turns = move || scene.with(|s| s.thrower.is_none());
    view! {
        <section class="tray" aria-label=crate::shell::ui::tr(crate::shell::words::W::DiceTrayAria)>
            {keyed_list(tray)}
            {shown(
                move || empty() && between_turns(),
                || (0..DICE).map(|_| view! { <span class="die ghost" aria-hidden="true"></span> }.into_any()).collect_view(),
            )}
        </section>
    }
}
