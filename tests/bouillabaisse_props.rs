//! Random complete Bouillabaisse matches for every table size through the generic playout
//! suite: cards conserved, nothing hidden in public, and each round's scores adding up to what
//! the round distributes.

mod support;

use proptest::prelude::*;

use support::playout::random_playout;
use taberna::engine::{seeded, Game, Seat};
use taberna::games::bouillabaisse::{rule, Bouillabaisse, Card, Options, Suit};

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

/// What round `round` hands out in all, before any `todo-o-nada` flip.
fn distributed(g: &Bouillabaisse, round: u8) -> i32 {
    let r = rule(round);
    let t = g.public_view().targets;
    let in_play = g.in_play();
    let suit = Suit::ALL.into_iter().find(|s| s.char() == t.suit).unwrap();
    let figure = match t.figure {
        'J' => 11,
        'Q' => 12,
        _ => 13,
    };
    let tricks = (in_play.len() / g.seat_count()) as i32;
    let mut total = 0;
    if r.tricks {
        total += 5 * tricks;
    }
    if r.suit {
        total += 10 * in_play.iter().filter(|c| c.suit == suit).count() as i32;
    }
    if r.figure {
        total += 50 * in_play.iter().filter(|c| c.rank == figure).count() as i32;
    }
    if r.card {
        total += 200 * in_play.iter().filter(|&&c| c == t.card).count() as i32;
    }
    if r.negative {
        -total
    } else {
        total
    }
}

fn check(g: &Bouillabaisse, step: usize, seed: u64) {
    assert_eq!(
        sorted(g.all_cards()),
        sorted(g.in_play()),
        "seed {seed} step {step}"
    );
    let view = g.public_view();
    for (i, scores) in view.round_scores.iter().enumerate() {
        let sum: i32 = scores.values().sum();
        let expected = distributed(g, i as u8 + 1);
        assert_eq!(sum, expected, "seed {seed}: round {} adds up", i + 1);
    }
    let mut rng = seeded(seed ^ step as u64);
    let seat = Seat((step % g.seat_count()) as u8);
    let d = g.determinize(seat, &mut rng);
    assert_eq!(d.seat_view(seat), g.seat_view(seat));
    let public = serde_json::to_value(&view).unwrap();
    assert!(public.get("hand").is_none());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(24)))]

    #[test]
    fn random_matches_for_every_table_size(seed in any::<u64>(), players in 2usize..=12) {
        let game = Bouillabaisse::new(players, &Options::default(), None, seed).unwrap();
        random_playout(game, seed, |g, step| check(g, step, seed));
    }

    #[test]
    fn random_matches_with_todo_o_nada_and_two_decks(seed in any::<u64>(), players in 2usize..=6) {
        let options = Options { todo_o_nada: true, decks: Some(2) };
        let game = Bouillabaisse::new(players, &options, None, seed).unwrap();
        random_playout(game, seed, |g, step| {
            assert_eq!(sorted(g.all_cards()), sorted(g.in_play()), "seed {seed} step {step}");
        });
    }
}
