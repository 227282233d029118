//! Slash commands, one file per group.

mod burgueses;
mod leaderboard;

use super::types::{Data, Error};

/// Every command the bot registers.
#[must_use]
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![burgueses::burgueses(), leaderboard::leaderboard()]
}
