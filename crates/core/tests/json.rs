//! The JSON module against serde_json, which wrote and read every record, state and save
//! before it: the same texts accepted and refused, the same values (number kinds and float
//! bits included), the same error messages at the same line and column, and the same text
//! written back. Random texts (built, mutated and raw) and the edge cases by name. One
//! difference, on purpose: a key repeated in an object is refused (serde_json's value keeps
//! the last); the reference for it is serde_json's own parser with a reader that refuses a
//! repeated key as soon as it reads it ([`Strict`]).

use std::collections::BTreeSet;
use std::fmt;

use dice_core::json::{self, Map, Number, Value};
use dice_core::record::short_str;
use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};

/// A value read by serde_json's parser as `serde_json::Value` reads it, except that a key
/// repeated in its object is an error at once: "duplicate key \"a\"", at the place serde_json
/// gives an error found just after a key (the byte after its closing quote).
struct Strict(serde_json::Value);

impl<'de> Deserialize<'de> for Strict {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Strict, D::Error> {
        d.deserialize_any(StrictVisitor)
    }
}

struct StrictVisitor;

impl<'de> Visitor<'de> for StrictVisitor {
    type Value = Strict;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, b: bool) -> Result<Strict, E> {
        Ok(Strict(serde_json::Value::Bool(b)))
    }

    fn visit_i64<E>(self, n: i64) -> Result<Strict, E> {
        Ok(Strict(serde_json::Value::from(n)))
    }

    fn visit_u64<E>(self, n: u64) -> Result<Strict, E> {
        Ok(Strict(serde_json::Value::from(n)))
    }

    fn visit_f64<E>(self, x: f64) -> Result<Strict, E> {
        Ok(Strict(serde_json::Number::from_f64(x).map_or(
            serde_json::Value::Null,
            serde_json::Value::Number,
        )))
    }

    fn visit_str<E>(self, s: &str) -> Result<Strict, E> {
        Ok(Strict(serde_json::Value::String(s.to_string())))
    }

    fn visit_unit<E>(self) -> Result<Strict, E> {
        Ok(Strict(serde_json::Value::Null))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Strict, A::Error> {
        let mut items = Vec::new();
        while let Some(Strict(v)) = seq.next_element()? {
            items.push(v);
        }
        Ok(Strict(serde_json::Value::Array(items)))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Strict, A::Error> {
        let mut seen = BTreeSet::new();
        let mut out = serde_json::Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if !seen.insert(key.clone()) {
                return Err(de::Error::custom(format_args!(
                    "duplicate key {}",
                    short_str(&key)
                )));
            }
            let Strict(v) = map.next_value()?;
            out.insert(key, v);
        }
        Ok(Strict(serde_json::Value::Object(out)))
    }
}

/// A small deterministic generator (SplitMix64): the cases are the same on every run.
struct Gen(u64);

impl Gen {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// serde_json's value as ours, to compare kinds and bits (serde_json without
/// `preserve_order` also keeps object keys sorted and once).
fn from_serde(v: &serde_json::Value) -> Value {
    match v {
        serde_json::Value::Null => Value::Null,
        serde_json::Value::Bool(b) => Value::Bool(*b),
        serde_json::Value::Number(n) => Value::Number(if let Some(u) = n.as_u64() {
            Number::U64(u)
        } else if let Some(i) = n.as_i64() {
            Number::I64(i)
        } else {
            Number::F64(n.as_f64().expect("a float"))
        }),
        serde_json::Value::String(s) => Value::String(s.clone()),
        serde_json::Value::Array(a) => Value::Array(a.iter().map(from_serde).collect()),
        serde_json::Value::Object(m) => {
            Value::Object(m.iter().map(|(k, v)| (k.clone(), from_serde(v))).collect())
        }
    }
}

/// Floats compared by their bits (so -0.0 and 0.0 differ); everything else by value.
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(Number::F64(x)), Value::Number(Number::F64(y))) => {
            x.to_bits() == y.to_bits()
        }
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| same(a, b))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y.iter())
                    .all(|((ka, va), (kb, vb))| ka == kb && same(va, vb))
        }
        _ => a == b,
    }
}

