//! A small JSON reader and writer for records, states and saves: all fixed, small shapes,
//! for which a serialisation framework would be most of the web build.
//!
//! It reads and writes exactly as `serde_json` 1 (without its optional features) does,
//! because the command line's output and messages are a contract and were written by it:
//!
//! - [`parse`] is strict RFC 8259: one value, whitespace around it, nothing else; no NaN,
//!   no comments, no trailing commas, no lone surrogates in `\u` escapes. Errors read
//!   "expected value at line 1 column 2", with serde_json's wording and positions (the
//!   column counts bytes from 0 at the start of a line, and points at or just after the
//!   offending byte). Nesting deeper than 127 arrays and objects is refused, so no input
//!   can overflow the stack.
//! - Numbers keep their kind: a non-negative integer that fits is a `u64`, a negative one an
//!   `i64`, everything else (fractions, exponents, `-0`, integers too big) an `f64`, computed
//!   as serde_json computes it. An `f64` beyond the largest finite one is refused ("number
//!   out of range").
//! - An [`Object`](Value::Object) is a [`Map`] that keeps its keys sorted and each once, and
//!   writes its keys in that order, as serde_json's default map does. Messages that echo a
//!   bad action, and the save, are therefore byte for byte what they were. A key that comes
//!   twice in one object is refused where the second one ends (past the whitespace after
//!   it, as serde_json places an error found after a key): `duplicate key "target" at
//!   line 1 column 20` (serde_json kept the last value, so `{"target":3,"target":6}` played
//!   6; a record must not mean one of two things). Finding it is linear in the keys up to
//!   a logarithmic factor, however many an object has.
//! - Writing is compact (`{"a":[1,2]}`), strings escaped as JSON requires (`"`, `\`, and
//!   control characters, the common ones as `\n` and the like, the rest as `\u00XX`), and
//!   floats in their shortest form that reads back exactly, laid out as serde_json does:
//!   `1.0`, `0.1`, `1e-7`, `1.5e+300` (with the `shortest-floats` feature, which the command
//!   line turns on; the web app writes no floats of its own and leaves Rust's float
//!   formatting out, writing a float it read in 17 significant digits, see [`write_f64`]).

use std::fmt::{self, Write as _};

/// A JSON value.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Value {
    /// `null`.
    #[default]
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Number(Number),
    /// A string.
    String(String),
    /// A list.
    Array(Vec<Value>),
    /// An object.
    Object(Map),
}

/// A JSON number, of the kind its text asks for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Number {
    /// An integer from 0 to `u64::MAX`.
    U64(u64),
    /// A negative integer from `i64::MIN` to -1.
    I64(i64),
    /// Any other number: a fraction, an exponent, `-0`, or an integer beyond 64 bits.
    F64(f64),
}

/// A JSON object: keys kept sorted (by their bytes) and each once.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Map {
    entries: Vec<(String, Value)>,
}

impl Map {
    /// An empty object.
    pub fn new() -> Map {
        Map::default()
    }

    fn find(&self, key: &str) -> Result<usize, usize> {
        self.entries.binary_search_by(|(k, _)| k.as_str().cmp(key))
    }

    /// Sets `key` to `value`; the value it replaces, if any (a later duplicate wins).
    pub fn insert(&mut self, key: impl Into<String>, value: Value) -> Option<Value> {
        let key = key.into();
        match self.find(&key) {
            Ok(i) => Some(std::mem::replace(&mut self.entries[i].1, value)),
            Err(i) => {
                self.entries.insert(i, (key, value));
                None
            }
        }
    }

    /// The value of `key`.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.find(key).ok().map(|i| &self.entries[i].1)
    }

    /// Takes `key` out; its value, if it was there.
    pub fn remove(&mut self, key: &str) -> Option<Value> {
        self.find(key).ok().map(|i| self.entries.remove(i).1)
    }

    /// How many keys.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// No keys at all.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The keys and values, keys in order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &Value)> {
        self.entries.iter().map(|(k, v)| (k.as_str(), v))
    }
}

impl<K: Into<String>> FromIterator<(K, Value)> for Map {
    fn from_iter<I: IntoIterator<Item = (K, Value)>>(iter: I) -> Map {
        let mut map = Map::new();
        for (k, v) in iter {
            map.insert(k, v);
        }
        map
    }
}

impl Value {
    /// The value of `key` if this is an object that has it.
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(m) => m.get(key),
            _ => None,
        }
    }

    /// The text, if this is a string.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    /// The integer, if this is one from 0 to `u64::MAX` (never a float such as `7.0`).
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::Number(Number::U64(n)) => Some(*n),
            _ => None,
        }
    }

    /// True if this is an integer of either sign (never a float such as `7.0`).
    pub fn is_integer(&self) -> bool {
        matches!(self, Value::Number(Number::U64(_) | Number::I64(_)))
    }

    /// The flag, if this is `true` or `false`.
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The items, if this is a list.
    pub fn as_array(&self) -> Option<&Vec<Value>> {
        match self {
            Value::Array(a) => Some(a),
            _ => None,
        }
    }

    /// The keys and values, if this is an object.
    pub fn as_object(&self) -> Option<&Map> {
        match self {
            Value::Object(m) => Some(m),
            _ => None,
        }
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::Bool(b)
    }
}

