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

// ---------------------------------------------------------------- decks and removed cards

/// Players, decks by default, cards each, the removed cards: ⌊52·decks/players⌋ each, the
/// surplus lowest cards removed, the 2s first in the order ♣ ♦ ♥ ♠ (the seed: 51 cards for
/// three, 50 for five, 48 for six). With two decks both copies of a card go together.
const DEFAULT_DECKS: [(usize, usize, usize, &str); 11] = [
    (2, 1, 26, ""),
    (3, 1, 17, "2C"),
    (4, 1, 13, ""),
    (5, 1, 10, "2C 2D"),
    (6, 1, 8, "2C 2D 2H 2S"),
    (7, 2, 14, "2C 2C 2D 2D 2H 2H"),
    (8, 2, 13, ""),
    (9, 2, 11, "2C 2C 2D 2D 2H"),
    (10, 2, 10, "2C 2C 2D 2D"),
    (11, 2, 9, "2C 2C 2D 2D 2H"),
    (12, 2, 8, "2C 2C 2D 2D 2H 2H 2S 2S"),
];

/// The same with the other number of decks (`decks` option): two for 2–6, one for 7–12.
const OTHER_DECKS: [(usize, usize, usize, &str); 11] = [
    (2, 2, 52, ""),
    (3, 2, 34, "2C 2C"),
    (4, 2, 26, ""),
    (5, 2, 20, "2C 2C 2D 2D"),
    (6, 2, 17, "2C 2C"),
    (7, 1, 7, "2C 2D 2H"),
    (8, 1, 6, "2C 2D 2H 2S"),
    (9, 1, 5, "2C 2D 2H 2S 3C 3D 3H"),
    (10, 1, 5, "2C 2D"),
    (11, 1, 4, "2C 2D 2H 2S 3C 3D 3H 3S"),
    (12, 1, 4, "2C 2D 2H 2S"),
];

#[track_caller]
fn check_deal(players: usize, options: &Options, decks: usize, each: usize, removed: &str) {
    let at = format!("{players} players, {decks} decks");
    assert_eq!(each, 52 * decks / players, "{at}: ⌊52·decks/players⌋");
    let in_play = cards_in_play(players, decks);
    assert_eq!(in_play.len(), each * players, "{at}");
    let mut gone: Vec<Card> = (0..decks).flat_map(|_| Card::deck()).collect();
    remove_all(&mut gone, &in_play);
    assert_eq!(sorted(gone), sorted(cards(removed)), "{at}: removed cards");
    for seed in 0..3 {
        let g = Bouillabaisse::new(players, options, None, seed).unwrap();
        assert_eq!(g.decks, decks, "{at}");
        assert_eq!(sorted(g.in_play()), sorted(in_play.clone()), "{at}");
        assert_conserved(&g);
        for (seat, hand) in g.hands.iter() {
            assert_eq!(hand.len(), each, "{at}: seat {seat}");
        }
        assert_eq!(
            g.public_view().hand_sizes,
            PerSeat::splat(players, each),
            "{at}"
        );
    }
}

#[test]
fn decks_and_removed_cards_for_every_table_size() {
    for (players, decks, each, removed) in DEFAULT_DECKS {
        check_deal(players, &Options::default(), decks, each, removed);
    }
}

#[test]
fn option_decks_overrides_the_default_for_every_table_size() {
    for (players, decks, each, removed) in OTHER_DECKS {
        let o = options(false, Some(decks as u8));
        check_deal(players, &o, decks, each, removed);
    }
    // Naming the default changes nothing.
    for (players, decks, each, removed) in DEFAULT_DECKS {
        let o = options(false, Some(decks as u8));
        check_deal(players, &o, decks, each, removed);
    }
}

#[test]
fn two_to_twelve_players_and_one_or_two_decks_only() {
    for players in [0, 1, 13, 20] {
        assert!(
            Bouillabaisse::new(players, &Options::default(), None, 1).is_err(),
            "{players} players"
        );
    }
    for decks in [0, 3] {
        assert!(Bouillabaisse::new(4, &options(false, Some(decks)), None, 1).is_err());
    }
    assert_eq!((INFO.min_seats, INFO.max_seats), (2, 12));
}

