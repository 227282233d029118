use super::*;

#[test]
fn all_sixty_cubes_start_in_the_bag_and_the_first_production_is_drawn_from_it() {
    let g = game("KYGR");
    let view = g.public_view();
    assert_eq!(view.bag_left, 56);
    assert_eq!(g.cube_count(), 60);
    assert!(view.cubes.values().all(Vec::is_empty), "nobody holds cubes");
    assert_eq!(view.bag.iter().filter(|c| **c == Colour::Black).count(), 9);
}

#[test]
fn burger_owns_a_basic_and_the_black_and_yellow_diners_pizza_the_green_and_red() {
    let g = game("");
    let burger = g.restaurant(S0);
    assert_eq!(burger.side, Side::Burger);
    assert_eq!(burger.basics, 1);
    assert!(burger.owns_diner(Colour::Black) && burger.owns_diner(Colour::Yellow));
    assert_eq!(burger.diner_count(), 2);
    let pizza = g.restaurant(S1);
    assert_eq!(pizza.side, Side::Pizza);
    assert_eq!(pizza.basics, 1);
    assert!(pizza.owns_diner(Colour::Green) && pizza.owns_diner(Colour::Red));
    assert_eq!(pizza.diner_count(), 2);
    for seat in [S0, S1] {
        let r = g.restaurant(seat);
        assert_eq!((r.advert, r.bistro_count()), (0, 0), "marker off the track");
    }
}

#[test]
fn both_scores_start_at_two_and_fifteen_tokens_less_the_three_placed() {
    let g = game("");
    assert_eq!(g.public_view().scores.as_slice(), &[2, 2]);
    assert_eq!(g.public_view().tokens_left.as_slice(), &[12, 12]);
    assert_eq!(
        g.restaurant(S0).worth(),
        2,
        "the marked score is the board's worth"
    );
}

#[test]
fn burger_moves_first_whichever_seat_plays_it() {
    let setup = Setup {
        burger: Some(1),
        draws: Vec::new(),
    };
    let g = BurgerJoint::new(2, &Options::default(), Some(&setup), 3).unwrap();
    assert_eq!(g.seat_of(Side::Burger), S1);
    assert_eq!(g.public_view().active, S1);
    assert_eq!(g.to_act(), vec![S1]);
}

#[test]
fn the_side_option_is_the_challengers_and_sides_are_drawn_without_it() {
    for (side, burger) in [(Side::Burger, S0), (Side::Pizza, S1)] {
        let g = BurgerJoint::new(2, &Options { side: Some(side) }, None, 1).unwrap();
        assert_eq!(g.seat_of(Side::Burger), burger);
    }
    let drawn: std::collections::BTreeSet<Seat> = (0..20)
        .map(|seed| {
            BurgerJoint::new(2, &Options::default(), None, seed)
                .unwrap()
                .seat_of(Side::Burger)
        })
        .collect();
    assert_eq!(drawn.len(), 2, "both seats get Burger across seeds");
}

#[test]
fn burger_joint_is_for_two_players_and_the_setup_names_seat_zero_or_one() {
    for seats in [1, 3] {
        assert!(BurgerJoint::new(seats, &Options::default(), None, 1).is_err());
    }
    let setup = Setup {
        burger: Some(2),
        draws: Vec::new(),
    };
    assert!(BurgerJoint::new(2, &Options::default(), Some(&setup), 1).is_err());
    let bad: Result<Options, _> = serde_json::from_str(r#"{"side": "tacos"}"#);
    assert!(bad.is_err());
}

#[test]
fn a_named_draw_missing_from_the_bag_is_skipped() {
    let mut g = game("KYGR");
    finish_picks(&mut g);
    // Every white cube out of the bag: a named white draw falls to the next name.
    hold(&mut g, S1, "WWWWWWWWWW");
    produce(&mut g, "WN");
    let p = g.production.as_ref().unwrap();
    assert_eq!(p.general.count(Colour::Brown), 1);
    assert_eq!(p.general.count(Colour::White), 0);
}
