//! The game state and the rules that move it (RULES.md, "A turn" and "Frustrations").

use dice_core::PlayersError;

use crate::action::{Action, Claim, Seat, SeatList, Throw, MAX_PLAYERS, MIN_PLAYERS};
use crate::awaiting::Awaiting;
use crate::board::Board;
use crate::dice::{Face, DICE, VALUES};
use crate::error::{ActionError, RecordError, RuleError};
use crate::event::{Event, Pile};
use crate::holdings::{next_seat, Claims, Holdings, TurnEnd};
use crate::rules::{claim_earned, value_index as slot, ScoreParts};
use crate::sink::{Quiet, Sink};

/// What a seat can do now: the query behind the UI's buttons and the bots' choices.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Legal {
    /// A throw of exactly this many dice is legal now (any faces).
    pub roll: Option<u8>,
    /// Target numbers that may be chosen.
    pub targets: Vec<u8>,
    /// Opponents who may frustrate now (any non-empty subset of them together).
    pub frustrators: Vec<Seat>,
    /// The active player may reduce now.
    pub reduce: bool,
    /// The claims that may be made now.
    pub claims: Vec<Claim>,
}

impl Legal {
    /// Every legal action except throws, whose faces are the dice's business: targets,
    /// each non-empty group of frustrators, reduce and claims.
    pub fn actions(&self) -> Vec<Action> {
        let mut out: Vec<Action> = self.targets.iter().map(|&v| Action::Target(v)).collect();
        let n = self.frustrators.len();
        for mask in 1u32..(1 << n) {
            let group: Vec<Seat> = (0..n)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| self.frustrators[i])
                .collect();
            out.extend(Action::frustrate(&group));
        }
        if self.reduce {
            out.push(Action::Reduce);
        }
        out.extend(self.claims.iter().map(|&c| Action::Claim(c)));
        out
    }
}

/// A game of Pechvogel: the players, the record of actions so far, and the state it leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    names: Vec<String>,
    /// What the seats, the middle and the box hold, Murphy included.
    held: Holdings,
    /// The seats holding a frustration, bit per seat: `held`'s frustrations in one byte, kept
    /// up to date wherever they move (few places, once a turn at most), since every throw and
    /// every answer in a window asks who may frustrate.
    holders: u8,
    /// Somebody may spend a frustration on a throw of this turn ([`Game::someone_can_act`]'s
    /// answer): kept up to date with `holders`, wherever frustrations move and when the turn
    /// passes (the only times what it asks changes), since every throw asks it.
    may_act: bool,
    active: Seat,
    awaiting: Awaiting,
    board: Board,
    /// The turn's first throw, while the target is being chosen.
    first_throw: Option<Throw>,
    /// Targets and ravens the last throw put on the board: what a reroll takes back.
    last_placed: (u8, u8),
    actions: Vec<Action>,
    /// Whether applied actions are added to `actions` (see [`Game::set_recording`]).
    recording: bool,
}

impl Game {
    /// A new game for these players (2–5 distinct, non-empty names); seat 0 starts.
    pub fn new(names: Vec<String>) -> Result<Game, RecordError> {
        check_players(&names)?;
        Ok(Game::start(names, Vec::new(), true))
    }

    /// Starts the game afresh with the same players: seat 0 to throw, every marker in the
    /// middle, the record empty (and still recording, or not). The record's memory is kept, so
    /// a simulator that plays game after game at one table allocates nothing per game.
    pub fn restart(&mut self) {
        let mut actions = std::mem::take(&mut self.actions);
        actions.clear();
        *self = Game::start(std::mem::take(&mut self.names), actions, self.recording);
    }

    /// The state before the first throw: the one place that says how a game begins.
    fn start(names: Vec<String>, actions: Vec<Action>, recording: bool) -> Game {
        Game {
            held: Holdings::START,
            holders: 0,
            may_act: false,
            names,
            active: 0,
            awaiting: Awaiting::FirstRoll,
            board: Board::default(),
            first_throw: None,
            last_placed: (0, 0),
            actions,
            recording,
        }
    }

    /// Whether the actions applied from now on are added to the record ([`Game::actions`]); on
    /// for a new game. A simulation that needs only how games end turns it off: the game
    /// plays exactly the same, but its record stays as it was and no longer replays to it.
    pub fn set_recording(&mut self, on: bool) {
        self.recording = on;
    }

