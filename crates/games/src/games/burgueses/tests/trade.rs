//! Trade.

use super::*;

/// Seat 0 to act, 2♥ in its shop and 4♣ in the opponent's; K♠ with no spades on top.
const TRADE: Pos = Pos {
    hands: ["3S", "3C"],
    shops: ["2H", "4C"],
    coins: [1, 1],
    goods_top: "5D 5H",
    kings_top: "KS KC",
    ..POS
};

#[test]
fn trade_costs_one_coin_and_swaps() {
    let mut g = TRADE.build();
    assert_eq!(trades(&g.legal_moves(S0)), 1);
    let events = play(&mut g, S0, "trade 2H 4C");
    let traded = Event::Traded {
        seat: S0,
        gave: card("2H"),
        got: card("4C"),
    };
    assert_eq!(events, vec![traded, revealed("KS")]);
    assert_eq!((g.coins.clone(), g.bank), (per_seat(0, 1), 9));
    assert_eq!(g.shops, per_seat(cards("4C"), cards("2H")));
    assert_eq!(g.trade_used, per_seat(true, false));
    assert_eq!(g.to_act(), vec![S1]);
}

#[test]
fn trade_impossible_without_coins() {
    let mut g = Pos {
        coins: [0, 2],
        ..TRADE
    }
    .build();
    assert_eq!(trades(&g.legal_moves(S0)), 0);
    assert_eq!(illegal(&mut g, S0, "trade 2H 4C"), Illegal::NoCoinToTrade);
}

#[test]
fn trade_needs_the_cards_in_both_shops() {
    let mut g = Pos {
        shops: ["2H", ""],
        ..TRADE
    }
    .build();
    assert_eq!(
        trades(&g.legal_moves(S0)),
        0,
        "the opponent's shop is empty"
    );
    assert_eq!(
        illegal(&mut g, S0, "trade 2H 4C"),
        Illegal::NotInOpponentShop(card("4C"))
    );
    assert_eq!(
        illegal(&mut g, S0, "trade 3S 4C"),
        Illegal::NotInShop(card("3S"))
    );
}

#[test]
fn trade_once_per_round() {
    let mut g = TRADE.build();
    play(&mut g, S0, "trade 2H 4C");
    buy_and_place(&mut g, S1, "5D");
    assert_eq!(g.coins[S0], 1, "K♣ paid seat 0 a coin for its 4♣");
    assert_eq!(trades(&g.legal_moves(S0)), 0);
    assert_eq!(illegal(&mut g, S0, "trade 4C 2H"), Illegal::TradeUsed);
}

#[test]
fn trade_not_right_after_opponent_traded() {
    let mut g = TRADE.build();
    play(&mut g, S0, "trade 2H 4C");
    assert_eq!(g.last_action[S0], Some(ActionKind::Trade));
    assert_eq!(trades(&g.legal_moves(S1)), 0);
    assert_eq!(
        illegal(&mut g, S1, "trade 2H 4C"),
        Illegal::OpponentJustTraded
    );
}

#[test]
fn trade_allowed_again_after_one_turn() {
    let mut g = Pos {
        coins: [2, 2],
        kings_top: "KS AS KH",
        ..TRADE
    }
    .build();
    play(&mut g, S0, "trade 2H 4C");
    buy_and_place(&mut g, S1, "5D");
    buy_and_place(&mut g, S0, "5H");
    assert_eq!(g.last_action[S0], Some(ActionKind::Buy));
    assert!(g.legal_moves(S1).contains(&mv("trade 2H 4C")));
    play(&mut g, S1, "trade 2H 4C");
    assert_eq!(g.trade_used, per_seat(true, true));
    assert_eq!(g.shops[S0], cards("5H 2H"));
}
