//! The signalling codec on descriptions real browsers made: what a code keeps, how short it
//! is, that it reads back to the same signal, and that a damaged code is refused with what
//! and where, never half-read and never panicking.

use dice_net::sdp::{self, SdpError};
use dice_net::signal::{
    self, Address, CandidateType, Field, Hash, Kind, Setup, Signal, SignalError, MAX_CODE_CHARS,
};

const CHROMIUM_OFFER: &str = include_str!("sdp/chromium-offer.sdp");
const CHROMIUM_ANSWER_MDNS: &str = include_str!("sdp/chromium-answer-mdns.sdp");
const FIREFOX_OFFER: &str = include_str!("sdp/firefox-offer.sdp");

fn all() -> Vec<(&'static str, Signal)> {
    vec![
        (
            "chromium offer",
            sdp::parse(CHROMIUM_OFFER, Kind::Offer).unwrap(),
        ),
        (
            "chromium answer (mDNS, srflx)",
            sdp::parse(CHROMIUM_ANSWER_MDNS, Kind::Answer).unwrap(),
        ),
        (
            "firefox offer",
            sdp::parse(FIREFOX_OFFER, Kind::Offer).unwrap(),
        ),
    ]
}

#[test]
fn a_chromium_offer_keeps_what_a_data_channel_needs() {
    let s = sdp::parse(CHROMIUM_OFFER, Kind::Offer).unwrap();
    assert_eq!(s.ufrag, "kPd0");
    assert_eq!(s.pwd, "gW5rthy/Ar5kUF3C4fxhsVdZ");
    assert_eq!(s.setup, Setup::ActPass);
    assert_eq!(s.hash, Hash::Sha256);
    assert_eq!(s.fingerprint[..3], [0xAE, 0x6F, 0x27]);
    assert_eq!(s.mid, "0");
    assert_eq!(s.sctp_port, 5000);
    assert_eq!(s.candidates.len(), 2);
    assert_eq!(s.candidates[0].address, Address::V4([192, 0, 2, 2]));
    assert_eq!(s.candidates[0].port, 39901);
    assert!(matches!(s.candidates[1].address, Address::V6(_)));
}

#[test]
fn mdns_names_srflx_and_firefox_s_session_level_fingerprint_are_read() {
    let a = sdp::parse(CHROMIUM_ANSWER_MDNS, Kind::Answer).unwrap();
    assert_eq!(a.setup, Setup::Active);
    assert_eq!(a.candidates.len(), 5);
    assert!(matches!(a.candidates[0].address, Address::Mdns(_)));
    assert_eq!(a.candidates[0].address, a.candidates[2].address);
    assert_eq!(a.candidates[4].kind, CandidateType::Srflx);
    let f = sdp::parse(FIREFOX_OFFER, Kind::Offer).unwrap();
    assert_eq!(f.ufrag, "1a2b3c4d");
    assert_eq!(f.fingerprint[0], 0x0D);
    // Its TCP candidate is left out: a data channel runs over UDP here.
    assert_eq!(f.candidates.len(), 1);
}

#[test]
fn every_code_reads_back_to_its_signal_and_is_short() {
    for (what, s) in all() {
        let code = signal::encode(&s).unwrap();
        assert_eq!(signal::decode(&code).unwrap(), s, "{what}");
        // The aim: at most 200 characters (a QR code of version 10 or less).
        println!("{what}: {} characters", code.len());
        assert!(code.len() <= 200, "{what}: {} characters", code.len());
    }
}

#[test]
fn a_built_description_reads_back_to_the_same_signal() {
    for (what, s) in all() {
        let built = sdp::build(&s);
        assert_eq!(sdp::parse(&built, s.kind).unwrap(), s, "{what}:\n{built}");
        assert!(built.contains("a=end-of-candidates\r\n"), "{what}");
    }
}

#[test]
fn the_built_description_keeps_a_media_id_and_port_other_than_the_usual() {
    let mut s = sdp::parse(CHROMIUM_OFFER, Kind::Offer).unwrap();
    s.mid = "data".into();
    s.sctp_port = 5001;
    let code = signal::encode(&s).unwrap();
    assert_eq!(signal::decode(&code).unwrap(), s);
    let built = sdp::build(&s);
    assert!(built.contains("a=mid:data\r\n") && built.contains("a=group:BUNDLE data\r\n"));
    assert!(built.contains("a=sctp-port:5001\r\n"));
}

#[test]
fn every_changed_character_of_a_code_is_refused() {
    for (what, s) in all() {
        let code = signal::encode(&s).unwrap();
        for (i, c) in code.char_indices() {
            for other in ['A', 'z', '0', '-', '_', 'Q'] {
                if other == c {
                    continue;
                }
                let mut damaged = code.clone();
                damaged.replace_range(i..i + 1, &other.to_string());
                assert!(signal::decode(&damaged).is_err(), "{what}: {other} at {i}");
            }
        }
    }
}

