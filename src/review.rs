//! How well did I play? A finished game's record replayed through its engine, each decision
//! a person made priced against the best choice by exact odds: Heckmeck by the worms the
//! turn can be expected to gain (`heckmeck_bots::review`, the turn solved exactly), Pechvogel
//! by points by the expert's look-ahead (`pechvogel_bots::review`). The engines say what was
//! a decision and whose: a Heckmeck keep, or throwing on against taking a tile; a Pechvogel
//! target, or the answer to a frustration window's question (a pass is no action in the
//! record, so the answers are read back from the action that closed the window). Bots'
//! seats are not reviewed, and a decision with one choice is none.
//!
//! A decision's **cost** is the best choice's value less the chosen one's (never below 0).
//! A person's **accuracy** in a game is the share of their decisions whose cost is at most
//! [`TOLERANCE`] (the best choice, or as good as it to a tenth of a worm or point): a plain
//! figure that a single blunder does not swing as a share of the optimum would.
//!
//! Plain Rust, stepped one action at a time ([`Reviewer::step`]) so the page can yield
//! between steps; beside the registry and `history.rs` as the other places that name the
//! games. The score over the turns ([`score_curve`]) is read from the same replay.

pub mod panel;
pub mod words;

use dice_core::{DiceGame, Seat};

use crate::shell::coach::Choice;
use crate::shell::lang::Lang;
use crate::shell::table_game::TableGame;

/// A cost at most this large counts as the best choice in the accuracy.
pub const TOLERANCE: f64 = 0.1;

/// The unit a game's decisions are priced in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Heckmeck: worms the turn can be expected to gain.
    Worms,
    /// Pechvogel: points the turn can be expected to add.
    Points,
}

/// One decision of a person, priced.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The actions of the record before it: replayed to this many, the table shows the
    /// decision due.
    pub at: usize,
    /// Whose decision.
    pub seat: Seat,
    /// What was chosen, in words.
    pub chosen: String,
    /// What was chosen, as its button's test id (`keep-5`, `take-24`, `roll`, `target-7`,
    /// `frustrate`, `pass`, `reduce`).
    pub chosen_id: String,
    /// The best choice, in words.
    pub best: String,
    /// The chosen choice's value.
    pub chosen_value: f64,
    /// The best choice's value.
    pub best_value: f64,
}

impl Decision {
    /// What the choice cost against the best one (0 when it was the best).
    pub fn cost(&self) -> f64 {
        (self.best_value - self.chosen_value).max(0.0)
    }
}

/// A finished review: every person's priced decisions, in the order they were made.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// The unit of the values and costs.
    pub unit: Unit,
    /// The number of seats.
    pub seats: usize,
    /// The decisions.
    pub decisions: Vec<Decision>,
}

impl Review {
    /// The `n` costliest decisions of `seat`, costliest first (equal costs: the earlier
    /// first); only those that cost anything.
    pub fn costliest(&self, seat: Seat, n: usize) -> Vec<&Decision> {
        let mut of: Vec<&Decision> = self
            .decisions
            .iter()
            .filter(|d| d.seat == seat && d.cost() > 0.0)
            .collect();
        // Stable: the earlier of two equal costs first.
        of.sort_by(|a, b| b.cost().total_cmp(&a.cost()));
        of.truncate(n);
        of
    }

    /// How many decisions `seat` made.
    pub fn count(&self, seat: Seat) -> usize {
        self.decisions.iter().filter(|d| d.seat == seat).count()
    }

    /// `seat`'s accuracy, 0 to 100: the share of its decisions that cost at most
    /// [`TOLERANCE`]; `None` for a seat with no decision (a bot's).
    pub fn accuracy(&self, seat: Seat) -> Option<f64> {
        let n = self.count(seat);
        (n > 0).then(|| {
            let good = self
                .decisions
                .iter()
                .filter(|d| d.seat == seat && d.cost() <= TOLERANCE)
                .count();
            100.0 * good as f64 / n as f64
        })
    }

    /// The total cost of `seat`'s decisions.
    pub fn total_cost(&self, seat: Seat) -> f64 {
        self.decisions
            .iter()
            .filter(|d| d.seat == seat)
            .map(Decision::cost)
            .sum()
    }
}

/// Why a record cannot be reviewed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewError {
    /// A game this table does not know.
    UnknownGame,
    /// The engine refuses the record (or it replays otherwise than it reads).
    Refused,
}

enum Walk {
    Heckmeck {
        game: heckmeck_engine::Game,
        actions: Vec<heckmeck_engine::Action>,
    },
    Pechvogel {
        table: pechvogel_engine::Table,
        actions: Vec<pechvogel_engine::Action>,
    },
}