    /// Adds an applied action to the record, if recording.
    #[inline]
    fn add_to_record(&mut self, action: Action) {
        if self.recording {
            self.actions.push(action);
        }
    }

    /// Replays `actions` from the start; the error names the first refused action.
    pub fn replay(names: Vec<String>, actions: &[Action]) -> Result<Game, RecordError> {
        let mut game = Game::new(names)?;
        for (index, &a) in actions.iter().enumerate() {
            game.apply_quiet(a).map_err(|e| RecordError::Action {
                index,
                error: ActionError::Rule(e),
            })?;
        }
        Ok(game)
    }

    // ----- reading the state -------------------------------------------------------------

    /// Number of players.
    #[inline]
    pub fn player_count(&self) -> usize {
        self.names.len()
    }

    /// The players' names in seat order.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The actions so far: the game record's `actions`.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// Every face thrown in the record so far, counted per face in the dice's order
    /// (3, 4, 5, 6, 7, raven): what the fairness view weighs against 1/6 each.
    pub fn faces_thrown(&self) -> dice_core::fairness::FaceCounts {
        let mut counts = dice_core::fairness::FaceCounts::default();
        for action in &self.actions {
            if let Action::Roll(throw) = action {
                counts.add(throw.counts());
            }
        }
        counts
    }

    /// Whose turn it is; `None` once the game is over.
    #[inline]
    pub fn active(&self) -> Option<Seat> {
        (self.awaiting != Awaiting::GameOver).then_some(self.active)
    }

    /// The active seat, or the seat that played last once the game is over ([`Game::active`]
    /// without the check).
    #[inline]
    pub(crate) fn active_seat(&self) -> Seat {
        self.active
    }

    /// What the game waits for.
    #[inline]
    pub fn awaiting(&self) -> Awaiting {
        self.awaiting
    }

    /// The active turn's board (the empty board between turns and at the end).
    #[inline]
    pub fn board(&self) -> Board {
        self.board
    }

    /// The turn's first throw while the target is being chosen.
    #[inline]
    pub fn first_throw(&self) -> Option<Throw> {
        self.first_throw
            .filter(|_| self.awaiting == Awaiting::Target)
    }

    /// [`Game::first_throw`] without copying it out: the bots read a few counts of it at every
    /// target, just after it was thrown. (A throw read back whole, just after it was stored
    /// piece by piece, stalls the processor.)
    // Always inlined: a test and an address, less code than a call in the browser's build.
    #[inline(always)]
    pub fn first_throw_ref(&self) -> Option<&Throw> {
        self.first_throw
            .as_ref()
            .filter(|_| self.awaiting == Awaiting::Target)
    }

    /// Targets and ravens the last throw put on the board: what a reroll of it would take
    /// back. While a window is open that is the throw the window is about (everybody saw it);
    /// `(0, 0)` after a first throw, a reroll's undo and between turns.
    #[inline]
    pub fn last_placed(&self) -> (u8, u8) {
        self.last_placed
    }

    /// Who holds Murphy (`None`: the middle).
    #[inline]
    pub fn murphy(&self) -> Option<Seat> {
        self.held.murphy
    }

    /// Markers in the middle, as counts per value 3..=7.
    #[inline]
    pub fn middle(&self) -> [u8; 5] {
        self.held.middle
    }

    /// Markers in the box, as counts per value 3..=7.
    pub fn boxed(&self) -> [u8; 5] {
        self.held.boxed
    }

    /// Markers of `seat`, as counts per value 3..=7.
    #[inline]
    pub fn markers(&self, seat: Seat) -> [u8; 5] {
        self.held.markers[seat]
    }

    /// Frustrations of `seat`.
    #[inline]
    pub fn frustrations(&self, seat: Seat) -> u32 {
        self.held.frustrations[seat]
    }

    /// What the seats, the middle and the box hold, Murphy included: a copy to play a
    /// turn's end on ([`Holdings::end_turn`]) exactly as the game would.
    #[inline]
    pub fn holdings(&self) -> &Holdings {
        &self.held
    }

    /// Score of `seat` now: markers, minus 3 per frustration (7 for Murphy's holder).
    #[inline]
    pub fn score(&self, seat: Seat) -> i32 {
        self.held.score(seat)
    }

    /// `seat`'s score part by part (markers, frustrations and what each costs, Murphy).
    pub fn score_parts(&self, seat: Seat) -> ScoreParts {
        self.held.score_parts(seat)
    }

