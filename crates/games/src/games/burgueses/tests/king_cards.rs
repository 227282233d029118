//! King cards.

use super::*;

#[test]
fn king_spades_strict_highest_pays() {
    let mut g = Pos {
        hands: ["2H", "2C"],
        shops: ["2S 3S", "4S"],
        coins: [2, 2],
        goods_top: "3H",
        kings_top: "KS",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2H");
    assert_eq!(
        events,
        vec![placed(S0, "2H"), revealed("KS"), Event::Paid { seat: S0 }]
    );
    assert_eq!((g.coins.clone(), g.bank), (per_seat(1, 2), 7));

    // The opponent pays when its sum is the highest.
    let mut g = Pos {
        hands: ["2H", "2C"],
        shops: ["2S", "3S 4S"],
        coins: [2, 2],
        kings_top: "KS",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2H");
    assert_eq!(events[2..], [Event::Paid { seat: S1 }]);
    assert_eq!(g.coins, per_seat(2, 1));
}

#[test]
fn king_spades_tie_nobody_pays() {
    // With spades worth 2, 3 and 4 no two disjoint sets have the same positive sum: the only
    // tie is no spades on either side.
    let mut g = Pos {
        hands: ["2H", "2C"],
        shops: ["3H", "3C"],
        coins: [2, 2],
        kings_top: "KS",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2H");
    assert_eq!(events, vec![placed(S0, "2H"), revealed("KS")]);
    assert_eq!((g.coins.clone(), g.bank), (per_seat(2, 2), 6));
}

#[test]
fn king_hearts_strict_highest_receives() {
    let mut g = Pos {
        hands: ["2S", "2C"],
        shops: ["2H 3H", "4H"],
        kings_top: "KH",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2S");
    assert_eq!(events[2..], [Event::Received { seat: S0 }]);
    assert_eq!((g.coins.clone(), g.bank), (per_seat(2, 1), 7));

    let mut g = Pos {
        hands: ["2S", "2C"],
        shops: ["2H", "3H"],
        kings_top: "KH",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2S");
    assert_eq!(events[2..], [Event::Received { seat: S1 }]);
}

#[test]
fn king_hearts_tie_nobody_receives() {
    for shops in [["2H 3H", "5H"], ["2S", "3C"]] {
        let mut g = Pos {
            hands: ["2D", "2C"],
            shops,
            kings_top: "KH",
            ..POS
        }
        .build();
        let events = buy_and_place(&mut g, S0, "2D");
        assert_eq!(events, vec![placed(S0, "2D"), revealed("KH")], "{shops:?}");
        assert_eq!(g.bank, 8);
    }
}

#[test]
fn king_diamonds_receive_or_discard() {
    let mut g = Pos {
        hands: ["2S", "2H"],
        shops: ["2D", "3C 4C"],
        kings_top: "KD",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2S");
    assert_eq!(
        events,
        vec![
            placed(S0, "2S"),
            revealed("KD"),
            Event::Received { seat: S0 },
            Event::MustDiscard { seat: S1 },
        ]
    );
    assert_eq!(g.pending, Pending::Discard(vec![S1]));
    assert_eq!(g.to_act(), vec![S1]);
    assert_eq!(g.public_view().pending, "discard");
    assert!(g.legal_moves(S0).is_empty());
    assert_eq!(g.legal_moves(S1), vec![mv("discard 3C"), mv("discard 4C")]);
    assert_eq!(
        illegal(&mut g, S1, "discard 2D"),
        Illegal::NotInShop(card("2D"))
    );

    let events = play(&mut g, S1, "discard 4C");
    assert_eq!(
        events,
        vec![Event::Discarded {
            seat: S1,
            card: card("4C")
        }]
    );
    assert_eq!(g.shops[S1], cards("3C"));
    assert!(
        g.discarded.contains(&card("4C")),
        "discarded cards leave the round"
    );
    assert_eq!((g.to_act(), &g.pending), (vec![S1], &Pending::Action));
}

#[test]
fn king_diamonds_both_discard_active_first() {
    let mut g = Pos {
        first: 1,
        hands: ["2S", "2C 3H"],
        shops: ["3S", "4C"],
        kings_top: "KD",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S1, "2C");
    assert_eq!(
        events[2..],
        [
            Event::MustDiscard { seat: S1 },
            Event::MustDiscard { seat: S0 }
        ]
    );
    assert_eq!(g.to_act(), vec![S1], "the active player decides first");
    assert_eq!(
        refused(&mut g, S0, "discard 3S"),
        PlayError::NotYourTurn(S0)
    );
    play(&mut g, S1, "discard 4C");
    assert_eq!(g.to_act(), vec![S0]);
    assert_eq!(g.legal_moves(S0), vec![mv("discard 3S")]);
    play(&mut g, S0, "discard 3S");
    assert_eq!((g.to_act(), &g.pending), (vec![S0], &Pending::Action));
    assert_eq!(g.shops, per_seat(vec![], cards("2C")));
}

#[test]
fn king_diamonds_empty_shop_nothing() {
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 2H", ""],
        kings_top: "KD",
        ..POS
    }
    .build();
    let events = play(&mut g, S0, "sell 2");
    assert_eq!(events[1..], [revealed("KD")]);
    assert_eq!((g.to_act(), &g.pending), (vec![S1], &Pending::Action));
}

#[test]
fn king_clubs_every_shop_with_a_club_receives() {
    let mut g = Pos {
        hands: ["2S", "2H"],
        shops: ["2C", "3C 4H"],
        kings_top: "KC",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2S");
    assert_eq!(
        events[2..],
        [Event::Received { seat: S0 }, Event::Received { seat: S1 }]
    );
    assert_eq!((g.coins.clone(), g.bank), (per_seat(2, 2), 6));
}

#[test]
fn king_clubs_no_club_no_coin() {
    let mut g = Pos {
        hands: ["2S", "2H"],
        shops: ["2D", "3C"],
        kings_top: "KC",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2S");
    assert_eq!(events[2..], [Event::Received { seat: S1 }]);
}

#[test]
fn ace_of_spades_even_receives_odd_pays_empty_nothing() {
    // Seat 0: 2♠ + 4♥ = 6, even; seat 1: 3♣, odd.
    let mut g = Pos {
        hands: ["4H", "2C"],
        shops: ["2S", "3C"],
        kings_top: "AS",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "4H");
    assert_eq!(
        events[1..],
        [
            revealed("AS"),
            Event::Received { seat: S0 },
            Event::Paid { seat: S1 }
        ]
    );
    assert_eq!((g.coins.clone(), g.bank), (per_seat(2, 0), 8));

    // Seat 0: 2♠ + 3♥ = 5, odd; seat 1: empty shop.
    let mut g = Pos {
        hands: ["3H", "2C"],
        shops: ["2S", ""],
        kings_top: "AS",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "3H");
    assert_eq!(events[2..], [Event::Paid { seat: S0 }]);
    assert_eq!((g.coins.clone(), g.bank), (per_seat(0, 1), 9));

    // Seat 0 sells its whole shop: nothing for it; seat 1: 4♣, even.
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 2H", "4C"],
        kings_top: "AS",
        ..POS
    }
    .build();
    let events = play(&mut g, S0, "sell 2");
    assert_eq!(events[1..], [revealed("AS"), Event::Received { seat: S1 }]);
}

#[test]
fn no_coins_to_pay_pays_nothing() {
    let mut g = Pos {
        hands: ["2H", "2C"],
        shops: ["2S 3S", "4S"],
        coins: [0, 3],
        kings_top: "KS",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2H");
    assert_eq!(events, vec![placed(S0, "2H"), revealed("KS")]);
    assert_eq!((g.coins.clone(), g.bank), (per_seat(0, 3), 7));

    let mut g = Pos {
        hands: ["2H", "2C"],
        shops: ["3H", ""],
        coins: [0, 3],
        kings_top: "AS",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2H");
    assert_eq!(events, vec![placed(S0, "2H"), revealed("AS")], "5 is odd");
    assert_eq!(g.coins, per_seat(0, 3));
}

#[test]
fn empty_bank_active_player_served_first() {
    let mut g = Pos {
        first: 1,
        hands: ["2S", "2H"],
        shops: ["2C", "3C"],
        coins: [4, 5],
        kings_top: "KC",
        ..POS
    }
    .build();
    assert_eq!(g.bank, 1);
    let events = buy_and_place(&mut g, S1, "2H");
    assert_eq!(events[2..], [Event::Received { seat: S1 }]);
    assert_eq!((g.coins.clone(), g.bank), (per_seat(4, 6), 0));
}

#[test]
fn empty_bank_nobody_receives() {
    let mut g = Pos {
        hands: ["2S", "2H"],
        shops: ["2C", "3C"],
        coins: [5, 5],
        kings_top: "KC",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2S");
    assert_eq!(events, vec![placed(S0, "2S"), revealed("KC")]);
    assert_eq!(g.coins, per_seat(5, 5));
}

#[test]
fn king_card_follows_every_action() {
    // After a purchase (its second step), a sale and a trade alike.
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 2H 4H", "4C"],
        coins: [2, 2],
        kings_top: "KS KH KC",
        ..POS
    }
    .build();
    play(&mut g, S0, "sell 2");
    assert_eq!(g.revealed, vec![King::Spades]);
    play(&mut g, S1, "buy");
    assert_eq!(
        g.revealed.len(),
        1,
        "not after the first step of a purchase"
    );
    play(&mut g, S1, "place 3C");
    play(&mut g, S0, "trade 4H 4C");
    assert_eq!(g.revealed, vec![King::Spades, King::Hearts, King::Clubs]);
    assert_eq!(g.public_view().king, Some(King::Clubs));
    assert_eq!(g.public_view().kings_left, 2);
}

#[test]
fn king_deck_reshuffles_when_empty() {
    let mut kings_after_reshuffle = BTreeSet::new();
    for seed in 0..20 {
        let mut g = Pos {
            hands: ["2S 3S", "2C 3C"],
            shops: ["2D", "3D"],
            kings_top: "KS KC KH AS KD",
            ..POS
        }
        .build_seeded(seed);
        let turn = |g: &mut Burgueses, seat: Seat| {
            let oldest = g.hands[seat][0].to_string();
            buy_and_place(g, seat, &oldest)
        };
        for seat in [S0, S1, S0, S1, S0] {
            turn(&mut g, seat);
        }
        assert!(g.kings.is_empty());
        assert_eq!(g.revealed, kings_with_top("KS KC KH AS KD"));
        assert_eq!(g.public_view().kings_left, 0);

        let mut twin = g.clone();
        let events = turn(&mut g, S1);
        assert_eq!(events[1], Event::KingsReshuffled);
        let Event::KingRevealed { king } = events[2] else {
            panic!("{events:?}")
        };
        assert_eq!(g.revealed, vec![king]);
        assert_eq!(g.kings.len(), 4);
        assert_eq!(turn(&mut twin, S1), events, "seeded");
        kings_after_reshuffle.insert(king);
    }
    assert!(
        kings_after_reshuffle.len() > 1,
        "the reshuffle depends on the seed"
    );
}
