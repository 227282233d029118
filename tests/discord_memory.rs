//! The real bot's resident memory, through the fake Discord: after start (connected, commands
//! registered), and after `MATCHES` matches challenged, accepted, played a move and resigned by
//! clicks. Prints both; ignored by default (it takes a while):
//! `cargo test --test discord_memory -- --ignored --nocapture`

mod support;

use support::fake_discord::Person;
use support::world::{place, World};

const MATCHES: u64 = 10_000;

/// The resident memory of process `pid`, in MiB.
fn rss_mib(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement, not a check: run it by name"]
async fn resident_memory_of_the_bot_after_start_and_after_many_matches() {
    let w = World::start().await;
    let pid = w.bot.as_ref().expect("a bot").pid();
    let started = rss_mib(pid);
    for i in 0..MATCHES {
        let a = Person::new(200_000_000_000_000_000 + 2 * i, "a");
        let b = Person::new(200_000_000_000_000_001 + 2 * i, "b");
        let board = w.start_match(&a, &b).await;
        let acting = support::world::mentioned(&w.msg(board))[0];
        let mover = if acting == a.id { &a } else { &b };
        let hand = w.open_hand(mover, board, "en-US").await;
        let (id, value) = support::world::choices(&hand)[0].clone();
        match value {
            None => w.fake.click(mover, &place(), "en-US", hand.id, &id).await,
            Some(v) => {
                w.fake
                    .select(mover, &place(), "en-US", hand.id, &id, &v)
                    .await
            }
        };
        let resign = w.msg(board).button("Resign").expect("a resign button");
        let ask = w.fake.click(&a, &place(), "en-US", board, &resign).await;
        let confirm = w.msg(ask.original.expect("a confirmation"));
        let yes = confirm.button("resign").expect("confirm");
        w.fake.click(&a, &place(), "en-US", confirm.id, &yes).await;
    }
    let after = rss_mib(pid);
    println!("the bot's resident memory: {started:.1} MiB after start, {after:.1} MiB after {MATCHES} matches");
    assert!(started.is_finite() && after.is_finite(), "no /proc here");
}
