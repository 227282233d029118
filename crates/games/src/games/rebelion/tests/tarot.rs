//! The Tarot variant (rules page, "Tarot variant", decisions 11–20): its deck, each Major
//! Arcana by name, the answer window, and the limits on playing them.

use super::*;

/// Seat 0 (the peasants) in its main step, with the Tarot deck.
const TAROT: Pos<'static> = Pos { tarot: true, ..POS };

/// Seat `seat` plays `m`, an Arcana; the opponent, asked, allows it. Returns every event.
#[track_caller]
fn allowed(g: &mut Rebelion, seat: Seat, m: &str) -> Vec<Event> {
    let mut events = play(g, seat, m);
    assert_eq!(
        g.public_view().pending,
        "answer",
        "`{m}` waits for the answer"
    );
    assert_eq!(g.to_act(), vec![seat.other()]);
    events.extend(play(g, seat.other(), "allow"));
    events
}

fn in_pile(g: &Rebelion, c: &str) -> bool {
    g.discard.contains(&card(c))
}

// ---------------------------------------------------------------- the deck

#[test]
fn tarot_deck_has_106_cards_and_deals_camps_and_hands_from_it() {
    let options = Options {
        tarot: true,
        ..Options::default()
    };
    let g = Rebelion::new(2, &options, None, 3).unwrap();
    assert_conserved(&g);
    assert_eq!(g.public_view().deck_left, 106 - 24);
    // The Tarot deck comes with its own sizes: a deck option is refused with it.
    let both = Options {
        deck: Some(72),
        ..options
    };
    assert!(Rebelion::new(2, &both, None, 3).is_err());
}

#[test]
fn tarot_sota_11_is_the_hero_whose_healing_doubles() {
    let mut g = Pos {
        armies: ["11B", "6E"],
        hands: ["2C", ""],
        ..TAROT
    }
    .build();
    play(&mut g, S0, "attack 11B");
    play(&mut g, S1, "block 11B:6E");
    let events = play(&mut g, S0, "heal 11B with 2C");
    assert!(
        matches!(events[0], Event::Healed { level: 9, .. }),
        "5 + 2 × 2"
    );
}

#[test]
fn tarot_caballo_12_names_its_blocker_and_the_11_does_not() {
    let mut g = Pos {
        armies: ["12B 11B", "5E 3E"],
        ..TAROT
    }
    .build();
    assert!(listed(&g, S0, "muster 12B:5E") && !listed(&g, S0, "muster 11B:5E"));
    assert_eq!(
        illegal(&mut g, S0, "attack 11B:5E"),
        Illegal::NotACaballo(card("11B"))
    );
    play(&mut g, S0, "attack 12B:5E");
    assert_eq!(
        g.public_view().pending,
        "heal",
        "the only attacker named its blocker"
    );
}

#[test]
fn tarot_reina_13_is_a_leader_and_gives_change() {
    let pos = Pos {
        armies: ["13B", ""],
        hands: ["7O", ""],
        discard: "5C 2O",
        ..TAROT
    };
    let mut g = pos.build();
    assert!(buyable(&g, S0, "buy 5C with 7O change 2O"));
    play(&mut g, S0, "buy 5C with 7O change 2O");
    assert_eq!(sorted(&g.hands[S0]), cards("2O 5C"));
    // Without a Leader of one's own on the table there is no change.
    let mut g = Pos {
        armies: ["12B", ""],
        ..pos
    }
    .build();
    assert_eq!(
        illegal(&mut g, S0, "buy 5C with 7O change 2O"),
        Illegal::NoRey
    );
}

#[test]
fn tarot_army_figures_11_to_14_are_not_for_sale_copas_figures_are() {
    let mut g = Pos {
        hands: ["9O 8O", ""],
        discard: "11B 14B 14C A3",
        ..TAROT
    }
    .build();
    for c in ["11B", "14B"] {
        assert_eq!(
            illegal(&mut g, S0, &format!("buy {c} with 9O 8O")),
            Illegal::NotForSale(card(c))
        );
    }
    assert_eq!(
        illegal(&mut g, S0, "buy A3 with 9O"),
        Illegal::NotForSale(card("A3")),
        "an Arcana is never bought"
    );
    play(&mut g, S0, "buy 14C with 9O 8O");
    assert!(g.hands[S0].contains(&card("14C")));
}

#[test]
fn tarot_deck_is_ranks_1_to_14_in_the_base_proportions_and_the_22_arcana_once_each() {
    let deck = Options {
        tarot: true,
        ..Options::default()
    }
    .full_deck();
    assert_eq!(deck.len(), 106);
    let copies = |c: &str| deck.iter().filter(|&&x| x == card(c)).count();
    for level in 1..=14 {
        for (suit, n) in [("B", 2), ("E", 2), ("O", 1), ("C", 1)] {
            assert_eq!(copies(&format!("{level}{suit}")), n, "{level}{suit}");
        }
    }
    for n in 0..=21 {
        assert_eq!(copies(&format!("A{n}")), 1, "A{n}");
    }
}

#[test]
fn tarot_figures_are_sota_11_caballo_12_reina_13_rey_14_and_10_is_a_plain_army() {
    let ranks = Ranks { tarot: true };
    let names: Vec<Option<&str>> = (10..=14).map(|l| ranks.figure(l)).collect();
    assert_eq!(
        names,
        [
            None,
            Some("Sota"),
            Some("Caballo"),
            Some("Reina"),
            Some("Rey")
        ]
    );
    assert_eq!((ranks.hero(), ranks.cavalry()), (11, 12));
    for (c, figure, leader) in [
        ("10B", false, false),
        ("11B", true, false),
        ("12B", true, false),
        ("13B", true, true),
        ("14B", true, true),
        ("A13", false, false),
    ] {
        assert_eq!(ranks.is_figure(card(c)), figure, "{c} figure");
        assert_eq!(ranks.is_leader(card(c)), leader, "{c} leader");
    }
    // A plain 10 heals single, unlike the Sota 11.
    let mut g = Pos {
        armies: ["10B", "6E"],
        hands: ["2C", ""],
        ..TAROT
    }
    .build();
    play(&mut g, S0, "attack 10B");
    play(&mut g, S1, "block 10B:6E");
    let events = play(&mut g, S0, "heal 10B with 2C");
    assert!(
        matches!(events[0], Event::Healed { level: 6, .. }),
        "4 + 2: {events:?}"
    );
}

