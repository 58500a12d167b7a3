//! Pechvogel's questions in the shell's prompt bar: throw, target, frustrate or reduce,
//! claim.

use leptos::prelude::*;

use crate::shell::var::Computed;
use pechvogel_engine::Decision;

use super::claim_dialog::ClaimDialog;
use super::play;
use super::target_choice::TargetChoice;
use super::throw_button::ThrowButton;
use super::window_panel::WindowPanel;
use crate::pechvogel::ask::Ask;
use crate::shell::play::Prompt;
use crate::shell::ui::prompt_bar::PromptBar as Frame;

/// The prompt (a question to a human) or the status line.
#[component]
pub fn PromptBar() -> impl IntoView {
    let p = play();
    let body = |q: Prompt<Ask>| {
        let (seat, id) = (q.seat, q.id);
        match &q.ask.decision {
            Decision::Throw { dice, .. } => {
                view! { <ThrowButton id=id seat=seat dice=*dice /> }.into_any()
            }
            Decision::Target { options, .. } => {
                view! { <TargetChoice id=id seat=seat options=options.clone() /> }.into_any()
            }
            Decision::Ask(_) => {
                view! { <WindowPanel id=id ask=q.ask.clone() panel=q.panel.clone() /> }.into_any()
            }
            Decision::Claim { options, .. } => {
                view! { <ClaimDialog id=id seat=seat options=options.clone() /> }.into_any()
            }
            Decision::Over => ().into_any(),
        }
    };
    view! {
        <Frame
            prompt=p.prompt()
            busy=p.busy()
            body=body
            handing=Computed::new(move || p.handing_over())
            take_over=move |id| p.take_over(id)
            coach=move |seat| {
                let sh = p.shell();
                // Untracked: the question is drawn once; the game does not move while it waits.
                p.shown().with_untracked(|t| {
                    t.as_ref()
                        .and_then(|t| crate::pechvogel::coach::advice(t, seat, sh.lang_untracked()))
                })
            }
        />
    }
}
