use super::*;

#[test]
fn a_basic_restaurant_costs_the_columns_cubes_back_into_the_bag_and_a_token() {
    let mut g = at_trade("KYWR", "");
    let bag = g.bag.total();
    let events = play(&mut g, S0, "build basic");
    assert_eq!(g.players[S0].cubes, cubes("R"));
    assert_eq!(g.bag.total(), bag + 3);
    assert_eq!(g.restaurant(S0).basics, 2);
    assert_eq!(g.restaurant(S0).tokens_left(), 11);
    assert_eq!(
        events,
        vec![Event::Built {
            seat: S0,
            building: Building::Basic,
            paid: cubes("KYW")
        }]
    );
}

#[test]
fn each_board_prints_its_own_costs() {
    let burger = Side::Burger.board();
    assert_eq!(burger.advert, cubes("KYN"));
    assert_eq!(burger.basic, cubes("KYW"));
    assert_eq!(burger.diner, cubes("KYWR"));
    assert_eq!(burger.bistro, cubes("YYYNNN"));
    let pizza = Side::Pizza.board();
    assert_eq!(pizza.advert, cubes("GRW"));
    assert_eq!(pizza.basic, cubes("GRN"));
    assert_eq!(pizza.diner, cubes("GRNY"));
    assert_eq!(pizza.bistro, cubes("RRRWWW"));
    // Pizza pays its own basic: green, red, brown.
    let mut g = at_trade("", "GRN");
    play(&mut g, S0, "end");
    finish_picks(&mut g);
    hold(&mut g, S1, "GRN");
    play(&mut g, S1, "build basic");
    assert!(g.players[S1].cubes.is_empty());
}

#[test]
fn a_build_without_its_cubes_is_refused() {
    let mut g = at_trade("KY", "");
    assert_eq!(
        refuse(&mut g, S0, "build basic"),
        Illegal::MissingCubes(cubes("KYW"))
    );
}

#[test]
fn six_basic_spaces_at_most() {
    let mut g = at_trade("KYW", "");
    g.players[S0].basics = 6;
    assert_eq!(refuse(&mut g, S0, "build basic"), Illegal::BasicsFull);
}

#[test]
fn no_build_beyond_the_fifteen_tokens() {
    let mut g = at_trade("KYW", "");
    g.players[S0].basics = 5;
    g.players[S0].diners = [true; 6];
    for l in "ABCD".chars() {
        g.players[S0].bistros[bistro(l)] = true;
    }
    assert_eq!(g.restaurant(S0).tokens_left(), 0);
    assert_eq!(refuse(&mut g, S0, "build basic"), Illegal::NoToken);
}

#[test]
fn a_diner_upgrades_a_basic_restaurant_whose_space_is_vacated() {
    let mut g = at_trade("KYWR", "");
    play(&mut g, S0, "build diner G");
    let r = g.restaurant(S0);
    assert_eq!(r.basics, 0);
    assert!(r.owns_diner(Colour::Green));
    assert_eq!(r.tokens_left(), 12, "the basic's token moved");
    assert_eq!(r.capacity(), 3);
}

#[test]
fn a_diner_needs_a_basic_restaurant_and_a_colour_not_owned() {
    let mut g = at_trade("KYWRKYWR", "");
    assert_eq!(
        refuse(&mut g, S0, "build diner K"),
        Illegal::DinerOwned(Colour::Black)
    );
    play(&mut g, S0, "build diner G");
    assert_eq!(refuse(&mut g, S0, "build diner W"), Illegal::NoBasic);
}

#[test]
fn a_bistro_upgrades_a_chosen_diner_which_is_lost_until_rebuilt() {
    let mut g = at_trade("YYYNNNKYWR", "");
    play(&mut g, S0, "build bistro A from K");
    let r = g.restaurant(S0);
    assert!(!r.owns_diner(Colour::Black));
    assert!(r.bistros[bistro('A')]);
    assert_eq!(r.capacity(), 2, "a bistro produces as the diner did");
    // Black is Pizza's-area-free now; Burger may build the black diner again.
    play(&mut g, S0, "build diner K");
    assert!(g.restaurant(S0).owns_diner(Colour::Black));
}

#[test]
fn each_bistro_is_built_once_per_game_from_a_diner_owned() {
    let mut g = at_trade("YYYNNNYYYNNN", "");
    assert_eq!(
        refuse(&mut g, S0, "build bistro A from G"),
        Illegal::NoDiner(Colour::Green)
    );
    play(&mut g, S0, "build bistro A from K");
    assert_eq!(
        refuse(&mut g, S0, "build bistro A from Y"),
        Illegal::BistroBuilt('A')
    );
    play(&mut g, S0, "build bistro B from Y");
}

#[test]
fn builds_in_any_order_and_number_in_one_turn() {
    let mut g = at_trade("KYWKYWKYWR", "");
    play(&mut g, S0, "build basic");
    play(&mut g, S0, "build diner G");
    play(&mut g, S0, "build basic");
    let r = g.restaurant(S0);
    assert_eq!((r.basics, r.diner_count()), (2, 3));
    assert!(g.players[S0].cubes.is_empty());
}
