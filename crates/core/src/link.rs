//! # A game as a link
//!
//! A game is its record, so a link only has to carry the record, as short as it can: it
//! goes into a URL fragment (`#g=…`) and a QR code. The format, version [`VERSION`]:
//!
//! ```text
//! base64url, no padding, of:  version · game tag · number · CRC-16 (big-endian)
//! ```
//!
//! The *number* is every value of the record written in mixed radix ([`Packer`]): the
//! seats (count, each name as UTF-8 bytes and whether a person or a bot of which
//! [`Level`] sits there), the game's options, the number of actions, then each action as
//! its game encodes it *in context* ([`LinkCodec`]): a decision is its index among what is
//! legal at that point, a throw its faces as base-6 digits. A value costs exactly what its
//! choices are worth (a forced move nothing, a die log2 6 bits), which a bit writer cannot
//! do. The number is written in exactly as many bytes as the largest number of its radices
//! needs, so a link cut short or extended is refused even where the checksum would not
//! see it; the CRC catches every change of up to 16 bits in a row (any one character).
//!
//! Reading replays: each action is read against the game as it stands and applied by the
//! engine. Nothing here panics on any input; every failure is a [`LinkError`] that says
//! what and where. No rule of any game lives here: the engines encode their own actions.

use std::fmt;

use crate::game::{DiceGame, Level};
use crate::record::RecordError;

/// The format's version: the first byte of every link.
pub const VERSION: u8 = 1;

/// Most actions a link may hold (as [`crate::drive::MAX_STEPS`] bounds a game): a crafted
/// link cannot keep the reader busy for long.
const MAX_ACTIONS: usize = 1_000_000;

/// Why a link could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// A character that is not base64url (`A`–`Z`, `a`–`z`, `0`–`9`, `-`, `_`), or a last
    /// character with stray bits.
    Character {
        /// Its place in the link, from 0.
        position: usize,
        /// The character.
        found: char,
    },
    /// Too short to be a link, or a length base64 never has.
    Length(usize),
    /// A version of the format this program does not read.
    Version(u8),
    /// The checksum does not match: the link was changed or cut.
    Checksum,
    /// The link holds another game than the one asked for.
    OtherGame,
    /// The data does not end where the game does: a damaged link.
    Size,
    /// The seats, the game's options or an action are wrong (as a record's would be).
    Record(RecordError),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // Not `{found:?}`: that brings Unicode tables into the app's wasm. The place is
            // counted from 1, as a person counts the characters of a link.
            LinkError::Character { position, found } if found.is_ascii_graphic() => {
                write!(
                    f,
                    "character {} ('{found}') does not belong in a link",
                    position + 1
                )
            }
            LinkError::Character { position, found } => write!(
                f,
                "character {} (U+{:04X}) does not belong in a link",
                position + 1,
                u32::from(*found)
            ),
            LinkError::Length(n) => write!(
                f,
                "the link is incomplete or damaged (a link cannot be {n} characters long)"
            ),
            LinkError::Version(v) => write!(f, "link format {v} is not known here"),
            LinkError::Checksum => f.write_str("the link is damaged or incomplete (checksum)"),
            LinkError::OtherGame => f.write_str("the link holds another game"),
            LinkError::Size => f.write_str("the link is damaged (its data does not fit the game)"),
            LinkError::Record(e) => write!(f, "the link's game: {e}"),
        }
    }
}

impl std::error::Error for LinkError {}

impl From<RecordError> for LinkError {
    fn from(e: RecordError) -> LinkError {
        LinkError::Record(e)
    }
}

/// A game that can be written into a link and read back: its engine says how each action
/// is written given the game as it stands before it (see the module's documentation).
pub trait LinkCodec: DiceGame {
    /// One entry of the record.
    type Action: Copy;

    /// The record's actions so far.
    fn actions(&self) -> &[Self::Action];

    /// Writes the game's own options (none unless the game has some).
    fn write_options(&self, _out: &mut Packer) {}

    /// A new game for these names with the options that [`LinkCodec::write_options`] wrote.
    fn read_start(names: Vec<String>, _input: &mut Unpacker) -> Result<Self, RecordError> {
        Self::new_game(names)
    }

