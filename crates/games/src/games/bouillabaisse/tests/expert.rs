//! The expert rules (`expert.rs`): one test per heuristic, and against random play.

use super::*;
use crate::engine::{seeded, GameRng};
use crate::testing::expert::{expert, random, share};

thread_local!(static VARIANT: std::cell::Cell<[f64; 10]> = const { std::cell::Cell::new(super::super::expert::DEFAULTS) });

fn variant(g: &Bouillabaisse, seat: Seat, rng: &mut GameRng) -> Option<Move> {
    use super::super::expert::{DEFAULTS, TUNE};
    TUNE.with(|t| t.set(VARIANT.with(std::cell::Cell::get)));
    let m = expert(g, seat, rng);
    TUNE.with(|t| t.set(DEFAULTS));
    m
}

#[test]
#[ignore]
fn tune() {
    let spec = std::env::var("TUNE").unwrap_or_default();
    let deals: u64 = std::env::var("DEALS")
        .ok()
        .and_then(|d| d.parse().ok())
        .unwrap_or(200);
    let seats: Vec<usize> = std::env::var("SEATS")
        .unwrap_or("4".into())
        .split(',')
        .map(|x| x.parse().unwrap())
        .collect();
    for line in spec.split(';').filter(|l| !l.trim().is_empty()) {
        let mut v = super::super::expert::DEFAULTS;
        for kv in line.split(',') {
            let (k, x) = kv.split_once('=').unwrap();
            v[k.trim().parse::<usize>().unwrap()] = x.trim().parse().unwrap();
        }
        VARIANT.with(|c| c.set(v));
        let mut out = String::new();
        for &n in &seats {
            let s = share::<Bouillabaisse>(n, deals, variant, expert);
            out += &format!(" {n}p {:.3} (x{:.2})", s, s * n as f64);
        }
        eprintln!("variant {line}:{out}");
    }
    let _ = (random::<Bouillabaisse>, seeded);
}

#[test]
#[ignore]
fn explore_shares() {
    for seats in [2, 3, 4, 5, 6, 7, 9, 12] {
        let t = std::time::Instant::now();
        let s = share::<Bouillabaisse>(seats, 300, expert, random);
        eprintln!(
            "bouillabaisse {seats} seats expert vs random: {s:.3} (x{:.2}) ({:?})",
            s * seats as f64,
            t.elapsed()
        );
    }
}

#[test]
#[ignore]
fn show_game() {
    let seed: u64 = std::env::var("SEED")
        .ok()
        .and_then(|d| d.parse().ok())
        .unwrap_or(1);
    let mut g = Bouillabaisse::new(4, &Options::default(), None, seed).unwrap();
    eprintln!("targets {:?}", g.targets);
    let mut rng = seeded(seed);
    let mut round = 0;
    while let Some(&seat) = g.owing().first() {
        if g.round != round {
            round = g.round;
            eprintln!("=== round {round}");
        }
        let m = expert(&g, seat, &mut rng).unwrap();
        if seat == Seat(0) && [5, 6].contains(&g.round) {
            let mut hand = g.hands[seat].clone();
            hand.sort_by_key(|c| (c.suit, c.rank));
            eprintln!(
                "trick {:?} hand {} -> {m} |{}",
                g.trick
                    .iter()
                    .map(|(s, c)| format!("{}:{c}", s.0))
                    .collect::<Vec<_>>(),
                hand.iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(" "),
                super::super::expert::debug_costs(&g, seat)
            );
        }
        g.play(seat, &m).unwrap();
    }
    eprintln!("rounds {:?}", g.round_scores);
}

#[test]
#[ignore]
fn speed() {
    for seats in [4usize, 12] {
        let mut calls = 0u32;
        let mut spent = std::time::Duration::ZERO;
        let mut rspent = std::time::Duration::ZERO;
        for seed in 0..20u64 {
            let mut g = Bouillabaisse::new(seats, &Options::default(), None, seed).unwrap();
            let mut rng = seeded(seed);
            while let Some(&seat) = g.owing().first() {
                let d = g.determinize(seat, &mut rng);
                let t = std::time::Instant::now();
                let m = d.expert(seat, &mut rng).unwrap();
                spent += t.elapsed();
                let t = std::time::Instant::now();
                let _ = rng.choose(&d.legal_moves(seat)).cloned();
                rspent += t.elapsed();
                calls += 1;
                g.play(seat, &m).unwrap();
            }
        }
        eprintln!(
            "{seats} seats: {calls} calls, {:?} per call (random {:?})",
            spent / calls,
            rspent / calls
        );
    }
}
