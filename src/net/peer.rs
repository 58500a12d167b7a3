//! One WebRTC data channel to another phone, paired by short codes (`dice_net::signal`)
//! instead of a signalling server: the host makes an invitation ([`Peer::invite`]), the
//! guest answers it ([`Peer::answer`]), the host takes the answer ([`Peer::accept`]).
//!
//! Candidates are gathered in full before a code is made (no trickle: a code is passed by
//! hand or by camera once), within [`GATHER_MS`]. The channel is negotiated on both sides
//! (`id` 0), so neither waits for the other to announce it. Every event handler given to
//! the browser is kept in the peer for the connection's life and taken back when it ends.

use std::cell::RefCell;
use std::rc::Rc;

use dice_net::sdp::{self, SdpError};
use dice_net::signal::{self, Kind, SignalError};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelInit, RtcDataChannelState,
    RtcDataChannelType, RtcIceGatheringState, RtcIceServer, RtcPeerConnection,
    RtcPeerConnectionState, RtcSdpType, RtcSessionDescriptionInit,
};

/// Longest wait for the candidates before a code is made with those found so far
/// (gathering without STUN ends in well under a second; an unreachable STUN server can
/// hold it for much longer). Firefox gives up on an answer that takes over about 5 s.
pub const GATHER_MS: i32 = 2500;

/// The public STUN server used when the players opt in to "different networks": it sees
/// each player's IP address, and nothing else of the game.
pub const STUN_URL: &str = "stun:stun.l.google.com:19302";

/// What happens on the channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeerEvent {
    /// The channel is open: messages may go both ways.
    Open,
    /// A message came.
    Message(Vec<u8>),
    /// The channel closed or the connection failed (the other phone left, locked its
    /// screen or went out of range).
    Closed,
}

/// The step of the handshake that failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Making the connection (the browser refused the configuration).
    Connection,
    /// Making this side's description.
    Describe,
    /// Taking the other side's description.
    TakeRemote,
}

/// Why a connection could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeerError {
    /// This browser has no WebRTC (or it is switched off).
    Unsupported,
    /// The browser refused a step of the handshake.
    Browser(Step),
    /// The browser's own description could not be read (a browser this page does not know).
    Description(SdpError),
    /// The code pasted or scanned is damaged, or not this side's: what and where.
    Code(SignalError),
    /// The code is an answer where an invitation was expected, or the other way round.
    WrongKind,
    /// The channel is not open.
    NotOpen,
}

type Handler = Rc<dyn Fn(PeerEvent)>;

/// One data channel to another phone, and the handlers that keep it running.
pub struct Peer {
    pc: RtcPeerConnection,
    channel: RtcDataChannel,
    /// Kept for the connection's life: the browser calls them.
    _handlers: Vec<Closure<dyn FnMut(JsValue)>>,
    /// Set once closed, so the handler hears [`PeerEvent::Closed`] once.
    closed: Rc<RefCell<bool>>,
}

