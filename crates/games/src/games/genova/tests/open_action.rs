//! Rule 7: the open action (own `act` or a bought one, until `close`), small orders during
//! it, and tiles only inside it; with the seed's "Pedidos Pequeños" and its example of the
//! special tiles (Ana at the Harbor and the Palace).

use super::*;

#[test]
fn rule_7_an_own_act_opens_the_action_and_the_tower_waits_until_close() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 0 act");
    let open = g.public_view().open.expect("open");
    assert_eq!(
        (open.holder, open.at, open.acted),
        (Seat(0), bd("GH"), true)
    );
    assert_eq!(illegal(&mut g, 0, "move 3,6"), Illegal::ActionOpen);
    assert_eq!(
        g.to_act(),
        seats(&[0]),
        "nobody deals while the action is open"
    );
    let events = play(&mut g, 0, "close");
    assert_eq!(events, vec![Event::Closed { seat: Seat(0) }]);
    assert!(g.public_view().open.is_none());
    play(&mut g, 0, "move 3,6");
}

#[test]
fn rule_7_a_bought_action_opens_at_the_deal_and_must_be_acted_before_close() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer GH 10; 0 accept 1 GH");
    let open = g.public_view().open.expect("open");
    assert_eq!((open.holder, open.acted), (Seat(1), false));
    assert_eq!(illegal(&mut g, 1, "close"), Illegal::ActFirst);
    assert_eq!(g.legal_moves(Seat(1)).first(), Some(&mv("act")));
    run(&mut g, "1 act; 1 close");
}

#[test]
fn rule_7_a_small_order_is_delivered_during_the_action_for_40_good_back_not_an_action() {
    let mut g = game(3, &[[1, 1]]);
    give(&mut g, 0, "S-PK1 wheat");
    run(&mut g, "0 roll; 0 act");
    assert!(listed(&g, 0, "small S-PK1"));
    let events = play(&mut g, 0, "small S-PK1");
    assert_eq!(
        events,
        vec![Event::SmallDelivered {
            seat: Seat(0),
            order: card("S-PK1")
        }]
    );
    assert_eq!(ducats(&g, 0), 170);
    assert_eq!((count(&g, 0, "wheat"), good_stock(&g, "wheat")), (0, 5));
    assert_eq!(g.decks[Deck::Small.index()].up, vec![card("S-PK1")]);
    assert_eq!(g.turn.actions[0], 1, "delivering is not an action");
}

#[test]
fn rule_7_a_small_order_only_after_the_action_was_performed() {
    let mut g = game(3, &[[1, 1]]);
    give(&mut g, 1, "S-PK1 wheat");
    run(&mut g, "0 roll; 1 offer PK 10; 0 accept 1 PK");
    assert_eq!(illegal(&mut g, 1, "small S-PK1"), Illegal::ActFirst);
    run(&mut g, "1 act; 1 small S-PK1");
    assert_eq!(ducats(&g, 1), 130 - 10 + 40);
}

#[test]
fn rule_7_one_small_order_per_building_per_turn() {
    let mut g = game(3, &[[1, 1]]);
    give(&mut g, 0, "S-PK1 S-PK2 wheat linen");
    run(&mut g, "0 roll; 0 act; 0 small S-PK1");
    assert_eq!(
        illegal(&mut g, 0, "small S-PK2"),
        Illegal::SmallDone(bd("PK"))
    );
}

#[test]
fn rule_7_a_small_order_only_for_the_building_of_the_action_with_its_good() {
    let mut g = game(3, &[[3, 4]]);
    give(&mut g, 0, "S-PK1 wheat silver");
    run(&mut g, "0 roll; 0 act");
    assert_eq!(
        illegal(&mut g, 0, "small S-PK1"),
        Illegal::SmallNotHere(card("S-PK1"))
    );
    // S-GH2 (silver) is seat 1's card.
    assert_eq!(
        illegal(&mut g, 0, "small S-GH2"),
        Illegal::SmallNotHere(card("S-GH2"))
    );
    // S-GH1 wants wheat: without it, nothing to deliver.
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 0 act");
    assert_eq!(
        illegal(&mut g, 0, "small S-GH1"),
        Illegal::SmallNotHere(card("S-GH1"))
    );
    give(&mut g, 0, "wheat");
    play(&mut g, 0, "small S-GH1");
}

#[test]
fn rule_7_never_a_small_order_through_a_building_tile() {
    let mut g = game(3, &[[3, 4]]);
    give(&mut g, 0, "S-PK1 wheat building");
    own(&mut g, 0, "PK");
    run(&mut g, "0 roll; 0 act; 0 use building PK");
    assert_eq!(
        illegal(&mut g, 0, "small S-PK1"),
        Illegal::SmallNotHere(card("S-PK1"))
    );
}

