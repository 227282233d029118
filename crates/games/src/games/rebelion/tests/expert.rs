//! The expert rules (`expert.rs`): one test per heuristic, on arranged positions, and the
//! expert against random play.

use super::*;
use crate::engine::seeded;
use crate::testing::expert::{expert, experts_only, random, share};

/// The expert's move for `seat`, in notation, read from the state itself (nothing it should
/// not know is asked here: each test names what the seat sees).
#[track_caller]
fn expert_move(g: &Rebelion, seat: Seat) -> String {
    g.expert(seat, &mut seeded(1))
        .expect("a move for the seat to act")
        .to_string()
}

/// Seat 0 (the peasants) in its main step, with the Tarot deck.
const TAROT: Pos<'static> = Pos { tarot: true, ..POS };

#[test]
fn sides_pick_the_highest_bastos_unless_the_espadas_outweigh_them() {
    // Bastos 9 + 5 against Espadas 7: lead the peasants (and start) with the 9.
    let g = pick_game("9B 5B 7E 4O 5O 6O", "2B 7E 6E 4C 5C 6C");
    assert_eq!(expert_move(&g, S0), "pick 9B");
    // Starting is worth a few levels: Bastos 3 against Espadas 11 still bids for the peasants.
    let g = pick_game("3B 11E 4O 5O 6O 1C", "2B 7E 6E 4C 5C 6C");
    assert_eq!(expert_move(&g, S0), "pick 3B");
    // Espadas 12 + 11 + 9 against Bastos 2: a card that counts nothing, to lead the militia.
    let g = pick_game("2B 12E 11E 9E 4O 1C", "9B 7E 6E 4C 5C 6C");
    assert_eq!(expert_move(&g, S0), "pick 1C");
    // Chosen sides: the highest troop of one's own side, to start.
    let options = Options {
        sides: SidesRule::Chosen,
        side: Some("E".into()),
        ..Options::default()
    };
    let g = from_deck(
        &options,
        pick_deck("9B 5E 8E 4O 5O 6O", "2B 7E 6E 4C 5C 6C", ""),
    );
    assert_eq!(expert_move(&g, S0), "pick 8E");
}

#[test]
fn buy_what_pays_with_the_oros_that_overpay_least() {
    // The 7B is worth its price; the 9O pays it with the least overpayment (3O + 9O would
    // overpay more). The 2C is not worth the Oros.
    let g = Pos {
        hands: ["9O 3O", ""],
        discard: "7B 2C",
        ..POS
    }
    .build();
    assert_eq!(expert_move(&g, S0), "buy 7B with 9O");
    // With a Rey on the table, the overpayment comes back as change.
    let g = Pos {
        hands: ["9O 3O", ""],
        armies: ["12B", ""],
        discard: "7B 2O 1O",
        ..POS
    }
    .build();
    assert_eq!(expert_move(&g, S0), "buy 7B with 9O change 2O");
}

#[test]
fn an_army_every_turn_the_strongest() {
    let g = Pos {
        hands: ["3B 9B 5E 2C", ""],
        ..POS
    }
    .build();
    assert_eq!(expert_move(&g, S0), "play 9B");
}

#[test]
fn empty_a_camp_only_for_an_army() {
    // No army on the table nor in hand, six camps, one holding a 7B: it is emptied.
    let camps = ["10O 7B 12O 10C 11C 12C", "10E 11E 12E 10B 11B 12B"];
    let g = Pos {
        hands: ["5E 2O", ""],
        camps,
        ..POS
    }
    .build();
    assert_eq!(expert_move(&g, S0), "empty 2");
    // With an army in hand, the camps stay.
    let g = Pos {
        hands: ["5E 3B", ""],
        camps,
        ..POS
    }
    .build();
    assert_eq!(expert_move(&g, S0), "play 3B");
    // The end of the deck forces it: the lowest camp goes, the highest is kept for the reveal.
    let g = Pos {
        hands: ["5E", ""],
        camps: ["10O - 12O 3C - -", "10E 11E 12E 10B 11B 12B"],
        deck_rest: false,
        ..POS
    }
    .build();
    assert!(g.deck.is_empty());
    assert_eq!(expert_move(&g, S0), "empty 4");
}

