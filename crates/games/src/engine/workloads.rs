//! What the engine benchmarks (`benches/engines.rs`) measure, declared by each game in its own
//! folder (its `workloads()`), so that the benchmarks list no game: random complete matches, and
//! ISMCTS iterations from a match's start. Feature `testing`: a build of the bot has none.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::engine::ismcts::{search, Budget};
use crate::engine::{Game, Seat};

/// One thing the engine benchmarks measure, under the name they report it by.
pub enum Workload {
    /// Random complete matches: `play` plays one from a seed and returns how many moves it took.
    Matches {
        name: String,
        play: Box<dyn Fn(u64) -> usize>,
    },
    /// ISMCTS iterations: `search` runs a search of that many iterations from that seed.
    Search {
        name: String,
        search: Box<dyn Fn(u32, u64)>,
    },
}

/// Random complete matches of `G` at `seats` with `options`, played by [`random_match`].
pub fn matches<G: Game>(name: &str, seats: usize, options: G::Options) -> Workload
where
    G::Options: 'static,
{
    Workload::Matches {
        name: name.to_owned(),
        play: Box::new(move |seed| random_match::<G>(seats, &options, seed)),
    }
}

/// Plays one random complete match from `seed` and returns how many moves it took: a new
/// match, then a random seat of `to_act` (no draw when only one may act) plays a random legal
/// move through the checked `Game::play` until the match is over. The seats and moves are
/// listed into buffers kept for the whole match (`Game::to_act_into`,
/// `Game::legal_moves_into`), as a computer player's playouts would.
pub fn random_match<G: Game>(seats: usize, options: &G::Options, seed: u64) -> usize {
    let game = G::new(seats, options, None, seed).expect("a valid match");
    random_match_by(game, seed, |_, to_act, rng| match to_act {
        [only] => *only,
        _ => *to_act.choose(rng).expect("several seats"),
    })
}

/// Plays `game` to its end from `seed` as [`random_match`] does, the seat to act chosen by
/// `choose` among those of `to_act` (never empty). Returns how many moves it took.
pub fn random_match_by<G: Game>(
    mut game: G,
    seed: u64,
    mut choose: impl FnMut(&G, &[Seat], &mut ChaCha8Rng) -> Seat,
) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut moves = 0;
    let (mut to_act, mut legal) = (Vec::new(), Vec::new());
    loop {
        game.to_act_into(&mut to_act);
        if to_act.is_empty() {
            return moves;
        }
        let seat = choose(&game, &to_act, &mut rng);
        game.legal_moves_into(seat, &mut legal);
        let mv = legal
            .choose(&mut rng)
            .expect("a seat to act has a legal move");
        game.play(seat, mv).expect("a listed move is legal");
        moves += 1;
    }
}

/// ISMCTS from near the start of a default match of `G` at `seats` (seed 7): the first position
/// where the seat the match waits for has more than one legal move (a seat with one spends no
/// iterations), reached by playing the first legal move. Each search must run every iteration
/// it is given, or the figure would count iterations never made.
pub fn search_from_start<G: Game>(name: &str, seats: usize) -> Workload {
    let mut start = G::new(seats, &G::Options::default(), None, 7).expect("a valid match");
    let seat = loop {
        let seat = start.owing()[0];
        let legal = start.legal_moves(seat);
        if legal.len() > 1 {
            break seat;
        }
        start.play(seat, &legal[0]).expect("a listed move is legal");
    };
    Workload::Search {
        name: name.to_owned(),
        search: Box::new(move |iterations, seed| {
            let budget = Budget::iterations(iterations);
            let found = search(&start, seat, &budget, seed).expect("the seat has a choice");
            assert_eq!(found.iterations, iterations, "every iteration is made");
            std::hint::black_box(found);
        }),
    }
}
