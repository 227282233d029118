//! Whole matches played through a fake Discord (`support::fake_discord`) by the bot's own
//! binary, as members would: every game, timers, faults, shards, pictures and records.

#[path = "../support/mod.rs"]
mod support;

mod bouillabaisse;
mod burger_joint;
mod commits;
mod computer;
mod e2e;
mod faults;
mod genova;
mod hardening;
mod monitoring;
mod outages;
mod pictures;
mod rebelion;
mod records;
mod shards;
mod site;
mod site_limits;
mod site_pages;
mod site_seats;
mod site_signin;
mod stopping;
mod timers;
mod tournaments;
