//! Burgueses through `crate::replay::run`, the library side of `taberna replay FILE [--views all]`.

use serde_json::{json, Value};

use crate::engine::Game;
use crate::games::burgueses::Burgueses;
use crate::replay::{run, Flags, ReplayError};
use crate::testing::playout::{new_match, random_playout};
use crate::testing::replay_io::{assert_replayed_to, assert_stopped_at, keys, replay, sorted_keys};

use super::PUBLIC_KEYS;

/// Round 1 of the scripted match, top first: seat 0 is dealt 2♦ 2♣, seat 1 3♦ 4♠; then the
/// draws alternate, seat 0 drawing 2♥, 2♠, 4♣, 4♥ and seat 1 5♥, 3♠, 3♣, 3♥.
const GOODS: [&str; 14] = [
    "2D", "2C", "3D", "4S", "2H", "5H", "2S", "3S", "4C", "3C", "4H", "3H", "4D", "5D",
];
const KINGS: [&str; 5] = ["KD", "KC", "KH", "KS", "AS"];

/// Seat 0 shows 2♦ 2♣ 2♥ 2♠ one by one while seat 1 shows 3♦ 5♥ 3♠ 3♣, then sells four of a
/// kind. The first five king cards are fixed; the last three come from the seeded reshuffle.
const FOUR_TWOS: [&str; 17] = [
    "0: buy",
    "0: place 2D",
    "1: buy",
    "1: place 3D",
    "0: buy",
    "0: place 2C",
    "1: buy",
    "1: place 5H",
    "0: buy",
    "0: place 2H",
    "1: buy",
    "1: place 3S",
    "0: buy",
    "0: place 2S",
    "1: buy",
    "1: place 3C",
    "0: sell 2",
];

fn file(seed: u64, setup: Value, moves: &[&str]) -> String {
    json!({"game": "burgueses", "seed": seed, "setup": setup, "moves": moves}).to_string()
}

/// The seed of the scripted match: the first shuffle it deals is the king reshuffle, which
/// puts K♣, A♠, K♠ on top (checked by `the_seed_reshuffles_the_kings_as_the_script_needs`).
const FOUR_TWOS_SEED: u64 = 16;

fn four_twos_file() -> String {
    let setup = json!({"rounds": [{"goods": GOODS, "kings": KINGS, "first": 0}]});
    file(FOUR_TWOS_SEED, setup, &FOUR_TWOS)
}

/// The king cards the script meets after the reshuffle, as the public views show them: K♣ at
/// move 11, A♠ at move 13, K♠ at move 15. The coins the other test expects follow from these.
#[test]
fn the_seed_reshuffles_the_kings_as_the_script_needs() {
    let (lines, result) = replay(&four_twos_file(), false);
    result.expect("a legal match");
    let kings: Vec<&Value> = [11, 13, 15]
        .iter()
        .map(|&i| &lines[i]["view"]["king"])
        .collect();
    assert_eq!(kings, [&json!("KC"), &json!("AS"), &json!("KS")]);
}

