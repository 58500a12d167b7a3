//! Seeded random play over 2–7 players, checked against an independent reference model of
//! HECKMECK.md.
//!
//! The model below is written straight from HECKMECK.md in a different style from the
//! engine (tile lists instead of bit sets, the kept dice as a list of faces, sums counted
//! afresh), so that the two disagree if either misreads a rule. After every action the
//! engine's state and legal actions must equal the model's; every legal action must be
//! accepted and random other actions refused exactly when the model refuses them, leaving
//! the game untouched; the events, applied to a view of the table as the UI would apply
//! them, must move the tiles where the engine has them; all 16 tiles are always in exactly
//! one place; the game ends exactly when the grill is empty, with exactly one winner; and
//! every game replays from its record.

mod common;

use common::Rng;
use heckmeck_engine::{
    Action, Awaiting, BoardState, Event, Face, FaceSet, Failure, Game, Legal, Offer, PlayerState,
    State, Steal, Throw,
};

// ----- the reference model ----------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Roll,
    Keep,
    RollOrTake,
    Take,
    Over,
}

#[derive(Clone, Debug)]
struct Model {
    names: Vec<String>,
    short: bool,
    /// Bottom to top.
    stacks: Vec<Vec<u8>>,
    /// Face up, ascending.
    grill: Vec<u8>,
    /// Ascending.
    face_down: Vec<u8>,
    active: usize,
    phase: Phase,
    /// Every kept die, in keep order.
    kept: Vec<Face>,
    /// The throw waiting for a keep.
    throw: Vec<Face>,
}

fn value(f: Face) -> u32 {
    match f {
        Face::One => 1,
        Face::Two => 2,
        Face::Three => 3,
        Face::Four => 4,
        Face::Five | Face::Worm => 5,
    }
}

fn worms_on(tile: u8) -> u32 {
    match tile {
        21..=24 => 1,
        25..=28 => 2,
        29..=32 => 3,
        33..=36 => 4,
        _ => panic!("no tile {tile}"),
    }
}

impl Model {
    fn new(names: &[String], short: bool) -> Model {
        Model {
            names: names.to_vec(),
            short,
            stacks: vec![Vec::new(); names.len()],
            grill: (21..=36).collect(),
            face_down: Vec::new(),
            active: 0,
            phase: Phase::Roll,
            kept: Vec::new(),
            throw: Vec::new(),
        }
    }

    fn n(&self) -> usize {
        self.names.len()
    }

    fn sum(&self) -> u32 {
        self.kept.iter().map(|&f| value(f)).sum()
    }

    fn worm(&self) -> bool {
        self.kept.contains(&Face::Worm)
    }

    fn distinct_kept(&self) -> usize {
        Face::ALL.iter().filter(|f| self.kept.contains(f)).count()
    }

    fn dice_left(&self) -> usize {
        8 - self.kept.len()
    }

    /// What the active player may take with the kept dice: the highest face-up grill tile
    /// at or below the sum, and an opponent's top tile equal to it; nothing without a worm.
    fn offer(&self) -> (Option<u8>, Option<(u8, usize)>) {
        if !self.worm() {
            return (None, None);
        }
        let sum = self.sum();
        let grill = self
            .grill
            .iter()
            .copied()
            .filter(|&t| u32::from(t) <= sum)
            .max();
        let steal = (0..self.n())
            .filter(|&s| s != self.active)
            .find(|&s| self.stacks[s].last().is_some_and(|&t| u32::from(t) == sum))
            .map(|s| (sum as u8, s));
        (grill, steal)
    }

    fn can_take(&self) -> bool {
        let (g, s) = self.offer();
        g.is_some() || s.is_some()
    }

    fn legal(&self) -> Legal {
        let mut l = Legal::default();
        match self.phase {
            Phase::Roll | Phase::RollOrTake => l.roll = Some(self.dice_left() as u8),
            _ => {}
        }
        if self.phase == Phase::Keep {
            l.keep = self
                .throw
                .iter()
                .copied()
                .filter(|f| !self.kept.contains(f))
                .collect();
        }
        if matches!(self.phase, Phase::RollOrTake | Phase::Take) {
            let (grill, steal) = self.offer();
            l.take = Offer {
                grill,
                steal: steal.map(|(tile, from)| Steal { tile, from }),
            };
        }
        l
    }

