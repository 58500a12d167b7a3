//! The page's side of a live table across phones: one data channel per phone
//! ([`crate::net::peer::Peer`]), the invitation on show (its code, link and QR code) and the
//! answer a guest shows back, the heartbeat's clock, and the notices. What the messages
//! mean is the table model's ([`crate::shell::table::Table`]'s live half); this module only
//! carries bytes between it and the channels, and finds the game's runner through the
//! lobby's [`Route`].
//!
//! The channels hold browser objects and their event handlers, which live on the page's one
//! thread: they are kept in a thread-local, each for its connection's life.

use std::cell::RefCell;
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use std::sync::Arc;

use dice_core::Seat;
use dice_net::wire::Message;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;

use crate::net::peer::{Peer, PeerError, PeerEvent};
use crate::shell::action_error::AnyLinkError;
use crate::shell::chunk::{retrying, ChunkCall, ChunkMissing};
use crate::shell::game::GameKind;
use crate::shell::live::{Happening, Live, News, To};
use crate::shell::timeline::pause;
use crate::shell::var::Var;
use crate::shell::words::{shown_name, W};
use crate::shell::Shell;

crate::in_chunk!(
    live,
    /// A guest opened an invitation as a link (see [`join`]), from the live chunk.
    pub fn join_from_link(code: String) -> () {
        join(&code)
    }
);

crate::in_chunk!(
    live,
    /// A guest's answer opened as a link (see [`answer_arrived`]), from the live chunk.
    pub fn answer_from_link(code: String) -> () {
        answer_arrived(&code)
    }
);

crate::in_chunk!(
    live,
    /// The host takes a guest's answer (see [`accept`]), from the live chunk.
    pub fn accept_answer(code: String) -> () {
        accept(&code)
    }
);

crate::in_chunk!(
    live,
    /// The invitation on show made again (see [`reinvite`]), from the live chunk.
    pub fn invite_again() -> () {
        reinvite()
    }
);

/// Makes `call` into the live chunk now: the connections' code (WebRTC, the signalling
/// codes, the live table's messages) is fetched the first time a phone is invited or
/// joins. When the chunk cannot be had the player is told, with a Retry that calls again.
pub fn call_live(call: ChunkCall) {
    if let Some(shell) = with(|p| p.shell) {
        retrying(shell.notices, shell.lang_signal(), call);
    }
}

/// How often the heartbeat's clock ticks while phones are connected (milliseconds).
pub const TICK_MS: u32 = 1000;

/// How the phones reach the runner of the live table's game (the lobby gives it).
pub trait Route {
    /// Tells the runner of `game` what happened; for a phone that joined, its device.
    fn live(&self, game: GameKind, happening: Happening) -> Option<u8>;
    /// Gets the runner of `game` ready (its chunk fetched), before a guest joins.
    fn prepare(&self, game: GameKind) -> Pin<Box<dyn Future<Output = Result<(), ChunkMissing>>>>;
    /// A guest got the host's table: the game of `game` goes on here (its runner is ready:
    /// [`Route::prepare`]).
    fn join(&self, game: GameKind, live: Live, table: &Message) -> Result<(), AnyLinkError>;
}

/// The invitation on show at the host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    /// For which seat.
    pub seat: Seat,
    /// The invitation's code (`None` while it is being made).
    pub code: Option<String>,
    /// What went wrong, in the page's words.
    pub error: Option<String>,
    /// The answer was taken: the channel is forming.
    pub connecting: bool,
}

/// A guest's side of joining, on show until the table comes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Joining {
    /// This phone's answer to show the host (`None` while it is being made).
    pub answer: Option<String>,
    /// What went wrong, in the page's words.
    pub error: Option<String>,
    /// The channel is open: the host's table is on its way.
    pub open: bool,
}

/// What the page shows of the phones (provided by the app).
#[derive(Clone, Copy)]
pub struct PhonesView {
    /// The host's invitation dialog.
    pub invitation: Var<Option<Invitation>>,
    /// The guest's joining dialog.
    pub joining: Var<Option<Joining>>,
    /// "Different networks": one public STUN server.
    pub stun: Var<bool>,
}

struct Channel {
    peer: Rc<Peer>,
    device: Option<u8>,
}

#[derive(Default)]
struct Phones {
    route: Option<Rc<dyn Route>>,
    view: Option<PhonesView>,
    shell: Option<Shell>,
    /// The game of the live table.
    game: Option<GameKind>,
    /// The host's channels, by seat.
    seats: Vec<Option<Channel>>,
    /// A guest's channel to the host, and its part of the table until the table came.
    host: Option<Rc<Peer>>,
    waiting: Option<Live>,
    /// While a guest's game is being got ready ([`Route::prepare`]): the host's messages
    /// that came meanwhile, passed on in order once the guest has joined.
    held: Option<Vec<Vec<u8>>>,
    ticking: bool,
}

