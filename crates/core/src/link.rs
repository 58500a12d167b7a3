//! # A game as a link
//!
//! A game is its record, so a link only has to carry the record, as short as it can: it
//! goes into a URL fragment (`#g=…`) and a QR code. The format, version [`VERSION`]:
//!
//! ```text
//! base64url, no padding, of:  version · game tag · blocks · CRC-16 (big-endian)
//! ```
//!
//! The *values* are the record's, in order ([`Packer`]): the seats (count, each name as
//! UTF-8 bytes and whether a person or a bot of which [`Level`] sits there), the game's
//! options, the number of actions, then each action as its game encodes it *in context*
//! ([`LinkCodec`]): a decision is its index among what is legal at that point, a throw its
//! faces as base-6 digits. Each value has a radix (how many values it could have had), and
//! values are written in mixed radix, so a value costs what its choices are worth (a forced
//! move nothing, a die log2 6 bits), which a bit writer cannot do.
//!
//! The *blocks* cut that mixed-radix number into machine words, so that reading is linear:
//! values are gathered into a block (`v0 + r0·(v1 + r1·(…))`) while the product of their
//! radices stays at most 2^64; a block is 8 bytes, little-endian; the last is written in
//! exactly the bytes its product needs. A link cut short or extended is therefore refused
//! even where the checksum would not see it, and so is a block whose value is not below its
//! product: every game has exactly one link and every link at most one game. The CRC catches
//! every change of up to 16 bits in a row (any one character).
//!
//! Reading replays: each action is read against the game as it stands and applied by the
//! engine. Every reader is bounded and linear in the link: at most [`MAX_LINK_CHARS`]
//! characters; data that ends is refused where it ends; an action count the link's bytes
//! cannot hold ([`most_actions`]), a name that cannot be shown at the table
//! ([`crate::players::check_display_name`]: a long one before its bytes are read) and a
//! game whose record would exceed [`MAX_RECORD_BYTES`] are refused. Nothing here panics on any input; every failure is a
//! [`LinkError`] that says what and where. No rule of any game lives here: the engines
//! encode their own actions.
//!
//! Version 1 links (one mixed-radix number for the whole game, which can only be read by
//! dividing all of it once per value) are still read, up to [`MAX_V1_CHARS`] characters,
//! so links already shared still open; new links are always version 2.

use std::convert::Infallible;
use std::fmt;

use crate::drive::SimGame;
use crate::game::{DiceGame, GameActionError, Level};
use crate::players::{check_display_name, NameError, PlayersError, MAX_NAME_BYTES, MAX_NAME_CHARS};
use crate::record::{ActionError, RecordError, MAX_RECORD_BYTES};
use crate::rng::Rng;

/// The format's version: the first byte of every link written.
pub const VERSION: u8 = 2;

/// The first format (one mixed-radix number), still read.
pub const VERSION_1: u8 = 1;

/// The longest link read: beyond any game whose record fits [`MAX_RECORD_BYTES`]. A
/// character of a long link stands for at least 13 bytes of its record (games of random
/// legal moves, `crates/cli/tests/link_lengths.rs`), so a record of 256 KiB has a link of
/// at most about 20,000 characters, 21,500 with seven names of 40 characters; whole real
/// games take at most about 1,500. (What a shorter link holds is checked exactly: the
/// record it replays to is measured.)
pub const MAX_LINK_CHARS: usize = 32 * 1024;

/// The longest version-1 link read: its reader divides the whole number once per value,
/// so it is bounded by its length instead. Real version-1 links were at most 1,467
/// characters (6,000 seven-player Heckmeck games), plus at most 450 for seven names of the
/// app's 16 characters.
pub const MAX_V1_CHARS: usize = 4 * 1024;

