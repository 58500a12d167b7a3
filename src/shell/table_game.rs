//! What the shell needs from a game to put it on the table: the engine's [`DiceGame`]
//! and bots, plus how its events are shown (the scene of dice), told (the log), paced,
//! and what its prompts ask; and what the shell shows of it away from the table (its names,
//! tagline, how to play, lessons and pictures), which make its card ([`card`], the
//! [`GameKind`] the shell knows it by). Each game's view module implements it; nothing in
//! the shell matches on a particular game.

use dice_core::fairness::FaceCounts;
use dice_core::json::Value;
use dice_core::link::LinkCodec;
use dice_core::{Bots, DiceGame, GameActionError, MoveCodec, Seat};

use leptos::prelude::AnyView;

use crate::shell::cue::Cue;
use crate::shell::game::{GameCard, GameKind, GameViews, ViewsLoad};
use crate::shell::lang::Lang;
use crate::shell::lesson::{Lesson, Picture, Section};
use crate::shell::log::LineKind;
use crate::shell::seats::Pace;

/// How one event is shown: waits around it, and what it marks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Beat {
    /// Wait before showing it (a finished turn stays visible for a moment).
    pub before: u32,
    /// Wait after showing it (dice tumble, tokens move).
    pub after: u32,
    /// Dice were thrown: the status line says they roll until they land.
    pub throw: bool,
    /// The turn's resolution starts here: from now on the seats show the game after the
    /// move (the dice land first, then markers, tiles or tokens move).
    pub resolution: bool,
}

