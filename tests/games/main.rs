//! Every game of the registry played outside Discord through what the bot adds to the engine:
//! the generic suite, automatic play, the computer player and pictures. A game's own tests
//! (its rules, its random playouts, its replays) live in its folder of `crates/games`, but for
//! those that need the bot: Rebelión's purchase in steps, laid out as a hand's buttons.

mod automatic_play;
mod ismcts;
mod pictures;
mod rebelion_steps;
mod suite;
