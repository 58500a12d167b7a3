//! The registry of games at this table: which games are offered, in which order, and each
//! one's runner. It is the one place that names the games: the shell knows a game only by
//! its [`GameKind`] (the card its view module makes from its [`TableGame`]), the lobby
//! and the app ask this registry. Adding a game means its engine and bots crates, a view
//! module implementing [`TableGame`] (beside `crate::pechvogel`), and here a line in
//! [`OFFERED`] and one in [`RUNNERS`].

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::Owner;

use crate::shell::chunk::ChunkMissing;
use crate::shell::game::GameKind;
use crate::shell::runner::{MakeRunner, Runner};
use crate::shell::table_game::TableGame;
use crate::shell::var::Stash;
use crate::shell::Shell;

/// The games on offer, in the order the setup screen offers them (the first is the one
/// chosen until a person chooses).
pub static OFFERED: [GameKind; 2] = [
    <pechvogel_engine::Table as TableGame>::KIND,
    <heckmeck_engine::Game as TableGame>::KIND,
];

/// Offers this table's games to the shell: done first, before anything reads a save, the
/// preferences or the address.
pub fn offer() {
    GameKind::offer(&OFFERED);
}

/// Where each game's runner comes from, in the order of [`OFFERED`]: its chunk (the
/// game's engine, bots, table model and views are fetched the first time the game is
/// needed, so the setup screen carries none of them).
static RUNNERS: [fn() -> Loading; 2] = [
    || Box::pin(crate::pechvogel::runner()),
    || Box::pin(crate::heckmeck::runner()),
];

/// A runner's maker on its way from its chunk.
type Loading = Pin<Box<dyn Future<Output = Result<MakeRunner, ChunkMissing>>>>;

/// The games' runners, each made the first time its game is needed (cheap to copy into
/// closures).
#[derive(Clone, Copy)]
pub struct Games {
    shell: Shell,
    /// The app's owner: a runner made later, after its chunk came, still belongs to the
    /// page (its signals and effects live as long as the app).
    owner: Stash<Option<Owner>>,
    /// The runners made so far, in the order of [`OFFERED`] (each lives as long as the
    /// page).
    made: Stash<[Option<&'static dyn Runner>; 2]>,
}

impl Games {
    /// No runner yet, on `shell`'s table.
    pub fn new(shell: Shell) -> Games {
        Games {
            shell,
            owner: Stash::new(Owner::current()),
            made: Stash::new([None; 2]),
        }
    }

    /// The runner of `game`, if it was made (it is whenever its game is on the table).
    pub fn loaded(&self, game: GameKind) -> Option<&'static dyn Runner> {
        let i = OFFERED.iter().position(|g| *g == game)?;
        self.made.with_value(|m| m[i])
    }

    /// The runner of `game`, made now (once its chunk is in) if it was not yet. Nothing is
    /// made when the chunk cannot be had: a later call tries again.
    pub async fn load(&self, game: GameKind) -> Result<&'static dyn Runner, ChunkMissing> {
        if let Some(runner) = self.loaded(game) {
            return Ok(runner);
        }
        let i = OFFERED
            .iter()
            .position(|g| *g == game)
            .ok_or(ChunkMissing)?;
        // A table is coming: its style sheet loads while its chunks do.
        crate::shell::chunk::ask_for_table_sheet();
        let make = RUNNERS[i]().await?;
        // Two calls may have waited for the same chunk: the first one makes the runner.
        if let Some(runner) = self.loaded(game) {
            return Ok(runner);
        }
        let shell = self.shell;
        let runner = match self.owner.get_value() {
            Some(owner) => owner.with(|| make(shell)),
            None => make(shell),
        };
        self.made.update_value(|m| m[i] = Some(runner));
        Ok(runner)
    }

    /// Every runner made so far.
    pub fn runners(&self) -> Vec<&'static dyn Runner> {
        self.made
            .with_value(|m| m.iter().flatten().copied().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_offered_once_under_its_engines_id() {
        offer();
        let ids: Vec<&str> = GameKind::all().iter().map(|g| g.id()).collect();
        assert_eq!(ids, ["pechvogel", "heckmeck"]);
        for game in &OFFERED {
            assert_eq!(GameKind::parse(game.id()), Some(*game));
        }
        assert_eq!(GameKind::first().name(), "Pechvogel");
        assert_eq!(
            OFFERED[1].name_in(crate::shell::lang::Lang::Fr),
            "Pickomino"
        );
        assert_eq!(OFFERED[1].players(), (2, 7));
    }
}
