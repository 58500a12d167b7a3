//! Seeded random play checked against an independent reference model of RULES.md.
//!
//! The model below is written straight from RULES.md, in a different style from the engine
//! (marker lists instead of counts, explicit phases), so that the two disagree if either
//! misreads a rule. After every action the engine's state must equal the model's, the
//! engine's legal actions must equal the model's, random other actions must be refused
//! exactly when the model refuses them (leaving the game untouched), and the invariants of
//! RULES.md must hold. Every finished game must replay from its record text.

mod common;

use common::Rng;
use pechvogel_engine::record::{BoardState, PlayerState};
use pechvogel_engine::{
    Action, Awaiting, Board, Claim, Event, Face, Game, Legal, Pile, Record, Seat, State, Throw,
};

// ----- the reference model ----------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    FirstRoll,
    Target,
    Roll,
    Window,
    Reroll,
    Claim,
    Over,
}

#[derive(Clone, Debug)]
struct Model {
    names: Vec<String>,
    /// Marker values per seat, kept sorted.
    markers: Vec<Vec<u8>>,
    frustrations: Vec<u32>,
    middle: Vec<u8>,
    boxed: Vec<u8>,
    murphy: Option<Seat>,
    active: Seat,
    phase: Phase,
    first: Vec<Face>,
    target: Option<u8>,
    t: u8,
    r: u8,
    /// Seats whose frustration lies on the board, sorted.
    frustrators: Vec<Seat>,
    reduced: bool,
    /// (targets, ravens) the last throw put on the board.
    last: (u8, u8),
}

fn take(list: &mut Vec<u8>, v: u8) {
    let i = list.iter().position(|&x| x == v).expect("marker present");
    list.remove(i);
}

fn put(list: &mut Vec<u8>, v: u8) {
    list.push(v);
    list.sort_unstable();
}

impl Model {
    fn new(names: &[String]) -> Model {
        let n = names.len();
        Model {
            names: names.to_vec(),
            markers: vec![Vec::new(); n],
            frustrations: vec![0; n],
            middle: (3..=7).flat_map(|v| [v, v, v]).collect(),
            boxed: Vec::new(),
            murphy: None,
            active: 0,
            phase: Phase::FirstRoll,
            first: Vec::new(),
            target: None,
            t: 0,
            r: 0,
            frustrators: Vec::new(),
            reduced: false,
            last: (0, 0),
        }
    }

    fn n(&self) -> usize {
        self.names.len()
    }

