//! Sides.

use super::*;

#[test]
fn side_pick_is_secret_and_simultaneous() {
    let mut g = pick_game("9B 5B 3B 4O 5O 6O", "2B 7E 6E 4C 5C 6C");
    assert_eq!(g.to_act(), vec![S0, S1], "both pick at once");
    assert_eq!(g.public_view().pending, "pick");
    assert_eq!(g.public_view().sides, per_seat(None, None));
    assert!(g.legal_moves(S0).contains(&mv("pick 9B")));
    assert!(g.legal_moves(S1).contains(&mv("pick 2B")));
    assert_eq!(
        illegal(&mut g, S0, "pick 2B"),
        Illegal::NotInHand(card("2B"))
    );
    let public_before = to_json(&g.public_view());
    let opponent_before = to_json(&g.seat_view(S1));

    let events = play(&mut g, S0, "pick 9B");
    assert_eq!(
        events,
        vec![Event::Picked { seat: S0 }],
        "the card is not named"
    );
    assert_eq!(g.to_act(), vec![S1]);
    // Neither the public view nor the opponent's view tells which card was picked: only
    // `to_act` changed.
    let mut public = to_json(&g.public_view());
    assert_eq!(public["to_act"], json!([1]));
    public["to_act"] = public_before["to_act"].clone();
    assert_eq!(public, public_before);
    let mut opponent = to_json(&g.seat_view(S1));
    opponent["to_act"] = opponent_before["to_act"].clone();
    assert_eq!(opponent, opponent_before);
    assert_eq!(g.seat_view(S1).my_pick, None);
    assert_eq!(g.seat_view(S0).my_pick, Some(card("9B")));
    // A pick is final.
    assert!(matches!(
        refused(&mut g, S0, "pick 5B"),
        PlayError::NotYourTurn(S0)
    ));

    // Both are revealed together, whoever picks first.
    let events = play(&mut g, S1, "pick 2B");
    assert_eq!(
        events[..2],
        [
            Event::Picked { seat: S1 },
            Event::PicksRevealed {
                cards: per_seat(card("9B"), card("2B"))
            }
        ]
    );
    let mut h = pick_game("9B 5B 3B 4O 5O 6O", "2B 7E 6E 4C 5C 6C");
    play(&mut h, S1, "pick 2B");
    assert_eq!(h.to_act(), vec![S0]);
    play(&mut h, S0, "pick 9B");
    assert_eq!(h, g, "the order of the picks makes no difference");
}

#[test]
fn higher_bastos_takes_peasants_and_starts() {
    for (p0, p1, peasants) in [("5B", "8B", S1), ("9B", "8B", S0), ("1B", "12B", S1)] {
        let mut g = pick_game(
            &format!("{p0} 1O 2O 3O 4O 5O"),
            &format!("{p1} 1C 2C 3C 4C 5C"),
        );
        play(&mut g, S0, &format!("pick {p0}"));
        let events = play(&mut g, S1, &format!("pick {p1}"));
        assert!(
            events.contains(&Event::SidesSet {
                peasants,
                first: peasants
            }),
            "{events:?}"
        );
        assert_eq!(g.sides[peasants], Some(Suit::Bastos));
        assert_eq!(g.sides[peasants.other()], Some(Suit::Espadas));
        assert_eq!(g.to_act(), vec![peasants], "the peasants start");
        assert_eq!(g.turn, 1);
        assert_eq!(g.public_view().pending, "main");
        assert_eq!(g.hands[peasants].len(), 7, "the first turn draws");
        assert_eq!(g.hands[peasants.other()].len(), 6);
        let sides = g.public_view().sides;
        assert_eq!(sides[peasants].as_deref(), Some("B"));
        assert_eq!(sides[peasants.other()].as_deref(), Some("E"));
    }
}

#[test]
fn non_bastos_counts_zero() {
    for p0 in ["12E", "6O", "6C"] {
        let mut g = pick_game(&format!("{p0} 1O 2O 3O 4O 5O"), "1B 1C 2C 3C 4C 5C");
        play(&mut g, S0, &format!("pick {p0}"));
        let events = play(&mut g, S1, "pick 1B");
        assert!(
            events.contains(&Event::SidesSet {
                peasants: S1,
                first: S1
            }),
            "{p0} counts 0 against the 1 of Bastos: {events:?}"
        );
    }
}

