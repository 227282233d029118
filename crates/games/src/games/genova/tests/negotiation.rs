//! Rules 13 (offers, asks, what can be accepted), 14 (terms, promises, payment) and 16
//! (offers that lapse), with the seed's "Leyes Mercantiles" 1.2, 1.3 and 2.x.

use super::super::items::Kind;
use super::*;
use crate::engine::NotationError;

fn dealt(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::Dealt { .. }))
        .count()
}

#[test]
fn rule_13_offers_for_a_building_or_a_street_cell_stand_publicly() {
    let mut g = game(3, &[[3, 4]]);
    give(&mut g, 1, "wheat");
    play(&mut g, 0, "roll");
    let events = play(&mut g, 1, "offer GH 20 wheat get 10");
    assert!(matches!(
        &events[..],
        [Event::Offered { seat: Seat(1), .. }]
    ));
    give(&mut g, 2, "silk");
    play(&mut g, 2, "offer 2,4 5 silk");
    let offers = g.public_view().offers;
    assert_eq!(offers.len(), 2);
    assert_eq!(
        (
            offers[0].space,
            offers[0].gives.as_str(),
            offers[0].wants.as_str()
        ),
        (sp("GH"), "20 wheat", "10")
    );
    assert_eq!(
        (offers[1].space, offers[1].gives.as_str()),
        (sp("2,4"), "5 silk")
    );
    // Nothing is paid while an offer only stands.
    assert_eq!((ducats(&g, 1), count(&g, 1, "wheat")), (130, 1));
}

#[test]
fn rule_13_an_offer_gives_only_what_its_maker_holds() {
    let mut g = game(3, &[[3, 4]]);
    play(&mut g, 0, "roll");
    assert_eq!(illegal(&mut g, 1, "offer GH wheat"), Illegal::CannotPay);
    assert_eq!(illegal(&mut g, 1, "offer GH 135"), Illegal::CannotPay);
    assert_eq!(illegal(&mut g, 1, "offer GH L-VC1"), Illegal::CannotPay);
    play(&mut g, 1, "offer GH 130 L-VC2");
}

#[test]
fn rule_13_the_active_player_does_not_offer() {
    let mut g = game(3, &[[3, 4]]);
    play(&mut g, 0, "roll");
    assert_eq!(illegal(&mut g, 0, "offer GH 10"), Illegal::ActiveOffers);
}

#[test]
fn rule_13_farther_spaces_may_be_named_but_only_the_current_or_an_adjacent_free_one_accepted() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer CH 10; 2 offer SP 10");
    assert_eq!(g.turn.offers.len(), 2, "offers for far spaces stand");
    assert_eq!(
        illegal(&mut g, 0, "accept 1 CH"),
        Illegal::NotAcceptable(sp("CH"))
    );
    play(&mut g, 0, "move 3,6");
    let events = play(&mut g, 0, "accept 1 CH");
    assert!(events.contains(&Event::TowerMoved { space: sp("CH") }));
    assert_eq!(ducats(&g, 0), 140);
}

#[test]
fn rule_13_a_building_offer_needs_an_action_left_and_the_action_not_done() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer 2,4; 0 accept 1 2,4");
    // The tower is on 2,4; the Guild Hall holds a disc.
    assert_eq!(
        illegal(&mut g, 2, "offer GH 10"),
        Illegal::NotAcceptable(sp("GH"))
    );
    run(&mut g, "2 offer CO 10; 0 accept 2 CO; 2 act; 2 close");
    assert_eq!(illegal(&mut g, 2, "offer VC 10"), Illegal::NoActionLeft);
    assert_eq!(illegal(&mut g, 1, "offer CO 10"), Illegal::Done(bd("CO")));
    // With a further tile the action is there.
    give(&mut g, 2, "further");
    play(&mut g, 2, "offer VC 10");
}

#[test]
fn rule_13_one_standing_offer_per_player_per_space_a_new_one_replaces_it() {
    let mut g = game(3, &[[3, 4]]);
    run(
        &mut g,
        "0 roll; 1 offer 2,4 10; 1 offer 2,4 20; 1 offer 2,5 5",
    );
    let offers = g.public_view().offers;
    assert_eq!(offers.len(), 2);
    assert!(offers
        .iter()
        .any(|o| o.space == sp("2,4") && o.gives == "20"));
    play(&mut g, 0, "accept 1 2,4");
    assert_eq!((ducats(&g, 0), ducats(&g, 1)), (150, 110));
}

