//! # Heckmeck am Bratwurmeck: exact odds and bots
//!
//! - [`odds`]: the exact chance to reach (or hit exactly) each tile from any position of a
//!   turn, for the UI and the bots.
//! - [`solve`]: the rest of a turn as a dynamic programme for any valuation of its ends.

pub mod odds;
pub mod solve;