thread_local! {
    static PHONES: RefCell<Phones> = RefCell::new(Phones::default());
}

fn with<R>(f: impl FnOnce(&mut Phones) -> R) -> R {
    PHONES.with(|p| f(&mut p.borrow_mut()))
}

/// Sets the phones up for the page: the lobby's route to the runners, and what they show.
pub fn provide(shell: Shell, route: Rc<dyn Route>) -> PhonesView {
    let view = PhonesView {
        invitation: Var::new(None),
        joining: Var::new(None),
        stun: Var::new(false),
    };
    with(|p| {
        p.route = Some(route);
        p.view = Some(view);
        p.shell = Some(shell);
    });
    leptos::prelude::provide_context(view);
    listen_to_tabs();
    view
}

fn route() -> Option<(Rc<dyn Route>, GameKind)> {
    with(|p| Some((p.route.clone()?, p.game?)))
}

fn view() -> Option<PhonesView> {
    with(|p| p.view)
}

fn lang() -> crate::shell::lang::Lang {
    with(|p| p.shell.map(|s| s.lang_untracked()).unwrap_or_default())
}

/// Sends `bytes` to `to` (the host: to one guest or all; a guest: to the host).
pub fn send(to: To, bytes: &[u8]) {
    let peers: Vec<Rc<Peer>> = with(|p| {
        if let Some(host) = &p.host {
            return vec![host.clone()];
        }
        p.seats
            .iter()
            .flatten()
            .filter(|c| match to {
                To::All => c.device.is_some(),
                To::Device(d) => c.device == Some(d),
            })
            .map(|c| c.peer.clone())
            .collect()
    });
    for peer in peers {
        // A channel that closed meanwhile: its closing is heard and the phone dropped.
        let _ = peer.send(bytes);
    }
}

/// Closes the channel to `to` (every channel for [`To::All`]: the live table ended here).
pub fn close(to: To) {
    let closing: Vec<Rc<Peer>> = with(|p| {
        let mut out = Vec::new();
        for slot in p.seats.iter_mut() {
            let hit = slot.as_ref().is_some_and(|c| match to {
                To::All => true,
                To::Device(d) => c.device == Some(d),
            });
            if hit {
                out.extend(slot.take().map(|c| c.peer));
            }
        }
        if to == To::All {
            out.extend(p.host.take());
            p.waiting = None;
            p.game = None;
        }
        out
    });
    for peer in closing {
        peer.close();
    }
}

/// The host invites a phone for `seat` of `game`'s table: a fresh channel (an older one for
/// that seat is closed), whose invitation shows in the dialog once made.
pub fn invite(game: GameKind, seat: Seat) {
    let Some(view) = view() else { return };
    let stun = view.stun.get_untracked();
    let old = with(|p| {
        p.game = Some(game);
        p.host = None;
        if p.seats.len() <= seat {
            p.seats.resize_with(seat + 1, || None);
        }
        p.seats[seat].take()
    });
    if let Some(old) = old {
        old.peer.close();
    }
    view.invitation.set(Some(Invitation {
        seat,
        code: None,
        error: None,
        connecting: false,
    }));
    let peer = match Peer::new(stun, move |e| heard_from_seat(seat, e)) {
        Ok(peer) => Rc::new(peer),
        Err(e) => return invitation_failed(seat, &e),
    };
    with(|p| {
        p.seats[seat] = Some(Channel {
            peer: peer.clone(),
            device: None,
        })
    });
    spawn_local(async move {
        match peer.invite().await {
            Ok(code) => view.invitation.update(|i| {
                if let Some(i) = i.as_mut().filter(|i| i.seat == seat) {
                    i.code = Some(code);
                }
            }),
            Err(e) => invitation_failed(seat, &e),
        }
    });
    tick();
}

fn invitation_failed(seat: Seat, e: &PeerError) {
    let Some(view) = view() else { return };
    let text = say_peer_error(e, lang());
    view.invitation.update(|i| {
        if let Some(i) = i.as_mut().filter(|i| i.seat == seat) {
            i.error = Some(text);
            i.connecting = false;
        }
    });
}

