//! `pechvogel heckmeck odds` and `pechvogel heckmeck simulate` as a user runs them.

use std::process::{Command, Output};

use serde_json::Value;

fn run(args: &[&str]) -> Output {
    let mut all = vec!["heckmeck"];
    all.extend_from_slice(args);
    Command::new(env!("CARGO_BIN_EXE_pechvogel"))
        .args(&all)
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

fn refused(args: &[&str]) -> String {
    let out = run(args);
    assert_eq!(out.status.code(), Some(2), "{args:?} should exit 2");
    assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(err.starts_with("bad input: "), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    err
}

/// `a` and `b` equal up to the last bit or two (JSON numbers are read back to within an
/// ulp, not always exactly).
fn same(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() <= 1e-15)
}

/// The 16 chances of `odds[key]`, checking the keys "21".."36" in order.
fn chances(odds: &Value, key: &str) -> Vec<f64> {
    let obj = odds[key]
        .as_object()
        .unwrap_or_else(|| panic!("{key}: {odds}"));
    let keys: Vec<&str> = obj.keys().map(String::as_str).collect();
    let want: Vec<String> = (21..=36).map(|t: u8| t.to_string()).collect();
    assert_eq!(keys, want, "{key}: the tiles in order");
    obj.values()
        .map(|v| {
            let p = v.as_f64().unwrap();
            assert!((0.0..=1.0).contains(&p), "{key}: {p}");
            p
        })
        .collect()
}

#[test]
fn odds_from_the_start_of_a_turn_are_the_published_figures() {
    let out = run(&["odds"]);
    let text = String::from_utf8(out.stdout.clone()).unwrap();
    // Exactly two keys, reach then exact, in that order.
    assert!(text.starts_with("{\"reach\": {\"21\": "), "{text}");
    assert!(text.contains("}, \"exact\": {\"21\": "), "{text}");
    let v = json(&out);
    assert_eq!(v.as_object().unwrap().len(), 2);
    let (reach, exact) = (chances(&v, "reach"), chances(&v, "exact"));
    // 89.303% to take at least the 21, 1.568% the 36, 44.0% exactly 21.
    assert_eq!(format!("{:.5}", reach[0]), "0.89303");
    assert_eq!(format!("{:.5}", reach[15]), "0.01568");
    assert_eq!(format!("{:.3}", exact[0]), "0.440");
    // The library's numbers.
    let p = heckmeck_bots::odds::Position::START;
    assert!(same(&reach, &heckmeck_bots::odds::reach(p)));
    assert!(same(&exact, &heckmeck_bots::odds::exact(p)));
}

#[test]
fn odds_for_kept_dice() {
    let v = json(&run(&["odds", "--kept", "W,W,4,4"]));
    let p = heckmeck_bots::odds::Position::from_counts([0, 0, 0, 2, 0, 2]).unwrap();
    assert!(same(&chances(&v, "reach"), &heckmeck_bots::odds::reach(p)));
    assert!(same(&chances(&v, "exact"), &heckmeck_bots::odds::exact(p)));
    // Only the dice per face matter: any order, a face apart from its group, `=` syntax.
    assert_eq!(json(&run(&["odds", "--kept=4,W,4,W"])), v);
    // Eight dice kept, a worm among them, 36: the turn is over and every tile up to 36 is
    // reached; exactly 36 only.
    let v = json(&run(&["odds", "--kept", "W,W,W,W,4,4,4,4"]));
    assert_eq!(chances(&v, "reach"), vec![1.0; 16]);
    let mut only_36 = vec![0.0; 16];
    only_36[15] = 1.0;
    assert_eq!(chances(&v, "exact"), only_36);
    // No worm and no dice left: nothing.
    let v = json(&run(&["odds", "--kept", "5,5,5,5,5,5,5,5"]));
    assert_eq!(chances(&v, "reach"), vec![0.0; 16]);
}

#[test]
fn odds_refuses_bad_arguments() {
    let e = refused(&["odds", "--kept", "7"]);
    assert!(e.contains("\"7\" is not a face"), "{e}");
    refused(&["odds", "--kept", "6"]);
    refused(&["odds", "--kept", "0"]);
    refused(&["odds", "--kept", "w"]);
    refused(&["odds", "--kept", "W,x"]);
    refused(&["odds", "--kept", "W,,4"]);
    refused(&["odds", "--kept", ""]);
    refused(&["odds", "--kept", "WW"]);
    let e = refused(&["odds", "--kept", "1,1,1,1,1,1,1,1,1"]);
    assert!(e.contains("more than 8 dice"), "{e}");
    refused(&["odds", "--kept"]);
    refused(&["odds", "--kept", "W", "--kept", "4"]);
    refused(&["odds", "--dice", "8"]);
    refused(&["odds", "W,W"]);
}

fn simulate(args: &[&str]) -> Value {
    let mut all = vec!["simulate"];
    all.extend_from_slice(args);
    json(&run(&all))
}

#[test]
fn simulate_prints_one_summary_of_the_pechvogel_shape() {
    let out = run(&[
        "simulate",
        "--players",
        "4",
        "--games",
        "40",
        "--seed",
        "7",
        "--bots",
        "expert,normal,easy,normal",
    ]);
    let text = String::from_utf8(out.stdout.clone()).unwrap();
    let order = [
        "\"games\"",
        "\"players\"",
        "\"bots\"",
        "\"win_share\"",
        "\"mean_score\"",
        "\"mean_turns\"",
        "\"games_per_sec\"",
    ];
    let at: Vec<usize> = order.iter().map(|k| text.find(k).unwrap()).collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "key order: {text}");
    let v = json(&out);
    assert_eq!(v.as_object().unwrap().len(), 7);
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
    let scores = v["mean_score"].as_array().unwrap();
    assert_eq!(scores.len(), 4);
    // At most the 40 worms of all tiles are shared out.
    let worms: f64 = scores.iter().map(|x| x.as_f64().unwrap()).sum();
    assert!(worms > 0.0 && worms <= 40.0, "{worms}");
    assert!(v["mean_turns"].as_f64().unwrap() >= 8.0);
    assert!(v["games_per_sec"].as_f64().unwrap() > 0.0);
}