/// How many actions a link may claim per byte of its data (plus [`ACTIONS_SLACK`]): a
/// count beyond [`most_actions`] is refused before any action is read, so a short link
/// cannot keep the reader busy. Games hold far fewer: at most 0.90 actions a byte in 1,000
/// five-player Pechvogel games of normal bots, 1.04 in 1,000 seven-player Heckmeck games,
/// 1.09 in games of random legal moves (`crates/cli/tests/link_lengths.rs`). The densest a
/// legal game can be is a run of one-die throws at log2 6 bits each, 3.1 actions a byte
/// (a Pechvogel throw that shows neither the target nor a raven; a Heckmeck turn keeps
/// one die at least per throw, 1.5 a byte at most): 8 leaves room for all of them.
pub const ACTIONS_PER_BYTE: usize = 8;

/// See [`ACTIONS_PER_BYTE`]: room for a few forced moves in a link of no data at all.
pub const ACTIONS_SLACK: usize = 16;

/// The most actions a link of `data_bytes` bytes of data may claim.
pub fn most_actions(data_bytes: usize) -> usize {
    ACTIONS_PER_BYTE
        .saturating_mul(data_bytes)
        .saturating_add(ACTIONS_SLACK)
}

/// Why a link could not be read or made, with the game's error for an action (`E`: the
/// [`GameActionError`] of the game, as a record's [`RecordError`] holds it). What goes wrong
/// with a link's text and data whatever its game (base64url, the checksum, a value out of
/// place) is a `LinkError` of no game's error (`E` = [`Infallible`], the default: the
/// [`Unpacker`], [`from_base64url`], [`game_of`]); [`LinkError::into_game`] makes it one of
/// a game's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError<E = Infallible> {
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
    /// Longer than any game's link ([`MAX_LINK_CHARS`], or [`MAX_V1_CHARS`] for the first
    /// format): refused before it is read.
    TooLong {
        /// The link's length in characters.
        chars: usize,
        /// The most a link of its format may have.
        max: usize,
    },
    /// A version of the format this program does not read.
    Version(u8),
    /// The checksum does not match: the link was changed or cut.
    Checksum,
    /// The link holds another game than the one asked for.
    OtherGame,
    /// The data ends before the game does: refused where it ends.
    Ended,
    /// The link claims more actions than its data could hold ([`most_actions`]).
    Count {
        /// The actions claimed.
        actions: usize,
        /// The most its data may hold.
        most: usize,
    },
    /// The data does not end where the game does, or a value is out of its range: a
    /// damaged link.
    Size,
    /// The game's record would be larger than any record is taken ([`MAX_RECORD_BYTES`]).
    RecordSize {
        /// The record's size in bytes.
        bytes: usize,
        /// The most a record may have.
        max: usize,
    },
    /// The data names a choice the game does not have at action `index` (reading), or the
    /// game's action `index` is none of the choices its codec knows (writing).
    Choice {
        /// Position in the record's actions, from 0.
        index: usize,
    },
    /// The seats, the game's options or an action are wrong (as a record's would be).
    Record(RecordError<E>),
}

impl<E: fmt::Display> fmt::Display for LinkError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The words of the link's text and data are written once for every game's links
        // (each game's copy of this method only copies the data): the app's wasm holds one.
        match self.data() {
            Ok(data) => data.fmt_data(f),
            Err(record) => write!(f, "the link's game: {record}"),
        }
    }
}

impl<E> LinkError<E> {
    /// The error of the link's text or data, or the record's ([`LinkError::Record`]).
    fn data(&self) -> Result<LinkError, &RecordError<E>> {
        Ok(match *self {
            LinkError::Character { position, found } => LinkError::Character { position, found },
            LinkError::Length(n) => LinkError::Length(n),
            LinkError::TooLong { chars, max } => LinkError::TooLong { chars, max },
            LinkError::Version(v) => LinkError::Version(v),
            LinkError::Checksum => LinkError::Checksum,
            LinkError::OtherGame => LinkError::OtherGame,
            LinkError::Ended => LinkError::Ended,
            LinkError::Count { actions, most } => LinkError::Count { actions, most },
            LinkError::Size => LinkError::Size,
            LinkError::RecordSize { bytes, max } => LinkError::RecordSize { bytes, max },
            LinkError::Choice { index } => LinkError::Choice { index },
            LinkError::Record(ref record) => return Err(record),
        })
    }

