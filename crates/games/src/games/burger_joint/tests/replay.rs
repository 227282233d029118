//! `crate::replay::run` with `"game": "burger-joint"`: the explicit setup of the rules page
//! (`burger`, `draws`), the `side` option, the public keys of the replay format, a first
//! production shared out and a turn ended, and errors.

use crate::replay::ReplayError;
use serde_json::{json, Value};

use crate::testing::replay_io::{assert_stopped_at, keys, replay, sorted_keys};

use super::{BOARD_KEYS, REPLAY_KEYS};

/// Seat 0 plays Burger; the first production is K Y (Burger's diners) and G R (Pizza's), the
/// second W W N N (nobody's).
fn file(moves: &[&str]) -> String {
    json!({
        "game": "burger-joint", "players": 2, "seed": 9,
        "setup": {"burger": 0, "draws": ["K", "Y", "G", "R", "W", "W", "N", "N"]},
        "moves": moves,
    })
    .to_string()
}

const SCRIPT: [&str; 9] = [
    "0: pick K",
    "1: pick G",
    "0: pick R",
    "1: pick Y",
    "0: end",
    "1: pick W",
    "0: pick N",
    "1: pick N",
    "0: pick W",
];

#[test]
fn the_first_production_goes_to_the_diner_owners_areas_and_is_shared_out() {
    let (lines, result) = replay(&file(&SCRIPT), true);
    result.expect("a legal script");
    let view = |i: usize| &lines[i]["view"];
    assert_eq!(keys(view(0)), sorted_keys(&REPLAY_KEYS, &BOARD_KEYS));
    assert_eq!(view(0)["sides"], json!(["burger", "pizza"]));
    // After Burger's first pick from its own area, Pizza's own area is still apart.
    assert_eq!(view(0)["areas"], json!([["Y"], ["G", "R"]]));
    assert_eq!(view(0)["to_act"], json!([1]));
    assert_eq!(view(0)["bag_left"], 56);
    // Both first picks made: what is left is everybody's, active player first.
    assert_eq!(view(1)["areas"], json!([[], []]));
    assert_eq!(view(1)["general"], json!(["Y", "R"]));
    assert_eq!(view(1)["to_act"], json!([0]));
    assert_eq!(view(3)["pending"], "trade");
    assert_eq!(view(3)["cubes"], json!([["K", "R"], ["Y", "G"]]));
    assert_eq!(
        view(3)["diners"],
        json!({"K": [0], "Y": [0], "G": [1], "R": [1]})
    );
    assert_eq!(view(3)["basics"], json!([1, 1]));
    assert_eq!(view(3)["tokens_left"], json!([12, 12]));
    // `end`: the score is marked, nobody holds more than seven, Pizza's turn is produced.
    assert_eq!(view(4)["scores"], json!([2, 2]));
    assert_eq!(view(4)["turn"], 2);
    assert_eq!(view(4)["active"], 1);
    assert_eq!(view(4)["general"], json!(["W", "W", "N", "N"]));
    assert_eq!(
        view(8)["cubes"],
        json!([["W", "K", "N", "R"], ["W", "Y", "G", "N"]])
    );
    assert_eq!(view(8)["pending"], "trade");
    assert_eq!(view(8)["bag_left"], 52);
    // Both players' cubes are public: a seat's view adds nothing.
    let seats = lines[8]["seats"].as_array().expect("seat views");
    assert_eq!(seats.len(), 2);
    for own in seats {
        let mut own = own.clone();
        own.as_object_mut().expect("an object").remove("seat");
        assert_eq!(&own, view(8));
    }
    assert_eq!(
        lines[SCRIPT.len()],
        json!({"result": {"status": "playing", "scores": [2, 2], "winners": []}})
    );
}

#[test]
fn the_side_option_gives_the_challenger_pizza_and_burger_moves_first() {
    let input = json!({
        "game": "burger-joint", "players": 2, "seed": 1,
        "options": {"side": "pizza"}, "moves": [],
    })
    .to_string();
    let (lines, result) = replay(&input, false);
    result.expect("no moves");
    assert_eq!(lines.len(), 1, "only the result");
    let input = json!({
        "game": "burger-joint", "players": 2, "seed": 1,
        "options": {"side": "pizza"}, "moves": ["1: end"],
    })
    .to_string();
    // Burger (seat 1) picks first: `end` is not a pick.
    let (lines, result) = replay(&input, true);
    assert!(result.is_err(), "{lines:?}");
}

#[test]
fn an_illegal_move_stops_the_replay_with_its_reason() {
    let moves = ["0: pick K", "1: pick Y"];
    assert_stopped_at(
        replay(&file(&moves), false),
        &moves,
        1,
        "other player's area",
    );
    let moves = ["0: pick K", "0: pick G"];
    assert_stopped_at(replay(&file(&moves), false), &moves, 1, "no decision");
    let moves = [
        "0: pick K",
        "1: pick G",
        "0: pick R",
        "1: pick Y",
        "0: build basic",
    ];
    assert_stopped_at(replay(&file(&moves), false), &moves, 4, "do not have");
}

#[test]
fn a_corrupt_file_is_refused_with_a_reason() {
    let setups = [
        (
            json!({"game": "burger-joint", "players": 3, "moves": []}),
            "Burger Joint is for 2 players, not 3",
        ),
        (
            json!({"game": "burger-joint", "players": 2, "options": {"side": "tacos"}, "moves": []}),
            "unknown variant `tacos`",
        ),
        (
            json!({"game": "burger-joint", "players": 2, "setup": {"draws": ["X"]}, "moves": []}),
            "`X` is not a card",
        ),
        (
            json!({"game": "burger-joint", "players": 2, "setup": {"burger": 2}, "moves": []}),
            "`burger` is seat 0 or 1, not 2",
        ),
    ];
    for (bad, reason) in setups {
        match replay(&bad.to_string(), false) {
            (lines, Err(ReplayError::Setup(said))) => {
                assert!(said.contains(reason), "{bad}: {said}");
                assert!(lines.is_empty(), "{bad}: nothing written");
            }
            (_, other) => panic!("{bad}: {other:?}"),
        }
    }
    let unreadable = json!({"game": "burger-joint", "players": 2, "moves": ["0: pick"]});
    assert_stopped_at(
        replay(&unreadable.to_string(), false),
        &["0: pick"],
        0,
        "`pick` expects",
    );
    let no_moves: Value = json!({"game": "burger-joint", "players": 2, "moves": []});
    assert!(replay(&no_moves.to_string(), false).1.is_ok());
}
