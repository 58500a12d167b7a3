//! The app's reactive values, each on Leptos types that do not depend on the value's type, so
//! that Leptos' reactive code is compiled once for the whole app. Each `RwSignal<T>`,
//! `Memo<T>`, `Signal<T>`, `StoredValue<T>` or `Callback<In, Out>` is its own copy of that
//! code in the browser's build (getting, setting, tracking, its arena entry, its read-only
//! half), one per type; here what is left per type is a downcast and a clone (ARCHITECTURE.md's
//! size notes have the measurements).
//!
//! - [`Var`]: a value the views read and the code sets, like `RwSignal` (a `Trigger` and a
//!   `StoredValue` of a boxed `Any`);
//! - [`Computed`]: a value worked out from others and remembered, like `Memo` (also in place
//!   of derived signals);
//! - [`Stash`]: a value no view reads, like `StoredValue`;
//! - [`Act`]: something to do, like `Callback`.

use std::any::Any;
use std::marker::PhantomData;
use std::sync::Arc;

use leptos::prelude::*;
use leptos::reactive::signal::guards::{Mapped, Plain, ReadGuard, UntrackedWriteGuard};

type Boxed = Box<dyn Any + Send + Sync>;

/// A value that notifies whoever read it (a view, an effect, a memo) when it is set. `Copy`,
/// and dropped with the reactive owner it was made under, as an `RwSignal` is.
pub struct Var<T> {
    value: StoredValue<Boxed>,
    changed: Changed,
    ty: PhantomData<fn() -> T>,
}

/// What tells a [`Var`]'s readers that it changed: Leptos' `ArcTrigger`, stored. Not its
/// arena `Trigger`: that one notifies through the reactive node's generic path, which keeps
/// every reader it ever had (a clone of its list, never emptied), so each effect or memo
/// that once read a value and was dropped since stayed listed, and its memory allocated, for
/// as long as the value lived: about 35 KB per game of bots in one tab (issue 29). An
/// `ArcTrigger` empties its list when it notifies (those still alive subscribe again when
/// they run), as Leptos' own signals do.
#[derive(Clone, Copy)]
struct Changed(StoredValue<ArcTrigger>);

impl Changed {
    fn new() -> Changed {
        Changed(StoredValue::new(ArcTrigger::new()))
    }

    fn track(&self) {
        self.0.try_with_value(ArcTrigger::track);
    }

    fn notify(&self) {
        self.0.try_with_value(ArcTrigger::notify);
    }
}

/// The reading half of a [`Var`], for those who only show it.
pub struct ReadVar<T>(Var<T>);

impl<T> Clone for Var<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Var<T> {}

impl<T> Clone for ReadVar<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for ReadVar<T> {}

/// The stored box, for reading (`None` once its owner is gone).
fn read(value: StoredValue<Boxed>) -> Option<ReadGuard<Boxed, Plain<Boxed>>> {
    value.try_read_value()
}

/// The stored box, for writing (`None` once its owner is gone).
fn write(value: StoredValue<Boxed>) -> Option<UntrackedWriteGuard<Boxed>> {
    value.try_write_value()
}

impl<T: Send + Sync + 'static> Var<T> {
    /// A new value, owned by the current reactive owner.
    pub fn new(value: T) -> Var<T> {
        Var {
            value: StoredValue::new(Box::new(value) as Boxed),
            changed: Changed::new(),
            ty: PhantomData,
        }
    }

    /// The reading half.
    pub fn read_only(&self) -> ReadVar<T> {
        ReadVar(*self)
    }

    /// Calls `f` with the value, untracked; `None` once the owner is gone.
    pub fn try_with_untracked<R>(&self, f: impl FnOnce(&T) -> R) -> Option<R> {
        let guard = read(self.value)?;
        // Only a `T` is ever stored under a `Var<T>`.
        guard.downcast_ref::<T>().map(f)
    }

    /// Calls `f` with the value, untracked.
    pub fn with_untracked<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        match self.try_with_untracked(f) {
            Some(r) => r,
            None => gone(),
        }
    }

    /// Calls `f` with the value; whoever calls it is told when it changes.
    pub fn with<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.changed.track();
        self.with_untracked(f)
    }

    /// Whoever calls it is told when the value changes.
    pub fn track(&self) {
        self.changed.track();
    }

    /// Changes the value in place and tells those who read it; `None` once the owner is gone.
    pub fn try_update<R>(&self, f: impl FnOnce(&mut T) -> R) -> Option<R> {
        let r = {
            let mut guard = write(self.value)?;
            guard.downcast_mut::<T>().map(f)
        };
        self.changed.notify();
        r
    }

    /// Changes the value in place and tells those who read it.
    pub fn update(&self, f: impl FnOnce(&mut T)) {
        self.try_update(f);
    }

    /// Sets the value and tells those who read it; the value back once the owner is gone.
    pub fn try_set(&self, value: T) -> Option<T> {
        let mut value = Some(value);
        self.try_update(|v| *v = value.take().unwrap_or_else(|| gone()));
        value
    }

    /// Sets the value and tells those who read it.
    pub fn set(&self, value: T) {
        self.try_set(value);
    }
}

