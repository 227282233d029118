//! Blocks.

use super::*;

#[test]
fn defender_assigns_one_blocker_per_attacker() {
    let mut g = Pos {
        armies: ["6B 4B", "5E 7E"],
        ..POS
    }
    .build();
    let events = play(&mut g, S0, "attack 4B 6B");
    assert_eq!(
        events,
        vec![Event::Attacked {
            seat: S0,
            armies: cards("4B 6B")
        }]
    );
    assert_eq!(
        g.to_act(),
        vec![S1],
        "the defender decides in the attacker's turn"
    );
    assert_eq!(g.public_view().pending, "block");
    assert!(matches!(
        refused(&mut g, S0, "pass"),
        PlayError::NotYourTurn(S0)
    ));
    assert_eq!(
        illegal(&mut g, S1, "block 6B:5E 6B:7E"),
        Illegal::DoubleBlock
    );
    assert_eq!(
        illegal(&mut g, S1, "block 3B:5E"),
        Illegal::NotAttacking(card("3B"))
    );
    assert_eq!(
        illegal(&mut g, S1, "block 6B:9E"),
        Illegal::NoSuchEnemyArmy(card("9E"))
    );
    // No block, one of four single blocks, or one of two double blocks.
    assert_eq!(g.legal_moves(S1).len(), 7);
    assert!(listed(&g, S1, "block"));
    // An attacker may be left unblocked.
    let events = play(&mut g, S1, "block 6B:5E");
    assert_eq!(
        events[0],
        Event::Blocked {
            pairs: vec![(card("6B"), card("5E"))]
        }
    );
    assert_eq!(
        combats(&events).len(),
        1,
        "one blocked combat needs no order"
    );
    assert_eq!(g.public_view().pending, "camp");
    assert_eq!(g.to_act(), vec![S0]);
}

#[test]
fn each_army_blocks_once() {
    let mut g = Pos {
        armies: ["6B 4B", "5E 7E"],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 4B 6B");
    assert_eq!(
        illegal(&mut g, S1, "block 4B:5E 6B:5E"),
        Illegal::DoubleBlock
    );
    // Two copies of one card are two armies.
    let mut g = Pos {
        armies: ["6B 4B", "5E 5E"],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 4B 6B");
    assert!(listed(&g, S1, "block 4B:5E 6B:5E"));
    play(&mut g, S1, "block 4B:5E 6B:5E");
    assert_eq!(g.public_view().pending, "order");
}

#[test]
fn defender_orders_combats() {
    let start = Pos {
        armies: ["6B 4B", "5E 12E"],
        ..POS
    }
    .build();
    let mut g = start.clone();
    play(&mut g, S0, "attack 4B 6B");
    play(&mut g, S1, "block 4B:12E 6B:5E");
    assert_eq!(g.public_view().pending, "order");
    assert_eq!(g.to_act(), vec![S1]);
    assert!(matches!(
        refused(&mut g, S0, "order 6B 4B"),
        PlayError::NotYourTurn(S0)
    ));
    for bad in ["order 6B", "order 6B 6B", "order 4B 6B 5B"] {
        assert_eq!(illegal(&mut g, S1, bad), Illegal::BadOrder, "{bad}");
    }
    assert!(listed(&g, S1, "order 4B 6B") && listed(&g, S1, "order 6B 4B"));
    let decided = g.clone();
    // 4B first: the 12E falls to 8 with nothing to replace it, then 6B and 5E fall.
    let events = play(&mut g, S1, "order 4B 6B");
    assert_eq!(
        combats(&events),
        [
            &combat("4B", 0, Fate::Destroyed, "12E", 8, Fate::Retreats),
            &combat("6B", 1, Fate::Retreats, "5E", 0, Fate::Destroyed),
        ]
    );
    assert_eq!(g.armies, per_seat(vec![], vec![]));
    // 6B first (the seed's order): the 5E in the pile replaces the 12E.
    let mut g = decided;
    let events = play(&mut g, S1, "order 6B 4B");
    assert_eq!(combats(&events).len(), 2);
    assert_eq!(g.armies, per_seat(vec![], cards("5E")));
}

#[test]
fn caballo_names_its_blocker() {
    let mut g = Pos {
        armies: ["11B 3B", "5E 9E"],
        ..POS
    }
    .build();
    assert!(listed(&g, S0, "attack 11B:5E") && listed(&g, S0, "attack 11B:9E"));
    assert_eq!(
        illegal(&mut g, S0, "attack 11B:7E"),
        Illegal::NoSuchEnemyArmy(card("7E"))
    );
    let free = g.clone();
    play(&mut g, S0, "attack 3B 11B:9E");
    assert_eq!(g.to_act(), vec![S1]);
    // The Caballo's blocker is fixed: the defender neither changes it nor uses the 9E again.
    assert_eq!(
        illegal(&mut g, S1, "block 11B:5E"),
        Illegal::CaballoChose(card("11B"))
    );
    assert_eq!(illegal(&mut g, S1, "block 3B:9E"), Illegal::DoubleBlock);
    assert!(g
        .legal_moves(S1)
        .iter()
        .all(|m| !m.to_string().contains("11B")));
    let events = play(&mut g, S1, "block 3B:5E");
    assert_eq!(
        events[0],
        Event::Blocked {
            pairs: vec![(card("11B"), card("9E")), (card("3B"), card("5E"))]
        }
    );
    assert_eq!(
        g.public_view().pending,
        "order",
        "the defender still orders"
    );
    let events = play(&mut g, S1, "order 11B 3B");
    assert_eq!(
        combats(&events)[0],
        &combat("11B", 2, Fate::Retreats, "9E", 0, Fate::Destroyed)
    );
    // A Caballo that names nobody is left to the defender: blocked or not.
    let mut g = free;
    play(&mut g, S0, "attack 11B");
    for m in ["block", "block 11B:5E", "block 11B:9E"] {
        assert!(listed(&g, S1, m), "{m}");
    }
}

#[test]
fn only_caballo_names() {
    let mut g = Pos {
        armies: ["10B 12B 9B", "5E"],
        ..POS
    }
    .build();
    for c in ["10B", "12B", "9B"] {
        assert_eq!(
            illegal(&mut g, S0, &format!("attack {c}:5E")),
            Illegal::NotACaballo(card(c))
        );
    }
}
