//! Heckmeck's game log in plain words: every engine [`Event`] told as the rulebook would
//! say it. Pure, so the wording is tested natively.

use heckmeck_engine::{worms, Event, Face, Failure, Seat};

use crate::shell::log::{sentence, LineKind};

/// Tells events in order, remembering whose turn it is.
#[derive(Clone, Debug, Default)]
pub struct Narrator {
    names: Vec<String>,
}

/// A face in words: "4" or "worm".
fn face_word(f: Face) -> String {
    if f.is_worm() {
        "worm".into()
    } else {
        f.value().to_string()
    }
}

/// A small count in words: "one" … "eight".
fn number_word(n: u8) -> &'static str {
    const WORDS: [&str; 9] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight",
    ];
    WORDS.get(usize::from(n)).copied().unwrap_or("many")
}

/// "one 4", "two 4s", "three worms"
fn count_of(n: u8, face: Face) -> String {
    let plural = if n == 1 { "" } else { "s" };
    format!("{} {}{plural}", number_word(n), face_word(face))
}

/// "the 24 (one worm)", "the 33 (four worms)"
fn tile(t: u8) -> String {
    let w = worms(t);
    let plural = if w == 1 { "" } else { "s" };
    format!("the {t} ({} worm{plural})", number_word(w))
}

impl Narrator {
    /// A narrator for these players.
    pub fn new(names: Vec<String>) -> Narrator {
        Narrator { names }
    }

    fn name(&self, seat: Seat) -> &str {
        self.names.get(seat).map_or("?", String::as_str)
    }

    /// A player called "You" (the lone human's default name) is spoken to.
    fn is_you(&self, seat: Seat) -> bool {
        self.name(seat) == "You"
    }

    /// Subject and verb: "Nicole throws", "You throw".
    fn does(&self, seat: Seat, third: &str, second: &str) -> String {
        if self.is_you(seat) {
            format!("you {second}")
        } else {
            format!("{} {third}", self.name(seat))
        }
    }

    /// As an object: "Nicole", "you".
    fn whom(&self, seat: Seat) -> String {
        if self.is_you(seat) {
            "you".into()
        } else {
            self.name(seat).into()
        }
    }

    /// Possessive: "Nicole's", "your".
    fn whose(&self, seat: Seat) -> String {
        if self.is_you(seat) {
            "your".into()
        } else {
            format!("{}'s", self.name(seat))
        }
    }

    /// The sentence for one event, if it deserves one (capitalised).
    pub fn tell(&mut self, event: &Event) -> Option<(String, LineKind)> {
        use LineKind::*;
        let (text, kind) = match *event {
            Event::Thrown { seat, throw } => {
                let faces: Vec<String> = throw.sorted().map(face_word).collect();
                let dice = if throw.len() == 1 { "die" } else { "dice" };
                (
                    format!(
                        "{} {} {dice}: {}",
                        self.does(seat, "throws", "throw"),
                        number_word(throw.len()),
                        faces.join(", ")
                    ),
                    Throw,
                )
            }
            Event::Kept { face, dice, sum } => (
                format!("{} kept: {sum} so far", count_of(dice, face)),
                Plain,
            ),
            Event::TakenFromGrill { seat, tile: t } => (
                format!(
                    "{} {} from the grill",
                    self.does(seat, "takes", "take"),
                    tile(t)
                ),
                Claim,
            ),
            Event::Stolen {
                seat,
                tile: t,
                from,
            } => (
                format!(
                    "{} {} from {}",
                    self.does(seat, "steals", "steal"),
                    tile(t),
                    self.whom(from)
                ),
                Claim,
            ),
            Event::TurnFailed { seat, why } => {
                let why = match why {
                    Failure::NoNewFace => "no new face to keep",
                    Failure::OutOfDice => "no dice left and no tile to take",
                    Failure::OutOfFaces => "every face kept and no tile to take",
                };
                (
                    format!("{} turn fails: {why}", self.whose(seat)),
                    Frustration,
                )
            }
            Event::TileReturned { seat, tile: t } => (
                format!(
                    "{} goes back from {} stack to the grill",
                    tile(t),
                    self.whose(seat)
                ),
                Frustration,
            ),
            Event::TurnedFaceDown { tile: t } => (
                format!("{} is turned face down: out of the game", tile(t)),
                Frustration,
            ),
            Event::TurnPassed { from, to } => (
                format!(
                    "{} turn ends \u{2013} {} turn",
                    self.whose(from),
                    self.whose(to)
                ),
                Turn,
            ),
            Event::GameEnded { winner } => (
                format!(
                    "the grill is empty: the game is over, {} {}",
                    self.whom(winner),
                    if self.is_you(winner) { "win" } else { "wins" }
                ),
                Turn,
            ),
        };
        Some((sentence(&text), kind))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use heckmeck_engine::{Action, Game};

    fn tell_all(game: &mut Game, n: &mut Narrator, actions: &[Action]) -> Vec<String> {
        let mut out = Vec::new();
        for &a in actions {
            for e in game.apply(a).unwrap() {
                out.extend(n.tell(&e).map(|(t, _)| t));
            }
        }
        out
    }

    #[test]
    fn jonathan_takes_the_24() {
        let names: Vec<String> = ["Jonathan", "Heather", "Nicole"].map(String::from).to_vec();
        let mut g = Game::new(names.clone()).unwrap();
        let mut n = Narrator::new(names);
        let lines = tell_all(
            &mut g,
            &mut n,
            &[
                Action::Roll("WW123351".parse().unwrap()),
                Action::Keep(Face::Worm),
                Action::Roll("WWW441".parse().unwrap()),
                Action::Keep(Face::Four),
                Action::Roll("2224".parse().unwrap()),
                Action::Keep(Face::Two),
                Action::Take(24),
            ],
        );
        assert_eq!(
            lines,
            [
                "Jonathan throws eight dice: 1, 1, 2, 3, 3, 5, worm, worm",
                "Two worms kept: 10 so far",
                "Jonathan throws six dice: 1, 4, 4, worm, worm, worm",
                "Two 4s kept: 18 so far",
                "Jonathan throws four dice: 2, 2, 2, 4",
                "Three 2s kept: 24 so far",
                "Jonathan takes the 24 (one worm) from the grill",
                "Jonathan's turn ends \u{2013} Heather's turn",
            ]
        );
    }

    #[test]
    fn failures_steals_and_you() {
        let mut n = Narrator::new(["You", "Tom"].map(String::from).to_vec());
        let mut t = |e| n.tell(&e).unwrap().0;
        assert_eq!(
            t(Event::Stolen {
                seat: 1,
                tile: 26,
                from: 0
            }),
            "Tom steals the 26 (two worms) from you"
        );
        assert_eq!(
            t(Event::TurnFailed {
                seat: 0,
                why: Failure::NoNewFace
            }),
            "Your turn fails: no new face to keep"
        );
        assert_eq!(
            t(Event::TileReturned { seat: 1, tile: 25 }),
            "The 25 (two worms) goes back from Tom's stack to the grill"
        );
        assert_eq!(
            t(Event::TurnedFaceDown { tile: 36 }),
            "The 36 (four worms) is turned face down: out of the game"
        );
        assert_eq!(
            t(Event::GameEnded { winner: 0 }),
            "The grill is empty: the game is over, you win"
        );
        assert_eq!(
            t(Event::TurnPassed { from: 1, to: 0 }),
            "Tom's turn ends \u{2013} your turn"
        );
    }
}
