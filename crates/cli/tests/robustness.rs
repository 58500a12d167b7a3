//! Inputs meant to hurt, for every command that reads them: endless thread and game counts,
//! records larger than any game (a file just over the cap, `/dev/zero`), bytes that are not
//! UTF-8, and echoed values a megabyte long. Each must exit 2 at once with an empty stdout
//! and one short `bad input: …` line on stderr; a record just inside the cap still replays.

use std::path::PathBuf;
use std::process::Output;

mod common;
use common::run;

/// The cap on a record's size (the command's `MAX_RECORD_BYTES`).
const CAP: usize = 16 << 20;

/// The longest stderr line any refusal here may print: the message, a value cut to 60
/// characters, and a usage line.
const SHORT: usize = 400;

/// Both replay commands, and a small valid record of each game.
const REPLAYS: [(&[&str], &str); 2] = [
    (&["replay"], r#"{"players": ["Ann", "Bob"], "actions": []}"#),
    (
        &["heckmeck", "replay"],
        r#"{"players": ["Ann", "Bob"], "actions": []}"#,
    ),
];

/// Both simulate commands.
const SIMULATES: [&[&str]; 2] = [&["simulate"], &["heckmeck", "simulate"]];

/// `args` followed by `more`.
fn with<'a>(args: &[&'a str], more: &[&'a str]) -> Vec<&'a str> {
    [args, more].concat()
}

/// A file in the temp directory, deleted when dropped (some are 16 MiB).
struct TempFile(PathBuf);

impl TempFile {
    fn path(&self) -> &str {
        self.0.to_str().expect("a UTF-8 temp path")
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// A fresh file in the temp directory holding `contents`.
fn temp_file(name: &str, contents: &[u8]) -> TempFile {
    let name = format!("pechvogel-robustness-{}-{name}", std::process::id());
    let path = std::env::temp_dir().join(name);
    std::fs::write(&path, contents).unwrap();
    TempFile(path)
}

/// Exit 2, empty stdout, exactly one short line on stderr starting `bad input: `; returns
/// it.
#[track_caller]
fn refused(out: &Output) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(
        out.status.code(),
        Some(2),
        "stderr: {}",
        &stderr[..stderr.len().min(SHORT)]
    );
    assert!(
        out.stdout.is_empty(),
        "stdout has {} bytes",
        out.stdout.len()
    );
    assert!(
        out.stderr.len() <= SHORT,
        "stderr has {} bytes: {}…",
        out.stderr.len(),
        &stderr[..SHORT]
    );
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr:?}");
    assert!(stderr.ends_with('\n'), "{stderr:?}");
    let line = stderr.trim_end_matches('\n').to_string();
    assert!(line.starts_with("bad input: "), "{line}");
    line
}

/// A valid record padded with spaces to exactly `len` bytes.
fn padded(record: &str, len: usize) -> Vec<u8> {
    let mut bytes = record.as_bytes().to_vec();
    bytes.resize(len, b' ');
    bytes
}

#[test]
fn thread_counts_are_bounded() {
    for sim in SIMULATES {
        let line = refused(&run(&with(sim, &["--threads", "99999999999"]), None));
        assert!(
            line.starts_with(
                "bad input: --threads \"99999999999\": must be a whole number from 1 to 256; usage: "
            ),
            "{line}"
        );
        for k in ["0", "257", "-1", "4.0", ""] {
            let line = refused(&run(&with(sim, &["--threads", k, "--games", "1"]), None));
            assert!(
                line.contains(&format!(
                    "--threads {k:?}: must be a whole number from 1 to 256"
                )),
                "{line}"
            );
        }
    }
}

#[test]
fn game_counts_are_bounded() {
    for sim in SIMULATES {
        let line = refused(&run(&with(sim, &["--games", "18446744073709551615"]), None));
        assert!(
            line.starts_with(
                "bad input: --games \"18446744073709551615\": must be a whole number from 1 to \
                 1000000000; usage: "
            ),
            "{line}"
        );
        for g in ["0", "1000000001", "-5", "1e3"] {
            let line = refused(&run(&with(sim, &["--games", g]), None));
            assert!(
                line.contains(&format!(
                    "--games {g:?}: must be a whole number from 1 to 1000000000"
                )),
                "{line}"
            );
        }
    }
}

#[test]
fn a_record_over_the_cap_is_refused_and_one_at_the_cap_replays() {
    for (replay, record) in REPLAYS {
        let over = temp_file("over.json", &padded(record, CAP + 1));
        let line = refused(&run(&with(replay, &[over.path()]), None));
        assert_eq!(line, "bad input: the record is larger than 16 MiB");
        let line = refused(&run(&with(replay, &["-"]), Some(&padded(record, CAP + 1))));
        assert_eq!(line, "bad input: the record is larger than 16 MiB");
        // Exactly at the cap: read whole, and replayed.
        let at = temp_file("at.json", &padded(record, CAP));
        let out = run(&with(replay, &[at.path()]), None);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.stderr.is_empty());
        assert!(String::from_utf8_lossy(&out.stdout).starts_with("{\"players\":"));
    }
}

