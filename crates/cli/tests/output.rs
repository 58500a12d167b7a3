//! No command panics on its output (exit code 101, "failed printing to stdout"): with stdout
//! a closed pipe (`| head`, `| true`) every command ends quietly with exit code 1; with
//! stdout a full device (`> /dev/full`) it prints one `error: cannot write the output: …`
//! line on stderr and exits 1; with stderr a full device a refusal still exits 2.

mod common;

use std::process::{Command, Output, Stdio};

use common::{temp_file, text, BIN};

const PECHVOGEL: &str =
    r#"{"players": ["Umberto", "Thea"], "actions": [{"roll": [7, 7, "R", "R", 3, 4, 5]}]}"#;
const HECKMECK: &str =
    r#"{"players": ["Jonathan", "Heather"], "actions": [{"roll": ["W", "W", 1, 2, 3, 3, 5, 1]}]}"#;

/// Every command that writes to stdout, with arguments that succeed (its files named after
/// `test`, so that tests running at once do not share them).
fn commands(test: &str) -> Vec<Vec<String>> {
    let p = temp_file(&format!("output-{test}-p.json"), PECHVOGEL.as_bytes());
    let h = temp_file(&format!("output-{test}-h.json"), HECKMECK.as_bytes());
    let (p, h) = (p.to_str().unwrap(), h.to_str().unwrap());
    let link = |args: &[&str]| {
        let out = Command::new(BIN).args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        text(&out.stdout).trim_end().to_string()
    };
    let p_link = link(&["link", p]);
    let h_link = link(&["heckmeck", "link", h]);
    let all: Vec<Vec<&str>> = vec![
        vec!["--help"],
        vec!["replay", p],
        vec!["odds", "--targets", "2", "--ravens", "1"],
        vec!["simulate", "--games", "3", "--threads", "1"],
        vec!["simulate", "--games", "3", "--threads", "1", "--timing"],
        vec!["link", p],
        vec!["unlink", &p_link],
        vec!["heckmeck", "replay", h],
        vec!["heckmeck", "odds", "--kept", "W,4"],
        vec!["heckmeck", "simulate", "--games", "3", "--threads", "1"],
        vec!["heckmeck", "link", h],
        vec!["heckmeck", "unlink", &h_link],
    ];
    all.into_iter()
        .map(|args| args.into_iter().map(String::from).collect())
        .collect()
}

fn run_with(args: &[String], stdout: Stdio, stderr: Stdio) -> Output {
    Command::new(BIN)
        .args(args)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(stderr)
        .output()
        .expect("the binary runs")
}

#[test]
fn a_closed_stdout_ends_every_command_quietly() {
    for args in commands("closed") {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = run_with(&args, writer.into(), Stdio::piped());
        let stderr = text(&out.stderr);
        // `--timing` writes its times to stderr before the result: nothing else there.
        let stderr = if args.contains(&"--timing".to_string()) {
            assert!(stderr.starts_with("{\"timing\":"), "{args:?}: {stderr}");
            stderr.lines().skip(1).collect::<String>()
        } else {
            stderr
        };
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(stderr.is_empty(), "{args:?}: {stderr}");
    }
}

#[cfg(unix)]
#[test]
fn a_full_stdout_is_one_line_of_error() {
    for args in commands("full") {
        let full = std::fs::File::options()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = run_with(&args, full.into(), Stdio::piped());
        let stderr = text(&out.stderr);
        let last = stderr.lines().last().unwrap_or("");
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(
            last, "error: cannot write the output: No space left on device (os error 28)",
            "{args:?}"
        );
        let lines = if args.contains(&"--timing".to_string()) {
            2
        } else {
            1
        };
        assert_eq!(stderr.lines().count(), lines, "{args:?}: {stderr}");
    }
}

#[cfg(unix)]
#[test]
fn a_full_stderr_is_no_panic() {
    for args in [
        vec!["replay"],
        vec!["heckmeck", "nonsense"],
        vec!["odds", "--targets", "9"],
        vec!["unlink", "AAAA"],
    ] {
        let args: Vec<String> = args.into_iter().map(String::from).collect();
        let full = std::fs::File::options()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = run_with(&args, Stdio::piped(), full.into());
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    // And both full: still no panic.
    let args = vec![
        "simulate".to_string(),
        "--games".into(),
        "2".into(),
        "--timing".into(),
    ];
    let full = || {
        std::fs::File::options()
            .write(true)
            .open("/dev/full")
            .unwrap()
    };
    let out = run_with(&args, full().into(), full().into());
    assert_eq!(out.status.code(), Some(1));
}
