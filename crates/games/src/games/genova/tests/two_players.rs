//! The seed's "Reglas Especiales Para Dos Jugadores" (rules 5 and 14 of the page): an offer
//! must hold something that is not money, and the active player gets a second action once
//! the other player has acted, whatever `further` tiles do.

use super::*;

#[test]
fn two_players_an_offer_must_include_an_item_that_is_not_money() {
    let mut g = game(2, &[[3, 4]]);
    give(&mut g, 1, "wheat");
    play(&mut g, 0, "roll");
    assert_eq!(illegal(&mut g, 1, "offer GH 10"), Illegal::MoneyOnly);
    assert_eq!(illegal(&mut g, 1, "offer GH"), Illegal::MoneyOnly);
    assert_eq!(illegal(&mut g, 1, "offer 2,4 20"), Illegal::MoneyOnly);
    // What the active player gives back does not count.
    assert_eq!(illegal(&mut g, 1, "offer GH get wheat"), Illegal::MoneyOnly);
    assert_eq!(illegal(&mut g, 0, "ask 1 GH 10"), Illegal::MoneyOnly);
    for ok in ["offer GH 10 wheat", "offer 2,4 L-VC2", "offer 2,5 marker"] {
        if ok.ends_with("marker") {
            give(&mut g, 1, "marker");
        }
        play(&mut g, 1, ok);
    }
    assert!(listed(&g, 0, "accept 1 GH"));
}

/// A promise is "something that is not money" (the engine's reading: the active player gets
/// a good, card, tile or marker out of it).
#[test]
fn two_players_a_promised_item_counts_as_an_item() {
    let mut g = game(2, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer GH +large; 0 accept 1 GH; 1 act");
    assert!(g.hand(Seat(0)).contains(&card("L-VC3")));
}

#[test]
fn two_players_example_1_a_deal_on_the_start_space_gives_the_active_player_two_actions() {
    let mut g = game(2, &[[3, 4]]);
    run(
        &mut g,
        "0 roll; 1 offer GH L-VC2; 0 accept 1 GH; 1 act; 1 close; \
         0 move 3,6; 0 move CH; 0 act; 0 close; 0 move 5,7; 0 move SP",
    );
    let events = play(&mut g, 0, "act");
    assert!(!events.contains(&Event::FurtherSpent { seat: Seat(0) }));
    assert_eq!(g.turn.actions[0], 2);
    assert!(!g.can_act(Seat(0)), "two, not more");
}

#[test]
fn two_players_example_2_the_active_player_acts_then_the_other_then_the_active_again() {
    let mut g = game(2, &[[3, 4]]);
    run(&mut g, "0 roll; 0 act; 0 close; 0 move 3,6; 0 move CH");
    assert_eq!(illegal(&mut g, 0, "act"), Illegal::NoActionLeft);
    run(
        &mut g,
        "1 offer CH P-CO; 0 accept 1 CH; 1 act; 1 close; 0 move 5,7; 0 move SP",
    );
    play(&mut g, 0, "act");
}

#[test]
fn two_players_the_other_player_keeps_one_action_and_a_street_deal_is_no_action() {
    let mut g = game(2, &[[3, 4]]);
    run(
        &mut g,
        "0 roll; 1 offer 3,6 L-VC2; 0 accept 1 3,6; 0 move CH; 0 act; 0 close; 0 move 5,7",
    );
    // Seat 1 only paid for a street: the active player has no second action.
    run(&mut g, "0 move SP");
    assert_eq!(illegal(&mut g, 0, "act"), Illegal::NoActionLeft);
    run(&mut g, "1 offer SP S-GH2; 0 accept 1 SP; 1 act; 1 close");
    assert!(!g.can_act(Seat(1)), "one action for the other player");
}

/// The seed: "esta regla y la tarjeta «una acción extra» no tienen ningún efecto una sobre la
/// otra". A further tile spent before the other player acted still leaves the second action.
#[test]
fn two_players_the_second_action_comes_on_top_of_a_further_tile_spent_earlier() {
    // Coach House, Villa Collini, Metals, Palace: four buildings in a row of the ring.
    let mut g = game(2, &[[1, 3]]);
    give(&mut g, 0, "further");
    run(&mut g, "0 roll; 0 act; 0 close; 0 move VC");
    let events = play(&mut g, 0, "act privilege");
    assert!(events.contains(&Event::FurtherSpent { seat: Seat(0) }));
    run(
        &mut g,
        "0 close; 0 move ME; 1 offer ME L-VC2; 0 accept 1 ME; 1 act; 1 close",
    );
    run(&mut g, "0 move PA; 0 act");
    assert_eq!(g.turn.actions[0], 3);
    assert!(!g.can_act(Seat(0)));
}

#[test]
fn two_players_a_further_tile_comes_on_top_of_the_second_action() {
    let mut g = game(2, &[[1, 3]]);
    give(&mut g, 0, "further");
    run(
        &mut g,
        "0 roll; 1 offer CO L-VC2; 0 accept 1 CO; 1 act; 1 close; \
         0 move VC; 0 act privilege; 0 close; 0 move ME",
    );
    let events = play(&mut g, 0, "act");
    assert!(!events.contains(&Event::FurtherSpent { seat: Seat(0) }));
    run(&mut g, "0 close; 0 move PA");
    let events = play(&mut g, 0, "act");
    assert!(events.contains(&Event::FurtherSpent { seat: Seat(0) }));
    assert_eq!(g.turn.actions[0], 3);
}
