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

/// Test support: the game after each action of `record` (`[k]` has k actions played).
#[cfg(test)]
pub fn positions<G: crate::shell::table_game::TableGame>(record: &str) -> Vec<G> {
    let full = G::replay_json(record).unwrap_or_else(|e| panic!("a lesson's record: {e}"));
    (0..=full.record_len())
        .map(|k| full.history_to(k).0)
        .collect()
}

/// Test support for a game's teaching, in every language: each of its `count` lessons
/// replays through the engine, with one sentence per position from its start and no empty
/// words; how to play has 5 to 8 sections, each with words.
#[cfg(test)]
pub fn check_teaching<G: crate::shell::table_game::TableGame>(count: usize) {
    use crate::shell::lang::Lang;
    for lang in Lang::ALL {
        let lessons = G::lessons(lang);
        assert_eq!(lessons.len(), count, "{lang:?}");
        for lesson in lessons {
            let actions = positions::<G>(lesson.record).len() - 1;
            assert!(lesson.start <= actions, "{}", lesson.title);
            assert_eq!(
                lesson.steps.len(),
                actions - lesson.start + 1,
                "{}",
                lesson.title
            );
            assert!(!lesson.title.trim().is_empty());
            for step in &lesson.steps {
                assert!(!step.trim().is_empty(), "{}: an empty step", lesson.title);
            }
        }
        let sections = G::how_to_play(lang);
        assert!((5..=8).contains(&sections.len()), "{lang:?}");
        for s in sections {
            assert!(!s.title.trim().is_empty());
            assert!(!s.text.is_empty(), "{lang:?}: {}", s.title);
            assert!(s.text.iter().all(|p| !p.trim().is_empty()));
        }
    }
}