    /// Writes `action`, the next one in this game; refused if it is not legal now.
    fn write_action(&self, action: Self::Action, out: &mut Packer) -> Result<(), String>;

    /// Reads the next action, as [`LinkCodec::write_action`] wrote it; refused if nothing is
    /// legal now.
    fn read_action(&self, input: &mut Unpacker) -> Result<Self::Action, String>;

    /// Applies a legal action (as a record's replay does).
    fn apply_action(&mut self, action: Self::Action) -> Result<(), String>;
}

/// A game read from a link, with who sits at each seat: `None` for a person, else the
/// level of the bot (the app reopens the same table).
#[derive(Clone, Debug)]
pub struct Linked<G> {
    /// The game, replayed to where the link was made.
    pub game: G,
    /// Per seat: a person (`None`) or a bot of this level.
    pub bots: Vec<Option<Level>>,
}

/// The link of `game` (the part after `#g=`), with `bots[s]` saying who sits at seat `s`.
/// Refused if `bots` does not fit the table or the record does not replay (a game that
/// stopped recording).
pub fn encode<G: LinkCodec>(game: &G, bots: &[Option<Level>]) -> Result<String, LinkError> {
    let names = game.names();
    if bots.len() != names.len() {
        return Err(RecordError::Players(format!(
            "{} seats for {} players",
            bots.len(),
            names.len()
        ))
        .into());
    }
    let mut out = Packer::new();
    out.push(seat_value(names.len() - G::MIN_PLAYERS), seat_radix::<G>());
    for (name, bot) in names.iter().zip(bots) {
        out.push_bytes(name.as_bytes());
        out.push(bot.map_or(0, |l| l as u32 + 1), 4);
    }
    game.write_options(&mut out);
    let actions = game.actions();
    out.push_count(actions.len());
    // The actions are written against the game as it stood before each: replay it.
    let mut replay = game.clone();
    replay.restart();
    replay.set_recording(false);
    for (index, &action) in actions.iter().enumerate() {
        let step = replay
            .write_action(action, &mut out)
            .and_then(|()| replay.apply_action(action));
        step.map_err(|reason| RecordError::Action { index, reason })?;
    }
    let mut bytes = vec![VERSION, tag(G::ID)];
    bytes.extend(out.finish());
    bytes.extend(crc16(&bytes).to_be_bytes());
    Ok(to_base64url(&bytes))
}

/// The game a link (the part after `#g=`) holds, replayed, with its seats; or what is wrong
/// with the link, and where.
pub fn decode<G: LinkCodec>(link: &str) -> Result<Linked<G>, LinkError> {
    let bytes = checked_bytes(link)?;
    if bytes[1] != tag(G::ID) {
        return Err(LinkError::OtherGame);
    }
    let mut input = Unpacker::new(&bytes[2..bytes.len() - 2]);
    let players = G::MIN_PLAYERS + input.pull(seat_radix::<G>()) as usize;
    let mut names = Vec::with_capacity(players);
    let mut bots = Vec::with_capacity(players);
    for seat in 0..players {
        let name = String::from_utf8(input.pull_bytes()?)
            .map_err(|_| RecordError::Players(format!("name {seat} is not UTF-8")))?;
        names.push(name);
        bots.push(match input.pull(4) {
            0 => None,
            l => Level::ALL.get(l as usize - 1).copied(),
        });
    }
    let mut game = G::read_start(names, &mut input)?;
    let count = input.pull_count()?;
    if count > MAX_ACTIONS {
        return Err(LinkError::Size);
    }
    for index in 0..count {
        let step = game
            .read_action(&mut input)
            .and_then(|action| game.apply_action(action));
        step.map_err(|reason| RecordError::Action { index, reason })?;
    }
    input.finish()?;
    Ok(Linked { game, bots })
}

