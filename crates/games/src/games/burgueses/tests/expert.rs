//! The expert rules (`expert.rs`): one test per heuristic, on positions built with [`Pos`],
//! then whole matches against itself and against random play.

use super::*;
use crate::engine::seeded;
use crate::testing::expert::{expert, experts_only, random, share};

/// The expert's move for `seat`, as notation.
fn expert_move(g: &Burgueses, seat: Seat) -> String {
    g.expert(seat, &mut seeded(7))
        .expect("the seat has a move")
        .to_string()
}

/// `g` after `seat` bought (the top goods card), waiting for the placement.
fn bought(mut g: Burgueses, seat: Seat) -> Burgueses {
    play(&mut g, seat, "buy");
    g
}

/// Only `kings` (top first) are left in the king deck, the others revealed.
fn kings_left(g: &mut Burgueses, kings: &str) {
    g.kings = kings
        .split_whitespace()
        .rev()
        .map(|k| k.parse().unwrap())
        .collect();
    g.revealed = King::DECK
        .into_iter()
        .filter(|k| !g.kings.contains(k))
        .collect();
}

#[test]
fn the_expert_sells_four_of_a_kind() {
    let g = Pos {
        hands: ["2H 4H", "2C 4C"],
        shops: ["3S 3C 3H 3D 2S", "5H"],
        coins: [1, 3],
        ..POS
    }
    .build();
    assert_eq!(expert_move(&g, S0), "sell 3S 3C 3H 3D");
}

#[test]
fn the_expert_trades_for_the_fourth_card() {
    let g = Pos {
        hands: ["2C 5D", "3C 2D"],
        shops: ["4S 4C 4H 2H", "4D 5H"],
        coins: [2, 1],
        ..POS
    }
    .build();
    assert_eq!(expert_move(&g, S0), "trade 2H 4D");
}

#[test]
fn the_expert_breaks_the_opponents_four_of_a_kind() {
    let g = Pos {
        hands: ["3S 4S", "5D 4D"],
        shops: ["5H 3C", "2S 2C 2H 2D"],
        coins: [1, 2],
        ..POS
    }
    .build();
    let m = g.expert(S0, &mut seeded(7)).unwrap();
    assert!(
        matches!(m, Move::Trade { theirs, .. } if theirs.value == 2),
        "{m}"
    );
}

#[test]
fn the_expert_keeps_the_fourth_card_of_an_opponents_trio_out_of_its_shop() {
    let g = Pos {
        hands: ["3D 5H", "2C 4C"],
        shops: ["2S", "3S 3C 3H"],
        coins: [1, 2],
        goods_top: "2H",
        ..POS
    }
    .build();
    let placed = expert_move(&bought(g, S0), S0);
    assert_ne!(placed, "place 3D");
}

#[test]
fn the_expert_sells_a_set_when_it_pays_best() {
    // A pair of 4s whose other cards are gone, beside a club, a heart and a diamond that the
    // sale keeps: the opponent has a coin, sell.
    let pair = Pos {
        hands: ["5D 5H", "2S 2D"],
        shops: ["4C 4H 2C 3H 3D", "3C"],
        coins: [1, 2],
        goods_top: "3S 2H",
        goods_rest: false,
        ..POS
    };
    assert_eq!(expert_move(&pair.build(), S0), "sell 4C 4H");
    // The opponent's deposit is empty: keep the pair for later.
    let broke = Pos {
        coins: [3, 0],
        ..pair
    };
    assert!(!expert_move(&broke.build(), S0).starts_with("sell"));
    // A trio against a deposit that pays it in full.
    let trio = Pos {
        shops: ["4C 4H 4D 3H 3D", "3C"],
        coins: [1, 3],
        goods_top: "3S 2H 2C",
        ..pair
    };
    assert_eq!(expert_move(&trio.build(), S0), "sell 4C 4H 4D");
}

#[test]
fn the_expert_builds_sets_and_spades() {
    let pair = Pos {
        hands: ["3H 4C", "2C 2D"],
        shops: ["3D", "5H"],
        goods_top: "5D",
        ..POS
    };
    assert_eq!(expert_move(&bought(pair.build(), S0), S0), "place 3H");
    // The last placement of the round: a spade is a point.
    let spade = Pos {
        hands: ["2S 4C", ""],
        shops: ["3D 5D", "5H 3S 4S"],
        goods_rest: false,
        ..POS
    };
    assert_eq!(expert_move(&bought(spade.build(), S0), S0), "place 2S");
}

#[test]
fn the_expert_keeps_the_king_card_in_mind() {
    // Only A♠ is left in the king deck: an even shop sum receives a coin, an odd one pays.
    let mut g = bought(
        Pos {
            hands: ["2C 3C", "2D 3D"],
            shops: ["4H", "5H"],
            coins: [2, 2],
            goods_top: "5D",
            ..POS
        }
        .build(),
        S0,
    );
    kings_left(&mut g, "AS");
    assert_eq!(expert_move(&g, S0), "place 2C");
    // K♠ is next: the highest spade sum pays, so the 2♠ waits in hand.
    let mut g = bought(
        Pos {
            hands: ["2S 3C", "2D 3D"],
            shops: ["4H", "5H"],
            coins: [2, 2],
            goods_top: "5D",
            ..POS
        }
        .build(),
        S0,
    );
    kings_left(&mut g, "KS");
    assert_ne!(expert_move(&g, S0), "place 2S");
}

#[test]
fn the_expert_discards_the_cheapest_card() {
    // K♦ and no diamond in the shop: the 4♣ goes (the 3♣ still earns K♣, and the sum stays
    // even), not a card of the pair of 3s nor the spade (a point; the opponent leads spades).
    let mut g = Pos {
        hands: ["4C 5D", "2C 2D"],
        shops: ["2S 3H 3C", "4S 5H 4H"],
        coins: [2, 2],
        kings_top: "KD",
        ..POS
    }
    .build();
    buy_and_place(&mut g, S0, "4C");
    assert_eq!(g.to_act(), vec![S0]);
    assert_eq!(expert_move(&g, S0), "discard 4C");
}

#[test]
fn the_expert_keeps_its_trade_in_reserve() {
    // The 3♥ would make a trio, but the trade is worth more kept (against a four of a kind).
    let g = Pos {
        hands: ["4S 5D", "4C 2C"],
        shops: ["3S 3C 5H", "3H 2D"],
        coins: [2, 3],
        ..POS
    }
    .build();
    assert!(!expert_move(&g, S0).starts_with("trade"));
}

#[test]
fn the_expert_minds_the_end_of_the_round() {
    // The deck is empty and one card each is left: sell before the last placement ends it.
    let last_cards = Pos {
        hands: ["5H", "4C"],
        shops: ["2C 2H", "3D"],
        coins: [1, 1],
        goods_rest: false,
        ..POS
    };
    assert_eq!(expert_move(&last_cards.build(), S0), "sell 2C 2H");
    // The opponent's hand is empty: this is the last turn, and a sale that earns nothing is
    // worth less than the card it leaves in hand.
    let last_turn = Pos {
        hands: ["5H", ""],
        coins: [2, 0],
        ..last_cards
    };
    assert_eq!(expert_move(&last_turn.build(), S0), "buy");
}

#[test]
fn the_expert_plays_every_seat_count_to_the_end() {
    for g in experts_only::<Burgueses>(2, 20) {
        assert!(g.is_over());
    }
}

#[test]
fn the_expert_beats_random_play() {
    let s = share::<Burgueses>(2, 150, expert, random);
    assert!(s >= 0.85, "share {s}");
}
