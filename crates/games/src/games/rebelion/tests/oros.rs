//! Oros.

use super::*;

const SHOP: Pos<'static> = Pos {
    hands: ["", ""],
    discard: "7B 5C 6E 8B 3O 6C",
    camps: ["1O 4O 10O 10C 11C 12C", "10E 11E 12E 10B 11B 12B"],
    ..POS
};

#[test]
fn oros_buy_own_troop_or_copas_up_to_paid_value() {
    let shop = Pos {
        hands: ["7O", ""],
        ..SHOP
    };
    for target in ["7B", "5C", "6C"] {
        let mut g = shop.build();
        let m = format!("buy {target} with 7O");
        assert!(buyable(&g, S0, &m), "{m}");
        let events = play(&mut g, S0, &m);
        assert_eq!(
            events,
            vec![Event::Bought {
                seat: S0,
                card: card(target),
                paid: cards("7O"),
                change: vec![]
            }]
        );
        assert_eq!(g.hands[S0], cards(target));
        assert!(!g.discard.contains(&card(target)));
        assert_eq!(
            g.discard.last(),
            Some(&card("7O")),
            "the Oros go to the pile"
        );
        assert_eq!(g.to_act(), vec![S0]);
    }
    let mut g = shop.build();
    for (m, why) in [
        ("buy 6E with 7O", Illegal::NotForSale(card("6E"))),
        ("buy 3O with 7O", Illegal::NotForSale(card("3O"))),
        ("buy 8B with 7O", Illegal::NotEnoughOros(card("8B"))),
        ("buy 4B with 7O", Illegal::NotInDiscard(card("4B"))),
        ("buy 5C with 6C", Illegal::NotOros(card("6C"))),
        ("buy 5C with 9O", Illegal::NotInHand(card("9O"))),
        ("buy 5C with 7O 7O", Illegal::NotInHand(card("7O"))),
    ] {
        assert_eq!(illegal(&mut g, S0, m), why, "{m}");
    }
    // The militia buys Espadas, not Bastos.
    let mut g = Pos {
        active: 1,
        hands: ["", "7O"],
        ..SHOP
    }
    .build();
    assert_eq!(
        illegal(&mut g, S1, "buy 7B with 7O"),
        Illegal::NotForSale(card("7B"))
    );
    play(&mut g, S1, "buy 6E with 7O");
}

#[test]
fn army_figures_are_not_for_sale_but_copas_figures_are() {
    let mut g = Pos {
        hands: ["7O 8O 9O", ""],
        discard: "10B 11B 12B 10C 9C",
        camps: ["1O 2O 3O 4O 5O 6O", POS.camps[1]],
        ..POS
    }
    .build();
    for f in ["10B", "11B", "12B"] {
        assert_eq!(
            illegal(&mut g, S0, &format!("buy {f} with 7O 8O 9O")),
            Illegal::NotForSale(card(f))
        );
    }
    let buys: Vec<String> = g
        .legal_moves(S0)
        .iter()
        .filter(|m| matches!(m, Move::Purchase(_)))
        .map(ToString::to_string)
        .collect();
    assert_eq!(buys, ["buy 9C", "buy 10C"]);
    play(&mut g, S0, "buy 10C with 7O 8O 9O");
    assert!(g.hands[S0].contains(&card("10C")));
}

#[test]
fn buy_once_per_turn() {
    let mut g = Pos {
        hands: ["7O 6O", ""],
        discard: "5C 3B",
        ..SHOP
    }
    .build();
    play(&mut g, S0, "buy 5C with 7O");
    assert_eq!(
        illegal(&mut g, S0, "buy 3B with 6O"),
        Illegal::AlreadyDone("bought")
    );
    assert!(!g
        .legal_moves(S0)
        .iter()
        .any(|m| matches!(m, Move::Buy { .. } | Move::Purchase(_))));
    assert_eq!(
        illegal(&mut g, S0, "buy 3B"),
        Illegal::AlreadyDone("bought")
    );
    play(&mut g, S0, "pass");
    play(&mut g, S1, "pass");
    play(&mut g, S0, "buy 3B with 6O");
}