/// Which of the games `ids` (their [`DiceGame::ID`]s) a link holds: what the app asks
/// before it opens the table. The link's checksum is checked too.
pub fn game_of<'a>(link: &str, ids: &[&'a str]) -> Result<&'a str, LinkError> {
    let bytes = checked_bytes(link)?;
    ids.iter()
        .find(|id| tag(id) == bytes[1])
        .copied()
        .ok_or(LinkError::OtherGame)
}

/// The link's bytes, their version and checksum checked; at least header and checksum.
fn checked_bytes(link: &str) -> Result<Vec<u8>, LinkError> {
    let bytes = from_base64url(link)?;
    if bytes.len() < 4 {
        return Err(LinkError::Length(link.chars().count()));
    }
    if bytes[0] != VERSION {
        return Err(LinkError::Version(bytes[0]));
    }
    let (body, sum) = bytes.split_at(bytes.len() - 2);
    if crc16(body).to_be_bytes() != sum {
        return Err(LinkError::Checksum);
    }
    Ok(bytes)
}

/// The number of players is written as its offset from the fewest.
fn seat_radix<G: DiceGame>() -> u32 {
    seat_value(G::MAX_PLAYERS.saturating_sub(G::MIN_PLAYERS)) + 1
}

fn seat_value(offset: usize) -> u32 {
    u32::try_from(offset).unwrap_or(u32::MAX - 1)
}

/// The byte that names a game in a link: a hash of its id (the core knows no game; a test
/// that sees every game checks that they differ).
pub fn tag(id: &str) -> u8 {
    crc16(id.as_bytes()) as u8
}

/// CRC-16/CCITT-FALSE (polynomial 0x1021): detects every error burst of up to 16 bits.
pub fn crc16(bytes: &[u8]) -> u16 {
    let mut crc = 0xffffu16;
    for &b in bytes {
        crc ^= u16::from(b) << 8;
        for _ in 0..8 {
            crc = if crc & 0x8000 != 0 {
                (crc << 1) ^ 0x1021
            } else {
                crc << 1
            };
        }
    }
    crc
}

// ----- the number: mixed radix ----------------------------------------------------------

/// Writes values of any radix into one big number, the first value in its lowest digit:
/// `v0 + r0·(v1 + r1·(v2 + …))`. Values are gathered in a machine word while the product of
/// their radices fits in 32 bits and only then added to the big number (the result is the
/// same), so writing a game costs about one pass over the number per 32 bits.
#[derive(Clone, Debug)]
pub struct Packer {
    /// The number so far, 32-bit limbs, least significant first.
    number: Vec<u32>,
    /// The product of the radices added so far (the number is below it).
    scale: Vec<u32>,
    /// Values not yet added: their value and the product of their radices (< 2^32).
    pending: (u64, u64),
    /// What a plain bit writer would need: ⌈log2 radix⌉ bits per value.
    bits: u64,
}

impl Default for Packer {
    fn default() -> Packer {
        Packer::new()
    }
}

impl Packer {
    /// An empty number.
    pub fn new() -> Packer {
        Packer {
            number: Vec::new(),
            scale: vec![1],
            pending: (0, 1),
            bits: 0,
        }
    }

    /// Writes `value`, one of `radix` possibilities (a radix of 1 costs nothing).
    ///
    /// # Panics
    /// If `value >= radix`: a bug in the game's encoder, never a matter of input.
    pub fn push(&mut self, value: u32, radix: u32) {
        assert!(value < radix, "link value {value} out of radix {radix}");
        let radix = u64::from(radix);
        if self.pending.1 * radix > u64::from(u32::MAX) {
            self.flush();
        }
        self.pending.0 += u64::from(value) * self.pending.1;
        self.pending.1 *= radix;
        self.bits += u64::from(32 - (radix as u32 - 1).leading_zeros());
    }

    /// Writes a count of any size: four bits at a time, each group with a bit that says
    /// whether more follow (small counts, such as a name's length, cost five bits).
    pub fn push_count(&mut self, mut n: usize) {
        loop {
            let more = n >= 16;
            self.push((n % 16) as u32 + if more { 16 } else { 0 }, 32);
            n /= 16;
            if !more {
                return;
            }
        }
    }

