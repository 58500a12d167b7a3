//! Setting up the table: the game, its seats (each a name and a kind), the pace; start.

use dice_core::Level;
use leptos::prelude::*;

use super::history_panel::{HistoryPanel, KnownNames};
use super::keyed_list::{keyed_list, Row};
use super::raven::Raven;
use super::saved_games::SavedGames;
use super::shown::shown;
use super::speed_select::SpeedSelect;
use super::{commands, shell, tr};
use crate::shell::game::GameKind;
use crate::shell::say;
use crate::shell::seats::{SeatConfig, SeatKind};
use crate::shell::shelf::named;
use crate::shell::words::{list, shown_name, W};

/// The setup screen (remembers the last table).
#[component]
pub fn SetupScreen() -> impl IntoView {
    let (sh, cmd) = (shell(), commands());
    let setup = sh.setup();
    let prefs = sh.prefs.get();
    let game = move || prefs.with(|p| p.game);
    let max = move || game().players().1;
    let count = move || setup.with(|s| s.len());
    let problem = move || {
        let (min, max) = game().players();
        setup.with(|s| s.check(min, max).err().map(|e| say::seats(&e, sh.lang())))
    };
    // The default names in the page's words ("Du", "Giocatore 2"); stored as they are.
    let name = move |i: usize| {
        let lang = sh.lang();
        setup.with(|s| {
            s.get(i)
                .map(|s| shown_name(&s.name, lang))
                .unwrap_or_default()
        })
    };
    let first = sh.first_player();
    let by_turns = sh.by_turns();
    // The newest saved game that is still going: what "Resume" offers.
    // The newest game not over, and the button's words naming it (two saved games of the
    // same players are told apart by whose turn it is and how far they got).
    let newest = move || {
        let lang = sh.lang();
        sh.saves().with(|s| {
            s.iter().find(|s| !s.over).map(|s| {
                let words = W::ResumeNamed.fill(lang, &[("game", &named(s, lang))]);
                (s.id.clone(), words)
            })
        })
    };
    let kind = move |i: usize| setup.with(|s| s.get(i).map(|s| s.kind));
    let set_seat = move |i: usize, f: &dyn Fn(&mut SeatConfig)| {
        setup.update(|s| {
            if let Some(seat) = s.0.get_mut(i) {
                f(seat);
            }
        })
    };
    // Another game: the seats it cannot take leave (bots first, then the last people), and
    // a notice names them, so Start is not left disabled with no word of why.
    let choose = move |g: GameKind| {
        sh.prefs.set_game(g);
        let (_, max) = g.players();
        let left = setup.try_update(|s| s.fit(max)).unwrap_or_default();
        if !left.is_empty() {
            first.set(None);
            let lang = sh.lang_untracked();
            let names: Vec<String> = left.iter().map(|n| shown_name(n, lang)).collect();
            sh.notices.info(W::SeatsFitted.fill(
                lang,
                &[
                    ("game", g.name_in(lang)),
                    ("max", &max.to_string()),
                    ("names", &list(&names, lang)),
                ],
            ));
        }
    };
    // A seat's name, kind and remove button.
    let seat_row = move |i: usize| {
        view! {
            <div class="setup-seat">
                <span class="setup-num">{i + 1}</span>
                <input
                    class="setup-name"
                    type="text"
                    maxlength="16"
                    data-testid=format!("seat-name-{i}")
                    list="known-names"
                    // The names played before are read once a name is first edited.
                    on:focus=move |_| crate::shell::history::live::want_names()
                    aria-label=W::NameOfPlayer.fill(sh.lang_untracked(), &[("n", &(i + 1).to_string())])
                    prop:value=move || name(i)
                    on:input:target=move |ev| {
                        let v = ev.target().value();
                        set_seat(i, &|seat| seat.name = v.clone());
                    }
                />
                <select
                    class="setup-kind"
                    data-testid=format!("seat-kind-{i}")
                    aria-label=W::KindOfPlayer.fill(sh.lang_untracked(), &[("n", &(i + 1).to_string())])
                    on:change:target=move |ev| {
                        if let Some(k) = SeatKind::parse(&ev.target().value()) {
                            setup.update(|s| s.set_kind(i, k));
                        }
                    }
                >
                    {SeatKind::ALL
                        .into_iter()
                        .map(|k| {
                            view! {
                                <option value=k.as_str() prop:selected=move || kind(i) == Some(k)>
                                    {tr(k.label())}
                                </option>
                            }
                            .into_any()
                        })
                        .collect_view()}
                </select>
                <button
                    type="button"
                    class="btn btn-quiet btn-small setup-invite"
                    data-testid=format!("invite-{i}")
                    aria-label=W::InviteTitle.fill(sh.lang_untracked(), &[("name", &name(i))])
                    title=W::InvitePhone.get(sh.lang_untracked())
                    // The game starts, this seat played on the phone invited for it.
                    on:click=move |_| cmd.invite_from_setup.run(i)
                >
                    <svg class="phone-icon" viewBox="0 0 16 24" aria-hidden="true">
                        <rect x="2" y="1" width="12" height="22" rx="2.5" fill="none" stroke="currentColor" stroke-width="2"></rect>
                        <circle cx="8" cy="19" r="1.4" fill="currentColor"></circle>
                    </svg>
                </button>
                <button
                    type="button"
                    class="btn btn-quiet btn-small"
                    aria-label=W::RemovePlayer.fill(sh.lang_untracked(), &[("n", &(i + 1).to_string())])
                    // `disabled` set as a property, not an attribute: the page shows the same `disabled`, and
                    // reactive properties are code the build has anyway (one kind of reactive output fewer).
                    prop:disabled=move || { count() <= 2 }
                    on:click=move |_| {
                        setup.update(|s| {
                            if s.len() > 2 && i < s.len() {
                                s.0.remove(i);
                            }
                        });
                        first.set(None);
                    }
                >
                    "\u{2715}"
                </button>
            </div>
        }
    };
    view! {
        <main class="setup">
            <section class="setup-hero">
                <Raven class="hero-raven" />
                <div>
                    <h2 class="setup-title">{tr(W::SetUpTheTable)}</h2>
                    <p class="setup-tagline">{move || game().tagline(sh.lang()).to_string()}</p>
                </div>
            </section>
            <form class="setup-form" on:submit=move |ev| {
                ev.prevent_default();
                cmd.start_from_setup.run(());
            }>
                {(GameKind::all().len() > 1).then(|| view! {
                    <fieldset class="setup-games">
                        <legend>{tr(W::TheGame)}</legend>
                        {GameKind::all()
                            .iter()
                            .copied()
                            .map(|g| {
                                view! {
                                    <button
                                        type="button"
                                        class="btn setup-game"
                                        class:chosen=move || game() == g
                                        aria-pressed=move || (game() == g).to_string()
                                        data-testid=format!("game-{}", g.id())
                                        on:click=move |_| choose(g)
                                    >
                                        {g.name_in(sh.lang_untracked())}
                                    </button>
                                }
                                .into_any()
                            })
                            .collect_view()}
                    </fieldset>
                }.into_any())}
                <fieldset class="setup-seats">
                    <legend>{tr(W::PlayersInTurnOrder)}</legend>
                    {keyed_list(move || (0..count()).map(|i| Row::new(i as u64, move || seat_row(i))).collect())}
                    <button
                        type="button"
                        class="btn btn-small"
                        data-testid="add-seat"
                        prop:disabled=move || { count() >= max() }
                        on:click=move |_| setup.update(|s| {
                            if s.len() < max() {
                                let name = s.fresh_name();
                                s.0.push(SeatConfig {
                                    name,
                                    kind: SeatKind::Bot(Level::Normal),
                                });
                            }
                        })
                    >
                        {tr(W::AddPlayer)}
                    </button>
                </fieldset>
                <div class="setup-turns">
                    <label class="setup-switch">
                        <input
                            type="checkbox"
                            role="switch"
                            data-testid="by-turns"
                            prop:checked=move || by_turns.get()
                            on:change:target=move |ev| by_turns.set(ev.target().checked())
                        />
                        {tr(W::ByTurns)}
                    </label>
                    {shown(
                        move || by_turns.get(),
                        move || view! {
                            <p class="setup-hint" data-testid="by-turns-hint">
                                {tr(W::ByTurnsHint)}
                                " "
                                {tr(W::CannotPrevent)}
                            </p>
                        },
                    )}
                </div>
                <label class="setup-speed">
                    <span>{tr(W::WhoStarts)}</span>
                    <select
                        data-testid="first-player"
                        aria-label=tr(W::WhoStartsAria)
                        on:change:target=move |ev| {
                            let v = ev.target().value();
                            first.set(v.parse::<usize>().ok());
                        }
                    >
                        <option value="random" prop:selected=move || first.get().is_none()>
                            {tr(W::ChosenAtRandom)}
                        </option>
                        {move || {
                            (0..count())
                                .map(|i| {
                                    view! {
                                        <option value=i.to_string() prop:selected=move || first.get() == Some(i)>
                                            {name(i)}
                                        </option>
                                    }
                                    .into_any()
                                })
                                .collect_view()
                        }}
                    </select>
                </label>
                <label class="setup-speed">
                    <span>{tr(W::SpeedOfTheBots)}</span>
                    <SpeedSelect testid="setup-speed" />
                </label>
                <p class="setup-hint">
                    {tr(W::SetupHint)}
                </p>
                {shown(
                    move || problem().is_some(),
                    move || view! { <p class="setup-problem" role="alert">{move || problem().unwrap_or_default()}</p> },
                )}
                <div class="setup-actions">
                    <button
                        type="submit"
                        class="btn btn-primary btn-big"
                        data-testid="start-game"
                        prop:disabled=move || problem().is_some()
                    >
                        {tr(W::StartGame)}
                    </button>
                    {move || {
                        newest()
                            .map(|(id, words)| {
                                view! {
                                    <button
                                        type="button"
                                        class="btn"
                                        data-testid="resume-game"
                                        on:click=move |_| cmd.resume_saved.run(id.clone())
                                    >
                                        {words}
                                    </button>
                                }
                                .into_any()
                            })
                    }}
                </div>
            </form>
            <SavedGames />
            <HistoryPanel />
            <KnownNames />
        </main>
    }
}
