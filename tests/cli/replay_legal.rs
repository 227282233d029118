//! `taberna replay FILE --legal`: every seat's legal moves on each line, and a first line for
//! the start, enough for a tool to play a whole match of every game from the output alone.

use std::process::{Command, Output};

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

use taberna::engine::{GameEntry, Seat};
use taberna::games::shipped;
use taberna::replay::{run, Flags};
use taberna_games::testing::replay_io::{keys, replay, replay_with};

const VIEWS: Flags = Flags {
    views_all: true,
    legal: false,
};
const LEGAL: Flags = Flags {
    views_all: false,
    legal: true,
};
const BOTH: Flags = Flags {
    views_all: true,
    legal: true,
};

fn file(entry: &GameEntry, players: usize, seed: u64, moves: &[String]) -> String {
    json!({
        "game": entry.info.id, "players": players, "seed": seed, "options": options(entry),
        "moves": moves,
    })
    .to_string()
}

/// Each game's options for these tests: Génova plays one round, since a tool replays the
/// whole match for every move and its full matches are hundreds of moves long.
fn options(entry: &GameEntry) -> Value {
    match entry.info.id {
        "genova" => json!({"rounds": 1}),
        _ => Value::Null,
    }
}

/// The numbers of seats to try: the fewest, and up to 4 where the game allows more, since a
/// bigger table may have several seats to act at once.
fn tables(entry: &GameEntry) -> Vec<usize> {
    let info = entry.info;
    let mut seats = vec![info.min_seats];
    if info.max_seats > info.min_seats {
        seats.push(info.max_seats.min(4));
    }
    seats
}

/// The seats of a JSON list of seat numbers.
fn seats(list: &Value) -> Vec<usize> {
    serde_json::from_value(list.clone()).expect("a list of seats")
}

/// Plays a match the way a tool would: replays the moves so far with `--legal`, appends a
/// random move of a random seat to act from the last line, and replays again until the result
/// says `finished` or `limit` moves are made. Returns the moves.
fn drive(entry: &GameEntry, players: usize, seed: u64, limit: usize) -> Vec<String> {
    let id = entry.info.id;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut moves: Vec<String> = Vec::new();
    loop {
        let (lines, result) = replay_with(&file(entry, players, seed, &moves), LEGAL);
        result.unwrap_or_else(|e| panic!("{id} seed {seed}: a move from `legal` refused: {e}"));
        assert_eq!(
            lines.len(),
            moves.len() + 2,
            "the start, each move, the result"
        );
        assert_eq!(lines[0]["index"], Value::Null);
        if let Some(last) = moves.last() {
            assert_eq!(lines[moves.len()]["move"], json!(last), "echoed as picked");
        }
        let position = &lines[moves.len()];
        let legal = position["legal"].as_array().expect("`legal` on every line");
        assert_eq!(legal.len(), players, "one list per seat");
        let to_act = seats(&position["view"]["to_act"]);
        for (seat, moves) in legal.iter().enumerate() {
            let moves = moves.as_array().expect("a list of moves");
            assert_eq!(
                !moves.is_empty(),
                to_act.contains(&seat),
                "{id} seed {seed}: seat {seat} has moves exactly when it is to act"
            );
        }
        if lines[moves.len() + 1]["result"]["status"] == "finished" {
            assert!(to_act.is_empty());
            return moves;
        }
        if moves.len() == limit {
            return moves;
        }
        assert!(
            moves.len() < entry.info.max_moves,
            "{id} seed {seed}: no end within {} moves",
            entry.info.max_moves
        );
        // Mostly the seat the game waits for (listed first): in Génova anyone may talk at
        // any time, and talk alone never ends a turn.
        let seat = if rng.gen_bool(0.75) {
            *to_act.first().expect("a seat to act while playing")
        } else {
            *to_act
                .choose(&mut rng)
                .expect("a seat to act while playing")
        };
        let mv = legal[seat]
            .as_array()
            .and_then(|l| l.choose(&mut rng))
            .and_then(Value::as_str)
            .expect("a legal move in notation");
        moves.push(format!("{seat}: {mv}"));
    }
}

#[test]
fn every_game_plays_to_its_end_from_the_legal_lists_alone() {
    // Each match is replayed once per move, so a long one takes a while: they run side by side.
    std::thread::scope(|s| {
        for entry in shipped() {
            for players in tables(entry) {
                for seed in 0..2 {
                    s.spawn(move || {
                        let moves = drive(entry, players, seed, usize::MAX);
                        assert!(!moves.is_empty(), "{}: a match takes moves", entry.info.id);
                    });
                }
            }
        }
    });
}