    fn apply(&mut self, a: &Action) {
        assert!(
            accepts(&self.legal(), a),
            "the model applies only legal actions"
        );
        match *a {
            Action::Roll(t) => {
                let faces = t.faces().to_vec();
                if faces.iter().all(|f| self.kept.contains(f)) {
                    self.fail();
                } else {
                    self.throw = faces;
                    self.phase = Phase::Keep;
                }
            }
            Action::Keep(f) => {
                let shown = self.throw.iter().filter(|&&x| x == f).count();
                self.kept.extend(std::iter::repeat_n(f, shown));
                self.throw.clear();
                let over = self.kept.len() == 8 || self.distinct_kept() == 6;
                self.phase = match (over, self.can_take()) {
                    (false, true) => Phase::RollOrTake,
                    (false, false) => Phase::Roll,
                    (true, true) => Phase::Take,
                    (true, false) => return self.fail(),
                };
            }
            Action::Take(t) => {
                if let Some(i) = self.grill.iter().position(|&x| x == t) {
                    self.grill.remove(i);
                } else {
                    let from = (0..self.n())
                        .find(|&s| s != self.active && self.stacks[s].last() == Some(&t))
                        .expect("a legal steal");
                    self.stacks[from].pop();
                }
                let me = self.active;
                self.stacks[me].push(t);
                self.end_turn();
            }
        }
    }

    fn fail(&mut self) {
        let me = self.active;
        if let Some(t) = self.stacks[me].pop() {
            self.grill.push(t);
            self.grill.sort_unstable();
            let highest = *self.grill.last().unwrap();
            if highest != t || self.short {
                self.grill.pop();
                self.face_down.push(highest);
                self.face_down.sort_unstable();
            }
        }
        self.end_turn();
    }

    fn end_turn(&mut self) {
        self.kept.clear();
        self.throw.clear();
        if self.grill.is_empty() {
            self.phase = Phase::Over;
        } else {
            self.active = (self.active + 1) % self.n();
            self.phase = Phase::Roll;
        }
    }

    fn worms(&self, s: usize) -> u32 {
        self.stacks[s].iter().map(|&t| worms_on(t)).sum()
    }

    fn winners(&self) -> Vec<usize> {
        if self.phase != Phase::Over {
            return Vec::new();
        }
        let best = (0..self.n()).map(|s| self.worms(s)).max().unwrap();
        let tied: Vec<usize> = (0..self.n()).filter(|&s| self.worms(s) == best).collect();
        let top = |s: usize| self.stacks[s].iter().copied().max().unwrap_or(0);
        vec![*tied.iter().max_by_key(|&&s| top(s)).unwrap()]
    }

    fn state(&self) -> State {
        let over = self.phase == Phase::Over;
        let mut throw = self.throw.clone();
        throw.sort();
        State {
            players: (0..self.n())
                .map(|s| PlayerState {
                    name: self.names[s].clone(),
                    stack: self.stacks[s].clone(),
                    worms: self.worms(s),
                })
                .collect(),
            grill: self.grill.clone(),
            face_down: self.face_down.clone(),
            short_game: self.short,
            active: (!over).then_some(self.active),
            awaiting: match self.phase {
                Phase::Roll => "roll",
                Phase::Keep => "keep",
                Phase::RollOrTake => "roll_or_take",
                Phase::Take => "take",
                Phase::Over => "game_over",
            },
            board: BoardState {
                throw: (self.phase == Phase::Keep).then_some(throw),
                kept: self.kept.clone(),
                sum: self.sum() as u8,
                worm: self.worm(),
                dice_left: self.dice_left() as u8,
            },
            game_over: over,
            winners: self.winners(),
        }
    }
}

/// Is `a` legal, given a legal set? Every refusal is derived from the same reading of the
/// rules as the legal set itself.
fn accepts(l: &Legal, a: &Action) -> bool {
    match a {
        Action::Roll(t) => l.roll == Some(t.len()),
        Action::Keep(f) => l.keep.contains(*f),
        Action::Take(t) => l.take.contains(*t),
    }
}

