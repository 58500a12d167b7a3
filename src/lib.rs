//! # A table for dice games in the browser
//!
//! A Leptos (client-side rendered) single-page app around the games' engines. The
//! [`shell`] is game-independent (setup, top bar, notices, save and resume, the record
//! panel, the log, the final-score frame, and [`shell::play::Play`], which runs any game at
//! a human pace) and knows a game only by its card ([`shell::game::GameKind`]); each game has
//! a view module ([`pechvogel`], [`heckmeck`]) that implements
//! [`shell::table_game::TableGame`], which makes its card; [`games`] is the registry of games
//! (the one file that names them), [`lobby`] routes the shell's commands to their runners,
//! and [`app`] puts it all on the page. Imports run down only: app, lobby, registry, games'
//! views, shell. Who decides what comes from the engines, bots from the
//! bots crates. Pure modules are tested natively; the components run in headless Chromium.

pub mod app;
pub mod games;
pub mod heckmeck;
pub mod history;
pub mod lang_packs;
pub mod lobby;
pub mod net;
pub mod offered;
pub mod pechvogel;
pub mod review;
pub mod shell;