impl From<u64> for Value {
    fn from(n: u64) -> Value {
        Value::Number(Number::U64(n))
    }
}

impl From<u8> for Value {
    fn from(n: u8) -> Value {
        Value::from(u64::from(n))
    }
}

impl From<u32> for Value {
    fn from(n: u32) -> Value {
        Value::from(u64::from(n))
    }
}

impl From<usize> for Value {
    fn from(n: usize) -> Value {
        Value::from(n as u64)
    }
}

impl From<i64> for Value {
    /// A non-negative integer is a `u64`, as it would be read back.
    fn from(n: i64) -> Value {
        match u64::try_from(n) {
            Ok(u) => Value::from(u),
            Err(_) => Value::Number(Number::I64(n)),
        }
    }
}

impl From<i32> for Value {
    fn from(n: i32) -> Value {
        Value::from(i64::from(n))
    }
}

impl From<f64> for Value {
    /// NaN and the infinities are no JSON numbers: they become `null` (as in serde_json).
    fn from(x: f64) -> Value {
        if x.is_finite() {
            Value::Number(Number::F64(x))
        } else {
            Value::Null
        }
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::String(s.to_string())
    }
}

impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::String(s)
    }
}

impl<T: Into<Value>> From<Vec<T>> for Value {
    fn from(items: Vec<T>) -> Value {
        Value::Array(items.into_iter().map(Into::into).collect())
    }
}

impl From<Map> for Value {
    fn from(m: Map) -> Value {
        Value::Object(m)
    }
}

// ---------------------------------------------------------------------------------------
// Writing

impl fmt::Display for Value {
    /// Compact JSON text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Null => f.write_str("null"),
            Value::Bool(b) => f.write_str(if *b { "true" } else { "false" }),
            Value::Number(n) => fmt::Display::fmt(n, f),
            Value::String(s) => write_str(f, s),
            Value::Array(items) => {
                f.write_char('[')?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_char(',')?;
                    }
                    fmt::Display::fmt(item, f)?;
                }
                f.write_char(']')
            }
            Value::Object(m) => {
                f.write_char('{')?;
                for (i, (k, v)) in m.iter().enumerate() {
                    if i > 0 {
                        f.write_char(',')?;
                    }
                    write_str(f, k)?;
                    f.write_char(':')?;
                    fmt::Display::fmt(v, f)?;
                }
                f.write_char('}')
            }
        }
    }
}

impl fmt::Display for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Number::U64(n) => write!(f, "{n}"),
            Number::I64(n) => write!(f, "{n}"),
            Number::F64(x) => write_f64(f, x),
        }
    }
}

/// Writes `s` as a JSON string: quoted, with `"` and `\` escaped, and every control
/// character (U+0000–U+001F) escaped, `\b`, `\t`, `\n`, `\f`, `\r` by name and the others
/// as `\u00XX` (lower-case hex). Nothing else is escaped (not `/`, not U+007F, not
/// non-ASCII).
pub fn write_str(out: &mut impl fmt::Write, s: &str) -> fmt::Result {
    out.write_char('"')?;
    let mut start = 0;
    for (i, b) in s.bytes().enumerate() {
        let short = match b {
            b'"' => '"',
            b'\\' => '\\',
            0x08 => 'b',
            0x09 => 't',
            0x0A => 'n',
            0x0C => 'f',
            0x0D => 'r',
            0x00..=0x1F => 'u',
            _ => continue,
        };
        // Only ASCII bytes stop here, so `start..i` lies on character boundaries.
        out.write_str(&s[start..i])?;
        start = i + 1;
        if short == 'u' {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            out.write_str("\\u00")?;
            out.write_char(char::from(HEX[usize::from(b >> 4)]))?;
            out.write_char(char::from(HEX[usize::from(b & 0xF)]))?;
        } else {
            out.write_char('\\')?;
            out.write_char(short)?;
        }
    }
    out.write_str(&s[start..])?;
    out.write_char('"')
}

/// `s` as a JSON string (see [`write_str`]).
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    // Writing to a String cannot fail.
    let _ = write_str(&mut out, s);
    out
}

/// Writes a float as JSON. With the `shortest-floats` feature (the command line's), in the
/// fewest digits that read back as exactly `x` ([`write_f64_shortest`]); without it (the web
/// app, which never writes a float of its own), in 17 significant digits, which also read
/// back exactly ([`write_f64_17`]) and keep Rust's float formatting and parsing out of the
/// wasm. NaN and the infinities, which JSON cannot hold, are `null`.
pub fn write_f64(out: &mut impl fmt::Write, x: f64) -> fmt::Result {
    if cfg!(feature = "shortest-floats") {
        write_f64_shortest(out, x)
    } else {
        write_f64_17(out, x)
    }
}

/// Writes a float as serde_json does: the shortest digits that read back as exactly `x`
/// (Rust's formatting finds them; of two equally near, the even), laid out as serde_json's
/// float writer (zmij) lays them out: positional with at least one decimal (`1.0`,
/// `0.001234`, `12340000000.0`) while the number is at least 1e-5 and below 1e16, otherwise
/// with a signed exponent (`1e-7`, `1.5e+16`, `5e-324`). NaN and the infinities are `null`.
pub fn write_f64_shortest(out: &mut impl fmt::Write, x: f64) -> fmt::Result {
    write_float(out, x, shortest_digits)
}

