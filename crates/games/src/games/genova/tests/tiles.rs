//! Rule 11 and the seed's "Las Tarjetas Especiales": `start`, `ware`, `trade` in all its
//! forms, `building`; used tiles go back to their pile.

use super::super::items::Kind;
use super::*;

#[test]
fn rule_11_a_start_tile_puts_the_tower_on_any_space_instead_of_rolling() {
    let mut g = game(3, &[[1, 1]]);
    give(&mut g, 0, "start");
    assert!(listed(&g, 0, "start 7,5"));
    let events = play(&mut g, 0, "start 7,5");
    assert_eq!(
        events,
        vec![Event::TowerPlaced {
            space: sp("7,5"),
            roll: None
        }]
    );
    assert_eq!((count(&g, 0, "start"), tile_stock(&g, "start")), (0, 5));
    assert_eq!(g.turn.visited, vec![sp("7,5")]);
    // The dice were not used: the next roll is still the first of the setup.
    play(&mut g, 0, "end");
    play(&mut g, 1, "roll");
    assert_eq!(g.turn.tower, Some(sp("PK")));
}

#[test]
fn rule_11_only_the_active_player_plays_a_start_tile_and_only_instead_of_rolling() {
    let mut g = game(3, &[[1, 1]]);
    give(&mut g, 1, "start");
    assert_eq!(illegal(&mut g, 0, "start GH"), Illegal::NoTile(Tile::Start));
    assert_eq!(g.check(Seat(1), &mv("start GH")), Err(Illegal::NotActive));
    assert_eq!(
        refused(&mut g, 1, "start GH"),
        PlayError::NotYourTurn(Seat(1))
    );
    give(&mut g, 0, "start");
    play(&mut g, 0, "roll");
    assert_eq!(illegal(&mut g, 0, "start GH"), Illegal::NotNow);
    assert_eq!(g.check(Seat(1), &mv("start GH")), Err(Illegal::NotActive));
}

#[test]
fn rule_11_a_ware_tile_takes_any_one_good_in_stock() {
    let mut g = game(3, &[[3, 4]]);
    give(&mut g, 0, "ware ware");
    corner(&mut g, 2, Good::Pepper);
    run(&mut g, "0 roll; 0 act");
    assert_eq!(
        illegal(&mut g, 0, "use ware pepper"),
        Illegal::OutOfStock(Kind::Good(Good::Pepper))
    );
    let events = play(&mut g, 0, "use ware copper");
    assert_eq!(
        events,
        vec![Event::WareTaken {
            seat: Seat(0),
            good: Good::Copper
        }]
    );
    assert_eq!(count(&g, 0, "copper"), 1);
    assert_eq!((count(&g, 0, "ware"), tile_stock(&g, "ware")), (1, 4));
    play(&mut g, 0, "use ware copper");
    assert_eq!(
        illegal(&mut g, 0, "use ware salt"),
        Illegal::NoTile(Tile::Ware)
    );
}

#[test]
fn rule_11_a_trade_returns_one_held_item_and_takes_one_of_any_kind() {
    let mut g = game(3, &[[3, 4]]);
    give(
        &mut g,
        0,
        "trade trade trade trade trade trade wheat marker",
    );
    run(&mut g, "0 roll; 0 act");
    // A good for a good.
    play(&mut g, 0, "use trade wheat>silk");
    assert_eq!((count(&g, 0, "wheat"), count(&g, 0, "silk")), (0, 1));
    assert_eq!(good_stock(&g, "wheat"), 5);
    // A marker for a good: the marker goes back to the supply of its colour.
    play(&mut g, 0, "use trade marker>pepper");
    assert_eq!((count(&g, 0, "marker"), g.marker_stock(Seat(0))), (0, 7));
    // A good for the top card of a chosen deck.
    play(&mut g, 0, "use trade silk>small");
    assert!(g.hand(Seat(0)).contains(&card("S-PO2")));
    // A card for a tile: the card goes face up under its deck.
    play(&mut g, 0, "use trade L-VC1>further");
    assert_eq!(count(&g, 0, "further"), 1);
    assert_eq!(g.decks[Deck::Large.index()].up, cards("L-VC1"));
    // A tile for a marker of one's colour.
    play(&mut g, 0, "use trade further>marker");
    assert_eq!(count(&g, 0, "marker"), 1);
    assert_eq!(count(&g, 0, "trade"), 1);
    // The last trade tile cannot trade itself away too.
    assert_eq!(
        illegal(&mut g, 0, "use trade trade>ware"),
        Illegal::NotHeld(item("trade"))
    );
    assert_eq!(
        illegal(&mut g, 0, "use trade wheat>ware"),
        Illegal::NotHeld(item("wheat"))
    );
    assert_eq!(tile_stock(&g, "trade"), 6);
}

