//! The history on the page: the door the rest of the app uses. The main module holds only
//! this: what the panel shows ([`shown`]), the names offered at setup ([`names`]), and
//! requests ([`read`], [`keep`], [`reviewed`]) handed to the history's keeper
//! ([`super::keeper`]), which is fetched with its chunk when first needed: the names when a
//! name field is first focused ([`want_names`]), the history read whole when it is opened. A failing database is told in the page's language and touches nothing else: the
//! game on the table goes on, the saved games stay.

use std::cell::RefCell;
use std::sync::Arc;

use super::keeper::Keeper;
pub use super::Shown;
use super::{Desk, Ended, RefereeLoad};
use crate::shell::chunk::{retrying, ChunkCall};
use crate::shell::save::Saved;
use crate::shell::timeline::now_ms;
use crate::shell::var::{Act, Var};
use crate::shell::Shell;

/// What the door keeps for the page (the keeper's own state is in its chunk).
struct Door {
    /// What the keeper shows and tells through.
    desk: Desk,
    /// Fetches the referee (from the keeper's chunk).
    referee: RefereeLoad,
    /// Whether the names have been asked for ([`want_names`]).
    names_asked: bool,
}

thread_local! {
    static DOOR: RefCell<Option<Door>> = const { RefCell::new(None) };
}

fn with<R>(f: impl FnOnce(&Door) -> R) -> Option<R> {
    DOOR.with(|d| d.borrow().as_ref().map(f))
}

crate::in_chunk!(
    charts,
    /// The history's keeper, from its chunk.
    fn keeper() -> &'static Keeper {
        &super::keeper::KEEPER
    }
);

/// The keeper, with the referee (from the same chunk) and the desk handed to it.
async fn keeper_ready() -> Result<&'static Keeper, crate::shell::chunk::ChunkMissing> {
    let k = keeper().await?;
    if let Some((load, desk)) = with(|d| (d.referee, d.desk)) {
        (k.enter)(load().await?, desk);
    }
    Ok(k)
}

/// Makes the history of this page (once, by the app). Nothing is read yet: the setup screen
/// loads only what it shows, and the names played before are read when a name is first
/// edited ([`want_names`]); the history is read whole when it is opened.
pub fn start(shell: Shell, referee: RefereeLoad, open: Act<Saved>) {
    let door = Door {
        desk: Desk {
            shell,
            shown: Var::new(Shown::Reading),
            names: Var::new(Vec::new()),
            open,
        },
        referee,
        names_asked: false,
    };
    DOOR.with(|d| *d.borrow_mut() = Some(door));
}

/// Has the keeper read the names offered at setup (once; a name field asks when it is
/// first focused), quietly: a database that fails, or a chunk that cannot be had, is told
/// when the player opens the history or a game ends, not while typing a name.
pub fn want_names() {
    let first = DOOR.with(|d| {
        d.borrow_mut()
            .as_mut()
            .is_some_and(|d| !std::mem::replace(&mut d.names_asked, true))
    });
    if first {
        leptos::task::spawn_local(async {
            match keeper_ready().await {
                Ok(k) => (k.read_names)(),
                // Asked again at the next focus.
                Err(_) => DOOR.with(|d| {
                    if let Some(d) = d.borrow_mut().as_mut() {
                        d.names_asked = false;
                    }
                }),
            }
        });
    }
}

/// Hands `request` to the keeper, fetching its chunk first if need be; when the chunk cannot
/// be had the player is told, with a Retry that asks again.
fn ask(request: Arc<dyn Fn(&'static Keeper) + Send + Sync>) {
    let Some(shell) = with(|d| d.desk.shell) else {
        return;
    };
    let call: ChunkCall = Arc::new(move || {
        let request = request.clone();
        Box::pin(async move {
            request(keeper_ready().await?);
            Ok(())
        })
    });
    retrying(shell.notices, shell.lang_signal(), call);
}

/// What the panel shows (nothing before [`start`]).
pub fn shown() -> Option<Var<Shown>> {
    with(|d| d.desk.shown)
}

/// Reads the history again (the panel opens); `tell`: a failure is told.
pub fn read(tell: bool) {
    ask(Arc::new(move |k| (k.read)(tell)));
}

/// Keeps a game that just ended (the table's [`Ended`]). Kept already: nothing happens.
pub fn keep(ended: Ended) {
    let now = now_ms();
    ask(Arc::new(move |k| (k.keep)(ended.clone(), now)));
}

/// Keeps a review's accuracy with the game `id` of the history (each seat's; `None` for a
/// bot's): the statistics show the mean. A game not in the history (it could not be kept)
/// keeps nothing; a failing database is told.
pub fn reviewed(id: &str, accuracy: Vec<Option<f64>>) {
    let id: Arc<str> = id.into();
    ask(Arc::new(move |k| {
        (k.reviewed)(id.clone(), accuracy.clone())
    }));
}

/// The names of people who played before, the most recent first (tracked).
pub fn names() -> Vec<String> {
    with(|d| d.desk.names).map(|n| n.get()).unwrap_or_default()
}
