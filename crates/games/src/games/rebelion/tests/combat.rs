//! Combat.

use super::*;
use crate::engine::{Lang, Render, RenderCtx};

#[test]
fn simultaneous_damage() {
    // Both deal their level at once: the 3E is destroyed but its 3 points still land.
    let mut g = Pos {
        armies: ["7B", "3E"],
        discard: "4B",
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 7B");
    play(&mut g, S1, "block 7B:3E");
    let events = pass_heals(&mut g);
    assert_eq!(
        combats(&events),
        [&combat("7B", 4, replaced("4B"), "3E", 0, Fate::Destroyed)]
    );
    // Equal levels: neither strikes first, both fall.
    let mut g = Pos {
        armies: ["6B", "6E"],
        discard: "3B 3E",
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 6B");
    play(&mut g, S1, "block 6B:6E");
    let events = pass_heals(&mut g);
    assert_eq!(
        combats(&events),
        [&combat("6B", 0, Fate::Destroyed, "6E", 0, Fate::Destroyed)]
    );
    assert_eq!(g.armies, per_seat(vec![], vec![]));
    assert_eq!(g.discard, cards("3B 3E 6B 6E"));
}

#[test]
fn healing_reduces_the_damage_taken_even_beyond_the_level() {
    // The seed: Copas reduce the damage received. A 3 hit for 9 and healed by 5 still takes
    // 4 damage and falls.
    let mut g = Pos {
        armies: ["3B", "9E"],
        hands: ["5C", ""],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 3B");
    play(&mut g, S1, "block 3B:9E");
    let mut events = play(&mut g, S0, "heal 3B with 5C");
    events.extend(pass_heals(&mut g));
    assert_eq!(
        combats(&events),
        [&combat("3B", 0, Fate::Destroyed, "9E", 6, Fate::Retreats)]
    );
}

#[test]
fn heal_with_copas_before_replacement() {
    let start = Pos {
        armies: ["7B", "5E"],
        hands: ["3C", "4C"],
        discard: "5B 2B 2E",
        ..POS
    }
    .build();
    let mut g = start.clone();
    play(&mut g, S0, "attack 7B");
    let events = play(&mut g, S1, "block 7B:5E");
    assert!(combats(&events).is_empty(), "nothing settled yet");
    assert_eq!(g.public_view().pending, "heal");
    assert_eq!(g.to_act(), vec![S0], "the attacker decides first");
    assert!(matches!(
        refused(&mut g, S1, "heal 5E with 2C"),
        PlayError::NotYourTurn(S1)
    ));
    assert_eq!(
        illegal(&mut g, S0, "heal 5E with 3C"),
        Illegal::NotDamaged(card("5E"))
    );
    assert_eq!(
        illegal(&mut g, S0, "heal 7B with 4C"),
        Illegal::NotInHand(card("4C"))
    );
    assert_eq!(
        illegal(&mut g, S0, "heal 7B with 2B"),
        Illegal::NotCopas(card("2B"))
    );
    assert!(listed(&g, S0, "pass") && listed(&g, S0, "heal 7B with 3C"));
    let events = play(&mut g, S0, "heal 7B with 3C");
    assert_eq!(
        events,
        vec![Event::Healed {
            seat: S0,
            army: card("7B"),
            with: cards("3C"),
            level: 5
        }]
    );
    assert_eq!(g.to_act(), vec![S1], "then the defender");
    let events = play(&mut g, S1, "heal 5E with 4C");
    // The healed levels decide the replacements: 5 takes the 5B; the 5E took 7 damage, 4
    // healed leaves 3, so 2 takes the 2E.
    assert_eq!(
        combats(&events),
        [&combat("7B", 5, replaced("5B"), "5E", 2, replaced("2E"))]
    );
    assert_eq!(g.armies, per_seat(cards("5B"), cards("2E")));
    assert_eq!(g.discard, cards("2B 3C 4C 7B 5E"));
    assert_eq!(g.public_view().pending, "main");
    assert_eq!(g.to_act(), vec![S0]);
    // Without healing the 7B at 2 would have taken the 2B and the 5E would be destroyed.
    let mut g = start;
    play(&mut g, S0, "attack 7B");
    play(&mut g, S1, "block 7B:5E");
    play(&mut g, S0, "pass");
    let events = play(&mut g, S1, "pass");
    assert_eq!(
        combats(&events),
        [&combat("7B", 2, replaced("2B"), "5E", 0, Fate::Destroyed)]
    );
    // A player without Copas is asked all the same: skipping them would tell the opponent.
    let mut g = Pos {
        armies: ["7B", "5E"],
        hands: ["", "2C"],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 7B");
    play(&mut g, S1, "block 7B:5E");
    assert_eq!(g.to_act(), vec![S0]);
    assert_eq!(g.legal_moves(S0), vec![mv("pass")]);
    play(&mut g, S0, "pass");
    assert_eq!(g.to_act(), vec![S1]);
}

#[test]
fn heal_doubled_on_sota() {
    let mut g = Pos {
        armies: ["10B", "6E"],
        hands: ["2C", ""],
        discard: "8B 4B",
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 10B");
    play(&mut g, S1, "block 10B:6E");
    let events = play(&mut g, S0, "heal 10B with 2C");
    assert_eq!(
        events[0],
        Event::Healed {
            seat: S0,
            army: card("10B"),
            with: cards("2C"),
            level: 8
        },
        "4 + 2 × 2"
    );
    pass_heals(&mut g);
    assert_eq!(g.armies[S0], cards("8B"));
    // Not on other armies: a 9 healed by 2 rises by 2.
    let mut g = Pos {
        armies: ["9B", "5E"],
        hands: ["2C", ""],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 9B");
    play(&mut g, S1, "block 9B:5E");
    let events = play(&mut g, S0, "heal 9B with 2C");
    assert!(matches!(events[0], Event::Healed { level: 6, .. }));
}

#[test]
fn healed_fully_is_unchanged() {
    for (copas, sota) in [("1C 3C", false), ("7C", false), ("3C", true)] {
        let (mine, theirs) = if sota { ("10B", "6E") } else { ("9B", "4E") };
        let mut g = Pos {
            armies: [mine, theirs],
            hands: [copas, ""],
            discard: "5B 4B",
            ..POS
        }
        .build();
        play(&mut g, S0, &format!("attack {mine}"));
        play(&mut g, S1, &format!("block {mine}:{theirs}"));
        let mut events = play(&mut g, S0, &format!("heal {mine} with {copas}"));
        events.extend(pass_heals(&mut g));
        let full = card(mine).level;
        assert!(
            matches!(events[0], Event::Healed { level, .. } if level == full),
            "never above the printed level: {events:?}"
        );
        assert!(matches!(
            combats(&events)[0],
            Event::Combat {
                attacker_fate: Fate::Unchanged,
                ..
            }
        ));
        assert_eq!(g.armies[S0], cards(mine), "the army stays as it was");
        assert!(g.discard.starts_with(&cards("5B 4B")));
    }
    // One card may heal past the damage; a card the others make useless is refused (a fully
    // healed army's decision is over, so it could not be played card by card).
    let mut g = Pos {
        armies: ["9B", "4E"],
        hands: ["1C 4C 7C", ""],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 9B");
    play(&mut g, S1, "block 9B:4E");
    assert_eq!(
        illegal(&mut g, S0, "heal 9B with 1C 4C"),
        Illegal::HealsNothingMore(card("1C"))
    );
    assert!(listed(&g, S0, "heal 9B with 7C"));
    play(&mut g, S0, "tend 9B with 4C");
    assert_eq!(g.to_act(), vec![S1], "healed fully, the decision is over");
}

#[test]
fn replacement_by_highest_lower_card_of_same_suit() {
    for (pile, expected) in [("7B 6E 5B 2B 6C", "5B"), ("5B 6B 7B", "6B"), ("1B", "1B")] {
        let mut g = Pos {
            armies: ["9B", "3E"],
            discard: pile,
            ..POS
        }
        .build();
        play(&mut g, S0, "attack 9B");
        play(&mut g, S1, "block 9B:3E");
        let events = pass_heals(&mut g);
        assert_eq!(
            combats(&events),
            [&combat(
                "9B",
                6,
                replaced(expected),
                "3E",
                0,
                Fate::Destroyed
            )],
            "pile {pile}"
        );
        assert_eq!(g.armies[S0], cards(expected));
        assert!(!g.discard.contains(&card(expected)));
        assert!(g.discard.contains(&card("9B")));
    }
    // The militia's armies are replaced by Espadas.
    let mut g = Pos {
        armies: ["4B", "9E"],
        discard: "5B 3E 4E",
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 4B");
    play(&mut g, S1, "block 4B:9E");
    let events = pass_heals(&mut g);
    assert_eq!(
        combats(&events),
        [&combat("4B", 0, Fate::Destroyed, "9E", 5, replaced("4E"))]
    );
}

#[test]
fn no_replacement_goes_to_discard() {
    let mut g = Pos {
        armies: ["9B", "3E"],
        discard: "7B 8B 6E 6O 6C",
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 9B");
    play(&mut g, S1, "block 9B:3E");
    let events = pass_heals(&mut g);
    assert_eq!(
        combats(&events),
        [&combat("9B", 6, Fate::Retreats, "3E", 0, Fate::Destroyed)]
    );
    assert!(g.armies[S0].is_empty());
    assert_eq!(g.discard, cards("7B 8B 6E 6O 6C 9B 3E"));
}

#[test]
fn level_zero_is_destroyed() {
    // 3 − 5 is 0, not −2; nothing replaces an army at 0, however low the pile goes.
    let mut g = Pos {
        armies: ["3B", "5E"],
        discard: "1B 2B 1E",
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 3B");
    play(&mut g, S1, "block 3B:5E");
    let events = pass_heals(&mut g);
    assert_eq!(
        combats(&events),
        [&combat("3B", 0, Fate::Destroyed, "5E", 2, replaced("1E"))]
    );
    assert_eq!(g.armies, per_seat(vec![], cards("1E")));
    assert_eq!(g.discard, cards("1B 2B 3B 5E"));
}

#[test]
fn copas_heal_card_by_card_or_all_at_once() {
    let start = Pos {
        armies: ["12B", "9E"],
        hands: ["1C 2C 4C", ""],
        discard: "10B",
        ..POS
    }
    .build();
    let mut g = start.clone();
    play(&mut g, S0, "attack 12B");
    play(&mut g, S1, "block 12B:9E");
    // One move per Copas: to go on (`tend`) or as the last one (`heal`), and `pass`.
    let listed_moves: Vec<String> = g.legal_moves(S0).iter().map(ToString::to_string).collect();
    assert_eq!(
        listed_moves,
        [
            "tend 12B with 1C",
            "tend 12B with 2C",
            "tend 12B with 4C",
            "heal 12B with 1C",
            "heal 12B with 2C",
            "heal 12B with 4C",
            "pass"
        ]
    );
    let mut whole = g.clone();
    play(&mut whole, S0, "heal 12B with 1C 4C");
    let events = play(&mut g, S0, "tend 12B with 4C");
    assert_eq!(g.to_act(), vec![S0], "the healer goes on");
    assert_eq!(
        events,
        vec![Event::Healed {
            seat: S0,
            army: card("12B"),
            with: cards("4C"),
            level: 7
        }]
    );
    play(&mut g, S0, "heal 12B with 1C");
    assert_eq!(g.armies, whole.armies);
    assert_eq!(g.hands, whole.hands);
    assert_eq!(g.phase, whole.phase);
    // With no Copas left the seat still ends its decision itself (ending it by itself would
    // tell the opponent the hand holds no more).
    let mut g = start;
    play(&mut g, S0, "attack 12B");
    play(&mut g, S1, "block 12B:9E");
    play(&mut g, S0, "tend 12B with 1C");
    play(&mut g, S0, "tend 12B with 2C");
    play(&mut g, S0, "tend 12B with 4C");
    assert_eq!(g.to_act(), vec![S0]);
    assert_eq!(g.legal_moves(S0), vec![mv("pass")]);
    play(&mut g, S0, "pass");
    play(&mut g, S1, "pass");
    assert_eq!(g.public_view().pending, "main");
    assert_eq!(
        g.armies[S0],
        cards("10B"),
        "12 - 9 + 7 = 10: the 10B replaces it"
    );
}

/// Issue 31: while the owners decide on healing, the two armies are out of their lines; the
/// public view (and so the board, its picture and replays) shows the combat under way: who
/// fights whom, the damage taken, who still decides, and the combats still to fight.
#[test]
fn the_combat_under_way_is_public_while_healing_is_decided() {
    let mut g = Pos {
        armies: ["4B 6B", "5E 12E"],
        hands: ["3C", ""],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 4B 6B");
    play(&mut g, S1, "block 6B:5E 4B:12E");
    play(&mut g, S1, "order 6B 4B");
    let view = g.public_view();
    assert_eq!(view.pending, "heal");
    // The fighting armies left their lines: only the next combat's are still there.
    assert_eq!(
        (view.armies[S0].clone(), view.armies[S1].clone()),
        (cards("4B"), cards("12E"))
    );
    let combat = view.combat.expect("a combat under way");
    let shown: Vec<(Seat, Card, u8, u32)> = combat
        .armies
        .iter()
        .map(|f| (f.seat, f.card, f.level, f.damage))
        .collect();
    assert_eq!(
        shown,
        [(S0, card("6B"), 1, 5), (S1, card("5E"), 0, 6)],
        "6B took 5 from 5E, 5E took 6"
    );
    assert_eq!(combat.awaiting, vec![S0, S1]);
    assert_eq!(combat.next, vec![(card("4B"), card("12E"))]);
    play(&mut g, S0, "heal 6B with 3C");
    let combat = g.public_view().combat.expect("still healing");
    assert_eq!((combat.armies[0].healed, combat.armies[0].level), (3, 4));
    // The combat is in the board's words and in its picture.
    let ctx = RenderCtx {
        lang: Lang::En,
        names: vec!["ana".into(), "bruno".into()],
        plain: vec!["ana".into(), "bruno".into()],
        options: serde_json::Value::Null,
    };
    let panel = Rebelion::render_public(&g.public_view(), &ctx);
    let field = panel
        .fields
        .iter()
        .find(|f| f.name == "Combat")
        .expect("a Combat field");
    assert_eq!(
        field.value,
        "ana: 6 of Bastos — damage 5, healed 3 → level 4\n\
         bruno: 5 of Espadas — damage 6, healed 0 → level 0\n\
         Deciding on healing: bruno\n\
         Still to fight: Rey of Espadas ⟂ 4 of Bastos"
    );
    assert_eq!(g.public_view().combat.unwrap().awaiting, g.to_act());
    let scene = Rebelion::scene_public(&g.public_view(), &ctx).expect("a picture");
    assert!(scene.rows.iter().any(|r| r.label == "Combat"));
    // The next combat is fought once both have decided; when the attack is over, no combat.
    pass_heals(&mut g);
    assert_eq!(g.public_view().pending, "main");
    assert!(g.public_view().combat.is_none());
}
