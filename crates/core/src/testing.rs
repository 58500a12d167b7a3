//! Checks every game's tests make the same way (feature `testing`, enabled only by the
//! engines' dev-dependencies): never part of a build.

use crate::json::{self, Value};

/// Every damaged form of `link` a test should see refused: each truncation, and each
/// character replaced by `A`, `z` or `_` (where that changes it).
pub fn damaged_links(link: &str) -> Vec<String> {
    let chars: Vec<char> = link.chars().collect();
    let mut out: Vec<String> = (0..chars.len())
        .map(|end| chars[..end].iter().collect())
        .collect();
    for (position, &was) in chars.iter().enumerate() {
        for c in ['A', 'z', '_'].into_iter().filter(|&c| c != was) {
            let mut changed = chars.clone();
            changed[position] = c;
            out.push(changed.into_iter().collect());
        }
    }
    out
}

/// The faces of every `roll` in a record's JSON text, counted per face; `place` gives a
/// face's place (0–5) in the game's order of faces from its JSON value. Panics on a record
/// that is not JSON (a test's failure).
pub fn roll_faces(record_json: &str, place: impl Fn(&Value) -> usize) -> [u64; 6] {
    let record = json::parse(record_json).expect("a record is JSON");
    let mut counts = [0u64; 6];
    let actions = record.get("actions").and_then(Value::as_array);
    for action in actions.into_iter().flatten() {
        let faces = action.get("roll").and_then(Value::as_array);
        for face in faces.into_iter().flatten() {
            counts[place(face)] += 1;
        }
    }
    counts
}
