//! One test per rule of `shared/rules/burgueses.md` and of the rulebook (seed 000).
//!
//! Positions start from an explicit [`Setup`] and then set the board directly with [`Pos`],
//! which keeps every goods card somewhere (deck, hands, shops or discards) and bank + deposits
//! at ten coins.

use std::collections::BTreeSet;

use serde_json::json;

use super::state::{ActionKind, Pending};
use super::*;
use crate::engine::{DynMatch, Lang, MoveError, PlayError, Standing, Typed};

const S0: Seat = Seat(0);
const S1: Seat = Seat(1);

/// The goods deck in the rules page's order, top first.
const DECK_ORDER: &str = "2S 3S 4S 2C 3C 4C 2H 3H 4H 5H 2D 3D 4D 5D";

/// The keys of the public view, as the issue lists them.
const PUBLIC_KEYS: [&str; 13] = [
    "round",
    "to_act",
    "pending",
    "bank",
    "coins",
    "shops",
    "hand_sizes",
    "goods_left",
    "king",
    "kings_left",
    "trade_used",
    "round_scores",
    "status",
];

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(card).collect()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

fn per_seat<T>(a: T, b: T) -> PerSeat<T> {
    PerSeat::from(vec![a, b])
}

/// The king deck with `top` (top first) on top and the other kings under it in deck order.
fn kings_with_top(top: &str) -> Vec<King> {
    let mut kings: Vec<King> = top.split_whitespace().map(|k| k.parse().unwrap()).collect();
    let rest: Vec<King> = King::DECK
        .into_iter()
        .filter(|k| !kings.contains(k))
        .collect();
    kings.extend(rest);
    kings
}

fn round_setup(goods: &str, kings_top: &str, first: Option<u8>) -> RoundSetup {
    RoundSetup {
        goods: Some(cards(goods)),
        kings: Some(kings_with_top(kings_top)),
        first: first.map(Seat),
    }
}

fn new_game(setup: Option<&Setup>, seed: u64) -> Result<Burgueses, SetupError> {
    Burgueses::new(2, &Options::default(), setup, seed)
}

fn seeded_game(seed: u64) -> Burgueses {
    new_game(None, seed).unwrap()
}

fn explicit(rounds: Vec<RoundSetup>) -> Burgueses {
    new_game(Some(&Setup { rounds }), 1).unwrap()
}

fn sorted<T: Ord + Clone>(v: &[T]) -> Vec<T> {
    let mut v = v.to_vec();
    v.sort();
    v
}

/// Ten coins, fourteen goods and five kings, wherever they are.
#[track_caller]
fn assert_consistent(g: &Burgueses) {
    assert_eq!(g.coins_total(), u32::from(COINS));
    let (goods, kings) = g.all_cards();
    assert_eq!(sorted(&goods), sorted(&Card::DECK));
    assert_eq!(sorted(&kings), sorted(&King::DECK));
}

/// A round-1 position: who is active, the hands, shops and deposits, the top of both decks.
#[derive(Clone, Copy)]
struct Pos {
    first: u8,
    hands: [&'static str; 2],
    shops: [&'static str; 2],
    coins: [u8; 2],
    /// Goods on top of the deck, top first.
    goods_top: &'static str,
    /// Whether the goods named nowhere else lie under `goods_top` (otherwise they were sold or
    /// discarded earlier in the round).
    goods_rest: bool,
    /// King cards on top of the king deck, top first; the others follow in deck order.
    kings_top: &'static str,
}

const POS: Pos = Pos {
    first: 0,
    hands: ["", ""],
    shops: ["", ""],
    coins: [1, 1],
    goods_top: "",
    goods_rest: true,
    kings_top: "",
};

impl Pos {
    fn build(self) -> Burgueses {
        self.build_seeded(1)
    }

    fn build_seeded(self, seed: u64) -> Burgueses {
        let setup = Setup {
            rounds: vec![round_setup(DECK_ORDER, self.kings_top, Some(self.first))],
        };
        let mut g = new_game(Some(&setup), seed).unwrap();
        let hands = self.hands.map(cards);
        let shops = self.shops.map(cards);
        let mut deck = cards(self.goods_top);
        let used: Vec<Card> = hands
            .iter()
            .chain(&shops)
            .flatten()
            .chain(&deck)
            .copied()
            .collect();
        assert_eq!(
            used.iter().collect::<BTreeSet<_>>().len(),
            used.len(),
            "a card is placed twice"
        );
        let rest: Vec<Card> = Card::DECK
            .into_iter()
            .filter(|c| !used.contains(c))
            .collect();
        g.discarded = Vec::new();
        if self.goods_rest {
            deck.extend(rest);
        } else {
            g.discarded = rest;
        }
        g.goods = deck.into_iter().rev().collect();
        g.hands = PerSeat::from(hands.to_vec());
        g.shops = PerSeat::from(shops.to_vec());
        g.coins = PerSeat::from(self.coins.to_vec());
        g.bank = COINS - self.coins[0] - self.coins[1];
        assert_consistent(&g);
        g
    }
}

/// Plays a move that must be legal, and checks the coins and cards are all still there.
#[track_caller]
fn play(g: &mut Burgueses, seat: Seat, m: &str) -> Vec<Event> {
    let events = g
        .play(seat, &mv(m))
        .unwrap_or_else(|e| panic!("`{m}` by seat {seat}: {e}"));
    assert_consistent(g);
    events
}

/// `buy`, then `place card`; the events of the placement (the king card's among them).
#[track_caller]
fn buy_and_place(g: &mut Burgueses, seat: Seat, card: &str) -> Vec<Event> {
    play(g, seat, "buy");
    play(g, seat, &format!("place {card}"))
}

/// A move that must be refused without any change to the state.
#[track_caller]
fn refused(g: &mut Burgueses, seat: Seat, m: &str) -> PlayError<Illegal> {
    let before = g.clone();
    let err = g.play(seat, &mv(m)).expect_err(m);
    assert_eq!(*g, before, "the refused move `{m}` changed the state");
    err
}

/// A move of the seat to act that must be refused as illegal, and is not listed as legal.
#[track_caller]
fn illegal(g: &mut Burgueses, seat: Seat, m: &str) -> Illegal {
    assert!(!g.legal_moves(seat).contains(&mv(m)), "`{m}` is listed");
    match refused(g, seat, m) {
        PlayError::Illegal(i) => i,
        e => panic!("`{m}`: expected an illegal move, got {e:?}"),
    }
}

fn placed(seat: Seat, c: &str) -> Event {
    Event::Placed {
        seat,
        card: card(c),
    }
}

fn revealed(king: &str) -> Event {
    Event::KingRevealed {
        king: king.parse().unwrap(),
    }
}

fn trades(moves: &[Move]) -> usize {
    moves
        .iter()
        .filter(|m| matches!(m, Move::Trade { .. }))
        .count()
}

fn sells(moves: &[Move]) -> Vec<String> {
    moves
        .iter()
        .filter(|m| matches!(m, Move::Sell(_)))
        .map(ToString::to_string)
        .collect()
}

// ---------------------------------------------------------------- setup

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
        assert!(Burgueses::new(seats, &Options::default(), None, 1).is_err());
    }
}

