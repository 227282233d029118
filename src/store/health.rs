//! What an operator asks of the database: whether it answers, what is in play, and a closing
//! that leaves the file whole.

use std::time::Duration;

use super::sql::{query_as, query_scalar, Db};
use super::{Store, StoreError, StoreResult};

/// Longest wait for the database's answer to a health check: a server that takes longer is
/// as good as down to whoever clicks.
const PING_LIMIT: Duration = Duration::from_secs(2);

/// Longest wait for the connections in use to come back at closing.
const CLOSE_LIMIT: Duration = Duration::from_secs(5);

impl Store {
    /// Whether the database answers a query now, within two seconds.
    ///
    /// # Errors
    /// The database's error, or a pool time-out when it did not answer in time.
    pub async fn ping(&self) -> StoreResult<()> {
        let answered = tokio::time::timeout(
            PING_LIMIT,
            query_scalar::<i64>("SELECT 1").fetch_one(&self.db),
        )
        .await;
        answered.unwrap_or(Err(StoreError::Db(sqlx::Error::PoolTimedOut)))?;
        Ok(())
    }

    /// The matches in play, per game id (every process's, on a shared database).
    ///
    /// # Errors
    /// A database error.
    pub async fn in_play_by_game(&self) -> StoreResult<Vec<(String, i64)>> {
        query_as::<(String, i64)>(
            "SELECT game, COUNT(*) FROM matches WHERE status = 'playing' GROUP BY game ORDER BY game",
        )
        .fetch_all(&self.db)
        .await
    }

    /// Closes the database at the end of a clean stop: on SQLite the write-ahead log is copied
    /// into the file and emptied, so that the file alone holds every move; then the pool's
    /// connections close. Each step waits a few seconds at most (a connection still in use).
    pub async fn close(&self) {
        if let Db::Sqlite(_) = &self.db {
            let checkpoint = query_as::<(i64, i64, i64)>("PRAGMA wal_checkpoint(TRUNCATE)");
            match tokio::time::timeout(CLOSE_LIMIT, checkpoint.fetch_one(&self.db)).await {
                Ok(Ok((0, _, _))) => tracing::info!("database checkpointed"),
                Ok(Ok(_)) => {
                    tracing::warn!("the database's log is still in use; left for next start")
                }
                Ok(Err(e)) => tracing::warn!(error = %e, "could not checkpoint the database"),
                Err(_) => {
                    tracing::warn!("no time left to checkpoint the database; left for next start")
                }
            }
        }
        let closed = match &self.db {
            Db::Sqlite(pool) => tokio::time::timeout(CLOSE_LIMIT, pool.close()).await,
            Db::Postgres(pool) => tokio::time::timeout(CLOSE_LIMIT, pool.close()).await,
        };
        if closed.is_err() {
            tracing::warn!("a database connection was still in use at closing");
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::store::Store;

    #[tokio::test]
    async fn a_closed_sqlite_file_holds_every_move_without_its_log() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let url = format!("sqlite://{}?mode=rwc", path.display());
        let store = Store::connect(&url).await.unwrap();
        store.ping().await.unwrap();
        assert!(store.in_play_by_game().await.unwrap().is_empty());
        store.close().await;
        let log = std::fs::metadata(dir.path().join("t.db-wal")).map_or(0, |m| m.len());
        assert_eq!(log, 0, "the log was copied back and emptied");
        assert!(
            store.ping().await.is_err(),
            "a closed store answers nothing"
        );
    }
}
