//! Random complete matches of La rebelión through the generic playout suite, with the game's
//! own invariants: every card of the deck somewhere, and nothing hidden in public views.

mod support;

use proptest::prelude::*;

use support::playout::{new_match, random_playout};
use taberna::engine::{seeded, Game, Seat};
use taberna::games::rebelion::{Card, Options, Rebelion};

fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn sorted(mut v: Vec<Card>) -> Vec<Card> {
    v.sort();
    v
}

fn invariants(g: &Rebelion, step: usize, seed: u64, deck: &[Card]) {
    assert_eq!(
        sorted(g.all_cards()),
        deck,
        "seed {seed} step {step}: cards conserved"
    );
    let mut rng = seeded(seed ^ step as u64);
    for seat in Seat::all(2) {
        let d = g.determinize(seat, &mut rng);
        assert_eq!(
            d.seat_view(seat),
            g.seat_view(seat),
            "seed {seed} step {step}"
        );
        assert_eq!(sorted(d.all_cards()), deck);
    }
    let public = serde_json::to_value(g.public_view()).unwrap();
    assert!(public.get("hand").is_none() && public.get("camp_cards").is_none());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(300)))]

    #[test]
    fn random_rebelion_matches_keep_the_engine_contract(seed in any::<u64>()) {
        let deck = sorted(Card::deck(9));
        let game: Rebelion = new_match(seed);
        random_playout(game, seed, |g, step| invariants(g, step, seed, &deck));
    }

    #[test]
    fn random_rebelion_matches_with_the_40_card_deck(seed in any::<u64>()) {
        let deck = sorted(Card::deck(7));
        let options = Options { deck: 40, ..Options::default() };
        let game = Rebelion::new(2, &options, None, seed).unwrap();
        random_playout(game, seed, |g, step| invariants(g, step, seed, &deck));
    }
}

#[test]
fn random_matches_are_real_games() {
    let mut lengths = Vec::new();
    let mut combats = 0;
    let mut camps = 0;
    for seed in 0..40u64 {
        let game: Rebelion = new_match(seed);
        let p = random_playout(game, seed, |_, _| {});
        lengths.push(p.moves.len());
        for e in p.events.iter().flatten() {
            match e {
                taberna::games::rebelion::Event::Combat { .. } => combats += 1,
                taberna::games::rebelion::Event::CampAssaulted { .. } => camps += 1,
                _ => {}
            }
        }
    }
    lengths.sort();
    println!("lengths {lengths:?} combats {combats} camp assaults {camps}");
    assert!(lengths[lengths.len() / 2] > 20, "{lengths:?}");
    assert!(combats > 0 && camps > 0);
}
