//! The leaderboard, stats and history queries of a big server: 10,000 players of Burgueses
//! with 5 rated matches each (25,000 matches, 50,000 results) on a database file, as
//! `/leaderboard game:Burgueses`, `/leaderboard`, `/stats` and `/history` ask for them, and the
//! whole boards (every line) for comparison.
//!
//! `cargo bench --bench records`

use criterion::{criterion_group, criterion_main, Criterion};
use tokio::runtime::Runtime;

use taberna::store::Store;

const GUILD: i64 = 1;
const PLAYERS: i64 = 10_000;
const MATCHES_EACH: i64 = 5;

/// Fills `url` with the players' matches, results and ratings, as the bot would have written
/// them (rows written directly: playing 25,000 matches through the table would take minutes).
async fn fill(url: &str) {
    let pool = sqlx::SqlitePool::connect(url).await.expect("database");
    let mut tx = pool.begin().await.expect("transaction");
    let matches = PLAYERS * MATCHES_EACH / 2;
    for id in 1..=matches {
        sqlx::query(
            "INSERT INTO matches (id, game, guild_id, channel_id, seed, options, snapshot, version,
                                  status, created_at, updated_at)
             VALUES (?, 'burgueses', ?, 2, ?, 'null', 'null', 50, 'finished', 0, ?)",
        )
        .bind(id)
        .bind(GUILD)
        .bind(id)
        .bind(id)
        .execute(&mut *tx)
        .await
        .expect("match");
        // Each match pairs two players, every player playing MATCHES_EACH.
        let a = (id * 2) % PLAYERS + 1;
        let b = (id * 7 + 3) % PLAYERS + 1;
        let b = if a == b { b % PLAYERS + 1 } else { b };
        for (seat, user, standing, place) in [(0, a, "win", 1), (1, b, "loss", 2)] {
            sqlx::query(
                "INSERT INTO results (match_id, seat, guild_id, game, user_id, standing, score,
                                      vs_bot, seq, place, rated, rating_before, rating_after,
                                      deviation_after, ended_at)
                 VALUES (?, ?, ?, 'burgueses', ?, ?, 0, 0, ?, ?, 1, 1500.0, 1510.0, 200.0, ?)",
            )
            .bind(id)
            .bind(seat)
            .bind(GUILD)
            .bind(user)
            .bind(standing)
            .bind(id)
            .bind(place)
            .bind(id)
            .execute(&mut *tx)
            .await
            .expect("result");
        }
    }
    // Each player's lines, as the bot keeps them beside the results.
    for game in ["burgueses", "*"] {
        sqlx::query(
            "INSERT INTO standings (guild_id, game, user_id, wins, draws, losses)
             SELECT guild_id, ?, user_id, SUM(standing = 'win'), SUM(standing = 'draw'),
                    SUM(standing = 'loss')
             FROM results GROUP BY guild_id, user_id",
        )
        .bind(game)
        .execute(&mut *tx)
        .await
        .expect("standings");
    }
    for user in 1..=PLAYERS {
        let deviation = if user % 4 == 0 { 150.0 } else { 80.0 };
        sqlx::query(
            "UPDATE standings SET rating = ?, deviation = ?, volatility = 0.06,
                    rated_matches = ?, tier = ?
             WHERE guild_id = ? AND game = 'burgueses' AND user_id = ?",
        )
        .bind(1200.0 + (user * 37 % 800) as f64)
        .bind(deviation)
        .bind(MATCHES_EACH)
        .bind(i64::from(deviation > 110.0))
        .bind(GUILD)
        .bind(user)
        .execute(&mut *tx)
        .await
        .expect("rating");
    }
    tx.commit().await.expect("commit");
    pool.close().await;
}

fn bench_records(c: &mut Criterion) {
    let rt = Runtime::new().expect("runtime");
    let dir = tempfile::tempdir().expect("temporary directory");
    let url = format!("sqlite://{}", dir.path().join("records.db").display());
    let store = rt.block_on(async {
        // Created (and migrated) by the store, then filled.
        drop(Store::connect(&url).await.expect("store"));
        fill(&url).await;
        Store::connect(&url).await.expect("store")
    });
    let lb = rt
        .block_on(store.leaderboard(GUILD as u64, Some("burgueses")))
        .expect("leaderboard");
    assert_eq!(lb.len(), PLAYERS as usize);
    let mut group = c.benchmark_group("records, 10,000 players");
    group.sample_size(20);
    // What the command reads: the first ten lines and the caller's own, far down.
    let caller = lb[PLAYERS as usize - 5].user_id;
    group.bench_function("/leaderboard game: top 10 + caller", |b| {
        b.iter(|| {
            rt.block_on(async {
                store
                    .leaderboard_top(GUILD as u64, Some("burgueses"), caller, 10)
                    .await
                    .expect("leaderboard")
            })
        });
    });
    group.bench_function("/leaderboard all games: top 10 + caller", |b| {
        b.iter(|| {
            rt.block_on(async {
                store
                    .leaderboard_top(GUILD as u64, None, caller, 10)
                    .await
                    .expect("leaderboard")
            })
        });
    });
    group.bench_function("whole board of a game (10,000 lines)", |b| {
        b.iter(|| {
            rt.block_on(async {
                store
                    .leaderboard(GUILD as u64, Some("burgueses"))
                    .await
                    .expect("leaderboard")
            })
        });
    });
    group.bench_function("whole board of all games (10,000 lines)", |b| {
        b.iter(|| {
            rt.block_on(async {
                store
                    .leaderboard(GUILD as u64, None)
                    .await
                    .expect("leaderboard")
            })
        });
    });
    group.bench_function("/stats", |b| {
        b.iter(|| {
            rt.block_on(async {
                store
                    .stats(GUILD as u64, 77, &["burgueses"])
                    .await
                    .expect("stats")
            })
        });
    });
    group.bench_function("/history page", |b| {
        b.iter(|| {
            rt.block_on(async {
                store
                    .history(GUILD as u64, 77, None, 0, 10)
                    .await
                    .expect("history")
            })
        });
    });
    group.finish();
}

criterion_group!(benches, bench_records);
criterion_main!(benches);
