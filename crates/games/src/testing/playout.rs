//! A random-playout property suite generic over [`Game`], for every game of the registry.
//!
//! [`random_playout`] plays a match to its end with random legal moves and checks the engine
//! contract before every move and at the end:
//! - a clone equals its original, and the state survives a JSON round trip;
//! - `to_act()` lists distinct seats of the table, and is empty exactly when `outcome()` is set;
//! - `legal_moves(seat)` is non-empty for every seat in `to_act()`, empty for every other seat,
//!   lists each move once, and each move's `Display` parses back to it and passes `check`;
//! - a move by a seat that is not to act (or not at the table) is refused and changes nothing,
//!   and once the match is over every move is refused with `GameOver`;
//! - the events of every move survive a JSON round trip; the views serialize;
//! - the board's headline (`called`) names only seats with a legal move, and every seat that
//!   owes one;
//! - the match ends within `G::INFO.max_moves`, with consistent scores and winners;
//! - the same moves from the same start give the same end (determinism).
//!
//! A game adds its own invariants with the closure, called on every state, and may bias the
//! choice of moves towards rare rules with [`random_playout_with`].

use std::collections::BTreeMap;
use std::io;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use crate::engine::{Game, GameRng, PlayError, Seat};

/// The number of proptest cases: `PROPTEST_CASES` when set, else `default`.
pub fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// What a random playout did.
#[derive(Debug, Clone)]
pub struct Playout<G: Game> {
    /// The match as it started.
    pub start: G,
    /// The finished match.
    pub end: G,
    /// Every move in order, with the seat that made it.
    pub moves: Vec<(Seat, G::Move)>,
    /// The public events of each move, in the same order.
    pub events: Vec<Vec<G::Event>>,
}

impl<G: Game> Playout<G> {
    /// The moves as replay notation, `SEAT: MOVE`.
    pub fn notation(&self) -> Vec<String> {
        self.moves
            .iter()
            .map(|(s, m)| format!("{s}: {m}"))
            .collect()
    }
}

/// A new match of `G` from `seed`: fewest seats, default options, no explicit setup.
///
/// # Panics
/// If the game refuses its own defaults.
pub fn new_match<G: Game>(seed: u64) -> G {
    G::new(G::INFO.min_seats, &G::Options::default(), None, seed)
        .unwrap_or_else(|e| panic!("{}: default match for seed {seed}: {e}", G::INFO.id))
}

/// Keeps the moves chosen apart from the game's own draws when both come from one seed.
const CHOOSER_SALT: u64 = 0x9e37_79b9_7f4a_7c15;

/// Plays `game` to its end: at each step a random seat of `to_act()`, then a random move of its
/// `legal_moves`, both drawn from a ChaCha RNG seeded with `seed`. Checks the contract (see the
/// module docs) at every step and calls `invariant(state, step)` on every state, the first and
/// the last included.
///
/// # Panics
/// On the first broken property, naming the game, the seed and the step.
pub fn random_playout<G: Game>(game: G, seed: u64, invariant: impl FnMut(&G, usize)) -> Playout<G> {
    random_playout_with(game, seed, uniform::<G>, invariant)
}

/// Any legal move, all equally likely.
pub fn uniform<G: Game>(_: &G, _: Seat, legal: &[G::Move], rng: &mut ChaCha8Rng) -> usize {
    rng.gen_range(0..legal.len())
}

/// [`random_playout`] with another way to pick the move: `pick(state, seat, legal, rng)` returns
/// an index into `legal`. A game biases its playouts with it towards rare rules.
///
/// # Panics
/// On the first broken property, naming the game, the seed and the step.
pub fn random_playout_with<G: Game>(
    game: G,
    seed: u64,
    pick: impl FnMut(&G, Seat, &[G::Move], &mut ChaCha8Rng) -> usize,
    invariant: impl FnMut(&G, usize),
) -> Playout<G> {
    let any_seat = |_: &G, to_act: &[Seat], rng: &mut ChaCha8Rng| {
        *to_act.choose(rng).expect("checked non-empty")
    };
    random_playout_by(game, seed, any_seat, pick, invariant)
}

