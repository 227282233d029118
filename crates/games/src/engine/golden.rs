//! Golden files: text a test must reproduce exactly, kept in the game's folder
//! (`tests/golden_deals.txt`).
//!
//! The files are not written from this code: the deals come from the game's `tests/golden_deals.py`
//! and `engine/rng_reference.py`, an independent implementation of the RNG and of each game's deal,
//! so a test passing means two implementations agree. A changed deal breaks every stored match's
//! replay, so a failing golden test is never fixed by copying the output.

use std::path::PathBuf;

/// Checks `actual` against the golden file at `path` (from this crate's folder).
///
/// # Panics
/// When the texts differ, naming the first differing line; or when the file cannot be read.
pub(crate) fn assert_golden(path: &str, actual: &str) {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), path].iter().collect();
    let expected =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    if expected == actual {
        return;
    }
    let first_difference = expected
        .lines()
        .zip(actual.lines())
        .position(|(e, a)| e != a)
        .unwrap_or_else(|| expected.lines().count().min(actual.lines().count()));
    panic!(
        "{} differs from line {}:\nexpected: {:?}\n  actual: {:?}",
        path.display(),
        first_difference + 1,
        expected.lines().nth(first_difference),
        actual.lines().nth(first_difference),
    );
}