    /// The same error with the action's error turned into another type (`f`), such as one
    /// type for every game's.
    pub fn map_action<F>(self, f: impl FnOnce(E) -> F) -> LinkError<F> {
        match self {
            LinkError::Character { position, found } => LinkError::Character { position, found },
            LinkError::Length(n) => LinkError::Length(n),
            LinkError::TooLong { chars, max } => LinkError::TooLong { chars, max },
            LinkError::Version(v) => LinkError::Version(v),
            LinkError::Checksum => LinkError::Checksum,
            LinkError::OtherGame => LinkError::OtherGame,
            LinkError::Ended => LinkError::Ended,
            LinkError::Count { actions, most } => LinkError::Count { actions, most },
            LinkError::Size => LinkError::Size,
            LinkError::RecordSize { bytes, max } => LinkError::RecordSize { bytes, max },
            LinkError::Choice { index } => LinkError::Choice { index },
            LinkError::Record(e) => LinkError::Record(e.map_action(f)),
        }
    }
}

impl LinkError {
    /// The same error as one of a game's links (it holds no game's error).
    pub fn into_game<E>(self) -> LinkError<E> {
        self.map_action(|never| match never {})
    }

    /// The words of an error of the link's text or data (the record's are its own).
    fn fmt_data(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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
            LinkError::TooLong { chars, max } => write!(
                f,
                "the link is {chars} characters long, more than any game needs (at most {max})"
            ),
            LinkError::Version(v) => write!(f, "link format {v} is not known here"),
            LinkError::Checksum => f.write_str("the link is damaged or incomplete (checksum)"),
            LinkError::OtherGame => f.write_str("the link holds another game"),
            LinkError::Ended => {
                f.write_str("the link is damaged (its data ends before its game does)")
            }
            LinkError::Count { actions, most } => write!(
                f,
                "the link is damaged (it claims {actions} actions; its data holds at most {most})"
            ),
            LinkError::Size => f.write_str("the link is damaged (its data does not fit the game)"),
            LinkError::RecordSize { bytes, max } => write!(
                f,
                "the link's game is too long (its record would be {bytes} bytes; at most {max})"
            ),
            LinkError::Choice { index } => {
                write!(f, "the link's game: action {index}: no such choice")
            }
            LinkError::Record(e) => write!(f, "the link's game: {e}"),
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for LinkError<E> {}

impl<E> From<RecordError<E>> for LinkError<E> {
    fn from(e: RecordError<E>) -> LinkError<E> {
        LinkError::Record(e)
    }
}

impl<E> From<PlayersError> for LinkError<E> {
    fn from(e: PlayersError) -> LinkError<E> {
        LinkError::Record(RecordError::Players(e))
    }
}

/// Why a game could not write, read or apply one action of a link ([`LinkCodec`]), with
/// the game's rule error `R`; the link's reader and writer add where ([`LinkError`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodecError<R> {
    /// The link's data: it ended, or a value is out of place (reading).
    Link(LinkError),
    /// The rules refuse the action, or nothing is legal now (the game is over).
    Rule(R),
    /// The action is none of the choices legal now (writing), or the data names a choice
    /// that is not there (reading).
    NoChoice,
}

impl<R> From<LinkError> for CodecError<R> {
    fn from(e: LinkError) -> CodecError<R> {
        CodecError::Link(e)
    }
}

impl<R: fmt::Display> fmt::Display for CodecError<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodecError::Link(e) => e.fmt(f),
            CodecError::Rule(e) => e.fmt(f),
            CodecError::NoChoice => f.write_str("no such choice"),
        }
    }
}

