//! The real `taberna` binary as a child process, pointed at the fake Discord exactly as a user
//! would run it: a made-up token, `DISCORD_PROXY`, a SQLite file.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};

/// A running bot process; killed when dropped.
pub struct Bot {
    child: Child,
}

/// The guild the bot registers its commands in.
pub const GUILD: u64 = 700_000_000_000_000_001;

/// A database URL for a file in `dir`.
pub fn database_url(dir: &Path) -> String {
    let path: PathBuf = dir.join("taberna.db");
    format!("sqlite://{}?mode=rwc", path.display())
}

impl Bot {
    /// Starts the bot against `proxy` with its database at `database_url`, with invitation
    /// limits out of the way (tests open many challenges in a row).
    pub fn start(proxy: &str, database_url: &str) -> Bot {
        Bot::start_with(
            proxy,
            database_url,
            &[
                ("CHALLENGE_COOLDOWN_SECS", "0"),
                ("MAX_OPEN_CHALLENGES", "100000"),
                ("LOBBY_COOLDOWN_SECS", "0"),
                ("MAX_OPEN_LOBBIES", "100000"),
            ],
        )
    }

    /// Starts the bot with these extra environment variables (the defaults for the rest).
    pub fn start_with(proxy: &str, database_url: &str, env: &[(&str, &str)]) -> Bot {
        let mut command = Command::new(env!("CARGO_BIN_EXE_taberna"));
        command.env_clear();
        // The tests' defaults, unless `env` says otherwise (an empty value unsets); the
        // computer moves without the pause people need to follow it.
        for (k, v) in [
            ("DISCORD_TOKEN", "fake.token.for-tests".to_owned()),
            ("GUILD_ID", GUILD.to_string()),
            ("COMPUTER_PAUSE_MS", "20".to_owned()),
        ] {
            if !env.iter().any(|(name, _)| *name == k) {
                command.env(k, v);
            }
        }
        for (k, v) in env {
            command.env(k, v);
        }
        let child = command
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("DISCORD_PROXY", proxy)
            .env("DATABASE_URL", database_url)
            .env(
                "RUST_LOG",
                std::env::var("TABERNA_TEST_LOG").unwrap_or_else(|_| "warn".into()),
            )
            .current_dir(std::env::temp_dir())
            .stdin(Stdio::null())
            .spawn()
            .expect("start the taberna binary");
        Bot { child }
    }

    /// The bot's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Stops the bot with SIGKILL, as a crash would.
    pub fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// How the process ended, if it ends by itself within `limit` (a bot that refuses to run).
    pub async fn exit_within(&mut self, limit: std::time::Duration) -> Option<ExitStatus> {
        let start = std::time::Instant::now();
        while start.elapsed() < limit {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        None
    }

    /// Stops the bot with SIGTERM and waits for it to exit.
    pub fn terminate(mut self) {
        let _ = Command::new("kill")
            .arg("-TERM")
            .arg(self.child.id().to_string())
            .status();
        let _ = self.child.wait();
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