    /// True once the middle is empty.
    #[inline]
    pub fn is_over(&self) -> bool {
        self.awaiting == Awaiting::GameOver
    }

    /// What passing the open window leads to, when the throw it is about ends the turn and no
    /// claim is due: the game once that turn has ended (Murphy and the frustrations settled,
    /// the next seat to throw) and the events of that end. `None` otherwise: no window is
    /// open, the turn goes on, or a claim comes first.
    ///
    /// The game itself settles such a turn only with the next throw (records keep no
    /// passes); a table shows the end at once with this. The game returned is for showing: its
    /// record is this game's, which does not replay to it until the next throw is added.
    pub fn turn_end_preview(&self) -> Option<(Game, Vec<Event>)> {
        if self.awaiting != Awaiting::Window || !self.board.turn_ends() || self.claim_due() {
            return None;
        }
        let mut after = self.clone();
        let mut events = Vec::new();
        after.end_turn(false, &mut events);
        Some((after, events))
    }

    /// The seats with the highest score once the game is over (ascending), else empty.
    pub fn winners(&self) -> Vec<Seat> {
        let bits = self.winner_bits();
        (0..self.player_count())
            .filter(|&s| bits & (1 << s) != 0)
            .collect()
    }

    /// [`Game::winners`] as bits, bit `s` for seat `s`, without allocating (the simulator
    /// tallies every game's winners).
    pub fn winner_bits(&self) -> u8 {
        if !self.is_over() {
            return 0;
        }
        let mut scores = [i32::MIN; MAX_PLAYERS];
        for (s, score) in scores.iter_mut().enumerate().take(self.player_count()) {
            *score = self.score(s);
        }
        let best = scores.iter().copied().max().unwrap_or(0);
        (0..self.player_count())
            .filter(|&s| scores[s] == best)
            .fold(0, |bits, s| bits | 1 << s)
    }

    /// A claim is due (or, in a window on a turn-ending throw, would be due): four targets
    /// and a marker of the target value in the middle or with an opponent.
    pub fn claim_due(&self) -> bool {
        let Some(t) = self.board.target else {
            return false;
        };
        claim_earned(self.board.targets) && self.held.claimable(self.active, t)
    }

    /// The seat left of `seat`: the next in turn order.
    #[inline]
    pub(crate) fn left_of(&self, seat: Seat) -> Seat {
        next_seat(seat, self.player_count())
    }

    /// The seats holding a frustration, bit per seat.
    #[inline]
    fn holders(&self) -> u8 {
        debug_assert_eq!(self.holders, self.count_holders());
        self.holders
    }

    /// [`Game::holders`] counted from the frustrations held.
    #[inline]
    fn count_holders(&self) -> u8 {
        // All five seats, branch-free: the seats past the players hold nothing.
        self.held
            .frustrations
            .iter()
            .enumerate()
            .fold(0, |bits, (s, &f)| bits | u8::from(f > 0) << s)
    }

    /// Works out `seat`'s bit of [`Game::holders`] again once its frustrations have moved.
    #[inline]
    fn holder_moved(&mut self, seat: Seat) {
        let holds = u8::from(self.held.frustrations[seat] > 0);
        self.holders = self.holders & !(1 << seat) | holds << seat;
    }

    /// Works out [`Game::someone_can_act`] again once frustrations have moved (a frustrate or a
    /// reduce, which also mark the board, with [`Game::holder_moved`] for each seat whose
    /// frustrations moved) or the turn has passed.
    #[inline]
    fn frustrations_moved(&mut self) {
        // `|`, not `||`: both are cheap, and one branch on the answer beats two.
        self.may_act = (self.frustrators_left() != 0) | self.could_reduce();
    }

    /// The opponents of the active player who could still frustrate a throw this turn, bit per
    /// seat: they hold a frustration, and the opponents have not frustrated this turn yet.
    /// (To do it now, a window must be open as well: [`Game::may_frustrate`].)
    #[inline]
    pub fn could_frustrate(&self) -> u8 {
        if self.is_over() {
            return 0;
        }
        self.frustrators_left()
    }

    /// [`Game::could_frustrate`] while the game goes on (the window's questions ask it after
    /// every answer).
    #[inline]
    pub(crate) fn frustrators_left(&self) -> u8 {
        // Without a branch (all ones while nobody frustrated this turn): asked after every
        // throw, whose outcome no predictor can guess.
        let none_yet = u8::from(self.board.frustrator_bits == 0).wrapping_neg();
        self.holders() & !(1 << self.active) & none_yet
    }

