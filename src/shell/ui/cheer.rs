//! A little celebration on a seat card: a burst of light and sparks when the seat claims a
//! prize (a score marker, a tile), a redder one when it steals one.

use dice_core::Seat;
use leptos::prelude::*;

use crate::shell::var::Var;

use super::shell;
use crate::shell::cue::{Cue, Cued};

/// The burst over the card of `seat`, played anew for every claim or steal of that seat;
/// nothing while motion is off.
#[component]
pub fn Cheer(
    /// The seat whose card this is.
    seat: Seat,
) -> impl IntoView {
    let sh = shell();
    // The latest cheer of this seat, numbered from 1 (a `Cued` like the page's cues: the
    // same signal type costs less wasm than another).
    let cheer = Var::new(None::<Cued>);
    sh.cues.follow(Box::new(move |c| {
        if c.cue.cheers() == Some(seat) {
            let id = cheer.with_untracked(|k| k.map_or(0, |k| k.id)) + 1;
            cheer.set(Some(Cued { id, cue: c.cue }));
        }
    }));
    move || {
        let Cued { id: n, cue } = cheer.get()?;
        if !sh.motion_untracked() {
            return None;
        }
        // The burst stays the same element from one cheer to the next: its animations
        // start over because their names change (every other cheer is "odd").
        let class = match (cue, n % 2 == 1) {
            (Cue::Steal(_), true) => "cheer cheer-steal odd",
            (Cue::Steal(_), false) => "cheer cheer-steal",
            (_, true) => "cheer cheer-claim odd",
            (_, false) => "cheer cheer-claim",
        };
        // Eight sparks, drawn by CSS. An `AnyView`, as other optional parts are (one kind of
        // reactive output fewer); it is still rebuilt in place, so the element stays.
        Some(
            view! {
                <span
                    class=class
                    data-testid="cheer"
                    data-n=n.to_string()
                    aria-hidden="true"
                    inner_html="<i></i><i></i><i></i><i></i><i></i><i></i><i></i><i></i>"
                ></span>
            }
            .into_any(),
        )
    }
}
