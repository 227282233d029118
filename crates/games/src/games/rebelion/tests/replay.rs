//! `crate::replay::run` with `"game": "rebelion"`: options, the explicit deal, a scripted
//! match with an attack, blocks and a heal, seat views, the Tarot variant, and the errors.

use serde_json::{json, Value};

use crate::engine::Game;
use crate::games::rebelion::{Card, Options, Rebelion};
use crate::replay::{run, Flags, ReplayError};
use crate::testing::playout::{new_match, random_playout};
use crate::testing::replay_io::{assert_replayed_to, assert_stopped_at, keys, replay, sorted_keys};

/// The keys of the public view.
const PUBLIC_KEYS: [&str; 10] = [
    "turn",
    "to_act",
    "pending",
    "sides",
    "deck_left",
    "discard",
    "armies",
    "camps",
    "hand_sizes",
    "status",
];

/// The scripted deal, top first: seat 0's camps 1–6, seat 1's camps, seat 0's hand, seat 1's
/// hand, then the first six draws; the rest of the deck follows in its natural order.
const DEALT: [&str; 30] = [
    // Seat 0's camps.
    "7E", "8E", "7C", "6C", "5C", "4C", //
    // Seat 1's camps.
    "1C", "2B", "3C", "4O", "5O", "6O", //
    // Seat 0's hand.
    "6B", "4B", "9B", "1O", "2O", "3O", //
    // Seat 1's hand.
    "5E", "12E", "3B", "2C", "8O", "8C", //
    // Draws: seat 0, seat 1, seat 0...
    "9O", "9C", "10O", "10C", "11O", "11C",
];

/// Seat 0 (9B against 3B) leads the peasants. Both put armies on the table; then the seed's
/// combat: 6B and 4B (and 9B) attack, 5E blocks the 6B and 12E the 4B, the 6B's combat first.
/// After each combat both owners are asked, the attacker first: the peasants pass, the militia
/// lets its destroyed 5E go, heals the Rey with 2C (12 − 4 + 2 = 10) and the 5E from the pile
/// replaces it. The unblocked 9B takes the 1C from seat 1's first camp.
const SCRIPT: [&str; 20] = [
    "0: pick 9B",
    "1: pick 3B",
    "0: play 6B",
    "0: pass",
    "1: play 12E",
    "1: pass",
    "0: play 4B",
    "0: pass",
    "1: play 5E",
    "1: pass",
    "0: play 9B",
    "0: attack 4B 6B 9B",
    "1: block 4B:12E 6B:5E",
    "1: order 6B 4B",
    "0: pass",
    "1: pass",
    "0: pass",
    "1: heal 12E with 2C",
    "0: camp 1",
    "0: discard 1O",
];

/// The whole deck, top first: `top`, then every other card in [`Card::deck`] order.
fn deck(numbers: u8, top: &[&str]) -> Vec<String> {
    stacked(Card::deck(numbers), top)
}

/// `full` with `top` moved to its top, the rest in its order.
fn stacked(mut rest: Vec<Card>, top: &[&str]) -> Vec<String> {
    for c in top {
        let c: Card = c.parse().unwrap();
        let i = rest.iter().position(|&x| x == c).expect("in the deck");
        rest.remove(i);
    }
    top.iter()
        .map(|c| (*c).to_owned())
        .chain(rest.iter().map(ToString::to_string))
        .collect()
}

fn file(options: Value, setup: Value, moves: &[&str]) -> String {
    json!({"game": "rebelion", "seed": 3, "options": options, "setup": setup, "moves": moves})
        .to_string()
}

fn script_file(moves: &[&str]) -> String {
    file(Value::Null, json!({ "deck": deck(9, &DEALT) }), moves)
}