    fn opponents(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.n()).filter(move |&s| s != self.active)
    }

    fn ended(&self) -> bool {
        self.t >= 4 || self.r >= 3
    }

    fn claim_due(&self) -> bool {
        match self.target {
            Some(v) if self.t >= 4 => {
                self.middle.contains(&v) || self.opponents().any(|s| self.markers[s].contains(&v))
            }
            _ => false,
        }
    }

    /// Dice a throw needs now: a window on a turn-ending throw passes by a throw (the next
    /// seat's seven dice) only when no claim is due.
    fn roll_due(&self) -> Option<u8> {
        match self.phase {
            Phase::FirstRoll => Some(7),
            Phase::Roll | Phase::Reroll => Some(7 - self.t - self.r),
            Phase::Window if !self.ended() => Some(7 - self.t - self.r),
            Phase::Window if self.claim_due() => None,
            Phase::Window => Some(7),
            _ => None,
        }
    }

    fn legal(&self) -> Legal {
        let mut l = Legal {
            roll: self.roll_due(),
            ..Legal::default()
        };
        if self.phase == Phase::Target {
            l.targets = (3..=7)
                .filter(|&v| self.first.contains(&Face::Number(v)))
                .collect();
        }
        if self.phase == Phase::Window {
            if self.frustrators.is_empty() {
                l.frustrators = self
                    .opponents()
                    .filter(|&s| self.frustrations[s] > 0)
                    .collect();
            }
            l.reduce = !self.reduced && self.frustrations[self.active] > 0;
        }
        if self.phase == Phase::Claim || (self.phase == Phase::Window && self.claim_due()) {
            let v = self.target.unwrap();
            if self.middle.contains(&v) {
                l.claims.push(Claim::Middle);
            }
            for s in self.opponents() {
                if self.markers[s].contains(&v) {
                    for d in 3..=7 {
                        if self.middle.contains(&d) {
                            l.claims.push(Claim::Steal {
                                seat: s,
                                discard: d,
                            });
                        }
                    }
                }
            }
        }
        l
    }

    /// Is `a` legal? Derived from [`Model::legal`], so every accepted action is checked
    /// against the same reading of the rules.
    fn accepts(&self, a: &Action) -> bool {
        accepts(&self.legal(), a)
    }

    fn apply(&mut self, a: &Action) {
        assert!(self.accepts(a), "model applies only legal actions");
        match *a {
            Action::Roll(throw) => match self.phase {
                Phase::FirstRoll => self.first_throw(throw.faces()),
                Phase::Roll | Phase::Reroll => self.throw(throw.faces()),
                Phase::Window if !self.ended() => self.throw(throw.faces()),
                Phase::Window => {
                    self.resolve();
                    self.first_throw(throw.faces());
                }
                _ => unreachable!(),
            },
            Action::Target(v) => {
                self.target = Some(v);
                self.t = self.first.iter().filter(|&&f| f == Face::Number(v)).count() as u8;
                self.first.clear();
                self.stands();
            }
            Action::Frustrate(list) => {
                for s in list.iter() {
                    self.frustrations[s] -= 1;
                    self.frustrators.push(s);
                }
                self.frustrators.sort_unstable();
                self.undo();
            }
            Action::Reduce => {
                self.frustrations[self.active] -= 1;
                self.reduced = true;
                self.undo();
            }
            Action::Claim(c) => {
                let v = self.target.unwrap();
                match c {
                    Claim::Middle => take(&mut self.middle, v),
                    Claim::Steal { seat, discard } => {
                        take(&mut self.markers[seat], v);
                        take(&mut self.middle, discard);
                        put(&mut self.boxed, discard);
                    }
                }
                let me = self.active;
                put(&mut self.markers[me], v);
                self.resolve();
            }
        }
    }

    fn first_throw(&mut self, faces: &[Face]) {
        self.r = faces.iter().filter(|&&f| f == Face::Raven).count() as u8;
        if self.r == 7 {
            self.resolve();
        } else {
            self.first = faces.to_vec();
            self.phase = Phase::Target;
        }
    }

    fn throw(&mut self, faces: &[Face]) {
        let v = Face::Number(self.target.unwrap());
        let nt = faces.iter().filter(|&&f| f == v).count() as u8;
        let nr = faces.iter().filter(|&&f| f == Face::Raven).count() as u8;
        self.t += nt;
        self.r += nr;
        self.last = (nt, nr);
        let open = nt + nr > 0 && self.t <= 4 && self.r <= 3;
        let someone = (self.frustrators.is_empty()
            && self.opponents().any(|s| self.frustrations[s] > 0))
            || (!self.reduced && self.frustrations[self.active] > 0);
        if open && someone {
            self.phase = Phase::Window;
        } else {
            self.stands();
        }
    }

    fn stands(&mut self) {
        if !self.ended() {
            self.phase = Phase::Roll;
        } else if self.claim_due() {
            self.phase = Phase::Claim;
        } else {
            self.resolve();
        }
    }

    fn undo(&mut self) {
        self.t -= self.last.0;
        self.r -= self.last.1;
        self.phase = Phase::Reroll;
    }

    fn resolve(&mut self) {
        let me = self.active;
        if self.t > 4 || self.r > 3 {
            self.murphy = Some(me);
        }
        if self.r >= 3 {
            self.frustrations[me] += if self.frustrators.is_empty() {
                1
            } else {
                self.frustrators.len() as u32
            };
        } else {
            let n = self.n();
            for k in 1..n {
                let s = (me + k) % n;
                if self.frustrators.contains(&s) {
                    self.frustrations[s] += 1; // their own back from the board
                    if self.frustrations[me] > 0 {
                        self.frustrations[me] -= 1;
                    }
                    self.frustrations[s] += 1; // one of the player's, or from the supply
                }
            }
        }
        self.target = None;
        self.t = 0;
        self.r = 0;
        self.frustrators.clear();
        self.reduced = false;
        self.last = (0, 0);
        self.first.clear();
        if self.middle.is_empty() {
            self.phase = Phase::Over;
        } else {
            self.active = (me + 1) % self.n();
            self.phase = Phase::FirstRoll;
        }
    }

    fn score(&self, s: Seat) -> i32 {
        let m: i32 = self.markers[s].iter().map(|&v| i32::from(v)).sum();
        let per = if self.murphy == Some(s) { 7 } else { 3 };
        m - per * self.frustrations[s] as i32
    }

    fn state_awaiting(&self) -> &'static str {
        match self.phase {
            Phase::FirstRoll => "first_roll",
            Phase::Target => "target",
            Phase::Roll => "roll",
            Phase::Window => "window",
            Phase::Reroll => "reroll",
            Phase::Claim => "claim",
            Phase::Over => "game_over",
        }
    }

    fn state(&self) -> State {
        let over = self.phase == Phase::Over;
        let scores: Vec<i32> = (0..self.n()).map(|s| self.score(s)).collect();
        let best = scores.iter().max().copied();
        State {
            players: (0..self.n())
                .map(|s| PlayerState {
                    name: self.names[s].clone(),
                    markers: self.markers[s].clone(),
                    frustrations: self.frustrations[s],
                    murphy: self.murphy == Some(s),
                    score: scores[s],
                })
                .collect(),
            middle: self.middle.clone(),
            boxed: self.boxed.clone(),
            murphy: self.murphy,
            active: (!over).then_some(self.active),
            awaiting: self.state_awaiting(),
            board: BoardState {
                target: self.target,
                targets: self.t,
                ravens: self.r,
                frustrators: self.frustrators.clone(),
                reduced: self.reduced,
                dice_left: 7 - self.t - self.r,
            },
            game_over: over,
            winners: if over {
                (0..self.n()).filter(|&s| Some(scores[s]) == best).collect()
            } else {
                Vec::new()
            },
        }
    }
}

