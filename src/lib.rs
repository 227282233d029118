//! taberna: a Discord bot for playing tabletop card games. See `README.md`.

pub mod arena;
pub mod discord;
pub use taberna_games::{engine, games, replay};
pub mod fair;
pub mod i18n;
pub mod metrics;
pub mod picture;
pub mod ratings;
pub mod stopping;
pub mod store;
pub mod table;
pub mod terminal;
pub mod tournament;
pub mod verify;
pub mod web;
