//! `crate::replay::run` with `"game": "bouillabaisse"`: explicit deals (`hands` at the top of
//! the setup, or per round in `rounds`), options, the public keys, seat views, illegal moves, bad
//! setups and a random five-player match.

use serde_json::{json, Value};

use crate::engine::Game;
use crate::games::bouillabaisse::{Bouillabaisse, Card, Move, Options, Suit};
use crate::replay::ReplayError;
use crate::testing::playout::random_playout;
use crate::testing::replay_io::{assert_replayed_to, assert_stopped_at, keys, replay, sorted_keys};

/// The keys of the public view.
const PUBLIC_KEYS: [&str; 10] = [
    "round",
    "dealer",
    "to_act",
    "trick",
    "tricks_taken",
    "round_scores",
    "totals",
    "targets",
    "hand_sizes",
    "status",
];

/// Every card of one suit, `copies` times, low to high.
fn suit_cards(suit: Suit, copies: usize) -> Vec<String> {
    (0..copies)
        .flat_map(|_| Card::deck())
        .filter(|c| c.suit == suit)
        .map(|c| c.to_string())
        .collect()
}

/// Four hands of one suit each: seat 0 ♣, seat 1 ♦, seat 2 ♥, seat 3 ♠ (rotated by `shift`).
fn suit_hands(shift: usize, copies: usize) -> Vec<Vec<String>> {
    (0..4)
        .map(|s| suit_cards(Suit::ALL[(s + shift) % 4], copies))
        .collect()
}

/// Dealer 3 (seat 0 leads), ♥ for 10 points, the queens for 50, the K♠ for 200.
fn targets() -> Value {
    json!({"dealer": 3, "suit": "H", "figure": "Q", "card": "KS"})
}

fn with(mut setup: Value, key: &str, value: Value) -> Value {
    setup[key] = value;
    setup
}

fn file(players: usize, options: Value, setup: Value, moves: &[&str]) -> String {
    json!({
        "game": "bouillabaisse", "seed": 5, "players": players,
        "options": options, "setup": setup, "moves": moves
    })
    .to_string()
}

/// The one-suit deal given in `hands`.
fn suits_file(moves: &[&str]) -> String {
    let setup = with(targets(), "hands", json!(suit_hands(0, 1)));
    file(4, Value::Null, setup, moves)
}

/// The moves of `tricks` tricks where seat `leader` leads its suit and each seat plays the
/// card of the same rank of its own suit (seats hold one suit each).
fn suit_tricks(leader: usize, tricks: usize, copies: usize, shift: usize) -> Vec<String> {
    let hands = suit_hands(shift, copies);
    (0..tricks)
        .flat_map(|t| {
            let hands = &hands;
            (0..4).map(move |i| {
                let seat = (leader + i) % 4;
                format!("{seat}: play {}", hands[seat][t])
            })
        })
        .collect()
}

fn refs(moves: &[String]) -> Vec<&str> {
    moves.iter().map(String::as_str).collect()
}

#[test]
fn explicit_hands_at_the_top_of_the_setup_are_round_one() {
    let moves = [
        "0: play 2C",
        "1: play 2D",
        "2: play 2H",
        "3: play 2S",
        "0: play 3c",
    ];
    let (lines, result) = replay(&suits_file(&moves), false);
    result.expect("legal moves");
    assert_eq!(lines.len(), moves.len() + 1);
    for (i, line) in lines[..moves.len()].iter().enumerate() {
        assert_eq!(line["index"], i);
        assert_eq!(keys(line), ["index", "move", "view"]);
        assert_eq!(keys(&line["view"]), sorted_keys(&PUBLIC_KEYS, &[]));
        assert_eq!(keys(&line["view"]["targets"]), ["card", "figure", "suit"]);
    }
    assert_eq!(
        lines[4]["move"], "0: play 3C",
        "canonical notation is echoed"
    );
    assert_eq!(
        lines[0]["view"],
        json!({
            "round": 1, "dealer": 3, "to_act": [1], "trick": [[0, "2C"]],
            "tricks_taken": [0, 0, 0, 0], "round_scores": [], "totals": [0, 0, 0, 0],
            "targets": {"suit": "H", "figure": "Q", "card": "KS"},
            "hand_sizes": [12, 13, 13, 13], "status": "playing"
        })
    );
    // Nobody can follow the club: seat 0 takes the trick and leads again.
    let after = &lines[3]["view"];
    assert_eq!(after["trick"], json!([]));
    assert_eq!(after["tricks_taken"], json!([1, 0, 0, 0]));
    assert_eq!(after["to_act"], json!([0]));
    assert_eq!(after["hand_sizes"], json!([12, 12, 12, 12]));
    assert_eq!(lines[4]["view"]["trick"], json!([[0, "3C"]]));
    assert_eq!(
        lines[moves.len()],
        json!({"result": {"status": "playing", "scores": [0, 0, 0, 0], "winners": []}})
    );
}

