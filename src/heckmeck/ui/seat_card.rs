//! A player at the Heckmeck table: the stack (its top tile visible, the count under it) and
//! the worms it scores.

use dice_core::Seat;
use leptos::prelude::*;

use crate::shell::var::Computed;

use crate::heckmeck::words::W;

use super::worm::Worm;
use super::worm_tile::WormTile;
use super::{play, with_game};
use crate::shell::ui::seat_card::SeatCard as SeatFrame;

/// The seat `seat` of the game on the table.
#[component]
pub fn SeatCard(
    /// The seat number.
    seat: Seat,
) -> impl IntoView {
    let p = play();
    let lang = crate::shell::ui::shell().lang_untracked();
    let stack = Computed::new(move || with_game(p, |g| g.stack(seat).to_vec()).unwrap_or_default());
    let worms = Computed::new(move || with_game(p, |g| g.score(seat)).unwrap_or(0));
    let active = move || {
        p.scene()
            .with(|s| s.thrower)
            .or_else(|| with_game(p, |g| g.active()).flatten())
            == Some(seat)
    };
    let asked = move || {
        p.prompt()
            .with(|q| q.as_ref().map(|q| q.seat) == Some(seat))
    };
    let acting = move || p.busy().with(|b| b.map(|b| b.seat) == Some(seat));
    let top = move || stack.with(|s| s.last().copied());
    // The top tile flying back to the grill after a failed turn.
    let leaving = move || {
        p.scene()
            .with(|s| s.returning)
            .is_some_and(|r| top() == Some(r))
    };
    view! {
        <SeatFrame
            seat=seat
            active=Computed::new(active)
            asked=Computed::new(asked)
            acting=Computed::new(acting)
            score=worms
        >
            <div class="seat-body">
            <div
                class="seat-stack"
                data-testid=format!("stack-{seat}")
                data-top=move || top().map(|t| t.to_string()).unwrap_or_default()
                role="group"
                aria-label=move || match top() {
                    Some(top) => {
                        let n = stack.with(Vec::len);
                        let key = lang.pick(n as i64, W::StackOfOne, W::StackOf);
                        super::tf(key, &[("n", &n.to_string()), ("t", &top.to_string())])
                    }
                    None => super::t(W::NoTilesYet).to_string(),
                }
            >
                {move || match top() {
                    Some(t) => {
                        let under = stack.with(Vec::len) - 1;
                        let deep = under > 0;
                        view! {
                            <span class="stack-pile" class:deep=deep class:leaving=leaving>
                                <WormTile tile=t />
                            </span>
                            {deep.then(|| view! {
                                <span class="stack-count" title=super::tf(W::MoreBelow, &[("n", &under.to_string())])>
                                    {format!("+{under}")}
                                </span>
                            }.into_any())}
                        }
                            .into_any()
                    }
                    None => view! { <span class="seat-empty">{super::t(W::NoTiles)}</span> }.into_any(),
                }}
            </div>
            <span class="seat-score" role="group" aria-label=super::t(W::Worms)>
                {move || worms.get().to_string()}
                <Worm class="seat-worm" />
            </span>
            </div>
        </SeatFrame>
    }
}
