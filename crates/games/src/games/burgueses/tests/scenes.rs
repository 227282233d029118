//! What the pictures of Burgueses draw: the board's never shows a card of a hand.

use crate::testing::scenes::assert_board_hides_hands;

#[test]
fn a_board_picture_never_shows_a_card_of_a_hand() {
    assert_board_hides_hands("burgueses", 2, 200);
}

#[test]
fn every_card_a_seat_places_discards_or_trades_is_clickable_in_its_picture() {
    crate::testing::scenes::assert_moves_are_clickable(
        "burgueses",
        2,
        60,
        &["place", "discard", "trade"],
    );
}
