//! Where the game asks a person what to do, naming whom it asks; or says what a bot is
//! doing; or, between moves, nothing. The frame is the same for every game; the game draws
//! the question's body.

use leptos::prelude::*;

use crate::shell::var::{Act, Computed, ReadVar};

use super::status_line::StatusLine;
use crate::shell::coach::Advice;
use crate::shell::effect::effect;
use crate::shell::play::{Busy, Prompt};
use crate::shell::words::W;

/// The prompt (a question to a human) or the status line.
#[component]
pub fn PromptBar<A, F>(
    /// The question on show.
    prompt: ReadVar<Option<Prompt<A>>>,
    /// The bot acting, if any.
    busy: ReadVar<Option<Busy>>,
    /// Draws a question's body (its words and buttons).
    body: F,
    /// True while the question waits for the next person to take the device.
    handing: Computed<bool>,
    /// The next person took the device for question `id`.
    #[prop(into)]
    take_over: Act<u64>,
    /// The coach's advice for the person at a seat (shown when the coach is switched on).
    #[prop(into)]
    coach: Act<usize, Option<Advice>>,
) -> impl IntoView
where
    A: Clone + PartialEq + Send + Sync + 'static,
    F: Fn(Prompt<A>) -> AnyView + Send + Sync + 'static,
{
    let shell = super::shell();
    // Keep the keyboard where the game is: each new question takes the focus to its first
    // sensible button — the one marked `data-focus` (the safe choice: pass, take the tile),
    // else the first — without scrolling, as someone may be reading the log.
    effect(move || {
        if prompt.with(|p| p.as_ref().map(|p| p.id)).is_none() {
            return;
        }
        handing.track();
        // Looked up in the page, not held as a node reference: the page has one prompt bar,
        // and each kind of node reference is a copy of its code in the browser's build.
        request_animation_frame(move || {
            let page = document();
            let target = page
                .query_selector("[data-testid=prompt] [data-focus]")
                .ok()
                .flatten()
                .or_else(|| {
                    page.query_selector("[data-testid=prompt] button")
                        .ok()
                        .flatten()
                });
            if let Some(el) =
                target.and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(t).ok())
            {
                let opts = web_sys::FocusOptions::new();
                opts.set_prevent_scroll(true);
                let _ = el.focus_with_options(&opts);
            }
        });
    });
    view! {
        <section class="prompt-bar" aria-live="polite">
            {move || match prompt.get() {
                Some(q) if handing.get() => {
                    let (id, who, lang) = (q.id, shell.name(q.seat), shell.lang());
                    view! {
                        <div class="prompt handoff" data-testid="handoff" data-seat=q.seat.to_string()>
                            <p class="prompt-q">{W::PassTheDevice.fill(lang, &[("name", &who)])}</p>
                            <p class="prompt-detail">{W::HandoffDetail.get(lang)}</p>
                            <div class="prompt-actions">
                                <button class="btn btn-primary" data-testid="handoff-ok" on:click=move |_| take_over.run(id)>
                                    {W::IAm.fill(lang, &[("name", &who)])}
                                </button>
                            </div>
                        </div>
                    }
                        .into_any()
                }
                Some(q) => {
                    let seat = q.seat;
                    let advice = shell
                        .prefs
                        .coach()
                        .then(|| coach.run(seat))
                        .flatten()
                        .map(coach_line);
                    view! {
                        <div class="prompt" data-testid="prompt" data-seat=seat.to_string()>
                            {body(q)}
                            {advice}
                        </div>
                    }
                        .into_any()
                }
                None => view! { <StatusLine busy=busy /> }.into_any(),
            }}
        </section>
    }
}

/// The coach's line: the expert's choice (`data-best`, its button's test id) and each choice
/// it prices (`data-choice`, `data-cost`: what it loses against the best, in the line's unit).
/// One string of markup (the words escaped): a view per part, or attributes of their own,
/// would cost the wasm more.
fn coach_line(a: Advice) -> AnyView {
    view! { <div class="coach" inner_html=a.markup()></div> }.into_any()
}