// ----- the table as the UI sees it through the events -------------------------------------

/// Where the tiles are, moved only by events (what a UI animating the events shows).
#[derive(Clone, Debug, PartialEq)]
struct View {
    stacks: Vec<Vec<u8>>,
    grill: Vec<u8>,
    face_down: Vec<u8>,
    active: Option<usize>,
    sum: u8,
}

impl View {
    fn new(n: usize) -> View {
        View {
            stacks: vec![Vec::new(); n],
            grill: (21..=36).collect(),
            face_down: Vec::new(),
            active: Some(0),
            sum: 0,
        }
    }

    fn see(&mut self, e: &Event, seed: u64) {
        let take = |list: &mut Vec<u8>, t: u8| {
            let i = list
                .iter()
                .position(|&x| x == t)
                .unwrap_or_else(|| panic!("seed {seed}: {e:?}: {t} is not there"));
            list.remove(i);
        };
        match *e {
            Event::Thrown { seat, .. } => assert_eq!(Some(seat), self.active, "seed {seed}"),
            Event::Kept { sum, .. } => {
                assert!(sum > self.sum, "seed {seed}: the sum grows");
                self.sum = sum;
            }
            Event::TakenFromGrill { seat, tile } => {
                take(&mut self.grill, tile);
                self.stacks[seat].push(tile);
            }
            Event::Stolen { seat, tile, from } => {
                assert_eq!(self.stacks[from].pop(), Some(tile), "seed {seed}: the top");
                self.stacks[seat].push(tile);
            }
            Event::TurnFailed { .. } => {}
            Event::TileReturned { seat, tile } => {
                assert_eq!(self.stacks[seat].pop(), Some(tile), "seed {seed}: the top");
                self.grill.push(tile);
                self.grill.sort_unstable();
            }
            Event::TurnedFaceDown { tile } => {
                assert_eq!(
                    self.grill.iter().max(),
                    Some(&tile),
                    "seed {seed}: the highest"
                );
                take(&mut self.grill, tile);
                self.face_down.push(tile);
                self.face_down.sort_unstable();
            }
            Event::TurnPassed { from, to } => {
                assert_eq!(Some(from), self.active, "seed {seed}");
                self.active = Some(to);
                self.sum = 0;
            }
            Event::GameEnded { .. } => {
                self.active = None;
                self.sum = 0;
            }
        }
    }

    fn matches(&self, g: &Game) -> bool {
        (0..self.stacks.len()).all(|s| self.stacks[s] == g.stack(s))
            && self.grill.iter().copied().eq(g.grill().iter())
            && self.face_down.iter().copied().eq(g.face_down().iter())
            && self.active == g.active()
            && self.sum == g.board().sum()
    }
}

// ----- random actions ---------------------------------------------------------------------

/// How the random dice fall: fair, rich in worms, or low (many failures).
#[derive(Clone, Copy, Debug)]
enum Dice {
    Fair,
    Worms,
    Low,
}

fn face(rng: &mut Rng, dice: Dice) -> Face {
    let i = match dice {
        Dice::Fair => rng.below(6),
        Dice::Worms if rng.percent(40) => 5,
        Dice::Worms => rng.below(6),
        Dice::Low if rng.percent(60) => rng.below(2),
        Dice::Low => rng.below(6),
    };
    Face::ALL[i]
}

fn throw(rng: &mut Rng, n: u8, dice: Dice) -> Action {
    let faces: Vec<Face> = (0..n).map(|_| face(rng, dice)).collect();
    Action::roll(&faces).expect("1 to 8 faces")
}

/// Any action at all, mostly plausible, often illegal: wrong counts, kept or unshown
/// faces, tiles not on offer, takes without a worm.
fn random_action(rng: &mut Rng) -> Action {
    match rng.below(3) {
        0 => {
            let n = 1 + rng.below(8) as u8;
            throw(rng, n, Dice::Fair)
        }
        1 => Action::Keep(Face::ALL[rng.below(6)]),
        _ => Action::Take(19 + rng.below(20) as u8),
    }
}