/// Is `a` legal, given the model's legal set? Every refusal is derived from the same
/// reading of the rules as the legal set itself.
fn accepts(l: &Legal, a: &Action) -> bool {
    match a {
        Action::Roll(t) => l.roll == Some(t.len()) && t.faces().iter().all(|f| f.is_valid()),
        Action::Target(v) => l.targets.contains(v),
        Action::Frustrate(list) => {
            let seats: Vec<Seat> = list.iter().collect();
            let mut sorted = seats.clone();
            sorted.sort_unstable();
            sorted.dedup();
            !seats.is_empty()
                && sorted.len() == seats.len()
                && seats.iter().all(|s| l.frustrators.contains(s))
        }
        Action::Reduce => l.reduce,
        Action::Claim(c) => l.claims.contains(c),
    }
}

// ----- random actions ---------------------------------------------------------------------

/// A face; `raven` percent ravens, the rest numbers 3–7 evenly.
fn face(rng: &mut Rng, raven: usize) -> Face {
    if rng.percent(raven) {
        Face::Raven
    } else {
        Face::Number(3 + rng.below(5) as u8)
    }
}

fn throw(rng: &mut Rng, n: u8, raven: usize) -> Action {
    let faces: Vec<Face> = (0..n).map(|_| face(rng, raven)).collect();
    Action::roll(&faces).expect("1 to 7 faces")
}

