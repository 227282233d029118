//! Random complete matches of each game through the engine alone: a new match from a seed, then
//! a random seat of `to_act` plays a random legal move through the checked `Game::play` until
//! the match is over. One iteration is one whole match; throughput is counted in matches.
//!
//! `cargo bench --bench engines` (add `-- --quick` for a rough figure).

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use taberna::engine::Game;
use taberna::games::bouillabaisse::Bouillabaisse;
use taberna::games::burgueses::Burgueses;
use taberna::games::rebelion::Rebelion;

/// Plays one random complete match from `seed` and returns how many moves it took.
fn random_match<G: Game>(seats: usize, seed: u64) -> usize {
    let mut game = G::new(seats, &Default::default(), None, seed).expect("a default match");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut moves = 0;
    while let Some(&seat) = game.to_act().choose(&mut rng) {
        let legal = game.legal_moves(seat);
        let mv = legal
            .choose(&mut rng)
            .expect("a seat to act has a legal move");
        game.play(seat, mv).expect("a listed move is legal");
        moves += 1;
    }
    moves
}

fn engine_matches(c: &mut Criterion) {
    bench_game::<Burgueses>(c, "random complete Burgueses matches", 2);
    bench_game::<Rebelion>(c, "random complete Rebelión matches", 2);
    bench_game::<Bouillabaisse>(c, "random complete Bouillabaisse matches, 5 players", 5);
}

fn bench_game<G: Game>(c: &mut Criterion, name: &str, seats: usize) {
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
            black_box(random_match::<G>(seats, black_box(seed)))
        });
    });
    group.finish();
}

criterion_group!(benches, engine_matches);
criterion_main!(benches);