/// The host takes the answer pasted (or opened as a link) for the invitation on show.
fn accept(answer: &str) {
    let Some(view) = view() else { return };
    let Some(seat) = view
        .invitation
        .with_untracked(|i| i.as_ref().map(|i| i.seat))
    else {
        return;
    };
    let Some(peer) = with(|p| p.seats.get(seat)?.as_ref().map(|c| c.peer.clone())) else {
        return;
    };
    let answer = answer.trim().to_string();
    let answer = code_of(&answer, "#answer=").to_string();
    view.invitation.update(|i| {
        if let Some(i) = i.as_mut() {
            i.error = None;
            i.connecting = true;
        }
    });
    spawn_local(async move {
        if let Err(e) = peer.accept(&answer).await {
            invitation_failed(seat, &e);
        }
    });
}

/// The code in `text`: the part after `marker` when a whole link was pasted.
fn code_of<'a>(text: &'a str, marker: &str) -> &'a str {
    text.rsplit_once(marker).map_or(text, |(_, code)| code)
}

fn heard_from_seat(seat: Seat, event: PeerEvent) {
    let Some((route, game)) = route() else { return };
    match event {
        PeerEvent::Open => {
            let device = route.live(game, Happening::Joined(seat));
            with(|p| {
                if let Some(Some(c)) = p.seats.get_mut(seat) {
                    c.device = device;
                }
            });
            if let Some(view) = view() {
                if view
                    .invitation
                    .with_untracked(|i| i.as_ref().map(|i| i.seat))
                    == Some(seat)
                {
                    view.invitation.set(None);
                }
            }
        }
        PeerEvent::Message(bytes) => {
            let device = with(|p| p.seats.get(seat)?.as_ref()?.device);
            if let Some(device) = device {
                route.live(game, Happening::Message(device, bytes));
            }
        }
        PeerEvent::Closed => {
            let device = with(|p| {
                let d = p.seats.get(seat)?.as_ref()?.device;
                p.seats[seat] = None;
                d
            });
            match device {
                Some(device) => {
                    route.live(game, Happening::Closed(device));
                }
                // The connection failed before the channel opened (a network that keeps
                // the phones apart): said in the invitation, which can be made again.
                None => {
                    let text = W::CannotConnect.get(lang()).to_string();
                    if let Some(view) = view() {
                        view.invitation.update(|i| {
                            if let Some(i) = i.as_mut().filter(|i| i.seat == seat) {
                                i.error = Some(text);
                                i.connecting = false;
                            }
                        });
                    }
                }
            }
        }
    }
}

/// A guest opened an invitation (`#join=…`): its answer is made and shown; once the host
/// took it and the channel opened, the table comes.
fn join(code: &str) {
    let Some(view) = view() else { return };
    close(To::All);
    view.joining.set(Some(Joining {
        answer: None,
        error: None,
        open: false,
    }));
    let peer = match Peer::new(view.stun.get_untracked(), heard_from_host) {
        Ok(peer) => Rc::new(peer),
        Err(e) => return joining_failed(&e),
    };
    with(|p| p.host = Some(peer.clone()));
    let code = code_of(code.trim(), "#join=").to_string();
    spawn_local(async move {
        match peer.answer(&code).await {
            Ok(answer) => view.joining.update(|j| {
                if let Some(j) = j.as_mut() {
                    j.answer = Some(answer);
                }
            }),
            Err(e) => joining_failed(&e),
        }
    });
}

fn joining_failed(e: &PeerError) {
    let Some(view) = view() else { return };
    let text = say_peer_error(e, lang());
    view.joining.update(|j| {
        if let Some(j) = j.as_mut() {
            j.error = Some(text);
        }
    });
}

