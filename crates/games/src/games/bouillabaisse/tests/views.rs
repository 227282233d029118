//! Views.

use super::*;

#[test]
fn public_view_has_exactly_the_replay_keys() {
    let s = Setup {
        hands: Some(
            suit_hands(0)
                .into_iter()
                .map(|h| h.into_iter().rev().collect())
                .collect(),
        ),
        ..setup(3)
    };
    let mut g = new_game(4, &Options::default(), &s);
    play(&mut g, 0, "2C");
    play(&mut g, 1, "9D");
    assert_eq!(
        to_json(&g.public_view()),
        json!({
            "round": 1,
            "dealer": 3,
            "to_act": [2],
            "trick": [[0, "2C"], [1, "9D"]],
            "tricks_taken": [0, 0, 0, 0],
            "round_scores": [],
            "totals": [0, 0, 0, 0],
            "targets": {"suit": "H", "figure": "Q", "card": "KS"},
            "hand_sizes": [12, 12, 13, 13],
            "status": "playing",
        })
    );
    trick(&mut g, "2H 2S");
    let view = to_json(&g.public_view());
    assert_eq!(view["tricks_taken"], json!([1, 0, 0, 0]));
    assert_eq!(view["trick"], json!([]));
    assert_eq!(view["to_act"], json!([0]));
    // Nothing of a hand in public.
    let text = view.to_string();
    for c in ["3C", "3D", "3H", "3S"] {
        assert!(!text.contains(c), "{c}");
    }
}

#[test]
fn seat_view_adds_exactly_the_hand_sorted_by_suit_then_rank() {
    let mut g = three_cards_each();
    play(&mut g, 0, "5H");
    for seat in Seat::all(4) {
        let public = to_json(&g.public_view());
        let mut view = to_json(&g.seat_view(seat));
        let hand = view
            .as_object_mut()
            .unwrap()
            .remove("hand")
            .expect("a hand");
        assert_eq!(view, public, "seat {seat}: the public view plus `hand`");
        assert_eq!(hand.as_array().unwrap().len(), g.hands[seat].len());
    }
    assert_eq!(
        to_json(&g.seat_view(Seat(1)))["hand"],
        json!(["3C", "4D", "KH"])
    );
    assert_eq!(
        to_json(&g.seat_view(Seat(3)))["hand"],
        json!(["7H", "8H", "5S"])
    );
    // Seat 1 sees nothing of seat 3's hand.
    let text = to_json(&g.seat_view(Seat(1))).to_string();
    assert!(!text.contains("7H") && !text.contains("5S"));
}

#[test]
fn a_finished_match_shows_its_six_rounds() {
    let g = final_totals([0; 4]);
    let view = to_json(&g.public_view());
    assert_eq!(view["status"], "finished");
    assert_eq!(view["to_act"], json!([]));
    assert_eq!(view["round"], 6);
    assert_eq!(view["round_scores"].as_array().unwrap().len(), 6);
    assert_eq!(view["totals"], json!([-170, -75, -145, -205]));
}