/// Writes a float with 17 significant digits (fewer if they end in zeros), correctly
/// rounded by exact integer arithmetic, laid out as [`write_f64_shortest`] lays out its
/// digits: `0.1` is `0.10000000000000001`, `0.5` is `0.5`. Reads back as exactly `x`.
pub fn write_f64_17(out: &mut impl fmt::Write, x: f64) -> fmt::Result {
    write_float(out, x, digits_17)
}

/// Writes `x` with the digits `digits` finds for its magnitude (positive and finite).
fn write_float(
    out: &mut impl fmt::Write,
    x: f64,
    digits: fn(f64) -> (String, isize),
) -> fmt::Result {
    if !x.is_finite() {
        return out.write_str("null");
    }
    if x.is_sign_negative() {
        out.write_char('-')?;
    }
    if x == 0.0 {
        return out.write_str("0.0");
    }
    let (digits, exp) = digits(x.abs());
    let length = digits.len() as isize;
    // 10^(kk-1) <= |x| < 10^kk, and the digits times 10^k are |x|.
    let kk = exp + 1;
    let k = kk - length;
    if 0 <= k && kk <= 16 {
        out.write_str(&digits)?;
        for _ in 0..k {
            out.write_char('0')?;
        }
        out.write_str(".0")
    } else if 0 < kk && kk <= 16 {
        let (int, frac) = digits.split_at(kk as usize);
        write!(out, "{int}.{frac}")
    } else if -5 < kk && kk <= 0 {
        out.write_str("0.")?;
        for _ in 0..-kk {
            out.write_char('0')?;
        }
        out.write_str(&digits)
    } else {
        let (first, rest) = digits.split_at(1);
        let dot = if rest.is_empty() { "" } else { "." };
        let sign = if kk > 0 { "+" } else { "-" };
        write!(out, "{first}{dot}{rest}e{sign}{}", (kk - 1).unsigned_abs())
    }
}

/// The first 17 significant digits of `a` (positive and finite), rounded half to even,
/// without trailing zeros, and the exponent of the first. Exact, in integers: `a` is m·2^e,
/// which is m·5^-e / 10^-e when e < 0, worked out in base 10^9.
fn digits_17(a: f64) -> (String, isize) {
    const BASE: u64 = 1_000_000_000;
    let bits = a.to_bits();
    let biased = ((bits >> 52) & 0x7FF) as i32;
    let fraction = bits & ((1 << 52) - 1);
    let (m, e) = if biased == 0 {
        (fraction, -1074)
    } else {
        (fraction | 1 << 52, biased - 1075)
    };
    // Least significant limb first; m·5^1074 < 10^767 needs 86 limbs, m·2^971 < 10^309 35.
    let mut limbs = [0u32; 90];
    // m < 2^53 < 10^18: two limbs.
    limbs[0] = (m % BASE) as u32;
    limbs[1] = (m / BASE) as u32;
    let mut len = if limbs[1] == 0 { 1 } else { 2 };
    // Powers small enough that a limb times one fits a u64.
    let (factor, step, mut left, places) = if e >= 0 {
        (2u64, 29, e, 0)
    } else {
        (5u64, 13, -e, -e as isize)
    };
    while left > 0 {
        let k = factor.pow(left.min(step) as u32);
        left -= left.min(step);
        let mut carry = 0;
        for limb in &mut limbs[..len] {
            let v = u64::from(*limb) * k + carry;
            *limb = (v % BASE) as u32;
            carry = v / BASE;
        }
        while carry > 0 {
            limbs[len] = (carry % BASE) as u32;
            carry /= BASE;
            len += 1;
        }
    }
    // The decimal digits, most significant first (nine per limb, the top one unpadded).
    let mut d = Vec::with_capacity(9 * len);
    for (i, &limb) in limbs[..len].iter().rev().enumerate() {
        let mut nine = [0u8; 9];
        let mut v = limb;
        for slot in nine.iter_mut().rev() {
            *slot = (v % 10) as u8;
            v /= 10;
        }
        let skip = if i == 0 {
            nine.iter().position(|&x| x != 0).unwrap_or(8)
        } else {
            0
        };
        d.extend_from_slice(&nine[skip..]);
    }
    let mut exp = d.len() as isize - 1 - places;
    if d.len() > 17 {
        let rest = d.split_off(17);
        let up = match rest[0] {
            0..=4 => false,
            5 if rest[1..].iter().all(|&r| r == 0) => d[16] % 2 == 1,
            _ => true,
        };
        // Round up: trailing nines become zeros (trimmed below), and all nines a leading 1.
        if up {
            while d.last() == Some(&9) {
                d.pop();
            }
            match d.last_mut() {
                Some(last) => *last += 1,
                None => {
                    d.push(1);
                    exp += 1;
                }
            }
        }
    }
    while d.len() > 1 && d.last() == Some(&0) {
        d.pop();
    }
    (d.iter().map(|&v| char::from(b'0' + v)).collect(), exp)
}