/// A legal action: a take `eager` percent of the times one is on offer and a throw is
/// possible, a keep of a random face (or the most dice), else a throw.
fn pick(rng: &mut Rng, legal: &Legal, g: &Game, dice: Dice, eager: usize) -> Action {
    let takes: Vec<u8> = legal.take.tiles().collect();
    if !takes.is_empty() && (legal.roll.is_none() || rng.percent(eager)) {
        return Action::Take(takes[rng.below(takes.len())]);
    }
    if !legal.keep.is_empty() {
        let faces: Vec<Face> = legal.keep.iter().collect();
        if rng.percent(50) {
            let t = g.board().throw().unwrap();
            return Action::Keep(*faces.iter().max_by_key(|&&f| (t.count(f), f)).unwrap());
        }
        return Action::Keep(faces[rng.below(faces.len())]);
    }
    let n = legal
        .roll
        .expect("a throw, a keep or a take is always possible");
    throw(rng, n, dice)
}

// ----- checks -----------------------------------------------------------------------------

/// All 16 tiles in exactly one place: a stack, the grill or face down; and the engine's
/// own views of them agree.
fn check_invariants(g: &Game) {
    let mut seen = [0u8; 37];
    for s in 0..g.player_count() {
        for &t in g.stack(s) {
            seen[usize::from(t)] += 1;
        }
        assert_eq!(g.held(s).iter().count(), g.stack(s).len());
        assert!(g.stack(s).iter().all(|&t| g.held(s).contains(t)));
        assert_eq!(g.top(s), g.stack(s).last().copied());
    }
    for t in g.grill().iter().chain(g.face_down().iter()) {
        seen[usize::from(t)] += 1;
    }
    assert!(seen[..21].iter().all(|&c| c == 0));
    assert!(seen[21..].iter().all(|&c| c == 1), "{seen:?}");
    assert_eq!(g.is_over(), g.grill().is_empty());
    assert_eq!(g.is_over(), g.active().is_none());
    assert_eq!(g.winners().len(), usize::from(g.is_over()));
    let b = g.board();
    assert_eq!(b.throw().is_some(), g.awaiting() == Awaiting::Keep);
    assert_eq!(
        u32::from(b.sum()),
        b.keeps()
            .iter()
            .map(|&(f, n)| value(f) * u32::from(n))
            .sum::<u32>()
    );
    assert_eq!(b.kept().len() as usize, b.keeps().len());
    if g.turn_starts() || g.is_over() {
        assert_eq!(*b, heckmeck_engine::Board::EMPTY);
    }
    match g.awaiting() {
        Awaiting::Roll | Awaiting::RollOrTake => assert!(!b.turn_over()),
        Awaiting::Take => assert!(b.turn_over() && !g.takeable().is_empty()),
        Awaiting::Keep => assert!(!b.keepable().is_empty()),
        Awaiting::GameOver => {}
    }
}

/// How often the random games reached the rules' corners: proof that they were tested.
#[derive(Debug, Default)]
struct Coverage {
    games: usize,
    by_players: [usize; 8],
    short_games: usize,
    steals: usize,
    grill_chosen_over_steal: usize,
    takes_at_take: usize,
    no_new_face: usize,
    out_of_dice: usize,
    out_of_faces: usize,
    returned_stays: usize,
    returned_turned_short: usize,
    empty_stack_fail: usize,
    sum_over_36: usize,
    ended_with_face_down: usize,
}

