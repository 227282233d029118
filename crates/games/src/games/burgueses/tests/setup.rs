//! Setup.

use super::*;

#[test]
fn setup_one_coin_each_eight_in_bank() {
    for seed in 0..20 {
        let g = seeded_game(seed);
        assert_eq!(g.bank, 8);
        assert_eq!(g.coins, per_seat(1, 1));
        assert_eq!(g.round, 1);
        assert_eq!(g.pending, Pending::Action);
        assert!(g.shops.values().all(Vec::is_empty));
        assert!(g.hands.values().all(|h| h.len() == 2));
        assert_eq!(g.goods.len(), 10);
        assert_eq!(g.kings.len(), 5);
        assert!(g.revealed.is_empty() && g.discarded.is_empty() && g.round_scores.is_empty());
        assert_consistent(&g);
    }
}

#[test]
fn setup_first_player_takes_top_two_goods_other_the_next_two() {
    let g = explicit(vec![round_setup(
        "5D 4D 3D 2D 2S 3S 4S 2C 3C 4C 2H 3H 4H 5H",
        "KH",
        Some(1),
    )]);
    assert_eq!(g.to_act(), vec![S1]);
    assert_eq!(sorted(&g.hands[S1]), cards("4D 5D"));
    assert_eq!(sorted(&g.hands[S0]), cards("2D 3D"));
    assert_eq!(
        g.goods.last(),
        Some(&card("2S")),
        "the fifth card is on top"
    );
    assert_eq!(g.goods.len(), 10);
    assert_eq!(
        g.kings.last(),
        Some(&King::Hearts),
        "kings are given top first"
    );
}

#[test]
fn first_player_random_from_seed() {
    let firsts: Vec<Seat> = (0..64).map(|seed| seeded_game(seed).to_act()[0]).collect();
    assert!(firsts.contains(&S0) && firsts.contains(&S1), "{firsts:?}");
    for seed in 0..64 {
        assert_eq!(seeded_game(seed), seeded_game(seed), "same seed, same deal");
    }
    // A setup that names the decks but not the first seat still draws it from the seed.
    let firsts: BTreeSet<Seat> = (0..64)
        .map(|seed| {
            let rounds = vec![round_setup(DECK_ORDER, "", None)];
            new_game(Some(&Setup { rounds }), seed).unwrap().to_act()[0]
        })
        .collect();
    assert_eq!(firsts.len(), 2);
}

#[test]
fn setup_rejects_other_seat_counts() {
    for seats in [0, 1, 3, 4] {
        let err = Burgueses::new(seats, &Options::default(), None, 1).expect_err("two seats");
        assert_eq!(err.0, "Burgueses is a game for two players");
    }
}

#[test]
fn setup_rejects_a_goods_deck_that_is_not_the_fourteen_cards() {
    let duplicate = "2S 2S 4S 2C 3C 4C 2H 3H 4H 5H 2D 3D 4D 5D";
    let short = "2S 3S 4S 2C 3C 4C 2H 3H 4H 5H 2D 3D 4D";
    for goods in [duplicate, short] {
        let rounds = vec![round_setup(goods, "", Some(0))];
        let err = new_game(Some(&Setup { rounds }), 1).expect_err(goods);
        assert_eq!(
            err.0,
            "round 1: `goods` must list each of the 14 goods cards exactly once"
        );
    }
}

#[test]
fn setup_rejects_a_king_deck_that_is_not_the_five_kings() {
    let mut round = round_setup(DECK_ORDER, "", Some(0));
    round.kings = Some(vec![King::Spades; 5]);
    let err = new_game(
        Some(&Setup {
            rounds: vec![round],
        }),
        1,
    )
    .expect_err("five of one king");
    assert_eq!(
        err.0,
        "round 1: `kings` must list each of the 5 king cards exactly once"
    );
}

#[test]
fn setup_round_two_first_must_be_the_other_seat() {
    let same = vec![
        round_setup(DECK_ORDER, "", Some(0)),
        round_setup(DECK_ORDER, "", Some(0)),
    ];
    let err = new_game(Some(&Setup { rounds: same }), 1).expect_err("the same seat first");
    assert_eq!(
        err.0,
        "round 2: `first` must be the seat that did not start round 1"
    );
    let other = vec![
        round_setup(DECK_ORDER, "", Some(0)),
        round_setup(DECK_ORDER, "", Some(1)),
    ];
    assert!(new_game(Some(&Setup { rounds: other }), 1).is_ok());
}

#[test]
fn setup_rejects_three_rounds_and_seat_two_first() {
    let three = vec![RoundSetup::default(); 3];
    let err = new_game(Some(&Setup { rounds: three }), 1).expect_err("three rounds");
    assert_eq!(err.0, "a match has two rounds");
    let seat_two = vec![round_setup(DECK_ORDER, "", Some(2))];
    let err = new_game(Some(&Setup { rounds: seat_two }), 1).expect_err("seat 2");
    assert_eq!(err.0, "round 1: `first` must be seat 0 or 1");
}

#[test]
fn setup_reads_the_json_of_the_rules_page() {
    let setup: Setup = serde_json::from_value(json!({"rounds": [{
        "goods": DECK_ORDER.split(' ').collect::<Vec<_>>(),
        "kings": ["AS", "KD", "KH", "KC", "KS"],
        "first": 1
    }]}))
    .unwrap();
    let g = new_game(Some(&setup), 1).unwrap();
    assert_eq!(g.to_act(), vec![S1]);
    assert_eq!(sorted(&g.hands[S1]), cards("2S 3S"));
    assert_eq!(g.kings.last(), Some(&King::AceOfSpades));
    let unknown = json!({"rounds": [{"first": 1, "extra": true}]});
    let err = serde_json::from_value::<Setup>(unknown).expect_err("an unknown key");
    assert!(err.to_string().contains("unknown field `extra`"), "{err}");
}
