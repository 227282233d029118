//! Seats played on the web against the clicks, in one process and one run:
//!
//! 1. **A move from a page against a click.** `SEQUENTIAL` matches of the five games played
//!    move after move, in turn by clicks (the table's move, the mover's hand and the board drawn,
//!    as the Discord layer answers) and by seat pages (the move posted over HTTP with its
//!    session and request token, answered with the seat's frame: board and hand, their pictures
//!    as SVG): each path's latency and its CPU per move.
//! 2. **The hand as SVG against the hand as PNG**, over the positions of those matches: the
//!    seat's scene drawn by each renderer (the PNG uncached).
//! 3. **Open seat pages beside the clicks.** `LIVE` matches played by simulated players (think,
//!    click) alone, then while `PAGES` seat pages follow their seats (every event read), in turn
//!    three times each: the median click p99 with pages against the one without.
//!
//! `cargo bench --bench seats`.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

mod support;

use futures_util::StreamExt as _;

use taberna::discord::board;
use taberna::engine::{Lang, Seat};
use taberna::store::{Durability, Store};
use taberna::table::{Limits, Match, Table};
use taberna::web;

use support::{line, p, Script};

/// Matches played move after move by each path, per round; three rounds.
const SEQUENTIAL: usize = 60;
/// Moves of each match.
const MOVES: usize = 20;
/// Live matches beside the pages, and the pages that follow their seats.
const LIVE: usize = 1000;
const PAGES: usize = 1000;
/// A player's mean think time.
const THINK_MS: f64 = 500.0;

fn main() {
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let rt = tokio::runtime::Runtime::new().expect("tokio runtime");
    rt.block_on(measure());
}

/// A seat's session on the site: its cookie and request token.
struct Session {
    page: String,
    cookie: String,
    request: String,
}

/// Opens `seat` of `m` as a member does: the pass of its hand message, then the seat's page.
async fn sit(
    client: &reqwest::Client,
    base: &str,
    table: &Table,
    m: &Match,
    seat: Seat,
) -> Session {
    let now = taberna::store::now();
    let pass = table
        .seat_pass(m, seat, Lang::Es, now)
        .await
        .expect("the secret")
        .expect("a member's seat");
    let r = client
        .get(format!("{base}/play/{pass}"))
        .send()
        .await
        .expect("the pass");
    let cookie = r.headers()["set-cookie"]
        .to_str()
        .expect("a cookie")
        .split(';')
        .next()
        .expect("its value")
        .to_owned();
    let page = format!("{base}/m/{}/play", m.web_token);
    let html = client
        .get(&page)
        .header("cookie", &cookie)
        .send()
        .await
        .expect("the page")
        .text()
        .await
        .expect("its words");
    let at = html.find("data-request=\"").expect("the request token") + 14;
    let request = html[at..].split('"').next().expect("its end").to_owned();
    Session {
        page,
        cookie,
        request,
    }
}

/// Plays `s` on `m` through seat pages, move after move: each move's latency.
async fn by_pages(
    client: &reqwest::Client,
    base: &str,
    table: &Table,
    m: &Match,
    s: &Script,
) -> Vec<Duration> {
    let mut sessions = Vec::new();
    for seat in Seat::all(s.seats) {
        sessions.push(sit(client, base, table, m, seat).await);
    }
    let mut moves = Vec::with_capacity(s.moves.len());
    for (version, (seat, mv)) in s.moves.iter().enumerate() {
        let session = &sessions[seat.index()];
        let start = Instant::now();
        let r = client
            .post(&session.page)
            .header("cookie", &session.cookie)
            .header("x-taberna-request", &session.request)
            .header("content-type", "application/json")
            .body(serde_json::json!({ "version": version, "notation": mv }).to_string())
            .send()
            .await
            .expect("an answer");
        assert!(r.status().is_success(), "{}", r.status());
        std::hint::black_box(r.bytes().await.expect("the frame"));
        moves.push(start.elapsed());
    }
    moves
}

