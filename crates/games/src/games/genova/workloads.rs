//! What the engine benchmarks measure of Génova: random matches whose talkers say at most eight
//! things a turn (negotiation has no end of its own), as the property tests play them.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::engine::Game;
use crate::testing::workloads::{search_from_start, Workload};

use super::Genova;

pub fn workloads() -> Vec<Workload> {
    let mut workloads: Vec<Workload> = [2, 5]
        .into_iter()
        .map(|seats| Workload::Matches {
            name: format!("random complete Génova matches, {seats} players"),
            play: Box::new(move |seed| random_match(seats, seed)),
        })
        .collect();
    workloads.push(search_from_start::<Genova>(
        "ISMCTS iterations, Génova, 4 players",
        4,
    ));
    workloads
}

/// One random match: the seat the turn waits for, or with chance 0.4 (at most eight times a
/// turn) another seat that may talk, plays a random legal move. Returns how many moves it took.
fn random_match(seats: usize, seed: u64) -> usize {
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
