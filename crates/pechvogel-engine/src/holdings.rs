//! What the seats and the middle hold, and the rules that move it there: the claims open for a
//! target, a claim, and the end of a turn (Murphy, frustrations, paybacks). A plain value, so
//! that a bot can play a turn's end on a copy exactly as the game plays it.

use std::fmt;

use crate::action::{Claim, Seat, MARKERS_PER_VALUE, MAX_PLAYERS};
use crate::board::Board;
use crate::dice::VALUES;
use crate::event::{Event, Pile, Place};
use crate::rules::{
    frustration_cost, frustration_earned, greedy, marker_points, value_index, ScoreParts, PAYBACK,
};
use crate::sink::{Quiet, Sink};

/// Most claims there can be at once: the middle, or a steal from each of four opponents with
/// each of five discards.
pub const MAX_CLAIMS: usize = 1 + (MAX_PLAYERS - 1) * VALUES.len();

/// The claims open for a target, in the engine's order: the middle first, then the steals by
/// seat and by discard, ascending. Kept as three small facts (the middle holds the target, who
/// holds one to steal, what the middle holds to box), so that listing the claims allocates and
/// copies nothing; [`Claims::iter`] spells them out.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Claims {
    /// A marker of the target lies in the middle.
    middle: bool,
    /// The opponents a marker of the target can be stolen from, bit per seat (none while the
    /// middle is empty: a steal must box a marker from it).
    victims: u8,
    /// The values in the middle, bit `i` for `VALUES[i]`: what a steal may send to the box.
    discards: u8,
}

impl Claims {
    /// No claim.
    pub const NONE: Claims = Claims {
        middle: false,
        victims: 0,
        discards: 0,
    };

    /// True if the middle holds a marker of the target ([`Claim::Middle`] is open).
    #[inline]
    pub fn middle(&self) -> bool {
        self.middle
    }

    /// The opponents a marker of the target can be stolen from, bit per seat.
    #[inline]
    pub fn victims(&self) -> u8 {
        self.victims
    }

    /// The values a steal may send to the box (those in the middle), ascending.
    pub fn discards(&self) -> impl Iterator<Item = u8> {
        let bits = self.discards;
        (0..VALUES.len())
            .filter(move |&i| bits & (1 << i) != 0)
            .map(|i| VALUES[i])
    }

    /// The highest value a steal may send to the box, if any.
    #[inline]
    pub fn highest_discard(&self) -> Option<u8> {
        (self.discards != 0)
            .then(|| VALUES[(u8::BITS - 1 - self.discards.leading_zeros()) as usize])
    }

    /// The lowest value a steal may send to the box, if any.
    #[inline]
    pub fn lowest_discard(&self) -> Option<u8> {
        (self.discards != 0).then(|| VALUES[self.discards.trailing_zeros() as usize])
    }

    /// How many claims there are.
    #[inline]
    pub fn len(&self) -> usize {
        usize::from(self.middle) + (self.victims.count_ones() * self.discards.count_ones()) as usize
    }

    /// True if no claim is open.
    #[inline]
    pub fn is_empty(&self) -> bool {
        !self.middle && self.victims == 0
    }

    /// The claims in order.
    pub fn iter(&self) -> impl Iterator<Item = Claim> + '_ {
        let victims = self.victims;
        let steals = (0..MAX_PLAYERS)
            .filter(move |&s| victims & (1 << s) != 0)
            .flat_map(move |seat| {
                self.discards()
                    .map(move |discard| Claim::Steal { seat, discard })
            });
        self.middle
            .then_some(Claim::Middle)
            .into_iter()
            .chain(steals)
    }

    /// The claim at place `i` of [`Claims::iter`].
    pub fn get(&self, i: usize) -> Option<Claim> {
        self.iter().nth(i)
    }

    /// The first claim: the middle if it is open.
    #[inline]
    pub fn first(&self) -> Option<Claim> {
        self.iter().next()
    }

    /// True if `claim` is among them.
    pub fn contains(&self, claim: &Claim) -> bool {
        match *claim {
            Claim::Middle => self.middle,
            Claim::Steal { seat, discard } => {
                seat < MAX_PLAYERS
                    && self.victims & (1 << seat) != 0
                    && VALUES.contains(&discard)
                    && self.discards & (1 << value_index(discard)) != 0
            }
        }
    }
}