#[test]
fn a_cut_code_is_refused_and_says_why() {
    let code = signal::encode(&all()[0].1).unwrap();
    for n in 0..code.len() {
        let cut = &code[..n];
        let e = signal::decode(cut).unwrap_err();
        assert!(
            matches!(
                e,
                SignalError::Length(_)
                    | SignalError::Checksum
                    | SignalError::Ended(_)
                    // The last character of a cut code often has stray bits.
                    | SignalError::Character { .. }
            ),
            "{n}: {e:?}"
        );
    }
}

#[test]
fn a_foreign_character_is_refused_where_it_stands() {
    let mut code = signal::encode(&all()[0].1).unwrap();
    code.replace_range(7..8, "é");
    assert_eq!(
        signal::decode(&code),
        Err(SignalError::Character {
            position: 7,
            found: 'é'
        })
    );
}

#[test]
fn an_overlong_code_is_refused_before_it_is_read() {
    let long = "A".repeat(MAX_CODE_CHARS + 1);
    assert_eq!(
        signal::decode(&long),
        Err(SignalError::TooLong(MAX_CODE_CHARS + 1))
    );
    // A megabyte of it too, at once.
    let huge = "A".repeat(1 << 20);
    assert_eq!(signal::decode(&huge), Err(SignalError::TooLong(1 << 20)));
}

/// `bytes` with a correct checksum appended.
fn sealed(mut bytes: Vec<u8>) -> Vec<u8> {
    let sum = dice_core::link::crc16(&bytes);
    bytes.extend(sum.to_be_bytes());
    bytes
}

#[test]
fn damaged_data_under_a_good_checksum_is_refused_with_its_field_and_place() {
    let good = signal::pack(&all()[0].1).unwrap();
    let data = &good[..good.len() - 2];
    // Another version.
    let mut v = data.to_vec();
    v[0] = 9;
    assert_eq!(signal::unpack(&sealed(v)), Err(SignalError::Version(9)));
    // A role that does not exist.
    let mut f = data.to_vec();
    f[1] |= 3 << 1;
    assert_eq!(
        signal::unpack(&sealed(f)),
        Err(SignalError::Value {
            field: Field::Flags,
            at: 1
        })
    );
    // Cut inside the password.
    assert_eq!(
        signal::unpack(&sealed(data[..10].to_vec())),
        Err(SignalError::Ended(Field::Pwd))
    );
    // A byte after the last candidate.
    let mut t = data.to_vec();
    t.push(0);
    assert_eq!(
        signal::unpack(&sealed(t)),
        Err(SignalError::Trailing(data.len()))
    );
    // More candidates than a code carries.
    let mut c = data.to_vec();
    let count_at = 1 + 1 + 1 + 3 + 1 + 18 + 32;
    assert_eq!(c[count_at], 2);
    c[count_at] = 13;
    assert_eq!(
        signal::unpack(&sealed(c)),
        Err(SignalError::Value {
            field: Field::Candidates,
            at: count_at
        })
    );
}

#[test]
fn no_byte_string_panics_and_what_reads_is_written_the_same() {
    // Every data read is canonical: packed again, it gives the same bytes.
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let good = signal::pack(&all()[1].1).unwrap();
    let data = &good[..good.len() - 2];
    let mut read = 0;
    for round in 0..20_000 {
        let mut bytes = data.to_vec();
        // Change one to three bytes, or cut, or both.
        for _ in 0..1 + next() % 3 {
            let i = (next() as usize) % bytes.len();
            bytes[i] = next() as u8;
        }
        if round % 3 == 0 {
            let n = (next() as usize) % bytes.len();
            bytes.truncate(n.max(1));
        }
        let bytes = sealed(bytes);
        if let Ok(s) = signal::unpack(&bytes) {
            read += 1;
            assert_eq!(signal::pack(&s).unwrap(), bytes, "round {round}");
        }
    }
    assert!(
        read > 0,
        "some damaged data still reads (a changed port, say)"
    );
}

#[test]
fn a_description_without_a_data_channel_or_its_values_is_refused() {
    assert_eq!(
        sdp::parse("v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\n", Kind::Offer),
        Err(SdpError::NoDataChannel)
    );
    let no_pwd: String = CHROMIUM_OFFER
        .lines()
        .filter(|l| !l.starts_with("a=ice-pwd"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(
        sdp::parse(&no_pwd, Kind::Offer),
        Err(SdpError::Missing("ice-pwd"))
    );
    let bad_fp = CHROMIUM_OFFER.replace("sha-256 AE:6F", "sha-256 AE:6");
    assert_eq!(
        sdp::parse(&bad_fp, Kind::Offer),
        Err(SdpError::Line {
            line: 15,
            what: "fingerprint"
        })
    );
    let long = "a".repeat(20_000);
    assert!(matches!(
        sdp::parse(&long, Kind::Offer),
        Err(SdpError::TooLong(_))
    ));
}

#[test]
fn a_signal_the_format_cannot_hold_is_not_made_into_a_code() {
    let mut s = all()[0].1.clone();
    s.ufrag = "not ice".into();
    assert_eq!(
        signal::encode(&s),
        Err(SignalError::Unencodable(Field::Ufrag))
    );
    let mut s = all()[0].1.clone();
    s.fingerprint.pop();
    assert_eq!(
        signal::encode(&s),
        Err(SignalError::Unencodable(Field::Fingerprint))
    );
}