#[cfg(unix)]
#[test]
fn an_endless_input_is_cut_at_the_cap() {
    for (replay, _) in REPLAYS {
        let line = refused(&run(&with(replay, &["/dev/zero"]), None));
        assert_eq!(line, "bad input: the record is larger than 16 MiB");
    }
}

#[test]
fn bytes_that_are_not_utf8_are_malformed_json() {
    for (replay, _) in REPLAYS {
        // A Latin-1 "ö" at byte 14 of the first line (the column points just after it, as
        // the JSON reader's columns do).
        let latin1 = b"{\"players\": [\"J\xf6rg\", \"B\"], \"actions\": []}";
        let want = "bad input: malformed JSON: invalid UTF-8 at line 1 column 16";
        let path = temp_file("latin1.json", latin1);
        assert_eq!(refused(&run(&with(replay, &[path.path()]), None)), want);
        assert_eq!(refused(&run(&with(replay, &["-"]), Some(latin1))), want);
        // On a later line, the column counts from that line's start.
        let later = b"{\"players\": [\"A\",\n \"B\xff\"], \"actions\": []}";
        assert_eq!(
            refused(&run(&with(replay, &["-"]), Some(later))),
            "bad input: malformed JSON: invalid UTF-8 at line 2 column 4"
        );
    }
}

#[test]
fn a_huge_duplicate_name_is_cut_short() {
    let name = "N".repeat(5 << 20);
    let record = format!("{{\"players\": [\"{name}\", \"{name}\"], \"actions\": []}}");
    for (replay, _) in REPLAYS {
        let line = refused(&run(&with(replay, &["-"]), Some(record.as_bytes())));
        assert!(
            line.starts_with("bad input: players: name 1 \"NNN"),
            "{line}"
        );
        assert!(line.ends_with("\"… repeats name 0"), "{line}");
    }
}

#[test]
fn a_huge_action_key_is_cut_short() {
    let key = "k".repeat(1 << 20);
    let record = format!("{{\"players\": [\"A\", \"B\"], \"actions\": [{{\"{key}\": 1}}]}}");
    for (replay, _) in REPLAYS {
        let line = refused(&run(&with(replay, &["-"]), Some(record.as_bytes())));
        assert!(
            line.starts_with("bad input: action 0: unknown action \"kkk"),
            "{line}"
        );
    }
}

#[test]
fn huge_arguments_are_cut_short() {
    // Linux takes at most 128 KiB in one argument.
    let long = "9".repeat(100_000);
    let flag = format!("--{}", "x".repeat(100_000));
    for sim in SIMULATES {
        for args in [
            with(sim, &["--threads", &long]),
            with(sim, &["--games", &long]),
            with(sim, &["--seed", &long]),
            with(sim, &["--players", &long]),
            with(sim, &["--bots", &long]),
            with(sim, &[&flag]),
        ] {
            refused(&run(&args, None));
        }
    }
    for args in [
        vec!["odds", "--targets", &long, "--ravens", "1"],
        vec!["odds", "--targets", "1", "--ravens", &long],
        vec!["odds", &flag],
        vec!["heckmeck", "odds", "--kept", &long],
        vec!["heckmeck", "odds", "--kept", &format!("W,{long}")],
        vec!["heckmeck", "odds", "--kept", &format!(",{long}")],
    ] {
        refused(&run(&args, None));
    }
    for (replay, _) in REPLAYS {
        let line = refused(&run(&with(replay, &[&long]), None));
        assert!(line.starts_with("bad input: cannot read \"999"), "{line}");
    }
    refused(&run(&[&long], None));
    refused(&run(&["heckmeck", &long], None));
}

#[test]
fn a_repeated_key_is_malformed_json_in_both_games() {
    // Read as serde_json read it, `{"target":3,"target":7}` played 7: refused now, where the
    // second key ends.
    for (replay, action, key, column) in [
        (
            &["replay"][..],
            r#"{"roll": [7, 7, "R", "R", 3, 4, 5]}, {"target":3,"target":7}"#,
            "target",
            97,
        ),
        (
            &["heckmeck", "replay"][..],
            r#"{"keep":1,"keep":"W"}"#,
            "keep",
            56,
        ),
    ] {
        let record = format!("{{\"players\": [\"Ann\", \"Bob\"], \"actions\": [{action}]}}");
        let line = refused(&run(&with(replay, &["-"]), Some(record.as_bytes())));
        assert_eq!(
            line,
            format!("bad input: malformed JSON: duplicate key \"{key}\" at line 1 column {column}")
        );
        // At the top level too, whichever players would have been taken.
        let record = r#"{"players": ["Ann", "Bob"], "actions": [], "players": ["Cy", "Di"]}"#;
        let line = refused(&run(&with(replay, &["-"]), Some(record.as_bytes())));
        assert_eq!(
            line,
            "bad input: malformed JSON: duplicate key \"players\" at line 1 column 52"
        );
    }
}
