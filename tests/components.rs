//! Component tests in headless Chromium (`cargo test --target wasm32-unknown-unknown`):
//! the dice show their faces, prompts go only to humans who can act, and the claim dialog
//! offers exactly the legal claims.
#![cfg(target_arch = "wasm32")]

use dice_core::record::RecordError;
use dice_core::Level;
use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use pechvogel_engine::{Claim, Face, Record};
use pechvogel_web::lang_packs;
use pechvogel_web::lobby::Lobby;
use pechvogel_web::pechvogel::ui::die::Die;
use pechvogel_web::pechvogel::ui::prompt_bar::PromptBar;
use pechvogel_web::shell::game::GameKind;
use pechvogel_web::shell::lang::{self, Lang};
use pechvogel_web::shell::play::Play;
use pechvogel_web::shell::runner::Runner;
use pechvogel_web::shell::seats::{SeatConfig, SeatKind, Seats, Speed};
use pechvogel_web::shell::{LoadError, Shell};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// A fresh element in the page to mount into.
fn container() -> HtmlElement {
    let div = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&div).unwrap();
    div.unchecked_into()
}

fn find(root: &Element, selector: &str) -> Option<Element> {
    root.query_selector(selector).unwrap()
}

fn find_all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<Element>().ok())
        .collect()
}

/// Seat 0's first throw shows three ravens (a frustration for seat 0); seat 1 chooses 4 (three
/// 4s and a raven on the board), then throws a raven: a window is open on seat 1's throw, and
/// only seat 0 holds a frustration.
const OPEN_WINDOW: &[&str] = &[
    r#"{"roll": ["R","R","R",4,5,6,7]}"#,
    r#"{"target": 4}"#,
    r#"{"roll": ["R",4,4,4,3,5,6]}"#,
    r#"{"target": 4}"#,
    r#"{"roll": ["R",5,6]}"#,
];

/// As [`OPEN_WINDOW`], but seat 1's throw is the fourth 4: a frustration could cost the claim,
/// so seat 0 is asked (a throw a reroll can only help passes unasked).
const OPEN_WINDOW_HURTS: &[&str] = &[
    r#"{"roll": ["R","R","R",4,5,6,7]}"#,
    r#"{"target": 4}"#,
    r#"{"roll": ["R",4,4,4,3,5,6]}"#,
    r#"{"target": 4}"#,
    r#"{"roll": [4,5,6]}"#,
];

/// Lets the controller run and the view update.
async fn settle() {
    for _ in 0..30 {
        TimeoutFuture::new(5).await;
    }
}

fn record(players: &[&str], actions: &[&str]) -> String {
    let names: Vec<String> = players.iter().map(|p| format!("{p:?}")).collect();
    format!(
        "{{\"players\": [{}], \"actions\": [{}]}}",
        names.join(","),
        actions.join(",")
    )
}

thread_local! {
    /// Pechvogel's runner at the table [`table`] mounted last.
    static PLAY: Cell<Option<Play<pechvogel_engine::Table>>> = const { Cell::new(None) };
}

/// The runner of `game`, made at once: without the split build a game's chunk is in the
/// module, so its load is ready at the first poll.
fn runner_of(lobby: Lobby, game: GameKind) -> &'static dyn Runner {
    use std::future::Future;
    use std::task::{Context, Poll, Waker};
    let mut load = std::pin::pin!(lobby.games.load(game));
    match load.as_mut().poll(&mut Context::from_waker(Waker::noop())) {
        Poll::Ready(Ok(runner)) => runner,
        _ => panic!("an unsplit build makes a runner at once"),
    }
}

/// A lobby with these seats at `instant` speed, showing Pechvogel's prompt bar.
fn table(seats: &[(&str, SeatKind)]) -> (Lobby, Element) {
    let seats = Seats(
        seats
            .iter()
            .map(|(n, k)| SeatConfig {
                name: n.to_string(),
                kind: *k,
            })
            .collect(),
    );
    let root = container();
    let made = Rc::new(Cell::new(None));
    let out = made.clone();
    leptos::mount::mount_to(root.clone(), move || {
        // Made inside the mount, so its effects have an owner.
        let lobby = Lobby::new();
        lobby.shell.prefs.set_speed(Speed::Instant);
        lobby.shell.setup().set(seats.clone());
        lobby.shell.seat_table(seats.clone());
        provide_context(lobby);
        provide_context(lobby.shell);
        provide_context(lobby.commands());
        let runner = runner_of(lobby, GameKind::first());
        runner.provide();
        PLAY.set(use_context::<Play<pechvogel_engine::Table>>());
        out.set(Some(lobby));
        view! { <PromptBar /> }
    })
    .forget();
    (made.get().expect("mounted"), root.unchecked_into())
}

