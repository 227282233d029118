//! The engines alone, on one core, for what each game declares in its folder
//! (`games::workloads()`, see `taberna::engine::workloads`):
//! - random complete matches: a new match from a seed, played to its end by random legal moves
//!   through the checked `Game::play`; one iteration is one whole match, throughput is counted
//!   in matches;
//! - ISMCTS iterations (each a move of the searching seat on a determinized deal, shared by the
//!   moves of one round, and a playout of the whole match by the game's expert rules for every
//!   seat) from the first position of a match where the seat has a choice; throughput is
//!   counted in iterations.
//!
//! `cargo bench --bench engines` (add `-- --quick` for a rough figure).

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

use taberna::engine::workloads::Workload;
use taberna::games;

fn engine_matches(c: &mut Criterion) {
    for workload in games::workloads() {
        let Workload::Matches { name, play } = workload else {
            continue;
        };
        let mut group = c.benchmark_group(name);
        group
            .sample_size(20)
            .warm_up_time(Duration::from_secs(1))
            .measurement_time(Duration::from_secs(3))
            .throughput(Throughput::Elements(1));
        let mut seed = 0u64;
        group.bench_function("engine", |b| {
            b.iter(|| {
                seed = seed.wrapping_add(1);
                black_box(play(black_box(seed)))
            });
        });
        group.finish();
    }
}

fn ismcts_iterations(c: &mut Criterion) {
    const ITERATIONS: u32 = 200;
    for workload in games::workloads() {
        let Workload::Search { name, search } = workload else {
            continue;
        };
        let mut group = c.benchmark_group(name);
        group
            .sample_size(10)
            .warm_up_time(Duration::from_secs(1))
            .measurement_time(Duration::from_secs(4))
            .throughput(Throughput::Elements(u64::from(ITERATIONS)));
        let mut seed = 0u64;
        group.bench_function("search", |b| {
            b.iter(|| {
                seed = seed.wrapping_add(1);
                search(ITERATIONS, seed);
            });
        });
        group.finish();
    }
}

criterion_group!(benches, engine_matches, ismcts_iterations);
criterion_main!(benches);
