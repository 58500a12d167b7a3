//! Session descriptions (SDP, RFC 8866) as far as a data channel needs them: [`parse`] takes
//! a browser's description apart into a [`Signal`], [`build`] writes one a browser accepts.
//!
//! What is dropped on the way, and why that is safe: the session's origin and bundle lines
//! (rebuilt), `ice-options` (trickle is not used: candidates are gathered in full before a
//! code is made), candidate foundations and priorities (rebuilt from the type and order),
//! TCP candidates (a data channel runs over UDP here), `max-message-size` (every browser
//! takes 256 KiB, and no message here comes near it).

use std::fmt;

use crate::signal::{
    is_host_name, is_ice_char, is_mid, Address, Candidate, CandidateType, Hash, Kind, Setup,
    Signal, DEFAULT_SCTP_PORT, MAX_CANDIDATES, MAX_CREDENTIAL,
};

/// Longest description read (a browser's is well under 2 KB).
pub const MAX_SDP_BYTES: usize = 16 * 1024;

/// What a description lacks or has wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SdpError {
    /// Longer than [`MAX_SDP_BYTES`].
    TooLong(usize),
    /// No `m=application … webrtc-datachannel` section.
    NoDataChannel,
    /// A needed line is missing (its attribute name).
    Missing(&'static str),
    /// A line that cannot be read, at `line` (from 1), of attribute `what`.
    Line {
        /// The line's number, from 1.
        line: usize,
        /// Its attribute.
        what: &'static str,
    },
}

impl fmt::Display for SdpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SdpError::TooLong(n) => write!(f, "a description of {n} bytes is too long"),
            SdpError::NoDataChannel => f.write_str("the description has no data channel"),
            SdpError::Missing(what) => write!(f, "the description has no {what}"),
            SdpError::Line { line, what } => write!(f, "line {line} ({what}) cannot be read"),
        }
    }
}

impl std::error::Error for SdpError {}

/// The signal in a browser's description `sdp` of `kind`. Values may stand at the session
/// or the data channel's media level; the first data channel section is read. Candidates
/// over TCP, and any beyond [`MAX_CANDIDATES`], are left out.
pub fn parse(sdp: &str, kind: Kind) -> Result<Signal, SdpError> {
    if sdp.len() > MAX_SDP_BYTES {
        return Err(SdpError::TooLong(sdp.len()));
    }
    let mut ufrag = None;
    let mut pwd = None;
    let mut fingerprint = None;
    let mut setup = None;
    let mut mid = None;
    let mut sctp_port = None;
    let mut candidates = Vec::new();
    // Session level until the first m= line; then whether we are in the data channel's.
    let mut section = Section::Session;
    for (i, raw) in sdp.lines().enumerate() {
        let line = raw.trim_end_matches('\r');
        let n = i + 1;
        if let Some(media) = line.strip_prefix("m=") {
            section = match (
                section,
                media.starts_with("application ") && media.ends_with(" webrtc-datachannel"),
            ) {
                (Section::Session | Section::Other, true) => Section::Data,
                (Section::Data | Section::Done, _) => Section::Done,
                _ => Section::Other,
            };
            continue;
        }
        if matches!(section, Section::Other | Section::Done) {
            continue;
        }
        let Some(attr) = line.strip_prefix("a=") else {
            continue;
        };
        let (name, value) = attr.split_once(':').unwrap_or((attr, ""));
        let bad = |what| SdpError::Line { line: n, what };
        match name {
            "ice-ufrag" => ufrag = Some(credential(value).ok_or(bad("ice-ufrag"))?),
            "ice-pwd" => pwd = Some(credential(value).ok_or(bad("ice-pwd"))?),
            // The first fingerprint counts (a browser gives one).
            "fingerprint" if fingerprint.is_none() => {
                fingerprint = Some(parse_fingerprint(value).ok_or(bad("fingerprint"))?);
            }
            "setup" => {
                setup = Some(match value {
                    "actpass" => Setup::ActPass,
                    "active" => Setup::Active,
                    "passive" => Setup::Passive,
                    _ => return Err(bad("setup")),
                })
            }
            "mid" if section == Section::Data => {
                mid = Some(value.to_string()).filter(|m| is_mid(m));
                if mid.is_none() {
                    return Err(bad("mid"));
                }
            }
            "sctp-port" if section == Section::Data => {
                sctp_port = Some(
                    value
                        .parse::<u16>()
                        .ok()
                        .filter(|&p| p > 0)
                        .ok_or(bad("sctp-port"))?,
                )
            }
            "candidate" if section == Section::Data => {
                if let Some(c) = parse_candidate(value).ok_or(bad("candidate"))? {
                    if candidates.len() < MAX_CANDIDATES
                        && !candidates
                            .iter()
                            .any(|k: &Candidate| k.address == c.address && k.port == c.port)
                    {
                        candidates.push(c);
                    }
                }
            }
            _ => {}
        }
    }
    if section == Section::Session || section == Section::Other {
        return Err(SdpError::NoDataChannel);
    }
    let (hash, fingerprint) = fingerprint.ok_or(SdpError::Missing("fingerprint"))?;
    Ok(Signal {
        kind,
        setup: setup.ok_or(SdpError::Missing("setup"))?,
        ufrag: ufrag.ok_or(SdpError::Missing("ice-ufrag"))?,
        pwd: pwd.ok_or(SdpError::Missing("ice-pwd"))?,
        hash,
        fingerprint,
        mid: mid.unwrap_or_else(|| "0".to_string()),
        sctp_port: sctp_port.unwrap_or(DEFAULT_SCTP_PORT),
        candidates,
    })
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    Session,
    Data,
    Other,
    Done,
}

