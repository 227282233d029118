//! What the engine benchmarks measure of Burger Joint.

use crate::engine::workloads::{matches, search_from_start, Workload};

use super::{BurgerJoint, Options};

pub fn workloads() -> Vec<Workload> {
    vec![
        matches::<BurgerJoint>(
            "random complete Burger Joint matches",
            2,
            Options::default(),
        ),
        search_from_start::<BurgerJoint>("ISMCTS iterations, Burger Joint", 2),
    ]
}
