//! The shortcuts simulations take: `Throw::from_rolls`, `Table::throw_quiet`,
//! `Table::answer_quiet`, a game that does not record, and `Game::restart`. Each must do
//! exactly what the plain, fully checked path does.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use pechvogel_engine::table::Due;
use pechvogel_engine::{Action, Face, Game, RuleError, Table, Throw, DICE};

/// A small seeded generator (SplitMix64), enough to pick rolls and answers.
struct Mix(u64);

impl Mix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn rolls(&mut self) -> [u8; DICE as usize] {
        std::array::from_fn(|_| self.below(6) as u8)
    }
}

fn hash(throw: &Throw) -> u64 {
    let mut h = DefaultHasher::new();
    throw.hash(&mut h);
    h.finish()
}

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

#[test]
fn from_rolls_is_new_of_the_same_faces() {
    let mut mix = Mix(1);
    for round in 0..5000 {
        let dice = 1 + (round % 7) as u8;
        // Rolls of 6 and more wrap around, like `Face::from_index`.
        let rolls: [u8; 7] =
            std::array::from_fn(|_| mix.below(if round % 3 == 0 { 256 } else { 6 }) as u8);
        let faces: Vec<Face> = rolls[..usize::from(dice)]
            .iter()
            .map(|&r| Face::from_index(r))
            .collect();
        let fast = Throw::from_rolls(&rolls, dice);
        let plain = Throw::new(&faces).unwrap();
        assert_eq!(fast, plain);
        assert_eq!(fast.faces(), &faces[..]);
        assert_eq!(fast.len(), dice);
        assert_eq!(fast.counts(), plain.counts());
        assert_eq!(fast.bad_face(), None);
        assert_eq!(fast.ravens(), plain.ravens());
        assert_eq!(fast.numbers(), plain.numbers());
        for face in Face::ALL {
            let by_hand = faces.iter().filter(|&&f| f == face).count() as u8;
            assert_eq!(fast.count(face), by_hand);
            assert_eq!(plain.count(face), by_hand);
        }
        assert_eq!(hash(&fast), hash(&plain));
    }
    // The number of dice is taken as 1 to 7.
    assert_eq!(Throw::from_rolls(&[5; 7], 0).len(), 1);
    assert_eq!(Throw::from_rolls(&[5; 7], 9).len(), 7);
}

#[test]
fn throws_count_their_faces_and_know_a_bad_one() {
    let t = Throw::new(&[
        Face::Number(3),
        Face::Number(9),
        Face::Raven,
        Face::Number(2),
        Face::Number(9),
    ])
    .unwrap();
    assert_eq!(t.bad_face(), Some(9));
    assert_eq!(t.counts(), [1, 0, 0, 0, 0, 1]);
    assert_eq!(t.count(Face::Number(9)), 2);
    assert_eq!(t.count(Face::Number(2)), 1);
    assert_eq!(t.count(Face::Number(4)), 0);
    assert_eq!(t.ravens(), 1);
    // Equal faces make equal throws, whatever lies past them.
    let short = Throw::new(&[Face::Number(7), Face::Raven]).unwrap();
    let rolled = Throw::from_rolls(&[4, 5, 0, 1, 2, 3, 4], 2);
    assert_eq!(short, rolled);
    assert_eq!(hash(&short), hash(&rolled));
    assert_ne!(short, Throw::new(&[Face::Number(7)]).unwrap());
}

/// One step of a random game: the due throw (now and then one of the wrong size or with a bad
/// face), or a random answer, target or claim among the legal ones.
enum Step {
    Throw(Throw),
    Answer(bool),
    Act(Action),
}

fn step(table: &Table, mix: &mut Mix) -> Option<Step> {
    let game = table.game();
    Some(match table.due() {
        Due::Over => return None,
        Due::Throw { dice, .. } => {
            let mut rolls = mix.rolls();
            let throw = match mix.below(40) {
                0 => {
                    // A wrong number of dice.
                    let other = 1 + (dice % 7);
                    Throw::from_rolls(&rolls, other)
                }
                1 => {
                    // A face that is not on the dice.
                    rolls[0] = 0;
                    let mut faces: Vec<Face> = rolls[..usize::from(dice)]
                        .iter()
                        .map(|&r| Face::from_index(r))
                        .collect();
                    faces[0] = Face::Number(8);
                    Throw::new(&faces).unwrap()
                }
                _ => Throw::from_rolls(&rolls, dice),
            };
            Step::Throw(throw)
        }
        Due::Ask(_) => Step::Answer(mix.below(3) == 0),
        Due::Target(_) | Due::Claim(_) => {
            let options = game.legal_actions().actions();
            Step::Act(options[mix.below(options.len() as u64) as usize])
        }
    })
}

/// A new table of `n` players whose game records nothing (as the simulator plays it).
fn unrecorded_table(n: usize) -> Table {
    let mut g = Game::new(names(n)).unwrap();
    g.set_recording(false);
    Table::new(g)
}