#[test]
fn setup_rejects_a_goods_deck_that_is_not_the_fourteen_cards() {
    let duplicate = "2S 2S 4S 2C 3C 4C 2H 3H 4H 5H 2D 3D 4D 5D";
    let short = "2S 3S 4S 2C 3C 4C 2H 3H 4H 5H 2D 3D 4D";
    for goods in [duplicate, short] {
        let rounds = vec![round_setup(goods, "", Some(0))];
        assert!(new_game(Some(&Setup { rounds }), 1).is_err(), "{goods}");
    }
}

#[test]
fn setup_rejects_a_king_deck_that_is_not_the_five_kings() {
    let mut round = round_setup(DECK_ORDER, "", Some(0));
    round.kings = Some(vec![King::Spades; 5]);
    assert!(new_game(
        Some(&Setup {
            rounds: vec![round]
        }),
        1
    )
    .is_err());
}

#[test]
fn setup_round_two_first_must_be_the_other_seat() {
    let same = vec![
        round_setup(DECK_ORDER, "", Some(0)),
        round_setup(DECK_ORDER, "", Some(0)),
    ];
    assert!(new_game(Some(&Setup { rounds: same }), 1).is_err());
    let other = vec![
        round_setup(DECK_ORDER, "", Some(0)),
        round_setup(DECK_ORDER, "", Some(1)),
    ];
    assert!(new_game(Some(&Setup { rounds: other }), 1).is_ok());
}

#[test]
fn setup_rejects_three_rounds_and_seat_two_first() {
    let three = vec![RoundSetup::default(); 3];
    assert!(new_game(Some(&Setup { rounds: three }), 1).is_err());
    let seat_two = vec![round_setup(DECK_ORDER, "", Some(2))];
    assert!(new_game(Some(&Setup { rounds: seat_two }), 1).is_err());
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
    assert!(serde_json::from_value::<Setup>(unknown).is_err());
}

// ---------------------------------------------------------------- buy

#[test]
fn buy_draws_then_places_in_two_steps() {
    let mut g = Pos {
        hands: ["2S 3S", "2C 3C"],
        goods_top: "4H",
        kings_top: "KC",
        ..POS
    }
    .build();
    let goods_before = g.goods.len();
    let events = play(&mut g, S0, "buy");
    assert_eq!(
        events,
        vec![Event::Bought {
            seat: S0,
            drew: true
        }]
    );
    assert_eq!(g.pending, Pending::Place);
    assert_eq!(g.to_act(), vec![S0], "the same seat places");
    assert_eq!(sorted(&g.hands[S0]), cards("2S 3S 4H"));
    assert_eq!(g.goods.len(), goods_before - 1);
    assert!(
        g.revealed.is_empty(),
        "no king card before the card is placed"
    );
    let places: Vec<String> = g.legal_moves(S0).iter().map(ToString::to_string).collect();
    assert_eq!(places, ["place 2S", "place 3S", "place 4H"]);

    let events = play(&mut g, S0, "place 4H");
    assert_eq!(events, vec![placed(S0, "4H"), revealed("KC")]);
    assert_eq!(g.shops[S0], cards("4H"));
    assert_eq!(sorted(&g.hands[S0]), cards("2S 3S"));
    assert_eq!((g.to_act(), &g.pending), (vec![S1], &Pending::Action));
}

#[test]
fn buy_may_place_an_older_hand_card() {
    let mut g = Pos {
        hands: ["2S 3S", "2C 3C"],
        goods_top: "4H",
        kings_top: "KC",
        ..POS
    }
    .build();
    buy_and_place(&mut g, S0, "2S");
    assert_eq!(g.shops[S0], cards("2S"));
    assert_eq!(sorted(&g.hands[S0]), cards("3S 4H"));
}

