//! One test per rule of `shared/rules/burger-joint.md` and of the rulebook (seed 002), named
//! after the rule.
//!
//! Positions start from an explicit [`Setup`] (seat 0 plays Burger, the first draws named) and
//! are then arranged directly: cubes are only ever moved between the bag and a player, so
//! every move played through [`play`] can check that all 60 cubes are still there.

/// The public keys of the replay format (issue 11).
const REPLAY_KEYS: [&str; 14] = [
    "turn",
    "active",
    "pending",
    "to_act",
    "scores",
    "advertising",
    "basics",
    "diners",
    "bistros",
    "tokens_left",
    "cubes",
    "general",
    "bag_left",
    "status",
];

/// The public keys the board adds to those of the replay format.
const BOARD_KEYS: [&str; 7] = [
    "sides",
    "capacity",
    "areas",
    "picks_left",
    "bag",
    "abilities_used",
    "adverts_this_turn",
];

mod abilities;
mod advertising;
mod building;
mod discard_and_turns;
mod expert;
mod golden_deals;
mod production;
mod props;
mod refusals;
mod replay;
mod scenes;
mod scoring;
mod setup;
mod trades;

use super::*;
use crate::engine::{Game, PlayError, Seat};

const S0: Seat = Seat(0);
const S1: Seat = Seat(1);

fn mv(s: &str) -> Move {
    s.parse().unwrap_or_else(|e| panic!("`{s}`: {e}"))
}

fn cubes(s: &str) -> Cubes {
    s.parse().unwrap()
}

/// Seat 0 plays Burger; the first random draws take `draws` (letters).
fn game(draws: &str) -> BurgerJoint {
    let setup = Setup {
        burger: Some(0),
        draws: draws
            .chars()
            .map(|c| c.to_string().parse().unwrap())
            .collect(),
    };
    BurgerJoint::new(2, &Options::default(), Some(&setup), 7).unwrap()
}

/// Plays a legal move and checks that every cube is still somewhere.
fn play(g: &mut BurgerJoint, seat: Seat, s: &str) -> Vec<Event> {
    let events = g
        .play(seat, &mv(s))
        .unwrap_or_else(|e| panic!("`{s}` by {seat}: {e}"));
    assert_eq!(g.cube_count(), 60, "after `{s}`");
    events
}

/// A refused move: its reason, the state unchanged.
fn refuse(g: &mut BurgerJoint, seat: Seat, s: &str) -> Illegal {
    let before = g.clone();
    let err = g.play(seat, &mv(s)).expect_err(s);
    assert_eq!(*g, before, "`{s}` changed the state");
    match err {
        PlayError::Illegal(why) => why,
        other => panic!("`{s}`: {other:?}"),
    }
}

/// Gives `seat` exactly `held`: their cubes go back to the bag, these come out of it.
fn hold(g: &mut BurgerJoint, seat: Seat, held: &str) {
    let mine = g.players[seat].cubes;
    g.return_to_bag(seat, &mine);
    for c in cubes(held).list() {
        g.take_from_bag(seat, c);
    }
}

/// Plays the first colour each picker may take until production is over.
fn finish_picks(g: &mut BurgerJoint) {
    while g.phase == Phase::Pick {
        let seat = g.to_act()[0];
        let c = g.pickable(seat).colours().next().unwrap();
        play(g, seat, &format!("pick {c}"));
    }
}

/// A match at seat 0's (Burger's) first trading step, holding `mine`, seat 1 holding `theirs`.
fn at_trade(mine: &str, theirs: &str) -> BurgerJoint {
    let mut g = game("KYGR");
    finish_picks(&mut g);
    hold(&mut g, S0, mine);
    hold(&mut g, S1, theirs);
    g
}

/// Puts the production on the table back into the bag and draws a new one for the active
/// player's turn, its first draws taking `draws`.
fn produce(g: &mut BurgerJoint, draws: &str) -> Vec<Event> {
    if let Some(p) = g.production.take() {
        g.bag.add_all(&p.general);
        for a in p.areas.values() {
            g.bag.add_all(a);
        }
    }
    g.forced = draws
        .chars()
        .map(|c| c.to_string().parse().unwrap())
        .collect();
    g.start_turn()
}

/// A bistro's index by letter.
fn bistro(letter: char) -> usize {
    board::bistro_index(letter).unwrap()
}
