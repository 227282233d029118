//! Provably fair shuffles: every match's seed comes from the operating system's entropy, and
//! its board shows the SHA-256 of the seed from the first message on (the commitment). When the
//! match ends the board reveals the seed, and anyone can check that it hashes to what was shown
//! and that every deal and draw of the match came from it (`taberna verify`).
//!
//! The seed is hashed as its decimal digits, so a player can check it with any SHA-256 tool:
//! `printf 42 | sha256sum`.
//!
//! ```
//! use taberna::fair::commitment;
//!
//! assert_eq!(
//!     commitment(42),
//!     "73475cb40a568e8da8a045ced110137e159f890ac4da883b6b17dc651b3a8049"
//! );
//! ```

use rand::RngCore;
use sha2::{Digest, Sha256};

/// How many hex digits of the commitment a board's footer shows (the full one is in a field).
pub const SHORT: usize = 12;

/// A new match's seed, from the operating system's entropy.
#[must_use]
pub fn new_seed() -> u64 {
    rand::rngs::OsRng.next_u64()
}

/// The SHA-256 of `seed`'s decimal digits, in lowercase hex.
#[must_use]
pub fn commitment(seed: u64) -> String {
    let digest = Sha256::digest(seed.to_string().as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// The first [`SHORT`] digits of the commitment.
#[must_use]
pub fn short(commitment: &str) -> &str {
    commitment.get(..SHORT).unwrap_or(commitment)
}

/// The fair shuffle in words, as a board shows it: the commitment while the match is played,
/// the seed beside it once `revealed` (the match is over).
#[must_use]
pub fn in_words(seed: u64, revealed: bool, lang: crate::engine::Lang) -> String {
    let commitment = commitment(seed);
    if revealed {
        crate::i18n::tr_args(
            lang,
            "fair-revealed",
            &[
                ("seed", seed.to_string().into()),
                ("commitment", commitment.into()),
            ],
        )
    } else {
        crate::i18n::tr_args(lang, "fair-committed", &[("commitment", commitment.into())])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_commitment_is_the_sha256_of_the_decimal_seed() {
        // `printf 0 | sha256sum`
        assert_eq!(
            commitment(0),
            "5feceb66ffc86f38d952786c6d696c79c2dbc239dd4e91b46729d73a27fb57e9"
        );
        assert_eq!(short(&commitment(0)), "5feceb66ffc8");
        assert_ne!(commitment(1), commitment(0));
        assert_eq!(commitment(u64::MAX).len(), 64);
    }

    #[test]
    fn seeds_come_fresh_each_time() {
        assert_ne!(new_seed(), new_seed());
    }
}
