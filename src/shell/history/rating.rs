//! An Elo rating per person and game. A game of several players counts as a result between
//! every two of them (the higher final score wins the pair; equal scores are a draw unless
//! the engine named one of the two a winner, as Heckmeck's highest tile decides a tie).
//! After each game every person moves by `K / (n - 1)` times the sum over the others of
//! (result − expected), so a game moves a rating about as much however many play. Bots
//! never move: they are the anchors, rated from the simulator's measured results between
//! the levels ([`Measured`], [`anchors`]), with the normal bot at [`START`], where every
//! newcomer starts.

use dice_core::Level;

/// Where a newcomer starts, and where the normal bot sits.
pub const START: f64 = 1500.0;

/// How far one game can move a rating (the usual Elo factor for a player with few games).
pub const K: f64 = 32.0;

/// The win shares the simulator measured between the bots' levels, heads-up (two players,
/// each pairing played with both seat orders and the two shares averaged, so the first
/// player's edge cancels out).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measured {
    /// The expert's share of wins against the normal bot.
    pub expert_normal: f64,
    /// The normal bot's share against the easy one.
    pub normal_easy: f64,
    /// The expert's share against the easy bot.
    pub expert_easy: f64,
}

/// The Elo difference that makes `share` the expected result.
pub fn difference(share: f64) -> f64 {
    let share = share.clamp(0.001, 0.999);
    400.0 * (share / (1.0 - share)).log10()
}

/// The ratings of the easy, normal and expert bot: the three measured differences fitted
/// by least squares (the three pairings need not add up exactly), the normal bot at
/// [`START`]. With the normal bot at 0, easy at `b` and the expert at `a`, the fit solves
/// `2a − b = d(E,N) + d(E,e)` and `2b − a = −(d(N,e) + d(E,e))`.
pub fn anchors(m: Measured) -> [f64; 3] {
    let (en, ne, ee) = (
        difference(m.expert_normal),
        difference(m.normal_easy),
        difference(m.expert_easy),
    );
    let (s1, s2) = (en + ee, -(ne + ee));
    let expert = (2.0 * s1 + s2) / 3.0;
    let easy = (s1 + 2.0 * s2) / 3.0;
    [START + easy, START, START + expert]
}

/// A bot level's anchor among `anchors` (easy, normal, expert).
pub fn anchor(anchors: [f64; 3], level: Level) -> f64 {
    match level {
        Level::Easy => anchors[0],
        Level::Normal => anchors[1],
        Level::Expert => anchors[2],
    }
}

/// One seat of a game as the rating sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct Seat {
    /// Who (a person's name, or a bot's key).
    pub who: String,
    /// A bot's level (its rating is its anchor).
    pub bot: Option<Level>,
    /// The final score.
    pub score: i32,
    /// Named a winner by the engine.
    pub winner: bool,
}

/// Each person's ratings, game by game (a list: a history holds a few dozen people, and a
/// map's code would cost the browser's build more than the search).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ratings(pub Vec<(String, Vec<f64>)>);

impl Ratings {
    /// `who`'s ratings after each of their games (empty if none).
    pub fn of(&self, who: &str) -> &[f64] {
        self.0
            .iter()
            .find(|(w, _)| w == who)
            .map_or(&[], |(_, r)| r.as_slice())
    }

    /// `who`'s rating now ([`START`] before a first game).
    pub fn now(&self, who: &str) -> f64 {
        self.of(who).last().copied().unwrap_or(START)
    }

    fn push(&mut self, who: &str, rating: f64) {
        match self.0.iter_mut().find(|(w, _)| w == who) {
            Some((_, r)) => r.push(rating),
            None => self.0.push((who.to_string(), vec![rating])),
        }
    }
}

impl std::ops::Index<&str> for Ratings {
    type Output = [f64];
    fn index(&self, who: &str) -> &[f64] {
        self.of(who)
    }
}

/// The expected result of a player rated `a` against one rated `b`.
pub fn expected(a: f64, b: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((b - a) / 400.0))
}

/// The result of `a` against `b` in one game: 1 won, 0.5 draw, 0 lost.
pub fn result(a: &Seat, b: &Seat) -> f64 {
    match a.score.cmp(&b.score) {
        std::cmp::Ordering::Greater => 1.0,
        std::cmp::Ordering::Less => 0.0,
        std::cmp::Ordering::Equal => match (a.winner, b.winner) {
            (true, false) => 1.0,
            (false, true) => 0.0,
            _ => 0.5,
        },
    }
}