#[test]
fn equal_picks_redeal() {
    for (hand0, hand1, p0, p1) in [
        ("5B 1O 2O 3O 4O 5O", "5B 1C 2C 3C 4C 5C", "5B", "5B"),
        ("9E 1O 2O 3O 4O 5O", "6C 1C 2C 3C 4C 5C", "9E", "6C"),
    ] {
        let mut g = pick_game(hand0, hand1);
        let before = g.clone();
        play(&mut g, S0, &format!("pick {p0}"));
        let events = play(&mut g, S1, &format!("pick {p1}"));
        assert_eq!(events.last(), Some(&Event::Redealt), "{p0} against {p1}");
        assert!(!events
            .iter()
            .any(|e| matches!(e, Event::SidesSet { .. } | Event::TurnBegan { .. })));
        // Only the hands went back (the camps stay); the deck was shuffled, new hands dealt.
        assert_eq!(g.to_act(), vec![S0, S1]);
        assert_eq!(g.public_view().pending, "pick");
        assert_eq!(
            g.phase,
            Phase::Pick {
                picks: per_seat(None, None)
            }
        );
        assert_eq!(g.sides, per_seat(None, None));
        assert_eq!(g.turn, 1);
        assert!(g.hands.values().all(|h| h.len() == 6));
        assert!(g.camps.values().all(|c| c.iter().all(Option::is_some)));
        assert_eq!(g.public_view().deck_left, 48);
        assert!(g.discard.is_empty());
        assert_eq!(g.camps, before.camps, "the camps stay");
        assert_ne!(
            (&g.hands, &g.deck),
            (&before.hands, &before.deck),
            "new hands"
        );
    }
}

#[test]
fn option_sides_chosen() {
    // The challenger (seat 0) leads the peasants by default; sides are known from the start.
    let chosen = Options {
        sides: SidesRule::Chosen,
        ..Options::default()
    };
    let deal = pick_deck("3B 12E 1O 2O 3O 4O", "12B 2E 1C 2C 3C 4C", "");
    let mut g = from_deck(&chosen, deal.clone());
    assert_eq!(
        g.public_view().sides,
        per_seat(Some("B".to_owned()), Some("E".to_owned()))
    );
    assert_eq!(g.to_act(), vec![S0, S1], "both still pick");
    // Seat 0's own 3 beats seat 1's 12 of the wrong suit.
    play(&mut g, S0, "pick 3B");
    let events = play(&mut g, S1, "pick 12B");
    assert!(events.contains(&Event::SidesSet {
        peasants: S0,
        first: S0
    }));
    assert_eq!(g.to_act(), vec![S0]);
    // A card of one's own suit: the militia's 2 beats a 12 of Espadas shown by the peasants.
    let mut g = from_deck(&chosen, deal.clone());
    play(&mut g, S0, "pick 12E");
    let events = play(&mut g, S1, "pick 2E");
    assert!(events.contains(&Event::SidesSet {
        peasants: S0,
        first: S1
    }));
    assert_eq!(
        g.sides,
        per_seat(Some(Suit::Bastos), Some(Suit::Espadas)),
        "sides do not change"
    );
    // `side: E` gives the challenger the militia.
    let militia = Options {
        sides: SidesRule::Chosen,
        side: Some("E".into()),
        ..Options::default()
    };
    let mut g = from_deck(&militia, deal.clone());
    assert_eq!(g.sides, per_seat(Some(Suit::Espadas), Some(Suit::Bastos)));
    play(&mut g, S0, "pick 12E");
    let events = play(&mut g, S1, "pick 12B");
    assert_eq!(
        events.last(),
        Some(&Event::Redealt),
        "equal own cards redeal"
    );
    assert_eq!(g.sides, per_seat(Some(Suit::Espadas), Some(Suit::Bastos)));
    assert_eq!(g.to_act(), vec![S0, S1]);
}

#[test]
fn picked_card_stays_in_hand() {
    let g = started();
    assert!(g.hands[S0].contains(&card("9B")));
    assert!(g.hands[S1].contains(&card("2B")));
    assert_eq!(g.hands[S0].len(), 7);
    assert_eq!(g.hands[S1].len(), 6);
    assert!(g.discard.is_empty());
    let mut g = g;
    play(&mut g, S0, "play 9B");
}
