//! One die: a number 3–7 or the raven.

use leptos::prelude::*;
use pechvogel_engine::Face;

use super::raven::Raven;

/// A die showing `face`, in the tray or on the board. A die tumbles when it appears in the
/// tray (a throw) and lands when it appears on the board (CSS; none with reduced motion).
#[component]
pub fn Die(
    /// The face up.
    face: Face,
    /// `tray` or `board`.
    place: &'static str,
    /// Picks one of a few tumbles, so the dice of a throw do not all roll alike. Fixed per
    /// die (not by position: a position changes when others leave, restarting the motion).
    #[prop(optional)]
    spin: u32,
) -> impl IntoView {
    let (data_face, label, inner) = match face {
        Face::Number(v) => (
            v.to_string(),
            format!("die showing {v}"),
            view! { <span class="die-num">{v}</span> }.into_any(),
        ),
        Face::Raven => (
            "R".to_string(),
            "die showing a raven".to_string(),
            view! { <Raven class="die-raven" /> }.into_any(),
        ),
    };
    let class = format!(
        "die die-{} in-{place} spin-{}",
        data_face.to_lowercase(),
        spin % 3
    );
    view! {
        <div class=class data-testid="die" data-face=data_face data-place=place role="img" aria-label=label>
            {inner}
        </div>
    }
}
