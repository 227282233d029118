//! Moves per second through `Table::play` with persistence, beside what SQLite itself commits on
//! the same kind of file, schema and pragmas, for `synchronous=FULL` and `NORMAL`.
//!
//! - **raw SQLite**: one move = one transaction that appends the move to the log and updates the
//!   match's snapshot (the same statements and snapshots as the table), through `rusqlite` with
//!   prepared statements, one after another.
//! - **table, one match at a time**: random complete Burgueses matches through `Table::play`
//!   (check, apply, turn clocks, commit, views), each move waiting for the previous one.
//! - **table, many matches at once**: the same with `CONCURRENT` matches played by as many tasks,
//!   as in a busy server; their moves share commits.
//!
//! Prints each rate and its ratio to raw SQLite's. `cargo bench --bench table`
//!
//! With `TABERNA_BENCH_POSTGRES=postgres://…` (a server; the bench makes a schema of its own),
//! the two table rates again on PostgreSQL, whose durability is the server's setting.

use std::path::Path;
use std::time::{Duration, Instant};

mod support;

use serde_json::Value;
use tokio::runtime::Runtime;

use taberna::engine::{Lang, Seat};
use taberna::store::{Durability, NewMatch, Store};
use taberna::table::{Limits, MatchRequest, Table};

const GAME: &str = "burgueses";
const USERS: [u64; 2] = [10, 20];
/// Distinct random matches; each run plays all of them.
const MATCHES: u64 = 64;
/// Matches played at once in the concurrent run.
const CONCURRENT: usize = 64;
/// Runs of each measurement; the best is reported (the machine is shared and noisy).
const RUNS: usize = 3;

/// A random complete match: its seed, and each move with its events and the snapshot after it.
struct Recorded {
    seed: u64,
    moves: Vec<RecordedMove>,
}

struct RecordedMove {
    seat: Seat,
    notation: String,
    events: String,
    snapshot: String,
}

fn record(seed: u64) -> Recorded {
    let mut after = Vec::new();
    let moves = support::random_moves(GAME, 2, seed, usize::MAX, |played, state| {
        after.push((played.events.to_string(), state.snapshot().to_string()));
    });
    let moves = moves
        .into_iter()
        .zip(after)
        .map(|((seat, notation), (events, snapshot))| RecordedMove {
            seat,
            notation,
            events,
            snapshot,
        })
        .collect();
    Recorded { seed, moves }
}

fn request(seed: u64) -> MatchRequest<'static> {
    MatchRequest {
        game: GAME,
        guild_id: 1,
        channel_id: 2,
        users: &USERS,
        bots: &[],
        options: &Value::Null,
        seed,
        lang: Lang::En,
        board_message_id: None,
    }
}

/// Plays `m`'s moves through the table on a match already created as `id`.
async fn play(table: &Table, id: i64, m: &Recorded) {
    for (version, mv) in m.moves.iter().enumerate() {
        table
            .play(id, USERS[mv.seat.index()], version as i64, &mv.notation)
            .await
            .expect("a recorded legal move");
    }
}

/// Moves per second through the table, `at_once` matches at a time.
async fn table_rate(table: &Table, matches: &[Recorded], at_once: usize) -> f64 {
    let mut ids = Vec::new();
    for m in matches {
        ids.push(table.create(&request(m.seed)).await.expect("created").id);
    }
    let moves: usize = matches.iter().map(|m| m.moves.len()).sum();
    let start = Instant::now();
    for chunk in ids.iter().zip(matches).collect::<Vec<_>>().chunks(at_once) {
        let players = chunk.iter().map(|(id, m)| play(table, **id, m));
        futures_util::future::join_all(players).await;
    }
    moves as f64 / start.elapsed().as_secs_f64()
}

/// Moves per second that SQLite commits itself: each move's log row and snapshot in one
/// transaction, on matches created in `path` by the store (same schema and pragmas).
fn raw_rate(path: &Path, durability: Durability, ids: &[i64], matches: &[Recorded]) -> f64 {
    let conn = support::raw_connection(path, durability);
    let moves: usize = matches.iter().map(|m| m.moves.len()).sum();
    let start = Instant::now();
    for (id, m) in ids.iter().zip(matches) {
        for (version, mv) in m.moves.iter().enumerate() {
            support::raw_commit(
                &conn,
                *id,
                version as i64,
                (mv.seat, &mv.notation),
                &mv.snapshot,
                &mv.events,
            );
        }
    }
    moves as f64 / start.elapsed().as_secs_f64()
}