/// The digits of `d.ddde±x` text and its exponent.
fn split_sci(sci: &str) -> (String, isize) {
    let (mantissa, exp) = sci.split_once('e').unwrap_or((sci, "0"));
    let digits = mantissa.chars().filter(|&c| c != '.').collect();
    (digits, exp.parse().unwrap_or(0))
}

/// The fewest significant digits that read back as exactly `a` (positive and finite), and
/// the exponent of the first: the ones nearest to `a`, and of two equally near the one
/// with an even last digit (as serde_json picks; Rust's `{:e}` picks the larger).
fn shortest_digits(a: f64) -> (String, isize) {
    let (digits, exp) = split_sci(&format!("{a:e}"));
    let n = digits.len();
    // A tie needs `a` to be exactly half way: its exact digits past the n-th are a 5 and
    // zeros. Rare, so a short look first; 1100 places hold any f64 exactly.
    let is_tie = |places: usize| {
        let (exact, _) = split_sci(&format!("{a:.places$e}"));
        let tail = exact.get(n..).unwrap_or("");
        tail.starts_with('5') && tail[1..].bytes().all(|b| b == b'0')
    };
    if digits.ends_with(['1', '3', '5', '7', '9']) && is_tie(40) && is_tie(1100) {
        // The other candidate is one less in the last digit (Rust rounded the tie up);
        // it is taken if it too reads back as `a`.
        let (exact, exact_exp) = split_sci(&format!("{a:.1100e}"));
        let lower = &exact[..n];
        let text = format!("{}.{}e{exact_exp}", &lower[..1], &lower[1..]);
        if lower.ends_with(['0', '2', '4', '6', '8']) && text.parse::<f64>() == Ok(a) {
            return (lower.to_string(), exact_exp);
        }
    }
    (digits, exp)
}

// ---------------------------------------------------------------------------------------
// Reading

/// Why a text is not JSON, and where: displayed as serde_json displays its syntax errors,
/// "expected value at line 1 column 2".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// What is wrong, in serde_json's words ("trailing characters", "invalid escape", …).
    pub reason: &'static str,
    /// The key a "duplicate key" names.
    pub key: Option<String>,
    /// The line, from 1.
    pub line: usize,
    /// The column in bytes from the line's start (0 before its first byte, so the column of
    /// the byte just read).
    pub column: usize,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.reason)?;
        if let Some(key) = &self.key {
            write!(f, " {}", crate::echo::short_str(key))?;
        }
        write!(f, " at line {} column {}", self.line, self.column)
    }
}

impl std::error::Error for Error {}

const EOF_LIST: &str = "EOF while parsing a list";
const EOF_OBJECT: &str = "EOF while parsing an object";
const EOF_STRING: &str = "EOF while parsing a string";
const EOF_VALUE: &str = "EOF while parsing a value";
const EXPECTED_COLON: &str = "expected `:`";
const EXPECTED_LIST_COMMA_OR_END: &str = "expected `,` or `]`";
const EXPECTED_OBJECT_COMMA_OR_END: &str = "expected `,` or `}`";
const EXPECTED_IDENT: &str = "expected ident";
const EXPECTED_VALUE: &str = "expected value";
const INVALID_ESCAPE: &str = "invalid escape";
const INVALID_NUMBER: &str = "invalid number";
const NUMBER_OUT_OF_RANGE: &str = "number out of range";
const CONTROL_CHARACTER: &str = "control character (\\u0000-\\u001F) found while parsing a string";
const KEY_MUST_BE_A_STRING: &str = "key must be a string";
const LONE_SURROGATE: &str = "lone leading surrogate in hex escape";
const TRAILING_COMMA: &str = "trailing comma";
const TRAILING_CHARACTERS: &str = "trailing characters";
const UNEXPECTED_END_OF_HEX_ESCAPE: &str = "unexpected end of hex escape";
const RECURSION_LIMIT: &str = "recursion limit exceeded";
const DUPLICATE_KEY: &str = "duplicate key";

/// How deep arrays and objects may nest, plus one (serde_json's limit: 127 levels).
const DEPTH: u8 = 128;

/// Reads one JSON value from `text` (whitespace around it allowed, nothing else).
pub fn parse(text: &str) -> Result<Value, Error> {
    parse_counted(text).0
}

/// [`parse`], and the work it took in steps: one per byte read and per comparison of two
/// keys (finding a repeated key). Tests hold it to a multiple of the text's length.
pub fn parse_counted(text: &str) -> (Result<Value, Error>, u64) {
    let mut p = Parser {
        text,
        bytes: text.as_bytes(),
        index: 0,
        remaining_depth: DEPTH,
        comparisons: 0,
    };
    let result = p.value().and_then(|value| match p.whitespace() {
        Some(_) => Err(p.peek_error(TRAILING_CHARACTERS)),
        None => Ok(value),
    });
    (result, p.index as u64 + p.comparisons)
}

/// The reader, byte by byte. Its structure follows serde_json's, so that every error is
/// found at the same place and worded the same way.
struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    /// The next byte to read.
    index: usize,
    remaining_depth: u8,
    /// Keys compared so far (finding repeated keys).
    comparisons: u64,
}