#[test]
fn tarot_rey_14_is_a_leader_and_gives_change() {
    let mut g = Pos {
        armies: ["14B", ""],
        hands: ["9O", ""],
        discard: "4B 3O 2O",
        ..TAROT
    }
    .build();
    play(&mut g, S0, "buy 4B with 9O change 3O 2O");
    assert_eq!(sorted(&g.hands[S0]), cards("2O 3O 4B"));
}

#[test]
fn the_22_major_arcana_bear_the_names_and_numbers_of_the_rules() {
    let names = [
        "El Loco",
        "El Mago",
        "La Suma Sacerdotisa",
        "La Emperatriz",
        "El Emperador",
        "El Hierofante",
        "Los Amantes",
        "El Carro",
        "La Fuerza",
        "El Ermitaño",
        "La Rueda de la Fortuna",
        "La Justicia",
        "El Ahorcado",
        "La Muerte",
        "La Templanza",
        "El Diablo",
        "La Torre",
        "La Estrella",
        "La Luna",
        "El Sol",
        "El Juicio",
        "El Mundo",
    ];
    for (n, name) in names.iter().enumerate() {
        let n = n as u8;
        assert_eq!(arcana_name(n), *name);
        assert_eq!(card(&format!("A{n}")), Card::arcana(n));
        assert_eq!(Card::arcana(n).to_string(), format!("A{n}"));
    }
}

#[test]
fn an_arcana_counts_zero_in_the_side_pick() {
    let options = Options {
        tarot: true,
        ..Options::default()
    };
    let mut deck = cards(&format!(
        "{} {} A19 2B 3B 4B 5B 6B 1B 7E 6E 4C 5C 6C",
        PICK_CAMPS[0], PICK_CAMPS[1]
    ));
    let mut rest = options.full_deck();
    remove_all(&mut rest, &deck);
    deck.extend(rest);
    let mut g = from_deck(&options, deck);
    play(&mut g, S0, "pick A19");
    play(&mut g, S1, "pick 1B");
    assert_eq!(g.sides, per_seat(Some(Suit::Espadas), Some(Suit::Bastos)));
    assert_eq!(g.active, S1, "1 beats the Arcana's 0");
    assert!(g.hands[S0].contains(&card("A19")), "the pick stays in hand");
}

#[test]
fn an_arcana_camp_counts_zero_in_the_final_reveal() {
    let mut g = Pos {
        hands: ["4C", "5C"],
        camps: ["- - A21 - - -", "- 1O - - - -"],
        deck_rest: false,
        ..TAROT
    }
    .build();
    let events = play(&mut g, S0, "pass");
    assert!(events.contains(&Event::CampsRevealed {
        camps: per_seat(Some(card("A21")), Some(card("1O")))
    }));
    assert_eq!(g.outcome().unwrap().winners, vec![S1]);
}

// ---------------------------------------------------------------- playing an Arcana

#[test]
fn arcana_are_played_only_in_the_tarot_variant() {
    let mut g = Pos {
        hands: ["1O", ""],
        ..POS
    }
    .build();
    assert_eq!(illegal(&mut g, S0, "arcana A14"), Illegal::NoTarot);
}

#[test]
fn the_answer_window_opens_whatever_the_opponent_holds() {
    // Seat 1 holds no El Hierofante: it is asked all the same, and may only allow.
    let mut g = Pos {
        hands: ["A14", "3E"],
        ..TAROT
    }
    .build();
    play(&mut g, S0, "arcana A14");
    assert_eq!(g.public_view().pending, "answer");
    assert_eq!(g.legal_moves(S1), vec![mv("allow")]);
    assert_eq!(
        illegal(&mut g, S1, "counter"),
        Illegal::NotInHand(card("A5"))
    );
    // With El Hierofante it may counter too.
    let mut g = Pos {
        hands: ["A14", "A5"],
        ..TAROT
    }
    .build();
    play(&mut g, S0, "arcana A14");
    assert_eq!(g.legal_moves(S1), vec![mv("counter"), mv("allow")]);
}

#[test]
fn el_hierofante_counters_the_arcana_which_has_no_effect() {
    let mut g = Pos {
        hands: ["A14", "A5"],
        ..TAROT
    }
    .build();
    play(&mut g, S0, "arcana A14");
    let events = play(&mut g, S1, "counter");
    assert!(events.contains(&Event::Countered {
        seat: S1,
        card: card("A14")
    }));
    assert!(g.hands[S0].is_empty(), "La Templanza drew nothing");
    assert_eq!(g.discard, cards("A5 A14"), "both to the pile");
    assert_eq!(g.public_view().pending, "main");
    // A countered Arcana counts as the turn's one.
    let mut g = Pos {
        hands: ["A14 A3", "A5"],
        ..TAROT
    }
    .build();
    play(&mut g, S0, "arcana A14");
    play(&mut g, S1, "counter");
    assert_eq!(
        illegal(&mut g, S0, "arcana A3"),
        Illegal::AlreadyDone("played an Arcana")
    );
}

#[test]
fn el_hierofante_is_played_only_as_an_answer() {
    let mut g = Pos {
        hands: ["A5", ""],
        ..TAROT
    }
    .build();
    assert_eq!(illegal(&mut g, S0, "arcana A5"), Illegal::OnlyAsAnswer);
}

#[test]
fn the_answer_window_is_skipped_while_el_hierofante_is_in_the_pile() {
    let mut g = Pos {
        hands: ["A14", ""],
        discard: "A5",
        deck_top: "1B 2B 3B 4B 5B 6B 7B",
        ..TAROT
    }
    .build();
    play(&mut g, S0, "arcana A14");
    assert_eq!(g.public_view().pending, "main");
    assert_eq!(sorted(&g.hands[S0]), cards("1B 2B 3B 4B 5B 6B 7B"));
}

