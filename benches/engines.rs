//! Random complete matches of each game through the engine alone: a new match from a seed, then
//! a random seat of `to_act` (no draw when only one may act) plays a random legal move through
//! the checked `Game::play` until the match is over. One iteration is one whole match;
//! throughput is counted in matches. The seats and moves are listed into buffers kept for the
//! whole match (`Game::to_act_into`, `Game::legal_moves_into`), as a computer player's playouts
//! would.
//!
//! `cargo bench --bench engines` (add `-- --quick` for a rough figure).

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use taberna::engine::ismcts::{search, Budget};
use taberna::engine::Game;
use taberna::games::bouillabaisse::Bouillabaisse;
use taberna::games::burger_joint::BurgerJoint;
use taberna::games::burgueses::Burgueses;
use taberna::games::genova::Genova;
use taberna::games::rebelion::{Options as RebelionOptions, Rebelion};

/// Plays one random complete match from `seed` and returns how many moves it took.
fn random_match<G: Game>(seats: usize, seed: u64) -> usize {
    random_match_with::<G>(seats, &Default::default(), seed)
}

/// [`random_match`] with these options.
fn random_match_with<G: Game>(seats: usize, options: &G::Options, seed: u64) -> usize {
    let mut game = G::new(seats, options, None, seed).expect("a valid match");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut moves = 0;
    let (mut to_act, mut legal) = (Vec::new(), Vec::new());
    loop {
        game.to_act_into(&mut to_act);
        let seat = match to_act[..] {
            [] => return moves,
            [only] => only,
            _ => *to_act.choose(&mut rng).expect("several seats"),
        };
        game.legal_moves_into(seat, &mut legal);
        let mv = legal
            .choose(&mut rng)
            .expect("a seat to act has a legal move");
        game.play(seat, mv).expect("a listed move is legal");
        moves += 1;
    }
}

/// A random Génova match whose talkers say at most eight things a turn (negotiation has no end
/// of its own), as the property tests play it.
fn random_genova_match(seats: usize, seed: u64) -> usize {
    let mut game = Genova::new(seats, &Default::default(), None, seed).expect("a default match");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut moves, mut talk, mut turn) = (0, 0, game.turn_of());
    let (mut to_act, mut legal) = (Vec::new(), Vec::new());
    loop {
        game.to_act_into(&mut to_act);
        let Some(&first) = to_act.first() else {
            return moves;
        };
        if game.turn_of() != turn {
            (turn, talk) = (game.turn_of(), 0);
        }
        let seat = if talk < 8 && to_act.len() > 1 && rng.gen_bool(0.4) {
            talk += 1;
            to_act[rng.gen_range(1..to_act.len())]
        } else {
            first
        };
        game.legal_moves_into(seat, &mut legal);
        let mv = legal
            .choose(&mut rng)
            .expect("a seat to act has a legal move");
        game.play(seat, mv).expect("a listed move is legal");
        moves += 1;
    }
}

fn engine_matches(c: &mut Criterion) {
    bench_game::<Burgueses>(c, "random complete Burgueses matches", 2);
    bench_game::<Rebelion>(c, "random complete Rebelión matches", 2);
    let tarot = RebelionOptions {
        tarot: true,
        ..RebelionOptions::default()
    };
    bench_fn(c, "random complete Rebelión Tarot matches", move |seed| {
        random_match_with::<Rebelion>(2, &tarot, seed)
    });
    bench_game::<Bouillabaisse>(c, "random complete Bouillabaisse matches, 5 players", 5);
    for seats in [2, 5] {
        let name = format!("random complete Génova matches, {seats} players");
        bench_fn(c, &name, move |seed| random_genova_match(seats, seed));
    }
    bench_game::<BurgerJoint>(c, "random complete Burger Joint matches", 2);
}

fn bench_game<G: Game>(c: &mut Criterion, name: &str, seats: usize) {
    bench_fn(c, name, |seed| random_match::<G>(seats, seed));
}

fn bench_fn(c: &mut Criterion, name: &str, play: impl Fn(u64) -> usize) {
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

/// ISMCTS iterations (each a determinization, a walk down the tree and a random playout) per
/// second on one core, from the start of a match; throughput is counted in iterations.
fn ismcts_iterations(c: &mut Criterion) {
    bench_search::<Burgueses>(c, "ISMCTS iterations, Burgueses", 2);
    bench_search::<Rebelion>(c, "ISMCTS iterations, Rebelión", 2);
    bench_search::<Bouillabaisse>(c, "ISMCTS iterations, Bouillabaisse, 4 players", 4);
    bench_search::<Genova>(c, "ISMCTS iterations, Génova, 4 players", 4);
    bench_search::<BurgerJoint>(c, "ISMCTS iterations, Burger Joint", 2);
}

fn bench_search<G: Game>(c: &mut Criterion, name: &str, seats: usize) {
    const ITERATIONS: u32 = 200;
    let start = G::new(seats, &G::Options::default(), None, 7).expect("a valid match");
    let seat = start.owing()[0];
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
            let budget = Budget::iterations(ITERATIONS);
            black_box(search(&start, seat, &budget, seed))
        });
    });
    group.finish();
}

criterion_group!(benches, engine_matches, ismcts_iterations);
criterion_main!(benches);
