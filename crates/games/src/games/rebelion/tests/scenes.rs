//! What the pictures of Rebelión draw: the board's never shows a card of a hand or a camp, in
//! either deck.

use serde_json::json;

use crate::testing::scenes::assert_no_card_shown_twice_with;

#[test]
fn a_board_picture_never_shows_a_card_of_a_hand_or_a_camp() {
    // The hand's picture also shows the seat's own camps and its secret pick. Troops (Espadas,
    // Bastos) come twice in the deck, every other card once.
    let copies = |(_, suit): &(String, String)| {
        if suit == "Swords" || suit == "Batons" {
            2
        } else {
            1
        }
    };
    assert_no_card_shown_twice_with("rebelion", 2, 100, &serde_json::Value::Null, copies);
}

#[test]
fn a_tarot_board_picture_never_shows_a_card_of_a_hand_or_a_camp() {
    // Each Arcanum is one of a kind, but one played this turn stays named on the board after La
    // Estrella takes it back into a hand: it may be drawn twice, never three times.
    let copies = |(_, suit): &(String, String)| {
        if suit == "Swords" || suit == "Batons" || suit == "None" {
            2
        } else {
            1
        }
    };
    assert_no_card_shown_twice_with("rebelion", 2, 100, &json!({"tarot": true}), copies);
}

#[test]
fn every_card_a_seat_picks_plays_attacks_blocks_with_or_discards_is_clickable() {
    crate::testing::scenes::assert_moves_are_clickable(
        "rebelion",
        2,
        60,
        &["pick", "play", "attack", "block", "discard"],
    );
}
