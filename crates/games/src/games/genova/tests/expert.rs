//! The expert rules (`expert.rs`): one test per heuristic of its module docs, each on an
//! explicit deal (two players, seat 0 first and holding L-VC1, S-GH1, M-VM-RE and P-PK unless
//! a test hands out more), then whole matches: every seat count to the end, and against random
//! play.

use super::*;
use crate::engine::seeded;
use crate::testing::expert::{expert, experts_only, random, share};

use super::super::notation::VillaAct;

/// The expert's move for `seat` now.
#[track_caller]
fn expert_move(g: &Genova, seat: u8) -> Move {
    g.expert(Seat(seat), &mut seeded(1))
        .unwrap_or_else(|| panic!("seat {seat} has a move"))
}

/// The expert's move for `seat` now, in notation.
#[track_caller]
fn expert_says(g: &Genova, seat: u8) -> String {
    expert_move(g, seat).to_string()
}

/// Plays the expert for the seat the match waits for until the active player's turn is over
/// (markers placed), and returns every event.
#[track_caller]
fn expert_turn(g: &mut Genova) -> Vec<Event> {
    let active = g.active;
    let mut events = Vec::new();
    let mut rng = seeded(2);
    while !g.is_over() && (g.active == active || g.placer().is_some()) {
        let seat = g.owing()[0];
        let m = g.expert(seat, &mut rng).expect("a move");
        events.extend(play(g, seat.0, &m.to_string()));
        if events
            .iter()
            .any(|e| matches!(e, Event::TurnStarted { .. } | Event::Finished { .. }))
        {
            break;
        }
    }
    events
}

/// The round marker put `rounds` rounds before the last one.
fn rounds_left(g: &mut Genova, rounds: u8) {
    g.marker = g.end_space - rounds;
}

/// Two players; the tower rolled on street 3,3 and went 2,3 and 2,4 to 2,5, between Villa
/// Collini and the Guild Hall, with one move left. Seat 0 holds silver and copper, which
/// half the large orders want.
fn between_collini_and_the_guild_hall(last_round: bool) -> Genova {
    let mut g = game(2, &[[3, 3]]);
    if last_round {
        rounds_left(&mut g, 0);
    }
    give(&mut g, 0, "silver copper");
    run(&mut g, "0 roll; 0 move 2,3; 0 move 2,4; 0 move 2,5");
    g
}

/// Two players; the tower rolled on street 6,2 and went up to 3,2, between the Park and Villa
/// Ricci, with one move left.
fn between_the_park_and_ricci(last_round: bool) -> Genova {
    let mut g = game(2, &[[6, 2]]);
    if last_round {
        rounds_left(&mut g, 0);
    }
    run(&mut g, "0 roll; 0 move 5,2; 0 move 4,2; 0 move 3,2");
    g
}

/// Two players; the tower rolled on street 6,7 and went up to 3,7, between the Metals
/// warehouse and the Palace, with one move left. Seat 0 also holds L-VR1 (wheat, silver, salt).
fn between_metals_and_the_palace(extra: &str) -> Genova {
    let mut g = game(2, &[[6, 7]]);
    give(&mut g, 0, "L-VR1");
    give(&mut g, 0, extra);
    run(&mut g, "0 roll; 0 move 5,7; 0 move 4,7; 0 move 3,7");
    g
}

// ---------------------------------------------------------------- worth in ducats

#[test]
fn the_expert_draws_a_large_order_when_its_goods_fit_one() {
    let g = between_collini_and_the_guild_hall(false);
    assert_eq!(expert_says(&g, 0), "move GH");
}

#[test]
fn the_expert_draws_no_order_it_has_no_turn_left_to_finish() {
    let g = between_collini_and_the_guild_hall(true);
    assert_eq!(
        expert_says(&g, 0),
        "move VC",
        "a privilege still scores at the end"
    );
}

// ---------------------------------------------------------------- orders

#[test]
fn the_expert_delivers_a_large_order_at_its_villa() {
    let mut g = game(2, &[[1, 5]]);
    give(&mut g, 0, "wheat silk salt");
    run(&mut g, "0 roll");
    let Move::Act(Some(VillaAct::Deliver { order, .. })) = expert_move(&g, 0) else {
        panic!("{} delivers nothing", expert_says(&g, 0));
    };
    assert_eq!(order, card("L-VC1"));
}

