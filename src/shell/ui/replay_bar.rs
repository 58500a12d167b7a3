//! The replay under the table, for any game: first, back, next, last, a slider over the
//! record's actions, "Continue from here" and "Back to the game"; the arrow keys, Home and
//! End step it. When no replay is on show it offers "Replay" (and take-back). During one
//! of the rulebook's examples it says the example's sentence for each step, steps only
//! from the example's first position, and its way out ends the example. It reaches the
//! game only through the table's [`Tools`].

use leptos::ev;
use leptos::prelude::*;

use super::shown::{shown, shown_or};
use super::take_back::TakeBack;
use super::{find, shell, tr};
use crate::shell::effect::effect;
use crate::shell::play::{Tool, Tools};
use crate::shell::words::W;

// The step buttons' drawings (static, so each is one innerHTML string).
const FIRST: &str = r#"<svg viewBox="0 0 16 16" width="16" height="16"><path d="M3 3h2v10H3zM13 3v10L6 8z"/></svg>"#;
const BACK: &str =
    r#"<svg viewBox="0 0 16 16" width="16" height="16"><path d="M12 3v10L4 8z"/></svg>"#;
const NEXT: &str =
    r#"<svg viewBox="0 0 16 16" width="16" height="16"><path d="M4 3v10l8-5z"/></svg>"#;
const TURN_BACK: &str = r#"<svg viewBox="0 0 16 16" width="16" height="16"><path d="M8 3v10L1 8zM15 3v10L8 8z"/></svg>"#;
const TURN_NEXT: &str =
    r#"<svg viewBox="0 0 16 16" width="16" height="16"><path d="M1 3v10l7-5zM8 3v10l7-5z"/></svg>"#;
const LAST: &str = r#"<svg viewBox="0 0 16 16" width="16" height="16"><path d="M3 3v10l7-5zM11 3h2v10h-2z"/></svg>"#;

