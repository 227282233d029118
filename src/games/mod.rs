//! The games, and the one registry that lists them.

pub mod bouillabaisse;
pub mod burger_joint;
pub mod burgueses;
pub mod genova;
pub mod rebelion;
#[cfg(test)]
mod suite;
#[cfg(test)]
pub mod tally;

use crate::engine::{GameEntry, Typed};

/// Every game the bot offers: adding a game is its folder and one line here. Commands, their
/// words, lobby limits, ratings and the generic tests (`suite.rs`) read this list; the tests
/// see a sixth game, Tally, that exists only to prove it.
pub static REGISTRY: &[GameEntry] = &[
    Typed::<burgueses::Burgueses>::entry(),
    Typed::<rebelion::Rebelion>::entry(),
    Typed::<bouillabaisse::Bouillabaisse>::entry(),
    Typed::<genova::Genova>::entry(),
    Typed::<burger_joint::BurgerJoint>::entry(),
    #[cfg(test)]
    Typed::<tally::Tally>::entry(),
];

/// The registry entry of a game id.
#[must_use]
pub fn by_id(id: &str) -> Option<&'static GameEntry> {
    REGISTRY.iter().find(|e| e.info.id == id)
}
