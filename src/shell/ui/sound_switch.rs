//! The sound switch in the top bar, and what it switches: the table's sounds (dice,
//! clacks, Murphy, the sad trombone) and a buzz when it is a person's turn again.

use leptos::ev;
use leptos::prelude::*;

use super::{shell, tr};
use crate::shell::cue::Cue;
use crate::shell::seats::Speed;
use crate::shell::sound;
use crate::shell::words::W;

/// The speaker, its waves and its cross.
const SPEAKER: &str = concat!(
    r#"<path fill="currentColor" d="M3 9.5h4l5-4.5v14l-5-4.5H3z"/>"#,
    r#"<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">"#,
    r#"<path class="sound-waves" d="M15.5 9a4.5 4.5 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11"/>"#,
    r#"<path class="sound-cross" d="M16 9.5l5 5M21 9.5l-5 5"/></g>"#,
);

/// How long "your turn" buzzes (ms).
const BUZZ_MS: u32 = 60;

/// Sound and vibration, off until switched on (and then remembered). The switch's click is
/// the gesture that lets the page make sound; when the page opens with sound remembered
/// as on, the first click or key anywhere does it (a tap is a click too). Nothing is created
/// before.
#[component]
pub fn SoundSwitch() -> impl IntoView {
    let sh = shell();
    let prefs = sh.prefs;
    let on = move || prefs.sound();
    let toggle = move |_| {
        let now = !prefs.sound_untracked();
        prefs.set_sound(now);
        if now {
            sound::wake();
        } else {
            sound::sleep();
        }
    };
    // Any gesture may (re)start the audio while sound is on: a browser can also suspend
    // it on its own (a phone call, a tab in the background), and only a gesture resumes.
    let gesture = move || {
        if prefs.sound_untracked() {
            sound::wake();
        }
    };
    let listeners = [
        window_event_listener(ev::click, move |_| gesture()),
        window_event_listener(ev::keydown, move |_| gesture()),
    ];
    on_cleanup(move || listeners.into_iter().for_each(|l| l.remove()));
    // The table's cues, while sound is on. At `instant` the table skips its show, and its
    // sounds: a whole game would clatter at once. The buzz still says whose turn it is.
    sh.cues.follow(Box::new(move |c| {
        if !prefs.sound_untracked() {
            return;
        }
        let speed = prefs.speed_untracked();
        match c.cue {
            Cue::YourTurn(_) => sound::buzz(BUZZ_MS),
            other if speed != Speed::Instant => sound::play(other, c.id, speed.pace().tumble),
            _ => {}
        }
    }));
    view! {
        <button
            type="button"
            class="btn btn-quiet btn-small sound-switch"
            class:on=on
            data-testid="sound"
            aria-label=tr(W::SoundAndVibration)
            aria-pressed=move || on().to_string()
            title=tr(W::SoundAndVibration)
            on:click=toggle
        >
            // A speaker with waves when on, crossed out when off (CSS shows the one that
            // fits). Drawn as markup: a static drawing needs no reactive code.
            <svg
                class="sound-icon"
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
                inner_html=SPEAKER
            ></svg>
        </button>
    }
}