#[test]
fn one_arcana_per_player_per_turn() {
    let mut g = Pos {
        hands: ["A14 A2", ""],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A14");
    assert!(!g
        .legal_moves(S0)
        .iter()
        .any(|m| matches!(m, Move::Arcana { .. })));
    assert_eq!(
        illegal(&mut g, S0, "arcana A2"),
        Illegal::AlreadyDone("played an Arcana")
    );
}

#[test]
fn an_arcana_goes_to_the_pile_once_resolved() {
    let mut g = Pos {
        hands: ["A2", ""],
        discard: "3C",
        ..TAROT
    }
    .build();
    let events = allowed(&mut g, S0, "arcana A2");
    assert!(events.contains(&Event::ArcanaPlayed {
        seat: S0,
        card: card("A2"),
        target: Target::None
    }));
    assert_eq!(g.discard, cards("A2"));
    assert_eq!(
        g.public_view().arcana_played,
        Some(per_seat(Some(card("A2")), None))
    );
}

#[test]
fn targets_must_fit_the_arcana() {
    let mut g = Pos {
        armies: ["5B", "7E"],
        hands: ["A1 A7 A0 A16 3B 4E", ""],
        camps: [POS.camps[0], "- 11E 12E 10B 11B 12B"],
        ..TAROT
    }
    .build();
    for bad in [
        "arcana A1 5B",
        "arcana A1",
        "arcana A7 7E",
        "arcana A0 play 3B",
        "arcana A0 play 9E",
        "arcana A16 camp 1",
    ] {
        let m = mv(bad);
        let Move::Arcana { card: c, .. } = m else {
            unreachable!()
        };
        assert_eq!(illegal(&mut g, S0, bad), Illegal::BadTarget(c), "{bad}");
    }
    for good in [
        "arcana A1 7E",
        "arcana A7 5B",
        "arcana A0 play 4E",
        "arcana A16 camp 2",
    ] {
        assert!(listed(&g, S0, good), "{good}");
    }
}

#[test]
fn the_answer_window_looks_the_same_whether_or_not_the_opponent_holds_el_hierofante() {
    let asked = |answer: &str| {
        let mut g = Pos {
            hands: ["A14", answer],
            ..TAROT
        }
        .build();
        let events = play(&mut g, S0, "arcana A14");
        assert_eq!(g.to_act(), vec![S1]);
        (events, to_json(&g.public_view()), to_json(&g.seat_view(S0)))
    };
    assert_eq!(asked("A5"), asked("3E"));
}

#[test]
fn a_countered_arcana_leaves_its_target_where_it_was() {
    let mut g = Pos {
        hands: ["A0 7E", "A5"],
        ..TAROT
    }
    .build();
    play(&mut g, S0, "arcana A0 play 7E");
    play(&mut g, S1, "counter");
    assert_eq!(g.hands[S0], cards("7E"), "the turncoat stays in hand");
    assert!(g.armies[S0].is_empty());
    assert_eq!(g.discard, cards("A5 A0"));
    assert!(g.hands[S1].is_empty());
}

#[test]
fn counter_is_not_the_answering_players_arcana_of_the_turn() {
    let mut g = Pos {
        armies: ["9B", "3E"],
        hands: ["A14", "A5 A11"],
        ..TAROT
    }
    .build();
    play(&mut g, S0, "arcana A14");
    play(&mut g, S1, "counter");
    play(&mut g, S0, "attack 9B");
    play(&mut g, S1, "block 9B:3E");
    play(&mut g, S0, "pass");
    // Seat 1 countered in this turn and may still play its own Arcana in it; El Hierofante
    // now lies in the pile, so nobody is asked.
    let events = play(&mut g, S1, "arcana A11");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Justice { damage: 6, .. })));
}

#[test]
fn an_arcana_may_be_played_to_no_effect() {
    // La Suma Sacerdotisa with no Copas in the pile.
    let mut g = Pos {
        hands: ["A2 A3", ""],
        discard: "5O",
        ..TAROT
    }
    .build();
    let events = allowed(&mut g, S0, "arcana A2");
    assert!(!events.iter().any(|e| matches!(e, Event::CardsTaken { .. })));
    assert_eq!(g.hands[S0], cards("A3"));
    assert_eq!(g.discard, cards("5O A2"));
    assert_eq!(
        illegal(&mut g, S0, "arcana A3"),
        Illegal::AlreadyDone("played an Arcana"),
        "it counts all the same"
    );
}

#[test]
fn an_arcana_is_never_an_army() {
    let mut g = Pos {
        hands: ["A3", ""],
        ..TAROT
    }
    .build();
    assert_eq!(
        illegal(&mut g, S0, "play A3"),
        Illegal::NotYourTroop(card("A3"))
    );
}

// ---------------------------------------------------------------- each Arcana

#[test]
fn el_loco_puts_an_enemy_troop_from_hand_into_play_as_an_extra_army() {
    let mut g = Pos {
        hands: ["A0 7E 5B", ""],
        ..TAROT
    }
    .build();
    play(&mut g, S0, "play 5B");
    allowed(&mut g, S0, "arcana A0 play 7E");
    assert_eq!(sorted(&g.armies[S0]), cards("5B 7E"));
    assert!(g.hands[S0].is_empty());
    // The turncoat is the lower at equal level (decision 12): El Ahorcado takes it first.
    let mut g = Pos {
        armies: ["7B 7E", ""],
        active: 1,
        hands: ["", "A12"],
        ..TAROT
    }
    .build();
    g.sides = per_seat(Some(Suit::Bastos), Some(Suit::Espadas));
    allowed(&mut g, S1, "arcana A12");
    assert_eq!(g.armies[S0], cards("7B"));
}

#[test]
fn el_loco_turncoat_may_attack_at_once_and_is_replaced_by_a_card_of_its_own_suit() {
    let mut g = Pos {
        armies: ["", "3E"],
        hands: ["A0 7E", ""],
        discard: "4B 4E 2E",
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A0 play 7E");
    play(&mut g, S0, "attack 7E");
    play(&mut g, S1, "block 7E:3E");
    let events = pass_heals(&mut g);
    assert_eq!(
        combats(&events),
        [&combat("7E", 4, replaced("4E"), "3E", 0, Fate::Destroyed)],
        "an Espadas replaces it, not the 4B"
    );
    assert_eq!(g.armies[S0], cards("4E"), "still seat 0's");
    assert!(in_pile(&g, "4B") && in_pile(&g, "7E"));
}

#[test]
fn el_mago_deals_ten_damage_and_leaves_the_game() {
    let mut g = Pos {
        armies: ["", "12E"],
        hands: ["A1", ""],
        discard: "2E",
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A1 12E");
    // Its owner may heal, even with nothing to heal with (asked all the same).
    assert_eq!(g.public_view().pending, "heal");
    assert_eq!(g.to_act(), vec![S1]);
    let events = play(&mut g, S1, "pass");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::SpellEnded {
            level: 2,
            fate: Fate::Replaced(_),
            ..
        }
    )));
    assert_eq!(g.armies[S1], cards("2E"), "12 − 10 = 2: the 2E replaces it");
    assert_eq!(g.removed(), cards("A1"));
    assert!(!in_pile(&g, "A1"));
}