// ---------------------------------------------------------------- dealer and leader

#[test]
fn dealer_of_round_one_is_drawn_from_the_seed() {
    let dealer = |seed| {
        Bouillabaisse::new(5, &Options::default(), None, seed)
            .unwrap()
            .dealer
    };
    let seen: BTreeSet<Seat> = (0..60).map(dealer).collect();
    assert_eq!(seen, Seat::all(5).collect(), "every seat may deal");
    for seed in 0..10 {
        assert_eq!(dealer(seed), dealer(seed), "the same seed, the same dealer");
    }
}

#[test]
fn the_player_left_of_the_dealer_leads_the_first_trick() {
    for seed in 0..20 {
        let g = Bouillabaisse::new(5, &Options::default(), None, seed).unwrap();
        assert_eq!(g.to_act(), vec![g.dealer.next(5)]);
        assert_eq!(g.public_view().dealer, g.dealer);
    }
    // The seat numbers wrap round the table.
    let g = new_game(5, &Options::default(), &setup(4));
    assert_eq!(g.to_act(), vec![Seat(0)]);
    let g = new_game(5, &Options::default(), &setup(1));
    assert_eq!(g.to_act(), vec![Seat(2)]);
    assert_eq!(legal(&g, 1), Vec::<String>::new(), "only the leader acts");
}

#[test]
fn the_dealer_moves_one_seat_left_each_round() {
    let mut g = Bouillabaisse::new(5, &Options::default(), None, 11).unwrap();
    let targets = g.targets;
    let mut dealers = vec![g.dealer];
    while !g.is_over() {
        let events = finish_round(&mut g);
        assert_eq!(g.public_view().targets, targets, "targets drawn once");
        let began: Vec<(u8, Seat)> = events
            .iter()
            .filter_map(|e| match e {
                Event::RoundBegan { round, dealer } => Some((*round, *dealer)),
                _ => None,
            })
            .collect();
        if g.is_over() {
            assert!(began.is_empty(), "no seventh round");
            break;
        }
        let previous = *dealers.last().unwrap();
        assert_eq!(began, [(g.round, previous.next(5))]);
        assert_eq!(g.dealer, previous.next(5));
        assert_eq!(
            g.to_act(),
            vec![g.dealer.next(5)],
            "left of the dealer leads"
        );
        assert_eq!(g.public_view().hand_sizes, PerSeat::splat(5, 10));
        assert_eq!(g.tricks_taken, PerSeat::splat(5, 0));
        dealers.push(g.dealer);
    }
    assert_eq!(dealers.len(), 6);
    assert_eq!(g.round_scores.len(), 6);
    assert_eq!(g.round, 6);
}

// ---------------------------------------------------------------- tricks

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

#[test]
fn follow_suit_if_possible() {
    let mut g = three_cards_each();
    play(&mut g, 0, "5H");
    assert_eq!(legal(&g, 1), ["KH"], "only the heart");
    assert_eq!(illegal(&mut g, 1, "3C"), Illegal::MustFollow('H'));
    assert_eq!(illegal(&mut g, 1, "4D"), Illegal::MustFollow('H'));
    play(&mut g, 1, "KH");
    play(&mut g, 2, "AC");
    assert_eq!(legal(&g, 3), ["7H", "8H"]);
    assert_eq!(illegal(&mut g, 3, "5S"), Illegal::MustFollow('H'));
}

#[test]
fn without_the_led_suit_any_card_may_be_played() {
    let mut g = three_cards_each();
    play(&mut g, 0, "5H");
    play(&mut g, 1, "KH");
    let mut can = legal(&g, 2);
    can.sort();
    assert_eq!(can, ["3D", "4S", "AC"], "no heart: the whole hand");
    play(&mut g, 2, "4S");
    // The leader plays anything.
    let mut g = three_cards_each();
    assert_eq!(legal(&g, 0).len(), 3);
    play(&mut g, 0, "2S");
}

