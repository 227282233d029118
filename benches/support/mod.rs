//! What the table, latency and memory benches share: random matches found with the engine alone.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use taberna::engine::{DynMatch, Played, Seat};
use taberna::games;

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
