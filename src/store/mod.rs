//! Storage in SQLite (the default, a file beside the bot) or PostgreSQL (several bot processes
//! sharing one database): migrations, matches and their move log, challenges, results, meta.
//! Every query sits behind a named function here; nothing else writes SQL.

mod challenges;
mod checkpoints;
mod clocks;
mod commits;
mod direct;
mod error;
mod health;
mod history;
mod invitations;
mod leaderboard;
mod lobbies;
mod matches;
mod meta;
mod moves;
mod obsolete;
mod results;
mod seasons;
mod seats;
mod settings;
mod shard_claim;
mod shards;
mod sql;
mod status;
mod tournaments;
mod web;

use std::str::FromStr;
use std::time::{SystemTime, UNIX_EPOCH};

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};

use sql::Db;

pub use challenges::{Challenge, NewChallenge, Quota, QuotaRefusal};
pub use clocks::{ClockChange, ClockSync, SeatClock};
pub use commits::CommitTimes;
pub use error::{StoreError, StoreResult};
pub use history::{BestWin, GameStats, HistoryEntry, HistoryPage, Opponent, Streak, CHANGE_OVER};
pub use leaderboard::{LeaderboardRow, Record};
pub use lobbies::{Lobby, NewLobby};
pub use matches::{Invitations, NewMatch, StoredMatch};
pub use moves::{MoveWrite, StoredMove};
pub use results::{Ratings, StoredRating};
pub use seasons::Season;
pub use settings::{GuildSettings, OnTimeout};
pub use shard_claim::{claim_shards, ClaimError, ShardClaim};
pub use shards::Shards;
pub use status::{ChallengeStatus, LobbyStatus, MatchStatus};
pub use tournaments::{
    Decided, Format, NewBoard, NewTournament, Tournament, TournamentBoard, TournamentEntrant,
    TournamentLine, TournamentStatus,
};
pub use web::{is_token, new_token, GuildPages, MatchLine, RatingPoint, SeatLine, SeatRating};

/// The database behind the bot.
#[derive(Clone, Debug)]
pub struct Store {
    db: Db,
    /// Moves waiting for their commit, shared with the moves of other matches.
    commits: commits::Committer,
    /// The WAL's copies into the file, off the moves' path (none for a database in memory or
    /// on PostgreSQL).
    checkpoints: Option<checkpoints::Checkpointer>,
    /// The guilds whose timers and computer players this process runs.
    shards: Shards,
}

/// How long a commit waits for the disk: SQLite's `synchronous` in WAL mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Durability {
    /// Every commit is on the disk before its move is acknowledged: a move a player saw
    /// survives even a power cut.
    #[default]
    Full,
    /// Commits reach the disk at the next checkpoint (within about a second): a crash of the
    /// bot loses nothing, a power cut may lose the last second's moves. Several times faster
    /// on a slow disk.
    Normal,
}

impl FromStr for Durability {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "full" => Ok(Durability::Full),
            "normal" => Ok(Durability::Normal),
            other => Err(format!("`{other}` is neither `full` nor `normal`")),
        }
    }
}

impl Durability {
    const fn synchronous(self) -> SqliteSynchronous {
        match self {
            Durability::Full => SqliteSynchronous::Full,
            Durability::Normal => SqliteSynchronous::Normal,
        }
    }
}

/// Seconds since the Unix epoch.
#[must_use]
pub fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// `count` rows of `width` numbered parameters for a statement made for a batch, numbered from
/// `first`: `numbered_rows(2, 2, 3)` is `($3, $4), ($5, $6)`. Numbered (`$N`) rather than
/// bare `?`, as every statement of the store: both SQLite and PostgreSQL read them.
pub(super) fn numbered_rows(count: usize, width: usize, first: usize) -> String {
    let row = |r: usize| {
        let params: Vec<String> = (0..width)
            .map(|c| format!("${}", first + r * width + c))
            .collect();
        format!("({})", params.join(", "))
    };
    (0..count).map(row).collect::<Vec<_>>().join(", ")
}

/// Whether a statement made for a batch of `rows` is kept prepared: the small batches a busy
/// bot's commits make again and again are, the rare large ones (which would only fill the
/// connection's cache of statements, and its memory) are not.
pub(super) const fn kept_prepared(rows: usize) -> bool {
    rows <= 4
}

/// Discord ids are `u64`; SQLite integers are `i64`. Snowflakes stay below 2^63 for decades.
#[must_use]
pub const fn to_db(id: u64) -> i64 {
    id as i64
}

/// The inverse of [`to_db`].
#[must_use]
pub const fn from_db(id: i64) -> u64 {
    id as u64
}

