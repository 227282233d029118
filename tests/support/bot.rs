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
        let child = Bot::command(proxy, database_url, env)
            .spawn()
            .expect("start the taberna binary");
        Bot { child }
    }

    /// [`Bot::start_with`] in a process that may write no file beyond `bytes` (`RLIMIT_FSIZE`),
    /// as on a disk that fills up: a write past it fails with `EFBIG` (the signal that would
    /// kill the process is ignored, as the bot's own shell may do).
    pub fn start_with_file_limit(
        proxy: &str,
        database_url: &str,
        env: &[(&str, &str)],
        bytes: u64,
    ) -> Bot {
        use std::os::unix::process::CommandExt;
        let mut command = Bot::command(proxy, database_url, env);
        // SAFETY: between fork and exec only async-signal-safe calls: signal and setrlimit.
        unsafe {
            command.pre_exec(move || {
                libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
                // The soft limit only, which the test may lift again.
                let limit = libc::rlimit {
                    rlim_cur: bytes,
                    rlim_max: libc::RLIM_INFINITY,
                };
                if libc::setrlimit(libc::RLIMIT_FSIZE, &limit) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let child = command.spawn().expect("start the taberna binary");
        Bot { child }
    }

    /// [`Bot::start_with`] in a process that may have at most `files` files open, its soft and
    /// hard limits both (as a container's usual 1,024), so that it cannot raise them.
    pub fn start_with_open_files(
        proxy: &str,
        database_url: &str,
        env: &[(&str, &str)],
        files: u64,
    ) -> Bot {
        use std::os::unix::process::CommandExt;
        let mut command = Bot::command(proxy, database_url, env);
        // SAFETY: between fork and exec only an async-signal-safe call: setrlimit.
        unsafe {
            command.pre_exec(move || {
                let limit = libc::rlimit {
                    rlim_cur: files,
                    rlim_max: files,
                };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &limit) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let child = command.spawn().expect("start the taberna binary");
        Bot { child }
    }

    /// Lifts the file size limit of a bot started with one (the disk has room again).
    pub fn lift_file_limit(&self) {
        let unlimited = libc::rlimit {
            rlim_cur: libc::RLIM_INFINITY,
            rlim_max: libc::RLIM_INFINITY,
        };
        let pid = libc::pid_t::try_from(self.child.id()).expect("a pid");
        // SAFETY: plain system call on a process of ours, with a valid limit and no old one
        // asked for.
        let done =
            unsafe { libc::prlimit(pid, libc::RLIMIT_FSIZE, &unlimited, std::ptr::null_mut()) };
        assert_eq!(done, 0, "{}", std::io::Error::last_os_error());
    }

    /// The bot's command line with the tests' environment (see [`Bot::start_with`]), for a
    /// test that starts it its own way.
    pub fn command(proxy: &str, database_url: &str, env: &[(&str, &str)]) -> Command {
        let mut command = Command::new(env!("CARGO_BIN_EXE_taberna"));
        command.env_clear();
        // The tests' defaults, unless `env` says otherwise (an empty value unsets); the
        // computer moves without the pause people need to follow it.
        for (k, v) in [
            ("DISCORD_TOKEN", "fake.token.for-tests".to_owned()),
            ("GUILD_ID", GUILD.to_string()),
            ("COMPUTER_PAUSE_MS", "20".to_owned()),
            // Many bots run at once: none listens unless its test asks.
            ("WEB_ADDR", "off".to_owned()),
            (
                "RUST_LOG",
                std::env::var("TABERNA_TEST_LOG").unwrap_or_else(|_| "warn".into()),
            ),
        ] {
            if !env.iter().any(|(name, _)| *name == k) {
                command.env(k, v);
            }
        }
        for (k, v) in env {
            command.env(k, v);
        }
        // Servers' icons come from the fake too: no test reaches the internet.
        if !env.iter().any(|(name, _)| *name == "DISCORD_CDN") {
            command.env("DISCORD_CDN", proxy);
        }
        command
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("DISCORD_PROXY", proxy)
            .env("DATABASE_URL", database_url)
            .current_dir(std::env::temp_dir())
            .stdin(Stdio::null());
        command
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

    /// Sends the bot a signal (`TERM`, `INT`) without waiting.
    pub fn signal(&self, name: &str) {
        let sent = Command::new("kill")
            .arg(format!("-{name}"))
            .arg(self.child.id().to_string())
            .status()
            .expect("kill");
        assert!(sent.success(), "kill -{name}");
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