impl fmt::Debug for Claims {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// The seat left of `seat` at a table of `players`: the next in turn order. (No `%`: a
/// division is slow, and simulations ask this at every turn.)
#[inline]
pub fn next_seat(seat: Seat, players: usize) -> Seat {
    if seat + 1 < players {
        seat + 1
    } else {
        0
    }
}

/// How a turn ended, as far as Murphy and the frustrations go (the claim, if any, is made
/// before): what [`Holdings::end_turn`] settles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TurnEnd {
    /// Whose turn it was.
    pub active: Seat,
    /// Enough ravens: the active player takes the frustrations on the board, or one from the
    /// supply if there are none.
    pub frustration: bool,
    /// Greed: Murphy comes to the active player.
    pub greedy: bool,
    /// The seats whose frustration lies on the board, bit per seat. Without a frustration for
    /// the active player, each of them is paid back.
    pub frustrators: u8,
}

impl TurnEnd {
    /// The end of `active`'s turn on this (turn-ending) board.
    #[inline]
    pub fn of(active: Seat, board: &Board) -> TurnEnd {
        TurnEnd {
            active,
            frustration: frustration_earned(board.ravens),
            greedy: greedy(board.targets, board.ravens),
            frustrators: board.frustrator_bits(),
        }
    }
}

/// What the seats, the middle and the box hold: markers, frustrations and Murphy. Seats from
/// the player count on hold nothing. Fixed arrays, so that it copies without allocating, and
/// the frustrations side by side, so that all seats are checked at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Holdings {
    /// Markers of each seat, as counts per value (lowest value first).
    pub markers: [[u8; VALUES.len()]; MAX_PLAYERS],
    /// Frustrations of each seat.
    pub frustrations: [u32; MAX_PLAYERS],
    /// Markers in the middle, as counts per value.
    pub middle: [u8; VALUES.len()],
    /// Markers in the box, as counts per value.
    pub boxed: [u8; VALUES.len()],
    /// Who holds Murphy (`None`: the middle).
    pub murphy: Option<Seat>,
}

impl Default for Holdings {
    fn default() -> Holdings {
        Holdings::START
    }
}

impl Holdings {
    /// How a game starts: every marker in the middle, nothing anywhere else.
    pub const START: Holdings = Holdings {
        markers: [[0; VALUES.len()]; MAX_PLAYERS],
        frustrations: [0; MAX_PLAYERS],
        middle: [MARKERS_PER_VALUE; VALUES.len()],
        boxed: [0; VALUES.len()],
        murphy: None,
    };

    /// `seat`'s score, part by part.
    #[inline]
    pub fn score_parts(&self, seat: Seat) -> ScoreParts {
        let murphy = self.murphy == Some(seat);
        ScoreParts {
            markers: marker_points(self.markers[seat]),
            frustrations: self.frustrations[seat],
            frustration_cost: frustration_cost(murphy),
            murphy,
        }
    }

    /// `seat`'s score: its markers minus its frustrations' cost.
    #[inline]
    pub fn score(&self, seat: Seat) -> i32 {
        self.score_parts(seat).total()
    }

    /// Markers left in the middle.
    #[inline]
    pub fn markers_left(&self) -> u32 {
        self.middle.iter().map(|&c| u32::from(c)).sum()
    }

    /// True once the middle is empty: the game is over.
    #[inline]
    pub fn middle_is_empty(&self) -> bool {
        self.middle.iter().all(|&c| c == 0)
    }

    /// True if `seat` could claim a marker of `value`: one lies in the middle or with an
    /// opponent. Every marker lies in the middle, in the box or with a seat, as in every game
    /// ([`MARKERS_PER_VALUE`] of each value in all), so that is: `seat` and the box do not hold
    /// them all between them. No opponent needs asking.
    #[inline]
    pub fn claimable(&self, seat: Seat, value: u8) -> bool {
        let t = value_index(value);
        self.markers[seat][t] + self.boxed[t] < MARKERS_PER_VALUE
    }

    /// [`Holdings::claimable`] for every value at once, bit `i` for `VALUES[i]`.
    #[inline]
    pub fn claimable_values(&self, seat: Seat) -> u8 {
        let mine = self.markers[seat];
        (0..VALUES.len()).fold(0, |bits, i| {
            bits | u8::from(mine[i] + self.boxed[i] < MARKERS_PER_VALUE) << i
        })
    }

