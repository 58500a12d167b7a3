//! What the table shows of the dice: which lie in the tray and which on the board, and the
//! frustrations lying on the board. Built only from the engine's [`Event`]s, one at a time,
//! so the controller can show them at a human pace. Pure, tested natively.

use pechvogel_engine::{Event, Face, Pile, Seat, DICE};

/// One shown die. The id stays the same while the die moves from the tray to the board, and
/// a new throw gets new ids (so the view knows which dice to tumble).
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
        self.id << 3
            | match self.face {
                Face::Number(v) => u32::from(v),
                Face::Raven => 0,
            }
    }
}

/// The dice and the board as the player sees them right now.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scene {
    /// Dice not on the board: the last throw's other dice (what the next throw uses).
    pub tray: Vec<ShownDie>,
    /// Target dice on the board.
    pub targets: Vec<ShownDie>,
    /// Raven dice on the board.
    pub ravens: Vec<ShownDie>,
    /// The turn's target, once chosen.
    pub target: Option<u8>,
    /// Seats whose frustration lies on the board this turn.
    pub frustrators: Vec<Seat>,
    /// Who threw last in this turn (`None` between turns).
    pub thrower: Option<Seat>,
    /// How many throws so far: changes with every throw, for the tumble animation.
    pub throws: u32,
    /// The dice the last throw put on the board (what a reroll of it would take back).
    pub last: Vec<u32>,
    next_id: u32,
}

impl Scene {
    /// An empty table.
    pub fn new() -> Scene {
        Scene::default()
    }

    /// Dice on the board.
    pub fn on_board(&self) -> usize {
        self.targets.len() + self.ravens.len()
    }

    /// Shows one event.
    pub fn apply(&mut self, event: &Event) {
        match *event {
            Event::Thrown {
                seat, throw, first, ..
            } => {
                if first {
                    self.clear();
                }
                self.thrower = Some(seat);
                self.throws = self.throws.wrapping_add(1);
                self.last.clear();
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
            Event::TargetChosen { value } => self.target = Some(value),
            Event::ToBoard { targets, ravens } => {
                if let Some(t) = self.target {
                    let moved = take(&mut self.tray, Face::Number(t), targets);
                    self.last.extend(moved.iter().map(|d| d.id));
                    self.targets.extend(moved);
                }
                let moved = take(&mut self.tray, Face::Raven, ravens);
                self.last.extend(moved.iter().map(|d| d.id));
                self.ravens.extend(moved);
            }
            Event::DiceTakenBack { targets, ravens } => {
                // The last throw's dice were the last placed: they go back to the tray.
                let t = self.targets.len().saturating_sub(usize::from(targets));
                let r = self.ravens.len().saturating_sub(usize::from(ravens));
                let back: Vec<ShownDie> = self
                    .targets
                    .drain(t..)
                    .chain(self.ravens.drain(r..))
                    .collect();
                self.tray.extend(back);
                self.last.clear();
            }
            Event::FrustrationMoved { from, to } => match (from, to) {
                (Pile::Seat(s), Pile::Board) => self.frustrators.push(s),
                (Pile::Board, _) => {
                    self.frustrators.pop();
                }
                _ => {}
            },
            Event::TurnPassed { .. } | Event::GameEnded => self.clear(),
            Event::NothingHappened
            | Event::WindowOpened
            | Event::MarkerMoved { .. }
            | Event::NoMarkerLeft { .. }
            | Event::MurphyMoved { .. } => {}
        }
    }

    /// Clears the board and the tray between turns (the ids keep counting).
    fn clear(&mut self) {
        self.tray.clear();
        self.targets.clear();
        self.ravens.clear();
        self.target = None;
        self.frustrators.clear();
        self.thrower = None;
        self.last.clear();
    }

    /// Sanity: never more than seven dice on show.
    pub fn dice_shown(&self) -> usize {
        self.tray.len() + self.on_board()
    }

    /// True when all seven dice are accounted for (during a turn).
    pub fn complete(&self) -> bool {
        self.dice_shown() == usize::from(DICE)
    }
}

/// Removes up to `n` dice showing `face` from `dice`, keeping the others' order.
fn take(dice: &mut Vec<ShownDie>, face: Face, n: u8) -> Vec<ShownDie> {
    let mut moved = Vec::new();
    dice.retain(|d| {
        if d.face == face && moved.len() < usize::from(n) {
            moved.push(*d);
            false
        } else {
            true
        }
    });
    moved
}

#[cfg(test)]
mod tests {
    use super::*;
    use dice_core::DiceGame;
    use pechvogel_engine::{Action, Game};

