//! Scenes (what pictures draw) over random matches of any game of the registry: every state
//! visited, the most crowded board and hand, and a check that no card is drawn more often than
//! the deck holds it (a hand's card drawn on the board would be).

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use crate::engine::scene::{Face, Item, Scene};
use crate::engine::{DynMatch, Lang, RenderCtx, Seat};
use crate::games;

/// A Spanish context for `seats`, with long server names, as some members have: pictures cut
/// them to fit.
pub fn ctx(seats: usize) -> RenderCtx {
    RenderCtx {
        lang: Lang::Es,
        names: (1..=seats).map(|i| format!("<@{i}>")).collect(),
        plain: (1..=seats)
            .map(|i| format!("Jugadora número {i} del servidor"))
            .collect(),
        options: Value::Null,
    }
}

/// The card faces a scene draws, as (rank, suit).
pub fn faces(scene: &Scene) -> Vec<(String, String)> {
    scene
        .rows
        .iter()
        .flat_map(|r| &r.items)
        .filter_map(|i| match i {
            Item::Card(Face { rank, suit }) => Some((rank.clone(), format!("{suit:?}"))),
            _ => None,
        })
        .collect()
}

/// Every state of `matches` random matches of `game` at `seats`, visited in order.
pub fn each_state(
    game: &str,
    seats: usize,
    matches: u64,
    options: &Value,
    mut visit: impl FnMut(&dyn DynMatch),
) {
    let entry = games::by_id(game).expect("a game of the registry");
    for seed in 0..matches {
        let mut g = (entry.create)(seats, options, &Value::Null, seed).expect("a match");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..2_000 {
            visit(g.as_ref());
            if g.outcome().is_some() {
                break;
            }
            let seat: Seat = *g.to_act().choose(&mut rng).expect("someone acts");
            let mv = g
                .legal_notations(seat)
                .choose(&mut rng)
                .expect("a move")
                .clone();
            g.play(seat, &mv).expect("a legal move");
        }
    }
}

/// The most crowded board and hand (most items) of `matches` random matches of `game`.
pub fn most_crowded(game: &str, seats: usize, matches: u64) -> (Scene, Scene) {
    most_crowded_with(game, seats, matches, &Value::Null)
}

/// [`most_crowded`] with the match's `options`.
pub fn most_crowded_with(
    game: &str,
    seats: usize,
    matches: u64,
    options: &Value,
) -> (Scene, Scene) {
    let ctx = ctx(seats);
    let (mut board, mut hand): (Option<Scene>, Option<Scene>) = (None, None);
    each_state(game, seats, matches, options, |g| {
        let b = g.scene_public(&ctx).expect("a board picture");
        if board.as_ref().is_none_or(|old| b.items() > old.items()) {
            board = Some(b);
        }
        for seat in Seat::all(seats) {
            let h = g.scene_seat(seat, &ctx).expect("a hand picture");
            if hand.as_ref().is_none_or(|old| h.items() > old.items()) {
                hand = Some(h);
            }
        }
    });
    (board.unwrap(), hand.unwrap())
}

/// In every state of `matches` random matches of `game`, every legal move whose verb is in
/// `verbs` and names anything (`attack 7B`, not a bare `attack`) names (see
/// [`crate::engine::scene::names`]) a thing its seat's page shows keyed, in
/// the seat's hand or on the board: clicking that thing offers the move.
pub fn assert_moves_are_clickable(game: &str, seats: usize, matches: u64, verbs: &[&str]) {
    let ctx = ctx(seats);
    let mut checked = 0;
    each_state(game, seats, matches, &Value::Null, |g| {
        let board = g.scene_public(&ctx).unwrap();
        for seat in g.to_act() {
            let hand = g.scene_seat(seat, &ctx).unwrap();
            let keys: Vec<&str> = hand.keys().chain(board.keys()).collect();
            for mv in g.legal_notations(seat) {
                let mut words = mv.split_whitespace();
                let verb = words.next().unwrap_or_default();
                if !verbs.contains(&verb) || words.next().is_none() {
                    continue;
                }
                checked += 1;
                assert!(
                    keys.iter().any(|k| crate::engine::scene::names(&mv, k)),
                    "{game}: `{mv}` names nothing seat {seat:?} can click; keys {keys:?}"
                );
            }
        }
    });
    assert!(checked > 0, "{game}: no move of {verbs:?} was met");
}

/// In every state of random matches of a game whose cards are each one of a kind, no face on
/// the board's picture is in a hand's.
pub fn assert_board_hides_hands(game: &str, seats: usize, matches: u64) {
    assert_no_card_shown_twice(game, seats, matches, |_| 1);
}

/// In every state of random matches of `game`, each face is drawn on the board and in all
/// hands together at most as often as the deck holds it (`copies`): a hand's card drawn on the
/// board would be counted twice.
pub fn assert_no_card_shown_twice(
    game: &str,
    seats: usize,
    matches: u64,
    copies: impl Fn(&(String, String)) -> usize,
) {
    assert_no_card_shown_twice_with(game, seats, matches, &Value::Null, copies);
}

/// [`assert_no_card_shown_twice`] with the match's `options`.
pub fn assert_no_card_shown_twice_with(
    game: &str,
    seats: usize,
    matches: u64,
    options: &Value,
    copies: impl Fn(&(String, String)) -> usize,
) {
    let ctx = ctx(seats);
    each_state(game, seats, matches, options, |g| {
        let board = faces(&g.scene_public(&ctx).unwrap());
        let hands: Vec<_> = Seat::all(seats)
            .map(|seat| faces(&g.scene_seat(seat, &ctx).unwrap()))
            .collect();
        let shown: Vec<_> = board.iter().chain(hands.iter().flatten()).collect();
        for card in &shown {
            let times = shown.iter().filter(|c| *c == card).count();
            assert!(
                times <= copies(card),
                "{card:?} drawn {times} times: board {board:?}, hands {hands:?}"
            );
        }
    });
}