/// Parses `text` both ways and fails unless they agree on everything.
fn agree(text: &str) -> bool {
    let ours = json::parse(text);
    let theirs = serde_json::from_str::<Strict>(text).map(|s| s.0);
    match (&ours, &theirs) {
        (Ok(a), Ok(b)) => {
            assert!(
                same(a, &from_serde(b)),
                "{text:?}: values differ: {a:?} vs {b:?}"
            );
            assert_eq!(a.to_string(), b.to_string(), "{text:?}: written back");
            true
        }
        (Err(a), Err(b)) => {
            assert_eq!(a.to_string(), b.to_string(), "{text:?}: error");
            false
        }
        _ => panic!("{text:?}: ours {ours:?}, serde_json's {theirs:?}"),
    }
}

const NUMBERS: &[&str] = &[
    "0",
    "-0",
    "1",
    "7",
    "7.0",
    "-7",
    "0.1",
    "1e2",
    "1E+2",
    "1e-2",
    "-0.0",
    "3.5",
    "1e400",
    "-1e400",
    "1e-400",
    "18446744073709551615",
    "18446744073709551616",
    "184467440737095516150",
    "-9223372036854775808",
    "-9223372036854775809",
    "9223372036854775808",
    "1.7976931348623157e308",
    "1.7976931348623159e308",
    "2.2250738585072014e-308",
    "5e-324",
    "123456789012345678901234567890",
    "0.000001",
    "1e16",
    "1e15",
    "12345678901234567.5",
    "1e2147483648",
    "0e2147483648",
    "1e-2147483648",
    "1.5e-7",
    "4.9406564584124654e-324",
    "0.30000000000000004",
];

const STRINGS: &[&str] = &[
    r#""""#,
    r#""Ann""#,
    r#""a\"b""#,
    r#""back\\slash""#,
    r#""\/\b\f\n\r\t""#,
    r#""\u00e9\u0000\u001f\u007f""#,
    r#""\ud83d\ude00""#,
    r#""é ü 🎲 ✓""#,
    r#""\uD834\uDD1E""#,
    r#""\u0041\u00DF\u6771""#,
];

/// Text that a record might hold, and text that breaks it.
const PIECES: &[&str] = &[
    "{", "}", "[", "]", ",", ":", "\"", "\\", " ", "\n", "\t", "\r", "\x0c", "\x01", "0", "1", "-",
    "+", ".", "e", "E", "n", "t", "f", "u", "null", "true", "false", "nul", "tru", "\\u",
    "\\ud800", "\\udc00", "\\uZZZZ", "\\x", "é", "🎲", "NaN", "Infinity", "\u{7f}", "/*", "'",
];

/// A random JSON text of `depth` levels at most, with random whitespace.
fn build(g: &mut Gen, depth: usize, out: &mut String) {
    let ws = |g: &mut Gen, out: &mut String| {
        if g.below(4) == 0 {
            out.push_str(g.pick(&[" ", "\n", "\t", "\r\n", "  "]));
        }
    };
    ws(g, out);
    match if depth == 0 { g.below(4) } else { g.below(6) } {
        0 => out.push_str(g.pick(&["null", "true", "false"])),
        1 | 2 => out.push_str(g.pick(NUMBERS)),
        3 => out.push_str(g.pick(STRINGS)),
        4 => {
            out.push('[');
            for i in 0..g.below(4) {
                if i > 0 {
                    out.push(',');
                }
                build(g, depth - 1, out);
            }
            out.push(']');
        }
        _ => {
            out.push('{');
            for i in 0..g.below(5) {
                if i > 0 {
                    out.push(',');
                }
                ws(g, out);
                // Few keys, so that duplicates are common.
                out.push_str(g.pick(&[
                    r#""a""#,
                    r#""b""#,
                    r#""roll""#,
                    r#""B""#,
                    r#""é""#,
                    r#""""#,
                    r#""\u0061""#,
                ]));
                ws(g, out);
                out.push(':');
                build(g, depth - 1, out);
            }
            out.push('}');
        }
    }
    ws(g, out);
}

