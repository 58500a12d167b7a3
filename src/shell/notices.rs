//! Notices: messages at the top of the page, each until dismissed (a bad link, an unreadable
//! save, a record that could not be loaded, a full storage). Several can wait at once, in
//! the order they came: one that arrives while another shows is queued behind it, never
//! dropped in its place (two saves set aside at start are both told). Only a newer notice
//! about the same [`Topic`] replaces an older one: the second record pasted, say, is what
//! the record's notice is about now.

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

/// What a notice is about, where a newer word on it replaces the older (the player tried
/// again). Notices without one (a save set aside, a bad setting) each stay until dismissed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    /// A record pasted into the record panel.
    Record,
    /// A language's words fetched.
    Lang,
    /// A shared link opened.
    Link,
    /// Saving to the browser's storage.
    Storage,
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
    /// What it is about, if a newer notice on the same replaces it.
    pub about: Option<Topic>,
    /// A button that acts on it, if any: its words and what it does.
    pub action: Option<(String, Action)>,
}

impl std::fmt::Debug for Notice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Notice")
            .field("id", &self.id)
            .field("text", &self.text)
            .field("kind", &self.kind)
            .field("about", &self.about)
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
    /// are not queued twice: that notice takes the newer button, and keeps its place. A
    /// notice about the same [`Topic`] is replaced, in its place.
    pub fn push(
        &mut self,
        text: String,
        kind: NoticeKind,
        about: Option<Topic>,
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
        let notice = Notice {
            id,
            text,
            kind,
            about,
            action,
        };
        if let Some(old) = self
            .waiting
            .iter_mut()
            .find(|n| about.is_some() && n.about == about)
        {
            *old = notice;
            return id;
        }
        self.waiting.push(notice);
        if self.waiting.len() > MAX_NOTICES {
            self.waiting.remove(0);
        }
        id
    }

    /// Takes the notice `id` away (nothing if it is gone already).
    pub fn dismiss(&mut self, id: u64) {
        self.waiting.retain(|n| n.id != id);
    }

    /// Takes away what was said about `topic` if it is still `text` (not something said
    /// about it since).
    pub fn withdraw(&mut self, topic: Topic, text: &str) {
        self.waiting
            .retain(|n| n.about != Some(topic) || n.text != text);
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
        self.tell(text.into(), NoticeKind::Info, None, None);
    }

    /// Something went wrong (and was handled).
    pub fn error(&self, text: impl Into<String>) {
        self.tell(text.into(), NoticeKind::Error, None, None);
    }

    /// Something to know about `topic`: replaces what was said about it.
    pub fn info_on(&self, topic: Topic, text: impl Into<String>) {
        self.tell(text.into(), NoticeKind::Info, Some(topic), None);
    }

    /// Something went wrong with `topic`: replaces what was said about it.
    pub fn error_on(&self, topic: Topic, text: impl Into<String>) {
        self.tell(text.into(), NoticeKind::Error, Some(topic), None);
    }

    /// Something went wrong (about `about`, if given), and one button sets it right.
    pub fn error_with(
        &self,
        about: Option<Topic>,
        text: impl Into<String>,
        label: impl Into<String>,
        act: impl Fn() + Send + Sync + 'static,
    ) {
        let action = Some((label.into(), Arc::new(act) as Action));
        self.tell(text.into(), NoticeKind::Error, about, action);
    }

    fn tell(
        &self,
        text: String,
        kind: NoticeKind,
        about: Option<Topic>,
        action: Option<(String, Action)>,
    ) {
        let mut told = Some((text, action));
        self.change(&mut |q| {
            if let Some((text, action)) = told.take() {
                q.push(text, kind, about, action);
            }
        });
    }

    /// Dismisses the notice `id`.
    pub fn dismiss(&self, id: u64) {
        self.change(&mut |q| q.dismiss(id));
    }

    /// Withdraws what was said about `topic` if it is still `text` ([`Queue::withdraw`]).
    pub fn withdraw(&self, topic: Topic, text: &str) {
        self.change(&mut |q| q.withdraw(topic, text));
    }

    /// Dismisses every notice (a new game starts: what was said was about the one before).
    pub fn clear(&self) {
        if self.queue.with_untracked(|q| !q.waiting().is_empty()) {
            self.change(&mut Queue::clear);
        }
    }

    /// Every change to the queue goes through here: one copy of the signal's update code
    /// in the browser's build, not one per change.
    fn change(&self, f: &mut dyn FnMut(&mut Queue)) {
        self.queue.update(|q| f(q));
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
        let a = q.push("first save set aside".into(), NoticeKind::Error, None, None);
        let b = q.push(
            "second save set aside".into(),
            NoticeKind::Error,
            None,
            None,
        );
        let c = q.push("shared game opened".into(), NoticeKind::Info, None, None);
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
        assert!(q.push("again".into(), NoticeKind::Info, None, None) > c);
    }

    #[test]
    fn the_same_words_are_told_once() {
        let mut q = Queue::default();
        let a = q.push(
            "went on in another tab".into(),
            NoticeKind::Error,
            None,
            None,
        );
        q.push("other".into(), NoticeKind::Info, None, None);
        assert_eq!(
            q.push(
                "went on in another tab".into(),
                NoticeKind::Error,
                None,
                None
            ),
            a
        );
        assert_eq!(texts(&q), ["went on in another tab", "other"]);
    }

    #[test]
    fn a_newer_word_on_the_same_topic_replaces_the_older() {
        let mut q = Queue::default();
        q.push("save set aside".into(), NoticeKind::Error, None, None);
        let first = q.push(
            "record: malformed JSON".into(),
            NoticeKind::Error,
            Some(Topic::Record),
            None,
        );
        q.push(
            "link opened".into(),
            NoticeKind::Info,
            Some(Topic::Link),
            None,
        );
        let second = q.push(
            "record: action 0".into(),
            NoticeKind::Error,
            Some(Topic::Record),
            None,
        );
        assert_ne!(first, second);
        assert_eq!(
            texts(&q),
            ["save set aside", "record: action 0", "link opened"]
        );
        // Notices without a topic never replace each other.
        q.push("other save set aside".into(), NoticeKind::Error, None, None);
        assert_eq!(q.waiting().len(), 4);
    }

    #[test]
    fn the_queue_is_bounded_and_drops_the_oldest() {
        let mut q = Queue::default();
        for i in 0..MAX_NOTICES + 3 {
            q.push(format!("n{i}"), NoticeKind::Error, None, None);
        }
        assert_eq!(q.waiting().len(), MAX_NOTICES);
        assert_eq!(q.waiting()[0].text, "n3");
        q.clear();
        assert!(q.waiting().is_empty());
    }

    #[test]
    fn a_topic_s_words_are_withdrawn_only_while_they_are_still_said() {
        let mut q = Queue::default();
        q.push("save set aside".into(), NoticeKind::Error, None, None);
        q.push(
            "Deutsch is loading".into(),
            NoticeKind::Info,
            Some(Topic::Lang),
            None,
        );
        // Something else said about the language since: it stays.
        q.push(
            "Deutsch could not be loaded".into(),
            NoticeKind::Error,
            Some(Topic::Lang),
            None,
        );
        q.withdraw(Topic::Lang, "Deutsch is loading");
        assert_eq!(texts(&q), ["save set aside", "Deutsch could not be loaded"]);
        // The same words about another topic, or none, stay too.
        q.withdraw(Topic::Record, "Deutsch could not be loaded");
        q.withdraw(Topic::Lang, "save set aside");
        assert_eq!(q.waiting().len(), 2);
        q.withdraw(Topic::Lang, "Deutsch could not be loaded");
        assert_eq!(texts(&q), ["save set aside"]);
    }
}