#[test]
fn explicit_deck_is_dealt_camps_then_hands_then_draw_pile() {
    let (lines, result) = replay(&script_file(&SCRIPT[..2]), true);
    result.expect("legal picks");
    let first = &lines[0];
    assert_eq!(first["view"]["pending"], "pick");
    assert_eq!(first["view"]["to_act"], json!([1]));
    assert_eq!(first["view"]["sides"], json!([null, null]));
    assert_eq!(first["view"]["deck_left"], 48);
    let seats = &first["seats"];
    assert_eq!(seats[0]["camp_cards"], json!(DEALT[0..6]));
    assert_eq!(seats[1]["camp_cards"], json!(DEALT[6..12]));
    // Hands are shown sorted by level, then suit (Oros, Copas, Espadas, Bastos).
    assert_eq!(
        seats[0]["hand"],
        json!(["1O", "2O", "3O", "4B", "6B", "9B"])
    );
    assert_eq!(
        seats[1]["hand"],
        json!(["2C", "3B", "5E", "8O", "8C", "12E"])
    );
    // The picks decide; seat 0 starts and draws card 25.
    let picked = &lines[1];
    assert_eq!(picked["view"]["sides"], json!(["B", "E"]));
    assert_eq!(picked["view"]["to_act"], json!([0]));
    assert_eq!(picked["view"]["turn"], 1);
    assert_eq!(picked["view"]["deck_left"], 47);
    assert_eq!(picked["view"]["hand_sizes"], json!([7, 6]));
    assert!(picked["seats"][0]["hand"]
        .as_array()
        .unwrap()
        .contains(&json!(DEALT[24])));
}

#[test]
fn scripted_match_with_blocks_and_a_heal_reproduces_the_end() {
    let (lines, result) = replay(&script_file(&SCRIPT), false);
    result.expect("a legal match");
    assert_eq!(lines.len(), SCRIPT.len() + 1);
    for (i, line) in lines[..SCRIPT.len()].iter().enumerate() {
        assert_eq!(line["index"], i);
        assert_eq!(line["move"], SCRIPT[i], "canonical notation is echoed");
        assert_eq!(keys(line), ["index", "move", "view"]);
        // A combat under way is shown while healing is decided (issue 31).
        let extra: &[&str] = if line["view"]["pending"] == "heal" {
            &["combat"]
        } else {
            &[]
        };
        assert_eq!(keys(&line["view"]), sorted_keys(&PUBLIC_KEYS, extra));
    }
    let view = |i: usize| &lines[i]["view"];
    // The attack: the defender blocks, orders, and is asked about healing.
    assert_eq!(
        (&view(11)["pending"], &view(11)["to_act"]),
        (&json!("block"), &json!([1]))
    );
    assert_eq!(view(12)["pending"], "order");
    assert_eq!(
        (&view(13)["pending"], &view(13)["to_act"]),
        (&json!("heal"), &json!([0])),
        "the attacker decides first"
    );
    assert_eq!(view(13)["armies"], json!([["4B", "9B"], ["12E"]]));
    assert_eq!(view(13)["combat"]["armies"][0]["card"], "6B");
    assert_eq!(view(13)["combat"]["armies"][1]["card"], "5E");
    assert_eq!(view(13)["combat"]["awaiting"], json!([0, 1]));
    assert_eq!(view(13)["combat"]["next"], json!([["4B", "12E"]]));
    assert_eq!(view(14)["to_act"], json!([1]));
    // After the first combat both cards are in the pile; the second combat asks again.
    assert_eq!(view(15)["discard"], json!(["6B", "5E"]));
    assert_eq!(
        (&view(15)["pending"], &view(15)["to_act"]),
        (&json!("heal"), &json!([0]))
    );
    assert_eq!(view(16)["to_act"], json!([1]));
    // Healed to 10, the Rey is replaced by the 5E; the unblocked 9B goes for a camp.
    assert_eq!(
        (&view(17)["pending"], &view(17)["to_act"]),
        (&json!("camp"), &json!([0]))
    );
    assert_eq!(view(17)["armies"], json!([["9B"], ["5E"]]));
    assert_eq!(view(17)["discard"], json!(["6B", "2C", "4B", "12E"]));
    assert_eq!(
        view(18)["camps"],
        json!([[1, 2, 3, 4, 5, 6], [2, 3, 4, 5, 6]])
    );
    assert_eq!(
        *view(SCRIPT.len() - 1),
        json!({
            "turn": 6, "to_act": [1], "pending": "main", "sides": ["B", "E"], "deck_left": 42,
            "discard": ["6B", "2C", "4B", "12E", "1O"], "armies": [["9B"], ["5E"]],
            "camps": [[1, 2, 3, 4, 5, 6], [2, 3, 4, 5, 6]], "hand_sizes": [6, 6],
            "status": "playing"
        })
    );
    assert_eq!(
        lines[SCRIPT.len()],
        json!({"result": {"status": "playing", "scores": [6, 5], "winners": []}})
    );
}

