//! One Heckmeck die: pips for 1–5 (or numerals, as the player chooses) or the worm.

use heckmeck_engine::Face;
use leptos::prelude::*;

use crate::heckmeck::words::W;

use super::worm::Worm;
use crate::shell::ui::die::Die as DieFrame;
use crate::shell::ui::shell;

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
                shell().lang_untracked(),
                &[("v", &v.to_string())],
            ) place=place spin=spin>
                // Pips as on the real dice, unless the player chose numerals; the numeral
                // stays in the page for the pips to be drawn over (the label reads it out).
                <span class="die-num" class:pips=move || !shell().prefs.numerals()>{v}</span>
            </DieFrame>
        }
        .into_any()
    }
}
