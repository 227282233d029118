//! `taberna`: run the bot. `taberna replay FILE [--views all] [--legal]`: replay a recorded match.
//! `taberna verify FILE`: check a match file against its fair-shuffle commitment.
//! `taberna play GAME …`: play in a terminal against computer players.
//! `taberna healthcheck`: ask the running bot's `/healthz`.
//! `taberna arena GAME …`: computer players against each other.
//! Every subcommand answers `--help`; a wrong argument is a usage error (status 2).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::builder::PossibleValuesParser;
use clap::{Parser, Subcommand};

use taberna::arena::{self, ArenaArgs, Think};
use taberna::discord::{self, Config};
use taberna::engine::ismcts::Level;
use taberna::engine::Lang;
use taberna::games;
use taberna::replay::{self, Flags, ReplayError};
use taberna::terminal::{self, PlayArgs};
use taberna::verify::{self, VerifyError};

/// A Discord bot for tabletop card games from Spanish rulebooks. Without a command it runs the
/// bot, with its settings from the environment (and `.env`).
#[derive(Debug, Parser)]
#[command(name = "taberna", version, after_help = games_help())]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Replay a match file (from /replay), one JSON line per move.
    Replay {
        /// The match file.
        file: PathBuf,
        /// `all`: every seat's private view too.
        #[arg(long, value_name = "all", value_parser = ["all"])]
        views: Option<String>,
        /// Every seat's legal moves too, after a first line for the start.
        #[arg(long)]
        legal: bool,
    },
    /// Check a match file from /replay: its seed against the board's commitment, and every
    /// deal, draw and the result from that seed.
    Verify {
        /// The match file.
        file: PathBuf,
    },
    /// Play in a terminal against computer players.
    Play {
        #[arg(value_parser = game_ids())]
        game: String,
        /// Seats at the table (the game's fewest by default).
        #[arg(long, value_name = "N")]
        players: Option<usize>,
        /// Your seat, from 1.
        #[arg(long, value_name = "K", default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
        seat: u16,
        /// The computer players' level.
        #[arg(long, value_parser = level, default_value = "normal")]
        level: Level,
        /// Computer players only, at this level: watch them play.
        #[arg(long, value_name = "LEVEL", value_parser = level, conflicts_with = "level")]
        bots: Option<Level>,
        /// The match's seed (a new one each time by default).
        #[arg(long, value_name = "S")]
        seed: Option<u64>,
        /// The language of the board: en or es.
        #[arg(long, value_parser = ["en", "es"], default_value = "en")]
        lang: String,
        /// Write the board and the hands you may see as PNG files into DIR after every move.
        #[arg(long, value_name = "DIR")]
        pictures: Option<PathBuf>,
    },
    /// Asks the running bot's `/healthz` (at `WEB_ADDR`) whether it is healthy: exit 0 when it
    /// is, 1 when not (for a container's health check).
    Healthcheck,
    /// Computer players against each other over duplicate deals (each deal once with A in
    /// every seat): A's share of first places with its 95 % interval, and the points a match.
    Arena {
        #[arg(value_parser = game_ids())]
        game: String,
        /// The level measured (one seat).
        #[arg(long, value_parser = level, default_value = "hard")]
        a: Level,
        /// The level of every other seat.
        #[arg(long, value_parser = level, default_value = "expert-rules")]
        b: Level,
        /// Deals to play (each as many matches as there are seats).
        #[arg(long, value_name = "N", default_value_t = 20)]
        deals: u64,
        /// Seats at the table (the game's fewest by default).
        #[arg(long, value_name = "N")]
        players: Option<usize>,
        /// The first deal's seed.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// Iterations a search may make a move, whatever the clock (instead of each level's
        /// own budget).
        #[arg(long, value_name = "N", conflicts_with_all = ["think_ms", "level_share"])]
        iterations: Option<u32>,
        /// This percentage of each level's own iterations a move, whatever the clock: the
        /// levels keep their ratio (instead of each level's own budget).
        #[arg(long, value_name = "PERCENT", conflicts_with = "think_ms")]
        level_share: Option<u32>,
        /// Milliseconds a search may think a move (instead of each level's own budget).
        #[arg(long, value_name = "MS")]
        think_ms: Option<u64>,
        /// Matches played at once (the machine's cores by default).
        #[arg(long, value_name = "N")]
        threads: Option<usize>,
    },
}

/// The games' ids, from the registry.
fn game_ids() -> PossibleValuesParser {
    PossibleValuesParser::new(games::REGISTRY.iter().map(|e| e.info.id))
}

fn games_help() -> String {
    let ids: Vec<&str> = games::REGISTRY.iter().map(|e| e.info.id).collect();
    format!("Games: {}", ids.join(", "))
}

