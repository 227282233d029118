//! Rule 4 (the tower: roll or start tile, up to four moves, adjacency, no revisit, `end`) and
//! rule 15 (the current building: an offer for it binds the active player).

use super::*;

#[test]
fn rule_4_the_dice_give_row_red_and_column_blue() {
    let mut g = game(3, &[[2, 3], [1, 2], [4, 5]]);
    let events = play(&mut g, 0, "roll");
    assert_eq!(
        events,
        vec![Event::TowerPlaced {
            space: sp("2,3"),
            roll: Some([2, 3]),
        }]
    );
    assert_eq!(g.turn.visited, vec![sp("2,3")]);
    assert_eq!(g.turn.discs, vec![sp("2,3")]);
    play(&mut g, 0, "end");
    // A cell of a building puts the tower on that building.
    play(&mut g, 1, "roll");
    assert_eq!(g.turn.tower, Some(Space::Building(Building::Park)));
}

#[test]
fn rule_4_only_the_active_player_rolls_and_only_once() {
    let mut g = game(3, &[[3, 4]]);
    assert_eq!(
        g.to_act(),
        seats(&[0]),
        "before the roll only the active player moves"
    );
    assert_eq!(refused(&mut g, 1, "roll"), PlayError::NotYourTurn(Seat(1)));
    assert_eq!(g.check(Seat(1), &mv("roll")), Err(Illegal::NotActive));
    assert_eq!(illegal(&mut g, 0, "end"), Illegal::NotNow);
    assert_eq!(illegal(&mut g, 0, "move 2,4"), Illegal::NotNow);
    play(&mut g, 0, "roll");
    assert_eq!(illegal(&mut g, 0, "roll"), Illegal::NotNow);
}

#[test]
fn rule_4_up_to_four_moves_after_the_start_space() {
    let mut g = game(3, &[[3, 4]]);
    play(&mut g, 0, "roll");
    assert_eq!(g.public_view().moves_left, 4);
    for (step, to) in ["3,6", "CH", "5,7", "SP"].into_iter().enumerate() {
        let events = play(&mut g, 0, &format!("move {to}"));
        assert_eq!(events, vec![Event::TowerMoved { space: sp(to) }]);
        assert_eq!(usize::from(g.public_view().moves_left), 3 - step);
    }
    assert_eq!(g.turn.visited.len(), 5, "the start space counts as visited");
    assert_eq!(illegal(&mut g, 0, "move 4,7"), Illegal::NoMovesLeft);
    // Not all moves need be made: `end` is still there.
    assert!(listed(&g, 0, "end"));
}

#[test]
fn rule_4_a_move_goes_to_an_orthogonally_adjacent_space() {
    let mut g = game(3, &[[3, 3]]);
    play(&mut g, 0, "roll");
    // 2,2 (the Park) is diagonal to 3,3.
    assert_eq!(
        illegal(&mut g, 0, "move 2,2"),
        Illegal::NotAdjacent(sp("PK"))
    );
    assert_eq!(
        illegal(&mut g, 0, "move 5,5"),
        Illegal::NotAdjacent(Space::Market)
    );
    for to in ["2,3", "3,2", "PO", "GH"] {
        assert!(listed(&g, 0, &format!("move {to}")), "{to}");
    }
}

#[test]
fn rule_4_a_building_and_the_market_are_one_space_whatever_their_size() {
    let mut g = game(3, &[[3, 4]]);
    play(&mut g, 0, "roll");
    // The Guild Hall (3,4 and 3,5) reaches the cells beside either of its squares.
    for to in ["2,4", "2,5", "3,3", "3,6", "MK"] {
        assert!(listed(&g, 0, &format!("move {to}")), "{to}");
    }
    assert_eq!(
        illegal(&mut g, 0, "move 3,5"),
        Illegal::NotAdjacent(sp("GH"))
    );
    play(&mut g, 0, "move MK");
    // One step into the market reaches all four buildings around it.
    for to in ["PO", "CH", "CA"] {
        assert!(listed(&g, 0, &format!("move {to}")), "{to}");
    }
}

#[test]
fn rule_4_a_space_that_holds_a_disc_is_not_entered_again() {
    let mut g = game(3, &[[3, 4]]);
    play(&mut g, 0, "roll");
    play(&mut g, 0, "move 3,6");
    assert_eq!(illegal(&mut g, 0, "move GH"), Illegal::Disc(sp("GH")));
    play(&mut g, 0, "move CH");
    assert_eq!(illegal(&mut g, 0, "move 3,6"), Illegal::Disc(sp("3,6")));
}

#[test]
fn rule_4_the_active_player_may_end_at_any_time_then_markers_then_the_next_turn() {
    let mut g = game(3, &[[3, 4]]);
    play(&mut g, 0, "roll");
    assert_eq!(g.check(Seat(1), &mv("end")), Err(Illegal::NotActive));
    let events = play(&mut g, 0, "end");
    assert_eq!(events[0], Event::Ended { seat: Seat(0) });
    // Nobody holds markers, so the next turn starts at once.
    assert!(events.contains(&Event::TurnStarted {
        seat: Seat(1),
        round: 1
    }));
    assert_eq!(g.active, Seat(1));
}

