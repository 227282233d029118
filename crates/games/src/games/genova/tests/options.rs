//! The seed's variants, as options of the page: `no-equal-offers`, `rounds:N`,
//! `max-offers:N`.

use super::*;

fn with(options: Options, rolls: &[[u8; 2]]) -> Genova {
    new_game(3, &options, &setup(0, decks("", "", "", ""), rolls))
}

#[test]
fn options_are_off_by_default_and_read_from_kebab_case() {
    assert_eq!(Options::default(), serde_json::from_str("{}").unwrap());
    let o: Options =
        serde_json::from_str(r#"{"no-equal-offers": true, "rounds": 5, "max-offers": 2}"#).unwrap();
    assert!(o.no_equal_offers);
    assert_eq!((o.rounds, o.max_offers), (Some(5), Some(2)));
    assert!(serde_json::from_str::<Options>(r#"{"time-limit": 3}"#).is_err());
}

#[test]
fn option_no_equal_offers_refuses_an_offer_equal_to_a_standing_one() {
    let mut g = with(
        Options {
            no_equal_offers: true,
            ..Options::default()
        },
        &[[3, 4]],
    );
    run(&mut g, "0 roll; 1 offer GH 10");
    assert_eq!(
        illegal(&mut g, 2, "offer GH 10"),
        Illegal::EqualOffer(sp("GH"))
    );
    // Another space, or other terms, are fine.
    run(&mut g, "2 offer 2,4 10; 2 offer GH 15");
    // Without the option, equal offers stand side by side.
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer GH 10; 2 offer GH 10");
    assert_eq!(g.turn.offers.len(), 2);
}

#[test]
fn option_rounds_sets_an_earlier_end_space() {
    let mut g = with(
        Options {
            rounds: Some(2),
            ..Options::default()
        },
        &[[1, 1]; 6],
    );
    assert_eq!(g.public_view().rounds, 2);
    for _ in 0..6 {
        assert!(!g.is_over());
        quiet_turn(&mut g, "roll");
    }
    assert!(g.is_over());
    for bad in [0, 13] {
        let o = Options {
            rounds: Some(bad),
            ..Options::default()
        };
        assert!(Genova::new(3, &o, None, 1).is_err(), "rounds:{bad}");
    }
    // More rounds than the players' count allows keeps that count's end.
    let o = Options {
        rounds: Some(11),
        ..Options::default()
    };
    assert_eq!(
        Genova::new(3, &o, None, 1).unwrap().public_view().rounds,
        10
    );
}

#[test]
fn option_max_offers_limits_offers_per_player_per_space_per_turn() {
    let mut g = with(
        Options {
            max_offers: Some(2),
            ..Options::default()
        },
        &[[3, 4], [3, 4]],
    );
    run(
        &mut g,
        "0 roll; 1 offer 2,4 5; 1 withdraw 2,4; 1 offer 2,4 10",
    );
    assert_eq!(
        illegal(&mut g, 1, "offer 2,4 15"),
        Illegal::TooManyOffers(sp("2,4"))
    );
    // Per space and per player.
    run(&mut g, "1 offer 2,5 5; 2 offer 2,4 5; 0 end");
    // Per turn.
    run(&mut g, "1 roll; 2 offer 2,4 5; 2 offer 2,4 10");
    let o = Options {
        max_offers: Some(0),
        ..Options::default()
    };
    assert!(Genova::new(3, &o, None, 1).is_err());
}
