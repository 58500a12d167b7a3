//! Checks every game's tests make the same way (feature `testing`, enabled only by the
//! engines' dev-dependencies): never part of a build.

pub mod pig;

use crate::game::{GameActionError, Level};
use crate::json::{self, Value};
use crate::link::{self, LinkCodec, LinkError, VERSION_1};

/// Every damaged form of `link` a test should see refused: each truncation, and each
/// character replaced by `A`, `z` or `_` (where that changes it).
pub fn damaged_links(link: &str) -> Vec<String> {
    let chars: Vec<char> = link.chars().collect();
    let mut out: Vec<String> = (0..chars.len())
        .map(|end| chars[..end].iter().collect())
        .collect();
    for (position, &was) in chars.iter().enumerate() {
        for c in ['A', 'z', '_'].into_iter().filter(|&c| c != was) {
            let mut changed = chars.clone();
            changed[position] = c;
            out.push(changed.into_iter().collect());
        }
    }
    out
}

/// The faces of every `roll` in a record's JSON text, counted per face; `place` gives a
/// face's place (0–5) in the game's order of faces from its JSON value. Panics on a record
/// that is not JSON (a test's failure).
pub fn roll_faces(record_json: &str, place: impl Fn(&Value) -> usize) -> [u64; 6] {
    let record = json::parse(record_json).expect("a record is JSON");
    let mut counts = [0u64; 6];
    let actions = record.get("actions").and_then(Value::as_array);
    for action in actions.into_iter().flatten() {
        let faces = action.get("roll").and_then(Value::as_array);
        for face in faces.into_iter().flatten() {
            counts[place(face)] += 1;
        }
    }
    counts
}

/// The link of `game` in the first format (version 1: every value in one mixed-radix
/// number, written in exactly the bytes the product of all radices needs), as it was
/// written before version 2: to test that such links still open, and how they are
/// refused. Quadratic, as that writer was: for tests only.
pub fn encode_version_1<G: LinkCodec>(
    game: &G,
    bots: &[Option<Level>],
) -> Result<String, LinkError<GameActionError<G>>> {
    let packer = link::pack(game, bots)?;
    Ok(link::frame(
        VERSION_1,
        G::ID,
        &number_bytes(packer.values()),
    ))
}

/// `v0 + r0·(v1 + r1·(v2 + …))` as bytes, least significant first, in exactly the bytes
/// of the product of the radices minus one.
pub fn number_bytes(values: &[(u32, u32)]) -> Vec<u8> {
    // number += value · scale; scale ·= radix, in 32-bit limbs.
    let mut number: Vec<u32> = Vec::new();
    let mut scale: Vec<u32> = vec![1];
    for &(value, radix) in values {
        let mut carry = 0u64;
        for (i, &s) in scale.iter().enumerate() {
            if i == number.len() {
                number.push(0);
            }
            let t = u64::from(number[i]) + u64::from(s) * u64::from(value) + carry;
            number[i] = t as u32;
            carry = t >> 32;
        }
        let mut i = scale.len();
        while carry != 0 {
            if i == number.len() {
                number.push(0);
            }
            let t = u64::from(number[i]) + carry;
            number[i] = t as u32;
            carry = t >> 32;
            i += 1;
        }
        let mut carry = 0u64;
        for limb in scale.iter_mut() {
            let t = u64::from(*limb) * u64::from(radix) + carry;
            *limb = t as u32;
            carry = t >> 32;
        }
        if carry != 0 {
            scale.push(carry as u32);
        }
    }
    // The width: the bytes of scale - 1.
    for limb in scale.iter_mut() {
        let (v, borrow) = limb.overflowing_sub(1);
        *limb = v;
        if !borrow {
            break;
        }
    }
    while scale.last() == Some(&0) {
        scale.pop();
    }
    let width = scale
        .last()
        .map_or(0, |top| 4 * scale.len() - top.leading_zeros() as usize / 8);
    let mut bytes: Vec<u8> = number.iter().flat_map(|l| l.to_le_bytes()).collect();
    bytes.resize(width, 0);
    bytes
}

/// Checks a game's [`crate::MoveCodec`]: each of `moves` reads back as itself within
/// [`crate::moves::MAX_MOVE_BYTES`] bytes, and no byte string of up to three bytes panics or
/// reads as a move that writes other bytes (one way of writing each move).
pub fn check_move_codec<G: crate::MoveCodec>(moves: &[G::Move])
where
    G::Move: PartialEq + std::fmt::Debug,
{
    for &mv in moves {
        let bytes = G::move_bytes(mv);
        assert!(bytes.len() <= crate::moves::MAX_MOVE_BYTES, "{mv:?}");
        assert_eq!(G::read_move(&bytes), Some(mv), "{mv:?} as {bytes:?}");
    }
    let mut tried = vec![Vec::new()];
    for a in 0..=255u8 {
        tried.push(vec![a]);
        for b in 0..=255u8 {
            tried.push(vec![a, b]);
            if a < 8 {
                for c in [0, 1, 2, 5, 7, 8, 200, 255] {
                    tried.push(vec![a, b, c]);
                }
            }
        }
    }
    for bytes in tried {
        if let Some(mv) = G::read_move(&bytes) {
            assert_eq!(G::move_bytes(mv), bytes, "{mv:?}");
        }
    }
}
