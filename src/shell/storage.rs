//! localStorage, thinly: every call says whether it worked (a full quota or a blocked
//! storage is reported, never ignored), and outside a browser nothing is stored.

/// Why a write failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// The browser gives this page no storage (blocked, or a private mode without it).
    Off,
    /// The storage is full (the browser's quota for this site is used up): room can be made
    /// by removing something.
    Full,
    /// The browser refused the write for another reason.
    Refused,
}

/// A refused write's kind, from the exception the browser threw: `QuotaExceededError`
/// (Firefox before 2020: `NS_ERROR_DOM_QUOTA_REACHED`) is a full storage.
pub fn refusal(name: &str) -> StorageError {
    match name {
        "QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED" => StorageError::Full,
        _ => StorageError::Refused,
    }
}

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
        let s = storage().ok_or(StorageError::Off)?;
        s.set_item(key, value).map_err(|e| {
            let name = js_sys::Reflect::get(&e, &"name".into()).ok();
            refusal(&name.and_then(|n| n.as_string()).unwrap_or_default())
        })
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (key, value);
        Ok(())
    }
}

/// True if the key is set.
pub fn has(key: &str) -> bool {
    read(key).is_some()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_quota_is_told_apart() {
        assert_eq!(refusal("QuotaExceededError"), StorageError::Full);
        assert_eq!(refusal("NS_ERROR_DOM_QUOTA_REACHED"), StorageError::Full);
        assert_eq!(refusal("SecurityError"), StorageError::Refused);
        assert_eq!(refusal(""), StorageError::Refused);
    }
}
