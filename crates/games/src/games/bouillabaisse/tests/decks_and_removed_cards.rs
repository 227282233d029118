//! Decks and removed cards.

use super::*;

/// Players, decks by default, cards each, the removed cards: ⌊52·decks/players⌋ each, the
/// surplus lowest cards removed, the 2s first in the order ♣ ♦ ♥ ♠ (the seed: 51 cards for
/// three, 50 for five, 48 for six). With two decks both copies of a card go together.
const DEFAULT_DECKS: [(usize, usize, usize, &str); 11] = [
    (2, 1, 26, ""),
    (3, 1, 17, "2C"),
    (4, 1, 13, ""),
    (5, 1, 10, "2C 2D"),
    (6, 1, 8, "2C 2D 2H 2S"),
    (7, 2, 14, "2C 2C 2D 2D 2H 2H"),
    (8, 2, 13, ""),
    (9, 2, 11, "2C 2C 2D 2D 2H"),
    (10, 2, 10, "2C 2C 2D 2D"),
    (11, 2, 9, "2C 2C 2D 2D 2H"),
    (12, 2, 8, "2C 2C 2D 2D 2H 2H 2S 2S"),
];

/// The same with the other number of decks (`decks` option): two for 2–6, one for 7–12.
const OTHER_DECKS: [(usize, usize, usize, &str); 11] = [
    (2, 2, 52, ""),
    (3, 2, 34, "2C 2C"),
    (4, 2, 26, ""),
    (5, 2, 20, "2C 2C 2D 2D"),
    (6, 2, 17, "2C 2C"),
    (7, 1, 7, "2C 2D 2H"),
    (8, 1, 6, "2C 2D 2H 2S"),
    (9, 1, 5, "2C 2D 2H 2S 3C 3D 3H"),
    (10, 1, 5, "2C 2D"),
    (11, 1, 4, "2C 2D 2H 2S 3C 3D 3H 3S"),
    (12, 1, 4, "2C 2D 2H 2S"),
];

#[track_caller]
fn check_deal(players: usize, options: &Options, decks: usize, each: usize, removed: &str) {
    let at = format!("{players} players, {decks} decks");
    assert_eq!(each, 52 * decks / players, "{at}: ⌊52·decks/players⌋");
    let in_play = cards_in_play(players, decks);
    assert_eq!(in_play.len(), each * players, "{at}");
    let mut gone: Vec<Card> = (0..decks).flat_map(|_| Card::deck()).collect();
    remove_all(&mut gone, &in_play);
    assert_eq!(sorted(gone), sorted(cards(removed)), "{at}: removed cards");
    for seed in 0..3 {
        let g = Bouillabaisse::new(players, options, None, seed).unwrap();
        assert_eq!(g.decks, decks, "{at}");
        assert_eq!(sorted(g.in_play()), sorted(in_play.clone()), "{at}");
        assert_conserved(&g);
        for (seat, hand) in g.hands.iter() {
            assert_eq!(hand.len(), each, "{at}: seat {seat}");
        }
        assert_eq!(
            g.public_view().hand_sizes,
            PerSeat::splat(players, each),
            "{at}"
        );
    }
}

#[test]
fn decks_and_removed_cards_for_every_table_size() {
    for (players, decks, each, removed) in DEFAULT_DECKS {
        check_deal(players, &Options::default(), decks, each, removed);
    }
}

#[test]
fn option_decks_overrides_the_default_for_every_table_size() {
    for (players, decks, each, removed) in OTHER_DECKS {
        let o = options(false, Some(decks as u8));
        check_deal(players, &o, decks, each, removed);
    }
    // Naming the default changes nothing.
    for (players, decks, each, removed) in DEFAULT_DECKS {
        let o = options(false, Some(decks as u8));
        check_deal(players, &o, decks, each, removed);
    }
}

#[test]
fn two_to_twelve_players_and_one_or_two_decks_only() {
    for players in [0, 1, 13, 20] {
        assert!(
            Bouillabaisse::new(players, &Options::default(), None, 1).is_err(),
            "{players} players"
        );
    }
    for decks in [0, 3] {
        assert!(Bouillabaisse::new(4, &options(false, Some(decks)), None, 1).is_err());
    }
    assert_eq!((INFO.min_seats, INFO.max_seats), (2, 12));
}