#[test]
fn highest_card_of_the_led_suit_wins_ace_high_two_low() {
    let mut g = position(
        1,
        &Options::default(),
        &["10H 2D", "AH 5D", "2H AD", "KH 3D"],
        &[None, Some(""), Some(""), Some("")],
        0,
    );
    let events = trick(&mut g, "10H AH 2H KH");
    assert!(events.contains(&Event::TrickWon {
        seat: Seat(1),
        cards: cards("10H AH 2H KH"),
    }));
    assert_eq!(g.tricks_taken[Seat(1)], 1);
    // Seat 1 leads the 5♦; the 2♦ is the lowest, the A♦ takes it.
    let events = trick(&mut g, "5D AD 3D 2D");
    assert!(events.contains(&Event::TrickWon {
        seat: Seat(2),
        cards: cards("5D AD 3D 2D"),
    }));
}

#[test]
fn off_suit_cards_never_win_there_are_no_trumps() {
    let mut g = position(
        1,
        &Options::default(),
        &["2C", "AS", "AH", "AD"],
        &[None, Some(""), Some(""), Some("")],
        0,
    );
    let events = trick(&mut g, "2C AS AH AD");
    assert!(events.contains(&Event::TrickWon {
        seat: Seat(0),
        cards: cards("2C AS AH AD"),
    }));
}

#[test]
fn of_two_identical_cards_the_first_played_wins() {
    // Two players, two decks: the leader's Q♥ beats the other Q♥.
    let two = options(false, Some(2));
    let mut g = position(1, &two, &["QH 3C", "QH 4C"], &[None, Some("")], 0);
    let events = trick(&mut g, "QH QH");
    assert!(events.contains(&Event::TrickWon {
        seat: Seat(0),
        cards: cards("QH QH"),
    }));
    // Three players: the first Q♥ after the lead beats the second.
    let mut g = position(
        1,
        &two,
        &["5H 3C", "QH 4C", "QH 5C"],
        &[None, Some(""), Some("")],
        0,
    );
    let events = trick(&mut g, "5H QH QH");
    assert!(events.contains(&Event::TrickWon {
        seat: Seat(1),
        cards: cards("5H QH QH"),
    }));
}

#[test]
fn the_winner_leads_the_next_trick() {
    let mut g = three_cards_each();
    trick(&mut g, "5H KH AC 7H");
    assert_eq!(g.to_act(), vec![Seat(1)], "the K♥ won");
    assert!(g.trick.is_empty());
    // Seat 0 had taken the ten earlier tricks.
    assert_eq!(g.tricks_taken, PerSeat::from(vec![10, 1, 0, 0]));
    assert_eq!(
        g.taken[Seat(1)],
        cards("5H KH AC 7H"),
        "the trick goes to its winner"
    );
    assert_eq!(legal(&g, 1).len(), 2, "the winner leads anything");
    assert!(matches!(
        refused(&mut g, 2, "3D"),
        PlayError::NotYourTurn(Seat(2))
    ));
    play(&mut g, 1, "4D");
    assert_eq!(g.to_act(), vec![Seat(2)], "then clockwise");
}

#[test]
fn wrong_turn_and_cards_not_in_hand_are_refused_and_change_nothing() {
    let mut g = three_cards_each();
    assert_eq!(refused(&mut g, 1, "KH"), PlayError::NotYourTurn(Seat(1)));
    assert_eq!(refused(&mut g, 4, "KH"), PlayError::NoSuchSeat(Seat(4)));
    assert_eq!(illegal(&mut g, 0, "KH"), Illegal::NotInHand(card("KH")));
    assert_eq!(illegal(&mut g, 0, "2C"), Illegal::NotInHand(card("2C")));
    play(&mut g, 0, "5H");
    assert_eq!(illegal(&mut g, 1, "8H"), Illegal::NotInHand(card("8H")));
    assert_eq!(refused(&mut g, 0, "9C"), PlayError::NotYourTurn(Seat(0)));
    assert_eq!(
        Illegal::MustFollow('H').to_string(),
        "you must follow suit (H)"
    );
}

// ---------------------------------------------------------------- the six rounds

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

#[test]
fn round_1_scores_5_points_per_trick() {
    assert_eq!(
        rule(1),
        Rule {
            tricks: true,
            suit: false,
            figure: false,
            card: false,
            negative: false
        }
    );
    assert_eq!(mixed(1, false), per_seat(&[10, 5, 45, 5]));
}

