//! # Pechvogel in the browser
//!
//! A Leptos (client-side rendered) single-page app around the rules engine. The UI only
//! reads: who decides what comes from the engine's [`pechvogel_engine::Table`], bots from
//! `pechvogel-bots`. Pure modules (parameters, saves, log wording, the shown dice, the
//! session) are tested natively; the components live in [`ui`], one per file.

pub mod controller;
pub mod log;
pub mod params;
pub mod save;
pub mod scene;
pub mod scores;
pub mod seats;
pub mod session;
pub mod ui;