impl Parser<'_> {
    /// An error at the byte just read.
    #[cold]
    fn error(&self, reason: &'static str) -> Error {
        self.error_at(self.index, reason)
    }

    /// An error at the byte just looked at (not yet read).
    #[cold]
    fn peek_error(&self, reason: &'static str) -> Error {
        self.error_at((self.index + 1).min(self.bytes.len()), reason)
    }

    fn error_at(&self, at: usize, reason: &'static str) -> Error {
        let before = &self.bytes[..at];
        let start_of_line = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |nl| nl + 1);
        let line = 1 + before[..start_of_line]
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        Error {
            reason,
            key: None,
            line,
            column: at - start_of_line,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.index).copied()
    }

    /// The next byte, or 0 at the end (which no rule accepts where this is used).
    fn peek_or_null(&self) -> u8 {
        self.peek().unwrap_or(0)
    }

    fn next(&mut self) -> Option<u8> {
        let b = self.peek()?;
        self.index += 1;
        Some(b)
    }

    /// Skips whitespace; the next byte after it, not read.
    fn whitespace(&mut self) -> Option<u8> {
        while let Some(b) = self.peek() {
            if !matches!(b, b' ' | b'\n' | b'\t' | b'\r') {
                return Some(b);
            }
            self.index += 1;
        }
        None
    }

    fn value(&mut self) -> Result<Value, Error> {
        let Some(peek) = self.whitespace() else {
            return Err(self.peek_error(EOF_VALUE));
        };
        match peek {
            b'n' => {
                self.index += 1;
                self.ident(b"ull").map(|()| Value::Null)
            }
            b't' => {
                self.index += 1;
                self.ident(b"rue").map(|()| Value::Bool(true))
            }
            b'f' => {
                self.index += 1;
                self.ident(b"alse").map(|()| Value::Bool(false))
            }
            b'-' => {
                self.index += 1;
                self.integer(false).map(Value::Number)
            }
            b'0'..=b'9' => self.integer(true).map(Value::Number),
            b'"' => {
                self.index += 1;
                self.string().map(Value::String)
            }
            b'[' | b'{' => {
                self.remaining_depth -= 1;
                if self.remaining_depth == 0 {
                    return Err(self.peek_error(RECURSION_LIMIT));
                }
                self.index += 1;
                let value = if peek == b'[' {
                    self.array().map(Value::Array)
                } else {
                    self.object().map(Value::Object)
                };
                self.remaining_depth += 1;
                value
            }
            _ => Err(self.peek_error(EXPECTED_VALUE)),
        }
    }

    fn ident(&mut self, rest: &[u8]) -> Result<(), Error> {
        for &expected in rest {
            match self.next() {
                None => return Err(self.error(EOF_VALUE)),
                Some(b) if b != expected => return Err(self.error(EXPECTED_IDENT)),
                Some(_) => {}
            }
        }
        Ok(())
    }

    /// The items of a list whose `[` was read, and its `]`.
    fn array(&mut self) -> Result<Vec<Value>, Error> {
        let mut items = Vec::new();
        loop {
            let Some(peek) = self.whitespace() else {
                return Err(self.peek_error(EOF_LIST));
            };
            if peek == b']' {
                self.index += 1;
                return Ok(items);
            }
            if !items.is_empty() {
                if peek != b',' {
                    return Err(self.peek_error(EXPECTED_LIST_COMMA_OR_END));
                }
                self.index += 1;
                match self.whitespace() {
                    Some(b']') => return Err(self.peek_error(TRAILING_COMMA)),
                    Some(_) => {}
                    None => return Err(self.peek_error(EOF_VALUE)),
                }
            }
            items.push(self.value()?);
        }
    }

    /// The entries of an object whose `{` was read, and its `}`. A key that repeats one
    /// before it is refused where it ends.
    fn object(&mut self) -> Result<Map, Error> {
        let mut keys = Keys::default();
        let mut entries: Vec<(String, Value)> = Vec::new();
        loop {
            let Some(peek) = self.whitespace() else {
                return Err(self.peek_error(EOF_OBJECT));
            };
            if peek == b'}' {
                self.index += 1;
                return Ok(keys.into_map(entries, &mut self.comparisons));
            }
            if entries.is_empty() {
                if peek != b'"' {
                    return Err(self.peek_error(KEY_MUST_BE_A_STRING));
                }
            } else if peek == b',' {
                self.index += 1;
                match self.whitespace() {
                    Some(b'"') => {}
                    Some(b'}') => return Err(self.peek_error(TRAILING_COMMA)),
                    Some(_) => return Err(self.peek_error(KEY_MUST_BE_A_STRING)),
                    None => return Err(self.peek_error(EOF_VALUE)),
                }
            } else {
                return Err(self.peek_error(EXPECTED_OBJECT_COMMA_OR_END));
            }
            self.index += 1;
            let key = self.string()?;
            if !keys.add(&entries, &key, &mut self.comparisons) {
                // Where serde_json's readers put an error found after a key: past the
                // whitespace that follows it.
                self.whitespace();
                return Err(Error {
                    key: Some(key),
                    ..self.error(DUPLICATE_KEY)
                });
            }
            match self.whitespace() {
                Some(b':') => self.index += 1,
                Some(_) => return Err(self.peek_error(EXPECTED_COLON)),
                None => return Err(self.peek_error(EOF_OBJECT)),
            }
            let value = self.value()?;
            entries.push((key, value));
        }
    }

    /// A string whose opening `"` was read, through its closing `"`.
    fn string(&mut self) -> Result<String, Error> {
        let mut out = String::new();
        let mut start = self.index;
        loop {
            while self
                .peek()
                .is_some_and(|b| b != b'"' && b != b'\\' && b >= 0x20)
            {
                self.index += 1;
            }
            // `start..index` ends before an ASCII byte or at the end: whole characters.
            match self.peek() {
                None => return Err(self.error(EOF_STRING)),
                Some(b'"') => {
                    out.push_str(&self.text[start..self.index]);
                    self.index += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    out.push_str(&self.text[start..self.index]);
                    self.index += 1;
                    self.escape(&mut out)?;
                    start = self.index;
                }
                Some(_) => {
                    self.index += 1;
                    return Err(self.error(CONTROL_CHARACTER));
                }
            }
        }
    }

    /// The escape after a `\`.
    fn escape(&mut self, out: &mut String) -> Result<(), Error> {
        let Some(b) = self.next() else {
            return Err(self.error(EOF_STRING));
        };
        out.push(match b {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\x08',
            b'f' => '\x0c',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => self.unicode_escape()?,
            _ => return Err(self.error(INVALID_ESCAPE)),
        });
        Ok(())
    }

    /// The character of a `\uXXXX` escape (its `\u` read): a surrogate pair must come
    /// whole, as two escapes; a lone surrogate is refused.
    fn unicode_escape(&mut self) -> Result<char, Error> {
        let n = self.hex4()?;
        if (0xDC00..=0xDFFF).contains(&n) {
            // A trailing surrogate first: serde_json words it so too.
            return Err(self.error(LONE_SURROGATE));
        }
        if !(0xD800..=0xDBFF).contains(&n) {
            // Not a surrogate: always a character.
            return char::from_u32(u32::from(n)).ok_or_else(|| self.error(LONE_SURROGATE));
        }
        for expected in [b'\\', b'u'] {
            match self.peek() {
                None => return Err(self.error(EOF_STRING)),
                Some(b) => {
                    self.index += 1;
                    if b != expected {
                        return Err(self.error(UNEXPECTED_END_OF_HEX_ESCAPE));
                    }
                }
            }
        }
        let n2 = self.hex4()?;
        if !(0xDC00..=0xDFFF).contains(&n2) {
            return Err(self.error(LONE_SURROGATE));
        }
        let c = 0x1_0000 + ((u32::from(n) - 0xD800) << 10 | (u32::from(n2) - 0xDC00));
        char::from_u32(c).ok_or_else(|| self.error(LONE_SURROGATE))
    }

    /// Four hex digits.
    fn hex4(&mut self) -> Result<u16, Error> {
        let Some(digits) = self.bytes.get(self.index..self.index + 4) else {
            self.index = self.bytes.len();
            return Err(self.error(EOF_STRING));
        };
        self.index += 4;
        let mut n = 0u16;
        for &d in digits {
            let v = match d {
                b'0'..=b'9' => d - b'0',
                b'a'..=b'f' => d - b'a' + 10,
                b'A'..=b'F' => d - b'A' + 10,
                _ => return Err(self.error(INVALID_ESCAPE)),
            };
            n = n << 4 | u16::from(v);
        }
        Ok(n)
    }

    /// A number whose sign (if `-`) was read: its integer part, then whatever follows.
    fn integer(&mut self, positive: bool) -> Result<Number, Error> {
        let Some(first) = self.next() else {
            return Err(self.error(EOF_VALUE));
        };
        match first {
            b'0' => {
                // There can be only one leading '0'.
                if self.peek_or_null().is_ascii_digit() {
                    return Err(self.peek_error(INVALID_NUMBER));
                }
                self.number(positive, 0)
            }
            b'1'..=b'9' => {
                let mut significand = u64::from(first - b'0');
                while let c @ b'0'..=b'9' = self.peek_or_null() {
                    let digit = u64::from(c - b'0');
                    match significand
                        .checked_mul(10)
                        .and_then(|s| s.checked_add(digit))
                    {
                        Some(s) => significand = s,
                        // Too big for a u64: a float from here on.
                        None => return self.long_integer(positive, significand).map(Number::F64),
                    }
                    self.index += 1;
                }
                self.number(positive, significand)
            }
            _ => Err(self.error(INVALID_NUMBER)),
        }
    }

    /// After the integer part: a fraction, an exponent, or the integer itself.
    fn number(&mut self, positive: bool, significand: u64) -> Result<Number, Error> {
        Ok(match self.peek_or_null() {
            b'.' => Number::F64(self.decimal(positive, significand, 0)?),
            b'e' | b'E' => Number::F64(self.exponent(positive, significand, 0)?),
            _ if positive => Number::U64(significand),
            // `-0` is a float, as is a negative integer below i64::MIN.
            _ => match (significand as i64).wrapping_neg() {
                n if n >= 0 => Number::F64(-(significand as f64)),
                n => Number::I64(n),
            },
        })
    }

    /// The digits of an integer too long for a u64, dropped and counted as powers of ten.
    fn long_integer(&mut self, positive: bool, significand: u64) -> Result<f64, Error> {
        let mut exponent = 0i32;
        loop {
            match self.peek_or_null() {
                b'0'..=b'9' => {
                    self.index += 1;
                    exponent = exponent.saturating_add(1);
                }
                b'.' => return self.decimal(positive, significand, exponent),
                b'e' | b'E' => return self.exponent(positive, significand, exponent),
                _ => return self.f64_from_parts(positive, significand, exponent),
            }
        }
    }

    /// The fraction after `.` (not yet read).
    fn decimal(&mut self, positive: bool, mut significand: u64, before: i32) -> Result<f64, Error> {
        self.index += 1;
        let mut after = 0i32;
        while let c @ b'0'..=b'9' = self.peek_or_null() {
            let digit = u64::from(c - b'0');
            match significand
                .checked_mul(10)
                .and_then(|s| s.checked_add(digit))
            {
                Some(s) => significand = s,
                None => {
                    // Digits beyond a u64 change nothing serde_json keeps.
                    while self.peek_or_null().is_ascii_digit() {
                        self.index += 1;
                    }
                    break;
                }
            }
            self.index += 1;
            after -= 1;
        }
        if after == 0 && !self.bytes[self.index - 1].is_ascii_digit() {
            // No digit after the point.
            return Err(match self.peek() {
                Some(_) => self.peek_error(INVALID_NUMBER),
                None => self.peek_error(EOF_VALUE),
            });
        }
        let exponent = before + after;
        match self.peek_or_null() {
            b'e' | b'E' => self.exponent(positive, significand, exponent),
            _ => self.f64_from_parts(positive, significand, exponent),
        }
    }

    /// The exponent after `e` or `E` (not yet read).
    fn exponent(&mut self, positive: bool, significand: u64, start: i32) -> Result<f64, Error> {
        self.index += 1;
        let positive_exp = match self.peek_or_null() {
            b'+' => {
                self.index += 1;
                true
            }
            b'-' => {
                self.index += 1;
                false
            }
            _ => true,
        };
        let mut exp = match self.next() {
            None => return Err(self.error(EOF_VALUE)),
            Some(c @ b'0'..=b'9') => i32::from(c - b'0'),
            Some(_) => return Err(self.error(INVALID_NUMBER)),
        };
        while let c @ b'0'..=b'9' = self.peek_or_null() {
            self.index += 1;
            let digit = i32::from(c - b'0');
            match exp.checked_mul(10).and_then(|e| e.checked_add(digit)) {
                Some(e) => exp = e,
                None => {
                    // An exponent beyond i32: infinite (refused) or zero.
                    if significand != 0 && positive_exp {
                        return Err(self.error(NUMBER_OUT_OF_RANGE));
                    }
                    while self.peek_or_null().is_ascii_digit() {
                        self.index += 1;
                    }
                    return Ok(if positive { 0.0 } else { -0.0 });
                }
            }
        }
        let exponent = if positive_exp {
            start.saturating_add(exp)
        } else {
            start.saturating_sub(exp)
        };
        self.f64_from_parts(positive, significand, exponent)
    }

    /// `significand × 10^exponent`, as serde_json computes it (one rounding of the
    /// significand, one multiplication or division by a power of ten), refused if it is
    /// infinite.
    fn f64_from_parts(
        &self,
        positive: bool,
        significand: u64,
        mut exponent: i32,
    ) -> Result<f64, Error> {
        let mut f = significand as f64;
        loop {
            match pow10(exponent.unsigned_abs()) {
                Some(pow) => {
                    if exponent >= 0 {
                        f *= pow;
                        if f.is_infinite() {
                            return Err(self.error(NUMBER_OUT_OF_RANGE));
                        }
                    } else {
                        f /= pow;
                    }
                    break;
                }
                None => {
                    if f == 0.0 {
                        break;
                    }
                    if exponent >= 0 {
                        return Err(self.error(NUMBER_OUT_OF_RANGE));
                    }
                    f /= 1e308;
                    exponent += 308;
                }
            }
        }
        Ok(if positive { f } else { -f })
    }
}

