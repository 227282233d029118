//! `taberna play`: every game to its end between computer players, the same output for the same
//! seed, a human playing by numbers and by notation (a wrong move refused and asked again), and
//! the command line's refusals.

use std::io::Cursor;
use std::process::Command;

use taberna::engine::ismcts::Level;
use taberna::engine::Lang;
use taberna::games::{shipped, REGISTRY};
use taberna::terminal::{play, PlayArgs};

fn args(game: &str, players: usize, bots_only: bool, seed: u64) -> PlayArgs {
    PlayArgs {
        game: game.into(),
        players: Some(players),
        seat: 0,
        level: Level::Easy,
        bots_only,
        seed,
        lang: Lang::En,
        pictures: None,
    }
}

fn run(a: &PlayArgs, input: &str) -> Result<String, String> {
    let mut out = Vec::new();
    play(a, &mut Cursor::new(input.as_bytes()), &mut out)?;
    Ok(String::from_utf8(out).unwrap())
}

#[test]
fn every_game_plays_to_its_end_between_computer_players_the_same_for_a_seed() {
    for entry in REGISTRY {
        let a = args(entry.info.id, entry.info.min_seats.max(2), true, 5);
        let first = run(&a, "").unwrap();
        assert!(
            first.lines().last().unwrap().starts_with("Over. Scores:"),
            "{}",
            entry.info.id
        );
        assert_eq!(
            run(&a, "").unwrap(),
            first,
            "{}: deterministic",
            entry.info.id
        );
    }
}

#[test]
fn a_human_plays_by_number_and_by_notation_and_a_wrong_move_is_asked_again() {
    let a = args("burgueses", 2, false, 4);
    let mut input = String::from("sell 9\n");
    input.push_str(&"1\n".repeat(400));
    let out = run(&a, &input).unwrap();
    assert!(out.contains("Not possible"), "the wrong move is refused");
    assert!(
        out.contains("You (seat 1): "),
        "the human's moves are played"
    );
    assert!(out.lines().last().unwrap().starts_with("Over."));
    // The hand is shown to the human, never another seat's.
    assert!(out.contains("Your move (number or notation)"));
}

/// Issue 31: the board is printed once a turn (not again with the hand, nor between the
/// human's own moves), and the human is told what is asked, not what seems done.
#[test]
fn the_board_is_printed_once_a_turn_and_the_human_is_told_what_is_asked() {
    let a = args("burgueses", 2, false, 1);
    let out = run(&a, &"1\n".repeat(400)).unwrap();
    let boards = out.matches("== Burgueses").count();
    let asks = out.matches("Your move (number or notation)").count();
    let others = out.lines().filter(|l| l.starts_with("Seat 2: ")).count();
    assert!(asks > 5, "{out}");
    // At the start, at the end, and once after each run of the other seat's moves.
    assert!(
        boards <= others + 2,
        "{boards} boards for {others} moves of seat 2: {out}"
    );
    assert_eq!(out.matches("Your turn: ").count(), asks);
    assert!(out.contains("Your turn: place a card"), "{out}");
    assert!(!out.contains("Your decision:"), "{out}");
    assert!(!out.contains("places a card in their shop"), "{out}");
}

#[test]
fn input_that_ends_too_soon_and_unknown_games_are_errors() {
    let a = args("burgueses", 2, false, 4);
    assert!(run(&a, "1\n").unwrap_err().contains("input ended"));
    assert!(run(&args("chess", 2, true, 1), "")
        .unwrap_err()
        .contains("unknown game"));
    assert!(
        run(&args("burgueses", 5, true, 1), "").is_err(),
        "Burgueses is for two"
    );
}

#[test]
fn the_command_line_runs_a_bot_match_and_refuses_bad_flags() {
    let bin = env!("CARGO_BIN_EXE_taberna");
    let ok = Command::new(bin)
        .args(["play", "rebelion", "--bots", "easy", "--seed", "9"])
        .output()
        .unwrap();
    assert!(ok.status.success());
    assert!(String::from_utf8_lossy(&ok.stdout).contains("Over. Scores:"));
    for bad in [
        vec!["play"],
        vec!["play", "burgueses", "--bots", "expert"],
        vec!["play", "burgueses", "--seat", "0"],
        vec!["play", "burgueses", "--players"],
    ] {
        let out = Command::new(bin).args(&bad).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
    }
}