#[test]
fn oros_accumulate() {
    let shop = Pos {
        hands: ["1O 2O 3O", ""],
        discard: "5C 6B 7B",
        camps: ["4O 5O 6O 10C 11C 12C", POS.camps[1]],
        ..POS
    };
    let mut g = shop.build();
    play(&mut g, S0, "buy 5C with 2O 3O");
    assert_eq!(sorted(&g.hands[S0]), cards("1O 5C"));
    let mut g = shop.build();
    assert!(buyable(&g, S0, "buy 6B with 1O 2O 3O"));
    play(&mut g, S0, "buy 6B with 3O 2O 1O");
    assert_eq!(g.hands[S0], cards("6B"));
    let mut g = shop.build();
    assert_eq!(
        illegal(&mut g, S0, "buy 7B with 1O 2O 3O"),
        Illegal::NotEnoughOros(card("7B"))
    );
}

#[test]
fn no_change_without_rey() {
    // The opponent's Rey on the table, or one's own Rey in the hand, gives no change.
    let mut g = Pos {
        hands: ["7O 12B", ""],
        armies: ["9B", "12E"],
        discard: "5C 2O",
        ..SHOP
    }
    .build();
    assert_eq!(
        illegal(&mut g, S0, "buy 5C with 7O change 2O"),
        Illegal::NoRey
    );
    assert!(buyable(&g, S0, "buy 5C with 7O"));
    play(&mut g, S0, "buy 5C with 7O");
    assert_eq!(g.discard, cards("2O 7O"), "the 2O stays in the pile");
    assert_eq!(sorted(&g.hands[S0]), cards("5C 12B"));
}

#[test]
fn change_with_rey_at_most_overpayment() {
    let shop = Pos {
        hands: ["9O", ""],
        armies: ["12B", ""],
        discard: "5C 3O 2O 1O",
        camps: ["4O 5O 6O 10C 11C 12C", POS.camps[1]],
        ..POS
    };
    let mut g = shop.build();
    assert!(buyable(&g, S0, "buy 5C with 9O change 1O 3O"));
    assert!(buyable(&g, S0, "buy 5C with 9O change 2O"));
    let events = play(&mut g, S0, "buy 5C with 9O change 3O 1O");
    assert_eq!(
        events,
        vec![Event::Bought {
            seat: S0,
            card: card("5C"),
            paid: cards("9O"),
            change: cards("1O 3O")
        }]
    );
    assert_eq!(sorted(&g.hands[S0]), cards("1O 3O 5C"));
    assert_eq!(g.discard, cards("2O 9O"));
    // Less than the overpayment is fine; more is not.
    let mut g = shop.build();
    for (m, why) in [
        ("buy 5C with 9O change 2O 3O", Illegal::TooMuchChange),
        ("buy 5C with 9O change 1O 2O 3O", Illegal::TooMuchChange),
        (
            "buy 5C with 9O change 4O",
            Illegal::NotInDiscard(card("4O")),
        ),
        ("buy 5C with 9O change 5C", Illegal::NotOros(card("5C"))),
    ] {
        assert_eq!(illegal(&mut g, S0, m), why, "{m}");
    }
    play(&mut g, S0, "buy 5C with 9O change 2O");
    assert_eq!(g.discard, cards("3O 1O 9O"));
}