#[test]
fn round_2_scores_10_points_per_card_of_the_target_suit() {
    assert_eq!(mixed(2, false), per_seat(&[60, 20, 50, 0]));
}

#[test]
fn round_3_scores_50_points_per_card_of_the_target_figure() {
    assert_eq!(mixed(3, false), per_seat(&[100, 50, 50, 0]));
}

#[test]
fn round_4_scores_200_points_for_the_target_card() {
    assert_eq!(mixed(4, false), per_seat(&[0, 0, 0, 200]));
}

#[test]
fn round_4_with_two_decks_every_copy_of_the_card_scores() {
    let two = options(false, Some(2));
    // Seat 0 takes one K♠ with the other, seat 1 has the other copy.
    let mut g = position(4, &two, &["KS", "2S"], &[Some(""), None], 0);
    assert_eq!(last_trick(&mut g, "KS 2S"), per_seat(&[200, 200]));
    // Seat 0 takes both.
    let mut g = position(4, &two, &["KS", "2S"], &[Some("KS 3C"), None], 0);
    assert_eq!(last_trick(&mut g, "KS 2S"), per_seat(&[400, 0]));
}

#[test]
fn round_5_adds_up_the_rules_of_rounds_1_to_4() {
    assert_eq!(mixed(5, false), per_seat(&[170, 75, 145, 205]));
    let sum = (1..=4).fold(PerSeat::splat(4, 0), |acc, r| {
        let scores = mixed(r, false);
        acc.map(|s, &p| p + scores[s])
    });
    assert_eq!(mixed(5, false), sum);
}

#[test]
fn round_6_is_round_5_with_every_point_negative() {
    assert_eq!(mixed(6, false), per_seat(&[-170, -75, -145, -205]));
    assert_eq!(mixed(6, false), mixed(5, false).map(|_, &p| -p));
    assert!(rule(6).negative && !rule(5).negative);
}

#[test]
fn after_a_round_the_next_is_dealt_and_after_round_6_the_match_ends() {
    let mut g = position(
        2,
        &Options::default(),
        &["8H", "QH", "3D", "4D"],
        &[Some(""), Some(""), None, Some("")],
        1,
    );
    let events = trick(&mut g, "QH 3D 4D 8H");
    assert!(events.contains(&Event::RoundBegan {
        round: 3,
        dealer: Seat(2)
    }));
    assert_eq!(g.round, 3);
    assert_eq!(g.to_act(), vec![Seat(3)]);
    assert_eq!(g.public_view().hand_sizes, PerSeat::splat(4, 13));
    assert_eq!(g.tricks_taken, PerSeat::splat(4, 0));
    assert!(g.taken.values().all(Vec::is_empty));

    let mut g = position(
        6,
        &Options::default(),
        &["8H", "QH", "3D", "4D"],
        &[Some(""), Some(""), None, Some("")],
        1,
    );
    let events = trick(&mut g, "QH 3D 4D 8H");
    let totals = g.totals();
    assert!(events.contains(&Event::MatchEnded { totals }));
    assert!(!events.iter().any(|e| matches!(e, Event::RoundBegan { .. })));
    assert!(g.is_over());
    assert_eq!(g.to_act(), Vec::<Seat>::new());
    assert!(Seat::all(4).all(|s| g.legal_moves(s).is_empty()));
    assert_eq!(g.public_view().status, "finished");
    assert_eq!(refused(&mut g, 0, "8H"), PlayError::GameOver);
}

// ---------------------------------------------------------------- targets

#[test]
fn targets_are_drawn_once_at_the_start_from_the_cards_in_play() {
    let mut figures = BTreeSet::new();
    let mut suits = BTreeSet::new();
    for players in [3, 6, 9, 11] {
        for seed in 0..80 {
            let g = Bouillabaisse::new(players, &Options::default(), None, seed).unwrap();
            let t = g.public_view().targets;
            assert!(
                g.in_play().contains(&t.card),
                "{players} players, seed {seed}: {} is in play",
                t.card
            );
            figures.insert(t.figure);
            suits.insert(t.suit);
        }
    }
    assert_eq!(figures, BTreeSet::from(['J', 'Q', 'K']), "never the ace");
    assert_eq!(suits, BTreeSet::from(['C', 'D', 'H', 'S']));
    // The same seed draws the same targets.
    let a = Bouillabaisse::new(4, &Options::default(), None, 9).unwrap();
    let b = Bouillabaisse::new(4, &Options::default(), None, 9).unwrap();
    assert_eq!(a.targets, b.targets);
    // Rounds go by and the targets stay: see the_dealer_moves_one_seat_left_each_round.
}