/// Issue 31: every subcommand answers `--help` with its usage (and reads no file named
/// `--help`); the games listed come from the registry.
#[test]
fn every_subcommand_answers_help() {
    let bin = env!("CARGO_BIN_EXE_taberna");
    let top = Command::new(bin).arg("--help").output().unwrap();
    assert!(top.status.success());
    let text = String::from_utf8_lossy(&top.stdout);
    for id in shipped().map(|e| e.info.id) {
        assert!(text.contains(id), "{id} not in {text}");
    }
    for sub in ["replay", "verify", "play", "arena"] {
        for help in ["--help", "-h"] {
            let out = Command::new(bin).args([sub, help]).output().unwrap();
            let text = String::from_utf8_lossy(&out.stdout);
            assert!(out.status.success(), "{sub} {help}: {out:?}");
            assert!(
                text.contains(&format!("Usage: taberna {sub}")),
                "{sub} {help}: {text}"
            );
            assert!(!text.contains("cannot read"), "{sub} {help}: {text}");
        }
    }
    let help = Command::new(bin).args(["help", "play"]).output().unwrap();
    assert!(help.status.success());
    assert!(String::from_utf8_lossy(&help.stdout).contains("--pictures <DIR>"));
    let unknown = Command::new(bin).arg("plya").output().unwrap();
    assert_eq!(unknown.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("Usage:"));
}

#[test]
fn the_arena_plays_each_deal_in_every_seating_and_reports_intervals() {
    use taberna::arena::{arena, ArenaArgs, Estimate, Think};
    let args = ArenaArgs {
        game: "burgueses".into(),
        players: None,
        a: Level::Normal,
        b: Level::ExpertRules,
        deals: 3,
        seed: 3,
        think: Think::Iterations(20),
        threads: 2,
    };
    let mut out = Vec::new();
    let report = arena(&args, &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert_eq!(text.lines().filter(|l| l.starts_with("deal ")).count(), 6);
    assert!(text.contains("95 % interval"), "{text}");
    assert!(text.contains("20 iterations a move"), "{text}");
    // Each deal once with the measured level in each seat.
    let seatings: Vec<(u64, usize)> = report
        .matches
        .iter()
        .map(|p| (p.deal, p.seat.index()))
        .collect();
    assert_eq!(seatings, [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1)]);
    let s = report.share;
    assert!(0.0 <= s.low && s.low <= s.mean && s.mean <= s.high && s.high <= 1.0);
    // A budget of iterations plays the same matches on any number of threads.
    let again = arena(&ArenaArgs { threads: 1, ..args }, &mut Vec::new()).unwrap();
    assert_eq!(again.matches, report.matches);
    // The interval is over deals: 0, ½, 1 has mean ½ and standard error ½ / √3.
    let e = Estimate::of(&[0.0, 0.5, 1.0]);
    assert!((e.mean - 0.5).abs() < 1e-9);
    assert!((e.high - e.mean - 1.96 * 0.5 / 3f64.sqrt()).abs() < 1e-9);
    assert_eq!(Estimate::share(&[1.0, 1.0]).high, 1.0);
}

#[test]
fn the_arena_can_give_each_level_a_share_of_its_own_iterations() {
    use taberna::arena::{arena, ArenaArgs, Think};
    let args = ArenaArgs {
        game: "rebelion".into(),
        players: None,
        a: Level::Hard,
        b: Level::ExpertRules,
        deals: 2,
        seed: 5,
        think: Think::LevelShare(1),
        threads: 2,
    };
    let mut out = Vec::new();
    let shared = arena(&args, &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(
        text.contains("1 % of each level's iterations a move"),
        "{text}"
    );
    // Hard's 10,000 iterations at 1 %: the matches of 100 iterations a move.
    let fixed = arena(
        &ArenaArgs {
            think: Think::Iterations(100),
            ..args.clone()
        },
        &mut Vec::new(),
    )
    .unwrap();
    assert_eq!(shared.matches, fixed.matches);
    let fewer = arena(
        &ArenaArgs {
            think: Think::Iterations(30),
            ..args
        },
        &mut Vec::new(),
    )
    .unwrap();
    assert_ne!(shared.matches, fewer.matches, "the budget changes the play");
}