impl Coverage {
    fn note(&mut self, before: &Game, a: &Action, events: &[Event]) {
        if let Action::Take(t) = a {
            let offer = before.takeable();
            if offer.steal.is_some_and(|s| s.tile == *t) {
                self.steals += 1;
            } else if offer.steal.is_some() {
                self.grill_chosen_over_steal += 1;
            }
            self.takes_at_take += usize::from(before.awaiting() == Awaiting::Take);
            self.sum_over_36 += usize::from(before.board().sum() > 36);
        }
        let returned = events.iter().find_map(|e| match e {
            Event::TileReturned { tile, .. } => Some(*tile),
            _ => None,
        });
        let turned = events.iter().find_map(|e| match e {
            Event::TurnedFaceDown { tile } => Some(*tile),
            _ => None,
        });
        for e in events {
            if let Event::TurnFailed { why, .. } = e {
                match why {
                    Failure::NoNewFace => self.no_new_face += 1,
                    Failure::OutOfDice => self.out_of_dice += 1,
                    Failure::OutOfFaces => self.out_of_faces += 1,
                }
                if returned.is_none() {
                    self.empty_stack_fail += 1;
                }
            }
        }
        if returned.is_some() && turned.is_none() {
            self.returned_stays += 1;
        }
        if returned.is_some() && returned == turned {
            self.returned_turned_short += 1;
        }
    }
}

