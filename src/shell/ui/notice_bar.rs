//! A notice at the top of the page (a bad link, an unreadable save, a bad record).

use leptos::prelude::*;

use super::{shell, tr};
use crate::shell::notices::NoticeKind;
use crate::shell::words::W;

/// The notice, until dismissed.
#[component]
pub fn NoticeBar() -> impl IntoView {
    let notices = shell().notices;
    let current = notices.current();
    view! {
        {move || {
            current
                .get()
                .map(|n| {
                    let error = n.kind == NoticeKind::Error;
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
                                        class="btn btn-small"
                                        data-testid="notice-action"
                                        on:click=move |_| {
                                            notices.clear();
                                            act.run(());
                                        }
                                    >
                                        {label}
                                    </button>
                                }
                            })}
                            <button
                                class="btn btn-quiet btn-small"
                                aria-label=tr(W::Dismiss)
                                on:click=move |_| notices.clear()
                            >
                                "\u{00d7}"
                            </button>
                        </div>
                    }
                    .into_any()
                })
        }}
    }
}