#[test]
fn the_first_line_is_the_start_and_only_legal_adds_it() {
    for entry in shipped() {
        let id = entry.info.id;
        let players = entry.info.min_seats;
        let moves = drive(entry, players, 7, 3);
        let input = file(entry, players, 7, &moves);
        let start = (entry.create)(players, &options(entry), &Value::Null, 7).expect("a match");

        let (plain, result) = replay(&input, false);
        result.expect("legal moves");
        let (views, _) = replay_with(&input, VIEWS);
        let (legal, _) = replay_with(&input, LEGAL);
        let (both, _) = replay_with(&input, BOTH);
        for line in plain.iter().chain(&views) {
            assert!(line.get("legal").is_none(), "{id}: {line}");
        }
        assert_eq!(plain[0]["index"], 0, "{id}: no start line without --legal");
        assert_eq!(
            legal.len(),
            plain.len() + 1,
            "{id}: one more line, the start"
        );
        assert_eq!(both.len(), legal.len());

        assert_eq!(keys(&legal[0]), ["index", "legal", "move", "view"], "{id}");
        assert_eq!(keys(&both[0]), ["index", "legal", "move", "seats", "view"]);
        for first in [&legal[0], &both[0]] {
            assert_eq!(
                (&first["index"], &first["move"]),
                (&Value::Null, &Value::Null)
            );
            assert_eq!(
                first["view"],
                start.public_json(),
                "{id}: the view before any move"
            );
            let expected: Vec<Vec<String>> = Seat::all(players)
                .map(|s| start.legal_notations(s))
                .collect();
            assert_eq!(first["legal"], json!(expected), "{id}");
        }
        let start_seats: Vec<Value> = Seat::all(players).map(|s| start.seat_json(s)).collect();
        assert_eq!(both[0]["seats"], json!(start_seats), "{id}");

        // Past the start, each line is the plain one with `legal` added, and the result is as is.
        for (with, without) in [(&legal, &plain), (&both, &views)] {
            for (line, plain) in with[1..].iter().zip(without.iter()) {
                let mut line = line.clone();
                if plain.get("result").is_none() {
                    assert!(line["legal"].is_array(), "{id}: {line}");
                    line.as_object_mut().unwrap().remove("legal");
                }
                assert_eq!(&line, plain, "{id}");
            }
        }
    }
}

#[test]
fn a_start_line_is_written_before_a_refused_first_move() {
    let entry = shipped().next().unwrap();
    let input = file(entry, entry.info.min_seats, 1, &["9: nonsense".to_owned()]);
    let (lines, result) = replay_with(&input, LEGAL);
    assert!(result.is_err());
    assert_eq!(lines.len(), 1, "only the start");
    assert_eq!(lines[0]["index"], Value::Null);
}

fn taberna(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_taberna"))
        .args(args)
        .output()
        .expect("run the taberna binary")
}

#[test]
fn the_binary_takes_the_flags_in_any_order() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("match.json");
    let entry = shipped().next().unwrap();
    let moves = drive(entry, entry.info.min_seats, 3, 4);
    let input = file(entry, entry.info.min_seats, 3, &moves);
    std::fs::write(&path, &input).unwrap();
    let path = path.to_str().unwrap();
    let expected = |flags| {
        let mut out = Vec::new();
        run(&input, flags, &mut out).expect("legal moves");
        out
    };

    let cases: [(&[&str], Flags); 8] = [
        (&[path], Flags::default()),
        (&[path, "--views", "all"], VIEWS),
        (&["--views", "all", path], VIEWS),
        (&[path, "--legal"], LEGAL),
        (&["--legal", path], LEGAL),
        (&[path, "--legal", "--views", "all"], BOTH),
        (&["--views", "all", path, "--legal"], BOTH),
        (&["--legal", "--views", "all", path], BOTH),
    ];
    for (args, flags) in cases {
        let output = taberna(&[&["replay"], args].concat());
        assert!(output.status.success(), "{args:?}: {output:?}");
        assert_eq!(output.stdout, expected(flags), "{args:?}");
    }

    let usage_errors: [&[&str]; 6] = [
        &[],
        &["--legal"],
        &[path, "--views"],
        &[path, "--views", "some", "--legal"],
        &[path, "--lega"],
        &[path, path],
    ];
    for args in usage_errors {
        let output = taberna(&[&["replay"], args].concat());
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        // clap's answer: what is wrong, then the usage or where to find it.
        let said = String::from_utf8_lossy(&output.stderr);
        assert!(
            said.starts_with("error:")
                && (said.contains("Usage: taberna replay") || said.contains("'--help'")),
            "{args:?}: {said}"
        );
    }
}
