//! Rule 9 and the seed's "Mensajes": a message pays 30 as soon as the tower has visited both
//! its buildings in one turn, whoever holds it and whether or not anybody acted there.

use super::*;

/// Three players; seat 0 holds M-GH-CH, seat 1 M-CO-GH, seat 2 M-VM-RE.
fn with_messages(rolls: &[[u8; 2]]) -> Genova {
    new_game(
        3,
        &Options::default(),
        &setup(0, decks("", "", "M-GH-CH M-CO-GH M-VM-RE", ""), rolls),
    )
}

fn delivered(seat: u8, m: &str) -> Event {
    Event::MessageDelivered {
        seat: Seat(seat),
        message: card(m),
    }
}

#[test]
fn rule_9_a_message_pays_its_holder_once_the_tower_visited_both_buildings_without_acting() {
    let mut g = with_messages(&[[3, 4]]);
    run(&mut g, "0 roll; 0 move 3,6");
    assert_eq!(ducats(&g, 0), 130);
    let events = play(&mut g, 0, "move CH");
    assert!(events.contains(&delivered(0, "M-GH-CH")));
    assert_eq!(ducats(&g, 0), 160);
    assert!(!g.hand(Seat(0)).contains(&card("M-GH-CH")));
    assert_eq!(g.decks[Deck::Message.index()].up, vec![card("M-GH-CH")]);
}

#[test]
fn rule_9_the_order_of_the_visits_does_not_matter_and_any_holder_is_paid() {
    let mut g = new_game(
        3,
        &Options::default(),
        &setup(0, decks("", "", "M-VM-RE M-GH-CH M-FA-TA", ""), &[[4, 6]]),
    );
    let events = run(&mut g, "0 roll; 0 move 3,6; 0 move GH");
    assert!(
        events.contains(&delivered(1, "M-GH-CH")),
        "seat 1 is not active"
    );
    assert_eq!((ducats(&g, 0), ducats(&g, 1)), (130, 160));
}

#[test]
fn rule_9_several_messages_a_turn_even_with_a_building_in_common() {
    // Coach House, 2,4, Guild Hall, 3,6, City Hall.
    let mut g = with_messages(&[[1, 3]]);
    let events = run(&mut g, "0 roll; 0 move 2,4; 0 move GH");
    assert!(events.contains(&delivered(1, "M-CO-GH")));
    let events = run(&mut g, "0 move 3,6; 0 move CH");
    assert!(events.contains(&delivered(0, "M-GH-CH")));
    assert_eq!((ducats(&g, 0), ducats(&g, 1)), (160, 160));
}

#[test]
fn rule_9_a_message_received_after_the_visits_is_delivered_at_once() {
    // Park, 3,2, 3,3, Post Office: the Post Office's action draws M-PK-PO.
    let mut g = new_game(
        3,
        &Options::default(),
        &setup(
            0,
            decks("", "", "M-VM-RE M-FA-TA M-GR-TA M-PK-PO M-SP-HA", ""),
            &[[1, 1]],
        ),
    );
    run(&mut g, "0 roll; 0 move 3,2; 0 move 3,3; 0 move PO");
    let events = play(&mut g, 0, "act");
    assert!(events.contains(&delivered(0, "M-PK-PO")));
    assert_eq!(ducats(&g, 0), 160);
    assert!(g.hand(Seat(0)).contains(&card("M-SP-HA")));
}

#[test]
fn rule_9_a_message_drawn_by_a_trade_after_the_visits_is_delivered_at_once() {
    let mut g = new_game(
        3,
        &Options::default(),
        &setup(
            0,
            decks("", "", "M-VM-RE M-FA-TA M-GR-TA M-GH-CH", ""),
            &[[3, 4]],
        ),
    );
    give(&mut g, 2, "trade wheat");
    run(
        &mut g,
        "0 roll; 0 move 3,6; 0 move CH; 2 offer CH; 0 accept 2 CH; 2 act",
    );
    let events = play(&mut g, 2, "use trade wheat>message");
    assert!(events.contains(&delivered(2, "M-GH-CH")));
    assert_eq!(ducats(&g, 2), 160);
}

#[test]
fn rule_9_visits_of_an_earlier_turn_do_not_count() {
    let mut g = with_messages(&[[3, 4], [4, 6]]);
    run(&mut g, "0 roll; 0 end; 1 roll");
    assert_eq!(g.turn.tower, Some(sp("CH")));
    assert_eq!(ducats(&g, 0), 130);
    assert!(g.hand(Seat(0)).contains(&card("M-GH-CH")));
}