/// Any action at all, mostly plausible, often illegal.
fn random_action(rng: &mut Rng) -> Action {
    match rng.below(6) {
        0 => {
            let n = 1 + rng.below(7);
            let faces: Vec<Face> = (0..n)
                .map(|_| {
                    if rng.percent(5) {
                        Face::Number(rng.below(12) as u8)
                    } else {
                        face(rng, 17)
                    }
                })
                .collect();
            Action::roll(&faces).unwrap()
        }
        1 => Action::Target(rng.below(10) as u8),
        2 => {
            let n = rng.below(6);
            let seats: Vec<Seat> = (0..n).map(|_| rng.below(7)).collect();
            Action::frustrate(&seats).unwrap()
        }
        3 => Action::Reduce,
        4 => Action::Claim(Claim::Middle),
        _ => Action::Claim(Claim::Steal {
            seat: rng.below(7),
            discard: rng.below(10) as u8,
        }),
    }
}

/// A legal move, weighted by kind so that windows are used `eager` percent of the time
/// and do not dominate otherwise.
fn pick(rng: &mut Rng, legal: &Legal, raven: usize, eager: usize) -> Action {
    let spend = !legal.frustrators.is_empty() || legal.reduce;
    if spend && rng.percent(eager) {
        if !legal.frustrators.is_empty() && (!legal.reduce || rng.percent(60)) {
            let mut group: Vec<Seat> = legal
                .frustrators
                .iter()
                .copied()
                .filter(|_| rng.percent(50))
                .collect();
            if group.is_empty() {
                group.push(legal.frustrators[rng.below(legal.frustrators.len())]);
            }
            // Sometimes in descending order (settled point 9).
            if rng.percent(50) {
                group.reverse();
            }
            return Action::frustrate(&group).unwrap();
        }
        return Action::Reduce;
    }
    if !legal.claims.is_empty() {
        return Action::Claim(legal.claims[rng.below(legal.claims.len())]);
    }
    if !legal.targets.is_empty() {
        return Action::Target(legal.targets[rng.below(legal.targets.len())]);
    }
    let n = legal
        .roll
        .expect("a throw, a target or a claim is always possible");
    // Now and then nothing but ravens, so that seven-raven first throws happen.
    if rng.percent(2) {
        return throw(rng, n, 100);
    }
    throw(rng, n, raven)
}

// ----- checks -----------------------------------------------------------------------------

fn same_legal(engine: &Legal, model: &Legal) -> bool {
    let same_set = |a: &[Claim], b: &[Claim]| a.len() == b.len() && a.iter().all(|x| b.contains(x));
    engine.roll == model.roll
        && engine.targets == model.targets
        && engine.frustrators == model.frustrators
        && engine.reduce == model.reduce
        && same_set(&engine.claims, &model.claims)
}

fn check_invariants(g: &Game) {
    let n = g.player_count();
    let total = |c: [u8; 5]| c.iter().map(|&x| usize::from(x)).sum::<usize>();
    let mut per_value = [0u8; 5];
    let mut piles = vec![g.middle(), g.boxed()];
    piles.extend((0..n).map(|s| g.markers(s)));
    for c in &piles {
        for (v, &k) in c.iter().enumerate() {
            per_value[v] += k;
        }
    }
    assert_eq!(
        per_value, [3; 5],
        "three markers of each value in middle + players + box"
    );
    let b = g.board();
    assert!(b.targets + b.ravens <= 7);
    assert_eq!(b.dice_left(), 7 - b.targets - b.ravens);
    // Murphy is in exactly one place: the middle (None) or a seat at the table.
    assert!(g.murphy().is_none_or(|m| m < n));
    for f in b.frustrators() {
        assert!(f < n && Some(f) != g.active(), "frustrator {f}");
    }
    assert!(b.frustrations() as usize == b.frustrators().count());
    let awaiting = g.awaiting().as_str();
    assert_eq!(g.is_over(), g.active().is_none());
    assert_eq!(g.is_over(), total(g.middle()) == 0);
    if matches!(awaiting, "first_roll" | "game_over") {
        assert_eq!(b, Default::default(), "empty board");
    }
    if awaiting == "target" {
        assert!(b.target.is_none() && b.targets == 0 && b.ravens < 7);
    } else if awaiting != "first_roll" && awaiting != "game_over" {
        assert!(b.target.is_some());
    }
    if matches!(awaiting, "roll" | "reroll") {
        assert!(b.targets < 4 && b.ravens < 3 && b.dice_left() >= 2);
    }
    if awaiting == "window" {
        assert!(
            b.targets <= 4 && b.ravens <= 3,
            "a greedy throw is never open"
        );
    }
    if awaiting == "claim" {
        assert!(b.targets >= 4);
    }
}

