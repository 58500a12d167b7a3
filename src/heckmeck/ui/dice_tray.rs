//! The dice tray: the last throw's dice not kept (the next throw uses as many).

use heckmeck_engine::DICE;
use leptos::prelude::*;

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
    let empty = move || scene.with(|s| s.tray.is_empty() && s.kept.is_empty());
    view! {
        <section class="tray" aria-label=crate::shell::ui::tr(crate::shell::words::W::DiceTrayAria)>
            {keyed_list(tray)}
            {shown(
                empty,
                || (0..DICE).map(|_| view! { <span class="die ghost" aria-hidden="true"></span> }.into_any()).collect_view(),
            )}
        </section>
    }
}
