//! The turn.

use super::*;

#[test]
fn draw_each_turn() {
    let mut g = Pos {
        deck_top: "1O 2O 3O",
        hands: ["4C", "5C"],
        ..POS
    }
    .build();
    let left = g.public_view().deck_left;
    let events = play(&mut g, S0, "pass");
    assert_eq!(
        events,
        vec![
            Event::Passed { seat: S0 },
            Event::TurnBegan {
                seat: S1,
                turn: 3,
                drew: true
            }
        ],
        "the drawn card is not named"
    );
    assert_eq!(sorted(&g.hands[S1]), cards("1O 5C"));
    play(&mut g, S1, "pass");
    assert_eq!(sorted(&g.hands[S0]), cards("2O 4C"));
    assert_eq!(g.public_view().deck_left, left - 2);
    assert_eq!(g.public_view().hand_sizes, per_seat(2, 2));
}

#[test]
fn no_draw_with_seven_or_more() {
    let mut g = Pos {
        hands: ["1O 2O 3O 4O 5O 6O", "1E 2E 3E 4E 5E 6E 1B"],
        deck_top: "1C 2C",
        ..POS
    }
    .build();
    let left = g.public_view().deck_left;
    let events = play(&mut g, S0, "pass");
    assert_eq!(
        events.last(),
        Some(&Event::TurnBegan {
            seat: S1,
            turn: 3,
            drew: false
        })
    );
    assert_eq!(g.hands[S1].len(), 7);
    assert_eq!(g.public_view().deck_left, left);
    // Six cards at the start of the turn: a draw, up to seven.
    play(&mut g, S1, "play 6E");
    play(&mut g, S1, "pass");
    assert_eq!(g.hands[S0].len(), 7);
    assert!(g.hands[S0].contains(&card("1C")));
    play(&mut g, S0, "pass");
    assert_eq!(g.hands[S1].len(), 7);
    assert!(g.hands[S1].contains(&card("2C")));
    // With seven again (or more) the next turn draws nothing.
    let events = play(&mut g, S1, "pass");
    assert_eq!(
        events.last(),
        Some(&Event::TurnBegan {
            seat: S0,
            turn: 6,
            drew: false
        })
    );
    assert_eq!(g.public_view().deck_left, left - 2);
}

#[test]
fn no_hand_limit() {
    let mut g = Pos {
        hands: ["1O 2O 3O 4O 5O 6O 7O", ""],
        ..POS
    }
    .build();
    play(&mut g, S0, "empty 1");
    assert_eq!(g.hands[S0].len(), 8);
    // Nothing forces a discard: passing with eight cards is fine, turn after turn.
    play(&mut g, S0, "pass");
    play(&mut g, S1, "pass");
    assert_eq!(g.hands[S0].len(), 8, "no draw either");
    play(&mut g, S0, "pass");
    assert_eq!(g.public_view().hand_sizes[S0], 8);
}

#[test]
fn no_draw_with_empty_deck() {
    let mut g = Pos {
        armies: ["5B", "5E"],
        deck_rest: false,
        ..POS
    }
    .build();
    assert_eq!(g.public_view().deck_left, 0);
    let events = play(&mut g, S0, "pass");
    assert_eq!(
        events.last(),
        Some(&Event::TurnBegan {
            seat: S1,
            turn: 3,
            drew: false
        })
    );
    assert!(g.hands[S1].is_empty());
    assert_eq!(g.public_view().status, "playing");
}

#[test]
fn one_army_per_turn() {
    let mut g = Pos {
        hands: ["3B 4B", ""],
        ..POS
    }
    .build();
    let events = play(&mut g, S0, "play 3B");
    assert_eq!(
        events,
        vec![Event::Played {
            seat: S0,
            card: card("3B")
        }]
    );
    assert_eq!(g.armies[S0], cards("3B"));
    assert_eq!(g.to_act(), vec![S0], "the turn goes on");
    assert_eq!(
        illegal(&mut g, S0, "play 4B"),
        Illegal::AlreadyDone("brought an army into play")
    );
    assert!(!g.legal_moves(S0).iter().any(|m| matches!(m, Move::Play(_))));
    play(&mut g, S0, "pass");
    play(&mut g, S1, "pass");
    play(&mut g, S0, "play 4B");
    assert_eq!(sorted(&g.armies[S0]), cards("3B 4B"));
}

