//! The expert rules (`expert.rs`): one test per heuristic, on positions set with [`position`]
//! (targets ♥ for 10 points, the queens for 50, the K♠ for 200), then whole matches.

use super::*;
use crate::engine::{seeded, Game};
use crate::testing::expert::{expert, experts_only, random, share};

/// The expert's card for the seat to act.
fn expert_card(g: &Bouillabaisse) -> String {
    let seat = g.to_act()[0];
    match g
        .expert(seat, &mut seeded(3))
        .expect("the seat has a card to play")
    {
        Move::Play(c) => c.to_string(),
    }
}

/// Four seats with three cards each in `round`, seat 0 leading; seat 3 took the rest.
fn table(round: u8, hands: [&str; 4]) -> Bouillabaisse {
    position(
        round,
        &Options::default(),
        &hands,
        &[Some(""), Some(""), Some(""), None],
        0,
    )
}

#[test]
fn the_expert_avoids_only_what_the_round_scores() {
    // Seat 1 has no club: it throws the heart when hearts cost, the queen when queens do.
    let hands = ["5C 2D 3D", "9H QS 4D", "7C 5D 6D", "8C 7D 8D"];
    let mut g = table(2, hands);
    trick(&mut g, "5C");
    assert_eq!(expert_card(&g), "9H");
    let mut g = table(3, hands);
    trick(&mut g, "5C");
    assert_eq!(expert_card(&g), "QS");
}

#[test]
fn the_expert_ducks_under_the_winner() {
    let mut g = table(1, ["9D 2C 3C", "5D 8D JD", "10D 4C 5C", "KD 6C 7C"]);
    trick(&mut g, "9D");
    assert_eq!(expert_card(&g), "8D");
}

#[test]
fn the_expert_takes_a_clean_trick_with_a_high_card() {
    // Round 2: no heart in the trick and no trick points; the K♣ would win a club trick later.
    let mut g = table(2, ["5C 2C 4H", "7C 4C 6H", "9C 6C 8H", "3C KC 2D"]);
    trick(&mut g, "5C 7C 9C");
    assert_eq!(expert_card(&g), "KC");
}

#[test]
fn the_expert_wins_high_when_winning_anyway() {
    // Round 3: both diamonds win; the queen would be its own 50 points.
    let mut g = table(3, ["2D 2C 3C", "3D 4C 5C", "4D 6C 7C", "QD KD 5S"]);
    trick(&mut g, "2D 3D 4D");
    assert_eq!(expert_card(&g), "KD");
}

#[test]
fn the_expert_sheds_penalty_cards_and_high_cards_when_void() {
    // Round 4: the K♠ is 200 points.
    let mut g = table(4, ["5D 2C 3C", "KS AC 2H", "7D 4C 5C", "8D 6C 7C"]);
    trick(&mut g, "5D");
    assert_eq!(expert_card(&g), "KS");
    // Round 1: the A♣ is sure to take a club trick; the 2♥ never.
    let mut g = table(1, ["5D 2C 3C", "3S AC 2H", "7D 4C 5C", "8D 6C 3H"]);
    trick(&mut g, "5D");
    assert_eq!(expert_card(&g), "AC");
}

#[test]
fn the_expert_leads_low_in_a_safe_suit() {
    // The A♠ is the highest spade left; the 3♦ is under every diamond out.
    let g = table(1, ["AS 3D 8C", "2S 7D 9C", "4S 9D 5C", "5S JD 10C"]);
    assert_eq!(expert_card(&g), "3D");
}

#[test]
fn the_expert_fears_the_dump() {
    // Round 4. Seat 3 showed it has no diamond and may hold the K♠ (200): seat 1 keeps under
    // the 5♦ rather than shed its 9♦.
    let mut g = table(4, ["5D 2C 3C", "2D 9D 4C", "3D 6C 7C", "KS 8C 9C"]);
    g.voids[3] = super::super::state::suit_bit(Suit::Diamonds);
    trick(&mut g, "5D");
    assert_eq!(expert_card(&g), "2D");
}

#[test]
fn the_expert_counts_the_cards() {
    // No spade: the queen to throw is the one whose ace and king were played (the other's
    // ace and king are still out to take it).
    let throws = |gone: &str, hands: [&str; 4]| {
        let mut g = position(
            1,
            &Options::default(),
            &hands,
            &[Some(gone), Some(""), Some(""), None],
            0,
        );
        trick(&mut g, "2S");
        expert_card(&g)
    };
    let clubs_gone = ["2S 3S 4S", "QC QD 5H", "5S AD 2D", "6S KD 2C"];
    assert_eq!(throws("AC KC 7C 8C", clubs_gone), "QC");
    let diamonds_gone = ["2S 3S 4S", "QC QD 5H", "5S AC 2C", "6S KC 2D"];
    assert_eq!(throws("AD KD 7D 8D", diamonds_gone), "QD");
}

#[test]
fn the_expert_takes_the_points_in_round_6() {
    // Last to play: the lowest diamond that wins; the ace will win a trick later.
    let mut g = table(6, ["2D 10D 3C", "5D JD 5C", "8D 6C 7C", "3D 9D AD"]);
    trick(&mut g, "2D 5D 8D");
    assert_eq!(expert_card(&g), "9D");
    // No diamond and no chance: a card that gives the winner nothing (not the Q♥, −60).
    let mut g = table(6, ["AD 3C 3S", "2C QH 4S", "7D 5C 6S", "8D 7S 8S"]);
    trick(&mut g, "AD");
    assert_eq!(expert_card(&g), "2C");
}

#[test]
fn the_expert_plays_all_or_nothing() {
    // Round 6: seat 1 captured the Q♣ and Q♦ and nobody else a queen; seat 0 leads the Q♠.
    let queens = |todo_o_nada| {
        let mut g = position(
            6,
            &options(todo_o_nada, None),
            &["QS 3D", "AS 2S", "QH 4D", "5D 6D"],
            &[Some(""), Some("QC QD 2C 3C"), Some(""), None],
            0,
        );
        trick(&mut g, "QS");
        expert_card(&g)
    };
    // Plain round 6: take the queen.
    assert_eq!(queens(false), "AS");
    // All or nothing: the whole set of queens would count against it; leave this one.
    assert_eq!(queens(true), "2S");
}

#[test]
fn the_expert_plays_every_seat_count_to_the_end() {
    for seats in 2..=12 {
        for g in experts_only::<Bouillabaisse>(seats, 2) {
            assert!(g.is_over(), "{seats} seats");
        }
    }
}

#[test]
fn the_expert_beats_random_play() {
    let two = share::<Bouillabaisse>(2, 100, expert, random);
    let four = share::<Bouillabaisse>(4, 150, expert, random);
    assert!(two >= 0.9, "2 seats: {two}");
    assert!(four >= 0.5, "4 seats: {four}");
}
