//! Rules 5 (actions), 6 (what each building yields), 8 (large orders) and 12 (owners'
//! income), with the seed's "Los Edificios" and "Pedidos Grandes".

use super::super::items::Kind;
use super::*;

/// A cell of each building: where a roll puts the tower on it.
fn cell_of(b: &str) -> [u8; 2] {
    let cell = Space::Building(bd(b)).cells().next().unwrap();
    [cell.row, cell.col]
}

/// Seat 0 rolls onto building `b` (three players) and performs its action with `how`.
fn act_at(b: &str, how: &str) -> (Genova, Vec<Event>) {
    let mut g = game(3, &[cell_of(b)]);
    play(&mut g, 0, "roll");
    let events = play(&mut g, 0, how);
    (g, events)
}

fn gained(events: &[Event]) -> Vec<Kind> {
    events
        .iter()
        .find_map(|e| match e {
            Event::Acted { gained, .. } => Some(gained.clone()),
            _ => None,
        })
        .expect("an action was performed")
}

fn kinds(s: &str) -> Vec<Kind> {
    s.split_whitespace().map(|k| k.parse().unwrap()).collect()
}

#[test]
fn rule_6_guild_hall_yields_the_top_large_order() {
    let (g, events) = act_at("GH", "act");
    assert_eq!(gained(&events), kinds("large"));
    // Hands took L-VC1..3; the fourth card was on top.
    assert_eq!(g.players[Seat(0)].card_counts(), [2, 1, 1, 1]);
    assert!(g.hand(Seat(0)).contains(&card("L-VC4")));
}

#[test]
fn rule_6_city_hall_yields_the_top_two_small_orders() {
    let (g, events) = act_at("CH", "act");
    assert_eq!(gained(&events), kinds("small small"));
    for c in ["S-PO2", "S-CA1"] {
        assert!(g.hand(Seat(0)).contains(&card(c)), "{c}");
    }
}

#[test]
fn rule_6_post_office_yields_the_top_two_messages() {
    let (g, events) = act_at("PO", "act");
    assert_eq!(gained(&events), kinds("message message"));
    for c in ["M-SP-HA", "M-ME-SP"] {
        assert!(g.hand(Seat(0)).contains(&card(c)), "{c}");
    }
}

#[test]
fn rule_6_cathedral_yields_two_markers_of_ones_colour_as_many_as_are_left() {
    let (g, events) = act_at("CA", "act");
    assert_eq!(gained(&events), kinds("marker marker"));
    assert_eq!(g.players[Seat(0)].markers, 2);
    assert_eq!(g.marker_stock(Seat(0)), 5);
    assert_eq!(g.marker_stock(Seat(1)), 7, "another colour is untouched");
    // With one marker of the colour left in the supply, one.
    let mut g = game(3, &[cell_of("CA")]);
    give(&mut g, 0, "marker marker marker");
    own(&mut g, 0, "GH PO CH");
    play(&mut g, 0, "roll");
    let events = play(&mut g, 0, "act");
    assert_eq!(gained(&events), kinds("marker"));
    assert_eq!(g.marker_stock(Seat(0)), 0);
}

#[test]
fn rule_6_tile_buildings_yield_their_tile() {
    for (b, tile) in [
        ("PA", "building"),
        ("PK", "further"),
        ("CO", "start"),
        ("HA", "ware"),
        ("TA", "trade"),
        ("RE", "trade"),
    ] {
        let (g, events) = act_at(b, "act");
        assert_eq!(gained(&events), kinds(tile), "{b}");
        assert_eq!(count(&g, 0, tile), 1, "{b}");
        let t: Tile = tile.parse().unwrap();
        assert_eq!(g.tile_stock(t), t.stock() - 1, "{b}");
    }
}

#[test]
fn rule_6_warehouses_yield_one_of_each_of_their_goods() {
    for (b, goods) in [
        ("GR", "wheat rice"),
        ("ME", "silver copper"),
        ("FA", "silk linen"),
        ("SP", "salt pepper"),
    ] {
        let (g, events) = act_at(b, "act");
        assert_eq!(gained(&events), kinds(goods), "{b}");
        for good in goods.split_whitespace() {
            assert_eq!(count(&g, 0, good), 1, "{b}");
            assert_eq!(good_stock(&g, good), 4, "{b}");
        }
    }
}