#[test]
fn buy_with_empty_goods_deck_only_places() {
    let mut g = Pos {
        hands: ["2S", "2C"],
        goods_rest: false,
        kings_top: "KH",
        ..POS
    }
    .build();
    assert!(g.goods.is_empty());
    let events = play(&mut g, S0, "buy");
    assert_eq!(
        events,
        vec![Event::Bought {
            seat: S0,
            drew: false
        }]
    );
    assert_eq!(g.hands[S0], cards("2S"));
    assert_eq!(g.legal_moves(S0), vec![mv("place 2S")]);
    play(&mut g, S0, "place 2S");
    assert_eq!(g.shops[S0], cards("2S"));
    assert!(g.hands[S0].is_empty());
    assert_eq!(g.to_act(), vec![S1], "the opponent still holds a card");
}

// ---------------------------------------------------------------- sell

#[test]
fn sell_pair_takes_one_coin_from_opponent() {
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 2H 4D", ""],
        kings_top: "KC",
        ..POS
    }
    .build();
    let events = play(&mut g, S0, "sell 2H 2S");
    let sold = Event::Sold {
        seat: S0,
        cards: cards("2S 2H"),
        coins: 1,
    };
    assert_eq!(events, vec![sold, revealed("KC")]);
    assert_eq!((g.coins.clone(), g.bank), (per_seat(2, 0), 8));
    assert_eq!(g.shops[S0], cards("4D"));
    assert_eq!(g.discarded, cards("2S 2H"), "sold cards leave the round");
    assert_eq!(g.to_act(), vec![S1], "a sale is the turn's action");
}

#[test]
fn sell_trio_takes_three_coins() {
    let mut g = Pos {
        hands: ["3S", "2C"],
        shops: ["3C 3H 3D", ""],
        coins: [1, 4],
        kings_top: "KC",
        ..POS
    }
    .build();
    let events = play(&mut g, S0, "sell 3");
    assert_eq!(
        events[0],
        Event::Sold {
            seat: S0,
            cards: cards("3C 3H 3D"),
            coins: 3
        }
    );
    assert_eq!((g.coins.clone(), g.bank), (per_seat(4, 1), 5));
    assert!(g.shops[S0].is_empty());
}

#[test]
fn sell_partial_payment_when_opponent_is_short() {
    let mut g = Pos {
        hands: ["3S", "2C"],
        shops: ["3C 3H 3D", ""],
        coins: [1, 2],
        kings_top: "KH",
        ..POS
    }
    .build();
    play(&mut g, S0, "sell 3");
    assert_eq!((g.coins.clone(), g.bank), (per_seat(3, 0), 7));
}

#[test]
fn sell_to_a_broke_opponent_earns_nothing_never_from_the_bank() {
    let mut g = Pos {
        hands: ["3S", "2C"],
        shops: ["3C 3H", ""],
        coins: [1, 0],
        kings_top: "KH",
        ..POS
    }
    .build();
    let events = play(&mut g, S0, "sell 3");
    assert!(matches!(events[0], Event::Sold { coins: 0, .. }));
    assert_eq!((g.coins.clone(), g.bank), (per_seat(1, 0), 9));
}

#[test]
fn sell_any_two_or_more_of_one_value() {
    let g = Pos {
        hands: ["3S", "2C"],
        shops: ["4S 4C 4H 2D", ""],
        ..POS
    }
    .build();
    assert_eq!(
        sells(&g.legal_moves(S0)),
        ["sell 4S 4C", "sell 4S 4H", "sell 4C 4H", "sell 4S 4C 4H"]
    );
}

#[test]
fn sell_only_one_value_per_turn() {
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 2H 4S 4H", ""],
        coins: [1, 3],
        kings_top: "KC",
        ..POS
    }
    .build();
    assert_eq!(sells(&g.legal_moves(S0)), ["sell 2S 2H", "sell 4S 4H"]);
    assert_eq!(
        illegal(&mut g, S0, "sell 2S 2H 4S 4H"),
        Illegal::MixedValues
    );
    play(&mut g, S0, "sell 2");
    assert_eq!(
        g.to_act(),
        vec![S1],
        "the other pair waits for a later turn"
    );
    assert_eq!(g.shops[S0], cards("4S 4H"));
}

#[test]
fn sell_four_of_a_kind_wins_at_once() {
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 2C 2H 2D", "4H"],
        coins: [1, 5],
        ..POS
    }
    .build();
    let events = play(&mut g, S0, "sell 2");
    let sold = Event::Sold {
        seat: S0,
        cards: cards("2S 2C 2H 2D"),
        coins: 0,
    };
    assert_eq!(events, vec![sold, Event::WonBySale { seat: S0 }]);
    assert!(g.revealed.is_empty(), "no king card after the winning sale");
    assert_eq!(g.round, 1, "no second round");
    assert!(g.to_act().is_empty());
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome, Outcome::new(per_seat(0, 0), vec![S0]));
    assert_eq!(outcome.standing(S0), Standing::Win);
    assert_eq!(g.public_view().status, "finished");
}

#[test]
fn sell_four_of_a_kind_in_round_two_wins_whatever_the_totals() {
    let mut g = Pos {
        first: 1,
        hands: ["3S", "3C"],
        shops: ["4H", "2S 2C 2H 2D"],
        ..POS
    }
    .build();
    g.round = 2;
    g.round_scores = vec![per_seat(9, 0)];
    play(&mut g, S1, "sell 2S 2C 2H 2D");
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, vec![S1]);
    assert_eq!(outcome.scores, per_seat(9, 0));
    assert_eq!(outcome.standing(S0), Standing::Loss);
}

