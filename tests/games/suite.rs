//! The tests every game of the registry passes, through its registry entry only, so that a
//! game adds just the tests of its own rules (OpenSpiel runs one random-simulation test over
//! every registered game the same way). The registry seen here includes Tally, the test-only
//! game (feature `testing`), which proves that a game needs nothing but its folder and its
//! registry line.
//!
//! For each game, at its fewest and its most seats, random matches are played to their end,
//! checking on the way:
//! - who is to act has legal moves, nobody else has any, and the match is over exactly when
//!   nobody is to act; it ends within the game's `max_moves`, with a score per seat;
//! - the board's headline calls only seats with a legal move, and every seat that owes one;
//! - a snapshot restores to the same match, and so does a clone;
//! - a seat's hand offers only legal moves, and every legal move is reachable from its controls
//!   (a composed one by its first word);
//! - views, boards and pictures are the same however the hidden part is dealt again, so they
//!   show nothing a seat may not see; pictures decode;
//! - the computer (easy and a short search) answers every seat to act with a legal move, the
//!   same one for the same seed;
//! - the recorded moves replay to the same end, and `replay --legal` lists the legal moves the
//!   match had;
//! - the winners have the best scores, lowest or highest as the game's `lowest_score_wins` says;
//! - automatic play from any position ends the match.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

use taberna::engine::ismcts::Level;
use taberna::engine::render::Panel;
use taberna::engine::{DynMatch, GameEntry, Lang, RenderCtx, Seat};
use taberna::games::REGISTRY;
use taberna::replay::{self, Flags};

/// Matches per game and seat count.
const MATCHES: u64 = 3;

fn ctx(m: &dyn DynMatch, lang: Lang) -> RenderCtx {
    let names: Vec<String> = (1..=m.seat_count()).map(|i| format!("<@{i}>")).collect();
    RenderCtx {
        lang,
        plain: (1..=m.seat_count())
            .map(|i| format!("member {i}"))
            .collect(),
        names,
        options: Value::Null,
    }
}

