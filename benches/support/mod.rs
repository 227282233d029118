//! What the table, latency and memory benches share: random matches found with the engine alone,
//! SQLite's own commit of a move, the floor the table's commits are measured against, and the
//! process's CPU time.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use taberna::engine::{DynMatch, Played, Seat};
use taberna::games;
use taberna::store::Durability;

/// The moves of a random match of `game` with `seats` from `seed`: the first seat to act plays
/// a random legal move, up to `max` moves or the end. `each` sees every move and the state
/// after it.
pub fn random_moves(
    game: &str,
    seats: usize,
    seed: u64,
    max: usize,
    mut each: impl FnMut(&Played, &dyn DynMatch),
) -> Vec<(Seat, String)> {
    let entry = games::by_id(game).expect("a registered game");
    let mut state = (entry.create)(seats, &Value::Null, &Value::Null, seed).expect("setup");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut moves = Vec::new();
    while state.outcome().is_none() && moves.len() < max {
        let seat = state.to_act()[0];
        let mv = state
            .legal_notations(seat)
            .choose(&mut rng)
            .expect("a seat to act has a legal move")
            .clone();
        let played = state.play(seat, &mv).expect("legal");
        each(&played, &*state);
        moves.push((seat, mv));
    }
    moves
}

/// A live match of a load: a game, its seats, seed and the moves of a random match from that
/// seed.
#[allow(dead_code, reason = "not every bench plays a load")]
pub struct Script {
    pub game: &'static str,
    pub seats: usize,
    pub seed: u64,
    pub moves: Vec<(Seat, String)>,
}

/// The `i`-th match of a load of the five games: each game in turn, every seat count it allows
/// up to five in turn, `moves` random moves from seed `i`.
#[allow(dead_code, reason = "not every bench plays a load")]
pub fn script(i: usize, moves: usize) -> Script {
    let registry = games::REGISTRY;
    let entry = &registry[i % registry.len()];
    let (fewest, most) = (entry.info.min_seats, entry.info.max_seats.min(5));
    let seats = fewest + (i / registry.len()) % (most - fewest + 1);
    let seed = i as u64;
    Script {
        game: entry.info.id,
        seats,
        seed,
        moves: random_moves(entry.info.id, seats, seed, moves, |_, _| {}),
    }
}

/// Match `n` of a load, stored and in play: `s`'s game and seed, seated by members of its
/// own (`n * 10 + 1`…).
#[allow(dead_code, reason = "not every bench plays a load")]
pub async fn create(table: &taberna::table::Table, s: &Script, n: usize) -> taberna::table::Match {
    let users: Vec<u64> = (0..s.seats as u64)
        .map(|k| (n as u64) * 10 + k + 1)
        .collect();
    table
        .create(&taberna::table::MatchRequest {
            game: s.game,
            guild_id: 1,
            channel_id: 2,
            users: &users,
            bots: &[],
            options: &Value::Null,
            seed: s.seed,
            lang: taberna::engine::Lang::En,
            board_message_id: None,
        })
        .await
        .expect("created")
}

/// A connection of SQLite alone to the store's file at `path`, with the store's pragmas.
#[allow(dead_code, reason = "not every bench measures SQLite alone")]
pub fn raw_connection(path: &std::path::Path, durability: Durability) -> rusqlite::Connection {
    let conn = rusqlite::Connection::open(path).expect("open");
    let synchronous = match durability {
        Durability::Full => "FULL",
        Durability::Normal => "NORMAL",
    };
    conn.execute_batch(&format!(
        "PRAGMA journal_mode = WAL; PRAGMA synchronous = {synchronous}; PRAGMA foreign_keys = ON;"
    ))
    .expect("pragmas");
    conn
}

/// One move as SQLite alone commits it: one transaction appending the move to the log and
/// updating the match's snapshot (the statements the table's commit starts with), prepared.
#[allow(dead_code, reason = "not every bench measures SQLite alone")]
pub fn raw_commit(
    conn: &rusqlite::Connection,
    id: i64,
    version: i64,
    (seat, notation): (Seat, &str),
    snapshot: &str,
    events: &str,
) {
    let tx = conn.unchecked_transaction().expect("begin");
    let updated = tx
        .prepare_cached(
            "UPDATE matches SET snapshot = ?, version = version + 1, status = ?,
                    result = ?, seat_versions = ?, updated_at = ?
             WHERE id = ? AND version = ? AND status = 'playing'",
        )
        .expect("prepare")
        .execute(rusqlite::params![
            snapshot,
            "playing",
            None::<String>,
            format!("[{},{}]", version + 1, version + 1),
            0,
            id,
            version
        ])
        .expect("update");
    assert_eq!(updated, 1);
    tx.prepare_cached(
        "INSERT INTO moves (match_id, idx, seat, notation, events, created_at)
         VALUES (?, ?, ?, ?, ?, ?)",
    )
    .expect("prepare")
    .execute(rusqlite::params![id, version, seat.0, notation, events, 0])
    .expect("insert");
    tx.commit().expect("commit");
}