impl<T: Clone + Send + Sync + 'static> Var<T> {
    /// The value; whoever calls it is told when it changes.
    pub fn get(&self) -> T {
        self.with(T::clone)
    }

    /// The value, untracked.
    pub fn get_untracked(&self) -> T {
        self.with_untracked(T::clone)
    }

    /// The value, untracked; `None` once the owner is gone.
    pub fn try_get_untracked(&self) -> Option<T> {
        self.try_with_untracked(T::clone)
    }
}

impl<T: Send + Sync + 'static> ReadVar<T> {
    /// Calls `f` with the value; whoever calls it is told when it changes.
    pub fn with<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.0.with(f)
    }

    /// Calls `f` with the value, untracked.
    pub fn with_untracked<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.0.with_untracked(f)
    }

    /// Whoever calls it is told when the value changes.
    pub fn track(&self) {
        self.0.track();
    }
}

impl<T: Clone + Send + Sync + 'static> ReadVar<T> {
    /// The value; whoever calls it is told when it changes.
    pub fn get(&self) -> T {
        self.0.get()
    }

    /// The value, untracked.
    pub fn get_untracked(&self) -> T {
        self.0.get_untracked()
    }
}

/// A value no view reads (a counter, a remembered place), like Leptos' `StoredValue` but on
/// the same stored box as [`Var`]: Leptos' storage code is compiled once, not once per type.
pub struct Stash<T> {
    value: StoredValue<Boxed>,
    ty: PhantomData<fn() -> T>,
}

impl<T> Clone for Stash<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Stash<T> {}

impl<T: Send + Sync + 'static> Stash<T> {
    /// A new value, owned by the current reactive owner.
    pub fn new(value: T) -> Stash<T> {
        Stash {
            value: StoredValue::new(Box::new(value) as Boxed),
            ty: PhantomData,
        }
    }

    /// Calls `f` with the value; `None` once the owner is gone.
    pub fn try_with_value<R>(&self, f: impl FnOnce(&T) -> R) -> Option<R> {
        let guard = read(self.value)?;
        guard.downcast_ref::<T>().map(f)
    }

    /// Calls `f` with the value.
    pub fn with_value<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.try_with_value(f).unwrap_or_else(|| gone())
    }

    /// Changes the value in place; `None` once the owner is gone.
    pub fn try_update_value<R>(&self, f: impl FnOnce(&mut T) -> R) -> Option<R> {
        let mut guard = write(self.value)?;
        guard.downcast_mut::<T>().map(f)
    }

    /// Changes the value in place (nothing once the owner is gone).
    pub fn update_value(&self, f: impl FnOnce(&mut T)) {
        self.try_update_value(f);
    }

    /// Sets the value; the value back once the owner is gone.
    pub fn try_set_value(&self, value: T) -> Option<T> {
        let mut value = Some(value);
        self.try_update_value(|v| *v = value.take().unwrap_or_else(|| gone()));
        value
    }

    /// Sets the value (nothing once the owner is gone).
    pub fn set_value(&self, value: T) {
        self.try_set_value(value);
    }
}

impl<T: Send + Sync + 'static> Stash<T> {
    /// The value, read through a guard (no closure: one copy of this per `T`, where
    /// `with_value` is one per closure).
    pub fn read(&self) -> StashRef<T> {
        match read(self.value) {
            Some(guard) => StashRef(guard, PhantomData),
            None => gone(),
        }
    }

    /// The value, changed through a guard; `None` once the owner is gone.
    pub fn try_write(&self) -> Option<StashMut<T>> {
        write(self.value).map(|guard| StashMut(guard, PhantomData))
    }
}

/// A [`Stash`]'s value, read.
pub struct StashRef<T>(ReadGuard<Boxed, Plain<Boxed>>, PhantomData<fn() -> T>);

/// A [`Stash`]'s value, to be changed.
pub struct StashMut<T>(UntrackedWriteGuard<Boxed>, PhantomData<fn() -> T>);

impl<T: 'static> std::ops::Deref for StashRef<T> {
    type Target = T;

    fn deref(&self) -> &T {
        self.0.downcast_ref::<T>().unwrap_or_else(|| gone())
    }
}

impl<T: 'static> std::ops::Deref for StashMut<T> {
    type Target = T;

    fn deref(&self) -> &T {
        self.0.downcast_ref::<T>().unwrap_or_else(|| gone())
    }
}

