//! Dice that no phone chooses and no phone knows before the throw (commit–reveal), and a
//! seed sealed at one device.
//!
//! Live, every device holds a fresh secret [`Nonce`] for the next throw and has sent its
//! [`Commitment`] (its hash) ahead. Once the thrower's decision to throw is recorded, every
//! device reveals its nonce; each checks every other's against its commitment
//! ([`Commitment::opened_by`]) and the throw's dice come from [`throw_seed`] of all the
//! nonces and the throw's index. No device can choose the dice (it committed before it saw
//! the others' nonces) or foresee them (it needs every other device's secret), not even the
//! host, and every guest can check every throw the host reports.
//!
//! At one device the dice follow one seed; [`seal`] of it is shown while the game runs and
//! the seed itself once it is over, so anyone can check that the dice were not changed.

use sha2::{Digest, Sha256};

/// Bytes of a nonce (128 bits: no one guesses it in a game's time).
pub const NONCE_BYTES: usize = 16;

/// A device's secret for one throw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Nonce(pub [u8; NONCE_BYTES]);

/// The SHA-256 of a nonce or a seed, with the purpose's tag in front.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Commitment(pub [u8; 32]);

// Tags keep the three uses apart: a commitment never doubles as a throw's seed or a seal.
const COMMIT_TAG: &[u8] = b"dice-net/commit/1";
const THROW_TAG: &[u8] = b"dice-net/throw/1";
const SEAL_TAG: &[u8] = b"dice-net/seal/1";

impl Nonce {
    /// This nonce's commitment, sent ahead of the reveal.
    pub fn commit(&self) -> Commitment {
        Commitment(
            Sha256::new()
                .chain_update(COMMIT_TAG)
                .chain_update(self.0)
                .finalize()
                .into(),
        )
    }
}

impl Commitment {
    /// True if `nonce` is the one committed to.
    pub fn opened_by(&self, nonce: &Nonce) -> bool {
        nonce.commit() == *self
    }

    /// As 64 lower-case hexadecimal digits.
    pub fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }
}

/// The seed of throw `index` (counted over the whole game from 0) drawn by `nonces`, one per
/// device in the table's order of devices. Every device computes the same seed; changing
/// any nonce, the order or the index gives another.
pub fn throw_seed(index: u64, nonces: &[Nonce]) -> u64 {
    let mut h = Sha256::new()
        .chain_update(THROW_TAG)
        .chain_update(index.to_le_bytes())
        .chain_update((nonces.len() as u64).to_le_bytes());
    for n in nonces {
        h.update(n.0);
    }
    let digest = h.finalize();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_le_bytes(first)
}

/// The seal of a game's seed: shown while the game runs, checked against the seed shown
/// when it is over ([`opens`]).
pub fn seal(seed: u64) -> Commitment {
    Commitment(
        Sha256::new()
            .chain_update(SEAL_TAG)
            .chain_update(seed.to_le_bytes())
            .finalize()
            .into(),
    )
}

/// True if `seed` is the one `sealed` was made of.
pub fn opens(sealed: &Commitment, seed: u64) -> bool {
    seal(seed) == *sealed
}

/// The SHA-256 of `bytes` (the record so far, say, whose hash the host sends with each action).
pub fn sha256(bytes: &[u8]) -> [u8; 32] {
    Sha256::digest(bytes).into()
}
