//! The web site beside the clicks, in one process and one run: `LIVE` live matches of the five
//! games played by simulated players (as `benches/latency.rs` plays them: think, click, the
//! mover's hand and the board rendered), measured three times on fresh matches:
//!
//! 1. the clicks alone;
//! 2. the clicks while two readers ask, one after another, for match pages of the live matches
//!    and for replay steps of finished ones (over HTTP, each answer read whole): the page and
//!    the step are timed against the click of the same run;
//! 3. the clicks while `WATCHERS` live streams follow `WATCHED` of the matches, every event
//!    read, in turn with the clicks alone again, three times each: the median click p99 with
//!    watchers against the one without, and how many boards were rendered for them.
//!
//! `cargo bench --bench site`; with `TABERNA_BENCH_PICTURES=1` every click draws the board's
//! picture (as a server with pictures on does) and every watcher fetches the picture of each
//! board it hears, as a browser does.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

mod support;

use futures_util::StreamExt as _;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use taberna::store::{Durability, Store};
use taberna::table::{Limits, Match, Table};

/// Live matches in each run.
const LIVE: usize = 1000;
/// Moves each live match plays.
const MOVES: usize = 20;
/// A player's mean think time (about 2,000 clicks a second over 1,000 matches).
const THINK_MS: f64 = 500.0;
/// Finished matches whose replays are stepped through.
const FINISHED: usize = 100;
/// Live streams in run 3, and the matches they follow.
const WATCHERS: usize = 1000;
const WATCHED: usize = 100;

use support::{line, p, Script};

/// Whether boards are drawn, and their pictures fetched by watchers.
fn pictures() -> bool {
    std::env::var("TABERNA_BENCH_PICTURES").is_ok_and(|v| v == "1")
}

/// One run of the clicks on fresh live matches; `during` runs beside them until they end.
async fn run(
    table: &Table,
    scripts: &[Arc<Script>],
    first: usize,
    during: impl FnOnce(Vec<Match>, Arc<AtomicBool>) -> tokio::task::JoinHandle<()>,
) -> Vec<Duration> {
    let mut live = Vec::new();
    for (i, s) in scripts.iter().enumerate() {
        live.push(support::create(table, s, first + i).await);
    }
    let done = Arc::new(AtomicBool::new(false));
    let beside = during(live.clone(), Arc::clone(&done));
    let players = live.into_iter().zip(scripts).map(|(m, s)| {
        tokio::spawn(support::player(
            table.clone(),
            m,
            Arc::clone(s),
            THINK_MS,
            pictures(),
        ))
    });
    let mut all = Vec::new();
    for p in futures_util::future::join_all(players).await {
        all.extend(p.expect("a player"));
    }
    done.store(true, Ordering::SeqCst);
    beside.await.expect("beside the clicks");
    all
}

/// Asks for `urls` in turn (as one reader does) until `done`: each answer's time.
async fn reader(urls: Vec<String>, done: Arc<AtomicBool>, seed: u64) -> Vec<Duration> {
    let client = reqwest::Client::new();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut times = Vec::new();
    while !done.load(Ordering::SeqCst) {
        let url = &urls[rng.gen_range(0..urls.len())];
        let start = Instant::now();
        let r = client.get(url).send().await.expect("an answer");
        assert!(r.status().is_success(), "{url}: {}", r.status());
        let body = r.bytes().await.expect("a body");
        times.push(start.elapsed());
        std::hint::black_box(body);
    }
    times
}

/// Fetches the picture of the board an event carries, as the page's `<img>` does.
async fn fetch_picture(client: &reqwest::Client, page: &str, event: &[u8]) {
    let text = String::from_utf8_lossy(event);
    let Some(version) = text
        .split("\"version\":")
        .nth(1)
        .and_then(|rest| rest.split([',', '}']).next())
    else {
        return;
    };
    let r = client
        .get(format!("{page}/board/{version}.png"))
        .send()
        .await
        .expect("a picture");
    std::hint::black_box(r.bytes().await.ok());
}

fn main() {
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let rt = tokio::runtime::Runtime::new().expect("tokio runtime");
    rt.block_on(measure());
}

