//! Tests of Génova's rules, each named after the rule it checks: the numbered decisions of
//! `shared/rules/genova.md` (`rule_4_…`) and the sentences of the seed (001) they settle.
//!
//! Every match starts from an explicit [`Setup`]: the first player, the four decks (top first;
//! hands are dealt one card of each deck per seat from the first player) and the dice. The
//! helpers below then hand out items *from the supply* (so everything stays conserved) and
//! play moves by their notation; [`play`] checks, after each move, that no good, tile, card or
//! marker appeared or vanished.

use serde_json::Value;

use super::board::{Building, Space};
use super::cards::{Card, Deck, Good, Tile};
use super::events::Event;
use super::illegal::Illegal;
use super::items::Item;
use super::notation::Move;
use super::state::{Genova, Options, Setup, SetupDecks};
use crate::engine::{Game, PlayError, Seat};

/// Every key of a JSON value, at any depth.
fn keys(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(map) => {
            for (k, x) in map {
                out.push(k.clone());
                keys(x, out);
            }
        }
        Value::Array(a) => a.iter().for_each(|x| keys(x, out)),
        _ => {}
    }
}

mod buildings;
mod called;
mod decks;
mod expert;
mod golden_deals;
mod hidden;
mod markers;
mod messages;
mod negotiation;
mod open_action;
mod options;
mod props;
mod refusals;
mod replay;
mod rounds;
mod scenes;
mod scoring;
mod setup;
mod smoke;
mod tiles;
mod tower;
mod two_players;

// ---------------------------------------------------------------- notation

fn mv(s: &str) -> Move {
    s.parse().unwrap_or_else(|e| panic!("`{s}`: {e}"))
}

fn card(s: &str) -> Card {
    s.parse().unwrap_or_else(|e| panic!("`{s}`: {e}"))
}

fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(card).collect()
}

fn sp(s: &str) -> Space {
    s.parse().unwrap_or_else(|e| panic!("`{s}`: {e}"))
}

fn bd(s: &str) -> Building {
    s.parse().unwrap_or_else(|e| panic!("`{s}`: {e}"))
}

fn item(s: &str) -> Item {
    s.parse().unwrap_or_else(|e| panic!("`{s}`: {e}"))
}

// ---------------------------------------------------------------- explicit setups

/// Messages dealt by default: between buildings the tests' tower routes avoid, so that no
/// hand pays out unless a test means it to.
const QUIET_MESSAGES: &str = "M-VM-RE M-FA-TA M-GR-TA M-SP-HA M-ME-SP";

/// A whole deck, top first: `top`, then the rest of the deck in the order of the page.
fn deck(d: Deck, top: &str) -> Vec<Card> {
    let top = cards(top);
    let mut all = top.clone();
    all.extend(d.cards().into_iter().filter(|c| !top.contains(c)));
    all
}

/// The decks of an explicit setup; an empty `top` leaves the page's order (messages: the
/// quiet ones first).
fn decks(large: &str, small: &str, message: &str, privilege: &str) -> SetupDecks {
    let message = if message.is_empty() {
        QUIET_MESSAGES
    } else {
        message
    };
    SetupDecks {
        large: deck(Deck::Large, large),
        small: deck(Deck::Small, small),
        message: deck(Deck::Message, message),
        privilege: deck(Deck::Privilege, privilege),
    }
}

fn setup(first: u8, decks: SetupDecks, rolls: &[[u8; 2]]) -> Setup {
    Setup {
        first: Some(first),
        decks: Some(decks),
        rolls: rolls.to_vec(),
    }
}

#[track_caller]
fn new_game(seats: usize, options: &Options, setup: &Setup) -> Genova {
    Genova::new(seats, options, Some(setup), 7).unwrap_or_else(|e| panic!("{seats} seats: {e}"))
}

/// `seats` players, seat 0 first, the decks in the page's order (quiet messages first) and
/// these dice.
#[track_caller]
fn game(seats: usize, rolls: &[[u8; 2]]) -> Genova {
    new_game(
        seats,
        &Options::default(),
        &setup(0, decks("", "", "", ""), rolls),
    )
}

// ---------------------------------------------------------------- positions

/// Gives `seat` these items from the supply: goods, tiles and `marker` from stock, cards from
/// wherever they are (deck or another hand).
#[track_caller]
fn give(g: &mut Genova, seat: u8, items: &str) {
    let seat = Seat(seat);
    for tok in items.split_whitespace() {
        match item(tok) {
            Item::Good(x) => {
                assert!(g.goods[x.index()] > 0, "no {x} in stock");
                g.goods[x.index()] -= 1;
            }
            Item::Tile(t) => {
                assert!(g.tiles[t.index()] > 0, "no {t} in stock");
                g.tiles[t.index()] -= 1;
            }
            Item::Marker => assert!(g.marker_stock(seat) > 0, "no marker of seat {seat} left"),
            Item::Card(c) => take_card(g, c),
        }
        g.players[seat].add(item(tok));
    }
}

