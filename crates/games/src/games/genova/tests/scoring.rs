//! Rule 18 and the seed's "Privilegios" and "Final del Juego": privilege groups, 10 per
//! building owned, most ducats, then most items, then a shared win.

use super::super::turn::{group_score, privilege_score};
use super::*;
use crate::engine::Outcome;

fn buildings(s: &str) -> Vec<Building> {
    s.split_whitespace().map(bd).collect()
}

#[test]
fn rule_18_a_group_of_n_adjacent_privileges_scores_10_n_n_plus_1_over_2() {
    let scores: Vec<u32> = (1..=6).map(group_score).collect();
    assert_eq!(scores, [10, 30, 60, 100, 150, 210]);
    assert_eq!(privilege_score(&[]), 0);
    assert_eq!(privilege_score(&buildings("GR")), 10);
    assert_eq!(privilege_score(&buildings("GR VM")), 30);
    assert_eq!(privilege_score(&buildings("GR TA")), 20, "not adjacent");
}

#[test]
fn rule_18_seed_example_ana_scores_90_and_170_with_villa_collini() {
    // Metals, Grains, Villa Zasteri alone; Park, Coach House, Villa Ricci together.
    assert_eq!(privilege_score(&buildings("ME PK CO VR GR VZ")), 90);
    // Villa Collini joins Coach House and Metals: a chain of five, and two alone.
    assert_eq!(privilege_score(&buildings("ME PK CO VR GR VZ VC")), 170);
}

#[test]
fn rule_18_the_ring_closes_and_all_fourteen_make_one_group() {
    // Villa Ricci and the Park are neighbours across the start of the ring.
    assert_eq!(privilege_score(&buildings("FA VR PK CO")), 100);
    let all = "PK CO VC ME PA SP VZ HA GR VM TA RE FA VR";
    assert_eq!(privilege_score(&buildings(all)), group_score(14));
}

/// A two-player match of one round (`rounds:1`); both turns are played quietly.
fn last_round() -> Genova {
    let options = Options {
        rounds: Some(1),
        ..Options::default()
    };
    new_game(
        2,
        &options,
        &setup(0, decks("", "", "", ""), &[[1, 1], [1, 1]]),
    )
}

fn finish(g: &mut Genova) -> Outcome {
    quiet_turn(g, "roll");
    assert!(!g.is_over());
    let events = quiet_turn(g, "roll");
    assert!(matches!(events.last(), Some(Event::Finished { .. })));
    g.outcome().expect("over")
}

#[test]
fn rule_18_privileges_and_10_per_building_are_paid_at_the_end_other_holdings_nothing() {
    let mut g = last_round();
    // Seat 0 was dealt P-PK, seat 1 P-CO.
    give(
        &mut g,
        0,
        "P-ME P-CO P-VR P-GR P-VZ wheat wheat further marker",
    );
    own(&mut g, 0, "GH CA");
    own(&mut g, 1, "CA");
    let outcome = finish(&mut g);
    assert_eq!(outcome.scores.as_slice(), [130 + 90 + 20, 130 + 10]);
    assert_eq!(outcome.winners, seats(&[0]));
    assert_eq!(ducats(&g, 0), 240);
    assert_eq!(g.public_view().status, "finished");
}

#[test]
fn rule_18_scores_are_secret_and_zero_until_the_end() {
    let mut g = last_round();
    give(&mut g, 0, "P-ME");
    g.players[Seat(1)].ducats = 500;
    assert_eq!(g.scores().as_slice(), [0, 0]);
    quiet_turn(&mut g, "roll");
    assert_eq!(g.scores().as_slice(), [0, 0]);
    quiet_turn(&mut g, "roll");
    assert_eq!(g.scores().as_slice(), [150, 510]);
}

#[test]
fn rule_18_a_tie_in_ducats_goes_to_the_most_items() {
    let mut g = last_round();
    give(&mut g, 1, "wheat");
    let outcome = finish(&mut g);
    assert_eq!(
        outcome.scores.as_slice(),
        [140, 140],
        "P-PK and P-CO: 10 each"
    );
    assert_eq!(outcome.winners, seats(&[1]));
}

#[test]
fn rule_18_items_count_goods_cards_tiles_and_unplaced_markers() {
    for extra in ["marker", "trade", "S-PO1", "salt"] {
        let mut g = last_round();
        give(&mut g, 0, extra);
        let outcome = finish(&mut g);
        assert_eq!(outcome.winners, seats(&[0]), "{extra}");
    }
}

#[test]
fn rule_18_still_tied_is_a_shared_win() {
    let mut g = last_round();
    give(&mut g, 0, "wheat");
    give(&mut g, 1, "silk");
    let outcome = finish(&mut g);
    assert_eq!(outcome.winners, seats(&[0, 1]));
    assert!(outcome.is_draw());
}