#[test]
fn rule_7_a_small_order_where_the_action_yields_nothing_any_more() {
    let mut g = game(3, &[[1, 1]]);
    give(&mut g, 0, "S-PK1 wheat");
    for _ in 0..5 {
        give(&mut g, 2, "further");
    }
    run(&mut g, "0 roll; 0 act; 0 small S-PK1");
    assert_eq!(ducats(&g, 0), 170);
}

#[test]
fn rule_7_tiles_are_used_only_during_ones_open_action() {
    let mut g = game(3, &[[3, 4]]);
    give(&mut g, 0, "ware trade building");
    give(&mut g, 1, "ware");
    own(&mut g, 0, "GR");
    play(&mut g, 0, "roll");
    for m in ["use ware salt", "use trade ware>wheat", "use building GR"] {
        assert_eq!(illegal(&mut g, 0, m), Illegal::NoOpenAction, "{m}");
    }
    run(&mut g, "0 act; 0 close");
    assert_eq!(illegal(&mut g, 0, "use ware salt"), Illegal::NoOpenAction);
    // Someone else's open action is not yours.
    run(
        &mut g,
        "2 offer 3,6; 0 accept 2 3,6; 2 offer CH; 0 move CH; 0 accept 2 CH",
    );
    assert_eq!(
        g.check(Seat(1), &mv("use ware salt")),
        Err(Illegal::NoOpenAction)
    );
    assert_eq!(
        refused(&mut g, 1, "use ware salt"),
        PlayError::NotYourTurn(Seat(1))
    );
}

#[test]
fn rule_7_tiles_any_number_in_any_order_before_and_after_the_act() {
    let mut g = game(3, &[[8, 5]]);
    give(&mut g, 1, "ware ware trade");
    run(&mut g, "0 roll; 1 offer GR; 0 accept 1 GR");
    // Before the act of a bought action, and after it.
    run(
        &mut g,
        "1 use ware salt; 1 act; 1 use trade salt>pepper; 1 use ware silk; 1 close",
    );
    for (good, n) in [
        ("wheat", 1),
        ("rice", 1),
        ("pepper", 1),
        ("silk", 1),
        ("salt", 0),
    ] {
        assert_eq!(count(&g, 1, good), n, "{good}");
    }
    assert_eq!(
        (count(&g, 1, "ware"), count(&g, 1, "trade")),
        (0, 0),
        "used tiles go back"
    );
    assert_eq!((tile_stock(&g, "ware"), tile_stock(&g, "trade")), (5, 7));
}

/// The seed's example of the special tiles, on our board (our Harbor orders want rice or salt,
/// so Ana's first order is S-HA2, salt at the Harbor). Seat 1 is Ana; seat 0 is active and
/// rolls 6,7, next to the Harbor.
#[test]
fn rule_7_seed_example_ana_at_the_harbor_and_the_palace() {
    let mut g = new_game(
        3,
        &Options::default(),
        &setup(0, decks("", "S-GH1 S-HA2 S-PO1 S-PA2", "", ""), &[[6, 7]]),
    );
    // From earlier turns: a trade tile, a marker, a further tile, a marker on the Spices.
    give(&mut g, 1, "trade marker further");
    own(&mut g, 1, "SP");
    run(&mut g, "0 roll; 1 offer HA 10; 0 accept 1 HA; 1 act");
    // She takes the Harbor's ware tile and uses it at once for salt, her Harbor order's good.
    assert_eq!(count(&g, 1, "ware"), 1);
    run(&mut g, "1 use ware salt; 1 small S-HA2");
    assert_eq!(ducats(&g, 1), 130 - 10 + 40);
    // A 1:1 trade: a marker for a new small order (pepper to the Palace).
    run(&mut g, "1 use trade marker>small; 1 close");
    assert!(g.hand(Seat(1)).contains(&card("S-PA2")));
    // Her further tile lets her keep negotiating: 10 for the Palace, two spaces on.
    run(&mut g, "0 move VZ; 0 move SP; 1 offer PA 10");
    let events = play(&mut g, 0, "accept 1 PA");
    assert!(events.contains(&Event::FurtherSpent { seat: Seat(1) }));
    // The Palace gives a building tile; she owns the Spices and uses it there at once.
    run(&mut g, "1 act; 1 use building SP");
    assert_eq!((count(&g, 1, "salt"), count(&g, 1, "pepper")), (1, 1));
    let events = run(&mut g, "1 small S-PA2; 1 close");
    assert!(events.contains(&Event::SmallDelivered {
        seat: Seat(1),
        order: card("S-PA2")
    }));
    assert_eq!(ducats(&g, 1), 130 - 10 + 40 - 10 + 40);
    assert_eq!(ducats(&g, 0), 150);
}
