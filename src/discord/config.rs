//! Settings from the environment (and `.env`); see `.env.example`.

use anyhow::{bail, Context as _};

use crate::store::{Durability, Shards};
use crate::table::Limits;
use crate::web::connections::{default_cap, stream_cap, ServerLimits};
use crate::web::{WebAddr, DEFAULT_WEB_ADDR};

/// What the bot needs to run.
#[derive(Debug, Clone)]
pub struct Config {
    /// The bot token from the Discord developer portal.
    pub token: String,
    /// The database: an SQLite file (`sqlite://…`, the default) or a PostgreSQL server
    /// (`postgres://…`) that several bot processes may share.
    pub database_url: String,
    /// How long each commit waits for the disk (`SQLITE_SYNCHRONOUS`, FULL by default).
    /// PostgreSQL's durability is the server's own setting.
    pub durability: Durability,
    /// Register commands in this guild only (instant, for development) instead of globally.
    pub guild_id: Option<u64>,
    /// Send REST calls to this HTTP proxy (twilight-http-proxy, or a local test double).
    pub proxy: Option<String>,
    /// Memory and invitation limits (defaults in [`Limits::default`]).
    pub limits: Limits,
    /// The pause before each of the computer's moves, so that people can follow them.
    pub computer_pause: std::time::Duration,
    /// Where `/healthz`, `/metrics` and the site are served (`WEB_ADDR`).
    pub web_addr: WebAddr,
    /// The address players reach the site at (`PUBLIC_URL`, no trailing slash): boards link
    /// to their page there. `None`: no links.
    pub public_url: Option<String>,
    /// Live boards followed at once on this process (`WEB_MAX_STREAMS`; at most three quarters
    /// of the connections, see [`Config::web_limits`]).
    pub web_streams: usize,
    /// The site's open connections at most (`WEB_MAX_CONNECTIONS`); `None`: what fits under the
    /// process's limit of open files.
    pub web_connections: Option<usize>,
    /// Where servers' icons are fetched from (`DISCORD_CDN`), for their pages.
    pub cdn: String,
    /// The application's OAuth2 secret (`DISCORD_CLIENT_SECRET`): with `PUBLIC_URL`, members
    /// sign in with Discord on the site. Never logged.
    pub client_secret: Option<String>,
    /// The application's id for signing in (`DISCORD_CLIENT_ID`); `None`: the one the gateway
    /// names when the bot connects.
    pub client_id: Option<u64>,
}

/// The default pause before a computer move.
pub const COMPUTER_PAUSE_MS: u32 = 1_000;

/// The default database: a file next to the working directory, created if missing.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://taberna.db?mode=rwc";

fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