impl Peer {
    /// A connection that tells `on_event` what happens on its channel. With `stun`, one
    /// public STUN server finds each side's address beyond its own network.
    pub fn new(stun: bool, on_event: impl Fn(PeerEvent) + 'static) -> Result<Peer, PeerError> {
        let window = web_sys::window().ok_or(PeerError::Unsupported)?;
        if !js_sys::Reflect::has(&window, &JsValue::from_str("RTCPeerConnection")).unwrap_or(false)
        {
            return Err(PeerError::Unsupported);
        }
        let config = RtcConfiguration::new();
        let servers = js_sys::Array::new();
        if stun {
            let server = RtcIceServer::new();
            server.set_urls(&JsValue::from_str(STUN_URL));
            servers.push(&server);
        }
        config.set_ice_servers(&servers);
        let pc = RtcPeerConnection::new_with_configuration(&config)
            .map_err(|_| PeerError::Browser(Step::Connection))?;
        let init = RtcDataChannelInit::new();
        init.set_negotiated(true);
        init.set_id(0);
        let channel = pc.create_data_channel_with_data_channel_dict("table", &init);
        channel.set_binary_type(RtcDataChannelType::Arraybuffer);

        let on_event: Handler = Rc::new(on_event);
        let closed = Rc::new(RefCell::new(false));
        let close_once = {
            let (on_event, closed) = (on_event.clone(), closed.clone());
            move || {
                if !closed.replace(true) {
                    on_event(PeerEvent::Closed);
                }
            }
        };
        let mut handlers: Vec<Closure<dyn FnMut(JsValue)>> = Vec::new();
        let open = {
            let on_event = on_event.clone();
            Closure::<dyn FnMut(JsValue)>::new(move |_| on_event(PeerEvent::Open))
        };
        channel.set_onopen(Some(open.as_ref().unchecked_ref()));
        handlers.push(open);
        let message = {
            let on_event = on_event.clone();
            Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
                let Ok(e) = e.dyn_into::<MessageEvent>() else {
                    return;
                };
                let data = e.data();
                // Binary messages only: a text message is no message of ours.
                if let Some(buffer) = data.dyn_ref::<js_sys::ArrayBuffer>() {
                    on_event(PeerEvent::Message(js_sys::Uint8Array::new(buffer).to_vec()));
                }
            })
        };
        channel.set_onmessage(Some(message.as_ref().unchecked_ref()));
        handlers.push(message);
        let close = {
            let close_once = close_once.clone();
            Closure::<dyn FnMut(JsValue)>::new(move |_| close_once())
        };
        channel.set_onclose(Some(close.as_ref().unchecked_ref()));
        handlers.push(close);
        let state = {
            let pc = pc.clone();
            Closure::<dyn FnMut(JsValue)>::new(move |_| {
                if matches!(
                    pc.connection_state(),
                    RtcPeerConnectionState::Failed | RtcPeerConnectionState::Closed
                ) {
                    close_once();
                }
            })
        };
        pc.set_onconnectionstatechange(Some(state.as_ref().unchecked_ref()));
        handlers.push(state);
        Ok(Peer {
            pc,
            channel,
            _handlers: handlers,
            closed,
        })
    }

    /// The host's invitation: the code the guest's page opens.
    pub async fn invite(&self) -> Result<String, PeerError> {
        let offer = JsFuture::from(self.pc.create_offer())
            .await
            .map_err(|_| PeerError::Browser(Step::Describe))?;
        self.describe(offer, Kind::Offer).await
    }

    /// The guest's answer to the invitation `code`: the code the host takes.
    pub async fn answer(&self, code: &str) -> Result<String, PeerError> {
        self.take_remote(code, Kind::Offer).await?;
        let answer = JsFuture::from(self.pc.create_answer())
            .await
            .map_err(|_| PeerError::Browser(Step::Describe))?;
        self.describe(answer, Kind::Answer).await
    }

    /// The host takes the guest's answer `code`; the channel opens soon after.
    pub async fn accept(&self, code: &str) -> Result<(), PeerError> {
        self.take_remote(code, Kind::Answer).await
    }

    /// Sends `bytes` to the other phone.
    pub fn send(&self, bytes: &[u8]) -> Result<(), PeerError> {
        if self.channel.ready_state() != RtcDataChannelState::Open {
            return Err(PeerError::NotOpen);
        }
        self.channel
            .send_with_u8_array(bytes)
            .map_err(|_| PeerError::NotOpen)
    }

    /// Whether the channel is open.
    pub fn is_open(&self) -> bool {
        self.channel.ready_state() == RtcDataChannelState::Open
    }

    /// Sets `description` (the browser's offer or answer) as this side's, waits for the
    /// candidates, and makes the code of the result.
    async fn describe(&self, description: JsValue, kind: Kind) -> Result<String, PeerError> {
        let sdp = js_sys::Reflect::get(&description, &JsValue::from_str("sdp"))
            .ok()
            .and_then(|v| v.as_string())
            .ok_or(PeerError::Browser(Step::Describe))?;
        let init = RtcSessionDescriptionInit::new(match kind {
            Kind::Offer => RtcSdpType::Offer,
            Kind::Answer => RtcSdpType::Answer,
        });
        init.set_sdp(&sdp);
        JsFuture::from(self.pc.set_local_description(&init))
            .await
            .map_err(|_| PeerError::Browser(Step::Describe))?;
        self.gathered().await;
        let local = self
            .pc
            .local_description()
            .ok_or(PeerError::Browser(Step::Describe))?;
        let signal = sdp::parse(&local.sdp(), kind).map_err(PeerError::Description)?;
        signal::encode(&signal).map_err(PeerError::Code)
    }

    /// Takes the other side's `code`, which must be of `kind`.
    async fn take_remote(&self, code: &str, kind: Kind) -> Result<(), PeerError> {
        let signal = signal::decode(code.trim()).map_err(PeerError::Code)?;
        if signal.kind != kind {
            return Err(PeerError::WrongKind);
        }
        let init = RtcSessionDescriptionInit::new(match kind {
            Kind::Offer => RtcSdpType::Offer,
            Kind::Answer => RtcSdpType::Answer,
        });
        init.set_sdp(&sdp::build(&signal));
        JsFuture::from(self.pc.set_remote_description(&init))
            .await
            .map(|_| ())
            .map_err(|_| PeerError::Browser(Step::TakeRemote))
    }

    /// Waits until the candidates are gathered, or [`GATHER_MS`] has passed.
    async fn gathered(&self) {
        let resolver: Rc<RefCell<Option<js_sys::Function>>> = Rc::default();
        // Lives across the wait, and is taken off the connection before it goes.
        let on_change = {
            let (pc, resolver) = (self.pc.clone(), resolver.clone());
            Closure::<dyn FnMut(JsValue)>::new(move |_| {
                if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
                    if let Some(resolve) = resolver.borrow().as_ref() {
                        let _ = resolve.call0(&JsValue::NULL);
                    }
                }
            })
        };
        self.pc
            .set_onicegatheringstatechange(Some(on_change.as_ref().unchecked_ref()));
        if self.pc.ice_gathering_state() != RtcIceGatheringState::Complete {
            let done = js_sys::Promise::new(&mut |resolve, _| {
                if let Some(window) = web_sys::window() {
                    let _ = window
                        .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, GATHER_MS);
                }
                resolver.replace(Some(resolve));
            });
            let _ = JsFuture::from(done).await;
        }
        self.pc.set_onicegatheringstatechange(None);
        drop(on_change);
    }

    /// Ends the connection (the handlers go with the peer).
    pub fn close(&self) {
        self.closed.replace(true);
        self.channel.close();
        self.pc.close();
    }
}

impl Drop for Peer {
    fn drop(&mut self) {
        self.channel.set_onopen(None);
        self.channel.set_onmessage(None);
        self.channel.set_onclose(None);
        self.pc.set_onconnectionstatechange(None);
        self.close();
    }
}
