//! `pechvogel link` / `unlink` and their Heckmeck twins: a record to its link and back,
//! byte for byte, and a bad link refused with one line saying what and where.

mod common;

use common::{bad, run, temp_file, text};

const PECHVOGEL: &str = r#"{"players": ["Umberto", "Thea", "Kelly"], "actions": [
  {"roll": [7, 7, "R", "R", 3, 4, 5]},
  {"target": 7},
  {"roll": [6, 7, 7]},
  {"claim": "middle"},
  {"roll": ["R", "R", "R", 3, 3, 4, 5]}
]}"#;

const HECKMECK: &str = r#"{"players": ["Jonathan", "Heather", "Nicole", "Steven", "Tom"], "short_game": true, "actions": [
  {"roll": ["W", "W", 1, 2, 3, 3, 5, 1]},
  {"keep": "W"},
  {"roll": ["W", "W", "W", 4, 4, 1]},
  {"keep": 4},
  {"roll": [2, 2, 2, 4]},
  {"keep": 2},
  {"take": 24}
]}"#;

/// Exit 0, nothing on stderr; stdout without its final line break.
#[track_caller]
fn ok(out: &std::process::Output) -> String {
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(out.stderr.is_empty());
    let stdout = text(&out.stdout);
    assert!(stdout.ends_with('\n'));
    stdout.trim_end_matches('\n').to_string()
}

#[test]
fn a_record_comes_back_from_its_link() {
    for (pre, record) in [(&[][..], PECHVOGEL), (&["heckmeck"][..], HECKMECK)] {
        let args = |cmd: &'static str, arg: &'static str| [pre, &[cmd, arg]].concat();
        let link = ok(&run(&args("link", "-"), Some(record.as_bytes())));
        assert_eq!(link.lines().count(), 1);
        assert!(link.len() < 80, "{link}");
        // From a file, the same link.
        let file = temp_file(&format!("link-{}.json", pre.len()), record.as_bytes());
        let from_file = [pre, &["link", file.to_str().unwrap()]].concat();
        assert_eq!(ok(&run(&from_file, None)), link);
        // Back: the same record (as the engine writes it), from the link, stdin or a URL;
        // and its link is the same link.
        let json = |t: &str| serde_json::from_str::<serde_json::Value>(t).unwrap();
        let back = ok(&run(&[pre, &["unlink", &link]].concat(), None));
        assert_eq!(json(&back), json(record));
        let url = format!("https://example.org/play#g={link}\n");
        assert_eq!(ok(&run(&args("unlink", "-"), Some(url.as_bytes()))), back);
        assert_eq!(ok(&run(&args("link", "-"), Some(back.as_bytes()))), link);
    }
}

#[test]
fn a_bad_link_says_what_is_wrong() {
    let link = ok(&run(&["link", "-"], Some(PECHVOGEL.as_bytes())));
    let e = bad(&run(&["heckmeck", "unlink", &link], None));
    assert_eq!(e, "bad input: the link holds another game");
    // One character changed (not the last, whose low bits may be stray).
    let changed = format!(
        "{}{}{}",
        &link[..10],
        if &link[10..11] == "A" { "B" } else { "A" },
        &link[11..]
    );
    let e = bad(&run(&["unlink", &changed], None));
    assert_eq!(e, "bad input: the link is damaged or incomplete (checksum)");
    let e = bad(&run(&["unlink", "AVyd=qjaxM"], None));
    assert_eq!(e, "bad input: character 5 ('=') does not belong in a link");
    let e = bad(&run(&["unlink", ""], None));
    assert_eq!(
        e,
        "bad input: the link is incomplete or damaged (a link cannot be 0 characters long)"
    );
    let e = bad(&run(&["unlink"], None));
    assert_eq!(e, "bad input: usage: pechvogel unlink LINK");
    let e = bad(&run(&["heckmeck", "link"], None));
    assert_eq!(e, "bad input: usage: pechvogel heckmeck link FILE");
    // A record that does not replay has no link: the replay's own message.
    let e = bad(&run(
        &["link", "-"],
        Some(b"{\"players\": [\"A\"], \"actions\": []}"),
    ));
    assert_eq!(e, "bad input: players: 1 players; the game needs 2 to 5");
}

/// The README's example link, and the link version 1 made of the same record (shared links
/// of the first format still open): one record, and the link made of it today.
#[test]
fn the_readme_s_link_is_a_real_record_s() {
    const README: &str = "AlydqjaxMjm6NxAqtLIwylIZbGx5CDQwBxNB";
    const VERSION_1: &str = "AVydqjaxMjm6NwgVWlkYZamMjS0PgQbmADug";
    let record = ok(&run(&["unlink", README], None));
    assert_eq!(ok(&run(&["unlink", VERSION_1], None)), record);
    assert_eq!(
        record,
        "{\"players\": [\"Umberto\",\"Thea\",\"Kelly\"], \"actions\": [\n  \
         {\"roll\":[7,7,\"R\",\"R\",3,4,5]},\n  {\"target\":7}\n]}"
    );
    assert_eq!(ok(&run(&["link", "-"], Some(record.as_bytes()))), README);
    assert!(readme().contains(&format!("pechvogel unlink {README} ")));
}

fn readme() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md")).unwrap()
}
