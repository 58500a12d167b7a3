//! The game state and the rules that move it (HECKMECK.md, "A turn", "A failed turn",
//! "End and scoring", "The short game" and "The order of decisions").

use dice_core::record::OptionError;
use dice_core::Seat;

use crate::action::Action;
use crate::awaiting::Awaiting;
use crate::board::Board;
use crate::error::{ActionError, RecordError, RuleError};
use crate::event::{Event, Failure};
use crate::face::{Face, FaceSet, Throw};
use crate::layout::{AfterTurn, Layout, Loss, Source};
use crate::offer::{Offer, Steal};
use crate::players::SHORT_GAME_KEY;
pub use crate::players::{MAX_PLAYERS, MIN_PLAYERS, SHORT_GAME_MIN_PLAYERS};
use crate::tile::TileSet;

/// What is legal now: the query behind the UI's buttons and the bots' choices. Copyable
/// and allocation-free; [`Legal::actions`] lists it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Legal {
    /// A throw of exactly this many dice is legal now (any faces).
    pub roll: Option<u8>,
    /// The faces that may be kept.
    pub keep: FaceSet,
    /// The tiles that may be taken.
    pub take: Offer,
}

impl Legal {
    /// Every legal action except throws, whose faces are the dice's business: the keeps in
    /// face order, then the takes ascending.
    pub fn actions(&self) -> Vec<Action> {
        self.keep
            .iter()
            .map(Action::Keep)
            .chain(self.take.tiles().map(Action::Take))
            .collect()
    }

    /// True when nothing at all is legal (the game is over).
    pub fn is_empty(&self) -> bool {
        self.roll.is_none() && self.keep.is_empty() && self.take.is_empty()
    }
}

/// A game of Heckmeck: the players, the record of actions so far, and the state it leads
/// to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    names: Vec<String>,
    short_game: bool,
    /// Every tile's place: the grill, the face-down tiles, each seat's stack.
    layout: Layout,
    pub(crate) active: Seat,
    awaiting: Awaiting,
    board: Board,
    actions: Vec<Action>,
    /// Whether applied actions are added to `actions` (see [`Game::set_recording`]).
    recording: bool,
}

impl Game {
    /// A new game for these players (2–7 distinct, non-empty names); seat 0 starts.
    pub fn new(names: Vec<String>) -> Result<Game, RecordError> {
        Game::with_short_game(names, false)
    }

    /// A new game, playing the book's short game if `short_game` (5–7 players only).
    pub fn with_short_game(names: Vec<String>, short_game: bool) -> Result<Game, RecordError> {
        dice_core::check_names(&names, MIN_PLAYERS, MAX_PLAYERS)?;
        if short_game && names.len() < SHORT_GAME_MIN_PLAYERS {
            return Err(RecordError::Option {
                key: SHORT_GAME_KEY,
                error: OptionError::Players {
                    given: names.len(),
                    min: SHORT_GAME_MIN_PLAYERS,
                    max: MAX_PLAYERS,
                },
            });
        }
        Ok(Game::start(names, short_game, Vec::new(), true))
    }

    /// Starts the game afresh with the same players and switch: seat 0 to throw, every tile
    /// on the grill, the record empty (and still recording, or not). The record's memory is
    /// kept, so a simulator playing game after game at one table allocates nothing per game.
    pub fn restart(&mut self) {
        let mut actions = std::mem::take(&mut self.actions);
        actions.clear();
        let names = std::mem::take(&mut self.names);
        *self = Game::start(names, self.short_game, actions, self.recording);
    }

    /// The state before the first throw: the one place that says how a game begins.
    fn start(names: Vec<String>, short_game: bool, actions: Vec<Action>, recording: bool) -> Game {
        Game {
            names,
            short_game,
            layout: Layout::START,
            active: 0,
            awaiting: Awaiting::Roll,
            board: Board::EMPTY,
            actions,
            recording,
        }
    }

    /// Whether the actions applied from now on are added to the record ([`Game::actions`]);
    /// on for a new game. A simulation that needs only how games end turns it off: the
    /// game plays exactly the same, but its record no longer replays to it.
    pub fn set_recording(&mut self, on: bool) {
        self.recording = on;
    }