fn level(name: &str) -> Result<Level, String> {
    terminal::level(name).ok_or_else(|| "one of easy, normal, hard, expert-rules".to_owned())
}

fn main() -> ExitCode {
    // Usage errors exit with 2 and `--help` with 0, as clap does.
    let cli = Cli::parse();
    match cli.command {
        None => run_bot(),
        Some(Command::Replay { file, views, legal }) => run_replay(
            &file,
            Flags {
                views_all: views.is_some(),
                legal,
            },
        ),
        Some(Command::Verify { file }) => run_verify(&file),
        Some(Command::Healthcheck) => run_healthcheck(),
        Some(Command::Play {
            game,
            players,
            seat,
            level,
            bots,
            seed,
            lang,
            pictures,
        }) => run_play(&PlayArgs {
            game,
            players,
            seat: usize::from(seat) - 1,
            level: bots.unwrap_or(level),
            bots_only: bots.is_some(),
            seed: seed.unwrap_or_else(|| {
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos() as u64)
            }),
            lang: Lang::from_locale(&lang),
            pictures,
        }),
        Some(Command::Arena {
            game,
            a,
            b,
            deals,
            players,
            seed,
            iterations,
            level_share,
            think_ms,
            threads,
        }) => run_arena(&ArenaArgs {
            game,
            players,
            a,
            b,
            deals,
            seed,
            think: match (iterations, level_share, think_ms) {
                (Some(n), _, _) => Think::Iterations(n),
                (None, Some(p), _) => Think::LevelShare(p),
                (None, None, Some(ms)) => Think::Millis(ms),
                (None, None, None) => Think::Level,
            },
            threads: threads.unwrap_or_else(|| {
                std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
            }),
        }),
    }
}

fn run_bot() -> ExitCode {
    let _ = dotenvy::dotenv();
    if let Err(e) = init_logs() {
        eprintln!("error: {e}");
        return ExitCode::from(2);
    }
    let config = match Config::from_env() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e:#}");
            return ExitCode::from(2);
        }
    };
    let runtime = tokio::runtime::Runtime::new().expect("tokio runtime");
    let ran = runtime.block_on(discord::run(config));
    // A computer player's search still thinking is not waited for: its match is taken up again
    // at the next start.
    runtime.shutdown_timeout(std::time::Duration::from_secs(1));
    match ran {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // One line on stderr, where an operator (or systemd, or Docker) looks first.
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// Logs on standard output, filtered by `RUST_LOG`: lines for people, or with
/// `LOG_FORMAT=json` one JSON object a line (with the spans' fields: match, server, shard) for
/// a log collector.
fn init_logs() -> Result<(), String> {
    let filter = || {
        tracing_subscriber::EnvFilter::try_from_default_env()
            .unwrap_or_else(|_| "info,serenity=warn,sqlx=warn".into())
    };
    let format = std::env::var("LOG_FORMAT").unwrap_or_default();
    match format.trim() {
        "" | "text" => tracing_subscriber::fmt().with_env_filter(filter()).init(),
        "json" => tracing_subscriber::fmt()
            .json()
            .with_current_span(true)
            .with_span_list(true)
            .with_env_filter(filter())
            .init(),
        other => return Err(format!("LOG_FORMAT must be text or json (got `{other}`)")),
    }
    Ok(())
}

fn run_healthcheck() -> ExitCode {
    let _ = dotenvy::dotenv();
    let addr = std::env::var("WEB_ADDR").unwrap_or_default();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("tokio runtime");
    match runtime.block_on(taberna::web::check(&addr)) {
        Ok(body) => {
            println!("{body}");
            ExitCode::SUCCESS
        }
        Err(why) => {
            eprintln!("unhealthy: {why}");
            ExitCode::FAILURE
        }
    }
}

fn run_play(play: &PlayArgs) -> ExitCode {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    match terminal::play(play, &mut stdin.lock(), &mut stdout.lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn run_arena(arena: &ArenaArgs) -> ExitCode {
    match arena::arena(arena, &mut std::io::stdout().lock()) {
        Ok(_) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// A match file's text; `None`, said on stderr, when it cannot be read.
fn read_file(file: &std::path::Path) -> Option<String> {
    std::fs::read_to_string(file)
        .map_err(|e| eprintln!("error: cannot read {}: {e}", file.display()))
        .ok()
}

fn run_replay(file: &std::path::Path, flags: Flags) -> ExitCode {
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

fn run_verify(file: &std::path::Path) -> ExitCode {
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

#[cfg(test)]
mod tests {
    use super::Cli;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_is_consistent() {
        Cli::command().debug_assert();
    }
}