#[test]
fn el_mago_target_can_be_healed_with_copas() {
    let mut g = Pos {
        armies: ["", "12E"],
        hands: ["A1", "4C"],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A1 12E");
    play(&mut g, S1, "heal 12E with 4C");
    assert_eq!(g.public_view().pending, "main");
    assert!(g.armies[S1].is_empty(), "at 6 with no Espadas in the pile");
    assert!(in_pile(&g, "12E"));
}

#[test]
fn el_mago_target_a_sota_heals_double() {
    let mut g = Pos {
        armies: ["", "11E"],
        hands: ["A1", "3C"],
        discard: "7E 8E",
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A1 11E");
    let events = play(&mut g, S1, "heal 11E with 3C");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::SpellEnded {
            level: 7,
            fate: Fate::Replaced(_),
            ..
        }
    )));
    assert_eq!(g.armies[S1], cards("7E"), "1 + 3 × 2 = 7");
}

#[test]
fn el_mago_discarded_or_lost_in_a_camp_goes_to_the_pile() {
    let mut g = Pos {
        hands: ["A1", ""],
        ..TAROT
    }
    .build();
    play(&mut g, S0, "discard A1");
    assert!(in_pile(&g, "A1"));
    assert!(g.removed().is_empty());
    // Lost in a camp to El Diablo.
    let mut g = Pos {
        hands: ["A15", "A2"],
        camps: [POS.camps[0], "A1 11E - - - -"],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A15");
    play(&mut g, S1, "lose 1");
    assert!(in_pile(&g, "A1"));
    assert!(g.removed().is_empty());
}

#[test]
fn el_mago_countered_leaves_the_game_all_the_same() {
    let mut g = Pos {
        armies: ["", "12E"],
        hands: ["A1", "A5"],
        ..TAROT
    }
    .build();
    play(&mut g, S0, "arcana A1 12E");
    play(&mut g, S1, "counter");
    assert_eq!(g.armies[S1], cards("12E"));
    assert_eq!(g.removed(), cards("A1"));
    assert_eq!(g.discard, cards("A5"));
}

#[test]
fn la_suma_sacerdotisa_takes_the_highest_copas_of_the_pile() {
    let mut g = Pos {
        hands: ["A2", ""],
        discard: "3C 13C 9O",
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A2");
    assert_eq!(g.hands[S0], cards("13C"));
}

#[test]
fn la_emperatriz_takes_the_highest_oros_of_the_pile() {
    let mut g = Pos {
        hands: ["A3", ""],
        discard: "3O 8O 9C",
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A3");
    assert_eq!(g.hands[S0], cards("8O"));
}

#[test]
fn el_emperador_takes_the_highest_own_army_card_of_the_pile_figures_too() {
    let mut g = Pos {
        hands: ["A4", ""],
        discard: "9B 13B 14E",
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A4");
    assert_eq!(g.hands[S0], cards("13B"));
}

#[test]
fn los_amantes_let_any_suit_card_heal_until_the_end_of_the_turn() {
    let mut g = Pos {
        armies: ["9B", "5E"],
        hands: ["A6 3O 2B", ""],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A6");
    play(&mut g, S0, "attack 9B");
    play(&mut g, S1, "block 9B:5E");
    let events = play(&mut g, S0, "heal 9B with 3O 2B");
    assert!(matches!(events[0], Event::Healed { level: 9, .. }));
    // The effect ends with the turn.
    assert!(g
        .tarot
        .active(super::super::arcana::number::LOVERS, S0, g.turn));
    pass_heals(&mut g);
    play(&mut g, S0, "pass");
    assert!(g.public_view().effects.unwrap().is_empty());
}

#[test]
fn los_amantes_favour_only_their_player() {
    let mut g = Pos {
        armies: ["9B", "5E"],
        hands: ["A6", "3O 2C"],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A6");
    play(&mut g, S0, "attack 9B");
    play(&mut g, S1, "block 9B:5E");
    play(&mut g, S0, "pass");
    assert_eq!(
        illegal(&mut g, S1, "heal 5E with 3O"),
        Illegal::NotCopas(card("3O"))
    );
    assert!(listed(&g, S1, "heal 5E with 2C"));
}

#[test]
fn an_arcana_never_heals() {
    let mut g = Pos {
        armies: ["9B", "5E"],
        hands: ["A6 A3", ""],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A6");
    play(&mut g, S0, "attack 9B");
    play(&mut g, S1, "block 9B:5E");
    assert_eq!(
        illegal(&mut g, S0, "heal 9B with A3"),
        Illegal::NotCopas(card("A3"))
    );
}

#[test]
fn el_carro_makes_an_own_army_cavalry_this_turn() {
    let mut g = Pos {
        armies: ["5B", "3E 4E"],
        hands: ["A7", ""],
        ..TAROT
    }
    .build();
    assert_eq!(
        illegal(&mut g, S0, "attack 5B:3E"),
        Illegal::NotACaballo(card("5B"))
    );
    allowed(&mut g, S0, "arcana A7 5B");
    assert!(listed(&g, S0, "muster 5B:3E"));
    play(&mut g, S0, "attack 5B:3E");
    assert_eq!(g.public_view().pending, "heal", "it named its blocker");
    let effects = g.public_view().effects.unwrap();
    assert_eq!(effects[0].army, Some(card("5B")));
}

#[test]
fn la_fuerza_adds_suit_cards_as_damage_after_combats_before_healing() {
    let mut g = Pos {
        armies: ["7B", "9E"],
        hands: ["A8 A3 3O 1C", ""],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A8");
    play(&mut g, S0, "attack 7B");
    play(&mut g, S1, "block 7B:9E");
    assert!(listed(&g, S0, "harm 9E with 3O"));
    assert_eq!(
        illegal(&mut g, S0, "harm 9E with A3"),
        Illegal::NotASuitCard(card("A3")),
        "an Arcana never harms"
    );
    let events = play(&mut g, S0, "harm 9E with 3O");
    assert!(events.contains(&Event::Harmed {
        seat: S0,
        army: card("9E"),
        with: cards("3O"),
        level: 0
    }));
    // Healing ends the harm.
    play(&mut g, S0, "tend 7B with 1C");
    assert!(!g
        .legal_moves(S0)
        .iter()
        .any(|m| matches!(m, Move::Harm { .. })));
    pass_heals(&mut g);
    assert!(g.armies[S1].is_empty(), "9 − 7 − 3: destroyed");
}

#[test]
fn la_fuerza_harm_comes_before_healing() {
    let mut g = Pos {
        armies: ["7B", "9E"],
        hands: ["A8 3O 1C", ""],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A8");
    play(&mut g, S0, "attack 7B");
    play(&mut g, S1, "block 7B:9E");
    play(&mut g, S0, "tend 7B with 1C");
    assert_eq!(
        illegal(&mut g, S0, "harm 9E with 3O"),
        Illegal::HarmAfterHealing
    );
    // Without La Fuerza there is no harm.
    let mut g = Pos {
        armies: ["7B", "9E"],
        hands: ["3O", ""],
        ..TAROT
    }
    .build();
    play(&mut g, S0, "attack 7B");
    play(&mut g, S1, "block 7B:9E");
    assert_eq!(illegal(&mut g, S0, "harm 9E with 3O"), Illegal::NoStrength);
}

#[test]
fn la_fuerza_harms_after_each_combat_of_the_turn_only_the_enemy_army_of_that_combat() {
    let mut g = Pos {
        armies: ["7B 6B", "9E 8E"],
        hands: ["A8 3O 2O", ""],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A8");
    play(&mut g, S0, "attack 6B 7B");
    play(&mut g, S1, "block 6B:8E 7B:9E");
    play(&mut g, S1, "order 7B");
    assert_eq!(
        illegal(&mut g, S0, "harm 8E with 3O"),
        Illegal::NoSuchEnemyArmy(card("8E"))
    );
    play(&mut g, S0, "harm 9E with 3O");
    play(&mut g, S0, "pass");
    play(&mut g, S1, "pass");
    // The second combat of the turn: harm again.
    assert!(listed(&g, S0, "harm 8E with 2O"));
    play(&mut g, S0, "harm 8E with 2O");
    let events = pass_heals(&mut g);
    assert_eq!(
        combats(&events),
        [&combat("6B", 0, Fate::Destroyed, "8E", 0, Fate::Destroyed)],
        "8 − 6 − 2"
    );
    assert!(g.armies[S1].is_empty());
    assert!(in_pile(&g, "9E") && in_pile(&g, "3O") && in_pile(&g, "2O"));
}

#[test]
fn la_fuerza_extra_damage_counts_in_full_against_the_healing() {
    let mut g = Pos {
        armies: ["7B", "9E"],
        hands: ["A8 3O", "2C"],
        discard: "1E",
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A8");
    play(&mut g, S0, "attack 7B");
    play(&mut g, S1, "block 7B:9E");
    play(&mut g, S0, "harm 9E with 3O");
    play(&mut g, S0, "pass");
    let mut events = play(&mut g, S1, "heal 9E with 2C");
    events.extend(pass_heals(&mut g));
    assert_eq!(
        combats(&events),
        [&combat("7B", 0, Fate::Destroyed, "9E", 1, replaced("1E"))],
        "9 − (7 + 3 − 2) = 1"
    );
}

#[test]
fn effects_until_the_end_of_the_turn_end_when_the_turn_passes() {
    let mut g = Pos {
        armies: ["5B", "3E 4E"],
        hands: ["A7 A8 3O", ""],
        ..TAROT
    }
    .build();
    // El Carro in turn 2 …
    allowed(&mut g, S0, "arcana A7 5B");
    assert!(listed(&g, S0, "muster 5B:3E"));
    play(&mut g, S0, "pass");
    play(&mut g, S1, "pass");
    // … is over in turn 4; La Fuerza played then …
    assert_eq!(
        illegal(&mut g, S0, "attack 5B:3E"),
        Illegal::NotACaballo(card("5B"))
    );
    allowed(&mut g, S0, "arcana A8");
    play(&mut g, S0, "pass");
    play(&mut g, S1, "pass");
    // … is over in turn 6.
    play(&mut g, S0, "attack 5B");
    play(&mut g, S1, "block 5B:4E");
    assert_eq!(illegal(&mut g, S0, "harm 4E with 3O"), Illegal::NoStrength);
}

#[test]
fn el_ermitano_puts_the_lowest_own_troop_of_the_pile_into_play() {
    let mut g = Pos {
        hands: ["A9 5B", ""],
        discard: "6B 2B 1E",
        ..TAROT
    }
    .build();
    play(&mut g, S0, "play 5B");
    allowed(&mut g, S0, "arcana A9");
    assert_eq!(
        sorted(&g.armies[S0]),
        cards("2B 5B"),
        "extra to the turn's army"
    );
}

#[test]
fn el_ermitano_army_may_attack_in_the_same_turn() {
    let mut g = Pos {
        hands: ["A9", ""],
        discard: "3B",
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A9");
    assert_eq!(g.armies[S0], cards("3B"));
    play(&mut g, S0, "attack 3B");
    play(&mut g, S0, "camp 4");
    assert_eq!(g.hands[S0], cards("10B"), "the 3B looted a camp");
}

#[test]
fn la_rueda_takes_the_two_highest_oros_then_discards_a_random_hand_card() {
    let pos = Pos {
        hands: ["A10 3B", ""],
        discard: "2O 9O 7O",
        ..TAROT
    };
    let mut g = pos.build();
    allowed(&mut g, S0, "arcana A10");
    assert_eq!(g.hands[S0].len(), 2);
    // La Rueda itself goes to the pile after its effect, on top of the card discarded.
    assert_eq!(g.discard.last(), Some(&card("A10")));
    let gone = g.discard[g.discard.len() - 2];
    let mut before_discard = sorted(&[g.hands[S0].clone(), vec![gone]].concat());
    before_discard.sort();
    assert_eq!(before_discard, cards("3B 7O 9O"));
    assert!(in_pile(&g, "2O"), "only the two highest");
    // The same seed draws the same card.
    let mut again = pos.build();
    allowed(&mut again, S0, "arcana A10");
    assert_eq!(again, g);
}

#[test]
fn la_justicia_each_army_takes_half_the_sum_of_both_levels() {
    let mut g = Pos {
        armies: ["9B", "3E"],
        hands: ["A11", ""],
        discard: "6B",
        ..TAROT
    }
    .build();
    play(&mut g, S0, "attack 9B");
    play(&mut g, S1, "block 9B:3E");
    assert!(listed(&g, S0, "arcana A11"));
    let events = allowed(&mut g, S0, "arcana A11");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Justice { damage: 6, .. })));
    let events = pass_heals(&mut g);
    assert_eq!(
        combats(&events),
        [&combat("9B", 3, Fate::Retreats, "3E", 0, Fate::Destroyed)],
        "(9 + 3) / 2 = 6 each"
    );
}

#[test]
fn la_justicia_makes_the_other_owner_decide_again() {
    let mut g = Pos {
        armies: ["9B", "3E"],
        hands: ["1C", "A11"],
        ..TAROT
    }
    .build();
    play(&mut g, S0, "attack 9B");
    play(&mut g, S1, "block 9B:3E");
    play(&mut g, S0, "pass");
    allowed(&mut g, S1, "arcana A11");
    // Seat 1 goes on with its own decision; then the attacker decides again.
    assert_eq!(g.to_act(), vec![S1]);
    play(&mut g, S1, "pass");
    assert_eq!(g.to_act(), vec![S0], "the attacker decides again");
    play(&mut g, S0, "heal 9B with 1C");
}

#[test]
fn la_justicia_is_played_only_in_a_combat_before_healing() {
    let mut g = Pos {
        armies: ["9B", "3E"],
        hands: ["A11 1C", ""],
        ..TAROT
    }
    .build();
    assert_eq!(illegal(&mut g, S0, "arcana A11"), Illegal::OnlyInCombat);
    play(&mut g, S0, "attack 9B");
    play(&mut g, S1, "block 9B:3E");
    play(&mut g, S0, "tend 9B with 1C");
    assert_eq!(illegal(&mut g, S0, "arcana A11"), Illegal::JusticeTooLate);
}

#[test]
fn la_justicia_countered_leaves_the_damage_as_it_was() {
    let mut g = Pos {
        armies: ["9B", "3E"],
        hands: ["A11", "A5"],
        ..TAROT
    }
    .build();
    play(&mut g, S0, "attack 9B");
    play(&mut g, S1, "block 9B:3E");
    play(&mut g, S0, "arcana A11");
    assert_eq!(g.public_view().pending, "answer");
    play(&mut g, S1, "counter");
    assert_eq!(g.public_view().pending, "heal");
    assert_eq!(g.to_act(), vec![S0], "back to the attacker's decision");
    let events = pass_heals(&mut g);
    assert_eq!(
        combats(&events),
        [&combat("9B", 6, Fate::Retreats, "3E", 0, Fate::Destroyed)],
        "9 − 3, not the half sum"
    );
    assert!(in_pile(&g, "A11") && in_pile(&g, "A5"));
}

#[test]
fn la_justicia_also_serves_in_the_combat_against_a_camp() {
    let mut g = Pos {
        armies: ["3B", ""],
        hands: ["A11", ""],
        camps: [POS.camps[0], "9E 11E 12E 10B 11B 12B"],
        discard: "2E",
        ..TAROT
    }
    .build();
    play(&mut g, S0, "attack 3B");
    play(&mut g, S0, "camp 1");
    assert_eq!(g.public_view().pending, "heal");
    let mut events = allowed(&mut g, S0, "arcana A11");
    events.extend(pass_heals(&mut g));
    assert_eq!(
        combats(&events),
        [&combat("3B", 0, Fate::Destroyed, "9E", 3, replaced("2E"))],
        "(3 + 9) / 2 = 6 each, not 3"
    );
    assert_eq!(g.armies[S1], cards("2E"));
}

#[test]
fn la_justicia_counts_as_the_turns_one_arcana() {
    let mut g = Pos {
        armies: ["9B", "3E"],
        hands: ["A14 A11", ""],
        deck_top: "1O",
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A14");
    play(&mut g, S0, "attack 9B");
    play(&mut g, S1, "block 9B:3E");
    assert!(!listed(&g, S0, "arcana A11"));
    assert_eq!(
        illegal(&mut g, S0, "arcana A11"),
        Illegal::AlreadyDone("played an Arcana")
    );
}

#[test]
fn el_ahorcado_the_opponent_discards_their_lowest_army() {
    let mut g = Pos {
        armies: ["", "7E 3E 9E"],
        hands: ["A12", ""],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A12");
    assert_eq!(sorted(&g.armies[S1]), cards("7E 9E"));
    assert!(in_pile(&g, "3E"));
}

#[test]
fn la_muerte_each_player_keeps_only_their_lowest_army() {
    let mut g = Pos {
        armies: ["4B 8B", "7E 3E 9E"],
        hands: ["A13", ""],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A13");
    assert_eq!(g.armies, per_seat(cards("4B"), cards("3E")));
    for c in ["8B", "7E", "9E"] {
        assert!(in_pile(&g, c), "{c}");
    }
}

#[test]
fn la_templanza_draws_until_seven_cards_in_hand() {
    let mut g = Pos {
        hands: ["A14 1O 2O", ""],
        deck_top: "1B 2B 3B 4B 5B 6B",
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A14");
    assert_eq!(sorted(&g.hands[S0]), cards("1O 1B 2O 2B 3B 4B 5B"));
    // The rest of the deck if it holds fewer.
    let mut g = Pos {
        hands: ["A14", ""],
        deck_top: "1B 2B",
        deck_rest: false,
        ..TAROT
    }
    .build();
    // Every other card is in the pile, El Hierofante too: nobody is asked.
    play(&mut g, S0, "arcana A14");
    assert_eq!(sorted(&g.hands[S0]), cards("1B 2B"));
}

#[test]
fn el_diablo_shows_both_hands_and_more_arcana_loses_a_camp() {
    let mut g = Pos {
        hands: ["A15 5B", "A2 A3 4E"],
        camps: [POS.camps[0], "- 11E 12E 10B 11B 12B"],
        ..TAROT
    }
    .build();
    let events = allowed(&mut g, S0, "arcana A15");
    assert!(events.contains(&Event::HandsShown {
        hands: per_seat(cards("5B"), cards("A2 A3 4E"))
    }));
    // Seat 1 holds more Arcana: it chooses the camp it loses.
    assert_eq!(g.public_view().pending, "lose");
    assert_eq!(g.to_act(), vec![S1]);
    assert_eq!(illegal(&mut g, S1, "lose 1"), Illegal::NoSuchCamp(1));
    play(&mut g, S1, "lose 3");
    assert_eq!(g.camps[S1][2], None);
    assert!(in_pile(&g, "12E"));
    assert_eq!(g.public_view().pending, "main");
    assert_eq!(g.camp_count(S1), 4);
    // Equal counts: nothing.
    let mut g = Pos {
        hands: ["A15 5B", "4E"],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A15");
    assert_eq!(g.camp_count(S1), 6);
    assert_eq!(g.camp_count(S0), 6);
}

#[test]
fn el_diablo_may_cost_its_own_player_a_camp_of_their_choice() {
    let mut g = Pos {
        hands: ["A15 A2 A3", "4E"],
        camps: ["- 11O 12O 10C 11C 12C", POS.camps[1]],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A15");
    assert_eq!(g.public_view().pending, "lose");
    assert_eq!(g.to_act(), vec![S0]);
    let choices: Vec<String> = g.legal_moves(S0).iter().map(|m| m.to_string()).collect();
    assert_eq!(choices, ["lose 2", "lose 3", "lose 4", "lose 5", "lose 6"]);
    assert!(matches!(
        refused(&mut g, S1, "lose 1"),
        PlayError::NotYourTurn(_)
    ));
    play(&mut g, S0, "lose 5");
    assert_eq!(g.camps[S0][4], None);
    assert!(in_pile(&g, "11C"));
    assert_eq!(g.camp_count(S1), 6);
}

#[test]
fn losing_the_last_camp_to_an_arcana_loses_the_match() {
    let mut g = Pos {
        hands: ["A15", "A2"],
        camps: [POS.camps[0], "- - 12E - - -"],
        ..TAROT
    }
    .build();
    let events = allowed(&mut g, S0, "arcana A15");
    assert!(events.contains(&Event::CampLost {
        seat: S1,
        slot: 3,
        card: card("12E")
    }));
    assert_eq!(g.outcome().unwrap().winners, vec![S0]);
}

#[test]
fn la_torre_shows_an_enemy_camp_to_its_player_only() {
    let mut g = Pos {
        hands: ["A16", ""],
        camps: [POS.camps[0], "7E 8E 9E 10B 11B 12B"],
        ..TAROT
    }
    .build();
    let events = allowed(&mut g, S0, "arcana A16 camp 2");
    assert!(events.contains(&Event::CampSeen { seat: S0, slot: 2 }));
    let log = to_json(&events).to_string();
    assert!(!log.contains("8E"), "the log names the slot only: {log}");
    assert_eq!(g.seat_view(S0).seen_camps, vec![(2, card("8E"))]);
    let public = to_json(&g.public_view()).to_string();
    let other = to_json(&g.seat_view(S1)).to_string();
    assert!(!public.contains("8E"), "{public}");
    assert!(!other.contains("seen_camps"), "{other}");
    // It stays face down in its slot; gone, it is no longer seen.
    assert_eq!(g.public_view().camps[S1], vec![1, 2, 3, 4, 5, 6]);
    g.camps[S1][1] = None;
    g.discard.push(card("8E"));
    assert!(g.seat_view(S0).seen_camps.is_empty());
}

#[test]
fn la_estrella_takes_a_random_arcana_of_the_pile() {
    let pos = Pos {
        hands: ["A17", ""],
        discard: "A3 5B A9",
        ..TAROT
    };
    let mut g = pos.build();
    allowed(&mut g, S0, "arcana A17");
    assert_eq!(g.hands[S0].len(), 1);
    let taken = g.hands[S0][0];
    assert!(taken == card("A3") || taken == card("A9"), "{taken}");
    assert!(in_pile(&g, "5B"), "the others stay");
    let mut again = pos.build();
    allowed(&mut again, S0, "arcana A17");
    assert_eq!(again.hands[S0], g.hands[S0], "seeded");
}

#[test]
fn la_luna_the_opponent_cannot_attack_in_their_next_turn() {
    let mut g = Pos {
        armies: ["", "5E"],
        hands: ["A18", ""],
        turn: 4,
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A18");
    play(&mut g, S0, "pass");
    assert_eq!(g.to_act(), vec![S1]);
    assert_eq!(illegal(&mut g, S1, "attack 5E"), Illegal::MoonBan);
    play(&mut g, S1, "pass");
    play(&mut g, S0, "pass");
    play(&mut g, S1, "attack 5E");
}

#[test]
fn el_sol_the_opponent_plays_no_arcana_in_their_next_turn() {
    let mut g = Pos {
        hands: ["A19", "A3 A5"],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A19");
    assert_eq!(g.tarot.effects[0].seat, S1);
    assert_eq!(g.tarot.effects[0].turn, g.turn + 1);
    play(&mut g, S0, "pass");
    assert_eq!(illegal(&mut g, S1, "arcana A3"), Illegal::SunBan);
    assert!(!g
        .legal_moves(S1)
        .iter()
        .any(|m| matches!(m, Move::Arcana { .. })));
    play(&mut g, S1, "pass");
    assert!(g.tarot.effects.is_empty(), "the ban is over");
}

#[test]
fn la_luna_does_not_bind_its_own_player_and_bans_mustering_too() {
    let mut g = Pos {
        armies: ["5B", "5E"],
        hands: ["A18", ""],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A18");
    assert_eq!(g.tarot.effects[0].seat, S1);
    play(&mut g, S0, "attack 5B");
    play(&mut g, S1, "pass");
    assert_eq!(g.to_act(), vec![S0]);
    play(&mut g, S0, "camp 4");
    play(&mut g, S0, "pass");
    assert_eq!(illegal(&mut g, S1, "muster 5E"), Illegal::MoonBan);
}

#[test]
fn el_sol_binds_only_the_opponents_next_turn() {
    let mut g = Pos {
        hands: ["A19 A2", "A3"],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A19");
    play(&mut g, S0, "pass");
    assert_eq!(illegal(&mut g, S1, "arcana A3"), Illegal::SunBan);
    play(&mut g, S1, "pass");
    // Its own player is free, and the opponent may answer again.
    allowed(&mut g, S0, "arcana A2");
    play(&mut g, S0, "pass");
    allowed(&mut g, S1, "arcana A3");
    assert!(in_pile(&g, "A3"));
}

#[test]
fn el_sol_bans_la_justicia_in_the_opponents_combats() {
    let mut g = Pos {
        armies: ["3B", "9E"],
        hands: ["A19", "A11"],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A19");
    play(&mut g, S0, "pass");
    play(&mut g, S1, "attack 9E");
    play(&mut g, S0, "block 9E:3B");
    assert_eq!(g.to_act(), vec![S1]);
    assert_eq!(illegal(&mut g, S1, "arcana A11"), Illegal::SunBan);
}

#[test]
fn el_sol_covers_counter_so_no_answer_is_asked() {
    // Seat 1 attacks in its turn under El Sol; seat 0's La Justicia there goes unanswered,
    // though seat 1 holds El Hierofante.
    let mut g = Pos {
        armies: ["3B", "9E"],
        hands: ["A19 A11", "A5"],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A19");
    play(&mut g, S0, "pass");
    play(&mut g, S1, "attack 9E");
    play(&mut g, S0, "block 9E:3B");
    play(&mut g, S1, "pass");
    let events = play(&mut g, S0, "arcana A11");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Justice { damage: 6, .. })));
    assert_eq!(g.public_view().pending, "heal");
    assert!(g.hands[S1].contains(&card("A5")));
}

#[test]
fn el_juicio_both_pick_in_secret_and_the_lower_loses_a_camp() {
    let mut g = Pos {
        hands: ["A20 3B 9O", "7E A2"],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A20");
    assert_eq!(g.public_view().pending, "judgment");
    assert_eq!(g.to_act(), vec![S0, S1]);
    play(&mut g, S0, "pick 3B");
    // The pick stays secret until both have picked.
    assert_eq!(g.seat_view(S0).my_pick, Some(card("3B")));
    assert!(!to_json(&g.seat_view(S1)).to_string().contains("3B"));
    assert!(!to_json(&g.public_view()).to_string().contains("3B"));
    play(&mut g, S1, "pick 7E");
    assert!(in_pile(&g, "3B") && in_pile(&g, "7E"), "both discarded");
    assert_eq!(g.public_view().pending, "lose");
    assert_eq!(g.to_act(), vec![S0], "3 is lower than 7");
    play(&mut g, S0, "lose 1");
    assert_eq!(g.camp_count(S0), 5);
}

#[test]
fn el_juicio_a_pick_tells_the_other_seat_nothing_but_that_it_was_made() {
    let mut g = Pos {
        hands: ["A20 3B 9O", "7E A2"],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A20");
    let public_before = to_json(&g.public_view());
    let other_before = to_json(&g.seat_view(S1));
    let events = play(&mut g, S0, "pick 9O");
    assert_eq!(events, vec![Event::Picked { seat: S0 }]);
    let mut public = to_json(&g.public_view());
    assert_eq!(public["to_act"], json!([1]));
    public["to_act"] = public_before["to_act"].clone();
    assert_eq!(public, public_before);
    let mut other = to_json(&g.seat_view(S1));
    other["to_act"] = other_before["to_act"].clone();
    assert_eq!(other, other_before);
    assert_eq!(g.seat_view(S1).my_pick, None);
    assert_eq!(g.seat_view(S0).my_pick, Some(card("9O")));
    // Both shown together once the second has picked.
    let events = play(&mut g, S1, "pick 7E");
    assert!(events.contains(&Event::JudgmentRevealed {
        cards: per_seat(Some(card("9O")), Some(card("7E")))
    }));
    assert_eq!(g.to_act(), vec![S1], "7 is lower than 9");
}

#[test]
fn el_juicio_an_arcana_counts_zero_and_equal_numbers_do_nothing() {
    // An Arcana picked counts 0.
    let mut g = Pos {
        hands: ["A20 1B", "A2"],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A20");
    play(&mut g, S0, "pick 1B");
    play(&mut g, S1, "pick A2");
    assert_eq!(g.to_act(), vec![S1]);
    assert_eq!(g.public_view().pending, "lose");
    // Equal numbers: nothing.
    let mut g = Pos {
        hands: ["A20 4B", "4E"],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A20");
    play(&mut g, S0, "pick 4B");
    play(&mut g, S1, "pick 4E");
    assert_eq!(g.public_view().pending, "main");
    assert_eq!((g.camp_count(S0), g.camp_count(S1)), (6, 6));
}

#[test]
fn el_juicio_an_empty_hand_counts_zero() {
    let mut g = Pos {
        hands: ["A20", "2E"],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A20");
    assert_eq!(g.to_act(), vec![S1], "seat 0 has nothing to pick");
    play(&mut g, S1, "pick 2E");
    assert_eq!(g.to_act(), vec![S0]);
    assert_eq!(g.public_view().pending, "lose");
}

#[test]
fn el_mundo_takes_the_camps_into_hand_and_six_random_hand_cards_become_camps() {
    let pos = Pos {
        hands: ["A21 1B 2B 3B", ""],
        ..TAROT
    };
    let mut g = pos.build();
    let before: Vec<Card> = [
        cards("1B 2B 3B"),
        g.camps[S0].iter().flatten().copied().collect(),
    ]
    .concat();
    allowed(&mut g, S0, "arcana A21");
    assert_eq!(g.camp_count(S0), 6);
    assert_eq!(g.hands[S0].len(), 3);
    let after: Vec<Card> = [
        g.hands[S0].clone(),
        g.camps[S0].iter().flatten().copied().collect(),
    ]
    .concat();
    assert_eq!(sorted(&after), sorted(&before));
    let mut again = pos.build();
    allowed(&mut again, S0, "arcana A21");
    assert_eq!(again.camps[S0], g.camps[S0], "seeded");
    // Fewer than six cards: all become camps, slots 1–n.
    let mut g = Pos {
        hands: ["A21", ""],
        camps: ["- - 5O - 6O -", POS.camps[1]],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A21");
    assert_eq!(g.camp_count(S0), 2);
    assert!(g.camps[S0][0].is_some() && g.camps[S0][1].is_some());
    assert!(g.hands[S0].is_empty());
}

#[test]
fn el_mundo_ends_what_la_torre_showed_of_its_camps() {
    let mut g = Pos {
        hands: ["A16", "A21"],
        ..TAROT
    }
    .build();
    allowed(&mut g, S0, "arcana A16 camp 1");
    assert_eq!(g.seat_view(S0).seen_camps.len(), 1);
    play(&mut g, S0, "pass");
    allowed(&mut g, S1, "arcana A21");
    assert!(g.seat_view(S0).seen_camps.is_empty());
}

// ---------------------------------------------------------------- Arcana as camps

#[test]
fn an_arcana_camp_assaulted_has_no_effect_and_goes_to_the_pile() {
    let mut g = Pos {
        armies: ["5B", ""],
        camps: [POS.camps[0], "A1 11E 12E 10B 11B 12B"],
        ..TAROT
    }
    .build();
    play(&mut g, S0, "attack 5B");
    play(&mut g, S0, "camp 1");
    assert!(in_pile(&g, "A1"));
    assert!(g.hands[S0].is_empty() && g.removed().is_empty());
    assert_eq!(g.armies[S0], cards("5B"));
}

#[test]
fn an_arcana_camp_emptied_goes_to_its_owners_hand() {
    let mut g = Pos {
        camps: ["A13 11O 12O 10C 11C 12C", POS.camps[1]],
        ..TAROT
    }
    .build();
    play(&mut g, S0, "empty 1");
    assert_eq!(g.hands[S0], cards("A13"));
}