/// The CPU time this process has used (user and system, all threads), from
/// `/proc/self/stat` in clock ticks of 10 ms: for benches that run for seconds.
#[allow(dead_code, reason = "only the latency bench measures its CPU")]
pub fn cpu_time() -> std::time::Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").expect("Linux's /proc");
    // The fields after the command's name (in parentheses, which may hold spaces).
    let rest = &stat[stat.rfind(')').expect("a command name") + 2..];
    let fields: Vec<&str> = rest.split(' ').collect();
    // utime and stime: fields 14 and 15 of the whole line, 12 and 13 after the name.
    let ticks: u64 =
        fields[11].parse::<u64>().expect("utime") + fields[12].parse::<u64>().expect("stime");
    std::time::Duration::from_millis(ticks * 10)
}

/// Plays `s` on match `m` as its players would, each after a think of `think_ms` on average
/// (exponential): each click's latency, from the click to the mover's hand and the board drawn
/// (with their pictures when `pictures`), as the Discord layer answers it.
#[allow(dead_code, reason = "not every bench clicks")]
pub async fn player(
    table: taberna::table::Table,
    m: taberna::table::Match,
    s: std::sync::Arc<Script>,
    think_ms: f64,
    pictures: bool,
) -> Vec<std::time::Duration> {
    use rand::Rng as _;
    use taberna::discord::board;
    let mut rng = ChaCha8Rng::seed_from_u64(s.seed ^ 0x5eed);
    let mut clicks = Vec::with_capacity(s.moves.len());
    for (version, (seat, mv)) in s.moves.iter().enumerate() {
        let think = -think_ms * (1.0 - rng.gen::<f64>()).ln();
        tokio::time::sleep(std::time::Duration::from_secs_f64(think / 1000.0)).await;
        let clicked = std::time::Instant::now();
        let moved = table
            .play(m.id, m.user_at(*seat), version as i64, mv)
            .await
            .expect("a recorded legal move");
        let lang = taberna::engine::Lang::Es;
        let hand = board::hand(&moved.after, moved.seat, lang, None, pictures).drawn();
        let shown = table.get(m.id).await.expect("the match");
        let public = board::board(&shown, &board::Look::new(pictures)).drawn();
        clicks.push(clicked.elapsed());
        std::hint::black_box((hand, public));
    }
    clicks
}

/// A line of a report: how many, the median, the 99th percentile and the longest.
#[allow(dead_code, reason = "not every bench reports latencies")]
pub fn line(label: &str, durations: &[std::time::Duration]) -> String {
    let mut d = durations.to_vec();
    d.sort_unstable();
    let ms = |p: f64| {
        let i = ((d.len() as f64 * p).ceil() as usize).clamp(1, d.len()) - 1;
        d[i].as_secs_f64() * 1000.0
    };
    format!(
        "  {label:<34} n {:>6}  p50 {:.3} ms  p99 {:.3} ms  max {:.3} ms",
        d.len(),
        ms(0.5),
        ms(0.99),
        ms(1.0)
    )
}

/// The `q` quantile of `durations`.
#[allow(dead_code, reason = "not every bench reports latencies")]
pub fn p(durations: &[std::time::Duration], q: f64) -> std::time::Duration {
    let mut d = durations.to_vec();
    d.sort_unstable();
    d[((d.len() as f64 * q).ceil() as usize).clamp(1, d.len()) - 1]
}

/// The site of `table`, served on a port of its own with `streams` live streams and
/// `connections` connections at most: its address and its state.
#[allow(dead_code, reason = "not every bench serves the site")]
pub async fn serve_site(
    table: &taberna::table::Table,
    streams: usize,
    connections: usize,
) -> (String, taberna::web::Site) {
    use std::sync::Arc;
    use taberna::web;
    let site = web::Site {
        table: table.clone(),
        shards: Arc::new(|| Box::pin(async { Vec::new() })),
        metrics: taberna::metrics::install(),
        stopping: Arc::new(taberna::stopping::Stopping::default()),
        pages: web::Pages::start(table, streams),
        play: web::seats::Play::default(),
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a port");
    let base = format!("http://{}", listener.local_addr().expect("an address"));
    let limits = web::connections::ServerLimits::new(connections);
    tokio::spawn(web::serve(listener, site.clone(), limits));
    (base, site)
}
