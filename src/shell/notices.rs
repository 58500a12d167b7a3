//! Notices: one message at the top of the page until dismissed (a bad link, an unreadable
//! save, a record that could not be loaded).

use crate::shell::var::{Act, ReadVar, Var};

/// How a notice looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// Something to know.
    Info,
    /// Something went wrong (and was handled).
    Error,
}

/// A message at the top of the page until dismissed.
#[derive(Clone, Debug)]
pub struct Notice {
    /// The words.
    pub text: String,
    /// Info or error.
    pub kind: NoticeKind,
    /// A button that acts on it, if any: its words and what it does.
    pub action: Option<(String, Act<()>)>,
}

/// The owner of the notice on show.
#[derive(Clone, Copy)]
pub struct Notices {
    current: Var<Option<Notice>>,
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
            current: Var::new(None),
        }
    }

    /// Read access for views.
    pub fn current(&self) -> ReadVar<Option<Notice>> {
        self.current.read_only()
    }

    /// Something to know.
    pub fn info(&self, text: impl Into<String>) {
        self.tell(text.into(), NoticeKind::Info);
    }

    /// Something went wrong (and was handled).
    pub fn error(&self, text: impl Into<String>) {
        self.tell(text.into(), NoticeKind::Error);
    }

    /// Something went wrong, and one button sets it right.
    pub fn error_with(&self, text: impl Into<String>, label: impl Into<String>, act: Act<()>) {
        self.current.set(Some(Notice {
            text: text.into(),
            kind: NoticeKind::Error,
            action: Some((label.into(), act)),
        }));
    }

    fn tell(&self, text: String, kind: NoticeKind) {
        self.current.set(Some(Notice {
            text,
            kind,
            action: None,
        }));
    }

    /// Dismisses the notice.
    pub fn clear(&self) {
        self.current.set(None);
    }
}