/// A JSON column of row `id` of `table`, read back; text that does not parse is a corrupt row.
fn json<T: serde::de::DeserializeOwned>(
    table: &'static str,
    id: i64,
    text: &str,
) -> StoreResult<T> {
    serde_json::from_str(text).map_err(|e| StoreError::corrupt(table, id, e))
}

impl Store {
    /// Opens the database at `url` and runs its migrations: `postgres://…` (or
    /// `postgresql://…`) a PostgreSQL server, anything else an SQLite file, created if needed,
    /// in WAL mode with [`Durability::Full`].
    ///
    /// # Errors
    /// When the URL is invalid, the file cannot be opened or a migration fails.
    pub async fn connect(url: &str) -> StoreResult<Store> {
        Store::connect_with(url, Durability::Full).await
    }

    /// [`Store::connect`] with the given durability of SQLite's commits (PostgreSQL's are the
    /// server's own setting). Must run inside a Tokio runtime: the WAL's checkpointer (and on
    /// PostgreSQL the moves' committer) are tasks of it.
    ///
    /// # Errors
    /// When the URL is invalid, the database cannot be reached or a migration fails.
    pub async fn connect_with(url: &str, durability: Durability) -> StoreResult<Store> {
        if is_postgres(url) {
            Store::connect_postgres(url).await
        } else {
            Store::connect_sqlite(url, durability).await
        }
    }

    async fn connect_sqlite(url: &str, durability: Durability) -> StoreResult<Store> {
        // Processes opening a new file at the same moment: SQLite refuses the others' first
        // locks without waiting while one of them sets the file up (WAL), and two may apply
        // the same migration (sqlx takes no lock on SQLite): the one that comes second fails
        // (the migration's own statements, or its row in `_sqlx_migrations`), and finds it
        // applied when it tries again.
        let mut attempts = 0;
        loop {
            match Store::open_sqlite(url, durability).await {
                Err(e)
                    if attempts < 50
                        && (e.busy()
                            || matches!(
                                e,
                                StoreError::Migrate(
                                    sqlx::migrate::MigrateError::ExecuteMigration(..)
                                        | sqlx::migrate::MigrateError::Execute(_)
                                )
                            )) =>
                {
                    attempts += 1;
                    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                }
                opened => return opened,
            }
        }
    }

    async fn open_sqlite(url: &str, durability: Durability) -> StoreResult<Store> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(durability.synchronous())
            .foreign_keys(true)
            .busy_timeout(std::time::Duration::from_secs(10));
        // One connection: SQLite has one writer at a time anyway, and writers contending through
        // several connections wait in its busy handler (sleeps of up to 100 ms). Nothing else
        // can break it, so it is not pinged before each use (a round trip to its thread).
        let mut pool = SqlitePoolOptions::new()
            .max_connections(1)
            .test_before_acquire(false);
        let in_memory = url.contains(":memory:");
        let checkpoints = if in_memory {
            // An in-memory database dies with its connection: never let the pool reap it (by
            // default after 10 idle minutes or 30 minutes of life), or it comes back empty.
            pool = pool.idle_timeout(None).max_lifetime(None);
            None
        } else {
            Some(checkpoints::Checkpointer::start(options.clone()).await?)
        };
        let options = if in_memory {
            options
        } else {
            // The checkpointer copies the log back; a commit never does.
            options.pragma("wal_autocheckpoint", "0")
        };
        let path = options.get_filename().to_owned();
        let pool = pool.connect_with(options).await?;
        sqlx::migrate!("./migrations/sqlite").run(&pool).await?;
        let direct = if in_memory {
            // A second connection would open a database of its own.
            None
        } else {
            Some(direct::Direct::open(&path, durability)?)
        };
        Store::start(Db::Sqlite(pool), checkpoints, direct).await
    }

    async fn connect_postgres(url: &str) -> StoreResult<Store> {
        let options = PgConnectOptions::from_str(url)?;
        // A server out of reach fails a click within a few seconds ("can't save moves right
        // now") rather than holding it for sqlx's default half minute; connections broken by a
        // server restart are found before use (sqlx pings them) and replaced.
        let pool = PgPoolOptions::new()
            .acquire_timeout(std::time::Duration::from_secs(5))
            .connect_with(options)
            .await?;
        // Two processes starting at once: sqlx's migrator holds a lock while it runs.
        sqlx::migrate!("./migrations/postgres").run(&pool).await?;
        Store::start(Db::Postgres(pool), None, None).await
    }

    async fn start(
        db: Db,
        checkpoints: Option<checkpoints::Checkpointer>,
        direct: Option<direct::Direct>,
    ) -> StoreResult<Store> {
        let store = Store {
            commits: commits::Committer::start(db.clone(), direct)?,
            checkpoints,
            db,
            shards: Shards::ALL,
        };
        store.upgrade_results().await?;
        store.refresh_tiers().await?;
        Ok(store)
    }

    /// Checkpoints that copied the whole write-ahead log into the file so far (`None` for a
    /// database in memory, which has no log).
    #[must_use]
    pub fn checkpoints_done(&self) -> Option<u64> {
        self.checkpoints
            .as_ref()
            .map(checkpoints::Checkpointer::done)
    }

    /// Transactions that committed moves so far, and the moves they held (several matches'
    /// moves share a commit when they arrive together).
    #[must_use]
    pub fn commit_counts(&self) -> (u64, u64) {
        self.commits.counts()
    }

    /// A fresh in-memory database, for tests and benchmarks.
    ///
    /// # Errors
    /// When SQLite cannot start or a migration fails.
    pub async fn memory() -> StoreResult<Store> {
        Store::connect("sqlite::memory:").await
    }

    /// A fresh, empty database for a test: in memory, or, when `TABERNA_TEST_POSTGRES` names a
    /// PostgreSQL server, a schema of its own there (left behind: the tests' server is a
    /// throwaway one). The same tests thus run on both backends.
    ///
    /// # Errors
    /// When the database cannot be reached or a migration fails.
    pub async fn scratch() -> StoreResult<Store> {
        match test_postgres() {
            Some(server) => Store::connect(&scratch_schema(&server).await?).await,
            None => Store::memory().await,
        }
    }

    /// The SQLite pool behind this store, for the store's own tests of SQLite's settings.
    #[cfg(test)]
    fn sqlite_pool(&self) -> Option<&sqlx::SqlitePool> {
        match &self.db {
            Db::Sqlite(pool) => Some(pool),
            Db::Postgres(_) => None,
        }
    }

    /// This store, reading only the timers, expiries and computer players of `shards`' guilds
    /// (the rest of a shared database is other processes' to run).
    #[must_use]
    pub fn with_shards(mut self, shards: Shards) -> Store {
        self.shards = shards;
        self
    }

    /// Which backend this store writes to: `"sqlite"` or `"postgres"`.
    #[must_use]
    pub fn backend(&self) -> &'static str {
        match self.db.dialect() {
            sql::Dialect::Sqlite => "sqlite",
            sql::Dialect::Postgres => "postgres",
        }
    }
}

