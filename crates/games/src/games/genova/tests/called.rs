//! Whom the board's headline calls after negotiation (issue 31): the seat the match waits for,
//! and an asked player while the ask stands; never a buyer whose deal left them nothing to do.

use super::*;

#[test]
fn headline_after_a_street_deal_calls_the_active_player_not_the_buyer() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 2 offer 3,6 15");
    let events = play(&mut g, 0, "accept 2 3,6");
    assert_eq!(g.called(&events), vec![Seat(0)]);
}

#[test]
fn headline_after_an_ask_for_a_street_is_answered_calls_the_active_player() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 0 ask 1 3,6");
    let events = play(&mut g, 1, "accept 3,6");
    assert_eq!(g.called(&events), vec![Seat(0)]);
}

#[test]
fn headline_after_a_market_deal_calls_the_active_player() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer MK 10");
    let events = play(&mut g, 0, "accept 1 MK");
    assert_eq!(g.called(&events), vec![Seat(0)]);
}

#[test]
fn headline_after_a_building_deal_calls_the_buyer_who_holds_the_action() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 0 move 3,6; 1 offer CH 20");
    let events = play(&mut g, 0, "accept 1 CH");
    assert_eq!(g.called(&events), vec![Seat(1)]);
}

#[test]
fn headline_after_an_offer_calls_the_active_player() {
    let mut g = game(3, &[[3, 4]]);
    play(&mut g, 0, "roll");
    let events = play(&mut g, 1, "offer GH 10");
    assert_eq!(g.called(&events), vec![Seat(0)]);
}

/// The asked player is called as well as the active player, who still owes the turn's end;
/// whether the asked player can pay is not shown (rule 3).
#[test]
fn headline_after_an_ask_calls_the_asked_player_and_the_active_player() {
    let mut g = game(3, &[[3, 4]]);
    play(&mut g, 0, "roll");
    let events = play(&mut g, 0, "ask 2 GH 30");
    assert_eq!(g.called(&events), vec![Seat(0), Seat(2)]);
    let events = play(&mut g, 0, "ask 1 GH 500");
    assert_eq!(g.called(&events), vec![Seat(0), Seat(1)]);
}
