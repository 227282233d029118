//! Camps.

use super::*;

/// Seat 1's camps for the assault tests.
const TARGET_CAMPS: [&str; 2] = ["10O 11O 12O 10C 11C 12C", "3B 4O 5C 9E 8E 7E"];

#[test]
fn unblocked_attacker_assaults_camp() {
    let mut g = Pos {
        armies: ["6B 4B", "5E"],
        camps: TARGET_CAMPS,
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 4B 6B");
    play(&mut g, S1, "block 6B:5E");
    let events = pass_heals(&mut g);
    assert_eq!(combats(&events).len(), 1, "blocked combats come first");
    assert_eq!(g.public_view().pending, "camp");
    assert_eq!(g.to_act(), vec![S0], "the attacker chooses the camp");
    assert_eq!(g.legal_moves(S0).len(), 6);
    let events = play(&mut g, S0, "camp 2");
    assert_eq!(
        events,
        vec![Event::CampAssaulted {
            seat: S0,
            slot: 2,
            card: card("4O"),
            fight: false
        }]
    );
    assert_eq!(g.public_view().pending, "main");
    // Without any defending army, the attack goes straight to the camps.
    let mut g = Pos {
        armies: ["4B", ""],
        camps: TARGET_CAMPS,
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 4B");
    assert_eq!(g.public_view().pending, "camp");
    assert_eq!(g.to_act(), vec![S0]);
}

#[test]
fn camp_of_enemy_suit_fights_and_survivor_becomes_army() {
    // 4B against the 9E camp: the 4B is destroyed, the 9E falls to 5 and the 3E in the pile
    // takes the field for the militia.
    let mut g = Pos {
        armies: ["4B", ""],
        camps: TARGET_CAMPS,
        discard: "3E",
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 4B");
    let mut events = play(&mut g, S0, "camp 4");
    events.extend(pass_heals(&mut g));
    assert_eq!(
        events[0],
        Event::CampAssaulted {
            seat: S0,
            slot: 4,
            card: card("9E"),
            fight: true
        }
    );
    assert_eq!(
        combats(&events),
        [&combat("4B", 0, Fate::Destroyed, "9E", 5, replaced("3E"))]
    );
    assert_eq!(g.armies, per_seat(vec![], cards("3E")));
    assert_eq!(g.camps[S1][3], None);
    // Healed fully by its owner, the camp card itself becomes a face-up army.
    let mut g = Pos {
        armies: ["4B", ""],
        camps: TARGET_CAMPS,
        hands: ["", "4C"],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 4B");
    play(&mut g, S0, "camp 4");
    play(&mut g, S0, "pass");
    assert_eq!(
        g.to_act(),
        vec![S1],
        "the defender may heal its camp's troops"
    );
    let events = play(&mut g, S1, "heal 9E with 4C");
    assert_eq!(
        combats(&events),
        [&combat("4B", 0, Fate::Destroyed, "9E", 9, Fate::Unchanged)]
    );
    assert_eq!(g.armies, per_seat(vec![], cards("9E")));
    assert_eq!(g.public_view().armies[S1], cards("9E"));
    // A camp destroyed outright adds no army; a stronger attacker survives as usual.
    let mut g = Pos {
        armies: ["9B", ""],
        camps: TARGET_CAMPS,
        discard: "2B",
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 9B");
    play(&mut g, S0, "camp 6");
    let events = pass_heals(&mut g);
    assert_eq!(
        combats(&events),
        [&combat("9B", 2, replaced("2B"), "7E", 0, Fate::Destroyed)]
    );
    assert_eq!(g.armies, per_seat(cards("2B"), vec![]));
}

#[test]
fn camp_of_own_suit_or_oros_or_copas_goes_to_attacker_hand() {
    let mut g = Pos {
        armies: ["6B 7B 8B", ""],
        camps: TARGET_CAMPS,
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 6B 7B 8B");
    let mut events = Vec::new();
    for slot in 1..=3 {
        assert_eq!(g.to_act(), vec![S0]);
        events.extend(play(&mut g, S0, &format!("camp {slot}")));
    }
    assert_eq!(
        events,
        ["3B", "4O", "5C"]
            .iter()
            .zip(1..)
            .map(|(c, slot)| Event::CampAssaulted {
                seat: S0,
                slot,
                card: card(c),
                fight: false
            })
            .collect::<Vec<_>>()
    );
    assert_eq!(sorted(&g.hands[S0]), cards("3B 4O 5C"));
    assert_eq!(
        sorted(&g.armies[S0]),
        cards("6B 7B 8B"),
        "the attackers stay"
    );
    assert_eq!(g.public_view().pending, "main");
    // The prisoners freed are troops of the attacker's own suit, whichever side it is.
    let mut g = Pos {
        active: 1,
        armies: ["", "5E"],
        camps: ["2E 11O 12O 10C 11C 12C", "7O 8O 9O 7C 8C 9C"],
        ..POS
    }
    .build();
    play(&mut g, S1, "attack 5E");
    play(&mut g, S1, "camp 1");
    assert_eq!(g.hands[S1], cards("2E"));
    assert_eq!(g.armies[S1], cards("5E"));
}

#[test]
fn camp_is_gone_either_way() {
    let mut g = Pos {
        armies: ["6B 7B 8B", ""],
        camps: TARGET_CAMPS,
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 6B 7B 8B");
    play(&mut g, S0, "camp 1");
    // The 7B against the 9E: the camp's troops survive at 2 but retreat; the camp is gone.
    play(&mut g, S0, "camp 4");
    pass_heals(&mut g);
    assert_eq!(g.camp_count(S1), 4);
    assert_eq!(g.public_view().camps[S1], vec![2, 3, 5, 6]);
    let camps = g.seat_view(S1).camp_cards;
    assert_eq!(camps[0], None);
    assert_eq!(camps[3], None);
    for slot in [1, 4] {
        assert_eq!(
            illegal(&mut g, S0, &format!("camp {slot}")),
            Illegal::NoSuchCamp(slot)
        );
    }
    assert!(!listed(&g, S0, "camp 1") && listed(&g, S0, "camp 2"));
    play(&mut g, S0, "camp 2");
    assert_eq!(g.camp_count(S1), 3);
    assert_eq!(g.scores(), per_seat(6, 3), "scores are the camps standing");
}

#[test]
fn losing_last_camp_loses() {
    for (last, own_army_left) in [("2O", true), ("9E", false)] {
        let camps = format!("- - - {last} - -");
        let mut g = Pos {
            armies: ["5B", ""],
            camps: [POS.camps[0], &camps],
            ..POS
        }
        .build();
        play(&mut g, S0, "attack 5B");
        let events = play(&mut g, S0, "camp 4");
        assert_eq!(events.last(), Some(&Event::Won { seat: S0 }), "{last}");
        let outcome = g.outcome().expect("over");
        assert_eq!(outcome.winners, vec![S0]);
        assert_eq!(outcome.scores, per_seat(6, 0));
        assert_eq!(outcome.standing(S1), Standing::Loss);
        assert!(g.to_act().is_empty());
        let view = g.public_view();
        assert_eq!((view.status, view.pending), ("finished", "over"));
        assert_eq!(!g.armies[S0].is_empty(), own_army_left);
        assert!(matches!(refused(&mut g, S0, "pass"), PlayError::GameOver));
    }
}

#[test]
fn empty_own_camp_once_per_turn() {
    let mut g = POS.build();
    let events = play(&mut g, S0, "empty 2");
    assert_eq!(
        events,
        vec![Event::Emptied { seat: S0, slot: 2 }],
        "the card is not shown"
    );
    assert_eq!(g.hands[S0], cards("11O"));
    assert_eq!(g.camps[S0][1], None);
    assert_eq!(g.public_view().camps[S0], vec![1, 3, 4, 5, 6]);
    assert_eq!(
        illegal(&mut g, S0, "empty 3"),
        Illegal::AlreadyDone("emptied a camp")
    );
    assert!(!g
        .legal_moves(S0)
        .iter()
        .any(|m| matches!(m, Move::Empty(_))));
    play(&mut g, S0, "pass");
    play(&mut g, S1, "pass");
    assert_eq!(illegal(&mut g, S0, "empty 2"), Illegal::NoSuchCamp(2));
    play(&mut g, S0, "empty 3");
    assert_eq!(g.camp_count(S0), 4);
}

#[test]
fn cannot_empty_last_camp() {
    let mut g = Pos {
        camps: ["- - 12O - - -", POS.camps[1]],
        ..POS
    }
    .build();
    assert_eq!(illegal(&mut g, S0, "empty 3"), Illegal::LastCamp);
    assert_eq!(illegal(&mut g, S0, "empty 1"), Illegal::NoSuchCamp(1));
    assert!(!g
        .legal_moves(S0)
        .iter()
        .any(|m| matches!(m, Move::Empty(_))));
}
