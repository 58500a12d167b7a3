//! What the phones at one table say to each other, with no server of ours in between.
//!
//! - [`sdp`] and [`signal`]: a WebRTC data channel needs each side's session description
//!   (SDP, about 600 characters). Only a few of its values matter for a data channel (the ICE
//!   credentials, the DTLS fingerprint and role, the candidates); [`signal::Signal`] keeps
//!   those, [`signal::encode`] packs them into a short base64url code for a QR code or a
//!   link, and [`sdp::build`] writes the full description again on the other side.
//! - [`draw`]: dice that no phone chooses and no phone knows before the throw. Every device
//!   commits to a fresh secret nonce (sends its hash ahead) and reveals it once the throw
//!   is decided; the throw's dice come from a hash of all the nonces and the throw's index.
//!   The same hash seals a seed at one device (shown during the game, opened at the end).
//! - [`wire`] and [`room`]: the messages of a live table and what the host and each guest
//!   do with them (star shape: the host runs the engine; guests send their seats' moves,
//!   play what the host reports through their own engines and check the record's hash).
//!
//! No web dependency: everything here runs and is tested natively; the app carries it over
//! `RtcDataChannel`.

#![warn(missing_docs)]

pub mod draw;
pub mod room;
pub mod sdp;
pub mod signal;
pub mod wire;

pub use draw::{Commitment, Nonce};
pub use sdp::SdpError;
pub use signal::{Candidate, Signal, SignalError};
