//! Explicit setup.

use super::*;

#[test]
fn explicit_hands_are_round_one_and_rounds_give_the_later_deals() {
    let hands = suit_hands(0);
    let s = Setup {
        hands: Some(hands.clone()),
        ..setup(3)
    };
    let a = Bouillabaisse::new(4, &Options::default(), Some(&s), 1).unwrap();
    let b = Bouillabaisse::new(4, &Options::default(), Some(&s), 2).unwrap();
    assert_eq!(a.hands, PerSeat::from(hands.clone()));
    assert_eq!(a.hands, b.hands, "the seed plays no part in a given deal");
    assert_eq!(a.to_act(), vec![Seat(0)]);

    // Rounds 1 and 2 given, the rest from the seed.
    let s = Setup {
        rounds: vec![
            RoundDeal {
                hands: hands.clone(),
            },
            RoundDeal {
                hands: suit_hands(1),
            },
        ],
        ..setup(3)
    };
    let mut g = new_game(4, &options(true, None), &s);
    assert_eq!(g.hands, PerSeat::from(hands));
    // Seat 0 leads a club every trick and nobody else has one: all thirteen tricks.
    finish_round(&mut g);
    assert_eq!(g.round_scores, [per_seat(&[-65, 0, 0, 0])], "todo-o-nada");
    assert_eq!(g.round, 2);
    assert_eq!(g.hands, PerSeat::from(suit_hands(1)));
    assert_eq!((g.dealer, g.to_act()), (Seat(0), vec![Seat(1)]));
    finish_round(&mut g);
    // Seat 1 leads a heart every trick: every trick and every ♥ (the suit flips, round 2).
    assert_eq!(g.round_scores[1], per_seat(&[0, -130, 0, 0]));
    assert_eq!(g.round, 3);
    assert_eq!(g.public_view().hand_sizes, PerSeat::splat(4, 13));
    assert_ne!(g.hands, PerSeat::from(suit_hands(2)), "dealt from the seed");
}

#[test]
fn the_rules_page_setup_notation_parses() {
    let hands: Vec<Vec<String>> = suit_hands(0)
        .iter()
        .map(|h| h.iter().map(ToString::to_string).collect())
        .collect();
    let page = json!({"dealer": 0, "suit": "H", "figure": "Q", "card": "KS",
        "rounds": [{"hands": hands}]});
    let s: Setup = serde_json::from_value(page).unwrap();
    assert_eq!(s.rounds[0].hands, suit_hands(0));
    assert_eq!(s.card, Some(card("KS")));
    let short: Setup = serde_json::from_value(json!({ "hands": hands })).unwrap();
    assert_eq!(short.hands, Some(suit_hands(0)));
    assert!(serde_json::from_value::<Setup>(json!({"deck": []})).is_err());
    let o: Options = serde_json::from_value(json!({"todo-o-nada": true, "decks": 2})).unwrap();
    assert_eq!(o, options(true, Some(2)));
}

#[test]
fn bad_explicit_deals_are_refused() {
    let deal = |hands: Vec<Vec<Card>>| Setup {
        hands: Some(hands),
        ..setup(0)
    };
    let mut uneven = suit_hands(0);
    let moved = uneven[0].pop().unwrap();
    uneven[1].push(moved);
    let mut duplicate = suit_hands(0);
    duplicate[0][0] = duplicate[0][1];
    let mut three_seats = suit_hands(0);
    three_seats.pop();
    let mut both = deal(suit_hands(0));
    both.rounds = vec![RoundDeal {
        hands: suit_hands(0),
    }];
    let seven = Setup {
        rounds: vec![
            RoundDeal {
                hands: suit_hands(0)
            };
            7
        ],
        ..setup(0)
    };
    for bad in [
        deal(uneven),
        deal(duplicate),
        deal(three_seats),
        deal(vec![]),
        both,
        seven,
        Setup {
            dealer: Some(Seat(4)),
            ..setup(0)
        },
    ] {
        assert!(
            Bouillabaisse::new(4, &Options::default(), Some(&bad), 1).is_err(),
            "{bad:?}"
        );
    }
    // Three players: 17 cards each, and the removed 2♣ may not be dealt.
    let mut in_play = cards_in_play(3, 1);
    let good: Vec<Vec<Card>> = (0..3)
        .map(|_| in_play.split_off(in_play.len() - 17))
        .collect();
    assert!(Bouillabaisse::new(3, &Options::default(), Some(&deal(good.clone())), 1).is_ok());
    let mut with_two = good;
    with_two[0][0] = card("2C");
    assert!(Bouillabaisse::new(3, &Options::default(), Some(&deal(with_two)), 1).is_err());
}
