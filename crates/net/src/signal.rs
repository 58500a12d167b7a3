//! A data channel's half of a WebRTC handshake as a short code: what the other side needs of
//! a session description ([`Signal`]), packed into bytes and written as base64url
//! ([`encode`]), read back strictly ([`decode`]: a damaged code is refused with what and
//! where, never half-read).
//!
//! The bytes, in order (version 1):
//!
//! | bytes | what |
//! |---|---|
//! | 1 | version |
//! | 1 | flags: bit 0 answer, bits 1–2 DTLS role, bits 3–4 fingerprint hash, bit 5 a media id other than `0` follows, bit 6 an SCTP port other than 5000 follows |
//! | 1 + ⌈6n/8⌉ | ICE username fragment: its length, then its characters at 6 bits each |
//! | 1 + ⌈6n/8⌉ | ICE password, the same way |
//! | 32/48/64 | the DTLS certificate's fingerprint |
//! | 1 + n | the media id, if flagged |
//! | 2 | the SCTP port, if flagged |
//! | 1 | the number of candidates |
//! | 3–19 each | a candidate: its form and type, its address (or which earlier candidate's address it shares), its port |
//! | 2 | CRC-16 of everything before |
//!
//! ICE's credentials are made of the 64 characters `A–Z a–z 0–9 + /` (RFC 8839), so each
//! takes 6 bits; they are sent as the browser made them (browsers refuse changed ones).
//! Candidate priorities and foundations are not sent: [`crate::sdp::build`] gives each
//! candidate a priority by its type and order, which is all the other side uses them for.

use std::fmt;

use dice_core::link::{crc16, from_base64url, to_base64url, LinkError};

/// The format's version, the code's first byte.
pub const VERSION: u8 = 1;
/// Most candidates a code carries (a phone has a few addresses, each with a port or two).
pub const MAX_CANDIDATES: usize = 12;
/// Longest ICE credential taken (RFC 8839 allows 256; browsers make 4–32).
pub const MAX_CREDENTIAL: usize = 255;
/// Longest host name taken for a candidate (one DNS label and `.local`, with room).
pub const MAX_HOST_NAME: usize = 80;
/// Longest media id taken.
pub const MAX_MID: usize = 32;
/// Longest code read: refused before it is read (a full code is a few hundred characters).
pub const MAX_CODE_CHARS: usize = 2048;
/// The SCTP port every browser offers for data channels.
pub const DEFAULT_SCTP_PORT: u16 = 5000;

/// Which side of the handshake a description is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The host's invitation.
    Offer,
    /// The guest's reply.
    Answer,
}

/// The DTLS role (`a=setup`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setup {
    /// Either (what an offer says).
    ActPass,
    /// This side starts the DTLS handshake.
    Active,
    /// The other side does.
    Passive,
}

impl Setup {
    /// The value as SDP writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            Setup::ActPass => "actpass",
            Setup::Active => "active",
            Setup::Passive => "passive",
        }
    }
}

/// The hash of a certificate fingerprint (`a=fingerprint:<hash> …`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hash {
    /// `sha-256` (what every browser uses today).
    Sha256,
    /// `sha-384`.
    Sha384,
    /// `sha-512`.
    Sha512,
}

impl Hash {
    /// The value as SDP writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            Hash::Sha256 => "sha-256",
            Hash::Sha384 => "sha-384",
            Hash::Sha512 => "sha-512",
        }
    }

    /// Length of a fingerprint in bytes.
    pub fn bytes(self) -> usize {
        match self {
            Hash::Sha256 => 32,
            Hash::Sha384 => 48,
            Hash::Sha512 => 64,
        }
    }

    fn code(self) -> u8 {
        self as u8
    }
}

/// The kind of an ICE candidate (`typ …`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CandidateType {
    /// An address of the device itself.
    Host,
    /// The address a STUN server saw.
    Srflx,
    /// An address learned from the other side's checks.
    Prflx,
    /// A TURN relay's address.
    Relay,
}

impl CandidateType {
    /// The value as SDP writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            CandidateType::Host => "host",
            CandidateType::Srflx => "srflx",
            CandidateType::Prflx => "prflx",
            CandidateType::Relay => "relay",
        }
    }
}

/// Where a candidate is reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Address {
    /// An IPv4 address.
    V4([u8; 4]),
    /// An IPv6 address.
    V6([u8; 16]),
    /// A browser's mDNS name for a hidden local address: `<uuid>.local`, kept as the UUID's
    /// 16 bytes.
    Mdns([u8; 16]),
    /// Any other host name (letters, digits, `-` and `.`).
    Name(String),
}

/// One ICE candidate over UDP (data channels need no other; TCP candidates are left out).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// Where.
    pub address: Address,
    /// The UDP port.
    pub port: u16,
    /// What kind.
    pub kind: CandidateType,
}