#[test]
fn rule_11_a_trade_takes_only_what_is_in_stock() {
    let mut g = game(3, &[[3, 4]]);
    give(&mut g, 0, "trade wheat");
    corner(&mut g, 1, Good::Salt);
    // Every marker of seat 0's colour is on the board.
    own(&mut g, 0, "GH CH PO CA PA PK CO");
    run(&mut g, "0 roll; 0 act");
    assert_eq!(
        illegal(&mut g, 0, "use trade wheat>salt"),
        Illegal::OutOfStock(Kind::Good(Good::Salt))
    );
    assert_eq!(
        illegal(&mut g, 0, "use trade wheat>marker"),
        Illegal::OutOfStock(Kind::Marker)
    );
    // What is given back may be taken again.
    play(&mut g, 0, "use trade wheat>wheat");
}

#[test]
fn rule_11_two_trade_tiles_trade_one_of_them() {
    let mut g = game(3, &[[3, 4]]);
    give(&mut g, 0, "trade trade");
    run(&mut g, "0 roll; 0 act; 0 use trade trade>building");
    assert_eq!((count(&g, 0, "trade"), count(&g, 0, "building")), (0, 1));
    assert_eq!(tile_stock(&g, "trade"), 7);
}

#[test]
fn rule_11_a_building_tile_performs_an_owned_buildings_action_without_a_visit() {
    let mut g = game(3, &[[3, 4]]);
    give(&mut g, 0, "building");
    own(&mut g, 0, "GR");
    run(&mut g, "0 roll; 0 act");
    assert_eq!(
        illegal(&mut g, 0, "use building ME"),
        Illegal::NotOwner(bd("ME"))
    );
    let events = play(&mut g, 0, "use building GR");
    assert!(events.contains(&Event::Acted {
        seat: Seat(0),
        at: bd("GR"),
        tile: true,
        gained: vec![Kind::Good(Good::Wheat), Kind::Good(Good::Rice)],
    }));
    assert_eq!(
        (count(&g, 0, "building"), tile_stock(&g, "building")),
        (0, 5)
    );
    // Not an action: none counted, the Grains not done for the tower.
    assert_eq!(g.turn.actions[0], 1);
    assert!(!g.turn.done.contains(&bd("GR")));
}

#[test]
fn rule_11_building_tiles_repeat_even_at_the_same_building_and_at_villas() {
    let mut g = game(3, &[[3, 4]]);
    give(&mut g, 0, "building building building");
    own(&mut g, 0, "SP VZ");
    run(
        &mut g,
        "0 roll; 0 act; 0 use building SP; 0 use building SP",
    );
    assert_eq!((count(&g, 0, "salt"), count(&g, 0, "pepper")), (2, 2));
    assert_eq!(illegal(&mut g, 0, "use building VZ"), Illegal::VillaChoice);
    play(&mut g, 0, "use building VZ privilege");
    assert!(g.hand(Seat(0)).contains(&card("P-ME")));
}

#[test]
fn rule_11_a_building_tile_at_the_building_the_tower_is_on_adds_to_its_action() {
    let mut g = game(3, &[[8, 5]]);
    give(&mut g, 0, "building");
    own(&mut g, 0, "GR");
    run(&mut g, "0 roll; 0 act; 0 use building GR");
    assert_eq!((count(&g, 0, "wheat"), count(&g, 0, "rice")), (2, 2));
}