#[test]
fn attack_where_the_armies_shown_win() {
    // Nothing to block them: every army goes for the camps.
    let g = Pos {
        armies: ["9B 3B", ""],
        ..POS
    }
    .build();
    assert_eq!(expert_move(&g, S0), "attack 3B 9B");
    // A lone 4B against a 9E with a 4E in the pile to fall back to: the block costs the
    // militia five levels and the 4B, which would then be missing to block their 9E.
    let g = Pos {
        armies: ["4B", "9E"],
        discard: "4E",
        ..POS
    }
    .build();
    assert_eq!(expert_move(&g, S0), "pass");
    // A 3B against a 12E that the pile cannot replace: blocking it would cost the 12E, so
    // the attack takes a camp (or the Rey).
    let g = Pos {
        armies: ["3B 1B", "12E"],
        ..POS
    }
    .build();
    assert!(expert_move(&g, S0).starts_with("attack"));
}

#[test]
fn block_to_save_what_is_worth_more() {
    // A 3B attacks; the militia has a 12E (no Espadas in the pile to fall back to) and a 2E:
    // the 2E blocks, as the 12E would be lost to three points of damage.
    let mut g = Pos {
        armies: ["3B", "12E 2E"],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 3B");
    assert_eq!(expert_move(&g, S1), "block 3B:2E");
    // With its last camp at stake, the militia blocks whatever it costs.
    let mut g = Pos {
        armies: ["10B", "3E"],
        camps: ["10O 11O 12O 10C 11C 12C", "10E - - - - -"],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 10B");
    assert_eq!(expert_move(&g, S1), "block 10B:3E");
}

#[test]
fn fight_the_losing_combats_first() {
    // The 5E falls to the 9B; the 12E survives the 3B damaged. The 5E's combat comes first,
    // so that it is in the pile to replace the damaged 12E.
    let mut g = Pos {
        armies: ["9B 3B", "5E 12E"],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 3B 9B");
    play(&mut g, S1, "block 3B:12E 9B:5E");
    assert_eq!(expert_move(&g, S1), "order 9B");
}

#[test]
fn heal_when_it_saves_more_than_it_spends() {
    // The 12B takes 3 from a 3E: the 3C heals it whole (the 5C would waste two points).
    let mut g = Pos {
        armies: ["12B", "3E"],
        hands: ["3C 5C", ""],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 12B");
    play(&mut g, S1, "block 12B:3E");
    assert_eq!(expert_move(&g, S0), "heal 12B with 3C");
    // A 2B hit by a 12E is lost whatever the Copas: they are kept.
    let mut g = Pos {
        armies: ["2B", "12E"],
        hands: ["3C 5C", ""],
        ..POS
    }
    .build();
    play(&mut g, S0, "attack 2B");
    play(&mut g, S1, "block 2B:12E");
    assert_eq!(expert_move(&g, S0), "pass");
}

#[test]
fn count_the_cards_seen_and_what_la_torre_showed() {
    // The unseen cards: the deck, the opponent's hand but what the table saw them take, and
    // their camps but those seen.
    let mut g = Pos {
        hands: ["", "7E 4C"],
        camps: ["10O 11O 12O 10C 11C 12C", "10E 11E 5O 10B 11B 12B"],
        deck_top: "1B",
        deck_rest: false,
        tarot: true,
        ..POS
    }
    .build();
    g.known[1] = vec![card("4C")];
    g.tarot.glimpses.push((S0, 3));
    let unseen = crate::games::rebelion::expert::unseen_cards(&g, S0);
    assert_eq!(sorted(&unseen), sorted(&cards("1B 7E 10E 11E 10B 11B 12B")));
    // An unblocked attacker turns the camp La Torre showed holding Oros: loot, no fight.
    let mut g = Pos {
        armies: ["9B", ""],
        camps: ["10O 11O 12O 10C 11C 12C", "10E 11E 5O 10B 11B 12B"],
        tarot: true,
        ..POS
    }
    .build();
    g.tarot.glimpses.push((S0, 3));
    play(&mut g, S0, "attack 9B");
    assert_eq!(expert_move(&g, S0), "camp 3");
}

#[test]
fn discard_what_helps_nobody() {
    // Seven cards: no draw next turn. The enemy Caballo is useless to the peasants and, a
    // figure, cannot be bought by the militia (a low Espadas could be): it goes.
    let g = Pos {
        hands: ["9E 11E 5C 2E 3E 4C 6C", ""],
        ..POS
    }
    .build();
    assert_eq!(expert_move(&g, S0), "discard 11E");
    // Six cards: the turn ends without a discard.
    let g = Pos {
        hands: ["9E 11E 5C 2E 3E 4C", ""],
        ..POS
    }
    .build();
    assert_eq!(expert_move(&g, S0), "pass");
}

#[test]
fn arcana_that_pay() {
    // El Mago kills the militia's 9E.
    let g = Pos {
        hands: ["A1", ""],
        armies: ["", "9E 3E"],
        ..TAROT
    }
    .build();
    assert_eq!(expert_move(&g, S0), "arcana A1 9E");
    // La Templanza with two cards in hand: five more.
    let g = Pos {
        hands: ["A14 2O", ""],
        ..TAROT
    }
    .build();
    assert_eq!(expert_move(&g, S0), "arcana A14");
    // El Mundo with two camps left and a full hand: six camps again.
    let g = Pos {
        hands: ["A21 2O 3O 4O 5O 6O", ""],
        camps: ["10O 11O - - - -", "10E 11E 12E 10B 11B 12B"],
        ..TAROT
    }
    .build();
    assert_eq!(expert_move(&g, S0), "arcana A21");
    // El Hierofante counters El Mago aimed at the 12B; a harmless Arcana is allowed.
    let mut g = Pos {
        hands: ["A5", "A1 A2"],
        armies: ["12B", ""],
        active: 1,
        ..TAROT
    }
    .build();
    play(&mut g, S1, "arcana A1 12B");
    assert_eq!(expert_move(&g, S0), "counter");
    let mut g = Pos {
        hands: ["A5", "A2"],
        active: 1,
        ..TAROT
    }
    .build();
    play(&mut g, S1, "arcana A2");
    assert_eq!(expert_move(&g, S0), "allow");
}

#[test]
fn la_justicia_when_halving_saves_more_of_mine() {
    // A 3B blocked by a 12E, lost either way: halved to 7 each, the 12E falls back to the 4E
    // of the pile instead of the 9E.
    let mut g = Pos {
        armies: ["3B", "12E"],
        hands: ["A11", ""],
        discard: "A5 9E 4E",
        ..TAROT
    }
    .build();
    play(&mut g, S0, "attack 3B");
    play(&mut g, S1, "block 3B:12E");
    assert_eq!(expert_move(&g, S0), "arcana A11");
}

#[test]
fn lose_the_camp_that_gives_most_away() {
    // El Diablo: the peasants lose a camp; the one holding the militia's 12E (loot for an
    // assault) goes, the 9B that would defend stays.
    let mut g = Pos {
        hands: ["A15 A2", ""],
        camps: ["9B 12E 3O - - -", "10E 11E 12E 10B 11B 12B"],
        discard: "A5",
        ..TAROT
    }
    .build();
    play(&mut g, S0, "arcana A15");
    assert_eq!(g.to_act(), vec![S0]);
    assert_eq!(expert_move(&g, S0), "lose 2");
}

#[test]
fn el_juicio_shows_the_highest_card_that_costs_least() {
    // A 13O and a 13B are equally high; the Oros is worth less to keep.
    let mut g = Pos {
        hands: ["A20 13O 13B 3B", "5C"],
        discard: "A5",
        ..TAROT
    }
    .build();
    play(&mut g, S0, "arcana A20");
    assert_eq!(expert_move(&g, S0), "pick 13O");
}

#[test]
fn the_expert_plays_every_seat_count_to_the_end() {
    for g in experts_only::<Rebelion>(2, 30) {
        assert!(g.is_over());
    }
}

#[test]
fn every_move_the_expert_plans_is_legal() {
    // `choose` falls back on a legal move if a plan breaks a rule; none should, in any deck.
    let options = [
        Options::default(),
        Options {
            tarot: true,
            ..Options::default()
        },
        Options {
            deck: Some(60),
            sides: SidesRule::Chosen,
            side: Some("E".into()),
            ..Options::default()
        },
    ];
    let mut rng = seeded(3);
    for options in &options {
        for seed in 0..40 {
            let mut g = Rebelion::new(2, options, None, seed).unwrap();
            while let Some(&seat) = g.owing().first() {
                let seen = g.determinize(seat, &mut rng);
                let mv = crate::games::rebelion::expert::planned(&seen, seat, &mut rng)
                    .expect("a plan for the seat to act");
                assert_eq!(g.check(seat, &mv), Ok(()), "{options:?} seed {seed}: {mv}");
                g.play(seat, &mv).unwrap();
            }
        }
    }
}

#[test]
fn the_expert_beats_random_play() {
    let won = share::<Rebelion>(2, 30, expert, random);
    assert!(won >= 0.9, "the expert took {won} of the first places");
}