#[test]
fn views_all_adds_hand_and_camp_cards() {
    let (plain, _) = replay(&script_file(&SCRIPT), false);
    let (lines, result) = replay(&script_file(&SCRIPT), true);
    result.expect("a legal match");
    assert_eq!(lines.len(), plain.len());
    for (line, plain) in lines.iter().zip(&plain).take(SCRIPT.len()) {
        assert_eq!(keys(line), ["index", "move", "seats", "view"]);
        assert_eq!(line["view"], plain["view"]);
        let seats = line["seats"].as_array().expect("a list of seat views");
        assert_eq!(seats.len(), 2);
        let own: &[&str] = if line["view"]["pending"] == "heal" {
            &["camp_cards", "combat", "hand"]
        } else {
            &["camp_cards", "hand"]
        };
        for (i, seat) in seats.iter().enumerate() {
            assert_eq!(keys(seat), sorted_keys(&PUBLIC_KEYS, own));
            let hand = seat["hand"].as_array().expect("a hand");
            assert_eq!(json!(hand.len()), line["view"]["hand_sizes"][i]);
            for key in PUBLIC_KEYS {
                assert_eq!(seat[key], line["view"][key], "{key}");
            }
        }
        // Nobody sees the other's camps, and the public view shows no camp card.
        for c in ["7C", "6C", "5C", "4C"] {
            let c = json!(c).to_string();
            assert!(!seats[1].to_string().contains(&c), "{c}");
            assert!(!line["view"].to_string().contains(&c), "{c}");
        }
        for c in ["3C", "4O", "5O", "6O"] {
            let c = json!(c).to_string();
            assert!(!seats[0].to_string().contains(&c), "{c}");
            assert!(!line["view"].to_string().contains(&c), "{c}");
        }
    }
    let last = &lines[SCRIPT.len() - 1]["seats"];
    assert_eq!(
        last[0]["hand"],
        json!(["1C", "2O", "3O", "9O", "10O", "11O"])
    );
    assert_eq!(
        last[1]["hand"],
        json!(["3B", "8O", "8C", "9C", "10C", "11C"])
    );
    assert_eq!(last[0]["camp_cards"], json!(DEALT[0..6]));
    assert_eq!(
        last[1]["camp_cards"],
        json!([null, "2B", "3C", "4O", "5O", "6O"])
    );
    assert_eq!(lines.last(), plain.last(), "the same result line");
}