/// A review under way: the record replayed action by action, each person's decision priced
/// as it comes.
pub struct Reviewer {
    walk: Walk,
    people: Vec<bool>,
    lang: Lang,
    at: usize,
    decisions: Vec<Decision>,
}

/// The record of `game` replayed, and its start (options kept).
fn start<G: TableGame>(record: &str) -> Result<(G, G), ReviewError> {
    let full = G::replay_json(record).map_err(|_| ReviewError::Refused)?;
    let fresh = full.history_to(0).0;
    Ok((full, fresh))
}

impl Reviewer {
    /// A review of `record` of `game` (its engine's id); `people[seat]`: a person played the
    /// seat (only theirs are priced); the choices worded in `lang`.
    pub fn new(
        game: &str,
        record: &str,
        people: Vec<bool>,
        lang: Lang,
    ) -> Result<Reviewer, ReviewError> {
        let walk = if game == <heckmeck_engine::Game as DiceGame>::ID {
            let (full, fresh) = start::<heckmeck_engine::Game>(record)?;
            Walk::Heckmeck {
                actions: full.actions().to_vec(),
                game: fresh,
            }
        } else if game == <pechvogel_engine::Table as DiceGame>::ID {
            let (full, fresh) = start::<pechvogel_engine::Table>(record)?;
            Walk::Pechvogel {
                actions: full.game().actions().to_vec(),
                table: fresh,
            }
        } else {
            return Err(ReviewError::UnknownGame);
        };
        Ok(Reviewer {
            walk,
            people,
            lang,
            at: 0,
            decisions: Vec::new(),
        })
    }

    /// The unit the game is priced in.
    pub fn unit(&self) -> Unit {
        match self.walk {
            Walk::Heckmeck { .. } => Unit::Worms,
            Walk::Pechvogel { .. } => Unit::Points,
        }
    }

    /// The actions replayed so far and the record's length.
    pub fn progress(&self) -> (usize, usize) {
        let total = match &self.walk {
            Walk::Heckmeck { actions, .. } => actions.len(),
            Walk::Pechvogel { actions, .. } => actions.len(),
        };
        (self.at, total)
    }

    /// Replays the next action, pricing the decision (or the window's answers) before it if
    /// a person made it. `Ok(false)` once the record is replayed whole.
    pub fn step(&mut self) -> Result<bool, ReviewError> {
        let (at, lang) = (self.at, self.lang);
        let person = |seat: Seat| self.people.get(seat).copied().unwrap_or(false);
        let mut priced = Vec::new();
        match &mut self.walk {
            Walk::Heckmeck { game, actions } => {
                let Some(&action) = actions.get(at) else {
                    return Ok(false);
                };
                heckmeck_step(game, action, at, lang, &person, &mut priced)?;
            }
            Walk::Pechvogel { table, actions } => {
                let Some(&action) = actions.get(at) else {
                    return Ok(false);
                };
                pechvogel_step(table, action, at, lang, &person, &mut priced)?;
            }
        }
        self.decisions.append(&mut priced);
        self.at += 1;
        Ok(true)
    }

    /// The review so far (whole once [`Reviewer::step`] said `Ok(false)`).
    pub fn review(&self) -> Review {
        Review {
            unit: self.unit(),
            seats: self.people.len(),
            decisions: self.decisions.clone(),
        }
    }

    /// Reviews the whole record at once (tests, the command line's speed).
    pub fn run(mut self) -> Result<Review, ReviewError> {
        while self.step()? {}
        Ok(self.review())
    }
}

/// The decision among `choices` (best first, as the coach words them) that was `chosen`,
/// priced; `None` when there was no choice.
fn priced(choices: &[Choice], chosen: &str, at: usize, seat: Seat) -> Option<Decision> {
    if choices.len() < 2 {
        return None;
    }
    let best = choices.first()?;
    let mine = choices.iter().find(|c| c.id == chosen)?;
    Some(Decision {
        at,
        seat,
        chosen: mine.what.clone(),
        chosen_id: mine.id.clone(),
        best: best.what.clone(),
        chosen_value: mine.value,
        best_value: best.value,
    })
}

