//! End of the deck.

use super::*;

#[test]
fn must_empty_camp_without_army_when_deck_empty() {
    let forced = Pos {
        hands: ["4C 6O", ""],
        armies: ["", "5E"],
        deck_rest: false,
        ..POS
    };
    let mut g = forced.build();
    assert_eq!(illegal(&mut g, S0, "pass"), Illegal::MustEmptyCamp);
    assert_eq!(illegal(&mut g, S0, "discard 4C"), Illegal::MustEmptyCamp);
    assert!(listed(&g, S0, "empty 1"));
    play(&mut g, S0, "empty 1");
    play(&mut g, S0, "pass");
    // Every turn, while more than one camp stands.
    play(&mut g, S1, "pass");
    assert_eq!(illegal(&mut g, S0, "pass"), Illegal::MustEmptyCamp);
    // Not with one camp left, an army on the table, an army card in hand or cards to draw.
    for pos in [
        Pos {
            camps: ["- - - - - 12C", POS.camps[1]],
            ..forced
        },
        Pos {
            armies: ["3B", "5E"],
            ..forced
        },
        Pos {
            hands: ["4C 3B", ""],
            ..forced
        },
        Pos {
            deck_rest: true,
            ..forced
        },
    ] {
        let mut g = pos.build();
        play(&mut g, S0, "pass");
    }
}

#[test]
fn last_camp_comparison_when_nobody_can_fight() {
    for (camp0, camp1, winners) in [
        ("9O", "7C", vec![S0]),
        ("8O", "9E", vec![S1]),
        ("7O", "7C", vec![]),
    ] {
        let camps = [format!("- - {camp0} - - -"), format!("- {camp1} - - - -")];
        let mut g = Pos {
            hands: ["4C", "5C"],
            camps: [&camps[0], &camps[1]],
            deck_rest: false,
            ..POS
        }
        .build();
        let events = play(&mut g, S0, "pass");
        assert!(events.contains(&Event::CampsRevealed {
            camps: per_seat(Some(card(camp0)), Some(card(camp1)))
        }));
        let outcome = g.outcome().expect("the match ends");
        assert_eq!(outcome.winners, winners, "{camp0} against {camp1}");
        if winners.is_empty() {
            // Equal camps: both lose, not a draw.
            assert_eq!(events.last(), Some(&Event::BothLost));
            assert!(!outcome.is_draw());
            assert_eq!(outcome.standing(S0), Standing::Loss);
            assert_eq!(outcome.standing(S1), Standing::Loss);
        }
        assert_eq!(g.public_view().status, "finished");
    }
    // Not while one of them can still bring an army into play: from the hand, or bought
    // with Oros from the pile (its own troops lie there).
    for hand in ["5E", "5O"] {
        let mut g = Pos {
            hands: ["4C", hand],
            camps: ["- - 9O - - -", "- 7C - - - -"],
            deck_rest: false,
            ..POS
        }
        .build();
        play(&mut g, S0, "pass");
        assert!(g.outcome().is_none(), "{hand}");
    }
}

/// A table where nobody draws (no deck) and both could still fight: only passes follow.
const IDLE: Pos = Pos {
    armies: ["5B", "5E"],
    camps: ["1C 2C 3C 4C 5C 9C", "1O 2O 3O 4O 5O 6O"],
    deck_rest: false,
    ..POS
};

#[test]
fn endless_play_twenty_idle_turns_in_a_row_end_the_match_by_the_final_reveal() {
    let mut g = IDLE.build();
    let mut seat = S0;
    for _ in 1..IDLE_TURNS {
        play(&mut g, seat, "pass");
        seat = seat.other();
    }
    assert!(g.outcome().is_none());
    let events = play(&mut g, seat, "pass");
    assert!(events.contains(&Event::CampsRevealed {
        camps: per_seat(Some(card("9C")), Some(card("6O")))
    }));
    assert_eq!(g.outcome().unwrap().winners, vec![S0]);
}

#[test]
fn endless_play_a_turn_that_does_something_starts_the_count_again() {
    let mut g = IDLE.build();
    let mut seat = S0;
    for i in 1..IDLE_TURNS {
        if i == 5 {
            play(&mut g, seat, "empty 1");
        }
        play(&mut g, seat, "pass");
        seat = seat.other();
    }
    play(&mut g, seat, "pass");
    assert!(g.outcome().is_none());
    assert_eq!(g.idle, IDLE_TURNS - 5);
}

#[test]
fn endless_play_a_draw_is_not_idle() {
    let mut g = Pos {
        hands: ["1C", "2C"],
        ..POS
    }
    .build();
    play(&mut g, S0, "pass");
    play(&mut g, S1, "pass");
    assert_eq!(g.idle, 0, "both drew a card");
}

#[test]
fn endless_play_the_match_ends_when_turn_500_ends() {
    let mut g = Pos {
        hands: ["1C", "2C"],
        ..POS
    }
    .build();
    g.turn = TURN_LIMIT - 1;
    play(&mut g, S0, "pass");
    assert!(g.outcome().is_none(), "turn 499 ended");
    let events = play(&mut g, S1, "pass");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::CampsRevealed { .. })));
    assert!(g.outcome().is_some(), "turn 500 ended");
}

#[test]
fn discard_ends_turn() {
    let mut g = Pos {
        hands: ["9E 3B", ""],
        ..POS
    }
    .build();
    assert_eq!(
        illegal(&mut g, S0, "discard 8E"),
        Illegal::NotInHand(card("8E"))
    );
    let events = play(&mut g, S0, "discard 9E");
    assert_eq!(
        events,
        vec![
            Event::Discarded {
                seat: S0,
                card: card("9E")
            },
            Event::TurnBegan {
                seat: S1,
                turn: 3,
                drew: true
            }
        ]
    );
    assert_eq!(g.discard.last(), Some(&card("9E")), "face up on the pile");
    assert_eq!(g.hands[S0], cards("3B"));
    assert_eq!(g.to_act(), vec![S1]);
    assert!(matches!(
        refused(&mut g, S0, "discard 3B"),
        PlayError::NotYourTurn(S0)
    ));
}