#[test]
fn rounds_give_the_deal_of_each_round() {
    let setup = with(
        targets(),
        "rounds",
        json!([{"hands": suit_hands(0, 1)}, {"hands": suit_hands(1, 1)}]),
    );
    // Round 1: seat 0 leads its clubs and takes all thirteen tricks. Round 2: the dealer is
    // seat 0, seat 1 holds the hearts and leads.
    let mut moves = suit_tricks(0, 13, 1, 0);
    moves.push("1: play AH".to_owned());
    let (lines, result) = replay(&file(4, Value::Null, setup, &refs(&moves)), true);
    result.expect("legal moves");
    let end_of_round = &lines[51];
    let view = &end_of_round["view"];
    assert_eq!(view["round"], 2);
    assert_eq!(view["dealer"], 0);
    assert_eq!(view["to_act"], json!([1]));
    assert_eq!(view["round_scores"], json!([[65, 0, 0, 0]]));
    assert_eq!(view["totals"], json!([65, 0, 0, 0]));
    assert_eq!(view["tricks_taken"], json!([0, 0, 0, 0]));
    assert_eq!(view["hand_sizes"], json!([13, 13, 13, 13]));
    for (seat, hand) in suit_hands(1, 1).iter().enumerate() {
        assert_eq!(
            end_of_round["seats"][seat]["hand"],
            json!(hand),
            "seat {seat}"
        );
    }
    assert_eq!(lines[52]["view"]["trick"], json!([[1, "AH"]]));
    assert_eq!(
        lines[53],
        json!({"result": {"status": "playing", "scores": [65, 0, 0, 0], "winners": []}})
    );
}

#[test]
fn options_todo_o_nada_and_two_decks() {
    let options = json!({"todo-o-nada": true, "decks": 2});
    let setup = with(targets(), "hands", json!(suit_hands(0, 2)));
    // Both copies of every club, one after the other: seat 0 takes all 26 tricks.
    let moves = suit_tricks(0, 26, 2, 0);
    let (lines, result) = replay(&file(4, options, setup, &refs(&moves)), false);
    result.expect("legal moves");
    assert_eq!(lines[0]["view"]["hand_sizes"], json!([25, 26, 26, 26]));
    let view = &lines[103]["view"];
    assert_eq!(view["round"], 2);
    assert_eq!(
        view["round_scores"],
        json!([[-130, 0, 0, 0]]),
        "all tricks: −5 each"
    );
    assert_eq!(view["hand_sizes"], json!([26, 26, 26, 26]));
    assert_eq!(
        lines[104],
        json!({"result": {"status": "playing", "scores": [-130, 0, 0, 0], "winners": []}})
    );
    // One deck for eight players: six cards each.
    let g = Bouillabaisse::new(
        8,
        &Options {
            decks: Some(1),
            ..Options::default()
        },
        None,
        5,
    )
    .unwrap();
    let leader = g.to_act()[0];
    let Move::Play(first) = g.legal_moves(leader)[0];
    let first = format!("{leader}: play {first}");
    let (lines, result) = replay(&file(8, json!({"decks": 1}), Value::Null, &[&first]), false);
    result.expect("a legal lead");
    let mut sizes = vec![6; 8];
    sizes[leader.index()] = 5;
    assert_eq!(lines[0]["view"]["hand_sizes"], json!(sizes));
}

#[test]
fn views_all_adds_the_hand_of_every_seat() {
    let moves = suit_tricks(0, 3, 1, 0);
    let (plain, _) = replay(&suits_file(&refs(&moves)), false);
    let (lines, result) = replay(&suits_file(&refs(&moves)), true);
    result.expect("legal moves");
    assert_eq!(lines.len(), plain.len());
    for (line, plain) in lines.iter().zip(&plain).take(moves.len()) {
        assert_eq!(keys(line), ["index", "move", "seats", "view"]);
        assert_eq!(line["view"], plain["view"]);
        let seats = line["seats"].as_array().expect("a list of seat views");
        assert_eq!(seats.len(), 4);
        for (i, seat) in seats.iter().enumerate() {
            assert_eq!(keys(seat), sorted_keys(&PUBLIC_KEYS, &["hand"]));
            for key in PUBLIC_KEYS {
                assert_eq!(seat[key], line["view"][key], "{key}");
            }
            let hand = seat["hand"].as_array().expect("a hand");
            assert_eq!(json!(hand.len()), line["view"]["hand_sizes"][i]);
            // Each seat sees its own suit only.
            let own = Suit::ALL[i].char().to_string();
            assert!(hand.iter().all(|c| c.as_str().unwrap().ends_with(&own)));
        }
    }
    assert_eq!(lines.last(), plain.last(), "the same result line");
}