fn every_game(check: impl Fn(&'static GameEntry, usize, u64)) {
    for entry in REGISTRY {
        for seats in [entry.info.min_seats, entry.info.max_seats] {
            for seed in 0..MATCHES {
                check(entry, seats, seed * 7919 + seats as u64);
            }
        }
    }
}

/// A random match of `entry` at `seats` from `seed`, played to its end; `at` sees every
/// position with the moves that led there, and whether it is one for the costly checks: the
/// start, after 1, 2, 4, 8… moves, and the end, so that long matches are sampled throughout.
fn play(
    entry: &'static GameEntry,
    seats: usize,
    seed: u64,
    mut at: impl FnMut(&dyn DynMatch, &[String], bool),
) -> Box<dyn DynMatch> {
    let id = entry.info.id;
    let mut m = (entry.create)(seats, &Value::Null, &Value::Null, seed)
        .unwrap_or_else(|e| panic!("{id}: a match of {seats}: {e}"));
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut moves = Vec::new();
    let mut last: Option<Value> = None;
    loop {
        let to_act = m.to_act();
        assert_eq!(
            to_act.is_empty(),
            m.outcome().is_some(),
            "{id} {seed}: over exactly when nobody acts"
        );
        for seat in Seat::all(seats) {
            let legal = m.legal_notations(seat);
            assert_eq!(
                to_act.contains(&seat),
                !legal.is_empty(),
                "{id} {seed}: {seat} to act has moves, others none"
            );
        }
        for seat in m.called(last.as_ref()) {
            assert!(
                !m.legal_notations(seat).is_empty(),
                "{id} {seed}: the board calls {seat}, who has nothing to do"
            );
        }
        let called = m.called(last.as_ref());
        for seat in m.owing() {
            assert!(
                called.contains(&seat),
                "{id} {seed}: {seat} owes a move and is not called"
            );
        }
        let costly = moves.is_empty() || moves.len().is_power_of_two() || to_act.is_empty();
        at(m.as_ref(), &moves, costly);
        if to_act.is_empty() {
            break;
        }
        assert!(
            moves.len() < entry.info.max_moves,
            "{id} {seed}: no end after {} moves",
            moves.len()
        );
        let seat = to_act[rng.gen_range(0..to_act.len())];
        let legal = m.legal_notations(seat);
        let mv = &legal[rng.gen_range(0..legal.len())];
        let played = m
            .play(seat, mv)
            .unwrap_or_else(|e| panic!("{id} {seed}: {seat}: {mv}: {e}"));
        moves.push(format!("{seat}: {}", played.notation));
        last = Some(played.events);
    }
    let outcome = m.outcome().expect("over");
    assert_eq!(outcome.scores.len(), seats, "{id}: a score per seat");
    // The winners' scores are the best there are, in the direction the game says.
    let scores = outcome.scores.as_slice();
    for w in &outcome.winners {
        let won = scores[w.index()];
        let best = if entry.info.lowest_score_wins {
            scores.iter().all(|&s| s >= won)
        } else {
            scores.iter().all(|&s| s <= won)
        };
        assert!(best, "{id} {seed}: {w} won with {won} of {scores:?}");
    }
    m
}

#[test]
fn random_matches_keep_the_contract_and_end() {
    every_game(|entry, seats, seed| {
        play(entry, seats, seed, |_, _, _| {});
    });
}

#[test]
fn snapshots_and_clones_are_the_same_match() {
    every_game(|entry, seats, seed| {
        play(entry, seats, seed, |m, _, costly| {
            if !costly {
                return;
            }
            let snapshot = m.snapshot();
            let restored = (entry.restore)(&snapshot).expect("a snapshot restores");
            assert_eq!(restored.snapshot(), snapshot, "{}", entry.info.id);
            assert_eq!(m.clone_box().snapshot(), snapshot, "{}", entry.info.id);
            assert_eq!(restored.public_json(), m.public_json());
        });
    });
}

/// Whether `mv` can be made from `panel`'s controls: one of them, or a move composed from
/// several picks or in a draft that starts the same way. How picks compose into the exact
/// notation is the game's own (its tests follow each composer to its moves).
fn reachable(panel: &Panel, mv: &str) -> bool {
    let verb = |n: &str| n.split_whitespace().next().unwrap_or_default().to_owned();
    panel.controls.iter().any(|group| {
        if let Some(multi) = &group.multi {
            mv.starts_with(multi.prefix.as_str())
        } else if group.draft || group.form.is_some() {
            let template = group.form.as_ref().map(|f| f.template.as_str());
            let mut opens = group
                .controls
                .iter()
                .map(|c| c.notation.as_str())
                .chain(template);
            opens.any(|n| verb(n) == verb(mv))
        } else {
            group.controls.iter().any(|c| c.notation == mv)
        }
    })
}

#[test]
fn a_hand_offers_only_legal_moves_and_every_legal_move() {
    every_game(|entry, seats, seed| {
        play(entry, seats, seed, |m, _, costly| {
            if !costly {
                return;
            }
            for seat in m.to_act() {
                let legal = m.legal_notations(seat);
                let panel = m.render_seat(seat, &ctx(m, Lang::Es));
                for group in panel
                    .controls
                    .iter()
                    .filter(|g| g.multi.is_none() && !g.draft && g.form.is_none())
                {
                    for c in &group.controls {
                        assert!(
                            legal.contains(&c.notation),
                            "{}: {seat} offered {} not legal",
                            entry.info.id,
                            c.notation
                        );
                    }
                }
                for mv in &legal {
                    assert!(
                        reachable(&panel, mv),
                        "{}: {seat} cannot reach {mv}",
                        entry.info.id
                    );
                }
            }
        });
    });
}

#[test]
fn what_a_seat_may_see_is_the_same_however_the_hidden_part_is_dealt() {
    every_game(|entry, seats, seed| {
        play(entry, seats, seed, |m, _, costly| {
            if !costly {
                return;
            }
            let id = entry.info.id;
            let public_ctx = ctx(m, Lang::En);
            let board = m
                .scene_public(&public_ctx)
                .map(|s| taberna::picture::draw(&s).png);
            for seat in Seat::all(seats) {
                let other = m.determinized(seat, seed ^ 0xdead);
                assert_eq!(
                    other.public_json(),
                    m.public_json(),
                    "{id}: the board, dealt again for {seat}"
                );
                assert_eq!(
                    other.seat_json(seat),
                    m.seat_json(seat),
                    "{id}: {seat}'s view, dealt again"
                );
                assert_eq!(
                    other.render_public(&public_ctx),
                    m.render_public(&public_ctx),
                    "{id}"
                );
                assert_eq!(
                    other.render_seat(seat, &public_ctx),
                    m.render_seat(seat, &public_ctx),
                    "{id}"
                );
                let again = other
                    .scene_public(&public_ctx)
                    .map(|s| taberna::picture::draw(&s).png);
                assert_eq!(
                    again, board,
                    "{id}: the board's picture, dealt again for {seat}"
                );
                let hand = m
                    .scene_seat(seat, &public_ctx)
                    .map(|s| taberna::picture::draw(&s).png);
                let hand_again = other
                    .scene_seat(seat, &public_ctx)
                    .map(|s| taberna::picture::draw(&s).png);
                assert_eq!(hand_again, hand, "{id}: {seat}'s hand picture, dealt again");
                if let Some(png) = hand {
                    png::Decoder::new(&png[..])
                        .read_info()
                        .expect("a hand's picture decodes");
                }
            }
            if let Some(png) = board {
                png::Decoder::new(&png[..])
                    .read_info()
                    .expect("a board's picture decodes");
            }
        });
    });
}

#[test]
fn the_computer_answers_with_a_legal_move() {
    every_game(|entry, seats, seed| {
        play(entry, seats, seed, |m, made, costly| {
            if !costly {
                return;
            }
            // Each iteration of a search plays a whole match out: the first seat to act at the
            // start is enough to ask it.
            for (i, seat) in m.to_act().into_iter().enumerate() {
                let search = made.is_empty() && i == 0;
                let legal = m.legal_notations(seat);
                let easy = m.bot_move(seat, Level::Easy, &Level::Easy.budget(&|| false), seed);
                // A search stopped after as many checks of its clock as the last one made the
                // same move: the seed decides, not the machine's speed.
                let searched = || {
                    let checks = std::cell::Cell::new(0);
                    let stop = || {
                        checks.set(checks.get() + 1);
                        checks.get() > 8
                    };
                    m.bot_move(seat, Level::Normal, &Level::Normal.budget(&stop), seed)
                };
                let normal = if search { searched() } else { easy.clone() };
                if search {
                    let again = searched();
                    let id = entry.info.id;
                    assert_eq!(again, normal, "{id}: the same search, another move");
                }
                // The expert rules may name terms no list shows (`buy 2E with 2O`): legal is
                // what the match accepts.
                for mv in [easy, normal] {
                    let mv = mv.unwrap_or_else(|| panic!("{}: no move for {seat}", entry.info.id));
                    let accepted = m.clone_box().play(seat, &mv);
                    assert!(
                        legal.contains(&mv) || accepted.is_ok(),
                        "{}: the computer played {mv}: {accepted:?}",
                        entry.info.id
                    );
                }
            }
        });
    });
}

#[test]
fn recorded_moves_replay_to_the_same_end_with_the_same_legal_moves() {
    every_game(|entry, seats, seed| {
        let mut legal_then = Vec::new();
        let mut moves = Vec::new();
        let end = play(entry, seats, seed, |m, made, _| {
            legal_then.push(json!(Seat::all(seats)
                .map(|s| m.legal_notations(s))
                .collect::<Vec<_>>()));
            if m.outcome().is_some() {
                moves = made.to_vec();
            }
        });
        let file = json!({"game": entry.info.id, "seed": seed, "players": seats, "moves": moves});
        let mut out = Vec::new();
        replay::run(
            &file.to_string(),
            Flags {
                legal: true,
                views_all: false,
            },
            &mut out,
        )
        .unwrap_or_else(|e| panic!("{}: {e}", entry.info.id));
        let lines: Vec<Value> = String::from_utf8(out)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines.len(), moves.len() + 2, "{}", entry.info.id);
        for (line, legal) in lines.iter().zip(&legal_then) {
            assert_eq!(
                &line["legal"], legal,
                "{}: {}",
                entry.info.id, line["index"]
            );
        }
        let result = lines.last().unwrap();
        assert_eq!(
            result["result"],
            replay::result(end.as_ref()),
            "{}",
            entry.info.id
        );
    });
}

