//! What the table shows of the dice: the last throw's dice in the tray, the dice kept this
//! turn grouped by face with their sum, and a failed turn until the next one starts. Built
//! only from the engine's [`Event`]s, one at a time, so the table can show them at a human
//! pace. Pure, tested natively.

use heckmeck_engine::{Event, Face, Failure, Seat};

/// One shown die. The id stays the same while the die moves from the tray to the kept
/// dice, and a new throw gets new ids (so the view knows which dice to tumble).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShownDie {
    /// Unique within the scene's life.
    pub id: u32,
    /// The face up.
    pub face: Face,
}

impl ShownDie {
    /// The key of the die in the views' lists: its id and its face (a replay's step builds
    /// a new scene, whose ids start again, so an id alone may name another die). A `u32`
    /// like the plain id, so the lists' keyed code is not compiled again for a new type.
    pub fn key(self) -> u32 {
        self.id << 3 | self.face as u32
    }
}

/// The dice as the player sees them right now.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scene {
    /// The last throw's dice not kept (the next throw uses as many).
    pub tray: Vec<ShownDie>,
    /// The dice kept this turn, one group per keep, in keep order.
    pub kept: Vec<(Face, Vec<ShownDie>)>,
    /// The value of the kept dice.
    pub sum: u8,
    /// A worm is among the kept dice.
    pub worm: bool,
    /// Who threw last in this turn (`None` between turns).
    pub thrower: Option<Seat>,
    /// The turn failed, and why (shown until the next turn starts).
    pub failed: Option<Failure>,
    /// After a failed turn: the top tile on its way back to the grill.
    pub returning: Option<u8>,
    /// After a failed turn: the grill's highest tile turning face down.
    pub turning: Option<u8>,
    next_id: u32,
}

impl Scene {
    /// An empty table.
    pub fn new() -> Scene {
        Scene::default()
    }

    /// Dice kept.
    pub fn kept_dice(&self) -> usize {
        self.kept.iter().map(|(_, d)| d.len()).sum()
    }

    /// Shows one event.
    pub fn apply(&mut self, event: &Event) {
        match *event {
            Event::Thrown { seat, throw } => {
                if self.thrower != Some(seat) {
                    self.clear();
                }
                self.thrower = Some(seat);
                self.tray = throw
                    .faces()
                    .iter()
                    .map(|&face| {
                        self.next_id = self.next_id.wrapping_add(1);
                        ShownDie {
                            id: self.next_id,
                            face,
                        }
                    })
                    .collect();
            }
            Event::Kept { face, sum, .. } => {
                let (moved, stay): (Vec<ShownDie>, Vec<ShownDie>) =
                    self.tray.iter().partition(|d| d.face == face);
                self.tray = stay;
                self.kept.push((face, moved));
                self.sum = sum;
                self.worm |= face.is_worm();
            }
            Event::TurnFailed { why, .. } => self.failed = Some(why),
            Event::TileReturned { tile, .. } => self.returning = Some(tile),
            Event::TurnedFaceDown { tile } => self.turning = Some(tile),
            Event::TurnPassed { .. } | Event::GameEnded { .. } => self.clear(),
            Event::TakenFromGrill { .. } | Event::Stolen { .. } => {}
        }
    }

    /// Clears the dice between turns (the ids keep counting).
    fn clear(&mut self) {
        self.tray.clear();
        self.kept.clear();
        self.sum = 0;
        self.worm = false;
        self.thrower = None;
        self.failed = None;
        self.returning = None;
        self.turning = None;
    }

    /// Sanity: never more than eight dice on show.
    pub fn dice_shown(&self) -> usize {
        self.tray.len() + self.kept_dice()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::seats::{SeatKind, Seats};
    use crate::shell::session::Session;
    use dice_core::Level;
    use heckmeck_engine::{Action, Game, DICE};

    /// After every action the scene agrees with the engine's board.
    fn agrees(game: &Game, scene: &Scene) {
        let b = game.board();
        if game.turn_starts() {
            return;
        }
        assert_eq!(scene.sum, b.sum());
        assert_eq!(scene.worm, b.worm());
        assert_eq!(scene.kept_dice(), usize::from(b.kept_dice()));
        let faces: Vec<Face> = scene.kept.iter().map(|(f, _)| *f).collect();
        let engine: Vec<Face> = b.keeps().iter().map(|(f, _)| *f).collect();
        assert_eq!(faces, engine);
    }

    #[test]
    fn random_games_agree_with_the_engine() {
        for seed in 0..30u64 {
            let seats = Seats::from_kinds(&[SeatKind::Bot(Level::Easy); 5]);
            let mut session = Session::<Game>::new(seats, seed, String::new()).unwrap();
            let mut s = Scene::new();
            let mut steps = 0;
            while let Some((_, events)) = session.bot_move() {
                for e in &events {
                    s.apply(e);
                }
                agrees(session.game(), &s);
                assert!(s.dice_shown() <= usize::from(DICE));
                steps += 1;
                assert!(steps < 5000);
            }
            assert!(session.game().is_over());
            assert_eq!(s.dice_shown(), 0);
        }
    }

    #[test]
    fn keeps_move_dice_and_a_failed_turn_clears_when_the_turn_passes() {
        let names = ["A", "B"].map(String::from).to_vec();
        let mut g = Game::new(names).unwrap();
        let mut s = Scene::new();
        let play = |g: &mut Game, s: &mut Scene, a: Action| {
            for e in g.apply(a).unwrap() {
                s.apply(&e);
            }
        };
        play(&mut g, &mut s, Action::Roll("WW123351".parse().unwrap()));
        assert_eq!(s.tray.len(), 8);
        play(&mut g, &mut s, Action::Keep(Face::Worm));
        assert_eq!(
            (s.tray.len(), s.kept_dice(), s.sum, s.worm),
            (6, 2, 10, true)
        );
        let kept_ids: Vec<u32> = s.kept[0].1.iter().map(|d| d.id).collect();
        play(&mut g, &mut s, Action::Roll("WWW441".parse().unwrap()));
        assert_eq!(
            s.kept[0].1.iter().map(|d| d.id).collect::<Vec<_>>(),
            kept_ids
        );
        play(&mut g, &mut s, Action::Keep(Face::Four));
        play(&mut g, &mut s, Action::Roll("445W".parse().unwrap()));
        play(&mut g, &mut s, Action::Keep(Face::Five));
        assert_eq!(s.sum, 23);
        // Only kept faces: the turn fails, and the next seat's throw clears the table.
        play(&mut g, &mut s, Action::Roll("45W".parse().unwrap()));
        assert_eq!(
            s.failed, None,
            "the failure was cleared by the turn passing"
        );
        assert_eq!(s.dice_shown(), 0);
        assert_eq!(g.active(), Some(1));
    }

    #[test]
    fn a_failed_turn_shows_the_tile_flying_back_then_the_highest_turning() {
        let mut s = Scene::new();
        s.apply(&Event::TurnFailed {
            seat: 1,
            why: Failure::NoNewFace,
        });
        assert_eq!(
            (s.failed, s.returning, s.turning),
            (Some(Failure::NoNewFace), None, None)
        );
        s.apply(&Event::TileReturned { seat: 1, tile: 23 });
        assert_eq!((s.returning, s.turning), (Some(23), None));
        s.apply(&Event::TurnedFaceDown { tile: 36 });
        assert_eq!((s.returning, s.turning), (Some(23), Some(36)));
        s.apply(&Event::TurnPassed { from: 1, to: 2 });
        assert_eq!((s.failed, s.returning, s.turning), (None, None, None));
    }
}