#[test]
fn targets_in_a_setup_must_be_a_suit_a_figure_and_a_card_in_play() {
    let with = |f: &dyn Fn(&mut Setup)| {
        let mut s = setup(0);
        f(&mut s);
        s
    };
    let g = new_game(3, &Options::default(), &with(&|s| s.figure = Some('k')));
    assert_eq!(g.targets.figure, 'K');
    let g = new_game(3, &Options::default(), &with(&|s| s.suit = Some('d')));
    assert_eq!(g.targets.suit, 'D');
    for bad in [
        with(&|s| s.figure = Some('A')),
        with(&|s| s.figure = Some('7')),
        with(&|s| s.suit = Some('X')),
        // With three players the 2♣ is removed.
        with(&|s| s.card = Some(card("2C"))),
    ] {
        assert!(
            Bouillabaisse::new(3, &Options::default(), Some(&bad), 1).is_err(),
            "{bad:?}"
        );
    }
    // With four it is in play.
    let g = new_game(
        4,
        &Options::default(),
        &with(&|s| s.card = Some(card("2C"))),
    );
    assert_eq!(g.targets.card, card("2C"));
}

// ---------------------------------------------------------------- places

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

#[test]
fn lowest_total_wins() {
    let g = final_totals([0; 4]);
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.scores, per_seat(&[-170, -75, -145, -205]));
    assert_eq!(g.scores(), outcome.scores);
    assert_eq!(outcome.winners, [Seat(3)]);
    assert!(!outcome.is_draw());
    assert_eq!(outcome.standing(Seat(3)), Standing::Win);
    assert_eq!(outcome.standing(Seat(0)), Standing::Loss);
}

#[test]
fn a_tie_for_first_place_is_a_shared_win() {
    let g = final_totals([0, 0, 0, 35]);
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.scores, per_seat(&[-170, -75, -145, -170]));
    assert_eq!(outcome.winners, [Seat(0), Seat(3)]);
    assert!(!outcome.is_draw());
    let standings: Vec<Standing> = Seat::all(4).map(|s| outcome.standing(s)).collect();
    assert_eq!(
        standings,
        [Standing::Win, Standing::Loss, Standing::Loss, Standing::Win]
    );
}

#[test]
fn everybody_tied_is_a_draw() {
    let g = final_totals([0, -95, -25, 35]);
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.scores, PerSeat::splat(4, -170));
    assert_eq!(outcome.winners, Seat::all(4).collect::<Vec<_>>());
    assert!(outcome.is_draw());
    assert!(Seat::all(4).all(|s| outcome.standing(s) == Standing::Draw));
}

// ---------------------------------------------------------------- todo-o-nada

/// Round `round` where seat 1 captured all four queens (Q♣ Q♦ Q♠ with the 2♣, then the Q♥ in
/// the last trick it leads); seat 0 captured everything else (the K♠ included).
fn four_queens(round: u8, todo_o_nada: bool) -> PerSeat<i32> {
    let mut g = position(
        round,
        &options(todo_o_nada, None),
        &["4D", "QH", "2D", "3D"],
        &[None, Some("QC QD QS 2C"), Some(""), Some("")],
        1,
    );
    last_trick(&mut g, "QH 2D 3D 4D")
}

/// Round `round` where seat 2 captured every card.
fn everything_to_seat_2(round: u8, todo_o_nada: bool) -> PerSeat<i32> {
    let mut g = position(
        round,
        &options(todo_o_nada, None),
        &["2S", "3S", "AS", "4S"],
        &[Some(""), Some(""), None, Some("")],
        2,
    );
    last_trick(&mut g, "AS 4S 2S 3S")
}

