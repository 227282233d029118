//! Rule 1 (setup) and the seed's "Preparación de la Partida".

use super::*;

fn sorted(mut v: Vec<Card>) -> Vec<Card> {
    v.sort();
    v
}

#[test]
fn rule_1_each_player_gets_130_ducats_one_card_of_each_deck_and_nothing_else() {
    let g = new_game(
        3,
        &Options::default(),
        &setup(
            1,
            decks(
                "L-VR1 L-VZ2 L-VC3",
                "S-PK1 S-HA2 S-TA1",
                "M-GH-CH M-PO-CA M-VM-RE",
                "P-GR P-HA P-PK",
            ),
            &[],
        ),
    );
    // Dealt from the top, one card of each deck per seat, beginning with the first player.
    assert_eq!(
        g.hand(Seat(1)),
        sorted(cards("L-VR1 S-PK1 M-GH-CH P-GR")).as_slice()
    );
    assert_eq!(
        g.hand(Seat(2)),
        sorted(cards("L-VZ2 S-HA2 M-PO-CA P-HA")).as_slice()
    );
    assert_eq!(
        g.hand(Seat(0)),
        sorted(cards("L-VC3 S-TA1 M-VM-RE P-PK")).as_slice()
    );
    for seat in 0..3 {
        let h = &g.players[Seat(seat)];
        assert_eq!(h.ducats, 130);
        assert_eq!(h.items().len(), 4, "only the four cards");
        assert_eq!(h.card_counts(), [1, 1, 1, 1]);
        assert_eq!(h.markers, 0, "markers all start in the common supply");
    }
    // The supply is whole: 5 of each good, the tiles, 7 markers per colour.
    assert_eq!(g.goods, [5; 8]);
    assert_eq!(g.tiles, [5, 5, 5, 5, 7]);
    assert!((0..3).all(|s| g.marker_stock(Seat(s)) == 7));
    // The rest of each deck stays face down in the given order.
    let large = &g.decks[Deck::Large.index()];
    assert_eq!(large.down.len(), 13);
    assert!(large.up.is_empty());
    assert_eq!(large.down[0], deck(Deck::Large, "L-VR1 L-VZ2 L-VC3")[3]);
}

#[test]
fn rule_1_the_first_player_keeps_the_role_and_turns_go_in_seat_order() {
    let mut g = new_game(
        3,
        &Options::default(),
        &setup(2, decks("", "", "", ""), &[[1, 1]; 6]),
    );
    assert_eq!(g.public_view().first, Seat(2));
    let mut order = vec![g.active];
    for _ in 0..6 {
        quiet_turn(&mut g, "roll");
        order.push(g.active);
    }
    assert_eq!(order, seats(&[2, 0, 1, 2, 0, 1, 2]));
    assert_eq!(g.public_view().first, Seat(2));
    assert_eq!(g.round, 3);
}

#[test]
fn rule_1_without_an_explicit_first_player_a_seeded_random_seat_is_first() {
    let firsts: Vec<Seat> = (0..30)
        .map(|seed| {
            let g = Genova::new(4, &Options::default(), None, seed).unwrap();
            let again = Genova::new(4, &Options::default(), None, seed).unwrap();
            assert_eq!(g, again, "the seed decides everything");
            assert_eq!(g.active, g.first);
            g.first
        })
        .collect();
    for s in 0..4 {
        assert!(firsts.contains(&Seat(s)), "seat {s} is never first");
    }
}

#[test]
fn rule_1_setups_the_rules_do_not_allow_are_refused() {
    let ok = setup(0, decks("", "", "", ""), &[]);
    for seats in [1, 6] {
        assert!(Genova::new(seats, &Options::default(), Some(&ok), 1).is_err());
    }
    let no_seat = setup(3, decks("", "", "", ""), &[]);
    assert!(Genova::new(3, &Options::default(), Some(&no_seat), 1).is_err());
    let dice = setup(0, decks("", "", "", ""), &[[0, 3]]);
    assert!(Genova::new(3, &Options::default(), Some(&dice), 1).is_err());
    let mut short = decks("", "", "", "");
    short.small.pop();
    let short = setup(0, short, &[]);
    assert!(Genova::new(3, &Options::default(), Some(&short), 1).is_err());
    let mut twice = decks("", "", "", "");
    twice.privilege[1] = twice.privilege[0];
    let twice = setup(0, twice, &[]);
    assert!(Genova::new(3, &Options::default(), Some(&twice), 1).is_err());
}