#[test]
fn rule_6_a_warehouse_with_one_good_out_of_stock_gives_the_other_never_two_alike() {
    let mut g = game(3, &[cell_of("GR")]);
    corner(&mut g, 2, Good::Wheat);
    play(&mut g, 0, "roll");
    let events = play(&mut g, 0, "act");
    assert_eq!(gained(&events), kinds("rice"));
    assert_eq!((count(&g, 0, "wheat"), count(&g, 0, "rice")), (0, 1));
}

#[test]
fn rule_6_an_empty_supply_gives_nothing_and_the_action_still_counts() {
    let mut g = game(3, &[cell_of("GR")]);
    corner(&mut g, 2, Good::Wheat);
    corner(&mut g, 2, Good::Rice);
    play(&mut g, 0, "roll");
    let events = play(&mut g, 0, "act");
    assert_eq!(gained(&events), vec![]);
    assert!(g.turn.done.contains(&bd("GR")));
    assert_eq!(g.turn.actions[0], 1);
    // The same for a tile building whose pile is empty.
    let mut g = game(3, &[cell_of("PK")]);
    for _ in 0..5 {
        give(&mut g, 2, "further");
    }
    play(&mut g, 0, "roll");
    let events = play(&mut g, 0, "act");
    assert_eq!(gained(&events), vec![]);
    assert!(g.turn.done.contains(&bd("PK")));
}

#[test]
fn rule_6_a_villa_yields_the_top_privilege() {
    let (g, events) = act_at("VM", "act privilege");
    assert_eq!(gained(&events), kinds("privilege"));
    // Hands took P-PK, P-CO, P-VC: P-ME was on top.
    assert!(g.hand(Seat(0)).contains(&card("P-ME")));
    let mut g = game(3, &[cell_of("VM")]);
    play(&mut g, 0, "roll");
    assert_eq!(illegal(&mut g, 0, "act"), Illegal::VillaChoice);
}

#[test]
fn rule_6_streets_and_the_market_have_no_action() {
    let mut g = game(3, &[[2, 3], [4, 4]]);
    play(&mut g, 0, "roll");
    assert_eq!(illegal(&mut g, 0, "act"), Illegal::NoBuilding(sp("2,3")));
    play(&mut g, 0, "end");
    play(&mut g, 1, "roll");
    assert_eq!(
        illegal(&mut g, 1, "act"),
        Illegal::NoBuilding(Space::Market)
    );
    // Elsewhere than at a villa, a villa's choice is refused.
    let mut g = game(3, &[cell_of("GH")]);
    play(&mut g, 0, "roll");
    assert_eq!(illegal(&mut g, 0, "act privilege"), Illegal::VillaChoice);
}

#[test]
fn rule_5_one_action_per_player_per_turn() {
    let mut g = game(3, &[cell_of("GH")]);
    run(&mut g, "0 roll; 0 act; 0 close; 0 move 3,6; 0 move CH");
    assert_eq!(illegal(&mut g, 0, "act"), Illegal::NoActionLeft);
    // A player who bought an action cannot offer for another one.
    let mut g = game(3, &[cell_of("GH")]);
    run(&mut g, "0 roll; 1 offer GH; 0 accept 1 GH; 1 act; 1 close");
    assert_eq!(illegal(&mut g, 1, "offer CH"), Illegal::NoActionLeft);
    assert!(listed(&g, 1, "offer 3,6"), "street offers need no action");
}

#[test]
fn rule_5_each_building_once_per_turn() {
    let mut g = game(3, &[cell_of("GH")]);
    run(&mut g, "0 roll; 0 act; 0 close");
    assert_eq!(illegal(&mut g, 1, "offer GH 10"), Illegal::Done(bd("GH")));
    give(&mut g, 0, "further");
    assert_eq!(illegal(&mut g, 0, "act"), Illegal::Done(bd("GH")));
}