/// [`random_playout_with`] that also chooses who moves: `seat(state, to_act, rng)` returns one
/// of `to_act`. A game where anyone may talk at any time (Génova's offers) keeps its talkers
/// from talking forever with it.
///
/// # Panics
/// On the first broken property, naming the game, the seed and the step.
pub fn random_playout_by<G: Game>(
    game: G,
    seed: u64,
    mut seat: impl FnMut(&G, &[Seat], &mut ChaCha8Rng) -> Seat,
    mut pick: impl FnMut(&G, Seat, &[G::Move], &mut ChaCha8Rng) -> usize,
    mut invariant: impl FnMut(&G, usize),
) -> Playout<G> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ CHOOSER_SALT);
    let start = game.clone();
    let mut g = game;
    let mut moves = Vec::new();
    let mut events = Vec::new();
    loop {
        let step = moves.len();
        let at = At {
            game: G::INFO.id,
            seed,
            step,
        };
        check_state(&g, at);
        check_called(&g, events.last().map_or(&[][..], Vec::as_slice), at);
        if step == 0 {
            check_views(&g);
        }
        invariant(&g, step);
        if g.is_over() {
            break;
        }
        assert!(
            step < G::INFO.max_moves,
            "{at}: still playing after max_moves"
        );
        let seat = seat(&g, &g.to_act(), &mut rng);
        let legal = g.legal_moves(seat);
        let mv = legal[pick(&g, seat, &legal, &mut rng)].clone();
        check_refusals(&g, seat, &mv, at);
        let happened = g
            .play(seat, &mv)
            .unwrap_or_else(|e| panic!("{at}: listed move `{mv}` of seat {seat} refused: {e}"));
        let json = serde_json::to_string(&happened).expect("events serialize");
        let back: Vec<G::Event> = serde_json::from_str(&json).expect("events deserialize");
        assert_eq!(back, happened, "{at}: events changed in a JSON round trip");
        moves.push((seat, mv));
        events.push(happened);
    }
    let at = At {
        game: G::INFO.id,
        seed,
        step: moves.len(),
    };
    check_outcome(&g, moves.last().map(|(_, m)| m), at);
    check_views(&g);

    let mut again = start.clone();
    for (seat, mv) in &moves {
        again.play(*seat, mv).expect("the same move is legal again");
    }
    assert_eq!(again, g, "seed {seed}: the same moves gave another end");
    Playout {
        start,
        end: g,
        moves,
        events,
    }
}

/// Where a property broke: the game, the seed and the step.
#[derive(Debug, Clone, Copy)]
struct At {
    game: &'static str,
    seed: u64,
    step: usize,
}

impl std::fmt::Display for At {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} seed {} step {}", self.game, self.seed, self.step)
    }
}

/// The board's headline after a move: every seat it calls has a legal move, and every seat the
/// match waits for (`owing`) is called.
fn check_called<G: Game>(g: &G, last: &[G::Event], at: At) {
    let called = g.called(last);
    for &seat in &called {
        assert!(
            !g.legal_moves(seat).is_empty(),
            "{at}: the board calls seat {seat}, who has no legal move (called {called:?})"
        );
    }
    for seat in g.owing() {
        assert!(
            called.contains(&seat),
            "{at}: seat {seat} owes a move but is not called (called {called:?})"
        );
    }
}

