//! Deck and setup.

use super::*;

#[test]
fn option_deck_60_plays_with_sixty_cards_and_its_old_name_40_too() {
    let old = Options {
        deck: Some(40),
        ..Options::default()
    };
    let options = Options {
        deck: Some(60),
        ..Options::default()
    };
    assert_eq!(
        Rebelion::new(2, &old, None, 5).unwrap().all_cards(),
        Rebelion::new(2, &options, None, 5).unwrap().all_cards()
    );
    let bad = Options {
        deck: Some(50),
        ..Options::default()
    };
    assert!(Rebelion::new(2, &bad, None, 5).is_err());
    let g = Rebelion::new(2, &options, None, 5).unwrap();
    assert_eq!(g.all_cards().len(), 60);
    assert_conserved(&g);
    assert_eq!(g.public_view().deck_left, 60 - 24);
    assert!(g.all_cards().iter().all(|c| c.level != 8 && c.level != 9));
    // An explicit deal must then be the 60 cards.
    let setup = Setup {
        deck: Card::deck(9),
    };
    assert!(Rebelion::new(2, &options, Some(&setup), 5).is_err());
    let setup = Setup {
        deck: Card::deck(7),
    };
    assert!(Rebelion::new(2, &options, Some(&setup), 5).is_ok());
}

#[test]
fn setup_deals_camps_then_hands_from_explicit_deck() {
    let mut deck = Card::deck(9);
    deck.reverse();
    deck.rotate_left(5);
    let g = from_deck(&Options::default(), deck.clone());
    for i in 0..6 {
        assert_eq!(g.camps[S0][i], Some(deck[i]), "seat 0, camp {}", i + 1);
        assert_eq!(g.camps[S1][i], Some(deck[6 + i]), "seat 1, camp {}", i + 1);
    }
    assert_eq!(g.hands[S0], deck[12..18]);
    assert_eq!(g.hands[S1], deck[18..24]);
    let pile: Vec<Card> = g.deck.iter().rev().copied().collect();
    assert_eq!(pile, deck[24..], "the rest is the draw pile, top first");
    assert_eq!(g.public_view().deck_left, 48);
    assert_eq!(g.seat_view(S0).camp_cards, g.camps[S0]);
    // The seed plays no part in an explicit deal.
    let other = Rebelion::new(2, &Options::default(), Some(&Setup { deck }), 77).unwrap();
    assert_eq!(
        (&other.camps, &other.hands, &other.deck),
        (&g.camps, &g.hands, &g.deck)
    );
    // The first player's first draw is card 25.
    let g = started();
    assert_eq!(g.hands[S0].last(), Some(&card("1O")));
    assert_eq!(g.public_view().deck_left, 47);
}

#[test]
fn setup_rejects_a_deck_that_is_not_the_whole_deck_and_bad_options() {
    let full = Card::deck(9);
    let mut duplicate = full.clone();
    duplicate[0] = duplicate[1];
    let mut extra = full.clone();
    extra.push(card("1O"));
    for deck in [full[1..].to_vec(), duplicate, extra, Vec::new()] {
        let n = deck.len();
        assert!(
            Rebelion::new(2, &Options::default(), Some(&Setup { deck }), 1).is_err(),
            "{n} cards"
        );
    }
    let bad_options = [
        Options {
            deck: Some(50),
            ..Options::default()
        },
        Options {
            side: Some("E".into()),
            ..Options::default()
        },
        Options {
            sides: SidesRule::Chosen,
            side: Some("O".into()),
            ..Options::default()
        },
    ];
    for options in bad_options {
        assert!(Rebelion::new(2, &options, None, 1).is_err(), "{options:?}");
    }
    for seats in [0, 1, 3] {
        assert!(Rebelion::new(seats, &Options::default(), None, 1).is_err());
    }
}