#[test]
fn rule_13_an_offer_may_be_withdrawn_before_acceptance_at_no_cost() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer GH 30");
    let events = play(&mut g, 1, "withdraw GH");
    assert_eq!(
        events,
        vec![Event::Withdrawn {
            seat: Seat(1),
            space: sp("GH")
        }]
    );
    assert_eq!(ducats(&g, 1), 130);
    assert_eq!(
        illegal(&mut g, 1, "withdraw GH"),
        Illegal::NoSuchOffer {
            seat: Seat(1),
            space: sp("GH")
        }
    );
    assert_eq!(
        illegal(&mut g, 0, "accept 1 GH"),
        Illegal::NoSuchOffer {
            seat: Seat(1),
            space: sp("GH")
        }
    );
    // Withdrawn, the Guild Hall no longer binds the active player.
    play(&mut g, 0, "move 3,6");
}

#[test]
fn rule_13_the_active_player_may_accept_any_offer_not_the_first_or_the_highest() {
    let mut g = game(3, &[[3, 4]]);
    run(
        &mut g,
        "0 roll; 1 offer GH 50; 2 offer GH 10; 0 accept 2 GH",
    );
    assert_eq!(
        (ducats(&g, 0), ducats(&g, 1), ducats(&g, 2)),
        (140, 130, 120)
    );
    assert_eq!(g.public_view().open.unwrap().holder, Seat(2));
}

/// Our addition to rule 13: the asked player may answer no (`decline`), so that the active
/// player need not wait for an answer that will not come (the computer always answers).
#[test]
fn rule_13_an_asked_player_may_decline_and_the_ask_is_gone() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 0 ask 2 GH 30");
    assert!(listed(&g, 2, "decline GH"));
    assert!(!listed(&g, 1, "decline GH"));
    assert_eq!(
        illegal(&mut g, 1, "decline GH"),
        Illegal::NoSuchAsk(sp("GH"))
    );
    let events = play(&mut g, 2, "decline GH");
    assert_eq!(
        events,
        vec![Event::Declined {
            seat: Seat(2),
            space: sp("GH")
        }]
    );
    assert!(g.public_view().asks.is_empty());
    assert_eq!((ducats(&g, 0), ducats(&g, 2)), (130, 130));
    assert_eq!(
        illegal(&mut g, 2, "accept GH"),
        Illegal::NoSuchAsk(sp("GH"))
    );
}

#[test]
fn rule_13_an_ask_is_accepted_by_the_asked_player() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 0 ask 2 GH 30");
    assert_eq!(g.public_view().asks.len(), 1);
    // Only the asked player takes it; the active player cannot accept his own ask.
    assert_eq!(
        illegal(&mut g, 1, "accept GH"),
        Illegal::NoSuchAsk(sp("GH"))
    );
    assert_eq!(
        illegal(&mut g, 0, "accept 2 GH"),
        Illegal::NoSuchOffer {
            seat: Seat(2),
            space: sp("GH")
        }
    );
    assert!(listed(&g, 2, "accept GH"));
    let events = play(&mut g, 2, "accept GH");
    assert_eq!(dealt(&events), 1);
    assert_eq!((ducats(&g, 0), ducats(&g, 2)), (160, 100));
    assert_eq!(g.public_view().open.unwrap().holder, Seat(2));
    run(&mut g, "2 act; 2 close");
    // Only the active player asks.
    assert_eq!(illegal(&mut g, 1, "ask 2 3,6"), Illegal::NotActive);
    assert_eq!(illegal(&mut g, 0, "ask 0 3,6"), Illegal::BadSeat(Seat(0)));
}

