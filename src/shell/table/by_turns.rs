//! A game by turns over links at the table ([`crate::shell::by_turns`]): the person whose
//! seat is due claims it at this device, and the page shows whom to send the game to.

use dice_core::Seat;

use super::{Out, Phase, Table};
use crate::shell::by_turns::{turn_link, TurnsView};
use crate::shell::table_game::TableGame;

impl<G: TableGame> Table<G> {
    /// In a game by turns, the person at `seat` plays at this device from now on (they
    /// claimed it): saved at once, and if the table was waiting for that seat, it asks them.
    /// False (and nothing changes) unless `seat` is a person's seat played elsewhere, the
    /// live game is on show, and no other tab moved it on.
    pub fn claim(&mut self, seat: Seat) -> bool {
        if self.paused.is_some() || !self.still_ours(true) {
            return false;
        }
        let Some(s) = self.session.as_mut() else {
            return false;
        };
        if !s.claim(seat) {
            return false;
        }
        self.save();
        // The table rested waiting for that seat's move from elsewhere: it runs again.
        if self.asked.is_some_and(|a| a.seat == seat) && matches!(self.phase, Phase::Idle) {
            self.asked = None;
            self.phase = Phase::Drive { after_bot: false };
            self.out.push(Out::Run(self.generation));
        }
        true
    }

    /// What changes what [`Table::turns_view`] says: `None` unless a game by turns is on
    /// the table (cheap, asked after every change; the view is made only when this changes).
    pub fn turns_key(&self) -> Option<(Option<u64>, bool, usize, usize, bool)> {
        let s = self.session.as_ref()?;
        let mine = s.mine()?;
        Some((
            self.asked.map(|a| a.id),
            self.marks.finished,
            mine.len(),
            s.game().record_len(),
            self.paused.is_some(),
        ))
    }

    /// What the page shows of the game by turns on the table: whom it waits for (a person
    /// of another device), whether it is over, the seats claimed here and the turn link.
    /// `None` for any other game, or while a replay or an example is on show.
    pub fn turns_view(&self) -> Option<TurnsView> {
        if self.paused.is_some() {
            return None;
        }
        let s = self.session.as_ref()?;
        let mine = s.mine()?;
        Some(TurnsView {
            due: self.asked.map(|a| a.seat),
            over: self.marks.finished && s.game().is_over(),
            mine,
            link: turn_link(s).ok()?,
        })
    }
}