fn heard_from_host(event: PeerEvent) {
    match event {
        PeerEvent::Open => {
            let (live, commit) = Live::guest(js_sys::Date::now());
            with(|p| p.waiting = Some(live));
            send(To::Device(0), &commit.to_bytes());
            if let Some(view) = view() {
                view.joining.update(|j| {
                    if let Some(j) = j.as_mut() {
                        j.open = true;
                    }
                });
            }
            tick();
        }
        PeerEvent::Message(bytes) => {
            let bytes = match with(|p| match p.held.as_mut() {
                Some(held) => {
                    held.push(bytes);
                    None
                }
                None => Some(bytes),
            }) {
                Some(bytes) => bytes,
                None => return,
            };
            let waiting = with(|p| p.waiting.take());
            let Some(live) = waiting else {
                if let Some((route, game)) = route() {
                    route.live(game, Happening::Message(0, bytes));
                }
                return;
            };
            // Until the table came, nothing else is for this phone.
            let table = Message::from_bytes(&bytes).ok().and_then(|m| {
                let Message::Table { link, .. } = &m else {
                    return None;
                };
                let ids: Vec<&str> = GameKind::all().iter().map(|g| g.id()).collect();
                let game = GameKind::parse(dice_core::link::game_of(link, &ids).ok()?)?;
                Some((m, game))
            });
            let Some((table, game)) = table else {
                with(|p| p.waiting = Some(live));
                return;
            };
            let Some(route) = with(|p| {
                p.game = Some(game);
                p.held = Some(Vec::new());
                p.route.clone()
            }) else {
                return;
            };
            spawn_local(async move {
                let ready = route.prepare(game).await;
                let held = with(|p| p.held.take()).unwrap_or_default();
                let joined = match ready {
                    Ok(()) => route
                        .join(game, live, &table)
                        .map_err(|e| crate::shell::say::link(&e, lang())),
                    Err(ChunkMissing) => Err(W::ChunkMissing.get(lang()).to_string()),
                };
                match joined {
                    Ok(()) => {
                        if let Some(view) = view() {
                            view.joining.set(None);
                        }
                        for bytes in held {
                            route.live(game, Happening::Message(0, bytes));
                        }
                    }
                    Err(text) => {
                        if let Some(view) = view() {
                            view.joining.update(|j| {
                                if let Some(j) = j.as_mut() {
                                    j.error = Some(text);
                                }
                            });
                        }
                    }
                }
            });
        }
        PeerEvent::Closed => {
            with(|p| {
                p.host = None;
                p.waiting = None;
            });
            let joining = view().is_some_and(|v| v.joining.with_untracked(Option::is_some));
            if joining {
                // The connection failed before the table came.
                let text = W::CannotConnect.get(lang()).to_string();
                if let Some(view) = view() {
                    view.joining.update(|j| {
                        if let Some(j) = j.as_mut() {
                            j.error = Some(text);
                            j.open = false;
                        }
                    });
                }
                return;
            }
            if let Some((route, game)) = route() {
                route.live(game, Happening::Closed(0));
            }
        }
    }
}

/// Runs the heartbeat's clock while any channel is kept.
fn tick() {
    if with(|p| std::mem::replace(&mut p.ticking, true)) {
        return;
    }
    hold_wake_lock();
    spawn_local(async move {
        loop {
            pause(TICK_MS).await;
            let alive = with(|p| p.host.is_some() || p.seats.iter().any(Option::is_some));
            if !alive {
                with(|p| p.ticking = false);
                return;
            }
            if let Some((route, game)) = route() {
                route.live(game, Happening::Tick);
            }
        }
    });
}

/// A guest whose host is gone plays the game on alone: its channel closes.
fn continue_alone() {
    if let Some((route, game)) = route() {
        route.live(game, Happening::ContinueAlone);
    }
    close(To::All);
}

/// The invitation on show made again (the "different networks" switch changed).
fn reinvite() {
    let Some(view) = view() else { return };
    let seat = view
        .invitation
        .with_untracked(|i| i.as_ref().map(|i| i.seat));
    if let (Some(seat), Some(game)) = (seat, with(|p| p.game)) {
        invite(game, seat);
    }
}

/// The name of the channel between this site's tabs on one device: a guest's answer
/// opened as a link (the host's camera app scanned it) reaches the tab with the invitation.
const TABS: &str = "pechvogel-phones";

/// A guest's answer opened as a link (`#answer=…`) in this tab: taken here if this tab
/// shows the invitation, else passed to the other tabs of this site on this device.
fn answer_arrived(code: &str) {
    let open = view().is_some_and(|v| v.invitation.with_untracked(Option::is_some));
    if open {
        accept(code);
        return;
    }
    if let Some(channel) = tabs_channel() {
        let post = js_sys::Reflect::get(&channel, &"postMessage".into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        if let Some(post) = post {
            let _ = post.call1(&channel, &wasm_bindgen::JsValue::from_str(code));
        }
        if let Some(shell) = with(|p| p.shell) {
            let lang = shell.lang_untracked();
            shell.notices.info(W::AnswerPassed.get(lang));
        }
    }
}

/// The site's channel between tabs (`BroadcastChannel`, through `Reflect`: a browser
/// without it passes answers by pasting only).
fn tabs_channel() -> Option<wasm_bindgen::JsValue> {
    let window = web_sys::window()?;
    let class = js_sys::Reflect::get(&window, &"BroadcastChannel".into()).ok()?;
    let class = class.dyn_into::<js_sys::Function>().ok()?;
    let args = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(TABS));
    js_sys::Reflect::construct(&class, &args).ok()
}

