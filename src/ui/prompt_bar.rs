//! Where the game asks a person what to do, naming whom it asks; or says what a bot is
//! doing; or, between actions, nothing.

use leptos::prelude::*;
use pechvogel_engine::Decision;

use super::claim_dialog::ClaimDialog;
use super::controller;
use super::frustration_prompt::FrustrationPrompt;
use super::target_choice::TargetChoice;
use super::throw_button::ThrowButton;

/// The prompt (a question to a human) or the status line.
#[component]
pub fn PromptBar() -> impl IntoView {
    let c = controller();
    let status = move || {
        if let Some(b) = c.busy.get() {
            let who = super::name_of(c, b.seat);
            return if b.throwing {
                format!("{who}: the dice are rolling\u{2026}")
            } else {
                format!("{who} is thinking\u{2026}")
            };
        }
        String::new()
    };
    view! {
        <section class="prompt-bar" aria-live="polite">
            {move || match c.prompt.get() {
                Some(p) => {
                    let seat = p.seat;
                    let body = match &p.decision {
                        Decision::Throw { dice, .. } => view! { <ThrowButton seat=seat dice=*dice /> }.into_any(),
                        Decision::Target { options, .. } => {
                            view! { <TargetChoice seat=seat options=options.clone() /> }.into_any()
                        }
                        Decision::Ask(q) => view! { <FrustrationPrompt question=*q prompt=p.clone() /> }.into_any(),
                        Decision::Claim { options, .. } => {
                            view! { <ClaimDialog seat=seat options=options.clone() /> }.into_any()
                        }
                        Decision::Over => ().into_any(),
                    };
                    view! {
                        <div class="prompt" data-testid="prompt" data-seat=seat.to_string()>
                            {body}
                        </div>
                    }
                        .into_any()
                }
                None => view! { <p class="status">{status}</p> }.into_any(),
            }}
        </section>
    }
}
