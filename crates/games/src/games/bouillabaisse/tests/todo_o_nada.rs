//! Todo-o-nada.

use super::*;

/// Round `round` where seat 1 captured all four queens (Q♣ Q♦ Q♠ with the 2♣, then the Q♥ in
/// the last trick it leads); seat 0 captured everything else (the K♠ included).
fn four_queens(round: u8, todo_o_nada: bool) -> PerSeat<i32> {
    let mut g = position(
        round,
        &options(todo_o_nada, None),
        &["4D", "QH", "2D", "3D"],
        &[None, Some("QC QD QS 2C"), Some(""), Some("")],
        1,
    );
    last_trick(&mut g, "QH 2D 3D 4D")
}

/// Round `round` where seat 2 captured every card.
fn everything_to_seat_2(round: u8, todo_o_nada: bool) -> PerSeat<i32> {
    let mut g = position(
        round,
        &options(todo_o_nada, None),
        &["2S", "3S", "AS", "4S"],
        &[Some(""), Some(""), None, Some("")],
        2,
    );
    last_trick(&mut g, "AS 4S 2S 3S")
}

/// Round `round` where seat 3 captured all thirteen ♥ in four tricks (the Q♥ among them);
/// seat 0 captured everything else (three queens and the K♠ among them).
fn all_hearts_to_seat_3(round: u8, todo_o_nada: bool) -> PerSeat<i32> {
    let mut g = position(
        round,
        &options(todo_o_nada, None),
        &["2C", "3C", "4C", "AH"],
        &[
            None,
            Some(""),
            Some(""),
            Some("2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"),
        ],
        3,
    );
    last_trick(&mut g, "AH 2C 3C 4C")
}

#[test]
fn todo_o_nada_all_four_queens_in_round_3_lose_200_instead_of_winning_them() {
    // The seed's example.
    assert_eq!(four_queens(3, false), per_seat(&[0, 200, 0, 0]));
    assert_eq!(four_queens(3, true), per_seat(&[0, -200, 0, 0]));
}

#[test]
fn todo_o_nada_all_the_tricks_flip_the_trick_points() {
    assert_eq!(everything_to_seat_2(1, false), per_seat(&[0, 0, 65, 0]));
    assert_eq!(everything_to_seat_2(1, true), per_seat(&[0, 0, -65, 0]));
}

#[test]
fn todo_o_nada_every_card_of_the_suit_flips_the_suit_points() {
    assert_eq!(all_hearts_to_seat_3(2, false), per_seat(&[0, 0, 0, 130]));
    assert_eq!(all_hearts_to_seat_3(2, true), per_seat(&[0, 0, 0, -130]));
}

#[test]
fn todo_o_nada_counts_each_component_on_its_own() {
    // Round 5: seat 3 has every ♥ (flipped) but only 4 of 13 tricks and one queen (not).
    // Seat 0: 9 tricks 45, three queens 150, the K♠ 200.
    assert_eq!(all_hearts_to_seat_3(5, false), per_seat(&[395, 0, 0, 200]));
    assert_eq!(
        all_hearts_to_seat_3(5, true),
        per_seat(&[395, 0, 0, 20 - 130 + 50])
    );
    // Nobody has a whole component: nothing flips.
    assert_eq!(mixed(5, true), mixed(5, false));
    assert_eq!(mixed(6, true), mixed(6, false));
    // Everything to one seat in round 5: tricks, suit and figure flip; the card does not.
    assert_eq!(
        everything_to_seat_2(5, true),
        per_seat(&[0, 0, -65 - 130 - 200 + 200, 0])
    );
}

#[test]
fn todo_o_nada_in_round_6_turns_the_negative_points_positive() {
    // Everything to one seat: −595 without the option.
    assert_eq!(everything_to_seat_2(6, false), per_seat(&[0, 0, -595, 0]));
    assert_eq!(
        everything_to_seat_2(6, true),
        per_seat(&[0, 0, 65 + 130 + 200 - 200, 0])
    );
    // The seed's warning: in the last round take many queens, but not all of them. Seat 1:
    // two tricks, one ♥, four queens; seat 0: eleven tricks, twelve ♥, the K♠.
    assert_eq!(four_queens(6, false), per_seat(&[-375, -220, 0, 0]));
    assert_eq!(
        four_queens(6, true),
        per_seat(&[-375, -10 - 10 + 200, 0, 0])
    );
}

#[test]
fn todo_o_nada_never_applies_to_the_200_point_card() {
    assert_eq!(everything_to_seat_2(4, true), per_seat(&[0, 0, 200, 0]));
    assert_eq!(four_queens(4, true), per_seat(&[200, 0, 0, 0]));
    // Both copies with two decks: still +400.
    let two = options(true, Some(2));
    let mut g = position(4, &two, &["KS", "2S"], &[Some("KS 3C"), None], 0);
    assert_eq!(last_trick(&mut g, "KS 2S"), per_seat(&[400, 0]));
}

#[test]
fn todo_o_nada_with_two_decks_needs_every_copy() {
    let two = options(true, Some(2));
    // All eight queens.
    let mut g = position(
        3,
        &two,
        &["QH", "2H"],
        &[Some("QC QC QD QD QS QS QH 3C"), None],
        0,
    );
    assert_eq!(last_trick(&mut g, "QH 2H"), per_seat(&[-400, 0]));
    // Seven of the eight.
    let mut g = position(
        3,
        &two,
        &["2H", "QH"],
        &[Some("QC QC QD QD QS QS QH 3C"), None],
        0,
    );
    assert_eq!(last_trick(&mut g, "2H QH"), per_seat(&[350, 50]));
}
