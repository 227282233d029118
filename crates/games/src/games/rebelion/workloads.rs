//! What the engine benchmarks measure of La rebelión, with both decks.

use crate::engine::workloads::{matches, search_from_start, Workload};

use super::{Options, Rebelion};

pub fn workloads() -> Vec<Workload> {
    let tarot = Options {
        tarot: true,
        ..Options::default()
    };
    vec![
        matches::<Rebelion>("random complete Rebelión matches", 2, Options::default()),
        matches::<Rebelion>("random complete Rebelión Tarot matches", 2, tarot),
        search_from_start::<Rebelion>("ISMCTS iterations, Rebelión", 2),
    ]
}
