//! Random complete Bouillabaisse matches for every table size through the generic playout
//! suite: cards conserved, nothing hidden in public, and each round's scores adding up to what
//! the round distributes.

use proptest::prelude::*;
use serde_json::json;

use crate::engine::PerSeat;
use crate::engine::{seeded, Game};
use crate::games::bouillabaisse::{rule, Bouillabaisse, Card, Event, Options, Suit};
use crate::testing::playout::{
    assert_no_hidden_card_in, cases, determinize_keeps_what_each_seat_sees, notations,
    random_playout,
};

use super::sorted;

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
    determinize_keeps_what_each_seat_sees(g, &mut rng, &format!("seed {seed} step {step}"));
}

/// The hands are hidden; the public view may name the cards of the trick, the cards taken
/// (each was shown in a trick) and the 200-point card, from the full state.
fn nothing_hidden_is_public(g: &Bouillabaisse, step: usize, seed: u64) {
    let state = serde_json::to_value(g).expect("the state serializes");
    let mut hidden = Vec::new();
    let mut shown = vec![g.public_view().targets.card.to_string()];
    for seat in 0..g.seat_count() {
        hidden.extend(notations(&state["hands"][seat]));
        shown.extend(notations(&state["taken"][seat]));
    }
    for played in state["trick"].as_array().expect("the trick") {
        shown.extend(notations(&json!([played[1]])));
    }
    let public = serde_json::to_value(g.public_view()).expect("the public view serializes");
    assert_no_hidden_card_in(
        &public,
        &hidden,
        &shown,
        &format!("seed {seed} step {step}"),
    );
}

/// What round `round` hands out in all with `todo-o-nada`, from what each seat captured
/// (`taken`) and how many tricks it won: component by component, a seat holding the whole of
/// the tricks, the suit or the figure turns that component's sign; never the 200-point card.
fn distributed_all_or_nothing(
    g: &Bouillabaisse,
    round: u8,
    taken: &PerSeat<Vec<Card>>,
    tricks: &PerSeat<i32>,
) -> i32 {
    let r = rule(round);
    let t = g.public_view().targets;
    let count = |f: &dyn Fn(&Card) -> bool, points: i32| {
        taken.map(|_, cards| cards.iter().filter(|c| f(c)).count() as i32 * points)
    };
    // A component's contribution to the sum: minus the whole if one seat has all of it.
    let component = |raw: PerSeat<i32>, flips: bool| {
        let total: i32 = raw.values().sum();
        if flips && total > 0 && raw.values().any(|&p| p == total) {
            -total
        } else {
            total
        }
    };
    let mut sum = 0;
    if r.tricks {
        sum += component(tricks.map(|_, &k| 5 * k), true);
    }
    if r.suit {
        sum += component(count(&|c| c.suit.char() == t.suit, 10), true);
    }
    if r.figure {
        let figure = match t.figure {
            'J' => 11,
            'Q' => 12,
            _ => 13,
        };
        sum += component(count(&|c| c.rank == figure, 50), true);
    }
    if r.card {
        sum += component(count(&|&c| c == t.card, 200), false);
    }
    if r.negative {
        -sum
    } else {
        sum
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(24)))]

    #[test]
    fn random_matches_for_every_table_size(seed in any::<u64>(), players in 2usize..=12) {
        let game = Bouillabaisse::new(players, &Options::default(), None, seed).unwrap();
        random_playout(game, seed, |g, step| check(g, step, seed));
    }

    #[test]
    fn public_views_never_show_a_hidden_card(seed in any::<u64>(), players in 2usize..=12) {
        let game = Bouillabaisse::new(players, &Options::default(), None, seed).unwrap();
        random_playout(game, seed, |g, step| nothing_hidden_is_public(g, step, seed));
    }

    #[test]
    fn public_views_never_show_a_hidden_card_with_two_decks(
        seed in any::<u64>(),
        players in 2usize..=6,
    ) {
        let options = Options { todo_o_nada: false, decks: Some(2) };
        let game = Bouillabaisse::new(players, &options, None, seed).unwrap();
        random_playout(game, seed, |g, step| nothing_hidden_is_public(g, step, seed));
    }

    #[test]
    fn random_matches_with_todo_o_nada_and_two_decks(seed in any::<u64>(), players in 2usize..=6) {
        let options = Options { todo_o_nada: true, decks: Some(2) };
        let game = Bouillabaisse::new(players, &options, None, seed).unwrap();
        random_playout(game, seed, |g, step| {
            assert_eq!(sorted(g.all_cards()), sorted(g.in_play()), "seed {seed} step {step}");
        });
    }

    #[test]
    fn todo_o_nada_round_scores_add_up_once_flips_are_counted(
        seed in any::<u64>(),
        players in 2usize..=12,
        decks in proptest::option::of(1u8..=2),
    ) {
        let options = Options { todo_o_nada: true, decks };
        let game = Bouillabaisse::new(players, &options, None, seed).unwrap();
        let playout = random_playout(game, seed, |_, _| {});
        let end = &playout.end;
        let mut taken = PerSeat::splat(players, Vec::new());
        let mut tricks = PerSeat::splat(players, 0);
        let mut rounds = 0;
        for event in playout.events.iter().flatten() {
            match event {
                Event::TrickWon { seat, cards } => {
                    taken[*seat].extend(cards.iter().copied());
                    tricks[*seat] += 1;
                }
                Event::RoundScored { round, scores } => {
                    let sum: i32 = scores.values().sum();
                    let expected = distributed_all_or_nothing(end, *round, &taken, &tricks);
                    prop_assert_eq!(sum, expected, "seed {} round {}", seed, round);
                    prop_assert_eq!(scores, &end.public_view().round_scores[usize::from(*round) - 1]);
                    taken = PerSeat::splat(players, Vec::new());
                    tricks = PerSeat::splat(players, 0);
                    rounds += 1;
                }
                _ => {}
            }
        }
        prop_assert_eq!(rounds, 6);
    }
}
