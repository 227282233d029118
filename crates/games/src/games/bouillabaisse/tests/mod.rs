//! One test per rule of `shared/rules/bouillabaisse.md` and of the seed (004), named after the
//! rule.
//!
//! Positions start from an explicit [`Setup`] (targets: ♥ for 10 points, the queens for 50, the
//! K♠ for 200) and then set the table directly with [`position`], which puts every card in play
//! somewhere (a hand or a seat's captured pile); every move played through [`play`] checks that
//! the cards in play are all still there.

use std::collections::BTreeSet;

use serde_json::{json, Value};

use super::*;
use crate::engine::{Game, PerSeat, PlayError, Seat, Standing};

fn card(s: &str) -> Card {
    s.parse().unwrap_or_else(|e| panic!("`{s}`: {e}"))
}

fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(card).collect()
}

/// The move `play C`, through the notation.
fn mv(c: &str) -> Move {
    format!("play {c}")
        .parse()
        .unwrap_or_else(|e| panic!("`play {c}`: {e}"))
}

fn per_seat(v: &[i32]) -> PerSeat<i32> {
    PerSeat::from(v.to_vec())
}

fn sorted(mut v: Vec<Card>) -> Vec<Card> {
    v.sort();
    v
}

fn to_json<T: serde::Serialize>(v: &T) -> Value {
    serde_json::to_value(v).unwrap()
}

/// Every card in play is somewhere, exactly once.
#[track_caller]
fn assert_conserved(g: &Bouillabaisse) {
    assert_eq!(
        sorted(g.all_cards()),
        sorted(g.in_play()),
        "cards conserved"
    );
}

/// Removes one copy of each of `used` from `pool`; a card placed more often than the cards in
/// play hold it is a mistake in the test.
fn remove_all(pool: &mut Vec<Card>, used: &[Card]) {
    for c in used {
        let i = pool
            .iter()
            .position(|x| x == c)
            .unwrap_or_else(|| panic!("{c} is placed more often than it is in play"));
        pool.remove(i);
    }
}

fn options(todo_o_nada: bool, decks: Option<u8>) -> Options {
    Options { todo_o_nada, decks }
}

/// The targets of every position: ♥, the queens, the K♠ (the seed's usual choices).
fn setup(dealer: u8) -> Setup {
    Setup {
        dealer: Some(Seat(dealer)),
        suit: Some('H'),
        figure: Some('Q'),
        card: Some(card("KS")),
        ..Setup::default()
    }
}

#[track_caller]
fn new_game(players: usize, options: &Options, setup: &Setup) -> Bouillabaisse {
    let g = Bouillabaisse::new(players, options, Some(setup), 1)
        .unwrap_or_else(|e| panic!("{players} players: {e}"));
    assert_conserved(&g);
    g
}

/// A table in the middle of `round`: seat i holds `hands[i]` (all of one size) and `leader`
/// leads the next trick. `taken[i]` are the cards seat i captured in the round's earlier tricks
/// (a multiple of the table size), `None` for the one seat that captured all the other cards;
/// tricks taken are counted from them. Every earlier round scored 0; the dealer is seat 0 in
/// round 1 and one seat further left each round.
#[track_caller]
fn position(
    round: u8,
    options: &Options,
    hands: &[&str],
    taken: &[Option<&str>],
    leader: u8,
) -> Bouillabaisse {
    let n = hands.len();
    assert_eq!(taken.len(), n, "one pile per seat");
    let mut g = new_game(n, options, &setup(0));
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    assert!(
        hands.iter().all(|h| h.len() == hands[0].len()),
        "hands of one size"
    );
    let mut rest = g.in_play();
    remove_all(&mut rest, &hands.concat());
    let piles: Vec<Option<Vec<Card>>> = taken.iter().map(|t| t.map(cards)).collect();
    for pile in piles.iter().flatten() {
        remove_all(&mut rest, pile);
    }
    let mut rest = Some(rest);
    let piles: Vec<Vec<Card>> = piles
        .into_iter()
        .map(|p| {
            p.or_else(|| rest.take())
                .expect("only one seat takes the rest")
        })
        .collect();
    assert!(rest.is_none(), "one seat takes the rest");
    assert!(piles.iter().all(|p| p.len() % n == 0), "whole tricks");
    g.round = round;
    g.dealer = Seat((usize::from(round - 1) % n) as u8);
    g.hands = PerSeat::from(hands);
    g.tricks_taken = PerSeat::from(
        piles
            .iter()
            .map(|p| (p.len() / n) as u32)
            .collect::<Vec<_>>(),
    );
    g.taken = PerSeat::from(piles);
    g.trick.clear();
    g.turn = Seat(leader);
    g.round_scores = vec![PerSeat::splat(n, 0); usize::from(round - 1)];
    assert_conserved(&g);
    g
}

/// Plays a move that must be legal; checks that every listed legal move passes `check` and
/// that all cards in play are still there afterwards.
#[track_caller]
fn apply(g: &mut Bouillabaisse, seat: Seat, m: &Move) -> Vec<Event> {
    for s in g.to_act() {
        for legal in g.legal_moves(s) {
            assert_eq!(g.check(s, &legal), Ok(()), "listed `{legal}` of seat {s}");
        }
    }
    let events = g
        .play(seat, m)
        .unwrap_or_else(|e| panic!("`{m}` by seat {seat}: {e}"));
    assert_conserved(g);
    events
}

#[track_caller]
fn play(g: &mut Bouillabaisse, seat: u8, c: &str) -> Vec<Event> {
    apply(g, Seat(seat), &mv(c))
}

