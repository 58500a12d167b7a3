//! The banner over the table: what just happened that matters to a player ("Kelly and
//! Diego frustrate you – reroll three dice", "Thea steals your 6") and each finished turn's
//! summary, for any game. Read aloud politely; it fades, and the log keeps every line.

use leptos::prelude::*;

use crate::shell::var::ReadVar;

use crate::shell::play::Banner;

/// The latest banner.
#[component]
pub fn StoryBanner(
    /// What to show.
    banner: ReadVar<Option<Banner>>,
) -> impl IntoView {
    view! {
        <div class="story" role="status" aria-live="polite">
            {move || {
                banner
                    .get()
                    .map(|b| {
                        // Keyed by the banner's id, so that each new one starts its fade anew.
                        view! {
                            <p class="story-line" data-testid="banner" data-id=b.id.to_string()>
                                {b.text}
                            </p>
                        }
                        .into_any()
                    })
            }}
        </div>
    }
}
