//! The app's side of playing from other phones: the data channel between two phones
//! ([`peer`]). The protocol itself (codes, messages, draws) is the `dice-net` crate's, plain
//! Rust; this module only carries its bytes over WebRTC. It knows no game and no shell.

pub mod peer;
