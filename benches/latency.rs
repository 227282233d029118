//! Server-side click latency under load: `MATCHES` live matches of all five games (2 to 5
//! seats) on a database file, each played by a simulated player (a Tokio task) that thinks for a
//! random while (exponential, mean `THINK_MS`) and clicks. A click's latency is what the bot does
//! between receiving it and having its answers: the match's lock, load, checks, apply, commit
//! (shared with other matches' moves), the mover's hand and the refreshed public board rendered
//! as the Discord layer renders them. Discord's own round trips are not the bot's and not counted.
//!
//! Prints p50 / p90 / p99 / p99.9 / max for `synchronous=FULL` and `NORMAL`.
//! `cargo bench --bench latency`; with `TABERNA_BENCH_PICTURES=1` the hand and the board are
//! drawn as pictures too (on tokio's blocking pool, as the bot draws them), as a server with
//! pictures on does.

use std::sync::Arc;
use std::time::{Duration, Instant};

mod support;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use tokio::runtime::Runtime;

use taberna::discord::board;
use taberna::engine::{Lang, Seat};
use taberna::games::REGISTRY;
use taberna::store::{Durability, Store};
use taberna::table::{Limits, MatchRequest, Table};

/// Live matches at once, unless `TABERNA_BENCH_MATCHES` says how many (to find the load a
/// machine carries with pictures on).
const MATCHES: usize = 1000;

fn matches() -> usize {
    std::env::var("TABERNA_BENCH_MATCHES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(MATCHES)
}
/// Moves each simulated match plays (from its start; fewer if it ends before).
const MOVES: usize = 20;
/// A player's mean time between seeing the board and clicking: 1,000 matches make about
/// 2,000 clicks a second, a very busy bot.
const THINK_MS: f64 = 500.0;

/// A game, its seats, seed and the moves of a random match from that seed.
struct Script {
    game: &'static str,
    seats: usize,
    seed: u64,
    moves: Vec<(Seat, String)>,
}

fn script(i: usize) -> Script {
    let entry = &REGISTRY[i % REGISTRY.len()];
    // Every seat count the game allows, up to five, in turn.
    let (fewest, most) = (entry.info.min_seats, entry.info.max_seats.min(5));
    let seats = fewest + (i / REGISTRY.len()) % (most - fewest + 1);
    let seed = i as u64;
    let moves = support::random_moves(entry.info.id, seats, seed, MOVES, |_, _| {});
    Script {
        game: entry.info.id,
        seats,
        seed,
        moves,
    }
}

/// One click: its game, its whole latency and the part spent in `Table::play`.
struct Click {
    game: &'static str,
    total: Duration,
    play: Duration,
}

/// Whether the hand and the board are drawn as pictures too.
fn pictures() -> bool {
    std::env::var("TABERNA_BENCH_PICTURES").is_ok_and(|v| v == "1")
}

/// Plays `s` as its players would, returning each click's latency.
async fn player(table: Table, id: i64, users: Vec<u64>, s: Arc<Script>) -> Vec<Click> {
    let mut rng = ChaCha8Rng::seed_from_u64(s.seed ^ 0x5eed);
    let mut clicks = Vec::with_capacity(s.moves.len());
    for (version, (seat, mv)) in s.moves.iter().enumerate() {
        let think = -THINK_MS * (1.0 - rng.gen::<f64>()).ln();
        tokio::time::sleep(Duration::from_secs_f64(think / 1000.0)).await;
        let clicked = Instant::now();
        let moved = table
            .play(id, users[seat.index()], version as i64, mv)
            .await
            .expect("a recorded legal move");
        let play = clicked.elapsed();
        let hand = board::hand(&moved.after, moved.seat, Lang::Es, None, pictures())
            .drawn()
            .await;
        let shown = table.get(id).await.expect("the match");
        let public = board::board(&shown, pictures()).drawn().await;
        clicks.push(Click {
            game: s.game,
            total: clicked.elapsed(),
            play,
        });
        std::hint::black_box((hand, public));
    }
    clicks
}

/// `label  p50 … max` of `durations`.
fn distribution(label: &str, mut durations: Vec<Duration>) -> String {
    durations.sort_unstable();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    format!(
        "  {label:<22} p50 {:.3} ms  p90 {:.3} ms  p99 {:.3} ms  p99.9 {:.3} ms  max {:.3} ms",
        ms(percentile(&durations, 0.50)),
        ms(percentile(&durations, 0.90)),
        ms(percentile(&durations, 0.99)),
        ms(percentile(&durations, 0.999)),
        ms(*durations.last().expect("clicks")),
    )
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[i]
}

fn main() {
    // `cargo test --benches` runs bench binaries with no `--bench`: nothing to measure then.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let rt = Runtime::new().expect("tokio runtime");
    let matches = matches();
    let scripts: Vec<Arc<Script>> = (0..matches).map(|i| Arc::new(script(i))).collect();
    let clicks: usize = scripts.iter().map(|s| s.moves.len()).sum();
    println!(
        "{matches} live matches of the five games, {clicks} clicks, think time {THINK_MS} ms on \
         average; latency of a click on the bot's side"
    );
    for durability in [Durability::Full, Durability::Normal] {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!(
            "sqlite://{}?mode=rwc",
            dir.path().join("bench.db").display()
        );
        let store = rt
            .block_on(Store::connect_with(&url, durability))
            .expect("file store");
        let table = Table::with_limits(store.clone(), Limits::default());
        let (latencies, elapsed) = rt.block_on(async {
            let mut matches = Vec::new();
            for (i, s) in scripts.iter().enumerate() {
                let users: Vec<u64> = (0..s.seats as u64)
                    .map(|k| (i as u64) * 10 + k + 1)
                    .collect();
                let m = table
                    .create(&MatchRequest {
                        game: s.game,
                        guild_id: 1,
                        channel_id: 2,
                        users: &users,
                        bots: &[],
                        options: &Value::Null,
                        seed: s.seed,
                        lang: Lang::En,
                        board_message_id: None,
                    })
                    .await
                    .expect("created");
                matches.push((m.id, users));
            }
            let start = Instant::now();
            let players = matches.into_iter().zip(&scripts).map(|((id, users), s)| {
                tokio::spawn(player(table.clone(), id, users, Arc::clone(s)))
            });
            let mut all = Vec::with_capacity(clicks);
            for p in futures_util::future::join_all(players).await {
                all.extend(p.expect("a player"));
            }
            (all, start.elapsed())
        });
        let (commits, moves) = store.commit_counts();
        println!("synchronous={durability:?}");
        println!(
            "  {} clicks in {:.1} s ({:.0}/s), {:.1} moves per commit",
            latencies.len(),
            elapsed.as_secs_f64(),
            latencies.len() as f64 / elapsed.as_secs_f64(),
            moves as f64 / commits.max(1) as f64
        );
        println!(
            "{}",
            distribution("click", latencies.iter().map(|c| c.total).collect())
        );
        println!(
            "{}",
            distribution(
                "of which Table::play",
                latencies.iter().map(|c| c.play).collect()
            )
        );
        for entry in REGISTRY {
            let game = entry.info.id;
            let of_game = latencies.iter().filter(|c| c.game == game);
            println!(
                "{}",
                distribution(
                    &format!("click, {game}"),
                    of_game.map(|c| c.total).collect()
                )
            );
        }
    }
}