/// The replay bar (or, outside a replay, the buttons that open one and take back).
#[component]
pub fn ReplayBar() -> impl IntoView {
    let tools = expect_context::<Tools>();
    let sh = shell();
    let replay = tools.replay;
    let lesson = tools.lesson;
    let at = move || replay.with(|r| r.map_or(0, |r| r.0));
    let total = move || replay.with(|r| r.map_or(0, |r| r.1));
    // The first position that can be shown: an example's own start, else the record's.
    let first = move || lesson.with(|l| l.as_ref().map_or(0, |l| l.start));
    let teaching = move || lesson.with(Option::is_some);
    // The newcomer plays the example: no steps but theirs.
    let trying = move || lesson.with(|l| l.as_ref().is_some_and(|l| l.trying));
    let go = move |to: usize| tools.run.run(Tool::Watch(to));
    let turn = move |forward: bool| tools.run.run(Tool::WatchTurn(forward));
    let caption = tools.caption;
    let at_start = move || at() <= first();
    let at_end = move || at() >= total();
    // Arrows, Home and End step the replay, unless a field has the keyboard (a text box
    // or a list needs its arrows; the slider steps the replay itself).
    let keys = window_event_listener(ev::keydown, move |e| {
        let Some((now, n)) = replay.get_untracked() else {
            return;
        };
        if untrack(trying) {
            return;
        }
        if e.ctrl_key() || e.meta_key() || e.alt_key() {
            return;
        }
        let in_field = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(t).ok())
            .is_some_and(|el| {
                el.is_content_editable()
                    || matches!(
                        el.tag_name().to_ascii_lowercase().as_str(),
                        "input" | "textarea" | "select"
                    )
            });
        if in_field {
            return;
        }
        let to = match e.key().as_str() {
            "ArrowLeft" => now.saturating_sub(1),
            "ArrowRight" => now + 1,
            "Home" => first(),
            "End" => n,
            _ => return,
        };
        e.prevent_default();
        go(to);
    });
    on_cleanup(move || keys.remove());
    // "Action 3 of 20" in a replay; "Step 2 of 9" in an example, counted from its start.
    let position = move |replay_words: W, lesson_words: W| {
        let (at, total, first) = (at(), total(), first());
        if teaching() {
            lesson_words.fill(
                sh.lang(),
                &[
                    ("at", &(at.saturating_sub(first) + 1).to_string()),
                    ("total", &(total.saturating_sub(first) + 1).to_string()),
                ],
            )
        } else {
            replay_words.fill(
                sh.lang(),
                &[("at", &at.to_string()), ("total", &total.to_string())],
            )
        }
    };
    // Opening a replay puts the keyboard on the slider (the button that opened it is gone).
    // The slider is looked up in the page once it is drawn, not held as a node reference:
    // each kind of node reference is a copy of Leptos' code in the browser's build.
    let mut was_open = false;
    effect(move || {
        let open = replay.with(Option::is_some);
        if open && !was_open {
            request_animation_frame(|| {
                if let Some(el) = find("[data-testid=replay-slider]") {
                    let _ = el.focus();
                }
            });
        }
        was_open = open;
    });
    let idle = move || {
        view! {
            <div class="table-tools">
                <TakeBack />
                <button
                    type="button"
                    class="btn btn-quiet btn-small"
                    data-testid="replay"
                    title=tr(W::ReplayHint)
                    on:click=move |_| go(usize::MAX)
                >
                    {tr(W::Replay)}
                </button>
            </div>
        }
    };
    view! {
        {shown_or(move || replay.with(Option::is_some), move || view! {
            <section class="replay-bar" class:lesson=teaching class:trying=trying data-testid="replay-bar" aria-label=tr(W::Replay)>
                {shown(teaching, move || view! {
                    <div class="lesson-step">
                        <p class="lesson-title" data-testid="lesson-title">
                            {move || lesson.with(|l| l.as_ref().map_or_else(String::new, |l| l.title.clone()))}
                        </p>
                        // Read out at each step, like the table's own news.
                        <p class="lesson-text" data-testid="lesson-step" aria-live="polite">
                            {move || lesson.with(|l| l.as_ref().map_or_else(String::new, |l| l.text.clone()))}
                        </p>
                        // An example tried: what the book's player did after another choice
                        // (`try-hint`), or that it is done (`try-done`). One paragraph for both.
                        {shown(move || lesson.with(|l| l.as_ref().is_some_and(|l| l.hint.is_some() || l.done)), move || {
                            let done = move || lesson.with(|l| l.as_ref().is_some_and(|l| l.done));
                            view! {
                                <p class="try-note" class:done=done role="status"
                                    data-testid=move || if done() { "try-done" } else { "try-hint" }>
                                    {move || lesson.with(|l| match l {
                                        Some(l) if l.done => tr(W::TryDone).to_string(),
                                        Some(l) => l.hint.clone().unwrap_or_default(),
                                        None => String::new(),
                                    })}
                                </p>
                            }
                        })}
                    </div>
                })}
                // What the last action replayed did, next to the table: on a phone the log
                // is far below it. (An example says its own sentence instead.)
                <p class="replay-caption" data-testid="replay-caption" aria-live="polite" prop:hidden=teaching>
                    {move || caption.get()}
                </p>
                // `disabled` set as a property, not an attribute: the page shows the same `disabled`, and
                // reactive properties are code the build has anyway (one kind of reactive output fewer).
                <div class="replay-steps">
                    <button type="button" class="btn btn-small replay-step" data-testid="replay-first"
                        aria-label=tr(W::FirstAction) prop:disabled=at_start on:click=move |_| go(first())
                        inner_html=FIRST></button>
                    <button type="button" class="btn btn-small replay-step" data-testid="replay-turn-back"
                        aria-label=tr(W::BackOneTurn) title=tr(W::BackOneTurn) prop:disabled=at_start
                        on:click=move |_| turn(false) inner_html=TURN_BACK></button>
                    <button type="button" class="btn btn-small replay-step" data-testid="replay-back"
                        aria-label=tr(W::BackOneAction) prop:disabled=at_start
                        on:click=move |_| go(at().saturating_sub(1)) inner_html=BACK></button>
                    <span
                        class="replay-position"
                        data-testid="replay-position"
                        data-index=move || at().to_string()
                        data-total=move || total().to_string()
                    >
                        {move || position(W::ActionOf, W::StepOf)}
                    </span>
                    <button type="button" class="btn btn-small replay-step" data-testid="replay-next"
                        aria-label=tr(W::NextAction) prop:disabled=at_end
                        on:click=move |_| go(at() + 1) inner_html=NEXT></button>
                    <button type="button" class="btn btn-small replay-step" data-testid="replay-turn-next"
                        aria-label=tr(W::NextTurn) title=tr(W::NextTurn) prop:disabled=at_end
                        on:click=move |_| turn(true) inner_html=TURN_NEXT></button>
                    <button type="button" class="btn btn-small replay-step" data-testid="replay-last"
                        aria-label=tr(W::LastAction) prop:disabled=at_end
                        on:click=move |_| go(total()) inner_html=LAST></button>
                </div>
                <input
                    type="range"
                    class="replay-slider"
                    data-testid="replay-slider"
                    aria-label=tr(W::PositionInRecord)
                    min=move || first().to_string()
                    max=move || total().to_string()
                    prop:value=move || at().to_string()
                    aria-valuetext=move || position(W::ActionOfLower, W::StepOf)
                    on:input=move |e| {
                        if let Ok(to) = event_target_value(&e).parse() {
                            go(to);
                        }
                    }
                />
                <div class="replay-actions">
                    {shown(move || !teaching(), move || view! {
                        <button type="button" class="btn btn-primary btn-small" data-testid="replay-continue"
                            on:click=move |_| tools.run.run(Tool::Continue)>
                            {tr(W::ContinueFromHere)}
                        </button>
                    })}
                    <button type="button" class="btn btn-small" data-testid="replay-exit"
                        on:click=move |_| tools.run.run(Tool::Back)>
                        {move || if teaching() { tr(W::EndLesson) } else { tr(W::BackToTheGame) }.to_string()}
                    </button>
                </div>
            </section>
        }, ViewFn::from(idle))}
    }
}