    /// Replays `actions` from the start; the error names the first refused action.
    pub fn replay(
        names: Vec<String>,
        short_game: bool,
        actions: &[Action],
    ) -> Result<Game, RecordError> {
        let mut game = Game::with_short_game(names, short_game)?;
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

    /// True when the game plays the book's short game.
    #[inline]
    pub fn short_game(&self) -> bool {
        self.short_game
    }

    /// The actions so far: the game record's `actions`.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// Every face thrown in the record so far, counted per face in the dice's order
    /// (1, 2, 3, 4, 5, worm): what the fairness view weighs against 1/6 each.
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

    /// What the game waits for.
    #[inline]
    pub fn awaiting(&self) -> Awaiting {
        self.awaiting
    }

    /// True once no face-up tile is left on the grill.
    #[inline]
    pub fn is_over(&self) -> bool {
        self.awaiting == Awaiting::GameOver
    }

    /// The active turn's board (the empty board between turns and at the end).
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// True when the throw due now is the first of a turn (8 dice, nothing kept).
    #[inline]
    pub fn turn_starts(&self) -> bool {
        self.awaiting == Awaiting::Roll && self.board.kept_dice() == 0
    }

    /// The face-up tiles on the grill.
    #[inline]
    pub fn grill(&self) -> TileSet {
        self.layout.grill()
    }

    /// The tiles turned face down, out of the game.
    #[inline]
    pub fn face_down(&self) -> TileSet {
        self.layout.face_down()
    }

    /// How many face-up tiles are left on the grill (the game ends at none).
    #[inline]
    pub fn tiles_left(&self) -> u32 {
        self.layout.grill().len()
    }

    /// `seat`'s stack, bottom to top (the last is the visible top tile).
    #[inline]
    pub fn stack(&self, seat: Seat) -> &[u8] {
        self.layout.stack(seat)
    }

    /// `seat`'s top tile: the only one that can be stolen or go back.
    #[inline]
    pub fn top(&self, seat: Seat) -> Option<u8> {
        self.layout.top(seat)
    }

    /// All tiles of `seat`'s stack as a set.
    #[inline]
    pub fn held(&self, seat: Seat) -> TileSet {
        self.layout.held(seat)
    }

    /// The worms on all tiles of `seat`'s stack: the score.
    #[inline]
    pub fn score(&self, seat: Seat) -> i32 {
        self.layout.score(seat)
    }

    /// What decides between players at the end, in order: the worms, then the highest tile
    /// held (0 for none). The greater key wins; no two players with a tile share a key.
    #[inline]
    pub fn standing(&self, seat: Seat) -> (i32, u8) {
        self.layout.standing(seat)
    }

    /// The seat that wins (or would win if the game ended now): the greatest
    /// [`Game::standing`]; the lowest seat among players without any tile.
    pub fn leader(&self) -> Seat {
        self.layout.leader(self.player_count())
    }

    /// The winner once the game is over (settled point 13: always exactly one).
    pub fn winner(&self) -> Option<Seat> {
        self.is_over().then(|| self.leader())
    }

    /// The winner in a one-seat list once the game is over, else empty (the state's
    /// `winners`).
    pub fn winners(&self) -> Vec<Seat> {
        self.winner().into_iter().collect()
    }

    /// The seat after `seat` in turn order. (No `%`: a division is slow.)
    #[inline]
    pub fn next_seat(&self, seat: Seat) -> Seat {
        if seat + 1 < self.player_count() {
            seat + 1
        } else {
            0
        }
    }

    // ----- what a sum can take -----------------------------------------------------------

    /// The grill tile a sum would take: the highest face-up tile numbered `sum` or lower
    /// (settled point 5).
    #[inline]
    pub fn grill_take(&self, sum: u8) -> Option<u8> {
        self.layout.grill().highest_at_most(sum)
    }

    /// The steal a sum would make for `seat`: an opponent's top tile numbered exactly
    /// `sum` (settled point 6; covered tiles and the player's own top are never offered).
    #[inline]
    pub fn steal(&self, seat: Seat, sum: u8) -> Option<Steal> {
        self.layout
            .steal_from(seat, sum, self.player_count())
            .map(|from| Steal { tile: sum, from })
    }

    /// What `seat` could take with kept dice worth `sum`, with or without a worm among
    /// them: a hypothetical question for the bots and the odds (nothing without a worm,
    /// settled point 8).
    #[inline]
    pub fn offer(&self, seat: Seat, sum: u8, worm: bool) -> Offer {
        if !worm {
            return Offer::NONE;
        }
        Offer {
            grill: self.grill_take(sum),
            steal: self.steal(seat, sum),
        }
    }

    /// Could the active player take a tile with kept dice worth `sum`, with or without a
    /// worm?
    #[inline]
    pub fn can_take(&self, sum: u8, worm: bool) -> bool {
        !self.offer(self.active, sum, worm).is_empty()
    }

    /// The tiles that may be taken now (empty unless awaiting `roll_or_take` or `take`).
    #[inline]
    pub fn takeable(&self) -> Offer {
        match self.awaiting {
            Awaiting::RollOrTake | Awaiting::Take => {
                self.offer(self.active, self.board.sum(), self.board.worm())
            }
            _ => Offer::NONE,
        }
    }

    /// What a failed turn of `seat` would move now: its top tile back to the grill and
    /// the tile then turned face down (HECKMECK.md, "A failed turn"; settled points 9, 10).
    pub fn loss(&self, seat: Seat) -> Loss {
        self.layout.loss(seat, self.short_game)
    }

    // ----- what-ifs: how the game would stand after a turn ended so ----------------------

    /// How the game would stand if `seat`'s turn ended now with a take of `tile`: from the
    /// grill if it lies there, else stolen from the opponent whose top tile it is (the
    /// rules of [`Game::apply`], on a copy of the tiles). `None` if `tile` is neither. The
    /// sum and the worm a take needs are not asked: [`Game::offer`] says what a sum takes.
    pub fn after_take(&self, seat: Seat, tile: u8) -> Option<AfterTurn> {
        let mut layout = self.layout;
        layout.take(seat, tile, self.player_count())?;
        Some(AfterTurn::new(&layout, self.player_count()))
    }

    /// How the game would stand if `seat`'s turn failed now: what [`Game::loss`] says moves
    /// (the rules of [`Game::apply`], on a copy of the tiles).
    pub fn after_failure(&self, seat: Seat) -> AfterTurn {
        let mut layout = self.layout;
        layout.fail(seat, self.short_game);
        AfterTurn::new(&layout, self.player_count())
    }

    /// Would keeping `face` from the waiting throw end the throwing (no dice or no faces
    /// left)? `false` if no throw waits or the face cannot be kept.
    pub fn keep_ends_dice(&self, face: Face) -> bool {
        let Some(throw) = self.board.throw() else {
            return false;
        };
        self.board.keepable().contains(face) && self.board.keep_ends_dice(throw.count(face))
    }

    // ----- what is legal -----------------------------------------------------------------

    /// How many dice a throw must have now, or why no throw is legal.
    #[inline]
    pub fn dice_for_roll(&self) -> Result<u8, RuleError> {
        match self.awaiting {
            Awaiting::Roll | Awaiting::RollOrTake => Ok(self.board.dice_left()),
            Awaiting::GameOver => Err(RuleError::GameOver),
            Awaiting::Take if self.board.out_of_dice() => Err(RuleError::NoDiceLeft),
            Awaiting::Take => Err(RuleError::NoFacesLeft),
            a @ Awaiting::Keep => Err(RuleError::RollNotDue(a)),
        }
    }

    /// Everything that is legal now.
    pub fn legal_actions(&self) -> Legal {
        Legal {
            roll: self.dice_for_roll().ok(),
            keep: if self.awaiting == Awaiting::Keep {
                self.board.keepable()
            } else {
                FaceSet::EMPTY
            },
            take: self.takeable(),
        }
    }

    /// Refuses an illegal action; never changes anything.
    pub fn check(&self, action: Action) -> Result<(), RuleError> {
        match action {
            Action::Roll(throw) => self.check_roll(usize::from(throw.len())),
            Action::Keep(face) => self.check_keep(face),
            Action::Take(tile) => self.check_take(tile),
        }
    }

    /// [`Game::check`] for a throw of `dice` dice.
    #[inline]
    pub(crate) fn check_roll(&self, dice: usize) -> Result<(), RuleError> {
        let expected = self.dice_for_roll()?;
        if dice != usize::from(expected) {
            return Err(RuleError::WrongDiceCount {
                expected,
                got: dice,
            });
        }
        Ok(())
    }

    fn check_keep(&self, face: Face) -> Result<(), RuleError> {
        let throw = match (self.awaiting, self.board.throw()) {
            (Awaiting::Keep, Some(throw)) => throw,
            (Awaiting::GameOver, _) => return Err(RuleError::GameOver),
            (a, _) => return Err(RuleError::KeepNotDue(a)),
        };
        if throw.count(face) == 0 {
            return Err(RuleError::NotShown(face));
        }
        if self.board.has_kept(face) {
            return Err(RuleError::AlreadyKept(face));
        }
        Ok(())
    }

    fn check_take(&self, tile: u8) -> Result<(), RuleError> {
        match self.awaiting {
            Awaiting::GameOver => Err(RuleError::GameOver),
            a @ Awaiting::Keep => Err(RuleError::TakeNotDue(a)),
            // Nothing to take: say why, in the rules' terms.
            Awaiting::Roll if !self.board.worm() => Err(RuleError::NoWorm),
            Awaiting::Roll => Err(RuleError::NothingToTake {
                sum: self.board.sum(),
            }),
            Awaiting::RollOrTake | Awaiting::Take => {
                let offer = self.takeable();
                if offer.contains(tile) {
                    Ok(())
                } else {
                    Err(RuleError::WrongTile { tile, offer })
                }
            }
        }
    }

    // ----- changing the state ------------------------------------------------------------

    /// Applies one action: completely, returning what happened, or not at all.
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

    /// [`Game::apply_quiet`] for a throw, without going through [`Action`] twice: the
    /// simulators' most frequent step. Checked all the same.
    #[inline]
    pub(crate) fn roll_quiet(&mut self, throw: Throw) -> Result<(), RuleError> {
        self.check_roll(usize::from(throw.len()))?;
        self.perform_roll(throw, &mut Quiet);
        self.add_to_record(Action::Roll(throw));
        Ok(())
    }

    /// Adds an applied action to the record, if recording.
    #[inline]
    fn add_to_record(&mut self, action: Action) {
        if self.recording {
            self.actions.push(action);
        }
    }

    /// Carries out a checked action.
    fn perform(&mut self, action: Action, ev: &mut impl Sink) {
        match action {
            Action::Roll(throw) => self.perform_roll(throw, ev),
            Action::Keep(face) => self.perform_keep(face, ev),
            Action::Take(tile) => self.perform_take(tile, ev),
        }
    }

    /// A throw: a keep is due if it shows a new face, else the turn fails at once.
    #[inline]
    fn perform_roll(&mut self, throw: Throw, ev: &mut impl Sink) {
        ev.push(Event::Thrown {
            seat: self.active,
            throw,
        });
        if throw.shown().without(self.board.kept()).is_empty() {
            self.fail(Failure::NoNewFace, ev);
        } else {
            self.board.show(throw);
            self.awaiting = Awaiting::Keep;
        }
    }

    /// A keep, then what the order of decisions says follows it.
    #[inline]
    fn perform_keep(&mut self, face: Face, ev: &mut impl Sink) {
        let dice = self.board.keep(face);
        ev.push(Event::Kept {
            face,
            dice,
            sum: self.board.sum(),
        });
        let can_take = self.can_take(self.board.sum(), self.board.worm());
        match (self.board.turn_over(), can_take) {
            (false, true) => self.awaiting = Awaiting::RollOrTake,
            (false, false) => self.awaiting = Awaiting::Roll,
            (true, true) => self.awaiting = Awaiting::Take,
            (true, false) if self.board.out_of_dice() => self.fail(Failure::OutOfDice, ev),
            (true, false) => self.fail(Failure::OutOfFaces, ev),
        }
    }

    /// A take of a checked tile: from the grill, or the steal.
    fn perform_take(&mut self, tile: u8, ev: &mut impl Sink) {
        let me = self.active;
        // `check` made sure the tile is on offer: on the grill or an opponent's top.
        match self.layout.take(me, tile, self.player_count()) {
            Some(Source::Grill) => ev.push(Event::TakenFromGrill { seat: me, tile }),
            Some(Source::Steal(from)) => ev.push(Event::Stolen {
                seat: me,
                tile,
                from,
            }),
            None => {}
        }
        self.end_turn(ev);
    }

    /// A failed turn: the top tile goes back, the highest face-up tile is turned (unless
    /// it is the one that went back, outside the short game), the turn ends.
    fn fail(&mut self, why: Failure, ev: &mut impl Sink) {
        let me = self.active;
        ev.push(Event::TurnFailed { seat: me, why });
        let loss = self.layout.fail(me, self.short_game);
        if let Some(tile) = loss.returned {
            ev.push(Event::TileReturned { seat: me, tile });
        }
        if let Some(tile) = loss.turned {
            ev.push(Event::TurnedFaceDown { tile });
        }
        self.end_turn(ev);
    }

    /// Clears the board and passes the dice, or ends the game if the grill is empty
    /// (settled point 12: checked after every take and every failed turn).
    fn end_turn(&mut self, ev: &mut impl Sink) {
        self.board = Board::EMPTY;
        if self.layout.is_over() {
            self.awaiting = Awaiting::GameOver;
            ev.push(Event::GameEnded {
                winner: self.leader(),
            });
        } else {
            let from = self.active;
            self.active = self.next_seat(from);
            self.awaiting = Awaiting::Roll;
            ev.push(Event::TurnPassed {
                from,
                to: self.active,
            });
        }
    }
}

/// Where events go: collected for the UI, or dropped for replays and simulations. A type
/// rather than a flag, so that the quiet rules compile to code without any events in it.
trait Sink {
    fn push(&mut self, e: Event);
}

impl Sink for Vec<Event> {
    #[inline]
    fn push(&mut self, e: Event) {
        Vec::push(self, e);
    }
}

/// The sink that drops every event.
struct Quiet;

impl Sink for Quiet {
    #[inline]
    fn push(&mut self, _: Event) {}
}
