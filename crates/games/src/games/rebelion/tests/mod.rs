//! One test per rule of `shared/rules/rebelion.md` and of the main part of the blog post
//! (seed 003), named after the rule.
//!
//! Positions start from an explicit [`Setup`] and then set the table directly with [`Pos`],
//! which puts every card of the deck somewhere (hands, armies, camps, discard pile or draw
//! pile); every move played through [`play`] checks that all 72 cards are still there.

use serde_json::{json, Value};

use super::state::{Phase, TurnDone};
use super::*;
use crate::engine::{Game, PerSeat, PlayError, Seat, Standing};

const S0: Seat = Seat(0);
const S1: Seat = Seat(1);

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(card).collect()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap_or_else(|e| panic!("`{s}`: {e}"))
}

fn per_seat<T>(a: T, b: T) -> PerSeat<T> {
    PerSeat::from(vec![a, b])
}

fn sorted(v: &[Card]) -> Vec<Card> {
    let mut v = v.to_vec();
    v.sort();
    v
}

fn to_json<T: serde::Serialize>(v: &T) -> Value {
    serde_json::to_value(v).unwrap()
}

/// Every card of the deck is somewhere, exactly once (El Mago out of the game counts).
#[track_caller]
fn assert_conserved(g: &Rebelion) {
    let mut all = g.all_cards();
    all.extend(g.removed());
    assert_eq!(
        sorted(&all),
        sorted(&g.options.full_deck()),
        "cards conserved"
    );
}

/// Removes one copy of each of `used` from `pool`; a card placed more often than the deck
/// holds it is a mistake in the test.
fn remove_all(pool: &mut Vec<Card>, used: &[Card]) {
    for c in used {
        let i = pool
            .iter()
            .position(|x| x == c)
            .unwrap_or_else(|| panic!("{c} is placed more often than the deck holds it"));
        pool.remove(i);
    }
}

// ---------------------------------------------------------------- explicit deals

/// Camps of the pick games: figures of Oros and Copas for seat 0, high Oros and Copas for
/// seat 1, so every troop card is free for the hands.
const PICK_CAMPS: [&str; 2] = ["10O 11O 12O 10C 11C 12C", "7O 8O 9O 7C 8C 9C"];

/// A whole deck, top first: `top`, then the rest of the deck in [`Card::deck`] order.
fn deck_with(numbers: u8, top: &str) -> Vec<Card> {
    let mut top = cards(top);
    let mut rest = Card::deck(numbers);
    remove_all(&mut rest, &top);
    top.extend(rest);
    top
}

/// A deal with the standard pick camps, these hands (six cards each) and the draw pile
/// starting with `draws`.
fn pick_deck(hand0: &str, hand1: &str, draws: &str) -> Vec<Card> {
    deck_with(
        9,
        &format!(
            "{} {} {hand0} {hand1} {draws}",
            PICK_CAMPS[0], PICK_CAMPS[1]
        ),
    )
}

fn from_deck(options: &Options, deck: Vec<Card>) -> Rebelion {
    let g = Rebelion::new(2, options, Some(&Setup { deck }), 1).unwrap();
    assert_conserved(&g);
    g
}

fn pick_game(hand0: &str, hand1: &str) -> Rebelion {
    from_deck(&Options::default(), pick_deck(hand0, hand1, ""))
}

/// A match after a decisive pick: seat 0 (9B against 2B) leads the peasants and has drawn
/// 1O in its first turn; the next draws are 1C, 2O, 2C.
fn started() -> Rebelion {
    let deal = pick_deck("9B 5B 3B 4O 5O 6O", "2B 7E 6E 4C 5C 6C", "1O 1C 2O 2C");
    let mut g = from_deck(&Options::default(), deal);
    play(&mut g, S0, "pick 9B");
    play(&mut g, S1, "pick 2B");
    assert_eq!(g.to_act(), vec![S0]);
    g
}

// ---------------------------------------------------------------- positions

/// A position in the middle of a match, in the active player's main step.
#[derive(Clone, Copy)]
struct Pos<'a> {
    active: u8,
    turn: u32,
    /// The seat leading the peasants (Bastos); the other leads the militia (Espadas).
    peasants: u8,
    hands: [&'a str; 2],
    armies: [&'a str; 2],
    /// Six slots each; `-` for a camp that is gone.
    camps: [&'a str; 2],
    /// Oldest first.
    discard: &'a str,
    /// The top of the draw pile, top first.
    deck_top: &'a str,
    /// Whether the cards named nowhere else lie under `deck_top`; otherwise they are the
    /// oldest cards of the discard pile and the draw pile is only `deck_top`.
    deck_rest: bool,
    /// The Tarot variant and its 106-card deck.
    tarot: bool,
}

const POS: Pos<'static> = Pos {
    active: 0,
    turn: 2,
    peasants: 0,
    hands: ["", ""],
    armies: ["", ""],
    camps: ["10O 11O 12O 10C 11C 12C", "10E 11E 12E 10B 11B 12B"],
    discard: "",
    deck_top: "",
    deck_rest: true,
    tarot: false,
};

fn camp_slots(s: &str) -> Vec<Option<Card>> {
    let slots: Vec<Option<Card>> = s
        .split_whitespace()
        .map(|w| (w != "-").then(|| card(w)))
        .collect();
    assert_eq!(slots.len(), 6, "six camp slots: {s}");
    slots
}

impl Pos<'_> {
    fn build(self) -> Rebelion {
        let options = Options {
            tarot: self.tarot,
            ..Options::default()
        };
        let mut g = Rebelion::new(
            2,
            &options,
            Some(&Setup {
                deck: options.full_deck(),
            }),
            1,
        )
        .unwrap();
        let hands = self.hands.map(cards);
        let armies = self.armies.map(cards);
        let camps = self.camps.map(camp_slots);
        let mut discard = cards(self.discard);
        let top = cards(self.deck_top);
        let used: Vec<Card> = hands
            .iter()
            .flatten()
            .chain(armies.iter().flatten())
            .chain(camps.iter().flatten().flatten())
            .chain(&discard)
            .chain(&top)
            .copied()
            .collect();
        let mut rest = options.full_deck();
        remove_all(&mut rest, &used);
        let mut deck = top;
        if self.deck_rest {
            deck.extend(rest);
        } else {
            rest.extend(discard);
            discard = rest;
        }
        g.deck = deck.into_iter().rev().collect();
        g.discard = discard;
        g.hands = PerSeat::from(hands.to_vec());
        g.armies = PerSeat::from(armies.to_vec());
        g.camps = PerSeat::from(camps.to_vec());
        let peasants = Seat(self.peasants);
        g.sides[peasants] = Some(Suit::Bastos);
        g.sides[peasants.other()] = Some(Suit::Espadas);
        g.phase = Phase::Main;
        g.turn = self.turn;
        g.active = Seat(self.active);
        g.done = TurnDone::default();
        g.idle = 0;
        g.winners = None;
        assert_conserved(&g);
        g
    }
}

