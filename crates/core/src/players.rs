//! Who may sit at a table: the player count a game allows, and names that tell the
//! players apart. Both games' contracts word these checks the same way.

/// Why a list of names cannot sit at a table for `min..=max` players, if it cannot: too
/// few or too many, an empty (or whitespace-only) name, or a name given twice (compared
/// exactly).
pub fn check_names(names: &[String], min: usize, max: usize) -> Result<(), String> {
    if names.len() < min || names.len() > max {
        return Err(format!(
            "{} players; the game needs {min} to {max}",
            names.len()
        ));
    }
    for (i, name) in names.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(format!("name {i} is empty"));
        }
        if let Some(j) = names[..i].iter().position(|n| n == name) {
            return Err(format!(
                "name {i} {} repeats name {j}",
                crate::record::short_str(name)
            ));
        }
    }
    Ok(())
}