    /// The claims `active` (at a table of `players`) could make for `target`: the middle if it
    /// holds one, and a steal from each opponent holding one, boxing any value in the middle.
    // Inlined for the simulator (`fast-sim`): its bots ask at every claim.
    #[cfg_attr(feature = "fast-sim", inline)]
    pub fn claims(&self, players: usize, active: Seat, target: u8) -> Claims {
        let t = value_index(target);
        let discards =
            (0..VALUES.len()).fold(0u8, |bits, i| bits | u8::from(self.middle[i] > 0) << i);
        // Every seat at once, without a branch: seats past the players hold nothing, and the
        // active player is masked out afterwards. No steal while the middle is empty.
        let holders =
            (0..MAX_PLAYERS).fold(0u8, |bits, s| bits | u8::from(self.markers[s][t] > 0) << s);
        let victims = holders & !(1 << active) & (1u8 << players.min(MAX_PLAYERS)).wrapping_sub(1);
        let victims = if discards != 0 { victims } else { 0 };
        Claims {
            middle: self.middle[t] > 0,
            victims,
            discards,
        }
    }

    /// `active` makes `claim` for `target`, which must be one of [`Holdings::claims`].
    pub fn claim(&mut self, active: Seat, target: u8, claim: Claim) {
        self.claim_into(active, target, claim, &mut Quiet);
    }

    /// [`Holdings::claim`], telling what moved.
    pub(crate) fn claim_into(
        &mut self,
        active: Seat,
        target: u8,
        claim: Claim,
        ev: &mut impl Sink,
    ) {
        let t = value_index(target);
        let me = Place::Seat(active);
        match claim {
            Claim::Middle => {
                self.middle[t] -= 1;
                self.markers[active][t] += 1;
                ev.push(Event::MarkerMoved {
                    value: target,
                    from: Place::Middle,
                    to: me,
                });
            }
            Claim::Steal { seat, discard } => {
                self.markers[seat][t] -= 1;
                self.markers[active][t] += 1;
                ev.push(Event::MarkerMoved {
                    value: target,
                    from: Place::Seat(seat),
                    to: me,
                });
                let d = value_index(discard);
                self.middle[d] -= 1;
                self.boxed[d] += 1;
                ev.push(Event::MarkerMoved {
                    value: discard,
                    from: Place::Middle,
                    to: Place::Box,
                });
            }
        }
    }

    /// Settles the end of a turn at a table of `players` (RULES.md, "A turn", step 5):
    /// greed brings Murphy to the active player; enough ravens give the active player the
    /// frustrations on the board (or one from the supply); otherwise each frustrator, in seat
    /// order from the left of the active player, takes back their own frustration and one of
    /// the active player's (from the supply once those run out).
    pub fn end_turn(&mut self, players: usize, end: TurnEnd) {
        self.end_turn_into(players, end, &mut Quiet);
    }

    /// [`Holdings::end_turn`], telling what moved.
    pub(crate) fn end_turn_into(&mut self, players: usize, end: TurnEnd, ev: &mut impl Sink) {
        let me = end.active;
        if end.greedy {
            ev.push(Event::MurphyMoved {
                from: self.murphy,
                to: me,
            });
            self.murphy = Some(me);
        }
        if end.frustration {
            if end.frustrators != 0 {
                for _ in 0..end.frustrators.count_ones() {
                    ev.push(Event::FrustrationMoved {
                        from: Pile::Board,
                        to: Pile::Seat(me),
                    });
                }
                self.frustrations[me] += end.frustrators.count_ones();
            } else {
                ev.push(Event::FrustrationMoved {
                    from: Pile::Supply,
                    to: Pile::Seat(me),
                });
                self.frustrations[me] += 1;
            }
        } else if end.frustrators != 0 {
            let mut s = me;
            for _ in 1..players {
                s = next_seat(s, players);
                if end.frustrators & (1 << s) == 0 {
                    continue;
                }
                ev.push(Event::FrustrationMoved {
                    from: Pile::Board,
                    to: Pile::Seat(s),
                });
                let from = if self.frustrations[me] > 0 {
                    self.frustrations[me] -= 1;
                    Pile::Seat(me)
                } else {
                    Pile::Supply
                };
                ev.push(Event::FrustrationMoved {
                    from,
                    to: Pile::Seat(s),
                });
                self.frustrations[s] += PAYBACK;
            }
        }
    }
}
