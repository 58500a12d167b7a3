//! How to play, as a dialog over the page: the game's short sections with its own pieces
//! drawn beside them, and its rulebook examples, each a button that shows the example on
//! the real table step by step. From the setup screen it teaches either game; at a table,
//! that table's game (whose game is paused, never lost, while an example is on show).

use leptos::prelude::*;

use crate::shell::var::Var;

use super::shown::shown;
use super::{commands, modal_while, shell, tr};
use crate::shell::escape::markup;
use crate::shell::game::with_views;
use crate::shell::game::GameKind;
use crate::shell::words::W;
use crate::shell::Screen;

/// A section's heading and paragraphs as markup (plain text, escaped).
fn section_text(title: &str, text: &[&str]) -> String {
    let mut html = format!("<h3>{}</h3>", markup(title));
    for p in text {
        html += &format!("<p>{}</p>", markup(p));
    }
    html
}

/// One rulebook example in the list: a button that shows it on the table, and one that lets
/// the newcomer make its choices on the book's dice.
fn example(
    g: GameKind,
    i: usize,
    title: &'static str,
    lang: crate::shell::lang::Lang,
    open: Var<bool>,
    cmd: crate::shell::Commands,
) -> AnyView {
    view! {
        <li>
            <button
                type="button"
                class="btn how-example"
                data-testid=format!("lesson-{i}")
                on:click=move |_| {
                    open.set(false);
                    cmd.teach.run((g, i, false));
                }
            >
                <span aria-hidden="true" class="how-play-icon">"\u{25b6}"</span>
                {title}
            </button>
            // The newcomer makes the example's choices on the book's dice.
            <button
                type="button"
                class="btn btn-small how-try"
                data-testid="try-example"
                data-lesson=i.to_string()
                aria-label=format!("{}: {title}", W::TryIt.get(lang))
                on:click=move |_| {
                    open.set(false);
                    cmd.teach.run((g, i, true));
                }
            >
                {W::TryIt.get(lang)}
            </button>
        </li>
    }
    .into_any()
}

/// The how-to-play dialog: open while `open` is true; its close button, Escape or an
/// example chosen closes it.
#[component]
pub fn HowToPlay(
    /// Whether the dialog is open.
    open: Var<bool>,
) -> impl IntoView {
    let (sh, cmd) = (shell(), commands());
    let at_table = move || match sh.screen().get() {
        Screen::Table(g) => Some(g),
        Screen::Setup => None,
    };
    // The game it opens on: the table's, or on the setup screen the one chosen there.
    let opening = move || at_table().unwrap_or_else(|| sh.prefs.get().with_untracked(|p| p.game));
    // The game taught (a tab switches between the games on the setup screen).
    let game = Var::new(untrack(opening));
    modal_while(
        "[data-testid=how-dialog]",
        move || open.get(),
        move || {
            // Only a change draws the sections afresh.
            let taught = opening();
            if game.get_untracked() != taught {
                game.set(taught);
            }
        },
    );
    let close = move || {
        open.set(false);
        // Back to the button that opened it: the keyboard stays where the person was.
        if let Some(b) = document()
            .query_selector("[data-testid=how-to-play]")
            .ok()
            .flatten()
        {
            let _ = wasm_bindgen::JsCast::unchecked_ref::<web_sys::HtmlElement>(&b).focus();
        }
    };
    let body = move || {
        let lang = sh.lang();
        // The sections and the examples of the game taught, drawn afresh when it changes; the
        // title and the tabs around them stay (and so does the focus on either).
        let taught = move || {
            let g = game.get();
            // The sections, their pictures and the examples are the game's views (its chunk).
            with_views(g, lang, move |v| {
                view! {
                    <div class="how-sections">
                        {(v.how_to_play)(lang)
                            .into_iter()
                            .map(|s| {
                                let drawn = (v.picture)(s.picture);
                                view! {
                                    <section class="how-section">
                                        <div class="how-picture">{drawn}</div>
                                        // Plain text: one string of markup, built by the browser.
                                        <div class="how-text" inner_html=section_text(s.title, &s.text)></div>
                                    </section>
                                }
                            })
                            .collect_view()}
                    </div>
                    <h3 class="how-examples-title">{W::BookExamples.get(lang)}</h3>
                    <p class="how-examples-hint">{W::BookExamplesHint.get(lang)}</p>
                    <ul class="how-examples">
                        {(v.lessons)(lang)
                            .into_iter()
                            .enumerate()
                            .map(|(i, lesson)| example(g, i, lesson.title, lang, open, cmd))
                            .collect_view()}
                    </ul>
                }
                .into_any()
            })
        };
        view! {
            // The dialog opens at its top, on its title (`autofocus`): the browser would
            // otherwise put the focus on the first button inside, which at a table is the
            // examples' at the very end, and scroll down to it.
            <h2 id="how-title" class="how-title" tabindex="-1" autofocus>
                {move || W::HowToPlayGame.fill(lang, &[("game", game.get().name_in(lang))])}
            </h2>
            {shown(move || at_table().is_none(), move || view! {
                <div class="how-games" role="group" aria-label=tr(W::TheGame)>
                    {GameKind::all()
                        .iter()
                        .copied()
                        .map(|k| {
                            view! {
                                <button
                                    type="button"
                                    class="btn btn-small how-game"
                                    data-testid=format!("how-{}", k.id())
                                    aria-pressed=move || (game.get() == k).to_string()
                                    on:click=move |_| game.set(k)
                                >
                                    {k.name_in(lang)}
                                </button>
                            }
                            .into_any()
                        })
                        .collect_view()}
                </div>
            })}
            {taught}
        }
    };
    view! {
        <dialog
            class="how-dialog"
            data-testid="how-dialog"
            aria-labelledby="how-title"
            on:close=move |_| open.set(false)
        >
            {shown(move || open.get(), body)}
            <div class="how-close-row">
                <button type="button" class="btn btn-primary" data-testid="how-close" on:click=move |_| close()>
                    {tr(W::Close)}
                </button>
            </div>
        </dialog>
    }
}