/// What one side of a data channel's handshake must tell the other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signal {
    /// Offer or answer.
    pub kind: Kind,
    /// The DTLS role.
    pub setup: Setup,
    /// The ICE username fragment, as the browser made it.
    pub ufrag: String,
    /// The ICE password, as the browser made it.
    pub pwd: String,
    /// The fingerprint's hash.
    pub hash: Hash,
    /// The DTLS certificate's fingerprint ([`Hash::bytes`] bytes).
    pub fingerprint: Vec<u8>,
    /// The data channel's media id (`a=mid`), `0` in every browser today.
    pub mid: String,
    /// The SCTP port (`a=sctp-port`).
    pub sctp_port: u16,
    /// Where this side can be reached (gathered in full before the code is made).
    pub candidates: Vec<Candidate>,
}

/// A part of a code, for saying where a damaged one went wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The flags after the version.
    Flags,
    /// The ICE username fragment.
    Ufrag,
    /// The ICE password.
    Pwd,
    /// The certificate fingerprint.
    Fingerprint,
    /// The media id.
    Mid,
    /// The SCTP port.
    SctpPort,
    /// The number of candidates.
    Candidates,
    /// Candidate `n` (from 0).
    Candidate(usize),
    /// The checksum.
    Checksum,
}

/// Why a code was not read (or, for [`SignalError::Unencodable`], not made).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SignalError {
    /// A character that is not base64url, at `position` (from 0).
    Character {
        /// Its place in the code.
        position: usize,
        /// The character.
        found: char,
    },
    /// A length base64 never has (the code was cut).
    Length(usize),
    /// Longer than any code ([`MAX_CODE_CHARS`]): refused before it is read.
    TooLong(usize),
    /// A version of the format this program does not read.
    Version(u8),
    /// The checksum does not match: the code was changed or cut.
    Checksum,
    /// The data ends inside `field`.
    Ended(Field),
    /// A value of `field` out of its range, at byte `at` of the data.
    Value {
        /// Which part.
        field: Field,
        /// Its byte offset.
        at: usize,
    },
    /// Bytes after the last candidate, from byte `at`.
    Trailing(usize),
    /// This signal cannot be written as a code: `field` is out of what the format holds.
    Unencodable(Field),
}

impl fmt::Display for SignalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SignalError::Character { position, found } => {
                write!(
                    f,
                    "character {} ({found:?}) is not part of a code",
                    position + 1
                )
            }
            SignalError::Length(n) => write!(f, "a code is never {n} characters long (cut?)"),
            SignalError::TooLong(n) => {
                write!(
                    f,
                    "{n} characters is longer than any code ({MAX_CODE_CHARS})"
                )
            }
            SignalError::Version(v) => {
                write!(f, "a code of version {v}, which this page does not read")
            }
            SignalError::Checksum => {
                f.write_str("the code was changed or cut (its checksum does not match)")
            }
            SignalError::Ended(field) => write!(f, "the code ends inside {field:?}"),
            SignalError::Value { field, at } => write!(f, "{field:?} out of range at byte {at}"),
            SignalError::Trailing(at) => {
                write!(f, "bytes after the last candidate, from byte {at}")
            }
            SignalError::Unencodable(field) => write!(f, "{field:?} cannot be put in a code"),
        }
    }
}

impl std::error::Error for SignalError {}

/// True if `c` is an ICE credential character (RFC 8839 `ice-char`).
pub fn is_ice_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '+' || c == '/'
}

fn ice_value(c: u8) -> u8 {
    match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        _ => 63,
    }
}

const ICE_CHARS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// True if `name` may be a candidate's host name: 1 to [`MAX_HOST_NAME`] of `A–Z a–z 0–9 - .`.
pub fn is_host_name(name: &str) -> bool {
    (1..=MAX_HOST_NAME).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.')
}

/// True if `mid` may be a media id here: 1 to [`MAX_MID`] visible ASCII characters.
pub fn is_mid(mid: &str) -> bool {
    (1..=MAX_MID).contains(&mid.len()) && mid.bytes().all(|b| b.is_ascii_graphic())
}

/// The code for `signal`: base64url, safe in a link's fragment and a QR code.
pub fn encode(signal: &Signal) -> Result<String, SignalError> {
    Ok(to_base64url(&pack(signal)?))
}

