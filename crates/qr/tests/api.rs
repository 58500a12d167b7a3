//! The promises of the API: no panics and an `Err` for data that does not fit, the accessible
//! SVG, and the sizes of the share link's code that the docs quote.

mod common;

use common::{link, Rand, LEVELS};
use qr::{capacity, encode, encode_fixed, Level, TooLong};

#[test]
fn too_long_is_an_error_never_a_panic() {
    for &level in &LEVELS {
        let most = capacity(40, level);
        assert_eq!(encode(&vec![0xFF; most + 1], level), Err(TooLong));
        assert_eq!(encode(&vec![0; most], level).map(|c| c.version()), Ok(40));
    }
    assert_eq!(encode(&vec![b'x'; 100_000], Level::L), Err(TooLong));
    assert_eq!(TooLong.to_string(), "too long for a QR code");
}

#[test]
fn any_length_either_encodes_or_is_too_long() {
    let mut rand = Rand::new(20);
    for _ in 0..40 {
        let len = rand.below(3200);
        let level = LEVELS[rand.below(4)];
        let data = rand.bytes(len);
        match encode(&data, level) {
            Ok(code) => assert!(len <= capacity(code.version(), code.level())),
            Err(TooLong) => assert!(len > capacity(40, level)),
        }
    }
}

#[test]
fn empty_data_is_the_smallest_code() {
    let code = encode(b"", Level::L).unwrap();
    assert_eq!((code.version(), code.size(), code.view_size()), (1, 21, 29));
    // Raised to H: nothing needs more room.
    assert_eq!(code.level(), Level::H);
}

#[test]
fn the_level_is_raised_only_within_the_version() {
    // 14 bytes fill version 1 at M; L asked, M given, Q would need version 2.
    let code = encode(&[7; 14], Level::L).unwrap();
    assert_eq!((code.version(), code.level()), (1, Level::M));
}

#[test]
fn out_of_range_versions_and_masks_are_none() {
    assert!(encode_fixed(b"a", 0, Level::L, None).is_none());
    assert!(encode_fixed(b"a", 41, Level::L, None).is_none());
    assert!(encode_fixed(b"a", 1, Level::L, Some(8)).is_none());
    assert!(encode_fixed(&[0; 18], 1, Level::L, None).is_none());
    let code = encode_fixed(b"a", 7, Level::Q, Some(3)).unwrap();
    assert_eq!((code.size(), code.level(), code.mask()), (45, Level::Q, 3));
}

#[test]
fn outside_the_code_is_light() {
    let code = encode(b"hello", Level::M).unwrap();
    let n = code.size();
    // The finder's corners are dark; one step outside is not.
    assert!(code.dark(0, 0) && code.dark(n - 1, 0) && code.dark(0, n - 1));
    assert!(!code.dark(n, 0) && !code.dark(0, n) && !code.dark(usize::MAX, usize::MAX));
}

#[test]
fn the_svg_is_accessible_and_escapes_its_title() {
    let code = encode(b"https://example.org/", Level::M).unwrap();
    let n = code.view_size();
    let svg = code.svg(r#"Scan <me> & "go""#);
    let head = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" role="img" shape-rendering="crispEdges" viewBox="0 0 {n} {n}"><title>Scan &lt;me&gt; &amp; "go"</title>"#
    );
    assert!(svg.starts_with(&head), "{svg}");
    assert!(svg.contains(&format!(r##"<path fill="#fff" d="M0 0h{n}v{n}H0z"/>"##)));
    assert!(svg.ends_with(&format!(
        r##"<path fill="#000" d="{}"/></svg>"##,
        code.svg_path()
    )));
    assert!(
        code.svg_path().starts_with("M4 4h7v1h-7z"),
        "the top-left finder first"
    );
}

#[test]
fn the_share_links_sizes() {
    // The numbers ARCHITECTURE.md and the crate's docs quote: (length, level) → version.
    let mut rand = Rand::new(21);
    for (len, level, version, modules) in [
        (500, Level::L, 15, 77),
        (1000, Level::L, 22, 105),
        (1500, Level::L, 28, 129),
        (1550, Level::L, 29, 133),
        (1550, Level::M, 33, 149),
    ] {
        let code = encode(&link(&mut rand, len), level).unwrap();
        assert_eq!(
            (code.version(), code.size()),
            (version, modules),
            "{len} at {level:?}"
        );
    }
}
