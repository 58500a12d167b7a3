//! The registry of games at this table: which games are offered, in which order, and each
//! one's runner. It is the one place that names the games: the shell knows a game only by
//! its [`GameKind`] (the card its view module makes from its [`TableGame`]), the lobby
//! and the app ask this registry. Adding a game means its engine and bots crates, a view
//! module implementing [`TableGame`] (beside `crate::pechvogel`), and here a line in
//! [`OFFERED`] and a runner in [`Games`].

use crate::shell::game::GameKind;
use crate::shell::play::Play;
use crate::shell::runner::Runner;
use crate::shell::table_game::TableGame;
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

/// One runner per game offered (cheap to copy into closures).
#[derive(Clone, Copy)]
pub struct Games {
    /// Pechvogel's runner.
    pub pechvogel: Play<pechvogel_engine::Table>,
    /// Heckmeck's runner.
    pub heckmeck: Play<heckmeck_engine::Game>,
}

impl Games {
    /// A runner per game, on `shell`'s table.
    pub fn new(shell: Shell) -> Games {
        Games {
            pechvogel: Play::new(shell),
            heckmeck: Play::new(shell),
        }
    }

    /// Every runner, in the order of [`OFFERED`].
    pub fn runners(&self) -> [&dyn Runner; 2] {
        [&self.pechvogel, &self.heckmeck]
    }

    /// The runner of `game`. Every game offered has one (a kind is only ever one of
    /// [`OFFERED`]: [`GameKind::parse`] finds no other); were one missing, the first game's
    /// runner would answer rather than none.
    pub fn runner(&self, game: GameKind) -> &dyn Runner {
        let runners = self.runners();
        let first = runners[0];
        runners
            .into_iter()
            .find(|r| r.kind() == game)
            .unwrap_or(first)
    }

    /// Provides each runner to its game's views.
    pub fn provide(&self) {
        for runner in self.runners() {
            runner.provide();
        }
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
