//! Moves per second through the table layer with SQLite persistence: random complete Burgueses
//! matches (create + every move) played through `Table::play`, each move one committed
//! transaction, on a temporary database file in WAL mode as in production. The same on an
//! in-memory database, for comparison, shows what the file costs.

use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use tokio::runtime::Runtime;

use taberna::engine::{Lang, Seat};
use taberna::games;
use taberna::store::Store;
use taberna::table::{MatchRequest, Table};

const GAME: &str = "burgueses";
const USERS: [u64; 2] = [10, 20];
/// Matches played per benchmark iteration.
const MATCHES: u64 = 2;

/// A seed and the moves of a random complete match from it, found with the engine alone.
fn random_match(seed: u64) -> (u64, Vec<(Seat, String)>) {
    let entry = games::by_id(GAME).expect("registered");
    let mut game = (entry.create)(2, &Value::Null, &Value::Null, seed).expect("setup");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut moves = Vec::new();
    while game.outcome().is_none() {
        let seat = game.to_act()[0];
        let mv = game
            .legal_notations(seat)
            .choose(&mut rng)
            .expect("a seat to act has a legal move")
            .clone();
        game.play(seat, &mv).expect("legal");
        moves.push((seat, mv));
    }
    (seed, moves)
}

/// Creates each match and plays all its moves through the table.
async fn play_all(table: &Table, matches: &[(u64, Vec<(Seat, String)>)]) {
    for (seed, moves) in matches {
        let m = table
            .create(&MatchRequest {
                game: GAME,
                guild_id: 1,
                channel_id: 2,
                users: &USERS,
                bots: &[],
                options: &Value::Null,
                seed: *seed,
                lang: Lang::En,
                board_message_id: None,
            })
            .await
            .expect("created");
        for (version, (seat, mv)) in moves.iter().enumerate() {
            table
                .play(m.id, USERS[seat.index()], version as i64, mv)
                .await
                .expect("a recorded legal move");
        }
    }
}

fn bench_table(c: &mut Criterion) {
    let rt = Runtime::new().expect("tokio runtime");
    let matches: Vec<_> = (0..MATCHES).map(random_match).collect();
    let moves: usize = matches.iter().map(|(_, m)| m.len()).sum();

    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("bench.db").display()
    );
    let file = Table::new(rt.block_on(Store::connect(&url)).expect("file store"));
    let memory = Table::new(rt.block_on(Store::memory()).expect("memory store"));

    let mut group = c.benchmark_group("table");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5))
        .throughput(Throughput::Elements(moves as u64));
    group.bench_function("burgueses_matches_sqlite_wal_file", |b| {
        b.iter(|| rt.block_on(play_all(&file, &matches)));
    });
    group.bench_function("burgueses_matches_sqlite_memory", |b| {
        b.iter(|| rt.block_on(play_all(&memory, &matches)));
    });
    group.finish();
}

criterion_group!(benches, bench_table);
criterion_main!(benches);