/// Round `round` where seat 3 captured all thirteen ♥ in four tricks (the Q♥ among them);
/// seat 0 captured everything else (three queens and the K♠ among them).
fn all_hearts_to_seat_3(round: u8, todo_o_nada: bool) -> PerSeat<i32> {
    let mut g = position(
        round,
        &options(todo_o_nada, None),
        &["2C", "3C", "4C", "AH"],
        &[
            None,
            Some(""),
            Some(""),
            Some("2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"),
        ],
        3,
    );
    last_trick(&mut g, "AH 2C 3C 4C")
}

#[test]
fn todo_o_nada_all_four_queens_in_round_3_lose_200_instead_of_winning_them() {
    // The seed's example.
    assert_eq!(four_queens(3, false), per_seat(&[0, 200, 0, 0]));
    assert_eq!(four_queens(3, true), per_seat(&[0, -200, 0, 0]));
}

#[test]
fn todo_o_nada_all_the_tricks_flip_the_trick_points() {
    assert_eq!(everything_to_seat_2(1, false), per_seat(&[0, 0, 65, 0]));
    assert_eq!(everything_to_seat_2(1, true), per_seat(&[0, 0, -65, 0]));
}

#[test]
fn todo_o_nada_every_card_of_the_suit_flips_the_suit_points() {
    assert_eq!(all_hearts_to_seat_3(2, false), per_seat(&[0, 0, 0, 130]));
    assert_eq!(all_hearts_to_seat_3(2, true), per_seat(&[0, 0, 0, -130]));
}

#[test]
fn todo_o_nada_counts_each_component_on_its_own() {
    // Round 5: seat 3 has every ♥ (flipped) but only 4 of 13 tricks and one queen (not).
    // Seat 0: 9 tricks 45, three queens 150, the K♠ 200.
    assert_eq!(all_hearts_to_seat_3(5, false), per_seat(&[395, 0, 0, 200]));
    assert_eq!(
        all_hearts_to_seat_3(5, true),
        per_seat(&[395, 0, 0, 20 - 130 + 50])
    );
    // Nobody has a whole component: nothing flips.
    assert_eq!(mixed(5, true), mixed(5, false));
    assert_eq!(mixed(6, true), mixed(6, false));
    // Everything to one seat in round 5: tricks, suit and figure flip; the card does not.
    assert_eq!(
        everything_to_seat_2(5, true),
        per_seat(&[0, 0, -65 - 130 - 200 + 200, 0])
    );
}

#[test]
fn todo_o_nada_in_round_6_turns_the_negative_points_positive() {
    // Everything to one seat: −595 without the option.
    assert_eq!(everything_to_seat_2(6, false), per_seat(&[0, 0, -595, 0]));
    assert_eq!(
        everything_to_seat_2(6, true),
        per_seat(&[0, 0, 65 + 130 + 200 - 200, 0])
    );
    // The seed's warning: in the last round take many queens, but not all of them. Seat 1:
    // two tricks, one ♥, four queens; seat 0: eleven tricks, twelve ♥, the K♠.
    assert_eq!(four_queens(6, false), per_seat(&[-375, -220, 0, 0]));
    assert_eq!(
        four_queens(6, true),
        per_seat(&[-375, -10 - 10 + 200, 0, 0])
    );
}

#[test]
fn todo_o_nada_never_applies_to_the_200_point_card() {
    assert_eq!(everything_to_seat_2(4, true), per_seat(&[0, 0, 200, 0]));
    assert_eq!(four_queens(4, true), per_seat(&[200, 0, 0, 0]));
    // Both copies with two decks: still +400.
    let two = options(true, Some(2));
    let mut g = position(4, &two, &["KS", "2S"], &[Some("KS 3C"), None], 0);
    assert_eq!(last_trick(&mut g, "KS 2S"), per_seat(&[400, 0]));
}

#[test]
fn todo_o_nada_with_two_decks_needs_every_copy() {
    let two = options(true, Some(2));
    // All eight queens.
    let mut g = position(
        3,
        &two,
        &["QH", "2H"],
        &[Some("QC QC QD QD QS QS QH 3C"), None],
        0,
    );
    assert_eq!(last_trick(&mut g, "QH 2H"), per_seat(&[-400, 0]));
    // Seven of the eight.
    let mut g = position(
        3,
        &two,
        &["2H", "QH"],
        &[Some("QC QC QD QD QS QS QH 3C"), None],
        0,
    );
    assert_eq!(last_trick(&mut g, "2H QH"), per_seat(&[350, 50]));
}

