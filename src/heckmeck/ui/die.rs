//! One Heckmeck die: a number 1–5 or the worm.

use heckmeck_engine::Face;
use leptos::prelude::*;

use crate::heckmeck::words::W;

use super::worm::Worm;
use crate::shell::ui::die::Die as DieFrame;

/// A die showing `face`, in the tray or kept.
#[component]
pub fn Die(
    /// The face up.
    face: Face,
    /// `tray`, `board`, or `picture` (how to play: drawn still, no motion).
    place: &'static str,
    /// Picks one of a few tumbles (fixed per die).
    #[prop(optional)]
    spin: u32,
) -> impl IntoView {
    if face.is_worm() {
        view! {
            <DieFrame face="W".to_string() label=super::t(W::DieWorm).to_string() place=place spin=spin>
                <Worm class="die-worm" />
            </DieFrame>
        }
        .into_any()
    } else {
        let v = face.value();
        view! {
            <DieFrame face=v.to_string() label=crate::shell::words::W::DieShowing.fill(
                crate::shell::ui::shell().lang_untracked(),
                &[("v", &v.to_string())],
            ) place=place spin=spin>
                <span class="die-num">{v}</span>
            </DieFrame>
        }
        .into_any()
    }
}