/// The contract on one state.
fn check_state<G: Game>(g: &G, at: At) {
    assert_eq!(&g.clone(), g, "{at}: a clone differs from its original");
    let json = serde_json::to_string(g).unwrap_or_else(|e| panic!("{at}: serialize: {e}"));
    let back: G = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{at}: deserialize: {e}"));
    assert_eq!(&back, g, "{at}: the state changed in a JSON round trip");

    let seats = g.seat_count();
    let to_act = g.to_act();
    assert!(
        to_act.iter().all(|s| s.index() < seats),
        "{at}: to_act {to_act:?} names a seat not at the table"
    );
    let mut distinct = to_act.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(
        distinct.len(),
        to_act.len(),
        "{at}: to_act {to_act:?} repeats a seat"
    );
    assert_eq!(
        to_act.is_empty(),
        g.outcome().is_some(),
        "{at}: to_act {to_act:?} but outcome {:?}",
        g.outcome()
    );
    assert_eq!(g.scores().len(), seats, "{at}: one score per seat");

    let mut buffer = vec![Seat(0); 3];
    g.to_act_into(&mut buffer);
    assert_eq!(buffer, to_act, "{at}: to_act_into differs from to_act");
    let mut moves_buffer = Vec::new();
    for seat in Seat::all(seats) {
        let legal = g.legal_moves(seat);
        assert_eq!(
            g.may_act(seat),
            to_act.contains(&seat),
            "{at}: may_act({seat}) differs from to_act {to_act:?}"
        );
        g.legal_moves_into(seat, &mut moves_buffer);
        assert_eq!(
            moves_buffer, legal,
            "{at}: legal_moves_into({seat}) differs from legal_moves"
        );
        if to_act.contains(&seat) {
            assert!(
                !legal.is_empty(),
                "{at}: seat {seat} must act but has no legal move"
            );
        } else {
            assert!(
                legal.is_empty(),
                "{at}: seat {seat} is not to act but has {legal:?}"
            );
        }
        for (i, mv) in legal.iter().enumerate() {
            let text = mv.to_string();
            let parsed: G::Move = text
                .parse()
                .unwrap_or_else(|e| panic!("{at}: `{text}` does not parse back: {e}"));
            assert_eq!(&parsed, mv, "{at}: `{text}` parses to another move");
            if let Err(e) = g.check(seat, mv) {
                panic!("{at}: listed move `{text}` of seat {seat} fails check: {e}");
            }
            assert!(!legal[..i].contains(mv), "{at}: `{text}` is listed twice");
        }
    }
}

/// The public view and every seat's view serialize (checked at the start and the end only:
/// derived serializers of these types cannot fail halfway through a match).
fn check_views<G: Game>(g: &G) {
    serde_json::to_writer(io::sink(), &g.public_view()).expect("the public view serializes");
    for seat in Seat::all(g.seat_count()) {
        serde_json::to_writer(io::sink(), &g.seat_view(seat)).expect("a seat view serializes");
    }
}

/// Before `seat` plays `mv`: the same move by any seat not to act, or not at the table, is
/// refused and leaves the state as it was.
fn check_refusals<G: Game>(g: &G, seat: Seat, mv: &G::Move, at: At) {
    let to_act = g.to_act();
    let seats = g.seat_count();
    for other in Seat::all(seats + 1).filter(|s| !to_act.contains(s)) {
        let mut copy = g.clone();
        match copy.play(other, mv) {
            Err(PlayError::NotYourTurn(s)) if s == other && other.index() < seats => {}
            Err(PlayError::NoSuchSeat(s)) if s == other && other.index() == seats => {}
            r => panic!("{at}: `{mv}` (seat {seat}'s) by seat {other} gave {r:?}"),
        }
        assert_eq!(
            &copy, g,
            "{at}: a refused move by seat {other} changed the state"
        );
    }
}

/// Games whose rules may end a match with every player losing: Rebelión's equal camps at the
/// final reveal ("both lose", `shared/rules/rebelion.md`).
const NOBODY_MAY_WIN: &[&str] = &["rebelion"];