    /// The active player could still reduce this turn: they hold a frustration and have not
    /// reduced yet. (To do it now, a window must be open as well: [`Game::may_reduce`].)
    #[inline]
    pub fn could_reduce(&self) -> bool {
        !self.board.reduced & (self.held.frustrations[self.active] > 0)
    }

    /// Somebody may spend a frustration on the throw just made (an opponent who
    /// [could frustrate](Game::could_frustrate), or the active player who
    /// [could reduce](Game::could_reduce)): worked out where those change, not at every throw.
    #[inline]
    fn someone_can_act(&self) -> bool {
        debug_assert_eq!(
            self.may_act,
            (self.frustrators_left() != 0) | self.could_reduce()
        );
        self.may_act
    }

    /// How many dice a throw must have now, or why no throw is legal.
    #[inline]
    pub fn dice_for_roll(&self) -> Result<u8, RuleError> {
        match self.awaiting {
            Awaiting::GameOver => Err(RuleError::GameOver),
            Awaiting::FirstRoll => Ok(DICE),
            Awaiting::Roll | Awaiting::Reroll => Ok(self.board.dice_left()),
            Awaiting::Window if !self.board.turn_ends() => Ok(self.board.dice_left()),
            Awaiting::Window if self.claim_due() => Err(RuleError::ClaimDueFirst),
            // The throw stands, the turn resolves, and this is the next seat's first throw.
            Awaiting::Window => Ok(DICE),
            a @ (Awaiting::Target | Awaiting::Claim) => Err(RuleError::RollNotDue(a)),
        }
    }

    /// May `seat` frustrate now (a window is open, the opponents have not frustrated this
    /// turn, `seat` is an opponent holding a frustration)?
    pub fn may_frustrate(&self, seat: Seat) -> bool {
        self.awaiting == Awaiting::Window
            && self.board.frustrator_bits == 0
            && seat < self.player_count()
            && seat != self.active
            && self.held.frustrations[seat] > 0
    }

    /// May the active player reduce now?
    pub fn may_reduce(&self) -> bool {
        self.awaiting == Awaiting::Window && self.could_reduce()
    }

    /// May a claim be made now?
    fn claim_open(&self) -> bool {
        match self.awaiting {
            Awaiting::Claim => true,
            Awaiting::Window => self.claim_due(),
            _ => false,
        }
    }

    /// Everything that is legal now.
    pub fn legal_actions(&self) -> Legal {
        let mut legal = Legal {
            roll: self.dice_for_roll().ok(),
            ..Legal::default()
        };
        if let Some(first) = self.first_throw() {
            legal.targets = first.numbers();
        }
        legal.frustrators = (0..self.player_count())
            .filter(|&s| self.may_frustrate(s))
            .collect();
        legal.reduce = self.may_reduce();
        legal.claims = self.claims().iter().collect();
        legal
    }

    /// The claims that may be made now, in [`Legal::claims`]' order, without allocating:
    /// none unless a claim is due (or, in a window on a turn-ending throw, would be due).
    // Inlined for the simulator (`fast-sim`): its bots ask at every claim.
    #[cfg_attr(feature = "fast-sim", inline)]
    pub fn claims(&self) -> Claims {
        match self.board.target {
            Some(t) if self.claim_open() => self.held.claims(self.player_count(), self.active, t),
            _ => Claims::NONE,
        }
    }

    // ----- changing the state ------------------------------------------------------------

