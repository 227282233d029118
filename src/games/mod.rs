//! The games, and the one registry that lists them.

pub mod bouillabaisse;
pub mod burger_joint;
pub mod burgueses;
pub mod genova;
pub mod rebelion;

use crate::engine::{GameEntry, Typed};

/// Every game the bot offers. Commands, lobby limits and generic tests read this list.
pub static REGISTRY: &[GameEntry] = &[
    Typed::<burgueses::Burgueses>::entry(),
    Typed::<rebelion::Rebelion>::entry(),
    Typed::<bouillabaisse::Bouillabaisse>::entry(),
    Typed::<genova::Genova>::entry(),
    Typed::<burger_joint::BurgerJoint>::entry(),
];

/// The registry entry of a game id.
#[must_use]
pub fn by_id(id: &str) -> Option<&'static GameEntry> {
    REGISTRY.iter().find(|e| e.info.id == id)
}