#[test]
fn rule_5_the_action_is_per_turn_so_a_buyer_acts_again_in_his_own_turn() {
    let mut g = game(3, &[cell_of("GH"), cell_of("CH")]);
    run(
        &mut g,
        "0 roll; 1 offer GH; 0 accept 1 GH; 1 act; 1 close; 0 end",
    );
    assert_eq!(g.active, Seat(1));
    run(&mut g, "1 roll; 1 act");
}

#[test]
fn rule_5_a_further_tile_gives_one_more_action_spent_only_beyond_the_allowance() {
    let mut g = game(3, &[cell_of("GH")]);
    give(&mut g, 0, "further");
    let events = run(&mut g, "0 roll; 0 act");
    assert!(!events.contains(&Event::FurtherSpent { seat: Seat(0) }));
    assert_eq!(count(&g, 0, "further"), 1);
    run(&mut g, "0 close; 0 move 3,6; 0 move CH");
    let events = play(&mut g, 0, "act");
    assert!(events.contains(&Event::FurtherSpent { seat: Seat(0) }));
    assert_eq!(count(&g, 0, "further"), 0);
    assert_eq!(
        tile_stock(&g, "further"),
        5,
        "used tiles return to their pile"
    );
}

#[test]
fn rule_5_several_further_tiles_a_turn_even_the_one_just_gained() {
    // Park (gives a further tile), Coach House, 2,4, Guild Hall.
    let mut g = game(3, &[cell_of("PK")]);
    give(&mut g, 0, "further");
    run(&mut g, "0 roll; 0 act; 0 close; 0 move CO");
    assert_eq!(count(&g, 0, "further"), 2);
    let events = run(&mut g, "0 act; 0 close; 0 move 2,4; 0 move GH; 0 act");
    let spent = events
        .iter()
        .filter(|e| **e == Event::FurtherSpent { seat: Seat(0) })
        .count();
    assert_eq!(spent, 2);
    assert_eq!(g.turn.actions[0], 3);
    assert!(!g.can_act(Seat(0)), "both tiles are spent");
}

#[test]
fn rule_8_a_large_order_is_delivered_at_its_villa_for_100_and_a_tile() {
    let mut g = game(3, &[cell_of("VC")]);
    give(&mut g, 0, "wheat silk salt");
    play(&mut g, 0, "roll");
    assert!(listed(&g, 0, "act L-VC1 ware"));
    let events = play(&mut g, 0, "act L-VC1 ware");
    assert!(events.contains(&Event::LargeDelivered {
        seat: Seat(0),
        order: card("L-VC1"),
        reward: Some(Tile::Ware),
    }));
    assert_eq!(ducats(&g, 0), 230);
    assert_eq!(count(&g, 0, "ware"), 1);
    // The goods go back to the supply, the order face up under its deck.
    for good in ["wheat", "silk", "salt"] {
        assert_eq!((count(&g, 0, good), good_stock(&g, good)), (0, 5), "{good}");
    }
    assert_eq!(g.decks[Deck::Large.index()].up, vec![card("L-VC1")]);
    assert!(!g.hand(Seat(0)).contains(&card("L-VC1")));
    // It is the villa's action.
    assert!(g.turn.done.contains(&bd("VC")));
    assert_eq!(g.turn.actions[0], 1);
}

#[test]
fn rule_8_the_reward_is_any_tile_in_stock_named_by_the_deliverer() {
    let mut g = game(3, &[cell_of("VC")]);
    give(&mut g, 0, "wheat silk salt");
    play(&mut g, 0, "roll");
    assert_eq!(illegal(&mut g, 0, "act L-VC1"), Illegal::RewardMissing);
    for _ in 0..5 {
        give(&mut g, 2, "start");
    }
    assert_eq!(
        illegal(&mut g, 0, "act L-VC1 start"),
        Illegal::RewardOutOfStock(Tile::Start)
    );
    // With every pile empty, the delivery pays its 100 without a tile.
    for (t, n) in [("ware", 5), ("further", 5), ("building", 5), ("trade", 7)] {
        for _ in 0..n {
            give(&mut g, 2, t);
        }
    }
    assert_eq!(
        illegal(&mut g, 0, "act L-VC1 ware"),
        Illegal::RewardOutOfStock(Tile::Ware)
    );
    play(&mut g, 0, "act L-VC1");
    assert_eq!(ducats(&g, 0), 230);
}