#[test]
fn the_expert_steers_the_tower_to_the_villa_where_it_can_deliver() {
    let mut g = game(2, &[[3, 3]]);
    give(&mut g, 0, "wheat silk salt");
    run(&mut g, "0 roll");
    let events = expert_turn(&mut g);
    assert!(
        events.iter().any(|e| matches!(e,
            Event::LargeDelivered { seat: Seat(0), order, .. } if *order == card("L-VC1"))),
        "{events:?}"
    );
    assert_eq!(ducats(&g, 0), 230);
}

#[test]
fn the_expert_goes_where_it_can_deliver_a_small_order() {
    // Metals gives the silver L-VR1 misses; the Palace gives little, but S-PA2 pays 40 there.
    let g = between_metals_and_the_palace("");
    assert_eq!(expert_says(&g, 0), "move ME");
    let g = between_metals_and_the_palace("S-PA2 pepper");
    assert_eq!(expert_says(&g, 0), "move PA");
}

#[test]
fn the_expert_takes_the_goods_its_orders_miss_at_a_warehouse() {
    let mut g = between_metals_and_the_palace("");
    run(&mut g, "0 move ME");
    assert_eq!(expert_says(&g, 0), "act");
    // With no order that wants metals, the warehouse is no better than the Palace's tile.
    let mut g = game(2, &[[6, 7]]);
    give(&mut g, 1, "L-VC1");
    run(&mut g, "0 roll; 0 move 5,7; 0 move 4,7; 0 move 3,7");
    assert_ne!(expert_says(&g, 0), "move ME");
}

#[test]
fn the_expert_routes_the_tower_through_both_buildings_of_a_held_message() {
    // The last round: the Post Office's fresh messages could never be delivered.
    let mut g = game(2, &[[3, 6]]);
    rounds_left(&mut g, 0);
    give(&mut g, 0, "M-GH-CH");
    run(&mut g, "0 roll");
    let events = expert_turn(&mut g);
    assert!(
        events.iter().any(|e| matches!(e,
            Event::MessageDelivered { seat: Seat(0), message } if *message == card("M-GH-CH"))),
        "{events:?}"
    );
}

// ---------------------------------------------------------------- privileges, markers, tiles

#[test]
fn the_expert_takes_a_privilege_where_the_top_card_likely_extends_its_groups() {
    // Every other building of the ring: any privilege drawn joins two of them.
    let mut g = game(2, &[[3, 3]]);
    give(&mut g, 0, "silver copper P-VC P-PA P-VZ P-GR P-TA P-FA");
    run(&mut g, "0 roll; 0 move 2,3; 0 move 2,4; 0 move 2,5");
    assert_eq!(expert_says(&g, 0), "move VC");
}

/// Two players; the tower rolled on street 6,6 and went 7,6 and 7,5 to 7,4, between the
/// Cathedral and Villa Monetti, with one move left.
fn between_the_cathedral_and_monetti(g: &mut Genova) {
    run(g, "0 roll; 0 move 7,6; 0 move 7,5; 0 move 7,4");
}

#[test]
fn the_expert_takes_markers_at_the_cathedral_while_it_can_place_them() {
    let mut g = game(2, &[[6, 6]]);
    between_the_cathedral_and_monetti(&mut g);
    assert_eq!(expert_says(&g, 0), "move CA");
    // All seven of its markers are on the board: the Cathedral would give none.
    let mut g = game(2, &[[6, 6]]);
    own(&mut g, 0, "PK CO TA RE FA HA SP");
    between_the_cathedral_and_monetti(&mut g);
    assert_eq!(expert_says(&g, 0), "move VM");
}

#[test]
fn the_expert_values_tiles_only_while_it_has_turns_to_use_them() {
    let g = between_the_park_and_ricci(false);
    assert_eq!(
        expert_says(&g, 0),
        "move PK",
        "a further action beats a privilege"
    );
    let g = between_the_park_and_ricci(true);
    assert_eq!(
        expert_says(&g, 0),
        "move VR",
        "on its last turn it keeps no tile"
    );
}

