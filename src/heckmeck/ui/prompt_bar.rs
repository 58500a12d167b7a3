//! Heckmeck's questions in the shell's prompt bar: throw, keep a face, take a tile or
//! throw on.

use heckmeck_engine::Awaiting;
use leptos::prelude::*;

use crate::shell::var::Computed;

use crate::heckmeck::words::W;

use super::choices::{KeepChoice, TakeChoice, ThrowOn};
use super::{name_of, play, with_game};
use crate::heckmeck::ask::Ask;
use crate::shell::play::Prompt;
use crate::shell::ui::prompt_bar::PromptBar as Frame;

/// The prompt (a question to a human) or the status line.
#[component]
pub fn PromptBar() -> impl IntoView {
    let p = play();
    let body = move |q: Prompt<Ask>| {
        let who = name_of(p, q.seat);
        let legal = q.ask.legal;
        match q.ask.awaiting {
            Awaiting::Roll => {
                let dice = legal.roll.unwrap_or(0);
                view! { <ThrowOn id=q.id who=who dice=dice could_take=false /> }.into_any()
            }
            Awaiting::Keep => {
                let throw = untrack(|| with_game(p, |g| g.board().throw()).flatten());
                let faces: Vec<_> = legal.keep.iter().collect();
                match throw {
                    Some(throw) => view! {
                        <p class="prompt-q">{super::tf(W::KeepOneFaceQ, &[("name", &who)])}</p>
                        <KeepChoice id=q.id throw=throw faces=faces />
                    }
                    .into_any(),
                    None => ().into_any(),
                }
            }
            Awaiting::RollOrTake => {
                let dice = legal.roll.unwrap_or(0);
                view! {
                    <ThrowOn id=q.id who=who dice=dice could_take=true />
                    <TakeChoice id=q.id offer=legal.take />
                }
                .into_any()
            }
            Awaiting::Take => view! {
                <p class="prompt-q">
                    {move || {
                        let key = if untrack(|| with_game(p, |g| g.board().out_of_dice())).unwrap_or(true) {
                            W::TakeNoDice
                        } else {
                            W::TakeAllKept
                        };
                        super::tf(key, &[("name", &who)])
                    }}
                </p>
                <TakeChoice id=q.id offer=legal.take />
            }
            .into_any(),
            Awaiting::GameOver => ().into_any(),
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
                let lang = p.shell().lang_untracked();
                // Untracked: the question is drawn once; the game does not move while it waits.
                p.shown().with_untracked(|g| {
                    g.as_ref()
                        .and_then(|g| crate::heckmeck::coach::advice(g, seat, lang))
                })
            }
        />
    }
}