/// The keys of an object being read, to find a repeated key as soon as it is read. An
/// object of a few keys (all a record has) is searched key by key; past [`Keys::FEW`] the
/// keys are kept as sorted runs of their places, of distinct powers of two in length (a
/// binary counter: a new key is a run of one, two runs of one length merge into one), so
/// that a key is looked for in O(log² n) comparisons and each place is moved O(log n) times:
/// an object of 100,000 keys costs no more than a few million comparisons.
#[derive(Default)]
struct Keys {
    /// Sorted runs of places, longest first.
    runs: Vec<Vec<u32>>,
    /// How many of the entries are in the runs (once there are more than a few).
    indexed: usize,
}

impl Keys {
    /// Up to this many keys an object is searched key by key.
    const FEW: usize = 16;

    /// Whether `key`, to follow `entries`, is new among their keys; `comparisons` counts
    /// the keys compared.
    fn add(&mut self, entries: &[(String, Value)], key: &str, comparisons: &mut u64) -> bool {
        if entries.len() < Self::FEW {
            *comparisons += entries.len() as u64;
            return entries.iter().all(|(k, _)| k != key);
        }
        self.index(entries, comparisons);
        !self.runs.iter().any(|run| {
            run.binary_search_by(|&i| {
                *comparisons += 1;
                entries[i as usize].0.as_str().cmp(key)
            })
            .is_ok()
        })
    }