/// Plays these cards one after the other, each by the seat to act.
#[track_caller]
fn trick(g: &mut Bouillabaisse, played: &str) -> Vec<Event> {
    let mut events = Vec::new();
    for c in played.split_whitespace() {
        let seat = g.to_act()[0];
        events.extend(play(g, seat.0, c));
    }
    events
}

/// Plays the last trick of a round and returns the round's scores, checking that they are the
/// scores recorded.
#[track_caller]
fn last_trick(g: &mut Bouillabaisse, played: &str) -> PerSeat<i32> {
    let round = g.round;
    let events = trick(g, played);
    let scores = events
        .iter()
        .find_map(|e| match e {
            Event::RoundScored { round: r, scores } if *r == round => Some(scores.clone()),
            _ => None,
        })
        .expect("the round is scored");
    assert_eq!(g.round_scores.len(), usize::from(round));
    assert_eq!(g.round_scores.last(), Some(&scores));
    scores
}

/// Plays the first legal card of the seat to act until the round (or the match) ends.
fn finish_round(g: &mut Bouillabaisse) -> Vec<Event> {
    let round = g.round;
    let mut events = Vec::new();
    while g.round == round && !g.is_over() {
        let seat = g.to_act()[0];
        let m = g.legal_moves(seat)[0];
        events.extend(apply(g, seat, &m));
    }
    events
}

/// A move that must be refused without any change to the state.
#[track_caller]
fn refused(g: &mut Bouillabaisse, seat: u8, c: &str) -> PlayError<Illegal> {
    let before = g.clone();
    let err = g
        .play(Seat(seat), &mv(c))
        .expect_err(&format!("`{c}` by seat {seat} must be refused"));
    assert_eq!(*g, before, "the refused `{c}` changed the state");
    err
}

/// A move of the seat to act that must be refused as illegal, and is not listed as legal.
#[track_caller]
fn illegal(g: &mut Bouillabaisse, seat: u8, c: &str) -> Illegal {
    assert!(
        !g.legal_moves(Seat(seat)).contains(&mv(c)),
        "`{c}` is listed"
    );
    match refused(g, seat, c) {
        PlayError::Illegal(i) => i,
        e => panic!("`{c}`: expected an illegal move, got {e:?}"),
    }
}

fn legal(g: &Bouillabaisse, seat: u8) -> Vec<String> {
    g.legal_moves(Seat(seat))
        .iter()
        .map(|m| {
            let Move::Play(c) = m;
            c.to_string()
        })
        .collect()
}

/// Four hands of one suit each: seat 0 ♣, seat 1 ♦, seat 2 ♥, seat 3 ♠ (rotated by `shift`).
fn suit_hands(shift: usize) -> Vec<Vec<Card>> {
    (0..4)
        .map(|s| {
            let suit = Suit::ALL[(s + shift) % 4];
            Card::deck()
                .into_iter()
                .filter(|c| c.suit == suit)
                .collect()
        })
        .collect()
}

/// Round 6 of [`mixed`] (−170, −75, −145, −205) after earlier rounds worth `before`.
fn final_totals(before: [i32; 4]) -> Bouillabaisse {
    let mut g = position(
        6,
        &Options::default(),
        &["8H", "QH", "3D", "4D"],
        &[
            Some("2H 3H 4H 5H 6H 7H QC QD"),
            Some(""),
            None,
            Some("KS 2C 3C 4C"),
        ],
        1,
    );
    g.round_scores[0] = per_seat(&before);
    assert_eq!(g.outcome(), None);
    trick(&mut g, "QH 3D 4D 8H");
    g
}

/// The last trick of `round` at four seats. Before it seat 0 captured two tricks with six ♥
/// (2–7) and two queens (Q♣ Q♦), seat 1 nothing, seat 3 one trick with the K♠, and seat 2 the
/// other nine tricks (five ♥: 9 10 J K A, and the Q♠). Seat 1 leads the Q♥ and takes the last
/// trick with seat 0's 8♥: one trick, two ♥, one queen.
///
/// | seat | tricks | ♥  | queens | K♠ |
/// |------|--------|----|--------|----|
/// | 0    | 2      | 6  | 2      | 0  |
/// | 1    | 1      | 2  | 1      | 0  |
/// | 2    | 9      | 5  | 1      | 0  |
/// | 3    | 1      | 0  | 0      | 1  |
fn mixed(round: u8, todo_o_nada: bool) -> PerSeat<i32> {
    let mut g = position(
        round,
        &options(todo_o_nada, None),
        &["8H", "QH", "3D", "4D"],
        &[
            Some("2H 3H 4H 5H 6H 7H QC QD"),
            Some(""),
            None,
            Some("KS 2C 3C 4C"),
        ],
        1,
    );
    last_trick(&mut g, "QH 3D 4D 8H")
}

/// Four seats with three cards each; seat 0 leads.
fn three_cards_each() -> Bouillabaisse {
    position(
        1,
        &Options::default(),
        &["5H 9C 2S", "KH 3C 4D", "AC 3D 4S", "7H 8H 5S"],
        &[None, Some(""), Some(""), Some("")],
        0,
    )
}

mod dealer_and_leader;
mod decks_and_removed_cards;
mod expert;
mod explicit_setup;
mod golden_deals;
mod notation;
mod places;
mod props;
mod replay;
mod rounds;
mod scenes;
mod targets;
mod todo_o_nada;
mod tricks;
mod views;
