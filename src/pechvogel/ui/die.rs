//! One Pechvogel die: a number 3–7 or the raven.

use leptos::prelude::*;

use crate::shell::var::Computed;

use crate::pechvogel::words::W;
use pechvogel_engine::Face;

use crate::shell::ui::die::Die as DieFrame;
use crate::shell::ui::raven::Raven;

/// A die showing `face`, in the tray or on the board.
#[component]
pub fn Die(
    /// The face up.
    face: Face,
    /// `tray`, `board`, or `picture` (how to play: drawn still, no motion).
    place: &'static str,
    /// Picks one of a few tumbles (fixed per die).
    #[prop(optional)]
    spin: u32,
    /// Put on the board by the last throw.
    #[prop(optional)]
    last: Option<Computed<bool>>,
) -> impl IntoView {
    match face {
        Face::Number(v) => view! {
            <DieFrame face=v.to_string() label=crate::shell::words::W::DieShowing.fill(
                crate::shell::ui::shell().lang_untracked(),
                &[("v", &v.to_string())],
            ) place=place spin=spin last=last>
                <span class="die-num">{v}</span>
            </DieFrame>
        }
        .into_any(),
        Face::Raven => view! {
            <DieFrame face="R".to_string() label=super::t(W::DieRaven).to_string() place=place spin=spin last=last>
                <Raven class="die-raven" />
            </DieFrame>
        }
        .into_any(),
    }
}