#[test]
fn four_of_a_kind_match_from_explicit_setup_reproduces_the_end() {
    let (lines, result) = replay(&four_twos_file(), false);
    result.expect("a legal match");
    assert_eq!(
        lines.len(),
        FOUR_TWOS.len() + 1,
        "one line per move and the result"
    );
    for (i, line) in lines[..FOUR_TWOS.len()].iter().enumerate() {
        assert_eq!(line["index"], i);
        assert_eq!(line["move"], FOUR_TWOS[i]);
        assert_eq!(keys(line), ["index", "move", "view"]);
    }
    // After the fifth king card (A♠: both shops sum to an even number) the deck is empty...
    let ninth = &lines[9]["view"];
    assert_eq!(
        (
            &ninth["king"],
            &ninth["kings_left"],
            &ninth["coins"],
            &ninth["bank"]
        ),
        (&json!("AS"), &json!(0), &json!([3, 2]), &json!(5))
    );
    // ...and the next action reshuffles all five (K♣ pays seat 0 for its 2♣).
    assert_eq!(lines[11]["view"]["kings_left"], 4);
    // A♠ again (seat 0 even, seat 1 odd), then K♠ (seat 1's 3♠ beats seat 0's 2♠), then the sale.
    let end = &lines[FOUR_TWOS.len() - 1]["view"];
    assert_eq!(
        *end,
        json!({
            "round": 1, "to_act": [], "pending": "action", "bank": 5, "coins": [5, 0],
            "shops": [[], ["3D", "5H", "3S", "3C"]], "hand_sizes": [2, 2], "goods_left": 2,
            "king": "KS", "kings_left": 2, "trade_used": [false, false], "round_scores": [],
            "status": "finished"
        })
    );
    assert_eq!(
        lines[FOUR_TWOS.len()],
        json!({"result": {"status": "finished", "scores": [0, 0], "winners": [0]}})
    );
}

#[test]
fn views_all_adds_each_seats_hand() {
    let (plain, _) = replay(&four_twos_file(), false);
    let (lines, result) = replay(&four_twos_file(), true);
    result.expect("a legal match");
    assert_eq!(lines.len(), plain.len());
    for (line, plain) in lines.iter().zip(&plain).take(FOUR_TWOS.len()) {
        assert_eq!(keys(line), ["index", "move", "seats", "view"]);
        assert!(plain.get("seats").is_none());
        assert_eq!(line["view"], plain["view"]);
        let seats = line["seats"].as_array().expect("a list of seat views");
        assert_eq!(seats.len(), 2);
        for (i, seat) in seats.iter().enumerate() {
            assert_eq!(keys(seat), sorted_keys(&PUBLIC_KEYS, &["hand"]));
            let hand = seat["hand"].as_array().expect("a hand");
            assert_eq!(json!(hand.len()), line["view"]["hand_sizes"][i]);
            for key in PUBLIC_KEYS {
                assert_eq!(seat[key], line["view"][key], "{key}");
            }
        }
    }
    let last = &lines[FOUR_TWOS.len() - 1]["seats"];
    assert_eq!(last[0]["hand"], json!(["4C", "4H"]));
    assert_eq!(last[1]["hand"], json!(["3H", "4S"]));
    assert_eq!(lines.last(), plain.last(), "the same result line");
}

#[test]
fn illegal_move_names_its_index_after_the_earlier_lines() {
    let cases: [(&[&str], usize, &str); 5] = [
        (
            &["0: buy", "0: place 2D", "0: buy"],
            2,
            "seat 0 has no decision",
        ),
        (&["0: buy", "0: place 5D"], 1, "5♦ is not in your hand"),
        (&["0: buy", "0: fly"], 1, "unknown move `fly`"),
        (&["buy"], 0, "does not start with a seat number"),
        (&["0: buy", "2: place 2D"], 1, "seat 2 is not at this table"),
    ];
    let setup = json!({"rounds": [{"goods": GOODS, "kings": KINGS, "first": 0}]});
    for (moves, bad, reason_part) in cases {
        let stopped = replay(&file(11, setup.clone(), moves), false);
        assert_stopped_at(stopped, moves, bad, reason_part);
    }
}

