//! The expert's model of a turn's end against the engine. From every position of many games
//! of bots, the rest of the turn is played out in the engine every way the expert values it:
//! opponents spending frustrations or the active player reducing, then each throw that ends
//! the turn, then each claim the expert weighs. The holdings the engine ends with must be the
//! ones the expert predicts ([`Position::settle`]): who gets which marker and what goes to the
//! box, the frustrations taken or paid back, and Murphy. Where the engine has no claim due,
//! the expert must see none either.

use dice_core::{play_to_end, Bots, Level, Rng};
use pechvogel_engine::table::Due;
use pechvogel_engine::{Action, Awaiting, Face, Game, Move, Table, Throw, MIN_PLAYERS};

use super::*;
use crate::{easy, normal};

/// The bots of every level, played here from their own modules rather than through the
/// crate's dispatch (which sits above the expert and would make this test import back up).
/// The expert asks as the crate's `answer` does: with the seats that started the window.
struct Lineup;

impl Bots<Table> for Lineup {
    fn choose(level: Level, table: &Table, rng: &mut Rng) -> Option<Move> {
        let game = table.game();
        match table.due() {
            Due::Target(seat) => {
                let first = game.first_throw_ref()?;
                Some(Move::Target(match level {
                    Level::Easy => easy::target(first, rng),
                    Level::Normal => normal::target(game, seat, first),
                    Level::Expert => target(game, seat, first),
                }))
            }
            Due::Ask(question) => Some(Move::Answer(match level {
                Level::Easy => easy::answer(game, question, rng),
                Level::Normal => normal::answer(game, question),
                Level::Expert => {
                    let window = table.window();
                    let started = (0..game.player_count())
                        .filter(|&s| window.frustrates(s))
                        .fold(0u8, |bits, s| bits | 1 << s);
                    answer(game, question, started)
                }
            })),
            Due::Claim(seat) => match level {
                Level::Easy => easy::claim(&game.claims(), rng),
                Level::Normal => normal::claim(game, seat),
                Level::Expert => claim(game, seat),
            }
            .map(Move::Claim),
            Due::Throw { .. } => Some(Move::Throw),
            Due::Over => None,
        }
    }
}

/// A throw of `n` dice: `targets` showing the target, `ravens` ravens, the rest another number.
fn crafted(n: u8, target: u8, targets: u8, ravens: u8) -> Throw {
    let other = VALUES.iter().copied().find(|&v| v != target).unwrap();
    let mut faces = vec![Face::Number(target); usize::from(targets)];
    faces.extend(std::iter::repeat_n(Face::Raven, usize::from(ravens)));
    faces.extend(std::iter::repeat_n(
        Face::Number(other),
        usize::from(n - targets - ravens),
    ));
    Throw::new(&faces).unwrap()
}

/// How the rest of the turn was played before the throw that ends it.
#[derive(Clone, Copy, Debug)]
struct LeadIn {
    /// Frustrators whose frustration went to the board, bit per seat.
    spent: u8,
    /// The active player reduced.
    reduced: bool,
}

/// Compares the end of the turn from `g`, which stands at the throw that ends it (a claim is
/// due, or a window is open on it, or the turn is already over) on the board `(t, r)`.
fn compare(pos: &Position, g: &Game, target: u8, (t, r): (u8, u8), lead: LeadIn) -> usize {
    let end = End {
        frustration: frustration_earned(r),
        greedy: greedy(t, r),
        reduced: lead.reduced,
        spent: lead.spent,
    };
    let mut options = [Claim::Middle; MAX_PLAYERS];
    let len = pos.claims(target, pos.lowest_in_middle(), &mut options);
    let claim_due = g.awaiting() == Awaiting::Claim || g.claim_due();
    let why = || format!("{} (t {t}, r {r}, {lead:?})", g.record().to_json_string());
    assert_eq!(claim_due, claim_earned(t) && len > 0, "{}", why());
    if claim_due {
        for &c in &options[..len] {
            let mut h = g.clone();
            h.apply(Action::Claim(c))
                .unwrap_or_else(|e| panic!("{c:?}: {e}; {}", why()));
            assert_eq!(h.holdings(), &pos.settle(target, end, Some(c)), "{}", why());
        }
        return len;
    }
    let after = match g.turn_end_preview() {
        Some((after, _)) => after,
        None => {
            assert!(
                matches!(g.awaiting(), Awaiting::FirstRoll | Awaiting::GameOver),
                "{}",
                why()
            );
            g.clone()
        }
    };
    assert_eq!(
        after.holdings(),
        &pos.settle(target, end, None),
        "{}",
        why()
    );
    1
}

