//! Pechvogel's game log in plain words: every engine [`Event`] told as the rulebook would
//! say it. Pure, so the wording is tested natively.

use pechvogel_engine::{Event, Face, Pile, Place, Seat};

use crate::shell::log::{sentence, LineKind};

/// Tells events in order, remembering who is playing and the target (which the events
/// themselves leave implicit).
#[derive(Clone, Debug, Default)]
pub struct Narrator {
    names: Vec<String>,
    active: Seat,
    target: Option<u8>,
    /// The turn so far, for its one-line summary.
    turn: TurnStory,
    /// Opponents who put a frustration on the board since the last reroll.
    frustrators: Vec<Seat>,
    /// The last event's banner, if it deserves one (see [`Narrator::take_banner`]).
    banner: Option<String>,
}

/// What happened to the active player this turn.
#[derive(Clone, Debug, Default)]
struct TurnStory {
    /// The target, once chosen.
    target: Option<u8>,
    /// A marker claimed, and whom it was stolen from.
    claimed: Option<(u8, Option<Seat>)>,
    /// Four of the target but no marker of it left.
    no_marker: bool,
    /// Frustrations the player took at the turn's end.
    frustrations: u32,
    /// Murphy came to the player.
    murphy: bool,
}

/// A face in words: "6" or "raven".
fn face_word(f: Face) -> String {
    match f {
        Face::Number(v) => v.to_string(),
        Face::Raven => "raven".into(),
    }
}

/// A small count in words: "one" … "seven".
fn number_word(n: u8) -> &'static str {
    const WORDS: [&str; 8] = ["no", "one", "two", "three", "four", "five", "six", "seven"];
    WORDS.get(usize::from(n)).copied().unwrap_or("many")
}

/// "one 6", "two 6s", "three ravens"
fn count_of(n: u8, what: &str) -> String {
    let plural = if n == 1 { "" } else { "s" };
    format!("{} {what}{plural}", number_word(n))
}

/// "one die", "three dice"
fn dice(n: u8) -> String {
    let noun = if n == 1 { "die" } else { "dice" };
    format!("{} {noun}", number_word(n))
}

impl Narrator {
    /// A narrator for these players; seat 0 plays first.
    pub fn new(names: Vec<String>) -> Narrator {
        Narrator {
            names,
            ..Narrator::default()
        }
    }

    /// The banner the last told event deserves, once: what just happened to someone and
    /// matters ("Kelly and Diego frustrate you \u{2013} reroll 3 dice", "Greedy! Murphy flies
    /// to Diego", "Thea steals your 6"), or a finished turn's summary.
    pub fn take_banner(&mut self) -> Option<String> {
        self.banner.take().map(|b| sentence(&b))
    }

    /// Names in a list: "Kelly", "Kelly and Diego", "Kelly, Diego and Finn".
    fn and_list(&self, seats: &[Seat]) -> String {
        let names: Vec<String> = seats.iter().map(|&s| self.whom(s)).collect();
        match names.as_slice() {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
        }
    }