fn credential(value: &str) -> Option<String> {
    ((1..=MAX_CREDENTIAL).contains(&value.len()) && value.chars().all(is_ice_char))
        .then(|| value.to_string())
}

fn parse_fingerprint(value: &str) -> Option<(Hash, Vec<u8>)> {
    let (hash, hex) = value.split_once(' ')?;
    let hash = match hash.to_ascii_lowercase().as_str() {
        "sha-256" => Hash::Sha256,
        "sha-384" => Hash::Sha384,
        "sha-512" => Hash::Sha512,
        _ => return None,
    };
    let bytes = hex
        .trim()
        .split(':')
        .map(|b| {
            (b.len() == 2)
                .then(|| u8::from_str_radix(b, 16).ok())
                .flatten()
        })
        .collect::<Option<Vec<u8>>>()?;
    (bytes.len() == hash.bytes()).then_some((hash, bytes))
}

/// A candidate line's value (`<foundation> <component> <transport> <priority> <address>
/// <port> typ <type> …`): `Ok(None)` for one that is not kept (TCP, another component).
fn parse_candidate(value: &str) -> Option<Option<Candidate>> {
    let mut parts = value.split_ascii_whitespace();
    let _foundation = parts.next()?;
    let component = parts.next()?;
    let transport = parts.next()?;
    let _priority = parts.next()?;
    let address = parts.next()?;
    let port = parts.next()?.parse::<u16>().ok()?;
    if parts.next()? != "typ" {
        return None;
    }
    let kind = match parts.next()? {
        "host" => CandidateType::Host,
        "srflx" => CandidateType::Srflx,
        "prflx" => CandidateType::Prflx,
        "relay" => CandidateType::Relay,
        _ => return None,
    };
    if component != "1" || !transport.eq_ignore_ascii_case("udp") || port == 0 {
        return Some(None);
    }
    Some(Some(Candidate {
        address: parse_address(address)?,
        port,
        kind,
    }))
}

fn parse_address(text: &str) -> Option<Address> {
    if let Ok(v4) = text.parse::<std::net::Ipv4Addr>() {
        return Some(Address::V4(v4.octets()));
    }
    if let Ok(v6) = text.parse::<std::net::Ipv6Addr>() {
        return Some(Address::V6(v6.octets()));
    }
    if let Some(uuid) = text.strip_suffix(".local").and_then(parse_uuid) {
        return Some(Address::Mdns(uuid));
    }
    is_host_name(text).then(|| Address::Name(text.to_string()))
}

/// A UUID in its lower-case 8-4-4-4-12 form (as browsers name mDNS hosts).
fn parse_uuid(text: &str) -> Option<[u8; 16]> {
    let groups: Vec<&str> = text.split('-').collect();
    if groups.iter().map(|g| g.len()).collect::<Vec<_>>() != [8, 4, 4, 4, 12] {
        return None;
    }
    let hex: String = groups.concat();
    if !hex
        .bytes()
        .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    {
        return None;
    }
    let mut out = [0u8; 16];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

fn write_uuid(bytes: &[u8; 16]) -> String {
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

fn write_address(address: &Address) -> String {
    match address {
        Address::V4(a) => std::net::Ipv4Addr::from(*a).to_string(),
        Address::V6(a) => std::net::Ipv6Addr::from(*a).to_string(),
        Address::Mdns(uuid) => format!("{}.local", write_uuid(uuid)),
        Address::Name(name) => name.clone(),
    }
}

/// ICE's type preference (RFC 8445 §5.1.2.2's recommended values).
fn type_preference(kind: CandidateType) -> u32 {
    match kind {
        CandidateType::Host => 126,
        CandidateType::Prflx => 110,
        CandidateType::Srflx => 100,
        CandidateType::Relay => 0,
    }
}

/// A description of `signal` that a browser takes as the remote description: one data
/// channel, its candidates complete (`end-of-candidates`).
pub fn build(signal: &Signal) -> String {
    let mut s = String::with_capacity(600);
    s.push_str("v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n");
    s.push_str(&format!("a=group:BUNDLE {}\r\n", signal.mid));
    s.push_str("a=msid-semantic: WMS\r\n");
    s.push_str("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n");
    let count = signal.candidates.len() as u32;
    for (i, c) in signal.candidates.iter().enumerate() {
        // Earlier candidates first: the order the browser gathered them in.
        let local = 65535 - (i as u32).min(count);
        let priority = type_preference(c.kind) << 24 | local << 8 | 255;
        let related = if c.kind == CandidateType::Host {
            ""
        } else {
            " raddr 0.0.0.0 rport 0"
        };
        s.push_str(&format!(
            "a=candidate:{} 1 udp {priority} {} {} typ {}{related}\r\n",
            i + 1,
            write_address(&c.address),
            c.port,
            c.kind.as_str(),
        ));
    }
    s.push_str("a=end-of-candidates\r\n");
    s.push_str(&format!(
        "a=ice-ufrag:{}\r\na=ice-pwd:{}\r\n",
        signal.ufrag, signal.pwd
    ));
    let hex: Vec<String> = signal
        .fingerprint
        .iter()
        .map(|b| format!("{b:02X}"))
        .collect();
    s.push_str(&format!(
        "a=fingerprint:{} {}\r\n",
        signal.hash.as_str(),
        hex.join(":")
    ));
    s.push_str(&format!("a=setup:{}\r\n", signal.setup.as_str()));
    s.push_str(&format!("a=mid:{}\r\n", signal.mid));
    s.push_str(&format!(
        "a=sctp-port:{}\r\na=max-message-size:262144\r\n",
        signal.sctp_port
    ));
    s
}