/// Rule 13: a new offer replaces the standing one; the same terms sent again (a double click
/// on a composer's Send) replace nothing and count as no further offer.
#[test]
fn rule_13_the_same_offer_sent_twice_stands_once() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer GH 10");
    assert_eq!(
        illegal(&mut g, 1, "offer GH 10"),
        Illegal::AlreadyOffered(sp("GH"))
    );
    run(&mut g, "0 ask 2 3,3 5");
    assert_eq!(
        illegal(&mut g, 0, "ask 2 3,3 5"),
        Illegal::AlreadyAsked(sp("3,3"))
    );
    run(&mut g, "1 offer GH 15");
    assert_eq!(g.public_view().offers.len(), 1);
}

/// Money is secret (rule 3): an ask for more than the asked player holds is made and stands,
/// so asking never tells the active player how much anybody holds; only the asked player,
/// on their own click, finds they cannot take it.
#[test]
fn rule_3_an_ask_never_probes_a_purse() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 0 ask 2 GH 500");
    assert_eq!(g.public_view().asks.len(), 1);
    run(&mut g, "1 offer 3,3");
    assert_eq!(g.public_view().asks.len(), 1, "the ask still stands");
    assert!(!listed(&g, 2, "accept GH"));
    assert_eq!(illegal(&mut g, 2, "accept GH"), Illegal::CannotPay);
}

#[test]
fn rule_13_an_ask_does_not_bind_the_active_player_to_the_current_building() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 0 ask 1 GH 20; 0 move 3,6");
    assert!(
        g.turn.asks.is_empty(),
        "the Guild Hall holds a disc: the ask lapsed"
    );
}

/// The page names buildings and street cells; the engine also lets the market be named,
/// taken like a street cell: the tower just moves there.
#[test]
fn rule_13_an_offer_for_the_market_is_taken_like_a_street_cell() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer MK 10; 0 accept 1 MK");
    assert_eq!(g.turn.tower, Some(Space::Market));
    assert!(g.public_view().open.is_none());
    assert_eq!(ducats(&g, 0), 140);
}

#[test]
fn rule_14_payment_goes_both_ways_in_the_same_move() {
    let mut g = game(3, &[[3, 4]]);
    give(&mut g, 0, "silk");
    give(&mut g, 1, "wheat");
    run(&mut g, "0 roll; 1 offer 2,4 20 wheat get 10 silk");
    let events = play(&mut g, 0, "accept 1 2,4");
    assert_eq!(dealt(&events), 1);
    assert_eq!((ducats(&g, 0), ducats(&g, 1)), (140, 120));
    assert_eq!((count(&g, 0, "wheat"), count(&g, 0, "silk")), (1, 0));
    assert_eq!((count(&g, 1, "wheat"), count(&g, 1, "silk")), (0, 1));
}

#[test]
fn rule_14_terms_may_hold_cards_tiles_and_markers_a_marker_changes_colour() {
    let mut g = game(3, &[[3, 4]]);
    give(&mut g, 1, "marker trade");
    run(&mut g, "0 roll; 1 offer GH marker trade L-VC2 P-CO");
    play(&mut g, 0, "accept 1 GH");
    // The marker went back to seat 1's supply and seat 0 took one of his own colour.
    assert_eq!((count(&g, 0, "marker"), count(&g, 1, "marker")), (1, 0));
    assert_eq!((g.marker_stock(Seat(0)), g.marker_stock(Seat(1))), (6, 7));
    assert_eq!(count(&g, 0, "trade"), 1);
    for c in ["L-VC2", "P-CO"] {
        assert!(g.hand(Seat(0)).contains(&card(c)), "{c}");
    }
}

#[test]
fn rule_14_a_marker_given_to_a_player_whose_colour_is_all_out_gives_him_nothing() {
    let mut g = game(3, &[[3, 4]]);
    give(&mut g, 1, "marker");
    own(&mut g, 0, "CH PO CA PA PK CO VC");
    run(&mut g, "0 roll; 1 offer GH marker; 0 accept 1 GH");
    assert_eq!((count(&g, 0, "marker"), count(&g, 1, "marker")), (0, 0));
}

#[test]
fn rule_14_ducats_come_in_multiples_of_5() {
    let mut g = game(3, &[[3, 4]]);
    play(&mut g, 0, "roll");
    assert_eq!(
        illegal(&mut g, 1, "offer GH 12"),
        Illegal::NotMultipleOfFive
    );
    assert_eq!(
        illegal(&mut g, 1, "offer GH 10 get 3"),
        Illegal::NotMultipleOfFive
    );
    assert_eq!(illegal(&mut g, 0, "ask 1 GH 7"), Illegal::NotMultipleOfFive);
}

