use super::*;

/// Burger at its trading step, owning `letters`' bistros and holding `mine`.
fn with_bistros(letters: &str, mine: &str) -> BurgerJoint {
    let mut g = at_trade(mine, "");
    for l in letters.chars() {
        g.players[S0].bistros[bistro(l)] = true;
    }
    g
}

#[test]
fn bistro_b_returns_any_number_of_cubes_and_draws_as_many() {
    let mut g = with_bistros("B", "WWR");
    g.forced = [Colour::Green, Colour::Green].into();
    let events = play(&mut g, S0, "ability B WW");
    assert_eq!(g.players[S0].cubes, cubes("GGR"));
    assert_eq!(
        events,
        vec![Event::Ability {
            seat: S0,
            bistro: 'B',
            returned: cubes("WW"),
            got: cubes("GG")
        }]
    );
    assert!(mv("ability B W R").to_string() == "ability B WR");
}

#[test]
fn bistro_c_returns_two_cubes_for_one_of_a_chosen_colour() {
    let mut g = with_bistros("C", "WYR");
    assert_eq!(
        refuse(&mut g, S0, "ability C W>K"),
        Illegal::WrongReturn {
            bistro: 'C',
            expected: 2
        }
    );
    play(&mut g, S0, "ability C WY>K");
    assert_eq!(g.players[S0].cubes, cubes("KR"));
}

#[test]
fn bistro_d_returns_one_cube_for_one_of_a_chosen_colour() {
    let mut g = with_bistros("D", "WR");
    play(&mut g, S0, "ability D W>N");
    assert_eq!(g.players[S0].cubes, cubes("NR"));
}

#[test]
fn a_returned_cube_is_in_the_bag_before_the_chosen_one_is_taken() {
    // The bag holds no white: the white returned may come straight back.
    let mut g = with_bistros("D", "W");
    hold(&mut g, S1, "WWWWWWWWW");
    assert_eq!(g.bag.count(Colour::White), 0);
    play(&mut g, S0, "ability D W>W");
    assert_eq!(g.players[S0].cubes, cubes("W"));
}

#[test]
fn bistro_e_draws_one_extra_random_cube_beyond_production() {
    let mut g = with_bistros("E", "");
    g.forced = [Colour::Brown].into();
    play(&mut g, S0, "ability E");
    assert_eq!(g.players[S0].cubes, cubes("N"));
}

#[test]
fn bistro_f_takes_a_cube_of_a_chosen_colour_beyond_production() {
    let mut g = with_bistros("F", "");
    play(&mut g, S0, "ability F G");
    assert_eq!(g.players[S0].cubes, cubes("G"));
    let mut g = with_bistros("F", "");
    hold(&mut g, S1, "GGGGGGGGGG");
    assert_eq!(
        refuse(&mut g, S0, "ability F G"),
        Illegal::NotInBag(Colour::Green)
    );
}

#[test]
fn each_bistros_ability_once_per_turn_in_any_order_with_trades() {
    let mut g = with_bistros("DF", "RRRW");
    play(&mut g, S0, "ability F K");
    play(&mut g, S0, "trade RRR>Y");
    play(&mut g, S0, "ability D W>K");
    assert_eq!(refuse(&mut g, S0, "ability F K"), Illegal::AbilityUsed('F'));
    assert_eq!(
        refuse(&mut g, S0, "ability D K>W"),
        Illegal::AbilityUsed('D')
    );
    assert_eq!(g.public_view().abilities_used, vec!['D', 'F']);
}

#[test]
fn abilities_are_used_again_in_the_players_next_turn() {
    let mut g = with_bistros("F", "");
    play(&mut g, S0, "ability F K");
    play(&mut g, S0, "end");
    finish_picks(&mut g);
    play(&mut g, S1, "end");
    finish_picks(&mut g);
    assert_eq!(g.public_view().active, S0);
    assert!(g.public_view().abilities_used.is_empty());
    play(&mut g, S0, "ability F K");
}

#[test]
fn an_ability_needs_its_bistro_and_bistro_a_has_none() {
    let mut g = with_bistros("A", "W");
    assert_eq!(refuse(&mut g, S0, "ability D W>K"), Illegal::NoBistro('D'));
    assert!("ability A".parse::<Move>().is_err());
    assert!(!g
        .legal_moves(S0)
        .iter()
        .any(|m| matches!(m, Move::Ability { .. })));
}

#[test]
fn abilities_come_before_the_first_build() {
    let mut g = with_bistros("F", "KYW");
    play(&mut g, S0, "build basic");
    assert_eq!(refuse(&mut g, S0, "ability F K"), Illegal::AfterBuilding);
}

#[test]
fn abilities_are_the_active_players_only() {
    let mut g = at_trade("", "W");
    g.players[S1].bistros[bistro('F')] = true;
    assert_eq!(
        g.play(S1, &mv("ability F K")),
        Err(PlayError::NotYourTurn(S1))
    );
}
