//! What the CLI's test files share: running the binary, and the contract every `replay`
//! answer keeps (a good one: exit 0 and one line of JSON; a bad one: exit 2, nothing on
//! stdout, one `bad input: ` line on stderr).
// Each test file uses a part of it.
#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

pub const BIN: &str = env!("CARGO_BIN_EXE_pechvogel");

/// Runs the binary with `args` and, if given, `stdin`.
pub fn run(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    {
        let mut pipe = child.stdin.take().unwrap();
        if let Some(bytes) = stdin {
            // The binary may stop reading early; a broken pipe here is its business.
            let _ = pipe.write_all(bytes);
        }
    }
    child.wait_with_output().unwrap()
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A fresh file in the temp directory holding `contents`.
pub fn temp_file(name: &str, contents: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pechvogel-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

/// Exit 0, no stderr, one line of state JSON on stdout; returns the state.
#[track_caller]
pub fn good(out: &Output) -> Value {
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    assert!(out.stderr.is_empty(), "stderr: {}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(stdout.ends_with('\n'));
    serde_json::from_str(&stdout).expect("stdout is JSON")
}

/// Exit 2, empty stdout, exactly one line on stderr starting `bad input: `; returns it.
#[track_caller]
pub fn bad(out: &Output) -> String {
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "stderr: {stderr}");
    assert!(out.stdout.is_empty(), "stdout: {}", text(&out.stdout));
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr:?}");
    assert!(stderr.ends_with('\n'), "{stderr:?}");
    let line = stderr.trim_end_matches('\n').to_string();
    assert!(line.starts_with("bad input: "), "{line}");
    line
}
