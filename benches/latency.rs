//! Server-side click latency under load: `MATCHES` live matches of all five games (2 to 5
//! seats) on a database file, each played by a simulated player (a Tokio task) that thinks for a
//! random while (exponential, mean `THINK_MS`) and clicks. A click's latency is what the bot does
//! between receiving it and having its answers: the match's lock, load, checks, apply, commit
//! (shared with other matches' moves), the mover's hand and the refreshed public board rendered
//! as the Discord layer renders them. Discord's own round trips are not the bot's and not counted.
//!
//! Prints p50 / p90 / p99 / p99.9 / max for `synchronous=FULL` and `NORMAL`, a click's parts
//! (up to its move's joining the commit queue, waiting there, the commit, the way back, the
//! answer), and after the run SQLite's own commit of a move on the same file for comparison.
//! `cargo bench --bench latency`; `TABERNA_BENCH_DURABILITY=normal` (or `full`) runs one; with
//! `TABERNA_BENCH_PICTURES=1` the hand and the board are drawn as pictures too (where the
//! click is answered, as the bot draws them), as a server with pictures on does.

use std::sync::Arc;
use std::time::{Duration, Instant};

mod support;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tokio::runtime::Runtime;

use taberna::discord::board;
use taberna::engine::{Lang, Seat};
use taberna::games::REGISTRY;
use taberna::store::{Durability, Store};
use taberna::table::{Limits, Table};

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

use support::Script;

fn script(i: usize) -> Script {
    support::script(i, MOVES)
}

/// One click: its game, its whole latency and its parts: up to its move's joining the
/// commit queue, waiting there, the commit, the committed move's way back to the click, and
/// the answer (the mover's hand and the board rendered).
struct Click {
    game: &'static str,
    total: Duration,
    play: Duration,
    before: Duration,
    queued: Duration,
    commit: Duration,
    back: Duration,
    answer: Duration,
}

/// One part of a click's latency.
type Part = fn(&Click) -> Duration;

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
        let played = Instant::now();
        let play = played - clicked;
        let times = moved.commit;
        let hand = board::hand(&moved.after, moved.seat, Lang::Es, None, pictures()).drawn();
        let shown = table.get(id).await.expect("the match");
        let public = board::board(&shown, &board::Look::new(pictures())).drawn();
        let answered = Instant::now();
        clicks.push(Click {
            game: s.game,
            total: answered - clicked,
            play,
            before: times.queued - clicked,
            queued: times.started - times.queued,
            commit: times.committed - times.started,
            back: played - times.committed,
            answer: answered - played,
        });
        std::hint::black_box((hand, public));
    }
    clicks
}

/// `label  p50 … max` of `durations`.
fn distribution(label: &str, durations: Vec<Duration>) -> String {
    let durations = sorted(durations);
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    format!(
        "  {label:<24} p50 {:.3} ms  p90 {:.3} ms  p99 {:.3} ms  p99.9 {:.3} ms  max {:.3} ms",
        ms(percentile(&durations, 0.50)),
        ms(percentile(&durations, 0.90)),
        ms(percentile(&durations, 0.99)),
        ms(percentile(&durations, 0.999)),
        ms(*durations.last().expect("clicks")),
    )
}

fn sorted(mut durations: Vec<Duration>) -> Vec<Duration> {
    durations.sort_unstable();
    durations
}

/// The durabilities to measure: both, or the one `TABERNA_BENCH_DURABILITY` names.
fn durabilities() -> Vec<Durability> {
    match std::env::var("TABERNA_BENCH_DURABILITY") {
        Ok(one) => vec![one.parse().expect("full or normal")],
        Err(_) => vec![Durability::Full, Durability::Normal],
    }
}

/// Commits SQLite makes alone, each timed: moves appended one after another to matches still
/// in play after the run, on the bench's file, with each match's own snapshot.
async fn raw_commits(
    table: &Table,
    path: &std::path::Path,
    durability: Durability,
    ids: &[i64],
) -> Vec<Duration> {
    const EACH: i64 = 20;
    let conn = support::raw_connection(path, durability);
    let mut times = Vec::new();
    for &id in ids.iter().take(200) {
        let m = table.get(id).await.expect("the match");
        if m.is_over() {
            continue;
        }
        let snapshot = m.game.snapshot().to_string();
        for version in m.version..m.version + EACH {
            let start = Instant::now();
            support::raw_commit(&conn, id, version, (Seat(0), "raw"), &snapshot, "[]");
            times.push(start.elapsed());
        }
    }
    times
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
    for durability in durabilities() {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!(
            "sqlite://{}?mode=rwc",
            dir.path().join("bench.db").display()
        );
        let store = rt
            .block_on(Store::connect_with(&url, durability))
            .expect("file store");
        let table = Table::with_limits(store.clone(), Limits::default());
        let (latencies, elapsed, cpu, ids) = rt.block_on(async {
            let mut matches = Vec::new();
            for (i, s) in scripts.iter().enumerate() {
                let m = support::create(&table, s, i).await;
                matches.push((m.id, m.users));
            }
            let ids: Vec<i64> = matches.iter().map(|(id, _)| *id).collect();
            let start = Instant::now();
            let cpu_before = support::cpu_time();
            let players = matches.into_iter().zip(&scripts).map(|((id, users), s)| {
                tokio::spawn(player(table.clone(), id, users, Arc::clone(s)))
            });
            let mut all = Vec::with_capacity(clicks);
            for p in futures_util::future::join_all(players).await {
                all.extend(p.expect("a player"));
            }
            (all, start.elapsed(), support::cpu_time() - cpu_before, ids)
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
            "  CPU per click {:.3} ms (the whole process's, while the clicks ran)",
            cpu.as_secs_f64() * 1000.0 / latencies.len() as f64
        );
        println!(
            "{}",
            distribution("click", latencies.iter().map(|c| c.total).collect())
        );
        let parts: [(&str, Part); 6] = [
            ("of which Table::play", |c| c.play),
            ("  to the commit queue", |c| c.before),
            ("  in the queue", |c| c.queued),
            ("  the commit", |c| c.commit),
            ("  back to the click", |c| c.back),
            ("answer rendered", |c| c.answer),
        ];
        for (label, part) in parts {
            println!(
                "{}",
                distribution(label, latencies.iter().map(part).collect())
            );
        }
        let raw = rt.block_on(raw_commits(
            &table,
            &dir.path().join("bench.db"),
            durability,
            &ids,
        ));
        println!("{}", distribution("SQLite alone, a commit", raw.clone()));
        let click_p99 = percentile(&sorted(latencies.iter().map(|c| c.total).collect()), 0.99);
        println!(
            "  click p99 = {:.1} × the p50 of SQLite's own commit",
            click_p99.as_secs_f64() / percentile(&sorted(raw), 0.5).as_secs_f64()
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