#[test]
fn sell_single_card_is_illegal() {
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 3H", ""],
        ..POS
    }
    .build();
    assert!(sells(&g.legal_moves(S0)).is_empty());
    assert_eq!(illegal(&mut g, S0, "sell 2S"), Illegal::SaleTooSmall);
    assert_eq!(illegal(&mut g, S0, "sell 2"), Illegal::SaleTooSmall);
    assert_eq!(illegal(&mut g, S0, "sell 4"), Illegal::SaleTooSmall);
}

#[test]
fn sell_mixed_values_is_illegal() {
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 3H", ""],
        ..POS
    }
    .build();
    assert_eq!(illegal(&mut g, S0, "sell 2S 3H"), Illegal::MixedValues);
}

#[test]
fn sell_cards_not_in_the_shop_is_illegal() {
    let mut g = Pos {
        hands: ["2H", "3C"],
        shops: ["2S 2D", "2C"],
        ..POS
    }
    .build();
    assert_eq!(
        illegal(&mut g, S0, "sell 2S 2H"),
        Illegal::NotInShop(card("2H"))
    );
    assert_eq!(
        illegal(&mut g, S0, "sell 2S 2C"),
        Illegal::NotInShop(card("2C"))
    );
}

#[test]
fn sell_naming_a_card_twice_is_illegal() {
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 3H", ""],
        ..POS
    }
    .build();
    assert_eq!(
        illegal(&mut g, S0, "sell 2S 2S"),
        Illegal::NotInShop(card("2S"))
    );
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 2H", ""],
        coins: [1, 3],
        ..POS
    }
    .build();
    // Not a trio for three coins: the shop holds a pair.
    assert_eq!(
        illegal(&mut g, S0, "sell 2S 2S 2H"),
        Illegal::NotInShop(card("2S"))
    );
}

#[test]
fn sale_prices_pair_one_trio_three() {
    assert_eq!((sale_price(2), sale_price(3)), (1, 3));
}

// ---------------------------------------------------------------- trade

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

// ---------------------------------------------------------------- king cards