/// Whether `url` names a PostgreSQL server.
#[must_use]
pub fn is_postgres(url: &str) -> bool {
    url.starts_with("postgres://") || url.starts_with("postgresql://")
}

/// The PostgreSQL server the tests run against, when `TABERNA_TEST_POSTGRES` names one.
#[must_use]
pub fn test_postgres() -> Option<String> {
    std::env::var("TABERNA_TEST_POSTGRES")
        .ok()
        .filter(|url| !url.trim().is_empty())
}

/// Creates an empty schema with a name of its own on the PostgreSQL server at `server`, and
/// returns the URL of a connection whose tables live there.
///
/// # Errors
/// When the server cannot be reached.
pub async fn scratch_schema(server: &str) -> StoreResult<String> {
    use std::sync::atomic::{AtomicU64, Ordering};
    static MADE: AtomicU64 = AtomicU64::new(0);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let name = format!(
        "t_{}_{}_{nanos}",
        std::process::id(),
        MADE.fetch_add(1, Ordering::Relaxed)
    );
    let pool = PgPoolOptions::new()
        .max_connections(1)
        .connect(server)
        .await?;
    sqlx::query(&format!("CREATE SCHEMA {name}"))
        .execute(&pool)
        .await?;
    pool.close().await;
    let joiner = if server.contains('?') { '&' } else { '?' };
    Ok(format!("{server}{joiner}options[search_path]={name}"))
}

#[cfg(test)]
mod tests {
    use super::Store;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn processes_opening_one_new_file_at_once_all_open_it() {
        for _ in 0..10 {
            let dir = tempfile::tempdir().unwrap();
            let url = format!("sqlite://{}?mode=rwc", dir.path().join("t.db").display());
            let (a, b, c) = tokio::join!(
                Store::connect(&url),
                Store::connect(&url),
                Store::connect(&url)
            );
            for store in [a, b, c] {
                store.expect("opened while another set the file up");
            }
        }
    }

    #[test]
    fn numbered_rows_count_on_from_the_first_parameter() {
        assert_eq!(super::numbered_rows(2, 2, 3), "($3, $4), ($5, $6)");
        assert_eq!(super::numbered_rows(1, 3, 1), "($1, $2, $3)");
        assert_eq!(super::numbered_rows(0, 3, 1), "");
    }
}
