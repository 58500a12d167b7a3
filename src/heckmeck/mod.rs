//! Heckmeck am Bratwurmeck at the table: how its events are shown (the dice [`scene`]),
//! told (the [`narrator`]), paced and asked, and its views ([`ui`]: the grill, the stacks,
//! the kept dice with their sum, the tray, the choices, the odds and the final score
//! columns). The rules are the engine's; this module only asks it.

pub mod ask;
pub mod coach;
pub mod cues;
pub mod lesson;
pub mod narrator;
pub mod scene;
pub mod ui;
pub mod words;

use dice_core::json::Value;
use dice_core::Seat;
use heckmeck_engine::{Action, ActionError, Awaiting, Event, Game, Move};

use leptos::prelude::{view, AnyView, IntoAny};

use crate::shell::cue::Cue;
use crate::shell::lang::Lang;
use crate::shell::lesson::{Lesson, Picture, Section};
use crate::shell::log::LineKind;
use crate::shell::seats::Pace;
use crate::shell::table_game::{Beat, TableGame};

pub use ask::Ask;

crate::in_chunk!(
    heckmeck,
    /// The game's views, from the game's chunk (see [`TableGame::load_views`]).
    fn views() -> crate::shell::game::GameViews {
        crate::shell::table_game::views::<Game>()
    }
);

crate::in_chunk!(
    heckmeck,
    /// How to make the game's runner (its table model, engine and bots), from the game's
    /// chunk: the registry of games calls it once ([`crate::games`]).
    pub fn runner() -> crate::shell::runner::MakeRunner {
        crate::shell::runner::make::<Game>
    }
);

impl TableGame for Game {
    const REPLAY: &'static str = "pechvogel heckmeck replay";
    type Bots = heckmeck_bots::HeckmeckBots;
    type Scene = scene::Scene;
    type Narrator = narrator::Narrator;
    type Ask = Ask;

    fn faces(&self) -> dice_core::fairness::FaceCounts {
        self.faces_thrown()
    }

    fn face_names(lang: Lang) -> [&'static str; 6] {
        ["1", "2", "3", "4", "5", words::W::WormFace.get(lang)]
    }

    fn narrator(names: Vec<String>, lang: Lang) -> narrator::Narrator {
        narrator::Narrator::new(names, lang)
    }

    /// Heckmeck is Pickomino in France.
    fn name_in(lang: Lang) -> &'static str {
        match lang {
            Lang::Fr => "Pickomino",
            _ => "Heckmeck",
        }
    }

    fn tagline(lang: Lang) -> &'static str {
        crate::shell::words::W::HeckmeckTagline.get(lang)
    }

    fn how_to_play(lang: Lang) -> Vec<Section> {
        lesson::how_to_play(lang)
    }

    fn lessons(lang: Lang) -> Vec<Lesson> {
        lesson::lessons(lang)
    }

    fn picture(picture: Picture) -> AnyView {
        view! { <ui::picture::Picture picture=picture /> }.into_any()
    }

    fn table() -> AnyView {
        view! { <ui::table::HeckmeckTable /> }.into_any()
    }

    fn emblem() -> AnyView {
        view! { <ui::worm::Emblem /> }.into_any()
    }

    fn load_views() -> crate::shell::game::ViewsLoad {
        Box::pin(views())
    }

    fn refused(error: &ActionError, lang: Lang) -> String {
        words::refused::action(error, lang)
    }

    fn tell(n: &mut narrator::Narrator, event: &Event) -> Option<(String, LineKind)> {
        n.tell(event)
    }

    fn banner(n: &mut narrator::Narrator) -> Option<String> {
        n.take_banner()
    }

    fn show(scene: &mut scene::Scene, event: &Event) {
        scene.apply(event);
    }

    fn beat(event: &Event, pace: Pace) -> Beat {
        // The seats and the grill switch to the game after the move when a tile is won or
        // the turn ends; the dice are shown landing and being kept first. A failed turn's
        // tiles are shown moving one by one by the scene (the top tile flying back, then
        // the highest tile turning over) before the table switches at the turn's end.
        let resolution = matches!(
            event,
            Event::TakenFromGrill { .. }
                | Event::Stolen { .. }
                | Event::TurnPassed { .. }
                | Event::GameEnded { .. }
        );
        let (before, after) = match event {
            Event::Thrown { .. } => (0, pace.tumble),
            Event::Kept { .. } => (0, pace.step),
            Event::TakenFromGrill { .. } | Event::Stolen { .. } => (0, pace.step * 2),
            // A failed turn is shown step by step: the throw, the top tile flying back,
            // the highest tile turning over.
            Event::TurnFailed { .. } => (0, pace.step * 2),
            Event::TileReturned { .. } | Event::TurnedFaceDown { .. } => (0, pace.step * 2),
            Event::TurnPassed { .. } | Event::GameEnded { .. } => (pace.turn_end, 0),
        };
        Beat {
            before,
            after,
            throw: matches!(event, Event::Thrown { .. }),
            resolution,
        }
    }

    fn bot_pause(&self, mv: Move, pace: Pace) -> u32 {
        match (mv, self.awaiting()) {
            // A throw with no choice needs no thought; throwing on instead of taking does.
            (Move::Throw, Awaiting::Roll) => pace.step,
            _ => pace.think,
        }
    }

    fn ask(&self, _seat: Seat) -> Ask {
        Ask {
            awaiting: self.awaiting(),
            legal: self.legal_actions(),
        }
    }

    fn turn_of(&self) -> Option<Seat> {
        self.active()
    }

    fn book_move(&self, next: &Action) -> Option<Move> {
        Some(match *next {
            Action::Roll(_) => Move::Throw,
            Action::Keep(face) => Move::Keep(face),
            Action::Take(tile) => Move::Take(tile),
        })
    }

    fn history_to(&self, actions: usize) -> (Game, Vec<Event>) {
        let Ok(mut fresh) = Game::with_short_game(self.names().to_vec(), self.short_game()) else {
            return (self.clone(), Vec::new());
        };
        let mut events = Vec::new();
        for &a in self.actions().iter().take(actions) {
            if fresh.apply_into(a, &mut events).is_err() {
                return (self.clone(), events);
            }
        }
        (fresh, events)
    }

    fn pending_json(_moves: &[Move]) -> Value {
        // Every Heckmeck move lands in the record: nothing is ever pending.
        Value::Array(Vec::new())
    }

    fn pending_from_json(value: &Value) -> Option<Vec<Move>> {
        // A Heckmeck save keeps no moves outside its record.
        match value.as_array() {
            Some(a) if a.is_empty() => Some(Vec::new()),
            _ => None,
        }
    }

    fn cue(_scene: &scene::Scene, event: &Event) -> Option<Cue> {
        cues::cue(event)
    }
}