#[wasm_bindgen_test]
fn dice_show_their_faces() {
    let root = container();
    leptos::mount::mount_to(root.clone(), || {
        // The dice are read out in the page's language, which the shell holds.
        pechvogel_web::games::offer();
        provide_context(Shell::new());
        view! {
            <Die face=Face::Number(3) place="tray" />
            <Die face=Face::Number(7) place="board" />
            <Die face=Face::Raven place="board" />
        }
    })
    .forget();
    let root: Element = root.unchecked_into();
    let dice = find_all(&root, "[data-testid=die]");
    assert_eq!(dice.len(), 3);
    let attr = |d: &Element, a: &str| d.get_attribute(a).unwrap_or_default();
    assert_eq!(attr(&dice[0], "data-face"), "3");
    assert_eq!(attr(&dice[0], "data-place"), "tray");
    assert_eq!(dice[0].text_content().unwrap_or_default().trim(), "3");
    assert_eq!(attr(&dice[1], "data-face"), "7");
    assert_eq!(attr(&dice[1], "data-place"), "board");
    assert_eq!(attr(&dice[2], "data-face"), "R");
    assert!(find(&dice[2], "svg").is_some(), "the raven is drawn");
    assert_eq!(attr(&dice[2], "aria-label"), "die showing a raven");
}

/// In the browser the other languages come from their pack: once it is in, the words are
/// the pack's.
#[wasm_bindgen_test]
fn dice_speak_german_once_its_pack_is_in() {
    let pack = include_str!("../assets/lang/de.json");
    lang::load_pack(Lang::De, pack, &lang_packs::tables()).unwrap();
    let root = container();
    leptos::mount::mount_to(root.clone(), || {
        pechvogel_web::games::offer();
        let shell = Shell::new();
        shell.set_lang(Lang::De, false);
        provide_context(shell);
        view! {
            <Die face=Face::Number(5) place="tray" />
            <Die face=Face::Raven place="board" />
        }
    })
    .forget();
    let root: Element = root.unchecked_into();
    let dice = find_all(&root, "[data-testid=die]");
    let label = |d: &Element| d.get_attribute("aria-label").unwrap_or_default();
    assert_eq!(label(&dice[0]), "Würfel mit 5");
    assert_eq!(label(&dice[1]), "Würfel mit Rabe");
}

#[wasm_bindgen_test]
async fn the_human_who_can_frustrate_is_asked_and_nobody_else() {
    // Ann holds a frustration; Bob's throw is open; Cat (a bot) holds none; Bob cannot
    // reduce. Only Ann is asked, by name, in the window's panel.
    let (c, root) = table(&[
        ("Ann", SeatKind::Human),
        ("Bob", SeatKind::Human),
        ("Cat", SeatKind::Bot(Level::Easy)),
    ]);
    let text = record(&["Ann", "Bob", "Cat"], OPEN_WINDOW_HURTS);
    c.load_record(&text).unwrap();
    settle().await;
    let prompt = find(&root, "[data-testid=prompt]").expect("a prompt");
    assert_eq!(prompt.get_attribute("data-seat").as_deref(), Some("0"));
    let words = prompt.text_content().unwrap_or_default();
    assert!(words.contains("Frustrate Bob's throw?"), "{words}");
    assert_eq!(find_all(&root, "[data-testid^=window-answer-]").len(), 1);
    let ann = find(&root, "[data-testid=window-answer-0]").expect("Ann's answers");
    assert_eq!(ann.get_attribute("aria-label").as_deref(), Some("Ann"));
    assert!(find(&ann, "[data-testid=frustrate]").is_some());
    assert!(find(&root, "[data-testid=reduce]").is_none());
    // Ann passes: nobody else can act, so Bob claims his fourth 4.
    find(&ann, "[data-testid=pass]")
        .unwrap()
        .unchecked_into::<HtmlElement>()
        .click();
    settle().await;
    let prompt = find(&root, "[data-testid=prompt]").expect("a prompt");
    assert_eq!(prompt.get_attribute("data-seat").as_deref(), Some("1"));
    assert!(find(&root, "[data-testid=claim-middle]").is_some());
    assert!(find(&root, "[data-testid=frustrate]").is_none());
}