/// Creates rows for `matches` through the store, for the raw run to play on.
async fn raw_rows(store: &Store, matches: &[Recorded]) -> Vec<i64> {
    let mut ids = Vec::new();
    for m in matches {
        let token = taberna::store::new_token();
        let row = NewMatch {
            game: GAME,
            guild_id: 1,
            channel_id: 2,
            seed: m.seed,
            options: &Value::Null,
            snapshot: &Value::Null,
            users: &USERS,
            bots: &[],
            lang: Lang::En,
            board_message_id: None,
            web_token: &token,
        };
        ids.push(store.match_create(&row).await.expect("row"));
    }
    ids
}

/// Microseconds of one statement through sqlx (`SELECT 1`, one after another): each is a hand-off
/// to the connection's thread and back, the floor under every statement of the table.
async fn round_trip_us(url: &str) -> f64 {
    let pool = sqlx::SqlitePool::connect(url).await.expect("pool");
    let mut conn = pool.acquire().await.expect("connection");
    let n = 5_000;
    let start = Instant::now();
    for _ in 0..n {
        sqlx::query("SELECT 1")
            .execute(&mut *conn)
            .await
            .expect("select");
    }
    start.elapsed().as_secs_f64() * 1e6 / f64::from(n)
}

fn best(runs: impl Iterator<Item = f64>) -> f64 {
    runs.fold(0.0, f64::max)
}

fn main() {
    // `cargo test --benches` runs bench binaries with no `--bench`: nothing to measure then.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let rt = Runtime::new().expect("tokio runtime");
    let matches: Vec<Recorded> = (0..MATCHES).map(record).collect();
    let moves: usize = matches.iter().map(|m| m.moves.len()).sum();
    println!(
        "{MATCHES} random Burgueses matches, {moves} moves; best of {RUNS} runs; \
         moves per second (× raw SQLite)"
    );
    for durability in [Durability::Full, Durability::Normal] {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("bench.db");
        let url = format!("sqlite://{}?mode=rwc", path.display());
        let store = rt
            .block_on(Store::connect_with(&url, durability))
            .expect("file store");
        let table = Table::with_limits(store.clone(), Limits::default());
        let raw = best((0..RUNS).map(|_| {
            let ids = rt.block_on(raw_rows(&store, &matches));
            raw_rate(&path, durability, &ids, &matches)
        }));
        let one = best((0..RUNS).map(|_| rt.block_on(table_rate(&table, &matches, 1))));
        let many = best((0..RUNS).map(|_| rt.block_on(table_rate(&table, &matches, CONCURRENT))));
        let trip = rt.block_on(round_trip_us(&url));
        println!("synchronous={durability:?}  (one sqlx statement: {trip:.0} µs)");
        println!("  raw SQLite, one transaction a move     {raw:>9.0}");
        println!(
            "  Table::play, one match at a time       {one:>9.0}  ({:.2} ×)",
            one / raw
        );
        println!(
            "  Table::play, {CONCURRENT} matches at once        {many:>9.0}  ({:.2} ×)",
            many / raw
        );
        drop(table);
        drop(store);
        std::thread::sleep(Duration::from_millis(50));
    }
    if let Ok(server) = std::env::var("TABERNA_BENCH_POSTGRES") {
        postgres(&rt, &server, &matches);
    }
}

/// The table's rates on a PostgreSQL server.
fn postgres(rt: &Runtime, server: &str, matches: &[Recorded]) {
    let table = rt.block_on(async {
        let url = taberna::store::scratch_schema(server)
            .await
            .expect("schema");
        Table::with_limits(
            Store::connect(&url).await.expect("postgres store"),
            Limits::default(),
        )
    });
    let one = best((0..RUNS).map(|_| rt.block_on(table_rate(&table, matches, 1))));
    let many = best((0..RUNS).map(|_| rt.block_on(table_rate(&table, matches, CONCURRENT))));
    println!("PostgreSQL ({server})");
    println!("  Table::play, one match at a time       {one:>9.0}");
    println!("  Table::play, {CONCURRENT} matches at once        {many:>9.0}");
}
