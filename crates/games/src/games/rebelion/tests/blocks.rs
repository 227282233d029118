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
    // One attacker at a time, in the order of the attack: a blocker for the 4B, no blocker
    // for it (`pass`), or none for all the rest (`block`).
    let steps: Vec<String> = g.legal_moves(S1).iter().map(ToString::to_string).collect();
    assert_eq!(steps, ["block 4B:5E", "block 4B:7E", "pass", "block"]);
    // An attacker may be left unblocked; the 6B is decided next.
    let events = play(&mut g, S1, "pass");
    assert_eq!(
        events,
        vec![Event::BlockChosen {
            attacker: card("4B"),
            blocker: None
        }]
    );
    assert_eq!(g.public_view().pending, "block");
    assert!(listed(&g, S1, "block 6B:5E") && !listed(&g, S1, "block 4B:5E"));
    assert_eq!(
        illegal(&mut g, S1, "block 4B:5E"),
        Illegal::AlreadyDecided(card("4B"))
    );
    let mut events = play(&mut g, S1, "block 6B:5E");
    events.extend(pass_heals(&mut g));
    assert_eq!(
        events[1],
        Event::Blocked {
            pairs: vec![(card("6B"), card("5E"))]
        },
        "the last attacker decided, the blocks are fixed"
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
fn block_steps_and_one_shot_blocks_agree() {
    let start = Pos {
        armies: ["6B 4B 9B", "5E 7E 12E"],
        ..POS
    }
    .build();
    let mut one_shot = start.clone();
    play(&mut one_shot, S0, "attack 4B 6B 9B");
    // Naming a later attacker leaves the ones before it unblocked.
    play(&mut one_shot, S1, "block 6B:5E");
    assert_eq!(
        one_shot.public_view().pending,
        "block",
        "the 9B is still open"
    );
    play(&mut one_shot, S1, "block");
    let mut steps = start.clone();
    play(&mut steps, S0, "attack 4B 6B 9B");
    play(&mut steps, S1, "pass");
    play(&mut steps, S1, "block 6B:5E");
    play(&mut steps, S1, "pass");
    assert_eq!(steps, one_shot);
    // `block` alone, as in old replays: nobody blocks.
    let mut g = start;
    play(&mut g, S0, "attack 4B 6B 9B");
    let events = play(&mut g, S1, "block");
    assert_eq!(events[0], Event::Blocked { pairs: vec![] });
    assert_eq!(g.public_view().pending, "camp");
}

/// All `k`-element orderings of `items` (indices).
fn arrangements(n: usize, k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for rest in arrangements(n, k - 1) {
        for i in 0..n {
            if !rest.contains(&i) {
                let mut v = rest.clone();
                v.push(i);
                out.push(v);
            }
        }
    }
    out
}

#[test]
fn every_block_of_four_attackers_by_four_defenders_is_reachable_by_steps() {
    let attackers = cards("3B 5B 7B 9B");
    let blockers = cards("4E 6E 8E 9E");
    let start = Pos {
        armies: ["3B 5B 7B 9B", "4E 6E 8E 9E"],
        ..POS
    }
    .build();
    let mut attacked = start.clone();
    play(&mut attacked, S0, "attack 3B 5B 7B 9B");
    // Every partial matching: which attackers are blocked (a subset), and by which blockers
    // (an ordered choice of as many distinct blockers). 1 + 16 + 72 + 96 + 24 = 209.
    let mut assignments: Vec<Vec<(Card, Card)>> = Vec::new();
    for mask in 0u32..16 {
        let chosen: Vec<Card> = (0..4)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| attackers[i])
            .collect();
        for pick in arrangements(4, chosen.len()) {
            assignments.push(
                chosen
                    .iter()
                    .zip(&pick)
                    .map(|(&a, &b)| (a, blockers[b]))
                    .collect(),
            );
        }
    }
    assert_eq!(assignments.len(), 209);
    let mut ends = Vec::new();
    for pairs in &assignments {
        let one_shot_notation = pairs
            .iter()
            .fold("block".to_owned(), |s, (a, b)| format!("{s} {a}:{b}"));
        let mut one_shot = attacked.clone();
        play(&mut one_shot, S1, &one_shot_notation);
        // Close the decision the way an old replay did: the rest stays unblocked.
        if one_shot.public_view().pending == "block" {
            play(&mut one_shot, S1, "block");
        }
        let mut steps = attacked.clone();
        for &a in &attackers {
            if !matches!(steps.phase, Phase::Block { .. }) {
                break;
            }
            let step = match pairs.iter().find(|p| p.0 == a) {
                Some((a, b)) => format!("block {a}:{b}"),
                None => "pass".to_owned(),
            };
            assert!(
                listed(&steps, S1, &step),
                "{one_shot_notation}: `{step}` listed"
            );
            play(&mut steps, S1, &step);
        }
        assert!(
            !matches!(steps.phase, Phase::Block { .. }),
            "{one_shot_notation}"
        );
        assert_eq!(steps, one_shot, "{one_shot_notation}");
        ends.push(serde_json::to_string(&steps).unwrap());
    }
    ends.sort();
    ends.dedup();
    assert_eq!(ends.len(), 209, "209 different positions");
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
    assert!(listed(&g, S1, "block 4B:5E"));
    play(&mut g, S1, "block 4B:5E");
    assert!(listed(&g, S1, "block 6B:5E"), "the other 5E");
    play(&mut g, S1, "block 6B:5E");
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
    for bad in ["order 6B 6B", "order 4B 6B 5B", "order 5B"] {
        assert_eq!(illegal(&mut g, S1, bad), Illegal::BadOrder, "{bad}");
    }
    // One combat at a time; the last one follows by itself.
    assert!(listed(&g, S1, "order 4B") && listed(&g, S1, "order 6B"));
    let mut step = g.clone();
    play(&mut step, S1, "order 6B");
    let mut whole = g.clone();
    play(&mut whole, S1, "order 6B 4B");
    assert_eq!(step, whole, "`order 6B` is `order 6B 4B` with two combats");
    let decided = g.clone();
    // 4B first: the 12E falls to 8 with nothing to replace it, then 6B and 5E fall.
    let mut events = play(&mut g, S1, "order 4B 6B");
    events.extend(pass_heals(&mut g));
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
    let mut events = play(&mut g, S1, "order 6B 4B");
    events.extend(pass_heals(&mut g));
    assert_eq!(combats(&events).len(), 2);
    assert_eq!(g.armies, per_seat(vec![], cards("5E")));
}

