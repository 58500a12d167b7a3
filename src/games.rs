//! The registry of games at this table: their ids, names, player counts and taglines. The
//! shell knows a game only by this kind; adding a game means a variant here, its engine
//! and bots crates, a view module implementing `TableGame`, and one arm each in the lobby's
//! `runner` and the app's screen switch.

use dice_core::DiceGame;

/// The games on offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// Pechvogel (Zoch, 2018).
    Pechvogel,
    /// Heckmeck am Bratwurmeck (Zoch, 2005; Pickomino in English).
    Heckmeck,
}

impl GameKind {
    /// Every game, in the order the setup screen offers them.
    pub const ALL: [GameKind; 2] = [GameKind::Pechvogel, GameKind::Heckmeck];

    /// The id in links, saves and records.
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Pechvogel => <pechvogel_engine::Table as DiceGame>::ID,
            GameKind::Heckmeck => <heckmeck_engine::Game as DiceGame>::ID,
        }
    }

    /// Parses an id.
    pub fn parse(id: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.id() == id)
    }

    /// The ids, for messages: "pechvogel or heckmeck".
    pub fn names() -> String {
        let ids: Vec<&str> = GameKind::ALL.iter().map(|g| g.id()).collect();
        ids.join(" or ")
    }

    /// The game's name as the box prints it.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Pechvogel => "Pechvogel",
            GameKind::Heckmeck => "Heckmeck",
        }
    }

    /// One sentence that sells the game (the setup screen's tagline).
    pub fn tagline(self) -> &'static str {
        match self {
            GameKind::Pechvogel => "The dice game in which anything that can go wrong will go wrong! Collect four of your target before three ravens land \u{2013} and watch out for Murphy.",
            GameKind::Heckmeck => "Roast worms on the grill! Throw eight dice, keep one face at a time, and stop with a worm and a sum high enough for a tile \u{2013} or lose your top tile to the grill.",
        }
    }

    /// Fewest and most players.
    pub fn players(self) -> (usize, usize) {
        fn range<G: DiceGame>() -> (usize, usize) {
            (G::MIN_PLAYERS, G::MAX_PLAYERS)
        }
        match self {
            GameKind::Pechvogel => range::<pechvogel_engine::Table>(),
            GameKind::Heckmeck => range::<heckmeck_engine::Game>(),
        }
    }
}