/// Listens for answers another tab passes on (see [`answer_arrived`]); kept for the page's
/// life.
fn listen_to_tabs() {
    let Some(channel) = tabs_channel() else {
        return;
    };
    let heard = wasm_bindgen::closure::Closure::<dyn FnMut(web_sys::MessageEvent)>::new(
        |e: web_sys::MessageEvent| {
            if let Some(code) = e.data().as_string() {
                let open = view().is_some_and(|v| v.invitation.with_untracked(Option::is_some));
                if open {
                    call_live(Arc::new(move || Box::pin(accept_answer(code.clone()))));
                }
            }
        },
    );
    let _ = js_sys::Reflect::set(&channel, &"onmessage".into(), heard.as_ref());
    // The page's one listener, for its whole life.
    heard.forget();
    std::mem::forget(channel);
}

/// Keeps the screen on while phones are at the table, where the browser offers it (the
/// Screen Wake Lock API, through `Reflect`).
fn hold_wake_lock() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let nav = window.navigator();
    let Ok(lock) = js_sys::Reflect::get(&nav, &"wakeLock".into()) else {
        return;
    };
    if lock.is_undefined() {
        return;
    }
    let request = js_sys::Reflect::get(&lock, &"request".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    if let Some(request) = request {
        // Refused (a hidden page, a denied permission): the game goes on all the same.
        if let Ok(p) = request.call1(&lock, &"screen".into()) {
            if let Ok(p) = p.dyn_into::<js_sys::Promise>() {
                spawn_local(async move {
                    let _ = wasm_bindgen_futures::JsFuture::from(p).await;
                });
            }
        }
    }
}

/// Tells the person here what the live table says.
pub fn tell(shell: Shell, news: News) {
    let lang = shell.lang_untracked();
    let name = |seat: Seat| {
        let n = shell
            .table_seats()
            .with_untracked(|s| s.get(seat).map(|s| s.name.clone()))
            .unwrap_or_default();
        shown_name(&n, lang)
    };
    match news {
        News::Refused(why) => shell.notices.error(say_refusal(why, lang)),
        News::Astray(_) => shell.notices.info(W::LiveAstray.get(lang)),
        News::Unfair(_) => shell.notices.error(W::LiveUnfair.get(lang)),
        News::Joined(seat) => shell
            .notices
            .info(W::PhoneJoined.fill(lang, &[("name", &name(seat))])),
        News::Dropped(seat) => shell
            .notices
            .error(W::PhoneDropped.fill(lang, &[("name", &name(seat))])),
        News::HostLost => shell.notices.error_with(
            None,
            W::HostLost.get(lang),
            W::ContinueHere.get(lang),
            continue_alone,
        ),
        News::Seated => {}
    }
}

/// Why the host did not play this phone's move, in `lang`.
pub fn say_refusal(why: dice_net::wire::Refusal, lang: crate::shell::lang::Lang) -> String {
    use dice_net::wire::Refusal;
    match why {
        Refusal::NotYourSeat(_) => W::RefusedNotYourSeat,
        Refusal::Stale { .. } => W::RefusedStale,
        Refusal::Unreadable => W::RefusedUnreadable,
        Refusal::Illegal => W::RefusedIllegal,
        Refusal::NotAsked => W::RefusedNotAsked,
    }
    .get(lang)
    .to_string()
}

/// Why a channel could not be made, in `lang`.
pub fn say_peer_error(e: &PeerError, lang: crate::shell::lang::Lang) -> String {
    match e {
        PeerError::Unsupported => W::NoWebRtc.get(lang).to_string(),
        PeerError::Browser(_) | PeerError::Description(_) | PeerError::NotOpen => {
            W::BrowserRefusedConnection.get(lang).to_string()
        }
        PeerError::Code(e) => say_code_error(e, lang),
        PeerError::WrongKind => W::CodeWrongKind.get(lang).to_string(),
    }
}

/// What is wrong with a pasted or scanned code, and where, in `lang`.
fn say_code_error(e: &dice_net::signal::SignalError, lang: crate::shell::lang::Lang) -> String {
    use dice_net::signal::SignalError;
    match e {
        SignalError::Character { position, found } => W::CodeCharacter.fill(
            lang,
            &[
                ("n", &lang.number(*position as i64 + 1)),
                ("c", &found.to_string()),
            ],
        ),
        SignalError::TooLong(n) => W::CodeTooLong.fill(lang, &[("n", &lang.number(*n as i64))]),
        SignalError::Version(_) => W::CodeVersion.get(lang).to_string(),
        SignalError::Length(_)
        | SignalError::Checksum
        | SignalError::Ended(_)
        | SignalError::Value { .. }
        | SignalError::Trailing(_)
        | SignalError::Unencodable(_) => W::CodeDamaged.get(lang).to_string(),
    }
}
