//! The real bot's resident memory, through the fake Discord: after start (connected, commands
//! registered), and after `MATCHES` matches challenged, accepted, played a move and resigned by
//! clicks, each board and hand with its picture. Prints both, split into the heap and stacks
//! and the program's own pages; ignored by default (it takes a while). The goal, 32 MiB after
//! the matches, holds for the release build:
//! `cargo test --release --test discord_memory -- --ignored --nocapture`

mod support;

use support::fake_discord::Person;
use support::world::{place, World};

const MATCHES: u64 = 10_000;
/// Resident memory after those matches, pictures on, in a release build.
const GOAL_MIB: f64 = 32.0;

/// One line of `/proc/<pid>/status` in MiB: `VmRSS` (resident memory), `RssAnon` (the
/// heap, stacks) or `RssFile` (the program's own pages).
fn status_mib(pid: u32, field: &str) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

/// `VmRSS (heap and stacks + the program's pages)` of process `pid`.
fn resident(pid: u32) -> String {
    format!(
        "{:.1} MiB ({:.1} + {:.1})",
        status_mib(pid, "VmRSS"),
        status_mib(pid, "RssAnon"),
        status_mib(pid, "RssFile")
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement that takes minutes: run it by name, in a release build"]
async fn resident_memory_of_the_bot_after_start_and_after_many_matches() {
    let w = World::start().await;
    let pid = w.bot.as_ref().expect("a bot").pid();
    let started = resident(pid);
    for i in 0..MATCHES {
        let a = Person::new(200_000_000_000_000_000 + 2 * i, "a");
        let b = Person::new(200_000_000_000_000_001 + 2 * i, "b");
        let board = w.start_match(&a, &b).await;
        let acting = support::world::mentioned(&w.msg(board))[0];
        let mover = if acting == a.id { &a } else { &b };
        let hand = w.open_hand(mover, board, "en-US").await;
        if i == 0 {
            let pictured = |m: &support::fake_discord::Msg| {
                m.body["attachments"]
                    .as_array()
                    .is_some_and(|a| !a.is_empty())
            };
            assert!(pictured(&w.msg(board)), "the board comes with its picture");
            assert!(pictured(&hand), "the hand comes with its picture");
        }
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
    let after = resident(pid);
    println!(
        "the bot's resident memory (heap and stacks + the program's pages): {started} after \
         start, {after} after {MATCHES} matches"
    );
    let rss = status_mib(pid, "VmRSS");
    assert!(rss.is_finite(), "no /proc here");
    // The goal holds for the program admins run; a debug build is larger and slower.
    if !cfg!(debug_assertions) {
        assert!(rss <= GOAL_MIB, "{rss:.1} MiB after {MATCHES} matches");
    }
}
