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

/// Every card of the deck is somewhere, exactly once.
#[track_caller]
fn assert_conserved(g: &Rebelion) {
    assert_eq!(
        sorted(&g.all_cards()),
        sorted(&Card::deck(g.options.numbers())),
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
        let mut g = Rebelion::new(
            2,
            &Options::default(),
            Some(&Setup {
                deck: Card::deck(9),
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
        let mut rest = Card::deck(9);
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
        g.stall = 0;
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

// ---------------------------------------------------------------- deck and setup

#[test]
fn option_deck_40_plays_with_sixty_cards() {
    let options = Options {
        deck: 40,
        ..Options::default()
    };
    let g = Rebelion::new(2, &options, None, 5).unwrap();
    assert_eq!(g.all_cards().len(), 60);
    assert_conserved(&g);
    assert_eq!(g.public_view().deck_left, 60 - 24);
    assert!(g.all_cards().iter().all(|c| c.level != 8 && c.level != 9));
    // An explicit deal must then be the 60 cards.
    let setup = Setup {
        deck: Card::deck(9),
    };
    assert!(Rebelion::new(2, &options, Some(&setup), 5).is_err());
    let setup = Setup {
        deck: Card::deck(7),
    };
    assert!(Rebelion::new(2, &options, Some(&setup), 5).is_ok());
}

#[test]
fn setup_deals_camps_then_hands_from_explicit_deck() {
    let mut deck = Card::deck(9);
    deck.reverse();
    deck.rotate_left(5);
    let g = from_deck(&Options::default(), deck.clone());
    for i in 0..6 {
        assert_eq!(g.camps[S0][i], Some(deck[i]), "seat 0, camp {}", i + 1);
        assert_eq!(g.camps[S1][i], Some(deck[6 + i]), "seat 1, camp {}", i + 1);
    }
    assert_eq!(g.hands[S0], deck[12..18]);
    assert_eq!(g.hands[S1], deck[18..24]);
    let pile: Vec<Card> = g.deck.iter().rev().copied().collect();
    assert_eq!(pile, deck[24..], "the rest is the draw pile, top first");
    assert_eq!(g.public_view().deck_left, 48);
    assert_eq!(g.seat_view(S0).camp_cards, g.camps[S0]);
    // The seed plays no part in an explicit deal.
    let other = Rebelion::new(2, &Options::default(), Some(&Setup { deck }), 77).unwrap();
    assert_eq!(
        (&other.camps, &other.hands, &other.deck),
        (&g.camps, &g.hands, &g.deck)
    );
    // The first player's first draw is card 25.
    let g = started();
    assert_eq!(g.hands[S0].last(), Some(&card("1O")));
    assert_eq!(g.public_view().deck_left, 47);
}

#[test]
fn setup_rejects_a_deck_that_is_not_the_whole_deck_and_bad_options() {
    let full = Card::deck(9);
    let mut duplicate = full.clone();
    duplicate[0] = duplicate[1];
    let mut extra = full.clone();
    extra.push(card("1O"));
    for deck in [full[1..].to_vec(), duplicate, extra, Vec::new()] {
        let n = deck.len();
        assert!(
            Rebelion::new(2, &Options::default(), Some(&Setup { deck }), 1).is_err(),
            "{n} cards"
        );
    }
    let bad_options = [
        Options {
            deck: 50,
            ..Options::default()
        },
        Options {
            side: Some("E".into()),
            ..Options::default()
        },
        Options {
            sides: SidesRule::Chosen,
            side: Some("O".into()),
            ..Options::default()
        },
    ];
    for options in bad_options {
        assert!(Rebelion::new(2, &options, None, 1).is_err(), "{options:?}");
    }
    for seats in [0, 1, 3] {
        assert!(Rebelion::new(seats, &Options::default(), None, 1).is_err());
    }
}

// ---------------------------------------------------------------- sides

#[test]
fn side_pick_is_secret_and_simultaneous() {
    let mut g = pick_game("9B 5B 3B 4O 5O 6O", "2B 7E 6E 4C 5C 6C");
    assert_eq!(g.to_act(), vec![S0, S1], "both pick at once");
    assert_eq!(g.public_view().pending, "pick");
    assert_eq!(g.public_view().sides, per_seat(None, None));
    assert!(g.legal_moves(S0).contains(&mv("pick 9B")));
    assert!(g.legal_moves(S1).contains(&mv("pick 2B")));
    assert_eq!(
        illegal(&mut g, S0, "pick 2B"),
        Illegal::NotInHand(card("2B"))
    );
    let public_before = to_json(&g.public_view());
    let opponent_before = to_json(&g.seat_view(S1));

    let events = play(&mut g, S0, "pick 9B");
    assert_eq!(
        events,
        vec![Event::Picked { seat: S0 }],
        "the card is not named"
    );
    assert_eq!(g.to_act(), vec![S1]);
    // Neither the public view nor the opponent's view tells which card was picked: only
    // `to_act` changed.
    let mut public = to_json(&g.public_view());
    assert_eq!(public["to_act"], json!([1]));
    public["to_act"] = public_before["to_act"].clone();
    assert_eq!(public, public_before);
    let mut opponent = to_json(&g.seat_view(S1));
    opponent["to_act"] = opponent_before["to_act"].clone();
    assert_eq!(opponent, opponent_before);
    assert_eq!(g.seat_view(S1).my_pick, None);
    assert_eq!(g.seat_view(S0).my_pick, Some(card("9B")));
    // A pick is final.
    assert!(matches!(
        refused(&mut g, S0, "pick 5B"),
        PlayError::NotYourTurn(S0)
    ));

    // Both are revealed together, whoever picks first.
    let events = play(&mut g, S1, "pick 2B");
    assert_eq!(
        events[..2],
        [
            Event::Picked { seat: S1 },
            Event::PicksRevealed {
                cards: per_seat(card("9B"), card("2B"))
            }
        ]
    );
    let mut h = pick_game("9B 5B 3B 4O 5O 6O", "2B 7E 6E 4C 5C 6C");
    play(&mut h, S1, "pick 2B");
    assert_eq!(h.to_act(), vec![S0]);
    play(&mut h, S0, "pick 9B");
    assert_eq!(h, g, "the order of the picks makes no difference");
}

#[test]
fn higher_bastos_takes_peasants_and_starts() {
    for (p0, p1, peasants) in [("5B", "8B", S1), ("9B", "8B", S0), ("1B", "12B", S1)] {
        let mut g = pick_game(
            &format!("{p0} 1O 2O 3O 4O 5O"),
            &format!("{p1} 1C 2C 3C 4C 5C"),
        );
        play(&mut g, S0, &format!("pick {p0}"));
        let events = play(&mut g, S1, &format!("pick {p1}"));
        assert!(
            events.contains(&Event::SidesSet {
                peasants,
                first: peasants
            }),
            "{events:?}"
        );
        assert_eq!(g.sides[peasants], Some(Suit::Bastos));
        assert_eq!(g.sides[peasants.other()], Some(Suit::Espadas));
        assert_eq!(g.to_act(), vec![peasants], "the peasants start");
        assert_eq!(g.turn, 1);
        assert_eq!(g.public_view().pending, "main");
        assert_eq!(g.hands[peasants].len(), 7, "the first turn draws");
        assert_eq!(g.hands[peasants.other()].len(), 6);
        let sides = g.public_view().sides;
        assert_eq!(sides[peasants].as_deref(), Some("B"));
        assert_eq!(sides[peasants.other()].as_deref(), Some("E"));
    }
}

#[test]
fn non_bastos_counts_zero() {
    for p0 in ["12E", "6O", "6C"] {
        let mut g = pick_game(&format!("{p0} 1O 2O 3O 4O 5O"), "1B 1C 2C 3C 4C 5C");
        play(&mut g, S0, &format!("pick {p0}"));
        let events = play(&mut g, S1, "pick 1B");
        assert!(
            events.contains(&Event::SidesSet {
                peasants: S1,
                first: S1
            }),
            "{p0} counts 0 against the 1 of Bastos: {events:?}"
        );
    }
}

#[test]
fn equal_picks_redeal() {
    for (hand0, hand1, p0, p1) in [
        ("5B 1O 2O 3O 4O 5O", "5B 1C 2C 3C 4C 5C", "5B", "5B"),
        ("9E 1O 2O 3O 4O 5O", "6C 1C 2C 3C 4C 5C", "9E", "6C"),
    ] {
        let mut g = pick_game(hand0, hand1);
        let before = g.clone();
        play(&mut g, S0, &format!("pick {p0}"));
        let events = play(&mut g, S1, &format!("pick {p1}"));
        assert_eq!(events.last(), Some(&Event::Redealt), "{p0} against {p1}");
        assert!(!events
            .iter()
            .any(|e| matches!(e, Event::SidesSet { .. } | Event::TurnBegan { .. })));
        // Hands and camps went back, the deck was shuffled and dealt again.
        assert_eq!(g.to_act(), vec![S0, S1]);
        assert_eq!(g.public_view().pending, "pick");
        assert_eq!(
            g.phase,
            Phase::Pick {
                picks: per_seat(None, None)
            }
        );
        assert_eq!(g.sides, per_seat(None, None));
        assert_eq!(g.turn, 1);
        assert!(g.hands.values().all(|h| h.len() == 6));
        assert!(g.camps.values().all(|c| c.iter().all(Option::is_some)));
        assert_eq!(g.public_view().deck_left, 48);
        assert!(g.discard.is_empty());
        assert_ne!(
            (&g.camps, &g.hands, &g.deck),
            (&before.camps, &before.hands, &before.deck),
            "a new deal"
        );
    }
}

#[test]
fn option_sides_chosen() {
    // The challenger (seat 0) leads the peasants by default; sides are known from the start.
    let chosen = Options {
        sides: SidesRule::Chosen,
        ..Options::default()
    };
    let deal = pick_deck("3B 12E 1O 2O 3O 4O", "12B 2E 1C 2C 3C 4C", "");
    let mut g = from_deck(&chosen, deal.clone());
    assert_eq!(
        g.public_view().sides,
        per_seat(Some("B".to_owned()), Some("E".to_owned()))
    );
    assert_eq!(g.to_act(), vec![S0, S1], "both still pick");
    // Seat 0's own 3 beats seat 1's 12 of the wrong suit.
    play(&mut g, S0, "pick 3B");
    let events = play(&mut g, S1, "pick 12B");
    assert!(events.contains(&Event::SidesSet {
        peasants: S0,
        first: S0
    }));
    assert_eq!(g.to_act(), vec![S0]);
    // A card of one's own suit: the militia's 2 beats a 12 of Espadas shown by the peasants.
    let mut g = from_deck(&chosen, deal.clone());
    play(&mut g, S0, "pick 12E");
    let events = play(&mut g, S1, "pick 2E");
    assert!(events.contains(&Event::SidesSet {
        peasants: S0,
        first: S1
    }));
    assert_eq!(
        g.sides,
        per_seat(Some(Suit::Bastos), Some(Suit::Espadas)),
        "sides do not change"
    );
    // `side: E` gives the challenger the militia.
    let militia = Options {
        sides: SidesRule::Chosen,
        side: Some("E".into()),
        ..Options::default()
    };
    let mut g = from_deck(&militia, deal.clone());
    assert_eq!(g.sides, per_seat(Some(Suit::Espadas), Some(Suit::Bastos)));
    play(&mut g, S0, "pick 12E");
    let events = play(&mut g, S1, "pick 12B");
    assert_eq!(
        events.last(),
        Some(&Event::Redealt),
        "equal own cards redeal"
    );
    assert_eq!(g.sides, per_seat(Some(Suit::Espadas), Some(Suit::Bastos)));
    assert_eq!(g.to_act(), vec![S0, S1]);
}

#[test]
fn picked_card_stays_in_hand() {
    let g = started();
    assert!(g.hands[S0].contains(&card("9B")));
    assert!(g.hands[S1].contains(&card("2B")));
    assert_eq!(g.hands[S0].len(), 7);
    assert_eq!(g.hands[S1].len(), 6);
    assert!(g.discard.is_empty());
    let mut g = g;
    play(&mut g, S0, "play 9B");
}

// ---------------------------------------------------------------- the turn

#[test]
fn draw_each_turn() {
    let mut g = Pos {
        deck_top: "1O 2O 3O",
        hands: ["4C", "5C"],
        ..POS
    }
    .build();
    let left = g.public_view().deck_left;
    let events = play(&mut g, S0, "pass");
    assert_eq!(
        events,
        vec![
            Event::Passed { seat: S0 },
            Event::TurnBegan {
                seat: S1,
                turn: 3,
                drew: true
            }
        ],
        "the drawn card is not named"
    );
    assert_eq!(sorted(&g.hands[S1]), cards("1O 5C"));
    play(&mut g, S1, "pass");
    assert_eq!(sorted(&g.hands[S0]), cards("2O 4C"));
    assert_eq!(g.public_view().deck_left, left - 2);
    assert_eq!(g.public_view().hand_sizes, per_seat(2, 2));
}

#[test]
fn no_draw_with_seven_or_more() {
    let mut g = Pos {
        hands: ["1O 2O 3O 4O 5O 6O", "1E 2E 3E 4E 5E 6E 1B"],
        deck_top: "1C 2C",
        ..POS
    }
    .build();
    let left = g.public_view().deck_left;
    let events = play(&mut g, S0, "pass");
    assert_eq!(
        events.last(),
        Some(&Event::TurnBegan {
            seat: S1,
            turn: 3,
            drew: false
        })
    );
    assert_eq!(g.hands[S1].len(), 7);
    assert_eq!(g.public_view().deck_left, left);
    // Six cards at the start of the turn: a draw, up to seven.
    play(&mut g, S1, "play 6E");
    play(&mut g, S1, "pass");
    assert_eq!(g.hands[S0].len(), 7);
    assert!(g.hands[S0].contains(&card("1C")));
    play(&mut g, S0, "pass");
    assert_eq!(g.hands[S1].len(), 7);
    assert!(g.hands[S1].contains(&card("2C")));
    // With seven again (or more) the next turn draws nothing.
    let events = play(&mut g, S1, "pass");
    assert_eq!(
        events.last(),
        Some(&Event::TurnBegan {
            seat: S0,
            turn: 6,
            drew: false
        })
    );
    assert_eq!(g.public_view().deck_left, left - 2);
}

#[test]
fn no_hand_limit() {
    let mut g = Pos {
        hands: ["1O 2O 3O 4O 5O 6O 7O", ""],
        ..POS
    }
    .build();
    play(&mut g, S0, "empty 1");
    assert_eq!(g.hands[S0].len(), 8);
    // Nothing forces a discard: passing with eight cards is fine, turn after turn.
    play(&mut g, S0, "pass");
    play(&mut g, S1, "pass");
    assert_eq!(g.hands[S0].len(), 8, "no draw either");
    play(&mut g, S0, "pass");
    assert_eq!(g.public_view().hand_sizes[S0], 8);
}

#[test]
fn no_draw_with_empty_deck() {
    let mut g = Pos {
        armies: ["5B", "5E"],
        deck_rest: false,
        ..POS
    }
    .build();
    assert_eq!(g.public_view().deck_left, 0);
    let events = play(&mut g, S0, "pass");
    assert_eq!(
        events.last(),
        Some(&Event::TurnBegan {
            seat: S1,
            turn: 3,
            drew: false
        })
    );
    assert!(g.hands[S1].is_empty());
    assert_eq!(g.public_view().status, "playing");
}

#[test]
fn one_army_per_turn() {
    let mut g = Pos {
        hands: ["3B 4B", ""],
        ..POS
    }
    .build();
    let events = play(&mut g, S0, "play 3B");
    assert_eq!(
        events,
        vec![Event::Played {
            seat: S0,
            card: card("3B")
        }]
    );
    assert_eq!(g.armies[S0], cards("3B"));
    assert_eq!(g.to_act(), vec![S0], "the turn goes on");
    assert_eq!(
        illegal(&mut g, S0, "play 4B"),
        Illegal::AlreadyDone("brought an army into play")
    );
    assert!(!g.legal_moves(S0).iter().any(|m| matches!(m, Move::Play(_))));
    play(&mut g, S0, "pass");
    play(&mut g, S1, "pass");
    play(&mut g, S0, "play 4B");
    assert_eq!(sorted(&g.armies[S0]), cards("3B 4B"));
}

#[test]
fn only_own_suit_armies() {
    let mut g = Pos {
        hands: ["3E 3O 3C 3B", "4B 4E"],
        ..POS
    }
    .build();
    for c in ["3E", "3O", "3C"] {
        assert_eq!(
            illegal(&mut g, S0, &format!("play {c}")),
            Illegal::NotYourTroop(card(c))
        );
    }
    let plays: Vec<Move> = g
        .legal_moves(S0)
        .into_iter()
        .filter(|m| matches!(m, Move::Play(_)))
        .collect();
    assert_eq!(plays, vec![mv("play 3B")]);
    assert_eq!(
        illegal(&mut g, S0, "play 9B"),
        Illegal::NotInHand(card("9B"))
    );
    play(&mut g, S0, "pass");
    assert_eq!(
        illegal(&mut g, S1, "play 4B"),
        Illegal::NotYourTroop(card("4B"))
    );
    play(&mut g, S1, "play 4E");
}

#[test]
fn no_attack_on_the_very_first_turn() {
    let mut g = started();
    assert_eq!(g.turn, 1);
    play(&mut g, S0, "play 9B");
    assert_eq!(illegal(&mut g, S0, "attack 9B"), Illegal::FirstTurn);
    assert!(!g
        .legal_moves(S0)
        .iter()
        .any(|m| matches!(m, Move::Attack(_))));
    // Even against armies on the table.
    let mut g = Pos {
        turn: 1,
        armies: ["9B", "5E"],
        ..POS
    }
    .build();
    assert_eq!(illegal(&mut g, S0, "attack 9B"), Illegal::FirstTurn);
}

#[test]
fn attack_allowed_on_second_turn() {
    let mut g = started();
    play(&mut g, S0, "play 9B");
    play(&mut g, S0, "pass");
    // The second player's first turn: an army played this turn may attack at once.
    assert_eq!(g.turn, 2);
    play(&mut g, S1, "play 7E");
    assert!(listed(&g, S1, "attack 7E"));
    play(&mut g, S1, "attack 7E");
    assert_eq!(g.public_view().pending, "block");
    play(&mut g, S0, "block");
    play(&mut g, S1, "camp 1");
    play(&mut g, S1, "pass");
    // And the first player's second turn.
    assert_eq!(g.turn, 3);
    assert!(listed(&g, S0, "attack 9B"));
    play(&mut g, S0, "attack 9B");
    assert_eq!(g.public_view().pending, "block");
    assert_eq!(g.to_act(), vec![S1]);
}

#[test]
fn one_attack_per_turn() {
    let mut g = Pos {
        armies: ["6B 4B", ""],
        camps: ["10O 11O 12O 10C 11C 12C", "1O 2O 3O 4O 5O 6O"],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 6B");
    play(&mut g, S0, "camp 1");
    assert_eq!(
        illegal(&mut g, S0, "attack 4B"),
        Illegal::AlreadyDone("attacked")
    );
    assert_eq!(
        illegal(&mut g, S0, "attack 5B"),
        Illegal::AlreadyDone("attacked")
    );
}

// ---------------------------------------------------------------- blocks

#[test]
fn defender_assigns_one_blocker_per_attacker() {
    let mut g = Pos {
        armies: ["6B 4B", "5E 7E"],
        ..POS
    }
    .build();
    let events = play(&mut g, S0, "attack 4B 6B");
    assert_eq!(
        events,
        vec![Event::Attacked {
            seat: S0,
            armies: cards("4B 6B")
        }]
    );
    assert_eq!(
        g.to_act(),
        vec![S1],
        "the defender decides in the attacker's turn"
    );
    assert_eq!(g.public_view().pending, "block");
    assert!(matches!(
        refused(&mut g, S0, "pass"),
        PlayError::NotYourTurn(S0)
    ));
    assert_eq!(
        illegal(&mut g, S1, "block 6B:5E 6B:7E"),
        Illegal::DoubleBlock
    );
    assert_eq!(
        illegal(&mut g, S1, "block 3B:5E"),
        Illegal::NotAttacking(card("3B"))
    );
    assert_eq!(
        illegal(&mut g, S1, "block 6B:9E"),
        Illegal::NoSuchEnemyArmy(card("9E"))
    );
    // No block, one of four single blocks, or one of two double blocks.
    assert_eq!(g.legal_moves(S1).len(), 7);
    assert!(listed(&g, S1, "block"));
    // An attacker may be left unblocked.
    let events = play(&mut g, S1, "block 6B:5E");
    assert_eq!(
        events[0],
        Event::Blocked {
            pairs: vec![(card("6B"), card("5E"))]
        }
    );
    assert_eq!(
        combats(&events).len(),
        1,
        "one blocked combat needs no order"
    );
    assert_eq!(g.public_view().pending, "camp");
    assert_eq!(g.to_act(), vec![S0]);
}

#[test]
fn each_army_blocks_once() {
    let mut g = Pos {
        armies: ["6B 4B", "5E 7E"],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 4B 6B");
    assert_eq!(
        illegal(&mut g, S1, "block 4B:5E 6B:5E"),
        Illegal::DoubleBlock
    );
    // Two copies of one card are two armies.
    let mut g = Pos {
        armies: ["6B 4B", "5E 5E"],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 4B 6B");
    assert!(listed(&g, S1, "block 4B:5E 6B:5E"));
    play(&mut g, S1, "block 4B:5E 6B:5E");
    assert_eq!(g.public_view().pending, "order");
}

#[test]
fn defender_orders_combats() {
    let start = Pos {
        armies: ["6B 4B", "5E 12E"],
        ..POS
    }
    .build();
    let mut g = start.clone();
    play(&mut g, S0, "attack 4B 6B");
    play(&mut g, S1, "block 4B:12E 6B:5E");
    assert_eq!(g.public_view().pending, "order");
    assert_eq!(g.to_act(), vec![S1]);
    assert!(matches!(
        refused(&mut g, S0, "order 6B 4B"),
        PlayError::NotYourTurn(S0)
    ));
    for bad in ["order 6B", "order 6B 6B", "order 4B 6B 5B"] {
        assert_eq!(illegal(&mut g, S1, bad), Illegal::BadOrder, "{bad}");
    }
    assert!(listed(&g, S1, "order 4B 6B") && listed(&g, S1, "order 6B 4B"));
    let decided = g.clone();
    // 4B first: the 12E falls to 8 with nothing to replace it, then 6B and 5E fall.
    let events = play(&mut g, S1, "order 4B 6B");
    assert_eq!(
        combats(&events),
        [
            &combat("4B", 0, Fate::Destroyed, "12E", 8, Fate::Retreats),
            &combat("6B", 1, Fate::Retreats, "5E", 0, Fate::Destroyed),
        ]
    );
    assert_eq!(g.armies, per_seat(vec![], vec![]));
    // 6B first (the seed's order): the 5E in the pile replaces the 12E.
    let mut g = decided;
    let events = play(&mut g, S1, "order 6B 4B");
    assert_eq!(combats(&events).len(), 2);
    assert_eq!(g.armies, per_seat(vec![], cards("5E")));
}

#[test]
fn caballo_names_its_blocker() {
    let mut g = Pos {
        armies: ["11B 3B", "5E 9E"],
        ..POS
    }
    .build();
    assert!(listed(&g, S0, "attack 11B:5E") && listed(&g, S0, "attack 11B:9E"));
    assert_eq!(
        illegal(&mut g, S0, "attack 11B:7E"),
        Illegal::NoSuchEnemyArmy(card("7E"))
    );
    let free = g.clone();
    play(&mut g, S0, "attack 3B 11B:9E");
    assert_eq!(g.to_act(), vec![S1]);
    // The Caballo's blocker is fixed: the defender neither changes it nor uses the 9E again.
    assert_eq!(
        illegal(&mut g, S1, "block 11B:5E"),
        Illegal::CaballoChose(card("11B"))
    );
    assert_eq!(illegal(&mut g, S1, "block 3B:9E"), Illegal::DoubleBlock);
    assert!(g
        .legal_moves(S1)
        .iter()
        .all(|m| !m.to_string().contains("11B")));
    let events = play(&mut g, S1, "block 3B:5E");
    assert_eq!(
        events[0],
        Event::Blocked {
            pairs: vec![(card("11B"), card("9E")), (card("3B"), card("5E"))]
        }
    );
    assert_eq!(
        g.public_view().pending,
        "order",
        "the defender still orders"
    );
    let events = play(&mut g, S1, "order 11B 3B");
    assert_eq!(
        combats(&events)[0],
        &combat("11B", 2, Fate::Retreats, "9E", 0, Fate::Destroyed)
    );
    // A Caballo that names nobody is left to the defender: blocked or not.
    let mut g = free;
    play(&mut g, S0, "attack 11B");
    for m in ["block", "block 11B:5E", "block 11B:9E"] {
        assert!(listed(&g, S1, m), "{m}");
    }
}

#[test]
fn only_caballo_names() {
    let mut g = Pos {
        armies: ["10B 12B 9B", "5E"],
        ..POS
    }
    .build();
    for c in ["10B", "12B", "9B"] {
        assert_eq!(
            illegal(&mut g, S0, &format!("attack {c}:5E")),
            Illegal::NotACaballo(card(c))
        );
    }
}

// ---------------------------------------------------------------- combat

#[test]
fn simultaneous_damage() {
    // Both deal their level at once: the 3E is destroyed but its 3 points still land.
    let mut g = Pos {
        armies: ["7B", "3E"],
        discard: "4B",
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 7B");
    let events = play(&mut g, S1, "block 7B:3E");
    assert_eq!(
        combats(&events),
        [&combat("7B", 4, replaced("4B"), "3E", 0, Fate::Destroyed)]
    );
    // Equal levels: neither strikes first, both fall.
    let mut g = Pos {
        armies: ["6B", "6E"],
        discard: "3B 3E",
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 6B");
    let events = play(&mut g, S1, "block 6B:6E");
    assert_eq!(
        combats(&events),
        [&combat("6B", 0, Fate::Destroyed, "6E", 0, Fate::Destroyed)]
    );
    assert_eq!(g.armies, per_seat(vec![], vec![]));
    assert_eq!(g.discard, cards("3B 3E 6B 6E"));
}

#[test]
fn heal_with_copas_before_replacement() {
    let start = Pos {
        armies: ["7B", "5E"],
        hands: ["3C", "2C"],
        discard: "5B 2B 2E",
        ..POS
    }
    .build();
    let mut g = start.clone();
    play(&mut g, S0, "attack 7B");
    let events = play(&mut g, S1, "block 7B:5E");
    assert!(combats(&events).is_empty(), "nothing settled yet");
    assert_eq!(g.public_view().pending, "heal");
    assert_eq!(g.to_act(), vec![S0], "the attacker decides first");
    assert!(matches!(
        refused(&mut g, S1, "heal 5E with 2C"),
        PlayError::NotYourTurn(S1)
    ));
    assert_eq!(
        illegal(&mut g, S0, "heal 5E with 3C"),
        Illegal::NotDamaged(card("5E"))
    );
    assert_eq!(
        illegal(&mut g, S0, "heal 7B with 2C"),
        Illegal::NotInHand(card("2C"))
    );
    assert_eq!(
        illegal(&mut g, S0, "heal 7B with 2B"),
        Illegal::NotCopas(card("2B"))
    );
    assert!(listed(&g, S0, "pass") && listed(&g, S0, "heal 7B with 3C"));
    let events = play(&mut g, S0, "heal 7B with 3C");
    assert_eq!(
        events,
        vec![Event::Healed {
            seat: S0,
            army: card("7B"),
            with: cards("3C"),
            level: 5
        }]
    );
    assert_eq!(g.to_act(), vec![S1], "then the defender");
    let events = play(&mut g, S1, "heal 5E with 2C");
    // The healed levels decide the replacements: 5 takes the 5B, 2 takes the 2E.
    assert_eq!(
        combats(&events),
        [&combat("7B", 5, replaced("5B"), "5E", 2, replaced("2E"))]
    );
    assert_eq!(g.armies, per_seat(cards("5B"), cards("2E")));
    assert_eq!(g.discard, cards("2B 3C 2C 7B 5E"));
    assert_eq!(g.public_view().pending, "main");
    assert_eq!(g.to_act(), vec![S0]);
    // Without healing the 7B at 2 would have taken the 2B and the 5E would be destroyed.
    let mut g = start;
    play(&mut g, S0, "attack 7B");
    play(&mut g, S1, "block 7B:5E");
    play(&mut g, S0, "pass");
    let events = play(&mut g, S1, "pass");
    assert_eq!(
        combats(&events),
        [&combat("7B", 2, replaced("2B"), "5E", 0, Fate::Destroyed)]
    );
    // A player without Copas is not asked.
    let mut g = Pos {
        armies: ["7B", "5E"],
        hands: ["", "2C"],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 7B");
    play(&mut g, S1, "block 7B:5E");
    assert_eq!(g.to_act(), vec![S1]);
}

#[test]
fn heal_doubled_on_sota() {
    let mut g = Pos {
        armies: ["10B", "6E"],
        hands: ["2C", ""],
        discard: "8B 4B",
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 10B");
    play(&mut g, S1, "block 10B:6E");
    let events = play(&mut g, S0, "heal 10B with 2C");
    assert_eq!(
        events[0],
        Event::Healed {
            seat: S0,
            army: card("10B"),
            with: cards("2C"),
            level: 8
        },
        "4 + 2 × 2"
    );
    assert_eq!(g.armies[S0], cards("8B"));
    // Not on other armies: a 9 healed by 2 rises by 2.
    let mut g = Pos {
        armies: ["9B", "5E"],
        hands: ["2C", ""],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 9B");
    play(&mut g, S1, "block 9B:5E");
    let events = play(&mut g, S0, "heal 9B with 2C");
    assert!(matches!(events[0], Event::Healed { level: 6, .. }));
}

#[test]
fn healed_fully_is_unchanged() {
    for (copas, sota) in [("1C 4C", false), ("7C", false), ("3C", true)] {
        let (mine, theirs) = if sota { ("10B", "6E") } else { ("9B", "4E") };
        let mut g = Pos {
            armies: [mine, theirs],
            hands: [copas, ""],
            discard: "5B 4B",
            ..POS
        }
        .build();
        play(&mut g, S0, &format!("attack {mine}"));
        play(&mut g, S1, &format!("block {mine}:{theirs}"));
        let events = play(&mut g, S0, &format!("heal {mine} with {copas}"));
        let full = card(mine).level;
        assert!(
            matches!(events[0], Event::Healed { level, .. } if level == full),
            "never above the printed level: {events:?}"
        );
        assert!(matches!(
            combats(&events)[0],
            Event::Combat {
                attacker_fate: Fate::Unchanged,
                ..
            }
        ));
        assert_eq!(g.armies[S0], cards(mine), "the army stays as it was");
        assert!(g.discard.starts_with(&cards("5B 4B")));
    }
}

#[test]
fn replacement_by_highest_lower_card_of_same_suit() {
    for (pile, expected) in [("7B 6E 5B 2B 6C", "5B"), ("5B 6B 7B", "6B"), ("1B", "1B")] {
        let mut g = Pos {
            armies: ["9B", "3E"],
            discard: pile,
            ..POS
        }
        .build();
        play(&mut g, S0, "attack 9B");
        let events = play(&mut g, S1, "block 9B:3E");
        assert_eq!(
            combats(&events),
            [&combat(
                "9B",
                6,
                replaced(expected),
                "3E",
                0,
                Fate::Destroyed
            )],
            "pile {pile}"
        );
        assert_eq!(g.armies[S0], cards(expected));
        assert!(!g.discard.contains(&card(expected)));
        assert!(g.discard.contains(&card("9B")));
    }
    // The militia's armies are replaced by Espadas.
    let mut g = Pos {
        armies: ["4B", "9E"],
        discard: "5B 3E 4E",
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 4B");
    let events = play(&mut g, S1, "block 4B:9E");
    assert_eq!(
        combats(&events),
        [&combat("4B", 0, Fate::Destroyed, "9E", 5, replaced("4E"))]
    );
}

#[test]
fn no_replacement_goes_to_discard() {
    let mut g = Pos {
        armies: ["9B", "3E"],
        discard: "7B 8B 6E 6O 6C",
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 9B");
    let events = play(&mut g, S1, "block 9B:3E");
    assert_eq!(
        combats(&events),
        [&combat("9B", 6, Fate::Retreats, "3E", 0, Fate::Destroyed)]
    );
    assert!(g.armies[S0].is_empty());
    assert_eq!(g.discard, cards("7B 8B 6E 6O 6C 9B 3E"));
}

#[test]
fn level_zero_is_destroyed() {
    // 3 − 5 is 0, not −2; nothing replaces an army at 0, however low the pile goes.
    let mut g = Pos {
        armies: ["3B", "5E"],
        discard: "1B 2B 1E",
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 3B");
    let events = play(&mut g, S1, "block 3B:5E");
    assert_eq!(
        combats(&events),
        [&combat("3B", 0, Fate::Destroyed, "5E", 2, replaced("1E"))]
    );
    assert_eq!(g.armies, per_seat(vec![], cards("1E")));
    assert_eq!(g.discard, cards("1B 2B 3B 5E"));
}

// ---------------------------------------------------------------- the seed's worked example

/// The blog post's example: the peasants attack with 6B and 4B, the militia blocks with 5E
/// (on the 6B) and 12E (on the 4B) and orders the 6B's combat first. The discard pile is
/// empty. With `heal`, the militia holds `defender_hand`, declines to heal its 5E after the
/// first combat and plays `heal` after the second.
fn seed_example(defender_hand: &'static str, heal: Option<&str>) -> (Rebelion, Vec<Event>) {
    let mut g = Pos {
        armies: ["6B 4B", "5E 12E"],
        hands: ["", defender_hand],
        ..POS
    }
    .build();
    assert!(g.discard.is_empty(), "no discards before this turn");
    let mut events = play(&mut g, S0, "attack 4B 6B");
    events.extend(play(&mut g, S1, "block 4B:12E 6B:5E"));
    events.extend(play(&mut g, S1, "order 6B 4B"));
    if let Some(heal) = heal {
        // The 5E at 0 could be healed too; the militia lets it go.
        assert_eq!(g.to_act(), vec![S1]);
        events.extend(play(&mut g, S1, "pass"));
        assert_eq!(g.discard, cards("6B 5E"), "both after the first combat");
        assert_eq!(g.to_act(), vec![S1]);
        events.extend(play(&mut g, S1, heal));
    }
    assert_eq!(g.public_view().pending, "main");
    assert_eq!(g.to_act(), vec![S0]);
    (g, events)
}

#[test]
fn seed_combat_example() {
    let (g, events) = seed_example("", None);
    assert_eq!(
        combats(&events),
        [
            // 6 − 5 = 1 with no 1 of Bastos in the pile; 5 − 6 = 0.
            &combat("6B", 1, Fate::Retreats, "5E", 0, Fate::Destroyed),
            // 4 − 12 = 0; 12 − 4 = 8, and the 5E now in the pile takes the Rey's place.
            &combat("4B", 0, Fate::Destroyed, "12E", 8, replaced("5E")),
        ]
    );
    assert_eq!(g.armies, per_seat(vec![], cards("5E")));
    assert_eq!(g.discard, cards("6B 4B 12E"));
}

#[test]
fn seed_combat_example_with_two_of_copas() {
    let (g, events) = seed_example("2C", Some("heal 12E with 2C"));
    assert!(events.contains(&Event::Healed {
        seat: S1,
        army: card("12E"),
        with: cards("2C"),
        level: 10
    }));
    // Damage 4 − 2 = 2: the Rey falls to 10 instead of 8, and the highest Espadas up to 10 in
    // the pile is still the 5.
    assert_eq!(
        combats(&events)[1],
        &combat("4B", 0, Fate::Destroyed, "12E", 10, replaced("5E"))
    );
    assert_eq!(g.armies, per_seat(vec![], cards("5E")));
    assert_eq!(g.discard, cards("6B 2C 4B 12E"));
}

#[test]
fn seed_combat_example_with_four_of_copas() {
    let (g, events) = seed_example("4C", Some("heal 12E with 4C"));
    // Healed fully: the Rey stays.
    assert_eq!(
        combats(&events)[1],
        &combat("4B", 0, Fate::Destroyed, "12E", 12, Fate::Unchanged)
    );
    assert_eq!(g.armies, per_seat(vec![], cards("12E")));
    assert_eq!(g.discard, cards("6B 5E 4C 4B"));
}

// ---------------------------------------------------------------- camps

/// Seat 1's camps for the assault tests.
const TARGET_CAMPS: [&str; 2] = ["10O 11O 12O 10C 11C 12C", "3B 4O 5C 9E 8E 7E"];

#[test]
fn unblocked_attacker_assaults_camp() {
    let mut g = Pos {
        armies: ["6B 4B", "5E"],
        camps: TARGET_CAMPS,
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 4B 6B");
    let events = play(&mut g, S1, "block 6B:5E");
    assert_eq!(combats(&events).len(), 1, "blocked combats come first");
    assert_eq!(g.public_view().pending, "camp");
    assert_eq!(g.to_act(), vec![S0], "the attacker chooses the camp");
    assert_eq!(g.legal_moves(S0).len(), 6);
    let events = play(&mut g, S0, "camp 2");
    assert_eq!(
        events,
        vec![Event::CampAssaulted {
            seat: S0,
            slot: 2,
            card: card("4O"),
            fight: false
        }]
    );
    assert_eq!(g.public_view().pending, "main");
    // Without any defending army, the attack goes straight to the camps.
    let mut g = Pos {
        armies: ["4B", ""],
        camps: TARGET_CAMPS,
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 4B");
    assert_eq!(g.public_view().pending, "camp");
    assert_eq!(g.to_act(), vec![S0]);
}

#[test]
fn camp_of_enemy_suit_fights_and_survivor_becomes_army() {
    // 4B against the 9E camp: the 4B is destroyed, the 9E falls to 5 and the 3E in the pile
    // takes the field for the militia.
    let mut g = Pos {
        armies: ["4B", ""],
        camps: TARGET_CAMPS,
        discard: "3E",
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 4B");
    let events = play(&mut g, S0, "camp 4");
    assert_eq!(
        events[0],
        Event::CampAssaulted {
            seat: S0,
            slot: 4,
            card: card("9E"),
            fight: true
        }
    );
    assert_eq!(
        combats(&events),
        [&combat("4B", 0, Fate::Destroyed, "9E", 5, replaced("3E"))]
    );
    assert_eq!(g.armies, per_seat(vec![], cards("3E")));
    assert_eq!(g.camps[S1][3], None);
    // Healed fully by its owner, the camp card itself becomes a face-up army.
    let mut g = Pos {
        armies: ["4B", ""],
        camps: TARGET_CAMPS,
        hands: ["", "4C"],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 4B");
    play(&mut g, S0, "camp 4");
    assert_eq!(
        g.to_act(),
        vec![S1],
        "the defender may heal its camp's troops"
    );
    let events = play(&mut g, S1, "heal 9E with 4C");
    assert_eq!(
        combats(&events),
        [&combat("4B", 0, Fate::Destroyed, "9E", 9, Fate::Unchanged)]
    );
    assert_eq!(g.armies, per_seat(vec![], cards("9E")));
    assert_eq!(g.public_view().armies[S1], cards("9E"));
    // A camp destroyed outright adds no army; a stronger attacker survives as usual.
    let mut g = Pos {
        armies: ["9B", ""],
        camps: TARGET_CAMPS,
        discard: "2B",
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 9B");
    let events = play(&mut g, S0, "camp 6");
    assert_eq!(
        combats(&events),
        [&combat("9B", 2, replaced("2B"), "7E", 0, Fate::Destroyed)]
    );
    assert_eq!(g.armies, per_seat(cards("2B"), vec![]));
}

#[test]
fn camp_of_own_suit_or_oros_or_copas_goes_to_attacker_hand() {
    let mut g = Pos {
        armies: ["6B 7B 8B", ""],
        camps: TARGET_CAMPS,
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 6B 7B 8B");
    let mut events = Vec::new();
    for slot in 1..=3 {
        assert_eq!(g.to_act(), vec![S0]);
        events.extend(play(&mut g, S0, &format!("camp {slot}")));
    }
    assert_eq!(
        events,
        ["3B", "4O", "5C"]
            .iter()
            .zip(1..)
            .map(|(c, slot)| Event::CampAssaulted {
                seat: S0,
                slot,
                card: card(c),
                fight: false
            })
            .collect::<Vec<_>>()
    );
    assert_eq!(sorted(&g.hands[S0]), cards("3B 4O 5C"));
    assert_eq!(
        sorted(&g.armies[S0]),
        cards("6B 7B 8B"),
        "the attackers stay"
    );
    assert_eq!(g.public_view().pending, "main");
    // The prisoners freed are troops of the attacker's own suit, whichever side it is.
    let mut g = Pos {
        active: 1,
        armies: ["", "5E"],
        camps: ["2E 11O 12O 10C 11C 12C", "7O 8O 9O 7C 8C 9C"],
        ..POS
    }
    .build();
    play(&mut g, S1, "attack 5E");
    play(&mut g, S1, "camp 1");
    assert_eq!(g.hands[S1], cards("2E"));
    assert_eq!(g.armies[S1], cards("5E"));
}

#[test]
fn camp_is_gone_either_way() {
    let mut g = Pos {
        armies: ["6B 7B 8B", ""],
        camps: TARGET_CAMPS,
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 6B 7B 8B");
    play(&mut g, S0, "camp 1");
    // The 7B against the 9E: the camp's troops survive at 2 but retreat; the camp is gone.
    play(&mut g, S0, "camp 4");
    assert_eq!(g.camp_count(S1), 4);
    assert_eq!(g.public_view().camps[S1], vec![2, 3, 5, 6]);
    let camps = g.seat_view(S1).camp_cards;
    assert_eq!(camps[0], None);
    assert_eq!(camps[3], None);
    for slot in [1, 4] {
        assert_eq!(
            illegal(&mut g, S0, &format!("camp {slot}")),
            Illegal::NoSuchCamp(slot)
        );
    }
    assert!(!listed(&g, S0, "camp 1") && listed(&g, S0, "camp 2"));
    play(&mut g, S0, "camp 2");
    assert_eq!(g.camp_count(S1), 3);
    assert_eq!(g.scores(), per_seat(6, 3), "scores are the camps standing");
}

#[test]
fn losing_last_camp_loses() {
    for (last, own_army_left) in [("2O", true), ("9E", false)] {
        let camps = format!("- - - {last} - -");
        let mut g = Pos {
            armies: ["5B", ""],
            camps: [POS.camps[0], &camps],
            ..POS
        }
        .build();
        play(&mut g, S0, "attack 5B");
        let events = play(&mut g, S0, "camp 4");
        assert_eq!(events.last(), Some(&Event::Won { seat: S0 }), "{last}");
        let outcome = g.outcome().expect("over");
        assert_eq!(outcome.winners, vec![S0]);
        assert_eq!(outcome.scores, per_seat(6, 0));
        assert_eq!(outcome.standing(S1), Standing::Loss);
        assert!(g.to_act().is_empty());
        let view = g.public_view();
        assert_eq!((view.status, view.pending), ("finished", "over"));
        assert_eq!(!g.armies[S0].is_empty(), own_army_left);
        assert!(matches!(refused(&mut g, S0, "pass"), PlayError::GameOver));
    }
}

#[test]
fn empty_own_camp_once_per_turn() {
    let mut g = POS.build();
    let events = play(&mut g, S0, "empty 2");
    assert_eq!(
        events,
        vec![Event::Emptied { seat: S0, slot: 2 }],
        "the card is not shown"
    );
    assert_eq!(g.hands[S0], cards("11O"));
    assert_eq!(g.camps[S0][1], None);
    assert_eq!(g.public_view().camps[S0], vec![1, 3, 4, 5, 6]);
    assert_eq!(
        illegal(&mut g, S0, "empty 3"),
        Illegal::AlreadyDone("emptied a camp")
    );
    assert!(!g
        .legal_moves(S0)
        .iter()
        .any(|m| matches!(m, Move::Empty(_))));
    play(&mut g, S0, "pass");
    play(&mut g, S1, "pass");
    assert_eq!(illegal(&mut g, S0, "empty 2"), Illegal::NoSuchCamp(2));
    play(&mut g, S0, "empty 3");
    assert_eq!(g.camp_count(S0), 4);
}

#[test]
fn cannot_empty_last_camp() {
    let mut g = Pos {
        camps: ["- - 12O - - -", POS.camps[1]],
        ..POS
    }
    .build();
    assert_eq!(illegal(&mut g, S0, "empty 3"), Illegal::LastCamp);
    assert_eq!(illegal(&mut g, S0, "empty 1"), Illegal::NoSuchCamp(1));
    assert!(!g
        .legal_moves(S0)
        .iter()
        .any(|m| matches!(m, Move::Empty(_))));
}

// ---------------------------------------------------------------- Oros

const SHOP: Pos<'static> = Pos {
    hands: ["", ""],
    discard: "7B 5C 6E 8B 3O 6C",
    camps: ["1O 4O 10O 10C 11C 12C", "10E 11E 12E 10B 11B 12B"],
    ..POS
};

#[test]
fn oros_buy_own_troop_or_copas_up_to_paid_value() {
    let shop = Pos {
        hands: ["7O", ""],
        ..SHOP
    };
    for target in ["7B", "5C", "6C"] {
        let mut g = shop.build();
        let m = format!("buy {target} with 7O");
        assert!(listed(&g, S0, &m), "{m}");
        let events = play(&mut g, S0, &m);
        assert_eq!(
            events,
            vec![Event::Bought {
                seat: S0,
                card: card(target),
                paid: cards("7O"),
                change: vec![]
            }]
        );
        assert_eq!(g.hands[S0], cards(target));
        assert!(!g.discard.contains(&card(target)));
        assert_eq!(
            g.discard.last(),
            Some(&card("7O")),
            "the Oros go to the pile"
        );
        assert_eq!(g.to_act(), vec![S0]);
    }
    let mut g = shop.build();
    for (m, why) in [
        ("buy 6E with 7O", Illegal::NotForSale(card("6E"))),
        ("buy 3O with 7O", Illegal::NotForSale(card("3O"))),
        ("buy 8B with 7O", Illegal::NotEnoughOros(card("8B"))),
        ("buy 4B with 7O", Illegal::NotInDiscard(card("4B"))),
        ("buy 5C with 6C", Illegal::NotOros(card("6C"))),
        ("buy 5C with 9O", Illegal::NotInHand(card("9O"))),
        ("buy 5C with 7O 7O", Illegal::NotInHand(card("7O"))),
    ] {
        assert_eq!(illegal(&mut g, S0, m), why, "{m}");
    }
    // The militia buys Espadas, not Bastos.
    let mut g = Pos {
        active: 1,
        hands: ["", "7O"],
        ..SHOP
    }
    .build();
    assert_eq!(
        illegal(&mut g, S1, "buy 7B with 7O"),
        Illegal::NotForSale(card("7B"))
    );
    play(&mut g, S1, "buy 6E with 7O");
}

#[test]
fn figures_not_for_sale() {
    let mut g = Pos {
        hands: ["7O 8O 9O", ""],
        discard: "10B 11B 12B 10C 9C",
        camps: ["1O 2O 3O 4O 5O 6O", POS.camps[1]],
        ..POS
    }
    .build();
    for f in ["10B", "11B", "12B", "10C"] {
        assert_eq!(
            illegal(&mut g, S0, &format!("buy {f} with 7O 8O 9O")),
            Illegal::NotForSale(card(f))
        );
    }
    let buys: Vec<String> = g
        .legal_moves(S0)
        .iter()
        .filter(|m| matches!(m, Move::Buy { .. }))
        .map(ToString::to_string)
        .collect();
    assert_eq!(buys, ["buy 9C with 9O"]);
}

#[test]
fn buy_once_per_turn() {
    let mut g = Pos {
        hands: ["7O 6O", ""],
        discard: "5C 3B",
        ..SHOP
    }
    .build();
    play(&mut g, S0, "buy 5C with 7O");
    assert_eq!(
        illegal(&mut g, S0, "buy 3B with 6O"),
        Illegal::AlreadyDone("bought")
    );
    assert!(!g
        .legal_moves(S0)
        .iter()
        .any(|m| matches!(m, Move::Buy { .. })));
    play(&mut g, S0, "pass");
    play(&mut g, S1, "pass");
    play(&mut g, S0, "buy 3B with 6O");
}

#[test]
fn oros_accumulate() {
    let shop = Pos {
        hands: ["1O 2O 3O", ""],
        discard: "5C 6B 7B",
        camps: ["4O 5O 6O 10C 11C 12C", POS.camps[1]],
        ..POS
    };
    let mut g = shop.build();
    play(&mut g, S0, "buy 5C with 2O 3O");
    assert_eq!(sorted(&g.hands[S0]), cards("1O 5C"));
    let mut g = shop.build();
    assert!(listed(&g, S0, "buy 6B with 1O 2O 3O"));
    play(&mut g, S0, "buy 6B with 3O 2O 1O");
    assert_eq!(g.hands[S0], cards("6B"));
    let mut g = shop.build();
    assert_eq!(
        illegal(&mut g, S0, "buy 7B with 1O 2O 3O"),
        Illegal::NotEnoughOros(card("7B"))
    );
}

#[test]
fn no_change_without_rey() {
    // The opponent's Rey on the table, or one's own Rey in the hand, gives no change.
    let mut g = Pos {
        hands: ["7O 12B", ""],
        armies: ["9B", "12E"],
        discard: "5C 2O",
        ..SHOP
    }
    .build();
    assert_eq!(
        illegal(&mut g, S0, "buy 5C with 7O change 2O"),
        Illegal::NoRey
    );
    assert!(listed(&g, S0, "buy 5C with 7O"));
    play(&mut g, S0, "buy 5C with 7O");
    assert_eq!(g.discard, cards("2O 7O"), "the 2O stays in the pile");
    assert_eq!(sorted(&g.hands[S0]), cards("5C 12B"));
}

#[test]
fn change_with_rey_at_most_overpayment() {
    let shop = Pos {
        hands: ["9O", ""],
        armies: ["12B", ""],
        discard: "5C 3O 2O 1O",
        camps: ["4O 5O 6O 10C 11C 12C", POS.camps[1]],
        ..POS
    };
    let mut g = shop.build();
    assert!(
        listed(&g, S0, "buy 5C with 9O change 1O 3O"),
        "greedy change"
    );
    let events = play(&mut g, S0, "buy 5C with 9O change 3O 1O");
    assert_eq!(
        events,
        vec![Event::Bought {
            seat: S0,
            card: card("5C"),
            paid: cards("9O"),
            change: cards("1O 3O")
        }]
    );
    assert_eq!(sorted(&g.hands[S0]), cards("1O 3O 5C"));
    assert_eq!(g.discard, cards("2O 9O"));
    // Less than the overpayment is fine; more is not.
    let mut g = shop.build();
    for (m, why) in [
        ("buy 5C with 9O change 2O 3O", Illegal::TooMuchChange),
        ("buy 5C with 9O change 1O 2O 3O", Illegal::TooMuchChange),
        (
            "buy 5C with 9O change 4O",
            Illegal::NotInDiscard(card("4O")),
        ),
        ("buy 5C with 9O change 5C", Illegal::NotOros(card("5C"))),
    ] {
        assert_eq!(illegal(&mut g, S0, m), why, "{m}");
    }
    play(&mut g, S0, "buy 5C with 9O change 2O");
    assert_eq!(g.discard, cards("3O 1O 9O"));
}

// ---------------------------------------------------------------- end of the deck

#[test]
fn must_empty_camp_without_army_when_deck_empty() {
    let forced = Pos {
        hands: ["4C 6O", ""],
        armies: ["", "5E"],
        deck_rest: false,
        ..POS
    };
    let mut g = forced.build();
    assert_eq!(illegal(&mut g, S0, "pass"), Illegal::MustEmptyCamp);
    assert_eq!(illegal(&mut g, S0, "discard 4C"), Illegal::MustEmptyCamp);
    assert!(listed(&g, S0, "empty 1"));
    play(&mut g, S0, "empty 1");
    play(&mut g, S0, "pass");
    // Every turn, while more than one camp stands.
    play(&mut g, S1, "pass");
    assert_eq!(illegal(&mut g, S0, "pass"), Illegal::MustEmptyCamp);
    // Not with one camp left, an army on the table, an army card in hand or cards to draw.
    for pos in [
        Pos {
            camps: ["- - - - - 12C", POS.camps[1]],
            ..forced
        },
        Pos {
            armies: ["3B", "5E"],
            ..forced
        },
        Pos {
            hands: ["4C 3B", ""],
            ..forced
        },
        Pos {
            deck_rest: true,
            ..forced
        },
    ] {
        let mut g = pos.build();
        play(&mut g, S0, "pass");
    }
}

#[test]
fn last_camp_comparison_when_nobody_can_fight() {
    for (camp0, camp1, winners) in [
        ("9O", "7C", vec![S0]),
        ("8O", "9E", vec![S1]),
        ("7O", "7C", vec![S0, S1]),
    ] {
        let camps = [format!("- - {camp0} - - -"), format!("- {camp1} - - - -")];
        let mut g = Pos {
            hands: ["4C", "5C"],
            camps: [&camps[0], &camps[1]],
            deck_rest: false,
            ..POS
        }
        .build();
        let events = play(&mut g, S0, "pass");
        assert!(events.contains(&Event::CampsRevealed {
            camps: per_seat(Some(card(camp0)), Some(card(camp1)))
        }));
        let outcome = g.outcome().expect("the match ends");
        assert_eq!(outcome.winners, winners, "{camp0} against {camp1}");
        if winners.len() == 2 {
            assert_eq!(events.last(), Some(&Event::Drawn));
            assert!(outcome.is_draw());
        }
        assert_eq!(g.public_view().status, "finished");
    }
    // Not while one of them can still bring an army into play: from the hand, or bought
    // with Oros from the pile (its own troops lie there).
    for hand in ["5E", "5O"] {
        let mut g = Pos {
            hands: ["4C", hand],
            camps: ["- - 9O - - -", "- 7C - - - -"],
            deck_rest: false,
            ..POS
        }
        .build();
        play(&mut g, S0, "pass");
        assert!(g.outcome().is_none(), "{hand}");
    }
}

#[test]
fn stall_ends_match() {
    let pos = Pos {
        armies: ["5B", "5E"],
        camps: ["1C 2C 3C 4C 5C 9C", "1O 2O 3O 4O 5O 6O"],
        deck_rest: false,
        ..POS
    };
    let mut g = pos.build();
    let mut seat = S0;
    for _ in 1..STALL_TURNS {
        play(&mut g, seat, "pass");
        seat = seat.other();
    }
    assert!(g.outcome().is_none());
    let events = play(&mut g, seat, "pass");
    assert!(events.contains(&Event::CampsRevealed {
        camps: per_seat(Some(card("9C")), Some(card("6O")))
    }));
    assert_eq!(g.outcome().unwrap().winners, vec![S0]);
    // Losing (or emptying) a camp starts the count again.
    let mut g = pos.build();
    let mut seat = S0;
    for i in 1..STALL_TURNS {
        if i == 5 {
            play(&mut g, seat, "empty 1");
        }
        play(&mut g, seat, "pass");
        seat = seat.other();
    }
    play(&mut g, seat, "pass");
    assert!(g.outcome().is_none());
}

#[test]
fn discard_ends_turn() {
    let mut g = Pos {
        hands: ["9E 3B", ""],
        ..POS
    }
    .build();
    assert_eq!(
        illegal(&mut g, S0, "discard 8E"),
        Illegal::NotInHand(card("8E"))
    );
    let events = play(&mut g, S0, "discard 9E");
    assert_eq!(
        events,
        vec![
            Event::Discarded {
                seat: S0,
                card: card("9E")
            },
            Event::TurnBegan {
                seat: S1,
                turn: 3,
                drew: true
            }
        ]
    );
    assert_eq!(g.discard.last(), Some(&card("9E")), "face up on the pile");
    assert_eq!(g.hands[S0], cards("3B"));
    assert_eq!(g.to_act(), vec![S1]);
    assert!(matches!(
        refused(&mut g, S0, "discard 3B"),
        PlayError::NotYourTurn(S0)
    ));
}

// ---------------------------------------------------------------- refusals

#[test]
fn wrong_step_moves_refused_with_the_right_illegal_and_state_unchanged() {
    let wrong = |expected| Illegal::WrongStep { expected };
    // The pick.
    let mut g = pick_game("9B 5B 3B 4O 5O 6O", "2B 7E 6E 4C 5C 6C");
    for m in ["play 9B", "pass", "discard 9B", "empty 1"] {
        assert_eq!(illegal(&mut g, S0, m), wrong(Step::Pick), "{m}");
    }
    // The main step.
    let mut g = Pos {
        armies: ["6B 4B", "5E 12E"],
        hands: ["3C", "2C"],
        ..POS
    }
    .build();
    for m in [
        "pick 3C",
        "block 6B:5E",
        "order 6B",
        "heal 6B with 3C",
        "camp 1",
    ] {
        assert_eq!(illegal(&mut g, S0, m), wrong(Step::Main), "{m}");
    }
    // Blocks.
    play(&mut g, S0, "attack 4B 6B");
    for m in ["pass", "order 4B 6B", "attack 5E", "play 2C"] {
        assert_eq!(illegal(&mut g, S1, m), wrong(Step::Block), "{m}");
    }
    // The order.
    play(&mut g, S1, "block 4B:12E 6B:5E");
    for m in ["pass", "block", "heal 5E with 2C"] {
        assert_eq!(illegal(&mut g, S1, m), wrong(Step::Order), "{m}");
    }
    // Healing.
    play(&mut g, S1, "order 6B 4B");
    assert_eq!(g.to_act(), vec![S0]);
    for m in ["discard 3C", "camp 1", "order 6B 4B"] {
        assert_eq!(illegal(&mut g, S0, m), wrong(Step::Heal), "{m}");
    }
    // A camp to assault.
    let mut g = Pos {
        armies: ["4B", ""],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 4B");
    for m in ["pass", "attack 4B", "discard 4B"] {
        assert_eq!(illegal(&mut g, S0, m), wrong(Step::Camp), "{m}");
    }
    // Seats that owe nothing, and seats that are not at the table.
    assert!(matches!(
        refused(&mut g, S1, "camp 1"),
        PlayError::NotYourTurn(S1)
    ));
    assert!(matches!(
        refused(&mut g, Seat(2), "camp 1"),
        PlayError::NoSuchSeat(Seat(2))
    ));
    assert!(g.legal_moves(S1).is_empty());
}

// ---------------------------------------------------------------- hidden information

const PUBLIC_KEYS: [&str; 10] = [
    "armies",
    "camps",
    "deck_left",
    "discard",
    "hand_sizes",
    "pending",
    "sides",
    "status",
    "to_act",
    "turn",
];

fn keys(v: &Value) -> Vec<String> {
    let mut keys: Vec<String> = v.as_object().expect("an object").keys().cloned().collect();
    keys.sort();
    keys
}

#[test]
fn public_view_has_exactly_the_public_keys() {
    let mut positions = vec![
        pick_game("9B 5B 3B 4O 5O 6O", "2B 7E 6E 4C 5C 6C"),
        started(),
    ];
    let mut g = Pos {
        armies: ["6B 4B", "5E 12E"],
        hands: ["3C", "2C"],
        ..POS
    }
    .build();
    positions.push(g.clone());
    play(&mut g, S0, "attack 4B 6B");
    positions.push(g.clone());
    play(&mut g, S1, "block 4B:12E 6B:5E");
    positions.push(g.clone());
    play(&mut g, S1, "order 6B 4B");
    positions.push(g.clone());
    for g in &positions {
        let public = to_json(&g.public_view());
        assert_eq!(keys(&public), PUBLIC_KEYS);
        for seat in [S0, S1] {
            let view = to_json(&g.seat_view(seat));
            let mut expected: Vec<&str> = PUBLIC_KEYS.to_vec();
            expected.extend(["camp_cards", "hand"]);
            expected.sort_unstable();
            assert_eq!(keys(&view), expected);
            for key in PUBLIC_KEYS {
                assert_eq!(view[key], public[key], "{key}");
            }
        }
    }
}

#[test]
fn seat_view_has_own_hand_and_camps_only() {
    // Oros and Copas are single cards: each is in exactly one place.
    let g = Pos {
        hands: ["2C 1O", "3O 4C"],
        camps: ["5O 6O 7O 5C 6C 7C", "8O 9O 10O 8C 9C 10C"],
        armies: ["5B", "5E"],
        discard: "12O",
        ..POS
    }
    .build();
    let own = |seat: Seat| -> Vec<String> {
        let mut v = vec![];
        v.extend(g.hands[seat].iter().map(ToString::to_string));
        v.extend(g.camps[seat].iter().flatten().map(ToString::to_string));
        v
    };
    let public = serde_json::to_string(&g.public_view()).unwrap();
    for seat in [S0, S1] {
        let view = g.seat_view(seat);
        assert_eq!(view.hand, sorted(&g.hands[seat]));
        assert_eq!(view.camp_cards, g.camps[seat]);
        let text = serde_json::to_string(&view).unwrap();
        for c in own(seat) {
            assert!(text.contains(&format!("\"{c}\"")), "{c} in its own view");
            assert!(!public.contains(&format!("\"{c}\"")), "{c} in public");
        }
        for c in own(seat.other()) {
            assert!(
                !text.contains(&format!("\"{c}\"")),
                "{c} leaks to seat {seat}"
            );
        }
    }
    // What the table shows is public: armies, discard pile, counts.
    let view = g.public_view();
    assert_eq!(view.armies, per_seat(cards("5B"), cards("5E")));
    assert_eq!(view.discard, cards("12O"));
    assert_eq!(view.hand_sizes, per_seat(2, 2));
    assert_eq!(
        view.camps,
        per_seat(vec![1, 2, 3, 4, 5, 6], vec![1, 2, 3, 4, 5, 6])
    );
}