/// The bytes of `signal` (see the module's table), checksum included.
pub fn pack(signal: &Signal) -> Result<Vec<u8>, SignalError> {
    let mut out = vec![VERSION, 0];
    let custom_mid = signal.mid != "0";
    let custom_port = signal.sctp_port != DEFAULT_SCTP_PORT;
    out[1] = u8::from(signal.kind == Kind::Answer)
        | (signal.setup as u8) << 1
        | signal.hash.code() << 3
        | u8::from(custom_mid) << 5
        | u8::from(custom_port) << 6;
    push_credential(&mut out, &signal.ufrag, Field::Ufrag)?;
    push_credential(&mut out, &signal.pwd, Field::Pwd)?;
    if signal.fingerprint.len() != signal.hash.bytes() {
        return Err(SignalError::Unencodable(Field::Fingerprint));
    }
    out.extend(&signal.fingerprint);
    if custom_mid {
        if !is_mid(&signal.mid) {
            return Err(SignalError::Unencodable(Field::Mid));
        }
        out.push(signal.mid.len() as u8);
        out.extend(signal.mid.bytes());
    }
    if custom_port {
        out.extend(signal.sctp_port.to_be_bytes());
    }
    if signal.candidates.len() > MAX_CANDIDATES {
        return Err(SignalError::Unencodable(Field::Candidates));
    }
    out.push(signal.candidates.len() as u8);
    for (i, c) in signal.candidates.iter().enumerate() {
        let shared = signal.candidates[..i]
            .iter()
            .position(|earlier| earlier.address == c.address);
        let form = match (&c.address, shared) {
            (_, Some(_)) => 4,
            (Address::V4(_), None) => 0,
            (Address::V6(_), None) => 1,
            (Address::Mdns(_), None) => 2,
            (Address::Name(_), None) => 3,
        };
        out.push(form | (c.kind as u8) << 3);
        match (&c.address, shared) {
            (_, Some(j)) => out.push(j as u8),
            (Address::V4(a), None) => out.extend(a),
            (Address::V6(a), None) | (Address::Mdns(a), None) => out.extend(a),
            (Address::Name(name), None) => {
                if !is_host_name(name) {
                    return Err(SignalError::Unencodable(Field::Candidate(i)));
                }
                out.push(name.len() as u8);
                out.extend(name.bytes());
            }
        }
        out.extend(c.port.to_be_bytes());
    }
    out.extend(crc16(&out).to_be_bytes());
    Ok(out)
}