fn heckmeck_step(
    game: &mut heckmeck_engine::Game,
    action: heckmeck_engine::Action,
    at: usize,
    lang: Lang,
    person: &dyn Fn(Seat) -> bool,
    out: &mut Vec<Decision>,
) -> Result<(), ReviewError> {
    use heckmeck_engine::{Action, Awaiting};
    let chooses = matches!(
        game.awaiting(),
        Awaiting::Keep | Awaiting::RollOrTake | Awaiting::Take
    );
    if let (true, Some(seat)) = (chooses, game.active()) {
        if person(seat) {
            let chosen = match action {
                Action::Keep(f) => format!("keep-{f}"),
                Action::Take(t) => format!("take-{t}"),
                Action::Roll(_) => "roll".to_string(),
            };
            let choices: Vec<Choice> = heckmeck_bots::review::choices(game)
                .iter()
                .map(|p| crate::heckmeck::coach::choice(game, p, lang))
                .collect();
            out.extend(priced(&choices, &chosen, at, seat));
        }
    }
    game.apply(action).map_err(|_| ReviewError::Refused)?;
    Ok(())
}

fn pechvogel_step(
    table: &mut pechvogel_engine::Table,
    action: pechvogel_engine::Action,
    at: usize,
    lang: Lang,
    person: &dyn Fn(Seat) -> bool,
    out: &mut Vec<Decision>,
) -> Result<(), ReviewError> {
    use pechvogel_engine::table::{Due, Question};
    use pechvogel_engine::Action;
    let price = |table: &pechvogel_engine::Table, question, chosen: &str, seat| {
        let choices: Vec<Choice> = pechvogel_bots::review::choices(table)
            .iter()
            .map(|p| crate::pechvogel::coach::choice(p, question, lang))
            .collect();
        priced(&choices, chosen, at, seat)
    };
    // A window's questions, answered as the action that closed it says: a seat among the
    // frustrators said yes, a reduce is the active player's yes, anything else a pass.
    let recorded = table.game().actions().len();
    let mut asked = 0;
    while let Due::Ask(q) = table.due() {
        asked += 1;
        if asked > 2 * pechvogel_engine::MAX_PLAYERS + 2 {
            return Err(ReviewError::Refused);
        }
        let yes = match (q, action) {
            (Question::Start(s) | Question::Join(s), Action::Frustrate(list)) => {
                list.iter().any(|x| x == s)
            }
            (Question::Reduce(_), Action::Reduce) => true,
            _ => false,
        };
        if person(q.seat()) {
            let id = match (yes, q) {
                (true, Question::Reduce(_)) => "reduce",
                (true, _) => "frustrate",
                (false, _) => "pass",
            };
            out.extend(price(table, Some(q), id, q.seat()));
        }
        table.answer(yes).map_err(|_| ReviewError::Refused)?;
        if table.game().actions().len() > recorded {
            // The answers closed the window with the recorded action itself.
            return match table.game().actions().last() {
                Some(&a) if a == action => Ok(()),
                _ => Err(ReviewError::Refused),
            };
        }
    }
    if let (Due::Target(seat), Action::Target(v)) = (table.due(), action) {
        if person(seat) {
            out.extend(price(table, None, &format!("target-{v}"), seat));
        }
    }
    table.apply(action).map_err(|_| ReviewError::Refused)?;
    Ok(())
}

/// Each seat's score over the game: at the start, then after every turn (a new turn begins,
/// or the game ends); one list of scores per point. `None` for a record that does not replay.
pub fn score_curve(game: &str, record: &str) -> Option<Vec<Vec<i32>>> {
    fn curve<G: TableGame>(
        record: &str,
        mut apply_each: impl FnMut(&mut G, usize) -> bool,
        len: impl Fn(&G) -> usize,
    ) -> Option<Vec<Vec<i32>>> {
        let (full, mut g) = start::<G>(record).ok()?;
        let n = full.player_count();
        let scores = |g: &G| (0..n).map(|s| g.score(s)).collect::<Vec<i32>>();
        let mut out = vec![scores(&g)];
        for i in 0..len(&full) {
            if !apply_each(&mut g, i) {
                return None;
            }
            if g.turn_starts() || g.is_over() {
                out.push(scores(&g));
            }
        }
        Some(out)
    }
    if game == <heckmeck_engine::Game as DiceGame>::ID {
        let actions = heckmeck_engine::Game::replay_json(record)
            .ok()?
            .actions()
            .to_vec();
        curve::<heckmeck_engine::Game>(
            record,
            |g, i| g.apply(actions[i]).is_ok(),
            |f| f.actions().len(),
        )
    } else if game == <pechvogel_engine::Table as DiceGame>::ID {
        let actions = pechvogel_engine::Table::replay_json(record)
            .ok()?
            .game()
            .actions()
            .to_vec();
        curve::<pechvogel_engine::Table>(
            record,
            |t, i| t.apply(actions[i]).is_ok(),
            |f| f.game().actions().len(),
        )
    } else {
        None
    }
}

#[cfg(test)]
mod tests;