/// Every throw that ends the turn from `g` (the target chosen, the turn going on), compared.
fn throws_from(pos: &Position, g: &Game, target: u8, lead: LeadIn) -> usize {
    let board = g.board();
    if board.turn_ends() {
        // A window on the throw that ends the turn: it passes, or a claim comes first.
        return compare(pos, g, target, (board.targets, board.ravens), lead);
    }
    let n = board.dice_left();
    let mut checked = 0;
    for a in 0..=n {
        for b in 0..=n - a {
            let (t, r) = (board.targets + a, board.ravens + b);
            if !turn_ends(t, r) {
                continue;
            }
            let mut h = g.clone();
            h.apply(Action::Roll(crafted(n, target, a, b))).unwrap();
            checked += compare(pos, &h, target, (t, r), lead);
        }
    }
    checked
}

/// Every end the expert values from the position `game`, compared; returns how many.
fn check_position(game: &Game) -> usize {
    let pos = Position::of(game, Scale::Win);
    let none = LeadIn {
        spent: 0,
        reduced: false,
    };
    match game.awaiting() {
        Awaiting::Target => {
            // Each target the first throw offers, as the expert's `target` weighs them.
            let first = game.first_throw().unwrap();
            let mut checked = 0;
            for v in first.numbers() {
                let mut g = game.clone();
                g.apply(Action::Target(v)).unwrap();
                let (t, r) = (first.count(Face::Number(v)), first.ravens());
                checked += if turn_ends(t, r) {
                    compare(&pos, &g, v, (t, r), none)
                } else {
                    throws_from(&pos, &g, v, none)
                };
            }
            checked
        }
        Awaiting::Roll | Awaiting::Reroll | Awaiting::Window | Awaiting::Claim => {
            let target = game.board().target.unwrap();
            let mut checked = if game.awaiting() == Awaiting::Claim {
                let b = game.board();
                compare(&pos, game, target, (b.targets, b.ravens), none)
            } else {
                throws_from(&pos, game, target, none)
            };
            // Each group of opponents who may frustrate now, and a reduce.
            let legal = game.legal_actions();
            let k = legal.frustrators.len();
            for mask in 1u32..1 << k {
                let group: Vec<Seat> = (0..k)
                    .filter(|i| mask & 1 << i != 0)
                    .map(|i| legal.frustrators[i])
                    .collect();
                let spent = group.iter().fold(0u8, |bits, &s| bits | 1 << s);
                let mut g = game.clone();
                g.apply(Action::frustrate(&group).unwrap()).unwrap();
                let lead = LeadIn {
                    spent,
                    reduced: false,
                };
                checked += throws_from(&pos, &g, target, lead);
            }
            if legal.reduce {
                let mut g = game.clone();
                g.apply(Action::Reduce).unwrap();
                let lead = LeadIn {
                    spent: 0,
                    reduced: true,
                };
                checked += throws_from(&pos, &g, target, lead);
            }
            checked
        }
        Awaiting::FirstRoll | Awaiting::GameOver => 0,
    }
}

#[test]
fn the_experts_turn_end_is_the_engines() {
    let levels = [Level::Easy, Level::Normal, Level::Expert];
    let mut checked = 0;
    for seed in 0..24u64 {
        // Every table size in turn.
        let sizes = (MAX_PLAYERS - MIN_PLAYERS + 1) as u64;
        let n = MIN_PLAYERS + (seed % sizes) as usize;
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let lineup: Vec<Level> = (0..n)
            .map(|s| levels[(s + seed as usize) % levels.len()])
            .collect();
        let mut table = Table::new(Game::new(names.clone()).unwrap());
        play_to_end::<Table, Lineup>(&mut table, &lineup, seed).unwrap();
        let mut g = Game::new(names).unwrap();
        for &a in table.game().actions() {
            checked += check_position(&g);
            g.apply(a).unwrap();
        }
    }
    assert!(checked > 10_000, "only {checked} ends compared");
}