#[test]
fn simulate_is_reproducible_on_any_number_of_threads() {
    let args = [
        "--games",
        "30",
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
    let three = strip(simulate(&[&args[..], &["--threads=3"]].concat()));
    let again = strip(simulate(&args));
    assert_eq!(one, two);
    assert_eq!(one, three);
    assert_eq!(one, again);
    let other = strip(simulate(&[
        "--games",
        "30",
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
        "--games",
        "12",
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
    let v = simulate(&[
        "--games",
        "5",
        "--bots",
        "easy,easy,easy,easy,easy,easy,easy",
    ]);
    assert_eq!(v["players"], 7);
    let total: f64 = v["win_share"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .sum();
    assert!((total - 1.0).abs() < 1e-9);
    let v = simulate(&["--games", "3"]);
    assert_eq!(v["players"], 4);
}

#[test]
fn simulate_refuses_bad_arguments() {
    refused(&["simulate", "--players", "1"]);
    refused(&["simulate", "--players", "8"]);
    refused(&["simulate", "--players", "four"]);
    refused(&["simulate", "--players", "3", "--bots", "normal,normal"]);
    refused(&["simulate", "--bots", "normal"]);
    refused(&[
        "simulate",
        "--bots",
        "normal,normal,normal,normal,normal,normal,normal,normal",
    ]);
    refused(&["simulate", "--bots", "normal,grandmaster"]);
    refused(&["simulate", "--bots", "normal,,easy"]);
    refused(&["simulate", "--games", "0"]);
    refused(&["simulate", "--games", "-5"]);
    let e = refused(&["simulate", "--games", "1000000001"]);
    assert!(e.contains("1 to 1000000000"), "{e}");
    refused(&["simulate", "--seed", "x"]);
    refused(&["simulate", "--seed", "18446744073709551616"]);
    refused(&["simulate", "--threads", "0"]);
    let e = refused(&["simulate", "--threads", "257"]);
    assert!(e.contains("1 to 256"), "{e}");
    refused(&["simulate", "--games"]);
    refused(&["simulate", "--games", "5", "--games", "6"]);
    refused(&["simulate", "--speed", "fast"]);
}
