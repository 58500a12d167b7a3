//! The statistics per person and game, from the history's games: games played, wins and
//! win share by number of players, mean and best score, Heckmeck's failed turns and worms
//! per turn, Pechvogel's frustrations dealt and suffered, the rating ([`super::rating`]).
//! Every count comes from the engine's digest of a record ([`super::Digest`]); nothing here
//! knows a rule. A shared win counts as a win for each winner.

use dice_core::Level;

use super::book::Book;
use super::rating;
use super::Referee;
use crate::shell::seats::SeatKind;

/// One person's (or bot level's) figures in one game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Line {
    /// The game's id.
    pub game: String,
    /// The name (a bot's: as its seat was named).
    pub name: String,
    /// A bot's level (bots are counted apart from a person of the same name).
    pub bot: Option<Level>,
    /// Games played.
    pub games: u32,
    /// Games won.
    pub wins: u32,
    /// By number of players (ascending): the number, games and wins.
    pub by_players: Vec<(usize, (u32, u32))>,
    /// The sum of final scores.
    pub score_sum: i64,
    /// The best final score.
    pub best: i32,
    /// Turns played.
    pub turns: u32,
    /// Heckmeck: failed turns.
    pub failed: Option<u32>,
    /// Pechvogel: frustrations dealt.
    pub dealt: Option<u32>,
    /// Pechvogel: frustrations suffered.
    pub suffered: Option<u32>,
    /// The rating now (a bot's: its anchor).
    pub rating: f64,
    /// A person's rating after each game, oldest first (empty for a bot).
    pub ratings: Vec<f64>,
    /// Each final score, oldest first (the spread's picture).
    pub scores: Vec<i32>,
    /// The sum of the accuracies of the games reviewed, and how many.
    pub accuracy_sum: (f64, u32),
}

impl Line {
    /// The share of games won, 0 to 1.
    pub fn win_share(&self) -> f64 {
        share(self.wins, self.games)
    }

    /// The mean accuracy over the games reviewed (see `crate::review`), 0 to 100.
    pub fn accuracy(&self) -> Option<f64> {
        let (sum, n) = self.accuracy_sum;
        (n > 0).then(|| sum / f64::from(n))
    }

    /// The mean final score.
    pub fn mean_score(&self) -> f64 {
        self.score_sum as f64 / f64::from(self.games.max(1))
    }

    /// Heckmeck: worms per turn (the final worms over the turns played).
    pub fn worms_per_turn(&self) -> Option<f64> {
        self.failed
            .map(|_| self.score_sum as f64 / f64::from(self.turns.max(1)))
    }
}

fn share(part: u32, whole: u32) -> f64 {
    if whole == 0 {
        0.0
    } else {
        f64::from(part) / f64::from(whole)
    }
}

fn add(to: &mut Option<u32>, n: Option<u32>) {
    if let Some(n) = n {
        *to = Some(to.unwrap_or(0) + n);
    }
}