    /// Writes bytes, their count first.
    pub fn push_bytes(&mut self, bytes: &[u8]) {
        self.push_count(bytes.len());
        for &b in bytes {
            self.push(u32::from(b), 256);
        }
    }

    /// Writes digits of one base, the first lowest (a throw's faces, base 6): the same as
    /// pushing each, read back with [`Unpacker::pull_digits`].
    pub fn push_digits(&mut self, digits: impl IntoIterator<Item = u32>, base: u32) {
        for d in digits {
            self.push(d, base);
        }
    }

    /// The bits a plain bit writer would have needed for the same values (⌈log2 radix⌉
    /// each): to compare with the mixed radix's [`Packer::finish`].
    pub fn bit_writer_bits(&self) -> u64 {
        self.bits
    }

    /// Adds the pending values to the big number.
    fn flush(&mut self) {
        let (value, radix) = std::mem::replace(&mut self.pending, (0, 1));
        // number += value · scale; scale ·= radix
        let mut carry = 0u64;
        for (i, &s) in self.scale.iter().enumerate() {
            if i == self.number.len() {
                self.number.push(0);
            }
            let t = u64::from(self.number[i]) + u64::from(s) * value + carry;
            self.number[i] = t as u32;
            carry = t >> 32;
        }
        let mut i = self.scale.len();
        while carry != 0 {
            if i == self.number.len() {
                self.number.push(0);
            }
            let t = u64::from(self.number[i]) + carry;
            self.number[i] = t as u32;
            carry = t >> 32;
            i += 1;
        }
        mul_small(&mut self.scale, radix);
    }

    /// The number as bytes, least significant first, in exactly as many bytes as the
    /// largest number below the product of every radix written needs (a reader checks it).
    pub fn finish(mut self) -> Vec<u8> {
        self.flush();
        let width = width(&self.scale);
        let mut bytes: Vec<u8> = self.number.iter().flat_map(|l| l.to_le_bytes()).collect();
        bytes.resize(width, 0);
        bytes
    }
}

/// Reads what a [`Packer`] wrote, value by value, with the same radices in the same order.
/// Reading never fails: past the end the values are 0, and [`Unpacker::finish`] then says
/// the data was short.
#[derive(Clone, Debug)]
pub struct Unpacker {
    /// What is left of the number, 32-bit limbs, least significant first, no zero on top.
    number: Vec<u32>,
    /// How many bytes the number came in.
    len: usize,
    /// The product of the radices read, as in [`Packer`]: pending below 2^32, then big.
    scale: Vec<u32>,
    pending: u64,
}

impl Unpacker {
    /// A reader of the number in `bytes` (least significant first).
    pub fn new(bytes: &[u8]) -> Unpacker {
        let mut number: Vec<u32> = bytes
            .chunks(4)
            .map(|c| {
                let mut limb = [0; 4];
                limb[..c.len()].copy_from_slice(c);
                u32::from_le_bytes(limb)
            })
            .collect();
        trim(&mut number);
        Unpacker {
            number,
            len: bytes.len(),
            scale: vec![1],
            pending: 1,
        }
    }

    /// Reads a value below `radix` (taken as at least 1).
    pub fn pull(&mut self, radix: u32) -> u32 {
        let radix = radix.max(1);
        if self.pending * u64::from(radix) > u64::from(u32::MAX) {
            mul_small(&mut self.scale, std::mem::replace(&mut self.pending, 1));
        }
        self.pending *= u64::from(radix);
        // number, remainder = number / radix, number % radix (from the top limb down).
        let mut rem = 0u64;
        for limb in self.number.iter_mut().rev() {
            let t = (rem << 32) | u64::from(*limb);
            *limb = (t / u64::from(radix)) as u32;
            rem = t % u64::from(radix);
        }
        trim(&mut self.number);
        rem as u32
    }

