//! Sell.

use super::*;

#[test]
fn sell_pair_takes_one_coin_from_opponent() {
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 2H 4D", ""],
        kings_top: "KC",
        ..POS
    }
    .build();
    let events = play(&mut g, S0, "sell 2H 2S");
    let sold = Event::Sold {
        seat: S0,
        cards: cards("2S 2H"),
        coins: 1,
    };
    assert_eq!(events, vec![sold, revealed("KC")]);
    assert_eq!((g.coins.clone(), g.bank), (per_seat(2, 0), 8));
    assert_eq!(g.shops[S0], cards("4D"));
    assert_eq!(g.discarded, cards("2S 2H"), "sold cards leave the round");
    assert_eq!(g.to_act(), vec![S1], "a sale is the turn's action");
}

#[test]
fn sell_trio_takes_three_coins() {
    let mut g = Pos {
        hands: ["3S", "2C"],
        shops: ["3C 3H 3D", ""],
        coins: [1, 4],
        kings_top: "KC",
        ..POS
    }
    .build();
    let events = play(&mut g, S0, "sell 3");
    assert_eq!(
        events[0],
        Event::Sold {
            seat: S0,
            cards: cards("3C 3H 3D"),
            coins: 3
        }
    );
    assert_eq!((g.coins.clone(), g.bank), (per_seat(4, 1), 5));
    assert!(g.shops[S0].is_empty());
}

#[test]
fn sell_partial_payment_when_opponent_is_short() {
    let mut g = Pos {
        hands: ["3S", "2C"],
        shops: ["3C 3H 3D", ""],
        coins: [1, 2],
        kings_top: "KH",
        ..POS
    }
    .build();
    play(&mut g, S0, "sell 3");
    assert_eq!((g.coins.clone(), g.bank), (per_seat(3, 0), 7));
}

#[test]
fn sell_to_a_broke_opponent_earns_nothing_never_from_the_bank() {
    let mut g = Pos {
        hands: ["3S", "2C"],
        shops: ["3C 3H", ""],
        coins: [1, 0],
        kings_top: "KH",
        ..POS
    }
    .build();
    let events = play(&mut g, S0, "sell 3");
    assert!(matches!(events[0], Event::Sold { coins: 0, .. }));
    assert_eq!((g.coins.clone(), g.bank), (per_seat(1, 0), 9));
}

#[test]
fn sell_any_two_or_more_of_one_value() {
    let g = Pos {
        hands: ["3S", "2C"],
        shops: ["4S 4C 4H 2D", ""],
        ..POS
    }
    .build();
    assert_eq!(
        sells(&g.legal_moves(S0)),
        ["sell 4S 4C", "sell 4S 4H", "sell 4C 4H", "sell 4S 4C 4H"]
    );
}

#[test]
fn sell_only_one_value_per_turn() {
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 2H 4S 4H", ""],
        coins: [1, 3],
        kings_top: "KC",
        ..POS
    }
    .build();
    assert_eq!(sells(&g.legal_moves(S0)), ["sell 2S 2H", "sell 4S 4H"]);
    assert_eq!(
        illegal(&mut g, S0, "sell 2S 2H 4S 4H"),
        Illegal::MixedValues
    );
    play(&mut g, S0, "sell 2");
    assert_eq!(
        g.to_act(),
        vec![S1],
        "the other pair waits for a later turn"
    );
    assert_eq!(g.shops[S0], cards("4S 4H"));
}

#[test]
fn sell_four_of_a_kind_wins_at_once() {
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 2C 2H 2D", "4H"],
        coins: [1, 5],
        ..POS
    }
    .build();
    let events = play(&mut g, S0, "sell 2");
    let sold = Event::Sold {
        seat: S0,
        cards: cards("2S 2C 2H 2D"),
        coins: 0,
    };
    assert_eq!(events, vec![sold, Event::WonBySale { seat: S0 }]);
    assert!(g.revealed.is_empty(), "no king card after the winning sale");
    assert_eq!(g.round, 1, "no second round");
    assert!(g.to_act().is_empty());
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome, Outcome::new(per_seat(0, 0), vec![S0]));
    assert_eq!(outcome.standing(S0), Standing::Win);
    assert_eq!(g.public_view().status, "finished");
}

#[test]
fn sell_four_of_a_kind_in_round_two_wins_whatever_the_totals() {
    let mut g = Pos {
        first: 1,
        hands: ["3S", "3C"],
        shops: ["4H", "2S 2C 2H 2D"],
        ..POS
    }
    .build();
    g.round = 2;
    g.round_scores = vec![per_seat(9, 0)];
    play(&mut g, S1, "sell 2S 2C 2H 2D");
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, vec![S1]);
    assert_eq!(outcome.scores, per_seat(9, 0));
    assert_eq!(outcome.standing(S0), Standing::Loss);
}

#[test]
fn sell_single_card_is_illegal() {
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 3H", ""],
        ..POS
    }
    .build();
    assert!(sells(&g.legal_moves(S0)).is_empty());
    assert_eq!(illegal(&mut g, S0, "sell 2S"), Illegal::SaleTooSmall);
    assert_eq!(illegal(&mut g, S0, "sell 2"), Illegal::SaleTooSmall);
    assert_eq!(illegal(&mut g, S0, "sell 4"), Illegal::SaleTooSmall);
}

#[test]
fn sell_mixed_values_is_illegal() {
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 3H", ""],
        ..POS
    }
    .build();
    assert_eq!(illegal(&mut g, S0, "sell 2S 3H"), Illegal::MixedValues);
}

#[test]
fn sell_cards_not_in_the_shop_is_illegal() {
    let mut g = Pos {
        hands: ["2H", "3C"],
        shops: ["2S 2D", "2C"],
        ..POS
    }
    .build();
    assert_eq!(
        illegal(&mut g, S0, "sell 2S 2H"),
        Illegal::NotInShop(card("2H"))
    );
    assert_eq!(
        illegal(&mut g, S0, "sell 2S 2C"),
        Illegal::NotInShop(card("2C"))
    );
}

#[test]
fn sell_naming_a_card_twice_is_illegal() {
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 3H", ""],
        ..POS
    }
    .build();
    assert_eq!(
        illegal(&mut g, S0, "sell 2S 2S"),
        Illegal::NotInShop(card("2S"))
    );
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 2H", ""],
        coins: [1, 3],
        ..POS
    }
    .build();
    // Not a trio for three coins: the shop holds a pair.
    assert_eq!(
        illegal(&mut g, S0, "sell 2S 2S 2H"),
        Illegal::NotInShop(card("2S"))
    );
}

#[test]
fn sale_prices_pair_one_trio_three() {
    assert_eq!((sale_price(2), sale_price(3)), (1, 3));
}