/// The full state JSON check, with the JSON-level invariants.
fn check_state(game: &Game, model: &Model, what: &dyn Fn() -> String) {
    let s = game.state();
    assert_eq!(s, model.state(), "{}", what());
    let held: usize = s.players.iter().map(|p| p.markers.len()).sum();
    assert_eq!(s.middle.len() + held + s.boxed.len(), 15);
    let holders: Vec<usize> = (0..s.players.len())
        .filter(|&i| s.players[i].murphy)
        .collect();
    assert_eq!(holders, s.murphy.into_iter().collect::<Vec<_>>());
    let v: serde_json::Value = serde_json::from_str(&s.to_json()).unwrap();
    assert_eq!(v.as_object().unwrap().len(), 9);
}

/// Cheap comparison of engine and model through the engine's accessors.
fn same_quick(g: &Game, m: &Model) -> bool {
    let counts = |list: &[u8]| {
        let mut c = [0u8; 5];
        for &v in list {
            c[usize::from(v - 3)] += 1;
        }
        c
    };
    let b = g.board();
    g.middle() == counts(&m.middle)
        && g.boxed() == counts(&m.boxed)
        && (0..m.n()).all(|s| {
            g.markers(s) == counts(&m.markers[s]) && g.frustrations(s) == m.frustrations[s]
        })
        && g.murphy() == m.murphy
        && g.active() == (m.phase != Phase::Over).then_some(m.active)
        && g.awaiting().as_str() == m.state_awaiting()
        && b.target == m.target
        && b.targets == m.t
        && b.ravens == m.r
        && b.reduced == m.reduced
        && b.frustrators().eq(m.frustrators.iter().copied())
}

