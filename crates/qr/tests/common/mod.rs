//! What the test files share: seeded random bytes and realistic share links.

#![allow(dead_code)] // each test file uses its own part

/// A small PRNG (xorshift64*), so the "random" inputs are the same on every run.
pub struct Rand(u64);

impl Rand {
    pub fn new(seed: u64) -> Rand {
        Rand(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in 0..n.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub fn bytes(&mut self, len: usize) -> Vec<u8> {
        (0..len).map(|_| self.next() as u8).collect()
    }
}

/// A share link as the app will make it: `https://<user>.github.io/<repo>/#g=` and
/// `total_len` characters in all, the rest base64url.
pub fn link(rand: &mut Rand, total_len: usize) -> Vec<u8> {
    const B64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut s = b"https://someone.github.io/pechvogel/#g=".to_vec();
    while s.len() < total_len {
        s.push(B64[rand.below(64)]);
    }
    s.truncate(total_len);
    s
}

pub const LEVELS: [qr::Level; 4] = [qr::Level::L, qr::Level::M, qr::Level::Q, qr::Level::H];
