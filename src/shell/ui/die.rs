//! One die of any game: its frame, place and tumble; the game draws the face.

use leptos::prelude::*;

use crate::shell::var::Computed;

/// A die showing a face, in the tray or set aside. A die tumbles when it appears in the
/// tray (a throw) and lands when it appears elsewhere (CSS; none with reduced motion).
#[component]
pub fn Die(
    /// The face as the record writes it (`3`, `R`, `W`): the test hook and the CSS class.
    face: String,
    /// What a screen reader says: "die showing a raven".
    label: String,
    /// `tray`, `board`, or `picture` (how to play: drawn still, no motion).
    place: &'static str,
    /// Picks one of a few tumbles, so the dice of a throw do not all roll alike. Fixed per
    /// die (not by position: a position changes when others leave, restarting the motion).
    #[prop(optional)]
    spin: u32,
    /// Set by the last throw (highlighted; what a reroll would take back).
    #[prop(optional_no_strip)]
    last: Option<Computed<bool>>,
    /// The face's drawing.
    children: Children,
) -> impl IntoView {
    let class = format!(
        "die die-{} in-{place} spin-{}",
        face.to_ascii_lowercase(),
        spin % 3
    );
    view! {
        <div class=class class:last=move || last.is_some_and(|l| l.get()) data-testid="die" data-face=face data-place=place role="img" aria-label=label>
            {children()}
            // The five other sides of the cube a thrown die tumbles as (drawn by CSS).
            {(place == "tray").then(|| view! {
                <span class="die-sides" aria-hidden="true" inner_html="<i></i><i></i><i></i><i></i><i></i>"></span>
            }.into_any())}
        </div>
    }
}