#[test]
fn the_expert_avoids_buildings_that_pay_its_rivals() {
    let mut g = between_the_park_and_ricci(false);
    own(&mut g, 1, "PK");
    assert_eq!(expert_says(&g, 0), "move VR");
}

// ---------------------------------------------------------------- the tower

#[test]
fn the_expert_spends_a_further_tile_on_a_second_action_worth_more() {
    // Villa Collini for L-VC1, then another building within reach.
    let mut g = game(2, &[[1, 5]]);
    give(&mut g, 0, "further wheat silk salt");
    run(&mut g, "0 roll");
    let events = expert_turn(&mut g);
    assert!(
        events.contains(&Event::FurtherSpent { seat: Seat(0) }),
        "{events:?}"
    );
    let acted = events
        .iter()
        .filter(|e| matches!(e, Event::Acted { seat: Seat(0), .. }))
        .count();
    assert_eq!(acted, 2, "{events:?}");
}

#[test]
fn the_expert_ends_when_nothing_is_worth_more() {
    // Its action spent on L-VC1 (seat 1 holds every `further` tile): moving on brings nothing.
    let mut g = game(2, &[[1, 5]]);
    give(&mut g, 0, "wheat silk salt");
    give(&mut g, 1, "further further further further further");
    run(&mut g, "0 roll");
    assert_eq!(expert_says(&g, 0), "act L-VC1 ware");
    run(&mut g, "0 act L-VC1 ware; 0 close");
    assert_eq!(expert_says(&g, 0), "end");
}

#[test]
fn the_expert_plays_a_start_tile_only_when_it_reaches_more_than_a_roll() {
    let mut g = game(2, &[]);
    give(&mut g, 0, "start wheat silk salt");
    assert!(matches!(expert_move(&g, 0), Move::Start(_)));
    let events = expert_turn(&mut g);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::LargeDelivered { seat: Seat(0), .. })),
        "{events:?}"
    );
    // Its last turn: the tile is worth nothing kept, but a roll is as good as any start when
    // nothing on the board pays.
    let mut g = game(2, &[]);
    give(&mut g, 0, "start");
    give(&mut g, 1, "L-VC1 S-GH1 M-VM-RE P-PK");
    own(&mut g, 0, "PK CO TA RE FA HA SP");
    g.tiles = [0; 5];
    g.goods = [0; 8];
    assert_eq!(expert_says(&g, 0), "roll");
}

#[test]
fn the_expert_accepts_an_offer_whose_price_beats_the_action_it_loses() {
    // Three players; the tower ends its four moves on the Guild Hall, where seat 1 offers.
    let at_the_guild_hall = |offer: &str| {
        let mut g = game(3, &[[3, 3]]);
        run(
            &mut g,
            "0 roll; 0 move 2,3; 0 move 2,4; 0 move 2,5; 0 move GH",
        );
        run(&mut g, &format!("1 offer GH {offer}"));
        g
    };
    assert_eq!(expert_says(&at_the_guild_hall("60"), 0), "accept 1 GH");
    assert_eq!(expert_says(&at_the_guild_hall("5"), 0), "act");
}

// ---------------------------------------------------------------- the open action

#[test]
fn the_expert_delivers_a_small_order_during_its_action() {
    let mut g = game(2, &[[1, 1]]);
    give(&mut g, 0, "S-PK2 linen");
    run(&mut g, "0 roll; 0 act");
    assert_eq!(expert_says(&g, 0), "small S-PK2");
}

#[test]
fn the_expert_uses_a_ware_tile_only_to_complete_an_order() {
    let mut g = game(2, &[[1, 1]]);
    give(&mut g, 0, "S-PK1 ware");
    run(&mut g, "0 roll; 0 act");
    // S-GH1 and L-VC1 want wheat too; the Park's small order is delivered now.
    assert_eq!(expert_says(&g, 0), "use ware wheat");
    run(&mut g, "0 use ware wheat");
    assert_eq!(expert_says(&g, 0), "small S-PK1");
    // Nothing here for a good: the tile is kept.
    let mut g = game(2, &[[1, 1]]);
    give(&mut g, 0, "ware");
    run(&mut g, "0 roll; 0 act");
    assert_eq!(expert_says(&g, 0), "close");
}