impl Config {
    /// Reads the configuration from the environment.
    ///
    /// # Errors
    /// A missing `DISCORD_TOKEN`, a malformed `GUILD_ID`, or shards that are not a range of
    /// `SHARD_COUNT`.
    pub fn from_env() -> anyhow::Result<Config> {
        let Some(token) = var("DISCORD_TOKEN") else {
            bail!("DISCORD_TOKEN is not set: copy .env.example to .env and fill it in");
        };
        let guild_id = var("GUILD_ID")
            .map(|g| g.trim().parse::<u64>())
            .transpose()
            .context("GUILD_ID must be a numeric server id")?;
        let mut limits = Limits::default();
        let number = |name: &str, into: &mut i64| -> anyhow::Result<()> {
            if let Some(v) = var(name) {
                *into = v
                    .trim()
                    .parse::<u32>()
                    .with_context(|| format!("{name} must be a whole number"))?
                    .into();
            }
            Ok(())
        };
        number(
            "CHALLENGE_COOLDOWN_SECS",
            &mut limits.challenges.cooldown_secs,
        )?;
        number("MAX_OPEN_CHALLENGES", &mut limits.challenges.max_open)?;
        number("LOBBY_COOLDOWN_SECS", &mut limits.lobbies.cooldown_secs)?;
        number("MAX_OPEN_LOBBIES", &mut limits.lobbies.max_open)?;
        number("CHALLENGE_TTL_SECS", &mut limits.challenge_ttl_secs)?;
        number("LOBBY_TTL_SECS", &mut limits.lobby_ttl_secs)?;
        limits.challenge_ttl_secs = limits.challenge_ttl_secs.max(1);
        limits.lobby_ttl_secs = limits.lobby_ttl_secs.max(1);
        let mut cached = limits.cached_matches as i64;
        number("CACHED_MATCHES", &mut cached)?;
        limits.cached_matches = cached.max(1) as usize;
        let mut searches = limits.computer_searches as i64;
        number("COMPUTER_SEARCHES", &mut searches)?;
        limits.computer_searches = searches.max(1) as usize;
        let mut computer_matches = limits.computer_matches as i64;
        number("MAX_COMPUTER_MATCHES", &mut computer_matches)?;
        limits.computer_matches = computer_matches.max(0) as usize;
        let durability = var("SQLITE_SYNCHRONOUS")
            .map(|v| v.parse::<Durability>())
            .transpose()
            .map_err(anyhow::Error::msg)
            .context("SQLITE_SYNCHRONOUS must be FULL or NORMAL")?
            .unwrap_or_default();
        limits.shards = Shards::parse(var("SHARDS").as_deref(), var("SHARD_COUNT").as_deref())
            .map_err(anyhow::Error::msg)?;
        let web_addr = var("WEB_ADDR")
            .as_deref()
            .unwrap_or(DEFAULT_WEB_ADDR)
            .parse::<WebAddr>()
            .map_err(anyhow::Error::msg)?;
        let mut pause = i64::from(COMPUTER_PAUSE_MS);
        number("COMPUTER_PAUSE_MS", &mut pause)?;
        let public_url = var("PUBLIC_URL")
            .map(|u| public_url(&u))
            .transpose()
            .map_err(anyhow::Error::msg)?;
        let mut connections = 0;
        number("WEB_MAX_CONNECTIONS", &mut connections)?;
        let web_connections = var("WEB_MAX_CONNECTIONS").map(|_| connections.max(1) as usize);
        let mut web_streams = crate::web::live::MAX_STREAMS as i64;
        number("WEB_MAX_STREAMS", &mut web_streams)?;
        Ok(Config {
            token,
            database_url: var("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_owned()),
            durability,
            guild_id,
            proxy: var("DISCORD_PROXY").map(|p| p.trim_end_matches('/').to_owned()),
            limits,
            computer_pause: std::time::Duration::from_millis(pause.max(0) as u64),
            web_addr,
            public_url,
            web_streams: web_streams.max(0) as usize,
            web_connections,
            client_secret: var("DISCORD_CLIENT_SECRET").filter(|s| !s.trim().is_empty()),
            client_id: var("DISCORD_CLIENT_ID")
                .map(|id| id.trim().parse::<u64>())
                .transpose()
                .context("DISCORD_CLIENT_ID must be the application's id (a number)")?,
            cdn: var("DISCORD_CDN").map_or_else(
                || crate::discord::guild_look::DISCORD_CDN.to_owned(),
                |c| c.trim().trim_end_matches('/').to_owned(),
            ),
        })
    }

    /// The site's limits: `WEB_MAX_CONNECTIONS`, or what fits under `files`, the process's limit
    /// of open files; and the live streams, within three quarters of the connections.
    #[must_use]
    pub fn web_limits(&self, files: Option<u64>) -> (ServerLimits, usize) {
        let connections = self.web_connections.unwrap_or_else(|| default_cap(files));
        let limits = ServerLimits::new(connections);
        (
            limits,
            self.web_streams.min(stream_cap(limits.max_connections)),
        )
    }
}

/// `PUBLIC_URL` as links use it: an http(s) address, without its trailing slashes.
///
/// # Errors
/// Anything but an `http://` or `https://` address with a host.
pub fn public_url(text: &str) -> Result<String, String> {
    let url = text.trim().trim_end_matches('/');
    let host = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))
        .unwrap_or_default();
    if host.is_empty() || host.contains(char::is_whitespace) {
        return Err(format!(
            "PUBLIC_URL must be the address players reach the site at, such as https://taberna.example.org (got `{text}`)"
        ));
    }
    Ok(url.to_owned())
}

#[cfg(test)]
mod tests {
    use super::public_url;

    #[test]
    fn public_url_is_an_http_address_without_its_trailing_slashes() {
        assert_eq!(
            public_url(" https://taberna.example.org/ "),
            Ok("https://taberna.example.org".to_owned())
        );
        assert_eq!(
            public_url("http://127.0.0.1:8080//"),
            Ok("http://127.0.0.1:8080".to_owned())
        );
        for wrong in ["taberna.example.org", "https://", "ftp://x", "https://a b"] {
            let e = public_url(wrong).unwrap_err();
            assert!(e.contains("PUBLIC_URL"), "{e}");
        }
    }
}