/// `text` with a few pieces inserted, deleted or replaced (at character boundaries).
fn mutate(g: &mut Gen, text: &str) -> String {
    let mut chars: Vec<String> = text.chars().map(String::from).collect();
    for _ in 0..=g.below(3) {
        let at = g.below(chars.len() + 1);
        match g.below(3) {
            0 => chars.insert(at, g.pick(PIECES).to_string()),
            1 if at < chars.len() => {
                chars.remove(at);
            }
            _ if at < chars.len() => chars[at] = g.pick(PIECES).to_string(),
            _ => chars.push(g.pick(PIECES).to_string()),
        }
    }
    chars.concat()
}

#[test]
fn random_texts_read_as_serde_json_reads_them() {
    let mut g = Gen(1);
    let (mut accepted, mut refused) = (0, 0);
    for i in 0..40_000 {
        let mut text = String::new();
        build(&mut g, 1 + i % 4, &mut text);
        let text = if i % 2 == 1 {
            mutate(&mut g, &text)
        } else {
            text
        };
        if agree(&text) {
            accepted += 1;
        } else {
            refused += 1;
        }
    }
    // Both kinds were really compared.
    assert!(
        accepted > 15_000 && refused > 10_000,
        "{accepted} {refused}"
    );
}

#[test]
fn random_pieces_and_bytes_read_as_serde_json_reads_them() {
    let mut g = Gen(2);
    for _ in 0..20_000 {
        let mut text = String::new();
        for _ in 0..g.below(12) {
            text.push_str(g.pick(PIECES));
        }
        agree(&text);
    }
    for _ in 0..20_000 {
        let bytes: Vec<u8> = (0..g.below(16)).map(|_| g.next() as u8).collect();
        agree(&String::from_utf8_lossy(&bytes));
    }
}

#[test]
fn numbers_at_the_edges() {
    for n in NUMBERS {
        for text in [n.to_string(), format!("[{n}]"), format!("{{\"x\":{n} }}")] {
            agree(&text);
        }
    }
    for text in [
        "01",
        "-",
        "-a",
        "1.",
        "1.e5",
        ".5",
        "1e",
        "1e+",
        "1ee",
        "+1",
        "0x10",
        "1_0",
        "--1",
        "1.5.2",
        "00",
        "-01",
        "1e5.5",
        "2.",
        "[1.]",
        "[1e]",
        "Infinity",
        "-Infinity",
        "NaN",
    ] {
        assert!(!agree(text), "{text} accepted");
    }
    assert_eq!(json::parse("-0").unwrap(), Value::Number(Number::F64(-0.0)));
    assert_eq!(
        json::parse("18446744073709551616").unwrap(),
        Value::Number(Number::F64(18446744073709551616.0))
    );
    assert_eq!(
        json::parse("1e400").unwrap_err().to_string(),
        "number out of range at line 1 column 5"
    );
}

#[test]
fn strings_and_escapes() {
    for s in STRINGS {
        assert!(agree(s), "{s}");
    }
    for text in [
        r#""\ud800""#,
        r#""\ud800x""#,
        r#""\ud800\n""#,
        r#""\ud800\ud800""#,
        r#""\udc00""#,
        r#""\u12""#,
        r#""\u12"#,
        r#""\q""#,
        "\"tab\there\"",
        "\"line\nbreak\"",
        "\"open",
        "\"\\",
    ] {
        assert!(!agree(text), "{text} accepted");
    }
}

#[test]
fn every_character_is_written_as_serde_json_writes_it() {
    let mut all = String::new();
    for c in (0..0x3000)
        .filter_map(char::from_u32)
        .chain(['🎲', '\u{10FFFF}'])
    {
        let s = c.to_string();
        assert_eq!(json::quote(&s), serde_json::to_string(&s).unwrap(), "{c:?}");
        all.push(c);
    }
    assert_eq!(json::quote(&all), serde_json::to_string(&all).unwrap());
    assert_eq!(json::parse(&json::quote(&all)).unwrap(), Value::String(all));
}

