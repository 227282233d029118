//! What the engine benchmarks measure of Burgueses.

use crate::engine::workloads::{matches, search_from_start, Workload};

use super::{Burgueses, Options};

pub fn workloads() -> Vec<Workload> {
    vec![
        matches::<Burgueses>("random complete Burgueses matches", 2, Options::default()),
        search_from_start::<Burgueses>("ISMCTS iterations, Burgueses", 2),
    ]
}