#[test]
fn the_expert_uses_a_ware_tile_for_the_last_good_of_a_large_order_it_can_still_deliver() {
    // At Metals next to Villa Collini, with the wheat and silk of L-VC1 and a further tile.
    let mut g = game(2, &[[1, 7]]);
    give(&mut g, 0, "wheat silk ware further");
    run(&mut g, "0 roll; 0 act");
    assert_eq!(expert_says(&g, 0), "use ware salt");
    // Without an action left for the villa, the tile waits.
    let mut g = game(2, &[[1, 7]]);
    give(&mut g, 0, "wheat silk ware");
    run(&mut g, "0 roll; 0 act");
    assert_eq!(expert_says(&g, 0), "close");
    // The tower came from the villa, which holds a disc: it cannot go back this turn.
    let mut g = game(2, &[[1, 5]]);
    give(&mut g, 0, "wheat silk ware further");
    run(&mut g, "0 roll; 0 move ME; 0 act");
    assert_eq!(expert_says(&g, 0), "close");
}

#[test]
fn the_expert_trades_away_what_it_needs_least_to_complete_an_order() {
    let mut g = game(2, &[[1, 1]]);
    give(&mut g, 0, "S-PK1 trade pepper");
    run(&mut g, "0 roll; 0 act");
    assert_eq!(expert_says(&g, 0), "use trade pepper>wheat");
}

#[test]
fn the_expert_uses_a_building_tile_where_the_action_pays() {
    let mut g = game(2, &[[1, 1]]);
    give(&mut g, 0, "building wheat silk salt");
    own(&mut g, 0, "VC");
    run(&mut g, "0 roll; 0 act");
    let Move::UseBuilding {
        at,
        villa: Some(VillaAct::Deliver { order, .. }),
    } = expert_move(&g, 0)
    else {
        panic!("{}", expert_says(&g, 0));
    };
    assert_eq!((at, order), (bd("VC"), card("L-VC1")));
}

// ---------------------------------------------------------------- markers

#[test]
fn the_expert_places_markers_next_to_the_buildings_it_would_use() {
    // The tower went 2,3 (Park, Coach House), 2,4 (Coach House, Guild Hall) and 2,5 (Guild
    // Hall, Collini); seat 0 owns the Coach House and the Guild Hall, and holds the goods of
    // L-VC1: a marker on Collini lets a building tile deliver there.
    let mut g = game(2, &[[2, 3]]);
    give(&mut g, 0, "marker wheat silk salt");
    own(&mut g, 0, "CO GH");
    run(&mut g, "0 roll; 0 move 2,4; 0 move 2,5; 0 end");
    assert_eq!(expert_says(&g, 0), "place 2,5 VC");
}

#[test]
fn the_expert_removes_a_rivals_marker_only_when_its_markers_are_to_spare() {
    let placing = |held: &str, rounds: u8| {
        let mut g = game(2, &[[2, 3]]);
        rounds_left(&mut g, rounds);
        give(&mut g, 0, held);
        own(&mut g, 1, "PK");
        run(&mut g, "0 roll; 0 end");
        g
    };
    assert_eq!(expert_says(&placing("marker marker", 10), 0), "place 2,3");
    assert_eq!(
        expert_says(&placing("marker marker marker marker marker", 0), 0),
        "place 2,3 remove PK:1"
    );
}

// ---------------------------------------------------------------- whole matches

#[test]
fn the_expert_plays_every_seat_count_to_the_end() {
    for seats in 2..=5 {
        for g in experts_only::<Genova>(seats, 10) {
            assert!(g.is_over(), "{seats} seats");
        }
    }
}

#[test]
fn the_expert_beats_random_play() {
    let two = share::<Genova>(2, 20, expert, random);
    assert!(two >= 0.75, "two players: {two}");
    let four = share::<Genova>(4, 10, expert, random);
    assert!(four >= 0.5, "four players: {four}");
}
