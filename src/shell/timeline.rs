//! Time and chance for the table: waits between shown steps, a fresh seed for the dice,
//! and a generation counter that tells a running sequence it has been replaced (a new
//! game, a loaded record) so it stops touching the table, and work put off until the page's
//! first frame is on screen ([`once_painted`]; `ui/after_paint` does it for parts of the page).

use std::cell::Cell;

use leptos::prelude::{request_animation_frame, set_timeout};

use crate::shell::var::Stash;

/// Waits `ms` milliseconds (not at all for 0).
pub async fn pause(ms: u32) {
    if ms > 0 {
        gloo_timers::future::TimeoutFuture::new(ms).await;
    }
}

/// Lets the browser draw.
pub async fn yield_now() {
    gloo_timers::future::TimeoutFuture::new(0).await;
}

/// A random seed for the dice, from the system's secure source (`crypto.getRandomValues`
/// in a browser). Without one, the time is better than a fixed seed.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_ok() {
        return u64::from_le_bytes(bytes);
    }
    (js_sys::Date::now() * 1000.0) as u64
}

/// Now, in milliseconds since 1970 (the saves' order on the shelf).
pub fn now_ms() -> u64 {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Date::now() as u64
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64)
    }
}

/// A fresh id for a saved game: 16 hex digits from the secure source.
pub fn fresh_id() -> String {
    format!("{:016x}", random_seed())
}

/// Which sequence of shown steps is current: each new game or loaded record starts a new
/// generation, and an older sequence that wakes up from a wait sees it is stale.
#[derive(Clone, Copy)]
pub struct Generation(Stash<u64>);

impl Default for Generation {
    fn default() -> Self {
        Generation::new()
    }
}

impl Generation {
    /// The first generation.
    pub fn new() -> Generation {
        Generation(Stash::new(0))
    }

    /// Starts a new generation; the ones before are stale from now on.
    pub fn next(&self) -> u64 {
        self.0.update_value(|g| *g += 1);
        self.current()
    }

    /// The current generation.
    pub fn current(&self) -> u64 {
        self.0.try_get_value().unwrap_or(u64::MAX)
    }

    /// True if `gen` is no longer current (or the table is gone).
    pub fn stale(&self, gen: u64) -> bool {
        self.0.try_get_value() != Some(gen)
    }
}

thread_local! {
    /// True once the page's first frame has been painted.
    static PAINTED: Cell<bool> = const { Cell::new(false) };
}

/// True once the page's first frame is on screen.
pub fn painted() -> bool {
    PAINTED.get()
}

/// Runs `task` once the page's first frame is on screen, or at once if it already is: work
/// that nothing in the first frame shows, such as the first save of the game the page opens
/// with (its storage writes and JSON, about 80 functions to compile, otherwise wait before
/// the first button).
pub fn once_painted(task: impl FnOnce() + 'static) {
    if PAINTED.get() {
        task();
        return;
    }
    request_animation_frame(move || {
        set_timeout(
            move || {
                PAINTED.set(true);
                task();
            },
            std::time::Duration::ZERO,
        );
    });
}

/// A seed for one move's dice from the system's secure source (`crypto.getRandomValues` in
/// a browser), drawn when the move is made.
pub fn fresh_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        // No secure source at all (never seen in a browser that runs WebAssembly): the
        // dice still differ from move to move and from device to device.
        use std::sync::atomic::{AtomicU64, Ordering};
        static NEXT: AtomicU64 = AtomicU64::new(0x9e37_79b9_7f4a_7c15);
        let n = NEXT.fetch_add(0x9e37_79b9_7f4a_7c15, Ordering::Relaxed);
        return n ^ now_ms().rotate_left(29);
    }
    u64::from_le_bytes(bytes)
}