#[wasm_bindgen_test]
async fn a_window_only_a_bot_can_use_passes_without_asking_a_human() {
    // Bob (a bot) holds the only frustration; Ann's throw is open. Whatever Bob decides,
    // the next prompt is Ann's throw, never a frustration question to a human.
    let (c, root) = table(&[
        ("Bob", SeatKind::Bot(Level::Normal)),
        ("Ann", SeatKind::Human),
        ("Cat", SeatKind::Human),
    ]);
    let text = record(&["Bob", "Ann", "Cat"], OPEN_WINDOW);
    c.load_record(&text).unwrap();
    settle().await;
    let prompt = find(&root, "[data-testid=prompt]").expect("a prompt");
    assert_eq!(prompt.get_attribute("data-seat").as_deref(), Some("1"));
    assert!(find(&root, "[data-testid=roll]").is_some());
    assert!(find(&root, "[data-testid=frustrate]").is_none());
    assert!(find(&root, "[data-testid=pass]").is_none());
}

#[wasm_bindgen_test]
async fn the_claim_dialog_offers_exactly_the_legal_claims() {
    // Ann and Bob each hold a 4; Ann throws four 4s again: one 4 is left in the middle,
    // and she may steal Bob's (discarding any value in the middle).
    let (c, root) = table(&[
        ("Ann", SeatKind::Human),
        ("Bob", SeatKind::Bot(Level::Easy)),
    ]);
    let actions = [
        r#"{"roll": [4,4,4,4,"R","R",3]}"#,
        r#"{"target": 4}"#,
        r#"{"claim": "middle"}"#,
        r#"{"roll": [4,4,4,4,"R","R",3]}"#,
        r#"{"target": 4}"#,
        r#"{"claim": "middle"}"#,
        r#"{"roll": [4,4,4,4,"R","R",3]}"#,
        r#"{"target": 4}"#,
    ];
    let text = record(&["Ann", "Bob"], &actions);
    let legal = Record::replay_json(&text).unwrap().legal_actions().claims;
    c.load_record(&text).unwrap();
    settle().await;
    let prompt = find(&root, "[data-testid=prompt]").expect("a prompt");
    assert_eq!(prompt.get_attribute("data-seat").as_deref(), Some("0"));
    // First step: the middle, or an opponent to steal from.
    assert_eq!(
        find(&root, "[data-testid=claim-middle]").is_some(),
        legal.contains(&Claim::Middle)
    );
    let steals: Vec<String> = find_all(&root, "[data-testid^=steal-]")
        .iter()
        .filter_map(|e| e.get_attribute("data-testid"))
        .collect();
    assert_eq!(steals, ["steal-1"]);
    // Second step: the values that may go to the box.
    find(&root, "[data-testid=steal-1]")
        .unwrap()
        .unchecked_into::<HtmlElement>()
        .click();
    settle().await;
    let offered: Vec<Claim> = find_all(&root, "[data-testid^=discard-]")
        .iter()
        .filter_map(|e| e.get_attribute("data-testid"))
        .map(|id| Claim::Steal {
            seat: 1,
            discard: id.trim_start_matches("discard-").parse().unwrap(),
        })
        .collect();
    let steal_claims: Vec<Claim> = legal
        .iter()
        .copied()
        .filter(|c| matches!(c, Claim::Steal { .. }))
        .collect();
    assert_eq!(offered, steal_claims);
    // Stealing works: Ann ends with two 4s, Bob with none.
    find(&root, "[data-testid=discard-7]")
        .unwrap()
        .unchecked_into::<HtmlElement>()
        .click();
    settle().await;
    // (Bob, a bot, plays on at once: look at the game right after the steal.)
    let mut now: serde_json::Value =
        serde_json::from_str(&c.shell.record().get_untracked()).unwrap();
    let all = now["actions"].as_array_mut().unwrap();
    assert_eq!(
        all[actions.len()],
        serde_json::json!({"claim": {"steal": 1, "discard": 7}})
    );
    all.truncate(actions.len() + 1);
    let game = Record::replay_json(&now.to_string()).unwrap();
    assert_eq!(game.markers(0), [0, 2, 0, 0, 0]);
    assert_eq!(game.markers(1), [0, 0, 0, 0, 0]);
    assert_eq!(game.boxed(), [0, 0, 0, 0, 1]);
}