#[test]
fn options_deck_40_and_chosen_sides_are_accepted() {
    let options = json!({"deck": 40, "sides": "chosen"});
    let (lines, result) = replay(&file(options.clone(), Value::Null, &[]), false);
    result.expect("valid options");
    assert_eq!(
        lines,
        [json!({"result": {"status": "playing", "scores": [6, 6], "winners": []}})]
    );
    // The 60-card deck in its natural order: seat 0's hand is 3C 4C 5C 6C 7C 10C, seat 1's
    // 11C 12C 1E 1E 2E 2E. Seat 0 leads the peasants, so its Copas count 0 and the
    // militia's 2E starts.
    let setup = json!({ "deck": deck(7, &[]) });
    let moves = ["0: pick 3C", "1: pick 2E"];
    let (lines, result) = replay(&file(options, setup, &moves), true);
    result.expect("legal picks");
    assert_eq!(
        lines[0]["view"]["sides"],
        json!(["B", "E"]),
        "known from the start"
    );
    assert_eq!(lines[0]["view"]["deck_left"], 36);
    let picked = &lines[1]["view"];
    assert_eq!(picked["to_act"], json!([1]));
    assert_eq!(picked["sides"], json!(["B", "E"]));
    assert_eq!(picked["deck_left"], 35);
    assert_eq!(picked["hand_sizes"], json!([6, 7]));
    // `side` gives the challenger the militia.
    let options = json!({"sides": "chosen", "side": "E"});
    let input = file(options, json!({ "deck": deck(9, &DEALT) }), &["0: pick 9B"]);
    let (lines, result) = replay(&input, false);
    result.expect("a legal pick");
    assert_eq!(lines[0]["view"]["sides"], json!(["E", "B"]));
}

#[test]
fn illegal_move_names_its_index_after_the_earlier_lines() {
    let cases: [(&[&str], usize, &str); 7] = [
        (&["1: pick 9B"], 0, "9B is not in your hand"),
        (&["0: pick 9B", "0: pick 6B"], 1, "seat 0 has no decision"),
        (
            &["0: pick 9B", "1: pick 3B", "0: attack 9B"],
            2,
            "first turn",
        ),
        (
            &["0: pick 9B", "1: pick 3B", "0: block 6B:5E"],
            2,
            "now is the time to play",
        ),
        (
            &["0: pick 9B", "1: pick 3B", "0: play 6B", "0: play 4B"],
            3,
            "already brought an army into play",
        ),
        (&["0: pick 9B", "1: pick 13B"], 1, "13B is not in your hand"),
        (&["0: pick 9B", "1: pick 15B"], 1, "`15B` is not a card"),
    ];
    for (moves, bad, reason_part) in cases {
        assert_stopped_at(replay(&script_file(moves), false), moves, bad, reason_part);
    }
}

#[test]
fn bad_setup_and_bad_options_are_setup_errors() {
    let full = deck(9, &DEALT);
    let mut duplicate = full.clone();
    duplicate[1] = duplicate[0].clone();
    let mut not_a_card = full.clone();
    not_a_card[0] = "13B".into();
    let extra = [full.clone(), vec!["1O".to_owned()]].concat();
    let bad_setups = [
        json!({ "deck": full[1..] }),
        json!({ "deck": duplicate }),
        json!({ "deck": extra }),
        json!({ "deck": not_a_card }),
        json!({ "deck": full, "first": 0 }),
        json!({ "deck": [] }),
    ];
    for setup in bad_setups {
        let (lines, result) = replay(&file(Value::Null, setup.clone(), &["0: pick 9B"]), false);
        assert!(
            matches!(result, Err(ReplayError::Setup(_))),
            "{setup}: {result:?}"
        );
        assert!(lines.is_empty());
    }
    let bad_options = [
        json!({"deck": 50}),
        json!({"deck": "72"}),
        json!({"sides": "random"}),
        json!({"side": "E"}),
        json!({"sides": "chosen", "side": "O"}),
        json!({"colour": "red"}),
    ];
    for options in bad_options {
        let (lines, result) = replay(&file(options.clone(), Value::Null, &[]), false);
        assert!(
            matches!(result, Err(ReplayError::Setup(_))),
            "{options}: {result:?}"
        );
        assert!(lines.is_empty());
    }
    // A 72-card deal with the 40 option, and a table of three.
    let (_, result) = replay(
        &file(json!({"deck": 40}), json!({ "deck": deck(9, &DEALT) }), &[]),
        false,
    );
    assert!(matches!(result, Err(ReplayError::Setup(_))), "{result:?}");
    let three = r#"{"game": "rebelion", "players": 3, "moves": []}"#;
    assert!(matches!(replay(three, false).1, Err(ReplayError::Setup(_))));
}

