//! The table layer over a real store: moves, clocks, the computer's turns, races between
//! clicks and between processes, ratings and results.

#[path = "../support/mod.rs"]
mod support;

mod clocks;
mod computer;
mod fixtures;
mod moves;
mod races;
mod ratings;
mod rematch;
mod seasons;
mod shared;
mod site;
mod site_limits;
mod site_replays;
mod site_seats;
mod site_servers;
mod tournaments;
