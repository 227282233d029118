//! Targets.

use super::*;

#[test]
fn targets_are_drawn_once_at_the_start_from_the_cards_in_play() {
    let mut figures = BTreeSet::new();
    let mut suits = BTreeSet::new();
    for players in [3, 6, 9, 11] {
        for seed in 0..80 {
            let g = Bouillabaisse::new(players, &Options::default(), None, seed).unwrap();
            let t = g.public_view().targets;
            assert!(
                g.in_play().contains(&t.card),
                "{players} players, seed {seed}: {} is in play",
                t.card
            );
            figures.insert(t.figure);
            suits.insert(t.suit);
        }
    }
    assert_eq!(figures, BTreeSet::from(['J', 'Q', 'K']), "never the ace");
    assert_eq!(suits, BTreeSet::from(['C', 'D', 'H', 'S']));
    // The same seed draws the same targets.
    let a = Bouillabaisse::new(4, &Options::default(), None, 9).unwrap();
    let b = Bouillabaisse::new(4, &Options::default(), None, 9).unwrap();
    assert_eq!(a.targets, b.targets);
    // Rounds go by and the targets stay: see the_dealer_moves_one_seat_left_each_round.
}

#[test]
fn targets_in_a_setup_must_be_a_suit_a_figure_and_a_card_in_play() {
    let with = |f: &dyn Fn(&mut Setup)| {
        let mut s = setup(0);
        f(&mut s);
        s
    };
    let g = new_game(3, &Options::default(), &with(&|s| s.figure = Some('k')));
    assert_eq!(g.targets.figure, 'K');
    let g = new_game(3, &Options::default(), &with(&|s| s.suit = Some('d')));
    assert_eq!(g.targets.suit, 'D');
    for bad in [
        with(&|s| s.figure = Some('A')),
        with(&|s| s.figure = Some('7')),
        with(&|s| s.suit = Some('X')),
        // With three players the 2♣ is removed.
        with(&|s| s.card = Some(card("2C"))),
    ] {
        assert!(
            Bouillabaisse::new(3, &Options::default(), Some(&bad), 1).is_err(),
            "{bad:?}"
        );
    }
    // With four it is in play.
    let g = new_game(
        4,
        &Options::default(),
        &with(&|s| s.card = Some(card("2C"))),
    );
    assert_eq!(g.targets.card, card("2C"));
}