/// Plays one seeded game, checking after every action; returns its length. `probes` random
/// actions per step are offered.
fn play_one(seed: u64, probes: usize, seen: &mut Coverage) -> usize {
    let mut rng = Rng(seed);
    let n = 2 + rng.below(6);
    let short = n >= 5 && rng.percent(50);
    let names: Vec<String> = (0..n).map(|i| format!("P{i} ✓")).collect();
    let dice = [Dice::Fair, Dice::Fair, Dice::Worms, Dice::Low][rng.below(4)];
    let eager = [40, 80, 100][rng.below(3)];
    let mut game = Game::with_short_game(names.clone(), short).unwrap();
    let mut model = Model::new(&names, short);
    let mut view = View::new(n);
    let mut steps = 0;
    let record = |g: &Game| g.record_json();
    seen.games += 1;
    seen.by_players[n] += 1;
    seen.short_games += usize::from(short);
    while !game.is_over() {
        steps += 1;
        assert!(steps < 100_000, "seed {seed}: the game does not end");
        let legal = game.legal_actions();
        let expected = model.legal();
        assert_eq!(
            legal,
            expected,
            "seed {seed} step {steps}: legal\n{}",
            record(&game)
        );
        // Everything listed is accepted, and so is a throw of the right count.
        for a in legal.actions() {
            assert_eq!(game.check(a), Ok(()), "seed {seed}: {a:?}");
        }
        if let Some(k) = legal.roll {
            assert_eq!(game.check(throw(&mut rng, k, Dice::Fair)), Ok(()));
        }
        // Random actions: refused exactly when the model refuses them.
        for p in 0..probes {
            let a = random_action(&mut rng);
            let ok = game.check(a).is_ok();
            assert_eq!(
                ok,
                accepts(&expected, &a),
                "seed {seed} step {steps}: {a:?}\n{}",
                record(&game)
            );
            // Refused through `apply` as well, with nothing changed (sampled: clones cost).
            if !ok && p == 0 {
                let mut c = game.clone();
                assert!(c.apply(a).is_err());
                assert!(c == game, "seed {seed}: refused {a:?} changed the game");
                assert!(c.apply_quiet(a).is_err());
                assert!(c == game, "seed {seed}: refused {a:?} changed the game");
            }
        }
        let a = pick(&mut rng, &legal, &game, dice, eager);
        let before = game.clone();
        // Both paths: events for the UI, quiet for replays. They must agree.
        let events = game
            .apply(a)
            .unwrap_or_else(|e| panic!("seed {seed}: {a:?} refused: {e}"));
        let mut quiet = before.clone();
        quiet.apply_quiet(a).unwrap();
        assert!(quiet == game, "seed {seed}: apply and apply_quiet differ");
        seen.note(&before, &a, &events);
        assert_eq!(game.actions().last(), Some(&a));
        for e in &events {
            view.see(e, seed);
        }
        assert!(
            view.matches(&game),
            "seed {seed} step {steps}: the events lead elsewhere\n{view:?}\n{}",
            game.state_json()
        );
        model.apply(&a);
        assert_eq!(
            game.state(),
            model.state(),
            "seed {seed} step {steps} after {a:?}\n{}",
            record(&game)
        );
        check_invariants(&game);
        if game.is_over() {
            assert_eq!(
                events.last(),
                Some(&Event::GameEnded {
                    winner: model.winners()[0]
                })
            );
            assert!(matches!(a, Action::Take(t) if before.grill().contains(t)));
        }
    }
    seen.ended_with_face_down += usize::from(!game.face_down().is_empty());
    // After the end everything is refused, and nothing changes.
    assert!(game.legal_actions().is_empty());
    for _ in 0..10 {
        let a = random_action(&mut rng);
        let mut c = game.clone();
        assert_eq!(c.apply(a), Err(heckmeck_engine::RuleError::GameOver));
        assert!(c == game);
    }
    assert_eq!(game.actions().len(), steps);
    // Exactly one winner: the most worms, ties to the highest tile.
    let w = game.winners();
    assert_eq!(w.len(), 1);
    assert!((0..n).all(|s| s == w[0] || game.standing(s) < game.standing(w[0])));
    // The record text replays to the very same game.
    let text = record(&game);
    let again = Game::replay_json(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
    assert!(again == game, "seed {seed}: replay differs");
    assert!(Game::replay(names, short, game.actions()).unwrap() == game);
    steps
}

#[test]
fn random_games_follow_the_reference_model() {
    let mut total = 0;
    let mut seen = Coverage::default();
    for seed in 0..150u64 {
        total += play_one(seed, 3, &mut seen);
    }
    assert!(total > 20_000, "{total} actions");
    let c = &seen;
    for n in 2..=7 {
        assert!(
            c.by_players[n] >= 20,
            "{n} players only {}",
            c.by_players[n]
        );
    }
    for (what, count) in [
        ("short games", c.short_games),
        ("steals", c.steals),
        ("grill chosen over a steal", c.grill_chosen_over_steal),
        ("takes when out of dice or faces", c.takes_at_take),
        ("fails with no new face", c.no_new_face),
        ("fails out of dice", c.out_of_dice),
        ("fails out of faces", c.out_of_faces),
        ("returned highest tile stays", c.returned_stays),
        (
            "returned highest tile turned (short)",
            c.returned_turned_short,
        ),
        ("fails with an empty stack", c.empty_stack_fail),
        ("takes with a sum over 36", c.sum_over_36),
        ("games ending with tiles face down", c.ended_with_face_down),
    ] {
        assert!(count >= 5, "{what} only {count} times: {seen:?}");
    }
}

#[test]
fn records_replay_mid_game() {
    let mut rng = Rng(7);
    for _ in 0..200 {
        let n = 2 + rng.below(6);
        let short = n >= 5 && rng.percent(50);
        let names: Vec<String> = (0..n).map(|i| format!("Seat \"{i}\"")).collect();
        let mut game = Game::with_short_game(names, short).unwrap();
        let stop = rng.below(300);
        for _ in 0..stop {
            if game.is_over() {
                break;
            }
            let legal = game.legal_actions();
            let a = pick(&mut rng, &legal, &game, Dice::Fair, 50);
            game.apply(a).unwrap();
        }
        let again = Game::replay_json(&game.record_json()).unwrap();
        assert_eq!(again, game);
        assert_eq!(again.state_json(), game.state_json());
        // The state is JSON with the contract's keys in order.
        let text = game.state_json();
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v.as_object().unwrap().len(), 9);
        assert_eq!(common::keys_in_order(&text), common::KEYS);
    }
}

#[test]
fn from_rolls_is_throw_new_for_every_roll() {
    let mut rng = Rng(3);
    for _ in 0..20_000 {
        let mut rolls = [0u8; 8];
        for r in &mut rolls {
            *r = rng.below(6) as u8;
        }
        let n = 1 + rng.below(8) as u8;
        let t = Throw::from_rolls(&rolls, n);
        let faces: Vec<Face> = rolls[..usize::from(n)]
            .iter()
            .map(|&r| Face::from_roll(r))
            .collect();
        let u = Throw::new(&faces).unwrap();
        assert_eq!(t, u);
        assert_eq!(t.counts(), u.counts());
        assert_eq!(t.shown(), u.shown());
        assert_eq!(t.shown(), faces.iter().copied().collect::<FaceSet>());
    }
}
