//! How to play, the way the app teaches it: short sections in the order a first turn
//! happens, each with something the app draws, and the rulebook's examples as guided
//! replays on the real table, one sentence per step. The games write the words (each in its
//! own `lesson` module); the shell shows them and runs the replays.

/// What the app draws beside a section of how to play, in the game's own pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Picture {
    /// Nothing drawn.
    Nothing,
    /// Dice showing these faces, written as the game's record writes them, one character
    /// each ("77RR345" for Pechvogel, "WW123351" for Heckmeck).
    Dice(&'static str),
    /// Pechvogel's score markers of these values, or Heckmeck's tiles of these numbers.
    Tiles(&'static [u8]),
    /// Pechvogel's frustration pieces (this many), Heckmeck's worms on a tile.
    Tokens(u8),
    /// Murphy the raven (Pechvogel only).
    Murphy,
}

/// One section of how to play: a title, its paragraphs and a picture.
#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    /// Its heading.
    pub title: &'static str,
    /// Its paragraphs, short.
    pub text: Vec<&'static str>,
    /// What the app draws beside it.
    pub picture: Picture,
}

/// A rulebook example to watch on the real table.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// Its name in the list ("Umberto, Thea and Kelly").
    pub title: &'static str,
    /// The game record replayed (the contract's JSON; names are the book's, the same in
    /// every language).
    pub record: &'static str,
    /// The first position shown: the actions before it only set the scene.
    pub start: usize,
    /// One sentence for each position from `start` to the record's end: `steps[i]` is
    /// shown when `start + i` actions have been played.
    pub steps: Vec<&'static str>,
}
