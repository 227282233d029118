//! The ISMCTS computer player in every game: it answers every seat that has a decision (secret
//! picks and out-of-turn decisions included) with a legal move, the same one for the same seed
//! and budget, and it beats random play.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use taberna::engine::ismcts::{choose, search, Budget, Level};
use taberna::engine::{Game, Seat};
use taberna::games::bouillabaisse::Bouillabaisse;
use taberna::games::burger_joint::BurgerJoint;
use taberna::games::burgueses::Burgueses;
use taberna::games::genova::Genova;
use taberna::games::rebelion::Rebelion;

/// Walks a random match of `G`; at every `every`-th state asks the search (`iterations`) for
/// each seat that may act, checks the move is legal and that a second search with the same seed agrees.
fn answers_every_seat<G: Game>(seats: usize, seed: u64, every: usize, iterations: u32) {
    let mut g = G::new(seats, &G::Options::default(), None, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut asked = 0;
    for step in 0..G::INFO.max_moves {
        if g.is_over() || asked >= 12 {
            break;
        }
        let to_act = g.to_act();
        if step % every == 0 {
            for &seat in &to_act {
                let budget = Budget::iterations(iterations);
                let found =
                    search(&g, seat, &budget, step as u64).expect("a seat to act gets a move");
                assert!(
                    g.legal_moves(seat).contains(&found.best),
                    "{}: {} for {seat} at step {step}",
                    G::INFO.id,
                    found.best
                );
                assert_eq!(found.iterations, iterations);
                let again = search(&g, seat, &budget, step as u64).unwrap();
                assert_eq!(again.best, found.best, "{}: deterministic", G::INFO.id);
                asked += 1;
            }
        }
        let seat = g.owing().first().copied().unwrap_or(to_act[0]);
        let mv = g.legal_moves(seat).choose(&mut rng).unwrap().clone();
        g.play(seat, &mv).unwrap();
    }
    assert!(asked > 3, "{}: asked {asked} times", G::INFO.id);
}

#[test]
fn the_search_answers_every_seat_with_a_legal_move_in_every_game() {
    answers_every_seat::<Burgueses>(2, 1, 7, 40);
    answers_every_seat::<Rebelion>(2, 2, 9, 40);
    answers_every_seat::<Bouillabaisse>(3, 3, 11, 40);
    answers_every_seat::<Genova>(3, 4, 13, 40);
    // Random Burger Joint matches run long (until the turn limit): fewer, shorter searches.
    answers_every_seat::<BurgerJoint>(2, 5, 40, 8);
}

#[test]
fn a_seat_with_nothing_to_decide_gets_no_move() {
    let g = Burgueses::new(2, &Default::default(), None, 9).unwrap();
    let idle = Seat::all(2).find(|s| !g.to_act().contains(s)).unwrap();
    assert!(search(&g, idle, &Budget::iterations(10), 1).is_none());
    assert!(choose(&g, idle, Level::Easy, &|| false, 1).is_none());
}

#[test]
fn a_stop_ends_the_search_after_one_iteration() {
    let g = Burgueses::new(2, &Default::default(), None, 9).unwrap();
    let seat = g.to_act()[0];
    let budget = Budget {
        iterations: 1_000_000,
        stop: &|| true,
    };
    assert_eq!(search(&g, seat, &budget, 1).unwrap().iterations, 1);
}

/// Plays `matches` Burgueses matches of the search (`iterations`) against random play, seats
/// swapped every match; returns the search's wins.
fn wins_against_random(matches: u64, iterations: u32) -> u64 {
    let mut wins = 0;
    for m in 0..matches {
        let mut g = Burgueses::new(2, &Default::default(), None, 100 + m).unwrap();
        let bot = Seat((m % 2) as u8);
        let mut rng = ChaCha8Rng::seed_from_u64(m);
        let mut n = 0;
        while !g.is_over() {
            let seat = g.to_act()[0];
            let mv = if seat == bot {
                search(&g, seat, &Budget::iterations(iterations), n)
                    .unwrap()
                    .best
            } else {
                g.legal_moves(seat).choose(&mut rng).unwrap().clone()
            };
            g.play(seat, &mv).unwrap();
            n += 1;
        }
        if g.outcome().unwrap().winners == vec![bot] {
            wins += 1;
        }
    }
    wins
}

#[test]
fn the_search_beats_random_play_in_burgueses() {
    let wins = wins_against_random(20, 150);
    assert!(wins >= 18, "the search won {wins} of 20");
}

/// Génova's playouts leave negotiation out (the rule its search relies on for speed): every
/// playout move is legal, none is an ask, an offer or a withdrawal, and playouts still end, for
/// every number of players.
#[test]
fn genova_playouts_leave_negotiation_out_and_still_end() {
    use taberna::games::genova::Move;
    for players in 2..=5 {
        for seed in 0..4 {
            let mut g = Genova::new(players, &Default::default(), None, seed).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut steps = 0;
            while !g.is_over() {
                assert!(
                    steps < Genova::INFO.max_moves,
                    "{players} players: a playout ends"
                );
                let seat = g.owing()[0];
                let moves = g.playout_moves(seat);
                assert!(!moves.is_empty());
                let mv = moves.choose(&mut rng).unwrap().clone();
                assert!(g.legal_moves(seat).contains(&mv), "{mv} is legal");
                assert!(
                    !matches!(
                        mv,
                        Move::Ask { .. } | Move::Offer { .. } | Move::Withdraw(_)
                    ),
                    "{mv}"
                );
                g.play(seat, &mv).unwrap();
                steps += 1;
            }
        }
    }
}
