//! `crate::replay::run` with `"game": "genova"`: the explicit setup of the rules page
//! (`first`, `decks`, `rolls`), the public keys of the replay format, each seat's ducats in its
//! own view only, a deal paid both ways, and errors.

use serde_json::{json, Value};

use crate::games::genova::Deck;
use crate::testing::replay_io::{keys, replay};

/// The public keys of the replay format (issue 10), and the ones the board adds.
const PUBLIC_KEYS: [&str; 10] = [
    "round", "rounds", "active", "tower", "discs", "visited", "offers", "owners", "players",
    "status",
];

/// Every deck in the order of the rules page: hands are dealt from the top, one of each deck
/// per seat from the first player.
fn decks() -> Value {
    let ids = |d: Deck| -> Vec<String> { d.cards().iter().map(ToString::to_string).collect() };
    json!({
        "large": ids(Deck::Large), "small": ids(Deck::Small),
        "message": ids(Deck::Message), "privilege": ids(Deck::Privilege),
    })
}

fn file(moves: &[&str]) -> String {
    json!({
        "game": "genova", "players": 3, "seed": 5,
        "setup": {"first": 0, "decks": decks(), "rolls": [[3, 4]]},
        "moves": moves,
    })
    .to_string()
}

/// Seat 0 rolls the Guild Hall; seat 1 offers 20 for its action and seat 0 takes the deal;
/// seat 1 draws a large order; seat 0 walks two streets to the Coach House and acts there.
const SCRIPT: [&str; 11] = [
    "0: roll",
    "1: offer GH 20",
    "0: accept 1 GH",
    "1: act",
    "1: close",
    "0: move 3,3",
    "0: move 2,3",
    "0: move CO",
    "0: act",
    "0: close",
    "0: end",
];

#[test]
fn explicit_setup_deals_from_the_top_and_rolls_in_order() {
    let (lines, result) = replay(&file(&SCRIPT[..1]), true);
    result.expect("a legal roll");
    let view = &lines[0]["view"];
    for key in PUBLIC_KEYS {
        assert!(view.get(key).is_some(), "public key {key} missing");
    }
    assert_eq!(view["tower"], "GH");
    assert_eq!(view["visited"], json!(["GH"]));
    assert_eq!(view["discs"], json!(["GH"]));
    assert_eq!(view["round"], 1);
    assert_eq!(view["rounds"], 10);
    let seats = &lines[0]["seats"];
    assert_eq!(
        seats[0]["hand"],
        json!(["L-VC1", "S-GH1", "M-GH-CH", "P-PK"])
    );
    assert_eq!(
        seats[2]["hand"],
        json!(["L-VC3", "S-PO1", "M-PK-PO", "P-VC"])
    );
    for seat in 0..3 {
        assert_eq!(seats[seat]["ducats"], 130);
        assert_eq!(
            view["players"][seat]["cards"],
            json!({"large": 1, "small": 1, "message": 1, "privilege": 1})
        );
    }
}

#[test]
fn a_deal_is_paid_both_ways_and_money_shows_only_in_seat_views() {
    let (lines, result) = replay(&file(&SCRIPT), true);
    result.expect("a legal turn");
    let view = |i: usize| &lines[i]["view"];
    assert_eq!(
        view(1)["offers"],
        json!([{"seat": 1, "space": "GH", "gives": "20", "wants": ""}])
    );
    assert_eq!(view(2)["offers"], json!([]));
    assert_eq!(lines[2]["seats"][0]["ducats"], 150);
    assert_eq!(lines[2]["seats"][1]["ducats"], 110);
    assert_eq!(view(3)["players"][1]["cards"]["large"], 2);
    assert_eq!(view(8)["players"][0]["tiles"]["start"], 1);
    assert_eq!(view(7)["visited"], json!(["GH", "3,3", "2,3", "CO"]));
    // After `end` nobody holds a marker: the next player's turn begins at once.
    assert_eq!(view(10)["active"], 1);
    assert_eq!(view(10)["tower"], Value::Null);
    for line in &lines[..SCRIPT.len()] {
        let text = line["view"].to_string();
        assert!(!text.contains("ducat"), "{text}");
        assert!(keys(&line["seats"][0]).contains(&"ducats"));
    }
    assert_eq!(
        lines[SCRIPT.len()],
        json!({"result": {"status": "playing", "scores": [0, 0, 0], "winners": []}})
    );
}

#[test]
fn an_illegal_move_stops_the_replay_with_its_reason() {
    let (lines, result) = replay(&file(&["0: roll", "0: move PK"]), false);
    assert_eq!(lines.len(), 1);
    let err = result
        .expect_err("PK is not next to the Guild Hall")
        .to_string();
    assert!(err.contains("move 1") && err.contains("PK"), "{err}");
    let (_, result) = replay(&file(&["1: roll"]), false);
    assert!(result.is_err(), "only the active player rolls");
    let bad = json!({"game": "genova", "players": 6, "moves": []}).to_string();
    assert!(replay(&bad, false).1.is_err(), "six players");
}