#[test]
fn automatic_play_ends_the_match_from_anywhere() {
    every_game(|entry, seats, seed| {
        play(entry, seats, seed, |m, _, costly| {
            if !costly {
                return;
            }
            let id = entry.info.id;
            let mut m = m.clone_box();
            for _ in 0..=entry.info.max_moves {
                let Some(&seat) = m.to_act().first() else {
                    return;
                };
                let mv = m
                    .automatic(seat)
                    .unwrap_or_else(|| panic!("{id}: no automatic move for {seat}"));
                m.play(seat, &mv)
                    .unwrap_or_else(|e| panic!("{id}: automatic {mv}: {e}"));
            }
            panic!("{id}: automatic play does not end");
        });
    });
}

/// Every value a player can give for each of a game's options (alone) makes options the game
/// either refuses with words for the player or starts a match with, at its fewest and most
/// seats: a command never opens a challenge or lobby that cannot become a match.
#[test]
fn every_option_a_player_can_choose_makes_a_match_or_is_refused_in_words() {
    use taberna::engine::opening::{Given, Kind};
    for entry in REGISTRY {
        let opening = &entry.info.opening;
        for option in opening.options {
            let values: Vec<Given> = match option.kind {
                Kind::Flag { .. } => vec![Given::Flag(true), Given::Flag(false)],
                Kind::Number { min, max, .. } => {
                    vec![Given::Number(min.into()), Given::Number(max.into())]
                }
                Kind::OneOf(picks) => (0..picks.len()).map(Given::Pick).collect(),
            };
            for value in values {
                let id = format!("{} {} {value:?}", entry.info.id, option.name);
                let options = opening.options(&[(option.name, value)]).expect(&id);
                for lang in [Lang::En, Lang::Es] {
                    if let Some(why) = (entry.refuse_options)(&options, lang) {
                        panic!("{id}: refused alone: {why}");
                    }
                }
                for seats in [entry.info.min_seats, entry.info.max_seats] {
                    (entry.create)(seats, &options, &Value::Null, 1)
                        .unwrap_or_else(|e| panic!("{id} at {seats}: {e}"));
                }
            }
        }
    }
}

