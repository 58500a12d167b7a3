//! Pechvogel at the table: how its events are shown (the dice [`scene`]), told (the
//! [`narrator`]), paced and asked, and its views ([`ui`]: the board, the tray, the middle,
//! the seats' markers and frustrations, Murphy, the prompts, the odds and the final
//! score columns). The rules are the engine's; this module only asks it.

pub mod ask;
pub mod coach;
pub mod cues;
pub mod lesson;
pub mod narrator;
pub mod scene;
pub mod scores;
pub mod ui;
pub mod words;

use dice_core::json::Value;
use dice_core::Seat;
use pechvogel_engine::{Action, ActionError, Decision, Event, Game, Move, Pile, Question, Table};

use leptos::prelude::{view, AnyView, IntoAny};

use crate::shell::cue::Cue;
use crate::shell::lang::Lang;
use crate::shell::lesson::{Lesson, Picture, Section};
use crate::shell::log::LineKind;
use crate::shell::seats::Pace;
use crate::shell::table_game::{Beat, TableGame};

pub use ask::Ask;

crate::in_chunk!(
    pechvogel,
    /// The game's views, from the game's chunk (see [`TableGame::load_views`]).
    fn views() -> crate::shell::game::GameViews {
        crate::shell::table_game::views::<Table>()
    }
);

crate::in_chunk!(
    pechvogel,
    /// How to make the game's runner (its table model, engine and bots), from the game's
    /// chunk: the registry of games calls it once ([`crate::games`]).
    pub fn runner() -> crate::shell::runner::MakeRunner {
        crate::shell::runner::make::<Table>
    }
);

impl TableGame for Table {
    const REPLAY: &'static str = "pechvogel replay";
    type Bots = pechvogel_bots::PechvogelBots;
    type Scene = scene::Scene;
    type Narrator = narrator::Narrator;
    type Ask = Ask;

    fn faces(&self) -> dice_core::fairness::FaceCounts {
        self.game().faces_thrown()
    }

    fn face_names(lang: Lang) -> [&'static str; 6] {
        ["3", "4", "5", "6", "7", words::W::RavenFace.get(lang)]
    }

    fn narrator(names: Vec<String>, lang: Lang) -> narrator::Narrator {
        narrator::Narrator::new(names, lang)
    }