#[test]
fn rule_4_no_end_while_an_action_is_open() {
    let mut g = game(3, &[[3, 4]]);
    play(&mut g, 0, "roll");
    play(&mut g, 0, "act");
    assert_eq!(illegal(&mut g, 0, "end"), Illegal::ActionOpen);
    assert_eq!(illegal(&mut g, 0, "move 3,6"), Illegal::ActionOpen);
    play(&mut g, 0, "close");
    play(&mut g, 0, "end");
    // Someone else's open action: the active player waits.
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer GH 10; 0 accept 1 GH");
    assert_eq!(refused(&mut g, 0, "end"), PlayError::NotYourTurn(Seat(0)));
    assert_eq!(g.check(Seat(0), &mv("end")), Err(Illegal::ActionOpen));
    assert_eq!(g.to_act(), seats(&[1]));
}

#[test]
fn rule_15_an_offer_for_the_current_building_binds_the_active_player_to_act_or_accept() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer GH 10");
    assert_eq!(
        illegal(&mut g, 0, "move 3,6"),
        Illegal::ActionOwed(bd("GH"))
    );
    assert_eq!(illegal(&mut g, 0, "end"), Illegal::ActionOwed(bd("GH")));
    assert!(listed(&g, 0, "act"));
    assert!(listed(&g, 0, "accept 1 GH"));
    // Acting himself is the active player's privilege; the offer then lapses.
    let mut acted = g.clone();
    let events = play(&mut acted, 0, "act");
    assert!(events.contains(&lapsed(1, "GH")));
    assert_eq!(ducats(&acted, 1), 130, "an unaccepted offer costs nothing");
    run(&mut acted, "0 close; 0 move 3,6");
    // Or he grants it, and then may move on.
    run(&mut g, "0 accept 1 GH; 1 act; 1 close; 0 move 3,6");
}

#[test]
fn rule_15_the_start_space_counts_as_the_current_building() {
    let mut g = game(3, &[[6, 4]]);
    run(&mut g, "0 roll; 2 offer CA");
    assert_eq!(
        illegal(&mut g, 0, "move 7,4"),
        Illegal::ActionOwed(bd("CA"))
    );
}

#[test]
fn rule_15_with_no_offer_the_active_player_moves_on_and_the_action_is_lost() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 0 move 3,6");
    assert!(!g.turn.done.contains(&bd("GH")));
    // Gone: the Guild Hall holds a disc, so nobody can have its action any more this turn.
    assert_eq!(
        illegal(&mut g, 1, "offer GH 10"),
        Illegal::NotAcceptable(sp("GH"))
    );
    assert_eq!(illegal(&mut g, 0, "move GH"), Illegal::Disc(sp("GH")));
}

#[test]
fn rule_15_arriving_without_a_deal_is_the_same_case() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer CH 10; 0 move 3,6; 0 move CH");
    // The offer still stands for what is now the current building.
    assert_eq!(g.turn.offers.len(), 1);
    assert_eq!(
        illegal(&mut g, 0, "move 5,7"),
        Illegal::ActionOwed(bd("CH"))
    );
    // Accepting it there moves nothing: the tower is already on the City Hall.
    let events = play(&mut g, 0, "accept 1 CH");
    assert!(!events.iter().any(|e| matches!(e, Event::TowerMoved { .. })));
    assert_eq!(g.turn.visited.len(), 3);
    run(&mut g, "1 act; 1 close; 0 move 5,7");
}

#[test]
fn rule_15_an_active_player_without_an_action_left_must_accept() {
    let mut g = game(3, &[[3, 4]]);
    run(
        &mut g,
        "0 roll; 0 act; 0 close; 0 move 3,6; 1 offer CH 10; 0 move CH",
    );
    assert_eq!(illegal(&mut g, 0, "act"), Illegal::NoActionLeft);
    assert_eq!(
        illegal(&mut g, 0, "move 5,7"),
        Illegal::ActionOwed(bd("CH"))
    );
    assert_eq!(illegal(&mut g, 0, "end"), Illegal::ActionOwed(bd("CH")));
    // Granting the action is all that is left (or asking someone for other terms).
    let moves = g.legal_moves(Seat(0));
    assert!(moves.contains(&mv("accept 1 CH")));
    assert!(moves
        .iter()
        .all(|m| matches!(m, Move::Accept { .. } | Move::Ask { .. })));
    play(&mut g, 0, "accept 1 CH");
}

#[test]
fn rule_15_while_the_action_is_owed_no_other_space_is_dealt_for() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer GH 10; 2 offer 3,6 20");
    assert_eq!(
        illegal(&mut g, 0, "accept 2 3,6"),
        Illegal::NotAcceptable(sp("3,6"))
    );
    run(&mut g, "0 accept 1 GH; 1 act; 1 close; 0 accept 2 3,6");
    assert_eq!(g.turn.tower, Some(sp("3,6")));
}

/// The page says "while an offer for it stands"; the engine reads it as an offer the active
/// player could take: one asking more back than he has does not bind him (else he could be
/// stuck with nothing legal).
#[test]
fn rule_15_an_offer_asking_more_than_the_active_player_has_does_not_bind_him() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer GH 10 get 200");
    assert_eq!(g.turn.offers.len(), 1);
    assert_eq!(illegal(&mut g, 0, "accept 1 GH"), Illegal::CannotPay);
    play(&mut g, 0, "move 3,6");
}
