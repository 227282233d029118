//! Memory: what one cached match costs, and the resident memory of the table's process.
//!
//! - Per game at its most seats: over random complete matches played through the table, the
//!   largest serialized snapshot and the largest match as the table keeps it in memory (its heap
//!   bytes counted by this binary's allocator, plus the struct itself). Goal: ≤ 16 KiB each.
//! - Resident memory (`VmRSS`) of this process once a table is open on a database file, and
//!   after `PLAYED` complete matches of the five games played through it, `AT_ONCE` at a time,
//!   with the table's default cache (idle matches beyond it are evicted). This is the table,
//!   store and engines of the bot without its gateway client. Goal: ≤ 50 MiB, then ≤ 2 × that.
//!
//! `cargo bench --bench memory`

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering};

mod support;

use serde_json::Value;
use tokio::runtime::Runtime;

use taberna::engine::{Lang, Seat};
use taberna::games::REGISTRY;
use taberna::store::{Durability, Store};
use taberna::table::{Limits, Match, MatchRequest, Table};

/// Counts the bytes allocated and not yet freed, to weigh a value by cloning it.
struct Counting;

static LIVE: AtomicIsize = AtomicIsize::new(0);

// SAFETY: every call is passed to the system allocator unchanged; only a counter is added.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size() as isize, Ordering::Relaxed);
        System.alloc(layout)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size() as isize, Ordering::Relaxed);
        System.dealloc(ptr, layout);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        LIVE.fetch_add(
            new_size as isize - layout.size() as isize,
            Ordering::Relaxed,
        );
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Random complete matches per game for the largest sizes.
const SAMPLES: u64 = 20;
/// Matches played for the resident memory, and how many at once.
const PLAYED: usize = 10_000;
const AT_ONCE: usize = 50;

/// Bytes a cached match holds: the struct and everything it owns on the heap.
fn weight(m: &Match) -> usize {
    heap_of(|| m.clone()) + std::mem::size_of::<Match>()
}

/// Heap bytes of what `make` returns.
fn heap_of<T>(make: impl FnOnce() -> T) -> usize {
    let before = LIVE.load(Ordering::Relaxed);
    let made = make();
    let heap = LIVE.load(Ordering::Relaxed) - before;
    drop(made);
    heap.max(0) as usize
}

/// Resident memory of this process, in MiB.
fn rss_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

/// The moves of a random complete match of game `g` with `seats` from `seed`.
fn script(g: usize, seats: usize, seed: u64) -> Vec<(Seat, String)> {
    support::random_moves(REGISTRY[g].info.id, seats, seed, usize::MAX, |_, _| {})
}

/// Creates match `g` with `seats` from `seed` and plays `moves`; calls `each` after every move.
async fn play(
    table: &Table,
    g: usize,
    seats: usize,
    seed: u64,
    moves: &[(Seat, String)],
    mut each: impl FnMut(&Match),
) {
    let users: Vec<u64> = (1..=seats as u64).map(|k| seed * 100 + k).collect();
    let m = table
        .create(&MatchRequest {
            game: REGISTRY[g].info.id,
            guild_id: 1,
            channel_id: 2,
            users: &users,
            bots: &[],
            options: &Value::Null,
            seed,
            lang: Lang::Es,
            board_message_id: None,
        })
        .await
        .expect("created");
    for (version, (seat, mv)) in moves.iter().enumerate() {
        let moved = table
            .play(m.id, users[seat.index()], version as i64, mv)
            .await
            .expect("a recorded legal move");
        each(&moved.after);
    }
}

fn largest(rt: &Runtime) {
    println!("largest match per game, over {SAMPLES} random complete matches at its most seats");
    println!("  game            seats   snapshot (JSON)   in memory   (its game state)");
    let table = Table::new(rt.block_on(Store::memory()).expect("store"));
    for (g, entry) in REGISTRY.iter().enumerate() {
        let seats = entry.info.max_seats;
        let (mut snapshot, mut memory, mut state) = (0, 0, 0);
        for seed in 0..SAMPLES {
            let moves = script(g, seats, seed);
            rt.block_on(play(&table, g, seats, seed, &moves, |m| {
                snapshot = snapshot.max(m.game.snapshot().to_string().len());
                memory = memory.max(weight(m));
                state = state.max(heap_of(|| m.game.clone_box()));
            }));
        }
        println!(
            "  {:<15} {seats:>5}   {:>10.1} KiB   {:>7.1} KiB   ({:.1} KiB)",
            entry.info.id,
            snapshot as f64 / 1024.0,
            memory as f64 / 1024.0,
            state as f64 / 1024.0
        );
    }
}

fn resident(rt: &Runtime) {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("bench.db").display()
    );
    let table = rt
        .block_on(Table::open(&url, Durability::Full, Limits::default()))
        .expect("table");
    let started = rss_mib();
    rt.block_on(async {
        for chunk in (0..PLAYED).collect::<Vec<_>>().chunks(AT_ONCE) {
            let players = chunk.iter().map(|&i| {
                let table = table.clone();
                tokio::spawn(async move {
                    // Two to four seats, every game in turn: the matches a server plays most.
                    let g = i % REGISTRY.len();
                    let entry = &REGISTRY[g];
                    let seats = (entry.info.min_seats + i % 3).min(entry.info.max_seats);
                    let seed = 1_000 + i as u64;
                    let moves = script(g, seats, seed);
                    play(&table, g, seats, seed, &moves, |_| {}).await;
                })
            });
            for p in futures_util::future::join_all(players).await {
                p.expect("a player");
            }
        }
    });
    let after = rss_mib();
    println!("resident memory of the table's process (VmRSS)");
    println!("  after start                       {started:>6.1} MiB");
    println!(
        "  after {PLAYED} matches played       {after:>6.1} MiB  ({:.2} ×)",
        after / started
    );
    println!("  matches held in memory now         {:>6}", table.cached());
}

fn main() {
    // `cargo test --benches` runs bench binaries with no `--bench`: nothing to measure then.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    // `cargo bench --bench memory -- largest` (or `resident`) runs one part.
    let only = |part: &str| {
        let parts = ["largest", "resident"];
        let named: Vec<String> = std::env::args()
            .filter(|a| parts.contains(&a.as_str()))
            .collect();
        named.is_empty() || named.iter().any(|a| a == part)
    };
    if only("resident") {
        resident(&Runtime::new().expect("tokio runtime"));
    }
    if !only("largest") {
        return;
    }
    // One thread: the allocation counter then moves only for the clone being weighed.
    let one = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("tokio runtime");
    largest(&one);
}