/// The end of the match: scores and winners, no legal move, and `last` (the final move, if
/// any) refused for every seat with `GameOver`.
fn check_outcome<G: Game>(g: &G, last: Option<&G::Move>, at: At) {
    let outcome = g.outcome().expect("the playout ends when the match does");
    let seats = g.seat_count();
    assert_eq!(
        outcome.scores.len(),
        seats,
        "{at}: one final score per seat"
    );
    assert_eq!(
        g.scores(),
        outcome.scores,
        "{at}: scores() are the final scores"
    );
    assert!(
        !outcome.winners.is_empty() || NOBODY_MAY_WIN.contains(&G::INFO.id),
        "{at}: nobody won or drew"
    );
    assert!(
        outcome.winners.iter().all(|s| s.index() < seats),
        "{at}: a winner is not at the table"
    );
    for seat in Seat::all(seats) {
        assert!(g.legal_moves(seat).is_empty(), "{at}: a move after the end");
        let Some(last) = last else { continue };
        let mut copy = g.clone();
        match copy.play(seat, last) {
            Err(PlayError::GameOver) => {}
            r => panic!("{at}: `{last}` by seat {seat} after the end gave {r:?}"),
        }
        assert_eq!(&copy, g, "{at}: a move after the end changed the state");
    }
}

/// Re-deals what each seat cannot see with [`Game::determinize`] and checks that the public
/// view and that seat's own view (every field, shown or not) are unchanged: a public view that carried a hidden
/// card, or a seat view that carried another seat's, would change with the re-deal. A few
/// states are their own only determinization (nothing hidden is left); over a playout most
/// are not.
///
/// # Panics
/// When a view changed, naming `at` and the seat.
pub fn determinize_keeps_what_each_seat_sees<G: Game>(g: &G, rng: &mut GameRng, at: &str) {
    let public = g.public_view();
    for seat in Seat::all(g.seat_count()) {
        let d = g.determinize(seat, rng);
        assert_eq!(
            d.public_view(),
            public,
            "{at}: re-dealing what seat {seat} cannot see changed the public view"
        );
        assert_eq!(
            d.seat_view(seat),
            g.seat_view(seat),
            "{at}: re-dealing what seat {seat} cannot see changed its own view"
        );
        assert_eq!(
            d.to_act(),
            g.to_act(),
            "{at}: seat {seat}'s determinization"
        );
        assert_eq!(
            d.legal_moves(seat),
            g.legal_moves(seat),
            "{at}: seat {seat}'s determinization"
        );
    }
}

/// Checks that no card hidden from the table shows in `public` (a view as JSON): for every
/// card notation in `hidden` (hands, undrawn decks, face-down camps; a multiset), the public
/// JSON may hold that string no more often than `shown` (the multiset of cards the public
/// view may name: cards in public places, targets) holds it. Comparing counts, not mere
/// presence, catches the hidden copy of a card whose twin lies face up.
///
/// # Panics
/// On the first card named more often than it is shown.
pub fn assert_no_hidden_card_in(public: &Value, hidden: &[String], shown: &[String], at: &str) {
    let mut named = BTreeMap::new();
    count_strings(public, &mut named);
    for card in hidden {
        let times = named.get(card.as_str()).copied().unwrap_or(0);
        let allowed = shown.iter().filter(|c| *c == card).count();
        assert!(
            times <= allowed,
            "{at}: hidden card {card} is named {times} times in public, {allowed} copies are \
             shown: {public}"
        );
    }
}

/// How often each string occurs among the values (not the keys) of `v`.
fn count_strings<'a>(v: &'a Value, counts: &mut BTreeMap<&'a str, usize>) {
    match v {
        Value::String(s) => *counts.entry(s.as_str()).or_insert(0) += 1,
        Value::Array(items) => items.iter().for_each(|i| count_strings(i, counts)),
        Value::Object(map) => map.values().for_each(|i| count_strings(i, counts)),
        Value::Null | Value::Bool(_) | Value::Number(_) => {}
    }
}

/// The card notations of a list of cards in a state's JSON snapshot (`null`s, for camps that
/// fell, are skipped).
///
/// # Panics
/// If `v` is not a list of strings and nulls.
pub fn notations(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap_or_else(|| panic!("a list of cards, not {v}"))
        .iter()
        .filter(|c| !c.is_null())
        .map(|c| c.as_str().expect("a card").to_owned())
        .collect()
}
