//! The games, and the one registry that lists them.

pub mod bouillabaisse;
pub mod burger_joint;
pub mod burgueses;
pub mod genova;
pub mod rebelion;
#[cfg(any(test, feature = "testing"))]
pub mod tally;

use crate::engine::{GameEntry, Typed};

/// Every game the bot offers: adding a game is its folder and one line here (and one in
/// `workloads()` for the engine benchmarks to measure it). Commands, their words, lobby limits,
/// ratings and the generic tests (`tests/games/suite.rs`) read this list; tests see a sixth
/// game, Tally (feature `testing`), that exists only to prove it.
pub static REGISTRY: &[GameEntry] = &[
    Typed::<burgueses::Burgueses>::entry(),
    Typed::<rebelion::Rebelion>::entry(),
    Typed::<bouillabaisse::Bouillabaisse>::entry(),
    Typed::<genova::Genova>::entry(),
    Typed::<burger_joint::BurgerJoint>::entry(),
    #[cfg(any(test, feature = "testing"))]
    Typed::<tally::Tally>::entry(),
];

/// The games registered only for tests (feature `testing`): a build of the bot does not have
/// them, so tests that run the bot's binary leave them out.
pub const TEST_ONLY: &[&str] = &["tally"];

/// The games of the registry a build of the bot has.
pub fn shipped() -> impl Iterator<Item = &'static GameEntry> {
    REGISTRY.iter().filter(|e| !TEST_ONLY.contains(&e.info.id))
}

/// What the engine benchmarks measure (`benches/engines.rs`), game by game in the registry's
/// order: each game declares its own in its folder (`workloads.rs`); a game without any is only
/// left out of the benchmarks.
#[cfg(any(test, feature = "testing"))]
#[must_use]
pub fn workloads() -> Vec<crate::engine::workloads::Workload> {
    [
        burgueses::workloads(),
        rebelion::workloads(),
        bouillabaisse::workloads(),
        genova::workloads(),
        burger_joint::workloads(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// The registry entry of a game id.
#[must_use]
pub fn by_id(id: &str) -> Option<&'static GameEntry> {
    REGISTRY.iter().find(|e| e.info.id == id)
}