    /// Applies one action and reports what happened. On error the game is unchanged.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_into(action, &mut events)?;
        Ok(events)
    }

    /// Applies one action, appending what happened to `events`. On error nothing changes.
    pub fn apply_into(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), RuleError> {
        self.check(action)?;
        self.perform(action, events);
        self.add_to_record(action);
        Ok(())
    }

    /// Applies one action without reporting events (replays and simulations).
    pub fn apply_quiet(&mut self, action: Action) -> Result<(), RuleError> {
        self.check(action)?;
        self.perform(action, &mut Quiet);
        self.add_to_record(action);
        Ok(())
    }

    /// [`Game::apply_quiet`] for an action the caller has proved legal, skipping [`Game::check`]:
    /// the table's window outcome, made only of the answers of seats it asked because they
    /// [may frustrate](Game::may_frustrate) or [reduce](Game::may_reduce), with the game
    /// unchanged since. Checked anyway in debug builds.
    pub(crate) fn apply_legal_quiet(&mut self, action: Action) {
        debug_assert_eq!(self.check(action), Ok(()), "{action:?} is not legal");
        self.perform(action, &mut Quiet);
        self.add_to_record(action);
    }

    /// Refuses an illegal action; never changes anything.
    pub fn check(&self, action: Action) -> Result<(), RuleError> {
        if self.awaiting == Awaiting::GameOver {
            return Err(RuleError::GameOver);
        }
        match action {
            Action::Roll(throw) => self.check_roll(throw),
            Action::Target(v) => self.check_target(v),
            Action::Frustrate(seats) => {
                if self.awaiting != Awaiting::Window {
                    return Err(RuleError::NoWindow(self.awaiting));
                }
                if self.board.frustrator_bits != 0 {
                    return Err(RuleError::AlreadyFrustrated);
                }
                if seats.is_empty() {
                    return Err(RuleError::NobodyFrustrates);
                }
                let mut seen = 0u8;
                for s in seats.iter() {
                    if s >= self.player_count() || s == self.active {
                        return Err(RuleError::NotAnOpponent(s));
                    }
                    if seen & (1 << s) != 0 {
                        return Err(RuleError::DuplicateFrustrator(s));
                    }
                    seen |= 1 << s;
                    if self.held.frustrations[s] == 0 {
                        return Err(RuleError::NoFrustration(s));
                    }
                }
                Ok(())
            }
            Action::Reduce => {
                if self.awaiting != Awaiting::Window {
                    return Err(RuleError::NoWindow(self.awaiting));
                }
                if self.board.reduced {
                    return Err(RuleError::AlreadyReduced);
                }
                if self.held.frustrations[self.active] == 0 {
                    return Err(RuleError::NoFrustration(self.active));
                }
                Ok(())
            }
            Action::Claim(claim) => self.check_claim(claim),
        }
    }

    /// [`Game::check`] for a target.
    #[inline]
    fn check_target(&self, v: u8) -> Result<(), RuleError> {
        self.target_dice(v).map(|_| ())
    }

    /// [`Game::check_target`], and if `v` may be chosen, how many dice of the first throw
    /// show it: what choosing it puts on the board.
    #[inline]
    fn target_dice(&self, v: u8) -> Result<u8, RuleError> {
        let first = match &self.first_throw {
            Some(first) if self.awaiting == Awaiting::Target => first,
            _ => return Err(RuleError::TargetNotDue(self.awaiting)),
        };
        match first.count(Face::Number(v)) {
            0 => Err(RuleError::TargetNotShown(v)),
            dice => Ok(dice),
        }
    }

    /// [`Game::check`] for a claim.
    #[inline]
    fn check_claim(&self, claim: Claim) -> Result<(), RuleError> {
        if !self.claim_open() {
            return Err(RuleError::ClaimNotDue(self.awaiting));
        }
        self.check_open_claim(claim)
    }

    /// [`Game::check_claim`] once a claim is known to be open: is it one of the claims open?
    #[inline]
    fn check_open_claim(&self, claim: Claim) -> Result<(), RuleError> {
        let t = self.board.target.unwrap_or(VALUES[0]);
        match claim {
            Claim::Middle if self.held.middle[slot(t)] == 0 => Err(RuleError::NoMarkerInMiddle(t)),
            Claim::Middle => Ok(()),
            Claim::Steal { seat, discard } => {
                if seat >= self.player_count() || seat == self.active {
                    return Err(RuleError::NotAnOpponent(seat));
                }
                if self.held.markers[seat][slot(t)] == 0 {
                    return Err(RuleError::NothingToSteal { seat, value: t });
                }
                if !VALUES.contains(&discard) || self.held.middle[slot(discard)] == 0 {
                    return Err(RuleError::DiscardNotInMiddle(discard));
                }
                Ok(())
            }
        }
    }

    /// [`Game::check`] for a throw.
    #[inline]
    fn check_roll(&self, throw: Throw) -> Result<(), RuleError> {
        if self.awaiting == Awaiting::GameOver {
            return Err(RuleError::GameOver);
        }
        if let Some(v) = throw.bad_face() {
            return Err(RuleError::BadFace(v));
        }
        let expected = self.dice_for_roll()?;
        if throw.len() != expected {
            return Err(RuleError::WrongDiceCount {
                expected,
                got: usize::from(throw.len()),
            });
        }
        Ok(())
    }

    /// [`Game::apply_quiet`] for a throw, without going through [`Action`] twice: the
    /// simulators' most frequent step. Checked all the same.
    #[inline]
    pub(crate) fn roll_quiet(&mut self, throw: Throw) -> Result<(), RuleError> {
        self.check_roll(throw)?;
        self.perform_roll(throw, &mut Quiet);
        self.add_to_record(Action::Roll(throw));
        Ok(())
    }

    /// [`Game::roll_quiet`] for a throw the caller has proved legal (the table, from what is
    /// due), skipping [`Game::check`]. Checked anyway in debug builds.
    #[inline]
    pub(crate) fn roll_legal_quiet(&mut self, throw: Throw) {
        debug_assert_eq!(self.check_roll(throw), Ok(()), "{throw:?} is not legal");
        self.perform_roll(throw, &mut Quiet);
        self.add_to_record(Action::Roll(throw));
    }

    /// A turn's first throw, which the caller has proved legal (the simulator's loop, when a
    /// first throw is awaited): [`Game::roll_legal_quiet`] without asking again which throw it is.
    #[inline]
    pub(crate) fn first_roll_legal_quiet(&mut self, throw: Throw) {
        debug_assert_eq!(self.awaiting, Awaiting::FirstRoll);
        debug_assert_eq!(self.check_roll(throw), Ok(()), "{throw:?} is not legal");
        self.first_roll(throw, &mut Quiet);
        self.add_to_record(Action::Roll(throw));
    }

    /// Carries out a checked throw.
    #[inline]
    fn perform_roll(&mut self, throw: Throw, ev: &mut impl Sink) {
        match self.awaiting {
            Awaiting::FirstRoll => self.first_roll(throw, ev),
            Awaiting::Roll => self.next_roll(throw, false, ev),
            Awaiting::Reroll => self.next_roll(throw, true, ev),
            Awaiting::Window if !self.board.turn_ends() => self.next_roll(throw, false, ev),
            // The window passes unused; the throw stands and ends the turn (no claim is due,
            // `check` made sure), and this throw is the next seat's first.
            _ => {
                self.end_turn(false, ev);
                self.first_roll(throw, ev);
            }
        }
    }

    /// Carries out a checked action.
    fn perform(&mut self, action: Action, ev: &mut impl Sink) {
        match action {
            Action::Roll(throw) => self.perform_roll(throw, ev),
            Action::Target(v) => self.perform_target(v, ev),
            Action::Frustrate(seats) => {
                for s in seats.iter() {
                    self.frustrate_seat(s);
                    ev.push(Event::FrustrationMoved {
                        from: Pile::Seat(s),
                        to: Pile::Board,
                    });
                }
                self.frustrations_moved();
                self.take_back(ev);
            }
            Action::Reduce => self.perform_reduce(ev),
            Action::Claim(claim) => self.perform_claim(claim, ev),
        }
    }

    /// Carries out a checked target.
    #[inline]
    fn perform_target(&mut self, v: u8, ev: &mut impl Sink) {
        // `check` made sure the first throw is there and shows `v`.
        let dice = self.first_throw.map_or(0, |f| f.count(Face::Number(v)));
        self.place_target(v, dice, ev);
    }

    /// Carries out a checked target whose `dice` dice the first throw shows.
    #[inline]
    fn place_target(&mut self, v: u8, dice: u8, ev: &mut impl Sink) {
        self.first_throw = None;
        self.board.target = Some(v);
        self.board.targets = dice;
        ev.push(Event::TargetChosen { value: v });
        ev.push(Event::ToBoard {
            targets: self.board.targets,
            ravens: 0,
        });
        // The first throw is never open to frustrations.
        self.throw_stands(ev);
    }

    /// `s` puts one of their frustrations on the board (a checked frustrate, seat by seat).
    #[inline]
    fn frustrate_seat(&mut self, s: Seat) {
        self.held.frustrations[s] -= 1;
        self.holder_moved(s);
        self.board.frustrator_bits |= 1 << s;
    }

    /// Carries out a checked reduce.
    #[inline]
    fn perform_reduce(&mut self, ev: &mut impl Sink) {
        self.held.frustrations[self.active] -= 1;
        self.holder_moved(self.active);
        self.board.reduced = true;
        ev.push(Event::FrustrationMoved {
            from: Pile::Seat(self.active),
            to: Pile::Supply,
        });
        self.frustrations_moved();
        self.take_back(ev);
    }

    /// Carries out a checked claim.
    #[inline]
    fn perform_claim(&mut self, claim: Claim, ev: &mut impl Sink) {
        // `check` made sure a target is chosen and the claim is open.
        let t = self.board.target.unwrap_or(VALUES[0]);
        self.held.claim_into(self.active, t, claim, ev);
        self.end_turn(true, ev);
    }

    /// [`Game::apply_quiet`] of a target (the simulator's loop, which knows a target is asked
    /// for): checked all the same, without going through [`Action`].
    #[inline]
    pub(crate) fn target_quiet(&mut self, v: u8) -> Result<(), RuleError> {
        if self.awaiting == Awaiting::GameOver {
            return Err(RuleError::GameOver);
        }
        // The checks of `check_target`, counting the target's dice once.
        let dice = self.target_dice(v)?;
        self.place_target(v, dice, &mut Quiet);
        self.add_to_record(Action::Target(v));
        Ok(())
    }

    /// [`Game::target_quiet`] while a target is awaited (the simulator's loop asks for one only
    /// then): a number the first throw shows is placed at once, its dice counted once; any
    /// other goes through `target_quiet`, for its refusal.
    #[inline(always)]
    pub(crate) fn target_awaited_quiet(&mut self, v: u8) -> Result<(), RuleError> {
        debug_assert_eq!(self.awaiting, Awaiting::Target);
        let dice = match (&self.first_throw, v) {
            (Some(first), 3..=7) => first.counts()[usize::from(v - VALUES[0])],
            _ => 0,
        };
        if dice == 0 {
            return self.target_quiet(v);
        }
        self.place_target(v, dice, &mut Quiet);
        self.add_to_record(Action::Target(v));
        Ok(())
    }

    /// [`Game::apply_quiet`] of a claim while a claim is due (the simulator's loop asks for one
    /// only then: a claim awaited, or due once a window passed unused): checked all the same,
    /// but without asking again whether a claim is open, nor going through [`Action`].
    #[inline]
    pub(crate) fn claim_due_quiet(&mut self, claim: Claim) -> Result<(), RuleError> {
        debug_assert!(self.claim_open());
        self.check_open_claim(claim)?;
        self.perform_claim(claim, &mut Quiet);
        self.add_to_record(Action::Claim(claim));
        Ok(())
    }

    /// [`Game::apply_legal_quiet`] of a frustrate by the seats `bits` (bit per seat), which
    /// the caller has proved legal (the table's window, from the answers of the seats it
    /// asked). The record lists them ascending, as [`crate::WindowAsk::outcome`] does.
    #[inline]
    pub(crate) fn frustrate_legal_quiet(&mut self, bits: u8) {
        let mut left = bits;
        while left != 0 {
            self.frustrate_seat(left.trailing_zeros() as Seat);
            left &= left - 1;
        }
        self.frustrations_moved();
        self.take_back(&mut Quiet);
        if self.recording {
            let mut seats = [0; MAX_PLAYERS];
            let mut len = 0;
            for s in (0..MAX_PLAYERS).filter(|&s| bits & (1 << s) != 0) {
                seats[len] = s;
                len += 1;
            }
            if let Some(list) = SeatList::new(&seats[..len]) {
                self.actions.push(Action::Frustrate(list));
            }
        }
    }

    /// [`Game::apply_legal_quiet`] of a reduce the caller has proved legal.
    #[inline]
    pub(crate) fn reduce_legal_quiet(&mut self) {
        debug_assert_eq!(self.check(Action::Reduce), Ok(()));
        self.perform_reduce(&mut Quiet);
        self.add_to_record(Action::Reduce);
    }

    fn first_roll(&mut self, throw: Throw, ev: &mut impl Sink) {
        ev.push(Event::Thrown {
            seat: self.active,
            throw,
            first: true,
            reroll: false,
        });
        self.board.ravens = throw.ravens();
        ev.push(Event::ToBoard {
            targets: 0,
            ravens: self.board.ravens,
        });
        if self.board.ravens == DICE {
            // Seven ravens: no number to choose, the turn ends at once.
            self.end_turn(false, ev);
        } else {
            self.first_throw = Some(throw);
            self.awaiting = Awaiting::Target;
        }
    }

    #[inline]
    fn next_roll(&mut self, throw: Throw, reroll: bool, ev: &mut impl Sink) {
        ev.push(Event::Thrown {
            seat: self.active,
            throw,
            first: false,
            reroll,
        });
        let target = self.board.target.unwrap_or(VALUES[0]);
        self.place(throw.count(Face::Number(target)), throw.ravens(), ev);
    }

    /// A throw that is not the turn's first, known by what it puts on the board (`targets`
    /// and `ravens`), from the dice's stream: the simulator's most frequent step, while no
    /// window is open and nothing is recorded, so that neither the faces nor the throw are
    /// needed. The caller has made sure that such a throw is due ([`Awaiting::Roll`] or
    /// [`Awaiting::Reroll`], or a window passed unused on a throw that does not end the turn;
    /// not recording).
    #[inline]
    pub(crate) fn next_roll_unrecorded(&mut self, targets: u8, ravens: u8) {
        debug_assert!(
            matches!(self.awaiting, Awaiting::Roll | Awaiting::Reroll)
                || (self.awaiting == Awaiting::Window && !self.board.turn_ends())
        );
        debug_assert!(!self.recording);
        self.place(targets, ravens, &mut Quiet);
    }

    /// Whether applied actions are added to the record ([`Game::set_recording`]).
    #[inline]
    pub(crate) fn recording(&self) -> bool {
        self.recording
    }

    /// Puts what a next throw showed on the board (`targets` dice of the target, `ravens`
    /// ravens) and opens a window on it, or lets it stand.
    #[inline]
    fn place(&mut self, targets: u8, ravens: u8, ev: &mut impl Sink) {
        self.board.targets += targets;
        self.board.ravens += ravens;
        self.last_placed = (targets, ravens);
        if targets + ravens == 0 {
            ev.push(Event::NothingHappened);
        } else {
            ev.push(Event::ToBoard { targets, ravens });
        }
        // One branch on whether a window opens (`&`, not `&&`): the throw's outcome decides
        // it, and no predictor guesses that, so every extra branch on it costs.
        let open = (targets + ravens > 0) & !self.board.greedy();
        if open & self.someone_can_act() {
            self.awaiting = Awaiting::Window;
            ev.push(Event::WindowOpened);
        } else {
            self.throw_stands(ev);
        }
    }

    /// No reroll: the turn goes on, waits for a claim, or ends.
    #[inline]
    fn throw_stands(&mut self, ev: &mut impl Sink) {
        if !self.board.turn_ends() {
            self.awaiting = Awaiting::Roll;
        } else if self.claim_due() {
            self.awaiting = Awaiting::Claim;
        } else {
            self.end_turn(false, ev);
        }
    }

    /// Undoes the last throw for a reroll.
    fn take_back(&mut self, ev: &mut impl Sink) {
        let (targets, ravens) = self.last_placed;
        self.board.targets -= targets;
        self.board.ravens -= ravens;
        self.last_placed = (0, 0);
        ev.push(Event::DiceTakenBack { targets, ravens });
        self.awaiting = Awaiting::Reroll;
    }

    /// Resolves the end of the turn (the claim, if any, is already made) and passes the dice.
    fn end_turn(&mut self, claimed: bool, ev: &mut impl Sink) {
        let me = self.active;
        let board = self.board;
        if claim_earned(board.targets) && !claimed {
            ev.push(Event::NoMarkerLeft {
                value: board.target.unwrap_or(VALUES[0]),
            });
        }
        let end = TurnEnd::of(me, &board);
        self.held.end_turn_into(self.player_count(), end, ev);
        // Only the active player's frustrations went down, if any; without enough ravens the
        // frustrators were paid back, and hold some now.
        let paid = if end.frustration { 0 } else { end.frustrators };
        self.holders |= paid;
        self.holder_moved(me);
        self.board = Board::default();
        self.first_throw = None;
        self.last_placed = (0, 0);
        if self.held.middle_is_empty() {
            self.awaiting = Awaiting::GameOver;
            ev.push(Event::GameEnded);
        } else {
            self.active = self.left_of(me);
            self.awaiting = Awaiting::FirstRoll;
            ev.push(Event::TurnPassed {
                from: me,
                to: self.active,
            });
        }
        // Once the board is cleared and the next seat is active: who may act asks both.
        self.frustrations_moved();
    }
}

/// Why a list of names cannot sit at the table, if it cannot: the shared check of
/// [`dice_core::check_names`] for Pechvogel's 2 to 5 players.
pub fn check_players(names: &[String]) -> Result<(), PlayersError> {
    dice_core::check_names(names, MIN_PLAYERS, MAX_PLAYERS)
}
