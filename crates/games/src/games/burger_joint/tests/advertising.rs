use super::*;

#[test]
fn the_first_advertising_of_a_turn_steals_a_cube_and_moves_onto_step_one() {
    let mut g = at_trade("KYN", "RG");
    let events = play(&mut g, S0, "build ad R");
    assert_eq!(g.restaurant(S0).advert, 1);
    assert_eq!(g.players[S0].cubes, cubes("R"));
    assert_eq!(g.players[S1].cubes, cubes("G"));
    assert_eq!(
        events,
        vec![Event::Advertised {
            seat: S0,
            paid: cubes("KYN"),
            step: 1,
            moved: true,
            stole: Some(Colour::Red),
        }]
    );
}

#[test]
fn the_steal_is_optional() {
    let mut g = at_trade("KYN", "RG");
    play(&mut g, S0, "build ad");
    assert_eq!(g.restaurant(S0).advert, 1);
    assert_eq!(g.players[S1].cubes, cubes("RG"));
}

#[test]
fn later_advertising_in_a_turn_steals_or_moves_but_not_both() {
    let mut g = at_trade("KYNKYNKYN", "RG");
    assert_eq!(
        refuse(&mut g, S0, "build ad move"),
        Illegal::AdvertForm { first: true }
    );
    play(&mut g, S0, "build ad R");
    assert_eq!(
        refuse(&mut g, S0, "build ad G"),
        Illegal::AdvertForm { first: false }
    );
    play(&mut g, S0, "build ad steal G");
    assert_eq!(g.restaurant(S0).advert, 1, "a steal does not move");
    play(&mut g, S0, "build ad move");
    assert_eq!(g.restaurant(S0).advert, 2);
    assert!(g.players[S1].cubes.is_empty());
}

#[test]
fn a_steal_needs_the_colour_in_the_opponents_store() {
    let mut g = at_trade("KYN", "G");
    assert_eq!(
        refuse(&mut g, S0, "build ad R"),
        Illegal::NothingToSteal(Colour::Red)
    );
    let legal = g.legal_moves(S0);
    assert!(legal.contains(&mv("build ad G")) && legal.contains(&mv("build ad")));
}

#[test]
fn no_advertising_beyond_the_fifth_step() {
    let mut g = at_trade("KYN", "G");
    g.players[S0].advert = 5;
    assert_eq!(refuse(&mut g, S0, "build ad"), Illegal::TrackEnd);
}

#[test]
fn the_marker_shows_nothing_then_one_one_two_three_points() {
    let mut g = game("");
    let base = g.restaurant(S0).worth();
    let shown: Vec<u8> = (0..=5)
        .map(|step| {
            g.players[S0].advert = step;
            g.restaurant(S0).worth() - base
        })
        .collect();
    assert_eq!(shown, [0, 0, 1, 1, 2, 3]);
}