#[test]
fn rule_14_an_empty_offer_is_allowed_with_three_players_or_more() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer GH; 0 accept 1 GH");
    assert_eq!(ducats(&g, 0), 130);
}

#[test]
fn rule_14_a_deal_binds_at_once_payment_then_the_tower_then_the_buyers_action() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 0 move 3,6; 1 offer CH 20");
    let events = play(&mut g, 0, "accept 1 CH");
    assert!(matches!(
        &events[..],
        [Event::Dealt { seat: Seat(1), .. }, Event::TowerMoved { .. },]
    ));
    let open = g.public_view().open.unwrap();
    assert_eq!(
        (open.holder, open.at, open.acted),
        (Seat(1), bd("CH"), false)
    );
    assert_eq!(
        g.turn.actions[1], 1,
        "the buyer's action is spent at the deal"
    );
    assert!(g.turn.done.contains(&bd("CH")));
    // The active player may not act there himself any more.
    run(&mut g, "1 act; 1 close");
    assert_eq!(illegal(&mut g, 0, "act"), Illegal::Done(bd("CH")));
}

#[test]
fn rule_14_a_street_deal_moves_the_tower_and_opens_no_action() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 2 offer 3,6 15");
    let events = play(&mut g, 0, "accept 2 3,6");
    assert_eq!(dealt(&events), 1);
    assert_eq!(g.turn.tower, Some(sp("3,6")));
    assert!(g.public_view().open.is_none());
    assert_eq!(g.turn.actions[2], 0);
    assert_eq!(g.public_view().moves_left, 3, "a move like any other");
}

#[test]
fn rule_14_both_sides_must_be_able_to_pay_or_the_accept_is_refused() {
    let mut g = game(3, &[[3, 4]]);
    give(&mut g, 1, "wheat");
    run(
        &mut g,
        "0 roll; 1 offer 2,4 wheat get silk; 1 offer 2,5 get 140",
    );
    assert_eq!(illegal(&mut g, 0, "accept 1 2,4"), Illegal::CannotPay);
    assert_eq!(illegal(&mut g, 0, "accept 1 2,5"), Illegal::CannotPay);
    give(&mut g, 0, "silk");
    play(&mut g, 0, "accept 1 2,4");
}

#[test]
fn rule_14_promised_items_pass_to_the_active_player_the_moment_they_are_gained() {
    let mut g = game(3, &[[8, 5]]);
    run(&mut g, "0 roll; 1 offer GR 10 +wheat; 0 accept 1 GR");
    assert_eq!(count(&g, 0, "wheat"), 0, "not before the action");
    let events = play(&mut g, 1, "act");
    assert!(events.contains(&Event::PromiseKept {
        seat: Seat(1),
        to: Seat(0),
        kind: Kind::Good(Good::Wheat)
    }));
    assert_eq!((count(&g, 0, "wheat"), count(&g, 1, "wheat")), (1, 0));
    assert_eq!(count(&g, 1, "rice"), 1);
}

#[test]
fn rule_14_plus_small_is_the_first_small_order_drawn() {
    let mut g = new_game(
        3,
        &Options::default(),
        &setup(
            0,
            decks("", "S-GH1 S-GH2 S-PO1 S-TA1 S-RE1", "", ""),
            &[[4, 6]],
        ),
    );
    run(&mut g, "0 roll; 2 offer CH +small; 0 accept 2 CH; 2 act");
    assert!(g.hand(Seat(0)).contains(&card("S-TA1")));
    assert!(g.hand(Seat(2)).contains(&card("S-RE1")));
}

