//! Helpers shared by the integration tests. Each test crate uses a part of them.
#![allow(dead_code)]

pub mod bot;
pub mod browser;
pub mod fake_discord;
pub mod pictures;
pub mod world;
