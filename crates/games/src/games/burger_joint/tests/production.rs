use super::*;

#[test]
fn capacity_is_diners_plus_bistros_at_most_four() {
    let mut g = game("");
    assert_eq!(g.restaurant(S0).capacity(), 2);
    g.players[S0].bistros[bistro('A')] = true;
    assert_eq!(g.restaurant(S0).capacity(), 3);
    g.players[S0].diners[Colour::White.index()] = true;
    g.players[S0].diners[Colour::Brown.index()] = true;
    assert_eq!(g.restaurant(S0).capacity(), 4, "five buildings, four cubes");
}

#[test]
fn the_active_player_draws_both_players_capacities_at_once() {
    let mut g = game("KYGR");
    finish_picks(&mut g);
    g.players[S0].bistros[bistro('A')] = true;
    let before = g.bag.total();
    produce(&mut g, "");
    let p = g.production.as_ref().unwrap();
    let drawn = p.general.total() + p.areas.values().map(Cubes::total).sum::<u8>();
    assert_eq!(drawn, 3 + 2);
    assert_eq!(g.bag.total(), before - 5);
}

#[test]
fn a_colour_only_one_player_has_a_diner_of_goes_to_their_area_others_to_the_general_area() {
    let mut g = game("KYGR");
    finish_picks(&mut g);
    // Both own white; nobody owns brown.
    g.players[S0].diners[Colour::White.index()] = true;
    g.players[S1].diners[Colour::White.index()] = true;
    produce(&mut g, "KGWNWN");
    let p = g.production.as_ref().unwrap();
    assert_eq!(p.areas[S0], cubes("K"));
    assert_eq!(p.areas[S1], cubes("G"));
    assert_eq!(p.general, cubes("WWNN"));
}

#[test]
fn first_picks_are_the_active_players_then_the_others_never_from_the_opponents_area() {
    let mut g = game("KYGR");
    assert_eq!(g.to_act(), vec![S0]);
    assert_eq!(
        refuse(&mut g, S0, "pick G"),
        Illegal::OpponentsArea(Colour::Green)
    );
    play(&mut g, S0, "pick K");
    assert_eq!(g.to_act(), vec![S1]);
    assert_eq!(
        refuse(&mut g, S1, "pick Y"),
        Illegal::OpponentsArea(Colour::Yellow)
    );
    assert_eq!(
        refuse(&mut g, S1, "pick W"),
        Illegal::NotPickable(Colour::White)
    );
    play(&mut g, S1, "pick R");
    // Both first picks made: the rest is everybody's.
    assert!(g.legal_moves(S0).contains(&mv("pick G")));
    play(&mut g, S0, "pick G");
    play(&mut g, S1, "pick Y");
    assert_eq!(g.players[S0].cubes, cubes("KG"));
    assert_eq!(g.players[S1].cubes, cubes("YR"));
    assert_eq!(g.phase, Phase::Trade, "production over, Burger trades");
}

#[test]
fn a_first_pick_with_nothing_legal_may_take_any_cube() {
    // Only Burger's colours come out: Pizza's first pick may take one of them.
    let mut g = game("KKYY");
    play(&mut g, S0, "pick K");
    assert_eq!(g.production.as_ref().unwrap().areas[S0], cubes("KYY"));
    let legal = g.legal_moves(S1);
    assert_eq!(legal, vec![mv("pick K"), mv("pick Y")]);
    play(&mut g, S1, "pick Y");
}

#[test]
fn the_seeds_example_four_and_two_picks_a_o_a_o_a_a() {
    let mut g = game("KYGR");
    finish_picks(&mut g);
    // Burger: two diners and two bistros (4); Pizza: two diners (2). White and brown belong
    // to nobody's diner, so all six go to the general area.
    g.players[S0].bistros[bistro('A')] = true;
    g.players[S0].bistros[bistro('B')] = true;
    hold(&mut g, S0, "");
    hold(&mut g, S1, "");
    produce(&mut g, "WWWNNN");
    let mut order = String::new();
    while g.phase == Phase::Pick {
        let seat = g.to_act()[0];
        order.push(if seat == S0 { 'A' } else { 'O' });
        let c = g.pickable(seat).colours().next().unwrap();
        play(&mut g, seat, &format!("pick {c}"));
    }
    assert_eq!(order, "AOAOAA");
    assert_eq!(g.players[S0].cubes.total(), 4);
    assert_eq!(g.players[S1].cubes.total(), 2);
}

#[test]
fn a_player_at_capacity_is_skipped() {
    let mut g = game("KYGR");
    finish_picks(&mut g);
    g.players[S1].bistros[bistro('A')] = true;
    g.players[S1].bistros[bistro('B')] = true;
    produce(&mut g, "WWWNNN");
    let mut order = Vec::new();
    while g.phase == Phase::Pick {
        let seat = g.to_act()[0];
        order.push(seat.index());
        let c = g.pickable(seat).colours().next().unwrap();
        play(&mut g, seat, &format!("pick {c}"));
    }
    assert_eq!(
        order,
        [0, 1, 0, 1, 1, 1],
        "Burger full after two, Pizza takes the rest"
    );
}
