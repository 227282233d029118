//! Refusals.

use super::*;

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
    // Mustering an attack.
    let mut mustering = g.clone();
    play(&mut mustering, S0, "muster 4B");
    for m in ["pass", "play 2C", "block 4B:5E", "discard 3C"] {
        assert_eq!(illegal(&mut mustering, S0, m), wrong(Step::Muster), "{m}");
    }
    assert_eq!(
        illegal(&mut mustering, S0, "muster 4B"),
        Illegal::AlreadyMustered(card("4B"))
    );
    assert_eq!(
        illegal(&mut g, S0, "cancel"),
        wrong(Step::Main),
        "nothing to call off"
    );
    // Blocks.
    play(&mut g, S0, "attack 4B 6B");
    for m in ["order 4B 6B", "attack 5E", "play 2C", "heal 5E with 2C"] {
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
