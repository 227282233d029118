//! Every game's engine played outside Discord: random playouts and their invariants, replays of
//! recorded matches, automatic play, the computer player and pictures.

#[path = "../support/mod.rs"]
mod support;

mod automatic_play;
mod bouillabaisse_props;
mod bouillabaisse_replay;
mod burger_joint_props;
mod burger_joint_replay;
mod burgueses_props;
mod genova_props;
mod genova_replay;
mod ismcts;
mod pictures;
mod rebelion_props;
mod rebelion_replay;
mod rebelion_steps;
mod replay;
mod suite;
