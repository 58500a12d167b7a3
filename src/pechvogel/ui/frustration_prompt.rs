//! A frustration window's question to one person: frustrate (or join), or reduce.

use leptos::prelude::*;

use super::{t, tf};
use crate::pechvogel::words::W;
use pechvogel_engine::{Move, Question};

use super::play;
use crate::pechvogel::ask::Ask;

/// "Diego: frustrate Kelly's throw?" with Frustrate / Pass, or "Kelly: reduce
/// frustration?" with Reduce / Pass.
#[component]
pub fn FrustrationPrompt(
    /// The prompt this answers.
    id: u64,
    /// The engine's question.
    question: Question,
    /// What the prompt shows (names the thrower and who started).
    ask: Ask,
) -> impl IntoView {
    let p = play();
    let who = super::name_of(p, question.seat());
    let thrower = super::name_of(p, ask.active);
    let (text, detail, yes_id, yes_label) = match question {
        Question::Start(_) => (
            tf(W::FrustrateQ, &[("name", &who), ("thrower", &thrower)]),
            tf(W::FrustrateDetail, &[("thrower", &thrower)]),
            "frustrate",
            t(W::Frustrate),
        ),
        Question::Join(_) => {
            let starter = ask
                .starter
                .map_or_else(|| t(W::Someone).to_string(), |s| super::name_of(p, s));
            (
                tf(
                    W::JoinQ,
                    &[("name", &who), ("starter", &starter), ("thrower", &thrower)],
                ),
                tf(W::JoinDetail, &[("starter", &starter)]),
                "frustrate",
                t(W::Frustrate),
            )
        }
        Question::Reduce(_) => (
            tf(W::ReduceQ, &[("name", &who)]),
            t(W::ReduceDetail).to_string(),
            "reduce",
            t(W::Reduce),
        ),
    };
    view! {
        <p class="prompt-q">{text}</p>
        <p class="prompt-detail">{detail}</p>
        <div class="prompt-actions">
            <button class="btn btn-danger" data-testid=yes_id on:click=move |ev| p.click(&ev, id, Move::Answer(true))>
                {yes_label}
            </button>
            <button class="btn" data-testid="pass" data-focus="" on:click=move |ev| p.click(&ev, id, Move::Answer(false))>
                {t(W::Pass)}
            </button>
        </div>
    }
}