    /// One line for the turn that just ended.
    fn summary(&self, seat: Seat) -> String {
        let t = &self.turn;
        let mut parts = Vec::new();
        match t.claimed {
            Some((v, Some(victim))) => {
                parts.push(format!("a {v} marker stolen from {}", self.whom(victim)))
            }
            Some((v, None)) => parts.push(format!("a {v} marker")),
            None if t.no_marker => parts.push(format!(
                "four {}s, but no marker left",
                t.target.map_or("?".to_string(), |v| v.to_string())
            )),
            None => {}
        }
        if t.frustrations > 0 {
            parts.push(if t.frustrations == 1 {
                "a frustration".to_string()
            } else {
                format!("{} frustrations", number_word(t.frustrations.min(7) as u8))
            });
        }
        if t.murphy {
            parts.push("Murphy".to_string());
        }
        let what = match parts.as_slice() {
            [] => "nothing gained, nothing lost".to_string(),
            [one] => one.clone(),
            [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
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

    /// Subject and verb: "Thea throws", "You throw".
    fn does(&self, seat: Seat, third: &str, second: &str) -> String {
        if self.is_you(seat) {
            format!("you {second}")
        } else {
            format!("{} {third}", self.name(seat))
        }
    }

    /// As an object: "Thea", "you".
    fn whom(&self, seat: Seat) -> String {
        if self.is_you(seat) {
            "you".into()
        } else {
            self.name(seat).into()
        }
    }

    /// Possessive: "Thea's", "your".
    fn whose(&self, seat: Seat) -> String {
        if self.is_you(seat) {
            "your".into()
        } else {
            format!("{}'s", self.name(seat))
        }
    }

    /// "their" or "your".
    fn their(&self, seat: Seat) -> &'static str {
        if self.is_you(seat) {
            "your"
        } else {
            "their"
        }
    }

    /// The sentence for one event, if it deserves one (capitalised).
    pub fn tell(&mut self, event: &Event) -> Option<(String, LineKind)> {
        let (text, kind) = self.words(event)?;
        Some((sentence(&text), kind))
    }

    fn words(&mut self, event: &Event) -> Option<(String, LineKind)> {
        use LineKind::*;
        let me = self.active;
        let line = match *event {
            Event::Thrown {
                seat,
                throw,
                first,
                reroll,
            } => {
                self.active = seat;
                if first {
                    self.target = None;
                }
                let faces: Vec<String> = throw.faces().iter().map(|&f| face_word(f)).collect();
                let how = if reroll {
                    self.does(seat, "rerolls", "reroll")
                } else {
                    self.does(seat, "throws", "throw")
                };
                (
                    format!("{how} {}: {}", dice(throw.len()), faces.join(", ")),
                    Throw,
                )
            }
            Event::ToBoard { targets, ravens } => {
                let mut parts = Vec::new();
                if targets > 0 {
                    let v = self.target.map_or("target".to_string(), |t| t.to_string());
                    parts.push(count_of(targets, &v));
                }
                if ravens > 0 {
                    parts.push(count_of(ravens, "raven"));
                }
                if parts.is_empty() {
                    return None;
                }
                (format!("{} to the board", parts.join(" and ")), Plain)
            }
            Event::NothingHappened => (
                "nothing happened \u{2013} at least nothing bad".to_string(),
                Plain,
            ),
            Event::TargetChosen { value } => {
                self.target = Some(value);
                self.turn.target = Some(value);
                (
                    format!("{} target {value}", self.does(me, "chooses", "choose")),
                    Plain,
                )
            }
            Event::WindowOpened => ("the throw is open to frustrations".to_string(), Plain),
            Event::FrustrationMoved { from, to } => {
                match (from, to) {
                    (Pile::Seat(s), Pile::Board) => self.frustrators.push(s),
                    (Pile::Board | Pile::Supply, Pile::Seat(s)) if s == me => {
                        self.turn.frustrations += 1
                    }
                    _ => {}
                }
                let text = match (from, to) {
                    (Pile::Seat(s), Pile::Board) => format!(
                        "{} {}: a frustration on the board",
                        self.does(s, "frustrates", "frustrate"),
                        self.whom(me)
                    ),
                    (Pile::Seat(s), Pile::Supply) => format!(
                        "{} frustration: one back to the supply",
                        self.does(s, "reduces", "reduce")
                    ),
                    (Pile::Board, Pile::Seat(s)) if s == me => format!(
                        "{} a frustration from the board",
                        self.does(s, "takes", "take")
                    ),
                    (Pile::Board, Pile::Seat(s)) => format!(
                        "{} {} frustration back",
                        self.does(s, "gets", "get"),
                        self.their(s)
                    ),
                    (Pile::Supply, Pile::Seat(s)) if s == me => format!(
                        "{} a frustration from the supply",
                        self.does(s, "takes", "take")
                    ),
                    (Pile::Supply, Pile::Seat(s)) => format!(
                        "{} one more frustration from the supply",
                        self.does(s, "gets", "get")
                    ),
                    (Pile::Seat(a), Pile::Seat(b)) => format!(
                        "{} {} one of {} frustrations",
                        self.does(a, "gives", "give"),
                        self.whom(b),
                        self.their(a)
                    ),
                    _ => return None,
                };
                (text, Frustration)
            }
            Event::DiceTakenBack { targets, ravens } => {
                let n = targets + ravens;
                let by = std::mem::take(&mut self.frustrators);
                self.banner = Some(if by.is_empty() {
                    format!(
                        "{} frustration \u{2013} reroll {}",
                        self.does(me, "reduces", "reduce"),
                        dice(n)
                    )
                } else {
                    format!(
                        "{} {} {} \u{2013} reroll {}",
                        self.and_list(&by),
                        if by.len() == 1 && !self.is_you(by[0]) {
                            "frustrates"
                        } else {
                            "frustrate"
                        },
                        self.whom(me),
                        dice(n)
                    )
                });
                (
                    format!(
                        "{} {} back off the board: {} reroll",
                        dice(targets + ravens),
                        if targets + ravens == 1 {
                            "comes"
                        } else {
                            "come"
                        },
                        self.does(me, "must", "must")
                    ),
                    Frustration,
                )
            }
            Event::MarkerMoved { value, from, to } => {
                let text = match (from, to) {
                    (Place::Middle, Place::Seat(s)) => {
                        self.turn.claimed = Some((value, None));
                        format!(
                            "{} a {value} marker from the middle",
                            self.does(s, "takes", "take")
                        )
                    }
                    (Place::Seat(o), Place::Seat(s)) => {
                        self.turn.claimed = Some((value, Some(o)));
                        self.banner = Some(format!(
                            "{} {} {value}",
                            self.does(s, "steals", "steal"),
                            self.whose(o)
                        ));
                        format!(
                            "{} a {value} marker from {}",
                            self.does(s, "steals", "steal"),
                            self.whom(o)
                        )
                    }
                    (Place::Middle, Place::Box) => {
                        format!("a {value} marker goes from the middle to the box")
                    }
                    _ => return None,
                };
                (text, Claim)
            }
            Event::NoMarkerLeft { value } => {
                self.turn.no_marker = true;
                (
                    format!(
                        "four {value}s, but no {value} marker is left: {} nothing",
                        self.does(me, "gets", "get")
                    ),
                    Claim,
                )
            }
            Event::MurphyMoved { from, to } => {
                self.turn.murphy = true;
                self.banner = Some(format!("greedy! Murphy flies to {}", self.whom(to)));
                let from = from.map_or("the middle".to_string(), |s| self.whom(s));
                (
                    format!("greedy! Murphy flies from {from} to {}", self.whom(to)),
                    Murphy,
                )
            }
            Event::TurnPassed { from, to } => {
                self.banner = Some(self.summary(from));
                self.turn = TurnStory::default();
                self.frustrators.clear();
                self.active = to;
                self.target = None;
                (
                    format!(
                        "{} turn ends \u{2013} {} turn",
                        self.whose(from),
                        self.whose(to)
                    ),
                    Turn,
                )
            }
            Event::GameEnded => {
                self.banner = Some(self.summary(me));
                ("the middle is empty: the game is over".to_string(), Turn)
            }
        };
        Some(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pechvogel_engine::{Action, Game, Throw};

    fn faces(s: &str) -> Throw {
        s.parse().unwrap()
    }

    fn tell_all(game: &mut Game, n: &mut Narrator, actions: &[Action]) -> Vec<String> {
        let mut out = Vec::new();
        for &a in actions {
            for e in game.apply(a).unwrap() {
                if let Some((t, _)) = n.tell(&e) {
                    out.push(t);
                }
            }
        }
        out
    }

    #[test]
    fn umberto_and_thea() {
        let names: Vec<String> = ["Umberto", "Thea", "Kelly"].map(String::from).to_vec();
        let mut g = Game::new(names.clone()).unwrap();
        let mut n = Narrator::new(names);
        let lines = tell_all(
            &mut g,
            &mut n,
            &[
                Action::Roll(faces("77RR345")),
                Action::Target(7),
                Action::Roll(faces("677")),
                Action::Claim(pechvogel_engine::Claim::Middle),
                Action::Roll(faces("RRR3345")),
                Action::Target(3),
            ],
        );
        assert_eq!(
            lines,
            [
                "Umberto throws seven dice: 7, 7, raven, raven, 3, 4, 5",
                "Two ravens to the board",
                "Umberto chooses target 7",
                "Two 7s to the board",
                "Umberto throws three dice: 6, 7, 7",
                "Two 7s to the board",
                "Umberto takes a 7 marker from the middle",
                "Umberto's turn ends \u{2013} Thea's turn",
                "Thea throws seven dice: raven, raven, raven, 3, 3, 4, 5",
                "Three ravens to the board",
                "Thea chooses target 3",
                "Two 3s to the board",
                "Thea takes a frustration from the supply",
                "Thea's turn ends \u{2013} Kelly's turn",
            ]
        );
    }

    #[test]
    fn frustration_words() {
        let mut n = Narrator::new(["Kelly", "Diego", "Finn"].map(String::from).to_vec());
        let t = |n: &mut Narrator, e| n.tell(&e).unwrap().0;
        assert_eq!(
            t(
                &mut n,
                Event::FrustrationMoved {
                    from: Pile::Seat(1),
                    to: Pile::Board
                }
            ),
            "Diego frustrates Kelly: a frustration on the board"
        );
        assert_eq!(
            t(
                &mut n,
                Event::DiceTakenBack {
                    targets: 2,
                    ravens: 1
                }
            ),
            "Three dice come back off the board: Kelly must reroll"
        );
        assert_eq!(
            t(
                &mut n,
                Event::DiceTakenBack {
                    targets: 0,
                    ravens: 1
                }
            ),
            "One die comes back off the board: Kelly must reroll"
        );
        assert_eq!(
            t(
                &mut n,
                Event::FrustrationMoved {
                    from: Pile::Seat(0),
                    to: Pile::Supply
                }
            ),
            "Kelly reduces frustration: one back to the supply"
        );
        assert_eq!(
            t(&mut n, Event::MurphyMoved { from: None, to: 0 }),
            "Greedy! Murphy flies from the middle to Kelly"
        );
        assert_eq!(
            t(
                &mut n,
                Event::FrustrationMoved {
                    from: Pile::Board,
                    to: Pile::Seat(1)
                }
            ),
            "Diego gets their frustration back"
        );
        assert_eq!(
            t(
                &mut n,
                Event::FrustrationMoved {
                    from: Pile::Seat(0),
                    to: Pile::Seat(1)
                }
            ),
            "Kelly gives Diego one of their frustrations"
        );
        assert_eq!(
            t(
                &mut n,
                Event::FrustrationMoved {
                    from: Pile::Supply,
                    to: Pile::Seat(2)
                }
            ),
            "Finn gets one more frustration from the supply"
        );
        assert_eq!(
            t(
                &mut n,
                Event::MarkerMoved {
                    value: 6,
                    from: Place::Seat(2),
                    to: Place::Seat(0)
                }
            ),
            "Kelly steals a 6 marker from Finn"
        );
        assert_eq!(
            t(
                &mut n,
                Event::MarkerMoved {
                    value: 4,
                    from: Place::Middle,
                    to: Place::Box
                }
            ),
            "A 4 marker goes from the middle to the box"
        );
        assert_eq!(
            t(&mut n, Event::NoMarkerLeft { value: 5 }),
            "Four 5s, but no 5 marker is left: Kelly gets nothing"
        );
        assert_eq!(
            t(&mut n, Event::GameEnded),
            "The middle is empty: the game is over"
        );
        assert_eq!(
            t(&mut n, Event::NothingHappened),
            "Nothing happened \u{2013} at least nothing bad"
        );
    }

    #[test]
    fn you_are_spoken_to() {
        let mut n = Narrator::new(["You", "Thea"].map(String::from).to_vec());
        let mut t = |e| n.tell(&e).unwrap().0;
        assert_eq!(t(Event::TargetChosen { value: 5 }), "You choose target 5");
        assert_eq!(
            t(Event::FrustrationMoved {
                from: Pile::Seat(1),
                to: Pile::Board
            }),
            "Thea frustrates you: a frustration on the board"
        );
        assert_eq!(
            t(Event::MurphyMoved {
                from: Some(1),
                to: 0
            }),
            "Greedy! Murphy flies from Thea to you"
        );
        assert_eq!(
            t(Event::TurnPassed { from: 0, to: 1 }),
            "Your turn ends \u{2013} Thea's turn"
        );
        assert_eq!(
            t(Event::TurnPassed { from: 1, to: 0 }),
            "Thea's turn ends \u{2013} your turn"
        );
        assert_eq!(
            t(Event::FrustrationMoved {
                from: Pile::Board,
                to: Pile::Seat(1)
            }),
            "Thea gets their frustration back"
        );
        assert_eq!(
            t(Event::FrustrationMoved {
                from: Pile::Seat(0),
                to: Pile::Seat(1)
            }),
            "You give Thea one of your frustrations"
        );
    }

    #[test]
    fn banners_tell_what_matters_and_sum_up_each_turn() {
        let mut n = Narrator::new(["You", "Kelly", "Diego"].map(String::from).to_vec());
        let tell = |n: &mut Narrator, e| {
            n.tell(&e);
            n.take_banner()
        };
        // Kelly and Diego frustrate you: one banner, when the dice come back.
        assert_eq!(tell(&mut n, Event::TargetChosen { value: 6 }), None);
        let f = |s| Event::FrustrationMoved {
            from: Pile::Seat(s),
            to: Pile::Board,
        };
        assert_eq!(tell(&mut n, f(1)), None);
        assert_eq!(tell(&mut n, f(2)), None);
        assert_eq!(
            tell(
                &mut n,
                Event::DiceTakenBack {
                    targets: 2,
                    ravens: 1
                }
            )
            .as_deref(),
            Some("Kelly and Diego frustrate you \u{2013} reroll three dice")
        );
        assert_eq!(
            tell(&mut n, Event::MurphyMoved { from: None, to: 0 }).as_deref(),
            Some("Greedy! Murphy flies to you")
        );
        assert_eq!(
            tell(
                &mut n,
                Event::MarkerMoved {
                    value: 6,
                    from: Place::Seat(1),
                    to: Place::Seat(0)
                }
            )
            .as_deref(),
            Some("You steal Kelly's 6")
        );
        assert_eq!(
            tell(&mut n, Event::TurnPassed { from: 0, to: 1 }).as_deref(),
            Some("Your turn: a 6 marker stolen from Kelly and Murphy")
        );
        // Kelly reduces; Kelly's turn ends with three ravens.
        assert_eq!(
            tell(
                &mut n,
                Event::FrustrationMoved {
                    from: Pile::Seat(1),
                    to: Pile::Supply
                }
            ),
            None
        );
        assert_eq!(
            tell(
                &mut n,
                Event::DiceTakenBack {
                    targets: 0,
                    ravens: 1
                }
            )
            .as_deref(),
            Some("Kelly reduces frustration \u{2013} reroll one die")
        );
        tell(
            &mut n,
            Event::FrustrationMoved {
                from: Pile::Supply,
                to: Pile::Seat(1),
            },
        );
        assert_eq!(
            tell(&mut n, Event::TurnPassed { from: 1, to: 2 }).as_deref(),
            Some("Kelly's turn: a frustration")
        );
        assert_eq!(
            tell(&mut n, Event::TurnPassed { from: 2, to: 0 }).as_deref(),
            Some("Diego's turn: nothing gained, nothing lost")
        );
    }
}
