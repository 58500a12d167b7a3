//! The shell's words in the four languages (see [`crate::shell::lang`]): setup, top bar,
//! notices, the side panels, sharing, replay and the final scores.

use crate::shell::lang::words;

words! {
    /// A text of the shell.
    pub enum W {
        /// The top bar's button that leaves the table for the setup screen.
        NewTable { de: "Neuer Tisch", en: "New table", fr: "Nouvelle table", it: "Nuovo tavolo" },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_has_four_languages_with_the_same_slots() {
        crate::shell::lang::check_table(W::ALL, W::get);
    }
}
