//! A frustration window's panel: every person at this device asked in the window's round,
//! each with their own pair of buttons (Frustrate / Pass, or Reduce frustration / Pass).
//! Nothing in a window is secret, so nobody hands the device over for it; the table gives
//! the answers in the order of asking once everyone here has answered.

use leptos::prelude::*;

use super::{t, tf};
use crate::pechvogel::words::W;
use crate::shell::play::PanelSeat;
use pechvogel_engine::{Decision, Question};

use super::play;
use crate::pechvogel::ask::Ask;

/// "Frustrate Thea's throw?" with a Frustrate / Pass pair for each person asked, or "Thea:
/// reduce frustration and reroll?" with Reduce frustration / Pass.
#[component]
pub fn WindowPanel(
    /// The prompt this answers.
    id: u64,
    /// What the seat due is asked (names the thrower and who started).
    ask: Ask,
    /// Everyone at this device asked in this round, the seat due first.
    panel: Vec<PanelSeat<Ask>>,
) -> impl IntoView {
    let p = play();
    let Decision::Ask(question) = ask.decision else {
        return ().into_any();
    };
    let thrower = super::name_of(p, ask.active);
    let starter = ask
        .starter
        .map_or_else(|| t(W::Someone).to_string(), |s| super::name_of(p, s));
    let (text, detail) = match question {
        Question::Start(_) => (
            tf(W::FrustrateThrowQ, &[("thrower", &thrower)]),
            tf(W::FrustrateDetail, &[("thrower", &thrower)]),
        ),
        Question::Join(_) => (
            tf(
                W::JoinThrowQ,
                &[("starter", &starter), ("thrower", &thrower)],
            ),
            tf(W::JoinDetail, &[("starter", &starter)]),
        ),
        Question::Reduce(s) => (
            tf(W::ReduceQ, &[("name", &super::name_of(p, s))]),
            t(W::ReduceDetail).to_string(),
        ),
    };
    let (yes_id, yes_label) = match question {
        Question::Reduce(_) => ("reduce", t(W::Reduce)),
        Question::Start(_) | Question::Join(_) => ("frustrate", t(W::Frustrate)),
    };
    // The names only when several answer here, or when the one asked is not the thrower.
    let named = panel.len() > 1 || !matches!(question, Question::Reduce(_));
    let groups = panel
        .into_iter()
        .map(|part| {
            let seat = part.seat;
            let who = super::name_of(p, seat);
            let chosen = part.yes;
            let pressed = move |yes: bool| (chosen == Some(yes)).to_string();
            view! {
                <div
                    class="window-answer"
                    class:answered=chosen.is_some()
                    role="group"
                    aria-label=who.clone()
                    data-testid=format!("window-answer-{seat}")
                >
                    {named.then(|| view! { <span class="window-name">{who.clone()}</span> })}
                    <button
                        class="btn btn-danger"
                        data-testid=yes_id
                        aria-pressed=pressed(true)
                        on:click=move |ev| p.answer(&ev, id, seat, true)
                    >
                        {yes_label}
                    </button>
                    <button
                        class="btn"
                        data-testid="pass"
                        data-focus=(chosen.is_none()).then_some("")
                        aria-pressed=pressed(false)
                        on:click=move |ev| p.answer(&ev, id, seat, false)
                    >
                        {t(W::Pass)}
                    </button>
                </div>
            }
        })
        .collect_view();
    view! {
        <div class="window-panel" data-testid="window-panel">
            <p class="prompt-q">{text}</p>
            <p class="prompt-detail">{detail}</p>
            <div class="window-answers">{groups}</div>
        </div>
    }
    .into_any()
}