/// Plays one seeded game, checking after every action; returns its length. `probes`
/// random actions per step are offered (0: a lighter run); every `full`-th step compares
/// the full state; the
/// dice show a raven with one of the percentages in `ravens` (the fair die: 17).
fn play_one(seed: u64, probes: usize, full: usize, ravens: &[usize], seen: &mut Coverage) -> usize {
    let mut rng = Rng(seed);
    let n = 2 + rng.below(4);
    let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
    let raven = ravens[rng.below(ravens.len())];
    let eager = [0, 20, 50, 90][rng.below(4)];
    let mut game = Game::new(names.clone()).unwrap();
    let mut model = Model::new(&names);
    let mut steps = 0;
    // Without probes, a lighter run: no per-step acceptance checks, no events.
    let thorough = probes > 0;
    let record = |g: &Game| g.record().to_json_string();
    while !game.is_over() {
        steps += 1;
        assert!(steps < 50_000, "seed {seed}: the game does not end");
        let legal = game.legal_actions();
        let expected = model.legal();
        assert!(
            same_legal(&legal, &expected),
            "seed {seed} step {steps}: legal\nengine {legal:?}\nmodel  {expected:?}\n{}",
            record(&game)
        );
        // Everything listed is accepted, and so is a throw of the right count.
        if thorough {
            for a in legal.actions() {
                assert_eq!(game.check(a), Ok(()), "seed {seed}: {a:?}");
            }
            if let Some(k) = legal.roll {
                assert_eq!(game.check(throw(&mut rng, k, 17)), Ok(()));
            }
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
            if !ok && p == 0 && steps % 4 == 0 {
                let mut c = game.clone();
                assert!(c.apply(a).is_err());
                assert!(c == game, "seed {seed}: refused {a:?} changed the game");
            }
        }
        let a = pick(&mut rng, &legal, raven, eager);
        // The quiet path is what replays and simulations use; both must agree.
        let before = (game.awaiting(), game.active(), game.board());
        let applied = if thorough {
            game.apply(a)
        } else {
            game.apply_quiet(a).map(|()| Vec::new())
        };
        let events = applied.unwrap_or_else(|e| panic!("seed {seed}: {a:?} refused: {e}"));
        seen.note(before, &a, &events, game.is_over());
        assert_eq!(game.actions().last(), Some(&a));
        model.apply(&a);
        assert!(
            same_quick(&game, &model),
            "seed {seed} step {steps} after {a:?}\nengine {}\nmodel  {:?}\n{}",
            game.state_json(),
            model.state(),
            record(&game)
        );
        check_invariants(&game);
        if steps % full == 0 {
            check_state(&game, &model, &|| {
                format!("seed {seed} step {steps}\n{}", record(&game))
            });
        }
    }
    check_state(&game, &model, &|| {
        format!("seed {seed} end\n{}", record(&game))
    });
    assert_eq!(game.actions().len(), steps);
    assert!(game.legal_actions() == Legal::default());
    // Replaying JSON is slow in debug builds: light runs replay every tenth game only.
    if !thorough && !seed.is_multiple_of(10) {
        return steps;
    }
    // The record text replays to the very same game.
    let text = record(&game);
    let again = Record::replay_json(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
    assert!(again == game, "seed {seed}: replay differs");
    assert!(Game::replay(names, game.actions()).unwrap() == game);
    steps
}

/// How often the random games reached the rules' corners: proof that they were tested.
#[derive(Debug, Default)]
struct Coverage {
    frustrate: usize,
    reduce: usize,
    claim_middle: usize,
    steal: usize,
    claim_in_window: usize,
    roll_passes_ending_window: usize,
    window_after_reroll: usize,
    seven_ravens: usize,
    greedy_murphy_moves: usize,
    payback_from_supply: usize,
    payback_from_player: usize,
    board_frustrations_taken: usize,
    no_marker_left: usize,
    ended_by_steal: usize,
}

impl Coverage {
    fn note(
        &mut self,
        (awaiting, active, board): (Awaiting, Option<Seat>, Board),
        a: &Action,
        events: &[Event],
        over: bool,
    ) {
        let me = active.unwrap();
        match a {
            Action::Frustrate(_) => self.frustrate += 1,
            Action::Reduce => self.reduce += 1,
            Action::Claim(Claim::Middle) => self.claim_middle += 1,
            Action::Claim(Claim::Steal { .. }) => {
                self.steal += 1;
                self.ended_by_steal += usize::from(over);
            }
            Action::Roll(t) => {
                if awaiting == Awaiting::FirstRoll && t.ravens() == 7 {
                    self.seven_ravens += 1;
                }
                if awaiting == Awaiting::Window && board.turn_ends() {
                    self.roll_passes_ending_window += 1;
                }
                if awaiting == Awaiting::Reroll && events.contains(&Event::WindowOpened) {
                    self.window_after_reroll += 1;
                }
            }
            Action::Target(_) => {}
        }
        if matches!(a, Action::Claim(_)) && awaiting == Awaiting::Window {
            self.claim_in_window += 1;
        }
        for e in events {
            match *e {
                Event::MurphyMoved { from: Some(_), .. } => self.greedy_murphy_moves += 1,
                Event::FrustrationMoved {
                    from: Pile::Supply,
                    to: Pile::Seat(s),
                } if s != me => self.payback_from_supply += 1,
                Event::FrustrationMoved {
                    from: Pile::Seat(f),
                    to: Pile::Seat(s),
                } => {
                    assert!(f == me && s != me);
                    self.payback_from_player += 1
                }
                Event::FrustrationMoved {
                    from: Pile::Board,
                    to: Pile::Seat(s),
                } if s == me => self.board_frustrations_taken += 1,
                Event::NoMarkerLeft { .. } => self.no_marker_left += 1,
                _ => {}
            }
        }
    }
}

#[test]
fn random_games_follow_the_reference_model() {
    let mut total = 0;
    let mut seen = Coverage::default();
    for seed in 0..400u64 {
        total += play_one(seed, 2, 8, &[10, 17, 17, 25], &mut seen);
    }
    assert!(total > 40_000, "{total} actions");
    let c = &seen;
    for (what, count) in [
        ("frustrate", c.frustrate),
        ("reduce", c.reduce),
        ("claim middle", c.claim_middle),
        ("steal", c.steal),
        ("claim in a window", c.claim_in_window),
        ("roll passing an ending window", c.roll_passes_ending_window),
        ("window after a reroll", c.window_after_reroll),
        ("seven ravens", c.seven_ravens),
        ("Murphy taken from a player", c.greedy_murphy_moves),
        ("payback from the supply", c.payback_from_supply),
        ("payback from the player", c.payback_from_player),
        ("board frustrations taken", c.board_frustrations_taken),
        ("no marker left", c.no_marker_left),
        ("game ended by a steal", c.ended_by_steal),
    ] {
        assert!(count >= 3, "{what} only {count} times: {seen:?}");
    }
}

#[test]
fn more_random_games_with_fewer_checks() {
    for seed in 1_000_000..1_001_600u64 {
        play_one(
            seed,
            0,
            usize::MAX,
            &[10, 17, 17, 25],
            &mut Coverage::default(),
        );
    }
}

#[test]
fn raven_heavy_games() {
    // Many ravens: long games, seven-raven first throws, greedy raven throws.
    for seed in 2_000_000..2_000_010u64 {
        play_one(seed, 1, 16, &[40, 50], &mut Coverage::default());
    }
}

#[test]
fn records_replay_mid_game() {
    let mut rng = Rng(7);
    for _ in 0..200 {
        let n = 2 + rng.below(4);
        let names: Vec<String> = (0..n).map(|i| format!("Seat {i} ✓")).collect();
        let mut game = Game::new(names).unwrap();
        let stop = rng.below(150);
        for _ in 0..stop {
            if game.is_over() {
                break;
            }
            let legal = game.legal_actions();
            let a = pick(&mut rng, &legal, 20, 50);
            game.apply(a).unwrap();
        }
        let again = Record::replay_json(&game.record().to_json_string()).unwrap();
        assert_eq!(again, game);
        let value = game.record().to_json();
        let again = Record::replay_json(&value.to_string()).unwrap();
        assert_eq!(again.state(), game.state());
    }
}

#[test]
fn seven_raven_first_throws_and_throws_of_every_length() {
    // Throws of nothing but ravens, wherever they are legal, never break anything.
    let mut game = Game::new(vec!["A".into(), "B".into(), "C".into()]).unwrap();
    let mut model = Model::new(game.names());
    let mut rng = Rng(99);
    while !game.is_over() {
        assert!(game.actions().len() < 20_000);
        let legal = game.legal_actions();
        let a = match legal.roll {
            Some(k) if rng.percent(30) => {
                Action::Roll(Throw::new(&vec![Face::Raven; usize::from(k)]).unwrap())
            }
            _ => pick(&mut rng, &legal, 17, 30),
        };
        game.apply(a).unwrap();
        model.apply(&a);
        assert_eq!(game.state(), model.state());
    }
}