#[test]
fn floats_are_written_as_serde_json_writes_them() {
    let named = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.1,
        0.5,
        1e-7,
        1.5e-7,
        1e-5,
        1.234e-5,
        1e-4,
        0.001234,
        1e15,
        1e16,
        1.5e16,
        9007199254740993.0,
        123456789012345680.0,
        12340000000.0,
        1e21,
        1e22,
        1e23,
        5e-324,
        f64::MIN_POSITIVE,
        f64::MAX,
        f64::MIN,
        f64::EPSILON,
        1.0 / 3.0,
        2.0 / 3.0,
        0.30000000000000004,
        100.0,
        // -1012282785496355.25: half way between two 17-digit candidates; the even wins.
        -8098262283970842.0 / 8.0,
    ];
    let mut g = Gen(3);
    let random = (0..200_000).map(|i| match i % 4 {
        // Any bits at all, …
        0 => f64::from_bits(g.next()),
        // … probabilities and means as the simulators print them, …
        1 => (g.next() >> 11) as f64 / (1u64 << 53) as f64,
        // … numbers of every size, …
        2 => (g.next() % 100_000) as f64 * 10f64.powi(g.below(60) as i32 - 30),
        // … and eighths near 1e15, often exactly between two shortest candidates.
        _ => ((1u64 << 52) + g.next() % (1u64 << 52)) as f64 / 8.0,
    });
    for x in named.into_iter().chain(random) {
        let ours = Value::from(x).to_string();
        assert_eq!(ours, serde_json::Value::from(x).to_string(), "{x:e}");
        if x.is_finite() {
            let mut direct = String::new();
            json::write_f64(&mut direct, x).unwrap();
            assert_eq!(direct, ours);
        }
    }
    assert_eq!(Value::from(f64::NAN), Value::Null);
    assert_eq!(Value::from(f64::INFINITY).to_string(), "null");
}

#[test]
fn floats_in_17_digits_read_back_exactly() {
    let mut g = Gen(4);
    let named = [
        1.0,
        0.5,
        0.1,
        1e-7,
        5e-324,
        f64::MAX,
        f64::MIN_POSITIVE,
        1e16,
        123.456,
    ];
    let random = (0..20_000).map(|i| match i % 2 {
        0 => f64::from_bits(g.next()),
        _ => (g.next() % 100_000) as f64 * 10f64.powi(g.below(60) as i32 - 30),
    });
    for x in named.into_iter().chain(random).filter(|x| x.is_finite()) {
        let mut text = String::new();
        json::write_f64_17(&mut text, x).unwrap();
        assert_eq!(text.parse::<f64>(), Ok(x), "{text}");
        // The digits are Rust's correctly rounded 17, less trailing zeros.
        let rust = format!("{:.16e}", x.abs());
        let (mantissa, exp) = rust.split_once('e').unwrap();
        let digits = mantissa.replace('.', "");
        let digits = digits.trim_end_matches('0');
        let ours = text.trim_start_matches('-');
        let (ours_mantissa, ours_exp) = ours.split_once('e').unwrap_or((ours, "0"));
        let ours_digits = ours_mantissa.replace('.', "");
        let ours_digits = ours_digits.trim_start_matches('0').trim_end_matches('0');
        assert_eq!(ours_digits, digits.trim_start_matches('0'), "{x:e}: {text}");
        if ours.contains('e') {
            assert_eq!(ours_exp.parse::<i32>(), exp.parse::<i32>(), "{x:e}: {text}");
        }
    }
    let written = |x: f64| {
        let mut text = String::new();
        json::write_f64_17(&mut text, x).unwrap();
        text
    };
    assert_eq!(written(0.1), "0.10000000000000001");
    assert_eq!(written(7.0), "7.0");
    assert_eq!(written(-3.5), "-3.5");
    assert_eq!(written(1e-7), "9.9999999999999995e-8");
    assert_eq!(written(1e300), "1.0000000000000001e+300");
}

