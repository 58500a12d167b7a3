//! `--name value` and `--name=value` flags, read the same way by every subcommand.

/// The values of the flags `names` in `args`, in the order of `names` (each at most once),
/// and whether the bare `switch` was given. Anything else is an error naming it.
pub fn values<const N: usize>(
    args: &[String],
    names: [&str; N],
    switch: Option<&str>,
) -> Result<([Option<String>; N], bool), String> {
    let mut values: [Option<String>; N] = std::array::from_fn(|_| None);
    let mut switched = false;
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if switch == Some(flag.as_str()) {
            switched = true;
            continue;
        }
        let (name, inline) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (flag.as_str(), None),
        };
        let Some(slot) = names.iter().position(|&n| n == name) else {
            return Err(format!("unknown argument {flag:?}"));
        };
        let value = match inline {
            Some(v) => v,
            None => it
                .next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))?,
        };
        if values[slot].is_some() {
            return Err(format!("{name} given twice"));
        }
        values[slot] = Some(value);
    }
    Ok((values, switched))
}
