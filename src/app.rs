//! The app: provides the shell, its commands and each game's runner, starts from the address and the
//! save, and switches between the setup screen and the table of the game on it.

use leptos::prelude::*;

use crate::lobby::Lobby;
use crate::shell::effect::effect;
use crate::shell::game::with_views;
use crate::shell::ui::notice_bar::NoticeBar;
use crate::shell::ui::phone_dialogs::PhoneDialogs;
use crate::shell::ui::setup_screen::SetupScreen;
use crate::shell::ui::top_bar::TopBar;
use crate::shell::words::W;
use crate::shell::Screen;

/// Whether the page shows what it opened with, and what is to run then ([`once_opened`]).
#[derive(Default)]
struct Opened {
    done: bool,
    then: Option<Box<dyn FnOnce()>>,
}

thread_local! {
    static OPENED: std::cell::RefCell<Opened> = std::cell::RefCell::new(Opened::default());
}

/// Runs `then` once the page shows what it opens with: the setup screen, or the game the
/// address or the shelf holds on the table (or word that it could not be opened). The
/// page's loading shell makes way then (`main.rs`).
pub fn once_opened(then: impl FnOnce() + 'static) {
    let now = OPENED.with(|o| {
        let mut o = o.borrow_mut();
        if !o.done {
            o.then = Some(Box::new(then));
            return None;
        }
        Some(then)
    });
    if let Some(then) = now {
        then();
    }
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let lobby = Lobby::new();
    provide_context(lobby);
    provide_context(lobby.shell);
    provide_context(lobby.commands());
    crate::shell::ui::final_scores::set_extras(
        crate::review::panel::extras,
        crate::review::panel::chart,
    );
    crate::shell::phones::provide(lobby.shell, std::rc::Rc::new(lobby));
    lobby.boot();
    // Another tab of this site wrote to the shared storage (a save of the same game?).
    let storage = window_event_listener(leptos::ev::storage, move |e| {
        if let Some(key) = e.key() {
            lobby.other_tab_wrote(&key, e.new_value().as_deref());
        }
    });
    // A shared link pasted into this tab's address bar changes only the fragment: no reload.
    let hash = window_event_listener(leptos::ev::hashchange, move |_| {
        leptos::task::spawn_local(async move {
            lobby.open_fragment().await;
        });
    });
    on_cleanup(move || {
        storage.remove();
        hash.remove();
    });
    let shell = lobby.shell;
    // The loading shell makes way once the opening game is on the table.
    effect(move || {
        if !shell.opening().get() {
            let then = OPENED.with(|o| {
                let mut o = o.borrow_mut();
                o.done = true;
                o.then.take()
            });
            if let Some(then) = then {
                then();
            }
        }
    });
    // The page's language for the browser, screen readers and search engines.
    effect(move || {
        let lang = shell.lang_signal().get();
        let doc = document();
        if let Some(html) = doc.document_element() {
            let _ = html.set_attribute("lang", lang.code());
        }
        if let Ok(Some(meta)) = doc.query_selector("meta[name=description]") {
            let _ = meta.set_attribute("content", W::PageDescription.get(lang));
        }
    });
    // Numbers only: no text goes into a style (the active seat's word is an attribute of
    // its card, shown by CSS `attr()`).
    let style = move || {
        let p = shell.prefs.speed().pace();
        format!(
            "--tumble-ms:{}ms;--step-ms:{}ms",
            p.tumble.max(1),
            p.step.max(1)
        )
    };
    view! {
        <div class="app" class:no-motion=move || !shell.motion() style=style>
            // Drawn afresh in a new language: the texts are plain, not one effect each (the
            // game itself lives in the runners, not in the views, so nothing is lost).
            {move || {
                shell.lang_signal().track();
                view! {
                    // Under the loading shell's own while a game is being opened.
                    {move || (!shell.opening().get()).then(|| view! { <TopBar /> })}
                    <NoticeBar />
                    <PhoneDialogs />
                    {move || match shell.screen().get() {
                        // Nothing while the address's or the shelf's game is being opened:
                        // the loading shell stays over the page until it is on the table.
                        Screen::Setup if shell.opening().get() => ().into_any(),
                        Screen::Setup => view! { <SetupScreen /> }.into_any(),
                        Screen::Table(game) => with_views(game, shell.lang_untracked(), move |v| {
                            // The game's views find its runner here (it is made: its game
                            // is on the table).
                            if let Some(runner) = lobby.games.loaded(game) {
                                runner.provide();
                            }
                            (v.table)()
                        }),
                    }}
                }
            }}
        </div>
    }
}