#[test]
fn king_spades_strict_highest_pays() {
    let mut g = Pos {
        hands: ["2H", "2C"],
        shops: ["2S 3S", "4S"],
        coins: [2, 2],
        goods_top: "3H",
        kings_top: "KS",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2H");
    assert_eq!(
        events,
        vec![placed(S0, "2H"), revealed("KS"), Event::Paid { seat: S0 }]
    );
    assert_eq!((g.coins.clone(), g.bank), (per_seat(1, 2), 7));

    // The opponent pays when its sum is the highest.
    let mut g = Pos {
        hands: ["2H", "2C"],
        shops: ["2S", "3S 4S"],
        coins: [2, 2],
        kings_top: "KS",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2H");
    assert_eq!(events[2..], [Event::Paid { seat: S1 }]);
    assert_eq!(g.coins, per_seat(2, 1));
}

#[test]
fn king_spades_tie_nobody_pays() {
    // With spades worth 2, 3 and 4 no two disjoint sets have the same positive sum: the only
    // tie is no spades on either side.
    let mut g = Pos {
        hands: ["2H", "2C"],
        shops: ["3H", "3C"],
        coins: [2, 2],
        kings_top: "KS",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2H");
    assert_eq!(events, vec![placed(S0, "2H"), revealed("KS")]);
    assert_eq!((g.coins.clone(), g.bank), (per_seat(2, 2), 6));
}

#[test]
fn king_hearts_strict_highest_receives() {
    let mut g = Pos {
        hands: ["2S", "2C"],
        shops: ["2H 3H", "4H"],
        kings_top: "KH",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2S");
    assert_eq!(events[2..], [Event::Received { seat: S0 }]);
    assert_eq!((g.coins.clone(), g.bank), (per_seat(2, 1), 7));

    let mut g = Pos {
        hands: ["2S", "2C"],
        shops: ["2H", "3H"],
        kings_top: "KH",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2S");
    assert_eq!(events[2..], [Event::Received { seat: S1 }]);
}

#[test]
fn king_hearts_tie_nobody_receives() {
    for shops in [["2H 3H", "5H"], ["2S", "3C"]] {
        let mut g = Pos {
            hands: ["2D", "2C"],
            shops,
            kings_top: "KH",
            ..POS
        }
        .build();
        let events = buy_and_place(&mut g, S0, "2D");
        assert_eq!(events, vec![placed(S0, "2D"), revealed("KH")], "{shops:?}");
        assert_eq!(g.bank, 8);
    }
}

#[test]
fn king_diamonds_receive_or_discard() {
    let mut g = Pos {
        hands: ["2S", "2H"],
        shops: ["2D", "3C 4C"],
        kings_top: "KD",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2S");
    assert_eq!(
        events,
        vec![
            placed(S0, "2S"),
            revealed("KD"),
            Event::Received { seat: S0 },
            Event::MustDiscard { seat: S1 },
        ]
    );
    assert_eq!(g.pending, Pending::Discard(vec![S1]));
    assert_eq!(g.to_act(), vec![S1]);
    assert_eq!(g.public_view().pending, "discard");
    assert!(g.legal_moves(S0).is_empty());
    assert_eq!(g.legal_moves(S1), vec![mv("discard 3C"), mv("discard 4C")]);
    assert_eq!(
        illegal(&mut g, S1, "discard 2D"),
        Illegal::NotInShop(card("2D"))
    );

    let events = play(&mut g, S1, "discard 4C");
    assert_eq!(
        events,
        vec![Event::Discarded {
            seat: S1,
            card: card("4C")
        }]
    );
    assert_eq!(g.shops[S1], cards("3C"));
    assert!(
        g.discarded.contains(&card("4C")),
        "discarded cards leave the round"
    );
    assert_eq!((g.to_act(), &g.pending), (vec![S1], &Pending::Action));
}

#[test]
fn king_diamonds_both_discard_active_first() {
    let mut g = Pos {
        first: 1,
        hands: ["2S", "2C 3H"],
        shops: ["3S", "4C"],
        kings_top: "KD",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S1, "2C");
    assert_eq!(
        events[2..],
        [
            Event::MustDiscard { seat: S1 },
            Event::MustDiscard { seat: S0 }
        ]
    );
    assert_eq!(g.to_act(), vec![S1], "the active player decides first");
    assert_eq!(
        refused(&mut g, S0, "discard 3S"),
        PlayError::NotYourTurn(S0)
    );
    play(&mut g, S1, "discard 4C");
    assert_eq!(g.to_act(), vec![S0]);
    assert_eq!(g.legal_moves(S0), vec![mv("discard 3S")]);
    play(&mut g, S0, "discard 3S");
    assert_eq!((g.to_act(), &g.pending), (vec![S0], &Pending::Action));
    assert_eq!(g.shops, per_seat(vec![], cards("2C")));
}

#[test]
fn king_diamonds_empty_shop_nothing() {
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 2H", ""],
        kings_top: "KD",
        ..POS
    }
    .build();
    let events = play(&mut g, S0, "sell 2");
    assert_eq!(events[1..], [revealed("KD")]);
    assert_eq!((g.to_act(), &g.pending), (vec![S1], &Pending::Action));
}

#[test]
fn king_clubs_every_shop_with_a_club_receives() {
    let mut g = Pos {
        hands: ["2S", "2H"],
        shops: ["2C", "3C 4H"],
        kings_top: "KC",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2S");
    assert_eq!(
        events[2..],
        [Event::Received { seat: S0 }, Event::Received { seat: S1 }]
    );
    assert_eq!((g.coins.clone(), g.bank), (per_seat(2, 2), 6));
}

#[test]
fn king_clubs_no_club_no_coin() {
    let mut g = Pos {
        hands: ["2S", "2H"],
        shops: ["2D", "3C"],
        kings_top: "KC",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2S");
    assert_eq!(events[2..], [Event::Received { seat: S1 }]);
}

#[test]
fn ace_of_spades_even_receives_odd_pays_empty_nothing() {
    // Seat 0: 2♠ + 4♥ = 6, even; seat 1: 3♣, odd.
    let mut g = Pos {
        hands: ["4H", "2C"],
        shops: ["2S", "3C"],
        kings_top: "AS",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "4H");
    assert_eq!(
        events[1..],
        [
            revealed("AS"),
            Event::Received { seat: S0 },
            Event::Paid { seat: S1 }
        ]
    );
    assert_eq!((g.coins.clone(), g.bank), (per_seat(2, 0), 8));

    // Seat 0: 2♠ + 3♥ = 5, odd; seat 1: empty shop.
    let mut g = Pos {
        hands: ["3H", "2C"],
        shops: ["2S", ""],
        kings_top: "AS",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "3H");
    assert_eq!(events[2..], [Event::Paid { seat: S0 }]);
    assert_eq!((g.coins.clone(), g.bank), (per_seat(0, 1), 9));

    // Seat 0 sells its whole shop: nothing for it; seat 1: 4♣, even.
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 2H", "4C"],
        kings_top: "AS",
        ..POS
    }
    .build();
    let events = play(&mut g, S0, "sell 2");
    assert_eq!(events[1..], [revealed("AS"), Event::Received { seat: S1 }]);
}

#[test]
fn no_coins_to_pay_pays_nothing() {
    let mut g = Pos {
        hands: ["2H", "2C"],
        shops: ["2S 3S", "4S"],
        coins: [0, 3],
        kings_top: "KS",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2H");
    assert_eq!(events, vec![placed(S0, "2H"), revealed("KS")]);
    assert_eq!((g.coins.clone(), g.bank), (per_seat(0, 3), 7));

    let mut g = Pos {
        hands: ["2H", "2C"],
        shops: ["3H", ""],
        coins: [0, 3],
        kings_top: "AS",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2H");
    assert_eq!(events, vec![placed(S0, "2H"), revealed("AS")], "5 is odd");
    assert_eq!(g.coins, per_seat(0, 3));
}

#[test]
fn empty_bank_active_player_served_first() {
    let mut g = Pos {
        first: 1,
        hands: ["2S", "2H"],
        shops: ["2C", "3C"],
        coins: [4, 5],
        kings_top: "KC",
        ..POS
    }
    .build();
    assert_eq!(g.bank, 1);
    let events = buy_and_place(&mut g, S1, "2H");
    assert_eq!(events[2..], [Event::Received { seat: S1 }]);
    assert_eq!((g.coins.clone(), g.bank), (per_seat(4, 6), 0));
}

#[test]
fn empty_bank_nobody_receives() {
    let mut g = Pos {
        hands: ["2S", "2H"],
        shops: ["2C", "3C"],
        coins: [5, 5],
        kings_top: "KC",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2S");
    assert_eq!(events, vec![placed(S0, "2S"), revealed("KC")]);
    assert_eq!(g.coins, per_seat(5, 5));
}

#[test]
fn king_card_follows_every_action() {
    // After a purchase (its second step), a sale and a trade alike.
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 2H 4H", "4C"],
        coins: [2, 2],
        kings_top: "KS KH KC",
        ..POS
    }
    .build();
    play(&mut g, S0, "sell 2");
    assert_eq!(g.revealed, vec![King::Spades]);
    play(&mut g, S1, "buy");
    assert_eq!(
        g.revealed.len(),
        1,
        "not after the first step of a purchase"
    );
    play(&mut g, S1, "place 3C");
    play(&mut g, S0, "trade 4H 4C");
    assert_eq!(g.revealed, vec![King::Spades, King::Hearts, King::Clubs]);
    assert_eq!(g.public_view().king, Some(King::Clubs));
    assert_eq!(g.public_view().kings_left, 2);
}

#[test]
fn king_deck_reshuffles_when_empty() {
    let mut kings_after_reshuffle = BTreeSet::new();
    for seed in 0..20 {
        let mut g = Pos {
            hands: ["2S 3S", "2C 3C"],
            shops: ["2D", "3D"],
            kings_top: "KS KC KH AS KD",
            ..POS
        }
        .build_seeded(seed);
        let turn = |g: &mut Burgueses, seat: Seat| {
            let oldest = g.hands[seat][0].to_string();
            buy_and_place(g, seat, &oldest)
        };
        for seat in [S0, S1, S0, S1, S0] {
            turn(&mut g, seat);
        }
        assert!(g.kings.is_empty());
        assert_eq!(g.revealed, kings_with_top("KS KC KH AS KD"));
        assert_eq!(g.public_view().kings_left, 0);

        let mut twin = g.clone();
        let events = turn(&mut g, S1);
        assert_eq!(events[1], Event::KingsReshuffled);
        let Event::KingRevealed { king } = events[2] else {
            panic!("{events:?}")
        };
        assert_eq!(g.revealed, vec![king]);
        assert_eq!(g.kings.len(), 4);
        assert_eq!(turn(&mut twin, S1), events, "seeded");
        kings_after_reshuffle.insert(king);
    }
    assert!(
        kings_after_reshuffle.len() > 1,
        "the reshuffle depends on the seed"
    );
}

// ---------------------------------------------------------------- end of round, scoring

#[test]
fn round_ends_when_turn_reaches_empty_hand() {
    let mut g = Pos {
        hands: ["2S", ""],
        goods_top: "3H",
        kings_top: "KH",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "2S");
    let ended = Event::RoundEnded {
        round: 1,
        scores: per_seat(1, 1),
    };
    assert_eq!(events, vec![placed(S0, "2S"), revealed("KH"), ended]);
    assert_eq!(g.round, 2);
    assert_eq!(g.round_scores, vec![per_seat(1, 1)]);
}

#[test]
fn round_goes_on_while_the_next_player_holds_cards() {
    let mut g = Pos {
        hands: ["2S", "2C"],
        goods_rest: false,
        kings_top: "KH KC",
        ..POS
    }
    .build();
    buy_and_place(&mut g, S0, "2S");
    assert!(g.hands[S0].is_empty());
    assert_eq!((g.round, g.to_act()), (1, vec![S1]));
    let events = buy_and_place(&mut g, S1, "2C");
    assert!(matches!(
        events.last(),
        Some(Event::RoundEnded { round: 1, .. })
    ));
    assert_eq!(g.round, 2);
}

#[test]
fn round_end_waits_for_king_diamonds_discards() {
    let mut g = Pos {
        hands: ["2S", ""],
        shops: ["3C", "4C"],
        goods_rest: false,
        kings_top: "KD",
        ..POS
    }
    .build();
    buy_and_place(&mut g, S0, "2S");
    assert_eq!((g.round, g.to_act()), (1, vec![S0]), "discards come first");
    play(&mut g, S0, "discard 2S");
    assert_eq!((g.round, g.to_act()), (1, vec![S1]));
    let events = play(&mut g, S1, "discard 4C");
    // Scored after the discards: the discarded 2♠ no longer counts for seat 0.
    let ended = Event::RoundEnded {
        round: 1,
        scores: per_seat(1, 1),
    };
    assert_eq!(events.last(), Some(&ended));
}

#[test]
fn round_score_coins_plus_spades_minus_hand() {
    let mut g = Pos {
        hands: ["2H 4H", ""],
        shops: ["2S 4S 3H", "3S"],
        coins: [3, 0],
        goods_top: "5D",
        kings_top: "KC",
        ..POS
    }
    .build();
    let events = buy_and_place(&mut g, S0, "5D");
    // Seat 0: 3 coins + 2 spades − 2 cards in hand; seat 1: 0 + 1 − 0.
    let ended = Event::RoundEnded {
        round: 1,
        scores: per_seat(3, 1),
    };
    assert_eq!(events.last(), Some(&ended));
    assert_eq!(g.round_scores, vec![per_seat(3, 1)]);

    let g = Pos {
        hands: ["2H 3H 4H", "2C"],
        coins: [0, 2],
        ..POS
    }
    .build();
    assert_eq!((g.round_score(S0), g.round_score(S1)), (-3, 1));
}

#[test]
fn round_two_full_new_setup_other_player_starts() {
    let mut g = Pos {
        hands: ["2S", ""],
        shops: ["3S 2C", "4C 2H"],
        coins: [4, 0],
        goods_top: "3H",
        kings_top: "KH AS",
        ..POS
    }
    .build();
    g.trade_used = per_seat(true, true);
    g.last_action = per_seat(Some(ActionKind::Trade), Some(ActionKind::Trade));
    g.round2_setup = Some(round_setup(
        "5H 5D 4H 4D 3H 3D 2H 2D 4C 3C 2C 4S 3S 2S",
        "KD",
        None,
    ));
    let events = buy_and_place(&mut g, S0, "2S");
    // K♥: seat 1 holds the only heart. Seat 0: 4 coins + 2 spades − 1 card (3♥) in hand.
    let ended = Event::RoundEnded {
        round: 1,
        scores: per_seat(5, 1),
    };
    assert_eq!(events[2..], [Event::Received { seat: S1 }, ended.clone()]);

    assert_eq!(g.round, 2);
    assert_eq!(g.to_act(), vec![S1], "the player who did not start round 1");
    assert_eq!((g.coins.clone(), g.bank), (per_seat(1, 1), 8));
    assert_eq!(g.shops, per_seat(vec![], vec![]));
    assert_eq!(sorted(&g.hands[S1]), cards("5H 5D"));
    assert_eq!(sorted(&g.hands[S0]), cards("4H 4D"));
    assert_eq!((g.goods.len(), g.goods.last()), (10, Some(&card("3H"))));
    assert_eq!((g.kings.len(), g.kings.last()), (5, Some(&King::Diamonds)));
    assert!(g.revealed.is_empty() && g.discarded.is_empty());
    assert_eq!(g.trade_used, per_seat(false, false));
    assert_eq!(g.last_action, per_seat(None, None));
    assert_eq!(g.round_scores, vec![per_seat(5, 1)]);
    assert_eq!(g.public_view().king, None);
    assert_consistent(&g);
}

#[test]
fn round_two_seeded_deal_and_other_player_starts() {
    let mut deals = BTreeSet::new();
    for seed in 0..10 {
        for first in [0, 1] {
            let mut g = Pos {
                first,
                hands: if first == 0 { ["2S", ""] } else { ["", "2S"] },
                goods_top: "3H",
                kings_top: "KH",
                ..POS
            }
            .build_seeded(seed);
            buy_and_place(&mut g, Seat(first), "2S");
            assert_eq!(g.round, 2);
            assert_eq!(g.to_act(), vec![Seat(1 - first)]);
            assert_eq!((g.coins.clone(), g.bank), (per_seat(1, 1), 8));
            assert!(g.hands.values().all(|h| h.len() == 2));
            assert_eq!((g.goods.len(), g.kings.len()), (10, 5));
            deals.insert(format!("{:?}", (&g.hands, &g.goods, &g.kings)));
        }
    }
    assert!(deals.len() > 10, "round 2 is dealt from the seed");
}

#[test]
fn match_winner_highest_total() {
    // Round 2 ends after seat 0's purchase: seat 0 scores 3, seat 1 scores 1.
    let round_two_end = Pos {
        hands: ["2H", ""],
        coins: [3, 1],
        goods_rest: false,
        kings_top: "KC",
        ..POS
    };
    let mut g = round_two_end.build();
    g.round = 2;
    g.round_scores = vec![per_seat(2, 1)];
    let events = buy_and_place(&mut g, S0, "2H");
    assert_eq!(
        events[2..],
        [
            Event::RoundEnded {
                round: 2,
                scores: per_seat(3, 1)
            },
            Event::MatchEnded {
                totals: per_seat(5, 2)
            },
        ]
    );
    assert_eq!(g.outcome(), Some(Outcome::new(per_seat(5, 2), vec![S0])));
    assert_eq!(g.scores(), per_seat(5, 2));
    assert_eq!(g.pending, Pending::Over);
    assert_eq!(g.public_view().status, "finished");

    // Losing round 2 but winning on the sum of both rounds.
    let mut g = round_two_end.build();
    g.round = 2;
    g.round_scores = vec![per_seat(0, 5)];
    buy_and_place(&mut g, S0, "2H");
    let outcome = g.outcome().unwrap();
    assert_eq!(
        (outcome.winners, outcome.scores),
        (vec![S1], per_seat(3, 6))
    );
}

#[test]
fn equal_totals_is_a_draw() {
    let mut g = Pos {
        hands: ["2H", ""],
        coins: [3, 1],
        goods_rest: false,
        kings_top: "KC",
        ..POS
    }
    .build();
    g.round = 2;
    g.round_scores = vec![per_seat(2, 4)];
    buy_and_place(&mut g, S0, "2H");
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.scores, per_seat(5, 5));
    assert_eq!(outcome.winners, vec![S0, S1]);
    assert!(outcome.is_draw());
    assert_eq!(outcome.standing(S0), Standing::Draw);
    assert_eq!(outcome.standing(S1), Standing::Draw);
}

// ---------------------------------------------------------------- refused moves

#[test]
fn wrong_step_moves_rejected_with_the_right_illegal_and_state_unchanged() {
    let action = Illegal::WrongStep {
        expected: Step::Action,
    };
    let place = Illegal::WrongStep {
        expected: Step::Place,
    };
    let discard = Illegal::WrongStep {
        expected: Step::Discard,
    };
    let mut g = Pos {
        hands: ["2S 3S", "2C 3C"],
        shops: ["2H 2D", "4C"],
        goods_top: "4S",
        kings_top: "KD",
        ..POS
    }
    .build();
    for m in ["place 2S", "discard 2H"] {
        assert_eq!(illegal(&mut g, S0, m), action, "{m}");
    }
    play(&mut g, S0, "buy");
    for m in ["buy", "sell 2", "sell 2H 2D", "trade 2H 4C", "discard 2H"] {
        assert_eq!(illegal(&mut g, S0, m), place, "{m}");
    }
    assert_eq!(
        illegal(&mut g, S0, "place 5H"),
        Illegal::NotInHand(card("5H"))
    );
    play(&mut g, S0, "place 4S");
    assert_eq!(g.to_act(), vec![S1], "K♦: seat 1 has no diamond");
    for m in ["buy", "place 2C", "sell 4", "trade 4C 2H"] {
        assert_eq!(illegal(&mut g, S1, m), discard, "{m}");
    }
    assert_eq!(
        illegal(&mut g, S1, "discard 5H"),
        Illegal::NotInShop(card("5H"))
    );
}

#[test]
fn not_your_turn_for_the_other_seat() {
    for seed in 0..8 {
        let mut g = seeded_game(seed);
        let active = g.to_act()[0];
        let other = active.other();
        assert!(g.legal_moves(other).is_empty());
        assert_eq!(refused(&mut g, other, "buy"), PlayError::NotYourTurn(other));
        play(&mut g, active, "buy");
        let any_card = g.hands[other][0].to_string();
        assert_eq!(
            refused(&mut g, other, &format!("place {any_card}")),
            PlayError::NotYourTurn(other)
        );
        assert_eq!(
            refused(&mut g, Seat(2), "buy"),
            PlayError::NoSuchSeat(Seat(2))
        );
    }
}

#[test]
fn game_over_after_the_end() {
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 2C 2H 2D", "4H"],
        ..POS
    }
    .build();
    play(&mut g, S0, "sell 2");
    for seat in [S0, S1] {
        assert!(g.legal_moves(seat).is_empty());
        assert_eq!(refused(&mut g, seat, "buy"), PlayError::GameOver);
        assert_eq!(refused(&mut g, seat, "place 3S"), PlayError::GameOver);
    }
    let mut dynamic = Typed(g);
    assert_eq!(dynamic.play(S1, "buy"), Err(MoveError::GameOver));
    assert!(dynamic.to_act().is_empty());
}

#[test]
fn illegal_move_through_the_dyn_adapter_explains_in_both_languages() {
    let g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 3H", ""],
        ..POS
    }
    .build();
    let mut dynamic = Typed(g.clone());
    let err = dynamic.play(S0, "sell 2S").unwrap_err();
    assert_eq!(
        err.illegal_reason(Lang::En),
        Some(Illegal::SaleTooSmall.to_string().as_str())
    );
    assert!(err
        .illegal_reason(Lang::Es)
        .unwrap()
        .contains("al menos dos"));
    assert!(matches!(
        dynamic.play(S0, "sell"),
        Err(MoveError::Notation(_))
    ));
    assert_eq!(dynamic.0, g, "unchanged");
}

// ---------------------------------------------------------------- views

#[test]
fn seat_view_contains_only_own_hand() {
    let g = Pos {
        hands: ["2S 3S", "2C 3C"],
        shops: ["4H", "5D"],
        kings_top: "KC",
        ..POS
    }
    .build();
    for seat in [S0, S1] {
        let view = g.seat_view(seat);
        assert_eq!(view.seat, seat);
        assert_eq!(view.hand, sorted(&g.hands[seat]));
        assert_eq!(view.public, g.public_view());
        let text = serde_json::to_string(&view).unwrap();
        let hidden = g.hands[seat.other()].iter().chain(&g.goods);
        for c in hidden {
            assert!(!text.contains(&format!("\"{c}\"")), "{c} in {text}");
        }
        for c in g.hands[seat].iter().chain(g.shops.values().flatten()) {
            assert!(
                text.contains(&format!("\"{c}\"")),
                "{c} missing from {text}"
            );
        }
    }
}

#[test]
fn public_view_json_has_exactly_the_listed_keys() {
    let g = Pos {
        first: 1,
        hands: ["2S 3S", "2C 3C"],
        ..POS
    }
    .build();
    let view = serde_json::to_value(g.public_view()).unwrap();
    let keys: BTreeSet<&str> = view
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys, PUBLIC_KEYS.into_iter().collect());
    assert_eq!(
        view,
        json!({
            "round": 1, "to_act": [1], "pending": "action", "bank": 8, "coins": [1, 1],
            "shops": [[], []], "hand_sizes": [2, 2], "goods_left": 10, "king": null,
            "kings_left": 5, "trade_used": [false, false], "round_scores": [],
            "status": "playing"
        })
    );
}

#[test]
fn seat_view_json_is_public_keys_plus_hand() {
    let g = Pos {
        hands: ["3S 2S", "2C 3C"],
        ..POS
    }
    .build();
    let view = serde_json::to_value(g.seat_view(S0)).unwrap();
    let keys: BTreeSet<&str> = view
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    let mut expected: BTreeSet<&str> = PUBLIC_KEYS.into_iter().collect();
    expected.insert("hand");
    assert_eq!(keys, expected);
    assert_eq!(view["hand"], json!(["2S", "3S"]));
}

#[test]
fn public_view_names_the_pending_step_and_status() {
    let mut g = Pos {
        hands: ["2S", "2C"],
        shops: ["", "3C"],
        kings_top: "KD",
        ..POS
    }
    .build();
    assert_eq!(g.public_view().pending, "action");
    play(&mut g, S0, "buy");
    assert_eq!(
        (g.public_view().pending, g.public_view().to_act),
        ("place", vec![S0])
    );
    play(&mut g, S0, "place 2S");
    assert_eq!(
        (g.public_view().pending, g.public_view().to_act),
        ("discard", vec![S0])
    );
    assert_eq!(g.public_view().king, Some(King::Diamonds));
}

#[test]
fn determinize_keeps_the_seats_view_and_every_card() {
    let g = Pos {
        hands: ["2S 3S", "2C 3C"],
        shops: ["4H", "5D"],
        kings_top: "KC",
        ..POS
    }
    .build();
    let mut rng = crate::engine::seeded(5);
    for seat in [S0, S1] {
        for _ in 0..10 {
            let d = g.determinize(seat, &mut rng);
            assert_eq!(d.seat_view(seat), g.seat_view(seat));
            assert_eq!(d.legal_moves(seat), g.legal_moves(seat));
            assert_consistent(&d);
        }
    }
}
