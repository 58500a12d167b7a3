//! The games on offer, as the shell knows them: a [`GameCard`] per game (its id, names,
//! tagline, players, how to play, lessons, pictures and table) behind a [`GameKind`], and
//! the list of them that the app hands over once at start ([`GameKind::offer`]). The shell
//! never names a game: it asks the card of the one in hand, so adding a game changes
//! nothing here (each game's view module makes its card from its
//! [`crate::shell::table_game::TableGame`], and the registry of games lists them).

use std::cell::Cell;
use std::fmt;
use std::hash::{Hash, Hasher};

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::AnyView;

use crate::shell::chunk::ChunkMissing;
use crate::shell::lang::Lang;
use crate::shell::lesson::{Lesson, Picture, Section};

/// A game's views, the bulk of its code in the browser: in a chunk of their own in the split
/// build (`shell::chunk`), fetched the first time its table or its how to play is drawn, so
/// the setup screen carries none of them. Plain function pointers: cheap to copy, and called
/// where the view is drawn (its reactive owner, its contexts).
#[derive(Clone, Copy)]
pub struct GameViews {
    /// How to play: short sections in the order a first turn happens.
    pub how_to_play: fn(Lang) -> Vec<Section>,
    /// Draws a piece of the game for how to play, with the game's own views.
    pub picture: fn(Picture) -> AnyView,
    /// The game's table (its views around the shell's frame).
    pub table: fn() -> AnyView,
    /// The rulebook's examples as lessons on the table (their words and records are the
    /// bulk of a game's text: in its chunk, not on the setup screen).
    pub lessons: fn(Lang) -> Vec<Lesson>,
    /// The game's emblem, beside its name in the top bar at its table (a small drawing).
    pub emblem: fn() -> AnyView,
}

/// Loading a game's views ([`GameCard::views`]).
pub type ViewsLoad = Pin<Box<dyn Future<Output = Result<GameViews, ChunkMissing>>>>;

/// What the shell shows and asks of one game that it does not play itself: read by the
/// setup screen, how to play, the saved games' list, saves, preferences and links.
pub struct GameCard {
    /// The id in links, saves and records.
    pub id: &'static str,
    /// Fewest and most players.
    pub players: (usize, usize),
    /// The game's name as the box sold in a language's countries prints it.
    pub name_in: fn(Lang) -> &'static str,
    /// One sentence that sells the game (the setup screen's tagline).
    pub tagline: fn(Lang) -> &'static str,
    /// Its views: its table, how to play and its pictures (fetched when first needed).
    pub views: fn() -> ViewsLoad,
}

/// One game on offer: a handle on its [`GameCard`] (cheap to copy; two are the same game
/// when their ids are).
#[derive(Clone, Copy)]
pub struct GameKind(&'static GameCard);

thread_local! {
    /// The games on offer, in the order the setup screen offers them (handed over once at
    /// start; the page is single-threaded).
    static OFFERED: Cell<&'static [GameKind]> = const { Cell::new(&[]) };
}

impl GameKind {
    /// The game that `card` describes.
    pub const fn new(card: &'static GameCard) -> GameKind {
        GameKind(card)
    }

    /// Offers these games from now on, in this order (the registry of games does, at start).
    pub fn offer(games: &'static [GameKind]) {
        OFFERED.with(|o| o.set(games));
    }

    /// Every game on offer, in the order the setup screen offers them.
    pub fn all() -> &'static [GameKind] {
        OFFERED.with(Cell::get)
    }

    /// The game offered first: the one chosen until a person chooses, and the one a link or
    /// preferences that name none mean.
    ///
    /// # Panics
    /// If no game is on offer (the app offers its games before anything else).
    pub fn first() -> GameKind {
        *GameKind::all()
            .first()
            .expect("the games are offered before the shell starts")
    }

    /// The game on offer with this id.
    pub fn parse(id: &str) -> Option<GameKind> {
        GameKind::all().iter().copied().find(|g| g.id() == id)
    }

    /// The ids, for messages in any language: "pechvogel, heckmeck".
    pub fn names() -> String {
        let ids: Vec<&str> = GameKind::all().iter().map(|g| g.id()).collect();
        ids.join(", ")
    }

    /// The id in links, saves and records.
    pub const fn id(self) -> &'static str {
        self.0.id
    }

    /// Fewest and most players.
    pub fn players(self) -> (usize, usize) {
        self.0.players
    }

    /// The game's name as the box prints it (in English messages).
    pub fn name(self) -> &'static str {
        self.name_in(Lang::En)
    }

    /// The game's name as the box sold in `lang`'s countries prints it: Heckmeck is
    /// Pickomino in France.
    pub fn name_in(self, lang: Lang) -> &'static str {
        (self.0.name_in)(lang)
    }

    /// One sentence that sells the game (the setup screen's tagline), in `lang`.
    pub fn tagline(self, lang: Lang) -> &'static str {
        (self.0.tagline)(lang)
    }

    /// The game's views (its table, how to play, its pictures), once its chunk is in.
    pub fn views(self) -> ViewsLoad {
        (self.0.views)()
    }
}

