//! Heckmeck's game log in plain words: every engine [`Event`] told as the rulebook would
//! say it. Pure, so the wording is tested natively.

use heckmeck_engine::{worms, Event, Face, Failure, Seat};

use crate::shell::log::{sentence, LineKind};

/// Tells events in order; remembers the turn so far for its one-line summary.
#[derive(Clone, Debug, Default)]
pub struct Narrator {
    names: Vec<String>,
    /// How the turn went: a tile won (and from whom), or a failure and its cost.
    turn: TurnStory,
    /// The last event's banner, if it deserves one (see [`Narrator::take_banner`]).
    banner: Option<String>,
}

/// How the active player's turn went.
#[derive(Clone, Debug, Default)]
struct TurnStory {
    /// The tile won, and whom it was stolen from.
    won: Option<(u8, Option<Seat>)>,
    /// The turn failed.
    failed: bool,
    /// The tile given back.
    returned: Option<u8>,
    /// The tile turned face down.
    turned: Option<u8>,
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
        Narrator {
            names,
            ..Narrator::default()
        }
    }

    /// The banner the last told event deserves, once: a steal ("Tom steals your 26"), or a
    /// finished turn's summary.
    pub fn take_banner(&mut self) -> Option<String> {
        self.banner.take().map(|b| sentence(&b))
    }

    /// One line for the turn of `seat` that just ended.
    fn summary(&self, seat: Seat) -> String {
        let t = &self.turn;
        let what = match (t.won, t.failed) {
            (Some((tile, Some(from))), _) => format!("the {tile} stolen from {}", self.whom(from)),
            (Some((tile, None)), _) => format!("the {tile} from the grill"),
            (None, true) => match (t.returned, t.turned) {
                (Some(r), Some(d)) => {
                    format!("failed \u{2013} the {r} back to the grill, the {d} turned over")
                }
                (Some(r), None) => format!("failed \u{2013} the {r} back to the grill"),
                _ => "failed, with no tile to give back".to_string(),
            },
            (None, false) => "nothing".to_string(),
        };
        format!("{} turn: {what}", self.whose(seat))
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
            Event::TakenFromGrill { seat, tile: t } => {
                self.turn.won = Some((t, None));
                (
                    format!(
                        "{} {} from the grill",
                        self.does(seat, "takes", "take"),
                        tile(t)
                    ),
                    Claim,
                )
            }
            Event::Stolen {
                seat,
                tile: t,
                from,
            } => {
                self.turn.won = Some((t, Some(from)));
                self.banner = Some(format!(
                    "{} {} {t}",
                    self.does(seat, "steals", "steal"),
                    self.whose(from)
                ));
                (
                    format!(
                        "{} {} from {}",
                        self.does(seat, "steals", "steal"),
                        tile(t),
                        self.whom(from)
                    ),
                    Claim,
                )
            }
            Event::TurnFailed { seat, why } => {
                self.turn.failed = true;
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
            Event::TileReturned { seat, tile: t } => {
                self.turn.returned = Some(t);
                (
                    format!(
                        "{} goes back from {} stack to the grill",
                        tile(t),
                        self.whose(seat)
                    ),
                    Frustration,
                )
            }
            Event::TurnedFaceDown { tile: t } => {
                self.turn.turned = Some(t);
                (
                    format!("{} is turned face down: out of the game", tile(t)),
                    Frustration,
                )
            }
            Event::TurnPassed { from, to } => {
                self.banner = Some(self.summary(from));
                self.turn = TurnStory::default();
                (
                    format!(
                        "{} turn ends \u{2013} {} turn",
                        self.whose(from),
                        self.whose(to)
                    ),
                    Turn,
                )
            }
            Event::GameEnded { winner } => {
                self.banner = Some(format!(
                    "the grill is empty: {} {}",
                    self.whom(winner),
                    if self.is_you(winner) { "win" } else { "wins" }
                ));
                (
                    format!(
                        "the grill is empty: the game is over, {} {}",
                        self.whom(winner),
                        if self.is_you(winner) { "win" } else { "wins" }
                    ),
                    Turn,
                )
            }
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

    #[test]
    fn banners_tell_steals_and_sum_up_each_turn() {
        let mut n = Narrator::new(["You", "Tom", "Nicole"].map(String::from).to_vec());
        let tell = |n: &mut Narrator, e| {
            n.tell(&e);
            n.take_banner()
        };
        assert_eq!(
            tell(
                &mut n,
                Event::Stolen {
                    seat: 1,
                    tile: 26,
                    from: 0
                }
            )
            .as_deref(),
            Some("Tom steals your 26")
        );
        assert_eq!(
            tell(&mut n, Event::TurnPassed { from: 1, to: 2 }).as_deref(),
            Some("Tom's turn: the 26 stolen from you")
        );
        tell(
            &mut n,
            Event::TurnFailed {
                seat: 2,
                why: Failure::NoNewFace,
            },
        );
        tell(&mut n, Event::TileReturned { seat: 2, tile: 23 });
        assert_eq!(tell(&mut n, Event::TurnedFaceDown { tile: 36 }), None);
        assert_eq!(
            tell(&mut n, Event::TurnPassed { from: 2, to: 0 }).as_deref(),
            Some("Nicole's turn: failed \u{2013} the 23 back to the grill, the 36 turned over")
        );
        tell(&mut n, Event::TakenFromGrill { seat: 0, tile: 24 });
        assert_eq!(
            tell(&mut n, Event::TurnPassed { from: 0, to: 1 }).as_deref(),
            Some("Your turn: the 24 from the grill")
        );
        assert_eq!(
            tell(&mut n, Event::GameEnded { winner: 0 }).as_deref(),
            Some("The grill is empty: you win")
        );
    }
}
