//! Everything the command writes goes through here, so that no output ever panics (`print!`
//! and `eprintln!` do, exit code 101, when a write fails). A closed stdout (`| head`) is the
//! reader's choice: the command ends quietly, exit code 1 (the output was not all
//! delivered). Any other failure to write stdout (a full disk, `> /dev/full`) is one line on
//! stderr, `error: cannot write the output: …`, exit code 1. A failure to write stderr has
//! nowhere left to be told.

use std::io::{self, Write};
use std::process::ExitCode;

/// Writes `text` to stdout, as it is, and flushes it: exit code 0, or 1 if it could not be
/// written (see the module's documentation).
pub fn print(text: &str) -> ExitCode {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::from(1),
        Err(e) => {
            error(&format!("error: cannot write the output: {e}"));
            ExitCode::from(1)
        }
    }
}

/// Writes `line` and a line break to stdout ([`print`]).
pub fn print_line(line: &str) -> ExitCode {
    print(&format!("{line}\n"))
}

/// Writes `line` and a line break to stderr.
pub fn error(line: &str) {
    let _ = writeln!(io::stderr().lock(), "{line}");
}

/// Bad input: `bad input: {message}` on stderr, exit code 2.
pub fn bad(message: &str) -> ExitCode {
    error(&format!("bad input: {message}"));
    ExitCode::from(2)
}