fn push_credential(out: &mut Vec<u8>, text: &str, field: Field) -> Result<(), SignalError> {
    if text.is_empty() || text.len() > MAX_CREDENTIAL || !text.chars().all(is_ice_char) {
        return Err(SignalError::Unencodable(field));
    }
    out.push(text.len() as u8);
    let (mut acc, mut bits) = (0u32, 0u32);
    for b in text.bytes() {
        acc = (acc << 6 | u32::from(ice_value(b))) & 0xfff;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    if bits > 0 {
        out.push((acc << (8 - bits)) as u8);
    }
    Ok(())
}

/// The signal a code holds, or the first thing wrong with it. Linear in the code's length,
/// and refused before reading when longer than [`MAX_CODE_CHARS`].
pub fn decode(code: &str) -> Result<Signal, SignalError> {
    let chars = code.chars().count();
    if chars > MAX_CODE_CHARS {
        return Err(SignalError::TooLong(chars));
    }
    let bytes = from_base64url(code).map_err(|e| match e {
        LinkError::Character { position, found } => SignalError::Character { position, found },
        _ => SignalError::Length(chars),
    })?;
    unpack(&bytes)
}

/// The signal in `bytes` (see [`pack`]).
pub fn unpack(bytes: &[u8]) -> Result<Signal, SignalError> {
    let Some(&version) = bytes.first() else {
        return Err(SignalError::Length(0));
    };
    if version != VERSION {
        return Err(SignalError::Version(version));
    }
    if bytes.len() < 4 {
        return Err(SignalError::Ended(Field::Flags));
    }
    let (data, sum) = bytes.split_at(bytes.len() - 2);
    if crc16(data).to_be_bytes() != sum {
        return Err(SignalError::Checksum);
    }
    let mut r = Reader { data, at: 1 };
    let flags = r.byte(Field::Flags)?;
    let value = |field| SignalError::Value { field, at: 1 };
    let setup = match flags >> 1 & 3 {
        0 => Setup::ActPass,
        1 => Setup::Active,
        2 => Setup::Passive,
        _ => return Err(value(Field::Flags)),
    };
    let hash = match flags >> 3 & 3 {
        0 => Hash::Sha256,
        1 => Hash::Sha384,
        2 => Hash::Sha512,
        _ => return Err(value(Field::Flags)),
    };
    if flags & 0x80 != 0 {
        return Err(value(Field::Flags));
    }
    let kind = if flags & 1 == 1 {
        Kind::Answer
    } else {
        Kind::Offer
    };
    let ufrag = r.credential(Field::Ufrag)?;
    let pwd = r.credential(Field::Pwd)?;
    let fingerprint = r.take(hash.bytes(), Field::Fingerprint)?.to_vec();
    let mid = if flags & 0x20 != 0 {
        let at = r.at;
        let n = usize::from(r.byte(Field::Mid)?);
        let text = String::from_utf8(r.take(n, Field::Mid)?.to_vec()).unwrap_or_default();
        if !is_mid(&text) || text == "0" {
            return Err(SignalError::Value {
                field: Field::Mid,
                at,
            });
        }
        text
    } else {
        "0".to_string()
    };
    let sctp_port = if flags & 0x40 != 0 {
        let at = r.at;
        let port = r.port(Field::SctpPort)?;
        if port == DEFAULT_SCTP_PORT || port == 0 {
            return Err(SignalError::Value {
                field: Field::SctpPort,
                at,
            });
        }
        port
    } else {
        DEFAULT_SCTP_PORT
    };
    let at = r.at;
    let count = usize::from(r.byte(Field::Candidates)?);
    if count > MAX_CANDIDATES {
        return Err(SignalError::Value {
            field: Field::Candidates,
            at,
        });
    }
    let mut candidates: Vec<Candidate> = Vec::with_capacity(count);
    for i in 0..count {
        let field = Field::Candidate(i);
        let at = r.at;
        let head = r.byte(field)?;
        let bad = SignalError::Value { field, at };
        let kind = match head >> 3 & 3 {
            0 => CandidateType::Host,
            1 => CandidateType::Srflx,
            2 => CandidateType::Prflx,
            _ => CandidateType::Relay,
        };
        if head >> 5 != 0 {
            return Err(bad);
        }
        let address = match head & 7 {
            0 => Address::V4(r.array(field)?),
            1 => Address::V6(r.array(field)?),
            2 => Address::Mdns(r.array(field)?),
            3 => {
                let n = usize::from(r.byte(field)?);
                let name = String::from_utf8(r.take(n, field)?.to_vec()).unwrap_or_default();
                if !is_host_name(&name) {
                    return Err(bad);
                }
                Address::Name(name)
            }
            4 => {
                let j = usize::from(r.byte(field)?);
                // Only an earlier candidate, and only one that has an address of its own:
                // one code has one way of writing each signal.
                match candidates.get(j) {
                    Some(c) if candidates[..j].iter().all(|e| e.address != c.address) => {
                        c.address.clone()
                    }
                    _ => return Err(bad),
                }
            }
            _ => return Err(bad),
        };
        if head & 7 != 4 && candidates.iter().any(|c| c.address == address) {
            return Err(bad);
        }
        let port = r.port(field)?;
        if port == 0 {
            return Err(bad);
        }
        candidates.push(Candidate {
            address,
            port,
            kind,
        });
    }
    if r.at != data.len() {
        return Err(SignalError::Trailing(r.at));
    }
    Ok(Signal {
        kind,
        setup,
        ufrag,
        pwd,
        hash,
        fingerprint,
        mid,
        sctp_port,
        candidates,
    })
}

/// Reads the bytes of a code in order, saying which field ran out.
struct Reader<'a> {
    data: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize, field: Field) -> Result<&[u8], SignalError> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.data.len());
        let end = end.ok_or(SignalError::Ended(field))?;
        let out = &self.data[self.at..end];
        self.at = end;
        Ok(out)
    }

    fn byte(&mut self, field: Field) -> Result<u8, SignalError> {
        Ok(self.take(1, field)?[0])
    }

    fn array<const N: usize>(&mut self, field: Field) -> Result<[u8; N], SignalError> {
        let mut out = [0; N];
        out.copy_from_slice(self.take(N, field)?);
        Ok(out)
    }

    fn port(&mut self, field: Field) -> Result<u16, SignalError> {
        Ok(u16::from_be_bytes(self.array(field)?))
    }

    fn credential(&mut self, field: Field) -> Result<String, SignalError> {
        let at = self.at;
        let n = usize::from(self.byte(field)?);
        if n == 0 {
            return Err(SignalError::Value { field, at });
        }
        let packed = self.take((n * 6).div_ceil(8), field)?;
        let mut out = String::with_capacity(n);
        let (mut acc, mut bits) = (0u32, 0u32);
        let mut bytes = packed.iter();
        while out.len() < n {
            if bits < 6 {
                // take() gave exactly enough bytes for n characters.
                acc = (acc << 8 | u32::from(*bytes.next().unwrap_or(&0))) & 0xffff;
                bits += 8;
            }
            bits -= 6;
            out.push(char::from(ICE_CHARS[(acc >> bits & 63) as usize]));
        }
        // The last byte's bits beyond the last character must be zero.
        if acc & ((1 << bits) - 1) != 0 {
            return Err(SignalError::Value { field, at });
        }
        Ok(out)
    }
}
