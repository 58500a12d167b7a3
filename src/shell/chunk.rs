//! Code fetched when first needed: the split build's chunks (issue 33).
//!
//! The browser build is split into a main module, which draws the setup screen, and chunks,
//! each fetched the first time one of its functions is called (a game's engine, bots and
//! views; share and its QR code; replay; …). [`in_chunk!`] declares such a function: with the
//! `split` feature (the build `scripts/rust.mjs` makes unless `SPLIT=0`) its body is compiled
//! into the chunk named and the call first loads it; without the feature (native tests, the
//! component tests, the unsplit build) the body is called as it stands. Either way the call
//! is `async` and says when the chunk could not be had ([`ChunkMissing`]): the page never
//! panics for a missing chunk (a panic would stop the whole module, leptos#4785), it says so
//! with a Retry button (in place of what is missing, [`missing_note`], or as a notice,
//! [`retry_notice`]), and a failed load is not remembered, so Retry fetches again.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use crate::shell::lang::Lang;
use crate::shell::notices::Notices;
use crate::shell::var::{ReadVar, Var};
use crate::shell::words::W;

/// A chunk of the app's code could not be fetched or started, or the table's style sheet that
/// a view drawn from a chunk needs could not be loaded (offline on a first visit, a failed
/// request): the call it was for did not run, and nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChunkMissing;

impl std::fmt::Display for ChunkMissing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a part of the app's code could not be loaded")
    }
}

impl std::error::Error for ChunkMissing {}

#[cfg(feature = "split")]
impl From<leptos::wasm_split::SplitLoaderError> for ChunkMissing {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> ChunkMissing {
        ChunkMissing
    }
}

/// Declares `async fn name(args) -> Result<T, ChunkMissing>` whose body lives in the chunk
/// `chunk` of the split build (see the module's docs). Arguments and the result cross the
/// boundary by value, as a C function's would: no references, no generics, no `impl`.
#[macro_export]
macro_rules! in_chunk {
    (
        $chunk:ident,
        $(#[$meta:meta])*
        $vis:vis fn $name:ident($($arg:ident: $ty:ty),* $(,)?) -> $ret:ty $body:block
    ) => {
        $(#[$meta])*
        #[cfg(feature = "split")]
        #[::leptos::wasm_split::wasm_split(
            $chunk,
            wasm_split_path = ::leptos::wasm_split,
            fallible
        )]
        $vis fn $name($($arg: $ty),*) -> ::core::result::Result<$ret, $crate::shell::chunk::ChunkMissing> {
            ::core::result::Result::Ok($body)
        }
        $(#[$meta])*
        #[cfg(not(feature = "split"))]
        $vis async fn $name($($arg: $ty),*) -> ::core::result::Result<$ret, $crate::shell::chunk::ChunkMissing> {
            ::core::result::Result::Ok($body)
        }
    };
}

/// Tells the player that a part of the app could not be loaded, with a Retry button that runs
/// `retry` (which loads again). One notice, however many calls failed: the same words are
/// not queued twice, and the newest Retry is the one the button runs.
pub fn retry_notice(notices: Notices, lang: Lang, retry: impl Fn() + Send + Sync + 'static) {
    notices.error_with(None, W::ChunkMissing.get(lang), W::Retry.get(lang), retry);
}

/// A call that needs a chunk (its `in_chunk!` function, and what is done with the result),
/// made again by Retry.
pub type ChunkCall =
    Arc<dyn Fn() -> Pin<Box<dyn Future<Output = Result<(), ChunkMissing>>>> + Send + Sync>;

/// Makes `call` now; when its chunk cannot be had, the player is told in the page's
/// language ([`retry_notice`]) with a Retry that makes it again.
pub fn retrying(notices: Notices, lang: ReadVar<Lang>, call: ChunkCall) {
    leptos::task::spawn_local(async move {
        if call().await.is_ok() {
            return;
        }
        let again = call.clone();
        retry_notice(notices, lang.get_untracked(), move || {
            retrying(notices, lang, again.clone())
        });
    });
}

/// A value fetched from a chunk, its type erased: one copy of the fetching and drawing code
/// serves every kind of value ([`drawn_from_chunk`] is the typed door onto it).
type Erased = Arc<dyn std::any::Any + Send + Sync>;

/// A fetch of an erased value, started again by each Retry.
type ErasedLoad = Box<dyn Fn() -> Pin<Box<dyn Future<Output = Result<Erased, ChunkMissing>>>>>;

/// A fetch's state: nothing yet, the value, or word that the chunk could not be had, with a
/// way to try again. `Copy`, for the view's closures.
#[derive(Clone, Copy)]
struct Fetch {
    value: Var<Option<Erased>>,
    missing: Var<bool>,
    attempt: Var<u32>,
}

impl Fetch {
    /// Fetches again (after a failure).
    fn retry(&self) {
        self.missing.try_set(false);
        self.attempt.try_update(|n| *n += 1);
    }
}

/// Runs `load` (a function [`in_chunk!`] declared, called) now and again on each
/// [`Fetch::retry`]: no value while the chunk (and the table's style sheet, [`table_sheet`]) is
/// on its way, then the value, or `missing` if either could not be had. Compiled once for
/// every kind of value.
fn fetch(load: ErasedLoad) -> Fetch {
    let f = Fetch {
        value: Var::new(None::<Erased>),
        missing: Var::new(false),
        attempt: Var::new(0u32),
    };
    crate::shell::effect::effect(move || {
        f.attempt.track();
        // The sheet is asked for first: it loads while the chunk does.
        let styled = table_sheet();
        let fut = load();
        leptos::task::spawn_local(async move {
            let fetched = match fut.await {
                Ok(v) => styled.await.map(|()| v),
                Err(missing) => Err(missing),
            };
            match fetched {
                Ok(v) => {
                    f.value.try_set(Some(v));
                }
                Err(ChunkMissing) => {
                    f.missing.try_set(true);
                }
            }
        });
    });
    f
}

/// Loads the table's style sheet (style/table.css: the rules for what only the chunks draw;
/// index.html's `tableSheet`, which asks once and again after a failure) and says when it is
/// in, or that it could not be had: a view drawn from a chunk waits for it, so it is never
/// shown unstyled. The page without `tableSheet` (the component tests' page) has no sheet to
/// wait for.
fn table_sheet() -> Pin<Box<dyn Future<Output = Result<(), ChunkMissing>>>> {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let asked = web_sys::window()
            .and_then(|w| {
                let ask = js_sys::Reflect::get(&w, &"tableSheet".into()).ok()?;
                ask.dyn_into::<js_sys::Function>().ok()?.call0(&w).ok()
            })
            .and_then(|p| p.dyn_into::<js_sys::Promise>().ok())
            .map(wasm_bindgen_futures::JsFuture::from);
        Box::pin(async move {
            match asked {
                Some(loading) => loading.await.map(|_| ()).map_err(|_| ChunkMissing),
                None => Ok(()),
            }
        })
    }
    #[cfg(not(target_arch = "wasm32"))]
    Box::pin(async { Ok(()) })
}