// ---------------------------------------------------------------- explicit setup

#[test]
fn explicit_hands_are_round_one_and_rounds_give_the_later_deals() {
    let hands = suit_hands(0);
    let s = Setup {
        hands: Some(hands.clone()),
        ..setup(3)
    };
    let a = Bouillabaisse::new(4, &Options::default(), Some(&s), 1).unwrap();
    let b = Bouillabaisse::new(4, &Options::default(), Some(&s), 2).unwrap();
    assert_eq!(a.hands, PerSeat::from(hands.clone()));
    assert_eq!(a.hands, b.hands, "the seed plays no part in a given deal");
    assert_eq!(a.to_act(), vec![Seat(0)]);

    // Rounds 1 and 2 given, the rest from the seed.
    let s = Setup {
        rounds: vec![
            RoundDeal {
                hands: hands.clone(),
            },
            RoundDeal {
                hands: suit_hands(1),
            },
        ],
        ..setup(3)
    };
    let mut g = new_game(4, &options(true, None), &s);
    assert_eq!(g.hands, PerSeat::from(hands));
    // Seat 0 leads a club every trick and nobody else has one: all thirteen tricks.
    finish_round(&mut g);
    assert_eq!(g.round_scores, [per_seat(&[-65, 0, 0, 0])], "todo-o-nada");
    assert_eq!(g.round, 2);
    assert_eq!(g.hands, PerSeat::from(suit_hands(1)));
    assert_eq!((g.dealer, g.to_act()), (Seat(0), vec![Seat(1)]));
    finish_round(&mut g);
    // Seat 1 leads a heart every trick: every trick and every ♥ (the suit flips, round 2).
    assert_eq!(g.round_scores[1], per_seat(&[0, -130, 0, 0]));
    assert_eq!(g.round, 3);
    assert_eq!(g.public_view().hand_sizes, PerSeat::splat(4, 13));
    assert_ne!(g.hands, PerSeat::from(suit_hands(2)), "dealt from the seed");
}

#[test]
fn the_rules_page_setup_notation_parses() {
    let hands: Vec<Vec<String>> = suit_hands(0)
        .iter()
        .map(|h| h.iter().map(ToString::to_string).collect())
        .collect();
    let page = json!({"dealer": 0, "suit": "H", "figure": "Q", "card": "KS",
        "rounds": [{"hands": hands}]});
    let s: Setup = serde_json::from_value(page).unwrap();
    assert_eq!(s.rounds[0].hands, suit_hands(0));
    assert_eq!(s.card, Some(card("KS")));
    let short: Setup = serde_json::from_value(json!({ "hands": hands })).unwrap();
    assert_eq!(short.hands, Some(suit_hands(0)));
    assert!(serde_json::from_value::<Setup>(json!({"deck": []})).is_err());
    let o: Options = serde_json::from_value(json!({"todo-o-nada": true, "decks": 2})).unwrap();
    assert_eq!(o, options(true, Some(2)));
}

#[test]
fn bad_explicit_deals_are_refused() {
    let deal = |hands: Vec<Vec<Card>>| Setup {
        hands: Some(hands),
        ..setup(0)
    };
    let mut uneven = suit_hands(0);
    let moved = uneven[0].pop().unwrap();
    uneven[1].push(moved);
    let mut duplicate = suit_hands(0);
    duplicate[0][0] = duplicate[0][1];
    let mut three_seats = suit_hands(0);
    three_seats.pop();
    let mut both = deal(suit_hands(0));
    both.rounds = vec![RoundDeal {
        hands: suit_hands(0),
    }];
    let seven = Setup {
        rounds: vec![
            RoundDeal {
                hands: suit_hands(0)
            };
            7
        ],
        ..setup(0)
    };
    for bad in [
        deal(uneven),
        deal(duplicate),
        deal(three_seats),
        deal(vec![]),
        both,
        seven,
        Setup {
            dealer: Some(Seat(4)),
            ..setup(0)
        },
    ] {
        assert!(
            Bouillabaisse::new(4, &Options::default(), Some(&bad), 1).is_err(),
            "{bad:?}"
        );
    }
    // Three players: 17 cards each, and the removed 2♣ may not be dealt.
    let mut in_play = cards_in_play(3, 1);
    let good: Vec<Vec<Card>> = (0..3)
        .map(|_| in_play.split_off(in_play.len() - 17))
        .collect();
    assert!(Bouillabaisse::new(3, &Options::default(), Some(&deal(good.clone())), 1).is_ok());
    let mut with_two = good;
    with_two[0][0] = card("2C");
    assert!(Bouillabaisse::new(3, &Options::default(), Some(&deal(with_two)), 1).is_err());
}

