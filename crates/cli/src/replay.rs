//! `pechvogel replay FILE` (and, through [`replay_with`], `pechvogel heckmeck replay FILE`):
//! the state a record leads to.

use std::io::Read;
use std::process::ExitCode;

use dice_core::json;
use dice_core::record::short_str;
use dice_core::RecordError;
use pechvogel_engine::Record;

/// The largest record read, in bytes: a long game's record is some tens of kilobytes, so
/// this is far beyond any real game, and no input (`/dev/zero`, a mistyped path) can eat
/// the machine's memory.
pub const MAX_RECORD_BYTES: usize = 16 << 20;

/// Prints the state JSON of the Pechvogel record in `args[0]` (`-` for stdin); exit 2 on bad
/// input.
pub fn run(args: &[String]) -> ExitCode {
    replay_with(args, "pechvogel replay FILE (or - for stdin)", |text| {
        Record::replay_json(text).map(|game| game.state_json())
    })
}

/// A `replay` command: reads the record in `args[0]` (a path, or `-` for stdin) with
/// [`read_record`], `replay`s it to the state JSON and prints that. Wrong usage (`usage` says
/// the right one) and bad input exit 2 with one `bad input: …` line on stderr.
pub fn replay_with<E: std::fmt::Display>(
    args: &[String],
    usage: &str,
    replay: impl FnOnce(&str) -> Result<String, RecordError<E>>,
) -> ExitCode {
    let [path] = args else {
        return crate::output::bad(&format!("usage: {usage}"));
    };
    match read_record(path).and_then(|text| replay(&text).map_err(|e| e.to_string())) {
        Ok(state) => crate::output::print_line(&state),
        Err(message) => crate::output::bad(&message),
    }
}

/// The text of the record at `path` (`-`: stdin), read through a bounded reader: at most
/// [`MAX_RECORD_BYTES`]. The error is the message after `bad input: `: the file cannot be
/// read, the record is too large, or it is not UTF-8 (which makes it malformed JSON, as the
/// contracts' settled points on messages say).
pub fn read_record(path: &str) -> Result<String, String> {
    let cannot_read = |e: std::io::Error| format!("cannot read {}: {e}", short_str(path));
    let mut bytes = Vec::new();
    // One byte more than allowed: reading it says the record is too large.
    let limit = MAX_RECORD_BYTES as u64 + 1;
    if path == "-" {
        std::io::stdin()
            .lock()
            .take(limit)
            .read_to_end(&mut bytes)
            .map_err(cannot_read)?;
    } else {
        std::fs::File::open(path)
            .and_then(|file| file.take(limit).read_to_end(&mut bytes))
            .map_err(cannot_read)?;
    }
    if bytes.len() > MAX_RECORD_BYTES {
        return Err(format!(
            "the record is larger than {} MiB",
            MAX_RECORD_BYTES >> 20
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        let bytes = e.as_bytes();
        let error = not_utf8(bytes, e.utf8_error().valid_up_to());
        RecordError::<std::convert::Infallible>::MalformedJson(error).to_string()
    })
}

/// Where `bytes` stop being UTF-8 (at byte `at`), as the JSON reader gives its errors: the
/// line from 1, the column in bytes from the line's start, pointing just after the offending
/// byte.
fn not_utf8(bytes: &[u8], at: usize) -> json::Error {
    let before = &bytes[..at];
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |nl| nl + 1);
    json::Error {
        reason: "invalid UTF-8",
        key: None,
        line: 1 + before.iter().filter(|&&b| b == b'\n').count(),
        column: at + 1 - line_start,
    }
}
