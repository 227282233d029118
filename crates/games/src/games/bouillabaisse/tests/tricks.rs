//! Tricks.

use super::*;

#[test]
fn follow_suit_if_possible() {
    let mut g = three_cards_each();
    play(&mut g, 0, "5H");
    assert_eq!(legal(&g, 1), ["KH"], "only the heart");
    assert_eq!(illegal(&mut g, 1, "3C"), Illegal::MustFollow('H'));
    assert_eq!(illegal(&mut g, 1, "4D"), Illegal::MustFollow('H'));
    play(&mut g, 1, "KH");
    play(&mut g, 2, "AC");
    assert_eq!(legal(&g, 3), ["7H", "8H"]);
    assert_eq!(illegal(&mut g, 3, "5S"), Illegal::MustFollow('H'));
}

#[test]
fn without_the_led_suit_any_card_may_be_played() {
    let mut g = three_cards_each();
    play(&mut g, 0, "5H");
    play(&mut g, 1, "KH");
    let mut can = legal(&g, 2);
    can.sort();
    assert_eq!(can, ["3D", "4S", "AC"], "no heart: the whole hand");
    play(&mut g, 2, "4S");
    // The leader plays anything.
    let mut g = three_cards_each();
    assert_eq!(legal(&g, 0).len(), 3);
    play(&mut g, 0, "2S");
}

#[test]
fn highest_card_of_the_led_suit_wins_ace_high_two_low() {
    let mut g = position(
        1,
        &Options::default(),
        &["10H 2D", "AH 5D", "2H AD", "KH 3D"],
        &[None, Some(""), Some(""), Some("")],
        0,
    );
    let events = trick(&mut g, "10H AH 2H KH");
    assert!(events.contains(&Event::TrickWon {
        seat: Seat(1),
        cards: cards("10H AH 2H KH"),
    }));
    assert_eq!(g.tricks_taken[Seat(1)], 1);
    // Seat 1 leads the 5♦; the 2♦ is the lowest, the A♦ takes it.
    let events = trick(&mut g, "5D AD 3D 2D");
    assert!(events.contains(&Event::TrickWon {
        seat: Seat(2),
        cards: cards("5D AD 3D 2D"),
    }));
}

#[test]
fn off_suit_cards_never_win_there_are_no_trumps() {
    let mut g = position(
        1,
        &Options::default(),
        &["2C", "AS", "AH", "AD"],
        &[None, Some(""), Some(""), Some("")],
        0,
    );
    let events = trick(&mut g, "2C AS AH AD");
    assert!(events.contains(&Event::TrickWon {
        seat: Seat(0),
        cards: cards("2C AS AH AD"),
    }));
}

#[test]
fn of_two_identical_cards_the_first_played_wins() {
    // Two players, two decks: the leader's Q♥ beats the other Q♥.
    let two = options(false, Some(2));
    let mut g = position(1, &two, &["QH 3C", "QH 4C"], &[None, Some("")], 0);
    let events = trick(&mut g, "QH QH");
    assert!(events.contains(&Event::TrickWon {
        seat: Seat(0),
        cards: cards("QH QH"),
    }));
    // Three players: the first Q♥ after the lead beats the second.
    let mut g = position(
        1,
        &two,
        &["5H 3C", "QH 4C", "QH 5C"],
        &[None, Some(""), Some("")],
        0,
    );
    let events = trick(&mut g, "5H QH QH");
    assert!(events.contains(&Event::TrickWon {
        seat: Seat(1),
        cards: cards("5H QH QH"),
    }));
}

#[test]
fn the_winner_leads_the_next_trick() {
    let mut g = three_cards_each();
    trick(&mut g, "5H KH AC 7H");
    assert_eq!(g.to_act(), vec![Seat(1)], "the K♥ won");
    assert!(g.trick.is_empty());
    // Seat 0 had taken the ten earlier tricks.
    assert_eq!(g.tricks_taken, PerSeat::from(vec![10, 1, 0, 0]));
    assert_eq!(
        g.taken[Seat(1)],
        cards("5H KH AC 7H"),
        "the trick goes to its winner"
    );
    assert_eq!(legal(&g, 1).len(), 2, "the winner leads anything");
    assert!(matches!(
        refused(&mut g, 2, "3D"),
        PlayError::NotYourTurn(Seat(2))
    ));
    play(&mut g, 1, "4D");
    assert_eq!(g.to_act(), vec![Seat(2)], "then clockwise");
}

#[test]
fn wrong_turn_and_cards_not_in_hand_are_refused_and_change_nothing() {
    let mut g = three_cards_each();
    assert_eq!(refused(&mut g, 1, "KH"), PlayError::NotYourTurn(Seat(1)));
    assert_eq!(refused(&mut g, 4, "KH"), PlayError::NoSuchSeat(Seat(4)));
    assert_eq!(illegal(&mut g, 0, "KH"), Illegal::NotInHand(card("KH")));
    assert_eq!(illegal(&mut g, 0, "2C"), Illegal::NotInHand(card("2C")));
    play(&mut g, 0, "5H");
    assert_eq!(illegal(&mut g, 1, "8H"), Illegal::NotInHand(card("8H")));
    assert_eq!(refused(&mut g, 0, "9C"), PlayError::NotYourTurn(Seat(0)));
    assert_eq!(
        Illegal::MustFollow('H').to_string(),
        "you must follow suit (H)"
    );
}
