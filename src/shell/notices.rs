//! Notices: messages at the top of the page, each until dismissed (a bad link, an unreadable
//! save, a record that could not be loaded, a full storage). Several can wait at once, in
//! the order they came: one that arrives while another shows is queued behind it, never
//! dropped in its place (two saves set aside at start are both told).

use std::sync::Arc;

use crate::shell::var::{ReadVar, Var};

/// What a notice's button does: a plain closure, not a reactive callback, so that it lives
/// exactly as long as the notice (a callback belongs to the reactive owner it was made
/// under, which may be gone by the time the button is pressed: a question answered since).
pub type Action = Arc<dyn Fn() + Send + Sync>;

/// How a notice looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// Something to know.
    Info,
    /// Something went wrong (and was handled).
    Error,
}

/// A message at the top of the page until dismissed.
#[derive(Clone)]
pub struct Notice {
    /// Unique among the notices told: what dismissing it names.
    pub id: u64,
    /// The words.
    pub text: String,
    /// Info or error.
    pub kind: NoticeKind,
    /// A button that acts on it, if any: its words and what it does.
    pub action: Option<(String, Action)>,
}

impl std::fmt::Debug for Notice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Notice")
            .field("id", &self.id)
            .field("text", &self.text)
            .field("kind", &self.kind)
            .field("action", &self.action.as_ref().map(|(label, _)| label))
            .finish()
    }
}

/// Most notices waiting at once. Far more than a start ever tells (a bad setting, a few
/// saves set aside); beyond it the oldest goes, so a storage full of broken saves cannot
/// fill the page.
pub const MAX_NOTICES: usize = 8;

/// The notices waiting, oldest first. Plain data, so its rules are tested natively.
#[derive(Clone, Debug, Default)]
pub struct Queue {
    waiting: Vec<Notice>,
    told: u64,
}

impl Queue {
    /// Queues a notice behind the others; returns its id. The same words already waiting
    /// are not queued twice: that notice takes the newer button, and keeps its place.
    pub fn push(
        &mut self,
        text: String,
        kind: NoticeKind,
        action: Option<(String, Action)>,
    ) -> u64 {
        if let Some(same) = self
            .waiting
            .iter_mut()
            .find(|n| n.text == text && n.kind == kind)
        {
            same.action = action;
            return same.id;
        }
        self.told += 1;
        let id = self.told;
        self.waiting.push(Notice {
            id,
            text,
            kind,
            action,
        });
        if self.waiting.len() > MAX_NOTICES {
            self.waiting.remove(0);
        }
        id
    }

    /// Takes the notice `id` away (nothing if it is gone already).
    pub fn dismiss(&mut self, id: u64) {
        self.waiting.retain(|n| n.id != id);
    }

    /// Takes every notice away.
    pub fn clear(&mut self) {
        self.waiting.clear();
    }

    /// The notices waiting, oldest first.
    pub fn waiting(&self) -> &[Notice] {
        &self.waiting
    }
}

/// The owner of the notices on show.
#[derive(Clone, Copy)]
pub struct Notices {
    queue: Var<Queue>,
}

impl Default for Notices {
    fn default() -> Self {
        Notices::new()
    }
}

impl Notices {
    /// No notice.
    pub fn new() -> Notices {
        Notices {
            queue: Var::new(Queue::default()),
        }
    }

    /// Read access for views.
    pub fn queue(&self) -> ReadVar<Queue> {
        self.queue.read_only()
    }

    /// Something to know.
    pub fn info(&self, text: impl Into<String>) {
        self.tell(text.into(), NoticeKind::Info, None);
    }

    /// Something went wrong (and was handled).
    pub fn error(&self, text: impl Into<String>) {
        self.tell(text.into(), NoticeKind::Error, None);
    }

    /// Something went wrong, and one button sets it right.
    pub fn error_with(
        &self,
        text: impl Into<String>,
        label: impl Into<String>,
        act: impl Fn() + Send + Sync + 'static,
    ) {
        self.tell(
            text.into(),
            NoticeKind::Error,
            Some((label.into(), Arc::new(act))),
        );
    }

    fn tell(&self, text: String, kind: NoticeKind, action: Option<(String, Action)>) {
        self.queue.update(|q| {
            q.push(text, kind, action);
        });
    }

    /// Dismisses the notice `id`.
    pub fn dismiss(&self, id: u64) {
        self.queue.update(|q| q.dismiss(id));
    }

    /// Dismisses every notice (a new game starts: what was said was about the one before).
    pub fn clear(&self) {
        if self.queue.with_untracked(|q| !q.waiting().is_empty()) {
            self.queue.update(Queue::clear);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(q: &Queue) -> Vec<&str> {
        q.waiting().iter().map(|n| n.text.as_str()).collect()
    }

    #[test]
    fn notices_wait_in_order_and_none_is_lost() {
        let mut q = Queue::default();
        let a = q.push("first save set aside".into(), NoticeKind::Error, None);
        let b = q.push("second save set aside".into(), NoticeKind::Error, None);
        let c = q.push("shared game opened".into(), NoticeKind::Info, None);
        assert_eq!(
            texts(&q),
            [
                "first save set aside",
                "second save set aside",
                "shared game opened"
            ]
        );
        // Each is dismissed on its own; the others stay, in order.
        q.dismiss(b);
        assert_eq!(texts(&q), ["first save set aside", "shared game opened"]);
        q.dismiss(b);
        q.dismiss(a);
        assert_eq!(texts(&q), ["shared game opened"]);
        q.dismiss(c);
        assert!(q.waiting().is_empty());
        // Ids are never given twice.
        assert!(q.push("again".into(), NoticeKind::Info, None) > c);
    }

    #[test]
    fn the_same_words_are_told_once() {
        let mut q = Queue::default();
        let a = q.push("went on in another tab".into(), NoticeKind::Error, None);
        q.push("other".into(), NoticeKind::Info, None);
        assert_eq!(
            q.push("went on in another tab".into(), NoticeKind::Error, None),
            a
        );
        assert_eq!(texts(&q), ["went on in another tab", "other"]);
    }

    #[test]
    fn the_queue_is_bounded_and_drops_the_oldest() {
        let mut q = Queue::default();
        for i in 0..MAX_NOTICES + 3 {
            q.push(format!("n{i}"), NoticeKind::Error, None);
        }
        assert_eq!(q.waiting().len(), MAX_NOTICES);
        assert_eq!(q.waiting()[0].text, "n3");
        q.clear();
        assert!(q.waiting().is_empty());
    }
}