#[test]
fn rule_14_a_promise_from_an_empty_supply_passes_nothing() {
    let mut g = game(3, &[[8, 5]]);
    corner(&mut g, 2, Good::Wheat);
    run(&mut g, "0 roll; 1 offer GR +wheat; 0 accept 1 GR");
    let events = play(&mut g, 1, "act");
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::PromiseKept { .. })));
    assert_eq!((count(&g, 0, "rice"), count(&g, 1, "rice")), (0, 1));
    // Promising the two markers of the Cathedral passes both; the buyer keeps none.
    let mut g = game(3, &[[6, 4]]);
    run(
        &mut g,
        "0 roll; 1 offer CA +marker +marker; 0 accept 1 CA; 1 act",
    );
    assert_eq!((count(&g, 0, "marker"), count(&g, 1, "marker")), (2, 0));
    assert_eq!(g.marker_stock(Seat(1)), 7);
}

#[test]
fn rule_14_a_promise_names_what_the_action_yields() {
    let mut g = game(3, &[[3, 4]]);
    play(&mut g, 0, "roll");
    let bad = |s: &str, k: &str| Illegal::BadPromise(sp(s), k.parse().unwrap());
    assert_eq!(illegal(&mut g, 1, "offer GH +wheat"), bad("GH", "wheat"));
    assert_eq!(
        illegal(&mut g, 1, "offer GH +large +large"),
        bad("GH", "large")
    );
    assert_eq!(illegal(&mut g, 1, "offer 2,4 +wheat"), bad("2,4", "wheat"));
    // A villa's buyer chooses there between a privilege and a delivery: nothing to promise.
    assert_eq!(
        illegal(&mut g, 1, "offer VC +privilege"),
        bad("VC", "privilege")
    );
    play(&mut g, 1, "offer GH +large");
}

#[test]
fn rule_14_no_promise_on_the_active_players_side() {
    // The promise itself reads well (`+wheat` on the maker's side is allowed): the refusal
    // is for its side.
    assert!("offer GH 10 +wheat".parse::<Move>().is_ok());
    assert_eq!(
        "offer GH 10 get +wheat".parse::<Move>(),
        Err(NotationError::BadArguments {
            verb: "get",
            expected: "ducats and items the active player holds, nothing promised",
        })
    );
}

#[test]
fn rule_16_an_offer_lapses_when_its_maker_can_no_longer_pay() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer 2,4 100; 1 offer CH 100");
    let events = play(&mut g, 0, "accept 1 2,4");
    assert!(events.contains(&lapsed(1, "CH")));
    assert_eq!(
        g.turn.offers.len(),
        0,
        "withdrawn by the engine, not accepted"
    );
    assert_eq!((ducats(&g, 0), ducats(&g, 1)), (230, 30));
    assert_eq!(dealt(&events), 1);
}

#[test]
fn rule_16_an_offer_lapses_when_its_maker_gave_away_what_it_offers() {
    let mut g = game(3, &[[3, 4]]);
    give(&mut g, 1, "wheat");
    run(&mut g, "0 roll; 1 offer 2,4 wheat; 1 offer CH wheat");
    let events = play(&mut g, 0, "accept 1 2,4");
    assert!(events.contains(&lapsed(1, "CH")));
}

#[test]
fn rule_16_an_offer_lapses_when_its_maker_can_no_longer_act() {
    let mut g = game(3, &[[3, 4]]);
    run(
        &mut g,
        "0 roll; 1 offer GH 10; 1 offer CH 10; 1 offer 3,6 10",
    );
    let events = play(&mut g, 0, "accept 1 GH");
    assert!(events.contains(&lapsed(1, "CH")));
    // A street offer needs no action: it stands.
    assert!(!events.contains(&lapsed(1, "3,6")));
    assert_eq!(g.turn.offers.len(), 1);
}

#[test]
fn rule_16_an_offer_lapses_when_its_space_gets_a_disc() {
    let mut g = game(3, &[[3, 4]]);
    run(
        &mut g,
        "0 roll; 1 offer 3,6 10; 2 offer 3,6 20; 2 offer GH 5",
    );
    // Accepting one offer for a space ends every other offer for it.
    let mut accepted = g.clone();
    run(&mut accepted, "0 accept 2 GH; 2 act; 2 close");
    let events = play(&mut accepted, 0, "accept 1 3,6");
    assert!(accepted.turn.offers.is_empty());
    assert_eq!(dealt(&events), 1);
    assert_eq!(ducats(&accepted, 2), 125, "seat 2's 3,6 offer was not paid");
    // Moving there without a deal: the offers lapse.
    run(&mut g, "0 act; 0 close");
    let events = play(&mut g, 0, "move 3,6");
    assert!(events.contains(&lapsed(1, "3,6")));
    assert!(events.contains(&lapsed(2, "3,6")));
    assert_eq!(
        (ducats(&g, 0), ducats(&g, 1), ducats(&g, 2)),
        (130, 130, 130)
    );
}

