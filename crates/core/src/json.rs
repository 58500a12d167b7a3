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
//! - An [`Object`](Value::Object) is a [`Map`] that keeps its keys sorted and each once: a
//!   duplicate key keeps the last value (both contracts), and it writes its keys in that
//!   order, as serde_json's default map does. Messages that echo a bad action, and the save,
//!   are therefore byte for byte what they were.
//! - Writing is compact (`{"a":[1,2]}`), strings escaped as JSON requires (`"`, `\`, and
//!   control characters, the common ones as `\n` and the like, the rest as `\u00XX`), and
//!   floats in their shortest form that reads back exactly, laid out as serde_json does:
//!   `1.0`, `0.1`, `1e-7`, `1.5e+300`.

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

/// Writes a float as JSON: the shortest digits that read back as exactly `x` (Rust's
/// formatting finds them), laid out as serde_json's float writer (zmij) lays them out:
/// positional with at least one decimal (`1.0`, `0.001234`, `12340000000.0`) while the
/// number is at least 1e-5 and below 1e16, otherwise with a signed exponent (`1e-7`,
/// `1.5e+16`, `5e-324`). NaN and the infinities, which JSON cannot hold, are `null`.
pub fn write_f64(out: &mut impl fmt::Write, x: f64) -> fmt::Result {
    if !x.is_finite() {
        return out.write_str("null");
    }
    if x.is_sign_negative() {
        out.write_char('-')?;
    }
    if x == 0.0 {
        return out.write_str("0.0");
    }
    let (digits, exp) = shortest_digits(x.abs());
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
    /// The line, from 1.
    pub line: usize,
    /// The column in bytes from the line's start (0 before its first byte, so the column of
    /// the byte just read).
    pub column: usize,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at line {} column {}",
            self.reason, self.line, self.column
        )
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

/// How deep arrays and objects may nest, plus one (serde_json's limit: 127 levels).
const DEPTH: u8 = 128;

/// Reads one JSON value from `text` (whitespace around it allowed, nothing else).
pub fn parse(text: &str) -> Result<Value, Error> {
    let mut p = Parser {
        text,
        bytes: text.as_bytes(),
        index: 0,
        remaining_depth: DEPTH,
    };
    let value = p.value()?;
    match p.whitespace() {
        Some(_) => Err(p.peek_error(TRAILING_CHARACTERS)),
        None => Ok(value),
    }
}

/// The reader, byte by byte. Its structure follows serde_json's, so that every error is
/// found at the same place and worded the same way.
struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    /// The next byte to read.
    index: usize,
    remaining_depth: u8,
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

    /// The entries of an object whose `{` was read, and its `}`.
    fn object(&mut self) -> Result<Map, Error> {
        let mut map = Map::new();
        let mut first = true;
        loop {
            let Some(peek) = self.whitespace() else {
                return Err(self.peek_error(EOF_OBJECT));
            };
            if peek == b'}' {
                self.index += 1;
                return Ok(map);
            }
            if first {
                first = false;
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
            match self.whitespace() {
                Some(b':') => self.index += 1,
                Some(_) => return Err(self.peek_error(EXPECTED_COLON)),
                None => return Err(self.peek_error(EOF_OBJECT)),
            }
            let value = self.value()?;
            map.insert(key, value);
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
            match POW10.get(exponent.unsigned_abs() as usize) {
                Some(&pow) => {
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

/// 1e0 to 1e308, each the float nearest the power of ten.
static POW10: [f64; 309] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22, 1e23, 1e24, 1e25, 1e26, 1e27, 1e28, 1e29, 1e30, 1e31, 1e32,
    1e33, 1e34, 1e35, 1e36, 1e37, 1e38, 1e39, 1e40, 1e41, 1e42, 1e43, 1e44, 1e45, 1e46, 1e47, 1e48,
    1e49, 1e50, 1e51, 1e52, 1e53, 1e54, 1e55, 1e56, 1e57, 1e58, 1e59, 1e60, 1e61, 1e62, 1e63, 1e64,
    1e65, 1e66, 1e67, 1e68, 1e69, 1e70, 1e71, 1e72, 1e73, 1e74, 1e75, 1e76, 1e77, 1e78, 1e79, 1e80,
    1e81, 1e82, 1e83, 1e84, 1e85, 1e86, 1e87, 1e88, 1e89, 1e90, 1e91, 1e92, 1e93, 1e94, 1e95, 1e96,
    1e97, 1e98, 1e99, 1e100, 1e101, 1e102, 1e103, 1e104, 1e105, 1e106, 1e107, 1e108, 1e109, 1e110,
    1e111, 1e112, 1e113, 1e114, 1e115, 1e116, 1e117, 1e118, 1e119, 1e120, 1e121, 1e122, 1e123,
    1e124, 1e125, 1e126, 1e127, 1e128, 1e129, 1e130, 1e131, 1e132, 1e133, 1e134, 1e135, 1e136,
    1e137, 1e138, 1e139, 1e140, 1e141, 1e142, 1e143, 1e144, 1e145, 1e146, 1e147, 1e148, 1e149,
    1e150, 1e151, 1e152, 1e153, 1e154, 1e155, 1e156, 1e157, 1e158, 1e159, 1e160, 1e161, 1e162,
    1e163, 1e164, 1e165, 1e166, 1e167, 1e168, 1e169, 1e170, 1e171, 1e172, 1e173, 1e174, 1e175,
    1e176, 1e177, 1e178, 1e179, 1e180, 1e181, 1e182, 1e183, 1e184, 1e185, 1e186, 1e187, 1e188,
    1e189, 1e190, 1e191, 1e192, 1e193, 1e194, 1e195, 1e196, 1e197, 1e198, 1e199, 1e200, 1e201,
    1e202, 1e203, 1e204, 1e205, 1e206, 1e207, 1e208, 1e209, 1e210, 1e211, 1e212, 1e213, 1e214,
    1e215, 1e216, 1e217, 1e218, 1e219, 1e220, 1e221, 1e222, 1e223, 1e224, 1e225, 1e226, 1e227,
    1e228, 1e229, 1e230, 1e231, 1e232, 1e233, 1e234, 1e235, 1e236, 1e237, 1e238, 1e239, 1e240,
    1e241, 1e242, 1e243, 1e244, 1e245, 1e246, 1e247, 1e248, 1e249, 1e250, 1e251, 1e252, 1e253,
    1e254, 1e255, 1e256, 1e257, 1e258, 1e259, 1e260, 1e261, 1e262, 1e263, 1e264, 1e265, 1e266,
    1e267, 1e268, 1e269, 1e270, 1e271, 1e272, 1e273, 1e274, 1e275, 1e276, 1e277, 1e278, 1e279,
    1e280, 1e281, 1e282, 1e283, 1e284, 1e285, 1e286, 1e287, 1e288, 1e289, 1e290, 1e291, 1e292,
    1e293, 1e294, 1e295, 1e296, 1e297, 1e298, 1e299, 1e300, 1e301, 1e302, 1e303, 1e304, 1e305,
    1e306, 1e307, 1e308,
];
