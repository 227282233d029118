//! Places.

use super::*;

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
