//! Refused moves.

use super::*;

#[test]
fn wrong_step_moves_rejected_with_the_right_illegal_and_state_unchanged() {
    let action = Illegal::WrongStep {
        expected: Step::Action,
    };
    let place = Illegal::WrongStep {
        expected: Step::Place,
    };
    let discard = Illegal::WrongStep {
        expected: Step::Discard,
    };
    let mut g = Pos {
        hands: ["2S 3S", "2C 3C"],
        shops: ["2H 2D", "4C"],
        goods_top: "4S",
        kings_top: "KD",
        ..POS
    }
    .build();
    for m in ["place 2S", "discard 2H"] {
        assert_eq!(illegal(&mut g, S0, m), action, "{m}");
    }
    play(&mut g, S0, "buy");
    for m in ["buy", "sell 2", "sell 2H 2D", "trade 2H 4C", "discard 2H"] {
        assert_eq!(illegal(&mut g, S0, m), place, "{m}");
    }
    assert_eq!(
        illegal(&mut g, S0, "place 5H"),
        Illegal::NotInHand(card("5H"))
    );
    play(&mut g, S0, "place 4S");
    assert_eq!(g.to_act(), vec![S1], "K♦: seat 1 has no diamond");
    for m in ["buy", "place 2C", "sell 4", "trade 4C 2H"] {
        assert_eq!(illegal(&mut g, S1, m), discard, "{m}");
    }
    assert_eq!(
        illegal(&mut g, S1, "discard 5H"),
        Illegal::NotInShop(card("5H"))
    );
}

#[test]
fn not_your_turn_for_the_other_seat() {
    for seed in 0..8 {
        let mut g = seeded_game(seed);
        let active = g.to_act()[0];
        let other = active.other();
        assert!(g.legal_moves(other).is_empty());
        assert_eq!(refused(&mut g, other, "buy"), PlayError::NotYourTurn(other));
        play(&mut g, active, "buy");
        let any_card = g.hands[other][0].to_string();
        assert_eq!(
            refused(&mut g, other, &format!("place {any_card}")),
            PlayError::NotYourTurn(other)
        );
        assert_eq!(
            refused(&mut g, Seat(2), "buy"),
            PlayError::NoSuchSeat(Seat(2))
        );
    }
}

#[test]
fn game_over_after_the_end() {
    let mut g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 2C 2H 2D", "4H"],
        ..POS
    }
    .build();
    play(&mut g, S0, "sell 2");
    for seat in [S0, S1] {
        assert!(g.legal_moves(seat).is_empty());
        assert_eq!(refused(&mut g, seat, "buy"), PlayError::GameOver);
        assert_eq!(refused(&mut g, seat, "place 3S"), PlayError::GameOver);
    }
    let mut dynamic = Typed(g);
    assert_eq!(dynamic.play(S1, "buy"), Err(MoveError::GameOver));
    assert!(dynamic.to_act().is_empty());
}

#[test]
fn illegal_move_through_the_dyn_adapter_explains_in_both_languages() {
    let g = Pos {
        hands: ["3S", "3C"],
        shops: ["2S 3H", ""],
        ..POS
    }
    .build();
    let mut dynamic = Typed(g.clone());
    let err = dynamic.play(S0, "sell 2S").unwrap_err();
    assert_eq!(
        err.illegal_reason(Lang::En),
        Some(Illegal::SaleTooSmall.to_string())
    );
    assert!(err
        .illegal_reason(Lang::Es)
        .unwrap()
        .contains("al menos dos"));
    assert!(matches!(
        dynamic.play(S0, "sell"),
        Err(MoveError::Notation(_))
    ));
    assert_eq!(dynamic.0, g, "unchanged");
}