async fn measure() {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("bench.db").display()
    );
    let store = Store::connect_with(&url, Durability::Full)
        .await
        .expect("file store");
    let table = Table::with_limits(store, Limits::default());
    // Every follower holds a connection, and the readers theirs.
    let (base, site) = support::serve_site(&table, WATCHERS + 16, WATCHERS + 64).await;
    let scripts: Vec<Arc<Script>> = (0..LIVE)
        .map(|i| Arc::new(support::script(i, MOVES)))
        .collect();

    // Finished matches, their replays built once (a viewer steps through a replay it opened).
    let mut steps = Vec::new();
    for (i, s) in scripts.iter().take(FINISHED).enumerate() {
        let mut m = support::create(&table, s, 100_000 + i).await;
        for (seat, mv) in &s.moves {
            m = table
                .play(m.id, m.user_at(*seat), m.version, mv)
                .await
                .expect("legal")
                .after;
        }
        if !m.is_over() {
            m = table.resign(m.id, m.users[0]).await.expect("resigned");
        }
        let page = format!("{base}/m/{}", m.web_token);
        reqwest::get(&page)
            .await
            .expect("the replay")
            .bytes()
            .await
            .ok();
        for k in 0..=m.version.min(s.moves.len() as i64) {
            // As the viewer asks: in the page's language, at the version it shows.
            steps.push(format!("{page}/step/{k}?lang=en&v={}", m.version));
        }
    }

    println!(
        "{LIVE} live matches of the five games, {MOVES} moves each, think time {THINK_MS} ms on average"
    );
    let alone = run(&table, &scripts, 0, |_, _| tokio::spawn(async {})).await;
    println!("run 1, the clicks alone");
    println!("{}", line("click", &alone));

    let pages = Arc::new(std::sync::Mutex::new((Vec::new(), Vec::new())));
    let kept = Arc::clone(&pages);
    let base2 = base.clone();
    let read = run(&table, &scripts, LIVE, move |live, done| {
        let urls: Vec<String> = live
            .iter()
            .map(|m| format!("{base2}/m/{}", m.web_token))
            .collect();
        tokio::spawn(async move {
            let (a, b) = tokio::join!(
                reader(urls, Arc::clone(&done), 1),
                reader(steps, Arc::clone(&done), 2)
            );
            *kept.lock().expect("kept") = (a, b);
        })
    })
    .await;
    let (page_times, step_times) = std::mem::take(&mut *pages.lock().expect("kept"));
    println!("run 2, the clicks while pages and replay steps are read");
    println!("{}", line("click", &read));
    println!("{}", line("a match page in play", &page_times));
    println!("{}", line("a replay step (its board)", &step_times));
    println!(
        "  page p50 / click p50 = {:.2}, page p99 / click p99 = {:.2}; step {:.2} and {:.2}",
        p(&page_times, 0.5).as_secs_f64() / p(&read, 0.5).as_secs_f64(),
        p(&page_times, 0.99).as_secs_f64() / p(&read, 0.99).as_secs_f64(),
        p(&step_times, 0.5).as_secs_f64() / p(&read, 0.5).as_secs_f64(),
        p(&step_times, 0.99).as_secs_f64() / p(&read, 0.99).as_secs_f64(),
    );

    // Watchers or not, in turn, three times each: p99s move by a third from run to run here.
    let events = Arc::new(AtomicU64::new(0));
    let renders_before = site.pages.live.renders();
    let (mut alone_p99, mut watched_p99) = (vec![p(&alone, 0.99)], Vec::new());
    for round in 0..3 {
        let first = (2 + 2 * round) * LIVE;
        let watched = run(&table, &scripts, first, |live, done| {
            tokio::spawn(watch(base.clone(), live, done, Arc::clone(&events)))
        })
        .await;
        println!(
            "run {}, the clicks while {WATCHERS} live streams follow {WATCHED} of the matches",
            3 + 2 * round
        );
        println!("{}", line("click", &watched));
        watched_p99.push(p(&watched, 0.99));
        if round < 2 {
            let again = run(
                &table,
                &scripts,
                first + LIVE,
                |_, _| tokio::spawn(async {}),
            )
            .await;
            println!("run {}, the clicks alone", 4 + 2 * round);
            println!("{}", line("click", &again));
            alone_p99.push(p(&again, 0.99));
        }
    }
    let renders = site.pages.live.renders() - renders_before;
    let moves_watched: usize = scripts.iter().take(WATCHED).map(|s| s.moves.len()).sum();
    let median = |mut v: Vec<Duration>| {
        v.sort_unstable();
        v[v.len() / 2]
    };
    println!(
        "  median click p99 with watchers / alone = {:.3}; {} events heard, {renders} boards \
         rendered for 3 × {moves_watched} moves of the watched matches (at most one a move and one \
         at the first watch)",
        median(watched_p99).as_secs_f64() / median(alone_p99).as_secs_f64(),
        events.load(Ordering::Relaxed),
    );
}

/// `WATCHERS` live streams over the first `WATCHED` of `live`, each event read (and, with
/// pictures, the board's picture fetched) until `done`.
async fn watch(base: String, live: Vec<Match>, done: Arc<AtomicBool>, heard: Arc<AtomicU64>) {
    let followed: Vec<String> = live
        .iter()
        .take(WATCHED)
        .map(|m| format!("{base}/m/{}", m.web_token))
        .collect();
    let client = reqwest::Client::new();
    let mut watchers = Vec::new();
    for i in 0..WATCHERS {
        let page = followed[i % followed.len()].clone();
        let r = client
            .get(format!("{page}/live"))
            .send()
            .await
            .expect("a stream");
        assert!(r.status().is_success());
        let heard = Arc::clone(&heard);
        let done = Arc::clone(&done);
        let client = client.clone();
        watchers.push(tokio::spawn(async move {
            let mut s = r.bytes_stream();
            while !done.load(Ordering::SeqCst) {
                match tokio::time::timeout(Duration::from_millis(200), s.next()).await {
                    Ok(Some(Ok(chunk))) => {
                        let n = chunk.windows(12).filter(|w| w == b"event: board").count();
                        heard.fetch_add(n as u64, Ordering::Relaxed);
                        if pictures() && n > 0 {
                            fetch_picture(&client, &page, &chunk).await;
                        }
                    }
                    Ok(_) => break,
                    Err(_) => {}
                }
            }
        }));
    }
    for w in watchers {
        w.await.ok();
    }
}
