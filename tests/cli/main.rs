//! The `taberna` command line as an admin or a player meets it: `play`, `replay --legal`, and
//! starting the bot with a bad token or an unreachable Discord.

#[path = "../support/mod.rs"]
mod support;

mod operators;
mod replay_legal;
mod terminal_play;
