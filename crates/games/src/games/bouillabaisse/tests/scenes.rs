//! What the pictures of Bouillabaisse draw: a row per player, every card of the biggest hand,
//! and never a card of a hand on the board.

use crate::testing::scenes::{assert_board_hides_hands, most_crowded};

#[test]
fn at_twelve_players_the_board_shows_the_trick_and_a_row_per_player() {
    let (board, _) = most_crowded("bouillabaisse", 12, 10);
    assert_eq!(board.rows.len(), 13, "the trick and a row per player");
}

#[test]
fn a_hand_of_two_players_shows_all_of_its_26_cards() {
    // Two players hold the most cards: 26 each.
    let (_, hand) = most_crowded("bouillabaisse", 2, 3);
    assert_eq!(hand.items(), 26);
}

#[test]
fn a_board_picture_never_shows_a_card_of_a_hand() {
    // Up to six players share one deck: every card is one of a kind.
    assert_board_hides_hands("bouillabaisse", 4, 30);
}

#[test]
fn every_card_a_seat_may_play_is_clickable_in_its_hand() {
    crate::testing::scenes::assert_moves_are_clickable("bouillabaisse", 4, 10, &["play"]);
}
