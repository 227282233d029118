//! Time to draw each game's board and hand as a picture, and the PNG's size (issue 18: at most
//! 10 ms a picture on one core, at most 150 KB). Each game's most crowded board and hand over
//! 100 random matches (most items drawn), at its largest table.
//! `cargo bench --bench pictures`

use std::hint::black_box;
use std::time::Instant;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use taberna::engine::scene::Scene;
use taberna::engine::{GameEntry, Lang, RenderCtx, Seat};
use taberna::games;
use taberna::picture;

const MATCHES: u64 = 100;
const DRAWS: u32 = 200;

/// The most crowded board and hand of `MATCHES` random matches.
fn most_crowded(entry: &GameEntry, seats: usize) -> Option<(Scene, Scene)> {
    let ctx = RenderCtx {
        lang: Lang::Es,
        names: (1..=seats).map(|i| format!("<@{i}>")).collect(),
        plain: (1..=seats).map(|i| format!("Jugadora {i}")).collect(),
        options: Value::Null,
    };
    let (mut board, mut hand): (Option<Scene>, Option<Scene>) = (None, None);
    for seed in 0..MATCHES {
        let mut g = (entry.create)(seats, &Value::Null, &Value::Null, seed).ok()?;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while g.outcome().is_none() {
            let b = g.scene_public(&ctx)?;
            if board.as_ref().is_none_or(|old| b.items() > old.items()) {
                board = Some(b);
            }
            for seat in Seat::all(seats) {
                let h = g.scene_seat(seat, &ctx)?;
                if hand.as_ref().is_none_or(|old| h.items() > old.items()) {
                    hand = Some(h);
                }
            }
            let seat = *g.to_act().choose(&mut rng)?;
            let mv = g.legal_notations(seat).choose(&mut rng)?.clone();
            g.play(seat, &mv).ok()?;
        }
    }
    Some((board?, hand?))
}

/// Milliseconds a draw of `scene` takes (the mean of `DRAWS`) and its PNG's kilobytes.
fn measure(scene: &Scene) -> (f64, f64) {
    let start = Instant::now();
    let mut size = 0;
    for _ in 0..DRAWS {
        size = black_box(picture::draw(black_box(scene))).png.len();
    }
    let ms = start.elapsed().as_secs_f64() * 1e3 / f64::from(DRAWS);
    (ms, size as f64 / 1024.0)
}

/// Milliseconds painting `scene` takes, and encoding it (means of `DRAWS`).
fn parts(scene: &Scene) -> (f64, f64) {
    let start = Instant::now();
    for _ in 0..DRAWS {
        black_box(picture::paint(black_box(scene)));
    }
    let paint = start.elapsed().as_secs_f64() * 1e3 / f64::from(DRAWS);
    let painted = picture::paint(scene);
    let start = Instant::now();
    for _ in 0..DRAWS {
        black_box(black_box(&painted).encode());
    }
    let encode = start.elapsed().as_secs_f64() * 1e3 / f64::from(DRAWS);
    (paint, encode)
}

fn main() {
    // `cargo test --benches` runs bench binaries with no `--bench`: nothing to measure then.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    println!("most crowded of {MATCHES} random matches; mean of {DRAWS} draws, one thread");
    for entry in games::REGISTRY {
        let seats = entry.info.max_seats;
        match most_crowded(entry, seats) {
            Some((board, hand)) => {
                let (b_ms, b_kb) = measure(&board);
                let (h_ms, h_kb) = measure(&hand);
                let (paint, encode) = parts(&board);
                println!(
                    "{:<14} {seats} seats  board {b_ms:>6.2} ms {b_kb:>6.1} KB   hand {h_ms:>6.2} ms {h_kb:>6.1} KB   (board: paint {paint:.2} ms, encode {encode:.2} ms)",
                    entry.info.id
                );
            }
            None => println!("{:<14} has no picture", entry.info.id),
        }
    }
}