    /// Reads `n` digits of one base written by [`Packer::push_digits`]: as many at once as
    /// fit in one value below 2^32 (one division of the number instead of one per digit).
    pub fn pull_digits(&mut self, n: usize, base: u32) -> Vec<u32> {
        let base = base.max(1);
        let mut out = Vec::with_capacity(n);
        while out.len() < n {
            let (mut radix, mut k) = (u64::from(base), 1);
            while out.len() + k < n && radix * u64::from(base) <= u64::from(u32::MAX) {
                radix *= u64::from(base);
                k += 1;
            }
            let mut v = self.pull(radix as u32);
            for _ in 0..k {
                out.push(v % base);
                v /= base;
            }
        }
        out
    }

    /// Reads a count written by [`Packer::push_count`].
    pub fn pull_count(&mut self) -> Result<usize, LinkError> {
        let mut n = 0usize;
        for group in 0..8 {
            let v = self.pull(32) as usize;
            n |= (v % 16) << (4 * group);
            if v < 16 {
                return Ok(n);
            }
        }
        Err(LinkError::Size)
    }

    /// Reads bytes written by [`Packer::push_bytes`]; refused if there are more than the
    /// link holds.
    pub fn pull_bytes(&mut self) -> Result<Vec<u8>, LinkError> {
        let n = self.pull_count()?;
        if n > self.len {
            return Err(LinkError::Size);
        }
        Ok((0..n).map(|_| self.pull(256) as u8).collect())
    }

    /// Checks that the data ended exactly where the values did: every value read, in as
    /// many bytes as the writer used.
    pub fn finish(mut self) -> Result<(), LinkError> {
        mul_small(&mut self.scale, self.pending);
        if !self.number.is_empty() || width(&self.scale) != self.len {
            return Err(LinkError::Size);
        }
        Ok(())
    }
}

/// `limbs ·= m` (m < 2^32).
fn mul_small(limbs: &mut Vec<u32>, m: u64) {
    let mut carry = 0u64;
    for limb in limbs.iter_mut() {
        let t = u64::from(*limb) * m + carry;
        *limb = t as u32;
        carry = t >> 32;
    }
    if carry != 0 {
        limbs.push(carry as u32);
    }
}

/// Drops zero limbs on top.
fn trim(limbs: &mut Vec<u32>) {
    while limbs.last() == Some(&0) {
        limbs.pop();
    }
}

/// The bytes any number below `scale` needs: those of `scale - 1`.
fn width(scale: &[u32]) -> usize {
    let mut below = scale.to_vec();
    for limb in below.iter_mut() {
        let (v, borrow) = limb.overflowing_sub(1);
        *limb = v;
        if !borrow {
            break;
        }
    }
    trim(&mut below);
    match below.last() {
        None => 0,
        Some(top) => 4 * below.len() - top.leading_zeros() as usize / 8,
    }
}

// ----- base64url ------------------------------------------------------------------------

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Bytes as base64url without padding (RFC 4648, section 5): safe in a URL fragment.
pub fn to_base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let mut b = [0u8; 3];
        b[..chunk.len()].copy_from_slice(chunk);
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

/// Bytes from base64url without padding, strictly: a character outside the alphabet, or
/// a last character with stray bits (another text for the same bytes), is refused where it
/// stands; so is a length base64 never has.
pub fn from_base64url(text: &str) -> Result<Vec<u8>, LinkError> {
    let mut out = Vec::with_capacity(text.len() / 4 * 3 + 2);
    let (mut acc, mut bits) = (0u32, 0u32);
    let mut last = None;
    for (position, found) in text.chars().enumerate() {
        let six = match found {
            'A'..='Z' => found as u32 - 'A' as u32,
            'a'..='z' => found as u32 - 'a' as u32 + 26,
            '0'..='9' => found as u32 - '0' as u32 + 52,
            '-' => 62,
            '_' => 63,
            _ => return Err(LinkError::Character { position, found }),
        };
        acc = (acc << 6 | six) & 0xfff;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
        last = Some((position, found));
    }
    let count = last.map_or(0, |(p, _)| p + 1);
    if count % 4 == 1 {
        return Err(LinkError::Length(count));
    }
    // The last character's bits below the last byte must be zero.
    if let Some((position, found)) = last.filter(|_| acc & ((1 << bits) - 1) != 0) {
        return Err(LinkError::Character { position, found });
    }
    Ok(out)
}