impl<T: 'static> std::ops::DerefMut for StashMut<T> {
    fn deref_mut(&mut self) -> &mut T {
        self.0.downcast_mut::<T>().unwrap_or_else(|| gone())
    }
}

impl<T: Clone + Send + Sync + 'static> Stash<T> {
    /// The value.
    pub fn get_value(&self) -> T {
        self.with_value(T::clone)
    }

    /// The value; `None` once the owner is gone.
    pub fn try_get_value(&self) -> Option<T> {
        self.try_with_value(T::clone)
    }
}

/// Something to do, handed to a component or kept in a context, like Leptos' `Callback`
/// (`Copy`), but kept in a [`Stash`]: Leptos' storage code is compiled once for every kind
/// of callback, not once per kind.
pub struct Act<In: 'static, Out: 'static = ()>(Stash<Arc<dyn Fn(In) -> Out + Send + Sync>>);

impl<In, Out> Clone for Act<In, Out> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<In, Out> Copy for Act<In, Out> {}

impl<In, Out> std::fmt::Debug for Act<In, Out> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Act")
    }
}

impl<In, Out> Act<In, Out> {
    /// `f`, owned by the current reactive owner.
    pub fn new(f: impl Fn(In) -> Out + Send + Sync + 'static) -> Act<In, Out> {
        Act(Stash::new(Arc::new(f)))
    }

    /// Does it.
    pub fn run(&self, input: In) -> Out {
        let f = self.0.with_value(Arc::clone);
        f(input)
    }
}

impl<F, In, Out> From<F> for Act<In, Out>
where
    F: Fn(In) -> Out + Send + Sync + 'static,
{
    fn from(f: F) -> Self {
        Act::new(f)
    }
}

/// A value worked out from others and remembered, like Leptos' `Memo` (those who read it are
/// told only when it comes out different), on one `Memo` of a boxed `Any`: Leptos' memo code
/// is compiled once, not once per type of value.
pub struct Computed<T> {
    memo: Memo<Boxed>,
    ty: PhantomData<fn() -> T>,
}

impl<T> Clone for Computed<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Computed<T> {}

/// What a [`Computed`] runs: the new value boxed, and whether it differs from the last.
type Work = Box<dyn Fn(Option<Boxed>) -> (Boxed, bool) + Send + Sync>;

/// The one `Memo` of the app.
fn memo(work: Work) -> Memo<Boxed> {
    Memo::new_owning(work)
}

/// A read of the memo's box.
type MemoGuard = ReadGuard<Boxed, Mapped<Plain<Option<Boxed>>, Boxed>>;

/// The memo's box, tracked (`None` once its owner is gone).
fn read_memo(memo: Memo<Boxed>) -> Option<MemoGuard> {
    memo.try_read()
}

/// The memo's box, untracked (`None` once its owner is gone).
fn read_memo_untracked(memo: Memo<Boxed>) -> Option<MemoGuard> {
    memo.try_read_untracked()
}

impl<T: PartialEq + Send + Sync + 'static> Computed<T> {
    /// Works out `f` when first read and again when what it read changes.
    pub fn new(f: impl Fn() -> T + Send + Sync + 'static) -> Computed<T> {
        Computed {
            memo: memo(Box::new(move |before: Option<Boxed>| {
                let now = f();
                let same = before.is_some_and(|b| b.downcast_ref::<T>() == Some(&now));
                (Box::new(now), !same)
            })),
            ty: PhantomData,
        }
    }

    /// Calls `f` with the value; whoever calls it is told when it changes.
    pub fn with<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.with_guard(read_memo(self.memo), f)
    }

    /// Calls `f` with the value, untracked.
    pub fn with_untracked<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.with_guard(read_memo_untracked(self.memo), f)
    }

    /// Whoever calls it is told when the value changes.
    pub fn track(&self) {
        self.memo.track();
    }

    fn with_guard<R>(&self, guard: Option<MemoGuard>, f: impl FnOnce(&T) -> R) -> R {
        match guard.as_deref().and_then(|b| b.downcast_ref::<T>()) {
            Some(v) => f(v),
            None => gone(),
        }
    }
}

impl<T: Clone + PartialEq + Send + Sync + 'static> Computed<T> {
    /// The value; whoever calls it is told when it changes.
    pub fn get(&self) -> T {
        self.with(T::clone)
    }

    /// The value, untracked.
    pub fn get_untracked(&self) -> T {
        self.with_untracked(T::clone)
    }
}

/// A value read after its owner was dropped (as Leptos' signals do, a bug: panics).
#[cold]
fn gone() -> ! {
    panic!("a value read after its owner was dropped")
}