#[test]
fn quiet_paths_do_what_the_checked_ones_do() {
    for seed in 0..100u64 {
        let mut mix = Mix(seed);
        let n = 2 + (seed % 4) as usize;
        let mut quiet = Table::new(Game::new(names(n)).unwrap());
        let mut checked = quiet.clone();
        let mut unrecorded = unrecorded_table(n);
        for _ in 0..100_000 {
            let Some(step) = step(&checked, &mut mix) else {
                break;
            };
            let before = quiet.clone();
            let (q, c, u): (
                Result<(), RuleError>,
                Result<(), RuleError>,
                Result<(), RuleError>,
            ) = match step {
                Step::Throw(t) => (
                    quiet.throw_quiet(t),
                    checked.apply(Action::Roll(t)).map(|_| ()),
                    unrecorded.throw_quiet(t),
                ),
                Step::Answer(yes) => (
                    quiet.answer_quiet(yes),
                    checked.answer(yes).map(|_| ()),
                    unrecorded.answer_quiet(yes),
                ),
                Step::Act(a) => (
                    quiet.apply_quiet(a),
                    checked.apply(a).map(|_| ()),
                    unrecorded.apply_quiet(a),
                ),
            };
            assert_eq!(q, c, "game {seed}");
            assert_eq!(u, c, "game {seed}");
            if q.is_err() {
                assert_eq!(
                    quiet, before,
                    "game {seed}: a refused throw changed the table"
                );
            }
            assert_eq!(quiet, checked, "game {seed}");
            assert_eq!(quiet.due(), checked.due(), "game {seed}");
            assert_eq!(unrecorded.due(), checked.due(), "game {seed}");
            assert_eq!(
                unrecorded.game().state_json(),
                checked.game().state_json(),
                "game {seed}"
            );
        }
        assert!(checked.game().is_over(), "game {seed} did not end");
        assert!(unrecorded.game().actions().is_empty());
        // The record replays to the game.
        let replayed = Game::replay(names(n), checked.game().actions()).unwrap();
        assert_eq!(&replayed, checked.game());

        // Restarted, a finished game is a new one, recording as it did.
        let mut again = checked.into_game();
        again.restart();
        assert_eq!(again, Game::new(names(n)).unwrap());
        let mut again = unrecorded.into_game();
        again.restart();
        let mut fresh = Game::new(names(n)).unwrap();
        fresh.set_recording(false);
        assert_eq!(again, fresh);
    }
}

/// The simulator's throw (`SimGame::throw_quiet` in a game that records nothing, which counts
/// a next throw's dice without building it) draws the same dice from the stream as the plain
/// throw of `Throw::random`, and leaves the same game.
#[test]
fn the_simulators_throw_is_the_plain_throw() {
    use dice_core::{Rng, SimGame};
    for seed in 0..300u64 {
        let mut mix = Mix(seed);
        let n = 2 + (seed % 4) as usize;
        let mut plain = Table::new(Game::new(names(n)).unwrap());
        let mut fast = unrecorded_table(n);
        let (mut plain_dice, mut fast_dice) = (Rng::new(seed), Rng::new(seed));
        let mut throws = 0;
        loop {
            match plain.due() {
                Due::Over => break,
                Due::Throw { dice, .. } => {
                    throws += 1;
                    plain.throw(Throw::random(&mut plain_dice, dice)).unwrap();
                    SimGame::throw_quiet(&mut fast, dice, &mut fast_dice).unwrap();
                }
                // Frustrate often, so that windows, rerolls and paybacks come up.
                Due::Ask(_) => {
                    let yes = mix.below(3) != 0;
                    plain.answer(yes).unwrap();
                    fast.answer_quiet(yes).unwrap();
                }
                Due::Target(_) | Due::Claim(_) => {
                    let options = plain.game().legal_actions().actions();
                    let a = options[mix.below(options.len() as u64) as usize];
                    plain.apply(a).unwrap();
                    fast.apply_quiet(a).unwrap();
                }
            }
            assert_eq!(fast_dice, plain_dice, "game {seed}");
            assert_eq!(fast.due(), plain.due(), "game {seed}");
            assert_eq!(fast.window(), plain.window(), "game {seed}");
            assert_eq!(
                fast.game().state_json(),
                plain.game().state_json(),
                "game {seed}"
            );
        }
        assert!(throws > 20, "game {seed}: {throws} throws");
        assert!(fast.game().actions().is_empty());
        // A wrong number of dice is refused as before, whatever was drawn.
        let mut t = unrecorded_table(n);
        let mut dice = Rng::new(seed);
        assert!(SimGame::throw_quiet(&mut t, 3, &mut dice).is_err());
        assert_eq!(t, unrecorded_table(n));
    }
}

/// `Throw::random` is the throw of `Rng::rolls`, die by die, from the same draw, for every
/// number of dice (seven dice take their faces from tables of the draw's number).
#[test]
fn a_random_throw_is_its_rolls() {
    for seed in 0..20 {
        let (mut fast, mut plain) = (dice_core::Rng::new(seed), dice_core::Rng::new(seed));
        for round in 0..5000 {
            let dice = 1 + (round % 7) as u8;
            let rolls = plain.rolls(dice);
            let rolled = Throw::from_rolls(&std::array::from_fn(|i| rolls[i]), dice);
            let thrown = Throw::random(&mut fast, dice);
            assert_eq!(thrown, rolled);
            assert_eq!(thrown.faces(), rolled.faces());
            assert_eq!(thrown.counts(), rolled.counts());
            assert_eq!(fast, plain, "the same draws");
        }
    }
}