#[test]
fn nesting_is_limited_and_never_overflows_the_stack() {
    for depth in [126, 127, 128, 129, 100_000] {
        let text = "[".repeat(depth) + &"]".repeat(depth);
        let ok = agree(&text);
        assert_eq!(ok, depth <= 127, "{depth}");
        let text = "{\"a\":".repeat(depth) + "1" + &"}".repeat(depth);
        assert_eq!(agree(&text), depth <= 127, "{depth}");
    }
    // Unclosed, a million deep: refused at the limit, long before the end.
    let err = json::parse(&"[".repeat(1_000_000)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "recursion limit exceeded at line 1 column 128"
    );
}

#[test]
fn messages_name_the_line_and_column() {
    let cases = [
        ("", "EOF while parsing a value at line 1 column 0"),
        ("[", "EOF while parsing a list at line 1 column 1"),
        ("[1,", "EOF while parsing a value at line 1 column 3"),
        ("[1 2]", "expected `,` or `]` at line 1 column 4"),
        ("[1,]", "trailing comma at line 1 column 4"),
        ("{\"a\" 1}", "expected `:` at line 1 column 6"),
        ("{1:2}", "key must be a string at line 1 column 2"),
        ("{\"a\":1,}", "trailing comma at line 1 column 8"),
        ("{\"a\":1", "EOF while parsing an object at line 1 column 6"),
        (
            "{\"players\": []} x",
            "trailing characters at line 1 column 17",
        ),
        ("nul", "EOF while parsing a value at line 1 column 3"),
        ("nulx", "expected ident at line 1 column 4"),
        ("\n\n  ]", "expected value at line 3 column 3"),
        ("[\"a\\x\"]", "invalid escape at line 1 column 5"),
        (
            "\"\u{1}\"",
            "control character (\\u0000-\\u001F) found while parsing a string at line 1 column 2",
        ),
        (
            "\"\\ud800\"",
            "unexpected end of hex escape at line 1 column 8",
        ),
        (
            "\"\\udc00\"",
            "lone leading surrogate in hex escape at line 1 column 7",
        ),
    ];
    for (text, message) in cases {
        assert_eq!(
            json::parse(text).unwrap_err().to_string(),
            message,
            "{text:?}"
        );
        agree(text);
    }
}

