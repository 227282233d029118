//! Hidden information.

use super::*;

const PUBLIC_KEYS: [&str; 10] = [
    "armies",
    "camps",
    "deck_left",
    "discard",
    "hand_sizes",
    "pending",
    "sides",
    "status",
    "to_act",
    "turn",
];

fn keys(v: &Value) -> Vec<String> {
    let mut keys: Vec<String> = v.as_object().expect("an object").keys().cloned().collect();
    keys.sort();
    keys
}

#[test]
fn public_view_has_exactly_the_public_keys() {
    let mut positions = vec![
        pick_game("9B 5B 3B 4O 5O 6O", "2B 7E 6E 4C 5C 6C"),
        started(),
    ];
    let mut g = Pos {
        armies: ["6B 4B", "5E 12E"],
        hands: ["3C", "2C"],
        ..POS
    }
    .build();
    positions.push(g.clone());
    play(&mut g, S0, "attack 4B 6B");
    positions.push(g.clone());
    play(&mut g, S1, "block 4B:12E 6B:5E");
    positions.push(g.clone());
    play(&mut g, S1, "order 6B 4B");
    positions.push(g.clone());
    for g in &positions {
        let public = to_json(&g.public_view());
        // A combat under way (issue 31) is public while healing is decided.
        let mut public_keys: Vec<&str> = PUBLIC_KEYS.to_vec();
        if public["pending"] == "heal" {
            public_keys.push("combat");
            public_keys.sort_unstable();
        }
        assert_eq!(keys(&public), public_keys);
        for seat in [S0, S1] {
            let view = to_json(&g.seat_view(seat));
            let mut expected = public_keys.clone();
            expected.extend(["camp_cards", "hand"]);
            expected.sort_unstable();
            assert_eq!(keys(&view), expected);
            for key in &public_keys {
                assert_eq!(view[key], public[key], "{key}");
            }
        }
    }
}

#[test]
fn seat_view_has_own_hand_and_camps_only() {
    // Oros and Copas are single cards: each is in exactly one place.
    let g = Pos {
        hands: ["2C 1O", "3O 4C"],
        camps: ["5O 6O 7O 5C 6C 7C", "8O 9O 10O 8C 9C 10C"],
        armies: ["5B", "5E"],
        discard: "12O",
        ..POS
    }
    .build();
    let own = |seat: Seat| -> Vec<String> {
        let mut v = vec![];
        v.extend(g.hands[seat].iter().map(ToString::to_string));
        v.extend(g.camps[seat].iter().flatten().map(ToString::to_string));
        v
    };
    let public = serde_json::to_string(&g.public_view()).unwrap();
    for seat in [S0, S1] {
        let view = g.seat_view(seat);
        assert_eq!(view.hand, sorted(&g.hands[seat]));
        assert_eq!(view.camp_cards, g.camps[seat]);
        let text = serde_json::to_string(&view).unwrap();
        for c in own(seat) {
            assert!(text.contains(&format!("\"{c}\"")), "{c} in its own view");
            assert!(!public.contains(&format!("\"{c}\"")), "{c} in public");
        }
        for c in own(seat.other()) {
            assert!(
                !text.contains(&format!("\"{c}\"")),
                "{c} leaks to seat {seat}"
            );
        }
    }
    // What the table shows is public: armies, discard pile, counts.
    let view = g.public_view();
    assert_eq!(view.armies, per_seat(cards("5B"), cards("5E")));
    assert_eq!(view.discard, cards("12O"));
    assert_eq!(view.hand_sizes, per_seat(2, 2));
    assert_eq!(
        view.camps,
        per_seat(vec![1, 2, 3, 4, 5, 6], vec![1, 2, 3, 4, 5, 6])
    );
}

#[test]
fn every_owner_is_asked_to_heal_whatever_their_hand_holds() {
    // Decision 5: healing is a decision of each owner in turn. Asking only those holding
    // Copas would show the opponent who holds none, so the same combat asks the same seats,
    // in the same order, whatever the hands.
    let asked = |hands: [&'static str; 2]| {
        let mut g = Pos {
            armies: ["7B 6B", "5E 4E"],
            hands,
            ..POS
        }
        .build();
        play(&mut g, S0, "attack 6B 7B");
        play(&mut g, S1, "block 6B:4E 7B:5E");
        play(&mut g, S1, "order 7B 6B");
        let mut seats = Vec::new();
        while g.public_view().pending == "heal" {
            let seat = g.to_act()[0];
            seats.push(seat);
            play(&mut g, seat, "pass");
        }
        seats
    };
    let with_copas = asked(["3C 4C", "2C"]);
    let without = asked(["9O", "8O"]);
    let empty = asked(["", ""]);
    assert_eq!(with_copas, vec![S0, S1, S0, S1]);
    assert_eq!(without, with_copas);
    assert_eq!(empty, with_copas);
}

/// The computer's re-deal of the other hand keeps the cards the table saw go into it: here
/// the side picks, shown and kept (decision 1).
#[test]
fn a_card_seen_entering_a_hand_stays_there_when_the_computer_redeals() {
    let g = started();
    let mut rng = crate::engine::seeded(5);
    let mut redealt = false;
    for _ in 0..50 {
        let d = g.determinize(S0, &mut rng);
        assert!(
            d.hands[S1].contains(&"2B".parse().unwrap()),
            "{:?}",
            d.hands[S1]
        );
        assert_eq!(d.hands[S1].len(), g.hands[S1].len());
        redealt |= d.hands[S1] != g.hands[S1];
        let d = g.determinize(S1, &mut rng);
        assert!(d.hands[S0].contains(&"9B".parse().unwrap()));
    }
    assert!(redealt, "the rest of the hand is dealt again");
    // A played card leaves what is known of the hand.
    let mut g = Pos {
        hands: ["3C", "7E"],
        ..POS
    }
    .build();
    g.known[1] = vec!["7E".parse().unwrap()];
    g.note_known(&[]);
    assert_eq!(g.known[1].len(), 1);
    g.hands[S1].clear();
    g.note_known(&[]);
    assert!(g.known[1].is_empty());
}
