//! Helpers the tests of every game share, in this crate and in the bot's (feature `testing`):
//! random playouts that check the engine contract on every state, replays read back, and scenes
//! over random matches.

pub mod expert;
pub mod playout;
pub mod replay_io;
pub mod scenes;