/// Plays `s` on `m` by clicks, move after move: each click's latency.
async fn by_clicks(table: &Table, m: &Match, s: &Script) -> Vec<Duration> {
    let mut clicks = Vec::with_capacity(s.moves.len());
    for (version, (seat, mv)) in s.moves.iter().enumerate() {
        let start = Instant::now();
        let moved = table
            .play(m.id, m.user_at(*seat), version as i64, mv)
            .await
            .expect("a recorded legal move");
        let hand = board::hand(&moved.after, moved.seat, Lang::Es, None, true).drawn();
        let shown = table.get(m.id).await.expect("the match");
        let public = board::board(&shown, &board::Look::new(true)).drawn();
        clicks.push(start.elapsed());
        std::hint::black_box((hand, public));
    }
    clicks
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
    // Every seat page holds a connection.
    let (base, _site) = support::serve_site(&table, PAGES + 16, PAGES + 64).await;
    let client = reqwest::Client::new();

    // 1. The same matches' moves, by each path in turn.
    let scripts: Vec<Arc<Script>> = (0..SEQUENTIAL)
        .map(|i| Arc::new(support::script(i, MOVES)))
        .collect();
    let (mut clicks, mut posts) = (Vec::new(), Vec::new());
    let (mut click_cpu, mut post_cpu) = (Duration::ZERO, Duration::ZERO);
    let mut n = 0;
    for _round in 0..3 {
        let cpu = support::cpu_time();
        for s in &scripts {
            let m = support::create(&table, s, n).await;
            n += 1;
            clicks.extend(by_clicks(&table, &m, s).await);
        }
        click_cpu += support::cpu_time() - cpu;
        // The sessions are opened before the moves are timed: once per seat, not per move.
        let mut seated = Vec::new();
        for s in &scripts {
            seated.push(support::create(&table, s, n).await);
            n += 1;
        }
        let cpu = support::cpu_time();
        for (s, m) in scripts.iter().zip(&seated) {
            posts.extend(by_pages(&client, &base, &table, m, s).await);
        }
        post_cpu += support::cpu_time() - cpu;
    }
    println!(
        "{SEQUENTIAL} matches of the five games × 3 rounds, {MOVES} moves each, move after move"
    );
    println!("{}", line("a click (hand and board drawn)", &clicks));
    println!("{}", line("a move from a seat page (HTTP)", &posts));
    let per = |cpu: Duration, moves: usize| cpu.as_secs_f64() * 1e6 / moves as f64;
    println!(
        "  CPU per move: click {:.0} µs, page {:.0} µs (the page's includes opening its seats); \
         page/click p50 {:.2}, p99 {:.2}",
        per(click_cpu, clicks.len()),
        per(post_cpu, posts.len()),
        p(&posts, 0.5).as_secs_f64() / p(&clicks, 0.5).as_secs_f64(),
        p(&posts, 0.99).as_secs_f64() / p(&clicks, 0.99).as_secs_f64(),
    );

    // 2. A seat's hand by each renderer, over the positions those matches reached.
    let (mut svgs, mut pngs) = (Vec::new(), Vec::new());
    let (mut frames, mut answers) = (Vec::new(), Vec::new());
    for s in &scripts {
        let mut m = support::create(&table, s, n).await;
        n += 1;
        for (seat, mv) in &s.moves {
            m = table
                .play(m.id, m.user_at(*seat), m.version, mv)
                .await
                .expect("legal")
                .after;
            let ctx = web::board::ctx(&m, Lang::Es);
            let Some(scene) = m.game.scene_seat(*seat, &ctx) else {
                continue;
            };
            let start = Instant::now();
            std::hint::black_box(taberna::picture::svg::svg(&scene, Lang::Es, 1.5));
            svgs.push(start.elapsed());
            let start = Instant::now();
            std::hint::black_box(taberna::picture::draw(&scene));
            pngs.push(start.elapsed());
            // What a seat's page gets after a change, against what a click's answer draws.
            let start = Instant::now();
            std::hint::black_box(web::seats::seat_frame(&m, *seat, Lang::Es, None));
            frames.push(start.elapsed());
            let start = Instant::now();
            let hand = board::hand(&m, *seat, Lang::Es, None, true).drawn();
            let public = board::board(&m, &board::Look::new(true)).drawn();
            std::hint::black_box((hand, public));
            answers.push(start.elapsed());
        }
    }
    println!("the seat's hand drawn, over the same positions");
    println!("{}", line("as SVG", &svgs));
    println!("{}", line("as PNG (not cached)", &pngs));
    println!("{}", line("a seat page's frame (board, hand)", &frames));
    println!("{}", line("a click's hand and board drawn", &answers));

    // 3. Clicks alone, and beside open seat pages, in turn.
    let live: Vec<Arc<Script>> = (0..LIVE)
        .map(|i| Arc::new(support::script(1000 + i, MOVES)))
        .collect();
    let (mut alone_p99, mut paged_p99) = (Vec::new(), Vec::new());
    let heard = Arc::new(AtomicU64::new(0));
    for round in 0..3 {
        let alone = clicks_beside(&table, &live, &mut n, None).await;
        println!("run {}, the clicks alone", 2 * round + 1);
        println!("{}", line("click", &alone));
        alone_p99.push(p(&alone, 0.99));
        let pages = Followers {
            client: &client,
            base: &base,
            heard: &heard,
        };
        let paged = clicks_beside(&table, &live, &mut n, Some(pages)).await;
        println!(
            "run {}, the clicks while {PAGES} seat pages follow their seats",
            2 * round + 2
        );
        println!("{}", line("click", &paged));
        paged_p99.push(p(&paged, 0.99));
    }
    let median = |mut v: Vec<Duration>| {
        v.sort_unstable();
        v[v.len() / 2]
    };
    println!(
        "  median click p99 with seat pages / alone = {:.3}; {} seat events heard",
        median(paged_p99).as_secs_f64() / median(alone_p99).as_secs_f64(),
        heard.load(Ordering::Relaxed),
    );
}

