//! The notices at the top of the page (a bad link, an unreadable save, a bad record, a full
//! storage), oldest first, each until dismissed.

use leptos::prelude::*;

use super::keyed_list::{keyed_list, Row};
use super::{shell, tr};
use crate::shell::notices::NoticeKind;
use crate::shell::words::W;

/// The notices waiting, each with its own button to dismiss it.
#[component]
pub fn NoticeBar() -> impl IntoView {
    let notices = shell().notices;
    let queue = notices.queue();
    let dismiss = tr(W::Dismiss);
    let rows = move || {
        queue.with(|q| {
            q.waiting()
                .iter()
                .map(|n| {
                    let n = n.clone();
                    Row::new(n.id, move || {
                        let (id, error) = (n.id, n.kind == NoticeKind::Error);
                        view! {
                            <div
                                class="notice"
                                class:error=error
                                data-testid="notice"
                                role=if error { "alert" } else { "status" }
                            >
                                <span class="notice-text">{n.text}</span>
                                {n.action.map(|(label, act)| {
                                    view! {
                                        <button
                                            class="btn btn-small notice-act"
                                            data-testid="notice-action"
                                            on:click=move |_| {
                                                notices.dismiss(id);
                                                act();
                                            }
                                        >
                                            {label}
                                        </button>
                                    }
                                })}
                                <button
                                    class="btn btn-quiet btn-small notice-close"
                                    data-testid="notice-dismiss"
                                    aria-label=dismiss
                                    on:click=move |_| notices.dismiss(id)
                                >
                                    "\u{00d7}"
                                </button>
                            </div>
                        }
                    })
                })
                .collect()
        })
    };
    keyed_list(rows)
}
