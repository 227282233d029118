//! Checks every game's expert rules ([`Game::expert`]) share: the expert plays every seat count
//! to the end with legal moves only, and beats random play over duplicate deals.

use crate::engine::ismcts::expert_move;
use crate::engine::{seeded, Game, GameRng, Seat};

/// A player: its move for a seat that owes one.
pub type Player<G> = fn(&G, Seat, &mut GameRng) -> Option<<G as Game>::Move>;

/// The expert as a computer player uses it: on a state determinized for its seat.
pub fn expert<G: Game>(g: &G, seat: Seat, rng: &mut GameRng) -> Option<G::Move> {
    expert_move(g, seat, rng)
}

/// A random legal move.
pub fn random<G: Game>(g: &G, seat: Seat, rng: &mut GameRng) -> Option<G::Move> {
    rng.choose(&g.legal_moves(seat)).cloned()
}

/// Plays `game` to its end, the seat the match waits for first moving, by `players[seat]`.
///
/// # Panics
/// When a player returns no move or an illegal one, or the match outlasts
/// `G::INFO.max_moves`, naming the game, the seed and the move.
pub fn play<G: Game>(mut game: G, players: &[Player<G>], seed: u64) -> G {
    let mut rng = seeded(seed ^ 0x5eed_0fea7);
    for step in 0..=G::INFO.max_moves {
        let Some(&seat) = game.owing().first() else {
            return game;
        };
        let mv = players[seat.index()](&game, seat, &mut rng).unwrap_or_else(|| {
            panic!("{} seed {seed} step {step}: {seat} has no move", G::INFO.id)
        });
        if let Err(e) = game.play(seat, &mv) {
            panic!(
                "{} seed {seed} step {step}: {seat} played {mv}: {e}",
                G::INFO.id
            );
        }
    }
    panic!(
        "{} seed {seed}: no end after {} moves",
        G::INFO.id,
        G::INFO.max_moves
    );
}

/// Plays `deals` matches of `seats` seats where every seat follows the expert, and returns
/// them finished.
///
/// # Panics
/// As [`play`].
pub fn experts_only<G: Game>(seats: usize, deals: u64) -> Vec<G> {
    (0..deals)
        .map(|seed| {
            let g = G::new(seats, &G::Options::default(), None, seed).expect("a default match");
            play(g, &vec![expert::<G> as Player<G>; seats], seed)
        })
        .collect()
}

/// The share of first places `a` takes against `b` over `deals` duplicate deals of `seats`
/// seats: each deal is played once with `a` in each seat and `b` in all the others, so that the
/// cards favour nobody. A shared first place counts as a share of one.
///
/// # Panics
/// As [`play`].
pub fn share<G: Game>(seats: usize, deals: u64, a: Player<G>, b: Player<G>) -> f64 {
    let mut won = 0.0;
    for deal in 0..deals {
        for at in 0..seats {
            let g = G::new(seats, &G::Options::default(), None, 1000 + deal).expect("a match");
            let players: Vec<Player<G>> = (0..seats).map(|s| if s == at { a } else { b }).collect();
            let end = play(g, &players, deal * 31 + at as u64);
            let o = end.outcome().expect("played to the end");
            if o.winners.contains(&Seat(at as u8)) {
                won += 1.0 / o.winners.len() as f64;
            }
        }
    }
    won / (deals * seats as u64) as f64
}
