//! `pechvogel odds` and `pechvogel simulate` as a user runs them.

use std::process::{Command, Output};

use serde_json::Value;

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pechvogel"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn json(out: &Output) -> Value {
    assert!(
        out.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout.clone()).unwrap();
    assert_eq!(text.lines().count(), 1, "one line: {text}");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn refused(args: &[&str]) {
    let out = run(args);
    assert_eq!(out.status.code(), Some(2), "{args:?} should exit 2");
    assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("bad input: "), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
}

#[test]
fn odds_prints_the_four_probabilities() {
    for t in 1..=3u8 {
        for r in 0..=2u8 {
            let v = json(&run(&[
                "odds",
                "--targets",
                &t.to_string(),
                "--ravens",
                &r.to_string(),
            ]));
            let obj = v.as_object().unwrap();
            let keys: Vec<&str> = obj.keys().map(String::as_str).collect();
            assert_eq!(keys.len(), 4);
            let o = pechvogel_bots::turn_odds(t, r);
            for (k, want) in [
                ("claim", o.claim),
                ("frustration", o.frustration),
                ("greedy", o.greedy),
                ("both", o.both),
            ] {
                let got = obj[k].as_f64().unwrap();
                assert!((got - want).abs() < 1e-15, "({t},{r}) {k}: {got} vs {want}");
            }
        }
    }
}

#[test]
fn odds_of_the_last_die_worked_by_hand() {
    // Three targets and two ravens: two dice until one shows a target or a raven.
    let v = json(&run(&["odds", "--targets=3", "--ravens=2"]));
    assert!((v["claim"].as_f64().unwrap() - 11.0 / 20.0).abs() < 1e-9);
    assert!((v["frustration"].as_f64().unwrap() - 11.0 / 20.0).abs() < 1e-9);
    assert!((v["greedy"].as_f64().unwrap() - 2.0 / 20.0).abs() < 1e-9);
    assert!((v["both"].as_f64().unwrap() - 2.0 / 20.0).abs() < 1e-9);
}

#[test]
fn odds_refuses_bad_arguments() {
    refused(&["odds"]);
    refused(&["odds", "--targets", "1"]);
    refused(&["odds", "--ravens", "1"]);
    refused(&["odds", "--targets", "0", "--ravens", "0"]);
    refused(&["odds", "--targets", "4", "--ravens", "0"]);
    refused(&["odds", "--targets", "1", "--ravens", "3"]);
    refused(&["odds", "--targets", "-1", "--ravens", "0"]);
    refused(&["odds", "--targets", "two", "--ravens", "0"]);
    refused(&["odds", "--targets", "1.0", "--ravens", "0"]);
    refused(&["odds", "--targets", "1", "--ravens", "0", "--targets", "2"]);
    refused(&["odds", "--targets", "1", "--ravens", "0", "--dice", "7"]);
    refused(&["odds", "--targets", "1", "--ravens"]);
}

fn simulate(args: &[&str]) -> Value {
    let mut all = vec!["simulate"];
    all.extend_from_slice(args);
    json(&run(&all))
}

#[test]
fn simulate_prints_one_summary() {
    let v = simulate(&[
        "--players",
        "4",
        "--games",
        "40",
        "--seed",
        "7",
        "--bots",
        "expert,normal,easy,normal",
    ]);
    let obj = v.as_object().unwrap();
    let mut keys: Vec<&str> = obj.keys().map(String::as_str).collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "bots",
            "games",
            "games_per_sec",
            "mean_score",
            "mean_turns",
            "players",
            "win_share"
        ]
    );
    assert_eq!(v["games"], 40);
    assert_eq!(v["players"], 4);
    assert_eq!(
        v["bots"],
        serde_json::json!(["expert", "normal", "easy", "normal"])
    );
    let shares: Vec<f64> = v["win_share"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect();
    assert_eq!(shares.len(), 4);
    assert!(shares.iter().all(|&s| (0.0..=1.0).contains(&s)));
    let total: f64 = shares.iter().sum();
    assert!((total - 1.0).abs() < 1e-9, "shares sum to {total}");
    assert_eq!(v["mean_score"].as_array().unwrap().len(), 4);
    assert!(v["mean_turns"].as_f64().unwrap() >= 5.0);
    assert!(v["games_per_sec"].as_f64().unwrap() > 0.0);
}

