//! The ISMCTS computer player beyond what every game's suite checks (`tests/games/suite.rs`: a
//! legal move for every seat to act, the same for the same seed): a stop ends the search, and
//! it beats random play.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use taberna::engine::ismcts::{choose, search, Budget, Level};
use taberna::engine::{Game, Seat};
use taberna::games::bouillabaisse::Bouillabaisse;
use taberna::games::burgueses::Burgueses;
use taberna::games::genova::Genova;

#[test]
fn a_seat_with_nothing_to_decide_gets_no_move() {
    let g = Burgueses::new(2, &Default::default(), None, 9).unwrap();
    let idle = Seat::all(2).find(|s| !g.to_act().contains(s)).unwrap();
    assert!(search(&g, idle, &Budget::iterations(10), 1).is_none());
    assert!(choose(&g, idle, Level::Easy, &Level::Easy.budget(&|| false), 1).is_none());
}

#[test]
fn a_stop_ends_the_search_after_one_iteration() {
    let g = Bouillabaisse::new(4, &Default::default(), None, 9).unwrap();
    let seat = g.owing()[0];
    assert!(g.legal_moves(seat).len() > 1);
    let budget = Budget {
        iterations: 1_000_000,
        stop: &|| true,
    };
    assert_eq!(search(&g, seat, &budget, 1).unwrap().iterations, 1);
}

#[test]
fn a_search_with_a_choice_plays_its_whole_budget_at_every_table_size() {
    for players in [2, 4, 5] {
        let g = Bouillabaisse::new(players, &Default::default(), None, 3).unwrap();
        let seat = g.owing()[0];
        let found = search(&g, seat, &Budget::iterations(37), 1).unwrap();
        assert_eq!(found.iterations, 37, "{players} players");
        assert!(g.legal_moves(seat).contains(&found.best));
    }
}

#[test]
fn a_seat_with_one_legal_move_plays_it_without_a_playout() {
    let mut g = Bouillabaisse::new(4, &Default::default(), None, 5).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    loop {
        assert!(!g.is_over(), "a seat with a single legal move comes up");
        let seat = g.owing()[0];
        let legal = g.legal_moves(seat);
        if legal.len() == 1 {
            let found = search(&g, seat, &Budget::iterations(50), 1).unwrap();
            assert_eq!(found.best, legal[0]);
            assert_eq!(found.iterations, 0);
            return;
        }
        let mv = *legal.choose(&mut rng).unwrap();
        g.play(seat, &mv).unwrap();
    }
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
                        Move::Ask { .. }
                            | Move::Offer { .. }
                            | Move::Withdraw(_)
                            | Move::Decline(_)
                    ),
                    "{mv}"
                );
                g.play(seat, &mv).unwrap();
                steps += 1;
            }
        }
    }
}
