//! Rule 17 and the seed's "Los Marcadores de Propiedad": after `end`, once round from the
//! active player, each player holding markers passes or picks a visited street cell whose
//! disc is still there and puts a marker on the buildings next to it.

use super::*;

/// Three players, seat 1 first and active; the tower goes 2,3 (Park, Coach House), 2,4
/// (Coach House, Guild Hall), 2,5 (Villa Collini, Guild Hall) and stops. Each seat holds
/// `held[seat]` markers.
fn after_end(held: [u8; 3]) -> (Genova, Vec<Event>) {
    let mut g = before_end(held);
    let events = play(&mut g, 1, "end");
    (g, events)
}

/// The same, before the `end`.
fn before_end(held: [u8; 3]) -> Genova {
    let mut g = new_game(
        3,
        &Options::default(),
        &setup(1, decks("", "", "", ""), &[[2, 3], [1, 1]]),
    );
    for (seat, &n) in held.iter().enumerate() {
        for _ in 0..n {
            give(&mut g, seat as u8, "marker");
        }
    }
    run(&mut g, "1 roll; 1 move 2,4; 1 move 2,5");
    g
}

fn placed(seat: u8, street: &str, on: &str, removed: &[(&str, u8)]) -> Event {
    Event::MarkersPlaced {
        seat: Seat(seat),
        street: sp(street),
        on: on.split_whitespace().map(bd).collect(),
        removed: removed.iter().map(|&(b, s)| (bd(b), Seat(s))).collect(),
    }
}

#[test]
fn rule_17_markers_are_placed_after_end_once_round_from_the_active_player() {
    let (mut g, _) = after_end([1, 1, 1]);
    assert_eq!(g.public_view().phase, "markers");
    assert_eq!(g.public_view().placing, Some(Seat(1)));
    assert_eq!(g.to_act(), seats(&[1]));
    assert_eq!(refused(&mut g, 0, "pass"), PlayError::NotYourTurn(Seat(0)));
    assert_eq!(g.check(Seat(0), &mv("pass")), Err(Illegal::NotYourMarkers));
    play(&mut g, 1, "place 2,4 GH");
    assert_eq!(g.placer(), Some(Seat(2)));
    play(&mut g, 2, "pass");
    assert_eq!(g.placer(), Some(Seat(0)));
    let events = play(&mut g, 0, "place 2,5 VC");
    // Once round: the next player's turn follows.
    assert!(events.contains(&Event::TurnStarted {
        seat: Seat(2),
        round: 1
    }));
    assert_eq!(owners(&g, "GH"), seats(&[1]));
    assert_eq!(owners(&g, "VC"), seats(&[0]));
}

#[test]
fn rule_17_place_puts_one_marker_on_each_building_next_to_the_cell_or_on_the_one_named() {
    let (mut g, _) = after_end([0, 3, 0]);
    assert!(listed(&g, 1, "place 2,3"));
    assert!(listed(&g, 1, "place 2,3 PK"));
    assert!(listed(&g, 1, "place 2,3 CO"));
    let mut both = g.clone();
    let events = play(&mut both, 1, "place 2,3");
    assert!(events.contains(&placed(1, "2,3", "PK CO", &[])));
    assert_eq!(
        (owners(&both, "PK"), owners(&both, "CO")),
        (seats(&[1]), seats(&[1]))
    );
    assert_eq!(both.players[Seat(1)].markers, 1);
    let events = play(&mut g, 1, "place 2,3 CO");
    assert!(events.contains(&placed(1, "2,3", "CO", &[])));
    assert_eq!((owners(&g, "PK"), owners(&g, "CO")), (vec![], seats(&[1])));
}

#[test]
fn rule_17_not_on_a_building_where_one_already_has_a_marker() {
    let (mut g, _) = after_end([0, 2, 0]);
    own(&mut g, 1, "CO");
    assert_eq!(
        illegal(&mut g, 1, "place 2,3 CO"),
        Illegal::AlreadyOwner(bd("CO"))
    );
    // Naming no building means the ones the player does not own yet.
    let events = play(&mut g, 1, "place 2,3");
    assert!(events.contains(&placed(1, "2,3", "PK", &[])));
}

#[test]
fn rule_17_one_marker_per_building_named_and_one_removal_per_marker() {
    let (mut g, _) = after_end([0, 3, 0]);
    assert_eq!(
        illegal(&mut g, 1, "place 2,3 CO CO"),
        Illegal::AlreadyOwner(bd("CO"))
    );
    own(&mut g, 2, "CO");
    assert_eq!(
        illegal(&mut g, 1, "place 2,3 CO remove CO:2 CO:2"),
        Illegal::NothingToRemove(bd("CO"), Seat(2))
    );
}