#[test]
fn illegal_move_names_its_index_after_the_earlier_lines() {
    // Seat 0: 2–8♣ and 2–7♦; seat 1: 9–A♣ and 8–A♦; seat 2 the hearts, seat 3 the spades.
    let hands = json!([
        ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "2D", "3D", "4D", "5D", "6D", "7D"],
        ["9C", "10C", "JC", "QC", "KC", "AC", "8D", "9D", "10D", "JD", "QD", "KD", "AD"],
        suit_cards(Suit::Hearts, 1),
        suit_cards(Suit::Spades, 1),
    ]);
    let input = |moves: &[&str]| {
        file(
            4,
            Value::Null,
            with(targets(), "hands", hands.clone()),
            moves,
        )
    };
    let cases: [(&[&str], usize, &str); 7] = [
        (&["0: play 2C", "1: play 8D"], 1, "must follow suit (♣)"),
        (&["0: play 2C", "2: play 2H"], 1, "seat 2 has no decision"),
        (&["0: play 2C", "1: play 2H"], 1, "2♥ is not in your hand"),
        (&["0: play 9C"], 0, "9♣ is not in your hand"),
        (&["0: play 2C", "1: play 1C"], 1, "1C"),
        (&["4: play 2C"], 0, "seat 4 is not at this table"),
        // Seat 1's 9♣ takes the first trick: seat 0 may not lead the second.
        (
            &[
                "0: play 2C",
                "1: play 9C",
                "2: play 2H",
                "3: play 2S",
                "0: play 3C",
            ],
            4,
            "seat 0 has no decision",
        ),
    ];
    for (moves, bad, reason_part) in cases {
        assert_stopped_at(replay(&input(moves), false), moves, bad, reason_part);
    }
}

#[test]
fn bad_setups_and_bad_options_are_setup_errors() {
    let mut uneven = suit_hands(0, 1);
    let moved = uneven[0].pop().unwrap();
    uneven[1].push(moved);
    let three_player_deal = |first: &str| {
        // 51 cards: the 2♣ is removed; seat 0 gets `first` and 16 more.
        let mut rest: Vec<String> = Card::deck()
            .iter()
            .map(ToString::to_string)
            .filter(|c| c != "2C" && c != first)
            .collect();
        let c = rest.split_off(33);
        let b = rest.split_off(16);
        let mut a = rest;
        a.insert(0, first.to_owned());
        json!([a, b, c])
    };
    let (_, ok) = replay(
        &file(
            3,
            Value::Null,
            json!({"hands": three_player_deal("3C")}),
            &[],
        ),
        false,
    );
    ok.expect("a good three-player deal");
    let four = |setup: Value| file(4, Value::Null, setup, &[]);
    let three = |setup: Value| file(3, Value::Null, setup, &[]);
    let bad = [
        four(with(targets(), "hands", json!(uneven))),
        four(with(targets(), "hands", json!(suit_hands(0, 1)[..3]))),
        four(json!({"hands": suit_hands(0, 2)})),
        three(json!({"card": "2C"})),
        three(json!({"hands": three_player_deal("2C")})),
        four(json!({"figure": "A"})),
        four(json!({"figure": "10"})),
        four(json!({"suit": "X"})),
        four(json!({"dealer": 4})),
        four(json!({"hands": suit_hands(0, 1), "rounds": [{"hands": suit_hands(0, 1)}]})),
        four(json!({ "rounds": vec![json!({"hands": suit_hands(0, 1)}); 7] })),
        four(json!({"deck": []})),
        file(13, Value::Null, Value::Null, &[]),
        file(1, Value::Null, Value::Null, &[]),
        file(4, json!({"decks": 3}), Value::Null, &[]),
        file(4, json!({"decks": 0}), Value::Null, &[]),
        file(4, json!({"todo_o_nada": true}), Value::Null, &[]),
        file(4, json!({"colour": "red"}), Value::Null, &[]),
    ];
    for input in bad {
        let (lines, result) = replay(&input, false);
        assert!(
            matches!(result, Err(ReplayError::Setup(_))),
            "{input}: {result:?}"
        );
        assert!(lines.is_empty());
    }
}

#[test]
fn random_legal_match_for_five_players_replays_to_the_same_final_view() {
    for (seed, options) in [
        (0, json!(null)),
        (1, json!(null)),
        (2, json!({"todo-o-nada": true, "decks": 2})),
    ] {
        let typed: Options = serde_json::from_value(options.clone()).unwrap_or_default();
        let game = Bouillabaisse::new(5, &typed, None, seed).unwrap();
        let playout = random_playout(game, seed, |_, _| {});
        let moves = playout.notation();
        let input = json!({
            "game": "bouillabaisse", "seed": seed, "players": 5, "options": options,
            "moves": refs(&moves)
        })
        .to_string();
        let (lines, result) = replay(&input, true);
        result.unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert_eq!(lines.len(), moves.len() + 1);
        let last = &lines[moves.len() - 1];
        let end = &playout.end;
        assert_replayed_to(&lines, end);
        assert_eq!(last["view"]["status"], "finished");
        assert_eq!(last["view"]["round_scores"].as_array().unwrap().len(), 6);
        // The same file gives the same output.
        let (again, result) = replay(&input, true);
        result.expect("legal");
        assert_eq!(again, lines);
    }
}