#[test]
fn oros_purchase_step_by_step_offers_every_payment_and_change() {
    let mut g = Pos {
        hands: ["2O 7O 9O", ""],
        armies: ["12B", ""],
        discard: "5C 3O 1O 4O",
        camps: ["5O 6O 8O 10C 11C 12C", POS.camps[1]],
        ..POS
    }
    .build();
    assert!(listed(&g, S0, "buy 5C"));
    assert!(play(&mut g, S0, "buy 5C").is_empty(), "nothing moves yet");
    assert_eq!(g.public_view().pending, "buy");
    let steps = |g: &Rebelion| -> Vec<String> {
        g.legal_moves(S0).iter().map(ToString::to_string).collect()
    };
    assert_eq!(
        steps(&g),
        ["pay 2O", "pay 7O", "pay 9O", "cancel"],
        "not paid yet"
    );
    assert_eq!(
        illegal(&mut g, S0, "buy"),
        Illegal::NotEnoughOros(card("5C"))
    );
    play(&mut g, S0, "pay 2O");
    assert_eq!(
        steps(&g),
        ["pay 7O", "pay 9O", "cancel"],
        "each Oros pays once"
    );
    assert_eq!(
        illegal(&mut g, S0, "pay 2O"),
        Illegal::NotInHand(card("2O"))
    );
    play(&mut g, S0, "pay 9O");
    // Paid 11 for 5: change worth up to 6 from the pile, and the purchase may complete.
    assert_eq!(
        steps(&g),
        [
            "pay 7O",
            "change 1O",
            "change 3O",
            "change 4O",
            "buy",
            "cancel"
        ]
    );
    play(&mut g, S0, "change 4O");
    assert_eq!(
        steps(&g),
        ["pay 7O", "change 1O", "buy", "cancel"],
        "room for 2 more"
    );
    assert_eq!(illegal(&mut g, S0, "change 3O"), Illegal::TooMuchChange);
    assert_eq!(
        g.seat_view(S0).purchase,
        Some(Purchase {
            card: card("5C"),
            paid: cards("2O 9O"),
            change: cards("4O"),
        })
    );
    assert_eq!(g.seat_view(S1).purchase, None, "the payment is secret");
    assert_eq!(
        g.public_view().hand_sizes[S0],
        3,
        "no card moves before `buy`"
    );
    let events = play(&mut g, S0, "buy");
    assert_eq!(
        events,
        vec![Event::Bought {
            seat: S0,
            card: card("5C"),
            paid: cards("2O 9O"),
            change: cards("4O"),
        }]
    );
    assert_eq!(sorted(&g.hands[S0]), sorted(&cards("4O 5C 7O")));
    assert_eq!(g.public_view().pending, "main");
    assert!(!g
        .legal_moves(S0)
        .iter()
        .any(|m| matches!(m, Move::Purchase(_))));
}

#[test]
fn oros_purchase_begins_only_when_the_hand_can_pay() {
    let mut g = Pos {
        hands: ["2O", ""],
        ..SHOP
    }
    .build();
    let buys: Vec<String> = g
        .legal_moves(S0)
        .iter()
        .filter(|m| matches!(m, Move::Purchase(_)))
        .map(ToString::to_string)
        .collect();
    // 7B, 8B, 5C and 6C cost more than 2; 6E is the militia's; 3O is not for sale.
    assert!(buys.is_empty(), "{buys:?}");
    assert_eq!(
        illegal(&mut g, S0, "buy 5C"),
        Illegal::NotEnoughOros(card("5C"))
    );
    let mut g = Pos {
        hands: ["2O 5O", ""],
        ..SHOP
    }
    .build();
    assert!(listed(&g, S0, "buy 5C"));
    play(&mut g, S0, "buy 5C");
    // A purchase once begun is completed: nothing else until then.
    for m in ["pass", "discard 2O", "empty 1", "buy 6C", "buy 5C with 5O"] {
        assert_eq!(
            illegal(&mut g, S0, m),
            Illegal::WrongStep {
                expected: Step::Buy
            },
            "{m}"
        );
    }
    play(&mut g, S0, "pay 2O");
    play(&mut g, S0, "pay 5O");
    play(&mut g, S0, "buy");
    assert_eq!(g.hands[S0], cards("5C"));
}