/// A game the table can play: rules, bots, how its events look, and its links.
pub trait TableGame: DiceGame + LinkCodec + MoveCodec + Send + Sync + 'static {
    /// The game as the shell offers it: its card, made from this trait.
    const KIND: GameKind = GameKind::new(&card::<Self>());
    /// The command line that replays a record of this game (the CLI's subcommand).
    const REPLAY: &'static str;
    /// Its computer players.
    type Bots: Bots<Self>;
    /// What the table shows of the dice, built from events one at a time.
    type Scene: Clone + Default + PartialEq + Send + Sync + 'static;
    /// Tells events in words, remembering what they leave implicit.
    type Narrator: Send + Sync + 'static;
    /// What a question to a person shows (taken from the game when it is asked).
    type Ask: Clone + PartialEq + Send + Sync + 'static;

    /// Every face thrown in the record so far, in the order of [`TableGame::face_names`].
    fn faces(&self) -> FaceCounts;

    /// The six faces of the game's dice in the engine's order of faces (the order of
    /// [`TableGame::faces`]) in `lang`, as the fairness panel labels its bars.
    fn face_names(lang: Lang) -> [&'static str; 6];

    /// A narrator for these players, telling in `lang`.
    fn narrator(names: Vec<String>, lang: Lang) -> Self::Narrator;

    /// The game's name as the box sold in `lang`'s countries prints it.
    fn name_in(lang: Lang) -> &'static str;

    /// One sentence that sells the game (the setup screen's tagline), in `lang`.
    fn tagline(lang: Lang) -> &'static str;

    /// How to play this game, in `lang`: short sections in the order a first turn happens.
    fn how_to_play(lang: Lang) -> Vec<Section>;

    /// The rulebook's examples as lessons on the table, in `lang`.
    fn lessons(lang: Lang) -> Vec<Lesson>;

    /// Draws a piece of the game for how to play, with the game's own views.
    fn picture(picture: Picture) -> AnyView;

    /// The game's table: its views around the shell's frame.
    fn table() -> AnyView;

    /// The game's emblem: a small drawing beside its name in the top bar at its table.
    fn emblem() -> AnyView;

    /// Loads the game's [`GameViews`] ([`views`] of `Self`): declared with `in_chunk!` in the
    /// game's view module, so they are a chunk of their own in the split build.
    fn load_views() -> ViewsLoad;

    /// Why the engine refused an action of this game (it cannot be read, or the rule it
    /// breaks), in `lang`: the game's own words for its typed error.
    fn refused(error: &GameActionError<Self>, lang: Lang) -> String;

    /// The log line for one event, if it deserves one.
    fn tell(narrator: &mut Self::Narrator, event: &Self::Event) -> Option<(String, LineKind)>;

    /// The banner the event just told deserves (what just happened that matters, or a
    /// finished turn's summary), taken from the narrator once.
    fn banner(narrator: &mut Self::Narrator) -> Option<String>;

    /// Shows one event in the scene.
    fn show(scene: &mut Self::Scene, event: &Self::Event);

    /// How one event is paced and what it marks.
    fn beat(event: &Self::Event, pace: Pace) -> Beat;

    /// How long a bot is shown deciding `mv` before it is shown happening.
    fn bot_pause(&self, mv: Self::Move, pace: Pace) -> u32;

    /// The question to the person at `seat` now.
    fn ask(&self, seat: Seat) -> Self::Ask;

    /// Whose turn it is (`None` once the game is over): the engine's word, which may differ
    /// from who decides now (a question to another player during the turn).
    fn turn_of(&self) -> Option<Seat>;

    /// The move that makes `next`, the record's next action, from here: what the player
    /// deciding now did in a rulebook example (a roll is the throw move; a window's "no" is
    /// an answer no record keeps). `None` if no move of the one deciding makes it.
    fn book_move(&self, next: &Self::Action) -> Option<Self::Move>;
    /// A window's round (Pechvogel's frustration windows): the seats the question due now
    /// goes to in this round, each answering for themselves with yes or no, in the order of
    /// asking (the seat due first), each with what it is asked. Empty when the question due
    /// is one seat's alone. The people at this device answer a round in one panel; their
    /// answers are then given in this order, the bots' in between, so the game goes exactly
    /// as if each were asked in turn.
    fn round(&self) -> Vec<(Seat, Self::Ask)> {
        Vec::new()
    }

    /// The move that answers a round's question yes or no (`None`: the game has no rounds).
    fn round_move(yes: bool) -> Option<Self::Move> {
        let _ = yes;
        None
    }

    /// Whether the answer `seat` gave in a panel of `panel`, asked `asked` then, still
    /// answers the question due to it now (the bots answering in between may have changed
    /// the question in a way the panel did not show: then the seat is asked again).
    fn answer_holds(&self, seat: Seat, asked: &Self::Ask, panel: &[Seat]) -> bool {
        let _ = panel;
        self.ask(seat) == *asked
    }

    /// True when a round's question `asked` to `seat` cannot hurt the player it is about,
    /// by the exact odds: a person who wants to be asked only when it can is not asked, and
    /// passes ([`TableGame::round_move`] of no).
    fn harmless(&self, seat: Seat, asked: &Self::Ask) -> bool {
        let _ = (seat, asked);
        false
    }

    /// The log line saying that `seat` was not asked this round's question (it could not
    /// hurt anyone) and passed.
    fn not_asked(narrator: &Self::Narrator, game: &Self, seat: Seat) -> Option<(String, LineKind)> {
        let _ = (narrator, game, seat);
        None
    }

    /// The game replayed from the start of its record, with every event (for the log and
    /// the dice when a game is resumed or loaded).
    fn history(&self) -> (Self, Vec<Self::Event>) {
        self.history_to(self.record_len())
    }

    /// The game as it stood after the first `actions` actions of its record (all of them if
    /// there are fewer), with every event up to there: a replay's step, a take-back.
    fn history_to(&self, actions: usize) -> (Self, Vec<Self::Event>);

    /// When the game waits for a move only to settle a turn that is already decided (in
    /// Pechvogel, an unused window on a turn-ending throw resolves with the next throw),
    /// the game after that turn's end and its events, to show it at once.
    fn preview_turn_end(&self) -> Option<(Self, Vec<Self::Event>)> {
        None
    }

    /// Moves made since the last recorded action (not in the record, such as Pechvogel's
    /// window answers), as the save keeps them.
    fn pending_json(moves: &[Self::Move]) -> Value;

    /// The save's pending moves back; `None` if they are none this game keeps.
    fn pending_from_json(value: &Value) -> Option<Vec<Self::Move>>;

    /// The moment one event marks, if any (a throw, a claim, a failed turn…), named from
    /// the kind of event; `scene` is the scene before it is shown (who threw, what lies on
    /// the board), for events that leave that implicit.
    fn cue(scene: &Self::Scene, event: &Self::Event) -> Option<Cue> {
        let _ = (scene, event);
        None
    }
}

/// The card of game `G` (see [`TableGame::KIND`]): what the shell shows and asks of it
/// without knowing it.
pub const fn card<G: TableGame>() -> GameCard {
    GameCard {
        id: G::ID,
        players: (G::MIN_PLAYERS, G::MAX_PLAYERS),
        name_in: G::name_in,
        tagline: G::tagline,
        views: G::load_views,
    }
}

/// The views of game `G`: what its [`TableGame::load_views`] returns from its chunk. Only
/// a chunk's body may call this, or the views would be in the main module again.
pub fn views<G: TableGame>() -> GameViews {
    GameViews {
        how_to_play: G::how_to_play,
        picture: G::picture,
        table: G::table,
        lessons: G::lessons,
        emblem: G::emblem,
    }
}

/// Test support: the two games of this table as the shell's tests meet them.
#[cfg(test)]
pub mod offered {
    use super::TableGame;
    use crate::shell::game::GameKind;

    /// Pechvogel.
    pub const PECHVOGEL: GameKind = <pechvogel_engine::Table as TableGame>::KIND;
    /// Heckmeck.
    pub const HECKMECK: GameKind = <heckmeck_engine::Game as TableGame>::KIND;

    /// Offers both, Pechvogel first (as the app does), on this test's thread.
    pub fn offer() {
        static BOTH: [GameKind; 2] = [PECHVOGEL, HECKMECK];
        GameKind::offer(&BOTH);
    }
}
