//! End of round, scoring.

use super::*;

#[test]
fn round_ends_when_turn_reaches_empty_hand() {
    let mut g = Pos {
        hands: ["2S", ""],
        goods_top: "3H",
        kings_top: "KH",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2S");
    let ended = Event::RoundEnded {
        round: 1,
        scores: per_seat(1, 1),
    };
    assert_eq!(events, vec![placed(S0, "2S"), revealed("KH"), ended]);
    assert_eq!(g.round, 2);
    assert_eq!(g.round_scores, vec![per_seat(1, 1)]);
}

#[test]
fn round_goes_on_while_the_next_player_holds_cards() {
    let mut g = Pos {
        hands: ["2S", "2C"],
        goods_rest: false,
        kings_top: "KH KC",
        ..POS
    }
    .build();
    buy_and_place(&mut g, S0, "2S");
    assert!(g.hands[S0].is_empty());
    assert_eq!((g.round, g.to_act()), (1, vec![S1]));
    let events = buy_and_place(&mut g, S1, "2C");
    assert!(matches!(
        events.last(),
        Some(Event::RoundEnded { round: 1, .. })
    ));
    assert_eq!(g.round, 2);
}

#[test]
fn round_end_waits_for_king_diamonds_discards() {
    let mut g = Pos {
        hands: ["2S", ""],
        shops: ["3C", "4C"],
        goods_rest: false,
        kings_top: "KD",
        ..POS
    }
    .build();
    buy_and_place(&mut g, S0, "2S");
    assert_eq!((g.round, g.to_act()), (1, vec![S0]), "discards come first");
    play(&mut g, S0, "discard 2S");
    assert_eq!((g.round, g.to_act()), (1, vec![S1]));
    let events = play(&mut g, S1, "discard 4C");
    // Scored after the discards: the discarded 2♠ no longer counts for seat 0.
    let ended = Event::RoundEnded {
        round: 1,
        scores: per_seat(1, 1),
    };
    assert_eq!(events.last(), Some(&ended));
}

#[test]
fn round_score_coins_plus_spades_minus_hand() {
    let mut g = Pos {
        hands: ["2H 4H", ""],
        shops: ["2S 4S 3H", "3S"],
        coins: [3, 0],
        goods_top: "5D",
        kings_top: "KC",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "5D");
    // Seat 0: 3 coins + 2 spades − 2 cards in hand; seat 1: 0 + 1 − 0.
    let ended = Event::RoundEnded {
        round: 1,
        scores: per_seat(3, 1),
    };
    assert_eq!(events.last(), Some(&ended));
    assert_eq!(g.round_scores, vec![per_seat(3, 1)]);

    let g = Pos {
        hands: ["2H 3H 4H", "2C"],
        coins: [0, 2],
        ..POS
    }
    .build();
    assert_eq!((g.round_score(S0), g.round_score(S1)), (-3, 1));
}

#[test]
fn round_two_full_new_setup_other_player_starts() {
    let mut g = Pos {
        hands: ["2S", ""],
        shops: ["3S 2C", "4C 2H"],
        coins: [4, 0],
        goods_top: "3H",
        kings_top: "KH AS",
        ..POS
    }
    .build();
    g.trade_used = per_seat(true, true);
    g.last_action = per_seat(Some(ActionKind::Trade), Some(ActionKind::Trade));
    g.round2_setup = Some(round_setup(
        "5H 5D 4H 4D 3H 3D 2H 2D 4C 3C 2C 4S 3S 2S",
        "KD",
        None,
    ));
    let events = buy_and_place(&mut g, S0, "2S");
    // K♥: seat 1 holds the only heart. Seat 0: 4 coins + 2 spades − 1 card (3♥) in hand.
    let ended = Event::RoundEnded {
        round: 1,
        scores: per_seat(5, 1),
    };
    assert_eq!(events[2..], [Event::Received { seat: S1 }, ended.clone()]);

    assert_eq!(g.round, 2);
    assert_eq!(g.to_act(), vec![S1], "the player who did not start round 1");
    assert_eq!((g.coins.clone(), g.bank), (per_seat(1, 1), 8));
    assert_eq!(g.shops, per_seat(vec![], vec![]));
    assert_eq!(sorted(&g.hands[S1]), cards("5H 5D"));
    assert_eq!(sorted(&g.hands[S0]), cards("4H 4D"));
    assert_eq!((g.goods.len(), g.goods.last()), (10, Some(&card("3H"))));
    assert_eq!((g.kings.len(), g.kings.last()), (5, Some(&King::Diamonds)));
    assert!(g.revealed.is_empty() && g.discarded.is_empty());
    assert_eq!(g.trade_used, per_seat(false, false));
    assert_eq!(g.last_action, per_seat(None, None));
    assert_eq!(g.round_scores, vec![per_seat(5, 1)]);
    assert_eq!(g.public_view().king, None);
    assert_consistent(&g);
}

#[test]
fn round_two_seeded_deal_and_other_player_starts() {
    let mut deals = BTreeSet::new();
    for seed in 0..10 {
        for first in [0, 1] {
            let mut g = Pos {
                first,
                hands: if first == 0 { ["2S", ""] } else { ["", "2S"] },
                goods_top: "3H",
                kings_top: "KH",
                ..POS
            }
            .build_seeded(seed);
            buy_and_place(&mut g, Seat(first), "2S");
            assert_eq!(g.round, 2);
            assert_eq!(g.to_act(), vec![Seat(1 - first)]);
            assert_eq!((g.coins.clone(), g.bank), (per_seat(1, 1), 8));
            assert!(g.hands.values().all(|h| h.len() == 2));
            assert_eq!((g.goods.len(), g.kings.len()), (10, 5));
            deals.insert(format!("{:?}", (&g.hands, &g.goods, &g.kings)));
        }
    }
    assert!(deals.len() > 10, "round 2 is dealt from the seed");
}

#[test]
fn match_winner_highest_total() {
    // Round 2 ends after seat 0's purchase: seat 0 scores 3, seat 1 scores 1.
    let round_two_end = Pos {
        hands: ["2H", ""],
        coins: [3, 1],
        goods_rest: false,
        kings_top: "KC",
        ..POS
    };
    let mut g = round_two_end.build();
    g.round = 2;
    g.round_scores = vec![per_seat(2, 1)];
    let events = buy_and_place(&mut g, S0, "2H");
    assert_eq!(
        events[2..],
        [
            Event::RoundEnded {
                round: 2,
                scores: per_seat(3, 1)
            },
            Event::MatchEnded {
                totals: per_seat(5, 2)
            },
        ]
    );
    assert_eq!(g.outcome(), Some(Outcome::new(per_seat(5, 2), vec![S0])));
    assert_eq!(g.scores(), per_seat(5, 2));
    assert_eq!(g.pending, Pending::Over);
    assert_eq!(g.public_view().status, "finished");

    // Losing round 2 but winning on the sum of both rounds.
    let mut g = round_two_end.build();
    g.round = 2;
    g.round_scores = vec![per_seat(0, 5)];
    buy_and_place(&mut g, S0, "2H");
    let outcome = g.outcome().unwrap();
    assert_eq!(
        (outcome.winners, outcome.scores),
        (vec![S1], per_seat(3, 6))
    );
}

#[test]
fn equal_totals_is_a_draw() {
    let mut g = Pos {
        hands: ["2H", ""],
        coins: [3, 1],
        goods_rest: false,
        kings_top: "KC",
        ..POS
    }
    .build();
    g.round = 2;
    g.round_scores = vec![per_seat(2, 4)];
    buy_and_place(&mut g, S0, "2H");
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.scores, per_seat(5, 5));
    assert_eq!(outcome.winners, vec![S0, S1]);
    assert!(outcome.is_draw());
    assert_eq!(outcome.standing(S0), Standing::Draw);
    assert_eq!(outcome.standing(S1), Standing::Draw);
}
