//! Views.

use super::*;

#[test]
fn seat_view_contains_only_own_hand() {
    let g = Pos {
        hands: ["2S 3S", "2C 3C"],
        shops: ["4H", "5D"],
        kings_top: "KC",
        ..POS
    }
    .build();
    for seat in [S0, S1] {
        let view = g.seat_view(seat);
        assert_eq!(view.seat, seat);
        assert_eq!(view.hand, sorted(&g.hands[seat]));
        assert_eq!(view.public, g.public_view());
        let text = serde_json::to_string(&view).unwrap();
        let hidden = g.hands[seat.other()].iter().chain(&g.goods);
        for c in hidden {
            assert!(!text.contains(&format!("\"{c}\"")), "{c} in {text}");
        }
        for c in g.hands[seat].iter().chain(g.shops.values().flatten()) {
            assert!(
                text.contains(&format!("\"{c}\"")),
                "{c} missing from {text}"
            );
        }
    }
}

#[test]
fn public_view_json_has_exactly_the_listed_keys() {
    let g = Pos {
        first: 1,
        hands: ["2S 3S", "2C 3C"],
        ..POS
    }
    .build();
    let view = serde_json::to_value(g.public_view()).unwrap();
    let keys: BTreeSet<&str> = view
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys, PUBLIC_KEYS.into_iter().collect());
    assert_eq!(
        view,
        json!({
            "round": 1, "to_act": [1], "pending": "action", "bank": 8, "coins": [1, 1],
            "shops": [[], []], "hand_sizes": [2, 2], "goods_left": 10, "king": null,
            "kings_left": 5, "trade_used": [false, false], "round_scores": [],
            "status": "playing"
        })
    );
}

#[test]
fn seat_view_json_is_public_keys_plus_hand() {
    let g = Pos {
        hands: ["3S 2S", "2C 3C"],
        ..POS
    }
    .build();
    let view = serde_json::to_value(g.seat_view(S0)).unwrap();
    let keys: BTreeSet<&str> = view
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    let mut expected: BTreeSet<&str> = PUBLIC_KEYS.into_iter().collect();
    expected.insert("hand");
    assert_eq!(keys, expected);
    assert_eq!(view["hand"], json!(["2S", "3S"]));
}

#[test]
fn public_view_names_the_pending_step_and_status() {
    let mut g = Pos {
        hands: ["2S", "2C"],
        shops: ["", "3C"],
        kings_top: "KD",
        ..POS
    }
    .build();
    assert_eq!(g.public_view().pending, "action");
    play(&mut g, S0, "buy");
    assert_eq!(
        (g.public_view().pending, g.public_view().to_act),
        ("place", vec![S0])
    );
    play(&mut g, S0, "place 2S");
    assert_eq!(
        (g.public_view().pending, g.public_view().to_act),
        ("discard", vec![S0])
    );
    assert_eq!(g.public_view().king, Some(King::Diamonds));
}

#[test]
fn determinize_keeps_the_seats_view_and_every_card() {
    let g = Pos {
        hands: ["2S 3S", "2C 3C"],
        shops: ["4H", "5D"],
        kings_top: "KC",
        ..POS
    }
    .build();
    let mut rng = crate::engine::seeded(5);
    for seat in [S0, S1] {
        for _ in 0..10 {
            let d = g.determinize(seat, &mut rng);
            assert_eq!(d.seat_view(seat), g.seat_view(seat));
            assert_eq!(d.legal_moves(seat), g.legal_moves(seat));
            assert_consistent(&d);
        }
    }
}