#[test]
fn rule_8_only_an_order_for_that_villa_with_its_goods_in_hand() {
    let mut g = game(3, &[cell_of("VM")]);
    give(&mut g, 0, "wheat silk salt");
    play(&mut g, 0, "roll");
    assert_eq!(
        illegal(&mut g, 0, "act L-VC1 ware"),
        Illegal::NotYourOrder(card("L-VC1"))
    );
    let mut g = game(3, &[cell_of("VC")]);
    give(&mut g, 0, "wheat silk");
    play(&mut g, 0, "roll");
    assert_eq!(
        illegal(&mut g, 0, "act L-VC1 ware"),
        Illegal::MissingGoods(card("L-VC1"))
    );
    // Another player's order is not his to deliver.
    assert_eq!(
        illegal(&mut g, 0, "act L-VC2 ware"),
        Illegal::NotYourOrder(card("L-VC2"))
    );
}

#[test]
fn rule_8_at_most_one_large_order_per_villa_per_player_per_turn() {
    let mut g = game(3, &[cell_of("VC")]);
    give(
        &mut g,
        0,
        "L-VC2 wheat silk salt wheat linen pepper building building",
    );
    own(&mut g, 0, "VC");
    run(&mut g, "0 roll; 0 act L-VC1 trade");
    assert_eq!(
        illegal(&mut g, 0, "use building VC L-VC2 start"),
        Illegal::LargeDone(bd("VC"))
    );
    // The building tile still takes the other choice there.
    play(&mut g, 0, "use building VC privilege");
}

#[test]
fn rule_8_a_building_tile_at_an_owned_villa_delivers_a_large_order() {
    let mut g = game(3, &[cell_of("GH")]);
    give(&mut g, 0, "wheat silk salt building");
    own(&mut g, 0, "VC");
    run(&mut g, "0 roll; 0 act");
    let events = play(&mut g, 0, "use building VC L-VC1 further");
    assert!(events.contains(&Event::LargeDelivered {
        seat: Seat(0),
        order: card("L-VC1"),
        reward: Some(Tile::Further),
    }));
    assert_eq!(ducats(&g, 0), 230);
}

#[test]
fn rule_12_every_other_owner_gets_10_when_the_action_is_performed() {
    let mut g = game(3, &[cell_of("GH")]);
    own(&mut g, 1, "GH");
    own(&mut g, 2, "GH");
    own(&mut g, 0, "GH");
    run(&mut g, "0 roll");
    let events = play(&mut g, 0, "act");
    assert!(events.contains(&Event::Income {
        seat: Seat(1),
        at: bd("GH")
    }));
    assert_eq!(
        (ducats(&g, 0), ducats(&g, 1), ducats(&g, 2)),
        (130, 140, 140),
        "the owner who acts is not paid"
    );
}

#[test]
fn rule_12_owners_are_paid_for_building_tile_uses_too() {
    let mut g = game(3, &[cell_of("GH")]);
    give(&mut g, 0, "building building");
    own(&mut g, 0, "GR");
    own(&mut g, 1, "GR");
    run(
        &mut g,
        "0 roll; 0 act; 0 use building GR; 0 use building GR",
    );
    assert_eq!(ducats(&g, 1), 150);
    assert_eq!(ducats(&g, 0), 130);
}

#[test]
fn rule_12_no_income_when_nobody_performs_the_action() {
    let mut g = game(3, &[cell_of("GH")]);
    own(&mut g, 1, "GH");
    run(&mut g, "0 roll; 0 move 3,6; 0 end");
    assert_eq!(ducats(&g, 1), 130);
}
