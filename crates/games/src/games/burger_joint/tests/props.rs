//! Random complete Burger Joint matches through the generic playout suite, with the game's
//! own invariants: the 60 cubes are all somewhere (bag, production, players), tokens and
//! tracks stay within the board, marked scores are what the boards were worth, and a
//! determinization keeps everything both players see.

use std::collections::BTreeSet;

use proptest::prelude::*;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use crate::engine::{seeded, Game, Seat};
use crate::games::burger_joint::{Advert, BurgerJoint, Event, Move, Options, Side};
use crate::testing::playout::{
    cases, determinize_keeps_what_each_seat_sees, random_playout, random_playout_with,
};

fn game(seed: u64) -> BurgerJoint {
    let options = match seed % 3 {
        0 => Options::default(),
        1 => Options {
            side: Some(Side::Burger),
        },
        _ => Options {
            side: Some(Side::Pizza),
        },
    };
    BurgerJoint::new(2, &options, None, seed).expect("a match")
}

fn invariants(g: &BurgerJoint, step: usize, seed: u64) {
    let at = format!("seed {seed} step {step}");
    assert_eq!(g.cube_count(), 60, "{at}: cubes");
    let view = g.public_view();
    for seat in Seat::all(2) {
        let r = g.restaurant(seat);
        assert!(r.basics <= 6 && r.advert <= 5, "{at}: {r:?}");
        assert!(
            r.basics + r.diner_count() + r.bistro_count() <= 15,
            "{at}: tokens"
        );
        assert!((2..=4).contains(&r.capacity()), "{at}: capacity");
        assert!(
            r.score < 12 || g.is_over(),
            "{at}: 12 points and still playing"
        );
    }
    assert_eq!(view.bag.len(), usize::from(view.bag_left), "{at}");
    let mut rng = seeded(seed ^ step as u64);
    determinize_keeps_what_each_seat_sees(g, &mut rng, &at);
    // Nothing changes a board but its owner's own builds, and the owner marks the score at
    // the end of each turn: the other player's marked score is what their board is worth.
    let other = view.active.other();
    assert_eq!(
        g.restaurant(other).score,
        g.restaurant(other).worth(),
        "{at}: marked score of seat {other}"
    );
}

/// A builder: the dearest build it can afford, then bistro abilities, then trades; ends the
/// turn otherwise. One move in five at random. Uniform playouts rarely build a bistro.
fn builder(_: &BurgerJoint, _: Seat, legal: &[Move], rng: &mut ChaCha8Rng) -> usize {
    if rng.gen_bool(0.2) {
        return rng.gen_range(0..legal.len());
    }
    let worth = |m: &Move| match m {
        Move::Bistro { .. } => 6,
        Move::Diner(_) => 5,
        Move::Basic => 4,
        Move::Advert(Advert::First(Some(_)) | Advert::Steal(_)) => 3,
        Move::Advert(_) => 2,
        Move::Ability { .. } => 1,
        Move::Pick(_) | Move::Discard(_) => 0,
        Move::Trade { .. } => i32::from(useful_trade(m)),
        Move::End => 0,
    };
    let best = legal.iter().map(worth).max().expect("legal moves");
    let choices: Vec<usize> = (0..legal.len())
        .filter(|&i| worth(&legal[i]) == best)
        .collect();
    choices[rng.gen_range(0..choices.len())]
}

/// Trades into a different colour are worth making; a trade for the colour given never is.
fn useful_trade(m: &Move) -> bool {
    matches!(m, Move::Trade { give, take } if give != take)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(1000)))]

    #[test]
    fn random_burger_joint_matches_keep_the_engine_contract(seed in any::<u64>()) {
        random_playout(game(seed), seed, |g, step| invariants(g, step, seed));
    }

    #[test]
    fn builder_burger_joint_matches_keep_the_engine_contract(seed in any::<u64>()) {
        random_playout_with(game(seed), seed, builder, |g, step| invariants(g, step, seed));
    }
}

/// The playouts reach every rule, and the matches end by a win at 12 long before the turn
/// limit: without this, the properties above could hold on matches that never build a
/// bistro, use an ability or discard.
#[test]
fn random_playouts_reach_every_rule_and_end_by_a_win() {
    let mut seen = BTreeSet::new();
    let mut turns = Vec::new();
    for seed in 0..200 {
        let p = if seed % 2 == 0 {
            random_playout(game(seed), seed, |_, _| {})
        } else {
            random_playout_with(game(seed), seed, builder, |_, _| {})
        };
        for (_, mv) in &p.moves {
            seen.insert(match mv {
                Move::Pick(_) => "pick".to_owned(),
                Move::Trade { .. } => "trade".to_owned(),
                Move::Ability { bistro, .. } => format!("ability {bistro}"),
                Move::Basic => "basic".to_owned(),
                Move::Diner(_) => "diner".to_owned(),
                Move::Bistro { .. } => "bistro".to_owned(),
                Move::Advert(Advert::First(None)) => "ad".to_owned(),
                Move::Advert(Advert::First(Some(_))) => "ad steal first".to_owned(),
                Move::Advert(Advert::Step) => "ad move".to_owned(),
                Move::Advert(Advert::Steal(_)) => "ad steal".to_owned(),
                Move::End => "end".to_owned(),
                Move::Discard(_) => "discard".to_owned(),
            });
        }
        let won = p
            .events
            .iter()
            .flatten()
            .any(|e| matches!(e, Event::Won { .. }));
        assert!(won, "seed {seed}: the match ended without a win");
        turns.push(p.end.public_view().turn);
    }
    let expected = [
        "ability B",
        "ability C",
        "ability D",
        "ability E",
        "ability F",
        "ad",
        "ad move",
        "ad steal",
        "ad steal first",
        "basic",
        "bistro",
        "diner",
        "discard",
        "end",
        "pick",
        "trade",
    ];
    let missing: Vec<&str> = expected
        .into_iter()
        .filter(|k| !seen.contains(*k))
        .collect();
    assert!(missing.is_empty(), "never played: {missing:?}");
    turns.sort_unstable();
    assert!(
        turns[turns.len() - 1] < 200,
        "the longest match took {} turns",
        turns[turns.len() - 1]
    );
}