impl<R: fmt::Debug + fmt::Display> std::error::Error for CodecError<R> {}

impl<R> CodecError<R> {
    /// The error of the link's action `index`, as its reader or writer reports it.
    fn at<U>(self, index: usize) -> LinkError<ActionError<U, R>> {
        match self {
            CodecError::Link(e) => e.into_game(),
            CodecError::Rule(error) => RecordError::Action {
                index,
                error: ActionError::Rule(error),
            }
            .into(),
            CodecError::NoChoice => LinkError::Choice { index },
        }
    }
}

/// A game that can be written into a link and read back: its engine says how each action
/// is written given the game as it stands before it (see the module's documentation).
pub trait LinkCodec: SimGame {
    /// One entry of the record.
    type Action: Copy + PartialEq;

    /// The record's actions so far.
    fn actions(&self) -> &[Self::Action];

    /// Writes the game's own options (none unless the game has some).
    fn write_options(&self, _out: &mut Packer) {}

    /// A new game for these names with the options that [`LinkCodec::write_options`] wrote.
    fn read_start(
        names: Vec<String>,
        _input: &mut Unpacker,
    ) -> Result<Self, LinkError<GameActionError<Self>>> {
        Ok(Self::new_game(names)?)
    }

    /// Writes `action`, the next one in this game; refused if it is not legal now.
    fn write_action(
        &self,
        action: Self::Action,
        out: &mut Packer,
    ) -> Result<(), CodecError<Self::Error>>;

    /// Reads the next action, as [`LinkCodec::write_action`] wrote it; refused if nothing is
    /// legal now or the data ends.
    fn read_action(&self, input: &mut Unpacker) -> Result<Self::Action, CodecError<Self::Error>>;

    /// Applies a legal action (as a record's replay does).
    fn apply_action(&mut self, action: Self::Action) -> Result<(), Self::Error>;

    /// Whether `action` is a throw's faces (the dice decided it, not a seat).
    fn is_throw(action: &Self::Action) -> bool;