#[test]
fn simulate_is_reproducible_on_any_number_of_threads() {
    let args = [
        "--players",
        "3",
        "--games",
        "150",
        "--seed",
        "11",
        "--bots",
        "normal,easy,expert",
    ];
    let strip = |mut v: Value| {
        v.as_object_mut().unwrap().remove("games_per_sec");
        v
    };
    let one = strip(simulate(&[&args[..], &["--threads", "1"]].concat()));
    let two = strip(simulate(&[&args[..], &["--threads", "2"]].concat()));
    let again = strip(simulate(&args));
    assert_eq!(one, two);
    assert_eq!(one, again);
    let other = strip(simulate(&[
        "--players",
        "3",
        "--games",
        "150",
        "--seed",
        "12",
        "--bots",
        "normal,easy,expert",
    ]));
    assert_ne!(one, other, "another seed, other games");
}

#[test]
fn simulate_timing_reports_each_level_on_stderr() {
    let args = [
        "simulate",
        "--players",
        "3",
        "--games",
        "30",
        "--seed",
        "5",
        "--bots",
        "easy,normal,expert",
        "--threads",
        "1",
    ];
    let plain = run(&args);
    let timed = run(&[&args[..], &["--timing"]].concat());
    // The summary is the same game for game; only the speed differs.
    let (mut a, mut b) = (json(&plain), json(&timed));
    a["games_per_sec"] = Value::Null;
    b["games_per_sec"] = Value::Null;
    assert_eq!(a, b);
    let err = String::from_utf8(timed.stderr).unwrap();
    let t: Value = serde_json::from_str(err.trim()).unwrap_or_else(|e| panic!("{e}: {err}"));
    for level in ["easy", "normal", "expert"] {
        let d = &t["timing"][level];
        assert!(d["decisions"].as_u64().unwrap() > 0, "{level}: {d}");
        let at = |k: &str| d[k].as_f64().unwrap_or_else(|| panic!("{level} {k}: {d}"));
        assert!(at("p50_us") <= at("p99_us"), "{level}: {d}");
        assert!(at("p99_us") <= at("p999_us"), "{level}: {d}");
        assert!(at("p999_us") <= at("max_us"), "{level}: {d}");
        assert!(at("mean_us") <= at("max_us"), "{level}: {d}");
    }
}

#[test]
fn simulate_defaults_and_sizes() {
    let v = simulate(&["--games", "10", "--players", "2"]);
    assert_eq!(v["bots"], serde_json::json!(["normal", "normal"]));
    let v = simulate(&["--games", "10", "--bots", "easy,easy,easy,easy,easy"]);
    assert_eq!(v["players"], 5);
    let shares = v["win_share"].as_array().unwrap();
    let total: f64 = shares.iter().map(|x| x.as_f64().unwrap()).sum();
    assert!((total - 1.0).abs() < 1e-9);
}

#[test]
fn simulate_refuses_bad_arguments() {
    refused(&["simulate", "--players", "1"]);
    refused(&["simulate", "--players", "6"]);
    refused(&["simulate", "--players", "four"]);
    refused(&["simulate", "--players", "3", "--bots", "normal,normal"]);
    refused(&["simulate", "--bots", "normal"]);
    refused(&["simulate", "--bots", "normal,grandmaster"]);
    refused(&["simulate", "--bots", "normal,,easy"]);
    refused(&["simulate", "--games", "0"]);
    refused(&["simulate", "--games", "-5"]);
    refused(&["simulate", "--seed", "x"]);
    refused(&["simulate", "--threads", "0"]);
    refused(&["simulate", "--games"]);
    refused(&["simulate", "--games", "5", "--games", "6"]);
    refused(&["simulate", "--speed", "fast"]);
}

#[test]
fn help_names_the_new_commands() {
    let out = run(&["--help"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("pechvogel odds"));
    assert!(text.contains("pechvogel simulate"));
}
