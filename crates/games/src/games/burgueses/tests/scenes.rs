//! What the pictures of Burgueses draw: the board's never shows a card of a hand.

use crate::testing::scenes::assert_board_hides_hands;

#[test]
fn a_board_picture_never_shows_a_card_of_a_hand() {
    assert_board_hides_hands("burgueses", 2, 200);
}