impl PartialEq for GameKind {
    fn eq(&self, other: &GameKind) -> bool {
        self.id() == other.id()
    }
}

impl Eq for GameKind {}

impl Hash for GameKind {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.id().hash(state);
    }
}

impl fmt::Debug for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameKind({})", self.id())
    }
}

/// What `draw` makes of `game`'s views, once they are in (nothing meanwhile, and where its
/// chunk cannot be had the note with Retry in its place). Drawn where this is placed, with
/// that place's contexts (the runner a table reads, say).
pub fn with_views(
    game: GameKind,
    lang: crate::shell::lang::Lang,
    draw: impl Fn(GameViews) -> leptos::prelude::AnyView + Send + Sync + 'static,
) -> leptos::prelude::AnyView {
    crate::shell::chunk::drawn_from_chunk(lang, move || game.views(), draw)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A card with nothing to show but its id, names and players.
    const fn card(id: &'static str, players: (usize, usize)) -> GameCard {
        GameCard {
            id,
            players,
            name_in: |lang| if lang == Lang::Fr { "Un" } else { "One" },
            tagline: |_| "",
            views: || Box::pin(async { Err(ChunkMissing) }),
        }
    }

    static ONE: GameCard = card("one", (2, 5));
    static TWO: GameCard = card("two", (1, 4));
    static OFFER: [GameKind; 2] = [GameKind::new(&ONE), GameKind::new(&TWO)];

    #[test]
    fn only_the_games_offered_are_read_from_their_ids() {
        assert!(GameKind::all().is_empty());
        assert_eq!(GameKind::parse("one"), None);
        GameKind::offer(&OFFER);
        let (one, two) = (OFFER[0], OFFER[1]);
        assert_eq!(GameKind::all(), [one, two]);
        assert_eq!(GameKind::first(), one);
        assert_eq!(GameKind::parse("two"), Some(two));
        assert_eq!(GameKind::parse("three"), None);
        assert_eq!(GameKind::parse("One"), None);
        assert_eq!(GameKind::names(), "one, two");
    }

    #[test]
    fn a_kind_answers_from_its_card_and_is_its_id() {
        let one = GameKind::new(&ONE);
        assert_eq!((one.id(), one.players()), ("one", (2, 5)));
        assert_eq!((one.name(), one.name_in(Lang::Fr)), ("One", "Un"));
        assert_ne!(one, GameKind::new(&TWO));
        // Another card with the same id is the same game (a save names it by its id).
        static AGAIN: GameCard = card("one", (2, 5));
        assert_eq!(one, GameKind::new(&AGAIN));
        assert_eq!(format!("{one:?}"), "GameKind(one)");
    }
}
