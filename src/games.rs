//! The registry of games at this table: their ids, names, player counts and taglines. The
//! shell knows a game only by this kind; adding a game means a variant here, its engine
//! and bots crates, a view module implementing `TableGame`, and one arm each in the lobby's
//! `runner` and the app's screen switch.

use dice_core::DiceGame;

use crate::shell::lang::Lang;
use crate::shell::words::W;

/// Why an action of a record was refused, whichever game's record it is: the engine's
/// typed error (it cannot be read, or the rule it breaks), for code that holds any game's
/// (the lobby, the record panel) to word it from its kind and data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyActionError {
    /// A Pechvogel record's.
    Pechvogel(pechvogel_engine::ActionError),
    /// A Heckmeck record's.
    Heckmeck(heckmeck_engine::ActionError),
}

impl std::fmt::Display for AnyActionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnyActionError::Pechvogel(e) => e.fmt(f),
            AnyActionError::Heckmeck(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for AnyActionError {}

impl AnyActionError {
    /// Why the action was refused, in `lang` (each game words its own errors).
    pub fn say(&self, lang: Lang) -> String {
        match self {
            AnyActionError::Pechvogel(e) => crate::pechvogel::words::refused::action(e, lang),
            AnyActionError::Heckmeck(e) => crate::heckmeck::words::refused::action(e, lang),
        }
    }
}

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

    /// The game's name as the box prints it (in English messages).
    pub fn name(self) -> &'static str {
        self.name_in(Lang::En)
    }

    /// The game's name as the box sold in `lang`'s countries prints it: Heckmeck is
    /// Pickomino in France.
    pub fn name_in(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (GameKind::Pechvogel, _) => "Pechvogel",
            (GameKind::Heckmeck, Lang::Fr) => "Pickomino",
            (GameKind::Heckmeck, _) => "Heckmeck",
        }
    }

    /// One sentence that sells the game (the setup screen's tagline).
    pub fn tagline(self) -> W {
        match self {
            GameKind::Pechvogel => W::PechvogelTagline,
            GameKind::Heckmeck => W::HeckmeckTagline,
        }
    }

    /// How to play the game, in `lang` (its own how-to-play sections).
    pub fn how_to_play(self, lang: Lang) -> Vec<crate::shell::lesson::Section> {
        use crate::shell::table_game::TableGame;
        match self {
            GameKind::Pechvogel => pechvogel_engine::Table::how_to_play(lang),
            GameKind::Heckmeck => heckmeck_engine::Game::how_to_play(lang),
        }
    }

    /// The names of the game's rulebook examples, in `lang`, in the order of its lessons.
    pub fn lesson_titles(self, lang: Lang) -> Vec<&'static str> {
        use crate::shell::table_game::TableGame;
        let lessons = match self {
            GameKind::Pechvogel => pechvogel_engine::Table::lessons(lang),
            GameKind::Heckmeck => heckmeck_engine::Game::lessons(lang),
        };
        lessons.into_iter().map(|l| l.title).collect()
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