// ---------------------------------------------------------------- playing moves

/// Plays a move that must be legal; checks that every listed legal move passes `check` and
/// that all cards are still there afterwards.
#[track_caller]
fn play(g: &mut Rebelion, seat: Seat, m: &str) -> Vec<Event> {
    for s in g.to_act() {
        for legal in g.legal_moves(s) {
            assert_eq!(g.check(s, &legal), Ok(()), "listed `{legal}` of seat {s}");
        }
    }
    let events = g
        .play(seat, &mv(m))
        .unwrap_or_else(|e| panic!("`{m}` by seat {seat}: {e}"));
    assert_conserved(g);
    events
}

/// A move that must be refused without any change to the state.
#[track_caller]
fn refused(g: &mut Rebelion, seat: Seat, m: &str) -> PlayError<Illegal> {
    let before = g.clone();
    let err = g
        .play(seat, &mv(m))
        .expect_err(&format!("`{m}` must be refused"));
    assert_eq!(*g, before, "the refused move `{m}` changed the state");
    err
}

/// A move of a seat to act that must be refused as illegal, and is not listed as legal.
#[track_caller]
fn illegal(g: &mut Rebelion, seat: Seat, m: &str) -> Illegal {
    assert!(!g.legal_moves(seat).contains(&mv(m)), "`{m}` is listed");
    match refused(g, seat, m) {
        PlayError::Illegal(i) => i,
        e => panic!("`{m}`: expected an illegal move, got {e:?}"),
    }
}

fn listed(g: &Rebelion, seat: Seat, m: &str) -> bool {
    g.legal_moves(seat).contains(&mv(m))
}

/// Whether the whole purchase `m` (`buy 5C with 9O change 1O`) can be made by clicking listed
/// steps (`buy 5C`, `pay 9O`, `change 1O`, `buy`), ending where the one-shot move ends.
fn buyable(g: &Rebelion, seat: Seat, m: &str) -> bool {
    let Move::Buy { card, with, change } = mv(m) else {
        panic!("`{m}` is not a whole purchase");
    };
    let mut whole = g.clone();
    if whole.play(seat, &mv(m)).is_err() {
        return false;
    }
    let steps = std::iter::once(Move::Purchase(card))
        .chain(with.into_iter().map(Move::Pay))
        .chain(change.into_iter().map(Move::Change))
        .chain(std::iter::once(Move::Complete));
    let mut g = g.clone();
    for step in steps {
        if !g.legal_moves(seat).contains(&step) {
            return false;
        }
        g.play(seat, &step).expect("listed steps are legal");
    }
    g == whole
}

fn combats(events: &[Event]) -> Vec<&Event> {
    events
        .iter()
        .filter(|e| matches!(e, Event::Combat { .. }))
        .collect()
}

fn combat(attacker: &str, al: u8, af: Fate, blocker: &str, bl: u8, bf: Fate) -> Event {
    Event::Combat {
        attacker: card(attacker),
        blocker: card(blocker),
        attacker_level: al,
        blocker_level: bl,
        attacker_fate: af,
        blocker_fate: bf,
    }
}

fn replaced(c: &str) -> Fate {
    Fate::Replaced(card(c))
}

/// Every owner of a damaged army is asked to heal, even with nothing to heal with (skipping
/// them would tell the opponent so): each heal decision left passes, and the events of the
/// combats resolved meanwhile are returned.
fn pass_heals(g: &mut Rebelion) -> Vec<Event> {
    let mut events = Vec::new();
    while matches!(g.phase, Phase::Heal { .. }) {
        let seat = g.to_act()[0];
        events.extend(play(g, seat, "pass"));
    }
    events
}

mod blocks;
mod camps;
mod combat;
mod deck_and_setup;
mod end_of_deck;
mod expert;
mod golden_deals;
mod hidden_information;
mod oros;
mod props;
mod refusals;
mod replay;
mod scenes;
mod seed_example;
mod sides;
mod tarot;
mod turn;