#[test]
fn defender_orders_identical_attackers_by_their_blockers() {
    // Two 11B that named different blockers: the order names the blocker too.
    let mut g = Pos {
        armies: ["11B 11B", "5E 9E"],
        camps: [POS.camps[0], "10E 11E 12E 10B 12B 12B"],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 11B:5E 11B:9E");
    assert_eq!(g.public_view().pending, "order");
    let legal: Vec<String> = g.legal_moves(S1).iter().map(ToString::to_string).collect();
    assert_eq!(legal, ["order 11B:5E", "order 11B:9E"]);
    assert_eq!(illegal(&mut g, S1, "order 11B:7E"), Illegal::BadOrder);
    assert_eq!(illegal(&mut g, S1, "order 11B 11B:5E"), Illegal::BadOrder);
    let mut bare = g.clone();
    let mut events = play(&mut g, S1, "order 11B:9E");
    events.extend(pass_heals(&mut g));
    assert_eq!(
        events[0],
        Event::Ordered {
            attacker: card("11B"),
            blocker: card("9E")
        }
    );
    assert_eq!(
        combats(&events)[0],
        &combat("11B", 2, Fate::Retreats, "9E", 0, Fate::Destroyed)
    );
    // A bare `order 11B` is the first of them in the order of the blocks.
    let mut events = play(&mut bare, S1, "order 11B");
    events.extend(pass_heals(&mut bare));
    assert_eq!(
        events[0],
        Event::Ordered {
            attacker: card("11B"),
            blocker: card("5E")
        }
    );
}

#[test]
fn caballo_names_its_blocker() {
    let mut g = Pos {
        armies: ["11B 3B", "5E 9E"],
        ..POS
    }
    .build();
    assert!(listed(&g, S0, "muster 11B:5E") && listed(&g, S0, "muster 11B:9E"));
    assert_eq!(
        illegal(&mut g, S0, "attack 11B:7E"),
        Illegal::NoSuchEnemyArmy(card("7E"))
    );
    let free = g.clone();
    // With the other armies of the attack, mustered one at a time.
    let mut steps = g.clone();
    play(&mut steps, S0, "muster 11B:9E");
    assert!(listed(&steps, S0, "muster 3B") && !listed(&steps, S0, "muster 11B:5E"));
    play(&mut steps, S0, "muster 3B");
    play(&mut g, S0, "attack 3B 11B:9E");
    assert_eq!(
        g.phase, steps.phase,
        "the last army launches the attack by itself"
    );
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
    let mut events = play(&mut g, S1, "block 3B:5E");
    events.extend(pass_heals(&mut g));
    assert_eq!(
        events[1],
        Event::Blocked {
            pairs: vec![(card("11B"), card("9E")), (card("3B"), card("5E"))]
        }
    );
    assert_eq!(
        g.public_view().pending,
        "order",
        "the defender still orders"
    );
    let mut events = play(&mut g, S1, "order 11B 3B");
    events.extend(pass_heals(&mut g));
    assert_eq!(
        combats(&events)[0],
        &combat("11B", 2, Fate::Retreats, "9E", 0, Fate::Destroyed)
    );
    // A Caballo that names nobody is left to the defender: blocked or not.
    let mut g = free;
    play(&mut g, S0, "attack 11B");
    for m in ["block", "pass", "block 11B:5E", "block 11B:9E"] {
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
