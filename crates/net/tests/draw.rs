//! Commit–reveal draws and seals.

use dice_net::draw::{self, throw_seed, Nonce};

#[test]
fn sha256_is_the_standard_s() {
    // FIPS 180-2's example "abc".
    let hex: String = draw::sha256(b"abc")
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    assert_eq!(
        hex,
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    );
}

#[test]
fn a_commitment_opens_with_its_nonce_only() {
    let a = Nonce([7; 16]);
    let mut b = a;
    b.0[15] ^= 1;
    let c = a.commit();
    assert!(c.opened_by(&a));
    assert!(!c.opened_by(&b));
    assert_eq!(c.hex().len(), 64);
}

#[test]
fn a_throw_s_seed_depends_on_every_nonce_their_order_and_the_index() {
    let n = [Nonce([1; 16]), Nonce([2; 16]), Nonce([3; 16])];
    let s = throw_seed(5, &n);
    assert_eq!(s, throw_seed(5, &n), "the same on every device");
    assert_ne!(s, throw_seed(6, &n));
    assert_ne!(s, throw_seed(5, &[n[1], n[0], n[2]]));
    let mut changed = n;
    changed[2].0[0] = 9;
    assert_ne!(s, throw_seed(5, &changed));
    assert_ne!(s, throw_seed(5, &n[..2]));
}

#[test]
fn a_seal_opens_with_its_seed_only() {
    let sealed = draw::seal(42);
    assert!(draw::opens(&sealed, 42));
    assert!(!draw::opens(&sealed, 43));
    // A seal is not a commitment of the same bytes: the uses are kept apart.
    let mut bytes = [0u8; 16];
    bytes[..8].copy_from_slice(&42u64.to_le_bytes());
    assert_ne!(Nonce(bytes).commit(), sealed);
}
