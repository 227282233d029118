//! What the engine benchmarks measure of Génova: random matches whose talkers are bounded
//! ([`Talkers`]), as the property tests play them.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use crate::engine::workloads::{random_match_by, search_from_start, Workload};
use crate::engine::{Game, Seat};

use super::Genova;

/// Who acts in a random match. Negotiation has no end of its own (people may talk forever): the
/// seat the turn waits for moves, or with chance 0.4, at most [`Talkers::TALK`] times a turn,
/// another seat that may talk.
#[derive(Default)]
pub(super) struct Talkers {
    turn: Option<(u8, Seat)>,
    talk: usize,
}

impl Talkers {
    pub(super) const TALK: usize = 8;

    /// The seat of `to_act` (the seat the turn waits for first) that acts next.
    pub(super) fn choose(&mut self, g: &Genova, to_act: &[Seat], rng: &mut ChaCha8Rng) -> Seat {
        if self.turn != Some(g.turn_of()) {
            self.turn = Some(g.turn_of());
            self.talk = 0;
        }
        if self.talk < Self::TALK && to_act.len() > 1 && rng.gen_bool(0.4) {
            self.talk += 1;
            to_act[rng.gen_range(1..to_act.len())]
        } else {
            to_act[0]
        }
    }
}

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

/// One random match: the seat [`Talkers`] chooses plays a random legal move. Returns how many
/// moves it took.
fn random_match(seats: usize, seed: u64) -> usize {
    let game = Genova::new(seats, &Default::default(), None, seed).expect("a default match");
    let mut talkers = Talkers::default();
    random_match_by(game, seed, |g, to_act, rng| talkers.choose(g, to_act, rng))
}
