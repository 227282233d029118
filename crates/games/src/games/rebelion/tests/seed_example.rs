//! The seed's worked example.

use super::*;

/// The blog post's example: the peasants attack with 6B and 4B, the militia blocks with 5E
/// (on the 6B) and 12E (on the 4B) and orders the 6B's combat first. The discard pile is
/// empty. Each owner is asked after each combat, the peasants first; they hold nothing and
/// pass. With `heal`, the militia holds `defender_hand`, declines to heal its 5E after the
/// first combat and plays `heal` after the second.
fn seed_example(defender_hand: &'static str, heal: Option<&str>) -> (Rebelion, Vec<Event>) {
    let mut g = Pos {
        armies: ["6B 4B", "5E 12E"],
        hands: ["", defender_hand],
        ..POS
    }
    .build();
    assert!(g.discard.is_empty(), "no discards before this turn");
    let mut events = play(&mut g, S0, "attack 4B 6B");
    events.extend(play(&mut g, S1, "block 4B:12E 6B:5E"));
    events.extend(play(&mut g, S1, "order 6B 4B"));
    if let Some(heal) = heal {
        assert_eq!(g.to_act(), vec![S0], "the attacker first");
        events.extend(play(&mut g, S0, "pass"));
        // The 5E at 0 could be healed too; the militia lets it go.
        assert_eq!(g.to_act(), vec![S1]);
        events.extend(play(&mut g, S1, "pass"));
        assert_eq!(g.discard, cards("6B 5E"), "both after the first combat");
        events.extend(play(&mut g, S0, "pass"));
        assert_eq!(g.to_act(), vec![S1]);
        events.extend(play(&mut g, S1, heal));
    } else {
        events.extend(pass_heals(&mut g));
    }
    assert_eq!(g.public_view().pending, "main");
    assert_eq!(g.to_act(), vec![S0]);
    (g, events)
}

#[test]
fn seed_combat_example() {
    let (g, events) = seed_example("", None);
    assert_eq!(
        combats(&events),
        [
            // 6 − 5 = 1 with no 1 of Bastos in the pile; 5 − 6 = 0.
            &combat("6B", 1, Fate::Retreats, "5E", 0, Fate::Destroyed),
            // 4 − 12 = 0; 12 − 4 = 8, and the 5E now in the pile takes the Rey's place.
            &combat("4B", 0, Fate::Destroyed, "12E", 8, replaced("5E")),
        ]
    );
    assert_eq!(g.armies, per_seat(vec![], cards("5E")));
    assert_eq!(g.discard, cards("6B 4B 12E"));
}

#[test]
fn seed_combat_example_with_two_of_copas() {
    let (g, events) = seed_example("2C", Some("heal 12E with 2C"));
    assert!(events.contains(&Event::Healed {
        seat: S1,
        army: card("12E"),
        with: cards("2C"),
        level: 10
    }));
    // Damage 4 − 2 = 2: the Rey falls to 10 instead of 8, and the highest Espadas up to 10 in
    // the pile is still the 5.
    assert_eq!(
        combats(&events)[1],
        &combat("4B", 0, Fate::Destroyed, "12E", 10, replaced("5E"))
    );
    assert_eq!(g.armies, per_seat(vec![], cards("5E")));
    assert_eq!(g.discard, cards("6B 2C 4B 12E"));
}

#[test]
fn seed_combat_example_with_four_of_copas() {
    let (g, events) = seed_example("4C", Some("heal 12E with 4C"));
    // Healed fully: the Rey stays.
    assert_eq!(
        combats(&events)[1],
        &combat("4B", 0, Fate::Destroyed, "12E", 12, Fate::Unchanged)
    );
    assert_eq!(g.armies, per_seat(vec![], cards("12E")));
    assert_eq!(g.discard, cards("6B 5E 4C 4B"));
}
