//! "Try it yourself": a rulebook example played by a newcomer. The dice are the book's (a
//! throw plays the record's next roll); every choice is theirs to make, and one that is not
//! the book's is not played: they hear what the book's player did and try again, so the
//! example goes on exactly as the book tells it. Which move makes the book's next action is
//! the game's word ([`TableGame::book_move`]); whether it is legal, the engine's. Plain Rust,
//! tested natively with every example of both games.

use dice_core::{Rng, Seat};

use crate::shell::lang::Lang;
use crate::shell::table_game::TableGame;

/// An example being tried: the game as the newcomer played it so far.
#[derive(Clone, Debug)]
pub struct Trial<G: TableGame> {
    game: G,
    /// The seat whose choice was not the book's at the last try (cleared by the next
    /// choice that is).
    missed: Option<Seat>,
}

/// What came of a try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tried {
    /// The book's choice: played.
    Book,
    /// Not the book's choice (or not this seat's to make): nothing played.
    Differs(Seat),
    /// The example is over: nothing left to choose.
    Done,
}

impl<G: TableGame> Trial<G> {
    /// The example `book` tried from its position `start`.
    pub fn new(book: &G, start: usize) -> Trial<G> {
        Trial {
            game: book.history_to(start).0,
            missed: None,
        }
    }

    /// The game as played so far.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The seat whose last choice was not the book's, until they make the book's.
    pub fn missed(&self) -> Option<Seat> {
        self.missed
    }

    /// True once every action of the book's record has been played.
    pub fn done(&self, book: &G) -> bool {
        self.game.record_len() >= book.record_len()
    }

    /// The seat that decides now (`None` once the example is over).
    pub fn asked(&self, book: &G) -> Option<Seat> {
        if self.done(book) {
            return None;
        }
        self.game.due().seat()
    }

    /// `seat` makes `mv`. The book's choice is played (a throw shows the book's dice);
    /// any other leaves the game as it was.
    pub fn try_move(&mut self, book: &G, seat: Seat, mv: G::Move) -> Tried {
        let at = self.game.record_len();
        let Some(next) = book.actions().get(at).copied() else {
            return Tried::Done;
        };
        let differs = |trial: &mut Trial<G>| {
            trial.missed = Some(seat);
            Tried::Differs(seat)
        };
        if self.asked(book) != Some(seat) || self.game.book_move(&next) != Some(mv) {
            return differs(self);
        }
        let played = if mv == G::throw_move() {
            book.history_to(at + 1).0
        } else {
            // A choice draws no dice: any stream will do.
            let mut game = self.game.clone();
            if game.play(seat, mv, &mut Rng::new(0)).is_err() {
                return differs(self);
            }
            game
        };
        // Never off the book's path, whatever the game's word on its moves says.
        let n = played.record_len();
        if n > at && played.record_json() != book.history_to(n).0.record_json() {
            return differs(self);
        }
        self.game = played;
        self.missed = None;
        Tried::Book
    }

    /// What the book's next action did, in the log's words (empty once it is over): the
    /// hint for a choice that was not the book's.
    pub fn book_says(&self, book: &G, lang: Lang) -> String {
        let at = self.game.record_len();
        if at >= book.record_len() {
            return String::new();
        }
        let (_, before) = book.history_to(at);
        let (_, after) = book.history_to(at + 1);
        let mut narrator = G::narrator(book.names().to_vec(), lang);
        // The story so far, untold, so the narrator knows what the next line leaves implicit.
        for e in &before {
            let _ = G::tell(&mut narrator, e);
        }
        after[before.len().min(after.len())..]
            .iter()
            .filter_map(|e| G::tell(&mut narrator, e).map(|(line, _)| line))
            .collect::<Vec<_>>()
            .join("; ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dice_core::DiceGame;

    /// Every example of `G`, tried with the book's own choices, ends as the book does; at
    /// each choice, every other move of the game's is refused with nothing changed.
    fn every_example_plays_as_the_book<G: TableGame>(others: &[G::Move]) {
        for (i, lesson) in G::lessons(Lang::En).iter().enumerate() {
            let book = G::replay_json(lesson.record).unwrap();
            let mut trial = Trial::new(&book, lesson.start);
            let mut choices = 0;
            let mut wrong = 0;
            for _ in 0..1_000 {
                let Some(seat) = trial.asked(&book) else {
                    break;
                };
                let next = book.actions()[trial.game().record_len()];
                let mv = trial.game().book_move(&next).expect("the book's move");
                for &other in others.iter().filter(|&&o| o != mv) {
                    let before = trial.game().state_json();
                    assert_eq!(trial.try_move(&book, seat, other), Tried::Differs(seat));
                    assert_eq!(trial.game().state_json(), before);
                    assert_eq!(trial.missed(), Some(seat));
                    assert!(!trial.book_says(&book, Lang::De).is_empty(), "{i}");
                    wrong += 1;
                }
                // Not this seat's question.
                let nobody = (seat + 1) % book.player_count();
                assert_eq!(trial.try_move(&book, nobody, mv), Tried::Differs(nobody));
                assert_eq!(trial.try_move(&book, seat, mv), Tried::Book);
                assert_eq!(trial.missed(), None);
                choices += 1;
            }
            assert!(trial.done(&book), "example {i}");
            assert_eq!(
                trial.game().record_json(),
                book.record_json(),
                "example {i}"
            );
            assert_eq!(trial.asked(&book), None);
            assert_eq!(trial.try_move(&book, 0, G::throw_move()), Tried::Done);
            assert_eq!(trial.book_says(&book, Lang::En), "");
            assert!(choices >= book.record_len() - lesson.start, "example {i}");
            assert!(wrong > 0, "example {i}");
        }
    }

    #[test]
    fn every_pechvogel_example_plays_as_the_book() {
        use pechvogel_engine::{Claim, Move};
        every_example_plays_as_the_book::<pechvogel_engine::Table>(&[
            Move::Throw,
            Move::Target(3),
            Move::Target(6),
            Move::Target(7),
            Move::Answer(true),
            Move::Answer(false),
            Move::Claim(Claim::Middle),
        ]);
    }

    #[test]
    fn every_heckmeck_example_plays_as_the_book() {
        use heckmeck_engine::{Face, Move};
        every_example_plays_as_the_book::<heckmeck_engine::Game>(&[
            Move::Throw,
            Move::Keep(Face::Worm),
            Move::Keep(Face::Four),
            Move::Keep(Face::One),
            Move::Take(21),
            Move::Take(24),
            Move::Take(28),
        ]);
    }

    #[test]
    fn the_hint_tells_what_the_books_player_did() {
        // Umberto's example: after his first throw the book's Umberto chooses the 7.
        let lesson = &<pechvogel_engine::Table as TableGame>::lessons(Lang::En)[0];
        let book = pechvogel_engine::Table::replay_json(lesson.record).unwrap();
        let mut trial = Trial::new(&book, 0);
        assert_eq!(
            trial.try_move(&book, 0, pechvogel_engine::Move::Throw),
            Tried::Book
        );
        assert_eq!(
            trial.try_move(&book, 0, pechvogel_engine::Move::Target(3)),
            Tried::Differs(0)
        );
        let said = trial.book_says(&book, Lang::En);
        assert!(said.contains("Umberto") && said.contains('7'), "{said}");
        let gesagt = trial.book_says(&book, Lang::De);
        assert_ne!(said, gesagt);
    }
}