/// Where seat pages are opened, and what they heard.
struct Followers<'a> {
    client: &'a reqwest::Client,
    base: &'a str,
    heard: &'a Arc<AtomicU64>,
}

/// The clicks of fresh matches of `scripts`, with `pages` seat pages open beside them when
/// given (opened before the clicks start).
async fn clicks_beside(
    table: &Table,
    scripts: &[Arc<Script>],
    n: &mut usize,
    pages: Option<Followers<'_>>,
) -> Vec<Duration> {
    let mut live = Vec::new();
    for s in scripts {
        live.push(support::create(table, s, *n).await);
        *n += 1;
    }
    let done = Arc::new(AtomicBool::new(false));
    let mut followers = Vec::new();
    if let Some(pages) = &pages {
        for i in 0..PAGES {
            let m = &live[i % live.len()];
            let seat = Seat((i / live.len()) as u8 % m.users.len() as u8);
            let session = sit(pages.client, pages.base, table, m, seat).await;
            let r = pages
                .client
                .get(format!("{}/events", session.page))
                .header("cookie", &session.cookie)
                .send()
                .await
                .expect("a stream");
            assert!(r.status().is_success(), "{}", r.status());
            let heard = Arc::clone(pages.heard);
            let done = Arc::clone(&done);
            followers.push(tokio::spawn(async move {
                let mut events = r.bytes_stream();
                while !done.load(Ordering::SeqCst) {
                    match tokio::time::timeout(Duration::from_millis(200), events.next()).await {
                        Ok(Some(Ok(chunk))) => {
                            let n = chunk.windows(11).filter(|w| w == b"event: seat").count();
                            heard.fetch_add(n as u64, Ordering::Relaxed);
                        }
                        Ok(_) => break,
                        Err(_) => {}
                    }
                }
            }));
        }
    }
    let players = live.into_iter().zip(scripts).map(|(m, s)| {
        tokio::spawn(support::player(
            table.clone(),
            m,
            Arc::clone(s),
            THINK_MS,
            false,
        ))
    });
    let mut all = Vec::new();
    for p in futures_util::future::join_all(players).await {
        all.extend(p.expect("a player"));
    }
    done.store(true, Ordering::SeqCst);
    for f in followers {
        f.await.ok();
    }
    all
}
