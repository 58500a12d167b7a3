//! Every code read back by an independent decoder, `rqrr`: the SVG path is parsed into the
//! modules it fills, which must be exactly the dark ones with the quiet zone light; drawn at
//! 4 pixels a module, the picture must decode to the input, byte for byte.

mod common;

use common::{link, Rand, LEVELS};

/// The cells `svg_path` fills in a square of `n` modules, from exactly the commands it writes:
/// one `M`/`m` move, then `h`, `v`, `h`, `z` around a rectangle one module high. A cell filled
/// twice, or any other shape, fails.
fn cells(d: &str, n: usize) -> Vec<bool> {
    let mut tokens = Vec::new();
    let mut rest = d;
    while let Some(c) = rest.chars().next() {
        if c.is_ascii_alphabetic() {
            tokens.push(c.to_string());
            rest = &rest[1..];
        } else if c == ' ' {
            rest = &rest[1..];
        } else {
            let end = rest[1..]
                .find(|c: char| !c.is_ascii_digit())
                .map_or(rest.len(), |e| e + 1);
            tokens.push(rest[..end].to_string());
            rest = &rest[end..];
        }
    }
    let num = |t: &String| {
        t.parse::<i64>()
            .unwrap_or_else(|_| panic!("a number, not {t}"))
    };
    let mut filled = vec![false; n * n];
    let (mut px, mut py) = (0, 0);
    for (i, chunk) in tokens.chunks(10).enumerate() {
        let [mv, x, y, h, w, v, one, h2, back, z] = chunk else {
            panic!("a rectangle is 10 tokens: {chunk:?}")
        };
        assert_eq!(mv, if i == 0 { "M" } else { "m" });
        assert_eq!((h.as_str(), v.as_str(), one.as_str()), ("h", "v", "1"));
        assert_eq!((h2.as_str(), z.as_str()), ("h", "z"));
        let (w, back) = (num(w), num(back));
        assert!(w > 0 && back == -w, "h{w} … h{back}");
        (px, py) = (px + num(x), py + num(y));
        for cx in px..px + w {
            let at = py as usize * n + cx as usize;
            assert!(!filled[at], "({cx}, {py}) filled twice");
            filled[at] = true;
        }
    }
    filled
}

/// Checks the path against the modules, draws it and decodes it.
fn check(data: &[u8], level: qr::Level) {
    let code = qr::encode(data, level).expect("fits");
    let n = code.view_size();
    assert_eq!(n, code.size() + 8);
    let filled = cells(&code.svg_path(), n);
    for y in 0..n {
        for x in 0..n {
            let dark = x >= 4 && y >= 4 && code.dark(x - 4, y - 4);
            assert_eq!(filled[y * n + x], dark, "({x}, {y}) of the picture");
        }
    }
    const PX: usize = 4;
    let mut img = rqrr::PreparedImage::prepare_from_greyscale(n * PX, n * PX, |x, y| {
        if filled[y / PX * n + x / PX] {
            0
        } else {
            255
        }
    });
    let grids = img.detect_grids();
    assert_eq!(
        grids.len(),
        1,
        "{} bytes at {level:?}: one code found",
        data.len()
    );
    let mut out = Vec::new();
    let meta = grids[0].decode_to(&mut out).expect("decodes");
    assert_eq!(meta.version.0, usize::from(code.version()));
    assert_eq!(meta.mask, u16::from(code.mask()));
    assert!(
        out == data,
        "{} bytes at {level:?} read back different",
        data.len()
    );
}

#[test]
fn random_bytes_at_every_level_read_back() {
    let mut rand = Rand::new(10);
    for &level in &LEVELS {
        let most = qr::capacity(40, level).min(1600);
        let mut lens = vec![1, 2, most];
        lens.extend((0..12).map(|_| 1 + rand.below(most)));
        for len in lens {
            let data = rand.bytes(len);
            check(&data, level);
        }
    }
}

#[test]
fn every_version_full_reads_back() {
    // The largest data of each version at a level chosen in turn: every block layout once
    // per level, including the codes the random lengths seldom hit.
    let mut rand = Rand::new(11);
    for version in 1..=40 {
        let level = LEVELS[usize::from(version) % 4];
        let data = rand.bytes(qr::capacity(version, level));
        check(&data, level);
    }
}

#[test]
fn share_links_read_back() {
    let mut rand = Rand::new(12);
    for len in [60, 200, 500, 1000, 1500, 1550, 1600] {
        for level in [qr::Level::L, qr::Level::M] {
            check(&link(&mut rand, len), level);
        }
    }
}
