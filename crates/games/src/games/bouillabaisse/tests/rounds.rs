//! The six rounds.

use super::*;

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