/// Every person's rating after each game, the games in the order played: who, and the
/// ratings after each of their games (the last is the rating now), in order of first game.
pub fn ratings(games: &[Vec<Seat>], anchors: [f64; 3]) -> Ratings {
    let mut out = Ratings::default();
    for seats in games {
        let now: Vec<f64> = seats
            .iter()
            .map(|s| match s.bot {
                Some(level) => anchor(anchors, level),
                None => out.now(&s.who),
            })
            .collect();
        let n = seats.len();
        if n < 2 {
            continue;
        }
        for (i, s) in seats.iter().enumerate() {
            if s.bot.is_some() {
                continue;
            }
            let sum: f64 = (0..n)
                .filter(|&j| j != i)
                .map(|j| result(s, &seats[j]) - expected(now[i], now[j]))
                .sum();
            let after = now[i] + K / (n - 1) as f64 * sum;
            out.push(&s.who, after);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn person(who: &str, score: i32, winner: bool) -> Seat {
        Seat {
            who: who.to_string(),
            bot: None,
            score,
            winner,
        }
    }

    fn bot(level: Level, score: i32, winner: bool) -> Seat {
        Seat {
            who: level.as_str().to_string(),
            bot: Some(level),
            score,
            winner,
        }
    }

    const FLAT: [f64; 3] = [START, START, START];

    #[test]
    fn two_newcomers_move_by_half_k() {
        let r = ratings(
            &[vec![person("Ann", 30, true), person("Ben", 10, false)]],
            FLAT,
        );
        assert_eq!(r["Ann"], [START + K / 2.0]);
        assert_eq!(r["Ben"], [START - K / 2.0]);
    }

    #[test]
    fn a_draw_between_equals_moves_nobody_and_the_engines_winner_breaks_a_tie() {
        let r = ratings(
            &[vec![person("Ann", 5, true), person("Ben", 5, true)]],
            FLAT,
        );
        assert_eq!(r["Ann"], [START]);
        let r = ratings(
            &[vec![person("Ann", 5, true), person("Ben", 5, false)]],
            FLAT,
        );
        assert_eq!(r["Ann"], [START + K / 2.0]);
    }

    #[test]
    fn bots_are_anchors_and_never_move() {
        let anchors = [1300.0, 1500.0, 1700.0];
        let games = vec![
            vec![person("Ann", 30, true), bot(Level::Expert, 10, false)],
            vec![person("Ann", 30, true), bot(Level::Expert, 10, false)],
        ];
        let r = ratings(&games, anchors);
        assert!(r.of("expert").is_empty());
        // Beating a bot 200 points above: 32 × (1 − 0.2403) = 24.31.
        let first = START + K * (1.0 - expected(START, 1700.0));
        assert!((r["Ann"][0] - first).abs() < 1e-9);
        assert!((first - 1524.31).abs() < 0.01, "{first}");
        let second = first + K * (1.0 - expected(first, 1700.0));
        assert!((r["Ann"][1] - second).abs() < 1e-9);
        // Losing to the easy bot costs more than losing to the expert.
        let lost_easy = ratings(
            &[vec![person("A", 0, false), bot(Level::Easy, 9, true)]],
            anchors,
        );
        let lost_expert = ratings(
            &[vec![person("A", 0, false), bot(Level::Expert, 9, true)]],
            anchors,
        );
        assert!(lost_easy["A"][0] < lost_expert["A"][0]);
    }

    #[test]
    fn several_players_count_as_pairs_scaled_by_the_others() {
        // Ann beats both, Ben beats Cem: Ann +2 × 0.5 × 32/2 = +16, Ben 0, Cem −16.
        let r = ratings(
            &[vec![
                person("Ann", 9, true),
                person("Ben", 5, false),
                person("Cem", 1, false),
            ]],
            FLAT,
        );
        assert_eq!(r["Ann"], [START + 16.0]);
        assert_eq!(r["Ben"], [START]);
        assert_eq!(r["Cem"], [START - 16.0]);
        // The points a game hands out among people add up to nothing.
        let sum: f64 = r.0.iter().map(|(_, v)| v[0] - START).sum();
        assert!(sum.abs() < 1e-9);
    }

    #[test]
    fn the_anchors_fit_the_measured_differences() {
        assert!((difference(0.5)).abs() < 1e-12);
        assert!((difference(10.0 / 11.0) - 400.0).abs() < 1e-9);
        // Consistent measurements are fitted exactly.
        let m = Measured {
            expert_normal: expected(1700.0, 1500.0),
            normal_easy: expected(1500.0, 1200.0),
            expert_easy: expected(1700.0, 1200.0),
        };
        let a = anchors(m);
        for (got, want) in a.iter().zip([1200.0, 1500.0, 1700.0]) {
            assert!((got - want).abs() < 1e-6, "{a:?}");
        }
    }
}
