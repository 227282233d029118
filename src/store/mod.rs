//! SQLite storage: migrations, matches and their move log, challenges, results, meta.
//! Every query sits behind a named function here; nothing else writes SQL.

mod challenges;
mod clocks;
mod error;
mod history;
mod invitations;
mod lobbies;
mod matches;
mod meta;
mod results;
mod status;

use std::str::FromStr;
use std::time::{SystemTime, UNIX_EPOCH};

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::SqlitePool;

pub use challenges::{Challenge, NewChallenge, Quota, QuotaRefusal};
pub use clocks::{ClockChange, ClockSync, GuildSettings, OnTimeout, SeatClock};
pub use error::{StoreError, StoreResult};
pub use history::{BestWin, GameStats, HistoryEntry, HistoryPage, Opponent, Streak, CHANGE_OVER};
pub use lobbies::{Lobby, NewLobby};
pub use matches::{Invitations, MoveWrite, NewMatch, StoredMatch, StoredMove};
pub use results::{LeaderboardRow, Ratings, Record, StoredRating};
pub use status::{ChallengeStatus, LobbyStatus, MatchStatus};

/// The database behind the bot.
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
}

/// Seconds since the Unix epoch.
#[must_use]
pub fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
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

impl Store {
    /// Opens (creating if needed) the database at `url`, in WAL mode, and runs the migrations.
    ///
    /// # Errors
    /// When the URL is invalid, the file cannot be opened or a migration fails.
    pub async fn connect(url: &str) -> StoreResult<Store> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // FULL: a move acknowledged to a player survives even a power cut.
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(std::time::Duration::from_secs(10));
        // One connection: SQLite has one writer at a time anyway, and writers contending through
        // several connections wait in its busy handler (sleeps of up to 100 ms).
        let mut pool = SqlitePoolOptions::new().max_connections(1);
        if url.contains(":memory:") {
            // An in-memory database dies with its connection: never let the pool reap it (by
            // default after 10 idle minutes or 30 minutes of life), or it comes back empty.
            pool = pool.idle_timeout(None).max_lifetime(None);
        }
        let pool = pool.connect_with(options).await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        let store = Store { pool };
        store.upgrade_results().await?;
        store.refresh_tiers().await?;
        Ok(store)
    }

    /// A fresh in-memory database, for tests and benchmarks.
    ///
    /// # Errors
    /// When SQLite cannot start or a migration fails.
    pub async fn memory() -> StoreResult<Store> {
        Store::connect("sqlite::memory:").await
    }
}