    fn throw(s: &str) -> Action {
        Action::Roll(s.parse().unwrap())
    }

    fn play(game: &mut Game, scene: &mut Scene, a: Action) {
        for e in game.apply(a).unwrap() {
            scene.apply(&e);
        }
    }

    /// After every action the scene agrees with the engine's board.
    fn agrees(game: &Game, scene: &Scene) {
        let b = game.board();
        assert_eq!(scene.targets.len(), usize::from(b.targets));
        assert_eq!(scene.ravens.len(), usize::from(b.ravens));
        assert_eq!(scene.target, b.target);
        assert_eq!(scene.frustrators, b.frustrators().collect::<Vec<_>>());
    }

    #[test]
    fn random_games_agree_with_the_engine() {
        use crate::shell::seats::{SeatKind, Seats};
        use crate::shell::session::Session;
        use dice_core::Level;
        use pechvogel_engine::Table;
        for seed in 0..40u64 {
            let seats = Seats::from_kinds(&[SeatKind::Bot(Level::Easy); 4]);
            let mut session = Session::<Table>::new(seats, seed, String::new()).unwrap();
            let mut s = Scene::new();
            let mut steps = 0;
            while let Some((_, events)) = session.bot_move() {
                for e in &events {
                    s.apply(e);
                }
                let g = session.game().game();
                if g.awaiting() != pechvogel_engine::Awaiting::Window || !g.board().turn_ends() {
                    agrees(g, &s);
                }
                if g.board().target.is_some() {
                    assert!(s.complete(), "seed {seed}: {s:?}");
                }
                steps += 1;
                assert!(steps < 5000);
            }
            assert!(session.game().is_over());
            assert!(s.dice_shown() == 0);
        }
    }

    #[test]
    fn throws_move_dice_and_rerolls_take_them_back() {
        let names = ["A", "B"].map(String::from).to_vec();
        let mut g = Game::new(names).unwrap();
        let mut s = Scene::new();
        play(&mut g, &mut s, throw("66RR345"));
        assert_eq!(s.tray.len(), 5);
        assert_eq!(s.ravens.len(), 2);
        agrees(&g, &s);
        play(&mut g, &mut s, Action::Target(6));
        assert_eq!(s.tray.len(), 3);
        agrees(&g, &s);
        assert!(s.complete());
        // A throws three more ravens (greedy: a frustration and Murphy), B takes one too;
        // then A plays again and B frustrates.
        play(&mut g, &mut s, throw("RRR"));
        agrees(&g, &s);
        assert_eq!(s.dice_shown(), 0);
        play(&mut g, &mut s, throw("RRR3456"));
        play(&mut g, &mut s, Action::Target(3));
        assert_eq!(g.frustrations(1), 1);
        play(&mut g, &mut s, throw("66RR345"));
        play(&mut g, &mut s, Action::Target(6));
        play(&mut g, &mut s, throw("634"));
        agrees(&g, &s);
        assert_eq!((s.targets.len(), s.tray.len()), (3, 2));
        let thrown: Vec<u32> = s.targets.iter().map(|d| d.id).collect();
        // The last throw's one 6 is what a reroll would take back.
        assert_eq!(s.last, [thrown[2]]);
        play(&mut g, &mut s, Action::frustrate(&[1]).unwrap());
        agrees(&g, &s);
        assert_eq!((s.targets.len(), s.tray.len()), (2, 3));
        assert!(
            s.tray.iter().any(|d| d.id == thrown[2]),
            "the taken-back die keeps its id"
        );
        play(&mut g, &mut s, throw("R34"));
        agrees(&g, &s);
        // A may still reduce; B's first throw passes that window and ends A's turn.
        assert_eq!(g.awaiting(), pechvogel_engine::Awaiting::Window);
        play(&mut g, &mut s, throw("3333333"));
        assert_eq!(g.frustrations(0), 2);
        assert_eq!((s.thrower, s.tray.len(), s.on_board()), (Some(1), 7, 0));
    }
}