#[test]
fn only_own_suit_armies() {
    let mut g = Pos {
        hands: ["3E 3O 3C 3B", "4B 4E"],
        ..POS
    }
    .build();
    for c in ["3E", "3O", "3C"] {
        assert_eq!(
            illegal(&mut g, S0, &format!("play {c}")),
            Illegal::NotYourTroop(card(c))
        );
    }
    let plays: Vec<Move> = g
        .legal_moves(S0)
        .into_iter()
        .filter(|m| matches!(m, Move::Play(_)))
        .collect();
    assert_eq!(plays, vec![mv("play 3B")]);
    assert_eq!(
        illegal(&mut g, S0, "play 9B"),
        Illegal::NotInHand(card("9B"))
    );
    play(&mut g, S0, "pass");
    assert_eq!(
        illegal(&mut g, S1, "play 4B"),
        Illegal::NotYourTroop(card("4B"))
    );
    play(&mut g, S1, "play 4E");
}

#[test]
fn no_attack_on_the_very_first_turn() {
    let mut g = started();
    assert_eq!(g.turn, 1);
    play(&mut g, S0, "play 9B");
    assert_eq!(illegal(&mut g, S0, "attack 9B"), Illegal::FirstTurn);
    assert!(!g
        .legal_moves(S0)
        .iter()
        .any(|m| matches!(m, Move::Attack(_))));
    // Even against armies on the table.
    let mut g = Pos {
        turn: 1,
        armies: ["9B", "5E"],
        ..POS
    }
    .build();
    assert_eq!(illegal(&mut g, S0, "attack 9B"), Illegal::FirstTurn);
}

#[test]
fn attack_allowed_on_second_turn() {
    let mut g = started();
    play(&mut g, S0, "play 9B");
    play(&mut g, S0, "pass");
    // The second player's first turn: an army played this turn may attack at once.
    assert_eq!(g.turn, 2);
    play(&mut g, S1, "play 7E");
    assert!(listed(&g, S1, "muster 7E"));
    play(&mut g, S1, "muster 7E");
    assert_eq!(g.public_view().pending, "block");
    play(&mut g, S0, "block");
    play(&mut g, S1, "camp 1");
    play(&mut g, S1, "pass");
    // And the first player's second turn.
    assert_eq!(g.turn, 3);
    assert!(listed(&g, S0, "muster 9B"));
    play(&mut g, S0, "attack 9B");
    assert_eq!(g.public_view().pending, "block");
    assert_eq!(g.to_act(), vec![S1]);
}

#[test]
fn one_attack_per_turn() {
    let mut g = Pos {
        armies: ["6B 4B", ""],
        camps: ["10O 11O 12O 10C 11C 12C", "1O 2O 3O 4O 5O 6O"],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 6B");
    play(&mut g, S0, "camp 1");
    assert_eq!(
        illegal(&mut g, S0, "attack 4B"),
        Illegal::AlreadyDone("attacked")
    );
    assert_eq!(
        illegal(&mut g, S0, "attack 5B"),
        Illegal::AlreadyDone("attacked")
    );
}

#[test]
fn an_attack_being_mustered_can_be_called_off() {
    let start = Pos {
        armies: ["6B 4B", "5E"],
        ..POS
    }
    .build();
    let mut g = start.clone();
    play(&mut g, S0, "muster 4B");
    assert!(listed(&g, S0, "cancel"));
    let events = play(&mut g, S0, "cancel");
    assert_eq!(events, vec![Event::AttackCalledOff { seat: S0 }]);
    // Nothing of it happened: the armies are home and the turn's attack is still to come.
    assert_eq!(g.public_view(), start.public_view());
    assert!(listed(&g, S0, "muster 6B"));
    play(&mut g, S0, "attack 6B");
    assert_eq!(g.to_act(), vec![S1], "the defender answers the new attack");
}

#[test]
fn a_purchase_under_way_can_be_called_off() {
    let start = Pos {
        hands: ["7O", ""],
        discard: "5C",
        camps: ["1O 4O 10O 10C 11C 12C", POS.camps[1]],
        ..POS
    }
    .build();
    let mut g = start.clone();
    play(&mut g, S0, "buy 5C");
    play(&mut g, S0, "pay 7O");
    assert!(listed(&g, S0, "cancel"));
    let events = play(&mut g, S0, "cancel");
    assert_eq!(events, vec![Event::PurchaseCalledOff { seat: S0 }]);
    assert_eq!(g, {
        let mut same = start.clone();
        same.phase = Phase::Main;
        same
    });
    // The turn's purchase is still to come.
    play(&mut g, S0, "buy 5C with 7O");
    assert_eq!(g.hands[S0], cards("5C"));
}