    fn name_in(_: Lang) -> &'static str {
        "Pechvogel"
    }

    fn tagline(lang: Lang) -> &'static str {
        crate::shell::words::W::PechvogelTagline.get(lang)
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
        view! { <ui::table::PechvogelTable /> }.into_any()
    }

    fn emblem() -> AnyView {
        view! { <crate::shell::ui::raven::Raven class="brand-raven" /> }.into_any()
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
        let resolution = matches!(
            event,
            Event::MarkerMoved { .. }
                | Event::NoMarkerLeft { .. }
                | Event::MurphyMoved { .. }
                | Event::TurnPassed { .. }
                | Event::GameEnded
        ) || matches!(event, Event::FrustrationMoved { to, .. } if *to != Pile::Board);
        let before = match event {
            Event::TurnPassed { .. } | Event::GameEnded => pace.turn_end,
            _ => 0,
        };
        let after = match event {
            Event::Thrown { .. } => pace.tumble,
            Event::ToBoard { .. }
            | Event::DiceTakenBack { .. }
            | Event::FrustrationMoved { .. }
            | Event::MarkerMoved { .. }
            | Event::NoMarkerLeft { .. } => pace.step,
            Event::NothingHappened => pace.step / 2,
            Event::MurphyMoved { .. } => pace.step * 2,
            _ => 0,
        };
        Beat {
            before,
            after,
            throw: matches!(event, Event::Thrown { .. }),
            resolution,
        }
    }

    fn bot_pause(&self, mv: Move, pace: Pace) -> u32 {
        match (mv, self.decision()) {
            // A plain "no" to a window question would only slow things down.
            (Move::Answer(false), _) => 0,
            // Throwing on within a turn needs little thought.
            (Move::Throw, Decision::Throw { dice, .. }) if dice < pechvogel_engine::DICE => {
                pace.step
            }
            _ => pace.think,
        }
    }

    fn ask(&self, _seat: Seat) -> Ask {
        Ask {
            decision: self.decision(),
            active: self.game().active().unwrap_or(0),
            starter: self.window().started(),
        }
    }

    fn turn_of(&self) -> Option<Seat> {
        self.game().active()
    }

    fn book_move(&self, next: &Action) -> Option<Move> {
        match (self.decision(), *next) {
            (Decision::Throw { .. }, Action::Roll(_)) => Some(Move::Throw),
            (Decision::Target { .. }, Action::Target(value)) => Some(Move::Target(value)),
            (Decision::Claim { .. }, Action::Claim(claim)) => Some(Move::Claim(claim)),
            // A window's answers are kept by the action that closes it: a frustration lists
            // who frustrated, a reduction is the thrower's yes; anything else passed.
            (Decision::Ask(q), next) => Some(Move::Answer(match (q, next) {
                (Question::Start(s) | Question::Join(s), Action::Frustrate(by)) => {
                    by.iter().any(|b| b == s)
                }
                (Question::Reduce(_), Action::Reduce) => true,
                _ => false,
            })),
            _ => None,
        }
    }

    fn round(&self) -> Vec<(Seat, Ask)> {
        let Decision::Ask(first) = self.decision() else {
            return Vec::new();
        };
        let kind = std::mem::discriminant(&first);
        // Who else is asked in this round: the engine's order, found by passing on a copy
        // (at most one question per seat, so the loop is bounded by the seats).
        let mut copy = self.clone();
        let mut round = Vec::new();
        for _ in 0..=self.game().player_count() {
            let Decision::Ask(q) = copy.decision() else {
                break;
            };
            if std::mem::discriminant(&q) != kind {
                break;
            }
            round.push((q.seat(), copy.ask(q.seat())));
            if copy.answer(false).is_err() {
                break;
            }
        }
        round
    }

    fn round_move(yes: bool) -> Option<Move> {
        Some(Move::Answer(yes))
    }

    fn answer_holds(&self, seat: Seat, asked: &Ask, panel: &[Seat]) -> bool {
        let now = self.ask(seat);
        // Asked to start, now asked to join someone who answered in the same panel: the
        // panel showed that answer, so "frustrate" or "pass" still says what they want.
        now == *asked
            || matches!(
                (&asked.decision, &now.decision),
                (
                    Decision::Ask(Question::Start(_)),
                    Decision::Ask(Question::Join(_))
                )
            ) && now.starter.is_some_and(|s| panel.contains(&s))
    }

    fn harmless(&self, _seat: Seat, asked: &Ask) -> bool {
        match asked.decision {
            Decision::Ask(q) => !pechvogel_bots::frustration_can_hurt(self, q),
            _ => false,
        }
    }

    fn not_asked(
        narrator: &narrator::Narrator,
        game: &Table,
        seat: Seat,
    ) -> Option<(String, LineKind)> {
        let active = game.game().active()?;
        Some((narrator.not_asked(seat, active), LineKind::Plain))
    }

    fn history_to(&self, actions: usize) -> (Table, Vec<Event>) {
        let game = self.game();
        let Ok(mut fresh) = Game::new(game.names().to_vec()) else {
            return (self.clone(), Vec::new());
        };
        let mut events = Vec::new();
        for &a in game.actions().iter().take(actions) {
            if fresh.apply_into(a, &mut events).is_err() {
                return (self.clone(), events);
            }
        }
        (Table::new(fresh), events)
    }

    fn preview_turn_end(&self) -> Option<(Table, Vec<Event>)> {
        self.turn_end_preview()
            .map(|(game, events)| (Table::new(game), events))
    }

    fn pending_json(moves: &[Move]) -> Value {
        // Only window answers are ever pending: the record keeps every other move.
        Value::Array(
            moves
                .iter()
                .filter_map(|m| match m {
                    Move::Answer(yes) => Some(Value::Bool(*yes)),
                    _ => None,
                })
                .collect(),
        )
    }

    fn pending_from_json(value: &Value) -> Option<Vec<Move>> {
        // The window answers: a list of true/false.
        value.as_array().and_then(|a| {
            a.iter()
                .map(|v| v.as_bool().map(Move::Answer))
                .collect::<Option<Vec<_>>>()
        })
    }

    fn cue(scene: &scene::Scene, event: &Event) -> Option<Cue> {
        cues::cue(scene, event)
    }
}