#[test]
fn a_repeated_key_is_refused_where_it_ends_and_keys_are_written_in_order() {
    for (text, message) in [
        (
            r#"{"target":3,"target":6}"#,
            r#"duplicate key "target" at line 1 column 20"#,
        ),
        (
            r#"{"b": 1, "a": [true, null],
 "\u0062": "two"}"#,
            r#"duplicate key "b" at line 2 column 9"#,
        ),
        // The first repeat in reading order, before any later error.
        (
            r#"[{"x": {"y": 1, "y": 2}, "x": 3}, nul]"#,
            r#"duplicate key "y" at line 1 column 19"#,
        ),
    ] {
        let e = json::parse(text).unwrap_err();
        assert_eq!(e.to_string(), message, "{text}");
        assert_eq!(e.reason, "duplicate key");
        agree(text);
    }
    let v = json::parse(r#"{"b": 1, "a": [true, null], "B": "two"}"#).unwrap();
    assert_eq!(v.as_object().map(Map::len), Some(3));
    assert_eq!(v.to_string(), r#"{"B":"two","a":[true,null],"b":1}"#);
    let mut m = Map::new();
    assert_eq!(m.insert("z", Value::from(1u64)), None);
    assert_eq!(m.insert("y", Value::from(-2i64)), None);
    assert_eq!(m.insert("z", Value::from(3u8)), Some(Value::from(1u64)));
    assert_eq!(Value::Object(m.clone()).to_string(), r#"{"y":-2,"z":3}"#);
    assert_eq!(m.remove("y"), Some(Value::Number(Number::I64(-2))));
    assert_eq!(m.remove("y"), None);
    assert_eq!(Value::from(5i64), Value::Number(Number::U64(5)));
}

/// Objects of many keys, in any order: read as serde_json reads them, a repeat found at
/// once wherever it is, and the work a few comparisons a key.
#[test]
fn objects_of_many_keys_read_alike_and_refuse_a_repeat() {
    let mut g = Gen(5);
    for n in [15usize, 16, 17, 31, 32, 33, 100, 1000, 5000] {
        let mut keys: Vec<String> = (0..n).map(|i| format!("k{}", i * 7919 % 100_003)).collect();
        for i in (1..n).rev() {
            keys.swap(i, g.below(i + 1));
        }
        let text = |keys: &[String]| {
            let items: Vec<String> = keys
                .iter()
                .enumerate()
                .map(|(i, k)| format!("\"{k}\":{i}"))
                .collect();
            format!("{{{}}}", items.join(","))
        };
        assert!(agree(&text(&keys)), "{n}");
        // A repeat of a random earlier key, anywhere after it.
        for _ in 0..5 {
            let mut repeated = keys.clone();
            let at = 1 + g.below(n);
            let earlier = repeated[g.below(at)].clone();
            repeated.insert(at, earlier.clone());
            assert!(!agree(&text(&repeated)), "{n}");
            let e = json::parse(&text(&repeated)).unwrap_err();
            assert_eq!(e.key.as_deref(), Some(earlier.as_str()));
        }
    }
}

/// The browser's quoting of a string in a message is Rust's `{:?}` for every string a person
/// types: letters of any script, emoji, quotes, backslashes and control characters.
#[test]
fn plain_quote_is_debug_quoting_for_ordinary_text() {
    use dice_core::record::plain_quote;
    for s in [
        "",
        "Thea",
        "Ömer ß ŁÓDŹ 東京 🦜",
        "say \"hi\"",
        "back\\slash",
        "tab\there\nnew\rline\0nul",
        "\u{1}\u{1f}\u{7f}\u{85}\u{9f}",
        "{\"throw\":\"77RR\"}",
    ] {
        assert_eq!(plain_quote(s), format!("{s:?}"), "{s:?}");
    }
}

/// Every kind of long text is read in steps linear in its length (bytes read and keys
/// compared; no clock): a huge name or key, many keys in any order (descending, random,
/// with long shared prefixes), long numbers, many escapes, long lists.
#[test]
fn reading_is_linear_in_the_text() {
    type Make = fn(usize) -> String;
    let shapes: [(&str, Make); 8] = [
        ("a long name", |n| {
            format!(
                "{{\"players\": [\"{}\", \"B\"], \"actions\": []}}",
                "N".repeat(n)
            )
        }),
        ("a long key", |n| format!("{{\"{}\": 1}}", "k".repeat(n))),
        ("keys descending", |n| {
            let keys: Vec<String> = (0..n / 12)
                .rev()
                .map(|i| format!("\"k{i:07}\":1"))
                .collect();
            format!("{{{}}}", keys.join(","))
        }),
        ("keys in a random order", |n| {
            let keys: Vec<String> = (0..n / 12)
                .map(|i| format!("\"k{:07}\":1", i * 7_919 % 10_000_019))
                .collect();
            format!("{{{}}}", keys.join(","))
        }),
        ("keys sharing a long prefix", |n| {
            let prefix = "p".repeat(200);
            let keys: Vec<String> = (0..n / 212)
                .rev()
                .map(|i| format!("\"{prefix}{i:07}\":1"))
                .collect();
            format!("{{{}}}", keys.join(","))
        }),
        ("a long number", |n| format!("[1{}e-{n}]", "0".repeat(n))),
        ("escapes", |n| format!("\"{}\"", "\\u00e9\\n".repeat(n / 8))),
        ("a long list", |n| format!("[{}0]", "0,".repeat(n / 2))),
    ];
    for (what, make) in shapes {
        let mut ratios = Vec::new();
        for size in [1usize << 10, 1 << 12, 1 << 14, 1 << 16, 1 << 18, 1 << 20] {
            let text = make(size);
            let (result, steps) = json::parse_counted(&text);
            assert!(result.is_ok(), "{what}: {result:?}");
            ratios.push(format!("{:.2}", steps as f64 / text.len() as f64));
            assert!(
                steps <= 32 * text.len() as u64,
                "{what}, {} bytes: {steps} steps",
                text.len()
            );
        }
        println!(
            "{what}: steps per byte at 1 KiB … 1 MiB: {}",
            ratios.join(" ")
        );
    }
}
