//! localStorage, thinly: every call says whether it worked (a full quota or a blocked
//! storage is reported, never ignored), and outside a browser nothing is stored.

/// Why a write failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StorageError(pub String);

#[cfg(target_arch = "wasm32")]
fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Reads a key (None outside a browser, when storage is blocked, or when it is not set).
pub fn read(key: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        storage()?.get_item(key).ok()?
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = key;
        None
    }
}

/// Writes a key; a full quota or blocked storage is an error the caller reports.
pub fn write(key: &str, value: &str) -> Result<(), StorageError> {
    #[cfg(target_arch = "wasm32")]
    {
        let s = storage().ok_or_else(|| StorageError("the browser's storage is off".into()))?;
        s.set_item(key, value)
            .map_err(|_| StorageError("the browser's storage is full".into()))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (key, value);
        Ok(())
    }
}

/// Removes a key.
pub fn remove(key: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = key;
}

/// Every key in the browser's storage (none outside a browser).
pub fn keys() -> Vec<String> {
    #[cfg(target_arch = "wasm32")]
    {
        let Some(s) = storage() else {
            return Vec::new();
        };
        let n = s.length().unwrap_or(0);
        (0..n).filter_map(|i| s.key(i).ok().flatten()).collect()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        Vec::new()
    }
}

#[cfg(target_arch = "wasm32")]
fn tab_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok()?
}

/// Reads a key of this tab's own storage (kept across reloads, not shared with other tabs).
pub fn tab_read(key: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        tab_storage()?.get_item(key).ok()?
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = key;
        None
    }
}

/// Writes a key of this tab's own storage; losing it only loses a convenience.
pub fn tab_write(key: &str, value: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(s) = tab_storage() {
        let _ = s.set_item(key, value);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (key, value);
}

/// Removes a key of this tab's own storage.
pub fn tab_remove(key: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(s) = tab_storage() {
        let _ = s.remove_item(key);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = key;
}