    /// The action of the throw that may be made now with its faces drawn from `dice`,
    /// exactly as the engine draws them when the throw is played (any question that no
    /// record keeps, such as a window everyone passed, taken as passed); `None` if no throw
    /// may be made now.
    fn thrown(&self, dice: &mut Rng) -> Option<Self::Action>;
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
/// Refused if `bots` does not fit the table, a name cannot be shown
/// ([`check_display_name`]), the record does not replay (a game that stopped recording) or
/// is larger than [`MAX_RECORD_BYTES`]: a link is only made where it can be opened.
pub fn encode<G: LinkCodec>(
    game: &G,
    bots: &[Option<Level>],
) -> Result<String, LinkError<GameActionError<G>>> {
    let data = pack(game, bots)?.finish();
    Ok(frame(VERSION, G::ID, &data))
}

/// The values of `game`'s link, checked as [`encode`] checks them (the version-1 writer of
/// the tests shares it).
pub(crate) fn pack<G: LinkCodec>(
    game: &G,
    bots: &[Option<Level>],
) -> Result<Packer, LinkError<GameActionError<G>>> {
    let names = game.names();
    if bots.len() != names.len() {
        return Err(PlayersError::Seats {
            seats: bots.len(),
            players: names.len(),
        }
        .into());
    }
    for (seat, name) in names.iter().enumerate() {
        check_display_name(name).map_err(|e| name_error(seat, e))?;
    }
    let bytes = game.record_json().len();
    if bytes > MAX_RECORD_BYTES {
        return Err(LinkError::RecordSize {
            bytes,
            max: MAX_RECORD_BYTES,
        });
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
            .and_then(|()| replay.apply_action(action).map_err(CodecError::Rule));
        step.map_err(|e| e.at(index))?;
    }
    // No legal game comes near the bound (see ACTIONS_PER_BYTE); were one to, its link
    // could not be opened, so none is made.
    let most = most_actions(out.len());
    if actions.len() > most {
        return Err(LinkError::Count {
            actions: actions.len(),
            most,
        });
    }
    Ok(out)
}

/// A link's text: version, game tag, data and checksum, as base64url.
pub(crate) fn frame(version: u8, id: &str, data: &[u8]) -> String {
    let mut bytes = Vec::with_capacity(data.len() + 4);
    bytes.extend([version, tag(id)]);
    bytes.extend(data);
    bytes.extend(crc16(&bytes).to_be_bytes());
    to_base64url(&bytes)
}

fn name_error<E>(index: usize, error: NameError) -> LinkError<E> {
    PlayersError::Name { index, error }.into()
}

/// The game a link (the part after `#g=`) holds, replayed, with its seats; or what is wrong
/// with the link, and where.
pub fn decode<G: LinkCodec>(link: &str) -> Result<Linked<G>, LinkError<GameActionError<G>>> {
    decode_counted(link).0
}

/// [`decode`], and the work it took in steps: one per character of the link and byte of
/// its data, per value read (for a version-1 link, per limb of its number at each value),
/// per action replayed and per byte of the record checked. Tests hold it to a multiple of
/// the link's length: the reader is linear.
pub fn decode_counted<G: LinkCodec>(
    link: &str,
) -> (Result<Linked<G>, LinkError<GameActionError<G>>>, u64) {
    let mut steps = 0;
    let checked = checked_bytes(link, &mut steps).map_err(LinkError::into_game);
    let result = checked.and_then(|bytes| {
        if bytes[1] != tag(G::ID) {
            return Err(LinkError::OtherGame);
        }
        let data = &bytes[2..bytes.len() - 2];
        let mut input = if bytes[0] == VERSION_1 {
            Unpacker::version_1(data)
        } else {
            Unpacker::new(data)
        };
        let game = read_game::<G>(&mut input, &mut steps);
        steps += input.steps();
        game
    });
    (result, steps)
}

/// Reads the seats, the options and the actions, replaying them, then checks the end.
fn read_game<G: LinkCodec>(
    input: &mut Unpacker,
    steps: &mut u64,
) -> Result<Linked<G>, LinkError<GameActionError<G>>> {
    let data_bytes = input.data_len();
    let (names, bots) = read_seats::<G>(input).map_err(LinkError::into_game)?;
    let mut game = G::read_start(names, input)?;
    let count = input.pull_count().map_err(LinkError::into_game)?;
    let most = most_actions(data_bytes);
    if count > most {
        return Err(LinkError::Count {
            actions: count,
            most,
        });
    }
    for index in 0..count {
        *steps += 1;
        game.read_action(input)
            .and_then(|action| game.apply_action(action).map_err(CodecError::Rule))
            .map_err(|e| e.at(index))?;
    }
    input.finish().map_err(LinkError::into_game)?;
    let bytes = game.record_json().len();
    *steps += bytes as u64;
    if bytes > MAX_RECORD_BYTES {
        return Err(LinkError::RecordSize {
            bytes,
            max: MAX_RECORD_BYTES,
        });
    }
    Ok(Linked { game, bots })
}

/// The seats of a link: each name (checked as [`check_display_name`] does, a long one
/// before its bytes are read) and who sits there.
fn read_seats<G: DiceGame>(
    input: &mut Unpacker,
) -> Result<(Vec<String>, Vec<Option<Level>>), LinkError> {
    let players = G::MIN_PLAYERS + input.pull(seat_radix::<G>())? as usize;
    let mut names = Vec::with_capacity(players);
    let mut bots = Vec::with_capacity(players);
    for seat in 0..players {
        let n = input.pull_count()?;
        if n > MAX_NAME_BYTES {
            return Err(name_error(
                seat,
                NameError::TooLong {
                    max: MAX_NAME_CHARS,
                },
            ));
        }
        let bytes = (0..n)
            .map(|_| input.pull(256).map(|b| b as u8))
            .collect::<Result<Vec<u8>, LinkError>>()?;
        let name = String::from_utf8(bytes).map_err(|_| PlayersError::NotUtf8 { index: seat })?;
        check_display_name(&name).map_err(|e| name_error(seat, e))?;
        names.push(name);
        bots.push(match input.pull(4)? {
            0 => None,
            l => Level::ALL.get(l as usize - 1).copied(),
        });
    }
    Ok((names, bots))
}

/// Which of the games `ids` (their [`DiceGame::ID`]s) a link holds: what the app asks
/// before it opens the table. The link's checksum is checked too.
pub fn game_of<'a>(link: &str, ids: &[&'a str]) -> Result<&'a str, LinkError> {
    let bytes = checked_bytes(link, &mut 0)?;
    ids.iter()
        .find(|id| tag(id) == bytes[1])
        .copied()
        .ok_or(LinkError::OtherGame)
}