/// Starts loading the table's style sheet without waiting for it: called where a table's
/// code is fetched (its game's runner), so that the sheet comes beside the chunks rather than
/// after them, when the table's view is drawn and waits for it ([`drawn_from_chunk`]). A
/// sheet that cannot load is told there.
pub fn ask_for_table_sheet() {
    // The page's promise goes on without this future (and its failure is handled: the
    // future's callbacks live until it settles).
    drop(table_sheet());
}

/// Where a part of a view could not be loaded: the words, and a Retry button that runs
/// `retry`. In the place of what is missing (a dialog's QR code, say), so it is seen and
/// reached where the player looks, a modal dialog included.
pub fn missing_note(lang: Lang, retry: impl Fn() + 'static) -> leptos::prelude::AnyView {
    use leptos::prelude::*;
    view! {
        <p class="chunk-missing" role="alert" data-testid="chunk-missing">
            {W::ChunkMissing.get(lang)}
            " "
            <button class="btn" data-testid="chunk-retry" on:click=move |_| retry()>
                {W::Retry.get(lang)}
            </button>
        </p>
    }
    .into_any()
}

/// What `draw` makes of what `load` (a function [`in_chunk!`] declared) fetches: nothing while
/// the chunk is on its way, and where it cannot be had the note with Retry in its place
/// ([`missing_note`]). Drawn where this is placed, with that place's contexts.
pub fn drawn_from_chunk<T, Fut>(
    lang: Lang,
    load: impl Fn() -> Fut + 'static,
    draw: impl Fn(T) -> leptos::prelude::AnyView + Send + Sync + 'static,
) -> leptos::prelude::AnyView
where
    T: Clone + Send + Sync + 'static,
    Fut: std::future::Future<Output = Result<T, ChunkMissing>> + 'static,
{
    let fetched = fetch(Box::new(move || {
        let fut = load();
        Box::pin(async move { fut.await.map(|v| Arc::new(v) as Erased) })
    }));
    drawn(
        lang,
        fetched,
        Box::new(move |v| v.downcast_ref::<T>().cloned().map(&draw)),
    )
}

/// What [`drawn`] makes of an erased value (`None`: not the kind it draws).
type DrawErased = Box<dyn Fn(&Erased) -> Option<leptos::prelude::AnyView> + Send + Sync>;

/// [`drawn_from_chunk`]'s view, compiled once for every kind of value.
fn drawn(lang: Lang, fetch: Fetch, draw: DrawErased) -> leptos::prelude::AnyView {
    use leptos::prelude::*;
    (move || {
        if fetch.missing.get() {
            return Some(missing_note(lang, move || fetch.retry()));
        }
        fetch.value.get().as_ref().and_then(&draw)
    })
    .into_any()
}
