//! What a game waits for next: the phase names of RULES.md's state JSON. A module of its
//! own, because both the rules (`game`) and their errors (`error`) speak of it.

/// What the game waits for next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Awaiting {
    /// The active player's first throw of all seven dice.
    FirstRoll,
    /// The active player's choice of target number.
    Target,
    /// The next throw (no window open).
    Roll,
    /// An open throw: opponents may frustrate, then the active player may reduce, or play goes on.
    Window,
    /// The reroll after a frustrate or a reduce.
    Reroll,
    /// The claim of a score marker.
    Claim,
    /// Nothing: the game is over.
    GameOver,
}

impl Awaiting {
    /// The name RULES.md uses in the state JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Awaiting::FirstRoll => "first_roll",
            Awaiting::Target => "target",
            Awaiting::Roll => "roll",
            Awaiting::Window => "window",
            Awaiting::Reroll => "reroll",
            Awaiting::Claim => "claim",
            Awaiting::GameOver => "game_over",
        }
    }
}