/// The link's bytes, their length, version and checksum checked; at least header and
/// checksum. A link longer than its format allows is refused before it is read.
fn checked_bytes(link: &str, steps: &mut u64) -> Result<Vec<u8>, LinkError> {
    if link.len() > MAX_LINK_CHARS {
        let chars = link.chars().count();
        *steps += chars as u64;
        if chars > MAX_LINK_CHARS {
            return Err(LinkError::TooLong {
                chars,
                max: MAX_LINK_CHARS,
            });
        }
    }
    *steps += link.len() as u64;
    let bytes = from_base64url(link)?;
    if bytes.len() < 4 {
        return Err(LinkError::Length(link.chars().count()));
    }
    match bytes[0] {
        VERSION => {}
        VERSION_1 if link.len() > MAX_V1_CHARS => {
            return Err(LinkError::TooLong {
                chars: link.len(),
                max: MAX_V1_CHARS,
            })
        }
        VERSION_1 => {}
        v => return Err(LinkError::Version(v)),
    }
    *steps += bytes.len() as u64;
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

// ----- the values: mixed radix in 64-bit blocks -----------------------------------------

/// The largest product of radices a block holds: 2^64.
const BLOCK: u128 = 1 << 64;

/// Writes values of any radix, gathered into 64-bit blocks, the first value of a block in
/// its lowest digit: `v0 + r0·(v1 + r1·(v2 + …))` while the product of the block's radices
/// stays at most 2^64. Each value costs a multiplication and an addition.
#[derive(Clone, Debug)]
pub struct Packer {
    /// The full blocks so far, 8 bytes each.
    bytes: Vec<u8>,
    /// The block being filled: its value so far (below `product`).
    value: u64,
    /// The product of the radices in the block being filled (at most 2^64).
    product: u128,
    /// What a plain bit writer would need: ⌈log2 radix⌉ bits per value.
    bits: u64,
    /// Every value and its radix, for the tests' version-1 writer.
    #[cfg(feature = "testing")]
    values: Vec<(u32, u32)>,
}

impl Default for Packer {
    fn default() -> Packer {
        Packer::new()
    }
}

impl Packer {
    /// No values yet.
    pub fn new() -> Packer {
        Packer {
            bytes: Vec::new(),
            value: 0,
            product: 1,
            bits: 0,
            #[cfg(feature = "testing")]
            values: Vec::new(),
        }
    }

    /// Writes `value`, one of `radix` possibilities (a radix of 1 costs nothing).
    ///
    /// # Panics
    /// If `value >= radix`: a bug in the game's encoder, never a matter of input.
    pub fn push(&mut self, value: u32, radix: u32) {
        assert!(value < radix, "link value {value} out of radix {radix}");
        #[cfg(feature = "testing")]
        self.values.push((value, radix));
        if radix == 1 {
            return;
        }
        let radix = u128::from(radix);
        if self.product * radix > BLOCK {
            self.bytes.extend(self.value.to_le_bytes());
            (self.value, self.product) = (0, 1);
        }
        // value < product, so value + v·product < radix·product <= 2^64.
        self.value += u64::from(value) * self.product as u64;
        self.product *= radix;
        self.bits += u64::from(32 - (radix as u32 - 1).leading_zeros());
    }

    /// Writes a count of any size: four bits at a time, each group with a bit that says
    /// whether more follow (small counts, such as a name's length, cost five bits). The
    /// last group is never 0 after another: one text for each count.
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
    /// each): to compare with [`Packer::finish`].
    pub fn bit_writer_bits(&self) -> u64 {
        self.bits
    }

    /// How many bytes [`Packer::finish`] will give.
    pub fn len(&self) -> usize {
        self.bytes.len() + width(self.product)
    }

    /// No bytes at all (nothing but forced values written).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every value written and its radix, in order (for the tests' version-1 writer).
    #[cfg(feature = "testing")]
    pub fn values(&self) -> &[(u32, u32)] {
        &self.values
    }

    /// The blocks: every full one in 8 bytes, the last in exactly as many bytes as the
    /// largest value below its product needs (a reader checks it).
    pub fn finish(mut self) -> Vec<u8> {
        let last = width(self.product);
        self.bytes
            .extend_from_slice(&self.value.to_le_bytes()[..last]);
        self.bytes
    }
}

/// The bytes any value below `product` (at most 2^64) needs: those of `product - 1`.
fn width(product: u128) -> usize {
    let top = (product - 1) as u64;
    8 - top.leading_zeros() as usize / 8
}

/// Reads what a [`Packer`] wrote, value by value, with the same radices in the same order:
/// a value is one division of a machine word. Reading past the end is an error at once.
/// Reads the first format too ([`Unpacker::version_1`]).
#[derive(Clone, Debug)]
pub struct Unpacker {
    reader: Reader,
    /// The work done so far: values read, blocks loaded, limbs divided (version 1).
    steps: u64,
}

#[derive(Clone, Debug)]
enum Reader {
    /// Version 2: 64-bit blocks.
    Blocks {
        bytes: Vec<u8>,
        /// The next byte to load.
        at: usize,
        /// What is left of the block being read.
        rest: u64,
        /// The product of the radices read from it (at most 2^64).
        product: u128,
        /// How many bytes it came in (0: no block loaded yet).
        loaded: usize,
    },
    /// Version 1: one number.
    Number {
        /// What is left of the number, 32-bit limbs, least significant first, no zero on
        /// top.
        number: Vec<u32>,
        /// How many bytes the number came in.
        len: usize,
        /// The product of the radices read.
        scale: Vec<u32>,
    },
}

impl Unpacker {
    /// A reader of the blocks in `bytes` (format version 2).
    pub fn new(bytes: &[u8]) -> Unpacker {
        Unpacker {
            reader: Reader::Blocks {
                bytes: bytes.to_vec(),
                at: 0,
                rest: 0,
                product: 1,
                loaded: 0,
            },
            steps: 0,
        }
    }

    /// A reader of the number in `bytes`, least significant byte first (format version 1).
    /// Each value divides the whole number: quadratic, so only short links are read so.
    pub fn version_1(bytes: &[u8]) -> Unpacker {
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
            reader: Reader::Number {
                number,
                len: bytes.len(),
                scale: vec![1],
            },
            steps: bytes.len() as u64,
        }
    }

    /// The work done so far, in steps: values read, blocks loaded, and for version 1 the
    /// limbs of the number and of the product of the radices at each value.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// How many bytes of data the reader was given.
    pub fn data_len(&self) -> usize {
        match &self.reader {
            Reader::Blocks { bytes, .. } => bytes.len(),
            Reader::Number { len, .. } => *len,
        }
    }

    /// Reads a value below `radix` (taken as at least 1); refused at once where the data
    /// ends, or where a full block's value is not below the product of its radices.
    pub fn pull(&mut self, radix: u32) -> Result<u32, LinkError> {
        self.steps += 1;
        if radix <= 1 {
            return Ok(0);
        }
        match &mut self.reader {
            Reader::Blocks {
                bytes,
                at,
                rest,
                product,
                loaded,
            } => {
                if *loaded == 0 || *product * u128::from(radix) > BLOCK {
                    if *rest != 0 {
                        return Err(LinkError::Size);
                    }
                    let n = (bytes.len() - *at).min(8);
                    if n == 0 {
                        return Err(LinkError::Ended);
                    }
                    let mut block = [0; 8];
                    block[..n].copy_from_slice(&bytes[*at..*at + n]);
                    (*rest, *product, *loaded) = (u64::from_le_bytes(block), 1, n);
                    *at += n;
                }
                *product *= u128::from(radix);
                // The last block came in fewer bytes than its values so far need: the data
                // ended (the writer used at least that many).
                if width(*product) > *loaded {
                    return Err(LinkError::Ended);
                }
                let value = *rest % u64::from(radix);
                *rest /= u64::from(radix);
                Ok(value as u32)
            }
            Reader::Number { number, len, scale } => {
                // number, remainder = number / radix, number % radix (from the top down).
                let mut rem = 0u64;
                for limb in number.iter_mut().rev() {
                    let t = (rem << 32) | u64::from(*limb);
                    *limb = (t / u64::from(radix)) as u32;
                    rem = t % u64::from(radix);
                }
                trim(number);
                mul_small(scale, u64::from(radix));
                self.steps += (number.len() + scale.len()) as u64;
                // The values so far need more bytes than the number has: it ended.
                if number_width(scale) > *len {
                    return Err(LinkError::Ended);
                }
                Ok(rem as u32)
            }
        }
    }

    /// Reads `n` digits of one base written by [`Packer::push_digits`].
    pub fn pull_digits(&mut self, n: usize, base: u32) -> Result<Vec<u32>, LinkError> {
        (0..n).map(|_| self.pull(base)).collect()
    }

    /// Reads a count written by [`Packer::push_count`]; refused if it is not the one way
    /// of writing its number or beyond 32 bits.
    pub fn pull_count(&mut self) -> Result<usize, LinkError> {
        let mut n = 0usize;
        for group in 0..8 {
            let v = self.pull(32)? as usize;
            n |= (v % 16) << (4 * group);
            if v < 16 {
                // A last group of 0 after another: a second text for a smaller count.
                return if v == 0 && group > 0 {
                    Err(LinkError::Size)
                } else {
                    Ok(n)
                };
            }
        }
        Err(LinkError::Size)
    }

    /// Reads bytes written by [`Packer::push_bytes`]; refused where the data ends.
    pub fn pull_bytes(&mut self) -> Result<Vec<u8>, LinkError> {
        let n = self.pull_count()?;
        (0..n).map(|_| self.pull(256).map(|b| b as u8)).collect()
    }

    /// Checks that the data ended exactly where the values did: every value read, in as
    /// many bytes as the writer used, each block's value below its product.
    pub fn finish(&self) -> Result<(), LinkError> {
        let exact = match &self.reader {
            Reader::Blocks {
                bytes,
                at,
                rest,
                product,
                loaded,
            } => *at == bytes.len() && *rest == 0 && (*loaded == 0 || *loaded == width(*product)),
            Reader::Number { number, len, scale } => {
                number.is_empty() && number_width(scale) == *len
            }
        };
        if exact {
            Ok(())
        } else {
            Err(LinkError::Size)
        }
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

/// The bytes any number below `scale` (at least 1, no zero limb on top) needs: those of
/// `scale - 1`.
fn number_width(scale: &[u32]) -> usize {
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