#[wasm_bindgen_test]
async fn a_bad_record_is_refused_with_the_engines_message() {
    let (c, _root) = table(&[("Ann", SeatKind::Human), ("Bob", SeatKind::Human)]);
    let good = record(&["Ann", "Bob"], &[r#"{"roll": [3,3,3,4,5,6,7]}"#]);
    c.load_record(&good).unwrap();
    settle().await;
    let before = c.shell.record().get_untracked();
    let err = c
        .load_record(&record(&["Ann", "Bob"], &[r#"{"roll": [3,3]}"#]))
        .unwrap_err();
    // In English: the envelope's place, then the game's own words for its typed error (what
    // any language's notice is made of; the engine's `Display` is the command line's).
    assert_eq!(err.to_string(), "action 0: This throw needs 7 dice, not 2.");
    assert!(matches!(
        err,
        LoadError::Record(RecordError::Action { index: 0, .. })
    ));
    // The engine's typed error comes with it: the rule and its numbers, for the page to word.
    assert_eq!(
        err,
        LoadError::Record(RecordError::Action {
            index: 0,
            error: pechvogel_web::shell::action_error::AnyActionError::of::<pechvogel_engine::Table>(
                dice_core::ActionError::Rule(pechvogel_engine::RuleError::WrongDiceCount {
                    expected: 7,
                    got: 2
                })
            ),
        })
    );
    assert!(c
        .load_record("{oops")
        .unwrap_err()
        .to_string()
        .starts_with("malformed JSON"));
    assert_eq!(
        c.shell.record().get_untracked(),
        before,
        "the game on the table stays"
    );
}

/// A log line starts with a capital even when a name starts with a letter beyond ASCII: the
/// browser's own case tables do it in the wasm build.
#[wasm_bindgen_test]
fn sentences_start_with_a_capital_in_the_browser() {
    use pechvogel_web::shell::log::sentence;
    assert_eq!(sentence("ömer throws"), "Ömer throws");
    assert_eq!(sentence("ßa"), "SSa");
    assert_eq!(sentence("you claim the 5"), "You claim the 5");
    assert_eq!(sentence("7 ravens"), "7 ravens");
    assert_eq!(sentence(""), "");
}

/// Issue 29: a take-back with nothing to take back is refused in the page's language (it
/// was the session's English words).
#[wasm_bindgen_test]
async fn nothing_to_take_back_is_told_in_the_pages_language() {
    let pack = include_str!("../assets/lang/de.json");
    lang::load_pack(Lang::De, pack, &lang_packs::tables()).unwrap();
    let (c, _root) = table(&[
        ("Ann", SeatKind::Human),
        ("Bob", SeatKind::Bot(Level::Easy)),
    ]);
    c.shell.set_lang(Lang::De, false);
    let text = record(&["Ann", "Bob"], &[r#"{"roll": [3,3,3,4,5,6,7]}"#]);
    c.load_record(&text).unwrap();
    settle().await;
    c.shell.notices.clear();
    // Ann's throw is what was last done: a throw is never taken back.
    PLAY.get().expect("mounted").take_back();
    let told: Vec<String> = c
        .shell
        .notices
        .queue()
        .with_untracked(|q| q.waiting().iter().map(|n| n.text.clone()).collect());
    assert_eq!(
        told,
        ["Es gibt nichts zurückzunehmen (ein Wurf wird nie zurückgenommen)."]
    );
}

/// The registry of games has a runner for every game it offers: the lobby routes each game
/// to its own (a runner missing from the registry would answer for another game).
#[wasm_bindgen_test]
fn every_game_offered_has_its_own_runner() {
    let (lobby, _root) = table(&[
        ("Ann", SeatKind::Human),
        ("Bob", SeatKind::Bot(Level::Easy)),
    ]);
    let games = GameKind::all();
    for &game in games {
        assert_eq!(runner_of(lobby, game).kind(), game);
        // Made once: asked again, the same runner.
        assert!(std::ptr::addr_eq(
            runner_of(lobby, game),
            runner_of(lobby, game)
        ));
    }
    assert_eq!(games.len(), lobby.games.runners().len());
}