#[test]
fn random_legal_match_replays_to_the_same_final_view() {
    for seed in 0..5 {
        let playout = random_playout(new_match::<Rebelion>(seed), seed, |_, _| {});
        let moves = playout.notation();
        let refs: Vec<&str> = moves.iter().map(String::as_str).collect();
        let input = json!({"game": "rebelion", "seed": seed, "moves": refs}).to_string();
        let (lines, result) = replay(&input, true);
        result.unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert_eq!(lines.len(), moves.len() + 1);
        assert_replayed_to(&lines, &playout.end);
        // The same file gives the same output.
        let mut again = Vec::new();
        let flags = Flags {
            views_all: true,
            ..Flags::default()
        };
        run(&input, flags, &mut again).expect("legal");
        let again: Vec<Value> = String::from_utf8(again)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(again, lines);
    }
}

// ---------------------------------------------------------------- the Tarot variant

/// The Tarot deal, top first: seat 0's camps, seat 1's camps, seat 0's hand (El Sol and La
/// Templanza), seat 1's hand (El Hierofante and La Muerte), then the draws.
const TAROT_DEALT: [&str; 30] = [
    "2O", "3O", "4O", "5O", "6O", "7O", //
    "2C", "3C", "4C", "5C", "6C", "7C", //
    "9B", "4B", "A14", "A19", "1O", "1C", //
    "3B", "5E", "8E", "A5", "A13", "8O", //
    "10O", "10C", "11O", "11C", "12O", "12C",
];

/// Seat 0 leads the peasants and plays El Sol, which seat 1 allows; seat 1's next turn has no
/// Arcana; then seat 0's La Templanza is countered with El Hierofante.
const TAROT_SCRIPT: [&str; 10] = [
    "0: pick 9B",
    "1: pick 3B",
    "0: arcana A19",
    "1: allow",
    "0: play 9B",
    "0: pass",
    "1: play 5E",
    "1: pass",
    "0: arcana A14",
    "1: counter",
];

/// The 106 cards of the Tarot deck, top first: `top`, then the rest in deck order.
fn tarot_deck(top: &[&str]) -> Vec<String> {
    stacked(Card::tarot_deck(), top)
}

fn tarot_file(moves: &[&str]) -> String {
    file(
        json!({"tarot": true}),
        json!({ "deck": tarot_deck(&TAROT_DEALT) }),
        moves,
    )
}

#[test]
fn tarot_option_deals_106_cards_and_arcana_pass_the_answer_window() {
    let (lines, result) = replay(&tarot_file(&TAROT_SCRIPT), true);
    result.expect("a legal Tarot match");
    let view = |i: usize| &lines[i]["view"];
    // The public view has the replay keys plus `arcana_played` and `effects`.
    assert_eq!(
        keys(view(0)),
        sorted_keys(&PUBLIC_KEYS, &["arcana_played", "effects"])
    );
    assert_eq!(view(0)["deck_left"], 106 - 24);
    assert_eq!(
        lines[0]["seats"][1]["hand"],
        json!(["3B", "5E", "A5", "8O", "8E", "A13"])
    );
    // El Sol waits for the answer: seat 1 is asked even though nothing is revealed by it.
    assert_eq!(
        (&view(2)["pending"], &view(2)["to_act"]),
        (&json!("answer"), &json!([1]))
    );
    assert_eq!(
        view(2)["answering"],
        json!({"card": "A19", "seat": 0, "target": "none"})
    );
    assert_eq!(view(2)["arcana_played"], json!(["A19", null]));
    // Allowed: El Sol goes to the pile and bans seat 1's Arcana on turn 2.
    assert_eq!(view(3)["pending"], "main");
    assert_eq!(view(3)["discard"], json!(["A19"]));
    assert_eq!(
        view(3)["effects"],
        json!([{"arcana": "A19", "seat": 1, "turn": 2}])
    );
    assert!(view(3).get("answering").is_none());
    // A new turn forgets the Arcana played; the effect ends with the turn it names.
    assert_eq!(view(5)["arcana_played"], json!([null, null]));
    assert_eq!(view(7)["turn"], 3);
    assert_eq!(view(7)["effects"], json!([]));
    // Countered: La Templanza has no effect (no draw up to 7), both Arcana go to the pile.
    let last = &lines[TAROT_SCRIPT.len() - 1];
    assert_eq!(last["view"]["discard"], json!(["A19", "A5", "A14"]));
    assert_eq!(last["view"]["hand_sizes"], json!([5, 5]));
    assert_eq!(last["view"]["deck_left"], view(7)["deck_left"]);
    assert_eq!(
        last["seats"][0]["hand"],
        json!(["1O", "1C", "4B", "10O", "11O"])
    );
}

