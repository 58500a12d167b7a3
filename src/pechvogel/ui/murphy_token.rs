//! Murphy, the raven token: it sits in the middle until somebody is greedy, then flies.

use leptos::prelude::*;

use super::{t, tf};
use crate::pechvogel::words::W;
use pechvogel_engine::{Seat, MURPHY_FRUSTRATION_COST};

use super::{play, MurphyTrail};
use crate::shell::effect::effect;
use crate::shell::ui::find;
use crate::shell::ui::raven::Raven;

/// Murphy, drawn where it lies. When it appears at a new holder it flies there from where
/// it was last drawn (a FLIP animation), unless motion is off.
#[component]
pub fn MurphyToken(
    /// Who holds it (`None`: the middle).
    holder: Option<Seat>,
) -> impl IntoView {
    let p = play();
    let trail = expect_context::<MurphyTrail>().0;
    // This token, looked up in the page (the only Murphy with this holder: while he flies,
    // the token he left is already gone) rather than held as a node reference, a kind of
    // Leptos code of its own in the browser's build.
    let node = move || {
        find(&format!(
            "[data-testid=murphy][data-holder=\"{}\"]",
            holder.map_or("middle".to_string(), |s| s.to_string())
        ))
    };
    // Where Murphy is drawn now, on the page (scrolling included).
    let place = move |el: &web_sys::HtmlElement| {
        let rect = el.get_bounding_client_rect();
        let (sx, sy) = web_sys::window()
            .map(|w| (w.scroll_x().unwrap_or(0.0), w.scroll_y().unwrap_or(0.0)))
            .unwrap_or_default();
        (rect.left() + sx, rect.top() + sy)
    };
    effect(move || {
        let Some(el) = node() else { return };
        let Some((x, y)) = trail.get_value() else {
            // Drawn for the first time (the table is being built): nothing to fly from, so
            // the place is read after the frame is painted. Reading it now would lay the
            // whole page out in the middle of building it, and again for its first paint
            // (about 100 ms of a start-up on a slow phone, measured with 4x CPU).
            request_animation_frame(move || {
                set_timeout(
                    move || {
                        // The table may be gone by then (a new game, another language).
                        if let Some(el) = node() {
                            let _ = trail.try_set_value(Some(place(&el)));
                        }
                    },
                    std::time::Duration::ZERO,
                );
            });
            return;
        };
        let now = place(&el);
        let motion = p.shell().motion_untracked();
        let (dx, dy) = (x - now.0, y - now.1);
        if motion && (dx.abs() > 2.0 || dy.abs() > 2.0) {
            let style = el.style();
            let _ = style.set_property("--fly-x", &format!("{}px", dx as i32));
            let _ = style.set_property("--fly-y", &format!("{}px", dy as i32));
            let _ = el.class_list().add_1("flying");
        }
        trail.set_value(Some(now));
    });
    let (data_holder, label) = match holder {
        Some(s) => (
            s.to_string(),
            tf(
                W::MurphyHeld,
                &[("n", &MURPHY_FRUSTRATION_COST.to_string())],
            ),
        ),
        None => ("middle".to_string(), t(W::MurphyMiddle).to_string()),
    };
    view! {
        <div class="murphy" data-testid="murphy" data-holder=data_holder role="img" aria-label=label.clone() title=label>
            <Raven class="murphy-raven" />
        </div>
    }
}
