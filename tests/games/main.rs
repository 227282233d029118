//! Every game of the registry played outside Discord through what the bot adds to the engine:
//! the generic suite, automatic play, the computer player and pictures. A game's own tests
//! (its rules, its random playouts, its replays) live in its folder of `crates/games`.

#[path = "../support/mod.rs"]
mod support;

mod automatic_play;
mod ismcts;
mod pictures;
mod suite;