#[test]
fn tarot_refusals_name_the_arcana_rule() {
    let at_turn_2 = &TAROT_SCRIPT[..6];
    let cases: [(Vec<&str>, &str); 3] = [
        // El Sol: seat 1 plays no Arcana on its next turn.
        ([at_turn_2, &["1: arcana A13"]].concat(), "El Sol"),
        // Only the opponent answers an Arcana.
        (
            [&TAROT_SCRIPT[..3], &["0: allow"]].concat(),
            "seat 0 has no decision",
        ),
        // One Arcana a turn.
        (
            [&TAROT_SCRIPT[..4], &["0: arcana A14"]].concat(),
            "already played a Major Arcana this turn",
        ),
    ];
    for (moves, reason_part) in cases {
        let bad = moves.len() - 1;
        assert_stopped_at(replay(&tarot_file(&moves), false), &moves, bad, reason_part);
    }
}

#[test]
fn tarot_with_a_deck_option_or_arcana_without_tarot_are_refused() {
    let (lines, result) = replay(
        &file(json!({"tarot": true, "deck": 72}), Value::Null, &[]),
        false,
    );
    assert!(matches!(result, Err(ReplayError::Setup(_))), "{result:?}");
    assert!(lines.is_empty());
    let (_, result) = replay(&file(json!({"tarot": "yes"}), Value::Null, &[]), false);
    assert!(matches!(result, Err(ReplayError::Setup(_))), "{result:?}");
    // A Tarot deal without the option, and the option with a 72-card deal.
    let (_, result) = replay(
        &file(
            Value::Null,
            json!({ "deck": tarot_deck(&TAROT_DEALT) }),
            &[],
        ),
        false,
    );
    assert!(matches!(result, Err(ReplayError::Setup(_))), "{result:?}");
    let (_, result) = replay(
        &file(
            json!({"tarot": true}),
            json!({ "deck": deck(9, &DEALT) }),
            &[],
        ),
        false,
    );
    assert!(matches!(result, Err(ReplayError::Setup(_))), "{result:?}");
}

#[test]
fn random_tarot_match_replays_to_the_same_final_view() {
    let options = Options {
        tarot: true,
        ..Options::default()
    };
    for seed in 0..5 {
        let start = Rebelion::new(2, &options, None, seed).expect("a Tarot match");
        let playout = random_playout(start, seed, |_, _| {});
        let moves = playout.notation();
        let refs: Vec<&str> = moves.iter().map(String::as_str).collect();
        let input = json!({"game": "rebelion", "seed": seed, "options": {"tarot": true},
                           "moves": refs})
        .to_string();
        let (lines, result) = replay(&input, true);
        result.unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert_replayed_to(&lines, &playout.end);
    }
}
