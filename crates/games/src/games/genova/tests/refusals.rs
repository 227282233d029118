//! Illegal moves: refused with their typed reason, the state unchanged (the [`illegal`]
//! helper checks both, and that the move is not listed).

use super::*;

#[test]
fn illegal_moves_leave_the_state_unchanged_and_give_the_typed_reason() {
    let mut g = game(3, &[[3, 4]]);
    give(&mut g, 1, "wheat");
    run(&mut g, "0 roll; 1 offer GH 10");
    let cases: [(u8, &str, Illegal); 10] = [
        (0, "move PK", Illegal::ActionOwed(bd("GH"))),
        (0, "close", Illegal::NoOpenAction),
        (0, "small S-GH1", Illegal::NoOpenAction),
        (
            0,
            "accept 2 GH",
            Illegal::NoSuchOffer {
                seat: Seat(2),
                space: sp("GH"),
            },
        ),
        (0, "offer GH 5", Illegal::ActiveOffers),
        (1, "act", Illegal::NotActive),
        (1, "end", Illegal::NotActive),
        (1, "place 2,3", Illegal::NotYourMarkers),
        (
            1,
            "withdraw CH",
            Illegal::NoSuchOffer {
                seat: Seat(1),
                space: sp("CH"),
            },
        ),
        (2, "offer GH silk", Illegal::CannotPay),
    ];
    for (seat, m, reason) in cases {
        assert_eq!(illegal(&mut g, seat, m), reason, "`{m}` by seat {seat}");
    }
}

#[test]
fn moves_out_of_turn_are_refused_before_their_legality() {
    let mut g = game(3, &[[3, 4]]);
    assert_eq!(
        refused(&mut g, 1, "offer GH 10"),
        PlayError::NotYourTurn(Seat(1))
    );
    assert_eq!(refused(&mut g, 5, "roll"), PlayError::NoSuchSeat(Seat(5)));
    play(&mut g, 0, "roll");
    play(&mut g, 0, "act");
    // While seat 0's action is open, the others have nothing to decide.
    assert_eq!(
        refused(&mut g, 2, "offer 2,4 10"),
        PlayError::NotYourTurn(Seat(2))
    );
}
