//! What the engine benchmarks measure of Bouillabaisse.

use crate::engine::workloads::{matches, search_from_start, Workload};

use super::{Bouillabaisse, Options};

pub fn workloads() -> Vec<Workload> {
    vec![
        matches::<Bouillabaisse>(
            "random complete Bouillabaisse matches, 5 players",
            5,
            Options::default(),
        ),
        search_from_start::<Bouillabaisse>("ISMCTS iterations, Bouillabaisse, 4 players", 4),
    ]
}
