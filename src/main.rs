//! `taberna`: run the bot. `taberna replay FILE [--views all] [--legal]`: replay a recorded match.
//! `taberna verify FILE`: check a match file against its fair-shuffle commitment.
//! `taberna play GAME …`: play in a terminal against computer players.

use std::process::ExitCode;

use taberna::discord::{self, Config};
use taberna::engine::ismcts::Level;
use taberna::engine::Lang;
use taberna::replay::{self, Flags, ReplayError};
use taberna::terminal::{self, ArenaArgs, PlayArgs};
use taberna::verify::{self, VerifyError};

const USAGE: &str =
    "usage: taberna                                    run the bot (settings from the environment / .env)
       taberna replay FILE [--views all] [--legal]  replay a match file, one JSON line per move
                                                    (--legal: with every seat's legal moves)
       taberna verify FILE                          check a match file from /replay: its seed
                                                    against the board's commitment, and every
                                                    deal, draw and the result from that seed
       taberna play GAME [--players N] [--seat K] [--level easy|normal|hard]
                         [--bots easy|normal|hard] [--seed S] [--lang en|es]
                         [--pictures DIR]
                                                    play in a terminal against computer players
                                                    (--bots: computer players only;
                                                    --pictures: the board and hands as PNG
                                                    files in DIR after every move)
       taberna arena GAME --a LEVEL --b LEVEL [--matches N] [--players N] [--seed S]
                                                    computer players against each other: the
                                                    win rate of A with its 95 % interval
       games: burgueses, rebelion, bouillabaisse, genova, burger-joint";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        None => run_bot(),
        Some("replay") => run_replay(&args[1..]),
        Some("verify") => run_verify(&args[1..]),
        Some("play") => run_play(&args[1..]),
        Some("arena") => run_arena(&args[1..]),
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        Some(other) => {
            eprintln!("unknown command `{other}`\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn run_bot() -> ExitCode {
    let _ = dotenvy::dotenv();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,serenity=warn,sqlx=warn".into()),
        )
        .init();
    let config = match Config::from_env() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e:#}");
            return ExitCode::from(2);
        }
    };
    let runtime = tokio::runtime::Runtime::new().expect("tokio runtime");
    match runtime.block_on(discord::run(config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // One line on stderr, where an operator (or systemd, or Docker) looks first.
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn run_play(args: &[String]) -> ExitCode {
    let Some(play) = play_args(args) else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    match terminal::play(&play, &mut stdin.lock(), &mut stdout.lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// `play`'s arguments; `None` for anything it does not understand.
fn play_args(args: &[String]) -> Option<PlayArgs> {
    let mut args = args.iter().map(String::as_str);
    let mut play = PlayArgs {
        game: args.next().filter(|g| !g.starts_with("--"))?.to_owned(),
        players: None,
        seat: 0,
        level: Level::Normal,
        bots_only: false,
        seed: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64),
        lang: Lang::En,
        pictures: None,
    };
    while let Some(flag) = args.next() {
        let value = args.next()?;
        match flag {
            "--players" => play.players = Some(value.parse().ok()?),
            "--seat" => play.seat = value.parse::<usize>().ok()?.checked_sub(1)?,
            "--level" => play.level = terminal::level(value)?,
            "--bots" => {
                play.level = terminal::level(value)?;
                play.bots_only = true;
            }
            "--seed" => play.seed = value.parse().ok()?,
            "--lang" => play.lang = Lang::from_locale(value),
            "--pictures" => play.pictures = Some(value.into()),
            _ => return None,
        }
    }
    Some(play)
}

fn run_arena(args: &[String]) -> ExitCode {
    let Some(arena) = arena_args(args) else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    match terminal::arena(&arena, &mut std::io::stdout().lock()) {
        Ok(_) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// `arena`'s arguments; `None` for anything it does not understand.
fn arena_args(args: &[String]) -> Option<ArenaArgs> {
    let mut args = args.iter().map(String::as_str);
    let mut arena = ArenaArgs {
        game: args.next().filter(|g| !g.starts_with("--"))?.to_owned(),
        players: None,
        a: Level::Hard,
        b: Level::Easy,
        matches: 20,
        seed: 1,
    };
    while let Some(flag) = args.next() {
        let value = args.next()?;
        match flag {
            "--a" => arena.a = terminal::level(value)?,
            "--b" => arena.b = terminal::level(value)?,
            "--matches" => arena.matches = value.parse().ok()?,
            "--players" => arena.players = Some(value.parse().ok()?),
            "--seed" => arena.seed = value.parse().ok()?,
            _ => return None,
        }
    }
    Some(arena)
}

/// A match file's text; `None`, said on stderr, when it cannot be read.
fn read_file(file: &str) -> Option<String> {
    std::fs::read_to_string(file)
        .map_err(|e| eprintln!("error: cannot read {file}: {e}"))
        .ok()
}

fn run_replay(args: &[String]) -> ExitCode {
    let Some((file, flags)) = replay_args(args) else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let Some(input) = read_file(file) else {
        return ExitCode::from(2);
    };
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    match replay::run(&input, flags, &mut out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// The file and the flags, in any order; `None` for anything else.
fn replay_args(args: &[String]) -> Option<(&str, Flags)> {
    let mut file = None;
    let mut flags = Flags::default();
    let mut args = args.iter().map(String::as_str);
    while let Some(arg) = args.next() {
        match arg {
            "--views" if args.next() == Some("all") => flags.views_all = true,
            "--legal" => flags.legal = true,
            // A misspelt flag is a usage error, not a file that cannot be read.
            _ if file.is_none() && !arg.starts_with("--") => file = Some(arg),
            _ => return None,
        }
    }
    file.map(|file| (file, flags))
}

fn run_verify(args: &[String]) -> ExitCode {
    let [file] = args else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let Some(input) = read_file(file) else {
        return ExitCode::from(2);
    };
    match verify::verify(&input) {
        Ok(report) => {
            for line in report {
                println!("{line}");
            }
            println!("verified: every deal and draw of this match came from its committed seed");
            ExitCode::SUCCESS
        }
        // Not a replay file at all: a usage error, as for `replay`.
        Err(e @ VerifyError::Replay(ReplayError::File(_))) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
        Err(e) => {
            eprintln!("NOT verified: {e}");
            ExitCode::FAILURE
        }
    }
}