#[test]
fn rule_17_only_a_street_cell_visited_this_turn_next_to_the_building() {
    let (mut g, _) = after_end([0, 2, 0]);
    assert_eq!(
        illegal(&mut g, 1, "place 3,3"),
        Illegal::NotAVisitedStreet(sp("3,3"))
    );
    assert_eq!(
        illegal(&mut g, 1, "place 2,3 GH"),
        Illegal::NotNextTo(bd("GH"))
    );
    assert!(
        "place GH".parse::<Move>().is_err(),
        "a building is no street cell"
    );
    assert!("place 4,4".parse::<Move>().is_err(), "nor is the market");
}

#[test]
fn rule_17_the_cells_disc_is_removed_so_nobody_else_uses_it() {
    let (mut g, _) = after_end([0, 1, 2]);
    play(&mut g, 1, "place 2,3 PK");
    assert!(!g.turn.discs.contains(&sp("2,3")));
    assert_eq!(
        illegal(&mut g, 2, "place 2,3 CO"),
        Illegal::NotAVisitedStreet(sp("2,3"))
    );
    play(&mut g, 2, "place 2,4");
}

#[test]
fn rule_17_an_opponents_marker_is_removed_with_one_of_ones_own_then_replaced() {
    let (mut g, _) = after_end([0, 2, 0]);
    own(&mut g, 2, "CO");
    assert!(listed(&g, 1, "place 2,3 CO remove CO:2"));
    let events = play(&mut g, 1, "place 2,3 CO remove CO:2");
    assert!(events.contains(&placed(1, "2,3", "CO", &[("CO", 2)])));
    assert_eq!(owners(&g, "CO"), seats(&[1]));
    // Both the removed marker and the one paid for it went back to the supply.
    assert_eq!(g.players[Seat(1)].markers, 0);
    assert_eq!((g.marker_stock(Seat(1)), g.marker_stock(Seat(2))), (6, 7));
}

#[test]
fn rule_17_markers_may_share_a_building_removing_is_a_choice() {
    let (mut g, _) = after_end([0, 1, 0]);
    own(&mut g, 2, "CO");
    play(&mut g, 1, "place 2,3 CO");
    assert_eq!(owners(&g, "CO"), seats(&[2, 1]));
}

#[test]
fn rule_17_removing_needs_a_marker_more_and_an_opponents_marker_there() {
    let (mut g, _) = after_end([0, 1, 0]);
    own(&mut g, 2, "CO");
    assert_eq!(
        illegal(&mut g, 1, "place 2,3 CO remove CO:2"),
        Illegal::NotEnoughMarkers
    );
    assert_eq!(
        illegal(&mut g, 1, "place 2,3 CO remove CO:0"),
        Illegal::NothingToRemove(bd("CO"), Seat(0))
    );
    assert_eq!(
        illegal(&mut g, 1, "place 2,3 CO remove CO:1"),
        Illegal::NothingToRemove(bd("CO"), Seat(1))
    );
    assert_eq!(
        illegal(&mut g, 1, "place 2,3"),
        Illegal::NotEnoughMarkers,
        "two buildings, one marker"
    );
}

/// The page lets a removed marker be replaced ("another marker may then go there"); the
/// engine only removes where the player is putting a marker now.
#[test]
fn rule_17_a_marker_is_removed_only_where_one_is_placed() {
    let (mut g, _) = after_end([0, 2, 0]);
    own(&mut g, 2, "CO");
    assert_eq!(
        illegal(&mut g, 1, "place 2,3 PK remove CO:2"),
        Illegal::NotNextTo(bd("CO"))
    );
}

#[test]
fn rule_17_players_without_markers_are_skipped() {
    let (g, _) = after_end([0, 0, 2]);
    assert_eq!(g.placer(), Some(Seat(2)));
    // Nobody with markers: the next turn starts at `end`.
    let (g, events) = after_end([0, 0, 0]);
    assert_eq!(g.public_view().phase, "start");
    assert!(events.contains(&Event::TurnStarted {
        seat: Seat(2),
        round: 1
    }));
}

#[test]
fn rule_17_a_player_who_owns_every_building_beside_the_cells_left_is_skipped() {
    let mut g = before_end([2, 0, 2]);
    own(&mut g, 2, "PK CO GH VC");
    play(&mut g, 1, "end");
    // Seat 2 would come first after the active player (who holds none): nowhere to go.
    assert_eq!(g.placer(), Some(Seat(0)));
    // The active player takes the last cell seat 2 could use: seat 2 is skipped.
    let mut g = before_end([2, 1, 2]);
    own(&mut g, 2, "PK CO GH");
    play(&mut g, 1, "end");
    play(&mut g, 1, "place 2,5 VC");
    assert_eq!(g.placer(), Some(Seat(0)));
}

#[test]
fn rule_17_pass_places_nothing() {
    let (mut g, _) = after_end([1, 1, 1]);
    let events = run(&mut g, "1 pass; 2 pass; 0 pass");
    assert!(events.contains(&Event::Passed { seat: Seat(1) }));
    assert!(g.owners.values().all(Vec::is_empty));
    assert_eq!(g.active, Seat(2));
}