/// Every person's and bot's figures, per game (in order of the games' ids): people first,
/// by rating (highest first), then bots. A person is counted by name; a bot by name and
/// level (a person and a bot of one name are two lines).
pub fn stats(book: &Book, referee: &dyn Referee) -> Vec<Line> {
    let mut lines: Vec<Line> = Vec::new();
    let mut per_game: Vec<(String, Vec<Vec<rating::Seat>>)> = Vec::new();
    for g in book.games() {
        let e = &g.entry;
        let n = e.seats.len();
        let mut seats = Vec::with_capacity(n);
        for (i, s) in e.seats.0.iter().enumerate() {
            let bot = s.kind.bot();
            let score = g.digest.scores.get(i).copied().unwrap_or(0);
            let won = g.digest.winners.contains(&i);
            let at = match lines
                .iter()
                .position(|l| l.game == e.game && l.name == s.name && l.bot == bot)
            {
                Some(at) => at,
                None => {
                    lines.push(Line {
                        game: e.game.clone(),
                        name: s.name.clone(),
                        bot,
                        best: i32::MIN,
                        ..Line::default()
                    });
                    lines.len() - 1
                }
            };
            let line = &mut lines[at];
            line.games += 1;
            line.wins += u32::from(won);
            match line.by_players.iter_mut().find(|(k, _)| *k == n) {
                Some((_, by)) => {
                    by.0 += 1;
                    by.1 += u32::from(won);
                }
                None => {
                    line.by_players.push((n, (1, u32::from(won))));
                    line.by_players.sort_unstable_by_key(|(k, _)| *k);
                }
            }
            line.score_sum += i64::from(score);
            line.scores.push(score);
            if let Some(Some(a)) = e.accuracy.get(i) {
                line.accuracy_sum.0 += a;
                line.accuracy_sum.1 += 1;
            }
            line.best = line.best.max(score);
            if let Some(t) = g.digest.tallies.get(i) {
                line.turns += t.turns;
                add(&mut line.failed, t.failed);
                add(&mut line.dealt, t.dealt);
                add(&mut line.suffered, t.suffered);
            }
            seats.push(rating::Seat {
                who: s.name.clone(),
                bot,
                score,
                winner: won,
            });
        }
        match per_game.iter_mut().find(|(id, _)| *id == e.game) {
            Some((_, games)) => games.push(seats),
            None => per_game.push((e.game.clone(), vec![seats])),
        }
    }
    for (game, games) in &per_game {
        let anchors = referee.anchors(game).unwrap_or([rating::START; 3]);
        let rated = rating::ratings(games, anchors);
        for line in lines.iter_mut().filter(|l| &l.game == game) {
            match line.bot {
                Some(level) => line.rating = rating::anchor(anchors, level),
                None => {
                    line.ratings = rated.of(&line.name).to_vec();
                    line.rating = rated.now(&line.name);
                }
            }
        }
    }
    lines.sort_by(|a, b| {
        (&a.game, a.bot.is_some())
            .cmp(&(&b.game, b.bot.is_some()))
            .then(b.rating.total_cmp(&a.rating))
            .then(a.name.cmp(&b.name))
    });
    lines
}

/// A number with `places` decimals, a point, no exponent (for the CSV and the page).
pub fn fixed(x: f64, places: u32) -> String {
    let scale = 10i64.pow(places);
    let n = (x * scale as f64).round() as i64;
    let sign = if n < 0 { "-" } else { "" };
    let n = n.unsigned_abs();
    let whole = n / scale as u64;
    if places == 0 {
        format!("{sign}{whole}")
    } else {
        let frac = n % scale as u64;
        format!("{sign}{whole}.{frac:0width$}", width = places as usize)
    }
}

/// The statistics as CSV (RFC 4180): one row per person and game with every count (`all`
/// players), then one per number of players.
pub fn csv(lines: &[Line]) -> String {
    let mut out = String::from(
        "game,name,kind,players,games,wins,win_share,mean_score,best_score,turns,\
         failed_turns,worms_per_turn,frustrations_dealt,frustrations_suffered,rating\r\n",
    );
    let opt = |n: Option<u32>| n.map(|n| n.to_string()).unwrap_or_default();
    for l in lines {
        let kind = l.bot.map_or(SeatKind::Human, SeatKind::Bot).as_str();
        let name = cell(&l.name);
        out += &format!(
            "{},{name},{kind},all,{},{},{},{},{},{},{},{},{},{},{}\r\n",
            l.game,
            l.games,
            l.wins,
            fixed(l.win_share(), 3),
            fixed(l.mean_score(), 2),
            l.best,
            l.turns,
            opt(l.failed),
            l.worms_per_turn().map(|w| fixed(w, 3)).unwrap_or_default(),
            opt(l.dealt),
            opt(l.suffered),
            fixed(l.rating, 0),
        );
        for (n, (games, wins)) in &l.by_players {
            out += &format!(
                "{},{name},{kind},{n},{games},{wins},{},,,,,,,,\r\n",
                l.game,
                fixed(share(*wins, *games), 3)
            );
        }
    }
    out
}

/// A CSV cell: quoted when it holds a comma, a quote or a line break; a leading `=`, `+`,
/// `-` or `@` gets a `'` so a spreadsheet never runs a name as a formula.
fn cell(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@']) {
        format!("'{text}")
    } else {
        text.to_string()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_with_a_point_and_fixed_places() {
        assert_eq!(fixed(0.5, 3), "0.500");
        assert_eq!(fixed(-1.25, 2), "-1.25");
        assert_eq!(fixed(1523.6, 0), "1524");
        assert_eq!(fixed(-0.0004, 3), "0.000");
    }

    #[test]
    fn a_csv_cell_is_quoted_and_never_a_formula() {
        assert_eq!(cell("Ann"), "Ann");
        assert_eq!(cell("A, B"), "\"A, B\"");
        assert_eq!(cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(cell("=SUM(A1)"), "'=SUM(A1)");
    }
}