/// Takes a card out of its deck or a hand (to hand it to someone else).
#[track_caller]
fn take_card(g: &mut Genova, c: Card) {
    let pile = &mut g.decks[c.deck.index()];
    for list in [&mut pile.down, &mut pile.up] {
        if let Some(i) = list.iter().position(|&x| x == c) {
            list.remove(i);
            return;
        }
    }
    for h in g.players.values_mut() {
        if h.count(Item::Card(c)) > 0 {
            h.remove(Item::Card(c));
            return;
        }
    }
    panic!("{c} is nowhere");
}

/// Empties the stock of a good into `seat`'s holdings (an out-of-stock supply).
fn corner(g: &mut Genova, seat: u8, good: Good) {
    while g.goods[good.index()] > 0 {
        give(g, seat, good.word());
    }
}

/// Puts a marker of `seat`'s colour, from the supply, on each of these buildings.
#[track_caller]
fn own(g: &mut Genova, seat: u8, buildings: &str) {
    for b in buildings.split_whitespace() {
        assert!(
            g.marker_stock(Seat(seat)) > 0,
            "no marker of seat {seat} left"
        );
        g.owners.entry(bd(b)).or_default().push(Seat(seat));
    }
}

fn ducats(g: &Genova, seat: u8) -> u32 {
    g.players[Seat(seat)].ducats
}

fn count(g: &Genova, seat: u8, it: &str) -> usize {
    g.players[Seat(seat)].count(item(it))
}

fn good_stock(g: &Genova, good: &str) -> u8 {
    g.good_stock(good.parse().unwrap())
}

fn tile_stock(g: &Genova, tile: &str) -> u8 {
    g.tile_stock(tile.parse().unwrap())
}

fn owners(g: &Genova, b: &str) -> Vec<Seat> {
    g.owners.get(&bd(b)).cloned().unwrap_or_default()
}

// ---------------------------------------------------------------- playing moves

/// Plays a move that must be legal: every move listed for a seat to act passes `check`, and
/// no good, tile, card or marker appears or vanishes.
#[track_caller]
fn play(g: &mut Genova, seat: u8, m: &str) -> Vec<Event> {
    for s in g.to_act() {
        for legal in g.legal_moves(s) {
            assert_eq!(g.check(s, &legal), Ok(()), "listed `{legal}` of seat {s}");
        }
    }
    let before = g.census();
    let events = g
        .play(Seat(seat), &mv(m))
        .unwrap_or_else(|e| panic!("`{m}` by seat {seat}: {e}"));
    let after = g.census();
    assert_eq!(after.goods, before.goods, "`{m}`: goods conserved");
    assert_eq!(after.tiles, before.tiles, "`{m}`: tiles conserved");
    assert_eq!(after.cards, before.cards, "`{m}`: cards conserved");
    assert!(after.markers.iter().all(|&n| n <= 7), "`{m}`: markers");
    events
}

/// Plays `seat: move` lines separated by `;` (`"0 roll; 1 offer GH 10; 0 accept 1 GH"`) and
/// returns every event.
#[track_caller]
fn run(g: &mut Genova, script: &str) -> Vec<Event> {
    let mut events = Vec::new();
    for line in script.split(';').map(str::trim).filter(|l| !l.is_empty()) {
        let (seat, m) = line.split_once(' ').expect("`seat move`");
        events.extend(play(g, seat.parse().expect("a seat number"), m));
    }
    events
}

/// A move that must be refused without any change to the state.
#[track_caller]
fn refused(g: &mut Genova, seat: u8, m: &str) -> PlayError<Illegal> {
    let before = g.clone();
    let err = g
        .play(Seat(seat), &mv(m))
        .expect_err(&format!("`{m}` by seat {seat} must be refused"));
    assert_eq!(*g, before, "the refused `{m}` changed the state");
    err
}

/// A move of a seat to act that is refused as illegal (the state unchanged) and not listed.
#[track_caller]
fn illegal(g: &mut Genova, seat: u8, m: &str) -> Illegal {
    assert!(
        !g.legal_moves(Seat(seat)).contains(&mv(m)),
        "`{m}` is listed for seat {seat}"
    );
    match refused(g, seat, m) {
        PlayError::Illegal(i) => i,
        e => panic!("`{m}`: expected an illegal move, got {e:?}"),
    }
}

fn listed(g: &Genova, seat: u8, m: &str) -> bool {
    g.legal_moves(Seat(seat)).contains(&mv(m))
}

/// Plays the turn of the active player without any deal: roll (or the given first move),
/// then `end`, then everybody passes the markers.
#[track_caller]
fn quiet_turn(g: &mut Genova, first: &str) -> Vec<Event> {
    let active = g.active.0;
    let mut events = play(g, active, first);
    events.extend(play(g, active, "end"));
    while let Some(p) = g.placer() {
        events.extend(play(g, p.0, "pass"));
    }
    events
}

fn lapsed(seat: u8, space: &str) -> Event {
    Event::Lapsed {
        seat: Seat(seat),
        space: sp(space),
    }
}

fn to_json<T: serde::Serialize>(v: &T) -> Value {
    serde_json::to_value(v).unwrap()
}

fn seats(v: &[u8]) -> Vec<Seat> {
    v.iter().map(|&s| Seat(s)).collect()
}