#[test]
fn rule_16_the_current_buildings_offers_lapse_once_its_action_is_done() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer GH 10; 2 offer GH 20");
    let events = play(&mut g, 0, "accept 1 GH");
    assert!(g.turn.offers.is_empty());
    assert_eq!(dealt(&events), 1);
    assert_eq!(ducats(&g, 2), 130);
}

#[test]
fn rule_16_offers_lapse_when_the_tower_has_no_moves_left() {
    let mut g = game(3, &[[3, 4]]);
    run(
        &mut g,
        "0 roll; 1 offer 4,7 10; 0 move 3,6; 0 move CH; 0 move 5,7",
    );
    assert_eq!(g.turn.offers.len(), 1, "4,7 is next to 5,7, one move left");
    let events = play(&mut g, 0, "move SP");
    assert!(events.contains(&lapsed(1, "4,7")));
}

/// The seed (1.3): talk is about buildings "que podrían ser alcanzables más adelante".
#[test]
fn rule_13_only_spaces_the_tower_could_still_reach_may_be_named() {
    let mut g = game(3, &[[3, 4]]);
    play(&mut g, 0, "roll");
    // Spices: GH, 3,6, CH, 5,7 and one move left. The Harbor: four moves to get next to it.
    play(&mut g, 1, "offer SP 10");
    assert_eq!(
        illegal(&mut g, 1, "offer HA 10"),
        Illegal::NotAcceptable(sp("HA"))
    );
}

#[test]
fn rule_16_an_offer_lapses_when_the_tower_can_no_longer_reach_its_space() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer ME 10; 0 move 3,6");
    assert_eq!(g.turn.offers.len(), 1, "3,7 is next, then the Metals");
    let events = play(&mut g, 0, "move CH");
    assert!(events.contains(&lapsed(1, "ME")));
}

#[test]
fn rule_16_an_offer_lapses_when_discs_close_the_way() {
    // Coach House, 2,4, 2,5: the way back to 2,3 leads only through 2,4, which holds a disc.
    let mut g = game(3, &[[1, 3]]);
    run(&mut g, "0 roll; 1 offer 2,3 5; 0 move 2,4");
    assert_eq!(g.turn.offers.len(), 1);
    let events = play(&mut g, 0, "move 2,5");
    assert!(events.contains(&lapsed(1, "2,3")));
    assert_eq!(g.public_view().moves_left, 2);
}

#[test]
fn rule_16_every_offer_and_ask_lapses_at_end() {
    let mut g = game(3, &[[3, 4]]);
    run(
        &mut g,
        "0 roll; 1 offer CH 10; 2 offer 2,4 5; 0 ask 1 2,5 5",
    );
    let events = play(&mut g, 0, "end");
    for e in [lapsed(1, "CH"), lapsed(2, "2,4"), lapsed(1, "2,5")] {
        assert!(events.contains(&e), "{e:?}");
    }
    assert!(g.turn.offers.is_empty() && g.turn.asks.is_empty());
    assert_eq!((ducats(&g, 1), ducats(&g, 2)), (130, 130));
}

/// The engine's addition to rule 16: an ask lapses when the active player can no longer pay
/// his side of it, so that a standing ask can always be taken.
#[test]
fn rule_16_an_ask_lapses_when_the_active_player_can_no_longer_pay_his_side() {
    let mut g = game(3, &[[3, 4]]);
    give(&mut g, 0, "silk");
    run(&mut g, "0 roll; 0 ask 1 2,4 get silk; 2 offer 2,5 get silk");
    // The active player gives his silk away in another deal.
    let events = play(&mut g, 0, "accept 2 2,5");
    assert!(events.contains(&lapsed(1, "2,4")));
}
