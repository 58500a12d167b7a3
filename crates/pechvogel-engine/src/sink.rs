//! Where events go: collected for the UI, or dropped for replays and simulations. A type
//! rather than a flag, so that the quiet rules compile to code without any events in it.

use crate::event::Event;

pub(crate) trait Sink {
    fn push(&mut self, e: Event);
}

impl Sink for Vec<Event> {
    #[inline]
    fn push(&mut self, e: Event) {
        Vec::push(self, e);
    }
}

/// The sink that drops every event.
pub(crate) struct Quiet;

impl Sink for Quiet {
    #[inline]
    fn push(&mut self, _: Event) {}
}
