//! The header: the site's name, the pace, sharing the game, sound, and leaving the table.

use leptos::prelude::*;

use crate::shell::var::Var;

use super::how_to_play::HowToPlay;
use super::language_switch::LanguageSwitch;
use super::raven::Raven;
use super::share_dialog::ShareDialog;
use super::shown::shown;
use super::sound_switch::SoundSwitch;
use super::speed_select::SpeedSelect;
use super::{commands, shell, tr};
use crate::shell::chunk::drawn_from_chunk;
use crate::shell::game::with_views;
use crate::shell::words::W;
use crate::shell::Screen;

crate::in_chunk!(
    share,
    /// Draws the share dialog (from its chunk; the QR code's encoder is a chunk of its own,
    /// so a code that cannot be drawn still leaves the link to copy).
    fn share_dialog() -> fn(Var<Option<String>>) -> AnyView {
        |link| view! { <ShareDialog link=link /> }.into_any()
    }
);

crate::in_chunk!(
    how_to_play,
    /// Draws the how-to-play dialog (from its chunk; the game's sections come from the
    /// game's own).
    fn how_dialog() -> fn(Var<bool>) -> AnyView {
        |open| view! { <HowToPlay open=open /> }.into_any()
    }
);

/// The top bar.
#[component]
pub fn TopBar() -> impl IntoView {
    let (sh, cmd) = (shell(), commands());
    let at_table = move || sh.screen().get() != Screen::Setup;
    // The link the share dialog shows while it is open.
    let shared = Var::new(None::<String>);
    // The two dialogs are built the first time they open, then kept: most visits open
    // neither, and what is not built before the first question is not waited for.
    let share_built = Var::new(false);
    let how_built = Var::new(false);
    let share = move |_| match cmd.share.run(()) {
        Ok(link) => {
            share_built.set(true);
            shared.set(Some(link));
        }
        Err(e) => {
            let lang = sh.lang_untracked();
            sh.notices
                .error(W::CannotShare.fill(lang, &[("why", &e.say(lang))]))
        }
    };
    let how = Var::new(false);
    view! {
        <header class="top-bar">
            // At a table, the game's own emblem and name (Heckmeck's worm tile, not the
            // raven); on the setup screen the site's.
            <h1 class="brand">
                {move || match sh.screen().get() {
                    Screen::Table(game) => view! {
                        {with_views(game, sh.lang_untracked(), |v| (v.emblem)())}
                        <span>{game.name_in(sh.lang())}</span>
                    }
                    .into_any(),
                    Screen::Setup => view! {
                        <Raven class="brand-raven" />
                        <span>"Pechvogel"</span>
                    }
                    .into_any(),
                }}
            </h1>
            {shown(at_table, move || view! {
                <div class="top-tools">
                    <label class="speed">
                        <span>{tr(W::Speed)}</span>
                        <SpeedSelect testid="speed" />
                    </label>
                    <button
                        class="btn btn-quiet btn-small"
                        data-testid="share"
                        aria-haspopup="dialog"
                        on:click=share
                    >
                        {tr(W::Share)}
                    </button>
                    <button class="btn btn-quiet btn-small" data-testid="leave-game" on:click=move |_| cmd.new_game.run(())>
                        {tr(W::NewTable)}
                    </button>
                </div>
            })}
            <button
                type="button"
                class="btn btn-quiet how-to-play"
                data-testid="how-to-play"
                aria-haspopup="dialog"
                aria-label=tr(W::HowToPlay)
                title=tr(W::HowToPlay)
                on:click=move |_| {
                    how_built.set(true);
                    how.set(true);
                }
            >
                "?"
            </button>
            <LanguageSwitch />
            <SoundSwitch />
        </header>
        // Outside the header: the dialog is not part of the bar and must not take its style.
        // Each drawn from its chunk (fetched on the first open), opening itself once drawn.
        {shown(move || share_built.get(), move || {
            drawn_from_chunk(sh.lang_untracked(), share_dialog, move |draw| draw(shared))
        })}
        {shown(move || how_built.get(), move || {
            drawn_from_chunk(sh.lang_untracked(), how_dialog, move |draw| draw(how))
        })}
    }
}