/// The words that name `info`'s game: its id, and the words of five letters or more of its
/// names in both languages (`genova`, `Génova`, `Genoa`, `Mercaderes`…), lowercased.
fn names_of(info: &taberna::engine::GameInfo) -> Vec<String> {
    let mut names = vec![info.id.to_owned(), info.id.replace('-', "_")];
    for name in [info.name_en, info.name_es] {
        let words = name.split(|c: char| !c.is_alphanumeric());
        names.extend(
            words
                .filter(|w| w.chars().count() >= 5)
                .map(str::to_lowercase),
        );
    }
    names
}

/// Every Rust and Fluent file under `dir`, but those under `skip`.
fn sources(dir: &std::path::Path, skip: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.starts_with(skip) {
            continue;
        }
        if path.is_dir() {
            sources(&path, skip, out);
        } else if path.extension().is_some_and(|e| e == "rs" || e == "ftl") {
            out.push(path);
        }
    }
}

/// A game is its folder and its registry line: no file of the bot (`src/`) names it (Tally,
/// which exists only for tests, is the fixture the bot's own tests play).
#[test]
fn no_file_of_the_bot_names_a_game() {
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &src.join("games"), &mut files);
    assert!(files.len() > 50, "{files:?}");
    for entry in REGISTRY.iter().filter(|e| e.info.id != "tally") {
        let names = names_of(entry.info);
        for file in &files {
            let text = std::fs::read_to_string(file).unwrap().to_lowercase();
            for name in &names {
                assert!(
                    !text.contains(name.as_str()),
                    "{} names {name}",
                    file.display()
                );
            }
        }
    }
}

/// Every level plays every game to the end at every seat count the game allows: each move is
/// made by the next level in turn, so that every level meets every seat and every part of a
/// match (the searches on a few iterations, so that the test stays quick; their moves are found
/// the same way whatever the budget).
#[test]
fn every_level_plays_every_game_at_every_seat_count_to_the_end() {
    use taberna::engine::ismcts::Budget;
    for entry in REGISTRY {
        for seats in entry.info.min_seats..=entry.info.max_seats {
            let id = entry.info.id;
            let seed = 31 + seats as u64;
            let mut m = (entry.create)(seats, &Value::Null, &Value::Null, seed).unwrap();
            let mut moves = 0u64;
            while m.outcome().is_none() {
                assert!(
                    moves <= entry.info.max_moves as u64,
                    "{id} at {seats}: no end"
                );
                let seat = m.owing()[0];
                let level = Level::ALL[(seat.index() + moves as usize) % Level::ALL.len()];
                let budget = Budget::iterations(3);
                let mv = m
                    .bot_move(seat, level, &budget, seed ^ moves)
                    .unwrap_or_else(|| panic!("{id} at {seats}: {level} has no move"));
                m.play(seat, &mv)
                    .unwrap_or_else(|e| panic!("{id} at {seats}: {level} played {mv}: {e}"));
                moves += 1;
            }
        }
    }
}