#[test]
fn bad_json_and_unknown_game_are_file_errors() {
    for input in [
        "{",
        "[]",
        r#"{"game": "burgueses"}"#,
        r#"{"game": "burgueses", "moves": [], "extra": 1}"#,
        r#"{"game": "burgueses", "seed": -1, "moves": []}"#,
        r#"{"game": "chess", "moves": []}"#,
    ] {
        let (lines, result) = replay(input, false);
        assert!(
            matches!(result, Err(ReplayError::File(_))),
            "{input}: {result:?}"
        );
        assert!(lines.is_empty());
    }
    let (_, result) = replay(r#"{"game": "chess", "moves": []}"#, false);
    assert!(result
        .unwrap_err()
        .to_string()
        .contains("unknown game `chess`"));
}

#[test]
fn bad_setup_is_a_setup_error() {
    let mut duplicate = GOODS;
    duplicate[1] = "2D";
    let round = |goods: &[&str], first: u8| json!({"goods": goods, "kings": KINGS, "first": first});
    let bad_setups = [
        json!({"rounds": [round(&duplicate, 0)]}),
        json!({"rounds": [round(&GOODS, 0), round(&GOODS, 0)]}),
        json!({"rounds": [{"kings": ["KS", "KS", "KH", "KD", "AS"]}]}),
        json!({"rounds": [{"first": 0, "colour": "red"}]}),
        json!({"rounds": [{}, {}, {}]}),
    ];
    for setup in bad_setups {
        let (lines, result) = replay(&file(1, setup.clone(), &["0: buy"]), false);
        assert!(
            matches!(result, Err(ReplayError::Setup(_))),
            "{setup}: {result:?}"
        );
        assert!(lines.is_empty());
    }
    let three_players = r#"{"game": "burgueses", "players": 3, "moves": []}"#;
    assert!(matches!(
        replay(three_players, false).1,
        Err(ReplayError::Setup(_))
    ));
    let options = r#"{"game": "burgueses", "options": {"variant": 1}, "moves": []}"#;
    assert!(matches!(
        replay(options, false).1,
        Err(ReplayError::Setup(_))
    ));
}

#[test]
fn no_moves_prints_only_a_playing_result() {
    let (lines, result) = replay(&file(3, Value::Null, &[]), false);
    result.expect("an empty match");
    assert_eq!(
        lines,
        [json!({"result": {"status": "playing", "scores": [0, 0], "winners": []}})]
    );
}

/// A random complete match as a replay file with the seed it was dealt from.
fn random_match_file(seed: u64) -> (String, Burgueses, Vec<String>) {
    let playout = random_playout(new_match::<Burgueses>(seed), seed, |_, _| {});
    let moves = playout.notation();
    let refs: Vec<&str> = moves.iter().map(String::as_str).collect();
    (file(seed, Value::Null, &refs), playout.end, moves)
}

#[test]
fn replaying_the_same_file_twice_gives_identical_output() {
    for input in [four_twos_file(), random_match_file(5).0] {
        for (views_all, legal) in [(false, false), (true, false), (false, true), (true, true)] {
            let mut first = Vec::new();
            let mut second = Vec::new();
            let flags = Flags { views_all, legal };
            run(&input, flags, &mut first).expect("legal");
            run(&input, flags, &mut second).expect("legal");
            assert_eq!(first, second);
        }
    }
}

#[test]
fn random_legal_game_replays_to_the_same_final_view() {
    for seed in 0..30 {
        let (input, end, moves) = random_match_file(seed);
        let (lines, result) = replay(&input, true);
        result.unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert_eq!(lines.len(), moves.len() + 1);
        for (line, mv) in lines.iter().zip(&moves) {
            assert_eq!(line["move"], json!(mv), "canonical notation is echoed");
        }
        let last = &lines[moves.len() - 1];
        assert_replayed_to(&lines, &end);
        let outcome = end.outcome().expect("a complete match");
        let view = &last["view"];
        assert_eq!(
            (&view["status"], &view["to_act"]),
            (&json!("finished"), &json!([]))
        );
        // Unless four of a kind ended it, the final scores are the sums of both rounds.
        let rounds: Vec<Vec<i32>> = serde_json::from_value(view["round_scores"].clone()).unwrap();
        if rounds.len() == 2 {
            let sums: Vec<i32> = (0..2).map(|s| rounds[0][s] + rounds[1][s]).collect();
            assert_eq!(outcome.scores.as_slice(), sums.as_slice(), "seed {seed}");
        }
    }
}