    /// Puts every entry not yet in the runs into them, merging runs of equal length.
    fn index(&mut self, entries: &[(String, Value)], comparisons: &mut u64) {
        while self.indexed < entries.len() {
            let mut run = vec![self.indexed as u32];
            while let Some(last) = self.runs.pop() {
                if last.len() > run.len() {
                    self.runs.push(last);
                    break;
                }
                run = merge(entries, last, run, comparisons);
            }
            self.runs.push(run);
            self.indexed += 1;
        }
    }

    /// The object: its entries in the order of their keys (each once).
    fn into_map(mut self, entries: Vec<(String, Value)>, comparisons: &mut u64) -> Map {
        if entries.len() <= Self::FEW {
            *comparisons += (entries.len() * entries.len()) as u64;
            return entries.into_iter().collect();
        }
        self.index(&entries, comparisons);
        let mut order = Vec::new();
        for run in std::mem::take(&mut self.runs) {
            order = merge(&entries, order, run, comparisons);
        }
        let mut slots: Vec<Option<(String, Value)>> = entries.into_iter().map(Some).collect();
        Map {
            entries: order
                .into_iter()
                .filter_map(|i| slots[i as usize].take())
                .collect(),
        }
    }
}

/// Two runs of places, each sorted by key, as one.
fn merge(entries: &[(String, Value)], a: Vec<u32>, b: Vec<u32>, comparisons: &mut u64) -> Vec<u32> {
    let key = |i: u32| entries[i as usize].0.as_str();
    *comparisons += (a.len() + b.len()) as u64;
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut x, mut y) = (a.into_iter().peekable(), b.into_iter().peekable());
    while let (Some(&i), Some(&j)) = (x.peek(), y.peek()) {
        if key(i) < key(j) {
            out.push(i);
            x.next();
        } else {
            out.push(j);
            y.next();
        }
    }
    out.extend(x);
    out.extend(y);
    out
}