// ---------------------------------------------------------------- views

#[test]
fn public_view_has_exactly_the_replay_keys() {
    let s = Setup {
        hands: Some(
            suit_hands(0)
                .into_iter()
                .map(|h| h.into_iter().rev().collect())
                .collect(),
        ),
        ..setup(3)
    };
    let mut g = new_game(4, &Options::default(), &s);
    play(&mut g, 0, "2C");
    play(&mut g, 1, "9D");
    assert_eq!(
        to_json(&g.public_view()),
        json!({
            "round": 1,
            "dealer": 3,
            "to_act": [2],
            "trick": [[0, "2C"], [1, "9D"]],
            "tricks_taken": [0, 0, 0, 0],
            "round_scores": [],
            "totals": [0, 0, 0, 0],
            "targets": {"suit": "H", "figure": "Q", "card": "KS"},
            "hand_sizes": [12, 12, 13, 13],
            "status": "playing",
        })
    );
    trick(&mut g, "2H 2S");
    let view = to_json(&g.public_view());
    assert_eq!(view["tricks_taken"], json!([1, 0, 0, 0]));
    assert_eq!(view["trick"], json!([]));
    assert_eq!(view["to_act"], json!([0]));
    // Nothing of a hand in public.
    let text = view.to_string();
    for c in ["3C", "3D", "3H", "3S"] {
        assert!(!text.contains(c), "{c}");
    }
}

#[test]
fn seat_view_adds_exactly_the_hand_sorted_by_suit_then_rank() {
    let mut g = three_cards_each();
    play(&mut g, 0, "5H");
    for seat in Seat::all(4) {
        let public = to_json(&g.public_view());
        let mut view = to_json(&g.seat_view(seat));
        let hand = view
            .as_object_mut()
            .unwrap()
            .remove("hand")
            .expect("a hand");
        assert_eq!(view, public, "seat {seat}: the public view plus `hand`");
        assert_eq!(hand.as_array().unwrap().len(), g.hands[seat].len());
    }
    assert_eq!(
        to_json(&g.seat_view(Seat(1)))["hand"],
        json!(["3C", "4D", "KH"])
    );
    assert_eq!(
        to_json(&g.seat_view(Seat(3)))["hand"],
        json!(["7H", "8H", "5S"])
    );
    // Seat 1 sees nothing of seat 3's hand.
    let text = to_json(&g.seat_view(Seat(1))).to_string();
    assert!(!text.contains("7H") && !text.contains("5S"));
}

#[test]
fn a_finished_match_shows_its_six_rounds() {
    let g = final_totals([0; 4]);
    let view = to_json(&g.public_view());
    assert_eq!(view["status"], "finished");
    assert_eq!(view["to_act"], json!([]));
    assert_eq!(view["round"], 6);
    assert_eq!(view["round_scores"].as_array().unwrap().len(), 6);
    assert_eq!(view["totals"], json!([-170, -75, -145, -205]));
}

// ---------------------------------------------------------------- notation

#[test]
fn moves_are_play_and_a_card() {
    assert_eq!("play QH".parse::<Move>().unwrap(), Move::Play(card("QH")));
    assert_eq!("PLAY 10s".parse::<Move>().unwrap(), Move::Play(card("10S")));
    assert_eq!(Move::Play(card("10S")).to_string(), "play 10S");
    for bad in ["", "play", "play 1C", "play QH KH", "lead QH"] {
        assert!(bad.parse::<Move>().is_err(), "`{bad}`");
    }
}
