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

mod buy;
mod expert;
mod golden_deals;
mod king_cards;
mod props;
mod refused_moves;
mod replay;
mod rounds_and_scoring;
mod scenes;
mod sell;
mod setup;
mod trade;
mod views;