/// 10^n as the nearest float (ties to even), for n up to 308: the value of the literal
/// `1e{n}`, which serde_json keeps in a table. Worked out here instead, exactly (5^n in
/// binary, rounded to 53 bits, times 2^n), to leave the 2.4 KB table out of the wasm.
fn pow10(n: u32) -> Option<f64> {
    if n > 308 {
        return None;
    }
    // 5^n, least significant 32 bits first: 5^308 < 2^716 takes 23 words.
    let mut words = [0u32; 23];
    words[0] = 1;
    let mut len = 1;
    let mut left = n;
    while left > 0 {
        // 5^13 is the largest power of five below 2^32.
        let step = left.min(13);
        left -= step;
        let k = 5u64.pow(step);
        let mut carry = 0;
        for w in &mut words[..len] {
            let v = u64::from(*w) * k + carry;
            *w = v as u32;
            carry = v >> 32;
        }
        if carry > 0 {
            words[len] = carry as u32;
            len += 1;
        }
    }
    let bits = 32 * len as u32 - words[len - 1].leading_zeros();
    // The top 64 bits of 5^n (all of it when shorter), and whether any below them are set.
    let (top, below) = if bits <= 64 {
        let v = u64::from(words[0]) | u64::from(words[1]) << 32;
        (v << (64 - bits), false)
    } else {
        let low = bits - 64;
        let (w, o) = ((low / 32) as usize, low % 32);
        let word = |i: usize| u128::from(words.get(i).copied().unwrap_or(0));
        let window = word(w) | word(w + 1) << 32 | word(w + 2) << 64;
        let below = words[..w].iter().any(|&x| x != 0) || words[w] & ((1 << o) - 1) != 0;
        ((window >> o) as u64, below)
    };
    // Round the 64 bits to 53, half to even.
    let mut mantissa = top >> 11;
    let rest = top & 0x7FF;
    if rest > 0x400 || (rest == 0x400 && (below || mantissa & 1 == 1)) {
        mantissa += 1;
    }
    // `top` has its highest bit set, so `mantissa` is 53 bits long (54 after rounding up),
    // and 5^n is about mantissa·2^(bits-53).
    let mut exponent = bits as i32 - 53 + n as i32;
    if mantissa >> 53 != 0 {
        mantissa >>= 1;
        exponent += 1;
    }
    let biased = (exponent + 52 + 1023) as u64;
    Some(f64::from_bits(biased << 52 | (mantissa & ((1 << 52) - 1))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn powers_of_ten_are_the_nearest_floats() {
        for n in 0..=308 {
            let literal: f64 = format!("1e{n}").parse().unwrap();
            assert_eq!(pow10(n), Some(literal), "1e{n}");
        }
        assert_eq!(pow10(309), None);
    }
}
